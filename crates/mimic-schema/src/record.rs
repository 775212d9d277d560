//! The v1 trace record: the sketch's TypeScript interfaces, field for field.
//!
//! JSON names, optionality and enum spellings follow
//! `mimic-baseline-training-boundary.md` ("Trace Schema V1 Sketch") exactly.
//! Everything mimic needs beyond the sketch lives in the one optional
//! extension object [`MimicExtensionV1`] (JSON key `mimic`), so a record
//! written by the TypeScript side parses unchanged and a record mimic writes
//! is the sketch's shape plus that object.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::geometry::{Bounds, CoordinateSpace, Point};

/// The only `schema` value this crate reads and writes.
pub const SCHEMA_V1: &str = "computer-use-mcp.mimic-trace.v1";

/// Version of the [`MimicExtensionV1`] object's own shape, as written.
///
/// - 1: the first shape.
/// - 2: `observation.maskedRegions`, `observation.uncheckedRegions` and
///   `action.keyTarget`. In a version-2 observation with a screenshot, an
///   absent list means there was nothing of its kind; in version 1 it means
///   nothing is known.
///
/// Readers take every version from [`OLDEST_EXTENSION_VERSION`] on: each
/// version only adds optional members.
pub const EXTENSION_VERSION: u32 = 2;

/// The oldest [`MimicExtensionV1`] shape readers still take.
pub const OLDEST_EXTENSION_VERSION: u32 = 1;

/// The record's `schema` tag. A single-variant enum, so a wrong string fails
/// to parse with a message naming the supported one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, JsonSchema, TS)]
pub enum SchemaTag {
    #[default]
    #[serde(rename = "computer-use-mcp.mimic-trace.v1")]
    V1,
}

impl<'de> Deserialize<'de> for SchemaTag {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let tag = String::deserialize(deserializer)?;
        if tag == SCHEMA_V1 {
            Ok(Self::V1)
        } else {
            Err(serde::de::Error::custom(format!(
                "unsupported schema {tag:?}; this reader supports {SCHEMA_V1:?}"
            )))
        }
    }
}

/// One step of one trace: what the screen offered, what was done, what it hit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase")]
pub struct MimicTraceRecordV1 {
    pub schema: SchemaTag,
    pub trace_id: String,
    pub step_id: String,
    /// RFC 3339 timestamp.
    pub created_at: String,

    pub task_goal: String,
    pub current_subgoal: String,

    pub observation: MimicObservationV1,

    pub previous_actions: Vec<MimicActionV1>,
    pub chosen_action: MimicActionV1,
    /// The gold answer: `mapping.candidateId` when matched, absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub chosen_candidate_id: Option<String>,
    pub mapping: MimicMappingV1,

    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub expected_effect: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub verification: Option<MimicVerificationV1>,

    pub source: MimicSourceV1,

    /// mimic's extension object; absent in records from the TypeScript side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub mimic: Option<MimicExtensionV1>,
}

/// What the screen offered just before the action.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase")]
pub struct MimicObservationV1 {
    /// Relative to the output root, e.g. `screenshots/<sha256>.png`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub screenshot_path: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub screenshot_sha256: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub app: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub window_title: Option<String>,
    pub candidates: Vec<MimicCandidateV1>,
}

/// Open metadata map of a candidate (`Record<string, unknown>`).
pub type Metadata = serde_json::Map<String, serde_json::Value>;

/// One element the screen offered as a possible target.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
pub struct MimicCandidateV1 {
    pub id: String,
    pub source: CandidateSource,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub role: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub label: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub text: Option<String>,
    pub bounds: Bounds,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub enabled: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub visible: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "Record<string, unknown>")]
    pub metadata: Option<Metadata>,
}

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema, TS,
)]
#[serde(rename_all = "snake_case")]
pub enum CandidateSource {
    ChromeDom,
    Ax,
    Vision,
    Manual,
}

/// `MimicActionType` of the sketch.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema, TS,
)]
#[serde(rename_all = "snake_case")]
pub enum MimicActionType {
    Click,
    TypeText,
    Scroll,
    PressKey,
    Wait,
    NoTarget,
}

impl MimicActionType {
    pub const ALL: [Self; 6] = [
        Self::Click,
        Self::TypeText,
        Self::Scroll,
        Self::PressKey,
        Self::Wait,
        Self::NoTarget,
    ];

