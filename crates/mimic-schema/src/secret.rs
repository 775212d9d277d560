//! Every rule that decides what is secret, in one place: which fields hold
//! secrets (input types, `autocomplete` tokens, macOS secure roles, words in
//! a field's name or label), which metadata keys and `name=value` pairs do,
//! and which substrings of any text look like credentials (the token
//! detectors). The scrubber ([`crate::scrub`]), the observers (candidates
//! marked `sensitive`, screenshot masks) and the in-page recorder (its copy
//! is generated from these lists) all decide with these.

use crate::record::MimicCandidateV1;
/// The `type` of an HTML input that holds a password.
pub const PASSWORD_INPUT_TYPE: &str = "password";

/// `autocomplete` tokens of fields that hold a secret (passwords, one-time
/// codes).
pub const SENSITIVE_AUTOCOMPLETE_TOKENS: &[&str] =
    &["current-password", "new-password", "one-time-code"];

/// `autocomplete` token prefixes of such fields: every payment card field
/// (`cc-number`, `cc-csc`, `cc-exp`, ...).
pub const SENSITIVE_AUTOCOMPLETE_PREFIXES: &[&str] = &["cc-"];

/// The macOS role or subrole of a password field. Its value is never read or
/// written.
pub const SECURE_TEXT_FIELD: &str = "AXSecureTextField";

/// Metadata keys that hold a field's current value: secret whenever the
/// field is sensitive.
const VALUE_METADATA_KEYS: &[&str] = &["value", "inputvalue", "textvalue"];

/// Whether an `autocomplete` attribute (space-separated tokens, any case)
/// names a secret.
pub fn is_sensitive_autocomplete(autocomplete: &str) -> bool {
    autocomplete.split_ascii_whitespace().any(|token| {
        SENSITIVE_AUTOCOMPLETE_TOKENS
            .iter()
            .any(|t| token.eq_ignore_ascii_case(t))
            || SENSITIVE_AUTOCOMPLETE_PREFIXES.iter().any(|prefix| {
                token
                    .get(..prefix.len())
                    .is_some_and(|p| p.eq_ignore_ascii_case(prefix))
            })
    })
}

/// Whether a macOS element with this role and subrole is a secure (password)
/// field.
pub fn is_secure_role(role: &str, subrole: &str) -> bool {
    role == SECURE_TEXT_FIELD || subrole == SECURE_TEXT_FIELD
}

/// Whether what is typed into `candidate` must never be written: password
/// inputs, one-time codes, payment card fields, macOS secure text fields, and
/// anything the observer marked `sensitive`.
pub fn is_sensitive_candidate(candidate: &MimicCandidateV1) -> bool {
    if candidate
        .role
        .as_deref()
        .is_some_and(|role| role.eq_ignore_ascii_case(SECURE_TEXT_FIELD))
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
            text.eq_ignore_ascii_case(PASSWORD_INPUT_TYPE)
        } else if key_is(key, "subrole") {
            text.eq_ignore_ascii_case(SECURE_TEXT_FIELD)
        } else if key_is(key, "autocomplete") {
            is_sensitive_autocomplete(text)
        } else {
            false
        }
    })
}

/// Whether metadata `key` holds a field's current value (`value`,
/// `inputValue`, `text_value`).
pub fn is_value_metadata_key(key: &str) -> bool {
    VALUE_METADATA_KEYS.iter().any(|name| key_is(key, name))
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
pub(crate) fn name_words(name: &str) -> impl Iterator<Item = &str> {
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

pub(crate) fn is_secret_param_name(name: &str) -> bool {
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

/// Whether a metadata key's whole value is secret (`apiKey`, `sessionId`).
pub fn is_secret_metadata_key(key: &str) -> bool {
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

/// The token detectors: byte spans of `text` that look like credentials
/// (possibly overlapping, unordered). All patterns are ASCII, so every span
/// starts and ends on a character boundary.
pub fn secret_spans(text: &str) -> Vec<(usize, usize)> {
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
