//! The demo pipeline end to end on a small subset, against real Chromium:
//! every stage's output exists and agrees with the others, and the viewer,
//! loaded in headless Chromium, shows a step's screenshot, boxes and mapping.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use mimic::dataset::Split;
use mimic::eval::BUILTIN_SCORERS;
use mimic::pipeline::{DemoOptions, PipelineError, Progress, Stage, run_demo};
use mimic::schema::jsonl::JsonlReader;
use mimic::schema::layout::REPEAT_DIR;
use mimic::schema::{MappingStatus, MimicTraceRecordV1};
use serde_json::Value;

mod common;
use common::{copy_dir, rendered_dom, step_html};
#[path = "../crates/mimic-dataset/tests/support/hub_python.rs"]
mod hub_python;

const TASKS: [&str; 2] = ["signin.sign-in", "todo.complete-item"];

fn jsonl_values(path: &Path) -> Vec<Value> {
    fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

fn files_in(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    files
}

#[test]
fn the_demo_pipeline_writes_agreeing_outputs_and_a_working_viewer() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let all = mimic::demo::demo_tasks().unwrap();
    let mut options = DemoOptions::with_tasks(
        &out,
        mimic::task::select_ids(&all, &TASKS.map(String::from)).unwrap(),
    );
    options.instances = Some(1);
    options.repeat_instances = 1;
    let mut stages = Vec::new();
    let report = run_demo(&options, &mut |event| {
        if let Progress::Started { stage, .. } = event {
            stages.push(stage);
        }
    })
    .unwrap();
    assert_eq!(
        stages,
        [
            Stage::Collect,
            Stage::Repeat,
            Stage::Dataset,
            Stage::Eval,
            Stage::Gates,
            Stage::Viewer
        ]
    );

    // Collection: 2 tasks x 1 seed x 2 viewports, all clean, once more in repeat/.
    let traces = files_in(&out.join("traces"));
    assert_eq!(traces.len(), 4);
    assert_eq!(report.collection.traces, 4);
    assert_eq!(report.collection.clean_traces, 4, "{}", report.collection);
    assert_eq!(files_in(&out.join(REPEAT_DIR).join("traces")).len(), 4);
    let records: Vec<MimicTraceRecordV1> = traces
        .iter()
        .flat_map(|path| {
            JsonlReader::open(path)
                .unwrap()
                .values::<MimicTraceRecordV1>()
                .map(|v| v.unwrap().1)
                .collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(records.len(), report.collection.steps);

    // Dataset: one example per step of the first run, split files agreeing with stats.json.
    let stats = &report.dataset;
    assert_eq!(stats.traces.total, 4);
    assert_eq!(stats.all.examples as usize, report.collection.steps);
    let dataset = out.join("dataset");
    let mut example_ids = BTreeSet::new();
    for split in ["train", "val", "test"] {
        for example in jsonl_values(&dataset.join(format!("{split}.jsonl"))) {
            example_ids.insert(example["exampleId"].as_str().unwrap().to_string());
        }
    }
    assert_eq!(example_ids.len(), report.collection.steps);
    let stats_file: Value =
        serde_json::from_str(&fs::read_to_string(dataset.join("stats.json")).unwrap()).unwrap();
    assert_eq!(stats_file["all"]["examples"], stats.all.examples);
    assert!(dataset.join("manifest.json").is_file());
    // Copied alone for the Hugging Face check at the end, once OUT is gone.
    let elsewhere = tempfile::tempdir().unwrap();
    let dataset_copy = elsewhere.path().join("demo-dataset");
    copy_dir(&dataset, &dataset_copy);
    let hub_splits = [
        ("test", Split::Test),
        ("train", Split::Train),
        ("validation", Split::Val),
    ]
    .into_iter()
    .filter_map(|(name, split)| {
        let examples = stats.splits[&split].examples;
        (examples > 0).then(|| format!("{name} {examples}"))
    })
    .collect::<Vec<_>>()
    .join(", ");
    let expected_hub = format!(
        "demo-dataset: {hub_splits}; {} images; {} shards\n",
        stats.all.with_screenshot,
        files_in(&dataset.join("data")).len()
    );
    assert!(stats.all.with_screenshot > 0);

    // Eval: every scorer predicted every example.
    assert_eq!(report.evals.len(), BUILTIN_SCORERS.len());
    for scorer in BUILTIN_SCORERS {
        let folder = out.join("eval").join(scorer);
        let predicted: BTreeSet<String> = jsonl_values(&folder.join("predictions.jsonl"))
            .iter()
            .map(|p| p["exampleId"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(predicted, example_ids, "{scorer}");
        assert!(folder.join("metrics.json").is_file(), "{scorer}");
        assert!(folder.join("report.md").is_file(), "{scorer}");
    }

    // Gates: both runs counted, the repeated instances compared; 8 clean
    // traces are far below the 50 the first gate asks for.
    let gates: Value =
        serde_json::from_str(&fs::read_to_string(out.join("gates.json")).unwrap()).unwrap();
    assert_eq!(gates["passed"], false);
    assert_eq!(gates["passed"], report.gates.passed);
    assert_eq!(gates["cleanTraces"]["total"], 8);
    assert_eq!(gates["cleanTraces"]["clean"], 8);
    assert_eq!(gates["stability"]["repeatedInstances"], 4);
    assert!(out.join("gates.md").is_file());

    // Viewer: every trace and step, and one clicked step drawn right.
    assert_eq!(report.viewer.traces, 4);
    assert_eq!(report.viewer.steps, report.collection.steps);
    let mut scorers = BUILTIN_SCORERS.to_vec();
    scorers.sort_unstable();
    assert_eq!(report.viewer.scorers, scorers);
    let step = records
        .iter()
        .find(|r| r.mapping.status == MappingStatus::MatchedCandidate)
        .expect("a step mapped to a candidate");
    let gold = step.mapping.candidate_id.as_deref().unwrap();
    let screenshot = step.observation.screenshot_path.as_deref().unwrap();
    assert!(out.join(screenshot).is_file());
    let dom = rendered_dom(&out, &format!("trace={}", step.trace_id));
    let article = step_html(&dom, &step.step_id);
    assert!(
        article.contains(&format!("src=\"../{screenshot}\"")),
        "{article}"
    );
    assert_eq!(
        article.matches("<rect class=\"cand").count(),
        step.observation.candidates.len(),
        "one box per candidate"
    );
    assert_eq!(article.matches("<rect class=\"cand mapped\"").count(), 1);
    assert!(article.contains(&format!("<rect class=\"cand mapped\" data-id=\"{gold}\"")));
    assert!(article.contains("<circle cx="), "the action point");
    assert!(article.contains(">matched_candidate</span>"));
    for scorer in BUILTIN_SCORERS {
        assert!(
            article.contains(&format!("data-scorer=\"{scorer}\"")),
            "{scorer}"
        );
    }

    // The dataset folder alone, with nothing of OUT left to lean on, loads
    // in Hugging Face `datasets` offline: each split the manifest's size,
    // each image the bytes of its recorded sha256 (an empty split is left
    // out of the card's configs, and the load still works).
    drop(dir);
    let loaded = hub_python::load_hub(&[&dataset_copy], &elsewhere.path().join("hf-home"));
    assert_eq!(loaded, expected_hub);
}

#[test]
fn a_non_empty_output_folder_is_refused_and_replace_only_takes_demo_output() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("notes.txt"), "mine").unwrap();
    let mut options = DemoOptions::new(dir.path()).unwrap();
    // The library names the folder; the demo binary adds the --replace hint.
    let refused = run_demo(&options, &mut |_| {}).unwrap_err();
    assert!(
        matches!(refused, PipelineError::NotEmpty(ref path) if path == dir.path()),
        "{refused}"
    );
    options.replace = true;
    let foreign = run_demo(&options, &mut |_| {}).unwrap_err().to_string();
    assert!(foreign.contains("\"notes.txt\""), "{foreign}");
    assert_eq!(
        fs::read_to_string(dir.path().join("notes.txt")).unwrap(),
        "mine"
    );
}
