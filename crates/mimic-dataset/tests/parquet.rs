//! The Hugging Face layout (feature `parquet`, on by default): shards under
//! `data/` with the same examples as the JSONL and the screenshots inline,
//! and a dataset card.
#![cfg(feature = "parquet")]

mod common;

use std::fs::{self, File};

use arrow_array::{Array, BinaryArray, StringArray, StructArray};
use common::*;
use mimic_dataset::{CARD_FILE, Ratios, Split};
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use sha2::Digest;

fn snapshot_options(ws: &Workspace) -> mimic_dataset::BuildOptions {
    let mut options = ws.options();
    options.seed = 6;
    options.ratios = Ratios::new(0.6, 0.2, 0.2).unwrap();
    options
}

/// The shards of a split the manifest lists, in order.
fn shards(report: &mimic_dataset::BuildReport, split: Split) -> Vec<String> {
    let prefix = format!("data/{}-", split.hub_name());
    report
        .manifest
        .outputs
        .keys()
        .filter(|name| name.starts_with(&prefix))
        .cloned()
        .collect()
}

#[test]
fn shards_hold_the_same_examples_as_the_jsonl() {
    let ws = Workspace::new();
    let options = snapshot_options(&ws);
    let report = build_ok(options.clone());
    for split in Split::ALL {
        let from_jsonl = read_split(&ws.dataset(), split);
        assert!(!from_jsonl.is_empty());
        let names = shards(&report, split);
        assert_eq!(
            names,
            vec![format!("data/{}-00000-of-00001.parquet", split.hub_name())]
        );
        let from_parquet =
            mimic_dataset::parquet::read_examples(&ws.dataset().join(&names[0])).unwrap();
        assert_eq!(from_parquet, from_jsonl, "{split}");
        let listed = &report.manifest.outputs[&names[0]];
        assert_eq!(listed.examples, Some(from_jsonl.len() as u64));
    }
    // Shards are as reproducible as the rest.
    let first = files_under(&ws.dataset());
    build_ok(options);
    assert_eq!(first, files_under(&ws.dataset()));
}

#[test]
fn masked_and_unchecked_regions_reach_the_shards() {
    let ws = Workspace::new();
    ws.edit_line("shop.checkout.i1.run-1", 1, |record| {
        let observation = &mut record["mimic"]["observation"];
        observation["maskedRegions"] = serde_json::json!([
            {"bounds": {"x": 10.0, "y": 20.0, "width": 200.0, "height": 30.0}, "reason": "sensitive_field"},
            {"bounds": {"x": 0.0, "y": 0.0, "width": 800.0, "height": 600.0}, "reason": "page_changing"},
        ]);
        observation["uncheckedRegions"] = serde_json::json!([
            {"bounds": {"x": 5.0, "y": 6.0, "width": 7.0, "height": 8.0}, "reason": "canvas"},
        ]);
    });
    let report = build_ok(snapshot_options(&ws));
    let mut seen = 0;
    for split in Split::ALL {
        let from_jsonl = read_split(&ws.dataset(), split);
        let from_parquet =
            mimic_dataset::parquet::read_examples(&ws.dataset().join(&shards(&report, split)[0]))
                .unwrap();
        assert_eq!(from_parquet, from_jsonl, "{split}");
        for example in &from_parquet {
            let Some(observation) = &example.input.observation else {
                continue;
            };
            if !observation.masked_regions.is_empty() {
                seen += 1;
                assert_eq!(observation.masked_regions.len(), 2);
                assert_eq!(observation.unchecked_regions.len(), 1);
            }
        }
    }
    assert_eq!(seen, 1, "the edited step is in one split");

    let stats: serde_json::Value =
        serde_json::from_slice(&std::fs::read(ws.dataset().join("stats.json")).unwrap()).unwrap();
    let masked = serde_json::json!({"page_changing": 1, "sensitive_field": 1});
    assert_eq!(stats["all"]["maskedRegions"], masked);
    assert_eq!(
        stats["all"]["uncheckedRegions"],
        serde_json::json!({"canvas": 1})
    );
    let card = std::fs::read_to_string(ws.dataset().join("README.md")).unwrap();
    assert!(
        card.contains("by reason: `page_changing` 1, `sensitive_field` 1."),
        "{card}"
    );
    assert!(card.contains("**Not checked**: screenshots with regions whose pixels no secret rule could read, by kind: `canvas` 1."), "{card}");
}

