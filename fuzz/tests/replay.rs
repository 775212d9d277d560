//! Replays every committed input of every target: `corpus/<target>/` (the
//! seeds `seed-corpora` derives from testdata/) and `regressions/<target>/`
//! (inputs that once broke mimic), plus `artifacts/<target>/` when a local
//! cargo-fuzz run left findings there. Deterministic: no fuzzing, no clock.

use std::fs;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

use mimic_fuzz::TARGETS;

fn files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.expect("a readable directory entry").path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    files
}

fn replay(dirs: &[&str], require_each: bool) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut failures = Vec::new();
    let mut replayed = 0;
    for (name, target) in TARGETS {
        let mut count = 0;
        for dir in dirs {
            for file in files(&root.join(dir).join(name)) {
                let data = fs::read(&file).expect("a readable input");
                if catch_unwind(AssertUnwindSafe(|| target(&data))).is_err() {
                    failures.push(file.display().to_string());
                }
                count += 1;
            }
        }
        assert!(
            !require_each || count > 0,
            "{name}: no inputs under {dirs:?}"
        );
        replayed += count;
    }
    assert!(failures.is_empty(), "inputs that fail: {failures:#?}");
    eprintln!("replayed {replayed} inputs from {dirs:?}");
}

#[test]
fn every_corpus_input_passes() {
    replay(&["corpus"], true);
}

#[test]
fn every_regression_passes() {
    replay(&["regressions", "artifacts"], false);
}

#[test]
fn every_target_has_a_fuzz_binary() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (name, _) in TARGETS {
        let source = root.join("fuzz_targets").join(format!("{name}.rs"));
        let text = fs::read_to_string(&source).expect("a fuzz_targets/ file per target");
        assert!(
            text.contains(&format!("mimic_fuzz::{name}(")),
            "{}",
            source.display()
        );
    }
}
