//! The deterministic demonstrator on a real Chromium: for each step of a
//! task script it observes the page (before acting, so the observation is
//! exactly the page the action met), resolves the target and the aim, acts
//! with real input events, verifies the expected effect, maps the action
//! with mimic-map and appends the record. Raw input is recorded from inside
//! the page at the same time, so every demo trace can be replayed.

use std::collections::VecDeque;
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
    Bounds, Collector, DemonstratorExtV1, MappingStatus, MimicActionV1, MimicTraceRecordV1,
    MimicVerificationV1, Platform, Point, ScrollDirection, TraceStatus, VerificationStatus,
};
use serde::Deserialize;
use serde_json::{Value, json};

use super::aim::{aim_point, blank_point};
use super::out::OutLayout;
use super::record::{Clock, StepFacts, TraceContext, TraceFile, TraceFileError, trace_id};
use super::verify::{
    NOTHING_HAPPENS_WAIT_MS, VERIFY_POLL_MS, VERIFY_TIMEOUT_MS, before_script, check_script,
    waits_for_nothing,
};
use crate::demo::DemoServer;
use crate::demo::tasks::{Aim, Instance, ScriptAction, ScriptStep, TaskScript};

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
    #[error("step {step}: no element matches {locator}")]
    MissingTarget { step: usize, locator: String },
    #[error("step {step}: no blank point on the page for a deliberate miss")]
    NoBlankPoint { step: usize },
    #[error("this platform has no v1 platform name")]
    UnknownPlatform,
    #[error("step {step}: could not put the text to paste on the clipboard: {reason}")]
    Clipboard { step: usize, reason: String },
}

/// Settings of one collection run.
#[derive(Debug, Clone)]
pub struct DemoRunOptions {
    pub out: OutLayout,
    pub run: u32,
    pub clock: Clock,
    pub map_options: MapOptions,
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

/// What the resolve script found in the page.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct Resolved {
    target: Option<Bounds>,
    inner: Option<Bounds>,
    intended: Option<String>,
}

/// Finds the step's element (or the focused one), its inner part, and the
/// candidate that is that element (or its nearest ancestor that is one).
/// Each candidate selector is matched against the target and its ancestors
/// only: looking every selector up in the document cost seconds on a page
/// of 50,000 elements (`nth-of-type` among 50,000 siblings).
const RESOLVE_JS: &str = r#"((locator, part, useFocus, selectors) => {
  const active = () => { let el = document.activeElement; while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement; return el === document.body ? null : el; };
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; };
  const target = useFocus ? active() : (locator ? document.querySelector(locator) : null);
  const inner = part ? document.querySelector(part) : null;
  const named = (el) => { for (const [id, sel] of selectors) { try { if (el.matches(sel)) return id; } catch (_) {} } return null; };
  let intended = null;
  for (let el = target; el && !intended; el = el.parentElement) intended = named(el);
  return { target: box(target), inner: box(inner), intended };
})"#;

fn js(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value).expect("serializable")
}

fn candidate_selectors(observation: &Observation) -> Vec<(String, String)> {
    observation
        .observation
        .candidates
        .iter()
        .filter_map(|c| {
            let selector = c.metadata.as_ref()?.get("selector")?.as_str()?;
            Some((c.id.clone(), selector.to_string()))
        })
        .collect()
}

async fn resolve(
    page: &Page,
    step: &ScriptStep,
    observation: &Observation,
) -> Result<Resolved, CollectError> {
    let (locator, part, use_focus) = match &step.action {
        ScriptAction::Click { target, aim } => {
            let part = match aim {
                Aim::Inner { part, .. } => Some(part.clone()),
                _ => None,
            };
            let locator = (!matches!(aim, Aim::DeliberateMiss { .. })).then(|| target.clone());
            (locator, part, false)
        }
        ScriptAction::Type { .. } | ScriptAction::Paste { .. } | ScriptAction::Press { .. } => {
            (None, None, true)
        }
        ScriptAction::Scroll { .. } => (None, None, false),
    };
    let expression = format!(
        "{RESOLVE_JS}({}, {}, {}, {})",
        js(&locator),
        js(&part),
        use_focus,
        js(&candidate_selectors(observation))
    );
    let value = evaluate(page, &expression, EVALUATE_DEADLINE).await?;
    Ok(serde_json::from_value(value).unwrap_or_default())
}

/// The action, its input commands, the demonstrator's intent and the JSON
/// paths redacted in the action.
struct Plan {
    action: MimicActionV1,
    commands: Vec<InputCommand>,
    demonstrator: DemonstratorExtV1,
    redacted_paths: Vec<String>,
    secret: Option<String>,
    /// Text to put on the clipboard before the commands (a paste).
    clipboard: Option<String>,
}

