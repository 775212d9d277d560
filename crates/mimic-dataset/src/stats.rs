//! `stats.json`: what the dataset holds and what was left out, counted.
//! Maps are sorted, rates are computed from counts, nothing depends on time.

use std::collections::BTreeMap;

use mimic_schema::VerificationStatus;
use serde::Serialize;

use crate::example::DatasetExampleV1;
use crate::options::SplitBy;
use crate::screenshots::ScreenshotCounts;
use crate::split::Split;

/// The `format` value of `stats.json`.
pub const STATS_FORMAT: &str = "mimic.dataset-stats.v1";

/// Upper bounds (inclusive) of the candidates-per-example histogram buckets;
/// the last bucket is open.
const CANDIDATE_BUCKETS: [(u64, &str); 8] = [
    (0, "0"),
    (9, "1-9"),
    (49, "10-49"),
    (99, "50-99"),
    (199, "100-199"),
    (499, "200-499"),
    (999, "500-999"),
    (u64::MAX, "1000+"),
];

/// A distribution of counts, exact (one entry per distinct value, so its
/// size is bounded by the largest value, not by the number of examples).
#[derive(Debug, Clone, Default, PartialEq)]
struct Tally(BTreeMap<u64, u64>);

impl Tally {
    fn add(&mut self, value: u64) {
        *self.0.entry(value).or_default() += 1;
    }

    fn total(&self) -> u64 {
        self.0.values().sum()
    }

    /// The smallest value with at least `q` of the mass at or below it.
    fn quantile(&self, q: f64) -> Option<u64> {
        let total = self.total();
        let rank = ((q * total as f64).ceil() as u64).max(1);
        let mut seen = 0;
        self.0.iter().find_map(|(value, count)| {
            seen += count;
            (seen >= rank).then_some(*value)
        })
    }

    fn summary(&self) -> Distribution {
        let total = self.total();
        let sum: u64 = self.0.iter().map(|(value, count)| value * count).sum();
        let mut histogram = BTreeMap::new();
        let mut lower = 0;
        for (upper, name) in CANDIDATE_BUCKETS {
            let in_bucket = self.0.range(lower..=upper).map(|(_, count)| count).sum();
            histogram.insert(BucketName(lower, name), in_bucket);
            lower = upper.saturating_add(1);
        }
        Distribution {
            min: self.0.keys().next().copied(),
            max: self.0.keys().next_back().copied(),
            mean: (total > 0).then(|| round(sum as f64 / total as f64)),
            p50: self.quantile(0.5),
            p90: self.quantile(0.9),
            p99: self.quantile(0.99),
            histogram,
        }
    }
}

/// A histogram bucket, ordered by its lower bound and written by its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct BucketName(u64, &'static str);

impl Serialize for BucketName {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.1)
    }
}

/// Rates with six decimals: enough to read, and stable across platforms.
fn round(value: f64) -> f64 {
    (value * 1e6).round() / 1e6
}

fn rate(part: u64, whole: u64) -> Option<f64> {
    (whole > 0).then(|| round(part as f64 / whole as f64))
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Distribution {
    pub min: Option<u64>,
    pub max: Option<u64>,
    pub mean: Option<f64>,
    pub p50: Option<u64>,
    pub p90: Option<u64>,
    pub p99: Option<u64>,
    histogram: BTreeMap<BucketName, u64>,
}

/// Examples whose mapping status is not `matched_candidate`.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Unmapped {
    pub count: u64,
    /// Of all examples.
    pub rate: Option<f64>,
    /// Among targeted examples (clicks, typing, scrolls with a point): the
    /// rate top-k metrics see as misses.
    pub targeted_count: u64,
    pub targeted_rate: Option<f64>,
    /// By mimic-map reason code (the status where no code was recorded).
    pub reasons: BTreeMap<String, u64>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FlagCounts {
    pub verification_failed: u64,
    pub stale_observation: u64,
    pub partial_observation: u64,
    pub trace_incomplete: u64,
    pub redacted: u64,
}

/// Everything counted over one set of examples (a split, or all of them).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExampleStats {
    pub traces: u64,
    pub examples: u64,
    pub targeted: u64,
    pub with_screenshot: u64,
    pub action_types: BTreeMap<String, u64>,
    pub mapping_statuses: BTreeMap<String, u64>,
    /// How the steps were collected (`meta.collector`).
    pub collectors: BTreeMap<String, u64>,
    pub verification: BTreeMap<String, u64>,
    pub unmapped: Unmapped,
    pub flags: FlagCounts,
    /// Examples whose screenshot has regions painted over, by reason (an
    /// example counts once per reason).
    pub masked_regions: BTreeMap<String, u64>,
    /// Examples whose screenshot has regions no secret rule could read, by
    /// kind (an example counts once per kind): a person reviews these
    /// before publishing.
    pub unchecked_regions: BTreeMap<String, u64>,
    pub candidates_per_example: Option<Distribution>,
    #[serde(skip)]
    candidates: Tally,
}

