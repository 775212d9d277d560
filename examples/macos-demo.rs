//! Runs the deterministic macOS tasks (TextEdit, Calculator) through real
//! input events and writes, per task, one JSON line per step: the observation
//! before it, the action, the candidate the script aimed at, and the checked
//! effect. macOS only (Accessibility and Screen Recording permissions);
//! elsewhere it prints why and exits non-zero.
//!
//! `cargo run --example macos-demo -- --out OUT [--task ID]...`
//!
//! Writes `OUT/macos-demo/<task>.steps.jsonl` and `OUT/screenshots/`.

mod common;

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::bail;
use clap::Parser;
use mimic::observe::macos::{self, WalkLimits, tasks};
use mimic::schema::VerificationStatus;
use mimic::schema::jsonl::{Durability, JsonlWriter};

/// Run the deterministic macOS tasks (TextEdit, Calculator) with real input.
///
/// Writes OUT/macos-demo/<task>.steps.jsonl and OUT/screenshots/. macOS only
/// (Accessibility and Screen Recording permissions); elsewhere it fails
/// saying why.
#[derive(Parser)]
#[command(after_help = common::EXIT_CODES)]
struct Args {
    /// Output folder.
    #[arg(long, default_value = "mimic-out")]
    out: PathBuf,
    /// Run only these tasks (default: all).
    #[arg(long = "task")]
    tasks: Vec<String>,
    /// List the tasks and exit.
    #[arg(long)]
    list: bool,
    #[command(flatten)]
    log: common::LogArgs,
}

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, run)
}

fn run(args: Args) -> anyhow::Result<()> {
    if args.list {
        for task in tasks::TASKS {
            println!("{}\t{}\t{}", task.id, task.app, task.goal);
        }
        return Ok(());
    }
    let chosen: Vec<&tasks::MacTask> = if args.tasks.is_empty() {
        tasks::TASKS.iter().collect()
    } else {
        args.tasks
            .iter()
            .map(|id| tasks::task(id).ok_or_else(|| anyhow::anyhow!("no task {id:?} (see --list)")))
            .collect::<Result<_, _>>()?
    };
    let dir = args.out.join("macos-demo");
    for task in &chosen {
        let path = dir.join(format!("{}.steps.jsonl", task.id));
        if path.exists() {
            bail!("{} exists; choose another --out", path.display());
        }
    }
    let mut failed = 0;
    for task in chosen {
        let steps = macos::run_task(task, WalkLimits::default(), &args.out)?;
        let path = dir.join(format!("{}.steps.jsonl", task.id));
        let mut writer = JsonlWriter::append(&path, Durability::Flush)?;
        for step in &steps {
            writer.write(step)?;
        }
        let passed = steps
            .iter()
            .filter(|s| s.verification.status == VerificationStatus::Passed)
            .count();
        failed += steps.len() - passed;
        eprintln!(
            "{}: {passed}/{} steps verified -> {}",
            task.id,
            steps.len(),
            path.display()
        );
    }
    if failed > 0 {
        bail!("{failed} step(s) did not show their expected effect");
    }
    Ok(())
}
