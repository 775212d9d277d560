//! mimic-wasm: mimic's pure layers as a WebAssembly package for TypeScript.
//!
//! A thin wasm-bindgen wrapper: every answer comes from mimic-schema,
//! mimic-map and mimic-eval; this crate only converts between JavaScript
//! values and their types. It cannot execute anything, and nothing in it touches a browser,
//! the file system or the network (see `docs/wasm.md`). The package's
//! `.d.ts` includes the generated declarations of the v1 record
//! (`docs/schema/mimic-trace-v1.ts`), so calls are typed end to end.

use std::collections::BTreeMap;

use mimic_dataset::DatasetExampleV1;
use mimic_eval::{EvalOptions, PredictionV1, RiskPolicy, score};
use mimic_map::{MapOptions, MapRequest, apply_to_record};
use mimic_schema::jsonl::strip_serde_position;
use mimic_schema::scrub::Scrubber;
use mimic_schema::validate::{Verdict, validate_jsonl_bytes};
use mimic_schema::writer::scrub_and_validate;
use mimic_schema::{MimicTraceRecordV1, Problem, Strictness, parse_record};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TRACE_RECORD_TYPES: &str = include_str!("../../../docs/schema/mimic-trace-v1.ts");

#[wasm_bindgen(typescript_custom_section)]
const API_TYPES: &str = r#"
// The shapes this package returns, over the generated record types above.

/** What sort of problem a `Problem` is (mimic-schema's `ProblemKind`). */
export type ProblemKind = "syntax" | "truncated" | "torn" | "unreadable" | "empty" | "shape" | "unknown_field" | "rule";

/** One problem with one record; `path` is a JSON path, empty for the whole record. */
export interface Problem { path: string; kind: ProblemKind; message: string; }

/** The verdict on one record: the parsed record when valid, else its errors. */
export type RecordVerdict =
  | { valid: true; record: MimicTraceRecordV1; errors: []; warnings: Problem[] }
  | { valid: false; errors: Problem[]; warnings: [] };

/** One line of JSON Lines; `messages` are what `validate` prints for it (the file name only when `source` was given). */
export type LineVerdict = RecordVerdict & { line: number; messages: string[] };

/** A record with secrets replaced by "[REDACTED]", and the JSON paths replaced. */
export interface Scrubbed { record: MimicTraceRecordV1; redactedPaths: string[]; }

/** A scrubbed record and whether it may be written (`errors` empty). */
export interface ScrubbedAndValidated extends Scrubbed { valid: boolean; errors: Problem[]; }

/** One mapping question: the shape of a case in testdata/mapping/. */
export interface MapRequest {
  observation: MimicObservationV1;
  observationExt?: ObservationExtV1;
  previousActions?: MimicActionV1[];
  action: MimicActionV1;
  /** Screenshot pixels; 4 when absent. */
  nearMissTolerancePx?: number;
  /** The rules to map under, as a record's `rulesVersion` names them ("1", "2", "3"); the current ones when absent. */
  rulesVersion?: string;
}

/** A mapping as a record stores it: `mapping`, `chosenCandidateId`, `mimic.mapping`. */
export interface RecordedMapping { mapping: MimicMappingV1; chosenCandidateId?: string; mimicMapping?: MappingExtV1; }

/** One line of a dataset split (`mimic.dataset-example.v1`, docs/dataset.md). */
export interface DatasetExampleV1 {
  schema: "mimic.dataset-example.v1";
  exampleId: string;
  traceId: string;
  stepId: string;
  meta: { taskId?: string; siteId?: string; instanceId?: string; runId?: string; stepIndex?: number; collector: Collector; platform: Platform };
  input: {
    taskGoal: string; currentSubgoal: string; screenshot?: { path: string; sha256: string };
    url?: string; title?: string; app?: string; windowTitle?: string; observation?: ObservationExtV1;
    candidates: MimicCandidateV1[]; previousActions: MimicActionV1[];
  };
  label: { actionType: MimicActionType; action: MimicActionV1; candidateId?: string; mappingStatus: MappingStatus; reasonCode?: string; reason?: string };
  flags: { verification?: VerificationStatus; staleObservation?: boolean; partialObservation?: boolean; traceIncomplete?: boolean; redacted?: boolean };
}

/** One line of a predictions file (docs/schema/mimic-prediction-v1.schema.json). */
export interface PredictionV1 {
  schema?: "mimic.prediction.v1";
  exampleId: string;
  /** Best first; each id at most once. */
  candidateIds: string[];
  /** One per ranked id, non-increasing. */
  scores?: number[];
  actionType: MimicActionType;
  noTarget?: boolean;
}

export interface MetricsOptions {
  /** The k of top-k and recall@k; [1, 3] when absent. */
  ks?: number[];
  /** A risk policy file's JSON text; the shipped testdata/risk-policy.v1.json when absent. */
  riskPolicy?: string;
}

export interface Ratio { count: number; total: number; rate: number | null; }
export interface RiskFigures { judged: number; count: number; rate: number | null; by: Record<string, number>; }

