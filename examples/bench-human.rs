//! bench-human: how fresh human mode's observations are while a person
//! types fast.
//!
//! A headful Chromium on an Xvfb display records a scripted person
//! (xdotool: real X pointer and keyboard events) filling a form that
//! redraws on every keystroke (`testdata/pages/live-form.html`): click a
//! field, type a name, Tab, type an email, click Add, several rounds. Prints
//! the time from a change of the page to the end of the observation that
//! caught up with it (median, 90th percentile, maximum), beside a bare
//! screenshot of the same page in the same run, and the share of recorded
//! steps marked stale. Needs Chromium, Xvfb and xdotool.

mod common;
#[path = "support/xvfb.rs"]
mod xvfb;

use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::Context;
use clap::Parser;
use mimic::collect::human::{Control, control_channel, record_human};
use mimic::collect::out::{OutLayout, OutMode};
use mimic::demo::DemoServer;
use mimic::observe::chrome::{Browser, LaunchOptions, Viewport};
use serde_json::json;
use xvfb::{
    Display, HEIGHT, WIDTH, boxes, first_observation, kiosk_options, screen, window_shown, xdotool,
};

/// Benchmark: how fresh human mode's observations are while a person types
/// fast (real X input on Xvfb).
///
/// Prints the time from a page change to the observation that caught up
/// with it, beside a bare screenshot, and the share of stale steps. Needs
/// Chromium, Xvfb and xdotool.
#[derive(Debug, Parser)]
#[command(name = "bench-human", after_help = common::EXIT_CODES)]
struct Args {
    /// Rounds of the form (click, type, Tab, type, Add).
    #[arg(long, default_value_t = 5)]
    rounds: usize,
    /// Milliseconds between typed keys (xdotool's --delay).
    #[arg(long, default_value_t = 15)]
    key_delay_ms: u64,
    #[command(flatten)]
    log: common::LogArgs,
}

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, run)
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

fn run(args: Args) -> anyhow::Result<()> {
    let pages = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/pages");
    let server = DemoServer::start(&pages).context("serving testdata/pages")?;
    let url = server.url("/live-form.html");
    let dir = tempfile::tempdir()?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let bare = bare_screenshot_ms(&url).await?;
        let found = boxes(&url, &["name", "email", "add"]).await;
        let display = Display::start();
        let out = OutLayout::prepare(dir.path(), OutMode::Fresh)?;
        let options = kiosk_options(&display, &url, vec![server.origin()], &out);
        let (tx, rx) = control_channel();
        let raw = out.raw_file(&options.trace_id);
        let number = display.number;
        let (rounds, delay) = (args.rounds, args.key_delay_ms.to_string());
        let person = async move {
            first_observation(&raw).await;
            tokio::task::spawn_blocking(move || window_shown(number)).await?;
            tokio::task::spawn_blocking(move || {
                let click = |b: mimic::schema::Bounds| {
                    let [x, y] = screen(b.center());
                    xdotool(number, &["mousemove", &x, &y, "click", "1"]);
                };
                for round in 0..rounds {
                    click(found[0]);
                    xdotool(number, &["type", "--delay", &delay, &format!("Ada Lovelace {round}")]);
                    xdotool(number, &["key", "Tab"]);
                    xdotool(number, &["type", "--delay", &delay, &format!("ada{round}@example.org")]);
                    click(found[2]);
                }
                // The last steps end once the page is seen settled.
                std::thread::sleep(Duration::from_millis(800));
            })
            .await?;
            tx.send(Control::Stop)
                .map_err(|_| anyhow::anyhow!("the recorder stopped early"))?;
            anyhow::Ok(())
        };
        let (outcome, person) = tokio::join!(record_human(options, rx), person);
        person?;
        let outcome = outcome?;
        if let Some(fault) = &outcome.fault {
            anyhow::bail!("the recording failed: {fault}");
        }
        let steps = outcome.records.len();
        let stale = outcome
            .records
            .iter()
            .filter(|r| r.observation_ext().and_then(|o| o.stale) == Some(true))
            .count();
        let mut fresh = outcome.freshness_ms.clone();
        fresh.sort_by(f64::total_cmp);
        println!(
            "{} rounds at {} ms per key, viewport {WIDTH}x{HEIGHT}",
            args.rounds, args.key_delay_ms
        );
        println!("bare screenshot of the page (headless, same run): {bare:.0} ms");
        println!(
            "change to fresh observation: median {:.0} ms, p90 {:.0} ms, max {:.0} ms over {} catch-ups (median {:.1}x the bare screenshot)",
            percentile(&fresh, 0.5),
            percentile(&fresh, 0.9),
            fresh.last().copied().unwrap_or(f64::NAN),
            fresh.len(),
            percentile(&fresh, 0.5) / bare.max(1e-9),
        );
        println!(
            "stale steps: {stale} of {steps} ({:.1}%)",
            100.0 * stale as f64 / (steps.max(1)) as f64
        );
        anyhow::Ok(())
    })
}

/// Median of five bare `Page.captureScreenshot`s of `url` in a headless
/// browser, in milliseconds.
async fn bare_screenshot_ms(url: &str) -> anyhow::Result<f64> {
    let browser = Browser::launch(LaunchOptions {
        viewport: Viewport {
            width: WIDTH,
            height: HEIGHT,
            scale: 1.0,
        },
        ..LaunchOptions::default()
    })
    .await?;
    let page = browser.new_page(url).await?;
    let mut times = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        page.call("Page.captureScreenshot", json!({ "format": "png" }))
            .await?;
        times.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    page.close().await?;
    browser.close().await;
    times.sort_by(f64::total_cmp);
    Ok(times[times.len() / 2])
}
