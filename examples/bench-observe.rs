//! bench-observe: what one Chrome observation costs, beside what Chromium
//! alone takes for the same page in the same run and tab.
//!
//! For pages of 100, 2,000 and 10,000 interactive elements
//! (`testdata/pages/many.html?n=N`) and a saved real page of about 3,100
//! candidates (`testdata/real-sites/rust-std/std/vec/struct.Vec.html`),
//! prints medians of several runs: a bare `Page.captureScreenshot`, a full
//! `Accessibility.getFullAXTree`, a `DOMSnapshot.captureSnapshot` with
//! layout, and the observation (its candidates and screenshot parts), then
//! where the observation's time went, phase by phase. Then the cost of
//! taking snapshot and screenshot again on a page that changes all the time
//! (`ever-changing.html`) beside the same page held still, and peak memory
//! (VmHWM) of this process and of Chromium's processes.

mod common;

use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::Context;
use clap::Parser;
use mimic::observe::chrome::{
    Breakdown, Browser, ChromeObservation, LaunchOptions, ObserveOptions, observe,
};
use serde_json::json;

/// Benchmark: what one Chrome observation costs beside what Chromium alone
/// takes for the same page.
///
/// For pages of 100, 2,000 and 10,000 interactive elements and a saved real
/// page of about 3,100 candidates, prints medians of a bare screenshot, the
/// full accessibility tree, a DOM snapshot, the observation and its phases,
/// and peak memory. Needs Chromium.
#[derive(Debug, Parser)]
#[command(name = "bench-observe", after_help = common::EXIT_CODES)]
struct Args {
    /// Runs per page size (the median is printed).
    #[arg(long, default_value_t = 5)]
    runs: usize,
    /// Page sizes (interactive elements).
    #[arg(long, value_delimiter = ',', default_value = "100,2000,10000")]
    sizes: Vec<usize>,
    /// Leave out the saved real page.
    #[arg(long)]
    no_real_page: bool,
    #[command(flatten)]
    log: common::LogArgs,
}

/// A row of the phase table: its name and how to read it.
type Phase = (&'static str, fn(&Breakdown) -> Duration);

/// The saved real page: rustdoc's `Vec`, about 3,100 candidates.
const REAL_PAGE: &str = "testdata/real-sites/rust-std/std/vec/struct.Vec.html";

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

/// Resets the peak resident memory (VmHWM) of each process; false where the
/// kernel refuses (`/proc/PID/clear_refs` needs the same user or root).
fn reset_peaks(pids: impl IntoIterator<Item = u32>) -> bool {
    pids.into_iter()
        .all(|pid| std::fs::write(format!("/proc/{pid}/clear_refs"), "5").is_ok())
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

/// One page to time: its label, URL and the candidates to keep.
struct Subject {
    label: String,
    url: String,
    max_candidates: usize,
}

fn file_url(relative: &str) -> anyhow::Result<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(relative);
    let path = path
        .canonicalize()
        .with_context(|| format!("{}", path.display()))?;
    Ok(format!("file://{}", path.display()))
}

/// Medians of one page's runs.
struct Figures {
    bare: Duration,
    full_ax: Duration,
    snapshot: Duration,
    total: Duration,
    candidates: Duration,
    screenshot: Duration,
    checks: Duration,
    observation: ChromeObservation,
    breakdowns: Vec<Breakdown>,
    /// Peak resident memory while only observing (MiB): this process, and
    /// Chromium's processes summed.
    peak_mib: Option<(u64, u64)>,
}

fn run(args: Args) -> anyhow::Result<()> {
    let mut subjects: Vec<Subject> = Vec::new();
    for &n in &args.sizes {
        subjects.push(Subject {
            label: format!("many.html n={n}"),
            url: format!("{}?n={n}", file_url("testdata/pages/many.html")?),
            max_candidates: n.max(1),
        });
    }
    if !args.no_real_page {
        subjects.push(Subject {
            label: "rust-std Vec".into(),
            url: file_url(REAL_PAGE)?,
            max_candidates: ObserveOptions::default().max_candidates,
        });
    }
    let out = tempfile::tempdir()?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let mut peaks = Vec::new();
        for subject in &subjects {
            peaks.push(peak_memory(subject, args.runs, out.path()).await?);
        }
        let browser = Browser::launch(LaunchOptions::default()).await?;
        let mut all = Vec::new();
        for (subject, peak_mib) in subjects.iter().zip(peaks) {
            let mut figures = measure(&browser, subject, args.runs, out.path()).await?;
            figures.peak_mib = peak_mib;
            all.push((subject, figures));
        }
        println!(
            "{:<18} {:>6} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8} {:>6} {:>7}  partial",
            "page",
            "cands",
            "bare_ms",
            "fullax",
            "snap_ms",
            "obs_ms",
            "cand_ms",
            "shot_ms",
            "ratio",
            "check%"
        );
        for (subject, f) in &all {
            println!(
                "{:<18} {:>6} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8} {:>6.2} {:>6.1}%  {}",
                subject.label,
                f.observation.observed.observation.candidates.len(),
                ms(f.bare),
                ms(f.full_ax),
                ms(f.snapshot),
                ms(f.total),
                ms(f.candidates),
                ms(f.screenshot),
                ratio(f.total, f.bare),
                100.0 * ratio(f.checks, f.total),
                f.observation
                    .observed
                    .ext
                    .partial_reasons
                    .clone()
                    .unwrap_or_default()
                    .join(","),
            );
        }
        println!();
        println!("where the observation's time went (medians, ms; rows marked * overlap others):");
        let phases: [Phase; 13] = [
            ("layout_metrics*", |b| b.layout_metrics),
            ("snapshot_call*", |b| b.snapshot_call),
            ("snapshot_decode", |b| b.snapshot_decode),
            ("shadow_hosts", |b| b.shadow_hosts),
            ("element_reads", |b| b.element_reads),
            ("screenshot_call*", |b| b.screenshot_call),
            ("change_checks", |_| Duration::ZERO),
            ("rules", |b| b.rules),
            ("masks", |b| b.masks),
            ("computed_ax*", |b| b.computed_ax),
            ("ax_tree*", |b| b.ax_tree),
            ("png_masking*", |b| b.masking),
            ("png_hash_write*", |b| b.hash_and_write),
        ];
        print!("{:<18}", "phase");
        for (subject, _) in &all {
            print!(" {:>16}", subject.label);
        }
        println!();
        for (name, get) in phases {
            print!("{name:<18}");
            for (_, f) in &all {
                let d = if name == "change_checks" {
                    f.checks
                } else {
                    median(f.breakdowns.iter().map(get).collect())
                };
                print!(" {:>16}", ms(d));
            }
            println!();
        }
        print!("{:<18}", "peak_mib_mimic");
        for (_, f) in &all {
            let v = f.peak_mib.map_or("?".to_string(), |(m, _)| m.to_string());
            print!(" {v:>16}");
        }
        println!();
        print!("{:<18}", "peak_mib_chromium");
        for (_, f) in &all {
            let v = f.peak_mib.map_or("?".to_string(), |(_, c)| c.to_string());
            print!(" {v:>16}");
        }
        println!();
        print!("{:<18}", "ax_tree_cands");
        for (_, f) in &all {
            let n = f.breakdowns.last().map_or(0, |b| b.ax_tree_candidates);
            print!(" {n:>16}");
        }
        println!();
        println!();
        retake_cost(&browser, args.runs, out.path()).await?;
        println!(
            "peak memory of the whole run (VmHWM, reference requests included): this process {} MiB, Chromium processes (sum) {} MiB",
            peak_kib([std::process::id()]) / 1024,
            peak_kib(chromium_pids(browser.pid())) / 1024
        );
        browser.close().await;
        anyhow::Ok(())
    })
}

