//! Shared test helpers: a writable copy of the fixture traces and a build
//! that records its events.

#![allow(dead_code, unreachable_pub)] // each test file uses a different subset

use std::fs;
use std::path::{Path, PathBuf};

use mimic_dataset::{BuildError, BuildOptions, BuildReport, DatasetExampleV1, Event, Split};

/// `testdata/traces`: an output root with `traces/` and `screenshots/`.
pub fn fixture_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/traces")
}

/// A temp folder holding `run/` (a copy of the fixtures) and room for `out/`.
pub struct Workspace {
    pub dir: tempfile::TempDir,
}

impl Workspace {
    pub fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        copy_dir(&fixture_root(), &dir.path().join("run"));
        Self { dir }
    }

    pub fn run(&self) -> PathBuf {
        self.dir.path().join("run")
    }

    pub fn out(&self) -> PathBuf {
        self.dir.path().join("out")
    }

    pub fn dataset(&self) -> PathBuf {
        self.out().join("dataset")
    }

    pub fn trace_file(&self, trace_id: &str) -> PathBuf {
        self.run().join("traces").join(format!("{trace_id}.jsonl"))
    }

    pub fn options(&self) -> BuildOptions {
        BuildOptions::new(vec![self.run()], self.out())
    }

    /// Rewrites line `line` (1-based) of a trace file through `edit`.
    pub fn edit_line(
        &self,
        trace_id: &str,
        line: usize,
        edit: impl FnOnce(&mut serde_json::Value),
    ) {
        let path = self.trace_file(trace_id);
        let text = fs::read_to_string(&path).unwrap();
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        let mut value: serde_json::Value = serde_json::from_str(&lines[line - 1]).unwrap();
        edit(&mut value);
        lines[line - 1] = serde_json::to_string(&value).unwrap();
        fs::write(&path, lines.join("\n") + "\n").unwrap();
    }

    pub fn append(&self, trace_id: &str, text: &str) {
        let path = self.trace_file(trace_id);
        let mut content = fs::read_to_string(&path).unwrap();
        content.push_str(text);
        fs::write(&path, content).unwrap();
    }
}

pub fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// What a build reported as skipped: `file:line: reason: message`.
#[derive(Debug, Default)]
pub struct Seen {
    pub skipped: Vec<String>,
}

pub fn build_recording(options: BuildOptions) -> (Result<BuildReport, BuildError>, Seen) {
    let mut seen = Seen::default();
    let result = mimic_dataset::build(options, &mut |event| {
        if let Event::Skipped {
            location,
            reason,
            message,
        } = event
        {
            seen.skipped
                .push(format!("{location}: {reason}: {message}"));
        }
    });
    (result, seen)
}

pub fn build_ok(options: BuildOptions) -> BuildReport {
    match build_recording(options).0 {
        Ok(report) => report,
        Err(error) => panic!("build failed: {error}"),
    }
}

pub fn build_err(options: BuildOptions) -> String {
    match build_recording(options).0 {
        Ok(_) => panic!("build succeeded but should not have"),
        Err(error) => error.to_string(),
    }
}

/// The examples of one split file.
pub fn read_split(dataset: &Path, split: Split) -> Vec<DatasetExampleV1> {
    let text = fs::read_to_string(dataset.join(format!("{split}.jsonl"))).unwrap();
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

/// Every file under `dir` (relative path, bytes), sorted.
pub fn files_under(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files = Vec::new();
    collect(dir, dir, &mut files);
    files.sort();
    files
}

fn collect(base: &Path, dir: &Path, files: &mut Vec<(String, Vec<u8>)>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(base, &path, files);
        } else {
            let rel = path.strip_prefix(base).unwrap().display().to_string();
            files.push((rel, fs::read(&path).unwrap()));
        }
    }
}