#[test]
fn the_image_column_holds_each_screenshot_with_its_relative_path() {
    let ws = Workspace::new();
    let report = build_ok(snapshot_options(&ws));
    let mut images = 0;
    for split in Split::ALL {
        let examples = read_split(&ws.dataset(), split);
        let shard = File::open(ws.dataset().join(&shards(&report, split)[0])).unwrap();
        let reader = ParquetRecordBatchReaderBuilder::try_new(shard)
            .unwrap()
            .build()
            .unwrap();
        let mut row = 0;
        for batch in reader {
            let batch = batch.unwrap();
            let image = batch
                .column(0)
                .as_any()
                .downcast_ref::<StructArray>()
                .unwrap();
            let bytes = image
                .column(0)
                .as_any()
                .downcast_ref::<BinaryArray>()
                .unwrap();
            let paths = image
                .column(1)
                .as_any()
                .downcast_ref::<StringArray>()
                .unwrap();
            for i in 0..batch.num_rows() {
                let example = &examples[row];
                row += 1;
                match &example.input.screenshot {
                    None => assert!(image.is_null(i), "{}", example.example_id),
                    Some(shot) => {
                        images += 1;
                        assert_eq!(paths.value(i), shot.path);
                        assert!(!shot.path.starts_with(".."), "{}", shot.path);
                        let sha = hex::encode(sha2::Sha256::digest(bytes.value(i)));
                        assert_eq!(sha, shot.sha256);
                    }
                }
            }
        }
        assert_eq!(row, examples.len());
    }
    assert_eq!(images, report.stats.all.with_screenshot);
}

#[test]
fn an_empty_split_gets_no_shard_and_no_config() {
    let ws = Workspace::new();
    let mut options = ws.options();
    options.ratios = Ratios::new(1.0, 0.0, 0.0).unwrap();
    let report = build_ok(options);
    assert_eq!(shards(&report, Split::Train).len(), 1);
    assert!(shards(&report, Split::Val).is_empty());
    assert!(shards(&report, Split::Test).is_empty());
    let card = fs::read_to_string(ws.dataset().join(CARD_FILE)).unwrap();
    assert!(card.contains("  - split: train\n"), "{card}");
    assert!(!card.contains("split: validation"), "{card}");
    assert!(!card.contains("split: test"), "{card}");
    assert!(card.contains("Empty splits (validation, test)"), "{card}");
    // The JSONL of an empty split is still there, empty.
    assert_eq!(fs::read(ws.dataset().join("test.jsonl")).unwrap(), b"");
}

#[test]
fn the_dataset_card_matches_its_snapshot() {
    let ws = Workspace::new();
    let mut options = snapshot_options(&ws);
    options.license = Some("cc-by-4.0".into());
    build_ok(options);
    let card = fs::read_to_string(ws.dataset().join(CARD_FILE)).unwrap();
    insta::assert_snapshot!("card", card);
}

#[test]
fn without_parquet_there_is_no_hub_layout() {
    let ws = Workspace::new();
    let mut options = ws.options();
    options.parquet = false;
    let report = build_ok(options);
    assert!(!ws.dataset().join("data").exists());
    assert!(!ws.dataset().join(CARD_FILE).exists());
    assert!(
        report
            .manifest
            .outputs
            .keys()
            .all(|name| !name.contains("parquet"))
    );
}
