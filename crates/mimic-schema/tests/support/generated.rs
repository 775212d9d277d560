//! The freshness check of generated files committed under `docs/schema/`
//! (JSON Schema and TypeScript declarations), shared by the schema tests of
//! mimic-schema, mimic-dataset and mimic-eval: the committed file must equal
//! what the Rust types generate now. With `UPDATE_SCHEMA=1` in the
//! environment the file is rewritten instead, for review with `git diff`.

use std::path::PathBuf;

/// Checks `docs/schema/<file>` against `generated`; `regenerate` is the test
/// command that rewrites it, named in the failure.
pub(crate) fn check_generated(file: &str, generated: &str, regenerate: &str) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/schema");
    let path = dir.join(file);
    if std::env::var_os("UPDATE_SCHEMA").is_some() {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&path, generated).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; regenerate with UPDATE_SCHEMA=1 {regenerate}",
            path.display()
        )
    });
    if committed != generated {
        let first_difference = committed
            .lines()
            .zip(generated.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(committed.lines().count().min(generated.lines().count()));
        panic!(
            "{} is stale (first difference at line {}); regenerate with \
             UPDATE_SCHEMA=1 {regenerate} and review the diff",
            path.display(),
            first_difference + 1
        );
    }
}
