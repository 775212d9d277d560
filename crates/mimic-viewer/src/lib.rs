//! mimic-viewer: the trace viewer, one static page, `OUT/report/index.html`, that shows each
//! trace step by step (screenshot, every candidate's box, the action point,
//! the mapped candidate, status, reason, verification) and, when
//! `OUT/eval/<scorer>/predictions.jsonl` exist, each scorer's top-k with hits
//! and misses marked.
//!
//! The page needs no server and no network: data sits in the page as JSON,
//! screenshots are referenced relatively (`../screenshots/<sha256>.png`), and
//! a content security policy allows nothing else. Text from the observed
//! pages is only ever rendered as text. Steps are drawn one trace at a time,
//! so a run of a thousand steps stays quick to open.

mod html;
mod model;

use std::collections::hash_map::Entry;
use std::collections::{BTreeMap, HashMap};
use std::fs;
use std::io;
use std::path::{Component, Path, PathBuf};

use mimic_schema::MimicTraceRecordV1;
use mimic_schema::jsonl::JsonlReader;
use mimic_schema::layout::{DiscoverError, OutputLayout, discover_traces, screenshot_path};
use serde::{Deserialize, Serialize};

use model::{ScreenshotLink, StepView, TraceSummary, TraceView};

/// The viewer's page in the output folder's report folder.
pub const REPORT_PAGE: &str = "index.html";

/// How many of each scorer's ranked candidates the viewer shows by default.
pub const DEFAULT_TOP_K: usize = 5;

#[derive(Debug, Clone)]
pub struct ReportOptions {
    /// How many ranked candidates to show per scorer and step.
    pub top_k: usize,
}

impl Default for ReportOptions {
    fn default() -> Self {
        Self {
            top_k: DEFAULT_TOP_K,
        }
    }
}

/// What went into the page.
#[derive(Debug, Clone)]
pub struct ReportSummary {
    pub path: PathBuf,
    pub bytes: usize,
    pub traces: usize,
    pub steps: usize,
    pub scorers: Vec<String>,
    /// Input that was skipped (bad lines, unknown example ids), each naming
    /// its file and line; also listed on the page.
    pub problems: Vec<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    /// `OUT/traces/` holds no trace file (mimic-schema's discovery rule).
    #[error(transparent)]
    Traces(#[from] DiscoverError),
    #[error("{path}: {source}")]
    Io { path: PathBuf, source: io::Error },
    #[error("viewer data does not serialize: {0}")]
    Serialize(#[from] serde_json::Error),
}

fn io_error(path: &Path) -> impl FnOnce(io::Error) -> ReportError + '_ {
    move |source| ReportError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// One line of a scorer's predictions file: the fields the viewer shows.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct PredictionLine {
    example_id: String,
    candidate_ids: Vec<String>,
}

/// Everything the page's index holds.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct PageIndex<'a> {
    traces: &'a [TraceSummary],
    scorers: &'a [String],
    top_k: usize,
    problems: &'a [String],
}

/// A scorer's top-k per example id, and which ids the traces asked for.
#[derive(Debug, Default)]
struct Predictions {
    by_scorer: BTreeMap<String, HashMap<String, Vec<String>>>,
}

impl Predictions {
    /// Reads every `OUT/eval/<scorer>/predictions.jsonl`; a missing eval
    /// folder just means no predictions.
    fn load(out: &Path, top_k: usize, problems: &mut Vec<String>) -> Result<Self, ReportError> {
        let eval_dir = OutputLayout::new(out).eval();
        let mut this = Self::default();
        let Ok(entries) = fs::read_dir(&eval_dir) else {
            return Ok(this);
        };
        let mut scorer_dirs: Vec<PathBuf> = entries
            .map(|e| e.map(|e| e.path()))
            .collect::<Result<_, _>>()
            .map_err(io_error(&eval_dir))?;
        scorer_dirs.sort();
        for dir in scorer_dirs {
            let file = dir.join("predictions.jsonl");
            let Some(scorer) = dir.file_name().and_then(|n| n.to_str()) else {
                continue;
            };
            // Hidden folders are an evaluator's unfinished staging area.
            if scorer.starts_with('.') || !file.is_file() {
                continue;
            }
            let shown = relative_to(out, &file);
            let file_handle = fs::File::open(&file).map_err(io_error(&file))?;
            let reader = JsonlReader::new(io::BufReader::new(file_handle), shown.clone());
            let mut ranked = HashMap::new();
            for line in reader.values::<PredictionLine>() {
                match line {
                    Ok((number, mut p)) => {
                        p.candidate_ids.truncate(top_k);
                        match ranked.entry(p.example_id) {
                            Entry::Occupied(first) => problems.push(format!(
                                "{shown}:{number}: duplicate prediction for {:?}; the first one is shown",
                                first.key()
                            )),
                            Entry::Vacant(slot) => {
                                slot.insert(p.candidate_ids);
                            }
                        }
                    }
                    Err(e) => problems.push(e.to_string()),
                }
            }
            this.by_scorer.insert(scorer.to_owned(), ranked);
        }
        Ok(this)
    }

