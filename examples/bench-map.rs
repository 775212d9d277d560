//! Mapping throughput: mappings per second at 10, 100, 1,000 and 10,000
//! candidates, with the spatial index and with the naive reference scan
//! (the same rules reading every candidate), measured in the same run on one
//! core after one `prepare` per observation.
//!
//! On Linux the clock is the thread's own CPU time, so other processes
//! competing for the cores do not shrink the figures; elsewhere wall time.
//!
//! `cargo run --release --example bench-map [-- --seconds 0.5]`

mod common;

use std::hint::black_box;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::{Result, ensure};
use clap::Parser;
use mimic::map::{MapOptions, prepare};
use mimic::schema::{
    Bounds, CandidateSource, CoordinateSpace, Metadata, MimicActionV1, MimicCandidateV1,
    MimicObservationV1, ObservationExtV1, Point,
};

/// Benchmark: mappings per second, with the spatial index and a naive full scan.
///
/// At each candidate count, both measured in the same run on one core.
#[derive(Parser)]
#[command(after_help = common::EXIT_CODES)]
struct Args {
    /// Time spent measuring each figure, split into alternating rounds.
    #[arg(long, default_value_t = 1.0)]
    seconds: f64,
    /// Candidate counts to measure.
    #[arg(long, value_delimiter = ',', default_values_t = [10, 100, 1_000, 10_000])]
    candidates: Vec<usize>,
    #[command(flatten)]
    log: common::LogArgs,
}

const VIEWPORT: Bounds = Bounds::new(0.0, 0.0, 1280.0, 800.0);
/// Distinct click points per scene; the timed loops cycle through them.
const POINTS: usize = 4096;
/// Measuring rounds per figure.
const ROUNDS: u32 = 10;

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, run)
}

fn run(args: Args) -> Result<()> {
    let budget = Duration::from_secs_f64(args.seconds);
    let clock = Clock::new();
    println!("clock: {}", clock.name());
    println!(
        "mimic-map: clicks at random points of a {}x{} viewport, candidates laid out as cards holding links and buttons, paint order known",
        VIEWPORT.width, VIEWPORT.height
    );
    println!(
        "{:>10}  {:>5}  {:>12}  {:>15}  {:>17}  {:>8}  {:>22}",
        "candidates",
        "index",
        "prepare",
        "map/s",
        "full-scan map/s",
        "speed-up",
        "map + reason map/s"
    );
    for &n in &args.candidates {
        let mut rng = XorShift(0x9E37_79B9_7F4A_7C15 ^ n as u64);
        let observation = scene(n, &mut rng);
        let ext = ObservationExtV1 {
            coordinate_space: CoordinateSpace::ChromeDom,
            observed_area: VIEWPORT,
            scale: 1.0,
            scroll_offset: None,
            partial: None,
            partial_reasons: None,
            stale: None,
            masked_regions: Vec::new(),
            unchecked_regions: Vec::new(),
        };
        let clicks: Vec<MimicActionV1> = (0..POINTS)
            .map(|_| MimicActionV1::click(click_point(&observation, &mut rng)))
            .collect();
        let options = MapOptions::default();

        let prepare_time = time_per_call(&clock, budget, || {
            black_box(
                prepare(&observation, Some(&ext), &options)
                    .map(|p| p.map(&clicks[0], &[]).status()),
            )
        });
        let prepared = prepare(&observation, Some(&ext), &options)?;
        ensure!(
            clicks.iter().all(|c| prepared.map(c, &[]).to_recorded()
                == prepared.map_by_full_scan(c, &[]).to_recorded()),
            "the index and the full scan disagree at {n} candidates"
        );

        // Rounds alternate between the methods and each keeps its best
        // round, so load from other processes hits both alike.
        let (mut indexed, mut naive, mut with_reason) = (0.0f64, 0.0f64, 0.0f64);
        let round = budget / ROUNDS;
        for _ in 0..ROUNDS {
            indexed = indexed.max(throughput(&clock, round, &clicks, |c| {
                let m = prepared.map(c, &[]);
                (m.status(), m.candidate_id().map(str::len))
            }));
            naive = naive.max(throughput(&clock, round, &clicks, |c| {
                let m = prepared.map_by_full_scan(c, &[]);
                (m.status(), m.candidate_id().map(str::len))
            }));
            with_reason = with_reason.max(throughput(&clock, round, &clicks, |c| {
                let m = prepared.map(c, &[]);
                (m.status(), Some(m.reason().len()))
            }));
        }
        println!(
            "{:>10}  {:>5}  {:>9.1} µs  {:>15}  {:>17}  {:>7.2}x  {:>22}",
            n,
            if prepared.is_indexed() { "yes" } else { "no" },
            prepare_time.as_secs_f64() * 1e6,
            thousands(indexed),
            thousands(naive),
            indexed / naive,
            thousands(with_reason),
        );
    }
    println!(
        "index \"no\": too few candidates for an index to pay, so map() scans them all and both columns run the same code"
    );
    Ok(())
}

