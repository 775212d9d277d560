//! Human mode's platform-free core ([`Session`]) fed as the macOS loop feeds
//! it (tap events, accessibility observations), on the hand-written trees of
//! `testdata/ax/`; no Mac and no browser needed.

use std::path::Path;

use mimic::collect::human::{Control, Session};
use mimic::collect::human_macos::feed;
use mimic::collect::out::{OutLayout, OutMode};
use mimic::collect::record::{Clock, TraceContext, TraceFile};
use mimic_observe::Observation;
use mimic_observe::macos::candidates::observation_from_tree;
use mimic_observe::macos::tree::AxTree;
use mimic_schema::jsonl::{Durability, JsonlReader};
use mimic_schema::raw::{RawEvent, RawEventV1};
use mimic_schema::writer::RawEventWriter;
use mimic_schema::{
    Collector, CoordinateSpace, MappingStatus, MimicTraceRecordV1, Platform, Point, TraceStatus,
};

const T0: f64 = 1_000_000.0;

fn textedit() -> Observation {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/ax/textedit-window.json");
    observation_from_tree(&AxTree::read(&path).unwrap(), None, None).unwrap()
}

fn context(platform: Platform) -> TraceContext {
    TraceContext {
        trace_id: "manual--t--run-1".into(),
        task_id: None,
        site_id: None,
        instance_id: None,
        run: 1,
        goal: "Use TextEdit".into(),
        collector: Collector::Manual,
        platform,
    }
}

fn press(session: &mut Session, at: f64, point: Point) {
    let down = RawEvent::PointerDown {
        point,
        button: 0,
        click_count: 1,
        modifiers: Default::default(),
        target: None,
    };
    let up = RawEvent::PointerUp {
        point,
        button: 0,
        click_count: 1,
        modifiers: Default::default(),
        target: None,
    };
    feed(session, at, RawEvent::PointerMove { point });
    feed(session, at, down);
    feed(session, at + 60.0, up);
}

fn on_disk(path: &Path) -> Vec<MimicTraceRecordV1> {
    JsonlReader::open(path)
        .unwrap()
        .values()
        .map(|r| r.unwrap().1)
        .collect()
}

#[test]
fn tap_events_and_ax_observations_become_records_written_as_steps_finish() {
    let dir = tempfile::tempdir().unwrap();
    let out = OutLayout::prepare(dir.path(), OutMode::Fresh).unwrap();
    let observation = textedit();
    assert_eq!(observation.ext.coordinate_space, CoordinateSpace::Ax);
    let buttons: Vec<_> = observation
        .observation
        .candidates
        .iter()
        .filter(|c| c.role.as_deref() == Some("button") && c.visible == Some(true))
        .map(|c| (c.id.clone(), c.bounds.center()))
        .collect();
    assert!(buttons.len() >= 2, "{buttons:?}");
    let trace_path = out.trace_file("manual--t--run-1");
    let mut trace = TraceFile::create(&trace_path).unwrap();
    let mut session = Session::new(context(Platform::Macos), Clock::System, None, T0);

    // Quiet since the start: observe.
    assert!(!session.wants_observation(T0 + 100.0));
    assert!(session.wants_observation(T0 + 200.0));
    assert!(session.observed(T0 + 200.0, observation.clone()));
    assert!(!session.wants_observation(T0 + 400.0));
    assert!(!session.control(Control::Subgoal("Close things".into()), T0 + 250.0));
    press(&mut session, T0 + 500.0, buttons[0].1);
    session.write_steps(&mut trace, false).unwrap();
    assert!(
        session.records().is_empty(),
        "a step is written once finished"
    );
    // The click changed the screen: observe again once quiet.
    assert!(!session.wants_observation(T0 + 600.0));
    assert!(session.wants_observation(T0 + 800.0));
    assert!(!session.observed(T0 + 800.0, observation.clone()));
    press(&mut session, T0 + 1000.0, buttons[1].1);
    session.write_steps(&mut trace, false).unwrap();
    // The first step is finished and already on disk.
    assert_eq!(session.records().len(), 1);
    assert_eq!(on_disk(&trace_path), session.records());
    // A third click before any new observation: its observation is stale.
    press(&mut session, T0 + 1100.0, buttons[0].1);
    session.write_steps(&mut trace, false).unwrap();
    assert_eq!(on_disk(&trace_path).len(), 2);
    // Paused, nothing is kept.
    assert!(!session.control(Control::TogglePause, T0 + 1300.0));
    press(&mut session, T0 + 1400.0, buttons[1].1);
    assert!(!session.wants_observation(T0 + 2000.0));
    assert!(!session.control(Control::TogglePause, T0 + 2100.0));
    assert!(session.control(Control::Stop, T0 + 2200.0));

    let raw_path = out.raw_file("manual--t--run-1");
    let mut raw = RawEventWriter::append(&raw_path, Durability::Flush).unwrap();
    raw.write(session.start_event(None).unwrap()).unwrap();
    let (records, fault) = session
        .finish(trace, &mut raw, TraceStatus::Completed)
        .unwrap();
    assert_eq!(fault, None);
    assert_eq!(records, on_disk(&trace_path));
    assert_eq!(records.len(), 3);
    let chosen: Vec<_> = records
        .iter()
        .map(|r| r.chosen_candidate_id.clone().unwrap())
        .collect();
    assert_eq!(
        chosen,
        [
            buttons[0].0.clone(),
            buttons[1].0.clone(),
            buttons[0].0.clone()
        ]
    );
    for r in &records {
        assert_eq!(r.mapping.status, MappingStatus::MatchedCandidate);
        assert_eq!(r.source.platform, Platform::Macos);
        assert_eq!(r.current_subgoal, "Close things");
        assert_eq!(
            mimic_schema::validate::validate_record(r),
            [],
            "{}",
            r.step_id
        );
    }
    let stale = |r: &MimicTraceRecordV1| r.observation_ext().unwrap().stale;
    assert_eq!(
        records.iter().map(stale).collect::<Vec<_>>(),
        [None, None, Some(true)]
    );
    assert_eq!(
        records[2].mimic.as_ref().unwrap().trace_status,
        Some(TraceStatus::Completed)
    );
    let events: Vec<RawEventV1> = JsonlReader::open(&raw_path)
        .unwrap()
        .values()
        .map(|r| r.unwrap().1)
        .collect();
    assert!(matches!(
        &events[0].event,
        RawEvent::Start {
            coordinate_space: CoordinateSpace::Ax,
            platform: Platform::Macos,
            ..
        }
    ));
    assert!(events.iter().any(|e| matches!(e.event, RawEvent::Pause)));
    // Nothing between pause and resume was kept.
    let pressed_at: Vec<f64> = events
        .iter()
        .filter(|e| matches!(e.event, RawEvent::PointerDown { .. }))
        .map(|e| e.t_ms)
        .collect();
    assert_eq!(pressed_at, [500.0, 1000.0, 1100.0]);
    assert!(matches!(
        events.last().unwrap().event,
        RawEvent::End {
            status: TraceStatus::Completed
        }
    ));
}

