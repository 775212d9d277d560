//! Dumps an application's accessibility tree in the walker's JSON shape
//! (`mimic.ax-tree.v1`), the shape of the fixtures in `testdata/ax/`.
//! macOS only; elsewhere it prints why and exits non-zero.
//!
//! `cargo run --example ax-dump -- [--app NAME | --pid N | --delay SECONDS] [--scope window|display] [--out FILE]`

mod common;

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::{Parser, ValueEnum};
use mimic::observe::macos::{self, MacObserveOptions, MacTarget, Scope, WalkLimits};

/// Dump a macOS application's accessibility tree as JSON (mimic.ax-tree.v1).
///
/// The shape of the fixtures in testdata/ax/. macOS only (Accessibility
/// permission); elsewhere it fails saying why.
#[derive(Parser)]
#[command(after_help = common::EXIT_CODES)]
struct Args {
    /// Application name as the Dock shows it; default: the frontmost app.
    #[arg(long, conflicts_with = "pid")]
    app: Option<String>,
    /// Process id of the application instead of its name.
    #[arg(long)]
    pid: Option<i32>,
    /// Window title to observe instead of the focused window.
    #[arg(long)]
    window: Option<String>,
    /// Walk the focused window, or the whole display holding it.
    #[arg(long, value_enum, default_value_t = ScopeArg::Window)]
    scope: ScopeArg,
    /// Deepest level of the tree walked.
    #[arg(long, default_value_t = WalkLimits::default().max_depth)]
    max_depth: u32,
    /// Most nodes walked.
    #[arg(long, default_value_t = WalkLimits::default().max_nodes)]
    max_nodes: u32,
    /// Wait this long first, to bring the app to the front by hand.
    #[arg(long, default_value_t = 0)]
    delay: u64,
    /// Write here instead of stdout.
    #[arg(long)]
    out: Option<PathBuf>,
    #[command(flatten)]
    log: common::LogArgs,
}

#[derive(Clone, Copy, ValueEnum)]
enum ScopeArg {
    Window,
    Display,
}

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, run)
}

fn run(args: Args) -> anyhow::Result<()> {
    let target = match (args.app, args.pid) {
        (Some(name), _) => MacTarget::App(name),
        (None, Some(pid)) => MacTarget::Pid(pid),
        (None, None) => MacTarget::Frontmost,
    };
    let options = MacObserveOptions {
        target,
        window_title: args.window,
        scope: match args.scope {
            ScopeArg::Window => Scope::Window,
            ScopeArg::Display => Scope::Display,
        },
        limits: WalkLimits {
            max_depth: args.max_depth,
            max_nodes: args.max_nodes,
        },
        no_screenshot: true,
    };
    std::thread::sleep(std::time::Duration::from_secs(args.delay));
    let tree = macos::walk(&options)?;
    let json = tree.to_json();
    match args.out {
        Some(path) => {
            std::fs::write(&path, json + "\n").with_context(|| path.display().to_string())?;
            eprintln!(
                "{}: {} ({}), cut depth {} nodes {} unreadable {}",
                path.display(),
                tree.app.name,
                tree.app.pid,
                tree.cut.depth,
                tree.cut.nodes,
                tree.cut.unreadable
            );
        }
        None => println!("{json}"),
    }
    Ok(())
}
