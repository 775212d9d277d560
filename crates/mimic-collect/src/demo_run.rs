//! The deterministic demonstrator on a real Chromium: for each step of a
//! task script it observes the page (before acting, so the observation is
//! exactly the page the action met), resolves the target and the aim, acts
//! with real input events, verifies the expected effect, maps the action
//! with mimic-map and appends the record. Raw input is recorded from inside
//! the page at the same time, so every demo trace can be replayed.

use std::collections::{BTreeMap, VecDeque};
use std::sync::Mutex;
use std::time::Duration;

use mimic_input::cdp_input::{self, InputCommand};
use mimic_input::recorder::RecorderMessage;
use mimic_map::MapOptions;
use mimic_observe::Observation;
use mimic_observe::chrome::recording::{Recording, dispatch_until_dialog, epoch_ms, evaluate};
use mimic_observe::chrome::{
    Browser, Error as ChromeError, LaunchOptions, LoadPolicy, ObserveOptions, Page, observe,
};
use mimic_schema::jsonl::Durability;
use mimic_schema::raw::{RAW_EVENTS_SCHEMA, RawEvent, RawEventV1};
use mimic_schema::scrub::REDACTED;
use mimic_schema::writer::RawEventWriter;
use mimic_schema::{
    Bounds, Collector, DemonstratorExtV1, MappingStatus, MimicActionType, MimicActionV1,
    MimicTraceRecordV1, MimicVerificationV1, Platform, Point, ScrollDirection, TraceStatus,
    VerificationStatus,
};
use mimic_task::script::{
    Aim, DELIBERATE_MISS, ScriptAction, ScriptStep, SecretError, StartAt, TaskScript, TypedText,
    WaitFor, describe_all,
};
use serde_json::json;

use super::aim::{aim_point, blank_point};
use super::locate::{LocateError, Located, call_on, locate_one};
use super::out::OutLayout;
use super::record::{Clock, StepFacts, TraceContext, TraceFile, TraceFileError, trace_id};
use super::verify::{self, VERIFY_POLL_MS};
use crate::demo::Servers;

/// Wheel delta of one notch, in CSS pixels (Chromium's default line step
/// times three lines).
pub const WHEEL_NOTCH_PX: f64 = 120.0;

/// How long the page may stay busy after an action before the next
/// observation. Why: the demo pages render within a frame; 40 ms without a
/// DOM change is settled for them and keeps 100 traces within the time goal.
pub const SETTLE_QUIET: Duration = Duration::from_millis(40);

/// Longest wait for a check script or a resolve script to answer.
const EVALUATE_DEADLINE: Duration = Duration::from_secs(5);

