//! Secret scrubbing, applied by every writer before a record leaves memory.
//!
//! Two kinds of secret are replaced by [`REDACTED`]:
//! - what was typed into a password-like field (a `type_text` or single
//!   character `press_key` aimed at a candidate that [`is_sensitive_candidate`]
//!   flags), and afterwards any later occurrence of that text;
//! - substrings of any free-text field that look like credentials: API keys
//!   and tokens with well-known prefixes, JWTs, bearer tokens, private key
//!   blocks, credential headers, and the values of `name=value` pairs (URL
//!   queries and fragments, cookie strings) whose name says secret.
//!
//! The record then says so: `mimic.redaction = {redacted: true, paths}`.
//! Ids, enums, timestamps and hashes are not scanned: they are references and
//! formats, not page or user content.

use std::borrow::Cow;
use std::fmt;

use crate::path::JsonPath;
use crate::raw::{RawEvent, RawEventV1};
use crate::record::{Metadata, MimicActionType, MimicActionV1, MimicTraceRecordV1};
use crate::secret::{
    is_secret_metadata_key, is_sensitive_candidate, is_value_metadata_key, secret_spans,
};

/// What a redacted value becomes.
pub const REDACTED: &str = "[REDACTED]";

/// Typed secrets shorter than this are only redacted where they appear as a
/// whole value; longer ones wherever they appear.
const MIN_SUBSTRING_SECRET_BYTES: usize = 4;

/// Scrubs the records of one trace. It remembers what was typed into
/// password-like fields, so a later record that repeats it (in
/// `previousActions`, or on the page) is scrubbed too.
#[derive(Default)]
pub struct Scrubber {
    typed_secrets: Vec<String>,
}

impl fmt::Debug for Scrubber {
    // Never print the secrets themselves.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Scrubber")
            .field("typed_secrets", &self.typed_secrets.len())
            .finish()
    }
}

/// Scrubs one record on its own; see [`Scrubber`] for a whole trace.
/// Returns the JSON paths it redacted.
pub fn scrub_record(record: &mut MimicTraceRecordV1) -> Vec<String> {
    Scrubber::new().scrub(record)
}

/// `text` with every credential-looking substring replaced by [`REDACTED`];
/// borrowed exactly when nothing was found.
pub fn scrub_text(text: &str) -> Cow<'_, str> {
    replace_spans(text, secret_spans(text))
}

/// Scrubs a recording's raw events before they are written. Credentials in
/// URLs, the goal, subgoals and inserted (pasted) text are replaced as
/// [`scrub_text`] does. A credential typed key by key into a field the
/// recorder did not know was sensitive is found by putting each field's
/// typed characters back together; its key presses and their key-ups become
/// `redacted`, as in a sensitive field. Returns how many events changed.
pub fn scrub_raw_events(events: &mut [RawEventV1]) -> usize {
    let mut changed = vec![false; events.len()];
    for (event, changed) in events.iter_mut().zip(&mut changed) {
        *changed = scrub_raw_text(&mut event.event);
    }
    let mut fields: Vec<TypedField<'_>> = Vec::new();
    for (index, event) in events.iter().enumerate() {
        let RawEvent::KeyDown {
            key: Some(key),
            modifiers,
            redacted: false,
            target,
            ..
        } = &event.event
        else {
            continue;
        };
        if key.chars().count() != 1 || modifiers.is_shortcut() {
            continue;
        }
        let field = target.as_ref().and_then(|t| t.selector.as_deref());
        let at = match fields.iter().position(|(f, ..)| *f == field) {
            Some(at) => at,
            None => {
                fields.push((field, String::new(), Vec::new()));
                fields.len() - 1
            }
        };
        let (_, typed, sources) = &mut fields[at];
        let start = typed.len();
        typed.push_str(key);
        sources.push((start, typed.len(), index));
    }
    let mut leaked: Vec<usize> = fields
        .iter()
        .flat_map(|(_, typed, sources)| {
            secret_spans(typed)
                .into_iter()
                .flat_map(move |(start, end)| {
                    sources
                        .iter()
                        .filter(move |(from, to, _)| *from < end && *to > start)
                        .map(|(.., index)| *index)
                })
        })
        .collect();
    leaked.sort_unstable();
    leaked.dedup();
    for index in leaked {
        let RawEvent::KeyDown {
            key,
            code,
            redacted,
            ..
        } = &mut events[index].event
        else {
            continue;
        };
        let pressed = key.take();
        *code = None;
        *redacted = true;
        changed[index] = true;
        // Its key-up: the next one of the same key not redacted yet.
        let up = (index + 1..events.len()).find(|&later| {
            matches!(&events[later].event, RawEvent::KeyUp { key, redacted: false, .. } if *key == pressed)
        });
        if let Some(up) = up
            && let RawEvent::KeyUp {
                key,
                code,
                redacted,
                ..
            } = &mut events[up].event
        {
            *key = None;
            *code = None;
            *redacted = true;
            changed[up] = true;
        }
    }
    changed.into_iter().filter(|&c| c).count()
}

