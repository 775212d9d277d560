//! The end-to-end demo: start the demo sites, collect and map traces in a
//! real Chromium, build the dataset, evaluate the baseline scorers, report
//! the promotion gates and write the trace viewer, all under one OUT folder.
//!
//! The caller sees progress through [`Progress`] events, so a terminal can
//! draw bars and a test can stay quiet.

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use mimic_dataset::{BuildOptions, Event, Split, Stats};
use mimic_eval::gates::{GateInputs, GateStatus, GatesReport, run_gates};
use mimic_eval::gates_report::{gates_table, write_gates};
use mimic_eval::report::metrics_line;
use mimic_eval::{
    BUILTIN_SCORERS, CandidateScorer, Dataset, EvalOptions, EvalOutput, PredictionSource,
    RiskPolicy, builtin_scorer, write_eval,
};
use mimic_map::MapOptions;
use mimic_observe::chrome::LaunchOptions;
use mimic_schema::layout::{
    DATASET_DIR, EVAL_DIR, GATES_JSON, GATES_MD, OutputLayout, RAW_DIR, REPEAT_DIR, REPORT_DIR,
    SCREENSHOTS_DIR, TRACES_DIR,
};

use mimic_collect::demo::{ServerError, Servers, demo_tasks};
use mimic_collect::demo_run::{CollectError, DemoRunOptions, collect_all};
use mimic_collect::out::{OutError, OutLayout, OutMode};
use mimic_collect::record::Clock;
use mimic_collect::summary::Summary;
use mimic_task::script::TaskScript;
use mimic_task::{LoadError, RunParams, Shard, Task, TaskFileError};
use mimic_viewer::{ReportError, ReportOptions, ReportSummary, write_report};

/// The k of top-k reported by the demo.
pub const DEMO_KS: [usize; 2] = [1, 3];

/// Everything the demo writes at the top of OUT; `replace` removes these
/// and nothing else.
const DEMO_ENTRIES: [&str; 9] = [
    TRACES_DIR,
    RAW_DIR,
    SCREENSHOTS_DIR,
    REPEAT_DIR,
    DATASET_DIR,
    EVAL_DIR,
    GATES_JSON,
    GATES_MD,
    REPORT_DIR,
];

/// Settings of a demo run.
#[derive(Debug, Clone)]
pub struct DemoOptions {
    pub out: PathBuf,
    /// Tasks to collect (the demo's task files by default).
    pub tasks: Vec<Task>,
    /// Seeds (or parameter sets) per task, at most; each runs at every
    /// viewport. `None`: what each task file names.
    pub instances: Option<u64>,
    /// The base URL and parameters given to every task.
    pub params: RunParams,
    /// The part of the instances this machine collects.
    pub shard: Option<Shard>,
    /// Seeds per task collected a second time for the stability gate
    /// (0: none, and the gate has nothing to compare).
    pub repeat_instances: u64,
    /// Browsers working at once.
    pub jobs: usize,
    /// Loopback port of the first served folder (0: any free port).
    pub port: u16,
    /// Seed of the random baseline scorer.
    pub scorer_seed: u64,
    /// Remove an earlier demo's output in OUT instead of refusing.
    pub replace: bool,
    pub launch: LaunchOptions,
}

impl DemoOptions {
    /// The full demo into `out`: every demo task file, 4 seeds x 2
    /// viewports (136 traces), the first seed of each task collected again.
    pub fn new(out: impl Into<PathBuf>) -> Result<Self, LoadError> {
        Ok(Self::with_tasks(out, demo_tasks()?))
    }

    /// [`DemoOptions::new`] with other tasks.
    pub fn with_tasks(out: impl Into<PathBuf>, tasks: Vec<Task>) -> Self {
        Self {
            out: out.into(),
            tasks,
            instances: None,
            params: RunParams::default(),
            shard: None,
            repeat_instances: 1,
            jobs: 2,
            port: 0,
            scorer_seed: 0,
            replace: false,
            launch: LaunchOptions::default(),
        }
    }

    /// The scripts of the first `seeds` instances of every task (all of
    /// them: `None`), in task order, of this machine's shard.
    pub fn scripts(&self, seeds: Option<u64>) -> Result<Vec<TaskScript>, TaskFileError> {
        mimic_task::run_scripts(&self.tasks, seeds, &self.params, self.shard)
    }
}

