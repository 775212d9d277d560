//! Checking a step's expected effect in the page, honestly: each
//! [`Expectation`] locates its elements ([`crate::locate`]) and asks them
//! read-only questions in an isolated world, so page scripts cannot fake the
//! answer; the task author's own `script` check is the one exception, run in
//! the page's main world because it reads application state (it must return
//! a boolean, and no page value is kept). The collector polls until every
//! check passes or the step's timeout runs out (then `failed`); a check that
//! cannot run at all (tab gone) is `unknown`. A secret is compared inside
//! the page and never read out: its summary names only its length.

use std::time::Duration;

use mimic_observe::chrome::Page;
use mimic_observe::chrome::recording::evaluate;
use mimic_schema::{MimicVerificationV1, VerificationStatus};
use mimic_task::Locator;
use mimic_task::script::{Compare, Expectation, TypedText};
use serde_json::{Value, json};

use crate::locate::{LocateError, Located, call_on, locate_all, locate_one};

/// Pause between two checks while waiting for an effect.
pub const VERIFY_POLL_MS: u64 = 25;

/// "Nothing happens" can only be judged after a while. Why: a click's
/// navigation or DOM change starts within a frame or two; 250 ms is well past
/// that on the demo pages.
pub const NOTHING_HAPPENS_WAIT_MS: u64 = 250;

/// Longest wait for one answer of the page.
const EVALUATE_DEADLINE: Duration = Duration::from_secs(5);

/// Whether `this` is rendered (has boxes and is not `visibility: hidden`).
const RENDERED_FN: &str = "function() { return this.getClientRects().length > 0 && getComputedStyle(this).visibility !== 'hidden'; }";

/// A checkbox or radio button's `checked`, else `aria-checked` or
/// `aria-pressed`, as text; `null` when the element has no such state.
const STATE_FN: &str = "function() { if ('checked' in this && (this.type === 'checkbox' || this.type === 'radio')) return String(this.checked); return this.getAttribute('aria-checked') ?? this.getAttribute('aria-pressed'); }";

/// Whether `this` has keyboard focus (through open shadow roots).
const FOCUSED_FN: &str = "function() { let el = this.ownerDocument.activeElement; while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement; return el === this; }";

const ENABLED_FN: &str = "function() { return !this.matches(':disabled') && this.getAttribute('aria-disabled') !== 'true'; }";

/// The element's text (`textContent`) or a field's value, compared in the
/// page: `equals` after collapsing white space, `contains` as is. Only a
/// non-secret value is read out, for the summary.
const COMPARE_FN: &str = "function(field, mode, want, readable) { const raw = field === 'value' ? this.value : this.textContent; if (raw == null) return { ok: false, got: null }; const norm = (s) => String(s).replace(/\\s+/g, ' ').trim(); const ok = mode === 'equals' ? norm(raw) === norm(want) : String(raw).includes(want); return { ok, got: readable ? String(raw) : null, length: String(raw).length }; }";

const ATTRIBUTE_FN: &str = "function(name) { return this.getAttribute(name); }";

const IN_VIEWPORT_JS: &str = "({ width: innerWidth, height: innerHeight })";

/// Whether the check is an absence of effect: it waits
/// [`NOTHING_HAPPENS_WAIT_MS`] and runs once instead of polling.
pub fn waits_for_nothing(expect: &Expectation) -> bool {
    matches!(expect, Expectation::UrlUnchanged)
}

/// What a check needs from before the action (the URL, or a toggle's
/// state), if anything.
pub async fn before(page: &Page, expect: &Expectation) -> Result<Option<Value>, LocateError> {
    Ok(match expect {
        Expectation::UrlUnchanged => {
            Some(evaluate(page, "location.href", EVALUATE_DEADLINE).await?)
        }
        Expectation::Toggles { target } => {
            let element = locate_one(page, target, None).await?;
            Some(call_on(page, &element, STATE_FN, &[]).await?)
        }
        _ => None,
    })
}

