//! The `validate` tool's work: find trace files (mimic-schema's rule), validate every record, and
//! report `file:line: problem` lines and a summary; with `--remap`, also map
//! every valid record again and report those whose stored mapping differs.

use std::fmt;
use std::io::{self, Write};
use std::path::PathBuf;

use mimic_map::{MapError, MapOptions};
use mimic_schema::MimicTraceRecordV1;
use mimic_schema::jsonl::JsonlReader;
use mimic_schema::layout::{DiscoverError, discover_traces};
use mimic_schema::validate::{RecordReader, Strictness};

/// How to validate; one field per command-line flag.
#[derive(Debug, Clone, Copy, Default)]
pub struct ValidateOptions {
    pub strictness: Strictness,
    /// Map every valid record again under these rules and report those whose
    /// stored mapping differs (`--remap`).
    pub remap: Option<RemapRules>,
}

/// Which rules a record is mapped again under.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum RemapRules {
    /// Every record under these: what a change of rules would change.
    These(MapOptions),
    /// Each record under the rules it names (`mimic.mapping.rulesVersion`),
    /// a record that names none under the current ones: whether the trace
    /// still holds the answers its own rules give.
    Recorded,
}

impl RemapRules {
    fn for_record(self, record: &MimicTraceRecordV1) -> Result<MapOptions, MapError> {
        let recorded = record.mimic.as_ref().and_then(|m| m.mapping.as_ref());
        match (self, recorded) {
            (Self::These(options), _) => Ok(options),
            (Self::Recorded, Some(mapping)) => {
                MapOptions::from_rules_version(&mapping.rules_version)
            }
            (Self::Recorded, None) => Ok(MapOptions::default()),
        }
    }
}

/// What a run found.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Summary {
    pub files: usize,
    /// Non-blank lines, each one record (or an attempt at one).
    pub records: u64,
    pub invalid: u64,
    pub warnings: u64,
    /// Files that are empty or could not be opened.
    pub files_without_records: usize,
    /// Valid records mapped again (`--remap`).
    pub remapped: u64,
    /// Of those, records whose stored mapping differs from the new one.
    pub remap_differs: u64,
    /// Valid records the mapping rules could not work with.
    pub remap_failed: u64,
}

impl Summary {
    pub fn all_valid(&self) -> bool {
        self.invalid == 0 && self.files_without_records == 0
    }