#[derive(Debug, thiserror::Error)]
pub enum CollectError {
    #[error(transparent)]
    Chrome(#[from] mimic_observe::chrome::Error),
    #[error(transparent)]
    Mac(#[from] mimic_observe::macos::MacError),
    #[error(transparent)]
    Map(#[from] mimic_map::MapError),
    #[error(transparent)]
    TraceFile(#[from] TraceFileError),
    #[error(transparent)]
    Write(#[from] mimic_schema::jsonl::WriteError),
    #[error("step {step} ({subgoal}): {source}")]
    Locate {
        step: String,
        subgoal: String,
        source: LocateError,
    },
    #[error("step {step}: the target has no box to aim at")]
    NoBox { step: String },
    #[error("step {step}: no blank point on the page for a deliberate miss")]
    NoBlankPoint { step: String },
    #[error("step {step}: {source}")]
    Secret { step: String, source: SecretError },
    #[error("step {step}: {reason}")]
    Failed { step: String, reason: String },
    #[error("no server was started for {0}")]
    NoServer(std::path::PathBuf),
    #[error("this platform has no v1 platform name")]
    UnknownPlatform,
    #[error("step {step}: could not put the text to paste on the clipboard: {reason}")]
    Clipboard { step: String, reason: String },
}

/// Settings of one collection run.
#[derive(Debug, Clone)]
pub struct DemoRunOptions {
    pub out: OutLayout,
    pub run: u32,
    pub clock: Clock,
    pub map_options: MapOptions,
    /// Values of secret parameters given from outside the task files
    /// (`--param` on a secret parameter); never written anywhere.
    pub given_secrets: BTreeMap<String, String>,
}

/// One collected trace: its records (also on disk) and, if it ended early,
/// why.
#[derive(Debug, Clone)]
pub struct TraceOutcome {
    pub trace_id: String,
    pub records: Vec<MimicTraceRecordV1>,
    pub fault: Option<String>,
    /// Recorder payloads that could not be read (should stay empty).
    pub recorder_errors: Vec<String>,
}

/// What the collector found in the page for a step.
#[derive(Debug, Default)]
struct Resolved {
    target: Option<Bounds>,
    inner: Option<Bounds>,
    intended: Option<String>,
}

/// The candidate that is `el` or its nearest ancestor that is one (through
/// shadow hosts; a `label` on the way stands for its control, which takes
/// its clicks), by the candidates' documented locators (`framePath`, then
/// `selector` with ` >>> ` entering an open shadow root). A candidate of the
/// element's own document with a plain selector is tested with `matches` on
/// the element and its ancestors only: looking every selector up in the
/// document cost seconds on a page of 50,000 elements (`nth-of-type` among
/// 50,000 siblings). The others (in shadow trees or frames, a few) are
/// resolved from the top document.
const INTENDED_JS: &str = r#"const intendedCandidate = (el, candidates) => {
  const frames = []; for (let w = el.ownerDocument.defaultView; w && w.frameElement; w = w.frameElement.ownerDocument.defaultView) frames.push(w);
  const depth = frames.length;
  const resolve = (framePath, selector) => {
    let doc = (frames.length ? frames[frames.length - 1].frameElement.ownerDocument : el.ownerDocument);
    for (const sel of framePath) { const f = doc.querySelector(sel); doc = f && f.contentDocument; if (!doc) return null; }
    let root = doc, found = null;
    for (const part of selector.split(' >>> ')) { if (!root) return null; found = root.querySelector(part); root = found && found.shadowRoot; }
    return found;
  };
  const resolved = new Map();
  const isCandidate = (node) => {
    for (const [id, framePath, selector] of candidates) {
      if (framePath.length !== depth) continue;
      try {
        if (depth === 0 && !selector.includes(' >>> ')) { if (node.matches(selector)) return id; continue; }
        if (!resolved.has(id)) resolved.set(id, resolve(framePath, selector));
        if (resolved.get(id) === node) return id;
      } catch (_) {}
    }
    return null;
  };
  for (let node = el; node; node = node.parentElement || (node.getRootNode() instanceof ShadowRoot ? node.getRootNode().host : null)) {
    const id = isCandidate(node); if (id) return id;
    if (node.localName === 'label' && node.control) { const forwarded = isCandidate(node.control); if (forwarded) return forwarded; }
  }
  return null;
};"#;

/// [`INTENDED_JS`] for the element a locator found (`this`).
const INTENDED_FN: &str =
    "function(candidates) { %INTENDED%\n return intendedCandidate(this, candidates); }";

/// The focused element (through open shadow roots and same-origin frames)
/// and the candidate it is or lies in: where typed keys go.
const FOCUSED_JS: &str = r#"((candidates) => { %INTENDED%
  let el = document.activeElement;
  for (;;) {
    if (el && el.shadowRoot && el.shadowRoot.activeElement) { el = el.shadowRoot.activeElement; continue; }
    if (el && el.contentDocument && el.contentDocument.activeElement) { el = el.contentDocument.activeElement; continue; }
    break;
  }
  if (!el || el === el.ownerDocument.body) return { intended: null };
  return { intended: intendedCandidate(el, candidates) };
})"#;

fn js(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value).expect("serializable")
}

/// `[id, framePath, selector]` of every candidate with a selector.
fn candidate_selectors(observation: &Observation) -> Vec<(String, Vec<String>, String)> {
    observation
        .observation
        .candidates
        .iter()
        .filter_map(|c| {
            let metadata = c.metadata.as_ref()?;
            let selector = metadata.get("selector")?.as_str()?;
            let frame_path = metadata
                .get("framePath")
                .and_then(|p| p.as_array())
                .map(|p| {
                    p.iter()
                        .filter_map(|s| s.as_str().map(String::from))
                        .collect()
                })
                .unwrap_or_default();
            Some((c.id.clone(), frame_path, selector.to_string()))
        })
        .collect()
}

/// A script with the candidate matcher filled in.
fn with_matcher(script: &str) -> String {
    script.replace("%INTENDED%", INTENDED_JS)
}

/// Names a step in errors: `3` for recorded step 3, `setup 1` for a setup
/// step.
#[derive(Debug, Clone, Copy)]
struct StepRef<'a> {
    label: &'a str,
    index: usize,
    step: &'a ScriptStep,
}

impl StepRef<'_> {
    fn name(&self) -> String {
        if self.label.is_empty() {
            self.index.to_string()
        } else {
            format!("{} {}", self.label, self.index)
        }
    }

    fn locate_error(&self, source: LocateError) -> CollectError {
        match source {
            LocateError::Chrome(e) => CollectError::Chrome(e),
            source => CollectError::Locate {
                step: self.name(),
                subgoal: self.step.subgoal.clone(),
                source,
            },
        }
    }
}

async fn locate_target(
    page: &Page,
    at: StepRef<'_>,
    target: &mimic_task::Locator,
) -> Result<Located, CollectError> {
    locate_one(page, target, None)
        .await
        .map_err(|e| at.locate_error(e))
}

