//! The `validate` tool: the library side on a folder tree, and the example
//! binary itself, built by cargo and run as a user would.

use std::path::{Path, PathBuf};
use std::process::Command;

use mimic::schema::Strictness;
use mimic::validate::{Summary, ValidateOptions, trace_files, validate_files};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn testdata(path: &str) -> PathBuf {
    Path::new(ROOT).join("testdata").join(path)
}

fn run(paths: &[PathBuf], strictness: Strictness) -> (Summary, String) {
    let files = trace_files(paths).unwrap();
    let mut out = Vec::new();
    let summary = validate_files(&files, &ValidateOptions { strictness }, &mut out).unwrap();
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
fn folders_are_searched_recursively_and_every_problem_is_located() {
    let dir = tree();
    let (summary, report) = run(&[dir.path().to_path_buf()], Strictness::Lenient);
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
            "{root}/sub/deeper/empty.jsonl: no records (the file is empty)\n\
             {root}/sub/mixed.jsonl:3: stepId: must not be empty\n"
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
    assert!(
        err.to_string().ends_with("no *.jsonl files in this folder"),
        "{err}"
    );
    let err = trace_files(&[dir.path().join("missing.jsonl")]).unwrap_err();
    assert!(err.to_string().contains("missing.jsonl: "), "{err}");
}

/// Builds the example with the cargo running this test and returns its path
/// (read from cargo's own build messages, so any target dir works).
fn validate_binary() -> PathBuf {
    let output = Command::new(env!("CARGO"))
        .args([
            "build",
            "--quiet",
            "--example",
            "validate",
            "--message-format=json",
        ])
        .arg("--manifest-path")
        .arg(Path::new(ROOT).join("Cargo.toml"))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter(|m| m["reason"] == "compiler-artifact" && m["target"]["name"] == "validate")
        .find_map(|m| m["executable"].as_str().map(PathBuf::from))
        .expect("cargo reported the validate example's executable")
}

#[test]
fn the_example_binary_exits_zero_only_when_all_records_are_valid() {
    let binary = validate_binary();

    let good = Command::new(&binary)
        .arg("--strict")
        .arg(testdata("traces"))
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&good.stdout),
        "8 records, 0 invalid\n"
    );
    assert_eq!(good.status.code(), Some(0));

    let dir = tree();
    let bad = Command::new(&binary).arg(dir.path()).output().unwrap();
    let stdout = String::from_utf8_lossy(&bad.stdout);
    assert!(
        stdout.contains("/sub/mixed.jsonl:3: stepId: must not be empty\n"),
        "{stdout}"
    );
    assert!(
        stdout.ends_with("3 records, 1 invalid, 1 file without records\n"),
        "{stdout}"
    );
    assert_eq!(bad.status.code(), Some(1));

    let missing = Command::new(&binary)
        .arg(dir.path().join("nope"))
        .output()
        .unwrap();
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("nope: "));
}
