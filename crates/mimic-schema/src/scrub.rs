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
use crate::record::{
    Metadata, MimicActionType, MimicActionV1, MimicCandidateV1, MimicTraceRecordV1,
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
            let holds_value = sensitive_candidate
                && ["value", "inputvalue", "textvalue"]
                    .iter()
                    .any(|name| key_is(key, name));
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

/// Whether what is typed into `candidate` must never be written: password
/// inputs, one-time codes, payment card fields, macOS secure text fields, and
/// anything the observer marked `sensitive`.
pub fn is_sensitive_candidate(candidate: &MimicCandidateV1) -> bool {
    if candidate
        .role
        .as_deref()
        .is_some_and(|role| role.eq_ignore_ascii_case("AXSecureTextField"))
    {
        return true;
    }
    let Some(metadata) = &candidate.metadata else {
        return false;
    };
    metadata.iter().any(|(key, value)| {
        let text = value.as_str().unwrap_or_default();
        if key_is(key, "sensitive") {
            value.as_bool() == Some(true) || text.eq_ignore_ascii_case("true")
        } else if key_is(key, "type") || key_is(key, "inputtype") {
            text.eq_ignore_ascii_case("password")
        } else if key_is(key, "subrole") {
            text.eq_ignore_ascii_case("AXSecureTextField")
        } else if key_is(key, "autocomplete") {
            text.split_ascii_whitespace().any(|token| {
                token
                    .get(..3)
                    .is_some_and(|p| p.eq_ignore_ascii_case("cc-"))
                    || ["one-time-code", "current-password", "new-password"]
                        .iter()
                        .any(|t| token.eq_ignore_ascii_case(t))
            })
        } else {
            false
        }
    })
}

/// Words that, in a text field's name, id, label, placeholder or
/// `autocomplete`, say it holds a secret (compared ignoring case, after
/// splitting at punctuation and camelCase as [`name_words`] does).
pub const SECRET_FIELD_WORDS: &[&str] = &[
    "password",
    "passwd",
    "passphrase",
    "passcode",
    "pwd",
    "pin",
    "secret",
    "token",
    "apikey",
    "otp",
    "totp",
    "2fa",
    "mfa",
    "cvc",
    "cvv",
    "cvv2",
    "csc",
    "ccnumber",
    "cardnumber",
    "ccnum",
    "creditcard",
];

/// Adjacent word pairs with the same meaning (`API key`, `card_number`,
/// `one-time code`).
pub const SECRET_FIELD_WORD_PAIRS: &[(&str, &str)] = &[
    ("api", "key"),
    ("access", "key"),
    ("private", "key"),
    ("secret", "key"),
    ("card", "number"),
    ("card", "no"),
    ("cc", "number"),
    ("cc", "num"),
    ("cc", "csc"),
    ("credit", "card"),
    ("security", "code"),
    ("one", "time"),
    ("verification", "code"),
    ("recovery", "code"),
    ("recovery", "key"),
    ("recovery", "phrase"),
    ("seed", "phrase"),
];

/// Whether a text field named or labelled `text` (its name, id, label,
/// placeholder, ...) is for a secret: an API key, a token, a one-time code, a
/// card number. Why: a page can show such a value in a plain `type=text`
/// field (a "Show API key" toggle, a deploy token, a card number field
/// without `autocomplete`), and only its name says what it holds.
pub fn names_secret_field(text: &str) -> bool {
    let mut previous: Option<&str> = None;
    name_words(text).any(|word| {
        let single = SECRET_FIELD_WORDS
            .iter()
            .any(|secret| word.eq_ignore_ascii_case(secret));
        let pair = previous.is_some_and(|first| {
            SECRET_FIELD_WORD_PAIRS
                .iter()
                .any(|(a, b)| first.eq_ignore_ascii_case(a) && word.eq_ignore_ascii_case(b))
        });
        previous = Some(word);
        single || pair
    })
}

/// Whether `key`, ignoring case and punctuation, is `normalized` (lowercase
/// letters and digits): `inputType`, `input_type` and `input-type` are all
/// `inputtype`.
fn key_is(key: &str, normalized: &str) -> bool {
    key.bytes()
        .filter(u8::is_ascii_alphanumeric)
        .map(|b| b.to_ascii_lowercase())
        .eq(normalized.bytes())
}

/// The words of a name, case kept: `accessToken`, `access_token` and
/// `access-token` all give `access`, `Token`/`token`. Anything but ASCII
/// letters and digits separates words.
fn name_words(name: &str) -> impl Iterator<Item = &str> {
    let bytes = name.as_bytes();
    let (mut start, mut at) = (0, 0);
    std::iter::from_fn(move || {
        while at < bytes.len() {
            let b = bytes[at];
            if !b.is_ascii_alphanumeric() {
                // `start` may sit inside a multi-byte character (the bytes
                // after a separator); such a range holds no word.
                let word = name.get(start..at).unwrap_or_default();
                at += 1;
                start = at;
                if !word.is_empty() {
                    return Some(word);
                }
                continue;
            }
            let camel_hump = b.is_ascii_uppercase()
                && at > start
                && (bytes[at - 1].is_ascii_lowercase() || bytes[at - 1].is_ascii_digit());
            if camel_hump {
                let word = &name[start..at];
                start = at;
                at += 1;
                return Some(word);
            }
            at += 1;
        }
        let word = name.get(start..).filter(|w| !w.is_empty());
        start = bytes.len();
        word
    })
}

/// Words that make a `name=value` pair's value secret (URL queries,
/// fragments, cookie strings).
const SECRET_PARAM_WORDS: &[&str] = &[
    "token",
    "tokens",
    "secret",
    "password",
    "passwd",
    "passphrase",
    "pwd",
    "pass",
    "session",
    "sessionid",
    "sid",
    "auth",
    "oauth",
    "authorization",
    "apikey",
    "key",
    "sig",
    "signature",
    "credential",
    "credentials",
    "otp",
    "jwt",
    "cookie",
    "csrf",
    "xsrf",
];

fn is_secret_param_name(name: &str) -> bool {
    // `code` alone is OAuth's authorization code; `country_code` is not.
    name.eq_ignore_ascii_case("code")
        || name_words(name).any(|word| {
            SECRET_PARAM_WORDS
                .iter()
                .any(|secret| word.eq_ignore_ascii_case(secret))
        })
}

/// Metadata keys whose whole value is secret. Narrower than parameter
/// names: AX metadata such as `keyShortcuts` is not secret.
const SECRET_METADATA_WORDS: &[&str] = &[
    "token",
    "tokens",
    "secret",
    "password",
    "passwd",
    "passphrase",
    "cookie",
    "cookies",
    "credential",
    "credentials",
    "authorization",
    "apikey",
    "sessionid",
    "csrf",
    "xsrf",
];

fn is_secret_metadata_key(key: &str) -> bool {
    let mut previous: Option<&str> = None;
    name_words(key).any(|word| {
        let secret = SECRET_METADATA_WORDS
            .iter()
            .any(|secret| word.eq_ignore_ascii_case(secret));
        let pair = previous.is_some_and(|first| {
            let second_is = |w: &str| word.eq_ignore_ascii_case(w);
            let first_is = |w: &str| first.eq_ignore_ascii_case(w);
            (second_is("key")
                && ["api", "private", "access", "secret"]
                    .into_iter()
                    .any(first_is))
                || (second_is("id") && first_is("session"))
        });
        previous = Some(word);
        secret || pair
    })
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

/// Letters, digits, `_` and `-`: the alphabet of most tokens and of
/// base64url, and what counts as inside a word.
fn is_token_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'-'
}

fn run_len(bytes: &[u8], from: usize, accept: impl Fn(u8) -> bool) -> usize {
    bytes
        .get(from..)
        .map_or(0, |rest| rest.iter().take_while(|&&b| accept(b)).count())
}

/// A well-known credential prefix, the least number of characters that must
/// follow it, and which characters may.
type PrefixedToken = (&'static str, usize, fn(u8) -> bool);

const PREFIXED_TOKENS: &[PrefixedToken] = &[
    ("sk-", 20, is_token_byte),      // OpenAI, Anthropic
    ("sk_live_", 16, is_token_byte), // Stripe
    ("sk_test_", 16, is_token_byte),
    ("rk_live_", 16, is_token_byte),
    ("rk_test_", 16, is_token_byte),
    ("whsec_", 24, is_token_byte), // Stripe webhook signing secret
    ("ghp_", 20, is_token_byte),   // GitHub
    ("gho_", 20, is_token_byte),
    ("ghu_", 20, is_token_byte),
    ("ghs_", 20, is_token_byte),
    ("ghr_", 20, is_token_byte),
    ("github_pat_", 20, is_token_byte),
    ("glpat-", 20, is_token_byte), // GitLab
    ("xoxb-", 10, is_token_byte),  // Slack
    ("xoxp-", 10, is_token_byte),
    ("xoxa-", 10, is_token_byte),
    ("xoxs-", 10, is_token_byte),
    ("xoxr-", 10, is_token_byte),
    ("xapp-", 10, is_token_byte),
    ("npm_", 30, is_token_byte),                                    // npm
    ("AIza", 30, is_token_byte),                                    // Google
    ("ya29.", 20, is_token_byte),                                   // Google OAuth
    ("hf_", 30, is_token_byte),                                     // Hugging Face
    ("AKIA", 16, |b| b.is_ascii_uppercase() || b.is_ascii_digit()), // AWS
    ("ASIA", 16, |b| b.is_ascii_uppercase() || b.is_ascii_digit()),
];

/// Header names whose whole value (to the end of the line) is secret.
const SECRET_HEADERS: &[&str] = &[
    "authorization:",
    "proxy-authorization:",
    "cookie:",
    "set-cookie:",
    "x-api-key:",
    "x-auth-token:",
];

/// Byte spans of `text` that look like credentials. All patterns are ASCII,
/// so every span starts and ends on a character boundary.
fn secret_spans(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut spans = Vec::new();
    for start in 0..bytes.len() {
        match bytes[start] {
            b'=' => param_value_span(bytes, start, &mut spans),
            b'-' if bytes[start..].starts_with(b"-----BEGIN ") => {
                private_key_span(text, start, &mut spans);
            }
            b if b.is_ascii_alphabetic() && (start == 0 || !is_token_byte(bytes[start - 1])) => {
                word_spans(bytes, start, &mut spans);
            }
            _ => {}
        }
    }
    spans
}

/// Credentials that start a word at `start`.
fn word_spans(bytes: &[u8], start: usize, spans: &mut Vec<(usize, usize)>) {
    let rest = &bytes[start..];
    for (prefix, min, accept) in PREFIXED_TOKENS {
        if rest.starts_with(prefix.as_bytes()) {
            let len = run_len(bytes, start + prefix.len(), accept);
            if len >= *min {
                spans.push((start, start + prefix.len() + len));
            }
        }
    }
    if rest.starts_with(b"eyJ") {
        jwt_span(bytes, start, spans);
    }
    if starts_with_ignore_case(rest, b"bearer") {
        bearer_span(bytes, start + "bearer".len(), spans);
    }
    for header in SECRET_HEADERS {
        if starts_with_ignore_case(rest, header.as_bytes()) {
            let value_start = start
                + header.len()
                + run_len(bytes, start + header.len(), |b| b == b' ' || b == b'\t');
            let value_len = run_len(bytes, value_start, |b| b != b'\n' && b != b'\r');
            if value_len > 0 {
                spans.push((value_start, value_start + value_len));
            }
        }
    }
}

fn starts_with_ignore_case(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.len() >= needle.len() && haystack[..needle.len()].eq_ignore_ascii_case(needle)
}

/// `header.payload.signature`, each part base64url; the signature may be
/// empty (unsigned tokens).
fn jwt_span(bytes: &[u8], start: usize, spans: &mut Vec<(usize, usize)>) {
    let header = run_len(bytes, start, is_token_byte);
    let dot1 = start + header;
    if header < 10 || bytes.get(dot1) != Some(&b'.') {
        return;
    }
    let payload = run_len(bytes, dot1 + 1, is_token_byte);
    let dot2 = dot1 + 1 + payload;
    if payload < 10 || bytes.get(dot2) != Some(&b'.') {
        return;
    }
    let signature = run_len(bytes, dot2 + 1, is_token_byte);
    spans.push((start, dot2 + 1 + signature));
}

/// `Bearer <token>`: the token, when it looks like one (long enough, with a
/// digit), so prose such as "bearer of bad news" survives.
fn bearer_span(bytes: &[u8], after_word: usize, spans: &mut Vec<(usize, usize)>) {
    let gap = run_len(bytes, after_word, |b| b == b' ' || b == b'\t');
    if gap == 0 {
        return;
    }
    let token_start = after_word + gap;
    let len = run_len(bytes, token_start, |b| {
        b.is_ascii_alphanumeric() || b"._~+/=-".contains(&b)
    });
    if len >= 8
        && bytes[token_start..token_start + len]
            .iter()
            .any(u8::is_ascii_digit)
    {
        spans.push((token_start, token_start + len));
    }
}

/// For the `=` at `eq`: the value of a `name=value` pair whose name says
/// secret. The name starts the text or follows `?`, `&`, `#`, `;`, a quote,
/// a bracket or whitespace; the value runs to the next such delimiter.
fn param_value_span(bytes: &[u8], eq: usize, spans: &mut Vec<(usize, usize)>) {
    let is_name_byte = |b: u8| b.is_ascii_alphanumeric() || b"_.-[]".contains(&b);
    let name_len = bytes[..eq]
        .iter()
        .rev()
        .take_while(|&&b| is_name_byte(b))
        .count();
    let name_start = eq - name_len;
    if name_len == 0 {
        return;
    }
    if name_start > 0 {
        let before = bytes[name_start - 1];
        if !(before.is_ascii_whitespace() || b"?&#;\"'(,{".contains(&before)) {
            return;
        }
    }
    // The name is ASCII by construction.
    let name = String::from_utf8_lossy(&bytes[name_start..eq]);
    if !is_secret_param_name(&name) {
        return;
    }
    let value_len = run_len(bytes, eq + 1, |b| {
        !(b.is_ascii_whitespace() || b"&#;\"'<>".contains(&b))
    });
    if value_len > 0 {
        spans.push((eq + 1, eq + 1 + value_len));
    }
}

/// A PEM private key block, to its END line or the end of the text.
fn private_key_span(text: &str, start: usize, spans: &mut Vec<(usize, usize)>) {
    let block = &text[start..];
    let header_end = block.find('\n').unwrap_or(block.len());
    if !block[..header_end].contains("PRIVATE KEY-----") {
        return;
    }
    let end = match block.find("-----END ") {
        Some(at) => {
            let after = &block[at + "-----END ".len()..];
            at + "-----END ".len()
                + after
                    .find("-----")
                    .map_or(after.len(), |e| e + "-----".len())
        }
        None => block.len(),
    };
    spans.push((start, start + end));
}

#[cfg(test)]
mod tests {
    use super::*;
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
