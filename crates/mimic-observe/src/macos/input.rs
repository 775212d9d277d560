//! Event-tap events -> raw input events (`mimic_schema::raw`).
//!
//! The event tap hands over Core Graphics events; the FFI layer copies the
//! few fields that matter into a [`TapEvent`] and this module turns it into
//! the raw event format the Chrome recorder writes, so one reducer and one
//! replayer serve both platforms. Key names follow the DOM
//! (`KeyboardEvent.key` / `.code`), buttons follow the DOM numbering, wheel
//! deltas are positive down / right like a DOM `wheel` event.
//!
//! Typed text in a secure field is never recorded: when the focused element
//! is an `AXSecureTextField`, or macOS reports secure event input (a password
//! prompt anywhere), key events are written with `redacted: true` and no key.

use mimic_schema::raw::{EventTarget, Modifiers, RawEvent, RawEventV1};
use mimic_schema::secret::is_secure_role;
use mimic_schema::{Bounds, Point};

use super::roles;

/// Pointer moves closer together than this are not recorded: 20 per second
/// are enough to retrace a drag, and a trackpad sends up to 120.
pub const MIN_MOVE_INTERVAL_MS: f64 = 50.0;

// `CGEventFlags` bits (CGEventTypes.h).
const FLAG_SHIFT: u64 = 0x0002_0000;
const FLAG_CONTROL: u64 = 0x0004_0000;
const FLAG_ALTERNATE: u64 = 0x0008_0000;
const FLAG_COMMAND: u64 = 0x0010_0000;

/// The kinds of tap event the recorder listens to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TapKind {
    MouseDown,
    MouseUp,
    MouseMoved,
    MouseDragged,
    ScrollWheel,
    KeyDown,
    KeyUp,
    /// A modifier key went down or up (`kCGEventFlagsChanged`).
    FlagsChanged,
}

/// The fields of one `CGEvent` the recorder uses.
#[derive(Debug, Clone, PartialEq)]
pub struct TapEvent {
    pub kind: TapKind,
    /// `CGEventGetLocation`: global points, origin top-left.
    pub location: Point,
    /// `kCGMouseEventButtonNumber`: 0 left, 1 right, 2 middle, 3+ others.
    pub button: i64,
    /// `kCGMouseEventClickState`: 1 single, 2 double click, ...
    pub click_state: i64,
    /// `CGEventGetFlags`.
    pub flags: u64,
    /// `kCGKeyboardEventKeycode` (a virtual key code, layout-independent).
    pub keycode: u16,
    /// `CGEventKeyboardGetUnicodeString`: what the key types in the current
    /// layout; control characters when Control is held.
    pub unicode: Option<String>,
    /// `kCGScrollWheelEventPointDeltaAxis1` / `Axis2`: points, positive up /
    /// left (Apple's convention).
    pub scroll_points: (f64, f64),
}

impl TapEvent {
    /// An event of `kind` at `location` with every other field empty.
    pub fn new(kind: TapKind, location: Point) -> Self {
        Self {
            kind,
            location,
            button: 0,
            click_state: 0,
            flags: 0,
            keycode: 0,
            unicode: None,
            scroll_points: (0.0, 0.0),
        }
    }
}

/// What the accessibility API says about an element involved in an event:
/// the one under the pointer, or the focused one for keys.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ElementInfo {
    pub role: String,
    pub subrole: String,
    pub bounds: Option<Bounds>,
}

impl ElementInfo {
    pub fn is_secure(&self) -> bool {
        is_secure_role(&self.role, &self.subrole)
    }

    pub fn to_target(&self) -> EventTarget {
        EventTarget {
            role: Some(roles::candidate_role(&self.role, &self.subrole)),
            bounds: self.bounds,
            editable: roles::is_text_entry(&self.role, &self.subrole),
            sensitive: self.is_secure(),
            ..EventTarget::default()
        }
    }
}

