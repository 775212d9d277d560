//! demo: the whole of mimic in one command, on local demo sites and a real
//! headless Chromium. See docs/walkthrough.md.

mod common;

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::Parser;
use indicatif::{ProgressBar, ProgressStyle};
use mimic::pipeline::{DemoOptions, PipelineError, Progress, run_demo};

/// Run mimic end to end on the built-in demo sites, or on your own task files.
///
/// Serves eight small web apps on 127.0.0.1, collects traces of the 17 demo
/// task files (or of --task-files, see docs/tasks.md) in a headless Chromium (real input events, every action mapped to a
/// candidate), collects the first seed of each task a second time (for the
/// stability gate), builds the dataset, evaluates the random, lexical and
/// prior baseline scorers, reports the promotion gates and writes the trace
/// viewer. Needs Chromium or Chrome; downloads nothing.
///
/// Writes under OUT: traces/ raw/ screenshots/ repeat/ dataset/ eval/
/// gates.json gates.md report/index.html (open the last in a browser).
#[derive(Debug, Parser)]
#[command(after_help = common::EXIT_CODES_WITH_VERDICT)]
struct Args {
    /// Output folder; must be new or empty (see --replace).
    #[arg(long, default_value = "mimic-out")]
    out: PathBuf,
    /// Overwrite an earlier demo's output in OUT (only the files the demo
    /// writes are removed; anything else there is refused).
    #[arg(long)]
    replace: bool,
    #[command(flatten)]
    tasks: common::TaskArgs,
    /// Seeds per task collected a second time for the stability gate (0: none).
    #[arg(long, default_value_t = 1)]
    repeat_instances: u64,
    /// Browsers working at once.
    #[arg(long, default_value_t = 2, value_parser = common::at_least_one)]
    jobs: usize,
    /// Loopback port of the first served folder (0: any free port).
    #[arg(long, default_value_t = 0)]
    port: u16,
    /// Seed of the random baseline scorer.
    #[arg(long, default_value_t = 0)]
    scorer_seed: u64,
    #[command(flatten)]
    log: common::LogArgs,
}

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, run)
}

fn run(args: Args) -> Result<ExitCode> {
    let mut options = DemoOptions::with_tasks(&args.out, args.tasks.load()?);
    options.instances = args.tasks.instances.map(|n| n as u64);
    options.params = args.tasks.run_params();
    options.shard = args.tasks.shard;
    options.repeat_instances = args.repeat_instances;
    options.jobs = args.jobs;
    options.port = args.port;
    options.scorer_seed = args.scorer_seed;
    options.replace = args.replace;

    let quiet = args.log.quiet;
    let mut bar: Option<ProgressBar> = None;
    let report = run_demo(&options, &mut |event| match event {
        Progress::Started { stage, total, unit } if !quiet => {
            let template = if unit == "bytes" {
                "{prefix:>20} [{bar:30}] {binary_bytes}/{binary_total_bytes} {elapsed}"
            } else {
                "{prefix:>20} [{bar:30}] {pos}/{len} {msg} {elapsed}"
            };
            let new = ProgressBar::new(total)
                .with_style(
                    ProgressStyle::with_template(template)
                        .expect("a valid template")
                        .progress_chars("=> "),
                )
                .with_prefix(stage.name())
                .with_message(unit);
            bar = Some(new);
        }
        Progress::Position(position) => {
            if let Some(bar) = &bar {
                bar.set_position(position);
            }
        }
        Progress::Notice(text) => match &bar {
            Some(bar) => bar.suspend(|| tracing::warn!("{text}")),
            None => tracing::warn!("{text}"),
        },
        Progress::Finished(result) => {
            if let Some(bar) = bar.take() {
                bar.finish_with_message(result.to_string());
            }
        }
        Progress::Started { .. } => {}
    })
    .map_err(out_hint)?;
    if !quiet {
        println!("\n{report}");
        println!("{}", mimic::eval::REMINDER);
    }
    Ok(common::verdict(report.gates.passed))
}

/// What to do about an output folder the demo may not write into.
fn out_hint(error: PipelineError) -> anyhow::Error {
    let hint = match &error {
        PipelineError::NotEmpty(_) => {
            "pass --replace to overwrite an earlier demo output there, or choose another --out"
        }
        PipelineError::Foreign { .. } => {
            "choose an empty or new --out (--replace only removes demo output)"
        }
        _ => return error.into(),
    };
    anyhow::anyhow!("{error}: {hint}")
}
