//! What makes a trace clean, and when a step agrees with the demonstrator:
//! the one statement of both rules, used by the collector's summary and by
//! the promotion gates (docs/design-notes.md, "Clean traces").
//!
//! A trace is clean when its last record says `completed`, no record's
//! observation is partial or stale, no verification failed, and every step
//! of the deterministic demonstrator carries its intent and agrees with it.
//! A trace file is also unclean when a line is not a valid record or the
//! file mixes traces or collectors. A step agrees with the demonstrator when
//! its mapping has the status and candidate the demonstrator meant.

use std::collections::BTreeMap;

use crate::{Collector, MimicTraceRecordV1, TraceStatus, VerificationStatus};

/// Why a trace is not clean; the names are those the gates report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum NotClean {
    /// The file holds no record.
    NoRecords,
    /// A line is not a valid v1 record.
    InvalidRecord,
    SeveralTraceIds,
    SeveralCollectors,
    PartialObservation,
    StaleObservation,
    VerificationFailed,
    /// A deterministic-demo step without the demonstrator's intent.
    DemonstratorIntentMissing,
    MappingDisagreesWithDemonstrator,
    /// The last record is not stamped `completed` (or the last line is
    /// broken).
    NotCompleted,
}

impl NotClean {
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::NoRecords => "no_records",
            Self::InvalidRecord => "invalid_record",
            Self::SeveralTraceIds => "several_trace_ids",
            Self::SeveralCollectors => "several_collectors",
            Self::PartialObservation => "partial_observation",
            Self::StaleObservation => "stale_observation",
            Self::VerificationFailed => "verification_failed",
            Self::DemonstratorIntentMissing => "demonstrator_intent_missing",
            Self::MappingDisagreesWithDemonstrator => "mapping_disagrees_with_demonstrator",
            Self::NotCompleted => "not_completed",
        }
    }
}

/// Whether the step's mapping is what the demonstrator meant: same status
/// and same candidate. `None` for steps without a demonstrator.
pub fn agrees_with_demonstrator(record: &MimicTraceRecordV1) -> Option<bool> {
    let intent = record.mimic.as_ref()?.demonstrator.as_ref()?;
    Some(
        record.mapping.status == intent.expected_status
            && record.mapping.candidate_id == intent.intended_candidate_id,
    )
}

/// The first line each reason applies to (0: the file as a whole), with a
/// detail where one helps.
pub type Problems = BTreeMap<NotClean, (u64, Option<String>)>;

/// The clean-trace rule applied to one trace file, a line at a time.
#[derive(Debug, Default)]
pub struct CleanCheck {
    problems: Problems,
    first: Option<(String, Collector)>,
    /// Line and status of the last valid record.
    last_valid: Option<(u64, Option<TraceStatus>)>,
    last_line: u64,
}

impl CleanCheck {
    pub fn new() -> Self {
        Self::default()
    }

    /// A valid record on line `line` (1-based).
    pub fn record(&mut self, line: u64, record: &MimicTraceRecordV1) {
        self.last_line = line;
        let (trace_id, collector) = self
            .first
            .get_or_insert_with(|| (record.trace_id.clone(), record.source.collector));
        let (other_trace, other_collector) = (
            *trace_id != record.trace_id,
            *collector != record.source.collector,
        );
        if other_trace {
            self.note(NotClean::SeveralTraceIds, line, None);
        }
        if other_collector {
            self.note(NotClean::SeveralCollectors, line, None);
        }
        let observation = record.observation_ext();
        if observation.and_then(|o| o.partial) == Some(true) {
            self.note(NotClean::PartialObservation, line, None);
        }
        if observation.and_then(|o| o.stale) == Some(true) {
            self.note(NotClean::StaleObservation, line, None);
        }
        if record.verification.as_ref().map(|v| v.status) == Some(VerificationStatus::Failed) {
            self.note(NotClean::VerificationFailed, line, None);
        }
        if record.source.collector == Collector::DeterministicDemo {
            match agrees_with_demonstrator(record) {
                None => self.note(NotClean::DemonstratorIntentMissing, line, None),
                Some(false) => self.note(NotClean::MappingDisagreesWithDemonstrator, line, None),
                Some(true) => {}
            }
        }
        let status = record.mimic.as_ref().and_then(|m| m.trace_status);
        self.last_valid = Some((line, status));
    }

    /// Line `line` is not a valid record (`problem` says why); line 0 is the
    /// file as a whole (it holds no record).
    pub fn invalid(&mut self, line: u64, problem: String) {
        if line == 0 {
            self.note(NotClean::NoRecords, 0, Some(problem));
        } else {
            self.last_line = line;
            self.note(NotClean::InvalidRecord, line, Some(problem));
        }
    }

    /// Why the trace is not clean; empty when it is.
    pub fn finish(mut self) -> Problems {
        // The last line decides: only a valid last record can complete it.
        if self.last_valid != Some((self.last_line, Some(TraceStatus::Completed))) {
            self.note(NotClean::NotCompleted, self.last_line, None);
        }
        self.problems
    }

    fn note(&mut self, reason: NotClean, line: u64, detail: Option<String>) {
        self.problems.entry(reason).or_insert((line, detail));
    }
}

/// Whether the records of one trace, in order, make a clean trace.
pub fn is_clean(records: &[MimicTraceRecordV1]) -> bool {
    let mut check = CleanCheck::new();
    for (line, record) in (1..).zip(records) {
        check.record(line, record);
    }
    check.finish().is_empty()
}
