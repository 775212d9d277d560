//! The JSON Schema and TypeScript declarations of `mimic.task.v1`, generated
//! from the Rust types like the trace schema's and committed beside it under
//! `docs/schema/`.

use crate::file::TaskFileV1;

/// The committed schema file's name.
pub const JSON_SCHEMA_FILE: &str = "mimic-task-v1.schema.json";
/// The committed declarations file's name.
pub const TYPESCRIPT_FILE: &str = "mimic-task-v1.ts";

pub fn json_schema() -> String {
    mimic_schema::declarations::json_schema_of::<TaskFileV1>()
}

pub fn typescript() -> String {
    mimic_schema::declarations::typescript_of::<TaskFileV1>(
        "mimic-task",
        "cargo test -p mimic-task --test schema_files",
    )
}
