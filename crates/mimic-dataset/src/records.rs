//! Reading one trace line into a record, and the reasons a line is skipped.

use mimic_schema::jsonl::{LineProblem, RawLine, parse_line};
use mimic_schema::{MimicTraceRecordV1, SCHEMA_V1};
use serde::Serialize;

/// Why an input line produced no example before any cleaning option was
/// applied. Each is counted in `stats.json` under `records.skipped`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SkipReason {
    /// Not JSON (or not an object).
    MalformedJson,
    /// A final line cut off mid-write.
    TornLine,
    NotUtf8,
    LineTooLong,
    /// A `schema` other than the one this builder reads.
    UnsupportedSchema,
    /// JSON of the wrong shape for a v1 record.
    InvalidRecord,
    /// A `traceId` other than the one of the file's first record.
    TraceIdMismatch,
    /// A `stepId` already seen in the same trace.
    DuplicateStepId,
}

impl SkipReason {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::MalformedJson => "malformed_json",
            Self::TornLine => "torn_line",
            Self::NotUtf8 => "not_utf8",
            Self::LineTooLong => "line_too_long",
            Self::UnsupportedSchema => "unsupported_schema",
            Self::InvalidRecord => "invalid_record",
            Self::TraceIdMismatch => "trace_id_mismatch",
            Self::DuplicateStepId => "duplicate_step_id",
        }
    }

    /// The reason for a line the reader could not hand out as text.
    pub(crate) fn of_line_problem(problem: &LineProblem) -> Option<Self> {
        match problem {
            LineProblem::Torn(_) => Some(Self::TornLine),
            LineProblem::NotUtf8 { .. } => Some(Self::NotUtf8),
            LineProblem::TooLong { .. } => Some(Self::LineTooLong),
            LineProblem::Json(_) => Some(Self::MalformedJson),
            LineProblem::Io(_) => None,
        }
    }
}

/// A line that is not a usable record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Rejected {
    pub(crate) reason: SkipReason,
    pub(crate) message: String,
}

/// Parses one trace line into a v1 record.
pub(crate) fn parse_record(line: &RawLine<'_>) -> Result<MimicTraceRecordV1, Rejected> {
    parse_line::<MimicTraceRecordV1>(line).map_err(|problem| {
        // Only failures pay for this second look, which tells "another
        // schema" apart from "a broken record".
        let reason =
            match serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(line.text) {
                Err(_) => {
                    SkipReason::of_line_problem(&problem).unwrap_or(SkipReason::MalformedJson)
                }
                Ok(object) => match object.get("schema") {
                    Some(tag) if tag != SCHEMA_V1 => {
                        return Rejected {
                            reason: SkipReason::UnsupportedSchema,
                            message: format!("schema is {tag}; this builder reads {SCHEMA_V1:?}"),
                        };
                    }
                    _ => SkipReason::InvalidRecord,
                },
            };
        Rejected {
            reason,
            message: problem.to_string(),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reject(text: &str, terminated: bool) -> Rejected {
        parse_record(&RawLine {
            number: 1,
            text,
            terminated,
        })
        .unwrap_err()
    }

    #[test]
    fn failures_are_told_apart() {
        assert_eq!(reject("{oops", true).reason, SkipReason::MalformedJson);
        assert_eq!(reject("[1,2]", true).reason, SkipReason::MalformedJson);
        assert_eq!(reject("{\"schema\":", false).reason, SkipReason::TornLine);
        let other = reject("{\"schema\":\"computer-use-mcp.mimic-trace.v2\"}", true);
        assert_eq!(other.reason, SkipReason::UnsupportedSchema);
        assert!(
            other.message.contains("mimic-trace.v2"),
            "{}",
            other.message
        );
        let broken = reject(
            &format!("{{\"schema\":\"{SCHEMA_V1}\",\"traceId\":1}}"),
            true,
        );
        assert_eq!(broken.reason, SkipReason::InvalidRecord);
        assert!(broken.message.contains("traceId") || broken.message.contains("integer"));
    }
}
