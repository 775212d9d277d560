//! The committed JSON Schema and TypeScript declarations under `docs/schema/`
//! must match what the Rust types generate. `UPDATE_SCHEMA=1` rewrites them.

use std::path::PathBuf;

fn docs_schema_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/schema")
}

fn check(file: &str, generated: &str) {
    let path = docs_schema_dir().join(file);
    if std::env::var_os("UPDATE_SCHEMA").is_some() {
        std::fs::create_dir_all(docs_schema_dir()).unwrap();
        std::fs::write(&path, generated).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}; regenerate with UPDATE_SCHEMA=1 cargo test -p mimic-schema --test schema_files", path.display()));
    if committed != generated {
        let first_difference = committed
            .lines()
            .zip(generated.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(committed.lines().count().min(generated.lines().count()));
        panic!(
            "{} is stale (first difference at line {}); regenerate with \
             UPDATE_SCHEMA=1 cargo test -p mimic-schema --test schema_files \
             and review the diff",
            path.display(),
            first_difference + 1
        );
    }
}

#[test]
fn json_schema_is_current() {
    check(
        "mimic-trace-v1.schema.json",
        &mimic_schema::declarations::json_schema(),
    );
}

#[test]
fn typescript_declarations_are_current() {
    check(
        "mimic-trace-v1.ts",
        &mimic_schema::declarations::typescript(),
    );
}
