//! Helpers shared by the root package's tests.

// Each test crate compiles this module on its own and uses a part of it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

use mimic_schema::MimicTraceRecordV1;
use mimic_schema::jsonl::JsonlReader;

/// Builds the example `name` with the cargo running this test and returns
/// its path (read from cargo's own build messages, so any target dir works).
pub(crate) fn example_binary(name: &str) -> PathBuf {
    let output = Command::new(env!("CARGO"))
        .args([
            "build",
            "--quiet",
            "--example",
            name,
            "--message-format=json",
        ])
        .arg("--manifest-path")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
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
        .filter(|m| m["reason"] == "compiler-artifact" && m["target"]["name"] == name)
        .find_map(|m| m["executable"].as_str().map(PathBuf::from))
        .unwrap_or_else(|| panic!("cargo reported the {name} example's executable"))
}

/// The DOM after the page's script ran, as Chromium serializes it.
pub(crate) fn rendered_dom(out: &Path, fragment: &str) -> String {
    let profile = tempfile::tempdir().unwrap();
    let url = format!(
        "file://{}#{fragment}",
        out.join("report/index.html").display()
    );
    // Laid out with mimic's fonts, as every browser mimic starts.
    let fontconfig = mimic::observe::chrome::install_pinned_fonts(profile.path()).unwrap();
    let output = Command::new("chromium")
        .env("FONTCONFIG_FILE", fontconfig)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--virtual-time-budget=5000",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg("--dump-dom")
        .arg(&url)
        .output()
        .expect("chromium on PATH");
    assert!(output.status.success(), "chromium failed on {url}");
    let dom = String::from_utf8(output.stdout).unwrap();
    assert!(
        dom.contains("<div id=\"app\"><header><h1>mimic trace viewer</h1>"),
        "the viewer's script did not render {url}:\n{dom}"
    );
    dom
}

/// The rendered `<article>` of one step.
pub(crate) fn step_html<'a>(dom: &'a str, step_id: &str) -> &'a str {
    let start = dom
        .find(&format!("data-step=\"{step_id}\""))
        .unwrap_or_else(|| panic!("step {step_id} not rendered"));
    let end = dom[start..].find("</article>").unwrap() + start;
    &dom[start..end]
}

/// Every record of a trace file, read strictly; a bad line fails the test
/// naming the file.
pub(crate) fn read_records(path: &Path) -> Vec<MimicTraceRecordV1> {
    JsonlReader::open(path)
        .unwrap()
        .values::<MimicTraceRecordV1>()
        .map(|r| r.unwrap_or_else(|e| panic!("{}: {e}", path.display())).1)
        .collect()
}

/// Copies the folder `from` to `to`, recursively.
pub(crate) fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// Every file under `dir`, recursively, sorted.
pub(crate) fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// A demo task (catalogue or extra) by id.
pub(crate) fn demo_task(id: &str) -> mimic::task::Task {
    mimic::demo::demo_tasks()
        .unwrap()
        .into_iter()
        .chain(mimic::demo::extra_tasks().unwrap())
        .find(|t| t.id() == id)
        .unwrap_or_else(|| panic!("no demo task {id}"))
}

/// The script of a demo task's instance: `seed` at the `viewport`-th of
/// its viewports.
pub(crate) fn demo_script(id: &str, seed: u64, viewport: usize) -> mimic::task::TaskScript {
    let task = demo_task(id);
    let instance = task
        .instances(Some(seed))
        .into_iter()
        .filter(|i| i.seed == seed)
        .nth(viewport)
        .unwrap();
    task.script(&instance, &mimic::task::RunParams::default())
        .unwrap()
}

/// The servers of the demo sites.
pub(crate) fn demo_servers() -> mimic::demo::Servers {
    mimic::demo::Servers::start([Path::new(mimic::demo::DEMO_SITES_DIR)], 0).unwrap()
}

/// The first instance's script of a task file written inline, as if saved
/// in `dir` (its `start.serve` is relative to `dir`).
pub(crate) fn inline_script(task: serde_json::Value, dir: &Path) -> mimic::task::TaskScript {
    let file = dir.join(format!("{}.json", task["id"].as_str().unwrap()));
    let text = serde_json::to_string_pretty(&task).unwrap();
    let task = mimic::task::parse(&file, &text, &mimic::task::RunParams::default())
        .unwrap_or_else(|e| panic!("{e}"));
    task.script(
        &task.instances(Some(1))[0],
        &mimic::task::RunParams::default(),
    )
    .unwrap()
}

/// Every secret the script types, pastes or compares, filled in.
pub(crate) fn script_secrets(script: &mimic::task::TaskScript) -> Vec<String> {
    use mimic::task::script::{Expectation, ScriptAction, TypedText};
    let none = |_: &str| None;
    let mut texts: Vec<&TypedText> = Vec::new();
    for step in script.setup.iter().chain(&script.steps) {
        if let ScriptAction::Type { text } | ScriptAction::Paste { text } = &step.action {
            texts.push(text);
        }
        for expect in &step.expect {
            if let Expectation::Value { text, .. } = expect {
                texts.push(text);
            }
        }
    }
    texts
        .into_iter()
        .filter(|t| t.is_secret())
        .map(|t| script.resolve(t, &none, &none).unwrap())
        .collect()
}
