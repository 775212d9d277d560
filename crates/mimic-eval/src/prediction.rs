//! The predictions file: what any scorer (built-in or an outside model)
//! hands to the evaluator, one JSON object per line.

use mimic_dataset::ExampleInput;
use mimic_schema::MimicActionType;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The `schema` value of a prediction line (optional on input).
pub const PREDICTION_SCHEMA: &str = "mimic.prediction.v1";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, JsonSchema)]
pub enum PredictionSchemaTag {
    #[default]
    #[serde(rename = "mimic.prediction.v1")]
    V1,
}

/// One line of a predictions file: a scorer's answer for one example.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schemars(title = "mimic prediction v1")]
pub struct PredictionV1 {
    /// Always `mimic.prediction.v1` when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<PredictionSchemaTag>,
    /// The dataset example this answers (`exampleId` of the example line).
    pub example_id: String,
    /// Candidate ids ranked best first; each id at most once. May be empty.
    pub candidate_ids: Vec<String>,
    /// Optional scores, one per ranked id, non-increasing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<f64>>,
    /// The predicted action type.
    pub action_type: MimicActionType,
    /// The scorer believes none of the candidates is the target.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_target: bool,
}

/// What a [`crate::CandidateScorer`] returns: a prediction without its id.
#[derive(Debug, Clone, PartialEq)]
pub struct Ranking {
    pub candidate_ids: Vec<String>,
    pub scores: Option<Vec<f64>>,
    pub action_type: MimicActionType,
    pub no_target: bool,
}

impl Ranking {
    /// Ranks `input`'s candidates by `scores` (one per candidate, in list
    /// order), best first. Ties keep the candidate list's order, so the
    /// result never depends on hashing or sort stability.
    pub fn from_scores(
        input: &ExampleInput,
        scores: &[f64],
        action_type: MimicActionType,
        no_target: bool,
    ) -> Self {
        debug_assert_eq!(input.candidates.len(), scores.len());
        let mut order: Vec<usize> = (0..scores.len()).collect();
        order.sort_by(|&a, &b| scores[b].total_cmp(&scores[a]).then(a.cmp(&b)));
        Self {
            candidate_ids: order
                .iter()
                .map(|&i| input.candidates[i].id.clone())
                .collect(),
            scores: Some(order.iter().map(|&i| scores[i]).collect()),
            action_type,
            no_target,
        }
    }

    pub fn into_prediction(self, example_id: impl Into<String>) -> PredictionV1 {
        PredictionV1 {
            schema: Some(PredictionSchemaTag::V1),
            example_id: example_id.into(),
            candidate_ids: self.candidate_ids,
            scores: self.scores,
            action_type: self.action_type,
            no_target: self.no_target,
        }
    }
}

impl PredictionV1 {
    /// The rules JSON Schema cannot state: unique ids, one finite score per
    /// id, scores non-increasing. The message names the field.
    pub fn check(&self) -> Result<(), String> {
        if self.example_id.is_empty() {
            return Err("exampleId is empty".into());
        }
        let mut seen = std::collections::BTreeSet::new();
        for (i, id) in self.candidate_ids.iter().enumerate() {
            if !seen.insert(id.as_str()) {
                return Err(format!("candidateIds[{i}]: {id:?} is ranked twice"));
            }
        }
        if let Some(scores) = &self.scores {
            if scores.len() != self.candidate_ids.len() {
                return Err(format!(
                    "scores: {} scores for {} candidateIds",
                    scores.len(),
                    self.candidate_ids.len()
                ));
            }
            if let Some(i) = scores.iter().position(|s| !s.is_finite()) {
                return Err(format!("scores[{i}]: {} is not a finite number", scores[i]));
            }
            for (i, pair) in scores.windows(2).enumerate() {
                if pair[1] > pair[0] {
                    return Err(format!(
                        "scores[{}]: {} is above the score before it ({}); rank best first",
                        i + 1,
                        pair[1],
                        pair[0]
                    ));
                }
            }
        }
        Ok(())
    }

    /// The first ranked id: what the scorer proposes.
    pub fn top1(&self) -> Option<&str> {
        self.candidate_ids.first().map(String::as_str)
    }
}

/// The predictions JSON Schema as committed under `docs/schema/`.
pub fn prediction_json_schema() -> String {
    let schema = schemars::schema_for!(PredictionV1);
    let mut text = serde_json::to_string_pretty(&schema).expect("a schema serializes");
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<PredictionV1, String> {
        let p: PredictionV1 = serde_json::from_str(line).map_err(|e| e.to_string())?;
        p.check().map(|()| p)
    }

    #[test]
    fn minimal_line_parses() {
        let p =
            parse(r#"{"exampleId":"t/s1","candidateIds":["a","b"],"actionType":"click"}"#).unwrap();
        assert_eq!(p.top1(), Some("a"));
        assert!(!p.no_target && p.scores.is_none() && p.schema.is_none());
    }

    #[test]
    fn bad_lines_name_the_field() {
        let twice = parse(r#"{"exampleId":"x","candidateIds":["a","a"],"actionType":"click"}"#);
        assert_eq!(twice.unwrap_err(), "candidateIds[1]: \"a\" is ranked twice");
        let rising = parse(
            r#"{"exampleId":"x","candidateIds":["a","b"],"scores":[0.1,0.9],"actionType":"click"}"#,
        );
        assert!(rising.unwrap_err().starts_with("scores[1]: 0.9 is above"));
        let short =
            parse(r#"{"exampleId":"x","candidateIds":["a"],"scores":[],"actionType":"click"}"#);
        assert_eq!(short.unwrap_err(), "scores: 0 scores for 1 candidateIds");
        let mut nan =
            parse(r#"{"exampleId":"x","candidateIds":["a"],"actionType":"click"}"#).unwrap();
        nan.scores = Some(vec![f64::NAN]);
        assert_eq!(
            nan.check().unwrap_err(),
            "scores[0]: NaN is not a finite number"
        );
        let typo = parse(r#"{"exampleId":"x","candidateIDs":[],"actionType":"click"}"#);
        assert!(typo.unwrap_err().contains("unknown field `candidateIDs`"));
        let wrong_tag =
            parse(r#"{"schema":"v2","exampleId":"x","candidateIds":[],"actionType":"click"}"#);
        assert!(wrong_tag.unwrap_err().contains("mimic.prediction.v1"));
    }
}
