//! The in-page input recorder's two halves that need no browser: the script
//! to inject and the reading of what it reports.
//!
//! The script (`recorder.js`) runs in an isolated world named
//! [`RECORDER_WORLD`] and reports through a CDP binding available in that
//! world only; [`parse_message`] turns one binding payload into a
//! [`RecorderMessage`].

use mimic_schema::raw::RawEvent;
use mimic_schema::secret::{
    PASSWORD_INPUT_TYPE, SECRET_FIELD_WORD_PAIRS, SECRET_FIELD_WORDS,
    SENSITIVE_AUTOCOMPLETE_PREFIXES, SENSITIVE_AUTOCOMPLETE_TOKENS,
};
use serde::Deserialize;

/// The isolated world the recorder runs in; page scripts cannot reach it.
pub const RECORDER_WORLD: &str = "mimic-recorder";

/// The binding the recorder reports through (added for [`RECORDER_WORLD`]).
pub const RECORDER_BINDING: &str = "__mimicRecord";

const SCRIPT_TEMPLATE: &str = include_str!("recorder.js");

/// The recorder script, bound to [`RECORDER_BINDING`], with the rules that
/// make a field sensitive (mimic-schema's, so recorder, observer and
/// scrubber redact the same fields).
pub fn recorder_script() -> String {
    let rules = serde_json::json!({
        "passwordType": PASSWORD_INPUT_TYPE,
        "autocompleteTokens": SENSITIVE_AUTOCOMPLETE_TOKENS,
        "autocompletePrefixes": SENSITIVE_AUTOCOMPLETE_PREFIXES,
        "words": SECRET_FIELD_WORDS,
        "pairs": SECRET_FIELD_WORD_PAIRS.iter().map(|(a, b)| [a, b]).collect::<Vec<_>>(),
    });
    SCRIPT_TEMPLATE
        .replace("__MIMIC_BINDING__", RECORDER_BINDING)
        .replace("__MIMIC_SECRET_RULES__", &rules.to_string())
}

/// One report of the in-page recorder.
#[derive(Debug, Clone, PartialEq)]
#[allow(
    clippy::large_enum_variant,
    reason = "messages live a poll long; boxing each event would allocate for nothing"
)]
pub enum RecorderMessage {
    /// An input event, at `at` (epoch milliseconds, the page's clock).
    Raw { at: f64, event: RawEvent },
    /// The page's DOM changed by `at` (throttled; content not reported).
    Mutation { at: f64 },
}

#[derive(Debug, thiserror::Error)]
#[error("recorder message {payload:?} is not understood: {source}")]
pub struct RecorderMessageError {
    payload: String,
    source: serde_json::Error,
}

#[derive(Deserialize)]
#[serde(tag = "channel", rename_all = "snake_case")]
#[allow(
    clippy::large_enum_variant,
    reason = "read once and turned into a RecorderMessage"
)]
enum Wire {
    Raw {
        at: f64,
        #[serde(flatten)]
        event: RawEvent,
    },
    Mutation {
        at: f64,
    },
}

/// Reads one binding payload.
pub fn parse_message(payload: &str) -> Result<RecorderMessage, RecorderMessageError> {
    let shorten = || payload.chars().take(200).collect::<String>();
    match serde_json::from_str::<Wire>(payload) {
        Ok(Wire::Raw { at, event }) => Ok(RecorderMessage::Raw { at, event }),
        Ok(Wire::Mutation { at }) => Ok(RecorderMessage::Mutation { at }),
        Err(source) => Err(RecorderMessageError {
            payload: shorten(),
            source,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mimic_schema::Point;

    #[test]
    fn reads_what_the_script_sends() {
        let msg = parse_message(
            r#"{"channel":"raw","at":1700000000123.5,"kind":"pointer_down","point":{"x":3,"y":4},"button":0,"clickCount":1,"modifiers":{},"target":{"selector":"[data-testid=\"a\"]","tag":"button","bounds":{"x":0,"y":0,"width":10,"height":10}}}"#,
        )
        .unwrap();
        let RecorderMessage::Raw {
            at,
            event: RawEvent::PointerDown { point, target, .. },
        } = msg
        else {
            panic!("{msg:?}")
        };
        assert_eq!(at, 1_700_000_000_123.5);
        assert_eq!(point, Point::new(3.0, 4.0));
        assert_eq!(target.unwrap().tag.as_deref(), Some("button"));
        assert_eq!(
            parse_message(r#"{"channel":"mutation","at":5}"#).unwrap(),
            RecorderMessage::Mutation { at: 5.0 }
        );
        let redacted = parse_message(
            r#"{"channel":"raw","at":1,"kind":"key_down","modifiers":{},"redacted":true}"#,
        )
        .unwrap();
        assert!(matches!(
            redacted,
            RecorderMessage::Raw {
                event: RawEvent::KeyDown {
                    key: None,
                    redacted: true,
                    ..
                },
                ..
            }
        ));
    }

    #[test]
    fn a_key_target_carries_the_observer_locator() {
        let msg = parse_message(
            r##"{"channel":"raw","at":2,"kind":"key_down","key":"a","code":"KeyA","modifiers":{},"target":{"selector":"#pw","locator":{"framePath":["iframe:nth-of-type(2)"],"selector":"x-form >>> #pw"},"tag":"input","bounds":{"x":1,"y":2,"width":3,"height":4},"editable":true}}"##,
        )
        .unwrap();
        let RecorderMessage::Raw {
            event:
                RawEvent::KeyDown {
                    target: Some(target),
                    ..
                },
            ..
        } = msg
        else {
            panic!("{msg:?}")
        };
        let locator = target.locator.unwrap();
        assert_eq!(locator.frame_path, ["iframe:nth-of-type(2)"]);
        assert_eq!(locator.selector, "x-form >>> #pw");
    }

    #[test]
    fn bad_payloads_are_named() {
        let err = parse_message(r#"{"channel":"raw","at":1,"kind":"teleport"}"#).unwrap_err();
        assert!(err.to_string().contains("teleport"), "{err}");
    }

    #[test]
    fn the_script_is_bound_and_keeps_only_trusted_events() {
        let script = recorder_script();
        assert!(script.contains(&format!("globalThis[\"{RECORDER_BINDING}\"]")));
        assert!(!script.contains("__MIMIC_BINDING__"));
        assert!(!script.contains("__MIMIC_"));
        assert!(script.contains(r#"["api","key"]"#));
        assert!(script.contains(r#""autocompleteTokens":["current-password""#));
        assert!(script.contains(r#""autocompletePrefixes":["cc-"]"#));
        assert!(script.contains("event.isTrusted"));
    }
}
