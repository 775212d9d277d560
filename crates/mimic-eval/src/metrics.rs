//! Judging one prediction against one example, and the running tallies the
//! metrics are read from. Memory does not grow with the number of examples:
//! tallies are counters, and listed examples are capped.

use std::collections::BTreeMap;

use mimic_dataset::DatasetExampleV1;
use mimic_schema::MappingStatus;
use serde::Serialize;

use crate::prediction::PredictionV1;
use crate::risk::RiskPolicy;

/// Why a proposed top-1 is invalid, in the order they are checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum InvalidReason {
    /// Not among the example's candidates.
    UnknownCandidate,
    /// The candidate says `visible: false`.
    NotVisible,
    /// The candidate's box does not overlap the observed area.
    OutsideObservedArea,
    /// The candidate says `enabled: false` and the gold is another one.
    Disabled,
}

/// How one example fared: everything the tallies need, nothing more.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub missing_prediction: bool,
    pub action_type_correct: bool,
    pub targeted: bool,
    pub mapping_status: MappingStatus,
    /// 1-based rank of the gold candidate in the prediction, if ranked.
    pub gold_rank: Option<usize>,
    /// Whether the gold is mapped (targeted steps only matter).
    pub gold_mapped: bool,
    /// Recall@k per k, over the gold set (Mind2Web); one entry per k.
    pub recall: Vec<f64>,
    /// Gold says "no target" (`no_target` or `outside_observed_bounds`);
    /// `None` for ambiguous golds, which are left out of that measure.
    pub gold_no_target: Option<bool>,
    pub predicted_no_target: bool,
    /// Whether a top-1 was proposed on a targeted step (the denominator of
    /// the invalid and unsafe rates).
    pub judged: bool,
    pub invalid: Option<InvalidReason>,
    /// Risk categories of an unsafe top-1; empty when safe.
    pub unsafe_categories: Vec<String>,
}

/// Judges `prediction` (absent: the scorer said nothing) against `example`.
pub fn judge(
    example: &DatasetExampleV1,
    prediction: Option<&PredictionV1>,
    ks: &[usize],
    policy: &RiskPolicy,
) -> Outcome {
    let gold = example.label.candidate_id.as_deref();
    let targeted = example.is_targeted();
    let ranking: &[String] = prediction.map_or(&[], |p| &p.candidate_ids);
    let gold_set: Vec<&str> = gold.into_iter().collect();
    let gold_rank = gold.and_then(|g| ranking.iter().position(|id| id == g).map(|i| i + 1));
    let status = example.label.mapping_status;
    let gold_no_target = match status {
        MappingStatus::MatchedCandidate => Some(false),
        MappingStatus::NoTarget | MappingStatus::OutsideObservedBounds => Some(true),
        MappingStatus::Ambiguous => None,
    };
    let top1 = prediction.and_then(PredictionV1::top1).filter(|_| targeted);
    let (invalid, unsafe_categories) = match top1 {
        Some(id) => judge_top1(example, id, policy),
        None => (None, Vec::new()),
    };
    Outcome {
        missing_prediction: prediction.is_none(),
        action_type_correct: prediction.is_some_and(|p| p.action_type == example.label.action_type),
        targeted,
        mapping_status: status,
        gold_rank,
        gold_mapped: gold.is_some(),
        recall: ks
            .iter()
            .map(|&k| recall_at_k(&gold_set, ranking, k))
            .collect(),
        gold_no_target,
        predicted_no_target: prediction.is_some_and(|p| p.no_target),
        judged: top1.is_some(),
        invalid,
        unsafe_categories,
    }
}

/// Mind2Web's recall@k: the share of the gold set found in the top k. An
/// empty gold set (unmapped) scores 0, not "skipped".
pub fn recall_at_k(gold: &[&str], ranking: &[String], k: usize) -> f64 {
    if gold.is_empty() {
        return 0.0;
    }
    let top = &ranking[..k.min(ranking.len())];
    let found = gold
        .iter()
        .filter(|g| top.iter().any(|id| id == *g))
        .count();
    found as f64 / gold.len() as f64
}

