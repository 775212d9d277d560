//! The reducer: a single pass over [`RawEventV1`]s with a little state.
//!
//! - A press and a release of the primary button that stay within
//!   [`DRAG_THRESHOLD_PX`] are one `click` at the press point. A double click
//!   is two clicks; the second has `click_count` 2 in its [`StepDetail`]
//!   (v1 has no double-click action). A press that travels further is a drag,
//!   and secondary or middle clicks have no v1 action either: they are
//!   reported in [`Reduction::skipped`], never silently turned into a click.
//!   Typing or wheel ticks while the button is held come before the click,
//!   whose release fires after them.
//! - Keystrokes into an editable field become one `type_text` per field: a
//!   small editor model (caret, selection, Backspace/Delete, arrows,
//!   Home/End, select-all, cut, pasted text) gives the text the person left
//!   in the field. The step ends when focus moves, the pointer goes down, a
//!   wheel turns, a subgoal starts, recording pauses, the page navigates, or
//!   Enter/Tab/Escape or a shortcut is pressed. Deleting text that was in the
//!   field before typing started cannot be expressed by `type_text`; the step
//!   says so (`edited_existing`).
//! - Enter, Tab, Escape, other named keys and shortcuts become `press_key`
//!   (see [`key_combo`] for the spelling); so does a printable key pressed
//!   outside any editable field.
//! - Wheel ticks closer than [`WHEEL_BURST_GAP_MS`] in the same direction
//!   are one `scroll` at the first tick's point.
//! - Keys typed into a sensitive field arrive redacted (no key); the step's
//!   text is mimic-schema's redaction marker and `redacted` is set.

use mimic_schema::raw::{EventTarget, Modifiers, RawEvent, RawEventV1};
use mimic_schema::scrub::REDACTED;
use mimic_schema::{KeyTargetV1, MimicActionV1, Point, ScrollDirection};

/// A press and release further apart than this are a drag, not a click. Why:
/// Chromium and the OS start a drag at about 4-5 px of travel; a hand's
/// tremor between press and release stays below that.
pub const DRAG_THRESHOLD_PX: f64 = 5.0;

/// Wheel ticks closer together than this belong to one scroll. Why: one flick
/// of a wheel or a trackpad swipe yields ticks 10-50 ms apart and momentum
/// continues for a few hundred ms; a longer pause is a new decision.
pub const WHEEL_BURST_GAP_MS: f64 = 400.0;

/// What the reducer made of a recording.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Reduction {
    pub steps: Vec<ReducedStep>,
    /// Gestures v1 cannot express, in recording order.
    pub skipped: Vec<SkippedGesture>,
}

/// One v1 action and the evidence it was built from.
#[derive(Debug, Clone, PartialEq)]
pub struct ReducedStep {
    pub action: MimicActionV1,
    /// The subgoal in force when the step began.
    pub subgoal: Option<String>,
    /// Time of the step's first and last event (ms since recording start).
    pub start_ms: f64,
    pub end_ms: f64,
    /// Index of the step's first and last event in the input.
    pub first_event: usize,
    pub last_event: usize,
    /// What the platform delivered the event to (press target, typed field).
    pub target: Option<EventTarget>,
    /// Some of the step's content was redacted at recording time.
    pub redacted: bool,
    pub detail: StepDetail,
}

