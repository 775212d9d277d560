//! Records a person's clicks, keys and scrolls on a Mac for a fixed time into
//! the raw event format the Chrome recorder writes
//! (`OUT/raw/<traceId>.events.jsonl`). Keys typed into password fields are
//! written redacted, and every event goes through the scrubbing raw-event
//! writer (`RawEventWriter`: it holds a field's keys until focus leaves it,
//! so a crash loses those). macOS only (Input Monitoring and Accessibility);
//! elsewhere it prints why and exits non-zero.
//!
//! `cargo run --example macos-record -- --out OUT --trace-id ID --seconds 30`

mod common;

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::bail;
use clap::Parser;
use mimic::observe::macos::{self, MacObserveOptions, MacRecordOptions, Scope, candidates};
use mimic::schema::jsonl::Durability;
use mimic::schema::raw::{RAW_EVENTS_SCHEMA, RawEvent, RawEventV1};
use mimic::schema::writer::RawEventWriter;
use mimic::schema::{CoordinateSpace, Platform, TraceStatus};

/// Record a person's clicks, keys and scrolls on a Mac as raw input events.
///
/// Writes OUT/raw/<traceId>.events.jsonl for --seconds; keys typed into
/// password fields are redacted. macOS only (Input Monitoring and
/// Accessibility); elsewhere it fails saying why.
#[derive(Parser)]
#[command(after_help = common::EXIT_CODES)]
struct Args {
    /// Output folder; events go to OUT/raw/<traceId>.events.jsonl.
    #[arg(long, default_value = "mimic-out")]
    out: PathBuf,
    /// Id of the trace the events belong to (names the file).
    #[arg(long)]
    trace_id: String,
    /// How long to record.
    #[arg(long, default_value_t = 30)]
    seconds: u64,
    /// The task goal, recorded in the start event.
    #[arg(long)]
    goal: Option<String>,
    #[command(flatten)]
    log: common::LogArgs,
}

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, run)
}

fn run(args: Args) -> anyhow::Result<()> {
    let path = args
        .out
        .join("raw")
        .join(format!("{}.events.jsonl", args.trace_id));
    if path.exists() {
        bail!("{} exists; choose another --trace-id", path.display());
    }
    // The observed area is the display holding the frontmost window.
    let tree = macos::walk(&MacObserveOptions {
        scope: Scope::Display,
        no_screenshot: true,
        ..MacObserveOptions::default()
    })?;
    let area = candidates::observed_area(&tree)?;
    let scale = candidates::display_scale(&tree, &area)?;
    let mut writer = RawEventWriter::append(&path, Durability::Flush)?;
    writer.write(RawEventV1 {
        t_ms: 0.0,
        event: RawEvent::Start {
            schema: RAW_EVENTS_SCHEMA.to_string(),
            trace_id: args.trace_id.clone(),
            platform: Platform::Macos,
            coordinate_space: CoordinateSpace::Ax,
            observed_area: area,
            scale,
            url: None,
            task_goal: args.goal,
        },
    })?;
    let stop = AtomicBool::new(false);
    let mut last_t = 0.0;
    let mut written = Ok(());
    std::thread::scope(|scope| {
        scope.spawn(|| {
            // Polls so an early failure of the recorder ends the wait too.
            let deadline = Instant::now() + Duration::from_secs(args.seconds);
            while Instant::now() < deadline && !stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(100));
            }
            stop.store(true, Ordering::Relaxed);
        });
        let recorded = macos::record(&MacRecordOptions::default(), &stop, &mut |event| {
            last_t = event.t_ms;
            if written.is_ok() {
                written = writer.write(event);
            }
        });
        stop.store(true, Ordering::Relaxed);
        recorded
    })?;
    written?;
    writer.write(RawEventV1 {
        t_ms: last_t,
        event: RawEvent::End {
            status: TraceStatus::Completed,
        },
    })?;
    writer.finish()?;
    eprintln!("{}", path.display());
    Ok(())
}
