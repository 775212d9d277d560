//! Checking a step's expected effect in the page, honestly: each
//! [`Expectation`] becomes a read-only script that answers
//! `{"passed": bool, "summary": string}`. The collector runs it (in an
//! isolated world, so page scripts cannot fake the answer) until it passes or
//! [`VERIFY_TIMEOUT_MS`] runs out (then `failed`); a check that cannot run at
//! all (tab gone) is `unknown`. A secret is compared inside the page and
//! never read out: its summary names only its length.

use serde_json::Value;

use crate::demo::tasks::{Expectation, TypedText};

/// How long an effect may take to show. Why: the demo pages react within a
/// frame or a local navigation (tens of ms); 3 s leaves room for a loaded
/// machine without hiding a missing effect for long.
pub const VERIFY_TIMEOUT_MS: u64 = 3_000;

/// Pause between two checks while waiting for an effect.
pub const VERIFY_POLL_MS: u64 = 25;

/// "Nothing happens" can only be judged after a while. Why: a click's
/// navigation or DOM change starts within a frame or two; 250 ms is well past
/// that on the demo pages.
pub const NOTHING_HAPPENS_WAIT_MS: u64 = 250;

fn js(value: &str) -> String {
    serde_json::to_string(value).expect("strings serialize")
}

/// Shared helpers of every check (read-only).
const PRELUDE: &str = r#"const q = (s) => document.querySelector(s);
const rendered = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
const stateOf = (el) => !el ? null : ("checked" in el && (el.type === "checkbox" || el.type === "radio")) ? String(el.checked) : (el.getAttribute("aria-checked") ?? el.getAttribute("aria-pressed"));
const active = () => { let el = document.activeElement; while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement; return el; };"#;

/// Whether the check must wait [`NOTHING_HAPPENS_WAIT_MS`] and run once
/// (an absence of effect) instead of polling for an effect.
pub fn waits_for_nothing(expect: &Expectation) -> bool {
    matches!(expect, Expectation::UrlUnchanged)
}

/// A script to run before the action whose JSON result the check needs
/// (the URL, or a toggle's state), if any.
pub fn before_script(expect: &Expectation) -> Option<String> {
    match expect {
        Expectation::UrlUnchanged => Some("location.href".into()),
        Expectation::Toggles { target } => Some(format!(
            "(() => {{ {PRELUDE}\nreturn stateOf(q({})); }})()",
            js(target)
        )),
        _ => None,
    }
}

/// The check for `expect`. `secret` is the typed secret when the expected
/// value is one; `before` is the result of [`before_script`].
pub fn check_script(expect: &Expectation, secret: Option<&str>, before: Option<&Value>) -> String {
    let body = match expect {
        Expectation::UrlContains { text } => format!(
            "const ok = location.href.includes({t}); return {{passed: ok, summary: ok ? \"URL contains \" + {t} : \"URL is \" + location.pathname + location.search}};",
            t = js(text)
        ),
        Expectation::UrlUnchanged => format!(
            "const ok = location.href === {b}; return {{passed: ok, summary: ok ? \"URL unchanged\" : \"URL changed to \" + location.pathname}};",
            b = before.map_or_else(|| "null".into(), Value::to_string)
        ),
        Expectation::Appears { target } => format!(
            "const ok = rendered(q({t})); return {{passed: ok, summary: ok ? {t} + \" is shown\" : {t} + \" is not shown\"}};",
            t = js(target)
        ),
        Expectation::Disappears { target } => format!(
            "const ok = !rendered(q({t})); return {{passed: ok, summary: ok ? {t} + \" is gone\" : {t} + \" is still shown\"}};",
            t = js(target)
        ),
        Expectation::Focused { target } => format!(
            "const el = q({t}); const ok = !!el && active() === el; return {{passed: ok, summary: ok ? {t} + \" has focus\" : \"focus is on \" + (active() ? active().localName : \"nothing\")}};",
            t = js(target)
        ),
        Expectation::ValueIs { target, text } => {
            let (want, shown) = match text {
                TypedText::Plain { text } => (js(text), true),
                TypedText::Secret { .. } => (js(secret.unwrap_or("")), false),
            };
            let got = if shown {
                "JSON.stringify(v)"
            } else {
                "\"a different value of length \" + v.length"
            };
            format!(
                "const el = q({t}); const v = el ? el.value : null; const ok = v === {want}; return {{passed: ok, summary: ok ? {t} + \" holds the typed text ({n} characters)\" : {t} + \" holds \" + (v === null ? \"nothing\" : {got})}};",
                t = js(target),
                n = if shown {
                    text_len(text)
                } else {
                    secret.map_or(0, |s| s.chars().count())
                },
            )
        }
        Expectation::TextContains { target, text } => format!(
            "const el = q({t}); const ok = !!el && el.textContent.includes({x}); return {{passed: ok, summary: ok ? {t} + \" shows \" + {x} : {t} + \" does not show \" + {x}}};",
            t = js(target),
            x = js(text)
        ),
        Expectation::AttrIs {
            target,
            attr,
            value,
        } => format!(
            "const el = q({t}); const v = el ? el.getAttribute({a}) : null; const ok = v === {v}; return {{passed: ok, summary: {t} + \" has \" + {a} + \"=\" + JSON.stringify(v)}};",
            t = js(target),
            a = js(attr),
            v = js(value)
        ),
        Expectation::Checked { target } => format!(
            "const ok = stateOf(q({t})) === \"true\"; return {{passed: ok, summary: ok ? {t} + \" is checked\" : {t} + \" is not checked\"}};",
            t = js(target)
        ),
        Expectation::Toggles { target } => format!(
            "const was = {b}; const now = stateOf(q({t})); const ok = now !== null && now !== was; return {{passed: ok, summary: {t} + \" went from \" + was + \" to \" + now}};",
            t = js(target),
            b = before.map_or_else(|| "null".into(), Value::to_string)
        ),
        Expectation::InViewport { target } => format!(
            "const el = q({t}); const r = el ? el.getBoundingClientRect() : null; const ok = !!r && r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth; return {{passed: ok, summary: ok ? {t} + \" is in view\" : {t} + \" is not fully in view\"}};",
            t = js(target)
        ),
    };
    format!("(() => {{ {PRELUDE}\n{body} }})()")
}