    /// The JSON spelling, e.g. `type_text`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Click => "click",
            Self::TypeText => "type_text",
            Self::Scroll => "scroll",
            Self::PressKey => "press_key",
            Self::Wait => "wait",
            Self::NoTarget => "no_target",
        }
    }
}

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema, TS,
)]
#[serde(rename_all = "snake_case")]
pub enum ScrollDirection {
    Up,
    Down,
    Left,
    Right,
}

/// One low-level action.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase")]
pub struct MimicActionV1 {
    #[serde(rename = "type")]
    pub action_type: MimicActionType,
    /// What the action itself claimed to target (scripted or replayed actions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub candidate_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub point: Option<Point>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub text: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub direction: Option<ScrollDirection>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub key: Option<String>,
}

impl MimicActionV1 {
    /// An action of `action_type` with every optional field absent.
    pub fn new(action_type: MimicActionType) -> Self {
        Self {
            action_type,
            candidate_id: None,
            point: None,
            text: None,
            direction: None,
            key: None,
        }
    }

    pub fn click(point: Point) -> Self {
        Self {
            point: Some(point),
            ..Self::new(MimicActionType::Click)
        }
    }

    pub fn type_text(text: impl Into<String>) -> Self {
        Self {
            text: Some(text.into()),
            ..Self::new(MimicActionType::TypeText)
        }
    }

    pub fn scroll(direction: ScrollDirection, point: Option<Point>) -> Self {
        Self {
            direction: Some(direction),
            point,
            ..Self::new(MimicActionType::Scroll)
        }
    }

    pub fn press_key(key: impl Into<String>) -> Self {
        Self {
            key: Some(key.into()),
            ..Self::new(MimicActionType::PressKey)
        }
    }
}

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema, TS,
)]
#[serde(rename_all = "snake_case")]
pub enum MappingStatus {
    MatchedCandidate,
    NoTarget,
    Ambiguous,
    OutsideObservedBounds,
}

impl MappingStatus {
    pub const ALL: [Self; 4] = [
        Self::MatchedCandidate,
        Self::NoTarget,
        Self::Ambiguous,
        Self::OutsideObservedBounds,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::MatchedCandidate => "matched_candidate",
            Self::NoTarget => "no_target",
            Self::Ambiguous => "ambiguous",
            Self::OutsideObservedBounds => "outside_observed_bounds",
        }
    }
}

/// Which candidate the chosen action hit (filled by mimic-map).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase")]
pub struct MimicMappingV1 {
    pub status: MappingStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub candidate_id: Option<String>,
    /// In the observation's own units; 0 inside a candidate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub distance_px: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub reason: Option<String>,
}

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema, TS,
)]
#[serde(rename_all = "snake_case")]
pub enum VerificationStatus {
    Passed,
    Failed,
    Unknown,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
pub struct MimicVerificationV1 {
    pub status: VerificationStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub summary: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
pub struct MimicSourceV1 {
    pub collector: Collector,
    pub platform: Platform,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub browser: Option<Browser>,
}

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema, TS,
)]
#[serde(rename_all = "snake_case")]
pub enum Collector {
    Manual,
    DeterministicDemo,
    HumanReplay,
}

impl Collector {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Manual => "manual",
            Self::DeterministicDemo => "deterministic_demo",
            Self::HumanReplay => "human_replay",
        }
    }
}

/// The sketch's `'macos'` plus `linux`, the one documented change to a sketch
/// enum: traces collected on Linux must not claim to be from macOS.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema, TS,
)]
#[serde(rename_all = "snake_case")]
pub enum Platform {
    Macos,
    Linux,
}

impl Platform {
    /// The platform this binary runs on, where it is one the schema knows.
    pub fn current() -> Option<Self> {
        if cfg!(target_os = "macos") {
            Some(Self::Macos)
        } else if cfg!(target_os = "linux") {
            Some(Self::Linux)
        } else {
            None
        }
    }
}

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema, TS,
)]
#[serde(rename_all = "snake_case")]
pub enum Browser {
    Chrome,
}

