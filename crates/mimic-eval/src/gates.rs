//! The promotion gates of the source document (docs/source-document.md), computed from the data:
//! clean traces per collector kind, stability of candidate extraction across
//! repeated runs of one instance, the unmapped rate with its reasons,
//! repeatability of the top-k figures, unsafe / invalid cases measured, and
//! the advisory-only boundary.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use mimic_dataset::DatasetExampleV1;
use mimic_schema::clean::{CleanCheck, Problems};
use mimic_schema::jsonl::JsonlReader;
use mimic_schema::layout::discover_traces;
use mimic_schema::validate::{RecordReader, Strictness};
use mimic_schema::{Collector, MimicCandidateV1, MimicTraceRecordV1};
use serde::Serialize;

use crate::dataset::{Dataset, ExampleStream, SplitDigest};
use crate::evaluate::{EvalOptions, ListedGroup, NO_ID, evaluate};
use crate::report::rate_text;
use crate::risk::PolicyIdentity;
use crate::scorer::CandidateScorer;
use crate::{EvalError, PredictionSource, REMINDER, canonical};

/// The `schema` value of gates.json.
pub const GATES_SCHEMA: &str = "mimic.gates.v1";
/// "at least 50 to 100 clean traces exist": 50 passes, 100 is the target.
pub const CLEAN_TRACES_MIN: u64 = 50;
pub const CLEAN_TRACES_TARGET: u64 = 100;
/// Share of compared steps whose candidate sets must agree across runs.
pub const STABILITY_MIN_AGREEMENT: f64 = 0.95;
/// Two boxes agree when every edge is within this many units.
pub const STABILITY_BOUNDS_TOLERANCE: f64 = 0.5;
/// Highest unmapped share of targeted steps that passes.
pub const UNMAPPED_MAX_RATE: f64 = 0.10;

/// What the gates read.
pub struct GateInputs<'a> {
    /// Collector output folders (holding `traces/`), trace folders or files.
    pub traces: Vec<PathBuf>,
    pub dataset: Dataset,
    /// Scorers whose top-k figures are checked for repeatability and whose
    /// unsafe / invalid rates are measured.
    pub scorers: Vec<&'a dyn CandidateScorer>,
    pub options: EvalOptions,
}

impl std::fmt::Debug for GateInputs<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.scorers.iter().map(|s| s.name()).collect();
        f.debug_struct("GateInputs")
            .field("traces", &self.traces)
            .field("dataset", &self.dataset.root)
            .field("scorers", &names)
            .finish()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GateStatus {
    Pass,
    Fail,
}

/// One gate: the source document's words, what was measured, the bar.
#[derive(Debug, Clone, Serialize)]
pub struct Gate {
    pub id: &'static str,
    /// The gate as the source document states it.
    pub source: &'static str,
    pub measured: String,
    pub threshold: String,
    pub status: GateStatus,
}

/// Everything gates.json holds.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GatesReport {
    pub schema: &'static str,
    pub passed: bool,
    pub gates: Vec<Gate>,
    pub inputs: GateInputDigest,
    pub clean_traces: CleanTraces,
    pub stability: Stability,
    pub unmapped: UnmappedGate,
    pub scorers: BTreeMap<String, ScorerGate>,
    /// How "every record valid" was decided.
    pub record_validation: &'static str,
    pub reminder: &'static str,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GateInputDigest {
    pub trace_files: u64,
    pub dataset: Vec<SplitDigest>,
    pub risk_policy: PolicyIdentity,
}

/// Clean traces counted per collector kind.
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CleanTraces {
    pub total: u64,
    pub clean: u64,
    pub by_collector: BTreeMap<String, CleanCount>,
    /// Why traces are not clean; a trace may have several reasons.
    pub not_clean: BTreeMap<String, ListedGroup<TraceAt>>,
}

/// A trace file and the first line a reason applies to.
#[derive(Debug, Clone, Serialize)]
pub struct TraceAt {
    pub at: String,
    pub collector: String,
    /// What is wrong there, when there is more to say than the reason.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
}

/// Where a later run's candidates differ from the first run's.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StepDifference {
    pub at: String,
    pub compared_with: String,
    pub difference: String,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct CleanCount {
    pub traces: u64,
    pub clean: u64,
}

