//! Human mode: a person performs the task in a visible browser while the
//! in-page recorder captures their input. Whenever the page settles after a
//! change it is observed; each finished step (the reducer's cut of the raw
//! events) gets the newest observation taken before the step began, and is
//! marked `stale` when the page changed between that observation and the
//! step (a person's click cannot wait for the observer). A key step carries
//! the element the recorder saw receive its keys (`mimic.action.keyTarget`),
//! so mimic-map need not trust a focus flag older than a Tab. Records go to disk
//! as steps finish; pages outside the origin allow-list are neither recorded
//! nor observed.

use std::time::Duration;

use mimic_input::raw::reduce;
use mimic_input::recorder::RecorderMessage;
use mimic_map::MapOptions;
use mimic_observe::Observation;
use mimic_observe::chrome::recording::{Recording, epoch_ms};
use mimic_observe::chrome::{
    Browser, Error as ChromeError, LaunchOptions, LoadPolicy, ObserveOptions, observe,
};
use mimic_schema::jsonl::Durability;
use mimic_schema::raw::{RAW_EVENTS_SCHEMA, RawEvent, RawEventV1};
use mimic_schema::writer::RawEventWriter;
use mimic_schema::{ActionExtV1, MimicActionV1, MimicTraceRecordV1, Platform, TraceStatus};
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

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

/// The sending end of the controls: it stamps each control when it is sent
/// (epoch ms), so a subgoal entered just before a click is in force for that
/// click even when the recording loop reads it a poll or an observation later.
#[derive(Debug, Clone)]
pub struct ControlSender(UnboundedSender<(Control, f64)>);

impl ControlSender {
    /// Sends `control`, stamped now; gives it back when the recorder is gone.
    pub fn send(&self, control: Control) -> Result<(), Control> {
        self.0
            .send((control, epoch_ms()))
            .map_err(|unsent| unsent.0.0)
    }
}

/// The recording loop's end of the controls, each with the time it was sent.
pub type ControlReceiver = UnboundedReceiver<(Control, f64)>;

/// A channel for controls from the terminal (or a test) to a recording loop.
pub fn control_channel() -> (ControlSender, ControlReceiver) {
    let (tx, rx) = unbounded_channel();
    (ControlSender(tx), rx)
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
    /// The trace ended because the person closed the browser.
    pub browser_closed: bool,
    /// For each change of the page that an observation then caught up
    /// with: milliseconds from the change to the end of the first
    /// observation begun after it (how long steps meanwhile stay stale).
    pub freshness_ms: Vec<f64>,
}

#[derive(Debug)]
struct Taken {
    at: f64,
    observation: Observation,
}

/// The platform-free part of human mode: raw events, controls and
/// observations in; records out, each written as soon as the step is
/// finished (the next step has begun). The Chrome loop below and the macOS
/// loop ([`super::human_macos`]) feed it what their platform reports.
#[derive(Debug)]
pub struct Session {
    ctx: TraceContext,
    clock: Clock,
    /// Epoch ms of the recording's start; raw events are stamped from it.
    started: f64,
    /// `None`: every page counts (a desktop has no origins).
    allowed_origins: Option<Vec<String>>,
    events: Vec<RawEventV1>,
    observations: Vec<Taken>,
    changes: Vec<f64>,
    last_change: f64,
    observed_since_change: bool,
    paused: bool,
    current_allowed: bool,
    written_steps: usize,
    previous: Vec<MimicActionV1>,
    records: Vec<MimicTraceRecordV1>,
    /// The first change no observation has begun after yet.
    unseen_change: Option<f64>,
    freshness_ms: Vec<f64>,
}

