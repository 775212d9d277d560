//! mimic-eval: scores candidate rankings against dataset examples offline and
//! reports the promotion gates. It can rank; it cannot execute anything.
//!
//! Inputs are files (a dataset folder, optionally a predictions file, trace
//! folders for the gates); outputs are files whose bytes depend only on the
//! inputs. The crate depends on mimic-dataset and mimic-schema only, so no
//! scorer has a path to a browser, the OS or an executor.

pub mod canonical;
pub mod dataset;
pub mod evaluate;
pub mod gates;
pub mod gates_report;
pub mod metrics;
pub mod output;
pub mod prediction;
pub mod report;
pub mod risk;
pub mod scorer;
pub mod text;

use std::path::PathBuf;

pub use dataset::Dataset;
pub use evaluate::{EvalOptions, Metrics, PredictionSource, Scores, evaluate, score};
pub use output::{EvalOutput, write_eval};
pub use prediction::{PredictionV1, Ranking};
pub use risk::RiskPolicy;
pub use scorer::{BUILTIN_SCORERS, CandidateScorer, ScorerInput, builtin_scorer};

pub use mimic_dataset::REMINDER;

#[derive(Debug, thiserror::Error)]
pub enum EvalError {
    /// A line of a JSONL input is bad: `file:line: problem`.
    #[error(transparent)]
    Line(#[from] mimic_schema::jsonl::LineError),
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// Input that parses but breaks a rule; `at` is `file:line` or a field.
    #[error("{at}: {message}")]
    Invalid { at: String, message: String },
    /// An output already holds results; they are kept.
    #[error("{path}: {what} is already there")]
    AlreadyExists { path: PathBuf, what: &'static str },
    /// An input file or folder does not exist.
    #[error("{path}: no such file or folder")]
    NotFound { path: PathBuf },
    /// The trace inputs name no trace file (mimic-schema's discovery rule).
    #[error(transparent)]
    Traces(#[from] mimic_schema::layout::DiscoverError),
    /// A folder given as a dataset is not one.
    #[error("{path}: {problem}")]
    NotADataset { path: PathBuf, problem: String },
    /// A value that cannot be used: `what` names it (a k, a split or scorer name).
    #[error("{what} {value:?}: {problem}")]
    BadValue {
        what: &'static str,
        value: String,
        problem: &'static str,
    },
}
