//! Reading one trace line into a record with mimic-schema's shared parser
//! and validator (so problems read exactly as the `validate` tool's), and the
//! reasons a line is skipped.

use mimic_schema::jsonl::{LineProblem, RawLine};
use mimic_schema::{
    MimicTraceRecordV1, Problem, ProblemKind, Strictness, parse_record, validate_record,
    validate_record_with,
};
use serde::Serialize;

use crate::walk::{self, RecordedArrays, Walk};

/// Why an input line produced no example before any cleaning option was
/// applied. Each is counted in `stats.json` under `records.skipped`; the
/// first six are mimic-schema's problem kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SkipReason {
    /// Not JSON.
    Syntax,
    /// JSON that ends early.
    Truncated,
    /// A final line cut off mid-write (no newline).
    Torn,
    /// Not UTF-8, or longer than the reader accepts.
    Unreadable,
    /// JSON without the record's shape (missing field, wrong type).
    Shape,
    /// A field the v1 schema does not define (strict mode only).
    UnknownField,
    /// A well-formed record that breaks a validation rule.
    Rule,
    /// A `schema` other than the one this builder reads.
    UnsupportedSchema,
    /// A trace file without a single line.
    EmptyFile,
    /// A `traceId` other than the one of the file's first record.
    TraceIdMismatch,
    /// A `stepId` already seen in the same trace.
    DuplicateStepId,
}

impl SkipReason {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Syntax => "syntax",
            Self::Truncated => "truncated",
            Self::Torn => "torn",
            Self::Unreadable => "unreadable",
            Self::Shape => "shape",
            Self::UnknownField => "unknown_field",
            Self::Rule => "rule",
            Self::UnsupportedSchema => "unsupported_schema",
            Self::EmptyFile => "empty_file",
            Self::TraceIdMismatch => "trace_id_mismatch",
            Self::DuplicateStepId => "duplicate_step_id",
        }
    }

    /// The reason for a line the reader could not hand out as text.
    pub(crate) fn of_line_problem(problem: &LineProblem) -> Option<Self> {
        match problem {
            LineProblem::Torn(_) => Some(Self::Torn),
            LineProblem::NotUtf8 { .. } | LineProblem::TooLong { .. } => Some(Self::Unreadable),
            LineProblem::Json(_) => Some(Self::Syntax),
            LineProblem::Io(_) => None,
        }
    }

    /// The reason for a record the shared parser rejected: its first problem.
    fn of_problems(problems: &[Problem]) -> Self {
        let Some(first) = problems.first() else {
            return Self::Rule;
        };
        match first.kind {
            ProblemKind::Syntax => Self::Syntax,
            ProblemKind::Truncated => Self::Truncated,
            ProblemKind::Torn => Self::Torn,
            ProblemKind::Unreadable => Self::Unreadable,
            ProblemKind::Empty => Self::EmptyFile,
            ProblemKind::Shape if first.path == "schema" => Self::UnsupportedSchema,
            ProblemKind::Shape => Self::Shape,
            ProblemKind::UnknownField => Self::UnknownField,
            ProblemKind::Rule => Self::Rule,
        }
    }
}

/// JSON path of a record's screenshot reference, as problems name it.
const SCREENSHOT_PATH: &str = "observation.screenshotPath";

/// A line that is not a usable record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Rejected {
    /// Skipped and counted (or fatal in strict mode).
    Skip { reason: SkipReason, message: String },
    /// A screenshot path that is absolute or climbs out of the input folder:
    /// always an error.
    EscapingPath(String),
}

/// A line read as a record.
#[derive(Debug)]
pub(crate) struct ParsedLine {
    pub(crate) record: MimicTraceRecordV1,
    /// Fields the line had that v1 does not define (lenient mode).
    pub(crate) unknown_fields: usize,
    /// Where the line holds the candidates and previous actions, when the
    /// example may copy them from it: found by the fast road, in a line
    /// without unknown fields (which the copy would carry along).
    pub(crate) arrays: Option<RecordedArrays>,
    /// How many candidates the observation has. Unless asked to keep them,
    /// the fast road checks them without building them and leaves the
    /// record's list empty; `arrays` then holds their JSON.
    pub(crate) candidates: usize,
}

