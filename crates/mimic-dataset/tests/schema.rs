//! The committed JSON Schema of the example format must match the code.
//! Regenerate with `UPDATE_SCHEMA=1 cargo test -p mimic-dataset --test schema`.

use mimic_dataset::{EXAMPLE_JSON_SCHEMA_NAME, example_json_schema};

#[path = "../../mimic-schema/tests/support/generated.rs"]
mod generated;

#[test]
fn committed_example_schema_is_current() {
    generated::check_generated(
        EXAMPLE_JSON_SCHEMA_NAME,
        &example_json_schema(),
        "cargo test -p mimic-dataset --test schema",
    );
}
