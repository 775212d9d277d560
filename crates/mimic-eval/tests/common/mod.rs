//! Paths of the shared fixtures and a one-call evaluation for the tests.

#![allow(dead_code, reason = "each test binary uses a part")]

use std::path::{Path, PathBuf};

use mimic_eval::{Dataset, EvalOptions, Metrics, PredictionSource, RiskPolicy, evaluate};

pub(crate) fn testdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata")
}

pub(crate) fn fixture_dataset() -> PathBuf {
    testdata().join("eval/dataset")
}

pub(crate) fn hand_predictions() -> PathBuf {
    testdata().join("eval/predictions-hand.jsonl")
}

/// Evaluates `source` on the fixture dataset; returns the metrics and the
/// bytes of the predictions that were scored.
pub(crate) fn run(
    source: &PredictionSource<'_>,
    split: Option<&str>,
    ks: &[usize],
) -> (Metrics, Vec<u8>) {
    let dataset = Dataset::open(&fixture_dataset(), split).unwrap();
    let options = EvalOptions::new(ks, RiskPolicy::default_policy()).unwrap();
    let mut scored = Vec::new();
    let metrics = evaluate(&dataset, source, &options, &mut scored).unwrap();
    (metrics, scored)
}
