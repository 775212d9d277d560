//! The real Hugging Face `datasets` package loads a dataset folder that was
//! copied alone (feature `parquet`). The package comes from PyPI into a
//! virtual environment under the target folder, installed only when missing;
//! without python3 and its venv module the test fails and names the install.
#![cfg(feature = "parquet")]

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use common::*;
use mimic_dataset::{Ratios, Split};

/// Python packages the checks import (orjson for the reference builder).
const PACKAGES: [&str; 3] = ["datasets", "pyarrow", "orjson"];

/// The virtual environment's interpreter, with [`PACKAGES`] installed.
fn python() -> &'static Path {
    static PYTHON: OnceLock<PathBuf> = OnceLock::new();
    PYTHON.get_or_init(|| {
        let venv = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hf-venv");
        let python = venv.join("bin").join("python3");
        let imports = format!("import {}", PACKAGES.join(", "));
        let ready = |python: &Path| {
            Command::new(python)
                .args(["-c", &imports])
                .output()
                .is_ok_and(|o| o.status.success())
        };
        if ready(&python) {
            return python;
        }
        let created = Command::new("python3")
            .args(["-m", "venv"])
            .arg(&venv)
            .output();
        match created {
            Ok(output) if output.status.success() => {}
            Ok(output) => panic!(
                "python3 -m venv failed: python3's venv module is missing; install it with \
                 `apt-get install python3-venv`\n{}",
                String::from_utf8_lossy(&output.stderr)
            ),
            Err(error) => panic!(
                "python3 is not installed ({error}); install it with \
                 `apt-get install python3 python3-venv`"
            ),
        }
        let installed = Command::new(&python)
            .args(["-m", "pip", "install", "--quiet"])
            .args(PACKAGES)
            .status()
            .expect("the virtual environment has pip");
        assert!(
            installed.success(),
            "`{} -m pip install {}` failed (PyPI must be reachable)",
            python.display(),
            PACKAGES.join(" ")
        );
        assert!(ready(&python), "{imports} fails after installing");
        python
    })
}

fn run_python(script: &Path, args: &[&Path], home: &Path) -> String {
    let output = Command::new(python())
        .arg(script)
        .args(args)
        // Offline, and with its caches in a temp folder rather than ~/.cache.
        .env("HF_HUB_OFFLINE", "1")
        .env("HF_HOME", home)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "the Python check failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn datasets_loads_a_copied_folder_with_its_screenshots() {
    let ws = Workspace::new();
    let elsewhere = tempfile::tempdir().unwrap();
    let mut copies = Vec::new();
    // All three splits filled, then one with an empty validation split.
    for (name, seed, ratios) in [("full", 6, (0.6, 0.2, 0.2)), ("no-val", 0, (0.7, 0.0, 0.3))] {
        let mut options = ws.options();
        options.seed = seed;
        options.ratios = Ratios::new(ratios.0, ratios.1, ratios.2).unwrap();
        build_ok(options);
        let copy = elsewhere.path().join(name);
        copy_dir(&ws.dataset(), &copy);
        copies.push(copy);
    }
    // Nothing outside the copies is left to lean on.
    drop(ws);
    let home = elsewhere.path().join("hf-home");
    let args: Vec<&Path> = copies.iter().map(PathBuf::as_path).collect();
    assert_eq!(
        run_python(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/python/load_hub.py"),
            &args,
            &home
        ),
        "full: test 3, train 7, validation 2; 11 images; 3 shards\n\
         no-val: test 4, train 8; 11 images; 2 shards\n"
    );
}

#[test]
fn the_python_reference_builder_gives_the_same_examples_and_labels() {
    let ws = Workspace::new();
    let report = build_ok(ws.options());
    let reference_out = ws.dir.path().join("reference");
    let script =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/bench-dataset-reference.py");
    let printed = run_python(&script, &[&ws.run(), &reference_out], ws.dir.path());
    let counts = &report.manifest.counts.examples;
    assert_eq!(
        printed,
        format!(
            "train {} val {} test {}\n",
            counts[&Split::Train],
            counts[&Split::Val],
            counts[&Split::Test]
        )
    );
    // The valid fixture lines only: the reference does not validate.
    assert_eq!(report.stats.records.skipped.values().sum::<u64>(), 0);
    for split in Split::ALL {
        let ours = read_split(&ws.dataset(), split);
        let theirs = read_split(&reference_out.join("dataset"), split);
        let labels = |examples: &[mimic_dataset::DatasetExampleV1]| {
            examples
                .iter()
                .map(|e| (e.example_id.clone(), e.label.clone()))
                .collect::<Vec<_>>()
        };
        assert_eq!(labels(&theirs), labels(&ours), "{split}");
        // The same example shape, field for field.
        assert_eq!(theirs, ours, "{split}");
    }
}
