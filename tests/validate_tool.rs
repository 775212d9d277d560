//! The `validate` tool: the library side on a folder tree, and the example
//! binary itself, built by cargo and run as a user would.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;

use mimic::schema::Strictness;
use mimic::validate::{RemapRules, Summary, ValidateOptions, trace_files, validate_files};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn testdata(path: &str) -> PathBuf {
    Path::new(ROOT).join("testdata").join(path)
}

fn run(paths: &[PathBuf], strictness: Strictness) -> (Summary, String) {
    let files = trace_files(paths).unwrap();
    let mut out = Vec::new();
    let options = ValidateOptions {
        strictness,
        ..ValidateOptions::default()
    };
    let summary = validate_files(&files, &options, &mut out).unwrap();
    (summary, String::from_utf8(out).unwrap())
}

/// good.jsonl, sub/mixed.jsonl (one valid, one invalid), sub/deeper/empty.jsonl
/// and a file that is not a trace.
fn tree() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let trace = std::fs::read_to_string(testdata("traces/todo-add-item.jsonl")).unwrap();
    let mut lines = trace.lines();
    let (first, second) = (lines.next().unwrap(), lines.next().unwrap());
    std::fs::create_dir_all(dir.path().join("sub/deeper")).unwrap();
    std::fs::write(dir.path().join("good.jsonl"), format!("{first}\n")).unwrap();
    let broken = second.replace(r#""stepId":"step-002""#, r#""stepId":"""#);
    assert_ne!(broken, second);
    std::fs::write(
        dir.path().join("sub/mixed.jsonl"),
        format!("{first}\n\n{broken}\n"),
    )
    .unwrap();
    std::fs::write(dir.path().join("sub/deeper/empty.jsonl"), "").unwrap();
    std::fs::write(dir.path().join("sub/notes.txt"), "not a trace").unwrap();
    dir
}

#[test]
fn each_folder_gives_its_own_files_and_every_problem_is_located() {
    let dir = tree();
    // Subfolders are not searched: each is named.
    let (alone, _) = run(&[dir.path().to_path_buf()], Strictness::Lenient);
    assert_eq!(alone.files, 1);
    let folders = [
        dir.path().to_path_buf(),
        dir.path().join("sub"),
        dir.path().join("sub/deeper"),
    ];
    let (summary, report) = run(&folders, Strictness::Lenient);
    assert_eq!(summary.files, 3);
    assert_eq!(summary.records, 3);
    assert_eq!(summary.invalid, 1);
    assert_eq!(summary.files_without_records, 1);
    assert!(!summary.all_valid());
    assert_eq!(
        summary.to_string(),
        "3 records, 1 invalid, 1 file without records"
    );
    let root = dir.path().display();
    assert_eq!(
        report,
        format!(
            "{root}/sub/mixed.jsonl:3: stepId: must not be empty\n\
             {root}/sub/deeper/empty.jsonl: no records (the file is empty)\n"
        )
    );
}

#[test]
fn strict_mode_turns_unknown_field_warnings_into_errors() {
    let file = vec![testdata("bad/unknown-fields.jsonl")];
    let (lenient, report) = run(&file, Strictness::Lenient);
    assert!(lenient.all_valid());
    assert_eq!(lenient.warnings, 2);
    assert!(report.contains("warning: "), "{report}");
    assert_eq!(lenient.to_string(), "1 record, 0 invalid, 2 warnings");

    let (strict, report) = run(&file, Strictness::Strict);
    assert_eq!((strict.records, strict.invalid), (1, 1));
    assert!(
        report.contains("unknown-fields.jsonl:1: sessionNotes: unknown field"),
        "{report}"
    );
}

#[test]
fn a_folder_without_traces_or_a_missing_path_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let err = trace_files(&[dir.path().to_path_buf()]).unwrap_err();
    assert!(err.to_string().contains("no *.jsonl trace files"), "{err}");
    let err = trace_files(&[dir.path().join("missing.jsonl")]).unwrap_err();
    assert!(err.to_string().contains("missing.jsonl: "), "{err}");
}

#[test]
fn the_example_binary_exits_zero_only_when_all_records_are_valid() {
    let binary = common::example_binary("validate");

    let good = Command::new(&binary)
        .arg("--strict")
        // The validate tool's own fixture; testdata/traces/traces/ holds the
        // dataset builder's, recorded with older mapping rules.
        .arg(testdata("traces/todo-add-item.jsonl"))
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&good.stdout),
        "8 records, 0 invalid\n"
    );
    assert_eq!(good.status.code(), Some(0));

    let dir = tree();
    let bad = Command::new(&binary)
        .arg(dir.path())
        .arg(dir.path().join("sub"))
        .arg(dir.path().join("sub/deeper"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&bad.stdout);
    assert!(
        stdout.contains("/sub/mixed.jsonl:3: stepId: must not be empty\n"),
        "{stdout}"
    );
    assert!(
        stdout.ends_with("3 records, 1 invalid, 1 file without records\n"),
        "{stdout}"
    );
    assert_eq!(
        bad.status.code(),
        Some(3),
        "invalid records: a negative verdict"
    );

    let missing = Command::new(&binary)
        .arg(dir.path().join("nope"))
        .output()
        .unwrap();
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("nope: "));
}