impl ExampleStats {
    fn add(&mut self, example: &DatasetExampleV1, candidates: usize, first_of_trace: bool) {
        self.traces += u64::from(first_of_trace);
        self.examples += 1;
        let targeted = example.is_targeted();
        self.targeted += u64::from(targeted);
        self.with_screenshot += u64::from(example.input.screenshot.is_some());
        let label = &example.label;
        *self
            .action_types
            .entry(label.action_type.as_str().to_string())
            .or_default() += 1;
        *self
            .mapping_statuses
            .entry(label.mapping_status.as_str().to_string())
            .or_default() += 1;
        *self
            .collectors
            .entry(example.meta.collector.as_str().to_string())
            .or_default() += 1;
        let verification = match example.flags.verification {
            Some(VerificationStatus::Passed) => "passed",
            Some(VerificationStatus::Failed) => "failed",
            Some(VerificationStatus::Unknown) => "unknown",
            None => "absent",
        };
        *self
            .verification
            .entry(verification.to_string())
            .or_default() += 1;
        if example.is_unmapped() {
            self.unmapped.count += 1;
            self.unmapped.targeted_count += u64::from(targeted);
            let reason = label
                .reason_code
                .clone()
                .unwrap_or_else(|| label.mapping_status.as_str().to_string());
            *self.unmapped.reasons.entry(reason).or_default() += 1;
        }
        let flags = &example.flags;
        let counts = &mut self.flags;
        counts.verification_failed += u64::from(example.verification_failed());
        counts.stale_observation += u64::from(flags.stale_observation);
        counts.partial_observation += u64::from(flags.partial_observation);
        counts.trace_incomplete += u64::from(flags.trace_incomplete);
        counts.redacted += u64::from(flags.redacted);
        if let Some(observation) = &example.input.observation {
            let masked = observation.masked_regions.iter().map(|r| r.reason.as_str());
            count_once(&mut self.masked_regions, masked);
            let unchecked = observation
                .unchecked_regions
                .iter()
                .map(|r| r.reason.as_str());
            count_once(&mut self.unchecked_regions, unchecked);
        }
        self.candidates.add(candidates as u64);
    }

    fn finish(&mut self) {
        self.unmapped.rate = rate(self.unmapped.count, self.examples);
        self.unmapped.targeted_rate = rate(self.unmapped.targeted_count, self.targeted);
        self.candidates_per_example = (self.examples > 0).then(|| self.candidates.summary());
    }
}

/// Adds one to each distinct name of `names`.
fn count_once<'a>(counts: &mut BTreeMap<String, u64>, names: impl Iterator<Item = &'a str>) {
    let distinct: std::collections::BTreeSet<&str> = names.collect();
    for name in distinct {
        *counts.entry(name.to_string()).or_default() += 1;
    }
}

/// One task or one site.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GroupStats {
    pub traces: u64,
    pub examples: u64,
    /// Examples per split.
    pub splits: BTreeMap<Split, u64>,
    pub unmapped: u64,
    pub unmapped_rate: Option<f64>,
}

impl GroupStats {
    fn add(&mut self, example: &DatasetExampleV1, split: Split, first_of_trace: bool) {
        self.traces += u64::from(first_of_trace);
        self.examples += 1;
        *self.splits.entry(split).or_default() += 1;
        self.unmapped += u64::from(example.is_unmapped());
    }

    fn finish(&mut self) {
        self.unmapped_rate = rate(self.unmapped, self.examples);
    }
}

/// Lines and records read, and why some became no example.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RecordCounts {
    pub files: u64,
    /// Non-blank lines.
    pub lines: u64,
    /// Lines that parsed as v1 records of their file's trace.
    pub valid: u64,
    /// Fields the v1 schema does not define, ignored in valid records
    /// (lenient mode; `--strict` rejects them).
    pub unknown_fields_ignored: u64,
    /// By [`crate::SkipReason`].
    pub skipped: BTreeMap<String, u64>,
    /// Valid records left out by a cleaning option, by the first rule that
    /// applied (see `docs/dataset.md`).
    pub dropped: BTreeMap<String, u64>,
    pub examples: u64,
}

