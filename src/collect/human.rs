//! Human mode: a person performs the task in a visible browser while the
//! in-page recorder captures their input. Whenever the page settles after a
//! change it is observed; each finished step (the reducer's cut of the raw
//! events) gets the newest observation taken before the step began, and is
//! marked `stale` when the page changed between that observation and the
//! step (a person's click cannot wait for the observer). Records go to disk
//! as steps finish; pages outside the origin allow-list are neither recorded
//! nor observed.

use std::time::Duration;

use mimic_map::MapOptions;
use mimic_observe::Observation;
use mimic_observe::chrome::recording::{Recording, epoch_ms};
use mimic_observe::chrome::{Browser, LaunchOptions, LoadPolicy, ObserveOptions, observe};
use mimic_observe::raw::reduce;
use mimic_observe::recorder::RecorderMessage;
use mimic_schema::jsonl::{Durability, JsonlWriter};
use mimic_schema::raw::{RAW_EVENTS_SCHEMA, RawEvent, RawEventV1};
use mimic_schema::{Collector, MimicActionV1, MimicTraceRecordV1, Platform, TraceStatus};
use tokio::sync::mpsc::UnboundedReceiver;

use super::demo_run::{CollectError, SETTLE_QUIET};
use super::out::OutLayout;
use super::record::{Clock, StepFacts, TraceContext, TraceFile};

/// How often the loop looks at new events. Why: fast enough that a settled
/// page is observed before a person's next click (human reaction times are
/// 200 ms and more), slow enough to cost nothing.
pub const POLL: Duration = Duration::from_millis(50);

/// A page counts as settled this long after its last DOM change.
pub const HUMAN_SETTLE_QUIET: Duration = Duration::from_millis(150);

/// Polls between two checks that the browser is still there.
const HEARTBEAT_POLLS: u64 = 20;

/// Observations failing in a row before the fault is reported (a navigation
/// makes one or two fail; a dead tab makes every one fail).
const MAX_FAILED_OBSERVATIONS: u32 = 40;

/// What the terminal (or a test) tells the recorder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Control {
    Subgoal(String),
    TogglePause,
    Stop,
}

#[derive(Debug, Clone)]
pub struct HumanOptions {
    pub url: String,
    pub goal: String,
    /// Origins (`scheme://host[:port]`) whose pages are recorded.
    pub allowed_origins: Vec<String>,
    pub trace_id: String,
    pub out: OutLayout,
    pub clock: Clock,
    pub launch: LaunchOptions,
}

/// `scheme://host[:port]` of `url`.
pub fn origin_of(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    let host = rest.split(['/', '?', '#']).next()?;
    Some(format!("{scheme}://{host}"))
}

#[derive(Debug, Clone)]
pub struct HumanOutcome {
    pub trace_id: String,
    pub records: Vec<MimicTraceRecordV1>,
    pub fault: Option<String>,
}

struct Taken {
    at: f64,
    observation: Observation,
}