#[test]
fn pages_outside_the_allow_list_are_not_recorded() {
    let mut session = Session::new(
        context(Platform::Linux),
        Clock::System,
        Some(vec!["http://127.0.0.1:1".into()]),
        T0,
    );
    session.raw(
        T0 + 10.0,
        RawEvent::Navigate {
            url: "http://127.0.0.1:1/a".into(),
        },
    );
    assert!(session.recording());
    session.raw(
        T0 + 20.0,
        RawEvent::Navigate {
            url: "https://example.org/".into(),
        },
    );
    assert!(!session.recording());
    assert!(
        !session.wants_observation(T0 + 5_000.0),
        "not observed either"
    );
    press(&mut session, T0 + 100.0, Point { x: 1.0, y: 1.0 });
    session.raw(
        T0 + 200.0,
        RawEvent::Navigate {
            url: "http://127.0.0.1:1/b".into(),
        },
    );
    assert!(session.recording());
    let kept: Vec<_> = session.events().iter().map(|e| e.t_ms).collect();
    assert_eq!(kept, [10.0, 200.0]);
}

/// Freshness: from the first change no observation had begun after, to the
/// end of the observation that begins after it; a change during an
/// observation waits for the next one.
#[test]
fn freshness_runs_from_the_first_unseen_change_to_the_catching_up_observation() {
    let dir = tempfile::tempdir().unwrap();
    let out = OutLayout::prepare(dir.path(), OutMode::Fresh).unwrap();
    let _trace = TraceFile::create(out.trace_file("manual--t--run-1")).unwrap();
    let mut session = Session::new(context(Platform::Macos), Clock::System, None, T0);
    session.change(T0 + 100.0);
    session.change(T0 + 130.0);
    // Begun at 300, ended at 420: caught up with the change at 100.
    session.caught_up(T0 + 300.0, T0 + 420.0);
    // A change while the next observation runs is not caught up by it.
    session.change(T0 + 510.0);
    session.caught_up(T0 + 500.0, T0 + 600.0);
    session.caught_up(T0 + 700.0, T0 + 780.0);
    // Nothing changed since: no figure.
    session.caught_up(T0 + 900.0, T0 + 950.0);
    assert_eq!(session.freshness_ms(), &[320.0, 270.0]);
}