impl Session {
    pub fn new(
        ctx: TraceContext,
        clock: Clock,
        allowed_origins: Option<Vec<String>>,
        started: f64,
    ) -> Self {
        Self {
            ctx,
            clock,
            started,
            allowed_origins,
            events: Vec::new(),
            observations: Vec::new(),
            changes: vec![started],
            last_change: started,
            observed_since_change: false,
            paused: false,
            current_allowed: true,
            written_steps: 0,
            previous: Vec::new(),
            records: Vec::new(),
            unseen_change: None,
            freshness_ms: Vec::new(),
        }
    }

    /// Applies a control at `at` (epoch ms); answers whether it ends the trace.
    pub fn control(&mut self, control: Control, at: f64) -> bool {
        let t_ms = (at - self.started).max(0.0);
        match control {
            Control::Subgoal(text) => self.events.push(RawEventV1 {
                t_ms,
                event: RawEvent::Subgoal { text },
            }),
            Control::TogglePause => {
                self.paused = !self.paused;
                let event = if self.paused {
                    RawEvent::Pause
                } else {
                    RawEvent::Resume
                };
                self.events.push(RawEventV1 { t_ms, event });
            }
            Control::Stop => return true,
        }
        false
    }

    /// The screen changed at `at`: the next observation waits for quiet, and
    /// a step after it whose observation is older is stale.
    pub fn change(&mut self, at: f64) {
        self.unseen_change.get_or_insert(at);
        self.changes.push(at);
        self.last_change = self.last_change.max(at);
        self.observed_since_change = false;
    }

    /// An observation begun at `began` ended at `ended` (epoch ms): the
    /// changes before it are caught up with.
    pub fn caught_up(&mut self, began: f64, ended: f64) {
        if let Some(change) = self.unseen_change.take_if(|change| *change <= began) {
            self.freshness_ms.push(ended - change);
        }
    }

    /// For each change an observation caught up with: milliseconds from
    /// the first change after the previous observation began to the end of
    /// the observation that caught up ([`HumanOutcome::freshness_ms`]).
    pub fn freshness_ms(&self) -> &[f64] {
        &self.freshness_ms
    }

    /// A raw event reported at `at`. A navigation decides whether the pages
    /// that follow are recorded; navigations and focus moves are changes
    /// (a focus move changes what a key targets without touching the
    /// screen's content). Paused or outside the allow-list, nothing is kept.
    pub fn raw(&mut self, at: f64, event: RawEvent) {
        if let (RawEvent::Navigate { url }, Some(allowed)) = (&event, &self.allowed_origins) {
            self.current_allowed = origin_of(url).is_some_and(|o| allowed.contains(&o));
        }
        if matches!(event, RawEvent::Navigate { .. } | RawEvent::Focus { .. }) {
            self.change(at);
        }
        if self.recording() {
            self.events.push(RawEventV1 {
                t_ms: (at - self.started).max(0.0),
                event,
            });
        }
    }

    /// Not paused and on an allowed page.
    pub fn recording(&self) -> bool {
        !self.paused && self.current_allowed
    }

    /// Recording, not observed since the last change, and quiet for
    /// [`HUMAN_SETTLE_QUIET`] at `now` (epoch ms).
    pub fn wants_observation(&self, now: f64) -> bool {
        self.recording()
            && !self.observed_since_change
            && now - self.last_change >= HUMAN_SETTLE_QUIET.as_secs_f64() * 1000.0
    }

    /// Keeps an observation taken at `at` (epoch ms); answers whether it is
    /// the first (the raw file's `start` line describes its space).
    pub fn observed(&mut self, at: f64, observation: Observation) -> bool {
        self.observations.push(Taken { at, observation });
        self.observed_since_change = true;
        self.observations.len() == 1
    }

    /// Records written so far.
    pub fn records(&self) -> &[MimicTraceRecordV1] {
        &self.records
    }

    /// Raw events kept so far, in time order.
    pub fn events(&mut self) -> &[RawEventV1] {
        self.events.sort_by(|a, b| a.t_ms.total_cmp(&b.t_ms));
        &self.events
    }