    /// Every remapped record kept its stored mapping.
    pub fn mappings_agree(&self) -> bool {
        self.remap_differs == 0 && self.remap_failed == 0
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = |n: u64| if n == 1 { "" } else { "s" };
        let records = self.records;
        write!(
            f,
            "{records} record{}, {} invalid",
            plural(records),
            self.invalid
        )?;
        if self.files_without_records > 0 {
            let n = self.files_without_records as u64;
            write!(f, ", {n} file{} without records", plural(n))?;
        }
        if self.warnings > 0 {
            write!(f, ", {} warning{}", self.warnings, plural(self.warnings))?;
        }
        if self.remapped > 0 || self.remap_failed > 0 {
            write!(
                f,
                "; {} remapped, {} with a different mapping",
                self.remapped, self.remap_differs
            )?;
            if self.remap_failed > 0 {
                write!(f, ", {} could not be mapped", self.remap_failed)?;
            }
        }
        Ok(())
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ValidateError {
    // The I/O error is part of the message, not a separate cause, so it is
    // printed once.
    #[error("{path}: {error}")]
    Io { path: PathBuf, error: io::Error },
    #[error(transparent)]
    Traces(#[from] DiscoverError),
    #[error("writing the report: {0}")]
    Report(io::Error),
}

/// The trace files named by `paths`, by mimic-schema's discovery rule
/// (a file, an output folder's `traces/`, or a folder's own `*.jsonl`).
pub fn trace_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, ValidateError> {
    let found = discover_traces(paths)?;
    Ok(found.into_iter().map(|file| file.path).collect())
}

/// Validates every record of `files`, writing one line per problem to `out`
/// (`file:line: path: message`; warnings prefixed `warning:`).
pub fn validate_files(
    files: &[PathBuf],
    options: &ValidateOptions,
    out: &mut impl Write,
) -> Result<Summary, ValidateError> {
    let mut summary = Summary::default();
    for path in files {
        summary.files += 1;
        let lines = match JsonlReader::open(path) {
            Ok(lines) => lines,
            Err(e) => {
                writeln!(out, "{e}").map_err(ValidateError::Report)?;
                summary.files_without_records += 1;
                continue;
            }
        };
        let reader = RecordReader::new(lines, options.strictness);
        let file = reader.file().to_owned();
        for report in reader {
            if report.line == 0 {
                summary.files_without_records += 1;
            } else {
                summary.records += 1;
            }
            match &report.outcome {
                Ok(parsed) => summary.warnings += parsed.warnings.len() as u64,
                Err(_) => summary.invalid += u64::from(report.line != 0),
            }
            for located in report.located(Some(&file)) {
                writeln!(out, "{located}").map_err(ValidateError::Report)?;
            }
            if let (Some(rules), Ok(parsed)) = (&options.remap, &report.outcome) {
                let line = report.line;
                let remapped = rules
                    .for_record(&parsed.record)
                    .and_then(|rules| mimic_map::remap_record(&parsed.record, &rules));
                match remapped {
                    Ok(None) => summary.remapped += 1,
                    Ok(Some(diff)) => {
                        summary.remapped += 1;
                        summary.remap_differs += 1;
                        writeln!(out, "{file}:{line}: {diff}").map_err(ValidateError::Report)?;
                    }
                    Err(e) => {
                        summary.remap_failed += 1;
                        writeln!(out, "{file}:{line}: cannot map: {e}")
                            .map_err(ValidateError::Report)?;
                    }
                }
            }
        }
    }
    Ok(summary)
}

/// What checking task files found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TaskSummary {
    pub files: u64,
    pub invalid: u64,
    /// Instances of the valid files (each seed or set at each viewport).
    pub instances: u64,
}

impl TaskSummary {
    pub fn all_valid(&self) -> bool {
        self.invalid == 0
    }
}

impl fmt::Display for TaskSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} task files: {} valid, {} invalid; {} instances",
            self.files,
            self.files - self.invalid,
            self.invalid,
            self.instances
        )
    }
}

/// Checks every task file `paths` name (files, or folders of `*.json`),
/// each fully (parsed strictly, every instance expanded with `run`), writing
/// one `file:line:column: pointer: message` line per bad file to `out`, and
/// one per task id that two files share.
pub fn validate_task_files(
    paths: &[PathBuf],
    run: &mimic_task::RunParams,
    out: &mut impl Write,
) -> Result<TaskSummary, mimic_task::LoadError> {
    let mut summary = TaskSummary::default();
    let mut seen: Vec<(String, PathBuf)> = Vec::new();
    for file in mimic_task::task_files(paths)? {
        summary.files += 1;
        let problem = match mimic_task::load_file(&file, run) {
            Ok(task) => match seen.iter().find(|(id, _)| id == task.id()) {
                Some((id, first)) => Some(
                    mimic_task::LoadError::DuplicateId {
                        id: id.clone(),
                        first: first.clone(),
                        second: file.clone(),
                    }
                    .to_string(),
                ),
                None => {
                    summary.instances += task.instances(None).len() as u64;
                    seen.push((task.id().to_string(), file.clone()));
                    None
                }
            },
            Err(e) => Some(e.to_string()),
        };
        if let Some(problem) = problem {
            summary.invalid += 1;
            writeln!(out, "{problem}")
                .map_err(|source| mimic_task::LoadError::Io { path: file, source })?;
        }
    }
    Ok(summary)
}
