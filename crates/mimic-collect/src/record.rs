//! From one collected step to one v1 record: ids, clock, mapping (by
//! mimic-map) and the extension object; and the trace file they go to.
//!
//! A trace's last record carries `mimic.traceStatus`, but a step cannot know
//! it is the last when it is written. The [`TraceFile`] therefore writes
//! each record at once and, when the trace ends, rewrites the last one with
//! the status (`completed`, or `aborted` after a fault) by an atomic
//! rename. If the process is killed outright, the file holds every record
//! so far, all valid, and its last record has no status: "did not finish".

use std::path::{Path, PathBuf};

use mimic_map::{MapError, MapOptions, apply_to_record};
use mimic_schema::jsonl::Durability;
use mimic_schema::{
    ActionExtV1, Browser, Collector, CoordinateSpace, DemonstratorExtV1, MimicActionV1,
    MimicExtensionV1, MimicMappingV1, MimicObservationV1, MimicSourceV1, MimicTraceRecordV1,
    MimicVerificationV1, ObservationExtV1, Platform, RedactionExtV1, SchemaTag, TraceStatus,
};
use mimic_schema::{TraceWriteError, TraceWriter};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

/// `<task>--<instance>--run-<n>`: the same instance collected twice gives two
/// traces side by side (docs/design-notes.md, "Ids and runs").
pub fn trace_id(task_id: &str, instance_id: &str, run: u32) -> String {
    format!("{task_id}--{instance_id}--{}", run_id(run))
}

pub fn run_id(run: u32) -> String {
    format!("run-{run}")
}

/// `<traceId>--step-<nnn>`, 0-based.
pub fn step_id(trace_id: &str, index: u32) -> String {
    format!("{trace_id}--step-{index:03}")
}

/// Where `createdAt` comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Clock {
    System,
    /// Every record gets this RFC 3339 time (repeatable output).
    Fixed(String),
}

impl Clock {
    /// A fixed clock, after checking `rfc3339` parses.
    pub fn fixed(rfc3339: &str) -> Result<Self, time::error::Parse> {
        OffsetDateTime::parse(rfc3339, &Rfc3339)?;
        Ok(Self::Fixed(rfc3339.to_string()))
    }

    pub fn now(&self) -> String {
        match self {
            Self::System => OffsetDateTime::now_utc()
                .format(&Rfc3339)
                .expect("the current UTC time formats as RFC 3339"),
            Self::Fixed(text) => text.clone(),
        }
    }
}

/// Facts shared by every record of one trace.
#[derive(Debug, Clone)]
pub struct TraceContext {
    pub trace_id: String,
    pub task_id: Option<String>,
    pub site_id: Option<String>,
    pub instance_id: Option<String>,
    pub run: u32,
    pub goal: String,
    pub collector: Collector,
    pub platform: Platform,
}

/// What one step contributes to its record.
#[derive(Debug, Clone)]
pub struct StepFacts {
    pub index: u32,
    pub subgoal: String,
    /// The page before the action.
    pub observation: MimicObservationV1,
    pub observation_ext: ObservationExtV1,
    pub action: MimicActionV1,
    /// What the recorder saw of the action (the element its keys went to).
    pub action_ext: Option<ActionExtV1>,
    pub previous_actions: Vec<MimicActionV1>,
    pub expected_effect: Option<String>,
    pub verification: Option<MimicVerificationV1>,
    pub demonstrator: Option<DemonstratorExtV1>,
    /// JSON paths this step already replaced by the redaction marker.
    pub redacted_paths: Vec<String>,
}

impl TraceContext {
    /// A person's trace (`manual` collector): no task, site or instance,
    /// run 1.
    pub fn manual(trace_id: &str, goal: &str, platform: Platform) -> Self {
        Self {
            trace_id: trace_id.to_owned(),
            task_id: None,
            site_id: None,
            instance_id: None,
            run: 1,
            goal: goal.to_owned(),
            collector: Collector::Manual,
            platform,
        }
    }

