//! The promotion gates on fixture traces (testdata/eval/collector-out) and
//! on a generated set that passes every gate.

mod common;

use std::fs;
use std::path::Path;

use common::{fixture_dataset, testdata};
use mimic_eval::gates::{GateInputs, GateStatus, GatesReport, run_gates};
use mimic_eval::gates_report::write_gates;
use mimic_eval::{BUILTIN_SCORERS, Dataset, EvalOptions, REMINDER, RiskPolicy, builtin_scorer};

fn gates(traces: &Path, dataset: &Path) -> GatesReport {
    let scorers: Vec<_> = BUILTIN_SCORERS
        .iter()
        .map(|n| builtin_scorer(n, 0).unwrap())
        .collect();
    let inputs = GateInputs {
        traces: vec![traces.to_path_buf()],
        dataset: Dataset::open(dataset, None).unwrap(),
        scorers: scorers.iter().map(|s| s.as_ref()).collect(),
        options: EvalOptions::new(&[], RiskPolicy::default_policy()).unwrap(),
    };
    run_gates(&inputs).unwrap()
}

fn status(report: &GatesReport, id: &str) -> GateStatus {
    report.gates.iter().find(|g| g.id == id).unwrap().status
}

#[test]
fn fixture_traces_fail_the_gates_for_the_right_reasons() {
    let report = gates(&testdata().join("eval/collector-out"), &fixture_dataset());
    assert!(!report.passed);
    let c = &report.clean_traces;
    assert_eq!((c.total, c.clean), (7, 3));
    assert_eq!(
        (
            c.by_collector["deterministic_demo"].traces,
            c.by_collector["deterministic_demo"].clean
        ),
        (5, 2)
    );
    assert_eq!(
        (
            c.by_collector["human_replay"].traces,
            c.by_collector["human_replay"].clean
        ),
        (2, 1)
    );
    let first_at = |reason: &str| c.not_clean[reason].examples[0].at.clone();
    let traces = "collector-out/traces";
    assert_eq!(
        first_at("invalid_record"),
        format!("{traces}/todo.add-item.i3.run-1.jsonl:2")
    );
    assert_eq!(
        first_at("mapping_disagrees_with_demonstrator"),
        format!("{traces}/todo.add-item.i3.run-1.jsonl:3")
    );
    assert_eq!(
        first_at("partial_observation"),
        format!("{traces}/todo.add-item.i2.run-1.jsonl:1")
    );
    assert_eq!(
        first_at("not_completed"),
        format!("{traces}/todo.delete-item.i1.run-1.jsonl:1")
    );
    assert_eq!(
        first_at("verification_failed"),
        format!("{traces}/shop.checkout.i1.run-2.jsonl:1")
    );
    assert_eq!(c.not_clean.len(), 5);
    // A well-formed record that breaks a schema rule: validation, not parsing.
    assert_eq!(
        c.not_clean["invalid_record"].examples[0].detail.as_deref(),
        Some("mapping.candidateId: \"c-missing\" names no candidate of the observation")
    );

    let s = &report.stability;
    assert_eq!(
        (s.repeated_instances, s.steps_compared, s.steps_agreeing),
        (2, 3, 2)
    );
    assert_eq!(
        s.disagreements.examples[0].at,
        format!("{traces}/todo.add-item.i1.run-2.jsonl:2")
    );
    assert!(
        s.disagreements.examples[0]
            .difference
            .starts_with("bounds of c-add")
    );

    assert_eq!(
        (report.unmapped.targeted, report.unmapped.unmapped),
        (11, 3)
    );
    assert!(
        report
            .scorers
            .values()
            .all(|s| s.repeatable && s.judged == 11)
    );

    assert_eq!(status(&report, "clean_traces"), GateStatus::Fail);
    assert_eq!(
        status(&report, "candidate_extraction_stable"),
        GateStatus::Fail
    );
    assert_eq!(
        status(&report, "unmapped_rate_low_and_explained"),
        GateStatus::Fail
    );
    assert_eq!(status(&report, "top_k_repeatable"), GateStatus::Pass);
    assert_eq!(status(&report, "unsafe_invalid_measured"), GateStatus::Pass);
    assert_eq!(status(&report, "boundaries_unchanged"), GateStatus::Pass);
    insta::assert_snapshot!("fixture_gates_json", report.to_json());

    let out = tempfile::tempdir().unwrap();
    write_gates(out.path(), &report, false).unwrap();
    let md = fs::read_to_string(out.path().join("gates.md")).unwrap();
    assert!(
        md.trim_end().ends_with(REMINDER),
        "gates.md ends with the reminder"
    );
    assert!(md.contains("| at least 50 to 100 clean traces exist | 3 clean of 7 traces"));
    let again = write_gates(out.path(), &report, false).unwrap_err();
    assert!(
        matches!(again, mimic_eval::EvalError::AlreadyExists { .. }),
        "{again}"
    );
    write_gates(out.path(), &report, true).unwrap();
    assert_eq!(
        fs::read_to_string(out.path().join("gates.json")).unwrap(),
        report.to_json()
    );
}

/// 25 instances collected twice each from a clean fixture trace, and the
/// fixture dataset without its unmapped steps.
#[test]
fn clean_repeated_traces_and_a_mapped_dataset_pass_every_gate() {
    let dir = tempfile::tempdir().unwrap();
    let traces = dir.path().join("OUT/traces");
    fs::create_dir_all(&traces).unwrap();
    let template = fs::read_to_string(
        testdata().join("eval/collector-out/traces/todo.add-item.i1.run-1.jsonl"),
    )
    .unwrap();
    for instance in 0..25 {
        for run in ["run-1", "run-2"] {
            let trace_id = format!("todo.add-item.n{instance}.{run}");
            let text = template
                .replace("todo.add-item.i1.run-1", &trace_id)
                .replace(
                    "\"instanceId\":\"i1\"",
                    &format!("\"instanceId\":\"n{instance}\""),
                )
                .replace("\"runId\":\"run-1\"", &format!("\"runId\":\"{run}\""));
            fs::write(traces.join(format!("{trace_id}.jsonl")), text).unwrap();
        }
    }
    let dataset = dir.path().join("dataset");
    fs::create_dir_all(&dataset).unwrap();
    for split in ["train", "val", "test"] {
        let text = fs::read_to_string(fixture_dataset().join(format!("{split}.jsonl"))).unwrap();
        let mapped: String = text
            .lines()
            .filter(|l| l.contains("\"candidateId\"") || l.contains("\"type\":\"wait\""))
            .map(|l| format!("{l}\n"))
            .collect();
        fs::write(dataset.join(format!("{split}.jsonl")), mapped).unwrap();
    }
    let report = gates(&dir.path().join("OUT"), &dataset);
    let failing: Vec<_> = report
        .gates
        .iter()
        .filter(|g| g.status == GateStatus::Fail)
        .collect();
    assert!(failing.is_empty(), "{failing:#?}");
    assert!(report.passed);
    assert_eq!(report.clean_traces.clean, 50);
    assert_eq!(report.stability.agreement, Some(1.0));
    assert_eq!(report.stability.repeated_instances, 25);
    assert_eq!(report.unmapped.rate, Some(0.0));
}
