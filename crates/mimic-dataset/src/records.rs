//! Reading one trace line into a record with mimic-schema's shared parser
//! and validator (so problems read exactly as the `validate` tool's), and the
//! reasons a line is skipped.

use mimic_schema::jsonl::{LineProblem, RawLine};
use mimic_schema::{
    MimicTraceRecordV1, Problem, ProblemKind, Strictness, parse_record, validate_record,
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
}

/// Parses and validates one trace line as [`parse_record`] does, so problems
/// and their JSON paths are the `validate` tool's, word for word.
///
/// A valid line takes the fast road: a typed parse that only counts ignored
/// fields, then mimic-schema's rules on the typed record. Any line that road
/// refuses (bad JSON, a broken rule, an unknown field in strict mode) is read
/// again by `parse_record`, whose answer is the one given.
pub(crate) fn parse_line(
    line: &RawLine<'_>,
    strictness: Strictness,
) -> Result<ParsedLine, Rejected> {
    if let Some(valid) = parse_valid(line.text, strictness) {
        return Ok(valid);
    }
    match parse_record(line.text, strictness) {
        Ok(parsed) => Ok(ParsedLine {
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
fn parse_valid(text: &str, strictness: Strictness) -> Option<ParsedLine> {
    let walk = Walk::new(text);
    let mut json = serde_json::Deserializer::from_str(text);
    let record: MimicTraceRecordV1 = walk::deserialize(&mut json, &walk).ok()?;
    json.end().ok()?;
    let located = walk.finish();
    let unknown_fields = located.ignored;
    let unknown_is_error = strictness == Strictness::Strict && unknown_fields > 0;
    if unknown_is_error || !validate_record(&record).is_empty() {
        return None;
    }
    Some(ParsedLine {
        record,
        unknown_fields,
        arrays: (unknown_fields == 0)
            .then(|| located.arrays(text))
            .flatten(),
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
}
