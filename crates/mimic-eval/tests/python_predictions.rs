//! A predictions file written by a small Python script (standard library
//! only) is scored. Needs `python3` on PATH: the test fails without it.

mod common;

use std::process::Command;

use common::{fixture_dataset, run, testdata};
use mimic_eval::PredictionSource;

#[test]
fn python_written_predictions_are_scored() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("from-python.jsonl");
    let status = Command::new("python3")
        .arg(testdata().join("eval/write_predictions.py"))
        .arg(fixture_dataset())
        .arg(&out)
        .status()
        .expect("python3 must be on PATH for this test (apt-get install python3)");
    assert!(status.success(), "the Python script failed: {status}");
    let source = PredictionSource::File {
        name: "python".into(),
        path: out,
    };
    let (m, scored) = run(&source, None, &[]);
    let o = &m.overall;
    // Worked out by hand in testdata/eval/README.md.
    assert!(m.problems.is_empty(), "{:?}", m.problems);
    assert_eq!((o.examples, o.targeted), (12, 11));
    assert_eq!((o.top_k["1"].hits, o.top_k["3"].hits), (8, 8));
    assert_eq!(o.mrr, Some(8.0 / 11.0));
    assert_eq!(o.action_type.count, 12);
    assert_eq!((o.no_target.predicted, o.no_target.true_positives), (1, 1));
    assert_eq!(
        (o.no_target.precision, o.no_target.recall),
        (Some(1.0), Some(0.5))
    );
    assert_eq!(
        (o.invalid.judged, o.invalid.count, o.unsafe_.count),
        (11, 0, 0)
    );
    assert_eq!(String::from_utf8(scored).unwrap().lines().count(), 12);
}
