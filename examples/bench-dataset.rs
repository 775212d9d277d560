//! bench-dataset: the dataset builder's JSONL throughput beside plain
//! serde_json parsing of the same trace files and beside a Python reference
//! builder with orjson (`examples/bench-dataset-reference.py`), its peak
//! memory at 1x and 10x input, and, timed separately on a corpus with real
//! PNG screenshots, the Hugging Face layout (Parquet shards with the images).
//!
//! Generates the corpora (default 10,000 steps of 200 candidates, about
//! 0.5 GB, and ten times that for the memory run) in a temp folder, measures
//! in one run, prints the figures and removes the corpora. The reference
//! needs a Python with orjson (`--python`; `pip install orjson`).

mod common;

use std::fs::{self, File};
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use clap::{Parser, Subcommand};
use mimic::dataset::{BuildOptions, build};
use mimic::schema::layout::{OutputLayout, discover_traces};
use mimic::schema::{
    Bounds, CandidateSource, Collector, CoordinateSpace, MappingExtV1, MappingStatus,
    MimicActionV1, MimicCandidateV1, MimicExtensionV1, MimicMappingV1, MimicObservationV1,
    MimicSourceV1, MimicTraceRecordV1, ObservationExtV1, Platform, Point, SchemaTag, Strictness,
    TraceStatus, parse_record, validate_record,
};

/// Benchmark: dataset builder throughput and peak memory.
///
/// Generates a trace corpus and prints, each measured in a child process,
/// records per second and peak memory of plain serde parsing (the baseline),
/// validation, parse_record and the builder, at 1x and 10x the input.
#[derive(Debug, Parser)]
#[command(name = "bench-dataset", after_help = common::EXIT_CODES)]
struct Args {
    /// Steps in the 1x corpus.
    #[arg(long, default_value_t = 10_000)]
    steps: usize,
    /// Candidates per step.
    #[arg(long, default_value_t = 200)]
    candidates: usize,
    /// Steps per trace file.
    #[arg(long, default_value_t = 50)]
    trace_len: usize,
    /// Timed repetitions; the best is reported (the machine is shared).
    #[arg(long, default_value_t = 3)]
    repeat: usize,
    /// Skip the 10x memory run (it needs ten times the disk).
    #[arg(long)]
    no_10x: bool,
    /// Python interpreter with orjson, for the reference builder.
    #[arg(long, default_value = "python3")]
    python: PathBuf,
    /// Steps of the PNG corpus the Parquet output is timed on.
    #[arg(long, default_value_t = 2_000)]
    parquet_steps: usize,
    /// Where the corpus goes (default: a temp folder, removed afterwards).
    #[arg(long)]
    dir: Option<PathBuf>,
    #[command(subcommand)]
    child: Option<Child>,
    #[command(flatten)]
    log: common::LogArgs,
}

/// One measurement, in a child process of its own, so that each starts from
/// the same clean heap and its peak memory is its own.
#[derive(Debug, Subcommand)]
enum Child {
    #[command(hide = true)]
    Measure {
        what: Measured,
        traces: PathBuf,
        out: PathBuf,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Measured {
    /// serde_json into MimicTraceRecordV1 from a BufReader: the baseline.
    Parse,
    /// Parsing plus mimic-schema's validation rules.
    Validate,
    /// mimic-schema's parse_record (paths for every problem).
    ParseRecord,
    /// The dataset builder, JSONL only.
    Build,
    /// The dataset builder with the Hugging Face layout (Parquet, images).
    BuildParquet,
}

/// What a child reports.
#[derive(Debug, Clone, Copy)]
struct Figures {
    wall: Duration,
    /// CPU time of the whole process (every thread).
    cpu_all: Duration,
    peak_kib: u64,
}

/// Distinct screenshot files the corpus references (content-addressed
/// screenshots repeat in real runs too; one file per step would mean a
/// million files at 10x).
const SCREENSHOT_POOL: usize = 64;

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, run)
}

