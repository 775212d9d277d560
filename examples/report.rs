//! Writes the trace viewer, OUT/report/index.html, from an existing output
//! folder (its traces and, when present, its eval predictions).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use mimic::report::{DEFAULT_TOP_K, ReportOptions, write_report};

/// Write the static trace viewer (OUT/report/index.html) for an output folder.
///
/// Reads OUT/traces/*.jsonl and, when present, OUT/eval/<scorer>/predictions.jsonl.
/// The page needs no server: open it in a browser straight from disk.
#[derive(Debug, Parser)]
#[command(version)]
struct Args {
    /// Output folder of a collection run (holds traces/ and screenshots/).
    #[arg(long, default_value = "mimic-out")]
    out: PathBuf,
    /// How many ranked candidates to show per scorer and step.
    #[arg(long, default_value_t = DEFAULT_TOP_K, value_parser = clap::value_parser!(usize))]
    top_k: usize,
    /// More log output (-v info, -vv debug); skipped input is logged as warnings.
    #[arg(short, long, action = clap::ArgAction::Count, conflicts_with = "quiet")]
    verbose: u8,
    /// Only errors: no summary line, no warnings.
    #[arg(short, long)]
    quiet: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let level = match (args.quiet, args.verbose) {
        (true, _) => "error",
        (false, 0) => "warn",
        (false, 1) => "info",
        (false, _) => "debug",
    };
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(level)),
        )
        .with_writer(std::io::stderr)
        .without_time()
        .init();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &Args) -> anyhow::Result<()> {
    let summary = write_report(
        &args.out,
        &ReportOptions {
            top_k: args.top_k.max(1),
        },
    )?;
    for problem in &summary.problems {
        tracing::warn!("{problem}");
    }
    if !args.quiet {
        println!(
            "{} traces, {} steps{} -> {} ({} KiB)",
            summary.traces,
            summary.steps,
            if summary.scorers.is_empty() {
                String::new()
            } else {
                format!(", scorers: {}", summary.scorers.join(", "))
            },
            summary.path.display(),
            summary.bytes / 1024
        );
    }
    Ok(())
}
