//! The example format's JSON Schema, generated from [`DatasetExampleV1`] so
//! it cannot drift from the code (a test compares it with the committed copy
//! in `docs/schema/`).

use crate::example::DatasetExampleV1;

/// File name of the committed schema in `docs/schema/`.
pub const EXAMPLE_JSON_SCHEMA_NAME: &str = "mimic-dataset-example-v1.schema.json";

/// The JSON Schema of one example line, pretty-printed with a final newline.
pub fn example_json_schema() -> String {
    let schema = schemars::schema_for!(DatasetExampleV1);
    let mut text = serde_json::to_string_pretty(&schema).expect("a JSON Schema always serializes");
    text.push('\n');
    text
}
