//! bench-collect: 100 demo traces end to end (launch, observe, act, verify,
//! map, write), at --jobs 1 and at each other job count given; prints wall
//! time, steps per second and the speed-up over --jobs 1 measured in the
//! same run. Goal: 100 traces within 90 s on a 2-core machine.
//!
//! `cargo run --release --example bench-collect -- [--traces 100] [--jobs 2 3]`

mod common;

use std::process::ExitCode;
use std::time::Instant;

use anyhow::Result;
use clap::Parser;
use mimic::collect::demo_run::{DemoRunOptions, collect_all};
use mimic::collect::out::{OutLayout, OutMode};
use mimic::collect::record::Clock;
use mimic::collect::summary::Summary;
use mimic::map::MapOptions;
use mimic::task::RunParams;
use mimic_observe::chrome::LaunchOptions;

/// Benchmark: 100 demo traces end to end, at --jobs 1 and more.
///
/// Prints wall time, steps per second and the speed-up over --jobs 1, all
/// measured in the same run. Needs Chromium.
#[derive(Debug, Parser)]
#[command(after_help = common::EXIT_CODES)]
struct Args {
    /// Traces per measurement.
    #[arg(long, default_value_t = 100)]
    traces: usize,
    /// Job counts to measure; 1 is always measured first as the baseline.
    #[arg(long, num_args = 1.., default_values_t = [2, 3])]
    jobs: Vec<usize>,
    #[command(flatten)]
    log: common::LogArgs,
}

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, run)
}

fn run(args: Args) -> Result<()> {
    let tasks = mimic::demo::demo_tasks()?;
    let mut scripts = mimic::task::run_scripts(&tasks, None, &RunParams::default(), None)?;
    // Interleave tasks so any prefix covers every site.
    scripts.sort_by(|a, b| {
        (a.seed, a.viewport.width, &a.task_id).cmp(&(b.seed, b.viewport.width, &b.task_id))
    });
    scripts.truncate(args.traces);
    let server =
        mimic::demo::Servers::start([std::path::Path::new(mimic::demo::DEMO_SITES_DIR)], 0)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let mut counts = vec![1];
    counts.extend(args.jobs.iter().copied().filter(|&j| j > 1));
    let mut baseline = None;
    println!(
        "{:>5} {:>7} {:>6} {:>7} {:>8} {:>8} {:>8}",
        "jobs", "traces", "clean", "steps", "wall s", "steps/s", "speedup"
    );
    for jobs in counts {
        let dir = tempfile::tempdir()?;
        let options = DemoRunOptions {
            out: OutLayout::prepare(dir.path(), OutMode::Fresh)?,
            run: 1,
            clock: Clock::System,
            map_options: MapOptions::default(),
            given_secrets: Default::default(),
        };
        let mut summary = Summary::default();
        let started = Instant::now();
        runtime.block_on(collect_all(
            &server,
            scripts.clone(),
            jobs,
            &LaunchOptions::default(),
            &options,
            |o| {
                summary.add_trace(&o.records);
                if let Some(fault) = &o.fault {
                    summary.add_fault(&o.trace_id, fault);
                }
            },
        ))?;
        let wall = started.elapsed().as_secs_f64();
        let base = *baseline.get_or_insert(wall);
        println!(
            "{jobs:>5} {:>7} {:>6} {:>7} {:>8.1} {:>8.2} {:>7.2}x",
            summary.traces,
            summary.clean_traces,
            summary.steps,
            wall,
            summary.steps as f64 / wall,
            base / wall
        );
        for (trace, fault) in &summary.faults {
            println!("  fault: {trace}: {fault}");
        }
    }
    Ok(())
}
