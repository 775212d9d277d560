//! The pinned TypeScript compiler for the tests that compile generated
//! declarations (mimic-schema's trace compatibility, mimic-task's task
//! files): installed with `npm ci` under the test's `target/` folder, once,
//! and again only when the pin in `mimic-schema/tests/typescript/` changes.

use std::path::{Path, PathBuf};
use std::process::Command;

/// mimic-schema's `tests/typescript/` (the pin), from any crate under `crates/`.
pub(crate) fn tooling_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../mimic-schema/tests/typescript")
}

fn pinned_version() -> String {
    let package: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(tooling_dir().join("package.json")).unwrap())
            .unwrap();
    package["devDependencies"]["typescript"]
        .as_str()
        .expect("package.json pins typescript")
        .to_owned()
}

fn installed_version(dir: &Path) -> Option<String> {
    let text = std::fs::read_to_string(dir.join("node_modules/typescript/package.json")).ok()?;
    let package: serde_json::Value = serde_json::from_str(&text).ok()?;
    Some(package["version"].as_str()?.to_owned())
}

/// The pinned `tsc`, installed under `target/` when missing.
pub(crate) fn tsc() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("typescript");
    let version = pinned_version();
    if installed_version(&dir).as_deref() != Some(version.as_str()) {
        std::fs::create_dir_all(&dir).unwrap();
        for file in ["package.json", "package-lock.json"] {
            std::fs::copy(tooling_dir().join(file), dir.join(file)).unwrap();
        }
        let status = Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund", "--loglevel=error"])
            .current_dir(&dir)
            .status()
            .unwrap_or_else(|e| {
                panic!("this test needs npm (Node.js 20 or later) on PATH to install tsc (apt-get install nodejs npm): {e}")
            });
        assert!(status.success(), "npm ci failed in {}", dir.display());
    }
    dir.join("node_modules/typescript/bin/tsc")
}