fn run(args: Args) -> Result<()> {
    if let Some(Child::Measure { what, traces, out }) = &args.child {
        let started = Instant::now();
        let files = trace_files(traces)?;
        match what {
            Measured::Parse => plain_parse(&files)?,
            Measured::Validate => parse_then_validate(&files)?,
            Measured::ParseRecord => shared_parse(&files)?,
            Measured::Build | Measured::BuildParquet => {
                let mut options = BuildOptions::new(vec![traces.clone()], out.clone());
                options.parquet = *what == Measured::BuildParquet;
                build(options, &mut |_| {})?;
            }
        }
        println!(
            "{} {} {}",
            started.elapsed().as_nanos(),
            process_cpu_time()?.as_nanos(),
            peak_memory_kib()?
        );
        return Ok(());
    }
    check_reference_python(&args.python)?;
    let temp = tempfile::tempdir()?;
    let dir = args
        .dir
        .clone()
        .unwrap_or_else(|| temp.path().to_path_buf());
    let corpus = dir.join("corpus-1x");
    let started = Instant::now();
    let bytes = generate(
        &corpus,
        args.steps,
        args.candidates,
        args.trace_len,
        Screenshots::Placeholder,
    )?;
    println!(
        "corpus: {} steps x {} candidates in {} trace files, {:.1} MB (generated in {:.1} s)",
        args.steps,
        args.candidates,
        args.steps.div_ceil(args.trace_len),
        mb(bytes),
        started.elapsed().as_secs_f64()
    );

    let best = |what| measure(what, &corpus, &dir.join("out"), args.repeat);
    let plain = best(Measured::Parse)?;
    let rules = best(Measured::Validate)?;
    let shared = best(Measured::ParseRecord)?;
    let builder = best(Measured::Build)?;
    let reference = time_reference(&args.python, &corpus, &dir.join("out"), args.repeat)?;
    let rate = |time: Duration| mb(bytes) / time.as_secs_f64();
    println!(
        "throughput, best of {} runs, each in a fresh process, on {} cores (load average {}); \
         share of the baseline's wall clock in brackets:",
        args.repeat,
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        load_average()?,
    );
    println!(
        "  {:46} {:>17} {:>17}",
        "", "wall clock", "CPU, all threads"
    );
    let show = |name: &str, figures: Figures, note: &str| {
        println!(
            "  {name:46} {:7.1} MB/s [{:3.0}%] {:7.1} MB/s{note}",
            rate(figures.wall),
            100.0 * rate(figures.wall) / rate(plain.wall),
            rate(figures.cpu_all),
        );
    };
    show("serde_json into MimicTraceRecordV1 (baseline)", plain, "");
    show("serde_json + validate_record (for reference)", rules, "");
    show("mimic_schema::parse_record (for reference)", shared, "");
    show(
        "build-dataset JSONL (parse, validate, write, hash)",
        builder,
        "  goal >= 70%",
    );
    println!(
        "  {:46} {:7.1} MB/s [{:3.0}%]; build-dataset is {:.2}x as fast (goal >= 3x)",
        "Python reference with orjson (no validation)",
        rate(reference),
        100.0 * rate(reference) / rate(plain.wall),
        reference.as_secs_f64() / builder.wall.as_secs_f64(),
    );
    println!("peak memory of the build (VmHWM):");
    println!(
        "  1x  {:8.1} MB input: {:8.1} MiB",
        mb(bytes),
        builder.peak_kib as f64 / 1024.0
    );
    let png = dir.join("corpus-png");
    let png_bytes = generate(
        &png,
        args.parquet_steps,
        args.candidates,
        args.trace_len,
        Screenshots::Png,
    )?;
    let png_jsonl = measure(Measured::Build, &png, &dir.join("out"), args.repeat)?;
    let png_parquet = measure(Measured::BuildParquet, &png, &dir.join("out"), args.repeat)?;
    fs::remove_dir_all(&png)?;
    println!(
        "Hugging Face layout, timed apart: {} steps with {} distinct {}x{} PNG screenshots ({:.1} MB of traces):",
        args.parquet_steps,
        SCREENSHOT_POOL,
        PNG_SIZE.0,
        PNG_SIZE.1,
        mb(png_bytes)
    );
    println!(
        "  JSONL only {:.2} s wall, peak {:.1} MiB; with Parquet shards and images {:.2} s wall ({:.2}x), peak {:.1} MiB",
        png_jsonl.wall.as_secs_f64(),
        png_jsonl.peak_kib as f64 / 1024.0,
        png_parquet.wall.as_secs_f64(),
        png_parquet.wall.as_secs_f64() / png_jsonl.wall.as_secs_f64(),
        png_parquet.peak_kib as f64 / 1024.0,
    );
    if !args.no_10x {
        let corpus_10x = dir.join("corpus-10x");
        let bytes_10x = generate(
            &corpus_10x,
            args.steps * 10,
            args.candidates,
            args.trace_len,
            Screenshots::Placeholder,
        )?;
        fs::remove_dir_all(&corpus)?;
        let at_10x = measure(Measured::Build, &corpus_10x, &dir.join("out"), 1)?;
        println!(
            "  10x {:8.1} MB input: {:8.1} MiB  ({:.2}x of 1x; goal <= 1.2x); {:.1} MB/s wall",
            mb(bytes_10x),
            at_10x.peak_kib as f64 / 1024.0,
            at_10x.peak_kib as f64 / builder.peak_kib as f64,
            mb(bytes_10x) / at_10x.wall.as_secs_f64()
        );
    }
    if args.dir.is_some() {
        println!("corpus and outputs left in {}", dir.display());
    }
    Ok(())
}