/// One check's answer.
#[derive(Debug, Clone, PartialEq)]
pub struct CheckAnswer {
    pub passed: bool,
    pub summary: String,
}

fn answer(passed: bool, summary: impl Into<String>) -> CheckAnswer {
    CheckAnswer {
        passed,
        summary: summary.into(),
    }
}

/// The one element a check reads, or the failed answer that names why not.
async fn one(page: &Page, target: &Locator) -> Result<Result<Located, CheckAnswer>, LocateError> {
    match locate_one(page, target, None).await {
        Ok(element) => Ok(Ok(element)),
        Err(
            e @ (LocateError::NotFound { .. }
            | LocateError::Several { .. }
            | LocateError::NthOutOfRange { .. }),
        ) => Ok(Err(answer(false, e.to_string()))),
        Err(e) => Err(e),
    }
}

async fn rendered(page: &Page, elements: &[Located]) -> Result<usize, LocateError> {
    let mut shown = 0;
    for element in elements {
        if call_on(page, element, RENDERED_FN, &[]).await? == Value::Bool(true) {
            shown += 1;
        }
    }
    Ok(shown)
}

/// Runs one check now. `secret` is the typed secret when the expected value
/// is one; `before` is what [`before`] read.
pub async fn check(
    page: &Page,
    expect: &Expectation,
    secret: Option<&str>,
    before: Option<&Value>,
) -> Result<CheckAnswer, LocateError> {
    macro_rules! element {
        ($target:expr) => {
            match one(page, $target).await? {
                Ok(element) => element,
                Err(failed) => return Ok(failed),
            }
        };
    }
    Ok(match expect {
        Expectation::UrlContains { text } => {
            let url = current_url(page).await?;
            let ok = url.contains(text.as_str());
            answer(
                ok,
                if ok {
                    format!("URL contains {text:?}")
                } else {
                    format!("URL is {url}")
                },
            )
        }
        Expectation::UrlMatches { pattern } => {
            let script = format!(
                "(() => {{ try {{ return new RegExp({}).test(location.href); }} catch (e) {{ return 'bad pattern: ' + e.message; }} }})()",
                json!(pattern)
            );
            match evaluate(page, &script, EVALUATE_DEADLINE).await? {
                Value::Bool(ok) => answer(
                    ok,
                    if ok {
                        format!("URL matches /{pattern}/")
                    } else {
                        format!(
                            "URL {} does not match /{pattern}/",
                            current_url(page).await?
                        )
                    },
                ),
                other => answer(
                    false,
                    other
                        .as_str()
                        .unwrap_or("the pattern did not run")
                        .to_string(),
                ),
            }
        }
        Expectation::UrlUnchanged => {
            let url = current_url(page).await?;
            let ok = before.and_then(Value::as_str) == Some(url.as_str());
            answer(
                ok,
                if ok {
                    "URL unchanged".to_string()
                } else {
                    format!("URL changed to {url}")
                },
            )
        }
        Expectation::Exists { target } => {
            let n = locate_all(page, target, None).await?.len();
            answer(
                n > 0,
                if n > 0 {
                    format!("{target} exists")
                } else {
                    format!("nothing matches {target}")
                },
            )
        }
        Expectation::Visible { target } => {
            let shown = rendered(page, &locate_all(page, target, None).await?).await?;
            answer(
                shown > 0,
                if shown > 0 {
                    format!("{target} is shown")
                } else {
                    format!("{target} is not shown")
                },
            )
        }
        Expectation::Hidden { target } => {
            let shown = rendered(page, &locate_all(page, target, None).await?).await?;
            answer(
                shown == 0,
                if shown == 0 {
                    format!("{target} is gone")
                } else {
                    format!("{target} is still shown")
                },
            )
        }
        Expectation::Count { target, equals } => {
            let n = locate_all(page, target, None).await?.len();
            answer(
                n == *equals as usize,
                format!("{n} elements match {target}"),
            )
        }
        Expectation::Enabled { target } => {
            let element = element!(target);
            let ok = call_on(page, &element, ENABLED_FN, &[]).await? == Value::Bool(true);
            answer(
                ok,
                format!("{target} is {}", if ok { "enabled" } else { "disabled" }),
            )
        }
        Expectation::Checked { target } => {
            let element = element!(target);
            let ok = call_on(page, &element, STATE_FN, &[]).await? == json!("true");
            answer(
                ok,
                format!("{target} is {}", if ok { "checked" } else { "not checked" }),
            )
        }
        Expectation::Toggles { target } => {
            let element = element!(target);
            let now = call_on(page, &element, STATE_FN, &[]).await?;
            let was = before.cloned().unwrap_or(Value::Null);
            let ok = !now.is_null() && now != was;
            answer(ok, format!("{target} went from {was} to {now}"))
        }
        Expectation::Focused { target } => {
            let element = element!(target);
            let ok = call_on(page, &element, FOCUSED_FN, &[]).await? == Value::Bool(true);
            answer(
                ok,
                if ok {
                    format!("{target} has focus")
                } else {
                    format!("{target} does not have focus")
                },
            )
        }
        Expectation::InViewport { target } => {
            let element = element!(target);
            let viewport = evaluate(page, IN_VIEWPORT_JS, EVALUATE_DEADLINE).await?;
            let (width, height) = (
                viewport["width"].as_f64().unwrap_or(0.0),
                viewport["height"].as_f64().unwrap_or(0.0),
            );
            let b = element.bounds();
            let ok = b.width > 0.0
                && b.y >= 0.0
                && b.x >= 0.0
                && b.bottom() <= height
                && b.right() <= width;
            answer(
                ok,
                format!(
                    "{target} is {}",
                    if ok { "in view" } else { "not fully in view" }
                ),
            )
        }
        Expectation::Text {
            target,
            compare,
            text,
        } => {
            let element = element!(target);
            compared(page, &element, target, "text", *compare, text, None).await?
        }
        Expectation::Value {
            target,
            compare,
            text,
        } => {
            let element = element!(target);
            match text {
                TypedText::Plain { text } => {
                    compared(page, &element, target, "value", *compare, text, None).await?
                }
                TypedText::Secret { .. } => {
                    let secret = secret.unwrap_or_default();
                    compared(
                        page,
                        &element,
                        target,
                        "value",
                        *compare,
                        secret,
                        Some(secret.chars().count()),
                    )
                    .await?
                }
            }
        }
        Expectation::Attribute {
            target,
            name,
            value,
        } => {
            let element = element!(target);
            let got = call_on(page, &element, ATTRIBUTE_FN, &[json!(name)]).await?;
            answer(got == json!(value), format!("{target} has {name}={got}"))
        }
        Expectation::Script { expression } => main_world_check(page, expression).await?,
    })
}