/// Records one trace until `Stop`, the browser closing, or a fault.
pub async fn record_human(
    options: HumanOptions,
    mut controls: UnboundedReceiver<Control>,
) -> Result<HumanOutcome, CollectError> {
    let platform = Platform::current().ok_or(CollectError::UnknownPlatform)?;
    let ctx = TraceContext {
        trace_id: options.trace_id.clone(),
        task_id: None,
        site_id: None,
        instance_id: None,
        run: 1,
        goal: options.goal.clone(),
        collector: Collector::Manual,
        platform,
    };
    let browser = Browser::launch(options.launch.clone()).await?;
    let mut page = browser.new_blank_page().await?;
    page.set_load_policy(LoadPolicy {
        quiet: SETTLE_QUIET,
        ..LoadPolicy::default()
    });
    let recording = Recording::attach(&page).await?;
    let started = epoch_ms();
    page.goto(&options.url).await?;
    let mut trace = TraceFile::create(options.out.trace_file(&options.trace_id))?;
    let mut raw_writer =
        JsonlWriter::append(options.out.raw_file(&options.trace_id), Durability::Flush)?;
    let mut outcome = HumanOutcome {
        trace_id: options.trace_id.clone(),
        records: Vec::new(),
        fault: None,
    };
    let mut events: Vec<RawEventV1> = Vec::new();
    let mut observations: Vec<Taken> = Vec::new();
    let mut changes: Vec<f64> = vec![started];
    let mut last_change = started;
    let mut observed_since_change = false;
    let mut paused = false;
    let mut current_allowed = true;
    let mut written_steps = 0;
    let mut previous: Vec<MimicActionV1> = Vec::new();
    let mut stopped = false;
    let mut polls: u64 = 0;
    let mut failed_observations = 0;
    let result: Result<(), CollectError> = async {
        loop {
            while let Ok(control) = controls.try_recv() {
                let now = epoch_ms() - started;
                match control {
                    Control::Subgoal(text) => events.push(RawEventV1 {
                        t_ms: now,
                        event: RawEvent::Subgoal { text },
                    }),
                    Control::TogglePause => {
                        paused = !paused;
                        let event = if paused {
                            RawEvent::Pause
                        } else {
                            RawEvent::Resume
                        };
                        events.push(RawEventV1 { t_ms: now, event });
                    }
                    Control::Stop => stopped = true,
                }
            }
            for message in recording.take() {
                match message {
                    RecorderMessage::Mutation { at } => {
                        changes.push(at);
                        last_change = last_change.max(at);
                        observed_since_change = false;
                    }
                    RecorderMessage::Raw { at, event } => {
                        if let RawEvent::Navigate { url } = &event {
                            current_allowed = origin_of(url)
                                .is_some_and(|o| options.allowed_origins.contains(&o));
                        }
                        // Focus moves change what a key press targets without
                        // touching the DOM: they count as changes too.
                        if matches!(event, RawEvent::Navigate { .. } | RawEvent::Focus { .. }) {
                            changes.push(at);
                            last_change = last_change.max(at);
                            observed_since_change = false;
                        }
                        if !paused && current_allowed {
                            events.push(RawEventV1 {
                                t_ms: (at - started).max(0.0),
                                event,
                            });
                        }
                    }
                }
            }
            if stopped {
                break;
            }
            let quiet = epoch_ms() - last_change >= HUMAN_SETTLE_QUIET.as_secs_f64() * 1000.0;
            polls += 1;
            if polls.is_multiple_of(HEARTBEAT_POLLS) {
                // A person closing the browser ends the trace.
                page.call("Page.getFrameTree", serde_json::json!({}))
                    .await?;
            }
            if current_allowed && !paused && !observed_since_change && quiet {
                let at = epoch_ms();
                // A page mid-navigation cannot be observed; try again next poll.
                let Ok(observation) =
                    observe(&page, &ObserveOptions::default(), &options.out.root).await
                else {
                    failed_observations += 1;
                    if failed_observations > MAX_FAILED_OBSERVATIONS {
                        observe(&page, &ObserveOptions::default(), &options.out.root).await?;
                    }
                    tokio::time::sleep(POLL).await;
                    continue;
                };
                failed_observations = 0;
                let observation = observation.observed;
                if observations.is_empty() {
                    let start = RawEvent::Start {
                        schema: RAW_EVENTS_SCHEMA.to_string(),
                        trace_id: options.trace_id.clone(),
                        platform,
                        coordinate_space: observation.ext.coordinate_space,
                        observed_area: observation.ext.observed_area,
                        scale: observation.ext.scale,
                        url: Some(options.url.clone()),
                        task_goal: Some(options.goal.clone()),
                    };
                    raw_writer.write(&RawEventV1 {
                        t_ms: 0.0,
                        event: start,
                    })?;
                }
                observations.push(Taken { at, observation });
                observed_since_change = true;
            }
            // Steps followed by another are finished: write them.
            events.sort_by(|a, b| a.t_ms.total_cmp(&b.t_ms));
            let steps = reduce(&events).steps;
            while written_steps + 1 < steps.len() {
                write_step(
                    &ctx,
                    &steps[written_steps],
                    written_steps,
                    started,
                    &observations,
                    &changes,
                    &mut previous,
                    &options,
                    &mut trace,
                    &mut outcome,
                )?;
                written_steps += 1;
            }
            tokio::time::sleep(POLL).await;
        }
        Ok(())
    }
    .await;
    // The browser closing ends the trace like Ctrl+C does.
    let closed = matches!(&result, Err(CollectError::Chrome(_)));
    events.sort_by(|a, b| a.t_ms.total_cmp(&b.t_ms));
    let steps = reduce(&events).steps;
    let mut status = if result.is_ok() || closed {
        TraceStatus::Completed
    } else {
        TraceStatus::Aborted
    };
    while written_steps < steps.len() {
        if let Err(e) = write_step(
            &ctx,
            &steps[written_steps],
            written_steps,
            started,
            &observations,
            &changes,
            &mut previous,
            &options,
            &mut trace,
            &mut outcome,
        ) {
            outcome.fault.get_or_insert(e.to_string());
            status = TraceStatus::Aborted;
            break;
        }
        written_steps += 1;
    }
    if let Err(e) = &result
        && !closed
    {
        outcome.fault = Some(e.to_string());
    }
    if !observations.is_empty() {
        for event in &events {
            raw_writer.write(event)?;
        }
        let end_ms = events.last().map_or(0.0, |e| e.t_ms);
        raw_writer.write(&RawEventV1 {
            t_ms: end_ms,
            event: RawEvent::End { status },
        })?;
    }
    if let Some(last) = outcome.records.last_mut() {
        last.ext_mut().trace_status = Some(status);
    }
    trace.finish(status)?;
    drop(recording);
    browser.close().await;
    Ok(outcome)
}

#[allow(clippy::too_many_arguments)]
fn write_step(
    ctx: &TraceContext,
    step: &mimic_observe::raw::ReducedStep,
    index: usize,
    started: f64,
    observations: &[Taken],
    changes: &[f64],
    previous: &mut Vec<MimicActionV1>,
    options: &HumanOptions,
    trace: &mut TraceFile,
    outcome: &mut HumanOutcome,
) -> Result<(), CollectError> {
    let step_at = started + step.start_ms;
    // The newest observation before the step; the first one if the person
    // acted before any (then it is stale by construction).
    let Some(taken) = observations
        .iter()
        .rev()
        .find(|t| t.at <= step_at)
        .or(observations.first())
    else {
        return Ok(());
    };
    let stale = taken.at > step_at || changes.iter().any(|&c| c > taken.at && c <= step_at);
    let mut ext = taken.observation.ext.clone();
    if stale {
        ext.stale = Some(true);
    }
    let record = ctx.record(
        StepFacts {
            index: index as u32,
            subgoal: step.subgoal.clone().unwrap_or_default(),
            observation: taken.observation.observation.clone(),
            observation_ext: ext,
            action: step.action.clone(),
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
        options.clock.now(),
        &MapOptions::default(),
    )?;
    trace.push(record.clone())?;
    outcome.records.push(record);
    previous.push(step.action.clone());
    Ok(())
}
