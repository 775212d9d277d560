//! Task files type-check against the generated TypeScript declarations
//! (`docs/schema/mimic-task-v1.ts`), so a TypeScript tool (such as
//! computer-use-mcp) can write them with the compiler's help: every task file
//! of the repository compiles under `tsc --strict`, and one with a misspelled
//! field does not.
//!
//! Needs Node.js and npm on PATH (tsc is installed as mimic-schema's
//! TypeScript tests install it).

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "../../mimic-schema/tests/support/tsc.rs"]
mod tsc;

fn task_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let dirs = [
        "testdata/demo-tasks",
        "testdata/demo-tasks/extra",
        "testdata/task-files/shop",
        "docs/tutorial/tasks",
    ];
    mimic_task::task_files(&dirs.map(|d| root.join(d))).unwrap()
}

#[test]
fn every_task_file_compiles_against_the_declarations_and_a_typo_does_not() {
    let tsc = tsc::tsc();
    let work = tempfile::tempdir().unwrap();
    std::fs::write(
        work.path().join("mimic-task-v1.ts"),
        mimic_task::declarations::typescript(),
    )
    .unwrap();
    let files = task_files();
    assert!(files.len() >= 20, "{files:?}");
    let mut tasks = String::from("import type { MimicTaskV1 } from './mimic-task-v1';\n");
    for (i, file) in files.iter().enumerate() {
        let text = std::fs::read_to_string(file).unwrap();
        tasks.push_str(&format!("export const task{i}: MimicTaskV1 = {text};\n"));
    }
    std::fs::write(work.path().join("tasks.ts"), tasks).unwrap();
    let typo = std::fs::read_to_string(&files[0])
        .unwrap()
        .replacen("\"subgoal\"", "\"subgol\"", 1);
    std::fs::write(
        work.path().join("typo.ts"),
        format!("import type {{ MimicTaskV1 }} from './mimic-task-v1';\nexport const typo: MimicTaskV1 = {typo};\n"),
    )
    .unwrap();
    let output = Command::new("node")
        .arg(&tsc)
        .args(["--noEmit", "--strict", "--pretty", "false"])
        .args(["--target", "es2022", "--module", "es2022"])
        .args(["--moduleResolution", "bundler"])
        .args(["tasks.ts", "typo.ts"])
        .current_dir(work.path())
        .output()
        .unwrap_or_else(|e| panic!("this test needs node (Node.js 20 or later) on PATH: {e}"));
    let diagnostics = String::from_utf8_lossy(&output.stdout);
    let in_tasks: Vec<&str> = diagnostics
        .lines()
        .filter(|l| l.starts_with("tasks.ts("))
        .collect();
    assert!(
        in_tasks.is_empty(),
        "task files do not type-check:\n{diagnostics}"
    );
    assert!(
        diagnostics
            .lines()
            .any(|l| l.starts_with("typo.ts(") && l.contains("subgol")),
        "the misspelled field passed:\n{diagnostics}"
    );
}