/// A text or value comparison; `secret_len` is set when the expected text is
/// a secret, which is then never read back.
async fn compared(
    page: &Page,
    element: &Located,
    target: &Locator,
    field: &str,
    compare: Compare,
    want: &str,
    secret_len: Option<usize>,
) -> Result<CheckAnswer, LocateError> {
    let mode = match compare {
        Compare::Contains => "contains",
        Compare::Equals => "equals",
    };
    let result = call_on(
        page,
        element,
        COMPARE_FN,
        &[
            json!(field),
            json!(mode),
            json!(want),
            json!(secret_len.is_none()),
        ],
    )
    .await?;
    let ok = result["ok"] == Value::Bool(true);
    let summary = match (ok, secret_len) {
        (true, Some(n)) => format!("{target} holds the typed secret ({n} characters)"),
        (false, Some(_)) => format!(
            "{target} holds a different value of length {}",
            result["length"].as_u64().unwrap_or(0)
        ),
        (true, None) if field == "value" => {
            format!(
                "{target} holds the typed text ({} characters)",
                want.chars().count()
            )
        }
        (true, None) => format!("{target} shows {want:?}"),
        (false, None) => match result["got"].as_str() {
            Some(got) => format!("{target} {field} is {got:?}"),
            None => format!("{target} has no {field}"),
        },
    };
    Ok(answer(ok, summary))
}

