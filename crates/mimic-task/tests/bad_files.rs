//! Every mistake in a task file is reported at its file, line and column,
//! with the JSON pointer of the value at fault and what to do about it.
//! One file per mistake under `testdata/task-files/bad/`; the messages are
//! a snapshot.

use std::path::PathBuf;

use mimic_task::{LoadError, RunParams, load_paths};

#[test]
fn bad_task_files_give_file_line_errors() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let dir = root.join("testdata/task-files/bad");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(files.len() >= 10, "{files:?}");
    let mut report = String::new();
    for file in files {
        let error = match load_paths(std::slice::from_ref(&file), &RunParams::default()) {
            Err(LoadError::File(e)) => e,
            other => panic!("{}: {other:?}", file.display()),
        };
        assert_eq!(error.file, file);
        assert!(error.line >= 1 && error.column >= 1);
        let shown = error.to_string();
        let shown = shown
            .strip_prefix(&format!("{}/", root.display()))
            .unwrap_or(&shown);
        report.push_str(shown);
        report.push('\n');
    }
    insta::assert_snapshot!(report.replace('\\', "/"));
}

#[test]
fn a_folder_without_task_files_and_a_repeated_id_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    assert!(matches!(
        load_paths(&[empty], &RunParams::default()),
        Err(LoadError::EmptyFolder { .. })
    ));
    let task = r#"{"schema": "mimic.task.v1", "id": "a.b", "site": "a", "goal": "g",
        "start": {"url": "file:///tmp/x.html"}, "steps": [{"subgoal": "s", "press": "Enter"}]}"#;
    let (one, two) = (dir.path().join("one.json"), dir.path().join("two.json"));
    std::fs::write(&one, task).unwrap();
    std::fs::write(&two, task).unwrap();
    match load_paths(&[one.clone(), two.clone()], &RunParams::default()) {
        Err(LoadError::DuplicateId { id, first, second }) => {
            assert_eq!(
                (id.as_str(), first.as_path(), second.as_path()),
                ("a.b", one.as_path(), two.as_path())
            );
        }
        other => panic!("{other:?}"),
    }
}
