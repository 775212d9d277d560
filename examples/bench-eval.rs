//! Benchmark of the offline evaluator on a large generated dataset.
//!
//! Prints examples per second of each built-in scorer's evaluation and of
//! scoring a predictions file, beside plain deserialization of the same
//! file (the floor: reading examples and nothing else), and the peak memory
//! (VmHWM, Linux) of an evaluation at 1x and 10x the input. The goal is flat
//! memory: the evaluator streams, so 10x the examples should not need 10x
//! the memory.
//!
//! ```text
//! cargo run --release --example bench-eval -- [--examples 5000] [--candidates 30] [--work DIR]
//! ```

mod common;

use std::fs::{self, File};
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

use anyhow::{Context, Result, bail};
use clap::Parser;
use mimic::dataset::{
    DatasetExampleV1, ExampleFlags, ExampleInput, ExampleLabel, ExampleMeta, ExampleSchemaTag,
};
use mimic::eval::{Dataset, EvalOptions, PredictionSource, RiskPolicy, builtin_scorer, evaluate};
use mimic::rng::SeededRng;
use mimic::schema::jsonl::{Durability, JsonlReader, JsonlWriter};
use mimic::schema::{
    Bounds, CandidateSource, Collector, CoordinateSpace, MappingStatus, MimicActionType,
    MimicActionV1, MimicCandidateV1, ObservationExtV1, Platform, Point,
};

/// Benchmark: offline evaluator speed and peak memory.
///
/// Prints examples per second of each built-in scorer's evaluation and of
/// scoring a predictions file, beside plain deserialization of the same file,
/// and peak memory at 1x and 10x the input (goal: flat).
#[derive(Debug, Parser)]
#[command(after_help = common::EXIT_CODES)]
struct Args {
    /// Examples in the 1x dataset (10x has ten times as many).
    #[arg(long, default_value_t = 5000)]
    examples: usize,
    /// Candidates per example.
    #[arg(long, default_value_t = 30)]
    candidates: usize,
    /// Scratch folder for the generated datasets (default: a new folder in
    /// the system temp dir, removed afterwards).
    #[arg(long)]
    work: Option<PathBuf>,
    /// Internal: run one measured job in this process and print its figures.
    #[arg(long, num_args = 2, value_names = ["JOB", "DATASET"], hide = true)]
    child: Vec<String>,
    #[command(flatten)]
    log: common::LogArgs,
}

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, run)
}

fn run(args: Args) -> Result<()> {
    if let [job, dataset] = args.child.as_slice() {
        return child(job, Path::new(dataset));
    }
    let (work, remove_after) = match &args.work {
        Some(dir) => (dir.clone(), false),
        None => (
            std::env::temp_dir().join(format!("mimic-bench-eval-{}", std::process::id())),
            true,
        ),
    };
    let result = bench(&args, &work);
    if remove_after {
        let _ = fs::remove_dir_all(&work);
    }
    result
}

fn bench(args: &Args, work: &Path) -> Result<()> {
    let one = work.join("1x");
    let ten = work.join("10x");
    let started = Instant::now();
    let bytes_one = generate(&one, args.examples, args.candidates)?;
    let bytes_ten = generate(&ten, args.examples * 10, args.candidates)?;
    println!(
        "generated {} + {} examples, {} candidates each ({:.1} MB + {:.1} MB) in {:.1} s",
        args.examples,
        args.examples * 10,
        args.candidates,
        bytes_one as f64 / 1e6,
        bytes_ten as f64 / 1e6,
        started.elapsed().as_secs_f64()
    );
    // Predictions files written by the lexical scorer, in dataset order (as
    // a model looping over the dataset writes them).
    for dir in [&one, &ten] {
        write_predictions(dir)?;
    }

    println!(
        "\nthroughput on the 1x dataset ({} examples), best of 3 runs in this process:",
        args.examples
    );
    println!("| job | seconds | examples/s | vs plain deserialization |");
    println!("| --- | ---: | ---: | ---: |");
    let plain = time(|| deserialize_only(&one).map(drop))?;
    let row = |name: &str, seconds: f64| {
        println!(
            "| {name} | {seconds:.3} | {:.0} | {:.2}x the time |",
            args.examples as f64 / seconds,
            seconds / plain
        );
    };
    row("plain deserialization", plain);
    for job in JOBS.iter().filter(|j| **j != "deserialize") {
        let seconds = time(|| run_job(job, &one).map(drop))?;
        row(job, seconds);
    }

    println!("\npeak memory (VmHWM) of one process per job:");
    println!("| job | 1x | 10x | 10x / 1x |");
    println!("| --- | ---: | ---: | ---: |");
    for job in JOBS {
        let a = child_peak_kib(job, &one)?;
        let b = child_peak_kib(job, &ten)?;
        println!(
            "| {job} | {:.1} MiB | {:.1} MiB | {:.2} |",
            a as f64 / 1024.0,
            b as f64 / 1024.0,
            b as f64 / a as f64
        );
    }
    Ok(())
}

