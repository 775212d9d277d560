//! The committed JSON Schema and TypeScript declarations of `mimic.task.v1`
//! under `docs/schema/` must match what the Rust types generate.
//! `UPDATE_SCHEMA=1` rewrites them.

#[path = "../../mimic-schema/tests/support/generated.rs"]
mod generated;

use mimic_task::declarations::{JSON_SCHEMA_FILE, TYPESCRIPT_FILE, json_schema, typescript};

const REGENERATE: &str = "cargo test -p mimic-task --test schema_files";

#[test]
fn json_schema_is_current() {
    generated::check_generated(JSON_SCHEMA_FILE, &json_schema(), REGENERATE);
}

#[test]
fn typescript_declarations_are_current() {
    generated::check_generated(TYPESCRIPT_FILE, &typescript(), REGENERATE);
}