/// Agreement of candidate sets between runs of the same instance.
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Stability {
    /// Instances (task + instance id) collected at least twice.
    pub repeated_instances: u64,
    pub steps_compared: u64,
    pub steps_agreeing: u64,
    pub agreement: Option<f64>,
    pub by_task: BTreeMap<String, StabilityCount>,
    /// Runs whose step count differs from the first run's (only the common
    /// steps are compared).
    pub length_mismatches: u64,
    /// The differences found, at `file:line` of the later run.
    pub disagreements: ListedGroup<StepDifference>,
}

#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StabilityCount {
    pub steps_compared: u64,
    pub steps_agreeing: u64,
}

/// Unmapped gold over the dataset's targeted steps.
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UnmappedGate {
    pub targeted: u64,
    pub unmapped: u64,
    pub rate: Option<f64>,
    /// Unmapped steps with neither a reason code nor a reason.
    pub unexplained: u64,
    pub by_collector: BTreeMap<String, UnmappedCount>,
    /// Keyed `status: reasonCode`.
    pub by_reason: BTreeMap<String, u64>,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct UnmappedCount {
    pub targeted: u64,
    pub unmapped: u64,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ScorerGate {
    /// Two evaluations gave byte-identical metrics.json and predictions.
    pub repeatable: bool,
    pub top_k: BTreeMap<String, Option<f64>>,
    pub targeted: u64,
    pub judged: u64,
    pub invalid_rate: Option<f64>,
    pub unsafe_rate: Option<f64>,
}

impl GatesReport {
    pub fn to_json(&self) -> String {
        canonical::to_canonical_json(self).expect("gates serialize")
    }
}

/// How "every record valid" is decided.
const RECORD_VALIDATION: &str =
    "mimic-schema's parse_record (lenient: unknown fields are warnings)";

/// Computes every gate.
pub fn run_gates(inputs: &GateInputs<'_>) -> Result<GatesReport, EvalError> {
    let files = discover_traces(&inputs.traces)?;
    let summaries = files
        .iter()
        .map(|file| summarize_trace(&file.label(), &file.path))
        .collect::<Result<Vec<_>, _>>()?;
    let clean = count_clean(&summaries);
    let stability = measure_stability(&summaries)?;
    let (unmapped, digests) = measure_unmapped(&inputs.dataset)?;
    let mut scorers = BTreeMap::new();
    for scorer in &inputs.scorers {
        scorers.insert(
            scorer.name().to_string(),
            measure_scorer(*scorer, &inputs.dataset, &inputs.options)?,
        );
    }
    let gates = vec![
        clean_gate(&clean),
        stability_gate(&stability),
        unmapped_gate(&unmapped),
        repeatability_gate(&scorers),
        unsafe_invalid_gate(&scorers, inputs.options.policy.identity()),
        boundary_gate(),
    ];
    Ok(GatesReport {
        schema: GATES_SCHEMA,
        passed: gates.iter().all(|g| g.status == GateStatus::Pass),
        gates,
        inputs: GateInputDigest {
            trace_files: files.len() as u64,
            dataset: digests,
            risk_policy: inputs.options.policy.identity().clone(),
        },
        clean_traces: clean,
        stability,
        unmapped,
        scorers,
        record_validation: RECORD_VALIDATION,
        reminder: REMINDER,
    })
}

/// What one trace file says about the clean-trace rules.
#[derive(Debug, Clone)]
struct TraceSummary {
    label: String,
    path: PathBuf,
    collector: Option<Collector>,
    task_id: Option<String>,
    instance_id: Option<String>,
    run_id: Option<String>,
    /// Why the trace is not clean (mimic-schema's rule).
    problems: Problems,
}

impl TraceSummary {
    fn is_clean(&self) -> bool {
        self.problems.is_empty()
    }
}

/// One line of a trace file: its number (0 for the file as a whole) and
/// the record, or the first problem that makes it invalid.
type RecordLine = (u64, Result<MimicTraceRecordV1, String>);

/// The lines of a trace file, one at a time, parsed and validated by
/// mimic-schema.
fn read_records(path: &Path) -> Result<impl Iterator<Item = RecordLine>, EvalError> {
    let reader = RecordReader::new(JsonlReader::open(path)?, Strictness::Lenient);
    Ok(reader.map(|report| {
        let outcome = report
            .outcome
            .map(|parsed| parsed.record)
            .map_err(|problems| {
                problems
                    .first()
                    .map(ToString::to_string)
                    .unwrap_or_default()
            });
        (report.line, outcome)
    }))
}

fn summarize_trace(label: &str, path: &Path) -> Result<TraceSummary, EvalError> {
    let mut summary = TraceSummary {
        label: label.to_string(),
        path: path.to_path_buf(),
        collector: None,
        task_id: None,
        instance_id: None,
        run_id: None,
        problems: Problems::new(),
    };
    let mut check = CleanCheck::new();
    for (line, record) in read_records(path)? {
        let record = match record {
            Ok(record) => record,
            Err(problem) => {
                check.invalid(line, problem);
                continue;
            }
        };
        if summary.collector.is_none() {
            let ext = record.mimic.as_ref();
            summary.collector = Some(record.source.collector);
            summary.task_id = ext.and_then(|e| e.task_id.clone());
            summary.instance_id = ext.and_then(|e| e.instance_id.clone());
            summary.run_id = ext.and_then(|e| e.run_id.clone());
        }
        check.record(line, &record);
    }
    summary.problems = check.finish();
    Ok(summary)
}

fn collector_name(collector: Option<Collector>) -> String {
    collector.map_or_else(|| NO_ID.to_string(), |c| c.as_str().to_string())
}

fn count_clean(summaries: &[TraceSummary]) -> CleanTraces {
    let mut out = CleanTraces::default();
    for summary in summaries {
        let clean = summary.is_clean();
        out.total += 1;
        out.clean += u64::from(clean);
        let count = out
            .by_collector
            .entry(collector_name(summary.collector))
            .or_default();
        count.traces += 1;
        count.clean += u64::from(clean);
        for (reason, (line, detail)) in &summary.problems {
            out.not_clean
                .entry(reason.as_str().to_string())
                .or_default()
                .push(TraceAt {
                    at: format!("{}:{line}", summary.label),
                    collector: collector_name(summary.collector),
                    detail: detail.clone(),
                });
        }
    }
    out
}

/// One candidate as the stability gate compares it.
#[derive(Debug, Clone)]
struct CandidateKey {
    label: Option<String>,
    bounds: mimic_schema::Bounds,
}

type CandidateSet = BTreeMap<String, CandidateKey>;

fn candidate_set(candidates: &[MimicCandidateV1]) -> CandidateSet {
    candidates
        .iter()
        .map(|c| {
            (
                c.id.clone(),
                CandidateKey {
                    label: c.label.clone(),
                    bounds: c.bounds,
                },
            )
        })
        .collect()
}

/// `None` when the sets agree, else the first difference.
fn compare_sets(first: &CandidateSet, later: &CandidateSet) -> Option<String> {
    let near = |a: f64, b: f64| (a - b).abs() <= STABILITY_BOUNDS_TOLERANCE;
    if let Some(id) = first.keys().find(|id| !later.contains_key(*id)) {
        return Some(format!("candidate {id} missing"));
    }
    if let Some(id) = later.keys().find(|id| !first.contains_key(*id)) {
        return Some(format!("candidate {id} added"));
    }
    for (id, a) in first {
        let b = &later[id];
        if a.label != b.label {
            return Some(format!("label of {id}: {:?} vs {:?}", a.label, b.label));
        }
        let (p, q) = (a.bounds, b.bounds);
        let same = near(p.x, q.x)
            && near(p.y, q.y)
            && near(p.right(), q.right())
            && near(p.bottom(), q.bottom());
        if !same {
            return Some(format!(
                "bounds of {id}: ({}, {}, {}x{}) vs ({}, {}, {}x{})",
                p.x, p.y, p.width, p.height, q.x, q.y, q.width, q.height
            ));
        }
    }
    None
}

/// The candidate set of each parsed step, with its line.
fn step_sets(path: &Path) -> Result<Vec<(u64, CandidateSet)>, EvalError> {
    Ok(read_records(path)?
        .filter_map(|(line, record)| {
            record
                .ok()
                .map(|r| (line, candidate_set(&r.observation.candidates)))
        })
        .collect())
}

fn measure_stability(summaries: &[TraceSummary]) -> Result<Stability, EvalError> {
    let mut instances: BTreeMap<(String, String), BTreeMap<String, &TraceSummary>> =
        BTreeMap::new();
    for s in summaries {
        if let (Some(task), Some(instance), Some(run)) = (&s.task_id, &s.instance_id, &s.run_id) {
            // The first file of a run stands for it; a second copy of the
            // same run is not a repeated collection.
            instances
                .entry((task.clone(), instance.clone()))
                .or_default()
                .entry(run.clone())
                .or_insert(s);
        }
    }
    let mut out = Stability::default();
    for ((task, _), runs) in instances.iter().filter(|(_, runs)| runs.len() >= 2) {
        out.repeated_instances += 1;
        let mut runs = runs.values();
        let first = runs.next().expect("at least two runs");
        let reference = step_sets(&first.path)?;
        for later in runs {
            let steps = step_sets(&later.path)?;
            if steps.len() != reference.len() {
                out.length_mismatches += 1;
            }
            let per_task = out.by_task.entry(task.clone()).or_default();
            for ((_, a), (line, b)) in reference.iter().zip(&steps) {
                out.steps_compared += 1;
                per_task.steps_compared += 1;
                match compare_sets(a, b) {
                    None => {
                        out.steps_agreeing += 1;
                        per_task.steps_agreeing += 1;
                    }
                    Some(difference) => out.disagreements.push(StepDifference {
                        at: format!("{}:{line}", later.label),
                        compared_with: first.label.clone(),
                        difference,
                    }),
                }
            }
        }
    }
    out.agreement =
        (out.steps_compared > 0).then(|| out.steps_agreeing as f64 / out.steps_compared as f64);
    Ok(out)
}

fn measure_unmapped(dataset: &Dataset) -> Result<(UnmappedGate, Vec<SplitDigest>), EvalError> {
    let mut out = UnmappedGate::default();
    let mut digests = Vec::new();
    for split in &dataset.splits {
        let mut stream = ExampleStream::open(split)?;
        while let Some(item) = stream.next_example() {
            let (_, example): (u64, DatasetExampleV1) = item?;
            if !example.is_targeted() {
                continue;
            }
            let label = &example.label;
            let unmapped = label.candidate_id.is_none();
            out.targeted += 1;
            let by = out
                .by_collector
                .entry(example.meta.collector.as_str().to_string())
                .or_default();
            by.targeted += 1;
            if unmapped {
                out.unmapped += 1;
                by.unmapped += 1;
                if label.reason_code.is_none() && label.reason.is_none() {
                    out.unexplained += 1;
                }
                let key = format!(
                    "{}: {}",
                    label.mapping_status.as_str(),
                    label.reason_code.as_deref().unwrap_or(NO_ID)
                );
                *out.by_reason.entry(key).or_default() += 1;
            }
        }
        digests.push(stream.finish());
    }
    out.rate = (out.targeted > 0).then(|| out.unmapped as f64 / out.targeted as f64);
    Ok((out, digests))
}

/// Evaluates `scorer` twice and compares the bytes.
fn measure_scorer(
    scorer: &dyn CandidateScorer,
    dataset: &Dataset,
    options: &EvalOptions,
) -> Result<ScorerGate, EvalError> {
    let source = PredictionSource::Scorer(scorer);
    let mut first_predictions = Vec::new();
    let first = evaluate(dataset, &source, options, &mut first_predictions)?;
    let mut second_predictions = Vec::new();
    let second = evaluate(dataset, &source, options, &mut second_predictions)?;
    let repeatable = first.to_json() == second.to_json() && first_predictions == second_predictions;
    let o = &first.overall;
    Ok(ScorerGate {
        repeatable,
        top_k: o.top_k.iter().map(|(k, f)| (k.clone(), f.rate)).collect(),
        targeted: o.targeted,
        judged: o.invalid.judged,
        invalid_rate: o.invalid.rate,
        unsafe_rate: o.unsafe_.rate,
    })
}

fn pass_if(ok: bool) -> GateStatus {
    if ok {
        GateStatus::Pass
    } else {
        GateStatus::Fail
    }
}

fn clean_gate(clean: &CleanTraces) -> Gate {
    let per_kind: Vec<String> = clean
        .by_collector
        .iter()
        .map(|(kind, c)| format!("{kind} {}/{}", c.clean, c.traces))
        .collect();
    Gate {
        id: "clean_traces",
        source: "at least 50 to 100 clean traces exist",
        measured: format!(
            "{} clean of {} traces ({}); target of {CLEAN_TRACES_TARGET} {}",
            clean.clean,
            clean.total,
            if per_kind.is_empty() {
                "none".to_string()
            } else {
                per_kind.join(", ")
            },
            if clean.clean >= CLEAN_TRACES_TARGET {
                "reached"
            } else {
                "not reached"
            }
        ),
        threshold: format!(">= {CLEAN_TRACES_MIN} clean traces (target {CLEAN_TRACES_TARGET})"),
        status: pass_if(clean.clean >= CLEAN_TRACES_MIN),
    }
}

fn stability_gate(s: &Stability) -> Gate {
    let measured = match s.agreement {
        Some(rate) => format!(
            "{} of {} steps agree ({}) over {} repeated instances",
            s.steps_agreeing,
            s.steps_compared,
            rate_text(Some(rate)),
            s.repeated_instances
        ),
        None => "no instance was collected twice: nothing to compare".to_string(),
    };
    Gate {
        id: "candidate_extraction_stable",
        source: "candidate extraction is stable for the target demo tasks",
        measured,
        threshold: format!(
            "candidate sets (ids, labels, bounds within {STABILITY_BOUNDS_TOLERANCE}) agree on >= {STABILITY_MIN_AGREEMENT:.2} of steps"
        ),
        status: pass_if(s.agreement.is_some_and(|a| a >= STABILITY_MIN_AGREEMENT)),
    }
}

fn unmapped_gate(u: &UnmappedGate) -> Gate {
    let measured = match u.rate {
        Some(rate) => format!(
            "{} of {} targeted steps unmapped ({}), {} without a reason",
            u.unmapped,
            u.targeted,
            rate_text(Some(rate)),
            u.unexplained
        ),
        None => "no targeted steps in the dataset".to_string(),
    };
    Gate {
        id: "unmapped_rate_low_and_explained",
        source: "human action mapping has an explainable low unmapped rate",
        measured,
        threshold: format!("<= {UNMAPPED_MAX_RATE:.2} unmapped, every one with a reason"),
        status: pass_if(u.rate.is_some_and(|r| r <= UNMAPPED_MAX_RATE) && u.unexplained == 0),
    }
}

fn repeatability_gate(scorers: &BTreeMap<String, ScorerGate>) -> Gate {
    let results: Vec<String> = scorers
        .iter()
        .map(|(name, s)| {
            format!(
                "{name} {}",
                if s.repeatable {
                    "identical"
                } else {
                    "DIFFERENT"
                }
            )
        })
        .collect();
    Gate {
        id: "top_k_repeatable",
        source: "offline top-k metrics are repeatable",
        measured: if results.is_empty() {
            "no scorer evaluated".to_string()
        } else {
            results.join(", ")
        },
        threshold: "two evaluations give byte-identical metrics.json and predictions".to_string(),
        status: pass_if(!scorers.is_empty() && scorers.values().all(|s| s.repeatable)),
    }
}

fn unsafe_invalid_gate(scorers: &BTreeMap<String, ScorerGate>, policy: &PolicyIdentity) -> Gate {
    let results: Vec<String> = scorers
        .iter()
        .map(|(name, s)| {
            format!(
                "{name}: invalid {}, unsafe {} over {} top-1s",
                rate_text(s.invalid_rate),
                rate_text(s.unsafe_rate),
                s.judged
            )
        })
        .collect();
    Gate {
        id: "unsafe_invalid_measured",
        source: "unsafe / invalid candidate cases are measured, not hand-waved",
        measured: format!(
            "{} (risk policy {} sha256 {})",
            if results.is_empty() {
                "no scorer evaluated".to_string()
            } else {
                results.join("; ")
            },
            policy.version,
            &policy.sha256[..12]
        ),
        threshold:
            "measured on at least one proposed top-1 per scorer, with a versioned risk policy"
                .to_string(),
        status: pass_if(!scorers.is_empty() && scorers.values().all(|s| s.judged > 0)),
    }
}

fn boundary_gate() -> Gate {
    Gate {
        id: "boundaries_unchanged",
        source: "approval and verification boundaries remain unchanged",
        measured: "advisory ranking only: a scorer returns a ranking and nothing else; mimic-eval depends on mimic-dataset and mimic-schema only (no mimic-observe, tokio or chromiumoxide; a layering test enforces it), so it has no path to an executor".to_string(),
        threshold: "the scorer can inform selection, it cannot authorize or execute".to_string(),
        status: GateStatus::Pass,
    }
}