/// Parses and validates one trace line as [`parse_record`] does, so problems
/// and their JSON paths are the `validate` tool's, word for word.
///
/// A valid line takes the fast road: a typed parse that only counts ignored
/// fields and, unless `keep_candidates`, checks the candidates as it passes
/// them instead of building them, then mimic-schema's rules on the typed
/// record. Any line that road refuses (bad JSON, a broken rule, an unknown
/// field in strict mode, or one among candidates not kept) is read again by
/// `parse_record`, whose answer is the one given.
pub(crate) fn parse_line(
    line: &RawLine<'_>,
    strictness: Strictness,
    keep_candidates: bool,
) -> Result<ParsedLine, Rejected> {
    if let Some(valid) = parse_valid(line.text, strictness, keep_candidates) {
        return Ok(valid);
    }
    match parse_record(line.text, strictness) {
        Ok(parsed) => Ok(ParsedLine {
            candidates: parsed.record.observation.candidates.len(),
            record: parsed.record,
            unknown_fields: parsed.warnings.len(),
            arrays: None,
        }),
        Err(mut problems) => {
            // As the validate tool's reader does: JSON cut short on a final
            // line without a newline is a torn write, not a broken record.
            if !line.terminated {
                for problem in &mut problems {
                    if problem.kind == ProblemKind::Truncated {
                        problem.kind = ProblemKind::Torn;
                        problem.message =
                            LineProblem::Torn(std::mem::take(&mut problem.message)).to_string();
                    }
                }
            }
            Err(rejected(problems))
        }
    }
}

/// The record of a line `parse_record` accepts; `None` for any other line.
fn parse_valid(text: &str, strictness: Strictness, keep_candidates: bool) -> Option<ParsedLine> {
    let walk = Walk::new(text, !keep_candidates);
    let mut json = serde_json::Deserializer::from_str(text);
    let record: MimicTraceRecordV1 = walk::deserialize(&mut json, &walk).ok()?;
    json.end().ok()?;
    let located = walk.finish();
    let unknown_fields = located.ignored;
    if strictness == Strictness::Strict && unknown_fields > 0 {
        return None;
    }
    let arrays = (unknown_fields == 0)
        .then(|| located.arrays(text))
        .flatten();
    let (candidates, problems) = match located.streamed {
        Some(streamed) => {
            // The example copies candidates not kept; without the copy they
            // must be read in full.
            arrays.as_ref()?;
            (streamed.count(), validate_record_with(&record, streamed))
        }
        None => (
            record.observation.candidates.len(),
            validate_record(&record),
        ),
    };
    problems.is_empty().then_some(ParsedLine {
        record,
        unknown_fields,
        arrays,
        candidates,
    })
}