fn mb(bytes: u64) -> f64 {
    bytes as f64 / 1e6
}

/// The fastest of `repeat` child runs (by wall clock: the builder spreads
/// its parsing over threads), with the largest peak memory seen.
fn measure(what: Measured, traces: &Path, out: &Path, repeat: usize) -> Result<Figures> {
    let mut best: Option<Figures> = None;
    for _ in 0..repeat.max(1) {
        let figures = run_child(what, traces, out)?;
        best = Some(match best {
            Some(best) if best.wall <= figures.wall => Figures {
                peak_kib: best.peak_kib.max(figures.peak_kib),
                ..best
            },
            Some(best) => Figures {
                peak_kib: best.peak_kib.max(figures.peak_kib),
                ..figures
            },
            None => figures,
        });
    }
    best.context("no run")
}

fn run_child(what: Measured, traces: &Path, out: &Path) -> Result<Figures> {
    let name = clap::ValueEnum::to_possible_value(&what)
        .context("a measured thing has a name")?
        .get_name()
        .to_string();
    let output = Command::new(std::env::current_exe()?)
        .args(["measure", &name])
        .arg(traces)
        .arg(out)
        .output()
        .context("running a measurement")?;
    if !output.status.success() {
        bail!(
            "measuring {name} failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    if out.exists() {
        fs::remove_dir_all(out)?;
    }
    let text = String::from_utf8(output.stdout)?;
    let numbers: Vec<u128> = text
        .split_whitespace()
        .map(str::parse)
        .collect::<Result<_, _>>()?;
    let [wall, cpu_all, peak_kib] = numbers.as_slice() else {
        bail!("unexpected measurement output {text:?}");
    };
    let nanos = |n: u128| Duration::from_nanos(n as u64);
    Ok(Figures {
        wall: nanos(*wall),
        cpu_all: nanos(*cpu_all),
        peak_kib: *peak_kib as u64,
    })
}

/// CPU time of every thread of this process (Linux `/proc/self/stat`, in
/// clock ticks of 1/100 s).
fn process_cpu_time() -> Result<Duration> {
    let stat = fs::read_to_string("/proc/self/stat")?;
    // Fields after the command name, which is in parentheses.
    let after = stat.rsplit_once(')').context("malformed stat")?.1;
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| -> Result<u64> { Ok(fields.get(i).context("short stat")?.parse()?) };
    // utime and stime are fields 14 and 15 of the line; this slice starts at
    // field 3.
    Ok(Duration::from_millis((ticks(11)? + ticks(12)?) * 10))
}

fn trace_files(root: &Path) -> Result<Vec<PathBuf>> {
    let found = discover_traces(&[root.to_path_buf()])?;
    Ok(found.into_iter().map(|file| file.path).collect())
}

/// The baseline: serde_json from a buffered reader, one line at a time.
fn plain_parse(files: &[PathBuf]) -> Result<()> {
    let mut records = 0usize;
    for path in files {
        for line in BufReader::new(File::open(path)?).lines() {
            let record: MimicTraceRecordV1 = serde_json::from_str(&line?)?;
            records += usize::from(!record.step_id.is_empty());
        }
    }
    std::hint::black_box(records);
    Ok(())
}

/// Plain parsing followed by the shared validation rules: the builder's road
/// for valid lines.
fn parse_then_validate(files: &[PathBuf]) -> Result<()> {
    let mut problems = 0usize;
    for path in files {
        for line in BufReader::new(File::open(path)?).lines() {
            let record: MimicTraceRecordV1 = serde_json::from_str(&line?)?;
            problems += validate_record(&record).len();
        }
    }
    if problems > 0 {
        bail!("the generated corpus broke {problems} validation rules");
    }
    Ok(())
}

/// The shared validating parser.
fn shared_parse(files: &[PathBuf]) -> Result<()> {
    let mut records = 0usize;
    for path in files {
        for line in BufReader::new(File::open(path)?).lines() {
            let parsed = parse_record(&line?, Strictness::Lenient)
                .map_err(|problems| anyhow::anyhow!("{problems:?}"))?;
            records += usize::from(!parsed.record.step_id.is_empty());
        }
    }
    std::hint::black_box(records);
    Ok(())
}

/// The 1-minute load average (Linux `/proc/loadavg`): how much else the
/// machine was doing, which wall-clock figures depend on.
fn load_average() -> Result<String> {
    let text = fs::read_to_string("/proc/loadavg").context("reading /proc/loadavg")?;
    Ok(text
        .split_whitespace()
        .next()
        .context("empty /proc/loadavg")?
        .to_string())
}

/// This process's peak resident set size in KiB (Linux `VmHWM`).
fn peak_memory_kib() -> Result<u64> {
    let status = fs::read_to_string("/proc/self/status")
        .context("peak memory is read from /proc/self/status (Linux only)")?;
    let line = status
        .lines()
        .find(|line| line.starts_with("VmHWM:"))
        .context("no VmHWM line")?;
    Ok(line
        .split_whitespace()
        .nth(1)
        .context("VmHWM without a value")?
        .parse()?)
}

/// What the screenshot files of a corpus hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Screenshots {
    /// A few bytes each: the JSONL build checks hashes, not pixels.
    Placeholder,
    /// Real PNG images of [`PNG_SIZE`], for the Parquet image column.
    Png,
}