/// Where key events go at the moment of an event.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct KeyContext {
    /// The focused element, if the accessibility API named one.
    pub focused: Option<ElementInfo>,
    /// `IsSecureEventInputEnabled()`: a password field somewhere has focus.
    pub secure_input: bool,
}

impl KeyContext {
    pub fn redact(&self) -> bool {
        self.secure_input || self.focused.as_ref().is_some_and(ElementInfo::is_secure)
    }
}

pub fn modifiers(flags: u64) -> Modifiers {
    Modifiers {
        alt: flags & FLAG_ALTERNATE != 0,
        ctrl: flags & FLAG_CONTROL != 0,
        meta: flags & FLAG_COMMAND != 0,
        shift: flags & FLAG_SHIFT != 0,
    }
}

/// Core Graphics button numbers to DOM `MouseEvent.button`.
pub fn dom_button(cg_button: i64) -> u8 {
    match cg_button {
        0 => 0,
        1 => 2,
        2 => 1,
        n => u8::try_from(n).unwrap_or(u8::MAX),
    }
}

/// One macOS virtual key: its DOM `code`, its DOM `key` when it does not type
/// a character, and the character it types on a US layout (used when Control
/// turns the typed character into a control code).
struct Key {
    keycode: u16,
    code: &'static str,
    named: Option<&'static str>,
    us: Option<char>,
}

const fn key(keycode: u16, code: &'static str, us: char) -> Key {
    Key {
        keycode,
        code,
        named: None,
        us: Some(us),
    }
}

const fn named(keycode: u16, code: &'static str, name: &'static str) -> Key {
    Key {
        keycode,
        code,
        named: Some(name),
        us: None,
    }
}

