//! build-dataset: trace folders in, `OUT/dataset/` out (train/val/test JSONL,
//! stats.json, manifest.json, the screenshots, and the Hugging Face layout:
//! Parquet shards and a dataset card). See docs/dataset.md.

mod common;

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::Parser;
use indicatif::{ProgressBar, ProgressStyle};
use mimic::dataset::{
    BadScreenshot, BuildOptions, DropRule, Event, Ratios, ScreenshotTransfer, Split, SplitBy,
    Stats, build, parse_mapping_status,
};
use mimic::schema::MappingStatus;

/// Turn collected traces into a reproducible dataset.
///
/// Writes OUT/dataset/{train,val,test}.jsonl, stats.json, manifest.json,
/// screenshots/, data/<split>-*.parquet and README.md (a dataset card), so
/// the folder can be copied or uploaded alone. See docs/dataset.md.
#[derive(Debug, Parser)]
#[command(name = "build-dataset", after_help = common::EXIT_CODES)]
struct Args {
    /// Trace inputs: output folders of collection runs (their traces/ and
    /// screenshots/), folders of *.jsonl files, or trace files.
    #[arg(long = "traces", value_name = "OUT", required = true, num_args = 1..)]
    traces: Vec<PathBuf>,
    /// Root folder the dataset goes to, as OUT/dataset/.
    #[arg(long, value_name = "OUT", default_value = "mimic-out")]
    out: PathBuf,
    /// What is held out: trace (i.i.d.), task (cross-task) or site (cross-website).
    #[arg(long, default_value = "trace")]
    split_by: SplitBy,
    /// Seed of the split hash.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Train, val and test shares.
    #[arg(long, default_value = "0.8,0.1,0.1")]
    ratios: Ratios,
    /// Mapping statuses to keep (default: all, labelled).
    #[arg(long, value_name = "STATUS", num_args = 1.., value_delimiter = ',', value_parser = parse_mapping_status)]
    keep: Vec<MappingStatus>,
    /// Drop the steps with these flags instead of keeping them flagged:
    /// verification_failed, incomplete_trace, stale_observation, partial_observation.
    #[arg(long, value_name = "FLAG", num_args = 1.., value_delimiter = ',')]
    drop: Vec<DropRule>,
    /// Drop a step identical to the one kept just before it in its trace.
    #[arg(long)]
    dedup: bool,
    /// Skip (and count) steps whose screenshot is missing or does not match
    /// its sha256, instead of stopping.
    #[arg(long)]
    skip_bad_screenshots: bool,
    /// Copy the screenshots into OUT/dataset/screenshots/ instead of
    /// hard-linking them (the default links where the file system allows).
    #[arg(long, conflicts_with = "reference_screenshots")]
    copy_screenshots: bool,
    /// Point at the input's screenshots instead of bringing them into the
    /// dataset folder, which then only works beside its inputs.
    #[arg(long)]
    reference_screenshots: bool,
    /// Stop at the first record that fails to parse instead of skipping it.
    #[arg(long)]
    strict: bool,
    /// Leave out the Hugging Face layout (data/*.parquet and README.md).
    #[arg(long)]
    no_parquet: bool,
    /// Downscale the screenshots in the Parquet shards to fit this many
    /// pixels on their longer side (screenshots/ keeps the originals).
    #[arg(long, value_name = "PIXELS")]
    image_max_side: Option<u32>,
    /// License id for the dataset card (e.g. cc-by-4.0; default: unknown).
    #[arg(long)]
    license: Option<String>,
    #[command(flatten)]
    log: common::LogArgs,
}

/// Skipped lines printed per run; the rest are only counted.
const SHOWN_SKIPS: usize = 20;
/// Inputs smaller than this finish too fast for a progress bar to help.
const PROGRESS_BAR_BYTES: u64 = 8 << 20;

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, run)
}