/** Every figure of one group of examples, as in metrics.json (docs/eval.md). */
export interface MetricBlock {
  examples: number;
  missingPredictions: number;
  actionType: Ratio;
  targeted: number;
  untargeted: number;
  topK: Record<string, { hits: number; rate: number | null }>;
  recallAtK: Record<string, number | null>;
  mrr: number | null;
  unmappedGold: Ratio;
  mappingStatus: Partial<Record<MappingStatus, number>>;
  noTarget: { gold: number; goldRate: number | null; predicted: number; truePositives: number; precision: number | null; recall: number | null; ambiguousLeftOut: number };
  invalid: RiskFigures;
  unsafe: RiskFigures;
}

/** Where an example or prediction is: `split[i]` or `predictions[i]`, 0-based. */
export interface Located { at: string; exampleId: string; reason?: string; }

/** The figures of metrics.json without the scorer and file digests. */
export interface Scores {
  ks: number[];
  overall: MetricBlock;
  bySplit: Record<string, MetricBlock>;
  byTask: Record<string, MetricBlock>;
  bySite: Record<string, MetricBlock>;
  byActionType: Record<string, MetricBlock>;
  unmapped: { total: number; byReason: Record<string, { count: number; examples: Located[] }> };
  problems: {
    unknownExampleIds: Located[];
    duplicateExampleIds: Located[];
    missingPredictions: Located[];
    outsideScoredSplit: { count: number; examples: Located[] };
  };
}
"#;

/// Answers as plain objects and numbers, as `JSON.parse` would give them
/// (not `Map`s or `BigInt`s).
const TO_JS: serde_wasm_bindgen::Serializer = serde_wasm_bindgen::Serializer::json_compatible();

fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&TO_JS)
        .map_err(|e| JsError::new(&e.to_string()))
}

/// `value` read as `T` through its JSON text, so unknown keys are caught
/// where `T` refuses them; an error names the argument and the JSON path.
fn from_js<T: DeserializeOwned>(argument: &str, value: JsValue) -> Result<T, JsError> {
    let text = json_text(argument, &value)?;
    let mut json = serde_json::Deserializer::from_str(&text);
    serde_path_to_error::deserialize(&mut json).map_err(|e| {
        let path = e.path().to_string();
        let message = strip_serde_position(e.inner());
        if path == "." {
            JsError::new(&format!("{argument}: {message}"))
        } else {
            JsError::new(&format!("{argument}.{path}: {message}"))
        }
    })
}

/// `JSON.stringify(value)`; `NaN` and infinities become `null`.
fn json_text(argument: &str, value: &JsValue) -> Result<String, JsError> {
    match js_sys::JSON::stringify(value) {
        Ok(text) => text
            .as_string()
            .ok_or_else(|| JsError::new(&format!("{argument}: missing"))),
        // Only a value JSON cannot hold (a BigInt, a cycle) fails here.
        Err(_) => Err(JsError::new(&format!(
            "{argument}: not representable as JSON"
        ))),
    }
}

fn strictness(strict: Option<bool>) -> Strictness {
    if strict == Some(true) {
        Strictness::Strict
    } else {
        Strictness::Lenient
    }
}

/// Parses and validates one record (an object, or its JSON text) with the
/// rules and messages of the `validate` tool. Unknown fields are warnings,
/// or errors when `strict`. An object goes through `JSON.stringify` first,
/// so a `NaN` reads as `null`.
#[wasm_bindgen(js_name = validateRecord, unchecked_return_type = "RecordVerdict")]
pub fn validate_record(
    #[wasm_bindgen(unchecked_param_type = "MimicTraceRecordV1 | string")] record: JsValue,
    strict: Option<bool>,
) -> Result<JsValue, JsError> {
    let text = match record.as_string() {
        Some(text) => text,
        None => json_text("record", &record)?,
    };
    let outcome = parse_record(&text, strictness(strict));
    to_js(&Verdict::of(&outcome))
}

