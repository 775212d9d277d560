//! Derives the seed corpora (`fuzz/corpus/<target>/`) from `testdata/`.
//!
//! `cargo run --manifest-path fuzz/Cargo.toml --bin seed-corpora` rewrites
//! `fuzz/corpus/` from scratch; commit the result. Seeds are the committed
//! fixtures as each target reads them (records as single lines, mapping
//! cases as mapping requests), plus raw-event recordings synthesized from
//! the committed traces' actions (testdata/ holds no raw events).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use mimic_schema::raw::{EventTarget, Modifiers, RawEvent, RawEventV1};
use mimic_schema::scrub::REDACTED;
use mimic_schema::secret::is_sensitive_candidate;
use mimic_schema::{
    CoordinateSpace, MimicActionType, MimicTraceRecordV1, ScrollDirection, TraceStatus,
};
use serde_json::Value;

type Corpus = BTreeMap<&'static str, Vec<(String, Vec<u8>)>>;

fn main() {
    let fuzz = Path::new(env!("CARGO_MANIFEST_DIR"));
    let testdata = fuzz.join("../testdata");
    let mut corpus = Corpus::new();
    let mut add = |target: &'static str, name: String, bytes: Vec<u8>| {
        corpus.entry(target).or_default().push((name, bytes));
    };

    for file in files(&testdata.join("records"), "json") {
        let line = one_line(&read(&file));
        let name = format!("record-{}", stem(&file));
        for target in ["jsonl_records", "scrub", "dataset_examples"] {
            add(target, name.clone(), line.clone());
        }
    }
    for file in files(&testdata.join("bad"), "jsonl") {
        add("jsonl_records", format!("bad-{}", stem(&file)), read(&file));
    }
    let trace_dirs = [
        "traces/traces",
        "viewer/traces",
        "eval/collector-out/traces",
    ];
    for dir in trace_dirs {
        for file in files(&testdata.join(dir), "jsonl") {
            let bytes = read(&file);
            let name = format!("trace-{}", stem(&file));
            for target in ["jsonl_records", "scrub", "dataset_examples"] {
                add(target, name.clone(), bytes.clone());
            }
            add("reduce_raw_events", name, raw_events(&bytes));
        }
    }
    for file in files(&testdata.join("eval/dataset"), "jsonl") {
        add(
            "dataset_examples",
            format!("dataset-{}", stem(&file)),
            read(&file),
        );
    }
    let predictions = testdata.join("eval/predictions-hand.jsonl");
    add("predictions", "predictions-hand".into(), read(&predictions));
    for file in files(&testdata.join("eval/dataset"), "jsonl") {
        add(
            "predictions",
            format!("in-list-order-{}", stem(&file)),
            predictions_in_list_order(&read(&file)),
        );
    }
    for file in files(&testdata.join("mapping"), "json") {
        let mut case: Value = serde_json::from_slice(&read(&file)).expect("a mapping case");
        case.as_object_mut()
            .expect("a mapping case is an object")
            .remove("description");
        let request = serde_json::to_vec(&case).expect("serializes");
        // map_geometry decodes any bytes; the cases give it varied ones.
        let mut entropy = request.clone();
        entropy.truncate(512);
        add("map_geometry", format!("bytes-{}", stem(&file)), entropy);
        add("map_request", stem(&file), request);
    }

    let root = fuzz.join("corpus");
    if root.exists() {
        fs::remove_dir_all(&root).expect("removes the old corpus");
    }
    let mut total = 0;
    for (target, seeds) in &corpus {
        let dir = root.join(target);
        fs::create_dir_all(&dir).expect("creates the corpus folder");
        for (name, bytes) in seeds {
            fs::write(dir.join(name), bytes).expect("writes a seed");
            total += bytes.len();
        }
        println!("{target}: {} seeds", seeds.len());
    }
    println!("{total} bytes under {}", root.display());
}

fn read(path: &Path) -> Vec<u8> {
    fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn stem(path: &Path) -> String {
    path.file_stem()
        .expect("a file name")
        .to_string_lossy()
        .into_owned()
}

/// The files of `dir` ending in `.ext`, sorted.
fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    files.sort();
    files
}

/// A pretty-printed JSON document as one JSONL line.
fn one_line(bytes: &[u8]) -> Vec<u8> {
    let value: Value = serde_json::from_slice(bytes).expect("a JSON fixture");
    let mut line = serde_json::to_vec(&value).expect("serializes");
    line.push(b'\n');
    line
}

fn jsonl<T: serde::Serialize>(items: &[T]) -> Vec<u8> {
    let mut out = Vec::new();
    for item in items {
        serde_json::to_writer(&mut out, item).expect("serializes");
        out.push(b'\n');
    }
    out
}

/// A prediction per example ranking its candidates in list order: what a
/// trivial scorer writes.
fn predictions_in_list_order(dataset: &[u8]) -> Vec<u8> {
    let lines: Vec<Value> = dataset
        .split(|&b| b == b'\n')
        .filter(|line| !line.is_empty())
        .map(|line| {
            let example: Value = serde_json::from_slice(line).expect("an example");
            let ids: Vec<&Value> = example["input"]["candidates"]
                .as_array()
                .map(|c| c.iter().map(|c| &c["id"]).collect())
                .unwrap_or_default();
            serde_json::json!({
                "exampleId": example["exampleId"],
                "candidateIds": ids,
                "actionType": example["label"]["actionType"],
            })
        })
        .collect();
    jsonl(&lines)
}

