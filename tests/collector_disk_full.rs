//! The collector on a full disk (a small tmpfs mounted by the test; needs
//! root): the disk fills up while a trace is being collected. The trace's
//! finished records stay readable, the run reports the fault naming the
//! file, no partial screenshot or temporary file is left, and the run goes
//! on to the next trace.
#![cfg(target_os = "linux")]

#[path = "../crates/mimic-schema/tests/support/tmpfs.rs"]
mod tmpfs;

use std::path::Path;
use std::time::Duration;

use mimic::collect::demo_run::{DemoRunOptions, TraceOutcome, collect_all};
use mimic::collect::out::{OutLayout, OutMode};
use mimic::collect::record::{Clock, trace_id};
use mimic::task::TaskScript;

mod common;
use mimic::map::MapOptions;
use mimic_observe::chrome::LaunchOptions;
use mimic_schema::raw::RawEventV1;
use mimic_schema::{MimicTraceRecordV1, Strictness, TraceStatus, parse_record};
use tmpfs::Tmpfs;

fn instance(task_id: &str, seed: u64) -> TaskScript {
    common::demo_script(task_id, seed, 0)
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[tokio::test(flavor = "multi_thread")]
async fn a_full_disk_mid_trace_keeps_every_finished_record_and_is_reported() {
    let disk = std::sync::Arc::new(Tmpfs::mount(8 * 1024));
    let out = disk.path().join("out");
    let first = instance("shop.checkout", 3);
    let trace_file = out.join(format!(
        "traces/{}.jsonl",
        trace_id(&first.task_id, &first.instance_id, 1)
    ));
    let filler = {
        let trace_file = trace_file.clone();
        let disk = disk.clone();
        tokio::task::spawn_blocking(move || {
            // Once two steps are on disk, fill it: the next screenshot fails.
            for _ in 0..3000 {
                let lines = std::fs::read_to_string(&trace_file).map_or(0, |t| t.lines().count());
                if lines >= 2 {
                    disk.fill_leaving(0);
                    return;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            panic!("the trace never reached two records");
        })
    };
    let server = common::demo_servers();
    let options = DemoRunOptions {
        out: OutLayout::prepare(&out, OutMode::Fresh).unwrap(),
        run: 1,
        clock: Clock::System,
        map_options: MapOptions::default(),
        given_secrets: Default::default(),
    };
    let mut outcomes: Vec<TraceOutcome> = Vec::new();
    collect_all(
        &server,
        vec![first, instance("todo.add-item", 3)],
        1,
        &LaunchOptions::default(),
        &options,
        |o| outcomes.push(o.clone()),
    )
    .await
    .unwrap();
    filler.await.unwrap();

    // The fault is reported, naming the file that could not be written.
    let fault = outcomes[0]
        .fault
        .as_deref()
        .expect("the full disk is reported");
    assert!(fault.contains("No space left on device"), "{fault}");
    assert!(fault.contains(&out.display().to_string()), "{fault}");

    // Every record on disk reads back strictly; the last one says `aborted`
    // when there was room to say so, else it has no status (unfinished).
    let text = std::fs::read_to_string(&trace_file).unwrap();
    let records: Vec<MimicTraceRecordV1> = text
        .lines()
        .enumerate()
        .map(|(i, line)| {
            parse_record(line, Strictness::Strict)
                .unwrap_or_else(|e| panic!("{}:{}: {e:?}", trace_file.display(), i + 1))
                .record
        })
        .collect();
    assert!(records.len() >= 2, "{} records", records.len());
    let status = records.last().unwrap().mimic.as_ref().unwrap().trace_status;
    assert!(
        matches!(status, Some(TraceStatus::Aborted) | None),
        "{status:?}"
    );
    for record in &records {
        let shot = out.join(record.observation.screenshot_path.as_ref().unwrap());
        assert!(shot.exists(), "{} lost its screenshot", record.step_id);
    }
    // What the raw-events file holds is whole lines.
    let raw = out.join(format!("raw/{}.events.jsonl", outcomes[0].trace_id));
    for line in std::fs::read_to_string(&raw).unwrap_or_default().lines() {
        serde_json::from_str::<RawEventV1>(line).unwrap();
    }
    // Nothing partial or temporary stays behind.
    for dir in ["screenshots", "traces", "raw"] {
        for name in names_in(&out.join(dir)) {
            assert!(!name.ends_with(".tmp"), "{dir}/{name} left behind");
        }
    }
    // The run went on: the next trace was tried and reported too.
    assert_eq!(outcomes.len(), 2);
    eprintln!(
        "full disk: first trace {} records ({status:?}), fault: {fault}; second: {:?}",
        records.len(),
        outcomes[1].fault
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_read_only_output_folder_is_reported_by_file_and_writes_nothing() {
    let disk = Tmpfs::mount(1024);
    let out = disk.path().join("out");
    let options = DemoRunOptions {
        out: OutLayout::prepare(&out, OutMode::Fresh).unwrap(),
        run: 1,
        clock: Clock::System,
        map_options: MapOptions::default(),
        given_secrets: Default::default(),
    };
    disk.remount_read_only();
    let server = common::demo_servers();
    let mut outcomes: Vec<TraceOutcome> = Vec::new();
    let todo = instance("todo.add-item", 3);
    collect_all(
        &server,
        vec![todo.clone()],
        1,
        &LaunchOptions::default(),
        &options,
        |o| outcomes.push(o.clone()),
    )
    .await
    .unwrap();
    let fault = outcomes[0].fault.as_deref().expect("the fault is reported");
    let trace_file = out.join(format!(
        "traces/{}.jsonl",
        trace_id(&todo.task_id, &todo.instance_id, 1)
    ));
    assert!(fault.contains("Read-only file system"), "{fault}");
    assert!(fault.contains(&trace_file.display().to_string()), "{fault}");
    for dir in ["screenshots", "traces", "raw"] {
        assert_eq!(names_in(&out.join(dir)), Vec::<String>::new(), "{dir}");
    }
}