/// Traces by how they ended.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TraceCounts {
    pub total: u64,
    pub completed: u64,
    pub aborted: u64,
    /// No `traceStatus` on the last record (or a last line that is not a
    /// valid record): the collector did not finish.
    pub unfinished: u64,
    /// Files without a single valid record.
    pub without_records: u64,
    /// Traces with valid records of which none was kept.
    pub without_examples: u64,
}

/// The whole of `stats.json`.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Stats {
    pub format: &'static str,
    pub split_by: SplitBy,
    pub records: RecordCounts,
    pub traces: TraceCounts,
    pub screenshots: ScreenshotCounts,
    pub all: ExampleStats,
    pub splits: BTreeMap<Split, ExampleStats>,
    /// Splits without a single example (reported, not an error).
    pub empty_splits: Vec<Split>,
    pub per_task: BTreeMap<String, GroupStats>,
    pub per_site: BTreeMap<String, GroupStats>,
}

impl Stats {
    pub(crate) fn new(split_by: SplitBy) -> Self {
        Self {
            format: STATS_FORMAT,
            split_by,
            records: RecordCounts::default(),
            traces: TraceCounts::default(),
            screenshots: ScreenshotCounts::default(),
            all: ExampleStats::default(),
            splits: Split::ALL
                .into_iter()
                .map(|split| (split, ExampleStats::default()))
                .collect(),
            empty_splits: Vec::new(),
            per_task: BTreeMap::new(),
            per_site: BTreeMap::new(),
        }
    }

    pub(crate) fn count_skipped(&mut self, reason: &str) {
        *self.records.skipped.entry(reason.to_string()).or_default() += 1;
    }

    pub(crate) fn count_dropped(&mut self, reason: &str) {
        *self.records.dropped.entry(reason.to_string()).or_default() += 1;
    }

    /// Counts one written example. `first_of_trace` marks the first example
    /// its trace contributes; `task` and `site` are its group keys.
    /// Counts `example`, which had `candidates` candidates (its list is not
    /// kept once the example is serialized).
    pub(crate) fn add_example(
        &mut self,
        example: &DatasetExampleV1,
        candidates: usize,
        split: Split,
        first_of_trace: bool,
        task: &str,
        site: &str,
    ) {
        self.records.examples += 1;
        self.all.add(example, candidates, first_of_trace);
        self.splits
            .entry(split)
            .or_default()
            .add(example, candidates, first_of_trace);
        group(&mut self.per_task, task).add(example, split, first_of_trace);
        group(&mut self.per_site, site).add(example, split, first_of_trace);
    }

    pub(crate) fn finish(&mut self) {
        self.all.finish();
        for stats in self.splits.values_mut() {
            stats.finish();
        }
        self.empty_splits = self
            .splits
            .iter()
            .filter(|(_, stats)| stats.examples == 0)
            .map(|(split, _)| *split)
            .collect();
        for stats in self.per_task.values_mut().chain(self.per_site.values_mut()) {
            stats.finish();
        }
    }
}

fn group<'a>(groups: &'a mut BTreeMap<String, GroupStats>, key: &str) -> &'a mut GroupStats {
    // Look up before inserting so the common case allocates no key.
    if !groups.contains_key(key) {
        let every_split = Split::ALL.into_iter().map(|split| (split, 0)).collect();
        groups.insert(
            key.to_string(),
            GroupStats {
                splits: every_split,
                ..GroupStats::default()
            },
        );
    }
    groups.get_mut(key).expect("inserted above")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tally_quantiles_and_buckets() {
        let mut tally = Tally::default();
        for value in [0, 3, 3, 12, 250, 250, 250, 1200] {
            tally.add(value);
        }
        let summary = tally.summary();
        assert_eq!((summary.min, summary.max), (Some(0), Some(1200)));
        assert_eq!(summary.p50, Some(12));
        assert_eq!(summary.p90, Some(1200));
        assert_eq!(summary.mean, Some(246.0));
        let json = serde_json::to_value(&summary.histogram).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"0": 1, "1-9": 2, "10-49": 1, "50-99": 0,
                "100-199": 0, "200-499": 3, "500-999": 0, "1000+": 1})
        );
        let keys: Vec<String> = serde_json::to_string(&summary.histogram)
            .unwrap()
            .split(',')
            .map(str::to_string)
            .collect();
        assert!(
            keys[0].contains("\"0\"") && keys[7].contains("1000+"),
            "{keys:?}"
        );
    }
}