/// The raw events a person would have produced for a trace's actions: a
/// press and release per click, focus and one key per typed character
/// (redacted in sensitive fields), a key press per `press_key`, three wheel
/// ticks per scroll, and the subgoals as they change.
fn raw_events(trace: &[u8]) -> Vec<u8> {
    let records: Vec<MimicTraceRecordV1> = trace
        .split(|&b| b == b'\n')
        .filter_map(|line| serde_json::from_slice(line).ok())
        .collect();
    let Some(first) = records.first() else {
        return Vec::new();
    };
    let mut events = Vec::new();
    let mut t = 0.0;
    let mut push = |event: RawEvent| {
        t += 50.0;
        events.push(RawEventV1 { t_ms: t, event });
    };
    let ext = first.mimic.as_ref().and_then(|m| m.observation.as_ref());
    push(RawEvent::Start {
        schema: mimic_schema::raw::RAW_EVENTS_SCHEMA.into(),
        trace_id: first.trace_id.clone(),
        platform: first.source.platform,
        coordinate_space: ext.map_or(CoordinateSpace::ChromeDom, |e| e.coordinate_space),
        observed_area: ext.map_or(mimic_schema::Bounds::new(0.0, 0.0, 1280.0, 720.0), |e| {
            e.observed_area
        }),
        scale: ext.map_or(1.0, |e| e.scale),
        url: first.observation.url.clone(),
        task_goal: Some(first.task_goal.clone()),
    });
    let mut subgoal = None;
    for record in &records {
        if subgoal.as_ref() != Some(&record.current_subgoal) {
            subgoal = Some(record.current_subgoal.clone());
            push(RawEvent::Subgoal {
                text: record.current_subgoal.clone(),
            });
        }
        let action = &record.chosen_action;
        let candidate = action
            .candidate_id
            .as_ref()
            .or(record.chosen_candidate_id.as_ref())
            .and_then(|id| record.observation.candidates.iter().find(|c| &c.id == id));
        let target = candidate.map(|c| EventTarget {
            candidate_id: Some(c.id.clone()),
            role: c.role.clone(),
            bounds: Some(c.bounds),
            editable: action.action_type == MimicActionType::TypeText,
            sensitive: is_sensitive_candidate(c),
            ..EventTarget::default()
        });
        match action.action_type {
            MimicActionType::Click => {
                let Some(point) = action.point else { continue };
                for down in [true, false] {
                    let (button, click_count, modifiers) = (0, 1, Modifiers::default());
                    let target = target.clone();
                    push(if down {
                        RawEvent::PointerDown {
                            point,
                            button,
                            click_count,
                            modifiers,
                            target,
                        }
                    } else {
                        RawEvent::PointerUp {
                            point,
                            button,
                            click_count,
                            modifiers,
                            target,
                        }
                    });
                }
            }
            MimicActionType::TypeText => {
                let field = target.clone().unwrap_or(EventTarget {
                    editable: true,
                    ..EventTarget::default()
                });
                push(RawEvent::Focus {
                    target: Some(field.clone()),
                });
                let text = action.text.as_deref().unwrap_or_default();
                let redacted = field.sensitive || text == REDACTED;
                for c in text.chars() {
                    push(RawEvent::KeyDown {
                        key: (!redacted).then(|| c.to_string()),
                        code: None,
                        modifiers: Modifiers::default(),
                        redacted,
                        target: Some(field.clone()),
                    });
                }
            }
            MimicActionType::PressKey => {
                let combo = action.key.as_deref().unwrap_or("Enter");
                let mut parts: Vec<&str> = combo.split('+').collect();
                let key = parts.pop().unwrap_or("Enter");
                let modifiers = Modifiers {
                    ctrl: parts.contains(&"Control"),
                    alt: parts.contains(&"Alt"),
                    shift: parts.contains(&"Shift"),
                    meta: parts.contains(&"Meta"),
                };
                push(RawEvent::KeyDown {
                    key: Some(key.into()),
                    code: None,
                    modifiers,
                    redacted: false,
                    target,
                });
            }
            MimicActionType::Scroll => {
                let Some(point) = action.point else { continue };
                let (delta_x, delta_y) = match action.direction {
                    Some(ScrollDirection::Up) => (0.0, -100.0),
                    Some(ScrollDirection::Left) => (-100.0, 0.0),
                    Some(ScrollDirection::Right) => (100.0, 0.0),
                    _ => (0.0, 100.0),
                };
                for _ in 0..3 {
                    push(RawEvent::Wheel {
                        point,
                        delta_x,
                        delta_y,
                        modifiers: Modifiers::default(),
                    });
                }
            }
            MimicActionType::Wait | MimicActionType::NoTarget => {}
        }
    }
    push(RawEvent::End {
        status: TraceStatus::Completed,
    });
    jsonl(&events)
}
