//! Validates mimic trace files: `validate PATH...` prints `file:line: problem`
//! for every invalid record and a summary; exit 0 when all are valid, 3 when
//! some are not. `validate --task-files PATH...` checks task files instead.
//! `--remap` also maps every valid record again (with the current rules, the
//! rules each record names, or a given version) and prints each whose stored
//! mapping differs; then 0 also needs no difference.

use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

mod common;

use anyhow::Context;
use clap::Parser;
use mimic::map::MapOptions;
use mimic::schema::Strictness;
use mimic::validate::{
    RemapRules, ValidateOptions, trace_files, validate_files, validate_task_files,
};

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
    #[arg(required_unless_present = "task_files")]
    paths: Vec<PathBuf>,
    /// Check task files (mimic.task.v1) or folders of them instead: each is
    /// parsed strictly and every instance expanded; problems are printed as
    /// `file:line:column: JSON pointer: message`.
    #[arg(long = "task-files", num_args = 1.., value_name = "PATH", conflicts_with_all = ["paths", "remap", "strict"])]
    task_files: Vec<PathBuf>,
    /// Reject fields the v1 schema does not define (by default they are
    /// reported as warnings and ignored).
    #[arg(long)]
    strict: bool,
    /// Also map every valid record again and print each one whose stored
    /// mapping differs (old -> new, with both reasons); exit 0 only when
    /// nothing differs. RULES: `current` (the default: what the current
    /// rules would change), `recorded` (each record under the rules version
    /// it names: does the trace still hold its own rules' answers), or a
    /// rules version such as `1` or `2`, given as `--remap=RULES`.
    #[arg(
        long,
        value_name = "RULES",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "current",
        value_parser = remap_rules
    )]
    remap: Option<RemapRules>,
    #[command(flatten)]
    log: common::LogArgs,
}

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, |args| run(&args))
}

fn remap_rules(name: &str) -> Result<RemapRules, String> {
    match name {
        "current" => Ok(RemapRules::These(MapOptions::default())),
        "recorded" => Ok(RemapRules::Recorded),
        version => MapOptions::from_rules_version(version)
            .map(RemapRules::These)
            .map_err(|e| format!("{e}; give current, recorded or a rules version")),
    }
}

fn run(args: &Args) -> anyhow::Result<ExitCode> {
    if !args.task_files.is_empty() {
        let mut out = BufWriter::new(std::io::stdout().lock());
        let summary = validate_task_files(&args.task_files, &Default::default(), &mut out)?;
        writeln!(out, "{summary}").context("writing the summary")?;
        out.flush().context("writing the report")?;
        return Ok(common::verdict(summary.all_valid()));
    }
    let options = ValidateOptions {
        strictness: if args.strict {
            Strictness::Strict
        } else {
            Strictness::Lenient
        },
        remap: args.remap,
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
