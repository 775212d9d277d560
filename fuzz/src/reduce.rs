//! The raw-event reducer (mimic-observe `raw`) and the scrubbing of raw
//! events before they are written (mimic-schema `scrub_raw_events`): pure,
//! so they fuzz without a browser.

use mimic_input::raw::{StepDetail, reduce};
use mimic_schema::jsonl::JsonlReader;
use mimic_schema::raw::{RawEvent, RawEventV1};
use mimic_schema::scrub::{REDACTED, scrub_raw_events};
use mimic_schema::{MimicActionType, Point};

/// Reduces the events `data` holds (a raw-events file; lines that are not
/// events are dropped, as a torn file's would be). Each step is built from
/// the events it names: a click from a primary press and its release at the
/// press point, a key from one key press, a scroll from its wheel ticks,
/// typing from key presses or inserted text; steps come in the order they
/// ended; redacted typing says only the redaction marker.
pub fn reduce_raw_events(data: &[u8]) {
    let events: Vec<RawEventV1> = JsonlReader::new(data, "fuzz.events.jsonl")
        .values::<RawEventV1>()
        .filter_map(|item| item.ok().map(|(_, event)| event))
        .collect();
    scrubbing_raw_events_is_final(&events);
    let reduction = reduce(&events);
    for step in &reduction.steps {
        assert!(step.first_event <= step.last_event && step.last_event < events.len());
        let (first, last) = (
            &events[step.first_event].event,
            &events[step.last_event].event,
        );
        match step.detail {
            StepDetail::Click { .. } => {
                assert_eq!(step.action.action_type, MimicActionType::Click);
                let RawEvent::PointerDown { point, button, .. } = first else {
                    panic!("a click starts with a press, not {first:?}");
                };
                assert_eq!(*button, 0, "only the primary button clicks");
                assert!(
                    same_point(step.action.point, *point),
                    "a click is at its press"
                );
                assert!(matches!(last, RawEvent::PointerUp { button: 0, .. }));
            }
            StepDetail::Key => {
                assert_eq!(step.action.action_type, MimicActionType::PressKey);
                assert_eq!(step.first_event, step.last_event);
                assert!(matches!(first, RawEvent::KeyDown { key: Some(_), .. }));
            }
            StepDetail::Scroll { ticks } => {
                assert_eq!(step.action.action_type, MimicActionType::Scroll);
                assert!(ticks >= 1 && ticks as usize <= step.last_event - step.first_event + 1);
                for event in [first, last] {
                    assert!(matches!(event, RawEvent::Wheel { .. }));
                }
            }
            StepDetail::Typed { .. } => {
                assert_eq!(step.action.action_type, MimicActionType::TypeText);
                assert!(matches!(
                    first,
                    RawEvent::KeyDown { .. } | RawEvent::InsertText { .. }
                ));
                if step.redacted {
                    assert_eq!(step.action.text.as_deref(), Some(REDACTED));
                }
            }
        }
    }
    for pair in reduction.steps.windows(2) {
        assert!(
            pair[0].last_event < pair[1].last_event,
            "steps come in the order they ended"
        );
    }
    for skipped in &reduction.skipped {
        assert!(skipped.first_event < skipped.last_event && skipped.last_event < events.len());
    }
}

/// Scrubbing keeps every event and its kind, and what it leaves holds no
/// credential: a second pass finds nothing more, also in the typed keys put
/// back together per field.
fn scrubbing_raw_events_is_final(events: &[RawEventV1]) {
    let mut scrubbed = events.to_vec();
    scrub_raw_events(&mut scrubbed);
    assert_eq!(scrubbed.len(), events.len());
    for (before, after) in events.iter().zip(&scrubbed) {
        assert_eq!(
            std::mem::discriminant(&before.event),
            std::mem::discriminant(&after.event)
        );
    }
    let mut again = scrubbed.clone();
    assert_eq!(scrub_raw_events(&mut again), 0, "a second pass changed events");
    assert_eq!(again, scrubbed);
}

/// Equal points, NaN included (a recorder may write any number).
fn same_point(a: Option<Point>, b: Point) -> bool {
    a.is_some_and(|a| a.x.to_bits() == b.x.to_bits() && a.y.to_bits() == b.y.to_bits())
}