impl ReducedStep {
    /// The element that received the step's keys, as the mapper matches it
    /// against candidates (`mimic.action.keyTarget`): for typing and key
    /// presses whose receiving element the recorder could locate. A typing
    /// step's box is the field's when its first key arrived.
    pub fn key_target(&self) -> Option<KeyTargetV1> {
        if !matches!(self.detail, StepDetail::Typed { .. } | StepDetail::Key) {
            return None;
        }
        let target = self.target.as_ref()?;
        Some(KeyTargetV1 {
            locator: target.locator.clone()?,
            tag: target.tag.clone(),
            bounds: target.bounds,
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepDetail {
    Click {
        click_count: u32,
    },
    Typed {
        /// The typing removed or replaced text that was in the field before.
        edited_existing: bool,
    },
    Key,
    Scroll {
        ticks: u32,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub struct SkippedGesture {
    pub kind: SkippedKind,
    pub from: Point,
    pub to: Point,
    pub first_event: usize,
    pub last_event: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SkippedKind {
    Drag,
    SecondaryClick,
    MiddleClick,
}

/// `press_key` spelling: held modifiers in the order Control, Alt, Shift,
/// Meta, then the DOM key, joined by `+` (`Control+s`, `Shift+Tab`,
/// `Enter`). Shift is named only with named keys: for a printable key the
/// key value already carries it (`A`, `?`).
pub fn key_combo(key: &str, modifiers: Modifiers) -> String {
    let printable = key.chars().count() == 1;
    let mut parts: Vec<&str> = Vec::new();
    if modifiers.ctrl {
        parts.push("Control");
    }
    if modifiers.alt {
        parts.push("Alt");
    }
    if modifiers.shift && !printable {
        parts.push("Shift");
    }
    if modifiers.meta {
        parts.push("Meta");
    }
    parts.push(key);
    parts.join("+")
}

/// Reduces a recording to v1 steps.
pub fn reduce(events: &[RawEventV1]) -> Reduction {
    let mut reducer = Reducer::default();
    for (index, event) in events.iter().enumerate() {
        reducer.feed(index, event);
    }
    reducer.flush_all();
    reducer.out
}

#[derive(Debug, Default)]
struct Reducer {
    out: Reduction,
    subgoal: Option<String>,
    focused: Option<EventTarget>,
    press: Option<Press>,
    typing: Option<Typing>,
    wheel: Option<WheelBurst>,
    paused: bool,
}

#[derive(Debug)]
struct Press {
    index: usize,
    t_ms: f64,
    point: Point,
    button: u8,
    click_count: u32,
    target: Option<EventTarget>,
    subgoal: Option<String>,
}

#[derive(Debug)]
struct Typing {
    first: usize,
    last: usize,
    start_ms: f64,
    end_ms: f64,
    target: Option<EventTarget>,
    subgoal: Option<String>,
    text: Vec<char>,
    caret: usize,
    /// Other end of the selection (equal to `caret` when nothing is selected).
    anchor: usize,
    /// Select-all happened: the selection may also cover earlier content.
    selects_existing: bool,
    edited_existing: bool,
    redacted: bool,
}

#[derive(Debug)]
struct WheelBurst {
    first: usize,
    last: usize,
    start_ms: f64,
    end_ms: f64,
    point: Point,
    direction: ScrollDirection,
    ticks: u32,
    subgoal: Option<String>,
}

fn same_field(a: Option<&EventTarget>, b: Option<&EventTarget>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => match (&a.candidate_id, &b.candidate_id) {
            (Some(x), Some(y)) => x == y,
            _ => a.selector == b.selector && a.tag == b.tag,
        },
        (None, None) => true,
        _ => false,
    }
}

fn wheel_direction(delta_x: f64, delta_y: f64) -> Option<ScrollDirection> {
    if delta_x == 0.0 && delta_y == 0.0 {
        None
    } else if delta_y.abs() >= delta_x.abs() {
        Some(if delta_y > 0.0 {
            ScrollDirection::Down
        } else {
            ScrollDirection::Up
        })
    } else {
        Some(if delta_x > 0.0 {
            ScrollDirection::Right
        } else {
            ScrollDirection::Left
        })
    }
}

fn is_modifier_key(key: &str) -> bool {
    matches!(
        key,
        "Shift" | "Control" | "Alt" | "Meta" | "AltGraph" | "CapsLock" | "Fn" | "OS"
    )
}

/// Keys an IME or dead-key sequence sends before its text arrives as input.
fn is_composition_key(key: &str) -> bool {
    matches!(key, "Dead" | "Process" | "Unidentified")
}

impl Typing {
    fn selection(&self) -> (usize, usize) {
        (self.caret.min(self.anchor), self.caret.max(self.anchor))
    }

    /// Removes the selection; true if there was one.
    fn delete_selection(&mut self) -> bool {
        let (from, to) = self.selection();
        if self.selects_existing {
            self.edited_existing = true;
            self.selects_existing = false;
        }
        if from == to {
            return false;
        }
        self.text.drain(from..to);
        self.caret = from;
        self.anchor = from;
        true
    }

    fn insert(&mut self, text: &str) {
        self.delete_selection();
        for c in text.chars() {
            self.text.insert(self.caret, c);
            self.caret += 1;
        }
        self.anchor = self.caret;
    }

    fn move_caret(&mut self, to: usize, extend: bool) {
        self.caret = to.min(self.text.len());
        if !extend {
            self.anchor = self.caret;
            self.selects_existing = false;
        }
    }

    fn apply(&mut self, edit: Edit) {
        match edit {
            Edit::Backspace => {
                if !self.delete_selection() {
                    if self.caret == 0 {
                        self.edited_existing = true;
                    } else {
                        self.caret -= 1;
                        self.text.remove(self.caret);
                        self.anchor = self.caret;
                    }
                }
            }
            Edit::Delete => {
                if !self.delete_selection() {
                    if self.caret == self.text.len() {
                        self.edited_existing = true;
                    } else {
                        self.text.remove(self.caret);
                    }
                }
            }
            Edit::Left { extend } => {
                let to = self.caret.saturating_sub(1);
                self.move_caret(to, extend);
            }
            Edit::Right { extend } => {
                let to = self.caret + 1;
                self.move_caret(to, extend);
            }
            Edit::Start { extend } => self.move_caret(0, extend),
            Edit::End { extend } => {
                let to = self.text.len();
                self.move_caret(to, extend);
            }
            Edit::SelectAll => {
                self.anchor = 0;
                self.caret = self.text.len();
                self.selects_existing = true;
            }
            Edit::Cut => {
                self.delete_selection();
            }
            Edit::Nothing => {}
        }
    }
}

/// A key that edits the text of a field rather than acting on the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Edit {
    Backspace,
    Delete,
    Left {
        extend: bool,
    },
    Right {
        extend: bool,
    },
    Start {
        extend: bool,
    },
    End {
        extend: bool,
    },
    SelectAll,
    Cut,
    /// Copy, or the key of a paste whose text arrives as `insert_text`.
    Nothing,
}

impl Edit {
    fn of(key: &str, modifiers: Modifiers) -> Option<Self> {
        let command = modifiers.ctrl || modifiers.meta;
        let extend = modifiers.shift;
        Some(match key {
            "Backspace" => Self::Backspace,
            "Delete" => Self::Delete,
            "ArrowLeft" if !command => Self::Left { extend },
            "ArrowRight" if !command => Self::Right { extend },
            // Single-line fields: up/down go to the start/end.
            "Home" | "ArrowUp" => Self::Start { extend },
            "End" | "ArrowDown" => Self::End { extend },
            "a" | "A" if command => Self::SelectAll,
            "x" | "X" if command => Self::Cut,
            "c" | "C" | "v" | "V" if command => Self::Nothing,
            _ => return None,
        })
    }
}

impl Reducer {
    fn feed(&mut self, index: usize, raw: &RawEventV1) {
        let t = raw.t_ms;
        if self.paused && !matches!(raw.event, RawEvent::Resume | RawEvent::End { .. }) {
            return;
        }
        match &raw.event {
            RawEvent::Start { .. } | RawEvent::PointerMove { .. } | RawEvent::KeyUp { .. } => {}
            RawEvent::End { .. } => self.flush_all(),
            RawEvent::Subgoal { text } => {
                self.flush_all();
                self.subgoal = Some(text.clone());
            }
            RawEvent::Pause => {
                self.flush_all();
                self.paused = true;
            }
            RawEvent::Resume => self.paused = false,
            RawEvent::Navigate { .. } => {
                self.flush_all();
                self.focused = None;
            }
            RawEvent::Focus { target } => {
                if self
                    .typing
                    .as_ref()
                    .is_some_and(|typing| !same_field(typing.target.as_ref(), target.as_ref()))
                {
                    self.flush_typing();
                }
                self.focused = target.clone();
            }
            RawEvent::PointerDown {
                point,
                button,
                click_count,
                target,
                ..
            } => {
                self.flush_all();
                self.press = Some(Press {
                    index,
                    t_ms: t,
                    point: *point,
                    button: *button,
                    click_count: *click_count,
                    target: target.clone(),
                    subgoal: self.subgoal.clone(),
                });
            }
            RawEvent::PointerUp { point, button, .. } => self.release(index, t, *point, *button),
            RawEvent::Wheel {
                point,
                delta_x,
                delta_y,
                ..
            } => self.wheel(index, t, *point, *delta_x, *delta_y),
            RawEvent::KeyDown {
                key,
                modifiers,
                redacted,
                target,
                ..
            } => self.key_down(
                index,
                t,
                key.as_deref(),
                *modifiers,
                *redacted,
                target.as_ref(),
            ),
            RawEvent::InsertText {
                text,
                redacted,
                target,
            } => {
                let target = target.clone().or_else(|| self.focused.clone());
                let typing = self.typing_for(index, t, target);
                typing.redacted |= *redacted;
                typing.insert(text.as_deref().unwrap_or(""));
            }
        }
    }

    fn release(&mut self, index: usize, t: f64, point: Point, button: u8) {
        let Some(press) = self.press.take() else {
            return;
        };
        if press.button != button {
            self.press = Some(press);
            return;
        }
        let travel = (point.x - press.point.x).hypot(point.y - press.point.y);
        let skipped = if travel > DRAG_THRESHOLD_PX {
            Some(SkippedKind::Drag)
        } else {
            match button {
                0 => None,
                1 => Some(SkippedKind::MiddleClick),
                _ => Some(SkippedKind::SecondaryClick),
            }
        };
        if let Some(kind) = skipped {
            self.out.skipped.push(SkippedGesture {
                kind,
                from: press.point,
                to: point,
                first_event: press.index,
                last_event: index,
            });
            return;
        }
        // Typing or wheel ticks that began while the button was held took
        // effect before this release fired the click: their steps go first.
        self.flush_all();
        let mut action = MimicActionV1::click(press.point);
        action.candidate_id = press.target.as_ref().and_then(|t| t.candidate_id.clone());
        self.out.steps.push(ReducedStep {
            action,
            subgoal: press.subgoal,
            start_ms: press.t_ms,
            end_ms: t,
            first_event: press.index,
            last_event: index,
            target: press.target,
            redacted: false,
            detail: StepDetail::Click {
                click_count: press.click_count,
            },
        });
    }

    fn wheel(&mut self, index: usize, t: f64, point: Point, dx: f64, dy: f64) {
        self.flush_typing();
        let Some(direction) = wheel_direction(dx, dy) else {
            return;
        };
        if let Some(burst) = &mut self.wheel
            && burst.direction == direction
            && t - burst.end_ms <= WHEEL_BURST_GAP_MS
        {
            burst.last = index;
            burst.end_ms = t;
            burst.ticks += 1;
            return;
        }
        self.flush_wheel();
        self.wheel = Some(WheelBurst {
            first: index,
            last: index,
            start_ms: t,
            end_ms: t,
            point,
            direction,
            ticks: 1,
            subgoal: self.subgoal.clone(),
        });
    }

    fn key_down(
        &mut self,
        index: usize,
        t: f64,
        key: Option<&str>,
        modifiers: Modifiers,
        redacted: bool,
        target: Option<&EventTarget>,
    ) {
        let target = target.cloned().or_else(|| self.focused.clone());
        let editable = target.as_ref().is_some_and(|t| t.editable);
        let Some(key) = key else {
            // A redacted key: a printable character typed into a sensitive
            // field (named keys are recorded even there).
            if editable || redacted {
                let typing = self.typing_for(index, t, target);
                typing.redacted = true;
                typing.insert("\u{2022}");
            }
            return;
        };
        if is_modifier_key(key) || is_composition_key(key) {
            return;
        }
        if editable {
            if key.chars().count() == 1 && !modifiers.is_shortcut() {
                self.typing_for(index, t, target).insert(key);
                return;
            }
            if let Some(edit) = Edit::of(key, modifiers) {
                self.typing_for(index, t, target).apply(edit);
                return;
            }
        }
        self.flush_all();
        let mut action = MimicActionV1::press_key(key_combo(key, modifiers));
        action.candidate_id = target.as_ref().and_then(|t| t.candidate_id.clone());
        self.out.steps.push(ReducedStep {
            action,
            subgoal: self.subgoal.clone(),
            start_ms: t,
            end_ms: t,
            first_event: index,
            last_event: index,
            target,
            redacted: false,
            detail: StepDetail::Key,
        });
    }

    /// The typing run for `target`, starting a new one (and ending another
    /// field's) as needed.
    fn typing_for(&mut self, index: usize, t: f64, target: Option<EventTarget>) -> &mut Typing {
        self.flush_wheel();
        if self
            .typing
            .as_ref()
            .is_some_and(|typing| !same_field(typing.target.as_ref(), target.as_ref()))
        {
            self.flush_typing();
        }
        let subgoal = self.subgoal.clone();
        let typing = self.typing.get_or_insert_with(|| Typing {
            first: index,
            last: index,
            start_ms: t,
            end_ms: t,
            target,
            subgoal,
            text: Vec::new(),
            caret: 0,
            anchor: 0,
            selects_existing: false,
            edited_existing: false,
            redacted: false,
        });
        typing.last = index;
        typing.end_ms = t;
        typing
    }

    fn flush_typing(&mut self) {
        let Some(typing) = self.typing.take() else {
            return;
        };
        if typing.text.is_empty() && !typing.edited_existing {
            // Only caret moves or a select-all: nothing was typed.
            return;
        }
        let text = if typing.redacted {
            REDACTED.to_string()
        } else {
            typing.text.iter().collect()
        };
        let mut action = MimicActionV1::type_text(text);
        action.candidate_id = typing.target.as_ref().and_then(|t| t.candidate_id.clone());
        self.out.steps.push(ReducedStep {
            action,
            subgoal: typing.subgoal,
            start_ms: typing.start_ms,
            end_ms: typing.end_ms,
            first_event: typing.first,
            last_event: typing.last,
            target: typing.target,
            redacted: typing.redacted,
            detail: StepDetail::Typed {
                edited_existing: typing.edited_existing,
            },
        });
    }

    fn flush_wheel(&mut self) {
        let Some(burst) = self.wheel.take() else {
            return;
        };
        self.out.steps.push(ReducedStep {
            action: MimicActionV1::scroll(burst.direction, Some(burst.point)),
            subgoal: burst.subgoal,
            start_ms: burst.start_ms,
            end_ms: burst.end_ms,
            first_event: burst.first,
            last_event: burst.last,
            target: None,
            redacted: false,
            detail: StepDetail::Scroll { ticks: burst.ticks },
        });
    }

    /// Ends the open typing run and wheel burst, in time order, and forgets a
    /// press whose release never came (recording stopped mid-press).
    fn flush_all(&mut self) {
        let typing_first = match (&self.typing, &self.wheel) {
            (Some(typing), Some(wheel)) => typing.start_ms <= wheel.start_ms,
            _ => true,
        };
        if typing_first {
            self.flush_typing();
            self.flush_wheel();
        } else {
            self.flush_wheel();
            self.flush_typing();
        }
        self.press = None;
    }
}

#[cfg(test)]
mod tests;
