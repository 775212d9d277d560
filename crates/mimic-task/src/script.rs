//! What the collector performs for one instance of a task: the start, the
//! setup steps (performed, not recorded) and the recorded steps, every
//! parameter substituted and every seeded choice made. Secrets stay
//! unresolved here ([`TypedText::Secret`] keeps a template of names), so a
//! script can be printed, snapshotted and logged.

use mimic_rng::SeededRng;
use mimic_schema::ScrollDirection;
use serde::Serialize;

use crate::locator::Locator;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Viewport {
    pub width: u32,
    pub height: u32,
}

/// Where an instance starts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum StartAt {
    /// An absolute `http(s)://` or `file://` URL.
    Url { url: String },
    /// A path (and query) on the server mimic runs for `folder` on 127.0.0.1.
    Served {
        folder: std::path::PathBuf,
        path: String,
    },
}

/// One instance's script.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TaskScript {
    pub task_id: String,
    pub site: String,
    pub instance_id: String,
    /// Seeds the aims and the seed-derived secrets.
    pub seed: u64,
    pub goal: String,
    pub start: StartAt,
    pub viewport: Viewport,
    /// Performed with real input before the first observation; not recorded.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub setup: Vec<ScriptStep>,
    pub steps: Vec<ScriptStep>,
    /// The secret parameters the texts may name, with how to derive them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub secrets: Vec<SecretParam>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ScriptStep {
    pub subgoal: String,
    pub action: ScriptAction,
    /// Every check must pass for the step's verification to pass.
    pub expect: Vec<Expectation>,
    /// The JavaScript dialog the step expects to open, and the answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dialog: Option<DialogAnswer>,
    /// Longest wait for the checks (and for a `wait` action), in ms.
    pub timeout_ms: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ScriptAction {
    /// Press and release the primary button (`count` times in a row, 2 for
    /// a double click) at a point of `target` chosen by `aim`.
    Click {
        target: Locator,
        aim: Aim,
        #[serde(skip_serializing_if = "is_one")]
        count: u8,
    },
    /// A click on empty space, away from every candidate; `pick` chooses
    /// among the blank points the collector finds.
    ClickBlank { pick: f64 },
    /// Move the pointer over `target` without pressing.
    Hover { target: Locator, aim: Aim },
    /// Type text key by key into the focused field.
    Type { text: TypedText },
    /// Press one key or a chord (`Enter`, `Control+Shift+K`).
    Press { key: String },
    /// Put the text on the clipboard, then paste it into the focused field
    /// with Control+V (recorded as typing the text).
    Paste { text: TypedText },
    /// Turn the wheel `ticks` notches over `over` (or a blank point of the
    /// page chosen by `pick`).
    Scroll {
        direction: ScrollDirection,
        ticks: u32,
        #[serde(skip_serializing_if = "Option::is_none")]
        over: Option<Locator>,
        pick: f64,
    },
    /// Choose the `<select>`'s option whose label or value is `option`, with
    /// the keyboard after focusing it with a click.
    Select {
        target: Locator,
        aim: Aim,
        option: String,
    },
    /// Wait, acting on nothing (recorded as a `wait` action).
    Wait { until: WaitFor },
}

fn is_one(n: &u8) -> bool {
    *n == 1
}

/// What a `wait` step waits for.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum WaitFor {
    /// A navigation to commit and its page to load.
    Navigation,
    /// An element to be rendered.
    Visible { target: Locator },
    /// No rendered element to match.
    Hidden { target: Locator },
    /// The page's DOM to stay unchanged for `ms`.
    Quiet { ms: u64 },
    /// A fixed time.
    Time { ms: u64 },
}

/// Where inside (or outside) the target the pointer goes. Fractions are of
/// the target's box, chosen from the instance's seed.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Aim {
    Center,
    /// A point away from the edges (fractions in 0.25..0.75), or one the
    /// task names.
    Jitter {
        fx: f64,
        fy: f64,
    },
    /// Inside a part of the target (its text span or its icon).
    Inner {
        part: Locator,
        what: InnerPart,
        fx: f64,
        fy: f64,
    },
    /// Just inside one edge, `along` the edge as a fraction.
    NearEdge {
        edge: Edge,
        along: f64,
    },
}

#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Serialize,
    serde::Deserialize,
    schemars::JsonSchema,
    ts_rs::TS,
)]
#[serde(rename_all = "snake_case")]
pub enum InnerPart {
    Text,
    Icon,
}

#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Serialize,
    serde::Deserialize,
    schemars::JsonSchema,
    ts_rs::TS,
)]
#[serde(rename_all = "snake_case")]
pub enum Edge {
    Left,
    Right,
    Top,
    Bottom,
}

/// The aim names recorded in `mimic.demonstrator.aim`.
pub const DELIBERATE_MISS: &str = "deliberate_miss";

impl Aim {
    /// The name recorded in `mimic.demonstrator.aim`.
    pub fn name(&self) -> &'static str {
        match self {
            Self::Center => "center",
            Self::Jitter { .. } => "jitter",
            Self::Inner {
                what: InnerPart::Text,
                ..
            } => "inner_text",
            Self::Inner {
                what: InnerPart::Icon,
                ..
            } => "inner_icon",
            Self::NearEdge { .. } => "near_edge",
        }
    }
}

/// Text typed, pasted or compared.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TypedText {
    Plain {
        text: String,
    },
    /// Text holding a secret: `template` keeps the secret's place as
    /// `{{name}}` (a secret parameter) or `{{env:NAME}}`; only the collector
    /// fills it in, at the moment it types or compares.
    Secret {
        template: String,
    },
}

impl TypedText {
    pub fn is_secret(&self) -> bool {
        matches!(self, Self::Secret { .. })
    }
}

