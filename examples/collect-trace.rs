//! collect-trace: record v1 traces of deterministic tasks (the demo's task
//! files, or your own).
//!
//! `cargo run --release --example collect-trace -- --out OUT
//! [--task-files PATH...] [--tasks ID...] [--instances N] [--param N=V]
//! [--base-url URL] [--shard K/N] [--runs N] [--jobs N]
//! [--resume | --add-run]`, or
//! `--human --goal TEXT (--url URL | --observer macos)`, or `--replay RAW`.

mod common;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use clap::Parser;
use indicatif::{ProgressBar, ProgressStyle};
use mimic::collect::demo_run::{DemoRunOptions, collect_all};
use mimic::collect::out::{OutError, OutLayout, OutMode};
use mimic::collect::record::{Clock, run_id};
use mimic::collect::summary::Summary;
use mimic::demo::{DemoServer, Servers};
use mimic::map::MapOptions;
use mimic::task::script::TaskScript;
use mimic_observe::chrome::LaunchOptions;

#[derive(Debug, Parser)]
#[command(
    about = "Collect v1 traces of deterministic tasks in a real Chromium",
    long_about = "Collect v1 traces of deterministic tasks (the demo's task files, or --task-files of your own; see docs/tasks.md) in a real Chromium, replay a recording (--replay), or record a person (--human). Writes OUT/traces/, OUT/raw/ and OUT/screenshots/; see docs/collector.md.",
    after_help = common::EXIT_CODES
)]
struct Args {
    /// Output folder (traces/, raw/, screenshots/).
    #[arg(long, default_value = "mimic-out")]
    out: PathBuf,
    #[command(flatten)]
    tasks: common::TaskArgs,
    /// Collect every instance this many times (run-1, run-2, ...).
    #[arg(long, default_value_t = 1)]
    runs: u32,
    /// Browsers working at once.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Finish an interrupted run in OUT: keep finished traces, redo the rest.
    #[arg(long, conflicts_with = "add_run")]
    resume: bool,
    /// Collect again beside the runs already in OUT, as the next run number.
    #[arg(long)]
    add_run: bool,
    /// Stamp every record with this RFC 3339 time instead of the real clock.
    #[arg(long)]
    fixed_clock: Option<String>,
    /// Loopback port of the first served folder (0: any free port). Records
    /// hold page URLs, so a fixed port keeps runs of different invocations
    /// comparable.
    #[arg(long, default_value_t = 47800)]
    port: u16,
    /// Replay a raw-events file (OUT/raw/<traceId>.events.jsonl) into a fresh
    /// browser and record it as a `human_replay` trace in --out.
    #[arg(long)]
    replay: Option<PathBuf>,
    /// Record a person: opens a visible browser at --url. Type a subgoal and
    /// Enter to start it, `p` + Enter to pause or resume, `q` + Enter,
    /// Ctrl+C or closing the browser to finish.
    #[arg(long, requires = "goal")]
    human: bool,
    /// What --human observes: `chrome` (a browser opened at --url) or
    /// `macos` (the frontmost application, through the accessibility API
    /// and an event tap; only on macOS).
    #[arg(long, value_enum, default_value_t = Observer::Chrome)]
    observer: Observer,
    /// Start page of --human with the Chrome observer.
    #[arg(long)]
    url: Option<String>,
    /// Task goal of --human.
    #[arg(long)]
    goal: Option<String>,
    /// Origins recorded in --human (default: the start URL's origin).
    #[arg(long, num_args = 1..)]
    allow: Vec<String>,
    /// Show the browser window.
    #[arg(long)]
    headful: bool,
    #[command(flatten)]
    fonts: common::FontArgs,
    #[command(flatten)]
    log: common::LogArgs,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Observer {
    Chrome,
    Macos,
}

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, |args| run(&args))
}