/// Virtual key codes from Carbon's `Events.h` (`kVK_*`).
const KEYS: &[Key] = &[
    key(0x00, "KeyA", 'a'),
    key(0x01, "KeyS", 's'),
    key(0x02, "KeyD", 'd'),
    key(0x03, "KeyF", 'f'),
    key(0x04, "KeyH", 'h'),
    key(0x05, "KeyG", 'g'),
    key(0x06, "KeyZ", 'z'),
    key(0x07, "KeyX", 'x'),
    key(0x08, "KeyC", 'c'),
    key(0x09, "KeyV", 'v'),
    key(0x0A, "IntlBackslash", '§'),
    key(0x0B, "KeyB", 'b'),
    key(0x0C, "KeyQ", 'q'),
    key(0x0D, "KeyW", 'w'),
    key(0x0E, "KeyE", 'e'),
    key(0x0F, "KeyR", 'r'),
    key(0x10, "KeyY", 'y'),
    key(0x11, "KeyT", 't'),
    key(0x12, "Digit1", '1'),
    key(0x13, "Digit2", '2'),
    key(0x14, "Digit3", '3'),
    key(0x15, "Digit4", '4'),
    key(0x16, "Digit6", '6'),
    key(0x17, "Digit5", '5'),
    key(0x18, "Equal", '='),
    key(0x19, "Digit9", '9'),
    key(0x1A, "Digit7", '7'),
    key(0x1B, "Minus", '-'),
    key(0x1C, "Digit8", '8'),
    key(0x1D, "Digit0", '0'),
    key(0x1E, "BracketRight", ']'),
    key(0x1F, "KeyO", 'o'),
    key(0x20, "KeyU", 'u'),
    key(0x21, "BracketLeft", '['),
    key(0x22, "KeyI", 'i'),
    key(0x23, "KeyP", 'p'),
    named(0x24, "Enter", "Enter"),
    key(0x25, "KeyL", 'l'),
    key(0x26, "KeyJ", 'j'),
    key(0x27, "Quote", '\''),
    key(0x28, "KeyK", 'k'),
    key(0x29, "Semicolon", ';'),
    key(0x2A, "Backslash", '\\'),
    key(0x2B, "Comma", ','),
    key(0x2C, "Slash", '/'),
    key(0x2D, "KeyN", 'n'),
    key(0x2E, "KeyM", 'm'),
    key(0x2F, "Period", '.'),
    named(0x30, "Tab", "Tab"),
    key(0x31, "Space", ' '),
    key(0x32, "Backquote", '`'),
    named(0x33, "Backspace", "Backspace"),
    named(0x35, "Escape", "Escape"),
    named(0x36, "MetaRight", "Meta"),
    named(0x37, "MetaLeft", "Meta"),
    named(0x38, "ShiftLeft", "Shift"),
    named(0x39, "CapsLock", "CapsLock"),
    named(0x3A, "AltLeft", "Alt"),
    named(0x3B, "ControlLeft", "Control"),
    named(0x3C, "ShiftRight", "Shift"),
    named(0x3D, "AltRight", "Alt"),
    named(0x3E, "ControlRight", "Control"),
    named(0x3F, "Fn", "Fn"),
    named(0x40, "F17", "F17"),
    key(0x41, "NumpadDecimal", '.'),
    key(0x43, "NumpadMultiply", '*'),
    key(0x45, "NumpadAdd", '+'),
    named(0x47, "NumLock", "Clear"),
    key(0x4B, "NumpadDivide", '/'),
    named(0x4C, "NumpadEnter", "Enter"),
    key(0x4E, "NumpadSubtract", '-'),
    named(0x4F, "F18", "F18"),
    named(0x50, "F19", "F19"),
    key(0x51, "NumpadEqual", '='),
    key(0x52, "Numpad0", '0'),
    key(0x53, "Numpad1", '1'),
    key(0x54, "Numpad2", '2'),
    key(0x55, "Numpad3", '3'),
    key(0x56, "Numpad4", '4'),
    key(0x57, "Numpad5", '5'),
    key(0x58, "Numpad6", '6'),
    key(0x59, "Numpad7", '7'),
    named(0x5A, "F20", "F20"),
    key(0x5B, "Numpad8", '8'),
    key(0x5C, "Numpad9", '9'),
    named(0x60, "F5", "F5"),
    named(0x61, "F6", "F6"),
    named(0x62, "F7", "F7"),
    named(0x63, "F3", "F3"),
    named(0x64, "F8", "F8"),
    named(0x65, "F9", "F9"),
    named(0x67, "F11", "F11"),
    named(0x69, "F13", "F13"),
    named(0x6A, "F16", "F16"),
    named(0x6B, "F14", "F14"),
    named(0x6D, "F10", "F10"),
    named(0x6F, "F12", "F12"),
    named(0x71, "F15", "F15"),
    named(0x72, "Help", "Help"),
    named(0x73, "Home", "Home"),
    named(0x74, "PageUp", "PageUp"),
    named(0x75, "Delete", "Delete"),
    named(0x76, "F4", "F4"),
    named(0x77, "End", "End"),
    named(0x78, "F2", "F2"),
    named(0x79, "PageDown", "PageDown"),
    named(0x7A, "F1", "F1"),
    named(0x7B, "ArrowLeft", "ArrowLeft"),
    named(0x7C, "ArrowRight", "ArrowRight"),
    named(0x7D, "ArrowDown", "ArrowDown"),
    named(0x7E, "ArrowUp", "ArrowUp"),
];

fn lookup(keycode: u16) -> Option<&'static Key> {
    KEYS.iter().find(|k| k.keycode == keycode)
}

/// DOM `KeyboardEvent.code` of a virtual key code.
pub fn dom_code(keycode: u16) -> Option<&'static str> {
    lookup(keycode).map(|k| k.code)
}

/// The virtual key code of a DOM `code` (for driving keys from a script).
pub fn keycode_for_code(code: &str) -> Option<u16> {
    KEYS.iter().find(|k| k.code == code).map(|k| k.keycode)
}