/// A secret parameter of the script.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SecretParam {
    pub name: String,
    pub source: SecretSource,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SecretSource {
    /// Derived from the seed: `prefix` then `length` random characters.
    Seeded { prefix: String, length: u32 },
    /// Given on the command line (`--param`), never written out.
    Given,
}

/// Why a secret cannot be filled in.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SecretError {
    #[error("the environment variable {0} is not set (the task types it as a secret)")]
    MissingEnv(String),
    #[error("no value for the secret parameter {0}")]
    MissingParam(String),
}

/// The seed-derived secret `name` of `seed`: long and random-looking on
/// purpose, so a leak into any written file is found by a plain text search.
pub fn seeded_secret(name: &str, prefix: &str, length: u32, seed: u64) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    let mut rng = SeededRng::for_purpose(seed, &format!("secret:{name}"));
    let body: String = (0..length)
        .map(|_| char::from(*rng.pick(ALPHABET)))
        .collect();
    format!("{prefix}{body}")
}

impl TaskScript {
    /// The characters `text` stands for. `env` answers `{{env:NAME}}`;
    /// `given` the secrets set from outside the file.
    pub fn resolve(
        &self,
        text: &TypedText,
        env: &dyn Fn(&str) -> Option<String>,
        given: &dyn Fn(&str) -> Option<String>,
    ) -> Result<String, SecretError> {
        let template = match text {
            TypedText::Plain { text } => return Ok(text.clone()),
            TypedText::Secret { template } => template,
        };
        crate::template::fill_secrets(template, |name| {
            if let Some(var) = name.strip_prefix("env:") {
                return env(var).ok_or_else(|| SecretError::MissingEnv(var.to_string()));
            }
            match self
                .secrets
                .iter()
                .find(|s| s.name == name)
                .map(|s| &s.source)
            {
                Some(SecretSource::Seeded { prefix, length }) => {
                    Ok(seeded_secret(name, prefix, *length, self.seed))
                }
                Some(SecretSource::Given) | None => {
                    given(name).ok_or_else(|| SecretError::MissingParam(name.to_string()))
                }
            }
        })
    }
}

/// The JavaScript dialog (`alert`, `confirm`, `prompt`, `beforeunload`) a
/// step expects, and how the person answers it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DialogAnswer {
    pub accept: bool,
    /// Text typed into a `prompt` before accepting.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prompt_text: Option<String>,
}

/// One check of a step's effect, run after the action until it holds or the
/// step's timeout passes.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Expectation {
    UrlContains {
        text: String,
    },
    /// The URL matches a regular expression (JavaScript syntax).
    UrlMatches {
        pattern: String,
    },
    /// The URL is the same as before the action (judged after a pause).
    UrlUnchanged,
    Exists {
        target: Locator,
    },
    Visible {
        target: Locator,
    },
    /// No rendered element matches.
    Hidden {
        target: Locator,
    },
    Enabled {
        target: Locator,
    },
    Checked {
        target: Locator,
    },
    /// A checkbox/radio `checked` state or `aria-checked`/`aria-pressed`
    /// flipped compared with before the action.
    Toggles {
        target: Locator,
    },
    Focused {
        target: Locator,
    },
    /// The element is fully inside the viewport.
    InViewport {
        target: Locator,
    },
    Text {
        target: Locator,
        compare: Compare,
        text: String,
    },
    /// A field's value (a secret is compared inside the page, never read out).
    Value {
        target: Locator,
        compare: Compare,
        text: TypedText,
    },
    Attribute {
        target: Locator,
        name: String,
        value: String,
    },
    Count {
        target: Locator,
        equals: u32,
    },
    /// The task author's own JavaScript expression, evaluated in the page's
    /// main world; it must return `true`. No page value is stored.
    Script {
        expression: String,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Compare {
    Contains,
    Equals,
}

impl Expectation {
    /// The `expectedEffect` text of one check.
    pub fn describe(&self) -> String {
        match self {
            Self::UrlContains { text } => format!("URL contains {text:?}"),
            Self::UrlMatches { pattern } => format!("URL matches /{pattern}/"),
            Self::UrlUnchanged => "nothing happens (URL unchanged)".into(),
            Self::Exists { target } => format!("{target} exists"),
            Self::Visible { target } => format!("{target} appears"),
            Self::Hidden { target } => format!("{target} disappears"),
            Self::Enabled { target } => format!("{target} is enabled"),
            Self::Checked { target } => format!("{target} is checked"),
            Self::Toggles { target } => format!("{target} toggles"),
            Self::Focused { target } => format!("{target} has focus"),
            Self::InViewport { target } => format!("{target} scrolls into view"),
            Self::Text {
                target,
                compare,
                text,
            } => format!("{target} text {} {text:?}", compare.verb()),
            Self::Value {
                target,
                compare,
                text,
            } => match text {
                TypedText::Plain { text } => format!("{target} value {} {text:?}", compare.verb()),
                TypedText::Secret { .. } => format!("{target} holds the typed secret"),
            },
            Self::Attribute {
                target,
                name,
                value,
            } => format!("{target} has {name}={value:?}"),
            Self::Count { target, equals } => format!("{equals} elements match {target}"),
            Self::Script { .. } => "the task's page check holds".into(),
        }
    }
}

impl Compare {
    fn verb(self) -> &'static str {
        match self {
            Self::Contains => "contains",
            Self::Equals => "is",
        }
    }
}

/// The `expectedEffect` of a step: its checks, in order.
pub fn describe_all(expect: &[Expectation]) -> Option<String> {
    (!expect.is_empty()).then(|| {
        expect
            .iter()
            .map(Expectation::describe)
            .collect::<Vec<_>>()
            .join("; ")
    })
}