fn text_len(text: &TypedText) -> usize {
    match text {
        TypedText::Plain { text } => text.chars().count(),
        TypedText::Secret { .. } => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::demo::tasks::SecretKind;

    #[test]
    fn a_secret_is_compared_in_the_page_and_never_reported() {
        let expect = Expectation::ValueIs {
            target: "#pw".into(),
            text: TypedText::Secret {
                secret: SecretKind::Password,
            },
        };
        let script = check_script(&expect, Some("Pw-hunter2-xyz"), None);
        // The secret goes to the page for the comparison...
        assert!(script.contains("\"Pw-hunter2-xyz\""));
        // ...but no branch of the summary can read the value out.
        assert!(!script.contains("JSON.stringify(v)"), "{script}");
        assert!(script.contains("14 characters"));
    }

    #[test]
    fn before_scripts_exist_exactly_where_checks_need_them() {
        assert!(before_script(&Expectation::UrlUnchanged).is_some());
        assert!(
            before_script(&Expectation::Toggles {
                target: "#a".into()
            })
            .is_some()
        );
        assert!(
            before_script(&Expectation::Appears {
                target: "#a".into()
            })
            .is_none()
        );
        assert!(waits_for_nothing(&Expectation::UrlUnchanged));
        assert!(!waits_for_nothing(&Expectation::Appears {
            target: "#a".into()
        }));
    }

    #[test]
    fn checks_are_valid_javascript() {
        // node parses every generated script (the demo pages run them in Chromium).
        let Ok(node) = which_node() else { return };
        let before = serde_json::json!("http://127.0.0.1/x");
        let expectations = [
            Expectation::UrlContains {
                text: "a\"b".into(),
            },
            Expectation::UrlUnchanged,
            Expectation::Appears {
                target: "[data-testid=\"x\"]".into(),
            },
            Expectation::Disappears {
                target: "#x".into(),
            },
            Expectation::Focused {
                target: "#x".into(),
            },
            Expectation::ValueIs {
                target: "#x".into(),
                text: TypedText::Plain { text: "hi".into() },
            },
            Expectation::TextContains {
                target: "#x".into(),
                text: "2".into(),
            },
            Expectation::AttrIs {
                target: "#x".into(),
                attr: "aria-sort".into(),
                value: "ascending".into(),
            },
            Expectation::Checked {
                target: "#x".into(),
            },
            Expectation::Toggles {
                target: "#x".into(),
            },
            Expectation::InViewport {
                target: "#x".into(),
            },
        ];
        for expect in &expectations {
            for script in [
                Some(check_script(expect, None, Some(&before))),
                before_script(expect),
            ]
            .into_iter()
            .flatten()
            {
                let status = std::process::Command::new(&node)
                    .args(["--check", "-"])
                    .stdin(std::process::Stdio::piped())
                    .spawn()
                    .and_then(|mut child| {
                        use std::io::Write;
                        child.stdin.take().unwrap().write_all(script.as_bytes())?;
                        child.wait()
                    })
                    .unwrap();
                assert!(status.success(), "{expect:?}:\n{script}");
            }
        }
    }

    fn which_node() -> Result<std::path::PathBuf, ()> {
        std::env::var_os("PATH")
            .and_then(|paths| {
                std::env::split_paths(&paths)
                    .map(|p| p.join("node"))
                    .find(|p| p.is_file())
            })
            .ok_or(())
    }
}