const JOBS: [&str; 5] = [
    "deserialize",
    "random",
    "lexical",
    "prior",
    "predictions-file",
];

/// Best of three runs, so a cold page cache or a busy neighbour does not
/// decide the ratio.
fn time(job: impl Fn() -> Result<()>) -> Result<f64> {
    let mut best = f64::INFINITY;
    for _ in 0..3 {
        let started = Instant::now();
        job()?;
        best = best.min(started.elapsed().as_secs_f64());
    }
    Ok(best)
}

fn deserialize_only(dir: &Path) -> Result<u64> {
    let mut n = 0;
    for item in JsonlReader::open(dir.join("test.jsonl"))?.values::<DatasetExampleV1>() {
        item?;
        n += 1;
    }
    Ok(n)
}

/// One job over `dir`; returns the examples it covered.
fn run_job(job: &str, dir: &Path) -> Result<u64> {
    if job == "deserialize" {
        return deserialize_only(dir);
    }
    let dataset = Dataset::open(dir, None)?;
    let options = EvalOptions::new(&[1, 3], RiskPolicy::default_policy())?;
    let metrics = if job == "predictions-file" {
        let source = PredictionSource::File {
            name: "file".into(),
            path: dir.join("predictions.jsonl"),
        };
        evaluate(&dataset, &source, &options, &mut std::io::sink())?
    } else {
        let scorer = builtin_scorer(job, 0).context("a built-in scorer")?;
        evaluate(
            &dataset,
            &PredictionSource::Scorer(scorer.as_ref()),
            &options,
            &mut std::io::sink(),
        )?
    };
    if !metrics.problems.is_empty() {
        bail!("{job}: unexpected problems: {:?}", metrics.problems);
    }
    Ok(metrics.overall.examples)
}

fn write_predictions(dir: &Path) -> Result<()> {
    let dataset = Dataset::open(dir, None)?;
    let options = EvalOptions::new(&[1, 3], RiskPolicy::default_policy())?;
    let scorer = builtin_scorer("lexical", 0).context("lexical")?;
    let mut out = BufWriter::new(File::create(dir.join("predictions.jsonl"))?);
    evaluate(
        &dataset,
        &PredictionSource::Scorer(scorer.as_ref()),
        &options,
        &mut out,
    )?;
    out.flush()?;
    Ok(())
}