    /// Writes every finished step (all of them once `ending`): a step is
    /// finished when a later one has begun.
    pub fn write_steps(&mut self, trace: &mut TraceFile, ending: bool) -> Result<(), CollectError> {
        self.events.sort_by(|a, b| a.t_ms.total_cmp(&b.t_ms));
        let steps = reduce(&self.events).steps;
        let finished = if ending {
            steps.len()
        } else {
            steps.len().saturating_sub(1)
        };
        while self.written_steps < finished {
            self.write_step(&steps[self.written_steps], trace)?;
            self.written_steps += 1;
        }
        Ok(())
    }

    /// The `start` line of the raw file, from the first observation.
    pub fn start_event(&self, url: Option<String>) -> Option<RawEventV1> {
        let first = &self.observations.first()?.observation;
        let start = RawEventV1 {
            t_ms: 0.0,
            event: RawEvent::Start {
                schema: RAW_EVENTS_SCHEMA.to_string(),
                trace_id: self.ctx.trace_id.clone(),
                platform: self.ctx.platform,
                coordinate_space: first.ext.coordinate_space,
                observed_area: first.ext.observed_area,
                scale: first.ext.scale,
                url,
                task_goal: Some(self.ctx.goal.clone()),
            },
        };
        Some(start)
    }

    /// Ends the trace: writes the remaining steps, the raw events (after
    /// `start`, if anything was observed) and `end`, and closes the trace
    /// file with `status` (`aborted` if a step cannot be written). Returns
    /// the records and the fault of that last write, if any.
    pub fn finish(
        mut self,
        mut trace: TraceFile,
        raw_writer: &mut RawEventWriter,
        mut status: TraceStatus,
    ) -> Result<(Vec<MimicTraceRecordV1>, Option<String>), CollectError> {
        let mut fault = None;
        if let Err(e) = self.write_steps(&mut trace, true) {
            fault = Some(e.to_string());
            status = TraceStatus::Aborted;
        }
        if !self.observations.is_empty() {
            raw_writer.write_run(self.events().to_vec())?;
            let end_ms = self.events.last().map_or(0.0, |e| e.t_ms);
            raw_writer.write(RawEventV1 {
                t_ms: end_ms,
                event: RawEvent::End { status },
            })?;
        }
        if let Some(last) = self.records.last_mut() {
            last.ext_mut().trace_status = Some(status);
        }
        trace.finish(status)?;
        Ok((self.records, fault))
    }

    fn write_step(
        &mut self,
        step: &mimic_input::raw::ReducedStep,
        trace: &mut TraceFile,
    ) -> Result<(), CollectError> {
        let step_at = self.started + step.start_ms;
        // The newest observation before the step; the first one if the
        // person acted before any (then it is stale by construction).
        let Some(taken) = self
            .observations
            .iter()
            .rev()
            .find(|t| t.at <= step_at)
            .or(self.observations.first())
        else {
            return Ok(());
        };
        // A change stamped with the step's own start is the step's own
        // input (macOS counts input as change), not one it met.
        let stale = taken.at > step_at || self.changes.iter().any(|&c| c > taken.at && c < step_at);
        let mut ext = taken.observation.ext.clone();
        if stale {
            ext.stale = Some(true);
        }
        let record = self.ctx.record(
            StepFacts {
                index: self.records.len() as u32,
                subgoal: step.subgoal.clone().unwrap_or_default(),
                observation: taken.observation.observation.clone(),
                observation_ext: ext,
                action: step.action.clone(),
                action_ext: step.key_target().map(|key_target| ActionExtV1 {
                    key_target: Some(key_target),
                }),
                previous_actions: self.previous.clone(),
                expected_effect: None,
                verification: None,
                demonstrator: None,
                redacted_paths: if step.redacted {
                    vec!["chosenAction.text".into()]
                } else {
                    vec![]
                },
            },
            self.clock.now(),
            &MapOptions::default(),
        )?;
        trace.push(record.clone())?;
        self.records.push(record);
        self.previous.push(step.action.clone());
        Ok(())
    }
}