/// Mappings per second over `clicks`, cycling until `budget` is spent.
fn throughput<T>(
    clock: &Clock,
    budget: Duration,
    clicks: &[MimicActionV1],
    mut map: impl FnMut(&MimicActionV1) -> T,
) -> f64 {
    // Warm caches and branch predictors once.
    for c in clicks {
        black_box(map(c));
    }
    let start = clock.now();
    let mut done = 0usize;
    while clock.now() - start < budget {
        for c in clicks {
            black_box(map(black_box(c)));
        }
        done += clicks.len();
    }
    done as f64 / (clock.now() - start).as_secs_f64()
}

/// Mean time of one `call`, in doubling batches so reading the clock costs
/// next to nothing.
fn time_per_call<T>(clock: &Clock, budget: Duration, mut call: impl FnMut() -> T) -> Duration {
    let start = clock.now();
    let (mut calls, mut batch) = (0u32, 1u32);
    while clock.now() - start < budget {
        for _ in 0..batch {
            black_box(call());
        }
        calls += batch;
        batch = batch.saturating_mul(2);
    }
    (clock.now() - start) / calls.max(1)
}

/// The thread's CPU time where Linux reports it, else wall time.
struct Clock {
    wall_origin: Instant,
    thread_cpu: bool,
}

impl Clock {
    fn new() -> Self {
        Self {
            wall_origin: Instant::now(),
            thread_cpu: thread_cpu_time().is_some(),
        }
    }

    fn now(&self) -> Duration {
        match self.thread_cpu.then(thread_cpu_time).flatten() {
            Some(cpu) => cpu,
            None => self.wall_origin.elapsed(),
        }
    }

    fn name(&self) -> &'static str {
        if self.thread_cpu {
            "this thread's CPU time (/proc/thread-self/schedstat)"
        } else {
            "wall time"
        }
    }
}

/// Nanoseconds this thread has run on a CPU: the first field of schedstat.
fn thread_cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns = stat.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

/// Cards on a grid filling the viewport, each holding a few links or
/// buttons; paint order rises from cards to their contents, as a browser
/// paints them.
fn scene(n: usize, rng: &mut XorShift) -> MimicObservationV1 {
    let cards = n.div_ceil(4);
    let cols = (cards as f64 * VIEWPORT.width / VIEWPORT.height)
        .sqrt()
        .ceil()
        .max(1.0);
    let rows = (cards as f64 / cols).ceil().max(1.0);
    let (cell_w, cell_h) = (VIEWPORT.width / cols, VIEWPORT.height / rows);
    let mut candidates = Vec::with_capacity(n);
    let mut paint = 0u32;
    'cards: for card in 0..cards {
        let (col, row) = ((card as f64 % cols).floor(), (card as f64 / cols).floor());
        let card_box = Bounds::new(
            col * cell_w + cell_w * 0.05,
            row * cell_h + cell_h * 0.05,
            cell_w * 0.9,
            cell_h * 0.9,
        );
        for k in 0..4 {
            if candidates.len() == n {
                break 'cards;
            }
            let (role, bounds) = if k == 0 {
                ("link", card_box)
            } else {
                let w = card_box.width * rng.between(0.2, 0.6);
                let h = card_box.height * rng.between(0.1, 0.25);
                let x = card_box.x + rng.between(0.0, card_box.width - w);
                let y = card_box.y + card_box.height * (f64::from(k) - 1.0) / 3.0;
                (
                    if k == 3 { "button" } else { "link" },
                    Bounds::new(x, y, w, h),
                )
            };
            paint += 1;
            let mut metadata = Metadata::new();
            metadata.insert("paintOrder".into(), paint.into());
            candidates.push(MimicCandidateV1 {
                id: format!("c{}", candidates.len()),
                source: CandidateSource::ChromeDom,
                role: Some(role.into()),
                label: Some(format!("Item {card}.{k}")),
                text: None,
                bounds,
                enabled: Some(true),
                visible: Some(rng.between(0.0, 1.0) > 0.05),
                metadata: Some(metadata),
            });
        }
    }
    MimicObservationV1 {
        candidates,
        ..MimicObservationV1::default()
    }
}

/// Mostly uniform over the viewport; one in five just off a candidate's
/// edge, where near misses are decided.
fn click_point(observation: &MimicObservationV1, rng: &mut XorShift) -> Point {
    if rng.between(0.0, 1.0) < 0.8 || observation.candidates.is_empty() {
        return Point::new(
            rng.between(0.0, VIEWPORT.width),
            rng.between(0.0, VIEWPORT.height),
        );
    }
    let i = (rng.next() % observation.candidates.len() as u64) as usize;
    let b = observation.candidates[i].bounds;
    let off = rng.between(0.0, 6.0);
    Point::new(
        (b.right() + off).min(VIEWPORT.right() - 1.0),
        (b.y + b.height / 2.0).min(VIEWPORT.bottom() - 1.0),
    )
}

/// A fixed-seed xorshift generator: the same scene on every run.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn between(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn thousands(per_second: f64) -> String {
    let digits = format!("{:.0}", per_second);
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}