/// Runs `job` in a fresh process and returns its peak resident memory.
fn child_peak_kib(job: &str, dir: &Path) -> Result<u64> {
    let output = Command::new(std::env::current_exe()?)
        .arg("--child")
        .arg(job)
        .arg(dir)
        .output()?;
    if !output.status.success() {
        bail!(
            "{job} child failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let text = String::from_utf8(output.stdout)?;
    text.trim()
        .parse()
        .with_context(|| format!("{job} child printed {text:?}"))
}

fn child(job: &str, dir: &Path) -> Result<()> {
    run_job(job, dir)?;
    println!("{}", peak_rss_kib()?);
    Ok(())
}

/// VmHWM of this process, in KiB.
fn peak_rss_kib() -> Result<u64> {
    let status = fs::read_to_string("/proc/self/status")
        .context("peak memory is read from /proc (Linux only)")?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .context("no VmHWM in /proc/self/status")
}

const WORDS: [&str; 24] = [
    "add", "item", "save", "cancel", "search", "next", "previous", "settings", "profile", "cart",
    "checkout", "menu", "home", "list", "filter", "sort", "open", "close", "edit", "share",
    "details", "help", "new", "view",
];
const ROLES: [&str; 5] = ["button", "link", "textbox", "checkbox", "generic"];

/// Writes `dir/test.jsonl` with `count` examples; returns its size.
fn generate(dir: &Path, count: usize, candidates: usize) -> Result<u64> {
    fs::create_dir_all(dir)?;
    let path = dir.join("test.jsonl");
    if path.exists() {
        fs::remove_file(&path)?;
    }
    let mut out = JsonlWriter::append(&path, Durability::Flush)?;
    let mut rng = SeededRng::new(7);
    for i in 0..count {
        out.write(&generated_example(&mut rng, i, candidates))?;
    }
    Ok(fs::metadata(&path)?.len())
}

fn generated_example(rng: &mut SeededRng, i: usize, count: usize) -> DatasetExampleV1 {
    let word = |rng: &mut SeededRng| WORDS[rng.below(WORDS.len())];
    let candidates: Vec<MimicCandidateV1> = (0..count)
        .map(|c| MimicCandidateV1 {
            id: format!("c{c}"),
            source: CandidateSource::ChromeDom,
            role: Some(ROLES[rng.below(ROLES.len())].to_string()),
            label: Some(format!("{} {}", word(rng), word(rng))),
            text: (rng.below(3) == 0).then(|| format!("{} {} {}", word(rng), word(rng), word(rng))),
            bounds: Bounds::new(
                rng.below(1200) as f64,
                rng.below(800) as f64,
                20.0 + rng.below(300) as f64,
                16.0 + rng.below(60) as f64,
            ),
            enabled: (rng.below(20) == 0).then_some(false),
            visible: (rng.below(25) == 0).then_some(false),
            metadata: None,
        })
        .collect();
    let gold = rng.below(count);
    let roll = rng.below(100);
    let (action_type, status) = match roll {
        0..=9 => (MimicActionType::Wait, MappingStatus::NoTarget),
        10..=13 => (MimicActionType::Click, MappingStatus::NoTarget),
        14..=16 => (MimicActionType::Click, MappingStatus::Ambiguous),
        17..=35 => (MimicActionType::TypeText, MappingStatus::MatchedCandidate),
        _ => (MimicActionType::Click, MappingStatus::MatchedCandidate),
    };
    let center = candidates[gold].bounds.center();
    let action = match action_type {
        MimicActionType::Wait => MimicActionV1::new(MimicActionType::Wait),
        MimicActionType::TypeText => MimicActionV1 {
            point: Some(center),
            ..MimicActionV1::type_text("milk")
        },
        _ => MimicActionV1::click(Point::new(center.x, center.y)),
    };
    let matched = status == MappingStatus::MatchedCandidate;
    let gold_label = candidates[gold].label.clone().unwrap_or_default();
    let verb = if action_type == MimicActionType::TypeText {
        "Type into"
    } else {
        "Click"
    };
    DatasetExampleV1 {
        schema: ExampleSchemaTag::V1,
        example_id: format!("bench.t{}.i{}.run-1/s{}", i % 20, i / 20, i % 7),
        trace_id: format!("bench.t{}.i{}.run-1", i % 20, i / 20),
        step_id: format!("s{}", i % 7),
        meta: ExampleMeta {
            task_id: Some(format!("bench.t{}", i % 20)),
            site_id: Some(format!("site{}", i % 5)),
            instance_id: Some(format!("i{}", i / 20)),
            run_id: Some("run-1".into()),
            step_index: Some((i % 7) as u32),
            collector: Collector::DeterministicDemo,
            platform: Platform::Linux,
        },
        input: ExampleInput {
            task_goal: format!("Open the {} and {} it", word(rng), word(rng)),
            current_subgoal: format!("{verb} {gold_label}"),
            screenshot: None,
            url: Some(format!("http://127.0.0.1/site{}", i % 5)),
            title: Some("bench".into()),
            app: None,
            window_title: None,
            observation: Some(ObservationExtV1 {
                coordinate_space: CoordinateSpace::ChromeDom,
                observed_area: Bounds::new(0.0, 0.0, 1280.0, 800.0),
                scale: 1.0,
                scroll_offset: None,
                partial: None,
                partial_reasons: None,
                stale: None,
                masked_regions: Vec::new(),
                unchecked_regions: Vec::new(),
            }),
            candidates,
            previous_actions: Vec::new(),
        },
        label: ExampleLabel {
            action_type,
            action,
            candidate_id: matched.then(|| format!("c{gold}")),
            mapping_status: status,
            reason_code: Some(
                if matched {
                    "inside_candidate"
                } else {
                    "generated"
                }
                .into(),
            ),
            reason: (!matched).then(|| "generated unmapped step".into()),
        },
        flags: ExampleFlags::default(),
    }
}