/// One field's typed characters (the key-down target's selector, the text)
/// and, for each character, its byte range and the event it came from.
type TypedField<'e> = (Option<&'e str>, String, Vec<(usize, usize, usize)>);

/// Scrubs the free text of one raw event; whether anything changed.
fn scrub_raw_text(event: &mut RawEvent) -> bool {
    let texts: Vec<&mut String> = match event {
        RawEvent::Start { url, task_goal, .. } => url.iter_mut().chain(task_goal).collect(),
        RawEvent::Navigate { url } => vec![url],
        RawEvent::Subgoal { text } => vec![text],
        RawEvent::InsertText { text, .. } => text.iter_mut().collect(),
        _ => Vec::new(),
    };
    let mut changed = false;
    for text in texts {
        if let Cow::Owned(clean) = scrub_text(text) {
            *text = clean;
            changed = true;
        }
    }
    changed
}

impl Scrubber {
    pub fn new() -> Self {
        Self::default()
    }

    /// Scrubs `record` in place and marks it redacted when anything was
    /// replaced. Returns the JSON paths redacted by this call.
    pub fn scrub(&mut self, record: &mut MimicTraceRecordV1) -> Vec<String> {
        let mut paths = Vec::new();
        self.scrub_sensitive_typing(record, &mut paths);
        self.scrub_strings(record, &mut paths);
        if !paths.is_empty() {
            let redaction = record.ext_mut().redaction.get_or_insert_default();
            redaction.redacted = true;
            for path in &paths {
                if !redaction.paths.contains(path) {
                    redaction.paths.push(path.clone());
                }
            }
        }
        paths
    }