async fn resolve(
    page: &Page,
    at: StepRef<'_>,
    observation: Option<&Observation>,
) -> Result<Resolved, CollectError> {
    let selectors = observation.map(candidate_selectors).unwrap_or_default();
    let (target, aim) = match &at.step.action {
        ScriptAction::Click { target, aim, .. }
        | ScriptAction::Hover { target, aim }
        | ScriptAction::Select { target, aim, .. } => (target, Some(aim)),
        ScriptAction::Scroll {
            over: Some(target), ..
        } => (target, None),
        ScriptAction::Type { .. } | ScriptAction::Paste { .. } | ScriptAction::Press { .. } => {
            let value = evaluate(
                page,
                &format!("{}({})", with_matcher(FOCUSED_JS), js(&selectors)),
                EVALUATE_DEADLINE,
            )
            .await?;
            return Ok(Resolved {
                intended: value["intended"].as_str().map(String::from),
                ..Resolved::default()
            });
        }
        ScriptAction::ClickBlank { .. }
        | ScriptAction::Scroll { .. }
        | ScriptAction::Wait { .. } => {
            return Ok(Resolved::default());
        }
    };
    let element = locate_target(page, at, target).await?;
    let inner = match aim {
        Some(Aim::Inner { part, .. }) => locate_one(page, part, Some(&element))
            .await
            .ok()
            .map(|part| part.bounds()),
        _ => None,
    };
    let intended = call_on(
        page,
        &element,
        &with_matcher(INTENDED_FN),
        &[json!(selectors)],
    )
    .await
    .map_err(|e| at.locate_error(e))?;
    Ok(Resolved {
        target: Some(element.bounds()),
        inner,
        intended: intended.as_str().map(String::from),
    })
}

/// The action, its input commands, the demonstrator's intent and the JSON
/// paths redacted in the action.
struct Plan {
    /// `None` for a step v1 cannot record (a hover).
    action: Option<MimicActionV1>,
    commands: Vec<InputCommand>,
    demonstrator: DemonstratorExtV1,
    redacted_paths: Vec<String>,
    secret: Option<String>,
    /// Text to put on the clipboard before the commands (a paste).
    clipboard: Option<String>,
}

fn blank(observation: &Observation, pick: f64, at: StepRef<'_>) -> Result<Point, CollectError> {
    // A click on a control's label reaches the control, one on a link's
    // content moved out of its box the link: no blank there.
    let occupied: Vec<Bounds> = observation
        .observation
        .candidates
        .iter()
        .flat_map(|c| std::iter::once(c.bounds).chain(mimic_map::indirect_rects(c)))
        .collect();
    blank_point(pick, observation.ext.observed_area, &occupied)
        .ok_or(CollectError::NoBlankPoint { step: at.name() })
}

/// A pointer at `aim` in the resolved target.
fn aimed(resolved: &Resolved, aim: &Aim, at: StepRef<'_>) -> Result<Point, CollectError> {
    resolved
        .target
        .and_then(|bounds| aim_point(aim, bounds, resolved.inner))
        .ok_or(CollectError::NoBox { step: at.name() })
}

/// The whole press and release of one click; `count` 2 is the second click
/// of a double click.
fn click_commands(point: Point, count: u8) -> Vec<InputCommand> {
    if count <= 1 {
        return cdp_input::click(point);
    }
    let count = u32::from(count);
    vec![
        cdp_input::mouse_move(point),
        cdp_input::mouse_press(point, 0, count, Default::default()),
        cdp_input::mouse_release(point, 0, count, Default::default()),
    ]
}

