//! The collector's guarantees, against a real Chromium on the demo sites.

mod common;
use common::{demo_script, demo_servers, files_under, inline_script, read_records, script_secrets};

use std::collections::BTreeSet;
use std::path::Path;

use mimic::collect::demo_run::{DemoRunOptions, TraceOutcome, collect_all, collect_script};
use mimic::collect::out::{OutLayout, OutMode};
use mimic::collect::record::Clock;
use mimic::demo::Servers;
use mimic::map::MapOptions;
use mimic::schema::clean::{agrees_with_demonstrator, is_clean};
use mimic::task::TaskScript;
use mimic_observe::chrome::{Browser, LaunchOptions};
use mimic_schema::jsonl::JsonlReader;
use mimic_schema::{MimicActionType, MimicTraceRecordV1, VerificationStatus};

fn options(out: &Path, clock: Clock) -> DemoRunOptions {
    DemoRunOptions {
        out: OutLayout::prepare(out, OutMode::Fresh).unwrap(),
        run: 1,
        clock,
        map_options: MapOptions::default(),
        given_secrets: Default::default(),
    }
}

fn instance(task_id: &str, seed: u64, viewport: usize) -> TaskScript {
    demo_script(task_id, seed, viewport)
}

async fn collect(out: &Path, instances: Vec<TaskScript>, clock: Clock) -> Vec<TraceOutcome> {
    collect_on(&demo_servers(), out, instances, clock).await
}

async fn collect_on(
    server: &Servers,
    out: &Path,
    instances: Vec<TaskScript>,
    clock: Clock,
) -> Vec<TraceOutcome> {
    let mut outcomes = Vec::new();
    collect_all(
        server,
        instances,
        1,
        &LaunchOptions::default(),
        &options(out, clock),
        |o| outcomes.push(o.clone()),
    )
    .await
    .unwrap();
    outcomes
}

