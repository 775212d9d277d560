//! One training example: the bounded input a scorer sees and the label it is
//! judged against. Written one per line to `OUT/dataset/<split>.jsonl`.

use mimic_schema::{
    Collector, MappingStatus, MimicActionType, MimicActionV1, MimicCandidateV1, MimicTraceRecordV1,
    ObservationExtV1, Platform, VerificationStatus,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The `schema` value of every example line.
pub const EXAMPLE_SCHEMA: &str = "mimic.dataset-example.v1";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, JsonSchema)]
pub enum ExampleSchemaTag {
    #[default]
    #[serde(rename = "mimic.dataset-example.v1")]
    V1,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DatasetExampleV1 {
    pub schema: ExampleSchemaTag,
    /// `<traceId>/<stepId>`: stable across rebuilds.
    pub example_id: String,
    pub trace_id: String,
    pub step_id: String,
    pub meta: ExampleMeta,
    pub input: ExampleInput,
    pub label: ExampleLabel,
    pub flags: ExampleFlags,
}

/// Where the example came from; what splits and per-group metrics key on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExampleMeta {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub task_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub site_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instance_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step_index: Option<u32>,
    pub collector: Collector,
    pub platform: Platform,
}

/// A screenshot by reference: never inline pixels.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ScreenshotRef {
    /// Relative to the dataset folder, `/`-separated: `screenshots/<sha256>.png`
    /// when copied into it, else a path to the input's file (e.g.
    /// `../screenshots/<sha256>.png`).
    pub path: String,
    /// Of the file's bytes, checked when the dataset was built.
    pub sha256: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExampleInput {
    pub task_goal: String,
    pub current_subgoal: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub screenshot: Option<ScreenshotRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub app: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub window_title: Option<String>,
    /// Coordinate space, observed area and scale of the candidates' bounds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observation: Option<ObservationExtV1>,
    pub candidates: Vec<MimicCandidateV1>,
    pub previous_actions: Vec<MimicActionV1>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExampleLabel {
    pub action_type: MimicActionType,
    /// The whole chosen action (point, text, key, direction).
    pub action: MimicActionV1,
    /// The gold candidate, present only when the mapping matched.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub candidate_id: Option<String>,
    pub mapping_status: MappingStatus,
    /// mimic-map's reason code, when recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason_code: Option<String>,
    /// The human-readable reason (always kept when the status is not matched).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// Quality flags carried to the consumer instead of silently dropping data.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExampleFlags {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verification: Option<VerificationStatus>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stale_observation: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub partial_observation: bool,
    /// The trace this step belongs to did not complete.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub trace_incomplete: bool,
    /// Something in the source record was redacted.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub redacted: bool,
}

impl DatasetExampleV1 {
    /// Whether the chosen action aims at an element (click, typing, or a
    /// scroll with a point): the steps top-k metrics count.
    pub fn is_targeted(&self) -> bool {
        let action = &self.label.action;
        match action.action_type {
            MimicActionType::Click | MimicActionType::TypeText => true,
            MimicActionType::Scroll => action.point.is_some(),
            MimicActionType::PressKey | MimicActionType::Wait | MimicActionType::NoTarget => false,
        }
    }
}

impl DatasetExampleV1 {
    /// The example of one trace step. `screenshot` is the checked reference
    /// (relative to the dataset folder); `trace_incomplete` is known from the
    /// trace's last record.
    pub fn from_record(
        record: MimicTraceRecordV1,
        screenshot: Option<ScreenshotRef>,
        trace_incomplete: bool,
    ) -> Self {
        let ext = record.mimic.unwrap_or_default();
        let observation_ext = ext.observation;
        let flags = ExampleFlags {
            verification: record.verification.map(|v| v.status),
            stale_observation: observation_ext
                .as_ref()
                .and_then(|o| o.stale)
                .unwrap_or(false),
            partial_observation: observation_ext
                .as_ref()
                .and_then(|o| o.partial)
                .unwrap_or(false),
            trace_incomplete,
            redacted: ext.redaction.is_some_and(|r| r.redacted),
        };
        let matched = record.mapping.status == MappingStatus::MatchedCandidate;
        let label = ExampleLabel {
            action_type: record.chosen_action.action_type,
            candidate_id: if matched {
                record.chosen_candidate_id.or(record.mapping.candidate_id)
            } else {
                None
            },
            action: record.chosen_action,
            mapping_status: record.mapping.status,
            reason_code: ext.mapping.map(|m| m.reason_code),
            reason: record.mapping.reason,
        };
        let observation = record.observation;
        Self {
            schema: ExampleSchemaTag::V1,
            example_id: format!("{}/{}", record.trace_id, record.step_id),
            trace_id: record.trace_id,
            step_id: record.step_id,
            meta: ExampleMeta {
                task_id: ext.task_id,
                site_id: ext.site_id,
                instance_id: ext.instance_id,
                run_id: ext.run_id,
                step_index: ext.step_index,
                collector: record.source.collector,
                platform: record.source.platform,
            },
            input: ExampleInput {
                task_goal: record.task_goal,
                current_subgoal: record.current_subgoal,
                screenshot,
                url: observation.url,
                title: observation.title,
                app: observation.app,
                window_title: observation.window_title,
                observation: observation_ext,
                candidates: observation.candidates,
                previous_actions: record.previous_actions,
            },
            label,
            flags,
        }
    }

    /// Steps whose verification failed.
    pub fn verification_failed(&self) -> bool {
        self.flags.verification == Some(VerificationStatus::Failed)
    }

    /// Not matched to a candidate.
    pub fn is_unmapped(&self) -> bool {
        self.label.mapping_status != MappingStatus::MatchedCandidate
    }
}