/// The stages, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    Collect,
    Repeat,
    Dataset,
    Eval,
    Gates,
    Viewer,
}

impl Stage {
    pub fn name(self) -> &'static str {
        match self {
            Self::Collect => "collect + map",
            Self::Repeat => "repeat (stability)",
            Self::Dataset => "dataset",
            Self::Eval => "eval",
            Self::Gates => "gates",
            Self::Viewer => "viewer",
        }
    }
}

/// What the pipeline tells its caller while it runs.
#[derive(Debug)]
pub enum Progress<'a> {
    /// A stage begins; `total` units of `unit` are ahead.
    Started {
        stage: Stage,
        total: u64,
        unit: &'static str,
    },
    /// Units done so far in the current stage.
    Position(u64),
    /// Something a person should see (a fault, a skipped line).
    Notice(&'a str),
    /// The current stage is done; a one-line result.
    Finished(&'a str),
}

#[derive(Debug, thiserror::Error)]
pub enum PipelineError {
    /// The output folder holds files and replacing them was not asked for.
    #[error("{0} is not empty")]
    NotEmpty(PathBuf),
    /// Replacing was asked for, but the folder holds something the demo
    /// does not write; it is kept.
    #[error("{path} holds {entry:?}, which the demo did not write")]
    Foreign { path: PathBuf, entry: String },
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("the demo needs at least one task, one instance and one job")]
    NothingToDo,
    #[error(transparent)]
    Task(#[from] TaskFileError),
    #[error(transparent)]
    Out(#[from] OutError),
    #[error("starting the served folders: {0}")]
    Server(#[from] ServerError),
    #[error("collecting traces: {0}")]
    Collect(#[from] CollectError),
    #[error("building the dataset: {0}")]
    Dataset(#[from] mimic_dataset::BuildError),
    #[error("evaluating: {0}")]
    Eval(#[from] mimic_eval::EvalError),
    #[error("writing the viewer: {0}")]
    Viewer(#[from] ReportError),
}

/// What a demo run produced.
#[derive(Debug)]
pub struct DemoReport {
    pub out: PathBuf,
    pub collection: Summary,
    pub repeat: Summary,
    pub dataset: Stats,
    pub evals: Vec<EvalOutput>,
    pub gates: GatesReport,
    pub viewer: ReportSummary,
    /// Wall time of each stage that ran.
    pub timings: Vec<(Stage, Duration)>,
}

/// Runs every stage into `options.out`.
pub fn run_demo(
    options: &DemoOptions,
    on_progress: &mut dyn FnMut(Progress<'_>),
) -> Result<DemoReport, PipelineError> {
    if options.tasks.is_empty() || options.instances == Some(0) || options.jobs == 0 {
        return Err(PipelineError::NothingToDo);
    }
    prepare_out(&options.out, options.replace)?;
    let out = OutLayout::prepare(&options.out, OutMode::Fresh)?;
    let mut timings = Vec::new();
    let mut timed = |stage: Stage, started: Instant| timings.push((stage, started.elapsed()));

    let scripts = options.scripts(options.instances)?;
    if scripts.is_empty() {
        return Err(PipelineError::NothingToDo);
    }
    let repeat_seeds = options.instances.map_or(options.repeat_instances, |n| {
        n.min(options.repeat_instances)
    });
    let repeat_scripts = match options.repeat_instances {
        0 => Vec::new(),
        _ => options.scripts(Some(repeat_seeds))?,
    };
    let server = Servers::for_scripts(&scripts, options.port)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|source| PipelineError::Io {
            path: options.out.clone(),
            source,
        })?;

    let started = Instant::now();
    let collection = runtime.block_on(collect_stage(
        Stage::Collect,
        &server,
        out.clone(),
        1,
        scripts,
        options,
        on_progress,
    ))?;
    timed(Stage::Collect, started);

    let mut trace_roots = vec![out.root.clone()];
    let mut repeat = Summary::default();
    if !repeat_scripts.is_empty() {
        let started = Instant::now();
        let repeat_out = OutLayout::prepare(out.root.join(REPEAT_DIR), OutMode::Fresh)?;
        repeat = runtime.block_on(collect_stage(
            Stage::Repeat,
            &server,
            repeat_out.clone(),
            2,
            repeat_scripts,
            options,
            on_progress,
        ))?;
        trace_roots.push(repeat_out.root.clone());
        timed(Stage::Repeat, started);
    }
    drop(server);

    let started = Instant::now();
    let dataset = dataset_stage(&out.root, on_progress)?;
    timed(Stage::Dataset, started);

    let started = Instant::now();
    let eval_options = EvalOptions::new(&DEMO_KS, RiskPolicy::default_policy())?;
    let scorers = BUILTIN_SCORERS
        .iter()
        .map(|name| builtin_scorer(name, options.scorer_seed).expect("a built-in scorer"))
        .collect::<Vec<_>>();
    let evals = eval_stage(&out.root, &scorers, &eval_options, on_progress)?;
    timed(Stage::Eval, started);

    let started = Instant::now();
    on_progress(Progress::Started {
        stage: Stage::Gates,
        total: 1,
        unit: "report",
    });
    let inputs = GateInputs {
        traces: trace_roots,
        dataset: Dataset::open(&OutputLayout::new(&out.root).dataset(), None)?,
        scorers: scorers.iter().map(|s| s.as_ref()).collect(),
        options: eval_options,
    };
    let gates = run_gates(&inputs)?;
    write_gates(&out.root, &gates, false)?;
    let failing = gates
        .gates
        .iter()
        .filter(|g| g.status != GateStatus::Pass)
        .count();
    on_progress(Progress::Finished(&format!(
        "{} of {} gates pass",
        gates.gates.len() - failing,
        gates.gates.len()
    )));
    timed(Stage::Gates, started);

    let started = Instant::now();
    on_progress(Progress::Started {
        stage: Stage::Viewer,
        total: 1,
        unit: "page",
    });
    let viewer = write_report(&out.root, &ReportOptions::default())?;
    for problem in &viewer.problems {
        on_progress(Progress::Notice(problem));
    }
    on_progress(Progress::Finished(&format!(
        "{} KiB",
        viewer.bytes.div_ceil(1024)
    )));
    timed(Stage::Viewer, started);

    Ok(DemoReport {
        out: out.root.clone(),
        collection,
        repeat,
        dataset,
        evals,
        gates,
        viewer,
        timings,
    })
}

/// Refuses a non-empty OUT unless `replace`; then removes only what an
/// earlier demo wrote, and refuses if anything else is there.
fn prepare_out(out: &Path, replace: bool) -> Result<(), PipelineError> {
    let io = |source| PipelineError::Io {
        path: out.to_path_buf(),
        source,
    };
    if !out.exists() {
        return Ok(());
    }
    let mut names = Vec::new();
    for entry in std::fs::read_dir(out).map_err(io)? {
        names.push(entry.map_err(io)?.file_name());
    }
    if names.is_empty() {
        return Ok(());
    }
    if !replace {
        return Err(PipelineError::NotEmpty(out.to_path_buf()));
    }
    if let Some(foreign) = names
        .iter()
        .find(|n| !DEMO_ENTRIES.iter().any(|d| n.as_os_str() == *d))
    {
        return Err(PipelineError::Foreign {
            path: out.to_path_buf(),
            entry: foreign.to_string_lossy().into_owned(),
        });
    }
    for name in names {
        let path = out.join(name);
        let removed = if path.is_dir() {
            std::fs::remove_dir_all(&path)
        } else {
            std::fs::remove_file(&path)
        };
        removed.map_err(|source| PipelineError::Io { path, source })?;
    }
    Ok(())
}

async fn collect_stage(
    stage: Stage,
    server: &Servers,
    out: OutLayout,
    run: u32,
    scripts: Vec<TaskScript>,
    options: &DemoOptions,
    on_progress: &mut dyn FnMut(Progress<'_>),
) -> Result<Summary, PipelineError> {
    on_progress(Progress::Started {
        stage,
        total: scripts.len() as u64,
        unit: "traces",
    });
    let run_options = DemoRunOptions {
        out,
        run,
        clock: Clock::System,
        map_options: MapOptions::default(),
        given_secrets: options.params.given.clone(),
    };
    let mut summary = Summary::default();
    let mut done = 0u64;
    collect_all(
        server,
        scripts,
        options.jobs,
        &options.launch,
        &run_options,
        |outcome| {
            summary.add_trace(&outcome.records);
            if let Some(fault) = &outcome.fault {
                on_progress(Progress::Notice(&format!(
                    "fault: {}: {fault}",
                    outcome.trace_id
                )));
                summary.add_fault(&outcome.trace_id, fault);
            }
            for error in &outcome.recorder_errors {
                on_progress(Progress::Notice(&format!(
                    "recorder: {}: {error}",
                    outcome.trace_id
                )));
            }
            done += 1;
            on_progress(Progress::Position(done));
        },
    )
    .await?;
    on_progress(Progress::Finished(&format!(
        "{} traces ({} clean), {} steps",
        summary.traces, summary.clean_traces, summary.steps
    )));
    Ok(summary)
}

fn dataset_stage(
    out: &Path,
    on_progress: &mut dyn FnMut(Progress<'_>),
) -> Result<Stats, PipelineError> {
    let options = BuildOptions::new(vec![out.to_path_buf()], out.to_path_buf());
    let report = mimic_dataset::build(options, &mut |event| match event {
        Event::Started { bytes, .. } => on_progress(Progress::Started {
            stage: Stage::Dataset,
            total: bytes,
            unit: "bytes",
        }),
        Event::Progress { bytes, .. } => on_progress(Progress::Position(bytes)),
        Event::Skipped {
            location,
            reason,
            message,
        } => on_progress(Progress::Notice(&format!(
            "skipped {location}: {reason}: {message}"
        ))),
        Event::Finishing => {}
    })?;
    let splits = Split::ALL
        .iter()
        .map(|split| format!("{split} {}", report.stats.splits[split].examples))
        .collect::<Vec<_>>()
        .join(", ");
    on_progress(Progress::Finished(&format!(
        "{} examples ({splits})",
        report.stats.all.examples
    )));
    Ok(report.stats)
}

fn eval_stage(
    out: &Path,
    scorers: &[Box<dyn CandidateScorer>],
    options: &EvalOptions,
    on_progress: &mut dyn FnMut(Progress<'_>),
) -> Result<Vec<EvalOutput>, PipelineError> {
    on_progress(Progress::Started {
        stage: Stage::Eval,
        total: scorers.len() as u64,
        unit: "scorers",
    });
    let dataset = Dataset::open(&OutputLayout::new(out).dataset(), None)?;
    let mut written = Vec::new();
    for (done, scorer) in scorers.iter().enumerate() {
        let source = PredictionSource::Scorer(scorer.as_ref());
        written.push(write_eval(out, &dataset, &source, options, false)?);
        on_progress(Progress::Position(done as u64 + 1));
    }
    let names: Vec<&str> = scorers.iter().map(|s| s.name()).collect();
    on_progress(Progress::Finished(&names.join(", ")));
    Ok(written)
}

impl fmt::Display for DemoReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "collection (run-1, the dataset's traces):")?;
        write!(f, "{}", Indented(&self.collection))?;
        writeln!(
            f,
            "repeat (run-2 in {REPEAT_DIR}/, for the stability gate): {} traces, {} clean",
            self.repeat.traces, self.repeat.clean_traces
        )?;
        let splits = Split::ALL
            .iter()
            .map(|split| format!("{split} {}", self.dataset.splits[split].examples))
            .collect::<Vec<_>>()
            .join(", ");
        writeln!(
            f,
            "dataset: {} examples ({splits}), split by {}",
            self.dataset.all.examples, self.dataset.split_by
        )?;
        writeln!(f, "eval:")?;
        for eval in &self.evals {
            writeln!(f, "  {}", metrics_line(&eval.metrics))?;
        }
        writeln!(
            f,
            "gates: {}",
            if self.gates.passed {
                "every gate passes"
            } else {
                "at least one gate FAILS"
            }
        )?;
        write!(f, "{}", gates_table(&self.gates))?;
        let times = self
            .timings
            .iter()
            .map(|(stage, took)| format!("{} {:.1} s", stage.name(), took.as_secs_f64()))
            .collect::<Vec<_>>()
            .join(", ");
        let total: Duration = self.timings.iter().map(|(_, took)| *took).sum();
        writeln!(f, "time: {:.1} s ({times})", total.as_secs_f64())?;
        writeln!(f, "viewer: {}", self.viewer.path.display())
    }
}

/// A summary's lines, indented under a heading.
struct Indented<'a>(&'a Summary);

impl fmt::Display for Indented<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for line in self.0.to_string().lines() {
            writeln!(f, "  {line}")?;
        }
        Ok(())
    }
}