fn run(args: Args) -> Result<()> {
    let mut options = BuildOptions::new(args.traces, args.out);
    options.split_by = args.split_by;
    options.seed = args.seed;
    options.ratios = args.ratios;
    options.keep_statuses = args.keep;
    options.drop = args.drop;
    options.dedup_consecutive = args.dedup;
    if args.skip_bad_screenshots {
        options.bad_screenshot = BadScreenshot::Skip;
    }
    options.screenshot_transfer = match (args.copy_screenshots, args.reference_screenshots) {
        (true, _) => ScreenshotTransfer::Copy,
        (_, true) => ScreenshotTransfer::Reference,
        _ => ScreenshotTransfer::HardLink,
    };
    options.strict = args.strict;
    options.parquet = !args.no_parquet;
    options.image_max_side = args.image_max_side;
    options.license = args.license;

    let bar = ProgressBar::hidden();
    let mut shown = 0usize;
    let mut events = |event: Event<'_>| match event {
        Event::Started { files, bytes } => {
            if bytes >= PROGRESS_BAR_BYTES && !args.log.quiet {
                bar.set_draw_target(indicatif::ProgressDrawTarget::stderr());
                bar.set_length(bytes);
                bar.set_style(
                    ProgressStyle::with_template(
                        "{bar:40} {binary_bytes}/{binary_total_bytes} {binary_bytes_per_sec} {msg}",
                    )
                    .expect("a valid template"),
                );
                bar.set_message(format!("{files} trace files"));
            }
        }
        Event::Progress { bytes, examples } => {
            bar.set_position(bytes);
            bar.set_message(format!("{examples} examples"));
        }
        Event::Skipped {
            location,
            reason,
            message,
        } => {
            shown += 1;
            if shown <= SHOWN_SKIPS {
                bar.suspend(|| tracing::warn!("skipped {location}: {reason}: {message}"));
            } else if shown == SHOWN_SKIPS + 1 {
                bar.suspend(|| tracing::warn!("(more skipped lines are counted in stats.json)"));
            }
        }
        Event::Finishing => bar.set_message("writing stats and manifest"),
    };
    let report =
        build(options, &mut events).context("build-dataset failed; nothing was written")?;
    bar.finish_and_clear();
    if !args.log.quiet {
        print_summary(&report.dataset_dir, &report.stats);
    }
    Ok(())
}

fn print_summary(dataset_dir: &std::path::Path, stats: &Stats) {
    let split_counts = |f: fn(&mimic::dataset::stats::ExampleStats) -> u64| {
        Split::ALL
            .iter()
            .map(|split| format!("{split} {}", f(&stats.splits[split])))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let listing = |map: &std::collections::BTreeMap<String, u64>| {
        map.iter()
            .map(|(key, n)| format!("{key} {n}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let percent =
        |rate: Option<f64>| rate.map_or("n/a".to_string(), |r| format!("{:.1}%", r * 100.0));
    println!("dataset: {}", dataset_dir.display());
    println!(
        "  examples: {} ({}), split by {}",
        stats.all.examples,
        split_counts(|s| s.examples),
        stats.split_by
    );
    let traces = &stats.traces;
    println!(
        "  traces: {} ({}); completed {}, aborted {}, unfinished {}",
        traces.total,
        split_counts(|s| s.traces),
        traces.completed,
        traces.aborted,
        traces.unfinished
    );
    let records = &stats.records;
    println!(
        "  records: {} lines in {} files, {} valid",
        records.lines, records.files, records.valid
    );
    if !records.skipped.is_empty() {
        println!("  skipped: {}", listing(&records.skipped));
    }
    if !records.dropped.is_empty() {
        println!("  dropped: {}", listing(&records.dropped));
    }
    let unmapped = &stats.all.unmapped;
    println!(
        "  unmapped: {} of all, {} of targeted steps; {}",
        percent(unmapped.rate),
        percent(unmapped.targeted_rate),
        listing(&unmapped.reasons)
    );
    let shots = &stats.screenshots;
    println!(
        "  screenshots: {} references, {} files hashed, {} copied, {} linked",
        shots.referenced, shots.files_hashed, shots.copied, shots.linked
    );
    for split in &stats.empty_splits {
        println!("  warning: split {split} is empty");
    }
}