    /// Takes each scorer's ranking for `example_id` out of the table, so the
    /// rankings left at the end are the ones that named unknown examples.
    fn take(&mut self, example_id: &str) -> BTreeMap<String, Vec<String>> {
        self.by_scorer
            .iter_mut()
            .filter_map(|(scorer, ranked)| {
                ranked.remove(example_id).map(|ids| (scorer.clone(), ids))
            })
            .collect()
    }
}

/// Writes `OUT/report/index.html` from `OUT/traces/` and, when present,
/// `OUT/eval/*/predictions.jsonl`. The previous page is replaced only once
/// the new one is complete.
pub fn write_report(out: &Path, options: &ReportOptions) -> Result<ReportSummary, ReportError> {
    let layout = OutputLayout::new(out);
    let files: Vec<PathBuf> = discover_traces(&[layout.traces()])?
        .into_iter()
        .map(|file| file.path)
        .collect();
    let mut problems = Vec::new();
    let mut predictions = Predictions::load(out, options.top_k, &mut problems)?;
    let scorers: Vec<String> = predictions.by_scorer.keys().cloned().collect();

    let mut summaries = Vec::new();
    let mut blocks = Vec::new();
    let mut steps = 0;
    for file in &files {
        let Some((summary, view)) = read_trace(out, file, &mut predictions, &mut problems)? else {
            continue;
        };
        steps += view.steps.len();
        blocks.push(html::script_json(&view)?);
        summaries.push(summary);
    }
    for (scorer, left) in &predictions.by_scorer {
        let mut unknown: Vec<&String> = left.keys().collect();
        unknown.sort();
        if let Some(first) = unknown.first() {
            problems.push(format!(
                "eval/{scorer}/predictions.jsonl: {} prediction(s) name examples that are not in the traces (first: {first:?})",
                unknown.len()
            ));
        }
    }

    let index = html::script_json(&PageIndex {
        traces: &summaries,
        scorers: &scorers,
        top_k: options.top_k,
        problems: &problems,
    })?;
    let page = html::page(&index, &blocks);

    let dir = layout.report();
    let path = dir.join(REPORT_PAGE);
    fs::create_dir_all(&dir).map_err(io_error(&dir))?;
    let partial = dir.join("index.html.partial");
    fs::write(&partial, &page).map_err(io_error(&partial))?;
    fs::rename(&partial, &path).map_err(io_error(&path))?;
    Ok(ReportSummary {
        path,
        bytes: page.len(),
        traces: summaries.len(),
        steps,
        scorers,
        problems,
    })
}

/// Reads one trace file into its summary and its steps; `None` when the file
/// holds no readable record (the reasons go to `problems`).
fn read_trace(
    out: &Path,
    file: &Path,
    predictions: &mut Predictions,
    problems: &mut Vec<String>,
) -> Result<Option<(TraceSummary, TraceView)>, ReportError> {
    let shown = relative_to(out, file);
    let handle = fs::File::open(file).map_err(io_error(file))?;
    let reader = JsonlReader::new(io::BufReader::new(handle), shown.clone());
    let mut records: Vec<MimicTraceRecordV1> = Vec::new();
    for line in reader.values::<MimicTraceRecordV1>() {
        match line {
            Ok((number, record)) => {
                if let Some(first) = records.first()
                    && first.trace_id != record.trace_id
                {
                    problems.push(format!(
                        "{shown}:{number}: traceId {:?} differs from the file's first record ({:?}); line skipped",
                        record.trace_id, first.trace_id
                    ));
                    continue;
                }
                records.push(record);
            }
            Err(e) => problems.push(e.to_string()),
        }
    }
    let (Some(first), Some(last)) = (records.first(), records.last()) else {
        problems.push(format!("{shown}: no readable record; trace skipped"));
        return Ok(None);
    };
    let ext = first.mimic.as_ref();
    let trace_status = match last.mimic.as_ref().and_then(|e| e.trace_status) {
        Some(mimic_schema::TraceStatus::Completed) => "completed",
        Some(mimic_schema::TraceStatus::Aborted) => "aborted",
        None => "unfinished",
    };
    let steps: Vec<StepView> = records
        .iter()
        .enumerate()
        .map(|(index, record)| {
            let example_id = format!("{}/{}", record.trace_id, record.step_id);
            StepView::from_record(
                record,
                index,
                resolve_screenshot(out, &record.observation),
                predictions.take(&example_id),
            )
        })
        .collect();
    let summary = TraceSummary {
        id: first.trace_id.clone(),
        task: ext.and_then(|e| e.task_id.clone()),
        site: ext.and_then(|e| e.site_id.clone()),
        instance: ext.and_then(|e| e.instance_id.clone()),
        run: ext.and_then(|e| e.run_id.clone()),
        collector: first.source.collector.as_str(),
        trace_status,
        statuses: steps.iter().map(|s| s.status).collect(),
        verifications: steps.iter().map(|s| s.verification).collect(),
    };
    let view = TraceView {
        id: first.trace_id.clone(),
        goal: model::clip(&first.task_goal),
        steps,
    };
    Ok(Some((summary, view)))
}