    /// `text` scrubbed of credential patterns and of remembered typed
    /// secrets; borrowed exactly when nothing was found.
    pub fn scrub_text<'t>(&self, text: &'t str) -> Cow<'t, str> {
        if self
            .typed_secrets
            .iter()
            .any(|secret| secret == text && secret != REDACTED)
        {
            return Cow::Owned(REDACTED.to_owned());
        }
        let mut spans = secret_spans(text);
        for secret in &self.typed_secrets {
            if secret.len() >= MIN_SUBSTRING_SECRET_BYTES {
                spans.extend(
                    text.match_indices(secret.as_str())
                        .map(|(start, found)| (start, start + found.len())),
                );
            }
        }
        replace_spans(text, spans)
    }

    fn remember(&mut self, secret: &str) {
        if secret != REDACTED && !self.typed_secrets.iter().any(|s| s == secret) {
            self.typed_secrets.push(secret.to_owned());
        }
    }

    /// Redacts what actions typed into password-like candidates of this
    /// observation, remembering it for the rest of the trace.
    fn scrub_sensitive_typing(&mut self, record: &mut MimicTraceRecordV1, paths: &mut Vec<String>) {
        let candidates = &record.observation.candidates;
        let sensitive = |id: Option<&String>| {
            id.and_then(|id| candidates.iter().find(|c| &c.id == id))
                .is_some_and(is_sensitive_candidate)
        };
        let chosen = &record.chosen_action;
        let chosen_target = chosen
            .candidate_id
            .as_ref()
            .or(record.mapping.candidate_id.as_ref())
            .or(record.chosen_candidate_id.as_ref());
        let chosen_is_sensitive = sensitive(chosen_target);
        let previous_sensitive: Vec<bool> = record
            .previous_actions
            .iter()
            .map(|action| sensitive(action.candidate_id.as_ref()))
            .collect();

        let root = JsonPath::Root;
        if chosen_is_sensitive {
            self.redact_typing(&mut record.chosen_action, &root.key("chosenAction"), paths);
        }
        let previous = root.key("previousActions");
        for (index, action) in record.previous_actions.iter_mut().enumerate() {
            if previous_sensitive[index] {
                self.redact_typing(action, &previous.index(index), paths);
            }
        }
    }

    fn redact_typing(
        &mut self,
        action: &mut MimicActionV1,
        path: &JsonPath<'_>,
        paths: &mut Vec<String>,
    ) {
        let (field, value) = match action.action_type {
            MimicActionType::TypeText => ("text", action.text.as_mut()),
            // Named keys (Enter, Tab) are not secret; characters are.
            MimicActionType::PressKey => (
                "key",
                action.key.as_mut().filter(|key| key.chars().count() == 1),
            ),
            _ => return,
        };
        if let Some(value) = value
            && value != REDACTED
        {
            self.remember(value);
            *value = REDACTED.to_owned();
            paths.push(path.key(field).to_string());
        }
    }

    /// Scrubs one free-text field, noting its path when it changed.
    fn scrub_field(&self, value: &mut String, path: &JsonPath<'_>, paths: &mut Vec<String>) {
        if let Cow::Owned(clean) = self.scrub_text(value) {
            *value = clean;
            paths.push(path.to_string());
        }
    }

    fn scrub_strings(&self, record: &mut MimicTraceRecordV1, paths: &mut Vec<String>) {
        let root = JsonPath::Root;
        self.scrub_field(&mut record.task_goal, &root.key("taskGoal"), paths);
        self.scrub_field(
            &mut record.current_subgoal,
            &root.key("currentSubgoal"),
            paths,
        );

        let obs = root.key("observation");
        let observation = &mut record.observation;
        for (key, value) in [
            ("url", &mut observation.url),
            ("title", &mut observation.title),
            ("app", &mut observation.app),
            ("windowTitle", &mut observation.window_title),
        ] {
            if let Some(value) = value {
                self.scrub_field(value, &obs.key(key), paths);
            }
        }
        let list = obs.key("candidates");
        for (index, candidate) in observation.candidates.iter_mut().enumerate() {
            let at = list.index(index);
            let sensitive = is_sensitive_candidate(candidate);
            for (key, value) in [
                ("role", &mut candidate.role),
                ("label", &mut candidate.label),
                ("text", &mut candidate.text),
            ] {
                let Some(value) = value else { continue };
                // A password field's own text may be its value.
                if sensitive && key == "text" && !value.is_empty() && value != REDACTED {
                    *value = REDACTED.to_owned();
                    paths.push(at.key(key).to_string());
                } else {
                    self.scrub_field(value, &at.key(key), paths);
                }
            }
            if let Some(metadata) = &mut candidate.metadata {
                self.scrub_metadata(metadata, sensitive, &at.key("metadata"), paths);
            }
        }

        let previous = root.key("previousActions");
        for (index, action) in record.previous_actions.iter_mut().enumerate() {
            self.scrub_action(action, &previous.index(index), paths);
        }
        self.scrub_action(&mut record.chosen_action, &root.key("chosenAction"), paths);

        if let Some(reason) = &mut record.mapping.reason {
            self.scrub_field(reason, &root.key("mapping").key("reason"), paths);
        }
        if let Some(effect) = &mut record.expected_effect {
            self.scrub_field(effect, &root.key("expectedEffect"), paths);
        }
        if let Some(summary) = record
            .verification
            .as_mut()
            .and_then(|v| v.summary.as_mut())
        {
            self.scrub_field(summary, &root.key("verification").key("summary"), paths);
        }
        let Some(ext) = &mut record.mimic else { return };
        let at = root.key("mimic");
        if let Some(aim) = ext.demonstrator.as_mut().and_then(|d| d.aim.as_mut()) {
            self.scrub_field(aim, &at.key("demonstrator").key("aim"), paths);
        }
        // Scrubbed as candidates' locators are, so the two still match.
        if let Some(target) = ext.action.as_mut().and_then(|a| a.key_target.as_mut()) {
            let action = at.key("action");
            let key_target = action.key("keyTarget");
            let locator = key_target.key("locator");
            self.scrub_field(
                &mut target.locator.selector,
                &locator.key("selector"),
                paths,
            );
            let frames = locator.key("framePath");
            for (index, frame) in target.locator.frame_path.iter_mut().enumerate() {
                self.scrub_field(frame, &frames.index(index), paths);
            }
        }
        if let Some(reasons) = ext
            .observation
            .as_mut()
            .and_then(|o| o.partial_reasons.as_mut())
        {
            let observation = at.key("observation");
            let list = observation.key("partialReasons");
            for (index, reason) in reasons.iter_mut().enumerate() {
                self.scrub_field(reason, &list.index(index), paths);
            }
        }
    }

    fn scrub_action(
        &self,
        action: &mut MimicActionV1,
        path: &JsonPath<'_>,
        paths: &mut Vec<String>,
    ) {
        for (key, value) in [("text", &mut action.text), ("key", &mut action.key)] {
            if let Some(value) = value {
                self.scrub_field(value, &path.key(key), paths);
            }
        }
    }

    fn scrub_metadata(
        &self,
        metadata: &mut Metadata,
        sensitive_candidate: bool,
        path: &JsonPath<'_>,
        paths: &mut Vec<String>,
    ) {
        for (key, value) in metadata.iter_mut() {
            let at = path.key(key);
            let holds_value = sensitive_candidate && is_value_metadata_key(key);
            if holds_value || is_secret_metadata_key(key) {
                // Flags (`"password": true`) and nulls say nothing secret.
                if !matches!(value, serde_json::Value::Bool(_) | serde_json::Value::Null)
                    && value.as_str() != Some(REDACTED)
                {
                    *value = serde_json::Value::String(REDACTED.to_owned());
                    paths.push(at.to_string());
                }
            } else {
                self.scrub_json(value, &at, paths);
            }
        }
    }

    fn scrub_json(
        &self,
        value: &mut serde_json::Value,
        path: &JsonPath<'_>,
        paths: &mut Vec<String>,
    ) {
        match value {
            serde_json::Value::String(text) => self.scrub_field(text, path, paths),
            serde_json::Value::Array(items) => {
                for (index, item) in items.iter_mut().enumerate() {
                    self.scrub_json(item, &path.index(index), paths);
                }
            }
            serde_json::Value::Object(map) => self.scrub_metadata(map, false, path, paths),
            serde_json::Value::Null | serde_json::Value::Bool(_) | serde_json::Value::Number(_) => {
            }
        }
    }
}