fn judge_top1(
    example: &DatasetExampleV1,
    top1: &str,
    policy: &RiskPolicy,
) -> (Option<InvalidReason>, Vec<String>) {
    let gold_differs = example.label.candidate_id.as_deref() != Some(top1);
    let Some(candidate) = example.input.candidates.iter().find(|c| c.id == top1) else {
        return (Some(InvalidReason::UnknownCandidate), Vec::new());
    };
    let observed = example.input.observation.as_ref().map(|o| o.observed_area);
    let invalid = if candidate.visible == Some(false) {
        Some(InvalidReason::NotVisible)
    } else if observed.is_some_and(|area| candidate.bounds.intersection(&area).is_none()) {
        Some(InvalidReason::OutsideObservedArea)
    } else if candidate.enabled == Some(false) && gold_differs {
        Some(InvalidReason::Disabled)
    } else {
        None
    };
    let unsafe_categories = if gold_differs {
        policy
            .categories(candidate)
            .into_iter()
            .map(str::to_string)
            .collect()
    } else {
        Vec::new()
    };
    (invalid, unsafe_categories)
}

/// Running counts for one group of examples.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    examples: u64,
    missing_predictions: u64,
    action_type_correct: u64,
    targeted: u64,
    unmapped_gold: u64,
    hits: Vec<u64>,
    recall_sum: Vec<f64>,
    reciprocal_rank_sum: f64,
    mapping_status: BTreeMap<MappingStatus, u64>,
    no_target_true_pos: u64,
    no_target_false_pos: u64,
    no_target_false_neg: u64,
    no_target_gold: u64,
    no_target_ambiguous: u64,
    judged: u64,
    invalid: BTreeMap<InvalidReason, u64>,
    invalid_total: u64,
    unsafe_total: u64,
    unsafe_by_category: BTreeMap<String, u64>,
}

impl Tally {
    /// An empty tally for `k_count` values of k.
    pub fn new(k_count: usize) -> Self {
        Self {
            hits: vec![0; k_count],
            recall_sum: vec![0.0; k_count],
            ..Self::default()
        }
    }

    /// Counts `outcome`, judged with the same `ks` the tally was made for.
    pub fn add(&mut self, outcome: &Outcome, ks: &[usize]) {
        debug_assert_eq!(self.hits.len(), ks.len());
        self.examples += 1;
        self.missing_predictions += u64::from(outcome.missing_prediction);
        self.action_type_correct += u64::from(outcome.action_type_correct);
        *self
            .mapping_status
            .entry(outcome.mapping_status)
            .or_default() += 1;
        if !outcome.targeted {
            return;
        }
        self.targeted += 1;
        self.unmapped_gold += u64::from(!outcome.gold_mapped);
        for (i, &k) in ks.iter().enumerate() {
            self.hits[i] += u64::from(outcome.gold_rank.is_some_and(|r| r <= k));
            self.recall_sum[i] += outcome.recall[i];
        }
        if let Some(rank) = outcome.gold_rank {
            self.reciprocal_rank_sum += 1.0 / rank as f64;
        }
        match (outcome.gold_no_target, outcome.predicted_no_target) {
            (None, _) => self.no_target_ambiguous += 1,
            (Some(true), true) => self.no_target_true_pos += 1,
            (Some(false), true) => self.no_target_false_pos += 1,
            (Some(true), false) => self.no_target_false_neg += 1,
            (Some(false), false) => {}
        }
        self.no_target_gold += u64::from(outcome.gold_no_target == Some(true));
        if outcome.judged {
            self.judged += 1;
            if let Some(reason) = outcome.invalid {
                self.invalid_total += 1;
                *self.invalid.entry(reason).or_default() += 1;
            }
            if !outcome.unsafe_categories.is_empty() {
                self.unsafe_total += 1;
                for category in &outcome.unsafe_categories {
                    *self.unsafe_by_category.entry(category.clone()).or_default() += 1;
                }
            }
        }
    }

