//! Page assembly: data embedded as inert JSON, code and style pinned by hash.

use base64::Engine as _;
use serde::Serialize;
use sha2::{Digest, Sha256};

const STYLE: &str = include_str!("viewer.css");
const SCRIPT: &str = include_str!("viewer.js");

/// `value` as JSON that is safe inside `<script type="application/json">`:
/// no `<`, `>` or `&` (so no `</script>` or `<!--`), and no U+2028/U+2029
/// (line terminators to older JavaScript parsers). Outside strings JSON has
/// none of these characters, so escaping them everywhere only touches
/// strings, where `\uXXXX` means the same character.
pub(super) fn script_json<T: Serialize>(value: &T) -> Result<String, serde_json::Error> {
    let json = serde_json::to_string(value)?;
    let mut escaped = String::with_capacity(json.len());
    for ch in json.chars() {
        match ch {
            '<' => escaped.push_str("\\u003c"),
            '>' => escaped.push_str("\\u003e"),
            '&' => escaped.push_str("\\u0026"),
            '\u{2028}' => escaped.push_str("\\u2028"),
            '\u{2029}' => escaped.push_str("\\u2029"),
            other => escaped.push(other),
        }
    }
    Ok(escaped)
}

/// The CSP source expression allowing exactly this inline text.
fn csp_hash(text: &str) -> String {
    let digest = Sha256::digest(text.as_bytes());
    format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(digest)
    )
}

/// The whole page. `index` and each of `traces` must come from
/// [`script_json`]; trace `i` is the block with id `trace-i`.
pub(super) fn page(index: &str, traces: &[String]) -> String {
    // Only the page's own script and style run; images load from files
    // beside the report; nothing connects anywhere.
    let csp = format!(
        "default-src 'none'; script-src {}; style-src {}; img-src 'self' file:; base-uri 'none'; form-action 'none'",
        csp_hash(SCRIPT),
        csp_hash(STYLE)
    );
    let data_len: usize = traces.iter().map(|t| t.len() + 64).sum();
    let mut html =
        String::with_capacity(STYLE.len() + SCRIPT.len() + index.len() + data_len + 1024);
    html.push_str("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    html.push_str(&format!(
        "<meta http-equiv=\"Content-Security-Policy\" content=\"{csp}\">\n"
    ));
    html.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    html.push_str("<title>mimic trace viewer</title>\n<style>");
    html.push_str(STYLE);
    html.push_str("</style>\n</head>\n<body>\n");
    html.push_str("<div id=\"app\"></div>\n<noscript>The trace viewer needs JavaScript (it runs locally; nothing is fetched).</noscript>\n");
    html.push_str("<script type=\"application/json\" id=\"index\">");
    html.push_str(index);
    html.push_str("</script>\n");
    for (i, trace) in traces.iter().enumerate() {
        html.push_str(&format!(
            "<script type=\"application/json\" id=\"trace-{i}\">"
        ));
        html.push_str(trace);
        html.push_str("</script>\n");
    }
    html.push_str("<script>");
    html.push_str(SCRIPT);
    html.push_str("</script>\n</body>\n</html>\n");
    html
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_closing_script_tag_cannot_leave_the_data_block() {
        let json = script_json(&"</script><script>alert(1)</script><!--").unwrap();
        assert!(!json.contains('<') && !json.contains('>'));
        assert_eq!(
            serde_json::from_str::<String>(&json).unwrap(),
            "</script><script>alert(1)</script><!--"
        );
    }

    proptest! {
        #[test]
        fn escaped_json_round_trips_and_holds_no_markup(s in any::<String>(), extra in "[<>&\u{2028}\u{2029}a]{0,8}") {
            let value = vec![s.clone(), extra.clone()];
            let json = script_json(&value).unwrap();
            for forbidden in ['<', '>', '&', '\u{2028}', '\u{2029}'] {
                prop_assert!(!json.contains(forbidden));
            }
            prop_assert_eq!(serde_json::from_str::<Vec<String>>(&json).unwrap(), value);
        }
    }
}
