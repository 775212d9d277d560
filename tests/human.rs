//! Human mode, tested as a person would use it: a headful Chromium on an
//! Xvfb display, driven by xdotool (OS-level pointer and keyboard), so the
//! page receives trusted input exactly like a person's.

#[path = "../examples/support/xvfb.rs"]
mod xvfb;

use std::time::Duration;

use mimic::collect::human::{Control, HumanOutcome, control_channel, record_human};
use mimic::collect::out::{OutLayout, OutMode};
use mimic::demo::DemoServer;
use mimic_schema::{Bounds, Collector, MappingStatus, MimicActionType};
use xvfb::{Display, boxes, first_observation, kiosk_options, screen, window_shown, xdotool};

/// What a recorded person left: the outcome and the run's folder (kept
/// while this lives).
struct Recorded {
    outcome: HumanOutcome,
    out: OutLayout,
    _dir: tempfile::TempDir,
}

/// Records a person on the demo sites' `path` doing `act` (given the display
/// number and the boxes of `test_ids`) from the first observation on, with
/// `subgoal` entered just before; then stops.
async fn record_person(
    path: &str,
    test_ids: &[&str],
    subgoal: &str,
    act: impl FnOnce(u32, Vec<Bounds>) + Send + 'static,
) -> Recorded {
    let dir = tempfile::tempdir().unwrap();
    let server = DemoServer::start_demo_sites().unwrap();
    let url = server.url(path);
    let found = boxes(&url, test_ids).await;
    let display = Display::start();
    let out = OutLayout::prepare(dir.path(), OutMode::Fresh).unwrap();
    let options = kiosk_options(&display, &url, vec![server.origin()], &out);
    let (tx, rx) = control_channel();
    let raw = out.raw_file("manual--test--run-1");
    let number = display.number;
    let subgoal = subgoal.to_string();
    let person = async move {
        first_observation(&raw).await;
        tokio::task::spawn_blocking(move || window_shown(number))
            .await
            .unwrap();
        // Acted on at once: the subgoal counts from when it was sent, not
        // from when the recording loop reads it.
        tx.send(Control::Subgoal(subgoal)).unwrap();
        tokio::task::spawn_blocking(move || act(number, found))
            .await
            .unwrap();
        tx.send(Control::Stop).unwrap();
    };
    let (outcome, ()) = tokio::join!(record_human(options, rx), person);
    let outcome = outcome.unwrap();
    assert_eq!(outcome.fault, None);
    Recorded {
        outcome,
        out,
        _dir: dir,
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_person_using_the_real_pointer_and_keyboard_is_recorded() {
    let recorded = record_person(
        "/todo/index.html?seed=2",
        &["new-todo", "add-todo"],
        "Type the todo",
        |number, found| {
            let (input, add) = (found[0], found[1]);
            let [x, y] = screen(input.center());
            xdotool(number, &["mousemove", &x, &y, "click", "1"]);
            std::thread::sleep(Duration::from_millis(400));
            xdotool(number, &["type", "--delay", "40", "Buy stamps"]);
            std::thread::sleep(Duration::from_millis(400));
            let [x, y] = screen(add.center().translate(8.0, 3.0));
            xdotool(number, &["mousemove", &x, &y, "click", "1"]);
            std::thread::sleep(Duration::from_millis(800));
        },
    )
    .await;
    let outcome = recorded.outcome;
    let kinds: Vec<_> = outcome
        .records
        .iter()
        .map(|r| r.chosen_action.action_type)
        .collect();
    assert_eq!(
        kinds,
        [
            MimicActionType::Click,
            MimicActionType::TypeText,
            MimicActionType::Click
        ],
        "{:#?}",
        outcome
            .records
            .iter()
            .map(|r| &r.chosen_action)
            .collect::<Vec<_>>()
    );
    let typed = &outcome.records[1];
    assert_eq!(typed.chosen_action.text.as_deref(), Some("Buy stamps"));
    for record in &outcome.records {
        assert_eq!(record.source.collector, Collector::Manual);
        assert_eq!(record.current_subgoal, "Type the todo");
        assert_eq!(
            record.mapping.status,
            MappingStatus::MatchedCandidate,
            "{}: {:?}",
            record.step_id,
            record.mapping
        );
    }
    let label = |i: usize| {
        let r = &outcome.records[i];
        r.candidate(r.chosen_candidate_id.as_deref().unwrap())
            .unwrap()
            .label
            .clone()
    };
    assert_eq!(label(0).as_deref(), Some("New todo"));
    assert_eq!(label(2).as_deref(), Some("Add"));
    // The click on Add met a page that already held the typed text in view.
    let last = outcome.records.last().unwrap();
    assert_eq!(
        last.mimic.as_ref().unwrap().trace_status,
        Some(mimic_schema::TraceStatus::Completed)
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn pause_allow_list_and_closing_the_browser() {
    let dir = tempfile::tempdir().unwrap();
    let server = DemoServer::start_demo_sites().unwrap();
    // Another port is another origin, outside the allow-list.
    let elsewhere = DemoServer::start_demo_sites().unwrap();
    let offsite = elsewhere.url("/todo/index.html?seed=3");
    let url = server.url(&format!("/fixtures/leave.html?to={offsite}"));
    let found = boxes(&url, &["stay", "away"]).await;
    let (stay, away) = (found[0], found[1]);
    let offsite_input = boxes(&offsite, &["new-todo"]).await[0];
    let display = Display::start();
    let out = OutLayout::prepare(dir.path(), OutMode::Fresh).unwrap();
    let options = kiosk_options(&display, &url, vec![server.origin()], &out);
    let (tx, rx) = control_channel();
    let raw = out.raw_file("manual--test--run-1");
    let trace = out.trace_file("manual--test--run-1");
    let number = display.number;
    let person = async move {
        tx.send(Control::Subgoal("Stay, then leave".into()))
            .unwrap();
        first_observation(&raw).await;
        tokio::task::spawn_blocking(move || window_shown(number))
            .await
            .unwrap();
        let click = move |b: Bounds| {
            let [x, y] = screen(b.center());
            xdotool(number, &["mousemove", &x, &y, "click", "1"]);
            std::thread::sleep(Duration::from_millis(500));
        };
        tokio::task::spawn_blocking(move || click(stay))
            .await
            .unwrap();
        // Paused: this press is not recorded.
        tx.send(Control::TogglePause).unwrap();
        tokio::time::sleep(Duration::from_millis(200)).await;
        tokio::task::spawn_blocking(move || click(stay))
            .await
            .unwrap();
        tx.send(Control::TogglePause).unwrap();
        tokio::time::sleep(Duration::from_millis(200)).await;
        tokio::task::spawn_blocking(move || {
            click(stay);
            click(away);
            // Off the allow-list: nothing of this is recorded.
            std::thread::sleep(Duration::from_millis(1500));
            click(offsite_input);
            xdotool(number, &["type", "--delay", "40", "offsite words"]);
            std::thread::sleep(Duration::from_millis(500));
        })
        .await
        .unwrap();
        // Every finished step is on disk while the trace is still running.
        let on_disk = std::fs::read_to_string(&trace).unwrap().lines().count();
        // Closing the browser (its only tab) ends the trace; no Stop is sent.
        tokio::task::spawn_blocking(move || xdotool(number, &["key", "ctrl+w"]))
            .await
            .unwrap();
        (tx, on_disk)
    };
    let (outcome, (_keep_open, on_disk)) = tokio::join!(record_human(options, rx), person);
    let outcome = outcome.unwrap();
    assert!(
        outcome.browser_closed,
        "the trace ended by the browser closing"
    );
    assert_eq!(outcome.fault, None);
    let labels: Vec<_> = outcome
        .records
        .iter()
        .map(|r| {
            assert_eq!(
                r.chosen_action.action_type,
                MimicActionType::Click,
                "{}",
                r.step_id
            );
            assert_eq!(
                r.mapping.status,
                MappingStatus::MatchedCandidate,
                "{}",
                r.step_id
            );
            assert!(
                r.observation
                    .url
                    .as_deref()
                    .unwrap()
                    .starts_with(&server.origin())
            );
            r.candidate(r.chosen_candidate_id.as_deref().unwrap())
                .unwrap()
                .label
                .clone()
                .unwrap()
        })
        .collect();
    assert_eq!(labels, ["Stay", "Stay", "Away"]);
    assert_eq!(
        on_disk, 2,
        "the two finished steps were on disk before the end"
    );
    let last = outcome.records.last().unwrap();
    assert_eq!(
        last.mimic.as_ref().unwrap().trace_status,
        Some(mimic_schema::TraceStatus::Completed)
    );
    let raw_text = std::fs::read_to_string(out.raw_file("manual--test--run-1")).unwrap();
    assert!(
        !raw_text.contains("offsite"),
        "nothing typed off the allow-list"
    );
    let events: Vec<mimic_schema::raw::RawEventV1> = raw_text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    use mimic_schema::raw::RawEvent;
    assert!(
        events.iter().all(
            |e| !matches!(&e.event, RawEvent::Navigate { url } if url.starts_with(&elsewhere.origin()))
        ),
        "the visit off the allow-list is not in the raw events"
    );
    let pause = events
        .iter()
        .position(|e| matches!(e.event, RawEvent::Pause))
        .unwrap();
    let resume = events
        .iter()
        .position(|e| matches!(e.event, RawEvent::Resume))
        .unwrap();
    assert!(
        events[pause..resume].iter().all(|e| !matches!(
            e.event,
            RawEvent::PointerDown { .. } | RawEvent::PointerUp { .. }
        )),
        "no press recorded while paused"
    );
    let trace_records = std::fs::read_to_string(out.trace_file("manual--test--run-1")).unwrap();
    assert_eq!(trace_records.lines().count(), 3);
}

/// Per record: the `metadata.selector` of the candidate it mapped to (`-`
/// when none) and its reason code.
fn mapped_to(records: &[mimic_schema::MimicTraceRecordV1]) -> Vec<(String, String)> {
    records
        .iter()
        .map(|r| {
            let selector = r
                .chosen_candidate_id
                .as_deref()
                .and_then(|id| r.candidate(id))
                .and_then(|c| c.metadata.as_ref()?.get("selector")?.as_str())
                .unwrap_or("-");
            (selector.to_string(), r.reason_code().unwrap().to_string())
        })
        .collect()
}

/// Every step's action, mapping and reason, for a failure message.
fn steps_report(records: &[mimic_schema::MimicTraceRecordV1]) -> String {
    records
        .iter()
        .map(|r| {
            let stale = r.observation_ext().and_then(|o| o.stale) == Some(true);
            format!(
                "{} (screenshot {:.8}): {:?} {:?} -> {:?}{}: {}\n",
                r.step_id,
                r.observation.screenshot_sha256.as_deref().unwrap_or("-"),
                r.chosen_action.action_type,
                r.chosen_action
                    .key
                    .as_deref()
                    .or(r.chosen_action.text.as_deref()),
                r.chosen_candidate_id,
                if stale { " (stale observation)" } else { "" },
                r.mapping.reason.as_deref().unwrap_or_default()
            )
        })
        .collect()
}

/// Records a person on `fixtures/keys.html` doing `act`; checks that the
/// password typed there is in no file of the run.
async fn record_keys(
    test_ids: &[&str],
    act: impl FnOnce(u32, Vec<Bounds>) + Send + 'static,
) -> Vec<mimic_schema::MimicTraceRecordV1> {
    let recorded = record_person("/fixtures/keys.html", test_ids, "Sign in", act).await;
    for file in [
        recorded.out.raw_file("manual--test--run-1"),
        recorded.out.trace_file("manual--test--run-1"),
    ] {
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(
            !text.contains("s3cret"),
            "{} holds the password",
            file.display()
        );
    }
    recorded.outcome.records
}

/// Issue 18, fault 5: a person clicks the user-name field, types, presses
/// Tab and types the password at once, so no observation lands between the
/// Tab and the typing and the newest one still marks the user-name field
/// focused. The keys belong to the field that received them. Then Enter,
/// and Shift+Tab back to the user-name field, typing at once.
#[tokio::test(flavor = "multi_thread")]
async fn keys_typed_at_once_after_tab_go_to_the_field_that_received_them() {
    let records = record_keys(&["user"], |number, found| {
        let [x, y] = screen(found[0].center());
        xdotool(number, &["mousemove", &x, &y, "click", "1"]);
        // Long enough for an observation that marks the user-name field focused.
        std::thread::sleep(Duration::from_millis(700));
        // One run of keys 30 ms apart: Tab and Enter are typed as "\t" and "\n".
        xdotool(number, &["type", "--delay", "30", "alice\ts3cret\n"]);
        std::thread::sleep(Duration::from_millis(800));
        xdotool(
            number,
            &["key", "shift+Tab", "type", "--delay", "30", "bob"],
        );
        std::thread::sleep(Duration::from_millis(800));
    })
    .await;
    let report = steps_report(&records);
    eprint!("{report}");
    let actions: Vec<_> = records
        .iter()
        .map(|r| {
            let a = &r.chosen_action;
            (a.action_type, a.key.clone().or(a.text.clone()))
        })
        .collect();
    let step = |kind, what: &str| (kind, Some(what.to_string()));
    assert_eq!(
        actions,
        [
            (MimicActionType::Click, None),
            step(MimicActionType::TypeText, "alice"),
            step(MimicActionType::PressKey, "Tab"),
            step(MimicActionType::TypeText, "[REDACTED]"),
            step(MimicActionType::PressKey, "Enter"),
            step(MimicActionType::PressKey, "Shift+Tab"),
            step(MimicActionType::TypeText, "bob"),
        ],
        "{report}"
    );
    let to = |selector: &str, code: &str| (selector.to_string(), code.to_string());
    assert_eq!(
        mapped_to(&records),
        [
            to("#user", "inside_only_candidate"),
            to("#user", "receiving_element"),
            to("#user", "receiving_element"),
            to("#pw", "receiving_element"),
            to("#pw", "receiving_element"),
            to("#pw", "receiving_element"),
            to("#user", "receiving_element"),
        ],
        "{report}"
    );
    // Whichever way the focus flags of the observation point, the reason
    // says which evidence decided.
    for record in &records[1..] {
        let reason = record.mapping.reason.as_deref().unwrap();
        assert!(
            reason.contains("the element that received them; "),
            "{reason}"
        );
    }
    // The fault's scene: the password's observation predates the Tab.
    let password = &records[3];
    if password
        .mapping
        .reason
        .as_deref()
        .unwrap()
        .contains("the focus moved after it")
    {
        eprintln!("scene: the password step's observation marks the user-name field focused");
    }
}

/// Typing at once into a field that moved after the last observation (the
/// page shows a banner above it when it gets the focus, and keeps changing,
/// so no observation lands), then Tab into a field the page revealed on
/// that Tab, which no observation holds.
#[tokio::test(flavor = "multi_thread")]
async fn keys_into_a_moved_field_and_into_one_no_observation_holds() {
    let records = record_keys(&["note"], |number, found| {
        // A person looks before clicking: an observation the window's
        // showing set off ends first, so the last one before the click is
        // of the page as it was (one still running at the click could see
        // the page after the Tab, and rightly hold the tag field).
        std::thread::sleep(Duration::from_millis(1000));
        let [x, y] = screen(found[0].center());
        xdotool(
            number,
            &[
                "mousemove",
                &x,
                &y,
                "click",
                "1",
                "type",
                "--delay",
                "30",
                "hello\tmore",
            ],
        );
        std::thread::sleep(Duration::from_millis(2500));
    })
    .await;
    let report = steps_report(&records);
    eprint!("{report}");
    let note = "#notes > p:nth-of-type(1) > label > input";
    let to = |selector: &str, code: &str| (selector.to_string(), code.to_string());
    assert_eq!(
        mapped_to(&records),
        [
            to(note, "inside_only_candidate"),
            to(note, "receiving_element"),
            to(note, "receiving_element"),
            to("-", "receiver_not_in_observation"),
        ],
        "{report}"
    );
    let reason = |i: usize| records[i].mapping.reason.clone().unwrap();
    assert!(
        reason(1).contains("; it has moved since the observation, to "),
        "{}",
        reason(1)
    );
    assert_eq!(records[3].chosen_action.text.as_deref(), Some("more"));
    assert!(
        reason(3).starts_with(
            "keys went to input #extra, which is none of the observation's candidates"
        ),
        "{}",
        reason(3)
    );
    assert_eq!(records[3].mapping.status, MappingStatus::NoTarget);
}
