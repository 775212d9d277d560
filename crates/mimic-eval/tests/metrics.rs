//! Metrics on the hand-made fixture dataset against a hand-written
//! predictions file; every figure asserted here was worked out by hand
//! (see testdata/eval/README.md for the walk-through).

mod common;

use common::{hand_predictions, run};
use mimic_eval::PredictionSource;

fn hand() -> PredictionSource<'static> {
    PredictionSource::File {
        name: "hand".into(),
        path: hand_predictions(),
    }
}

#[test]
fn every_split_scores_as_worked_out_by_hand() {
    let (m, _) = run(&hand(), None, &[]);
    let o = &m.overall;
    assert_eq!(m.ks, [1, 3]);
    assert_eq!((o.examples, o.targeted, o.untargeted), (12, 11, 1));
    assert_eq!(o.top_k["1"].hits, 4);
    assert_eq!(o.top_k["3"].hits, 6);
    assert_eq!(o.recall_at_k["1"], Some(4.0 / 11.0));
    assert_eq!(o.recall_at_k["3"], Some(6.0 / 11.0));
    assert_eq!(o.mrr, Some(5.25 / 11.0));
    assert_eq!((o.action_type.count, o.action_type.total), (10, 12));
    assert_eq!((o.unmapped_gold.count, o.unmapped_gold.total), (3, 11));
    let nt = &o.no_target;
    assert_eq!((nt.gold, nt.predicted, nt.true_positives), (2, 2, 1));
    assert_eq!(
        (nt.precision, nt.recall, nt.ambiguous_left_out),
        (Some(0.5), Some(0.5), 1)
    );
    assert_eq!((o.invalid.judged, o.invalid.count), (9, 3));
    assert_eq!(o.invalid.by["unknown_candidate"], 1);
    assert_eq!(o.invalid.by["not_visible"], 1);
    assert_eq!(o.invalid.by["disabled"], 1);
    assert_eq!((o.unsafe_.judged, o.unsafe_.count), (9, 2));
    assert_eq!(o.unsafe_.by["destructive"], 1);
    assert_eq!(o.unsafe_.by["payment"], 1);
    assert_eq!(o.missing_predictions, 1);
    assert_eq!(o.mapping_status["matched_candidate"], 8);
    assert_eq!(o.mapping_status["no_target"], 2);
    assert_eq!(o.mapping_status["ambiguous"], 1);
    assert_eq!(o.mapping_status["outside_observed_bounds"], 1);

    let p = &m.problems;
    let at = |items: &[mimic_eval::evaluate::Located]| -> Vec<String> {
        items
            .iter()
            .map(|l| format!("{} {}", l.at, l.example_id))
            .collect()
    };
    assert_eq!(
        at(&p.missing_predictions),
        ["train.jsonl:4 shop.checkout.i2.run-1/s1"]
    );
    assert_eq!(
        at(&p.unknown_example_ids),
        ["predictions-hand.jsonl:10 nope.i0.run-1/s9"]
    );
    assert_eq!(
        at(&p.duplicate_example_ids),
        ["predictions-hand.jsonl:13 todo.add-item.i1.run-1/s0"]
    );
    assert_eq!(p.outside_scored_split.count, 0);

    assert_eq!(m.unmapped.total, 3);
    let reasons: Vec<(&str, u64)> = m
        .unmapped
        .by_reason
        .iter()
        .map(|(k, g)| (k.as_str(), g.count))
        .collect();
    assert_eq!(
        reasons,
        [
            ("ambiguous: tied_candidates", 1),
            ("no_target: no_candidate_at_point", 1),
            ("outside_observed_bounds: outside_observed_area", 1),
        ]
    );
    let by_split: Vec<(&str, u64, u64)> = m
        .by_split
        .iter()
        .map(|(k, b)| (k.as_str(), b.examples, b.top_k["1"].hits))
        .collect();
    assert_eq!(by_split, [("test", 6, 1), ("train", 4, 2), ("val", 2, 1)]);
    assert_eq!(m.by_task["shop.checkout"].targeted, 4);
    assert_eq!(m.by_site["todo"].examples, 8);
    assert_eq!(m.by_action_type["wait"].targeted, 0);
    assert_eq!(m.by_action_type["wait"].action_type.count, 1);
    insta::assert_snapshot!("hand_all_splits_metrics", m.to_json());
}

