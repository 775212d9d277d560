//! The tutorial of docs/tasks.md, run as written: its task file against its
//! saved page, through the demo pipeline (collect, dataset, eval, gates,
//! viewer), so the tutorial cannot rot.

mod common;

use std::path::Path;
use std::process::Command;

#[test]
fn the_tutorials_task_gives_clean_traces_a_dataset_an_eval_and_passing_gates() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let docs = std::fs::read_to_string(root.join("docs/tasks.md")).unwrap();
    // The commands the tutorial shows, with the test's own output folder.
    assert!(docs.contains("--example validate -- --task-files docs/tutorial/tasks"));
    assert!(docs.contains("--example demo -- --task-files docs/tutorial/tasks --out tutorial-out"));
    let validate = Command::new(common::example_binary("validate"))
        .current_dir(root)
        .args(["--task-files", "docs/tutorial/tasks"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&validate.stdout);
    assert!(validate.status.success(), "{said}");
    assert!(
        said.contains("1 task files: 1 valid, 0 invalid; 50 instances"),
        "{said}"
    );

    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("tutorial-out");
    let demo = Command::new(common::example_binary("demo"))
        .current_dir(root)
        .args(["--task-files", "docs/tutorial/tasks", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&demo.stdout);
    assert!(
        demo.status.success(),
        "{report}\n{}",
        String::from_utf8_lossy(&demo.stderr)
    );
    assert!(
        report.contains("traces: 50 (50 clean, 50 completed"),
        "{report}"
    );
    assert!(report.contains("gates: every gate passes"), "{report}");
    for written in ["dataset", "eval", "gates.md", "report/index.html"] {
        assert!(out.join(written).exists(), "{written}");
    }
}
