//! The files a run writes: byte-identical on repeat, kept safe on bad
//! input, and the baselines' reports on the fixture dataset.

mod common;

use std::fs;
use std::io::Write;

use common::{fixture_dataset, hand_predictions};
use mimic_eval::{
    BUILTIN_SCORERS, Dataset, EvalError, EvalOptions, PredictionSource, RiskPolicy, builtin_scorer,
    write_eval,
};

const FILES: [&str; 3] = ["predictions.jsonl", "metrics.json", "report.md"];

fn options() -> EvalOptions {
    EvalOptions::new(&[], RiskPolicy::default_policy()).unwrap()
}

#[test]
fn repeat_runs_are_byte_identical_wherever_they_are_written() {
    let dataset = Dataset::open(&fixture_dataset(), None).unwrap();
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    for name in BUILTIN_SCORERS {
        let scorer = builtin_scorer(name, 42).unwrap();
        let source = PredictionSource::Scorer(scorer.as_ref());
        let first = write_eval(a.path(), &dataset, &source, &options(), false).unwrap();
        let second = write_eval(b.path(), &dataset, &source, &options(), false).unwrap();
        for file in FILES {
            let x = fs::read(first.dir.join(file)).unwrap();
            let y = fs::read(second.dir.join(file)).unwrap();
            assert!(!x.is_empty(), "{name}/{file} is empty");
            assert_eq!(x, y, "{name}/{file} differs between runs");
        }
        // Anyone can recompute the figures from what was written.
        let rescored = write_eval(
            b.path(),
            &dataset,
            &PredictionSource::File {
                name: format!("{name}-rescored"),
                path: first.dir.join("predictions.jsonl"),
            },
            &options(),
            false,
        )
        .unwrap();
        assert_eq!(rescored.metrics.overall, first.metrics.overall, "{name}");
    }
}

#[test]
fn the_random_seed_matters() {
    let dataset = Dataset::open(&fixture_dataset(), None).unwrap();
    let predictions = |seed| {
        let scorer = builtin_scorer("random", seed).unwrap();
        let mut out = Vec::new();
        mimic_eval::evaluate(
            &dataset,
            &PredictionSource::Scorer(scorer.as_ref()),
            &options(),
            &mut out,
        )
        .unwrap();
        out
    };
    assert_eq!(predictions(1), predictions(1));
    assert_ne!(predictions(1), predictions(2));
}

#[test]
fn existing_results_are_kept_unless_replaced_and_survive_bad_input() {
    let dataset = Dataset::open(&fixture_dataset(), None).unwrap();
    let out = tempfile::tempdir().unwrap();
    let hand = |path| PredictionSource::File {
        name: "hand".into(),
        path,
    };
    let first = write_eval(
        out.path(),
        &dataset,
        &hand(hand_predictions()),
        &options(),
        false,
    )
    .unwrap();
    let before = fs::read(first.dir.join("metrics.json")).unwrap();

    let again = write_eval(
        out.path(),
        &dataset,
        &hand(hand_predictions()),
        &options(),
        false,
    );
    assert!(
        matches!(again, Err(EvalError::AlreadyExists { .. })),
        "{again:?}"
    );

    let bad = out.path().join("bad.jsonl");
    let mut f = fs::File::create(&bad).unwrap();
    writeln!(
        f,
        r#"{{"exampleId":"todo.add-item.i1.run-2/s0","candidateIds":[],"actionType":"click"}}"#
    )
    .unwrap();
    writeln!(
        f,
        r#"{{"exampleId":"x","candidateIds":["a","a"],"actionType":"click"}}"#
    )
    .unwrap();
    let err = write_eval(out.path(), &dataset, &hand(bad.clone()), &options(), true).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "{}:2: candidateIds[1]: \"a\" is ranked twice",
            bad.display()
        )
    );
    let mut g = fs::File::create(&bad).unwrap();
    writeln!(g, r#"{{"exampleId": "x", "candidateIds": ["a"]"#).unwrap();
    let err = write_eval(out.path(), &dataset, &hand(bad.clone()), &options(), true).unwrap_err();
    assert!(
        err.to_string()
            .starts_with(&format!("{}:1: ", bad.display())),
        "{err}"
    );

    assert_eq!(fs::read(first.dir.join("metrics.json")).unwrap(), before);
    let leftovers: Vec<_> = fs::read_dir(out.path().join("eval")).unwrap().collect();
    assert_eq!(leftovers.len(), 1, "no staging folder is left behind");

    write_eval(
        out.path(),
        &dataset,
        &hand(hand_predictions()),
        &options(),
        true,
    )
    .unwrap();
}

#[test]
fn a_missing_split_is_named() {
    let err = Dataset::open(&fixture_dataset(), Some("holdout")).unwrap_err();
    assert!(
        err.to_string()
            .contains("holdout.jsonl: no such file or folder"),
        "{err}"
    );
    let err = Dataset::open(&fixture_dataset(), Some("../x")).unwrap_err();
    assert!(err.to_string().contains("not a split name"), "{err}");
}

#[test]
fn baseline_reports_on_the_fixture_dataset() {
    let dataset = Dataset::open(&fixture_dataset(), None).unwrap();
    for name in BUILTIN_SCORERS {
        let scorer = builtin_scorer(name, 0).unwrap();
        let mut sink = Vec::new();
        let metrics = mimic_eval::evaluate(
            &dataset,
            &PredictionSource::Scorer(scorer.as_ref()),
            &options(),
            &mut sink,
        )
        .unwrap();
        insta::assert_snapshot!(
            format!("baseline_{name}_report"),
            mimic_eval::report::render_report(&metrics)
        );
    }
}