fn run(args: &Args) -> Result<()> {
    if let Some(raw) = &args.replay {
        return replay(args, raw);
    }
    if args.human {
        return human(args);
    }
    let mode = if args.resume {
        OutMode::Resume
    } else if args.add_run {
        OutMode::AddRun
    } else {
        OutMode::Fresh
    };
    let out = OutLayout::prepare(&args.out, mode).map_err(|error| match error {
        OutError::NotEmpty(_) => anyhow::anyhow!(
            "{error}: pass --resume to finish an interrupted run or --add-run to collect another run beside it"
        ),
        other => other.into(),
    })?;
    let tasks = args.tasks.load()?;
    if args.runs == 0 {
        bail!("--runs must be at least 1");
    }
    let clock = match &args.fixed_clock {
        Some(text) => Clock::fixed(text)
            .with_context(|| format!("--fixed-clock {text:?} is not an RFC 3339 time"))?,
        None => Clock::System,
    };
    let first_run = if mode == OutMode::AddRun {
        out.next_run()?
    } else {
        1
    };
    let finished = if mode == OutMode::Resume {
        out.finished_traces()?
    } else {
        Default::default()
    };
    let run_params = args.tasks.run_params();
    let scripts = mimic::task::run_scripts(
        &tasks,
        args.tasks.instances.map(|n| n as u64),
        &run_params,
        args.tasks.shard,
    )?;
    let server = Servers::for_scripts(&scripts, args.port)?;

    let launch = LaunchOptions {
        headful: args.headful,
        fonts: args.fonts.choice(),
        ..LaunchOptions::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let mut summary = Summary::default();
    let started = Instant::now();
    for run in first_run..first_run + args.runs {
        let todo: Vec<TaskScript> = scripts
            .iter()
            .filter(|s| {
                !finished.contains(&mimic::collect::record::trace_id(
                    &s.task_id,
                    &s.instance_id,
                    run,
                ))
            })
            .cloned()
            .collect();
        let bar = ProgressBar::new(todo.len() as u64);
        bar.set_style(
            ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} traces, {elapsed}")?
                .progress_chars("=> "),
        );
        bar.set_message(run_id(run));
        let options = DemoRunOptions {
            out: out.clone(),
            run,
            clock: clock.clone(),
            map_options: MapOptions::default(),
            given_secrets: run_params.given.clone(),
        };
        runtime.block_on(collect_all(
            &server,
            todo,
            args.jobs,
            &launch,
            &options,
            |outcome| {
                summary.add_trace(&outcome.records);
                if let Some(fault) = &outcome.fault {
                    bar.println(format!("fault: {}: {fault}", outcome.trace_id));
                    summary.add_fault(&outcome.trace_id, fault);
                }
                for error in &outcome.recorder_errors {
                    bar.println(format!("recorder: {}: {error}", outcome.trace_id));
                }
                bar.inc(1);
            },
        ))?;
        bar.finish();
    }
    let elapsed = started.elapsed();
    eprint!("{summary}");
    eprintln!(
        "time: {:.1} s, {:.1} steps/s, output in {}",
        elapsed.as_secs_f64(),
        summary.steps as f64 / elapsed.as_secs_f64().max(1e-9),
        out.root.display()
    );
    Ok(())
}

/// `--replay`: the demo server runs on --port, so a demo recording's start
/// URL is served again.
fn replay(args: &Args, raw: &std::path::Path) -> Result<()> {
    let out = OutLayout::prepare(&args.out, OutMode::AddRun)?;
    let _server = DemoServer::start_on(mimic::demo::DEMO_SITES_DIR, args.port)?;
    let clock = match &args.fixed_clock {
        Some(text) => Clock::fixed(text)
            .with_context(|| format!("--fixed-clock {text:?} is not an RFC 3339 time"))?,
        None => Clock::System,
    };
    let launch = LaunchOptions {
        headful: args.headful,
        fonts: args.fonts.choice(),
        ..LaunchOptions::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let outcome = runtime.block_on(mimic::collect::replay::replay(raw, &out, &launch, &clock))?;
    let mut summary = Summary::default();
    summary.add_trace(&outcome.records);
    if let Some(fault) = &outcome.fault {
        summary.add_fault(&outcome.trace_id, fault);
    }
    eprint!("{summary}");
    Ok(())
}

/// `--human`: records a person until `q`, Ctrl+C or (Chrome) the browser
/// closing.
fn human(args: &Args) -> Result<()> {
    use mimic::collect::human::{Control, HumanOptions, control_channel, origin_of, record_human};
    use mimic::collect::human_macos::{MacHumanOptions, record_human_macos};
    let goal = args.goal.clone().context("--human needs --goal")?;
    let url = match args.observer {
        Observer::Chrome => Some(args.url.clone().context("--human needs --url")?),
        Observer::Macos => None,
    };
    let out = OutLayout::prepare(&args.out, OutMode::AddRun)?;
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)?
        .as_secs();
    let trace_id = format!("manual--{seconds}--run-1");
    let (tx, rx) = control_channel();
    let stdin_tx = tx.clone();
    std::thread::spawn(move || {
        eprintln!(
            "recording: type a subgoal + Enter; p + Enter pauses/resumes; q + Enter or Ctrl+C ends"
        );
        for line in std::io::stdin().lines() {
            let Ok(line) = line else { break };
            let control = match line.trim() {
                "" => continue,
                "p" => Control::TogglePause,
                "q" => Control::Stop,
                text => Control::Subgoal(text.to_string()),
            };
            if stdin_tx.send(control).is_err() {
                return;
            }
        }
        let _ = stdin_tx.send(Control::Stop);
    });
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let ctrl_c = tx.clone();
    runtime.spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            let _ = ctrl_c.send(Control::Stop);
        }
    });
    let outcome = match args.observer {
        Observer::Macos => record_human_macos(
            MacHumanOptions {
                goal,
                trace_id,
                out,
                clock: Clock::System,
                observe: Default::default(),
            },
            rx,
        )?,
        Observer::Chrome => {
            let url = url.context("--human needs --url")?;
            let allowed_origins = if args.allow.is_empty() {
                vec![origin_of(&url).with_context(|| format!("--url {url:?} has no origin"))?]
            } else {
                args.allow.clone()
            };
            let options = HumanOptions {
                url,
                goal,
                allowed_origins,
                trace_id,
                out,
                clock: Clock::System,
                launch: LaunchOptions {
                    headful: true,
                    fonts: args.fonts.choice(),
                    ..LaunchOptions::default()
                },
            };
            runtime.block_on(record_human(options, rx))?
        }
    };
    let mut summary = Summary::default();
    summary.add_trace(&outcome.records);
    if let Some(fault) = &outcome.fault {
        summary.add_fault(&outcome.trace_id, fault);
    }
    eprint!("{summary}");
    Ok(())
}