#[tokio::test(flavor = "multi_thread")]
async fn every_demo_step_maps_to_the_demonstrators_target_and_verifies() {
    let dir = tempfile::tempdir().unwrap();
    let tasks = [
        "signin.sign-in",
        "todo.delete-item",
        "settings.toggle",
        "search.next-page",
        "shop.add-to-cart",
        "wizard.create-workspace",
        "table.sort",
        "danger.cancel-delete",
    ];
    let instances = tasks
        .iter()
        .enumerate()
        .map(|(i, t)| instance(t, 2, i % 2))
        .collect();
    let outcomes = collect(dir.path(), instances, Clock::System).await;
    assert_eq!(outcomes.len(), tasks.len());
    for outcome in &outcomes {
        assert_eq!(outcome.fault, None, "{}", outcome.trace_id);
        assert!(
            outcome.recorder_errors.is_empty(),
            "{:?}",
            outcome.recorder_errors
        );
        let records = read_records(
            &dir.path()
                .join(format!("traces/{}.jsonl", outcome.trace_id)),
        );
        assert_eq!(records, outcome.records);
        for r in &records {
            assert_eq!(
                agrees_with_demonstrator(r),
                Some(true),
                "{}: {:?} vs {:?}",
                r.step_id,
                r.mapping,
                r.mimic.as_ref().unwrap().demonstrator
            );
            assert_eq!(
                r.verification.as_ref().unwrap().status,
                VerificationStatus::Passed,
                "{}: {:?}",
                r.step_id,
                r.verification
            );
            let shot = r.observation.screenshot_path.as_ref().unwrap();
            assert!(dir.path().join(shot).is_file(), "{shot}");
        }
        assert!(is_clean(&records), "{}", outcome.trace_id);
        assert!(
            dir.path()
                .join(format!("raw/{}.events.jsonl", outcome.trace_id))
                .is_file()
        );
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_same_instance_twice_gives_identical_records_and_screenshots() {
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    // One server for both, as within one run: its URLs (with the port) are part of the records.
    let server = demo_servers();
    let instances = || {
        vec![
            instance("shop.checkout", 3, 1),
            instance("todo.add-item", 5, 0),
        ]
    };
    let first = collect_on(&server, a.path(), instances(), Clock::System).await;
    let second = collect_on(&server, b.path(), instances(), Clock::System).await;
    for (x, y) in first.iter().zip(&second) {
        assert_eq!(x.fault, None);
        assert_eq!(x.records.len(), y.records.len());
        for (rx, ry) in x.records.iter().zip(&y.records) {
            let mut ry = ry.clone();
            ry.created_at = rx.created_at.clone();
            assert_eq!(rx, &ry, "{} differs beyond createdAt", rx.step_id);
        }
    }
    let shots = |dir: &Path| -> BTreeSet<String> {
        std::fs::read_dir(dir.join("screenshots"))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect()
    };
    assert_eq!(shots(a.path()), shots(b.path()));
}

#[tokio::test(flavor = "multi_thread")]
async fn secrets_reach_no_file_and_their_fields_are_masked_in_screenshots() {
    let dir = tempfile::tempdir().unwrap();
    let outcomes = collect(
        dir.path(),
        vec![
            instance("signin.sign-in", 4, 0),
            instance("settings.api-key", 4, 1),
        ],
        Clock::System,
    )
    .await;
    assert!(outcomes.iter().all(|o| o.fault.is_none()), "{outcomes:?}");
    let secrets: Vec<String> = [
        instance("signin.sign-in", 4, 0),
        instance("settings.api-key", 4, 1),
    ]
    .iter()
    .flat_map(script_secrets)
    .collect();
    assert_eq!(secrets.len(), 4, "typed and compared, twice each");
    let all = files_under(dir.path());
    assert!(
        all.iter()
            .any(|p| p.to_string_lossy().ends_with(".events.jsonl"))
    );
    for path in &all {
        let bytes = std::fs::read(path).unwrap();
        for secret in &secrets {
            assert!(
                !bytes.windows(secret.len()).any(|w| w == secret.as_bytes()),
                "{} holds a secret",
                path.display()
            );
        }
    }
    // Pixels: after typing, every observation shows the sensitive field painted over.
    let mut checked = 0;
    for outcome in &outcomes {
        for record in outcome.records.iter().skip(1) {
            let image = image::open(
                dir.path()
                    .join(record.observation.screenshot_path.as_ref().unwrap()),
            )
            .unwrap()
            .to_rgba8();
            let scale = record.observation_ext().unwrap().scale;
            for c in &record.observation.candidates {
                let sensitive = c
                    .metadata
                    .as_ref()
                    .and_then(|m| m.get("sensitive"))
                    .and_then(|v| v.as_bool())
                    == Some(true);
                if !sensitive || c.visible != Some(true) {
                    continue;
                }
                let b = c.bounds.to_screenshot_px(scale);
                let (x0, y0, x1, y1) = (
                    b.x.ceil() as u32 + 1,
                    b.y.ceil() as u32 + 1,
                    b.right().floor() as u32 - 1,
                    b.bottom().floor() as u32 - 1,
                );
                let first = *image.get_pixel(x0, y0);
                for y in y0..y1 {
                    for x in x0..x1 {
                        assert_eq!(
                            *image.get_pixel(x, y),
                            first,
                            "{}: pixel ({x},{y}) of {} is not masked",
                            record.step_id,
                            c.id
                        );
                    }
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 4, "only {checked} sensitive fields seen");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_observation_is_the_page_before_the_action() {
    let dir = tempfile::tempdir().unwrap();
    let options = options(dir.path(), Clock::System);
    let server = demo_servers();
    let browser = Browser::launch(LaunchOptions::default()).await.unwrap();
    let script = inline_script(
        serde_json::json!({
            "schema": "mimic.task.v1",
            "id": "fixture.pointerdown",
            "site": "fixtures",
            "goal": "Press the button",
            "start": { "serve": ".", "path": "/fixtures/pointerdown.html" },
            "viewports": [{ "width": 1280, "height": 800 }],
            "steps": [{
                "subgoal": "Press it",
                "click": { "testId": "arm" },
                "aim": "center",
                "expect": { "visible": { "testId": "replacement" } }
            }]
        }),
        Path::new(mimic::demo::DEMO_SITES_DIR),
    );
    let outcome = collect_script(&browser, &server, &script, &options).await;
    browser.close().await;
    assert_eq!(outcome.fault, None);
    let record = &outcome.records[0];
    // The page rewrote itself on pointerdown, and the effect was seen...
    assert_eq!(
        record.verification.as_ref().unwrap().status,
        VerificationStatus::Passed
    );
    // ...yet the step holds the page as the action met it.
    let labels: Vec<_> = record
        .observation
        .candidates
        .iter()
        .filter_map(|c| c.label.as_deref())
        .collect();
    assert!(labels.contains(&"Press me"), "{labels:?}");
    assert!(!labels.contains(&"Replaced link"), "{labels:?}");
    assert_eq!(
        record.observation.title.as_deref(),
        Some("Rewrites on pointerdown")
    );
    assert_eq!(
        record.chosen_candidate_id,
        record
            .mimic
            .as_ref()
            .unwrap()
            .demonstrator
            .as_ref()
            .unwrap()
            .intended_candidate_id
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn replaying_a_demo_trace_reproduces_actions_mappings_and_candidates() {
    let dir = tempfile::tempdir().unwrap();
    let server = demo_servers();
    let instances = vec![
        instance("signin.sign-in", 7, 0),
        instance("search.next-page", 7, 1),
    ];
    let demo = collect_on(&server, dir.path(), instances, Clock::System).await;
    let out = OutLayout::prepare(dir.path(), OutMode::Resume).unwrap();
    for original in &demo {
        assert_eq!(original.fault, None);
        let raw = out.raw_file(&original.trace_id);
        let replayed =
            mimic::collect::replay::replay(&raw, &out, &LaunchOptions::default(), &Clock::System)
                .await
                .unwrap();
        assert_eq!(replayed.fault, None);
        assert_eq!(
            replayed.records.len(),
            original.records.len(),
            "{}",
            original.trace_id
        );
        for (a, b) in original.records.iter().zip(&replayed.records) {
            assert_eq!(a.chosen_action, b.chosen_action, "{}", a.step_id);
            assert_eq!(a.mapping.status, b.mapping.status, "{}", a.step_id);
            assert_eq!(
                a.chosen_candidate_id, b.chosen_candidate_id,
                "{}",
                a.step_id
            );
            let ids = |r: &MimicTraceRecordV1| {
                r.observation
                    .candidates
                    .iter()
                    .map(|c| c.id.clone())
                    .collect::<Vec<_>>()
            };
            assert_eq!(ids(a), ids(b), "{}", a.step_id);
            assert_eq!(b.source.collector, mimic_schema::Collector::HumanReplay);
            // The replay's key steps name the field the recorder saw get the
            // keys, and map by it.
            if matches!(
                b.chosen_action.action_type,
                MimicActionType::TypeText | MimicActionType::PressKey
            ) {
                assert!(b.key_target().is_some(), "{}", b.step_id);
                assert_eq!(b.reason_code(), Some("receiving_element"), "{}", b.step_id);
            }
        }
        let replay_file = read_records(&out.trace_file(&replayed.trace_id));
        assert_eq!(
            replay_file
                .last()
                .unwrap()
                .mimic
                .as_ref()
                .unwrap()
                .trace_status,
            Some(mimic_schema::TraceStatus::Completed)
        );
    }
}

#[test]
fn a_killed_run_leaves_only_valid_files_and_resumes() {
    let binary = common::example_binary("collect-trace");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let args = |extra: &[&str]| {
        let mut command = std::process::Command::new(&binary);
        command
            .arg("--out")
            .arg(&out)
            .args([
                "--tasks",
                "shop.checkout",
                "todo.add-item",
                "--instances",
                "1",
                "--port",
                "0",
            ])
            .args(extra)
            .stderr(std::process::Stdio::null());
        command
    };
    let mut child = args(&[]).spawn().unwrap();
    // Kill it outright in the middle of a trace: after a few records.
    let traces = out.join("traces");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(240);
    loop {
        let records: usize = std::fs::read_dir(&traces)
            .map(|d| {
                d.flatten()
                    .map(|e| {
                        std::fs::read_to_string(e.path())
                            .unwrap_or_default()
                            .lines()
                            .count()
                    })
                    .sum()
            })
            .unwrap_or(0);
        if records >= 3 {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "no records appeared");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let mut checked = 0;
    for path in files_under(&out) {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.ends_with(".jsonl") && path.starts_with(&traces) {
            for record in read_records(&path) {
                assert_eq!(
                    mimic_schema::validate::validate_record(&record),
                    [],
                    "{}",
                    path.display()
                );
            }
            checked += 1;
        } else if name.ends_with(".jsonl") {
            JsonlReader::open(&path)
                .unwrap()
                .values::<mimic_schema::raw::RawEventV1>()
                .for_each(|r| {
                    r.unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                });
        } else if name.ends_with(".png") {
            image::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        } else {
            panic!("unexpected file {}", path.display());
        }
    }
    assert!(checked >= 1);
    // --resume keeps what finished and completes the rest.
    let status = args(&["--resume"]).status().unwrap();
    assert!(status.success());
    let layout = OutLayout::prepare(&out, OutMode::Resume).unwrap();
    assert_eq!(layout.finished_traces().unwrap().len(), 4);
}
