//! Replay: raw input events played back into a fresh browser, recorded
//! again as a `human_replay` trace.
//!
//! The reducer cuts the events into steps; before each step the page is
//! observed, then the step's own events are sent as real input (presses and
//! releases with their click counts, keys, text, wheel ticks) and the page
//! settles. Raw events never hold a secret: a redacted key types the next
//! character of the demo secret when the trace is a demo task's (its seed
//! derives the secret again), and of the redaction marker otherwise.

use std::path::Path;

use mimic_input::cdp_input::{self, InputCommand};
use mimic_input::raw::reduce;
use mimic_map::MapOptions;
use mimic_observe::chrome::recording::dispatch;
use mimic_observe::chrome::{
    Browser, LaunchOptions, LoadPolicy, ObserveOptions, Viewport, observe,
};
use mimic_schema::jsonl::JsonlReader;
use mimic_schema::raw::{RawEvent, RawEventV1};
use mimic_schema::scrub::REDACTED;
use mimic_schema::{
    ActionExtV1, Collector, MimicActionV1, MimicTraceRecordV1, Platform, TraceStatus,
};

use super::demo_run::{CollectError, SETTLE_QUIET};
use super::out::OutLayout;
use super::record::{Clock, StepFacts, TraceContext, TraceFile};
use mimic_task::RunParams;
use mimic_task::script::ScriptAction;

