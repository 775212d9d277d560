//! Writes the trace viewer, OUT/report/index.html, from an existing output
//! folder (its traces and, when present, its eval predictions).

mod common;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use mimic::report::{DEFAULT_TOP_K, ReportOptions, write_report};

/// Write the static trace viewer (OUT/report/index.html) for an output folder.
///
/// Reads OUT/traces/*.jsonl and, when present, OUT/eval/<scorer>/predictions.jsonl.
/// The page needs no server: open it in a browser straight from disk. Input it
/// has to skip is listed on the page and logged as warnings.
#[derive(Debug, Parser)]
#[command(version, after_help = common::EXIT_CODES)]
struct Args {
    /// Output folder of a collection run (holds traces/ and screenshots/).
    #[arg(long, default_value = "mimic-out")]
    out: PathBuf,
    /// How many ranked candidates to show per scorer and step.
    #[arg(long, default_value_t = DEFAULT_TOP_K, value_parser = common::at_least_one)]
    top_k: usize,
    #[command(flatten)]
    log: common::LogArgs,
}

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, |args| run(&args))
}

fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let options = ReportOptions { top_k: args.top_k };
    let summary = write_report(&args.out, &options)?;
    for problem in &summary.problems {
        tracing::warn!("{problem}");
    }
    if !args.log.quiet {
        let scorers = if summary.scorers.is_empty() {
            String::new()
        } else {
            format!(", scorers: {}", summary.scorers.join(", "))
        };
        println!(
            "{} traces, {} steps{scorers} -> {} ({} KiB)",
            summary.traces,
            summary.steps,
            summary.path.display(),
            summary.bytes.div_ceil(1024)
        );
    }
    Ok(ExitCode::SUCCESS)
}
