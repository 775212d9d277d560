//! Parquet output (feature `parquet`): the same examples as the JSONL.
#![cfg(feature = "parquet")]

mod common;

use common::*;
use mimic_dataset::Split;

#[test]
fn parquet_holds_the_same_examples_as_the_jsonl() {
    let ws = Workspace::new();
    let mut options = ws.options();
    options.seed = 6;
    options.ratios = mimic_dataset::Ratios::new(0.6, 0.2, 0.2).unwrap();
    options.parquet = true;
    let report = build_ok(options.clone());
    for split in Split::ALL {
        let from_jsonl = read_split(&ws.dataset(), split);
        let path = ws.dataset().join(format!("{split}.parquet"));
        let from_parquet = mimic_dataset::parquet::read_examples(&path).unwrap();
        assert!(!from_jsonl.is_empty());
        assert_eq!(from_parquet, from_jsonl, "{split}");
        let listed = &report.manifest.outputs[&format!("{split}.parquet")];
        assert_eq!(listed.examples, Some(from_jsonl.len() as u64));
    }
    // Parquet files are as reproducible as the rest.
    let first = files_under(&ws.dataset());
    build_ok(options);
    assert_eq!(first, files_under(&ws.dataset()));
}

#[test]
fn an_empty_split_is_an_empty_parquet_file() {
    let ws = Workspace::new();
    let mut options = ws.options();
    options.ratios = mimic_dataset::Ratios::new(1.0, 0.0, 0.0).unwrap();
    options.parquet = true;
    build_ok(options);
    let test = mimic_dataset::parquet::read_examples(&ws.dataset().join("test.parquet")).unwrap();
    assert!(test.is_empty());
}
