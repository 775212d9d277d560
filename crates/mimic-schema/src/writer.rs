//! The trace writer: every record is scrubbed, then validated, then appended
//! as one JSON line. A record that fails validation is not written at all.
//! [`scrub_and_validate`] is the same check for callers that write records
//! themselves (the WASM package). [`RawEventWriter`] is the one writer of raw
//! input events: each goes through the raw-event scrubber first.

use std::path::{Path, PathBuf};

use crate::jsonl::{Durability, JsonlWriter, WriteError};
use crate::raw::{RawEvent, RawEventV1};
use crate::record::MimicTraceRecordV1;
use crate::scrub::{Scrubber, scrub_raw_events};
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

/// Appends raw input events, each scrubbed by [`scrub_raw_events`] first.
///
/// That scrubber finds a credential typed key by key into a field only in
/// the field's whole run of keys, so from a field's first key press on,
/// events are held in memory until focus leaves it (a `focus` event, a key
/// press aimed at another field, a navigation, a pause, `end`) or
/// [`RawEventWriter::finish`]; then they are scrubbed together and written.
/// A crash (or kill) therefore loses the events since the focused field's
/// first key press; everything before is on disk. A field typed into in two
/// visits is scrubbed visit by visit; a collector that holds the whole run
/// (the demo and human ones) hands it over at once with
/// [`RawEventWriter::write_run`], which scrubs it as one.
#[derive(Debug)]
pub struct RawEventWriter {
    out: JsonlWriter,
    held: Vec<RawEventV1>,
    /// The selector of the field whose keys are held.
    field: Option<Option<String>>,
}

impl RawEventWriter {
    /// Opens `path` for appending (see [`JsonlWriter::append`]).
    pub fn append(path: impl AsRef<Path>, durability: Durability) -> Result<Self, WriteError> {
        Ok(Self {
            out: JsonlWriter::append(path, durability)?,
            held: Vec::new(),
            field: None,
        })
    }

    pub fn path(&self) -> &Path {
        self.out.path()
    }

    /// Scrubs and writes `event`, or holds it while a field's keys are.
    pub fn write(&mut self, event: RawEventV1) -> Result<(), WriteError> {
        let key_field = match &event.event {
            RawEvent::KeyDown { target, .. } => {
                Some(target.as_ref().and_then(|t| t.selector.clone()))
            }
            _ => None,
        };
        let leaves = matches!(
            event.event,
            RawEvent::Focus { .. }
                | RawEvent::Navigate { .. }
                | RawEvent::Pause
                | RawEvent::End { .. }
        ) || key_field
            .as_ref()
            .is_some_and(|f| self.field.as_ref().is_some_and(|held| held != f));
        if leaves {
            self.release()?;
        }
        if key_field.is_some() && self.field.is_none() {
            self.field = key_field;
        }
        self.held.push(event);
        if self.field.is_none() {
            self.release()?;
        }
        Ok(())
    }

    /// Scrubs `events` together (with whatever is held) and writes them:
    /// for a collector that holds a whole run, so a field typed into over
    /// several visits is judged on all its keys.
    pub fn write_run(&mut self, events: Vec<RawEventV1>) -> Result<(), WriteError> {
        self.held.extend(events);
        self.release()
    }

    /// Writes whatever is held.
    pub fn finish(mut self) -> Result<(), WriteError> {
        self.release()
    }

    fn release(&mut self) -> Result<(), WriteError> {
        scrub_raw_events(&mut self.held);
        for event in self.held.drain(..) {
            self.out.write(&event)?;
        }
        self.field = None;
        Ok(())
    }
}