/// Size of the generated PNG screenshots (a laptop viewport).
const PNG_SIZE: (u32, u32) = (1280, 800);

fn screenshot(kind: Screenshots, index: usize) -> Result<Vec<u8>> {
    if kind == Screenshots::Placeholder {
        return Ok(format!("screenshot {index}").into_bytes());
    }
    // Flat panels with some texture, compressing as UI screenshots do.
    let image = image::RgbImage::from_fn(PNG_SIZE.0, PNG_SIZE.1, |x, y| {
        let panel = ((x / 160 + y / 100) as usize + index) % 7;
        let texture = ((x * 7 + y * 13) as usize + index) % 5;
        image::Rgb([
            (panel * 30 + texture) as u8,
            (200 - panel * 20) as u8,
            (index * 3 % 256) as u8,
        ])
    });
    let mut out = std::io::Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Png)?;
    Ok(out.into_inner())
}

/// Fails early, with the install command, when the reference cannot run.
fn check_reference_python(python: &Path) -> Result<()> {
    let status = Command::new(python)
        .args(["-c", "import orjson"])
        .output()
        .with_context(|| format!("running {} for the reference builder", python.display()))?;
    if !status.status.success() {
        bail!(
            "the Python reference builder needs orjson: `{} -m pip install orjson` \
             (or pass --python with an interpreter that has it)",
            python.display()
        );
    }
    Ok(())
}

/// Wall clock of the Python reference builder, best of `repeat` runs.
fn time_reference(python: &Path, traces: &Path, out: &Path, repeat: usize) -> Result<Duration> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/bench-dataset-reference.py");
    let mut best = Duration::MAX;
    for _ in 0..repeat.max(1) {
        let started = Instant::now();
        let output = Command::new(python)
            .arg(&script)
            .arg(traces)
            .arg(out)
            .output()
            .context("running the Python reference builder")?;
        let elapsed = started.elapsed();
        if !output.status.success() {
            bail!(
                "the Python reference builder failed: {}",
                String::from_utf8_lossy(&output.stderr)
            );
        }
        fs::remove_dir_all(out)?;
        best = best.min(elapsed);
    }
    Ok(best)
}

/// Writes `steps` records in traces of `trace_len`, plus the screenshot pool;
/// returns the bytes of trace files written.
fn generate(
    root: &Path,
    steps: usize,
    candidates: usize,
    trace_len: usize,
    kind: Screenshots,
) -> Result<u64> {
    let layout = OutputLayout::new(root);
    let screenshots = layout.screenshots();
    fs::create_dir_all(&screenshots)?;
    fs::create_dir_all(layout.traces())?;
    let mut pool = Vec::with_capacity(SCREENSHOT_POOL);
    for index in 0..SCREENSHOT_POOL {
        let content = screenshot(kind, index)?;
        let sha = sha256_hex(&content);
        fs::write(screenshots.join(format!("{sha}.png")), &content)?;
        pool.push(sha);
    }
    let mut bytes = 0;
    let mut line = Vec::new();
    for (trace_index, first) in (0..steps).step_by(trace_len).enumerate() {
        let task = format!("bench.task-{}", trace_index % 40);
        let trace_id = format!("{task}.i{trace_index}.run-1");
        let path = layout.trace_file(&trace_id);
        let mut out = BufWriter::new(File::create(&path)?);
        let last = (first + trace_len).min(steps);
        let mut previous: Vec<MimicActionV1> = Vec::new();
        for step in first..last {
            let record = record(
                &trace_id,
                &task,
                step - first,
                step,
                candidates,
                &pool,
                &previous,
                step + 1 == last,
            );
            line.clear();
            serde_json::to_writer(&mut line, &record)?;
            line.push(b'\n');
            out.write_all(&line)?;
            bytes += line.len() as u64;
            previous.push(record.chosen_action);
            if previous.len() > 5 {
                previous.remove(0);
            }
        }
        out.flush()?;
    }
    Ok(bytes)
}

fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(bytes))
}

#[allow(clippy::too_many_arguments)]
fn record(
    trace_id: &str,
    task: &str,
    index: usize,
    global: usize,
    candidates: usize,
    pool: &[String],
    previous: &[MimicActionV1],
    last: bool,
) -> MimicTraceRecordV1 {
    const ROLES: [&str; 5] = ["button", "link", "textbox", "checkbox", "menuitem"];
    let candidates: Vec<MimicCandidateV1> = (0..candidates)
        .map(|i| MimicCandidateV1 {
            id: format!("c{i}"),
            source: CandidateSource::ChromeDom,
            role: Some(ROLES[i % ROLES.len()].to_string()),
            label: Some(format!("Item {i} of the product list")),
            text: (i % 3 == 0).then(|| format!("Buy item {i} now")),
            bounds: Bounds::new(
                (i % 10) as f64 * 120.0 + 4.5,
                (i / 10) as f64 * 36.0 + 2.25,
                110.0,
                30.0,
            ),
            enabled: Some(true),
            visible: Some(true),
            metadata: (i % 2 == 0).then(|| {
                let mut metadata = serde_json::Map::new();
                metadata.insert("tag".into(), "a".into());
                metadata.insert("backendNodeId".into(), (1000 + i).into());
                metadata
            }),
        })
        .collect();
    let target = global % candidates.len().max(1);
    let point = candidates
        .get(target)
        .map_or(Point::new(5.0, 5.0), |c| c.bounds.center());
    let matched = !global.is_multiple_of(10) && !candidates.is_empty();
    let screenshot = &pool[global % pool.len()];
    MimicTraceRecordV1 {
        schema: SchemaTag::V1,
        trace_id: trace_id.to_string(),
        step_id: format!("step-{index:04}"),
        created_at: "2026-11-30T10:00:00Z".to_string(),
        task_goal: format!("Complete {task}"),
        current_subgoal: format!("Step {index}"),
        observation: MimicObservationV1 {
            screenshot_path: Some(format!("screenshots/{screenshot}.png")),
            screenshot_sha256: Some(screenshot.clone()),
            url: Some("http://127.0.0.1:8080/shop/list?page=2".to_string()),
            title: Some("Products - Shop".to_string()),
            app: None,
            window_title: None,
            candidates,
        },
        previous_actions: previous.to_vec(),
        chosen_action: MimicActionV1::click(point),
        chosen_candidate_id: matched.then(|| format!("c{target}")),
        mapping: MimicMappingV1 {
            status: if matched {
                MappingStatus::MatchedCandidate
            } else {
                MappingStatus::Ambiguous
            },
            candidate_id: matched.then(|| format!("c{target}")),
            distance_px: matched.then_some(0.0),
            reason: Some(format!("point lies inside c{target}")),
        },
        expected_effect: None,
        verification: None,
        source: MimicSourceV1 {
            collector: Collector::DeterministicDemo,
            platform: Platform::Linux,
            browser: None,
        },
        mimic: Some(MimicExtensionV1 {
            task_id: Some(task.to_string()),
            site_id: Some("shop".to_string()),
            instance_id: Some(format!("{trace_id}.instance")),
            run_id: Some("run-1".to_string()),
            step_index: Some(index as u32),
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
            mapping: Some(MappingExtV1 {
                rules_version: "bench".to_string(),
                reason_code: if matched { "inside_candidate" } else { "tie" }.to_string(),
                tied_candidate_ids: (!matched).then(|| vec!["c0".to_string(), "c1".to_string()]),
                claim_disagrees: None,
            }),
            trace_status: last.then_some(TraceStatus::Completed),
            ..MimicExtensionV1::default()
        }),
    }
}
