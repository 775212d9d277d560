//! Table tests: each case is a recording and the actions it must reduce to,
//! written as short strings (`click 10,20`, `type "abc"`, `key Enter`,
//! `scroll down @5,5`, `skip drag`).

use super::*;
use mimic_schema::raw::{EventTarget, Modifiers, RawEvent, RawEventV1};

fn field(name: &str) -> EventTarget {
    EventTarget {
        selector: Some(format!("#{name}")),
        tag: Some("input".into()),
        editable: true,
        ..EventTarget::default()
    }
}

fn secret_field(name: &str) -> EventTarget {
    EventTarget {
        sensitive: true,
        ..field(name)
    }
}

fn at(t: f64, event: RawEvent) -> RawEventV1 {
    RawEventV1 { t_ms: t, event }
}

fn down(t: f64, x: f64, y: f64, count: u32) -> RawEventV1 {
    press(t, x, y, 0, count)
}

fn press(t: f64, x: f64, y: f64, button: u8, click_count: u32) -> RawEventV1 {
    at(
        t,
        RawEvent::PointerDown {
            point: Point::new(x, y),
            button,
            click_count,
            modifiers: Modifiers::default(),
            target: None,
        },
    )
}

fn up(t: f64, x: f64, y: f64) -> RawEventV1 {
    release(t, x, y, 0)
}

fn release(t: f64, x: f64, y: f64, button: u8) -> RawEventV1 {
    at(
        t,
        RawEvent::PointerUp {
            point: Point::new(x, y),
            button,
            click_count: 1,
            modifiers: Modifiers::default(),
            target: None,
        },
    )
}

fn focus(t: f64, target: EventTarget) -> RawEventV1 {
    at(
        t,
        RawEvent::Focus {
            target: Some(target),
        },
    )
}

fn key_with(t: f64, key: &str, modifiers: Modifiers) -> RawEventV1 {
    at(
        t,
        RawEvent::KeyDown {
            key: Some(key.into()),
            code: None,
            modifiers,
            redacted: false,
            target: None,
        },
    )
}

fn key(t: f64, k: &str) -> RawEventV1 {
    key_with(t, k, Modifiers::default())
}

fn ctrl(t: f64, k: &str) -> RawEventV1 {
    key_with(
        t,
        k,
        Modifiers {
            ctrl: true,
            ..Modifiers::default()
        },
    )
}

fn shift(t: f64, k: &str) -> RawEventV1 {
    key_with(
        t,
        k,
        Modifiers {
            shift: true,
            ..Modifiers::default()
        },
    )
}

fn redacted_key(t: f64) -> RawEventV1 {
    at(
        t,
        RawEvent::KeyDown {
            key: None,
            code: None,
            modifiers: Modifiers::default(),
            redacted: true,
            target: None,
        },
    )
}

/// Keys for each character of `text`, 10 ms apart from `t`.
fn typed(t: f64, text: &str) -> Vec<RawEventV1> {
    text.chars()
        .enumerate()
        .map(|(i, c)| key(t + 10.0 * i as f64, &c.to_string()))
        .collect()
}

fn wheel(t: f64, dx: f64, dy: f64) -> RawEventV1 {
    at(
        t,
        RawEvent::Wheel {
            point: Point::new(5.0, 5.0),
            delta_x: dx,
            delta_y: dy,
            modifiers: Modifiers::default(),
        },
    )
}

fn describe(reduction: &Reduction) -> Vec<String> {
    let mut out: Vec<String> = reduction
        .steps
        .iter()
        .map(|step| {
            let a = &step.action;
            match step.detail {
                StepDetail::Click { click_count } => {
                    let p = a.point.unwrap();
                    let double = if click_count > 1 { " x2" } else { "" };
                    format!("click {},{}{double}", p.x, p.y)
                }
                StepDetail::Typed { edited_existing } => format!(
                    "type {:?}{}{}",
                    a.text.as_deref().unwrap(),
                    if edited_existing {
                        " edits-existing"
                    } else {
                        ""
                    },
                    if step.redacted { " redacted" } else { "" },
                ),
                StepDetail::Key => format!("key {}", a.key.as_deref().unwrap()),
                StepDetail::Scroll { ticks } => {
                    let p = a.point.unwrap();
                    format!(
                        "scroll {} x{ticks} @{},{}",
                        serde_json::to_value(a.direction.unwrap())
                            .unwrap()
                            .as_str()
                            .unwrap(),
                        p.x,
                        p.y
                    )
                }
            }
        })
        .collect();
    out.extend(
        reduction
            .skipped
            .iter()
            .map(|s| format!("skip {:?}", s.kind).to_lowercase()),
    );
    out
}