fn blank(observation: &Observation, pick: f64, index: usize) -> Result<Point, CollectError> {
    let occupied: Vec<Bounds> = observation
        .observation
        .candidates
        .iter()
        .map(|c| c.bounds)
        .collect();
    blank_point(pick, observation.ext.observed_area, &occupied)
        .ok_or(CollectError::NoBlankPoint { step: index })
}

fn plan(
    index: usize,
    step: &ScriptStep,
    resolved: Resolved,
    observation: &Observation,
    seed: u64,
) -> Result<Plan, CollectError> {
    let intent = |intended: Option<String>, aim: Option<&Aim>| DemonstratorExtV1 {
        expected_status: if intended.is_some() {
            MappingStatus::MatchedCandidate
        } else {
            MappingStatus::NoTarget
        },
        intended_candidate_id: intended,
        aim: aim.map(|a| a.name().to_string()),
    };
    Ok(match &step.action {
        ScriptAction::Click { target, aim } => {
            let point = match aim {
                Aim::DeliberateMiss { pick } => blank(observation, *pick, index)?,
                _ => {
                    let bounds = resolved.target.ok_or_else(|| CollectError::MissingTarget {
                        step: index,
                        locator: target.clone(),
                    })?;
                    aim_point(aim, bounds, resolved.inner).ok_or_else(|| {
                        CollectError::MissingTarget {
                            step: index,
                            locator: target.clone(),
                        }
                    })?
                }
            };
            let intended = if matches!(aim, Aim::DeliberateMiss { .. }) {
                None
            } else {
                resolved.intended
            };
            Plan {
                action: MimicActionV1::click(point),
                commands: cdp_input::click(point),
                demonstrator: intent(intended, Some(aim)),
                redacted_paths: vec![],
                secret: None,
                clipboard: None,
            }
        }
        ScriptAction::Type { text } | ScriptAction::Paste { text } => {
            let typed = text.resolve(seed);
            let (action_text, redacted_paths, secret) = if text.is_secret() {
                (
                    REDACTED.to_string(),
                    vec!["chosenAction.text".to_string()],
                    Some(typed.clone()),
                )
            } else {
                (typed.clone(), vec![], None)
            };
            let pasting = matches!(step.action, ScriptAction::Paste { .. });
            Plan {
                action: MimicActionV1::type_text(action_text),
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
        ScriptAction::Press { key } => Plan {
            action: MimicActionV1::press_key(key.clone()),
            commands: cdp_input::press_combo(key),
            demonstrator: intent(resolved.intended, None),
            redacted_paths: vec![],
            secret: None,
            clipboard: None,
        },
        ScriptAction::Scroll {
            direction,
            ticks,
            aim,
        } => {
            let pick = match aim {
                Aim::DeliberateMiss { pick } => *pick,
                _ => 0.5,
            };
            let point = blank(observation, pick, index)?;
            let (dx, dy) = match direction {
                ScrollDirection::Down => (0.0, WHEEL_NOTCH_PX),
                ScrollDirection::Up => (0.0, -WHEEL_NOTCH_PX),
                ScrollDirection::Right => (WHEEL_NOTCH_PX, 0.0),
                ScrollDirection::Left => (-WHEEL_NOTCH_PX, 0.0),
            };
            let mut commands = vec![cdp_input::mouse_move(point)];
            commands
                .extend((0..*ticks).map(|_| cdp_input::wheel(point, dx, dy, Default::default())));
            Plan {
                action: MimicActionV1::scroll(*direction, Some(point)),
                commands,
                demonstrator: intent(None, Some(aim)),
                redacted_paths: vec![],
                secret: None,
                clipboard: None,
            }
        }
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
async fn write_clipboard(page: &Page, text: &str, step: usize) -> Result<(), CollectError> {
    let failed = |reason: String| CollectError::Clipboard { step, reason };
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

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct CheckResult {
    passed: bool,
    summary: String,
}

/// Checks the expected effect: polls until it holds or the time is up.
async fn verify(
    page: &Page,
    step: &ScriptStep,
    secret: Option<&str>,
    before: Option<&Value>,
) -> MimicVerificationV1 {
    let script = check_script(&step.expect, secret, before);
    if waits_for_nothing(&step.expect) {
        tokio::time::sleep(Duration::from_millis(NOTHING_HAPPENS_WAIT_MS)).await;
    }
    let deadline = tokio::time::Instant::now() + Duration::from_millis(VERIFY_TIMEOUT_MS);
    let last = loop {
        let (last, blocked) = match evaluate(page, &script, EVALUATE_DEADLINE).await {
            Ok(value) => (
                Ok(serde_json::from_value::<CheckResult>(value).unwrap_or_default()),
                false,
            ),
            // Nothing runs behind a dialog: no use waiting for the effect.
            Err(e @ ChromeError::DialogOpen(_)) => (Err(e.to_string()), true),
            // A navigation in progress destroys the context: try again.
            Err(e) => (Err(e.to_string()), false),
        };
        let passed = matches!(&last, Ok(r) if r.passed);
        if passed
            || blocked
            || waits_for_nothing(&step.expect)
            || tokio::time::Instant::now() >= deadline
        {
            break last;
        }
        tokio::time::sleep(Duration::from_millis(VERIFY_POLL_MS)).await;
    };
    match last {
        Ok(r) => MimicVerificationV1 {
            status: if r.passed {
                VerificationStatus::Passed
            } else {
                VerificationStatus::Failed
            },
            summary: Some(r.summary),
        },
        Err(e) => MimicVerificationV1 {
            status: VerificationStatus::Unknown,
            summary: Some(format!("the check could not run: {e}")),
        },
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

/// Collects one instance into `OUT/traces/<traceId>.jsonl` and
/// `OUT/raw/<traceId>.events.jsonl`. A fault ends the trace as `aborted`
/// (its records so far stay valid) and is returned in the outcome.
pub async fn collect_instance(
    browser: &Browser,
    server: &DemoServer,
    instance: &Instance,
    options: &DemoRunOptions,
) -> TraceOutcome {
    collect_script(browser, server, &instance.script(), instance.seed, options).await
}

/// [`collect_instance`] for any script (`seed` derives its secrets).
pub async fn collect_script(
    browser: &Browser,
    server: &DemoServer,
    script: &TaskScript,
    seed: u64,
    options: &DemoRunOptions,
) -> TraceOutcome {
    let id = trace_id(script.task_id, &script.instance_id, options.run);
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
        task_id: Some(script.task_id.to_string()),
        site_id: Some(script.site.to_string()),
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
        let (page, recording) = tab.insert(open_tab(browser, script).await?);
        let url = server.url(&script.start_path);
        page.goto(&url).await?;
        let mut previous: Vec<MimicActionV1> = Vec::new();
        let mut subgoal: Option<&str> = None;
        for (index, step) in script.steps.iter().enumerate() {
            let observation = observe(page, &ObserveOptions::default(), &options.out.root)
                .await?
                .observed;
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
            let resolved = resolve(page, step, &observation).await?;
            let plan = plan(index, step, resolved, &observation, seed)?;
            let before = match before_script(&step.expect) {
                Some(script) => Some(evaluate(page, &script, EVALUATE_DEADLINE).await?),
                None => None,
            };
            if let Some(text) = &plan.clipboard {
                write_clipboard(page, text, index).await?;
            }
            let verification = match dispatch_until_dialog(page, &plan.commands).await? {
                None => verify(page, step, plan.secret.as_deref(), before.as_ref()).await,
                // The record still states the whole action: say what the
                // page did not receive.
                Some(cut) => MimicVerificationV1 {
                    status: VerificationStatus::Unknown,
                    summary: Some(format!(
                        "the action was cut short: {} opened after {} of its {} input events; \
                         the rest were not sent",
                        cut.dialog,
                        cut.sent,
                        plan.commands.len()
                    )),
                },
            };
            match page.settle().await {
                // The step happened: write it, then end the trace (below).
                Ok(()) | Err(ChromeError::DialogOpen(_)) => {}
                Err(e) => return Err(e.into()),
            }
            let record = ctx.record(
                StepFacts {
                    index: index as u32,
                    subgoal: step.subgoal.clone(),
                    observation: observation.observation,
                    observation_ext: observation.ext,
                    action: plan.action.clone(),
                    action_ext: None,
                    previous_actions: previous.clone(),
                    expected_effect: Some(step.expect.describe()),
                    verification: Some(verification),
                    demonstrator: Some(plan.demonstrator),
                    redacted_paths: plan.redacted_paths,
                },
                options.clock.now(),
                &options.map_options,
            )?;
            file.push(record.clone())?;
            outcome.records.push(record);
            previous.push(plan.action);
            raw.absorb(recording.take());
            // No script expects a dialog: one the action opened ends the
            // trace as aborted, naming it (the tab closes with it open).
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

/// Collects `instances` with `jobs` browsers at once; `on_trace` sees each
/// outcome as it finishes. A browser whose trace faulted is replaced before
/// its next trace, so one crash costs one trace. (The jobs interleave on the
/// current task: they wait on the browsers, and the observer moves its CPU
/// work to blocking threads.)
pub async fn collect_all(
    server: &DemoServer,
    instances: Vec<Instance>,
    jobs: usize,
    launch: &LaunchOptions,
    options: &DemoRunOptions,
    on_trace: impl FnMut(&TraceOutcome),
) -> Result<(), CollectError> {
    let queue = Mutex::new(VecDeque::from(instances));
    let on_trace = Mutex::new(on_trace);
    let worker = || async {
        let mut browser: Option<Browser> = None;
        loop {
            let Some(instance) = queue.lock().expect("queue lock").pop_front() else {
                break;
            };
            let current = match &mut browser {
                Some(b) => b,
                slot => slot.insert(Browser::launch(launch.clone()).await?),
            };
            let outcome = collect_instance(current, server, &instance, options).await;
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