/// mimic's extension object (JSON key `mimic`): the facts the sketch has no
/// field for. Every member is optional so producers fill what they know.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase")]
pub struct MimicExtensionV1 {
    /// Shape version of this object ([`EXTENSION_VERSION`]).
    pub version: u32,
    /// Task id (e.g. `todo.add-item`), the unit of the cross-task split.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub task_id: Option<String>,
    /// Site id (e.g. `todo`), the unit of the cross-site split.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub site_id: Option<String>,
    /// Instance of the task (seeded data, viewport): same instance, same page.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub instance_id: Option<String>,
    /// Which collection of the instance this is (`run-1`, `run-2`, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub run_id: Option<String>,
    /// 0-based position of this step in its trace.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub step_index: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub observation: Option<ObservationExtV1>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub mapping: Option<MappingExtV1>,
    /// What the recorder saw of the chosen action beyond the sketch's fields.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub action: Option<ActionExtV1>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub demonstrator: Option<DemonstratorExtV1>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub redaction: Option<RedactionExtV1>,
    /// Set on a trace's last record: whether the trace completed or was
    /// aborted. A trace whose last record lacks it did not finish.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub trace_status: Option<TraceStatus>,
}

impl Default for MimicExtensionV1 {
    fn default() -> Self {
        Self {
            version: EXTENSION_VERSION,
            task_id: None,
            site_id: None,
            instance_id: None,
            run_id: None,
            step_index: None,
            observation: None,
            mapping: None,
            action: None,
            demonstrator: None,
            redaction: None,
            trace_status: None,
        }
    }
}

/// Geometry and quality facts of the observation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase")]
pub struct ObservationExtV1 {
    /// The space every point and bounds value of the record lives in.
    pub coordinate_space: CoordinateSpace,
    /// The observed area (viewport or screen rectangle) in that space.
    pub observed_area: Bounds,
    /// Screenshot pixels per unit of the space (devicePixelRatio or backing
    /// scale factor).
    pub scale: f64,
    /// Page scroll offset at observation time (document minus viewport).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub scroll_offset: Option<Point>,
    /// The candidate list is known to be incomplete.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub partial: Option<bool>,
    /// Why it is partial (e.g. `node_limit`, `cross_origin_iframe`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub partial_reasons: Option<Vec<String>>,
    /// The screen may have changed between observation and action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub stale: Option<bool>,
    /// Regions of the screenshot painted over before it was hashed and
    /// stored: where (in the record's space) and why, never what they hid.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(optional, as = "Option<Vec<MaskedRegionV1>>")]
    pub masked_regions: Vec<MaskedRegionV1>,
    /// Regions of the screenshot whose pixels may show text that no secret
    /// rule could read (a canvas, an image, a video, embedded content): a
    /// credential drawn there is not masked. Where, and what kind, only.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(optional, as = "Option<Vec<UncheckedRegionV1>>")]
    pub unchecked_regions: Vec<UncheckedRegionV1>,
}

/// One painted-over region of a screenshot.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase")]
pub struct MaskedRegionV1 {
    pub bounds: Bounds,
    pub reason: MaskReason,
}

/// Why a screenshot region was painted over.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema, TS,
)]
#[serde(rename_all = "snake_case")]
pub enum MaskReason {
    /// A field that holds a secret by its type, `autocomplete`, role or name
    /// (a password, one-time code or card field, a macOS secure field).
    SensitiveField,
    /// A field whose current value the token detectors match.
    SecretValue,
    /// A line of rendered text (a macOS static text) the token detectors
    /// match.
    SecretText,
    /// A frame of another origin, whole: its text cannot be read.
    CrossOriginFrame,
    /// The page kept changing between snapshot and screenshot on every try:
    /// the whole screenshot.
    PageChanging,
}

impl MaskReason {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::SensitiveField => "sensitive_field",
            Self::SecretValue => "secret_value",
            Self::SecretText => "secret_text",
            Self::CrossOriginFrame => "cross_origin_frame",
            Self::PageChanging => "page_changing",
        }
    }
}

/// One region of a screenshot that the secret rules could not read.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase")]
pub struct UncheckedRegionV1 {
    pub bounds: Bounds,
    pub reason: UncheckedReason,
}

/// What kind of pixels a region holds that the secret rules cannot read.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema, TS,
)]
#[serde(rename_all = "snake_case")]
pub enum UncheckedReason {
    /// A `<canvas>`: what a script draws is not text in the page.
    Canvas,
    /// An image (`<img>`, SVG `<image>`, an image button, a macOS
    /// `AXImage`): text inside it is pixels.
    Image,
    /// A `<video>`: its frames change without the page changing.
    Video,
    /// `<embed>` or `<object>`: a plugin or document the page does not show
    /// as its own.
    EmbeddedContent,
}

