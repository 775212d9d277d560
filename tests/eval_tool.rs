//! The `eval-candidate-scorer` example binary, built by cargo and run as a
//! user would: one folder per scorer, problems on stderr with `file:line`,
//! earlier results kept, and a non-zero exit when a promotion gate fails.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn testdata(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata")
        .join(path)
}

fn run(args: &[&str], out: &Path) -> Output {
    Command::new(common::example_binary("eval-candidate-scorer"))
        .args(args)
        .arg("--out")
        .arg(out)
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn scorers_and_a_predictions_file_each_get_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    let dataset = testdata("eval/dataset");
    let hand = format!("hand={}", testdata("eval/predictions-hand.jsonl").display());
    let args = [
        "--dataset",
        dataset.to_str().unwrap(),
        "--scorer",
        "random,lexical",
        "--scorer",
        "prior",
        "--predictions",
        &hand,
        "--k",
        "1,3,5",
    ];
    let first = run(&args, dir.path());
    assert!(first.status.success(), "{}", text(&first.stderr));
    for scorer in ["random", "lexical", "prior", "hand"] {
        for file in ["predictions.jsonl", "metrics.json", "report.md"] {
            assert!(
                dir.path().join("eval").join(scorer).join(file).is_file(),
                "{scorer}/{file}"
            );
        }
    }
    let stdout = text(&first.stdout);
    assert!(
        stdout.contains("lexical: top-1 0.727 top-3 0.727 top-5 0.727"),
        "{stdout}"
    );
    let stderr = text(&first.stderr);
    assert!(
        stderr.contains("predictions-hand.jsonl:10: unknown exampleId: nope.i0.run-1/s9"),
        "{stderr}"
    );
    assert!(
        stderr.contains("train.jsonl:4: no prediction (counted as a miss)"),
        "{stderr}"
    );

    let again = run(&args, dir.path());
    assert!(!again.status.success());
    assert!(
        text(&again.stderr).contains("--replace"),
        "{}",
        text(&again.stderr)
    );

    let unknown = run(
        &["--dataset", dataset.to_str().unwrap(), "--scorer", "oracle"],
        dir.path(),
    );
    assert!(!unknown.status.success());
    assert!(text(&unknown.stderr).contains("--scorer oracle: unknown"));
}

#[test]
fn failing_gates_exit_non_zero_after_writing_the_report() {
    let dir = tempfile::tempdir().unwrap();
    let output = run(
        &[
            "--gates",
            "--traces",
            testdata("eval/collector-out").to_str().unwrap(),
            "--dataset",
            testdata("eval/dataset").to_str().unwrap(),
        ],
        dir.path(),
    );
    assert_eq!(output.status.code(), Some(3), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    assert!(stdout.contains("| at least 50 to 100 clean traces exist | 3 clean of 7 traces"));
    assert!(
        stdout.trim_end().ends_with(mimic::eval::REMINDER),
        "{stdout}"
    );
    assert!(dir.path().join("gates.json").is_file());
    assert!(dir.path().join("gates.md").is_file());
}
