//! Mapping whole trace records: filling their mapping fields, and auditing
//! records mapped under other rules.

use std::fmt;

use mimic_schema::{MappingExtV1, MimicTraceRecordV1};

use crate::MapError;
use crate::mapping::RecordedMapping;
use crate::options::MapOptions;
use crate::prepare::prepare;

/// Distances closer than this are the same distance (other writers round).
const DISTANCE_EPSILON: f64 = 1e-6;

/// Maps the record's `chosenAction` on its own observation.
pub fn map_record(
    record: &MimicTraceRecordV1,
    options: &MapOptions,
) -> Result<RecordedMapping, MapError> {
    let prepared = prepare(&record.observation, record.observation_ext(), options)?;
    Ok(prepared
        .map_with(
            &record.chosen_action,
            record.key_target(),
            &record.previous_actions,
        )
        .to_recorded())
}

/// Fills `mapping`, `chosenCandidateId` and `mimic.mapping` of `record`;
/// leaves the rest of the record as it was.
pub fn apply_to_record(
    record: &mut MimicTraceRecordV1,
    options: &MapOptions,
) -> Result<(), MapError> {
    let recorded = map_record(record, options)?;
    record.mapping = recorded.mapping;
    record.chosen_candidate_id = recorded.chosen_candidate_id;
    record.ext_mut().mapping = recorded.mimic_mapping;
    Ok(())
}

/// A record whose stored mapping differs from what the current rules give.
#[derive(Debug, Clone, PartialEq)]
pub struct RemapDiff {
    pub trace_id: String,
    pub step_id: String,
    pub stored: RecordedMapping,
    pub remapped: RecordedMapping,
    /// JSON names of the fields that differ, e.g. `status`, `candidateId`.
    pub changed: Vec<&'static str>,
}

/// Maps `record` again with the current rules; `None` when the decision is
/// the same as the stored one. Compared: status, candidate id, distance (an
/// absent one reads as 0), chosen candidate id and, when the record has
/// `mimic.mapping`, the tied ids and whether a claim disagrees (unrecorded
/// reads as no). The reason, its code and the rules version are not: they
/// explain a decision, and another rules version words it differently.
pub fn remap_record(
    record: &MimicTraceRecordV1,
    options: &MapOptions,
) -> Result<Option<RemapDiff>, MapError> {
    let stored = RecordedMapping {
        mapping: record.mapping.clone(),
        chosen_candidate_id: record.chosen_candidate_id.clone(),
        mimic_mapping: record.mimic.as_ref().and_then(|m| m.mapping.clone()),
    };
    let remapped = map_record(record, options)?;
    let changed = changed_fields(&stored, &remapped);
    Ok((!changed.is_empty()).then(|| RemapDiff {
        trace_id: record.trace_id.clone(),
        step_id: record.step_id.clone(),
        stored,
        remapped,
        changed,
    }))
}

fn changed_fields(old: &RecordedMapping, new: &RecordedMapping) -> Vec<&'static str> {
    let mut changed = Vec::new();
    if old.mapping.status != new.mapping.status {
        changed.push("status");
    }
    if old.mapping.candidate_id != new.mapping.candidate_id {
        changed.push("candidateId");
    }
    // An absent distance reads as 0: inside, or not a point mapping.
    let (a, b) = (
        old.mapping.distance_px.unwrap_or(0.0),
        new.mapping.distance_px.unwrap_or(0.0),
    );
    if (a - b).abs() > DISTANCE_EPSILON {
        changed.push("distancePx");
    }
    if old.chosen_candidate_id != new.chosen_candidate_id {
        changed.push("chosenCandidateId");
    }
    if let (Some(old), Some(new)) = (&old.mimic_mapping, &new.mimic_mapping) {
        if old.tied_candidate_ids != new.tied_candidate_ids {
            changed.push("tiedCandidateIds");
        }
        // An unrecorded claim check reads as "no disagreement".
        if old.claim_disagrees.unwrap_or(false) != new.claim_disagrees.unwrap_or(false) {
            changed.push("claimDisagrees");
        }
    }
    changed
}

impl fmt::Display for RemapDiff {
    /// `trace step: old -> new (changed: ...)`, then both reasons.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} {}: {} -> {} (changed: {})",
            self.trace_id,
            self.step_id,
            Summary(&self.stored),
            Summary(&self.remapped),
            self.changed.join(", ")
        )?;
        writeln!(f, "  old: {}", Because(&self.stored))?;
        write!(f, "  new: {}", Because(&self.remapped))
    }
}

/// `matched_candidate c3 (1.5 px)`, `ambiguous [a, b]`, `no_target`.
struct Summary<'a>(&'a RecordedMapping);

impl fmt::Display for Summary<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = &self.0.mapping;
        f.write_str(m.status.as_str())?;
        if let Some(id) = &m.candidate_id {
            write!(f, " {id}")?;
        }
        if let Some(d) = m.distance_px.filter(|d| *d != 0.0) {
            write!(f, " ({d} px)")?;
        }
        let tied = self
            .0
            .mimic_mapping
            .as_ref()
            .and_then(|e| e.tied_candidate_ids.as_ref());
        if let Some(tied) = tied {
            write!(f, " [{}]", tied.join(", "))?;
        }
        Ok(())
    }
}

/// The reason, with its code and rules version when recorded.
struct Because<'a>(&'a RecordedMapping);

impl fmt::Display for Because<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            self.0
                .mapping
                .reason
                .as_deref()
                .unwrap_or("(no reason recorded)"),
        )?;
        if let Some(MappingExtV1 {
            reason_code,
            rules_version,
            ..
        }) = &self.0.mimic_mapping
        {
            write!(f, " [{reason_code}, rules {rules_version}]")?;
        }
        Ok(())
    }
}