fn plan(
    at: StepRef<'_>,
    resolved: Resolved,
    observation: Option<&Observation>,
    resolve_text: &dyn Fn(&TypedText) -> Result<String, SecretError>,
    select_keys: Option<Vec<InputCommand>>,
) -> Result<Plan, CollectError> {
    let intent = |intended: Option<String>, aim: Option<&str>| DemonstratorExtV1 {
        expected_status: if intended.is_some() {
            MappingStatus::MatchedCandidate
        } else {
            MappingStatus::NoTarget
        },
        intended_candidate_id: intended,
        aim: aim.map(String::from),
    };
    let simple = |action: MimicActionV1, commands: Vec<InputCommand>, demonstrator| Plan {
        action: Some(action),
        commands,
        demonstrator,
        redacted_paths: vec![],
        secret: None,
        clipboard: None,
    };
    let blank_at = |pick: f64| match observation {
        Some(observation) => blank(observation, pick, at),
        None => Err(CollectError::Failed {
            step: at.name(),
            reason: "a setup step cannot aim at blank space (it has no observation)".into(),
        }),
    };
    Ok(match &at.step.action {
        ScriptAction::Click { aim, count, .. } => {
            let point = aimed(&resolved, aim, at)?;
            simple(
                MimicActionV1::click(point),
                click_commands(point, *count),
                intent(resolved.intended, Some(aim.name())),
            )
        }
        ScriptAction::ClickBlank { pick } => {
            let point = blank_at(*pick)?;
            simple(
                MimicActionV1::click(point),
                cdp_input::click(point),
                intent(None, Some(DELIBERATE_MISS)),
            )
        }
        ScriptAction::Hover { aim, .. } => {
            let point = aimed(&resolved, aim, at)?;
            Plan {
                action: None,
                commands: vec![cdp_input::mouse_move(point)],
                demonstrator: intent(resolved.intended, Some(aim.name())),
                redacted_paths: vec![],
                secret: None,
                clipboard: None,
            }
        }
        ScriptAction::Select { aim, .. } => {
            let point = aimed(&resolved, aim, at)?;
            let mut commands = click_commands(point, 1);
            commands.extend(select_keys.unwrap_or_default());
            simple(
                MimicActionV1::click(point),
                commands,
                intent(resolved.intended, Some(aim.name())),
            )
        }
        ScriptAction::Type { text } | ScriptAction::Paste { text } => {
            let typed = resolve_text(text).map_err(|source| CollectError::Secret {
                step: at.name(),
                source,
            })?;
            let (action_text, redacted_paths, secret) = if text.is_secret() {
                (
                    REDACTED.to_string(),
                    vec!["chosenAction.text".to_string()],
                    Some(typed.clone()),
                )
            } else {
                (typed.clone(), vec![], None)
            };
            let pasting = matches!(at.step.action, ScriptAction::Paste { .. });
            Plan {
                action: Some(MimicActionV1::type_text(action_text)),
                commands: if pasting {
                    paste_commands()
                } else {
                    cdp_input::type_text(&typed)
                },
                demonstrator: intent(resolved.intended, None),
                redacted_paths,
                secret,
                clipboard: pasting.then_some(typed),
            }
        }
        ScriptAction::Press { key } => simple(
            MimicActionV1::press_key(key.clone()),
            cdp_input::press_combo(key),
            intent(resolved.intended, None),
        ),
        ScriptAction::Scroll {
            direction,
            ticks,
            over,
            pick,
        } => {
            let (point, aim) = match over {
                Some(_) => (aimed(&resolved, &Aim::Center, at)?, Aim::Center.name()),
                None => (blank_at(*pick)?, DELIBERATE_MISS),
            };
            let (dx, dy) = match direction {
                ScrollDirection::Down => (0.0, WHEEL_NOTCH_PX),
                ScrollDirection::Up => (0.0, -WHEEL_NOTCH_PX),
                ScrollDirection::Right => (WHEEL_NOTCH_PX, 0.0),
                ScrollDirection::Left => (-WHEEL_NOTCH_PX, 0.0),
            };
            let mut commands = vec![cdp_input::mouse_move(point)];
            commands
                .extend((0..*ticks).map(|_| cdp_input::wheel(point, dx, dy, Default::default())));
            simple(
                MimicActionV1::scroll(*direction, Some(point)),
                commands,
                intent(None, Some(aim)),
            )
        }
        ScriptAction::Wait { .. } => simple(
            MimicActionV1::new(MimicActionType::Wait),
            vec![],
            intent(None, None),
        ),
    })
}

/// Control+V, with Chromium's `paste` editing command on the V key so it
/// pastes on every platform (macOS binds paste to Meta+V).
fn paste_commands() -> Vec<InputCommand> {
    let mut commands = cdp_input::press_combo("Control+v");
    for command in &mut commands {
        if command.params["key"] == "v" && command.params["type"] != "keyUp" {
            command.params["commands"] = json!(["paste"]);
        }
    }
    commands
}

/// Puts `text` on the browser's clipboard, as copying it in another
/// application would, so the next Control+V is a real paste.
async fn write_clipboard(page: &Page, text: &str, at: StepRef<'_>) -> Result<(), CollectError> {
    let failed = |reason: String| CollectError::Clipboard {
        step: at.name(),
        reason,
    };
    page.call(
        "Browser.grantPermissions",
        json!({ "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"] }),
    )
    .await?;
    // The clipboard API answers only a focused document; headless tabs are not.
    page.call(
        "Emulation.setFocusEmulationEnabled",
        json!({ "enabled": true }),
    )
    .await?;
    let result = page
        .call(
            "Runtime.evaluate",
            json!({
                "expression": format!("navigator.clipboard.writeText({})", js(&text)),
                "awaitPromise": true,
                "userGesture": true,
                "silent": true,
            }),
        )
        .await?;
    match result.get("exceptionDetails") {
        Some(details) => Err(failed(details.to_string())),
        None => Ok(()),
    }
}

/// Raw events of one trace, stamped relative to its start.
struct RawLog {
    started_ms: f64,
    events: Vec<RawEventV1>,
}

impl RawLog {
    fn push(&mut self, at: f64, event: RawEvent) {
        self.events.push(RawEventV1 {
            t_ms: (at - self.started_ms).max(0.0),
            event,
        });
    }

    fn absorb(&mut self, messages: Vec<RecorderMessage>) {
        for message in messages {
            if let RecorderMessage::Raw { at, event } = message {
                self.push(at, event);
            }
        }
    }