fn case(events: Vec<RawEventV1>, want: &[&str]) {
    let got = describe(&reduce(&events));
    assert_eq!(got, want, "events: {events:#?}");
}

fn seq(parts: Vec<Vec<RawEventV1>>) -> Vec<RawEventV1> {
    parts.into_iter().flatten().collect()
}

#[test]
fn clicks_drags_and_other_buttons() {
    case(
        vec![down(0.0, 10.0, 20.0, 1), up(80.0, 10.0, 20.0)],
        &["click 10,20"],
    );
    // Hand tremor below the threshold is still a click at the press point.
    case(
        vec![down(0.0, 10.0, 20.0, 1), up(80.0, 13.0, 23.0)],
        &["click 10,20"],
    );
    case(
        vec![down(0.0, 10.0, 20.0, 1), up(300.0, 60.0, 20.0)],
        &["skip drag"],
    );
    case(
        vec![
            down(0.0, 10.0, 20.0, 1),
            up(50.0, 10.0, 20.0),
            down(120.0, 10.0, 20.0, 2),
            up(170.0, 10.0, 20.0),
        ],
        &["click 10,20", "click 10,20 x2"],
    );
    case(
        vec![press(0.0, 1.0, 1.0, 2, 1), release(50.0, 1.0, 1.0, 2)],
        &["skip secondaryclick"],
    );
    case(
        vec![press(0.0, 1.0, 1.0, 1, 1), release(50.0, 1.0, 1.0, 1)],
        &["skip middleclick"],
    );
    // A release without its press (recording started mid-press) is no click.
    case(vec![up(0.0, 10.0, 20.0)], &[]);
}

#[test]
fn keystrokes_become_one_type_text_per_field() {
    case(
        seq(vec![vec![focus(0.0, field("a"))], typed(10.0, "hello")]),
        &["type \"hello\""],
    );
    case(
        seq(vec![
            vec![focus(0.0, field("a"))],
            typed(10.0, "helx"),
            vec![key(60.0, "Backspace")],
            typed(70.0, "lo"),
        ]),
        &["type \"hello\""],
    );
    // Select all, then type: the selection is replaced.
    case(
        seq(vec![
            vec![focus(0.0, field("a"))],
            typed(10.0, "abc"),
            vec![ctrl(50.0, "a")],
            typed(60.0, "xy"),
        ]),
        &["type \"xy\" edits-existing"],
    );
    // Caret moves and a shift selection replaced by one character.
    case(
        seq(vec![
            vec![focus(0.0, field("a"))],
            typed(10.0, "ac"),
            vec![key(40.0, "ArrowLeft")],
            typed(50.0, "b"),
        ]),
        &["type \"abc\""],
    );
    case(
        seq(vec![
            vec![focus(0.0, field("a"))],
            typed(10.0, "abcd"),
            vec![
                shift(60.0, "ArrowLeft"),
                shift(70.0, "ArrowLeft"),
                shift(75.0, "Shift"),
            ],
            typed(80.0, "X"),
        ]),
        &["type \"abX\""],
    );
    // Backspace beyond what was typed deletes earlier content: flagged.
    case(
        seq(vec![
            vec![focus(0.0, field("a")), key(5.0, "Backspace")],
            typed(10.0, "z"),
        ]),
        &["type \"z\" edits-existing"],
    );
    // Only caret moves: nothing typed, no step.
    case(
        vec![
            focus(0.0, field("a")),
            key(5.0, "ArrowLeft"),
            key(6.0, "End"),
        ],
        &[],
    );
}