/// Replaces the (possibly overlapping) byte spans of `text` by [`REDACTED`].
fn replace_spans(text: &str, mut spans: Vec<(usize, usize)>) -> Cow<'_, str> {
    spans.retain(|(start, end)| end > start && &text[*start..*end] != REDACTED);
    if spans.is_empty() {
        return Cow::Borrowed(text);
    }
    spans.sort_unstable();
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    for (start, end) in spans {
        if end <= copied {
            continue;
        }
        if start >= copied {
            out.push_str(&text[copied..start]);
            out.push_str(REDACTED);
        }
        copied = end;
    }
    out.push_str(&text[copied..]);
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::MimicCandidateV1;
    use crate::secret::{is_secret_param_name, name_words, names_secret_field};
    use proptest::prelude::*;

    /// Credentials of every kind the scanner knows (made up, well-formed).
    const PLANTED: &[&str] = &[
        "sk-proj-Abc123Def456Ghi789Jkl012Mno345",
        "sk-ant-api03-Zx9Yw8Vu7Ts6Rq5Po4Nm3",
        "sk_live_51HqLyjWDarjtT1zdp7dc",
        "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
        "gho_16C7e42F292c6912E7710c838347Ae178B4a",
        "github_pat_11ABCDEFG0123456789_abcdefghijklmnop",
        "glpat-xxxxxxxxxxxxxxxxxxxx",
        "AKIAIOSFODNN7EXAMPLE",
        "xoxb-123456789012-abcdefghijkl",
        "xoxp-123456789012-abcdefghijkl",
        "AIzaSyA1234567890abcdefghijklmnopqrstu",
        "npm_abcdefghijklmnopqrstuvwxyz0123456789",
        "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
        "hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
        "ya29.a0AfH6SMBx1Xc2Zr4Qp9Lk8Jh7Gf6Ds5Aq",
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    ];

    #[test]
    fn every_planted_credential_is_replaced() {
        for secret in PLANTED {
            let text = format!("before {secret} after");
            let clean = scrub_text(&text);
            assert_eq!(clean, format!("before {REDACTED} after"), "{secret}");
        }
    }

    #[test]
    fn url_query_and_fragment_values_named_secret_are_replaced() {
        let url = "https://app.example/cb?code=4/0AX4Xf&state=af0ifjsldkj&page=2\
                   #access_token=ya29.a0Af&expires_in=3599";
        assert_eq!(
            scrub_text(url),
            "https://app.example/cb?code=[REDACTED]&state=af0ifjsldkj&page=2\
             #access_token=[REDACTED]&expires_in=3599"
        );
        for (name, kept) in [
            ("token", false),
            ("api_key", false),
            ("apiKey", false),
            ("X-Amz-Signature", false),
            ("sessionId", false),
            ("client_secret", false),
            ("password", false),
            ("auth", false),
            ("sig", false),
            ("country_code", true),
            ("keyword", true),
            ("author", true),
            ("design", true),
            ("q", true),
        ] {
            let text = format!("/search?{name}=v4lue&x=1");
            let clean = scrub_text(&text);
            assert_eq!(clean == text, kept, "{name}: {clean}");
        }
    }

    #[test]
    fn headers_bearer_tokens_and_private_keys_are_replaced() {
        assert_eq!(
            scrub_text("Authorization: Basic dXNlcjpwYXNz\nnext line"),
            "Authorization: [REDACTED]\nnext line"
        );
        assert_eq!(
            scrub_text("curl -H 'Bearer abc123def456'"),
            "curl -H 'Bearer [REDACTED]'"
        );
        assert_eq!(
            scrub_text("Cookie: sid=31d4d96e407aad42; lang=en"),
            "Cookie: [REDACTED]"
        );
        let pem = "key:\n-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY-----\nok";
        assert_eq!(scrub_text(pem), format!("key:\n{REDACTED}\nok"));
    }

    #[test]
    fn ordinary_text_is_left_alone() {
        for text in [
            "Add \"buy milk\" to the todo list",
            "the bearer of bad news",
            "task-force-alpha-bravo-charlie-delta",
            "ask-me-anything-about-the-weather-today",
            "Password",
            "Enter your one-time code",
            "https://example.com/docs?topic=tokens-explained",
            "eyJ is how base64 JSON starts",
            "AKIA",
        ] {
            assert!(matches!(scrub_text(text), Cow::Borrowed(_)), "{text}");
        }
    }

    #[test]
    fn names_split_into_words_at_punctuation_case_and_any_non_ascii() {
        let words = |name| name_words(name).collect::<Vec<_>>();
        assert_eq!(words("accessToken"), ["access", "Token"]);
        assert_eq!(words("X-Amz-Signature"), ["X", "Amz", "Signature"]);
        assert_eq!(words("api_key2"), ["api", "key2"]);
        assert_eq!(words("clé_token"), ["cl", "token"]);
        assert_eq!(words("tökén"), ["t", "k", "n"]);
        assert_eq!(words("日本"), Vec::<&str>::new());
        assert_eq!(words(""), Vec::<&str>::new());
        assert!(is_secret_metadata_key("sessionId"));
        assert!(is_secret_metadata_key("PRIVATE_KEY"));
        assert!(!is_secret_metadata_key("keyShortcuts"));
        assert!(is_secret_param_name("jeton_token"));
    }

    proptest! {
        #[test]
        fn any_name_splits_without_panicking(name in any::<String>()) {
            for word in name_words(&name) {
                prop_assert!(!word.is_empty() && word.bytes().all(|b| b.is_ascii_alphanumeric()));
            }
        }
    }

    #[test]
    fn scrubbing_is_idempotent() {
        let once = scrub_text("token=abc Bearer abc123def456 sk-proj-Abc123Def456Ghi789Jkl0");
        assert!(matches!(scrub_text(&once), Cow::Borrowed(_)), "{once}");
    }

    #[test]
    fn sensitive_candidates_are_recognized() {
        let candidate = |role: Option<&str>, metadata: serde_json::Value| MimicCandidateV1 {
            id: "c".into(),
            source: crate::record::CandidateSource::ChromeDom,
            role: role.map(Into::into),
            label: None,
            text: None,
            bounds: crate::Bounds::new(0.0, 0.0, 1.0, 1.0),
            enabled: None,
            visible: None,
            metadata: metadata.as_object().cloned(),
        };
        let yes = [
            candidate(None, serde_json::json!({"inputType": "password"})),
            candidate(None, serde_json::json!({"type": "PASSWORD"})),
            candidate(None, serde_json::json!({"autocomplete": "one-time-code"})),
            candidate(
                None,
                serde_json::json!({"autocomplete": "section-pay billing cc-number"}),
            ),
            candidate(None, serde_json::json!({"autocomplete": "cc-csc"})),
            candidate(None, serde_json::json!({"sensitive": true})),
            candidate(Some("AXSecureTextField"), serde_json::json!({})),
            candidate(None, serde_json::json!({"subrole": "AXSecureTextField"})),
        ];
        for c in &yes {
            assert!(is_sensitive_candidate(c), "{c:?}");
        }
        let no = [
            candidate(Some("textbox"), serde_json::json!({"inputType": "text"})),
            candidate(None, serde_json::json!({"autocomplete": "email"})),
            candidate(None, serde_json::json!({"sensitive": false})),
        ];
        for c in &no {
            assert!(!is_sensitive_candidate(c), "{c:?}");
        }
    }

    #[test]
    fn raw_events_lose_urls_tokens_pastes_and_keys_that_spell_a_credential() {
        use crate::raw::{EventTarget, Modifiers};
        let field = |selector: &str| {
            Some(EventTarget {
                selector: Some(selector.into()),
                ..EventTarget::default()
            })
        };
        let key = |k: char, selector: &str| RawEvent::KeyDown {
            key: Some(k.to_string()),
            code: None,
            modifiers: Modifiers::default(),
            redacted: false,
            target: field(selector),
        };
        let up = |k: char| RawEvent::KeyUp {
            key: Some(k.to_string()),
            code: None,
            modifiers: Modifiers::default(),
            redacted: false,
        };
        let token = "ghp_16C7e42F292c6912E7710c838347Ae178B4a";
        let mut events = vec![RawEvent::Navigate {
            url: "http://a.example/cb?access_token=abc123&page=2".into(),
        }];
        // The token typed into #notes, interleaved with a search typed elsewhere.
        for (i, c) in token.chars().enumerate() {
            events.push(key(c, "#notes"));
            events.push(up(c));
            if i < 3 {
                events.push(key('q', "#search"));
                events.push(up('q'));
            }
        }
        events.push(RawEvent::InsertText {
            text: Some(format!("pasted {token}")),
            redacted: false,
            target: field("#other"),
        });
        let mut events: Vec<RawEventV1> = events
            .into_iter()
            .map(|event| RawEventV1 { t_ms: 0.0, event })
            .collect();
        let changed = scrub_raw_events(&mut events);
        assert_eq!(changed, 1 + 2 * token.len() + 1);
        let written = events
            .iter()
            .map(|e| serde_json::to_string(e).unwrap())
            .collect::<String>();
        assert!(!written.contains("abc123"), "{written}");
        assert!(written.contains("page=2"));
        assert!(written.contains(&format!("pasted {REDACTED}")));
        let keys: String = events
            .iter()
            .filter_map(|e| match &e.event {
                RawEvent::KeyDown { key: Some(k), .. } | RawEvent::KeyUp { key: Some(k), .. } => {
                    Some(k.as_str())
                }
                _ => None,
            })
            .collect();
        assert_eq!(keys, "qqqqqq", "only the search's keys are left");
        assert_eq!(
            scrub_raw_events(&mut events),
            0,
            "a second pass finds nothing"
        );
    }

    #[test]
    fn field_names_that_say_secret_are_recognized() {
        for name in [
            "api_key",
            "API key",
            "apiKey",
            "Personal access token",
            "deploy-token",
            "Webhook signing secret",
            "card_number",
            "cardNumber",
            "cc-number",
            "otp",
            "Enter the one-time code",
            "CVC",
            "Security code",
            "PIN",
            "Master password",
            "recovery phrase",
        ] {
            assert!(names_secret_field(name), "{name}");
        }
        for name in [
            "Email address",
            "Search",
            "username",
            "Keyword",
            "Card holder",
            "Pinned items",
            "Time zone",
            "Postal code",
            "",
        ] {
            assert!(!names_secret_field(name), "{name}");
        }
    }

    proptest! {
        #[test]
        fn a_planted_credential_never_survives_any_surroundings(
            before in any::<String>(),
            after in any::<String>(),
            which in 0..PLANTED.len(),
        ) {
            let secret = PLANTED[which];
            // Glued to a word a token is not a token; a space separates it.
            let text = format!("{before} {secret}{after}");
            prop_assert!(!scrub_text(&text).contains(secret));
        }

        #[test]
        fn a_credential_typed_key_by_key_never_survives_in_raw_events(
            before in "[ -~]{0,30}",
            after in "[ -~]{0,30}",
            which in 0..PLANTED.len(),
        ) {
            use crate::raw::{EventTarget, Modifiers};
            let secret = PLANTED[which];
            let typed = format!("{before} {secret}{after}");
            let mut events: Vec<RawEventV1> = typed
                .chars()
                .flat_map(|c| {
                    [
                        RawEvent::KeyDown {
                            key: Some(c.to_string()),
                            code: None,
                            modifiers: Modifiers::default(),
                            redacted: false,
                            target: Some(EventTarget {
                                selector: Some("#notes".into()),
                                ..EventTarget::default()
                            }),
                        },
                        RawEvent::KeyUp {
                            key: Some(c.to_string()),
                            code: None,
                            modifiers: Modifiers::default(),
                            redacted: false,
                        },
                    ]
                })
                .map(|event| RawEventV1 { t_ms: 0.0, event })
                .collect();
            scrub_raw_events(&mut events);
            let (mut downs, mut ups) = (String::new(), String::new());
            for event in &events {
                match &event.event {
                    RawEvent::KeyDown { key: Some(k), .. } => downs.push_str(k),
                    RawEvent::KeyUp { key: Some(k), .. } => ups.push_str(k),
                    _ => {}
                }
            }
            prop_assert!(!downs.contains(secret), "{downs}");
            prop_assert!(!ups.contains(secret), "{ups}");
        }

        #[test]
        fn text_without_credentials_is_never_changed(text in "[a-z ,.!?]{0,80}") {
            prop_assert!(matches!(scrub_text(&text), Cow::Borrowed(_)));
        }
    }
}
