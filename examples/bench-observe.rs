//! bench-observe: what one Chrome observation costs, beside a bare
//! `Page.captureScreenshot` of the same page in the same run.
//!
//! For pages of 100, 2,000 and 10,000 interactive elements
//! (`testdata/pages/many.html?n=N`), prints the median of several runs:
//! bare screenshot, full observation, and its split into candidates and
//! screenshot, the share of the observation spent checking whether the page
//! changed between snapshot and screenshot, plus peak memory (VmHWM) of this
//! process and of Chromium's processes. Then the cost of taking both again:
//! a page that changes all the time (`ever-changing.html`), beside the same
//! page held still, in the same run.

mod common;

use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::Context;
use clap::Parser;
use mimic::observe::chrome::{Browser, LaunchOptions, ObserveOptions, observe};
use serde_json::json;

/// Benchmark: what one Chrome observation costs beside a bare screenshot.
///
/// For pages of 100, 2,000 and 10,000 interactive elements, prints medians of
/// screenshot, observation, candidates and peak memory. Needs Chromium.
#[derive(Debug, Parser)]
#[command(name = "bench-observe", after_help = common::EXIT_CODES)]
struct Args {
    /// Runs per page size (the median is printed).
    #[arg(long, default_value_t = 5)]
    runs: usize,
    /// Page sizes (interactive elements).
    #[arg(long, value_delimiter = ',', default_value = "100,2000,10000")]
    sizes: Vec<usize>,
    #[command(flatten)]
    log: common::LogArgs,
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v.get(v.len() / 2).copied().unwrap_or_default()
}

fn ms(d: Duration) -> String {
    format!("{:.0}", d.as_secs_f64() * 1000.0)
}

/// Peak resident memory in KiB of each process in `pids`, summed.
fn peak_kib(pids: impl IntoIterator<Item = u32>) -> u64 {
    pids.into_iter()
        .filter_map(|pid| std::fs::read_to_string(format!("/proc/{pid}/status")).ok())
        .filter_map(|status| {
            status
                .lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse::<u64>().ok())
        })
        .sum()
}

/// Chromium and its helpers: the processes of its process group.
fn chromium_pids(group: u32) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|e| e.file_name().to_str().and_then(|n| n.parse::<u32>().ok()))
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/stat"))
                .ok()
                .and_then(|stat| {
                    // Fields after the command name: state ppid pgrp ...
                    let rest = stat.rsplit_once(')')?.1;
                    rest.split_whitespace().nth(2)?.parse::<u32>().ok()
                })
                == Some(group)
        })
        .collect()
}

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, run)
}

fn run(args: Args) -> anyhow::Result<()> {
    let page_file = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/pages/many.html");
    let page_file = page_file
        .canonicalize()
        .with_context(|| format!("{}", page_file.display()))?;
    let out = tempfile::tempdir()?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let browser = Browser::launch(LaunchOptions::default()).await?;
        println!(
            "{:>7} {:>6} {:>8} {:>8} {:>8} {:>8} {:>6} {:>7}  partial",
            "elems", "cands", "bare_ms", "obs_ms", "cand_ms", "shot_ms", "ratio", "check%"
        );
        for &n in &args.sizes {
            let url = format!("file://{}?n={n}", page_file.display());
            let page = browser.new_page(&url).await?;
            let options = ObserveOptions {
                max_candidates: n.max(1),
                ..ObserveOptions::default()
            };
            // Warm-up: first captures pay for caches and compositing.
            observe(&page, &options, out.path()).await?;
            let (mut bare, mut total, mut cands, mut shots) = (vec![], vec![], vec![], vec![]);
            let mut checks = vec![];
            let mut last = None;
            for _ in 0..args.runs {
                let t = Instant::now();
                page.call("Page.captureScreenshot", json!({ "format": "png" }))
                    .await?;
                bare.push(t.elapsed());
                let o = observe(&page, &options, out.path()).await?;
                total.push(o.timings.total);
                cands.push(o.timings.candidates);
                shots.push(o.timings.screenshot);
                checks.push(o.timings.change_checks);
                last = Some(o);
            }
            let o = last.context("no run")?;
            let (bare, total) = (median(bare), median(total));
            println!(
                "{n:>7} {:>6} {:>8} {:>8} {:>8} {:>8} {:>6.2} {:>6.1}%  {}",
                o.observed.observation.candidates.len(),
                ms(bare),
                ms(total),
                ms(median(cands)),
                ms(median(shots)),
                total.as_secs_f64() / bare.as_secs_f64().max(1e-9),
                100.0 * median(checks).as_secs_f64() / total.as_secs_f64().max(1e-9),
                o.observed.ext.partial_reasons.unwrap_or_default().join(","),
            );
            page.close().await?;
        }
        retake_cost(&browser, args.runs, out.path()).await?;
        println!(
            "peak memory (VmHWM): this process {} MiB, Chromium processes (sum) {} MiB",
            peak_kib([std::process::id()]) / 1024,
            peak_kib(chromium_pids(browser.pid())) / 1024
        );
        browser.close().await;
        anyhow::Ok(())
    })
}

/// The page that never stops changing, observed as it runs (every capture
/// taken again until the limit, then masked whole) and held still (its
/// timer stopped: one capture), in the same tab.
async fn retake_cost(browser: &Browser, runs: usize, out: &Path) -> anyhow::Result<()> {
    let page_file = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/pages/ever-changing.html");
    let page_file = page_file
        .canonicalize()
        .with_context(|| format!("{}", page_file.display()))?;
    let page = browser
        .new_page(&format!("file://{}", page_file.display()))
        .await?;
    let options = ObserveOptions::default();
    let sample = async || -> anyhow::Result<(Duration, usize)> {
        observe(&page, &options, out).await?;
        let (mut total, mut captures) = (vec![], 0);
        for _ in 0..runs {
            let o = observe(&page, &options, out).await?;
            total.push(o.timings.total);
            captures = captures.max(o.timings.captures);
        }
        Ok((median(total), captures))
    };
    let (changing, changing_captures) = sample().await?;
    // Stops every timer the page set (ids count up from 1).
    page.call(
        "Runtime.evaluate",
        json!({ "expression": "for (let i = 1; i < 10000; i++) clearInterval(i)" }),
    )
    .await?;
    let (still, still_captures) = sample().await?;
    println!(
        "re-take: changing page {} ms ({changing_captures} captures), held still {} ms ({still_captures} capture), ratio {:.2}",
        ms(changing),
        ms(still),
        changing.as_secs_f64() / still.as_secs_f64().max(1e-9)
    );
    page.close().await?;
    Ok(())
}