async fn current_url(page: &Page) -> Result<String, LocateError> {
    Ok(evaluate(page, "location.href", EVALUATE_DEADLINE)
        .await?
        .as_str()
        .unwrap_or_default()
        .to_string())
}

/// The task author's expression in the page's main world: only whether it
/// returned `true` is kept.
async fn main_world_check(page: &Page, expression: &str) -> Result<CheckAnswer, LocateError> {
    let result = page
        .call(
            "Runtime.evaluate",
            json!({
                "expression": format!("(() => {{ const v = ({expression}); return typeof v === 'boolean' ? v : 'a ' + typeof v; }})()"),
                "returnByValue": true,
                "awaitPromise": true,
                "silent": true,
            }),
        )
        .await?;
    if let Some(details) = result.get("exceptionDetails") {
        let message = details
            .pointer("/exception/description")
            .or_else(|| details.get("text"))
            .and_then(Value::as_str)
            .unwrap_or("an exception")
            .lines()
            .next()
            .unwrap_or_default()
            .to_string();
        return Ok(answer(false, format!("the page check threw: {message}")));
    }
    Ok(match result.pointer("/result/value") {
        Some(Value::Bool(true)) => answer(true, "the page check returned true"),
        Some(Value::Bool(false)) => answer(false, "the page check returned false"),
        Some(Value::String(kind)) => answer(
            false,
            format!("the page check returned {kind}, not a boolean"),
        ),
        _ => answer(false, "the page check returned no value"),
    })
}

/// Polls every check of a step until all pass, a dialog blocks the page, or
/// `timeout_ms` passes.
pub async fn verify(
    page: &Page,
    checks: &[Expectation],
    timeout_ms: u64,
    secret: Option<&str>,
    before: &[Option<Value>],
) -> Option<MimicVerificationV1> {
    if checks.is_empty() {
        return None;
    }
    if checks.iter().any(waits_for_nothing) {
        tokio::time::sleep(Duration::from_millis(NOTHING_HAPPENS_WAIT_MS)).await;
    }
    let deadline = tokio::time::Instant::now() + Duration::from_millis(timeout_ms);
    loop {
        let mut answers = Vec::new();
        let mut failure: Option<String> = None;
        let mut blocked = false;
        for (i, expect) in checks.iter().enumerate() {
            match check(page, expect, secret, before.get(i).and_then(Option::as_ref)).await {
                Ok(a) => answers.push(a),
                Err(e) => {
                    // Nothing runs behind a dialog: no use waiting for the effect.
                    blocked = matches!(
                        &e,
                        LocateError::Chrome(mimic_observe::chrome::Error::DialogOpen(_))
                    );
                    failure = Some(e.to_string());
                    break;
                }
            }
        }
        let passed = failure.is_none() && answers.iter().all(|a| a.passed);
        let done = passed
            || blocked
            || checks.iter().any(waits_for_nothing)
            || tokio::time::Instant::now() >= deadline;
        if done {
            let summary = answers
                .iter()
                .map(|a| a.summary.as_str())
                .collect::<Vec<_>>()
                .join("; ");
            return Some(match failure {
                // A navigation in progress destroys the context: a late
                // answer is unknown, not failed.
                Some(e) => MimicVerificationV1 {
                    status: VerificationStatus::Unknown,
                    summary: Some(format!("the check could not run: {e}")),
                },
                None => MimicVerificationV1 {
                    status: if passed {
                        VerificationStatus::Passed
                    } else {
                        VerificationStatus::Failed
                    },
                    summary: Some(summary),
                },
            });
        }
        tokio::time::sleep(Duration::from_millis(VERIFY_POLL_MS)).await;
    }
}
