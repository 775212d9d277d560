//! Raw input events: what the recorder saw, before any interpretation.
//!
//! One JSON object per line in `OUT/raw/<traceId>.events.jsonl`. The Chrome
//! recorder (in-page listeners) and the macOS recorder (event tap) write the
//! same format, so one reducer turns both into [`MimicActionV1`] steps and one
//! replayer plays both back. Points are in the trace's observation space.
//!
//! Raw events never hold a secret: a printable key pressed in a sensitive
//! field is written with `redacted: true` and no `key`/`code`, and text
//! inserted there with no `text`. Named keys (Enter, Tab, Backspace, arrows)
//! keep their `key` even there: they reveal no content, and the reducer needs
//! them to end the field's typing and to replay a submit. Writers pass the
//! events through [`scrub_raw_events`] first: credentials in URLs, goals,
//! subgoals and inserted text, and keys that spell one, are redacted.
//!
//! [`MimicActionV1`]: crate::MimicActionV1
//! [`scrub_raw_events`]: crate::scrub::scrub_raw_events

use serde::{Deserialize, Serialize};

use crate::geometry::{Bounds, CoordinateSpace, Point};
use crate::record::{ElementLocatorV1, Platform, TraceStatus};

/// The `schema` value of a raw-events file's `start` event.
pub const RAW_EVENTS_SCHEMA: &str = "mimic.raw-events.v1";

/// One raw event: when it happened and what it was.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RawEventV1 {
    /// Milliseconds since the recording started (monotonic clock).
    pub t_ms: f64,
    #[serde(flatten)]
    pub event: RawEvent,
}

/// Keyboard modifiers held during an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Modifiers {
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub alt: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ctrl: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub meta: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub shift: bool,
}

impl Modifiers {
    /// Ctrl, Alt or Meta held: the key is a shortcut, not text.
    pub fn is_shortcut(&self) -> bool {
        self.ctrl || self.alt || self.meta
    }
}

/// Evidence of what the platform itself delivered the event to: the first
/// element of `composedPath()` with a box (Chrome), or the AX element under
/// the pointer (macOS). Kept beside the geometry, never instead of it.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EventTarget {
    /// The candidate id of the target, when the recorder could resolve it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub candidate_id: Option<String>,
    /// The recorder's own selector (data-testid first): what a person or a
    /// replay finds the element by.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selector: Option<String>,
    /// The element's locator in the observer's syntax (Chrome, same-origin
    /// frames): what the mapper matches against candidates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locator: Option<ElementLocatorV1>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tag: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bounds: Option<Bounds>,
    /// The target accepts text (input, textarea, contenteditable, AX text field).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub editable: bool,
    /// The target is a password, one-time-code or payment field.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sensitive: bool,
}

/// What happened. Tagged by `kind` in JSON.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RawEvent {
    /// First line of every raw-events file.
    #[serde(rename_all = "camelCase")]
    Start {
        /// Always [`RAW_EVENTS_SCHEMA`].
        schema: String,
        trace_id: String,
        platform: Platform,
        coordinate_space: CoordinateSpace,
        /// The observed area (viewport or screen rectangle).
        observed_area: Bounds,
        scale: f64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        url: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        task_goal: Option<String>,
    },
    PointerMove {
        point: Point,
    },
    #[serde(rename_all = "camelCase")]
    PointerDown {
        point: Point,
        /// 0 primary, 1 middle (auxiliary), 2 secondary.
        button: u8,
        /// 1 for a single click, 2 for the second press of a double click.
        click_count: u32,
        #[serde(default)]
        modifiers: Modifiers,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<EventTarget>,
    },
    #[serde(rename_all = "camelCase")]
    PointerUp {
        point: Point,
        button: u8,
        click_count: u32,
        #[serde(default)]
        modifiers: Modifiers,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<EventTarget>,
    },
    /// A wheel tick; deltas in the space's units, positive = down / right.
    #[serde(rename_all = "camelCase")]
    Wheel {
        point: Point,
        delta_x: f64,
        delta_y: f64,
        #[serde(default)]
        modifiers: Modifiers,
    },
    /// A key press. `key` is the DOM `KeyboardEvent.key` value (`a`, `Enter`,
    /// `Backspace`, ...); absent when `redacted`.
    KeyDown {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        code: Option<String>,
        #[serde(default)]
        modifiers: Modifiers,
        /// The key went to a sensitive field and was not recorded.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        redacted: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<EventTarget>,
    },
    KeyUp {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        code: Option<String>,
        #[serde(default)]
        modifiers: Modifiers,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        redacted: bool,
    },
    /// Text inserted without key events (paste, IME commit, autofill).
    /// `text` is absent when `redacted`.
    InsertText {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        text: Option<String>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        redacted: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<EventTarget>,
    },
    /// Keyboard focus moved to `target` (absent: focus left every element).
    Focus {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<EventTarget>,
    },
    /// The top-level page navigated.
    Navigate {
        url: String,
    },
    /// The person (or script) entered a new current subgoal.
    Subgoal {
        text: String,
    },
    /// Recording paused / resumed by the person; events between are absent.
    Pause,
    Resume,
    /// Last line: how the recording ended.
    End {
        status: TraceStatus,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_are_flat_json_tagged_by_kind() {
        let event = RawEventV1 {
            t_ms: 12.5,
            event: RawEvent::PointerDown {
                point: Point::new(10.0, 20.0),
                button: 0,
                click_count: 1,
                modifiers: Modifiers::default(),
                target: None,
            },
        };
        let json = serde_json::to_string(&event).unwrap();
        assert_eq!(
            json,
            r#"{"tMs":12.5,"kind":"pointer_down","point":{"x":10.0,"y":20.0},"button":0,"clickCount":1,"modifiers":{}}"#
        );
        assert_eq!(serde_json::from_str::<RawEventV1>(&json).unwrap(), event);
    }

    #[test]
    fn a_redacted_key_carries_no_key() {
        let event = RawEventV1 {
            t_ms: 1.0,
            event: RawEvent::KeyDown {
                key: None,
                code: None,
                modifiers: Modifiers::default(),
                redacted: true,
                target: None,
            },
        };
        let json = serde_json::to_string(&event).unwrap();
        assert_eq!(
            json,
            r#"{"tMs":1.0,"kind":"key_down","modifiers":{},"redacted":true}"#
        );
    }
}