#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("{0}")]
    Read(#[from] mimic_schema::jsonl::LineError),
    #[error("{file}: the first line must be a `start` event")]
    NoStart { file: String },
    #[error("{file}: the recording has no url to start from")]
    NoUrl { file: String },
    #[error(transparent)]
    Collect(#[from] CollectError),
}

/// What a replay produced.
#[derive(Debug, Clone)]
pub struct ReplayOutcome {
    pub trace_id: String,
    pub records: Vec<MimicTraceRecordV1>,
    pub fault: Option<String>,
}

/// The characters a redacted key stands for, in typing order: the secrets
/// the script of a demo task's trace (`<task>--<instance>--run-N`) types,
/// derived again from its seed, else the redaction marker. (Secrets from
/// the environment or the command line are not kept, so they cannot be
/// typed again.)
fn secret_source(trace_id: &str) -> Vec<char> {
    let marker = || REDACTED.chars().collect();
    let mut parts = trace_id.split("--");
    let (Some(task_id), Some(instance_id)) = (parts.next(), parts.next()) else {
        return marker();
    };
    let run = RunParams::default();
    let script = demo_task(task_id).and_then(|task| {
        let seed: u64 = instance_id
            .strip_prefix('s')?
            .split('-')
            .next()?
            .parse()
            .ok()?;
        let instance = task
            .instances(Some(seed))
            .into_iter()
            .find(|i| i.id() == instance_id)?;
        task.script(&instance, &run).ok()
    });
    let Some(script) = script else {
        return marker();
    };
    let none = |_: &str| None;
    script
        .steps
        .iter()
        .filter_map(|s| match &s.action {
            ScriptAction::Type { text } if text.is_secret() => {
                script.resolve(text, &none, &none).ok()
            }
            _ => None,
        })
        .flat_map(|s| s.chars().collect::<Vec<_>>())
        .collect()
}

/// The demo task (catalogue or extra) with this id.
fn demo_task(id: &str) -> Option<mimic_task::Task> {
    crate::demo::demo_tasks()
        .into_iter()
        .chain(crate::demo::extra_tasks())
        .flatten()
        .find(|t| t.id() == id)
}

/// Input commands for one raw event (`None` for events that are effects or
/// bookkeeping, not input).
fn commands_for(event: &RawEvent, secret: &mut impl Iterator<Item = char>) -> Vec<InputCommand> {
    match event {
        RawEvent::PointerMove { point } => vec![cdp_input::mouse_move(*point)],
        RawEvent::PointerDown {
            point,
            button,
            click_count,
            modifiers,
            ..
        } => {
            vec![
                cdp_input::mouse_move(*point),
                cdp_input::mouse_press(*point, *button, *click_count, *modifiers),
            ]
        }
        RawEvent::PointerUp {
            point,
            button,
            click_count,
            modifiers,
            ..
        } => {
            vec![cdp_input::mouse_release(
                *point,
                *button,
                *click_count,
                *modifiers,
            )]
        }
        RawEvent::Wheel {
            point,
            delta_x,
            delta_y,
            modifiers,
        } => vec![cdp_input::wheel(*point, *delta_x, *delta_y, *modifiers)],
        RawEvent::KeyDown {
            key: Some(key),
            modifiers,
            ..
        } => {
            let modifier_key = matches!(key.as_str(), "Shift" | "Control" | "Alt" | "Meta");
            if modifier_key {
                vec![]
            } else {
                cdp_input::key_press(key, *modifiers)
            }
        }
        RawEvent::KeyDown {
            key: None,
            redacted: true,
            ..
        } => secret
            .next()
            .map(|c| cdp_input::type_text(&c.to_string()))
            .unwrap_or_default(),
        RawEvent::InsertText {
            text: Some(text), ..
        } => cdp_input::type_text(text),
        RawEvent::InsertText {
            text: None,
            redacted: true,
            ..
        } => cdp_input::type_text(REDACTED),
        _ => vec![],
    }
}

/// Replays `raw_file` into a fresh browser and writes the `human_replay`
/// trace `<traceId>--replay` under `out`.
pub async fn replay(
    raw_file: &Path,
    out: &OutLayout,
    launch: &LaunchOptions,
    clock: &Clock,
) -> Result<ReplayOutcome, ReplayError> {
    let events: Vec<RawEventV1> = JsonlReader::open(raw_file)?
        .values::<RawEventV1>()
        .map(|r| r.map(|(_, e)| e))
        .collect::<Result<_, _>>()?;
    let file = raw_file.display().to_string();
    let Some(RawEvent::Start {
        trace_id: original,
        observed_area,
        url,
        task_goal,
        platform,
        ..
    }) = events.first().map(|e| e.event.clone())
    else {
        return Err(ReplayError::NoStart { file });
    };
    let url = url.ok_or_else(|| ReplayError::NoUrl { file: file.clone() })?;
    let trace_id = format!("{original}--replay");
    let task = original.split("--").next().and_then(demo_task);
    let ctx = TraceContext {
        trace_id: trace_id.clone(),
        site_id: task.as_ref().map(|t| t.spec.site.clone()),
        task_id: task.as_ref().map(|t| t.id().to_string()),
        instance_id: original.split("--").nth(1).map(str::to_string),
        run: original
            .rsplit_once("--run-")
            .and_then(|(_, n)| n.parse().ok())
            .unwrap_or(1),
        goal: task_goal.unwrap_or_default(),
        collector: Collector::HumanReplay,
        platform: Platform::current().unwrap_or(platform),
    };
    let reduction = reduce(&events);
    let mut secret = secret_source(&original).into_iter();
    let launch = LaunchOptions {
        viewport: Viewport {
            width: observed_area.width as u32,
            height: observed_area.height as u32,
            scale: 1.0,
        },
        ..launch.clone()
    };
    let browser = Browser::launch(launch).await.map_err(CollectError::from)?;
    let mut trace = TraceFile::create(out.trace_file(&trace_id)).map_err(CollectError::from)?;
    let mut outcome = ReplayOutcome {
        trace_id,
        records: Vec::new(),
        fault: None,
    };
    let result: Result<(), CollectError> = async {
        let mut page = browser.new_blank_page().await?;
        page.set_load_policy(LoadPolicy {
            quiet: SETTLE_QUIET,
            ..LoadPolicy::default()
        });
        page.goto(&url).await?;
        let mut previous: Vec<MimicActionV1> = Vec::new();
        let mut next_event = 1;
        for (index, step) in reduction.steps.iter().enumerate() {
            // Hover paths before the step are input too, but not its start.
            for event in &events[next_event..step.first_event] {
                if let RawEvent::PointerMove { .. } = event.event {
                    dispatch(&page, &commands_for(&event.event, &mut secret)).await?;
                }
            }
            let observation = observe(&page, &ObserveOptions::default(), &out.root)
                .await?
                .observed;
            for event in &events[step.first_event..=step.last_event] {
                dispatch(&page, &commands_for(&event.event, &mut secret)).await?;
            }
            next_event = step.last_event + 1;
            page.settle().await?;
            let record = ctx.record(
                StepFacts {
                    index: index as u32,
                    subgoal: step.subgoal.clone().unwrap_or_default(),
                    observation: observation.observation,
                    observation_ext: observation.ext,
                    action: step.action.clone(),
                    action_ext: step.key_target().map(|key_target| ActionExtV1 {
                        key_target: Some(key_target),
                    }),
                    previous_actions: previous.clone(),
                    expected_effect: None,
                    verification: None,
                    demonstrator: None,
                    redacted_paths: if step.redacted {
                        vec!["chosenAction.text".into()]
                    } else {
                        vec![]
                    },
                },
                clock.now(),
                &MapOptions::default(),
            )?;
            trace.push(record.clone())?;
            outcome.records.push(record);
            previous.push(step.action.clone());
        }
        Ok(())
    }
    .await;
    let status = if result.is_ok() {
        TraceStatus::Completed
    } else {
        TraceStatus::Aborted
    };
    if let Err(e) = result {
        outcome.fault = Some(e.to_string());
    }
    if let Some(last) = outcome.records.last_mut() {
        last.ext_mut().trace_status = Some(status);
    }
    trace.finish(status).map_err(CollectError::from)?;
    browser.close().await;
    Ok(outcome)
}
