//! The task file, `mimic.task.v1`, as written: one JSON object per file.
//! Every field is documented in `docs/tasks.md`; the JSON Schema and
//! TypeScript declarations under `docs/schema/` are generated from these
//! types. Unknown fields are errors, so a typo never passes silently.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::locator::Locator;
use crate::ordered::Ordered;
use crate::script::{Edge, InnerPart};

/// The `schema` value of a task file of this version.
pub const TASK_SCHEMA: &str = "mimic.task.v1";

/// One task: a goal on one site, where it starts, its parameters, and the
/// steps a person takes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[ts(optional_fields, rename = "MimicTaskV1")]
pub struct TaskFileV1 {
    /// Always `mimic.task.v1`.
    pub schema: String,
    /// `site.task`, unique among the tasks of a run, e.g. `todo.add-item`.
    pub id: String,
    /// The site the task runs on (records' `siteId`).
    pub site: String,
    /// The task goal, a template (`{{param}}`).
    pub goal: String,
    pub start: Start,
    /// The origin `start.path` is joined to (`http://localhost:3000`);
    /// the collector's base-URL setting overrides it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base_url: Option<String>,
    /// Viewports every instance runs at (default 1280x800 and 820x640).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub viewports: Option<Vec<ViewportSpec>>,
    /// Which instances exist (default seeds 1 to 4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instances: Option<InstancesSpec>,
    /// Parameters, drawn from the instance's seed in the order written.
    #[serde(default, skip_serializing_if = "Ordered::is_empty")]
    #[ts(as = "Option<BTreeMap<String, ParamSpec>>")]
    #[schemars(with = "BTreeMap<String, ParamSpec>")]
    pub params: Ordered<ParamSpec>,
    /// Steps performed with real input before the first observation and not
    /// recorded (a cookie banner, signing in with test credentials).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<StepSpec>>")]
    pub setup: Vec<StepSpec>,
    /// The recorded steps.
    pub steps: Vec<StepSpec>,
}

/// Where an instance starts: `url`, or `path` on `serve`d folder or on the
/// base URL.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[ts(optional_fields)]
pub struct Start {
    /// An absolute `http(s)://` or `file://` URL (a template).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// A folder, relative to the task file, that mimic serves on 127.0.0.1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub serve: Option<String>,
    /// Path and query on the served folder or the base URL (a template).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct ViewportSpec {
    pub width: u32,
    pub height: u32,
}

/// Seeds (each draws the parameters) or listed parameter sets.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[ts(optional_fields)]
pub struct InstancesSpec {
    /// Seeds `from` to `to`, both included.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seeds: Option<SeedRange>,
    /// One instance per set; parameters a set does not give are drawn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sets: Option<Vec<BTreeMap<String, Scalar>>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct SeedRange {
    #[ts(type = "number")]
    pub from: u64,
    #[ts(type = "number")]
    pub to: u64,
}

