//! The real Hugging Face `datasets` package loads a dataset folder that was
//! copied alone (feature `parquet`), from the virtual environment of
//! `support/hub_python.rs`. The demo test (`tests/demo.rs` of the root
//! package) does the same with a dataset of real demo traces.
#![cfg(feature = "parquet")]

mod common;
mod support {
    pub(crate) mod hub_python;
}

use std::path::{Path, PathBuf};

use common::*;
use mimic_dataset::{Ratios, Split};
use support::hub_python::{load_hub, run_python};

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
    let folders: Vec<&Path> = copies.iter().map(PathBuf::as_path).collect();
    assert_eq!(
        load_hub(&folders, &home),
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
    let printed = run_python(
        &[
            script.as_os_str(),
            ws.run().as_os_str(),
            reference_out.as_os_str(),
        ],
        ws.dir.path(),
    );
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
