//! Faults: a tab crash and a browser crash mid-task, in their own test
//! binary (they kill Chromium processes of this process tree, which must
//! hold no other test's browser), one after the other.

use std::time::Duration;

use mimic::collect::demo_run::{DemoRunOptions, TraceOutcome, collect_all};
use mimic::collect::out::{OutLayout, OutMode};
use mimic::collect::record::{Clock, trace_id};
use mimic::task::TaskScript;

mod common;
use mimic::map::MapOptions;
use mimic::schema::clean::is_clean;
use mimic_observe::chrome::LaunchOptions;
use mimic_schema::jsonl::JsonlReader;
use mimic_schema::raw::RawEventV1;
use mimic_schema::{MimicTraceRecordV1, TraceStatus};

fn instance(task_id: &str, seed: u64, viewport: usize) -> TaskScript {
    common::demo_script(task_id, seed, viewport)
}

/// Pids of this process's descendants whose command line passes `wanted`.
fn children_matching(wanted: impl Fn(&str) -> bool) -> Vec<u32> {
    let mut out = Vec::new();
    let mut frontier: Vec<u32> = vec![std::process::id()];
    while let Some(pid) = frontier.pop() {
        let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
            continue;
        };
        for t in tasks.flatten() {
            let children = std::fs::read_to_string(t.path().join("children")).unwrap_or_default();
            for child in children
                .split_whitespace()
                .filter_map(|c| c.parse::<u32>().ok())
            {
                let cmdline = std::fs::read(format!("/proc/{child}/cmdline")).unwrap_or_default();
                if wanted(&String::from_utf8_lossy(&cmdline)) {
                    out.push(child);
                }
                frontier.push(child);
            }
        }
    }
    out
}

#[derive(Debug, Clone, Copy)]
enum Crash {
    /// Every renderer: the tab dies, the browser lives.
    Tab,
    /// The browser process itself (its helpers go with it).
    Browser,
}

fn victim(crash: Crash, cmdline: &str) -> bool {
    let chromium = cmdline.contains("--user-data-dir");
    match crash {
        Crash::Tab => chromium && cmdline.contains("--type=renderer"),
        Crash::Browser => chromium && !cmdline.contains("--type="),
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_tab_or_browser_crash_mid_task_leaves_a_valid_aborted_trace_and_the_run_goes_on() {
    crash_mid_task(Crash::Tab).await;
    crash_mid_task(Crash::Browser).await;
}

async fn crash_mid_task(crash: Crash) {
    let dir = tempfile::tempdir().unwrap();
    let first = instance("shop.checkout", 6, 0);
    let trace_file = dir.path().join(format!(
        "traces/{}.jsonl",
        trace_id(&first.task_id, &first.instance_id, 1)
    ));
    let crasher = {
        let trace_file = trace_file.clone();
        tokio::spawn(async move {
            // Wait until the trace has a record on disk, then kill the tab's renderer.
            for _ in 0..600 {
                if std::fs::read_to_string(&trace_file).is_ok_and(|t| t.lines().count() >= 1) {
                    let victims = children_matching(|c| victim(crash, c));
                    for pid in &victims {
                        let _ = std::process::Command::new("kill")
                            .args(["-9", &pid.to_string()])
                            .status();
                    }
                    return victims.len();
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            0
        })
    };
    let server = common::demo_servers();
    let options = DemoRunOptions {
        out: OutLayout::prepare(dir.path(), OutMode::Fresh).unwrap(),
        run: 1,
        clock: Clock::System,
        map_options: MapOptions::default(),
        given_secrets: Default::default(),
    };
    let mut outcomes: Vec<TraceOutcome> = Vec::new();
    let instances = vec![first, instance("todo.add-item", 6, 1)];
    collect_all(
        &server,
        instances,
        1,
        &LaunchOptions::default(),
        &options,
        |o| outcomes.push(o.clone()),
    )
    .await
    .unwrap();
    assert!(
        crasher.await.unwrap() > 0,
        "{crash:?}: nothing found to crash"
    );
    let crashed = &outcomes[0];
    assert!(
        crashed.fault.is_some(),
        "{crash:?}: the crash must be reported"
    );
    let records: Vec<MimicTraceRecordV1> = JsonlReader::open(&trace_file)
        .unwrap()
        .values()
        .map(|r| r.unwrap().1)
        .collect();
    assert!(!records.is_empty());
    assert_eq!(
        records.last().unwrap().mimic.as_ref().unwrap().trace_status,
        Some(TraceStatus::Aborted)
    );
    let raw: Vec<RawEventV1> = JsonlReader::open(
        dir.path()
            .join(format!("raw/{}.events.jsonl", crashed.trace_id)),
    )
    .unwrap()
    .values()
    .map(|r| r.unwrap().1)
    .collect();
    assert!(!raw.is_empty());
    // The run went on: the next trace completed cleanly in a fresh browser.
    assert_eq!(outcomes[1].fault, None);
    assert!(is_clean(&outcomes[1].records));
}
