//! Writing one scorer's results to `OUT/eval/<scorer>/`: predictions.jsonl,
//! metrics.json and report.md, staged in a hidden folder and moved into
//! place only when all three are complete.

use std::fs;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use mimic_schema::layout::OutputLayout;

use crate::EvalError;
use crate::dataset::Dataset;
use crate::evaluate::{EvalOptions, Metrics, PredictionSource, evaluate};
use crate::report::render_report;

/// What a run wrote.
#[derive(Debug)]
pub struct EvalOutput {
    pub dir: PathBuf,
    pub metrics: Metrics,
}

/// Whether `name` can be a folder name under `OUT/eval/`.
pub fn check_scorer_name(name: &str) -> Result<(), EvalError> {
    let ok = !name.is_empty()
        && !name.starts_with('.')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
    if ok {
        Ok(())
    } else {
        Err(EvalError::BadValue {
            what: "scorer name",
            value: name.to_string(),
            problem: "use letters, digits, '-', '_' or '.' (not leading)",
        })
    }
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> EvalError + '_ {
    move |source| EvalError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Evaluates `source` on `dataset` and writes `OUT/eval/<name>/`. An
/// existing non-empty folder is kept (an error) unless `replace` is set.
pub fn write_eval(
    out_root: &Path,
    dataset: &Dataset,
    source: &PredictionSource<'_>,
    options: &EvalOptions,
    replace: bool,
) -> Result<EvalOutput, EvalError> {
    let name = source.name();
    check_scorer_name(name)?;
    let eval_dir = OutputLayout::new(out_root).eval();
    let final_dir = eval_dir.join(name);
    if !replace && folder_has_entries(&final_dir)? {
        return Err(EvalError::AlreadyExists {
            path: final_dir,
            what: "an evaluation",
        });
    }
    let staging = eval_dir.join(format!(".{name}.partial"));
    if staging.exists() {
        fs::remove_dir_all(&staging).map_err(io_err(&staging))?;
    }
    fs::create_dir_all(&staging).map_err(io_err(&staging))?;
    let result = write_staged(&staging, dataset, source, options);
    let metrics = match result {
        Ok(metrics) => metrics,
        Err(e) => {
            // Leave nothing half-written behind; the earlier results stay.
            let _ = fs::remove_dir_all(&staging);
            return Err(e);
        }
    };
    if final_dir.exists() {
        fs::remove_dir_all(&final_dir).map_err(io_err(&final_dir))?;
    }
    fs::rename(&staging, &final_dir).map_err(io_err(&final_dir))?;
    Ok(EvalOutput {
        dir: final_dir,
        metrics,
    })
}

fn write_staged(
    dir: &Path,
    dataset: &Dataset,
    source: &PredictionSource<'_>,
    options: &EvalOptions,
) -> Result<Metrics, EvalError> {
    let predictions_path = dir.join("predictions.jsonl");
    let file = fs::File::create(&predictions_path).map_err(io_err(&predictions_path))?;
    let mut writer = BufWriter::new(file);
    let metrics = evaluate(dataset, source, options, &mut writer)?;
    writer.flush().map_err(io_err(&predictions_path))?;
    let metrics_path = dir.join("metrics.json");
    fs::write(&metrics_path, metrics.to_json()).map_err(io_err(&metrics_path))?;
    let report_path = dir.join("report.md");
    fs::write(&report_path, render_report(&metrics)).map_err(io_err(&report_path))?;
    Ok(metrics)
}

/// Whether `path` is a folder with something in it (missing counts as empty).
pub fn folder_has_entries(path: &Path) -> Result<bool, EvalError> {
    match fs::read_dir(path) {
        Ok(mut entries) => Ok(entries.next().is_some()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(source) => Err(EvalError::Io {
            path: path.to_path_buf(),
            source,
        }),
    }
}