    /// The record of `step`, mapped by mimic-map.
    pub fn record(
        &self,
        step: StepFacts,
        created_at: String,
        map_options: &MapOptions,
    ) -> Result<MimicTraceRecordV1, MapError> {
        // Only the Chrome observer sees a browser; an AX observation is of a
        // native app (or of a browser window seen as one).
        let browser = (step.observation_ext.coordinate_space == CoordinateSpace::ChromeDom)
            .then_some(Browser::Chrome);
        let mut record = MimicTraceRecordV1 {
            schema: SchemaTag::V1,
            trace_id: self.trace_id.clone(),
            step_id: step_id(&self.trace_id, step.index),
            created_at,
            task_goal: self.goal.clone(),
            current_subgoal: step.subgoal,
            observation: step.observation,
            previous_actions: step.previous_actions,
            chosen_action: step.action,
            chosen_candidate_id: None,
            mapping: MimicMappingV1 {
                status: mimic_schema::MappingStatus::NoTarget,
                candidate_id: None,
                distance_px: None,
                reason: None,
            },
            expected_effect: step.expected_effect,
            verification: step.verification,
            source: MimicSourceV1 {
                collector: self.collector,
                platform: self.platform,
                browser,
            },
            mimic: Some(MimicExtensionV1 {
                task_id: self.task_id.clone(),
                site_id: self.site_id.clone(),
                instance_id: self.instance_id.clone(),
                run_id: Some(run_id(self.run)),
                step_index: Some(step.index),
                observation: Some(step.observation_ext),
                action: step.action_ext,
                demonstrator: step.demonstrator,
                redaction: (!step.redacted_paths.is_empty()).then_some(RedactionExtV1 {
                    redacted: true,
                    paths: step.redacted_paths,
                }),
                ..MimicExtensionV1::default()
            }),
        };
        apply_to_record(&mut record, map_options)?;
        Ok(record)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum TraceFileError {
    #[error(transparent)]
    Write(#[from] TraceWriteError),
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// One trace's file. Every record is written (scrubbed and validated by
/// mimic-schema's `TraceWriter`) as soon as it is pushed, so every finished
/// step is on disk; [`TraceFile::finish`] then puts the trace's status on
/// the last record by writing the file again beside it and renaming it over
/// the old one (atomic: a crash leaves the old file or the new one).
#[derive(Debug)]
pub struct TraceFile {
    path: PathBuf,
    writer: TraceWriter,
    last: Option<MimicTraceRecordV1>,
    written: usize,
}

impl TraceFile {
    pub fn create(path: impl AsRef<Path>) -> Result<Self, TraceFileError> {
        let path = path.as_ref().to_path_buf();
        Ok(Self {
            writer: TraceWriter::append(&path, Durability::Flush)?,
            path,
            last: None,
            written: 0,
        })
    }

    pub fn path(&self) -> PathBuf {
        self.path.clone()
    }

    /// Writes `record` now.
    pub fn push(&mut self, mut record: MimicTraceRecordV1) -> Result<(), TraceFileError> {
        self.writer.write(&mut record)?;
        self.last = Some(record);
        self.written += 1;
        Ok(())
    }

    /// Gives the last record `status`; returns how many records the file
    /// holds. A trace without any step writes nothing.
    pub fn finish(self, status: TraceStatus) -> Result<usize, TraceFileError> {
        let Some(mut last) = self.last else {
            return Ok(self.written);
        };
        drop(self.writer);
        let io = |source| TraceFileError::Io {
            path: self.path.clone(),
            source,
        };
        let text = std::fs::read(&self.path).map_err(io)?;
        // Every line ends with a newline: the last record starts after the
        // one before the final newline.
        let body = &text[..text.len().saturating_sub(1)];
        let keep = body.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let temporary = self.path.with_extension("jsonl.tmp");
        last.ext_mut().trace_status = Some(status);
        let rewritten = std::fs::write(&temporary, &text[..keep])
            .map_err(io)
            .and_then(|()| {
                TraceWriter::append(&temporary, Durability::Fsync)?.write(&mut last)?;
                Ok(())
            })
            .and_then(|()| std::fs::rename(&temporary, &self.path).map_err(io));
        if rewritten.is_err() {
            // A full disk or a read-only folder: the trace stays as it was
            // (its last record without a status); no partial copy is left.
            let _ = std::fs::remove_file(&temporary);
        }
        rewritten.map(|()| self.written)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mimic_schema::jsonl::JsonlReader;
    use mimic_schema::{Bounds, CandidateSource, MappingStatus, MimicCandidateV1, Point};

    fn context() -> TraceContext {
        TraceContext {
            trace_id: trace_id("todo.add-item", "s1-1280x800", 2),
            task_id: Some("todo.add-item".into()),
            site_id: Some("todo".into()),
            instance_id: Some("s1-1280x800".into()),
            run: 2,
            goal: "Add a todo".into(),
            collector: Collector::DeterministicDemo,
            platform: Platform::Linux,
        }
    }

    fn step(index: u32, point: Point) -> StepFacts {
        StepFacts {
            index,
            subgoal: "Press add".into(),
            observation: MimicObservationV1 {
                candidates: vec![MimicCandidateV1 {
                    id: "add".into(),
                    source: CandidateSource::ChromeDom,
                    role: Some("button".into()),
                    label: Some("Add".into()),
                    text: None,
                    bounds: Bounds::new(10.0, 10.0, 80.0, 30.0),
                    enabled: Some(true),
                    visible: Some(true),
                    metadata: None,
                }],
                ..MimicObservationV1::default()
            },
            observation_ext: ObservationExtV1 {
                coordinate_space: CoordinateSpace::ChromeDom,
                observed_area: Bounds::new(0.0, 0.0, 1280.0, 800.0),
                scale: 1.0,
                scroll_offset: None,
                partial: None,
                partial_reasons: None,
                stale: None,
                masked_regions: Vec::new(),
                unchecked_regions: Vec::new(),
            },
            action: MimicActionV1::click(point),
            action_ext: None,
            previous_actions: vec![],
            expected_effect: None,
            verification: None,
            demonstrator: None,
            redacted_paths: vec![],
        }
    }

    #[test]
    fn ids_name_task_instance_run_and_step() {
        let id = trace_id("todo.add-item", "s1-1280x800", 2);
        assert_eq!(id, "todo.add-item--s1-1280x800--run-2");
        assert_eq!(
            step_id(&id, 7),
            "todo.add-item--s1-1280x800--run-2--step-007"
        );
    }

    #[test]
    fn records_are_mapped_by_mimic_map() {
        let ctx = context();
        let hit = ctx
            .record(
                step(0, Point::new(20.0, 20.0)),
                "2026-01-01T00:00:00Z".into(),
                &MapOptions::default(),
            )
            .unwrap();
        assert_eq!(hit.mapping.status, MappingStatus::MatchedCandidate);
        assert_eq!(hit.chosen_candidate_id.as_deref(), Some("add"));
        assert_eq!(hit.mimic.as_ref().unwrap().run_id.as_deref(), Some("run-2"));
        let miss = ctx
            .record(
                step(1, Point::new(600.0, 600.0)),
                "2026-01-01T00:00:00Z".into(),
                &MapOptions::default(),
            )
            .unwrap();
        assert_eq!(miss.mapping.status, MappingStatus::NoTarget);
        assert_eq!(miss.chosen_candidate_id, None);
    }

    #[test]
    fn only_a_chrome_observation_names_a_browser() {
        let ctx = context();
        let at = |space| {
            let mut facts = step(0, Point::new(20.0, 20.0));
            facts.observation_ext.coordinate_space = space;
            let record = ctx.record(facts, "2026-01-01T00:00:00Z".into(), &MapOptions::default());
            record.unwrap().source.browser
        };
        assert_eq!(at(CoordinateSpace::ChromeDom), Some(Browser::Chrome));
        assert_eq!(at(CoordinateSpace::Ax), None);
    }

    #[test]
    fn the_last_record_carries_the_trace_status() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.jsonl");
        let ctx = context();
        let mut file = TraceFile::create(&path).unwrap();
        for i in 0..3 {
            let record = ctx
                .record(
                    step(i, Point::new(20.0, 20.0)),
                    Clock::System.now(),
                    &MapOptions::default(),
                )
                .unwrap();
            file.push(record).unwrap();
        }
        // Every record is on disk before the trace ends.
        assert_eq!(std::fs::read_to_string(&path).unwrap().lines().count(), 3);
        assert_eq!(file.finish(TraceStatus::Aborted).unwrap(), 3);
        let records: Vec<MimicTraceRecordV1> = JsonlReader::open(&path)
            .unwrap()
            .values()
            .map(|r| r.unwrap().1)
            .collect();
        let statuses: Vec<_> = records
            .iter()
            .map(|r| r.mimic.as_ref().unwrap().trace_status)
            .collect();
        assert_eq!(statuses, [None, None, Some(TraceStatus::Aborted)]);
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            1,
            "no temporary left"
        );
    }

    #[test]
    fn a_fixed_clock_is_checked_and_repeats() {
        assert!(Clock::fixed("yesterday").is_err());
        let clock = Clock::fixed("2026-01-02T03:04:05Z").unwrap();
        assert_eq!(clock.now(), clock.now());
        assert!(OffsetDateTime::parse(&Clock::System.now(), &Rfc3339).is_ok());
    }
}
