//! Scores candidate rankings against a dataset offline, or reports the
//! promotion gates.
//!
//! ```text
//! eval-candidate-scorer --dataset OUT/dataset (--scorer random,lexical,prior | --predictions [NAME=]FILE)
//!                       --out OUT [--split NAME] [--k 1,3,5]
//! eval-candidate-scorer --gates --traces OUT... --dataset OUT/dataset --out OUT
//! ```

mod common;

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use clap::Parser;
use mimic::eval::gates::{GateInputs, run_gates};
use mimic::eval::gates_report::{gates_table, write_gates};
use mimic::eval::report::metrics_line;
use mimic::eval::{
    BUILTIN_SCORERS, CandidateScorer, Dataset, EvalError, EvalOptions, Metrics, PredictionSource,
    RiskPolicy, builtin_scorer, write_eval,
};
use mimic::schema::layout::OutputLayout;

/// Offline evaluation of candidate scorers, and the promotion-gate report.
///
/// Scores built-in baselines (--scorer) or predictions files (--predictions)
/// against a dataset built by build-dataset, writing
/// OUT/eval/<scorer>/{predictions.jsonl,metrics.json,report.md}. With
/// --gates, measures every promotion gate of the source document (docs/source-document.md) from
/// collector output and the dataset, writing OUT/gates.json and
/// OUT/gates.md; the verdict is negative when a gate fails. See docs/eval.md.
#[derive(Debug, Parser)]
#[command(after_help = common::EXIT_CODES_WITH_VERDICT)]
struct Args {
    /// Dataset folder holding train.jsonl, val.jsonl, test.jsonl.
    #[arg(long)]
    dataset: PathBuf,
    /// Built-in scorers to evaluate (random, lexical, prior); repeat or
    /// separate with commas.
    #[arg(long, value_delimiter = ',')]
    scorer: Vec<String>,
    /// A predictions file to evaluate, as FILE or NAME=FILE (NAME names the
    /// output folder; default: the file's stem). Repeatable.
    #[arg(long)]
    predictions: Vec<String>,
    /// Output root; results go to OUT/eval/<scorer>/ (gates: OUT/gates.*).
    #[arg(long, default_value = "./mimic-out")]
    out: PathBuf,
    /// Score only this split (e.g. test).
    #[arg(long)]
    split: Option<String>,
    /// The k of top-k and recall@k.
    #[arg(long, value_delimiter = ',', default_value = "1,3")]
    k: Vec<usize>,
    /// Seed of the random scorer.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Risk policy file (default: the shipped testdata/risk-policy.v1.json).
    #[arg(long)]
    risk_policy: Option<PathBuf>,
    /// Overwrite earlier results in OUT instead of refusing.
    #[arg(long)]
    replace: bool,
    /// Report the promotion gates instead of scoring.
    #[arg(long, requires = "traces")]
    gates: bool,
    /// With --gates: trace inputs (output folders, folders of *.jsonl, files).
    #[arg(long, num_args = 1.., requires = "gates")]
    traces: Vec<PathBuf>,
    #[command(flatten)]
    log: common::LogArgs,
}

fn main() -> ExitCode {
    common::main(|args: &Args| args.log, |args| run(&args))
}

fn run(args: &Args) -> Result<ExitCode> {
    let policy = match &args.risk_policy {
        Some(path) => RiskPolicy::load(path)?,
        None => RiskPolicy::default_policy(),
    };
    let options = EvalOptions::new(&args.k, policy).context("--k")?;
    let dataset = Dataset::open(&args.dataset, args.split.as_deref())
        .map_err(replace_hint)
        .with_context(|| match &args.split {
            Some(split) => format!("--dataset {} --split {split}", args.dataset.display()),
            None => format!("--dataset {}", args.dataset.display()),
        })?;
    let scorers = args
        .scorer
        .iter()
        .map(|name| {
            builtin_scorer(name, args.seed).with_context(|| {
                format!("--scorer {name}: unknown; built-in scorers are {BUILTIN_SCORERS:?}")
            })
        })
        .collect::<Result<Vec<_>>>()?;
    if args.gates {
        if !args.predictions.is_empty() {
            bail!("--gates measures the built-in scorers; --predictions is not used with it");
        }
        gates(args, dataset, scorers, options)
    } else {
        evaluate_all(args, &dataset, &scorers, &options)?;
        Ok(ExitCode::SUCCESS)
    }
}