#[test]
fn remap_reports_records_whose_stored_mapping_differs_with_both_reasons() {
    let remap = |path: &str| {
        let files = trace_files(&[testdata(path)]).unwrap();
        let options = ValidateOptions {
            remap: Some(RemapRules::These(mimic::map::MapOptions::default())),
            ..ValidateOptions::default()
        };
        let mut out = Vec::new();
        let summary = validate_files(&files, &options, &mut out).unwrap();
        (summary, String::from_utf8(out).unwrap())
    };

    let (current, report) = remap("mapping/traces/current-rules.jsonl");
    assert_eq!(report, "");
    assert!(current.all_valid() && current.mappings_agree());
    assert_eq!(
        current.to_string(),
        "9 records, 0 invalid; 9 remapped, 0 with a different mapping"
    );

    let (older, report) = remap("mapping/traces/older-rules.jsonl");
    assert!(older.all_valid() && !older.mappings_agree());
    assert_eq!((older.remapped, older.remap_differs), (5, 3));
    assert!(
        report.contains(
            "older-rules.jsonl:2: fixture-older-rules fixture-older-rules/step-1: \
             matched_candidate link-pricing (5 px) -> no_target \
             (changed: status, candidateId, distancePx, chosenCandidateId)\n  \
             old: snapped to nearest interactable within 20 px\n  \
             new: no candidate at (165, 109) or within the near-miss tolerance of 4 screenshot px \
             [nothing_at_point, rules 7]\n"
        ),
        "{report}"
    );
    assert_eq!(report.matches("\n  old: ").count(), 3, "{report}");
    assert_eq!(report.matches("\n  new: ").count(), 3, "{report}");
}

#[test]
fn remap_as_recorded_maps_each_record_under_the_rules_it_names() {
    let remap = |path: &str, rules: RemapRules| {
        let files = trace_files(&[testdata(path)]).unwrap();
        let options = ValidateOptions {
            remap: Some(rules),
            ..ValidateOptions::default()
        };
        let mut out = Vec::new();
        let summary = validate_files(&files, &options, &mut out).unwrap();
        (summary, String::from_utf8(out).unwrap())
    };
    let current = RemapRules::These(mimic::map::MapOptions::default());
    // Mapped under rules 1: the current rules give the click to the link.
    let (now, report) = remap("mapping/traces/rules-1.jsonl", current);
    assert_eq!((now.remapped, now.remap_differs), (1, 1), "{report}");
    assert!(
        report.contains("tab-security -> matched_candidate link-security"),
        "{report}"
    );
    let (own, report) = remap("mapping/traces/rules-1.jsonl", RemapRules::Recorded);
    assert!(own.mappings_agree(), "{report}");
    assert_eq!((own.remapped, report.as_str()), (1, ""));
    // Records that name no version are mapped under the current rules.
    let (older, _) = remap("mapping/traces/older-rules.jsonl", RemapRules::Recorded);
    assert_eq!((older.remapped, older.remap_differs), (5, 3));
}

#[test]
fn the_example_binary_with_remap_exits_zero_only_when_nothing_differs() {
    let binary = common::example_binary("validate");
    for (path, code) in [
        ("mapping/traces/current-rules.jsonl", 0),
        ("traces/todo-add-item.jsonl", 0),
        ("mapping/traces/older-rules.jsonl", 3),
    ] {
        let run = Command::new(&binary)
            .arg("--remap")
            .arg(testdata(path))
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&run.stdout);
        assert_eq!(run.status.code(), Some(code), "{path}: {stdout}");
        assert_eq!(stdout.contains(" -> "), code == 3, "{path}: {stdout}");
    }
    for (rules, code) in [("recorded", 0), ("current", 3), ("1", 0), ("2", 3)] {
        let run = Command::new(&binary)
            .arg(format!("--remap={rules}"))
            .arg(testdata("mapping/traces/rules-1.jsonl"))
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&run.stdout);
        assert_eq!(run.status.code(), Some(code), "--remap={rules}: {stdout}");
    }
    let unknown = Command::new(&binary)
        .args(["--remap=9"])
        .arg(testdata("mapping/traces/rules-1.jsonl"))
        .output()
        .unwrap();
    assert_eq!(unknown.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&unknown.stderr);
    assert!(
        stderr.contains("give current, recorded or a rules version"),
        "{stderr}"
    );
    // Without --remap the older traces are simply valid.
    let plain = Command::new(&binary)
        .arg(testdata("mapping/traces/older-rules.jsonl"))
        .output()
        .unwrap();
    assert_eq!(plain.status.code(), Some(0));
}

#[test]
fn task_files_are_checked_one_by_one_with_every_problem_located() {
    let output = Command::new(common::example_binary("validate"))
        .arg("--task-files")
        .arg(testdata("task-files/bad"))
        .arg(testdata("demo-tasks"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    // Every bad file is reported, not only the first, and the good ones count.
    let bad = std::fs::read_dir(testdata("task-files/bad"))
        .unwrap()
        .count();
    let located = stdout
        .lines()
        .filter(|l| l.contains("task-files/bad/") && l.contains(".json:"))
        .count();
    assert_eq!(located, bad, "{stdout}");
    assert!(
        stdout.contains(&format!(
            "{} task files: 17 valid, {bad} invalid; 136 instances",
            bad + 17
        )),
        "{stdout}"
    );
    assert_eq!(output.status.code(), Some(3), "{stdout}");
    let good = Command::new(common::example_binary("validate"))
        .arg("--task-files")
        .arg(testdata("demo-tasks"))
        .output()
        .unwrap();
    assert!(good.status.success());
}
