//! Validates mimic trace files: `validate PATH...` prints `file:line: problem`
//! for every invalid record and a summary, and exits 0 only when all are valid.
//! `--remap` also maps every valid record again with the current rules and
//! prints each whose stored mapping differs; then 0 also needs no difference.

use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::Parser;
use mimic::map::MapOptions;
use mimic::schema::Strictness;
use mimic::validate::{ValidateOptions, trace_files, validate_files};

/// Validate mimic trace files (JSON Lines, one v1 record per line).
#[derive(Debug, Parser)]
#[command(name = "validate")]
struct Args {
    /// Trace files, or folders searched recursively for `*.jsonl` files.
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
}

fn main() -> anyhow::Result<ExitCode> {
    let args = Args::parse();
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
    Ok(if summary.all_valid() && summary.mappings_agree() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
