//! What every example shares: the log flags, logging setup, exit codes and
//! the exit path. Errors print as a cause chain; a backtrace only with `-vv`
//! (and RUST_BACKTRACE=1, which makes one be captured).

// Each example compiles this module on its own and uses a part of it.
#![allow(dead_code)]

use std::io::IsTerminal;
use std::process::ExitCode;

/// `--help` footer of a tool that only succeeds or fails.
pub(crate) const EXIT_CODES: &str =
    "Exit codes: 0 done, 1 failed (the message says why), 2 bad arguments.";

/// `--help` footer of a tool that also gives a verdict on its input.
pub(crate) const EXIT_CODES_WITH_VERDICT: &str = "Exit codes: 0 done and the verdict is positive, 1 failed (the message says why), 2 bad arguments, 3 done but the verdict is negative (invalid records, differing mappings or a failing gate; the output says which).";

/// Exit code 3: the run worked, and what it checked did not pass.
pub(crate) const VERDICT_NEGATIVE: u8 = 3;

/// 0 when `passed`, else [`VERDICT_NEGATIVE`].
pub(crate) fn verdict(passed: bool) -> ExitCode {
    if passed {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(VERDICT_NEGATIVE)
    }
}

/// Parses a whole number of at least 1 (a count of workers, seeds, ranks).
pub(crate) fn at_least_one(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(0) => Err("must be at least 1".into()),
        Ok(n) => Ok(n),
        Err(e) => Err(e.to_string()),
    }
}

/// What a tool's body may return: nothing (success) or its own exit code.
pub(crate) trait Outcome {
    fn exit_code(self) -> ExitCode;
}

impl Outcome for () {
    fn exit_code(self) -> ExitCode {
        ExitCode::SUCCESS
    }
}

impl Outcome for ExitCode {
    fn exit_code(self) -> ExitCode {
        self
    }
}

/// Every tool's `main`: parses the flags, starts logging at the level
/// they ask for (`log` picks them out), runs, and turns the outcome into
/// the exit code.
pub(crate) fn main<A: clap::Parser, O: Outcome>(
    log: impl Fn(&A) -> LogArgs,
    run: impl FnOnce(A) -> anyhow::Result<O>,
) -> ExitCode {
    let args = A::parse();
    let log = log(&args);
    log.init();
    log.finish(run(args))
}

/// `-v`/`-q`, flattened into each example's arguments.
#[derive(Debug, Clone, Copy, clap::Args)]
pub(crate) struct LogArgs {
    /// More log output on stderr: -v info, -vv debug and backtraces, -vvv trace (RUST_LOG overrides the level).
    #[arg(short, long, action = clap::ArgAction::Count, global = true)]
    pub(crate) verbose: u8,
    /// Only errors: no progress, no summary, no warnings.
    #[arg(short, long, global = true, conflicts_with = "verbose")]
    pub(crate) quiet: bool,
}

impl LogArgs {
    /// Sends `tracing` events to stderr at the level the flags ask for.
    pub(crate) fn init(&self) {
        let level = match (self.quiet, self.verbose) {
            (true, _) => "error",
            (false, 0) => "warn",
            (false, 1) => "info",
            (false, 2) => "debug",
            (false, _) => "trace",
        };
        // chromiumoxide warns about every CDP event it has no type for;
        // that is noise unless one is debugging.
        let directives = if self.verbose >= 2 {
            level.to_string()
        } else {
            format!("{level},chromiumoxide=error")
        };
        // The CDP connection (chromiumoxide's, and the WebSocket under it)
        // logs every message at trace or debug: DOM snapshots with field
        // values and page text. Never, whatever RUST_LOG says.
        let filter = ["chromiumoxide::conn", "tungstenite", "async_tungstenite"]
            .into_iter()
            .fold(
                tracing_subscriber::EnvFilter::try_from_default_env()
                    .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(directives)),
                |filter, target| {
                    filter.add_directive(
                        format!("{target}=info")
                            .parse()
                            .expect("a valid tracing directive"),
                    )
                },
            );
        tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_writer(std::io::stderr)
            .with_ansi(std::io::stderr().is_terminal())
            .without_time()
            .init();
        if self.verbose < 2 {
            // RUST_BACKTRACE=1 would print a panic's backtrace; a bug report
            // needs the message and place, the trace only on request.
            std::panic::set_hook(Box::new(|info| {
                eprintln!(
                    "internal error (a bug in mimic): {info}\n(run with -vv for a backtrace)"
                );
            }));
        }
    }

    /// Prints an error as its cause chain (a backtrace only with -vv) and
    /// turns the result into the exit code: see [`EXIT_CODES`].
    pub(crate) fn finish(&self, result: anyhow::Result<impl Outcome>) -> ExitCode {
        let error = match result {
            Ok(outcome) => return outcome.exit_code(),
            Err(error) => error,
        };
        eprintln!("error: {error}");
        for cause in error.chain().skip(1) {
            eprintln!("  caused by: {cause}");
        }
        if self.verbose >= 2 {
            let backtrace = error.backtrace();
            if backtrace.status() == std::backtrace::BacktraceStatus::Captured {
                eprintln!("{backtrace}");
            } else {
                eprintln!("(no backtrace captured; run with RUST_BACKTRACE=1 and -vv)");
            }
        }
        ExitCode::FAILURE
    }
}