fn evaluate_all(
    args: &Args,
    dataset: &Dataset,
    scorers: &[Box<dyn CandidateScorer>],
    options: &EvalOptions,
) -> Result<()> {
    let mut sources: Vec<PredictionSource<'_>> = scorers
        .iter()
        .map(|s| PredictionSource::Scorer(s.as_ref()))
        .collect();
    for spec in &args.predictions {
        let (name, path) = match spec.split_once('=') {
            Some((name, path)) => (name.to_string(), PathBuf::from(path)),
            None => {
                let path = PathBuf::from(spec);
                let stem = path
                    .file_stem()
                    .with_context(|| format!("--predictions {spec}: no file name"))?;
                (stem.to_string_lossy().into_owned(), path)
            }
        };
        sources.push(PredictionSource::File { name, path });
    }
    if sources.is_empty() {
        bail!("nothing to score: give --scorer NAME or --predictions FILE (or --gates)");
    }
    let mut names: Vec<&str> = sources.iter().map(PredictionSource::name).collect();
    names.sort_unstable();
    if let Some(pair) = names.windows(2).find(|p| p[0] == p[1]) {
        bail!(
            "two scorers would write OUT/eval/{}; name predictions files with NAME=FILE",
            pair[0]
        );
    }
    for source in &sources {
        let written = write_eval(&args.out, dataset, source, options, args.replace)
            .map_err(replace_hint)
            .with_context(|| format!("scoring {}", source.name()))?;
        println!(
            "{}  -> {}",
            metrics_line(&written.metrics),
            written.dir.display()
        );
        warn_problems(&written.metrics);
    }
    Ok(())
}

/// Prints each problem with its `file:line`, so they are seen, not only filed.
fn warn_problems(m: &Metrics) {
    let p = &m.problems;
    let lists = [
        ("no prediction (counted as a miss)", &p.missing_predictions),
        ("unknown exampleId", &p.unknown_example_ids),
        (
            "duplicate prediction (the first counts)",
            &p.duplicate_example_ids,
        ),
    ];
    for (what, items) in lists {
        for item in items {
            tracing::warn!("{}: {what}: {}", item.at, item.example_id);
        }
    }
    if p.outside_scored_split.count > 0 {
        tracing::warn!(
            "{}: {} predictions for examples outside the scored split were ignored",
            m.scorer.name,
            p.outside_scored_split.count
        );
    }
}

fn gates(
    args: &Args,
    dataset: Dataset,
    scorers: Vec<Box<dyn CandidateScorer>>,
    options: EvalOptions,
) -> Result<ExitCode> {
    let scorers = if scorers.is_empty() {
        BUILTIN_SCORERS
            .iter()
            .map(|name| builtin_scorer(name, args.seed).expect("built-in"))
            .collect()
    } else {
        scorers
    };
    let inputs = GateInputs {
        traces: args.traces.clone(),
        dataset,
        scorers: scorers.iter().map(|s| s.as_ref()).collect(),
        options,
    };
    let report = run_gates(&inputs).map_err(|e| match e {
        EvalError::Traces(_) => anyhow::Error::new(e).context("--traces"),
        other => other.into(),
    })?;
    write_gates(&args.out, &report, args.replace).map_err(replace_hint)?;
    print!("{}", gates_table(&report));
    println!(
        "\nwrote {} and {}",
        OutputLayout::new(&args.out).gates_json().display(),
        OutputLayout::new(&args.out).gates_md().display()
    );
    println!("\n{}", mimic::eval::REMINDER);
    if !report.passed {
        tracing::warn!("at least one promotion gate fails");
    }
    Ok(common::verdict(report.passed))
}

/// A library error, with the flag that resolves it where there is one.
fn replace_hint(e: EvalError) -> anyhow::Error {
    match e {
        EvalError::AlreadyExists { .. } => anyhow::anyhow!("{e}; pass --replace to overwrite it"),
        other => other.into(),
    }
}