/// DOM `KeyboardEvent.key`: the key's name for keys that do not type, else
/// the typed character; with Control held (which makes the typed character a
/// control code) the US-layout character, as a browser reports `ctrl+a` as
/// `a`.
pub fn dom_key(keycode: u16, unicode: Option<&str>, flags: u64) -> Option<String> {
    let known = lookup(keycode);
    if let Some(name) = known.and_then(|k| k.named) {
        return Some(name.to_string());
    }
    let typed = unicode.filter(|s| !s.is_empty() && !s.chars().any(char::is_control));
    match typed {
        Some(text) => Some(text.to_string()),
        None => known.and_then(|k| k.us).map(|c| {
            if flags & FLAG_SHIFT != 0 {
                c.to_uppercase().to_string()
            } else {
                c.to_string()
            }
        }),
    }
}

/// Whether a modifier key's flag is now set (the key went down).
fn modifier_down(keycode: u16, flags: u64) -> Option<bool> {
    let flag = match keycode {
        0x38 | 0x3C => FLAG_SHIFT,
        0x3B | 0x3E => FLAG_CONTROL,
        0x3A | 0x3D => FLAG_ALTERNATE,
        0x36 | 0x37 => FLAG_COMMAND,
        _ => return None,
    };
    Some(flags & flag != 0)
}

/// Turns tap events into raw events, keeping the little state that needs:
/// when the last pointer move was written and which element had focus.
#[derive(Debug, Default)]
pub struct EventConverter {
    last_move_ms: Option<f64>,
    last_focus: Option<ElementInfo>,
}

impl EventConverter {
    pub fn new() -> Self {
        Self::default()
    }

    /// Raw events for one tap event at `t_ms`. `pointer_target` is the
    /// element under the pointer (pointer events); `keys` says where keys go.
    /// A key event whose focus differs from the previous one is preceded by
    /// a `focus` event.
    pub fn convert(
        &mut self,
        t_ms: f64,
        event: &TapEvent,
        pointer_target: Option<&ElementInfo>,
        keys: &KeyContext,
    ) -> Vec<RawEventV1> {
        let point = event.location;
        let mods = modifiers(event.flags);
        let button = dom_button(event.button);
        let click_count = u32::try_from(event.click_state.max(1)).unwrap_or(1);
        let target = pointer_target.map(ElementInfo::to_target);
        let mut out = Vec::new();
        let raw = match event.kind {
            TapKind::MouseDown => Some(RawEvent::PointerDown {
                point,
                button,
                click_count,
                modifiers: mods,
                target,
            }),
            TapKind::MouseUp => Some(RawEvent::PointerUp {
                point,
                button,
                click_count,
                modifiers: mods,
                target,
            }),
            TapKind::MouseMoved | TapKind::MouseDragged => {
                let due = self
                    .last_move_ms
                    .is_none_or(|last| t_ms - last >= MIN_MOVE_INTERVAL_MS);
                due.then(|| {
                    self.last_move_ms = Some(t_ms);
                    RawEvent::PointerMove { point }
                })
            }
            TapKind::ScrollWheel => Some(RawEvent::Wheel {
                point,
                delta_x: -event.scroll_points.1,
                delta_y: -event.scroll_points.0,
                modifiers: mods,
            }),
            TapKind::KeyDown | TapKind::KeyUp | TapKind::FlagsChanged => {
                if keys.focused != self.last_focus {
                    self.last_focus.clone_from(&keys.focused);
                    out.push(RawEventV1 {
                        t_ms,
                        event: RawEvent::Focus {
                            target: keys.focused.as_ref().map(ElementInfo::to_target),
                        },
                    });
                }
                self.key_event(event, keys, mods)
            }
        };
        out.extend(raw.map(|event| RawEventV1 { t_ms, event }));
        out
    }