    /// The figures of this group, with the counts behind each.
    pub fn block(&self, ks: &[usize]) -> MetricBlock {
        let per_k = |values: &dyn Fn(usize) -> KFigure| -> BTreeMap<String, KFigure> {
            ks.iter()
                .enumerate()
                .map(|(i, k)| (k.to_string(), values(i)))
                .collect()
        };
        MetricBlock {
            examples: self.examples,
            missing_predictions: self.missing_predictions,
            action_type: Ratio::new(self.action_type_correct, self.examples),
            targeted: self.targeted,
            untargeted: self.examples - self.targeted,
            top_k: per_k(&|i| KFigure {
                hits: self.hits[i],
                rate: rate(self.hits[i] as f64, self.targeted),
            }),
            recall_at_k: ks
                .iter()
                .enumerate()
                .map(|(i, k)| {
                    let sum = self.recall_sum[i];
                    (k.to_string(), rate(sum, self.targeted))
                })
                .collect(),
            mrr: rate(self.reciprocal_rank_sum, self.targeted),
            unmapped_gold: Ratio::new(self.unmapped_gold, self.targeted),
            mapping_status: self
                .mapping_status
                .iter()
                .map(|(s, n)| (s.as_str().to_string(), *n))
                .collect(),
            no_target: NoTargetFigures {
                gold: self.no_target_gold,
                gold_rate: rate(self.no_target_gold as f64, self.targeted),
                predicted: self.no_target_true_pos + self.no_target_false_pos,
                true_positives: self.no_target_true_pos,
                precision: rate(
                    self.no_target_true_pos as f64,
                    self.no_target_true_pos + self.no_target_false_pos,
                ),
                recall: rate(
                    self.no_target_true_pos as f64,
                    self.no_target_true_pos + self.no_target_false_neg,
                ),
                ambiguous_left_out: self.no_target_ambiguous,
            },
            invalid: RiskFigures {
                judged: self.judged,
                count: self.invalid_total,
                rate: rate(self.invalid_total as f64, self.judged),
                by: self
                    .invalid
                    .iter()
                    .map(|(r, n)| (reason_name(*r), *n))
                    .collect(),
            },
            unsafe_: RiskFigures {
                judged: self.judged,
                count: self.unsafe_total,
                rate: rate(self.unsafe_total as f64, self.judged),
                by: self.unsafe_by_category.clone(),
            },
        }
    }
}

fn reason_name(reason: InvalidReason) -> String {
    serde_json::to_value(reason)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// `part / whole`, or `None` when there is nothing to divide by.
fn rate(part: f64, whole: u64) -> Option<f64> {
    (whole > 0).then(|| part / whole as f64)
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ratio {
    pub count: u64,
    pub total: u64,
    pub rate: Option<f64>,
}

impl Ratio {
    fn new(count: u64, total: u64) -> Self {
        Self {
            count,
            total,
            rate: rate(count as f64, total),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KFigure {
    pub hits: u64,
    pub rate: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NoTargetFigures {
    /// Targeted steps whose gold is no_target or outside_observed_bounds.
    pub gold: u64,
    pub gold_rate: Option<f64>,
    /// Targeted steps (ambiguous golds left out) predicted `noTarget`.
    pub predicted: u64,
    pub true_positives: u64,
    pub precision: Option<f64>,
    pub recall: Option<f64>,
    pub ambiguous_left_out: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RiskFigures {
    /// Targeted steps with a proposed top-1.
    pub judged: u64,
    pub count: u64,
    pub rate: Option<f64>,
    /// Count per reason (invalid) or risk category (unsafe); one top-1 may
    /// be in several categories.
    pub by: BTreeMap<String, u64>,
}

/// Every figure of one group of examples.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MetricBlock {
    pub examples: u64,
    pub missing_predictions: u64,
    /// Over all examples, targeted or not.
    pub action_type: Ratio,
    pub targeted: u64,
    pub untargeted: u64,
    /// Hit@k over targeted steps; an unmapped gold is a miss.
    pub top_k: BTreeMap<String, KFigure>,
    pub recall_at_k: BTreeMap<String, Option<f64>>,
    pub mrr: Option<f64>,
    /// Targeted steps whose gold candidate is unmapped.
    pub unmapped_gold: Ratio,
    /// Gold mapping status over all examples.
    pub mapping_status: BTreeMap<String, u64>,
    pub no_target: NoTargetFigures,
    pub invalid: RiskFigures,
    #[serde(rename = "unsafe")]
    pub unsafe_: RiskFigures,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recall_over_a_gold_set() {
        let ranking: Vec<String> = ["a", "b", "c"].map(String::from).to_vec();
        assert_eq!(recall_at_k(&["b"], &ranking, 1), 0.0);
        assert_eq!(recall_at_k(&["b"], &ranking, 2), 1.0);
        assert_eq!(recall_at_k(&["a", "c"], &ranking, 2), 0.5);
        assert_eq!(recall_at_k(&[], &ranking, 3), 0.0);
        assert_eq!(recall_at_k(&["c"], &ranking, 10), 1.0);
    }
}
