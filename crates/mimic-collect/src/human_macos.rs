//! Human mode on a Mac: the event tap of mimic-observe's macOS recorder
//! reports a person's input, the accessibility observer describes the
//! frontmost application whenever it has been quiet for a moment, and the
//! platform-free [`Session`] turns both into records, as in the browser.
//! Off macOS the recorder and observer answer `Unsupported`, so this fails
//! with that error at once.
//!
//! Without a mutation feed, every input event except a pointer move counts
//! as a change: a step whose newest observation is older than the input
//! before it is marked `stale`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

use mimic_observe::chrome::recording::epoch_ms;
use mimic_observe::macos::{self, MacObserveOptions, MacRecordOptions};
use mimic_schema::jsonl::Durability;
use mimic_schema::raw::{RawEvent, RawEventV1};
use mimic_schema::writer::RawEventWriter;
use mimic_schema::{Platform, TraceStatus};

use super::demo_run::CollectError;
use super::human::{ControlReceiver, HumanOutcome, POLL, Session};
use super::out::OutLayout;
use super::record::{Clock, TraceContext, TraceFile};

/// Observations failing in a row before the fault is reported (an app
/// closing a window answers once or twice with nothing to walk).
const MAX_FAILED_OBSERVATIONS: u32 = 20;

#[derive(Debug, Clone)]
pub struct MacHumanOptions {
    pub goal: String,
    pub trace_id: String,
    pub out: OutLayout,
    pub clock: Clock,
    pub observe: MacObserveOptions,
}

/// Feeds one tap event to the session: everything but a pointer move is a
/// change of what the screen may show.
pub fn feed(session: &mut Session, at: f64, event: RawEvent) {
    if !matches!(event, RawEvent::PointerMove { .. }) {
        session.change(at);
    }
    session.raw(at, event);
}

/// Records one trace of the frontmost application until `Stop` (or a
/// fault). Blocking: run it off the async runtime.
pub fn record_human_macos(
    options: MacHumanOptions,
    mut controls: ControlReceiver,
) -> Result<HumanOutcome, CollectError> {
    macos::check_permissions(&[
        macos::Permission::Accessibility,
        macos::Permission::InputMonitoring,
    ])?;
    let ctx = TraceContext::manual(&options.trace_id, &options.goal, Platform::Macos);
    let mut trace = TraceFile::create(options.out.trace_file(&options.trace_id))?;
    let mut raw_writer =
        RawEventWriter::append(options.out.raw_file(&options.trace_id), Durability::Flush)?;
    let started = epoch_ms();
    let mut session = Session::new(ctx, options.clock.clone(), None, started);
    let stop = AtomicBool::new(false);
    let (events_tx, events) = mpsc::channel::<RawEventV1>();
    let result = std::thread::scope(|scope| {
        let recorder = scope.spawn(|| {
            let result = macos::record(&MacRecordOptions::default(), &stop, &mut |event| {
                let _ = events_tx.send(event);
            });
            // However the recorder ended, the loop stops with it.
            stop.store(true, Ordering::Relaxed);
            result
        });
        let looped = (|| -> Result<(), CollectError> {
            let mut failed_observations = 0;
            while !stop.load(Ordering::Relaxed) {
                while let Ok((control, sent_at)) = controls.try_recv() {
                    if session.control(control, sent_at) {
                        stop.store(true, Ordering::Relaxed);
                    }
                }
                // The tap stamps events from its own start, a moment after ours.
                for event in events.try_iter() {
                    feed(&mut session, started + event.t_ms, event.event);
                }
                if session.wants_observation(epoch_ms()) {
                    let at = epoch_ms();
                    match macos::observe(&options.observe, &options.out.root) {
                        Ok(observation) => {
                            failed_observations = 0;
                            session.caught_up(at, epoch_ms());
                            if session.observed(at, observation)
                                && let Some(start) = session.start_event(None)
                            {
                                raw_writer.write(start)?;
                            }
                        }
                        Err(e) => {
                            failed_observations += 1;
                            if failed_observations > MAX_FAILED_OBSERVATIONS {
                                return Err(e.into());
                            }
                        }
                    }
                }
                session.write_steps(&mut trace, false)?;
                std::thread::sleep(POLL);
            }
            Ok(())
        })();
        stop.store(true, Ordering::Relaxed);
        let recorded = recorder.join().unwrap_or(Ok(()));
        looped.and(recorded.map_err(CollectError::from))
    });
    for event in events.try_iter() {
        feed(&mut session, started + event.t_ms, event.event);
    }
    let status = if result.is_ok() {
        TraceStatus::Completed
    } else {
        TraceStatus::Aborted
    };
    let freshness_ms = session.freshness_ms().to_vec();
    let (records, mut fault) = session.finish(trace, &mut raw_writer, status)?;
    if let Err(e) = result {
        fault = Some(e.to_string());
    }
    Ok(HumanOutcome {
        trace_id: options.trace_id,
        records,
        fault,
        browser_closed: false,
        freshness_ms,
    })
}