#[test]
fn field_boundaries_and_named_keys() {
    case(
        seq(vec![
            vec![focus(0.0, field("a"))],
            typed(10.0, "hi"),
            vec![key(50.0, "Enter")],
        ]),
        &["type \"hi\"", "key Enter"],
    );
    case(
        seq(vec![
            vec![focus(0.0, field("a"))],
            typed(10.0, "x"),
            vec![key(30.0, "Tab"), focus(31.0, field("b"))],
            typed(40.0, "y"),
        ]),
        &["type \"x\"", "key Tab", "type \"y\""],
    );
    case(
        seq(vec![
            vec![focus(0.0, field("a"))],
            typed(10.0, "one"),
            vec![
                down(100.0, 5.0, 5.0, 1),
                focus(101.0, field("b")),
                up(150.0, 5.0, 5.0),
            ],
            typed(200.0, "two"),
        ]),
        &["type \"one\"", "click 5,5", "type \"two\""],
    );
    // Outside a field: printable keys, shortcuts and named keys are presses.
    case(
        vec![
            key(0.0, "j"),
            ctrl(10.0, "s"),
            shift(20.0, "Tab"),
            key(30.0, "Escape"),
            key(40.0, "Control"),
        ],
        &["key j", "key Control+s", "key Shift+Tab", "key Escape"],
    );
    // A shortcut inside a field ends the typing run.
    case(
        seq(vec![
            vec![focus(0.0, field("a"))],
            typed(10.0, "ab"),
            vec![ctrl(40.0, "z")],
        ]),
        &["type \"ab\"", "key Control+z"],
    );
}

#[test]
fn pasted_and_redacted_text() {
    case(
        seq(vec![
            vec![focus(0.0, field("a"))],
            typed(10.0, "id-"),
            vec![
                ctrl(50.0, "v"),
                at(
                    51.0,
                    RawEvent::InsertText {
                        text: Some("42".into()),
                        redacted: false,
                        target: None,
                    },
                ),
            ],
        ]),
        &["type \"id-42\""],
    );
    case(
        vec![
            focus(0.0, secret_field("pw")),
            redacted_key(10.0),
            redacted_key(20.0),
            key(30.0, "Enter"),
        ],
        &["type \"[REDACTED]\" redacted", "key Enter"],
    );
}

#[test]
fn wheel_bursts() {
    case(
        (0..5)
            .map(|i| wheel(f64::from(i) * 30.0, 0.0, 100.0))
            .collect(),
        &["scroll down x5 @5,5"],
    );
    case(
        vec![
            wheel(0.0, 0.0, 100.0),
            wheel(30.0, 0.0, 100.0),
            wheel(1000.0, 0.0, -100.0),
            wheel(1030.0, 0.0, -100.0),
        ],
        &["scroll down x2 @5,5", "scroll up x2 @5,5"],
    );
    // A direction change inside the gap is a new scroll.
    case(
        vec![wheel(0.0, 0.0, 100.0), wheel(30.0, 0.0, -100.0)],
        &["scroll down x1 @5,5", "scroll up x1 @5,5"],
    );
    case(
        vec![wheel(0.0, 80.0, 3.0), wheel(10.0, 0.0, 0.0)],
        &["scroll right x1 @5,5"],
    );
    // The same direction after a long pause is a second decision.
    case(
        vec![
            wheel(0.0, 0.0, 100.0),
            wheel(30.0 + WHEEL_BURST_GAP_MS + 1.0, 0.0, 100.0),
        ],
        &["scroll down x1 @5,5", "scroll down x1 @5,5"],
    );
}

#[test]
fn subgoals_pauses_and_navigation() {
    let events = seq(vec![
        vec![
            at(
                0.0,
                RawEvent::Subgoal {
                    text: "first".into(),
                },
            ),
            focus(1.0, field("a")),
        ],
        typed(10.0, "ab"),
        vec![at(
            40.0,
            RawEvent::Subgoal {
                text: "second".into(),
            },
        )],
        typed(50.0, "cd"),
        vec![at(90.0, RawEvent::Pause)],
        typed(100.0, "ignored"),
        vec![
            at(200.0, RawEvent::Resume),
            at(
                210.0,
                RawEvent::Navigate {
                    url: "http://x/".into(),
                },
            ),
        ],
        vec![down(300.0, 1.0, 1.0, 1), up(310.0, 1.0, 1.0)],
    ]);
    let reduction = reduce(&events);
    assert_eq!(
        describe(&reduction),
        ["type \"ab\"", "type \"cd\"", "click 1,1"]
    );
    let subgoals: Vec<_> = reduction
        .steps
        .iter()
        .map(|s| s.subgoal.as_deref())
        .collect();
    assert_eq!(subgoals, [Some("first"), Some("second"), Some("second")]);
    let first = &reduction.steps[0];
    assert_eq!((first.first_event, first.last_event), (2, 3));
    assert_eq!((first.start_ms, first.end_ms), (10.0, 20.0));
}