fn rejected(problems: Vec<Problem>) -> Rejected {
    if let Some(escaping) = problems
        .iter()
        .find(|p| p.kind == ProblemKind::Rule && p.path == SCREENSHOT_PATH)
    {
        return Rejected::EscapingPath(escaping.to_string());
    }
    Rejected::Skip {
        reason: SkipReason::of_problems(&problems),
        message: problems
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("; "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reject(text: &str, terminated: bool) -> Rejected {
        parse_line(
            &RawLine {
                number: 1,
                text,
                terminated,
            },
            Strictness::Lenient,
            false,
        )
        .unwrap_err()
    }

    fn reason(text: &str, terminated: bool) -> SkipReason {
        match reject(text, terminated) {
            Rejected::Skip { reason, .. } => reason,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn failures_are_told_apart() {
        assert_eq!(reason("{oops", true), SkipReason::Syntax);
        assert_eq!(reason("[1,2]", true), SkipReason::Shape);
        assert_eq!(reason("{\"schema\":", true), SkipReason::Truncated);
        assert_eq!(reason("{\"schema\":", false), SkipReason::Torn);
        assert_eq!(
            reason("{\"schema\":\"computer-use-mcp.mimic-trace.v2\"}", true),
            SkipReason::UnsupportedSchema
        );
        assert_eq!(
            reason(
                "{\"schema\":\"computer-use-mcp.mimic-trace.v1\",\"traceId\":1}",
                true
            ),
            SkipReason::Shape
        );
    }

    /// The fast road checks candidates as it passes them (unless told to
    /// keep them); `parse_record` builds them. On candidates of every shape
    /// the two must agree: a line the fast road accepts, `parse_record`
    /// accepts with the same record, and a refused line gets the answer of
    /// `parse_record`, as with candidates kept.
    mod streamed_candidates {
        use mimic_schema::validate::MAX_TEXT_BYTES;
        use mimic_schema::{MimicCandidateV1, Strictness, parse_record};
        use proptest::prelude::*;
        use serde_json::{Value, json};

        use super::super::parse_line;
        use mimic_schema::jsonl::RawLine;

        const RECORD: &str = include_str!("../../../testdata/records/click-matched_candidate.json");
        /// Numbers `Value` cannot hold as written, spliced in for
        /// `"@raw<i>@"`.
        const RAW: [&str; 5] = [
            "1e400",
            "-1e400",
            "-0",
            "1e-400",
            "123456789012345678901234567890",
        ];
        /// Where a change applies in the added candidate.
        const PATHS: [&[&str]; 15] = [
            &["id"],
            &["source"],
            &["role"],
            &["label"],
            &["text"],
            &["bounds"],
            &["bounds", "x"],
            &["bounds", "width"],
            &["enabled"],
            &["visible"],
            &["metadata"],
            &["metadata", "tag"],
            &["metadata", "deep"],
            &["metadata", "rects"],
            &["extra"],
        ];
        /// `MimicCandidateV1`'s fields in declaration order (its array form).
        const FIELDS: [&str; 9] = [
            "id", "source", "role", "label", "text", "bounds", "enabled", "visible", "metadata",
        ];

        fn candidate() -> Value {
            json!({
                "id": "c9",
                "source": "ax",
                "role": "button",
                "label": "Go",
                "text": "Go",
                "bounds": {"x": 1.5, "y": 2, "width": 30, "height": 0},
                "enabled": true,
                "visible": false,
                "metadata": {
                    "tag": "a",
                    "rects": [{"x": 1, "y": 2, "width": 3, "height": 4}],
                    "deep": [[{"s": "v"}]]
                }
            })
        }

        fn values() -> impl Strategy<Value = Value> {
            prop_oneof![
                Just(Value::Null),
                Just(json!(7)),
                Just(json!(-1.5)),
                Just(json!("x")),
                Just(json!("")),
                Just(json!("c1")),
                Just(json!("chrome_dom")),
                Just(json!("tab\t\"quoted\" \u{e9}")),
                Just(json!(true)),
                Just(json!([])),
                Just(json!({})),
                Just(json!([1, "a", null])),
                Just(json!({"k": "v", "n": [1.25]})),
                Just(json!({"x": 1, "y": 2, "width": -3, "height": 4})),
                Just(json!({"x": 1, "y": 2, "width": 3})),
                Just(Value::String("a".repeat(MAX_TEXT_BYTES + 1))),
                Just(json!([{"s": "a".repeat(MAX_TEXT_BYTES + 1)}])),
                (0..RAW.len()).prop_map(|i| Value::String(format!("@raw{i}@"))),
            ]
        }

        #[derive(Debug, Clone)]
        enum Change {
            Set(usize, Value),
            Remove(usize),
            /// The candidate written as an array of its first fields.
            AsArray(usize),
            /// A field written twice.
            Twice(usize, Value),
        }

        fn changes() -> impl Strategy<Value = Vec<Change>> {
            let change = prop_oneof![
                4 => (0..PATHS.len(), values()).prop_map(|(p, v)| Change::Set(p, v)),
                2 => (0..PATHS.len()).prop_map(Change::Remove),
                1 => (0..=FIELDS.len()).prop_map(Change::AsArray),
                1 => (0..FIELDS.len(), values()).prop_map(|(f, v)| Change::Twice(f, v)),
            ];
            prop::collection::vec(change, 0..3)
        }

        /// The object at `path` in `value`, if there is one.
        fn parent<'v>(
            value: &'v mut Value,
            path: &[&str],
        ) -> Option<&'v mut serde_json::Map<String, Value>> {
            let mut at = value;
            for key in path {
                at = at.as_object_mut()?.get_mut(*key)?;
            }
            at.as_object_mut()
        }

        /// The added candidate's JSON after `changes`.
        fn candidate_text(changes: &[Change]) -> String {
            let mut value = candidate();
            let mut twice = Vec::new();
            for change in changes {
                match change {
                    Change::Set(p, v) => {
                        let (key, path) = PATHS[*p].split_last().unwrap();
                        if let Some(map) = parent(&mut value, path) {
                            map.insert((*key).to_owned(), v.clone());
                        }
                    }
                    Change::Remove(p) => {
                        let (key, path) = PATHS[*p].split_last().unwrap();
                        if let Some(map) = parent(&mut value, path) {
                            map.shift_remove(*key);
                        }
                    }
                    Change::AsArray(n) => {
                        if let Some(map) = value.as_object() {
                            let items = FIELDS[..*n]
                                .iter()
                                .map(|f| map.get(*f).cloned().unwrap_or(Value::Null))
                                .collect();
                            value = Value::Array(items);
                        }
                    }
                    Change::Twice(f, v) => twice.push(format!("{:?}:{v},", FIELDS[*f])),
                }
            }
            let text = value.to_string();
            match text.strip_prefix('{') {
                Some(rest) if rest != "}" => format!("{{{}{rest}", twice.concat()),
                _ => text,
            }
        }

        /// The fixture with the candidate added at `at` of its list.
        fn record_text(candidate: &str, at: usize) -> String {
            let mut record: Value = serde_json::from_str(RECORD).unwrap();
            let list = record["observation"]["candidates"].as_array_mut().unwrap();
            list.insert(at.min(list.len()), json!("@candidate@"));
            let mut text = record.to_string().replace("\"@candidate@\"", candidate);
            for (i, raw) in RAW.iter().enumerate() {
                text = text.replace(&format!("\"@raw{i}@\""), raw);
            }
            text
        }

        fn agree(text: &str, strictness: Strictness) -> Result<(), TestCaseError> {
            let line = RawLine {
                number: 1,
                text,
                terminated: true,
            };
            let streamed = parse_line(&line, strictness, false);
            let kept = parse_line(&line, strictness, true);
            match (streamed, parse_record(text, strictness)) {
                (Ok(got), Ok(reference)) => {
                    let mut expected = reference.record;
                    let candidates = std::mem::take(&mut expected.observation.candidates);
                    prop_assert_eq!(got.candidates, candidates.len());
                    prop_assert_eq!(got.unknown_fields, reference.warnings.len());
                    let mut record = got.record;
                    let kept_list = std::mem::take(&mut record.observation.candidates);
                    prop_assert_eq!(record, expected);
                    match got.arrays {
                        Some(arrays) => {
                            let copied: Vec<MimicCandidateV1> =
                                serde_json::from_str(&text[arrays.candidates]).unwrap();
                            prop_assert_eq!(copied, candidates);
                        }
                        None => prop_assert_eq!(kept_list, candidates),
                    }
                }
                (Err(got), Err(_)) => prop_assert_eq!(Some(&got), kept.as_ref().err()),
                (got, reference) => prop_assert!(
                    false,
                    "the fast road said {:?}, parse_record {:?}",
                    got.map(|p| p.candidates),
                    reference.map(|_| ())
                ),
            }
            Ok(())
        }

        #[test]
        fn a_valid_line_streams_its_candidates() {
            let line = RawLine {
                number: 1,
                text: RECORD,
                terminated: true,
            };
            let parsed = parse_line(&line, Strictness::Strict, false).unwrap();
            assert!(parsed.record.observation.candidates.is_empty());
            assert_eq!(parsed.candidates, 3);
            assert!(parsed.arrays.is_some());
            let kept = parse_line(&line, Strictness::Strict, true).unwrap();
            assert_eq!(kept.record.observation.candidates.len(), 3);
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(512))]
            #[test]
            fn the_fast_road_agrees_with_parse_record(
                changes in changes(),
                at in 0..4usize,
                strict in any::<bool>(),
            ) {
                let strictness = if strict { Strictness::Strict } else { Strictness::Lenient };
                agree(&record_text(&candidate_text(&changes), at), strictness)?;
            }
        }
    }
}