/// Records one trace until `Stop`, the browser closing, or a fault.
pub async fn record_human(
    options: HumanOptions,
    mut controls: ControlReceiver,
) -> Result<HumanOutcome, CollectError> {
    let platform = Platform::current().ok_or(CollectError::UnknownPlatform)?;
    let ctx = TraceContext::manual(&options.trace_id, &options.goal, platform);
    let browser = Browser::launch(options.launch.clone()).await?;
    let mut page = browser.new_blank_page().await?;
    page.set_load_policy(LoadPolicy {
        quiet: SETTLE_QUIET,
        ..LoadPolicy::default()
    });
    let recording = Recording::attach(&page).await?;
    let mut session = Session::new(
        ctx,
        options.clock.clone(),
        Some(options.allowed_origins.clone()),
        epoch_ms(),
    );
    page.goto(&options.url).await?;
    let mut trace = TraceFile::create(options.out.trace_file(&options.trace_id))?;
    let mut raw_writer =
        RawEventWriter::append(options.out.raw_file(&options.trace_id), Durability::Flush)?;
    let mut polls: u64 = 0;
    let mut failed_observations = 0;
    let result: Result<(), CollectError> = async {
        loop {
            let mut stopped = false;
            while let Ok((control, sent_at)) = controls.try_recv() {
                stopped |= session.control(control, sent_at);
            }
            for message in recording.take() {
                match message {
                    RecorderMessage::Mutation { at } => session.change(at),
                    RecorderMessage::Raw { at, event } => session.raw(at, event),
                }
            }
            if stopped {
                break;
            }
            polls += 1;
            if polls.is_multiple_of(HEARTBEAT_POLLS) {
                // A person closing the browser ends the trace; a dialog
                // open is theirs to answer.
                match page.call("Page.getFrameTree", serde_json::json!({})).await {
                    Ok(_) | Err(ChromeError::DialogOpen(_)) => {}
                    Err(e) => return Err(e.into()),
                }
            }
            if session.wants_observation(epoch_ms()) {
                let at = epoch_ms();
                // A page mid-navigation cannot be observed; try again next
                // poll. Nor can one behind a dialog, however long the person
                // takes to answer it, so that does not count as a failure.
                let observation =
                    match observe(&page, &ObserveOptions::default(), &options.out.root).await {
                        Ok(observation) => observation,
                        Err(ChromeError::DialogOpen(_)) => {
                            tokio::time::sleep(POLL).await;
                            continue;
                        }
                        Err(e) => {
                            failed_observations += 1;
                            if failed_observations > MAX_FAILED_OBSERVATIONS {
                                return Err(e.into());
                            }
                            tokio::time::sleep(POLL).await;
                            continue;
                        }
                    };
                failed_observations = 0;
                session.caught_up(at, epoch_ms());
                if session.observed(at, observation.observed)
                    && let Some(start) = session.start_event(Some(options.url.clone()))
                {
                    raw_writer.write(start)?;
                }
            }
            session.write_steps(&mut trace, false)?;
            tokio::time::sleep(POLL).await;
        }
        Ok(())
    }
    .await;
    // The browser closing ends the trace like Ctrl+C does.
    let closed = matches!(&result, Err(CollectError::Chrome(_)));
    let status = if result.is_ok() || closed {
        TraceStatus::Completed
    } else {
        TraceStatus::Aborted
    };
    let freshness_ms = session.freshness_ms().to_vec();
    let (records, mut fault) = session.finish(trace, &mut raw_writer, status)?;
    if let Err(e) = &result
        && !closed
    {
        fault = Some(e.to_string());
    }
    drop(recording);
    browser.close().await;
    Ok(HumanOutcome {
        trace_id: options.trace_id,
        records,
        fault,
        browser_closed: closed,
        freshness_ms,
    })
}