    /// Writes `start`, the events in time order, and `end`, scrubbed of
    /// credentials (URL tokens, pasted or typed keys).
    fn write(
        mut self,
        path: &std::path::Path,
        start: RawEvent,
        status: TraceStatus,
    ) -> Result<(), CollectError> {
        self.events.sort_by(|a, b| a.t_ms.total_cmp(&b.t_ms));
        let end_ms = self.events.last().map_or(0.0, |e| e.t_ms);
        self.events.insert(
            0,
            RawEventV1 {
                t_ms: 0.0,
                event: start,
            },
        );
        self.events.push(RawEventV1 {
            t_ms: end_ms,
            event: RawEvent::End { status },
        });
        let mut writer = RawEventWriter::append(path, Durability::Flush)?;
        writer.write_run(self.events)?;
        Ok(())
    }
}

/// Opens a tab at the script's viewport with the recorder attached.
async fn open_tab(
    browser: &Browser,
    script: &TaskScript,
) -> Result<(Page, Recording), CollectError> {
    let mut page = browser.new_blank_page().await?;
    page.call(
        "Emulation.setDeviceMetricsOverride",
        json!({ "width": script.viewport.width, "height": script.viewport.height, "deviceScaleFactor": 1, "mobile": false }),
    )
    .await?;
    page.set_load_policy(LoadPolicy {
        quiet: SETTLE_QUIET,
        ..LoadPolicy::default()
    });
    let recording = Recording::attach(&page).await?;
    Ok((page, recording))
}

/// The start URL of a script.
pub fn start_url(script: &TaskScript, servers: &Servers) -> Result<String, CollectError> {
    match &script.start {
        StartAt::Url { url } => Ok(url.clone()),
        StartAt::Served { folder, path } => servers
            .get(folder)
            .map(|server| server.url(path))
            .ok_or_else(|| CollectError::NoServer(folder.clone())),
    }
}

/// Keys that choose `option` in a focused `<select>`: arrows from the
/// current option to the wanted one, then Enter, which closes an open
/// popup on the chosen option and does nothing on a closed one.
async fn select_keys(
    page: &Page,
    at: StepRef<'_>,
    target: &mimic_task::Locator,
    option: &str,
) -> Result<Vec<InputCommand>, CollectError> {
    const OPTIONS_FN: &str = "function(want) { if (!(this instanceof HTMLSelectElement)) return { notSelect: this.localName }; const opts = [...this.options]; const norm = (s) => s.replace(/\\s+/g, ' ').trim(); return { want: opts.findIndex((o) => norm(o.label) === norm(want) || o.value === want), now: this.selectedIndex, labels: opts.slice(0, 12).map((o) => norm(o.label)) }; }";
    let element = locate_target(page, at, target).await?;
    let found = call_on(page, &element, OPTIONS_FN, &[json!(option)])
        .await
        .map_err(|e| at.locate_error(e))?;
    let failed = |reason: String| CollectError::Failed {
        step: at.name(),
        reason,
    };
    if let Some(tag) = found["notSelect"].as_str() {
        return Err(failed(format!("{target} is a <{tag}>, not a <select>")));
    }
    let want = found["want"].as_i64().unwrap_or(-1);
    if want < 0 {
        return Err(failed(format!(
            "{target} has no option {option:?} (it has {})",
            found["labels"]
        )));
    }
    let now = found["now"].as_i64().unwrap_or(0).max(0);
    let key = if want >= now { "ArrowDown" } else { "ArrowUp" };
    let mut commands = Vec::new();
    for _ in 0..(want - now).abs() {
        commands.extend(cdp_input::press_combo(key));
    }
    commands.extend(cdp_input::press_combo("Enter"));
    Ok(commands)
}

/// Sends the step's input. A dialog the step expects is answered and the
/// rest of the input follows; one it does not expect cuts the input short,
/// which the returned verification says.
async fn send(
    page: &Page,
    at: StepRef<'_>,
    commands: &[InputCommand],
) -> Result<Option<MimicVerificationV1>, CollectError> {
    let mut sent = 0;
    let mut answered = false;
    loop {
        let cut = dispatch_until_dialog(page, &commands[sent..]).await?;
        let Some(answer) = &at.step.dialog else {
            return Ok(cut.map(|cut| MimicVerificationV1 {
                status: VerificationStatus::Unknown,
                summary: Some(format!(
                    "the action was cut short: {} opened after {} of its {} input events; \
                     the rest were not sent",
                    cut.dialog,
                    sent + cut.sent,
                    commands.len()
                )),
            }));
        };
        match cut {
            Some(cut) => {
                page.answer_dialog(answer.accept, answer.prompt_text.as_deref())
                    .await?;
                answered = true;
                sent += cut.sent;
            }
            None => break,
        }
    }
    if !answered && let Some(answer) = &at.step.dialog {
        // The dialog may open a little after the input (a timer, a fetch).
        let deadline = tokio::time::Instant::now() + Duration::from_millis(at.step.timeout_ms);
        while page.open_dialog().is_none() && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(VERIFY_POLL_MS)).await;
        }
        if page.open_dialog().is_none() {
            return Ok(Some(MimicVerificationV1 {
                status: VerificationStatus::Failed,
                summary: Some("the step expects a JavaScript dialog; none opened".into()),
            }));
        }
        page.answer_dialog(answer.accept, answer.prompt_text.as_deref())
            .await?;
    }
    Ok(None)
}