/// A parameter value written in the file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(untagged)]
pub enum Scalar {
    Int(#[ts(type = "number")] i64),
    Bool(bool),
    Str(String),
}

/// How a parameter gets its value.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub enum ParamSpec {
    /// A fixed value.
    Value(Scalar),
    /// One item of the list, drawn from the seed.
    Pick(Vec<Scalar>),
    /// An integer from `[low, high]`, both included.
    Int(#[ts(type = "[number, number]")] [i64; 2]),
    /// `true` with this probability.
    Chance(f64),
    /// `count` different items of the list, in drawn order (`{{p.0}}`,
    /// `{{p.1}}`, or `forEach`).
    Sample(SampleSpec),
    /// A secret derived from the seed: `prefix` then `length` random
    /// letters and digits. It may only be typed, pasted or compared.
    Secret(SeededSecretSpec),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct SampleSpec {
    pub from: Vec<Scalar>,
    pub count: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
#[ts(optional_fields)]
pub struct SeededSecretSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefix: Option<String>,
    pub length: u32,
}

/// One step: an action (exactly one of `click` ... `wait`) or a block
/// (`chance`, `if`, `forEach` or `repeat`, with the steps it governs).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[ts(optional_fields)]
pub struct StepSpec {
    /// What the step is for; later steps keep it until one sets another.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subgoal: Option<String>,

    /// Click the element, or `"blank"`: empty space away from every
    /// candidate (a deliberate miss).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub click: Option<Target>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub double_click: Option<Locator>,
    /// Move the pointer over the element (not recorded: v1 has no hover
    /// action; its effect shows in the next observation).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hover: Option<Locator>,
    /// Type this text into the focused field, key by key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(rename = "type")]
    pub type_text: Option<String>,
    /// Press a key or a chord: `Enter`, `Tab`, `Control+a`, `Shift+Tab`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub press: Option<String>,
    /// Paste this text into the focused field (Control+V).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paste: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scroll: Option<ScrollSpec>,
    /// Choose an option of this `<select>` (with `option`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub select: Option<Locator>,
    /// With `select`: the option's label or value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub option: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wait: Option<WaitSpec>,

    /// Where inside the target the pointer goes (default `"human"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aim: Option<AimSpec>,
    /// What the step must achieve; each check must pass.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expect: Option<OneOrMany<CheckSpec>>,
    /// The JavaScript dialog the step opens, and the answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dialog: Option<DialogSpec>,
    /// Longest wait for the checks, in ms (default 3000).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(type = "number")]
    pub timeout_ms: Option<u64>,

    /// Block: drawn when reached; `then` with this probability, else `else`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chance: Option<f64>,
    /// Block: `then` when this parameter is true (a `chance` parameter or a
    /// non-empty value), else `else`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(rename = "if")]
    pub if_param: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub then: Option<Vec<StepSpec>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(rename = "else")]
    pub otherwise: Option<Vec<StepSpec>>,
    /// Block: `steps` once per item of this list parameter, the item
    /// named `as`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub for_each: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(rename = "as")]
    pub item_name: Option<String>,
    /// Block: `steps` this many times (a number, or `[low, high]` drawn);
    /// `{{index}}` counts from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repeat: Option<RepeatSpec>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub steps: Option<Vec<StepSpec>>,
}

/// A click target: an element, or `"blank"`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema, TS)]
#[serde(untagged)]
pub enum Target {
    Blank(BlankKeyword),
    Element(Locator),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase")]
pub enum BlankKeyword {
    Blank,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema, TS)]
#[serde(untagged)]
pub enum OneOrMany<T> {
    One(T),
    Many(Vec<T>),
}

impl<T> OneOrMany<T> {
    pub fn as_slice(&self) -> &[T] {
        match self {
            Self::One(one) => std::slice::from_ref(one),
            Self::Many(many) => many,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(untagged)]
pub enum RepeatSpec {
    Times(u32),
    Drawn([u32; 2]),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[ts(optional_fields)]
pub struct ScrollSpec {
    pub direction: mimic_schema::ScrollDirection,
    /// Wheel notches (default 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ticks: Option<u32>,
    /// The element to scroll over (a scrolling container); by default a
    /// blank point of the page.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub over: Option<Locator>,
}

/// What a `wait` step waits for (exactly one field).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub enum WaitSpec {
    /// A navigation to commit and its page to load.
    Navigation(bool),
    Visible(Locator),
    Hidden(Locator),
    /// The DOM unchanged for this many ms.
    Quiet(#[ts(type = "number")] u64),
    /// A fixed time in ms.
    Ms(#[ts(type = "number")] u64),
}

/// Where the pointer goes: `"human"` (the demonstrator's seeded mix:
/// centre, a point away from the edges, near an edge), `"center"`, a fixed
/// point, a point near one edge, or the human mix that sometimes aims at a
/// part of the target (its text or icon).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub enum AimSpec {
    Human,
    Center,
    /// Fractions of the target's box.
    At {
        x: f64,
        y: f64,
    },
    NearEdge {
        edge: Edge,
        along: f64,
    },
    /// The human mix, aiming at `locator` (a part inside the target: its
    /// text or its icon) about a third of the time.
    Part {
        locator: Locator,
        what: InnerPart,
    },
}

/// A check (exactly one field).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub enum CheckSpec {
    UrlContains(String),
    /// A regular expression, JavaScript syntax.
    UrlMatches(String),
    /// `true`: the URL stays the same (judged after a pause).
    UrlUnchanged(bool),
    Exists(Locator),
    Visible(Locator),
    Hidden(Locator),
    Enabled(Locator),
    Checked(Locator),
    Toggles(Locator),
    Focused(Locator),
    InViewport(Locator),
    Text(TextCheck),
    Value(TextCheck),
    Attribute(AttributeCheck),
    Count(CountCheck),
    /// A JavaScript expression, the task author's own code, evaluated in
    /// the page's main world; it must return `true`.
    Script(String),
}

/// `contains` or `equals` (exactly one).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[ts(optional_fields)]
pub struct TextCheck {
    pub target: Locator,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contains: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub equals: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AttributeCheck {
    pub target: Locator,
    pub name: String,
    pub equals: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CountCheck {
    pub target: Locator,
    pub equals: u32,
}

/// `"accept"`, `"dismiss"`, or `{"prompt": "text"}`: type the text into a
/// `prompt()` and accept.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub enum DialogSpec {
    Accept,
    Dismiss,
    Prompt(String),
}

// Written out instead of `#[serde(untagged)]` so a mistake inside says
// where it is and what was expected, not "did not match any variant".
impl<'de> Deserialize<'de> for Target {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct TargetVisitor;
        impl<'de> serde::de::Visitor<'de> for TargetVisitor {
            type Value = Target;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a locator object or \"blank\"")
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Target, E> {
                match text {
                    "blank" => Ok(Target::Blank(BlankKeyword::Blank)),
                    other => Err(E::invalid_value(serde::de::Unexpected::Str(other), &self)),
                }
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<Target, A::Error> {
                Locator::deserialize(serde::de::value::MapAccessDeserializer::new(map))
                    .map(Target::Element)
            }
        }
        deserializer.deserialize_any(TargetVisitor)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for OneOrMany<T> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct OneOrManyVisitor<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>> serde::de::Visitor<'de> for OneOrManyVisitor<T> {
            type Value = OneOrMany<T>;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("one check object or a list of them")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                seq: A,
            ) -> Result<Self::Value, A::Error> {
                Vec::<T>::deserialize(serde::de::value::SeqAccessDeserializer::new(seq))
                    .map(OneOrMany::Many)
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                map: A,
            ) -> Result<Self::Value, A::Error> {
                T::deserialize(serde::de::value::MapAccessDeserializer::new(map))
                    .map(OneOrMany::One)
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Self::Value, E> {
                T::deserialize(serde::de::value::StrDeserializer::<E>::new(text))
                    .map(OneOrMany::One)
            }
        }
        deserializer.deserialize_any(OneOrManyVisitor(std::marker::PhantomData))
    }
}