/// `--system-fonts`, flattened into the arguments of tools that start a browser.
#[derive(Debug, Clone, Copy, clap::Args)]
pub(crate) struct FontArgs {
    /// Lay text out with this machine's fonts instead of the ones mimic ships
    /// (Linux; boxes then differ from one machine to the next).
    #[arg(long)]
    pub(crate) system_fonts: bool,
}

impl FontArgs {
    pub(crate) fn choice(&self) -> mimic::observe::chrome::Fonts {
        if self.system_fonts {
            mimic::observe::chrome::Fonts::System
        } else {
            mimic::observe::chrome::Fonts::Pinned
        }
    }
}

/// Which tasks a collecting tool runs: task files, an id filter, how many
/// instances, parameters, a base URL and a shard. Flattened into the
/// arguments of `demo` and `collect-trace`.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct TaskArgs {
    /// Task files (mimic.task.v1) or folders of them; default: the demo's
    /// own task files.
    #[arg(long = "task-files", num_args = 1.., value_name = "PATH")]
    pub(crate) task_files: Vec<std::path::PathBuf>,
    /// Collect only these task ids (of the loaded files; without
    /// --task-files, of the demo's tasks and its extra tasks).
    #[arg(long, num_args = 1.., value_delimiter = ',')]
    pub(crate) tasks: Vec<String>,
    /// Seeds (or parameter sets) per task, at most; each runs at every
    /// viewport. Default: what each task file names (the demo's: 4).
    #[arg(long, value_parser = at_least_one)]
    pub(crate) instances: Option<usize>,
    /// Set a task parameter: NAME=VALUE (repeatable); replaces the drawn value.
    #[arg(long = "param", value_name = "NAME=VALUE", value_parser = parse_param)]
    pub(crate) params: Vec<(String, String)>,
    /// The origin `start.path` is joined to, replacing each file's `baseUrl`.
    #[arg(long)]
    pub(crate) base_url: Option<String>,
    /// Collect only shard K of N (K/N): N machines running the same tasks
    /// with 1/N .. N/N collect every instance once; copy their output
    /// folders together to merge.
    #[arg(long, value_name = "K/N")]
    pub(crate) shard: Option<mimic::task::Shard>,
}

fn parse_param(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((name, value)) if !name.is_empty() => Ok((name.to_string(), value.to_string())),
        _ => Err(format!("{text:?} is not NAME=VALUE")),
    }
}

impl TaskArgs {
    pub(crate) fn run_params(&self) -> mimic::task::RunParams {
        mimic::task::RunParams {
            base_url: self.base_url.clone(),
            given: self.params.iter().cloned().collect(),
        }
    }

    /// The selected tasks, loaded and checked.
    pub(crate) fn load(&self) -> anyhow::Result<Vec<mimic::task::Task>> {
        use anyhow::Context;
        let run = self.run_params();
        let (loaded, default) = if self.task_files.is_empty() {
            let demo = vec![std::path::PathBuf::from(mimic::demo::DEMO_TASKS_DIR)];
            let default = mimic::task::load_paths(&demo, &run)?;
            let mut all = default.clone();
            all.extend(mimic::task::load_paths(
                &[std::path::PathBuf::from(mimic::demo::EXTRA_TASKS_DIR)],
                &run,
            )?);
            (all, default)
        } else {
            let loaded = mimic::task::load_paths(&self.task_files, &run).context("--task-files")?;
            (loaded.clone(), loaded)
        };
        if self.tasks.is_empty() {
            return Ok(default);
        }
        mimic::task::select_ids(&loaded, &self.tasks).context("--tasks")
    }
}

/// mimalloc, not glibc's allocator: the builder allocates and frees every
/// string of every candidate, and frees them on other threads.
#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
