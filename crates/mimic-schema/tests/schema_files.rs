//! The committed JSON Schema and TypeScript declarations under `docs/schema/`
//! must match what the Rust types generate. `UPDATE_SCHEMA=1` rewrites them.

#[path = "support/generated.rs"]
mod generated;

const REGENERATE: &str = "cargo test -p mimic-schema --test schema_files";

#[test]
fn json_schema_is_current() {
    generated::check_generated(
        "mimic-trace-v1.schema.json",
        &mimic_schema::declarations::json_schema(),
        REGENERATE,
    );
}

#[test]
fn typescript_declarations_are_current() {
    generated::check_generated(
        "mimic-trace-v1.ts",
        &mimic_schema::declarations::typescript(),
        REGENERATE,
    );
}