#[test]
fn one_split_is_not_charged_for_the_others() {
    let (m, scored) = run(&hand(), Some("test"), &[]);
    let o = &m.overall;
    assert_eq!(m.split.as_deref(), Some("test"));
    assert_eq!((o.examples, o.targeted), (6, 5));
    assert_eq!((o.top_k["1"].hits, o.top_k["3"].hits), (1, 2));
    assert_eq!(o.mrr, Some(1.75 / 5.0));
    assert_eq!((o.action_type.count, o.action_type.total), (5, 6));
    assert_eq!(
        (o.no_target.precision, o.no_target.recall),
        (Some(1.0), Some(1.0))
    );
    assert_eq!(
        (o.invalid.count, o.unsafe_.count, o.invalid.judged),
        (2, 2, 5)
    );
    assert_eq!(o.missing_predictions, 0);
    assert_eq!(m.problems.outside_scored_split.count, 5);
    assert_eq!(
        m.problems.outside_scored_split.examples[0]
            .reason
            .as_deref(),
        Some("in train.jsonl")
    );
    assert_eq!(m.problems.unknown_example_ids.len(), 1);
    assert_eq!(m.problems.duplicate_example_ids.len(), 1);
    // What was scored: one line per test example, in dataset order.
    let lines: Vec<&str> = std::str::from_utf8(&scored).unwrap().lines().collect();
    assert_eq!(lines.len(), 6);
    assert!(lines[0].contains("\"todo.add-item.i1.run-1/s0\""));
    assert!(
        lines[0].contains("c-input"),
        "the first prediction counts, not the duplicate"
    );
}

#[test]
fn any_k_can_be_asked_for() {
    let (m, _) = run(&hand(), None, &[5, 2, 2]);
    assert_eq!(m.ks, [2, 5]);
    assert_eq!(m.overall.top_k["2"].hits, 6);
    assert_eq!(m.overall.top_k["5"].hits, 7);
    assert!(!m.overall.top_k.contains_key("1"));
}

#[test]
fn examples_and_predictions_in_memory_score_as_the_files_do() {
    let (m, _) = run(&hand(), None, &[]);
    let read = |path: std::path::PathBuf| -> Vec<String> {
        std::fs::read_to_string(path)
            .unwrap()
            .lines()
            .filter(|line| !line.trim().is_empty())
            .map(str::to_owned)
            .collect()
    };
    let splits: std::collections::BTreeMap<String, Vec<mimic_dataset::DatasetExampleV1>> =
        ["train", "val", "test"]
            .into_iter()
            .map(|split| {
                let lines = read(common::fixture_dataset().join(format!("{split}.jsonl")));
                let examples = lines
                    .iter()
                    .map(|l| serde_json::from_str(l).unwrap())
                    .collect();
                (split.to_owned(), examples)
            })
            .collect();
    let predictions: Vec<mimic_eval::PredictionV1> = read(common::hand_predictions())
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let options =
        mimic_eval::EvalOptions::new(&[], mimic_eval::RiskPolicy::default_policy()).unwrap();
    let s = mimic_eval::score(&splits, &predictions, &options).unwrap();

    assert_eq!(s.ks, m.ks);
    assert_eq!(s.overall, m.overall);
    assert_eq!(s.by_split, m.by_split);
    assert_eq!(s.by_task, m.by_task);
    assert_eq!(s.by_site, m.by_site);
    assert_eq!(s.by_action_type, m.by_action_type);
    assert_eq!(s.unmapped.total, m.unmapped.total);
    let at = |items: &[mimic_eval::evaluate::Located]| -> Vec<String> {
        items
            .iter()
            .map(|l| format!("{} {}", l.at, l.example_id))
            .collect()
    };
    // Places name the list and 0-based index instead of file and line.
    let p = &s.problems;
    assert_eq!(
        at(&p.missing_predictions),
        ["train[3] shop.checkout.i2.run-1/s1"]
    );
    assert_eq!(
        at(&p.unknown_example_ids),
        ["predictions[9] nope.i0.run-1/s9"]
    );
    assert_eq!(
        at(&p.duplicate_example_ids),
        ["predictions[12] todo.add-item.i1.run-1/s0"]
    );
}
