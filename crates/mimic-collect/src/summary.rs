//! The end-of-run summary: traces, steps, clean traces, mapping statuses,
//! agreement with the demonstrator and verification results.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use mimic_schema::clean::{agrees_with_demonstrator, is_clean};
use mimic_schema::{MappingStatus, MimicTraceRecordV1, TraceStatus, VerificationStatus};

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Summary {
    pub traces: usize,
    pub clean_traces: usize,
    pub completed: usize,
    pub aborted: usize,
    /// Traces whose last record has no status (the process was stopped).
    pub unfinished: usize,
    pub steps: usize,
    pub sites: BTreeSet<String>,
    pub statuses: BTreeMap<&'static str, usize>,
    pub demonstrator_steps: usize,
    pub demonstrator_agree: usize,
    pub verification: BTreeMap<&'static str, usize>,
    /// Traces that ended in a fault, with the reason.
    pub faults: Vec<(String, String)>,
}

impl Summary {
    pub fn add_trace(&mut self, records: &[MimicTraceRecordV1]) {
        self.traces += 1;
        self.steps += records.len();
        match records.last().and_then(|r| r.mimic.as_ref()?.trace_status) {
            Some(TraceStatus::Completed) => self.completed += 1,
            Some(TraceStatus::Aborted) => self.aborted += 1,
            None => self.unfinished += 1,
        }
        if is_clean(records) {
            self.clean_traces += 1;
        }
        for record in records {
            if let Some(site) = record.site_id() {
                self.sites.insert(site.to_string());
            }
            *self
                .statuses
                .entry(record.mapping.status.as_str())
                .or_default() += 1;
            if let Some(agrees) = agrees_with_demonstrator(record) {
                self.demonstrator_steps += 1;
                self.demonstrator_agree += usize::from(agrees);
            }
            let verification = match record.verification.as_ref().map(|v| v.status) {
                Some(VerificationStatus::Passed) => "passed",
                Some(VerificationStatus::Failed) => "failed",
                Some(VerificationStatus::Unknown) => "unknown",
                None => "none",
            };
            *self.verification.entry(verification).or_default() += 1;
        }
    }

    pub fn add_fault(&mut self, trace_id: impl Into<String>, reason: impl Into<String>) {
        self.faults.push((trace_id.into(), reason.into()));
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pct = |n: usize, d: usize| {
            if d == 0 {
                0.0
            } else {
                100.0 * n as f64 / d as f64
            }
        };
        writeln!(
            f,
            "traces: {} ({} clean, {} completed, {} aborted, {} unfinished) over {} sites",
            self.traces,
            self.clean_traces,
            self.completed,
            self.aborted,
            self.unfinished,
            self.sites.len()
        )?;
        writeln!(f, "steps: {}", self.steps)?;
        let statuses = MappingStatus::ALL
            .iter()
            .map(|s| {
                format!(
                    "{} {}",
                    s.as_str(),
                    self.statuses.get(s.as_str()).copied().unwrap_or(0)
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        writeln!(f, "mapping: {statuses}")?;
        writeln!(
            f,
            "agreement with the demonstrator: {}/{} steps ({:.1}%)",
            self.demonstrator_agree,
            self.demonstrator_steps,
            pct(self.demonstrator_agree, self.demonstrator_steps)
        )?;
        let verification = ["passed", "failed", "unknown", "none"]
            .iter()
            .map(|k| format!("{k} {}", self.verification.get(k).copied().unwrap_or(0)))
            .collect::<Vec<_>>()
            .join(", ");
        writeln!(f, "verification: {verification}")?;
        for (trace, reason) in &self.faults {
            writeln!(f, "fault: {trace}: {reason}")?;
        }
        Ok(())
    }
}