/// Performs a `wait` step; its outcome is the step's verification. A
/// navigation counts from `url_before`, the URL when the previous step's
/// action began (the click that starts a navigation usually comes just
/// before the wait, which may begin after the navigation did).
async fn wait(
    page: &mut Page,
    at: StepRef<'_>,
    until: &WaitFor,
    url_before: &str,
) -> Result<MimicVerificationV1, CollectError> {
    let started = tokio::time::Instant::now();
    let deadline = started + Duration::from_millis(at.step.timeout_ms);
    let outcome = |ok: bool, what: String| MimicVerificationV1 {
        status: if ok {
            VerificationStatus::Passed
        } else {
            VerificationStatus::Failed
        },
        summary: Some(what),
    };
    let (what, ok) = match until {
        WaitFor::Time { ms } => {
            tokio::time::sleep(Duration::from_millis(*ms)).await;
            (format!("waited {ms} ms"), true)
        }
        WaitFor::Quiet { ms } => {
            let policy = page.load_policy();
            page.set_load_policy(LoadPolicy {
                quiet: Duration::from_millis(*ms),
                settle_timeout: Duration::from_millis(at.step.timeout_ms),
                ..policy
            });
            let settled = page.settle().await;
            page.set_load_policy(policy);
            settled?;
            let quiet = !page.load_issues().iter().any(|i| i == "settle_timeout");
            (format!("the page was quiet for {ms} ms"), quiet)
        }
        WaitFor::Navigation | WaitFor::Visible { .. } | WaitFor::Hidden { .. } => loop {
            let ok = match until {
                WaitFor::Navigation => {
                    let url = evaluate(page, "location.href", EVALUATE_DEADLINE)
                        .await
                        .ok()
                        .and_then(|v| v.as_str().map(String::from));
                    url.is_some_and(|u| u != url_before)
                }
                WaitFor::Visible { target } | WaitFor::Hidden { target } => {
                    let expect = match until {
                        WaitFor::Visible { .. } => mimic_task::script::Expectation::Visible {
                            target: target.clone(),
                        },
                        _ => mimic_task::script::Expectation::Hidden {
                            target: target.clone(),
                        },
                    };
                    verify::check(page, &expect, None, None)
                        .await
                        .is_ok_and(|a| a.passed)
                }
                _ => unreachable!("matched above"),
            };
            if ok || tokio::time::Instant::now() >= deadline {
                if ok && matches!(until, WaitFor::Navigation) {
                    page.settle().await?;
                }
                let what = match until {
                    WaitFor::Navigation => "a navigation".to_string(),
                    WaitFor::Visible { target } => format!("{target} to appear"),
                    WaitFor::Hidden { target } => format!("{target} to disappear"),
                    _ => unreachable!("matched above"),
                };
                let waited = started.elapsed().as_millis();
                break (
                    if ok {
                        format!("waited {waited} ms for {what}")
                    } else {
                        format!("waited {waited} ms for {what}; it did not happen")
                    },
                    ok,
                );
            }
            tokio::time::sleep(Duration::from_millis(VERIFY_POLL_MS)).await;
        },
    };
    Ok(outcome(ok, what))
}

/// How often a step's observation is taken again when the page navigated
/// while it was taken. Why: a navigation a step started a moment late (a
/// timer, a redirect) lands during the next observation; a person would
/// look at the new page, and two redirects in a row are rare.
const OBSERVE_ATTEMPTS: usize = 3;