impl UncheckedReason {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Canvas => "canvas",
            Self::Image => "image",
            Self::Video => "video",
            Self::EmbeddedContent => "embedded_content",
        }
    }
}

/// Machine-readable side of the mapping decision.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase")]
pub struct MappingExtV1 {
    /// Version of mimic-map's rules that produced the mapping.
    pub rules_version: String,
    /// Stable reason code (listed in `docs/mapping.md`).
    pub reason_code: String,
    /// The candidates that tied, for `ambiguous`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub tied_candidate_ids: Option<Vec<String>>,
    /// `chosenAction.candidateId` disagreed with the geometry.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub claim_disagrees: Option<bool>,
}

/// Evidence about the chosen action that the sketch's `MimicActionV1` has
/// no field for.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase")]
pub struct ActionExtV1 {
    /// For `type_text` and `press_key`: the element the platform delivered
    /// the keys to (the key events' composed target, as the recorder saw
    /// it), so the mapping need not infer it from a focus flag that may be
    /// older than the keys.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub key_target: Option<KeyTargetV1>,
}

/// The element that received an action's keys: its locator in the
/// observer's syntax (so it is matched to the candidate that is this element,
/// not to one that looks like it), its tag, and its box when the keys came.
/// Never its value or text.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase")]
pub struct KeyTargetV1 {
    pub locator: ElementLocatorV1,
    /// Lower-case tag name, as a candidate's `metadata.tag`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub tag: Option<String>,
    /// Border box when the first key arrived, in the record's space.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub bounds: Option<Bounds>,
}

/// Where an element is in a page, as the Chrome observer writes it into a
/// candidate's `metadata.framePath` and `metadata.selector`
/// (docs/observe-chrome.md): equal locators name the same element of the
/// same page state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase")]
pub struct ElementLocatorV1 {
    /// CSS selectors of the iframes from the top document; empty at top level.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(optional, as = "Option<Vec<String>>")]
    pub frame_path: Vec<String>,
    /// CSS selector within its document; shadow boundaries joined by ` >>> `.
    pub selector: String,
}

/// What the deterministic demonstrator meant to hit: the ground truth the
/// mapping is checked against.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase")]
pub struct DemonstratorExtV1 {
    /// The candidate the demonstrator aimed at; absent for a deliberate miss
    /// or an action without a target.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub intended_candidate_id: Option<String>,
    /// The mapping status the demonstrator expects.
    pub expected_status: MappingStatus,
    /// How the point was chosen (`center`, `jitter`, `inner_text`, `near_edge`,
    /// `deliberate_miss`, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub aim: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase")]
pub struct RedactionExtV1 {
    /// Something in this record was replaced by the redaction marker.
    pub redacted: bool,
    /// JSON paths of the replaced values.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(optional, as = "Option<Vec<String>>")]
    pub paths: Vec<String>,
}

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema, TS,
)]
#[serde(rename_all = "snake_case")]
pub enum TraceStatus {
    Completed,
    Aborted,
}

impl MimicTraceRecordV1 {
    /// The extension object, created empty if absent.
    pub fn ext_mut(&mut self) -> &mut MimicExtensionV1 {
        self.mimic.get_or_insert_with(MimicExtensionV1::default)
    }

    /// The observation's coordinate facts, if recorded.
    pub fn observation_ext(&self) -> Option<&ObservationExtV1> {
        self.mimic.as_ref()?.observation.as_ref()
    }

    pub fn task_id(&self) -> Option<&str> {
        self.mimic.as_ref()?.task_id.as_deref()
    }

    pub fn site_id(&self) -> Option<&str> {
        self.mimic.as_ref()?.site_id.as_deref()
    }

    /// The mapping's stable reason code (`mimic.mapping.reasonCode`), if
    /// recorded.
    pub fn reason_code(&self) -> Option<&str> {
        Some(self.mimic.as_ref()?.mapping.as_ref()?.reason_code.as_str())
    }

    /// The element that received the chosen action's keys, if recorded.
    pub fn key_target(&self) -> Option<&KeyTargetV1> {
        self.mimic.as_ref()?.action.as_ref()?.key_target.as_ref()
    }

    pub fn candidate(&self, id: &str) -> Option<&MimicCandidateV1> {
        self.observation.candidates.iter().find(|c| c.id == id)
    }
}