    fn key_event(&self, event: &TapEvent, keys: &KeyContext, mods: Modifiers) -> Option<RawEvent> {
        let down = match event.kind {
            TapKind::KeyDown => true,
            TapKind::KeyUp => false,
            _ => modifier_down(event.keycode, event.flags)?,
        };
        let redacted = keys.redact();
        let (key, code) = if redacted {
            (None, None)
        } else {
            (
                dom_key(event.keycode, event.unicode.as_deref(), event.flags),
                dom_code(event.keycode).map(str::to_string),
            )
        };
        Some(if down {
            RawEvent::KeyDown {
                key,
                code,
                modifiers: mods,
                redacted,
                target: keys.focused.as_ref().map(ElementInfo::to_target),
            }
        } else {
            RawEvent::KeyUp {
                key,
                code,
                modifiers: mods,
                redacted,
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key_event(kind: TapKind, keycode: u16, unicode: &str, flags: u64) -> TapEvent {
        TapEvent {
            keycode,
            unicode: Some(unicode.to_string()),
            flags,
            ..TapEvent::new(kind, Point::new(0.0, 0.0))
        }
    }

    fn field(subrole: &str) -> KeyContext {
        KeyContext {
            focused: Some(ElementInfo {
                role: "AXTextField".into(),
                subrole: subrole.into(),
                bounds: Some(Bounds::new(10.0, 10.0, 200.0, 22.0)),
            }),
            secure_input: false,
        }
    }

    #[test]
    fn key_names_follow_the_dom() {
        assert_eq!(dom_key(0x00, Some("a"), 0).as_deref(), Some("a"));
        assert_eq!(dom_key(0x00, Some("A"), FLAG_SHIFT).as_deref(), Some("A"));
        // Control+A types U+0001; the DOM calls the key "a".
        assert_eq!(
            dom_key(0x00, Some("\u{1}"), FLAG_CONTROL).as_deref(),
            Some("a")
        );
        // A non-US layout: the typed character wins over the US one.
        assert_eq!(dom_key(0x10, Some("z"), 0).as_deref(), Some("z"));
        assert_eq!(dom_key(0x24, Some("\r"), 0).as_deref(), Some("Enter"));
        assert_eq!(
            dom_key(0x33, Some("\u{8}"), 0).as_deref(),
            Some("Backspace")
        );
        assert_eq!(dom_key(0x31, Some(" "), 0).as_deref(), Some(" "));
        assert_eq!(dom_code(0x31), Some("Space"));
        assert_eq!(keycode_for_code("KeyA"), Some(0x00));
        assert_eq!(dom_code(0x7E), Some("ArrowUp"));
    }

    #[test]
    fn buttons_and_modifiers_use_dom_numbering() {
        assert_eq!(dom_button(0), 0);
        assert_eq!(dom_button(1), 2, "right button is DOM secondary");
        assert_eq!(dom_button(2), 1, "middle button is DOM auxiliary");
        let m = modifiers(FLAG_COMMAND | FLAG_SHIFT);
        assert!(m.meta && m.shift && !m.ctrl && !m.alt);
    }

    #[test]
    fn clicks_carry_point_count_and_target() {
        let mut conv = EventConverter::new();
        let down = TapEvent {
            click_state: 2,
            ..TapEvent::new(TapKind::MouseDown, Point::new(-300.0, 40.5))
        };
        let target = ElementInfo {
            role: "AXButton".into(),
            subrole: String::new(),
            bounds: Some(Bounds::new(-320.0, 30.0, 60.0, 24.0)),
        };
        let out = conv.convert(5.0, &down, Some(&target), &KeyContext::default());
        let json = serde_json::to_string(&out).unwrap();
        assert_eq!(
            json,
            r#"[{"tMs":5.0,"kind":"pointer_down","point":{"x":-300.0,"y":40.5},"button":0,"clickCount":2,"modifiers":{},"target":{"role":"button","bounds":{"x":-320.0,"y":30.0,"width":60.0,"height":24.0}}}]"#
        );
    }

    #[test]
    fn wheel_deltas_become_positive_down() {
        let mut conv = EventConverter::new();
        let scroll = TapEvent {
            scroll_points: (-30.0, 4.0),
            ..TapEvent::new(TapKind::ScrollWheel, Point::new(1.0, 2.0))
        };
        let out = conv.convert(1.0, &scroll, None, &KeyContext::default());
        let RawEvent::Wheel {
            delta_x, delta_y, ..
        } = out[0].event
        else {
            panic!("not a wheel event: {out:?}");
        };
        assert_eq!((delta_x, delta_y), (-4.0, 30.0));
    }

    #[test]
    fn moves_are_thinned_to_the_interval() {
        let mut conv = EventConverter::new();
        let moved = TapEvent::new(TapKind::MouseMoved, Point::new(1.0, 1.0));
        let times = [0.0, 10.0, 49.9, 50.0, 99.0, 120.0];
        let kept: Vec<f64> = times
            .iter()
            .filter(|&&t| {
                !conv
                    .convert(t, &moved, None, &KeyContext::default())
                    .is_empty()
            })
            .copied()
            .collect();
        assert_eq!(kept, [0.0, 50.0, 120.0]);
    }

    #[test]
    fn keys_in_a_secure_field_are_redacted() {
        let mut conv = EventConverter::new();
        let ctx = field("AXSecureTextField");
        let out = conv.convert(1.0, &key_event(TapKind::KeyDown, 0x00, "s", 0), None, &ctx);
        assert!(matches!(out[0].event, RawEvent::Focus { .. }));
        let json = serde_json::to_string(&out[1]).unwrap();
        assert!(json.contains(r#""redacted":true"#), "{json}");
        assert!(json.contains(r#""sensitive":true"#), "{json}");
        assert!(
            !json.contains(r#""key""#) && !json.contains(r#""code""#),
            "{json}"
        );
        let up = conv.convert(2.0, &key_event(TapKind::KeyUp, 0x00, "s", 0), None, &ctx);
        assert_eq!(up.len(), 1, "same focus: no second focus event");
        assert!(!serde_json::to_string(&up).unwrap().contains("\"s\""));
    }

    #[test]
    fn secure_event_input_redacts_even_without_a_known_field() {
        let mut conv = EventConverter::new();
        let ctx = KeyContext {
            focused: None,
            secure_input: true,
        };
        let out = conv.convert(1.0, &key_event(TapKind::KeyDown, 0x00, "p", 0), None, &ctx);
        assert!(matches!(
            &out[0].event,
            RawEvent::KeyDown {
                key: None,
                redacted: true,
                ..
            }
        ));
    }

    #[test]
    fn plain_fields_record_keys_and_focus_changes() {
        let mut conv = EventConverter::new();
        let ctx = field("");
        let out = conv.convert(1.0, &key_event(TapKind::KeyDown, 0x04, "h", 0), None, &ctx);
        assert_eq!(out.len(), 2);
        assert!(matches!(
            &out[1].event,
            RawEvent::KeyDown { key: Some(k), code: Some(c), redacted: false, .. } if k == "h" && c == "KeyH"
        ));
    }

    #[test]
    fn modifier_keys_go_down_and_up_with_their_flag() {
        let mut conv = EventConverter::new();
        let ctx = KeyContext::default();
        let down = conv.convert(
            1.0,
            &key_event(TapKind::FlagsChanged, 0x38, "", FLAG_SHIFT),
            None,
            &ctx,
        );
        assert!(matches!(&down[0].event, RawEvent::KeyDown { key: Some(k), .. } if k == "Shift"));
        let up = conv.convert(
            2.0,
            &key_event(TapKind::FlagsChanged, 0x38, "", 0),
            None,
            &ctx,
        );
        assert!(matches!(&up[0].event, RawEvent::KeyUp { key: Some(k), .. } if k == "Shift"));
        // Caps Lock and Fn have no flag of the four: nothing recorded.
        assert!(
            conv.convert(
                3.0,
                &key_event(TapKind::FlagsChanged, 0x39, "", 0),
                None,
                &ctx
            )
            .is_empty()
        );
    }
}
