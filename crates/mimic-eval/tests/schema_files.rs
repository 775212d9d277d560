//! The committed JSON Schema of the predictions file matches the Rust type.
//! Regenerate with `UPDATE_SCHEMA=1 cargo test -p mimic-eval --test schema_files`.

use std::path::Path;

use mimic_eval::prediction::prediction_json_schema;

#[test]
fn predictions_schema_is_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../docs/schema/mimic-prediction-v1.schema.json");
    let generated = prediction_json_schema();
    if std::env::var_os("UPDATE_SCHEMA").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "{} is out of date; regenerate with UPDATE_SCHEMA=1 cargo test -p mimic-eval --test schema_files",
        path.display()
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
