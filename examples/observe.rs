//! observe: one observation of a page in a private headless Chromium.
//!
//! `observe [--url] URL --out DIR [--viewport 1280x800] [--scale 1] [--map X,Y]... [--check]`
//! writes `DIR/observation.json` (the schema's observation object plus its
//! geometry extension under `mimic`) and `DIR/screenshots/<sha256>.png`,
//! prints a summary on stderr, and for each `--map X,Y` (viewport CSS
//! pixels) prints one JSON line on stdout with the mapping mimic-map gives
//! a click there. `--check` referees the observation against Chromium
//! (mimic-fidelity) and prints the page's agreement and each disagreement.

mod common;

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::Parser;
use mimic::fidelity::{CheckOptions, check_page};
use mimic::map::{MapOptions, prepare};
use mimic::observe::chrome::{Browser, LaunchOptions, ObserveOptions, Viewport, observe};
use mimic::schema::{MimicActionV1, Point};
use serde_json::json;

/// Observe one page in a private headless Chromium: candidates, geometry and a screenshot.
///
/// Writes DIR/observation.json (the schema's observation object plus its
/// geometry extension) and DIR/screenshots/<sha256>.png, prints a summary on
/// stderr, and for each --map X,Y prints one JSON line on stdout: the
/// mapping mimic-map gives a click there. With --check, Chromium referees
/// the observation: locators, labels, roles, boxes and sampled clicks.
#[derive(Debug, Parser)]
#[command(name = "observe", after_help = common::EXIT_CODES)]
struct Args {
    /// Page to load: http(s):// or file://.
    #[arg(long = "url", value_name = "URL", required_unless_present = "page")]
    url: Option<String>,
    /// The page to load, given without --url.
    #[arg(value_name = "URL", conflicts_with = "url")]
    page: Option<String>,
    /// Check the observation against Chromium and print the agreement.
    #[arg(long)]
    check: bool,
    /// Output folder (observation.json and screenshots/).
    #[arg(long, default_value = "mimic-out")]
    out: PathBuf,
    /// Viewport in CSS pixels, WIDTHxHEIGHT.
    #[arg(long, default_value = "1280x800", value_parser = parse_viewport)]
    viewport: (u32, u32),
    /// Device scale factor (screenshot pixels per CSS pixel).
    #[arg(long, default_value_t = 1.0)]
    scale: f64,
    /// Show the browser window instead of running headless.
    #[arg(long)]
    headful: bool,
    #[command(flatten)]
    fonts: common::FontArgs,
    /// A click point X,Y in viewport CSS pixels to map (repeatable).
    #[arg(long = "map", value_parser = parse_point)]
    map: Vec<Point>,
    #[command(flatten)]
    log: common::LogArgs,
}

fn parse_viewport(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s
        .split_once('x')
        .ok_or_else(|| format!("{s:?}: expected WIDTHxHEIGHT, e.g. 1280x800"))?;
    let num = |v: &str| {
        v.trim()
            .parse::<u32>()
            .ok()
            .filter(|n| *n > 0)
            .ok_or_else(|| format!("{s:?}: {v:?} is not a positive whole number"))
    };
    Ok((num(w)?, num(h)?))
}

fn parse_point(s: &str) -> Result<Point, String> {
    let (x, y) = s
        .split_once(',')
        .ok_or_else(|| format!("{s:?}: expected X,Y, e.g. 120,48"))?;
    let num = |v: &str| {
        v.trim()
            .parse::<f64>()
            .ok()
            .filter(|n| n.is_finite())
            .ok_or_else(|| format!("{s:?}: {v:?} is not a number"))
    };
    Ok(Point::new(num(x)?, num(y)?))
}

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, |args| run(&args))
}

fn run(args: &Args) -> anyhow::Result<()> {
    if !(args.scale.is_finite() && args.scale > 0.0) {
        bail!("--scale {}: must be a positive number", args.scale);
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .context("starting the async runtime")?;
    let url = args
        .url
        .as_deref()
        .or(args.page.as_deref())
        .unwrap_or_default();
    let (observed, check) = runtime.block_on(async {
        let browser = Browser::launch(LaunchOptions {
            headful: args.headful,
            fonts: args.fonts.choice(),
            viewport: Viewport {
                width: args.viewport.0,
                height: args.viewport.1,
                scale: args.scale,
            },
            ..LaunchOptions::default()
        })
        .await?;
        let result = async {
            let page = browser.new_page(url).await?;
            let observed = observe(&page, &ObserveOptions::default(), &args.out).await?;
            let check = match args.check {
                true => Some(
                    check_page(
                        &page,
                        "page",
                        url,
                        &observed.observed,
                        &CheckOptions::default(),
                    )
                    .await
                    .context("checking the observation against Chromium")?,
                ),
                false => None,
            };
            anyhow::Ok((observed, check))
        }
        .await;
        browser.close().await;
        result
    })?;

    let o = &observed.observed;
    let file = args.out.join("observation.json");
    let body = json!({ "observation": o.observation, "mimic": { "observation": o.ext } });
    std::fs::create_dir_all(&args.out)
        .with_context(|| format!("creating {}", args.out.display()))?;
    std::fs::write(&file, serde_json::to_string_pretty(&body)? + "\n")
        .with_context(|| format!("writing {}", file.display()))?;

    let visible = o
        .observation
        .candidates
        .iter()
        .filter(|c| c.visible == Some(true))
        .count();
    if !args.log.quiet {
        eprintln!(
            "{}: {} candidates ({visible} visible), viewport {}x{} at scale {}, scroll {:?}",
            o.observation.url.as_deref().unwrap_or(url),
            o.observation.candidates.len(),
            o.ext.observed_area.width,
            o.ext.observed_area.height,
            o.ext.scale,
            o.ext.scroll_offset.map(|p| (p.x, p.y)).unwrap_or_default(),
        );
        if let Some(reasons) = &o.ext.partial_reasons {
            tracing::warn!("partial observation: {}", reasons.join(", "));
        }
        if let Some(path) = &o.observation.screenshot_path {
            eprintln!("screenshot: {}", args.out.join(path).display());
        }
        eprintln!(
            "took {:?} (candidates {:?}, screenshot {:?}); wrote {}",
            observed.timings.total,
            observed.timings.candidates,
            observed.timings.screenshot,
            file.display()
        );
    }

    if !args.map.is_empty() {
        let prepared = prepare(&o.observation, Some(&o.ext), &MapOptions::default())
            .context("mapping the observation")?;
        for point in &args.map {
            let click = MimicActionV1::click(*point);
            let mapping = prepared.map(&click, &[]);
            let line = json!({ "point": point, "mapping": mapping.to_recorded() });
            println!("{line}");
        }
    }
    if let Some(report) = check {
        for d in &report.disagreements {
            println!("{d}");
        }
        println!("{report}");
    }
    Ok(())
}
