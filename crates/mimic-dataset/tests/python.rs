//! The Python snippet of docs/dataset.md loads a freshly built dataset.
//! python3 is on every machine this project runs on; a missing interpreter
//! fails the test rather than skipping it.

mod common;

use std::fs;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use common::*;

fn snippet() -> String {
    let doc =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/dataset.md"))
            .unwrap();
    let start = doc
        .find("<!-- python-snippet:start -->")
        .expect("docs/dataset.md marks its Python snippet");
    let end = doc.find("<!-- python-snippet:end -->").unwrap();
    let block = &doc[start..end];
    let code_start = block.find("```python\n").unwrap() + "```python\n".len();
    let code_end = block.rfind("```").unwrap();
    block[code_start..code_end].to_string()
}

fn run_python(dataset: &Path) -> String {
    let mut child = Command::new("python3")
        .arg("-")
        .arg(dataset)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 must be installed to run the docs' snippet (apt-get install python3)");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(snippet().as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "the snippet failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn the_documented_python_snippet_loads_the_splits() {
    let ws = Workspace::new();
    let mut options = ws.options();
    options.seed = 6;
    options.ratios = mimic_dataset::Ratios::new(0.6, 0.2, 0.2).unwrap();
    // Pointing at the input's screenshots, beside the inputs.
    options.screenshot_transfer = mimic_dataset::ScreenshotTransfer::Reference;
    build_ok(options.clone());
    assert_eq!(
        run_python(&ws.dataset()),
        "train: 7 examples, 5 with a gold candidate\n\
         val: 2 examples, 1 with a gold candidate\n\
         test: 3 examples, 1 with a gold candidate\n"
    );

    // By default the dataset holds its screenshots and works alone.
    options.screenshot_transfer = mimic_dataset::ScreenshotTransfer::default();
    build_ok(options);
    fs::remove_dir_all(ws.run()).unwrap();
    assert!(run_python(&ws.dataset()).starts_with("train: 7 examples"));
}
