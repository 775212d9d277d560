//! Validates mimic trace files: `validate PATH...` prints `file:line: problem`
//! for every invalid record and a summary; exit 0 when all are valid, 3 when
//! some are not.
//! `--remap` also maps every valid record again with the current rules and
//! prints each whose stored mapping differs; then 0 also needs no difference.

use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

mod common;

use anyhow::Context;
use clap::Parser;
use mimic::map::MapOptions;
use mimic::schema::Strictness;
use mimic::validate::{ValidateOptions, trace_files, validate_files};

/// Validate mimic trace files (JSON Lines, one v1 record per line).
///
/// Prints `file:line: problem` for every invalid record, then a summary.
/// With --remap, also every record whose stored mapping the current rules
/// would decide differently.
#[derive(Debug, Parser)]
#[command(name = "validate", after_help = common::EXIT_CODES_WITH_VERDICT)]
struct Args {
    /// Trace files, output folders (their `traces/`) or folders of `*.jsonl`
    /// files; subfolders are not searched.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Reject fields the v1 schema does not define (by default they are
    /// reported as warnings and ignored).
    #[arg(long)]
    strict: bool,
    /// Also map every valid record again with the current mapping rules and
    /// print each one whose stored mapping differs (old -> new, with both
    /// reasons); exit 0 only when nothing differs.
    #[arg(long)]
    remap: bool,
    #[command(flatten)]
    log: common::LogArgs,
}

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, |args| run(&args))
}

fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let options = ValidateOptions {
        strictness: if args.strict {
            Strictness::Strict
        } else {
            Strictness::Lenient
        },
        remap: args.remap.then(MapOptions::default),
    };
    let files = trace_files(&args.paths)?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    let summary = validate_files(&files, &options, &mut out)?;
    writeln!(out, "{summary}").context("writing the summary")?;
    out.flush().context("writing the report")?;
    Ok(common::verdict(
        summary.all_valid() && summary.mappings_agree(),
    ))
}