/// Validates JSON Lines (a trace file's content, or a chunk of one) exactly
/// as `validate` reads a file: one verdict per non-blank line, a torn final
/// line named as such, one verdict at line 0 when there is no record. Pass
/// the file's bytes to have invalid UTF-8 reported as `validate` does (a JS
/// string cannot hold it). `source` names the file in the messages, which
/// then read exactly as `validate` prints them; without it they read
/// `line: path: message`.
#[wasm_bindgen(js_name = parseJsonl, unchecked_return_type = "LineVerdict[]")]
pub fn parse_jsonl(
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] jsonl: JsValue,
    strict: Option<bool>,
    source: Option<String>,
) -> Result<JsValue, JsError> {
    let bytes = match jsonl.as_string() {
        Some(text) => text.into_bytes(),
        None => jsonl
            .dyn_into::<js_sys::Uint8Array>()
            .map_err(|_| JsError::new("jsonl: expected a string or a Uint8Array"))?
            .to_vec(),
    };
    let reports = validate_jsonl_bytes(&bytes, strictness(strict));
    let verdicts: Vec<_> = reports
        .iter()
        .map(|report| report.to_json_view(source.as_deref()))
        .collect();
    to_js(&verdicts)
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Scrubbed {
    record: MimicTraceRecordV1,
    redacted_paths: Vec<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ScrubbedAndValidated {
    record: MimicTraceRecordV1,
    redacted_paths: Vec<String>,
    valid: bool,
    errors: Vec<Problem>,
}

/// Scrubs one record on its own (see `TraceScrubber` for a whole trace).
#[wasm_bindgen(js_name = scrubRecord, unchecked_return_type = "Scrubbed")]
pub fn scrub_record(
    #[wasm_bindgen(unchecked_param_type = "MimicTraceRecordV1")] record: JsValue,
) -> Result<JsValue, JsError> {
    TraceScrubber::new().scrub(record)
}

/// Scrubs the records of one trace in order, remembering what was typed into
/// password-like fields so later records that repeat it are scrubbed too.
#[wasm_bindgen]
#[derive(Debug, Default)]
pub struct TraceScrubber {
    scrubber: Scrubber,
}

#[wasm_bindgen]
impl TraceScrubber {
    #[wasm_bindgen(constructor)]
    pub fn new() -> Self {
        Self::default()
    }

    /// The record with its secrets replaced, and the JSON paths replaced.
    #[wasm_bindgen(unchecked_return_type = "Scrubbed")]
    pub fn scrub(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "MimicTraceRecordV1")] record: JsValue,
    ) -> Result<JsValue, JsError> {
        let mut record: MimicTraceRecordV1 = from_js("record", record)?;
        let redacted_paths = self.scrubber.scrub(&mut record);
        to_js(&Scrubbed {
            record,
            redacted_paths,
        })
    }

    /// What mimic's trace writer does before writing a line: scrub, then
    /// validate. Write `record` only when `valid`.
    #[wasm_bindgen(js_name = scrubAndValidate, unchecked_return_type = "ScrubbedAndValidated")]
    pub fn scrub_and_validate(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "MimicTraceRecordV1")] record: JsValue,
    ) -> Result<JsValue, JsError> {
        let mut record: MimicTraceRecordV1 = from_js("record", record)?;
        let (redacted_paths, errors) = scrub_and_validate(&mut self.scrubber, &mut record);
        to_js(&ScrubbedAndValidated {
            record,
            redacted_paths,
            valid: errors.is_empty(),
            errors,
        })
    }
}

/// The mapping mimic-map gives for one action on one observation.
#[wasm_bindgen(js_name = mapAction, unchecked_return_type = "RecordedMapping")]
pub fn map_action(
    #[wasm_bindgen(unchecked_param_type = "MapRequest")] request: JsValue,
) -> Result<JsValue, JsError> {
    let request: MapRequest = from_js("request", request)?;
    let recorded = request.map().map_err(|e| JsError::new(&e.to_string()))?;
    to_js(&recorded)
}

/// The record with `mapping`, `chosenCandidateId` and `mimic.mapping` filled
/// by mimic-map's default rules from its own observation and `chosenAction`.
#[wasm_bindgen(js_name = mapRecord, unchecked_return_type = "MimicTraceRecordV1")]
pub fn map_record(
    #[wasm_bindgen(unchecked_param_type = "MimicTraceRecordV1")] record: JsValue,
) -> Result<JsValue, JsError> {
    let mut record: MimicTraceRecordV1 = from_js("record", record)?;
    apply_to_record(&mut record, &MapOptions::default())
        .map_err(|e| JsError::new(&e.to_string()))?;
    to_js(&record)
}

/// Options of `computeMetrics`; each absent one takes the tool's default.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct MetricsOptions {
    #[serde(default)]
    ks: Vec<usize>,
    #[serde(default)]
    risk_policy: Option<String>,
}

/// The metrics mimic-eval gives for `predictions` on the examples of each
/// split (split name -> its examples), as `eval-candidate-scorer` computes
/// them from files.
#[wasm_bindgen(js_name = computeMetrics, unchecked_return_type = "Scores")]
pub fn compute_metrics(
    #[wasm_bindgen(unchecked_param_type = "Record<string, DatasetExampleV1[]>")] splits: JsValue,
    #[wasm_bindgen(unchecked_param_type = "PredictionV1[]")] predictions: JsValue,
    #[wasm_bindgen(unchecked_param_type = "MetricsOptions | undefined")] options: JsValue,
) -> Result<JsValue, JsError> {
    let splits: BTreeMap<String, Vec<DatasetExampleV1>> = from_js("splits", splits)?;
    let predictions: Vec<PredictionV1> = from_js("predictions", predictions)?;
    let options: MetricsOptions = if options.is_undefined() {
        MetricsOptions::default()
    } else {
        from_js("options", options)?
    };
    let policy = match &options.risk_policy {
        Some(text) => RiskPolicy::parse(text.as_bytes(), "options.riskPolicy")
            .map_err(|e| JsError::new(&e))?,
        None => RiskPolicy::default_policy(),
    };
    let options =
        EvalOptions::new(&options.ks, policy).map_err(|e| JsError::new(&e.to_string()))?;
    let scores =
        score(&splits, &predictions, &options).map_err(|e| JsError::new(&e.to_string()))?;
    to_js(&scores)
}
