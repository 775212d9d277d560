//! The committed JSON Schema of the example format must match the code.
//! Regenerate with `UPDATE_SCHEMA=1 cargo test -p mimic-dataset --test schema`.

use std::fs;
use std::path::Path;

use mimic_dataset::{EXAMPLE_JSON_SCHEMA_NAME, example_json_schema};

#[test]
fn committed_example_schema_is_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../docs/schema")
        .join(EXAMPLE_JSON_SCHEMA_NAME);
    let generated = example_json_schema();
    if std::env::var_os("UPDATE_SCHEMA").is_some() {
        fs::write(&path, &generated).unwrap();
    }
    let committed = fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "{} is stale; regenerate it with UPDATE_SCHEMA=1 cargo test -p mimic-dataset --test schema",
        path.display()
    );
}