/// Found by the `reduce_raw_events` fuzz target
/// (fuzz/regressions/reduce_raw_events/typing-while-the-button-is-held): the
/// click used to come first although its release fired after the typing.
#[test]
fn typing_or_scrolling_while_the_button_is_held_comes_before_the_click() {
    let email = field("email");
    case(
        seq(vec![
            vec![focus(0.0, email), down(10.0, 68.0, 151.0, 1)],
            typed(20.0, "l"),
            vec![up(30.0, 68.0, 151.0)],
        ]),
        &["type \"l\"", "click 68,151"],
    );
    case(
        vec![
            down(10.0, 68.0, 151.0, 1),
            wheel(20.0, 0.0, 100.0),
            up(30.0, 68.0, 151.0),
        ],
        &["scroll down x1 @5,5", "click 68,151"],
    );
}

#[test]
fn key_combo_spelling() {
    let all = Modifiers {
        alt: true,
        ctrl: true,
        meta: true,
        shift: true,
    };
    assert_eq!(key_combo("k", all), "Control+Alt+Meta+k");
    assert_eq!(
        key_combo("ArrowDown", all),
        "Control+Alt+Shift+Meta+ArrowDown"
    );
    assert_eq!(key_combo("Enter", Modifiers::default()), "Enter");
}

#[test]
fn the_press_target_is_kept_as_evidence_and_claim() {
    let target = EventTarget {
        candidate_id: Some("c7".into()),
        tag: Some("button".into()),
        ..EventTarget::default()
    };
    let events = vec![
        at(
            0.0,
            RawEvent::PointerDown {
                point: Point::new(3.0, 4.0),
                button: 0,
                click_count: 1,
                modifiers: Modifiers::default(),
                target: Some(target.clone()),
            },
        ),
        up(20.0, 3.0, 4.0),
    ];
    let step = &reduce(&events).steps[0];
    assert_eq!(step.target.as_ref(), Some(&target));
    assert_eq!(step.action.candidate_id.as_deref(), Some("c7"));
}

#[test]
fn key_steps_name_the_element_that_received_their_keys() {
    use mimic_schema::{Bounds, ElementLocatorV1};
    let located = |selector: &str, y: f64| EventTarget {
        locator: Some(ElementLocatorV1 {
            frame_path: Vec::new(),
            selector: selector.into(),
        }),
        bounds: Some(Bounds::new(10.0, y, 200.0, 30.0)),
        ..field(selector.trim_start_matches('#'))
    };
    let key_to = |t: f64, k: &str, target: &EventTarget| {
        let mut event = key(t, k);
        if let RawEvent::KeyDown { target: to, .. } = &mut event.event {
            *to = Some(target.clone());
        }
        event
    };
    let (user, pw) = (located("#user", 40.0), located("#pw", 80.0));
    // The field moved while it was typed into: the step keeps its first box.
    let pw_moved = EventTarget {
        bounds: Some(Bounds::new(10.0, 140.0, 200.0, 30.0)),
        ..pw.clone()
    };
    let events = vec![
        down(0.0, 20.0, 50.0, 1),
        up(10.0, 20.0, 50.0),
        key_to(100.0, "a", &user),
        key_to(110.0, "Tab", &user),
        key_to(120.0, "b", &pw),
        key_to(130.0, "c", &pw_moved),
        key_to(140.0, "Enter", &pw_moved),
        // A key whose target the recorder could not locate (a cross-origin
        // frame) names none.
        key_to(150.0, "Escape", &field("x")),
    ];
    let steps = reduce(&events).steps;
    let named: Vec<_> = steps
        .iter()
        .map(|s| {
            s.key_target()
                .map(|t| (t.locator.selector, t.bounds.unwrap().y))
        })
        .collect();
    assert_eq!(
        named,
        [
            None,
            Some(("#user".to_string(), 40.0)),
            Some(("#user".to_string(), 40.0)),
            Some(("#pw".to_string(), 80.0)),
            Some(("#pw".to_string(), 140.0)),
            None,
        ]
    );
}
