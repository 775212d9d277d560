//! The trace writer: every record is scrubbed, then validated, then appended
//! as one JSON line. A record that fails validation is not written at all.
//! [`scrub_and_validate`] is the same check for callers that write records
//! themselves (the WASM package).

use std::path::{Path, PathBuf};

use crate::jsonl::{Durability, JsonlWriter, WriteError};
use crate::record::MimicTraceRecordV1;
use crate::scrub::Scrubber;
use crate::validate::{Problem, validate_record};

#[derive(Debug, thiserror::Error)]
pub enum TraceWriteError {
    #[error("{path}: record {step_id:?} is invalid, nothing written: {}", join(.problems))]
    Invalid {
        path: PathBuf,
        step_id: String,
        problems: Vec<Problem>,
    },
    #[error(transparent)]
    Write(#[from] WriteError),
}

fn join(problems: &[Problem]) -> String {
    problems
        .iter()
        .map(Problem::to_string)
        .collect::<Vec<_>>()
        .join("; ")
}

/// Appends the records of one trace file.
#[derive(Debug)]
pub struct TraceWriter {
    out: JsonlWriter,
    scrubber: Scrubber,
}

impl TraceWriter {
    /// Opens `path` for appending (see [`JsonlWriter::append`]).
    pub fn append(path: impl AsRef<Path>, durability: Durability) -> Result<Self, TraceWriteError> {
        Ok(Self {
            out: JsonlWriter::append(path, durability)?,
            scrubber: Scrubber::new(),
        })
    }

    pub fn path(&self) -> &Path {
        self.out.path()
    }

    /// Scrubs `record` in place (so the caller's copy, which later records
    /// may quote in `previousActions`, holds no secret either), validates it,
    /// and writes it. Returns the JSON paths that were redacted.
    pub fn write(
        &mut self,
        record: &mut MimicTraceRecordV1,
    ) -> Result<Vec<String>, TraceWriteError> {
        let (redacted, problems) = scrub_and_validate(&mut self.scrubber, record);
        if !problems.is_empty() {
            return Err(TraceWriteError::Invalid {
                path: self.out.path().to_path_buf(),
                step_id: record.step_id.clone(),
                problems,
            });
        }
        self.out.write(record)?;
        Ok(redacted)
    }
}

/// What the writer does to a record before it may be written, without the
/// file: scrubs it in place with `scrubber` (which remembers the trace's
/// typed secrets), then validates it. Returns the JSON paths redacted and
/// every rule the scrubbed record breaks; only a record without problems
/// may be written.
pub fn scrub_and_validate(
    scrubber: &mut Scrubber,
    record: &mut MimicTraceRecordV1,
) -> (Vec<String>, Vec<Problem>) {
    let redacted = scrubber.scrub(record);
    let problems = validate_record(record);
    (redacted, problems)
}