fn ratio(a: Duration, b: Duration) -> f64 {
    a.as_secs_f64() / b.as_secs_f64().max(1e-9)
}

/// Peak memory of observing one page alone (MiB: this process, Chromium's
/// processes summed): a browser of its own loads the page and observes it
/// `runs` times, this process's peak reset first (it still counts what
/// earlier pages left allocated). Run before the reference requests,
/// whose answers are large. `None` where peaks cannot be reset.
async fn peak_memory(
    subject: &Subject,
    runs: usize,
    out: &Path,
) -> anyhow::Result<Option<(u64, u64)>> {
    let browser = Browser::launch(LaunchOptions::default()).await?;
    let page = browser.new_page(&subject.url).await?;
    let options = ObserveOptions {
        max_candidates: subject.max_candidates,
        ..ObserveOptions::default()
    };
    let peaks = if reset_peaks([std::process::id()]) {
        for _ in 0..runs.max(1) {
            observe(&page, &options, out).await?;
        }
        Some((
            peak_kib([std::process::id()]) / 1024,
            peak_kib(chromium_pids(browser.pid())) / 1024,
        ))
    } else {
        None
    };
    page.close().await?;
    browser.close().await;
    Ok(peaks)
}

/// Times one page: each run takes, in the same tab, a bare screenshot, the
/// full accessibility tree, a DOM snapshot with layout and an observation.
async fn measure(
    browser: &Browser,
    subject: &Subject,
    runs: usize,
    out: &Path,
) -> anyhow::Result<Figures> {
    let page = browser.new_page(&subject.url).await?;
    let options = ObserveOptions {
        max_candidates: subject.max_candidates,
        ..ObserveOptions::default()
    };
    // Warm-up: first captures pay for caches and compositing.
    observe(&page, &options, out).await?;
    let timed =
        async |method: &'static str, params: serde_json::Value| -> anyhow::Result<Duration> {
            let t = Instant::now();
            page.call(method, params).await?;
            Ok(t.elapsed())
        };
    let (mut bare, mut full_ax, mut snapshot) = (vec![], vec![], vec![]);
    let (mut total, mut cands, mut shots, mut checks) = (vec![], vec![], vec![], vec![]);
    let mut breakdowns = vec![];
    let mut last = None;
    for _ in 0..runs.max(1) {
        bare.push(timed("Page.captureScreenshot", json!({ "format": "png" })).await?);
        full_ax.push(timed("Accessibility.getFullAXTree", json!({})).await?);
        snapshot.push(
            timed(
                "DOMSnapshot.captureSnapshot",
                // What the observer asks for.
                json!({
                    "computedStyles": [
                        "visibility", "pointer-events", "cursor", "overflow-x",
                        "overflow-y", "position", "display", "float"
                    ],
                    "includePaintOrder": true,
                    "includeDOMRects": true,
                }),
            )
            .await?,
        );
        let o = observe(&page, &options, out).await?;
        total.push(o.timings.total);
        cands.push(o.timings.candidates);
        shots.push(o.timings.screenshot);
        checks.push(o.timings.change_checks);
        breakdowns.push(o.timings.breakdown);
        last = Some(o);
    }
    page.close().await?;
    Ok(Figures {
        bare: median(bare),
        full_ax: median(full_ax),
        snapshot: median(snapshot),
        total: median(total),
        candidates: median(cands),
        screenshot: median(shots),
        checks: median(checks),
        observation: last.context("no run")?,
        breakdowns,
        peak_mib: None,
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
