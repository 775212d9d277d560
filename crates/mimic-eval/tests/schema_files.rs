//! The committed JSON Schema of the predictions file matches the Rust type.
//! Regenerate with `UPDATE_SCHEMA=1 cargo test -p mimic-eval --test schema_files`.

use mimic_eval::prediction::prediction_json_schema;

#[path = "../../mimic-schema/tests/support/generated.rs"]
mod generated;

#[test]
fn predictions_schema_is_current() {
    generated::check_generated(
        "mimic-prediction-v1.schema.json",
        &prediction_json_schema(),
        "cargo test -p mimic-eval --test schema_files",
    );
}

#[test]
fn the_schema_states_what_a_python_writer_needs() {
    let schema: serde_json::Value = serde_json::from_str(&prediction_json_schema()).unwrap();
    let required: Vec<&str> = schema["required"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(required, ["exampleId", "candidateIds", "actionType"]);
    assert_eq!(schema["additionalProperties"], false);
}