/// The screenshot's URL relative to `OUT/report/`, or why it cannot be shown.
fn resolve_screenshot(
    out: &Path,
    observation: &mimic_schema::MimicObservationV1,
) -> Option<ScreenshotLink> {
    let named = match (&observation.screenshot_path, &observation.screenshot_sha256) {
        (Some(path), _) => path.clone(),
        (None, Some(sha)) if sha.len() == 64 && sha.bytes().all(|b| b.is_ascii_hexdigit()) => {
            screenshot_path(sha)
        }
        _ => return None,
    };
    let plain = Path::new(&named)
        .components()
        .all(|c| matches!(c, Component::Normal(_)))
        && !named.contains(':')
        && !named.contains('\\');
    Some(if !plain {
        ScreenshotLink::Missing(format!(
            "screenshot path {named:?} is not a plain path inside the output folder"
        ))
    } else if !out.join(&named).is_file() {
        ScreenshotLink::Missing(format!("{named} is not in the output folder"))
    } else {
        ScreenshotLink::Found(format!(
            "../{}",
            named
                .split('/')
                .map(percent_encode_segment)
                .collect::<Vec<_>>()
                .join("/")
        ))
    })
}

/// Encodes everything but unreserved URL characters, so a file name with `#`,
/// `?` or `%` still names the file.
fn percent_encode_segment(segment: &str) -> String {
    let mut encoded = String::with_capacity(segment.len());
    for byte in segment.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            encoded.push(char::from(byte));
        } else {
            encoded.push_str(&format!("%{byte:02X}"));
        }
    }
    encoded
}

/// `path` as shown in messages: relative to the output folder when inside it.
fn relative_to(out: &Path, path: &Path) -> String {
    path.strip_prefix(out).unwrap_or(path).display().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn observation(path: Option<&str>, sha: Option<&str>) -> mimic_schema::MimicObservationV1 {
        mimic_schema::MimicObservationV1 {
            screenshot_path: path.map(str::to_owned),
            screenshot_sha256: sha.map(str::to_owned),
            ..Default::default()
        }
    }

    #[test]
    fn screenshots_resolve_relative_to_the_report_and_only_inside_out() {
        let out = tempfile::tempdir().unwrap();
        fs::create_dir_all(out.path().join("screenshots")).unwrap();
        fs::write(out.path().join("screenshots/a b#1.png"), b"png").unwrap();
        let sha = "ab".repeat(32);
        fs::write(out.path().join(format!("screenshots/{sha}.png")), b"png").unwrap();

        assert_eq!(
            resolve_screenshot(
                out.path(),
                &observation(Some("screenshots/a b#1.png"), None)
            ),
            Some(ScreenshotLink::Found("../screenshots/a%20b%231.png".into()))
        );
        assert_eq!(
            resolve_screenshot(out.path(), &observation(None, Some(&sha))),
            Some(ScreenshotLink::Found(format!("../screenshots/{sha}.png")))
        );
        for hostile in [
            "../secret.png",
            "/etc/passwd",
            "javascript:alert(1)",
            "a\\..\\b",
        ] {
            assert!(
                matches!(
                    resolve_screenshot(out.path(), &observation(Some(hostile), None)),
                    Some(ScreenshotLink::Missing(_))
                ),
                "{hostile}"
            );
        }
        assert!(matches!(
            resolve_screenshot(out.path(), &observation(Some("screenshots/gone.png"), None)),
            Some(ScreenshotLink::Missing(why)) if why.contains("gone.png")
        ));
        assert_eq!(
            resolve_screenshot(out.path(), &observation(None, Some("zz"))),
            None
        );
    }

    #[test]
    fn a_missing_traces_folder_is_named() {
        let out = tempfile::tempdir().unwrap();
        let err = write_report(out.path(), &ReportOptions::default()).unwrap_err();
        assert!(matches!(err, ReportError::Traces(_)));
        assert!(err.to_string().contains("traces"), "{err}");
    }
}