/// Observes the page as it is now: after a navigation during the
/// observation, the new page once it settles.
async fn observe_current(
    page: &mut Page,
    out: &std::path::Path,
) -> Result<Observation, CollectError> {
    let mut attempt = 1;
    loop {
        match observe(page, &ObserveOptions::default(), out).await {
            Ok(observed) => return Ok(observed.observed),
            Err(ChromeError::Navigated { .. }) if attempt < OBSERVE_ATTEMPTS => {
                attempt += 1;
                page.settle().await?;
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// What performing a step gave.
struct Performed {
    plan: Plan,
    verification: Option<MimicVerificationV1>,
    /// The URL when the action began.
    url_before: String,
}

/// Resolves, acts, answers dialogs, waits and verifies one step.
async fn perform(
    page: &mut Page,
    at: StepRef<'_>,
    observation: Option<&Observation>,
    script: &TaskScript,
    options: &DemoRunOptions,
    previous_url: &str,
) -> Result<Performed, CollectError> {
    let resolved = resolve(page, at, observation).await?;
    let keys = match &at.step.action {
        ScriptAction::Select { target, option, .. } => {
            Some(select_keys(page, at, target, option).await?)
        }
        _ => None,
    };
    let env = |name: &str| std::env::var(name).ok();
    let given = |name: &str| options.given_secrets.get(name).cloned();
    let resolve_text = |text: &TypedText| script.resolve(text, &env, &given);
    let plan = plan(at, resolved, observation, &resolve_text, keys)?;
    let secret_checked = match at.step.expect.iter().find_map(|e| match e {
        mimic_task::script::Expectation::Value { text, .. } if text.is_secret() => Some(text),
        _ => None,
    }) {
        Some(text) => Some(resolve_text(text).map_err(|source| CollectError::Secret {
            step: at.name(),
            source,
        })?),
        None => plan.secret.clone(),
    };
    let mut before = Vec::new();
    for expect in &at.step.expect {
        before.push(
            verify::before(page, expect)
                .await
                .map_err(|e| at.locate_error(e))?,
        );
    }
    let url_before = evaluate(page, "location.href", EVALUATE_DEADLINE)
        .await?
        .as_str()
        .unwrap_or_default()
        .to_string();
    if let Some(text) = &plan.clipboard {
        write_clipboard(page, text, at).await?;
    }
    let mut verification = send(page, at, &plan.commands).await?;
    if verification.is_none() {
        // A wait that did not happen is the step's outcome; one that did
        // stands when the step has no checks of its own.
        let waited = match &at.step.action {
            ScriptAction::Wait { until } => Some(wait(page, at, until, previous_url).await?),
            _ => None,
        };
        verification = match waited {
            Some(waited) if waited.status != VerificationStatus::Passed => Some(waited),
            waited => verify::verify(
                page,
                &at.step.expect,
                at.step.timeout_ms,
                secret_checked.as_deref(),
                &before,
            )
            .await
            .or(waited),
        };
    }
    match page.settle().await {
        // The step happened: write it, then end the trace (below).
        Ok(()) | Err(ChromeError::DialogOpen(_)) => {}
        Err(e) => return Err(e.into()),
    }
    Ok(Performed {
        plan,
        verification,
        url_before,
    })
}

/// Collects one instance into `OUT/traces/<traceId>.jsonl` and
/// `OUT/raw/<traceId>.events.jsonl`. A fault ends the trace as `aborted`
/// (its records so far stay valid) and is returned in the outcome.
pub async fn collect_script(
    browser: &Browser,
    servers: &Servers,
    script: &TaskScript,
    options: &DemoRunOptions,
) -> TraceOutcome {
    let id = trace_id(&script.task_id, &script.instance_id, options.run);
    let mut outcome = TraceOutcome {
        trace_id: id.clone(),
        records: Vec::new(),
        fault: None,
        recorder_errors: Vec::new(),
    };
    let platform = match Platform::current() {
        Some(p) => p,
        None => {
            outcome.fault = Some(CollectError::UnknownPlatform.to_string());
            return outcome;
        }
    };
    let ctx = TraceContext {
        trace_id: id.clone(),
        task_id: Some(script.task_id.clone()),
        site_id: Some(script.site.clone()),
        instance_id: Some(script.instance_id.clone()),
        run: options.run,
        goal: script.goal.clone(),
        collector: Collector::DeterministicDemo,
        platform,
    };
    let mut file = match TraceFile::create(options.out.trace_file(&id)) {
        Ok(file) => file,
        Err(e) => {
            outcome.fault = Some(e.to_string());
            return outcome;
        }
    };
    let mut raw = RawLog {
        started_ms: epoch_ms(),
        events: Vec::new(),
    };
    let mut start: Option<RawEvent> = None;
    let mut tab: Option<(Page, Recording)> = None;
    let result: Result<(), CollectError> = async {
        let url = start_url(script, servers)?;
        let (page, recording) = tab.insert(open_tab(browser, script).await?);
        page.goto(&url).await?;
        let mut previous_url = url.clone();
        for (index, step) in script.setup.iter().enumerate() {
            let at = StepRef {
                label: "setup",
                index,
                step,
            };
            let performed = perform(page, at, None, script, options, &previous_url).await?;
            previous_url = performed.url_before;
            if let Some(v) = performed
                .verification
                .filter(|v| v.status != VerificationStatus::Passed)
            {
                return Err(CollectError::Failed {
                    step: at.name(),
                    reason: format!(
                        "setup did not reach its effect: {}",
                        v.summary.unwrap_or_default()
                    ),
                });
            }
            if let Some(dialog) = page.open_dialog() {
                return Err(ChromeError::DialogOpen(dialog).into());
            }
        }
        // The trace starts after setup: its input is not the person's task.
        recording.take();
        raw.started_ms = epoch_ms();
        let url = evaluate(page, "location.href", EVALUATE_DEADLINE)
            .await?
            .as_str()
            .map_or(url, String::from);
        let mut previous: Vec<MimicActionV1> = Vec::new();
        let mut subgoal: Option<&str> = None;
        let mut recorded = 0u32;
        for (index, step) in script.steps.iter().enumerate() {
            let at = StepRef {
                label: "",
                index,
                step,
            };
            let observation = observe_current(page, &options.out.root).await?;
            start.get_or_insert_with(|| RawEvent::Start {
                schema: RAW_EVENTS_SCHEMA.to_string(),
                trace_id: id.clone(),
                platform,
                coordinate_space: observation.ext.coordinate_space,
                observed_area: observation.ext.observed_area,
                scale: observation.ext.scale,
                url: Some(url.clone()),
                task_goal: Some(script.goal.clone()),
            });
            if subgoal != Some(step.subgoal.as_str()) {
                subgoal = Some(&step.subgoal);
                raw.push(
                    epoch_ms(),
                    RawEvent::Subgoal {
                        text: step.subgoal.clone(),
                    },
                );
            }
            let Performed {
                plan,
                verification,
                url_before,
            } = perform(page, at, Some(&observation), script, options, &previous_url).await?;
            previous_url = url_before;
            match plan.action {
                Some(action) => {
                    let record = ctx.record(
                        StepFacts {
                            index: recorded,
                            subgoal: step.subgoal.clone(),
                            observation: observation.observation,
                            observation_ext: observation.ext,
                            action: action.clone(),
                            action_ext: None,
                            previous_actions: previous.clone(),
                            expected_effect: describe_all(&step.expect),
                            verification,
                            demonstrator: Some(plan.demonstrator),
                            redacted_paths: plan.redacted_paths,
                        },
                        options.clock.now(),
                        &options.map_options,
                    )?;
                    file.push(record.clone())?;
                    outcome.records.push(record);
                    previous.push(action);
                    recorded += 1;
                }
                // v1 cannot record it (a hover): a failed effect still ends the trace.
                None => {
                    if let Some(v) = verification.filter(|v| v.status != VerificationStatus::Passed)
                    {
                        return Err(CollectError::Failed {
                            step: at.name(),
                            reason: format!(
                                "the hover did not reach its effect: {}",
                                v.summary.unwrap_or_default()
                            ),
                        });
                    }
                }
            }
            raw.absorb(recording.take());
            // A dialog the step did not expect ends the trace as aborted,
            // naming it (the tab closes with it open).
            if let Some(dialog) = page.open_dialog() {
                return Err(ChromeError::DialogOpen(dialog).into());
            }
        }
        Ok(())
    }
    .await;
    let status = match &result {
        Ok(()) => TraceStatus::Completed,
        Err(_) => TraceStatus::Aborted,
    };
    if let Err(e) = &result {
        outcome.fault = Some(e.to_string());
    }
    if let Some((page, recording)) = tab {
        // Late binding calls of the last step arrive within a few ms.
        tokio::time::sleep(Duration::from_millis(30)).await;
        raw.absorb(recording.take());
        outcome.recorder_errors = recording.take_rejected();
        drop(recording);
        let _ = page.close().await;
    }
    if let Some(last) = outcome.records.last_mut() {
        last.ext_mut().trace_status = Some(status);
    }
    if let Err(e) = file.finish(status) {
        outcome.fault.get_or_insert(e.to_string());
    }
    if let Some(start) = start
        && let Err(e) = raw.write(&options.out.raw_file(&id), start, status)
    {
        outcome.fault.get_or_insert(e.to_string());
    }
    outcome
}

/// Collects `scripts` with `jobs` browsers at once; `on_trace` sees each
/// outcome as it finishes. A browser whose trace faulted is replaced before
/// its next trace, so one crash costs one trace. (The jobs interleave on the
/// current task: they wait on the browsers, and the observer moves its CPU
/// work to blocking threads.)
pub async fn collect_all(
    servers: &Servers,
    scripts: Vec<TaskScript>,
    jobs: usize,
    launch: &LaunchOptions,
    options: &DemoRunOptions,
    on_trace: impl FnMut(&TraceOutcome),
) -> Result<(), CollectError> {
    let queue = Mutex::new(VecDeque::from(scripts));
    let on_trace = Mutex::new(on_trace);
    let worker = || async {
        let mut browser: Option<Browser> = None;
        loop {
            let Some(script) = queue.lock().expect("queue lock").pop_front() else {
                break;
            };
            let current = match &mut browser {
                Some(b) => b,
                slot => slot.insert(Browser::launch(launch.clone()).await?),
            };
            let outcome = collect_script(current, servers, &script, options).await;
            if outcome.fault.is_some()
                && let Some(b) = browser.take()
            {
                b.close().await;
            }
            (on_trace.lock().expect("callback lock"))(&outcome);
        }
        if let Some(b) = browser {
            b.close().await;
        }
        Ok::<(), CollectError>(())
    };
    let results = futures::future::join_all((0..jobs.max(1)).map(|_| worker())).await;
    results.into_iter().collect()
}
