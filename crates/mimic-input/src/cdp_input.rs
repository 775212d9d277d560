//! Real input for Chrome, as CDP `Input.*` commands: what a person's mouse,
//! keyboard and wheel would send. Pure: it builds the commands, the caller
//! sends them to a tab in order. Nothing here calls a DOM method, so pages
//! see trusted events with the usual sequence (move, press, release, click;
//! keydown, keypress/input, keyup) and their own handlers run as for a person.

use mimic_schema::Point;
use mimic_schema::raw::Modifiers;
use serde_json::{Value, json};

/// One CDP command.
#[derive(Debug, Clone, PartialEq)]
pub struct InputCommand {
    pub method: &'static str,
    pub params: Value,
}

const MOUSE: &str = "Input.dispatchMouseEvent";
const KEY: &str = "Input.dispatchKeyEvent";

/// CDP's modifier bit mask.
fn modifier_bits(m: Modifiers) -> u8 {
    u8::from(m.alt) | u8::from(m.ctrl) << 1 | u8::from(m.meta) << 2 | u8::from(m.shift) << 3
}

fn button_name(button: u8) -> &'static str {
    match button {
        0 => "left",
        1 => "middle",
        2 => "right",
        _ => "none",
    }
}

/// The `buttons` bit of a held button (DOM order: left 1, right 2, middle 4).
fn button_bit(button: u8) -> u8 {
    match button {
        0 => 1,
        1 => 4,
        2 => 2,
        _ => 0,
    }
}

pub fn mouse_move(point: Point) -> InputCommand {
    InputCommand {
        method: MOUSE,
        params: json!({"type": "mouseMoved", "x": point.x, "y": point.y}),
    }
}

pub fn mouse_press(
    point: Point,
    button: u8,
    click_count: u32,
    modifiers: Modifiers,
) -> InputCommand {
    InputCommand {
        method: MOUSE,
        params: json!({
            "type": "mousePressed", "x": point.x, "y": point.y, "button": button_name(button),
            "buttons": button_bit(button), "clickCount": click_count, "modifiers": modifier_bits(modifiers),
        }),
    }
}

pub fn mouse_release(
    point: Point,
    button: u8,
    click_count: u32,
    modifiers: Modifiers,
) -> InputCommand {
    InputCommand {
        method: MOUSE,
        params: json!({
            "type": "mouseReleased", "x": point.x, "y": point.y, "button": button_name(button),
            "buttons": 0, "clickCount": click_count, "modifiers": modifier_bits(modifiers),
        }),
    }
}

/// Move to `point`, press and release the primary button there.
pub fn click(point: Point) -> Vec<InputCommand> {
    let none = Modifiers::default();
    vec![
        mouse_move(point),
        mouse_press(point, 0, 1, none),
        mouse_release(point, 0, 1, none),
    ]
}

/// One wheel tick at `point` (deltas in CSS pixels, positive = down/right).
pub fn wheel(point: Point, delta_x: f64, delta_y: f64, modifiers: Modifiers) -> InputCommand {
    InputCommand {
        method: MOUSE,
        params: json!({
            "type": "mouseWheel", "x": point.x, "y": point.y, "deltaX": delta_x, "deltaY": delta_y,
            "modifiers": modifier_bits(modifiers),
        }),
    }
}

/// How a key is described to Chrome: DOM `code`, Windows virtual key code,
/// and the text it inserts (if any).
#[derive(Debug, Clone, PartialEq)]
struct KeyDef {
    code: String,
    virtual_key: u32,
    text: Option<String>,
    /// Shift is needed to produce it on a US layout.
    shifted: bool,
}

fn named_key(key: &str) -> Option<KeyDef> {
    let (code, vk, text) = match key {
        "Enter" => ("Enter", 13, Some("\r")),
        "Tab" => ("Tab", 9, None),
        "Escape" => ("Escape", 27, None),
        "Backspace" => ("Backspace", 8, None),
        "Delete" => ("Delete", 46, None),
        "ArrowLeft" => ("ArrowLeft", 37, None),
        "ArrowUp" => ("ArrowUp", 38, None),
        "ArrowRight" => ("ArrowRight", 39, None),
        "ArrowDown" => ("ArrowDown", 40, None),
        "Home" => ("Home", 36, None),
        "End" => ("End", 35, None),
        "PageUp" => ("PageUp", 33, None),
        "PageDown" => ("PageDown", 34, None),
        "Shift" => ("ShiftLeft", 16, None),
        "Control" => ("ControlLeft", 17, None),
        "Alt" => ("AltLeft", 18, None),
        "Meta" => ("MetaLeft", 91, None),
        _ => return None,
    };
    Some(KeyDef {
        code: code.into(),
        virtual_key: vk,
        text: text.map(str::to_string),
        shifted: false,
    })
}

/// US-layout definition of a printable character; other characters get no
/// code and virtual key 0, which Chrome still inserts as text.
fn char_key(c: char) -> KeyDef {
    const SHIFTED_DIGITS: &str = ")!@#$%^&*(";
    const PUNCTUATION: [(char, char, &str, u32); 11] = [
        (' ', ' ', "Space", 32),
        ('-', '_', "Minus", 189),
        ('=', '+', "Equal", 187),
        ('[', '{', "BracketLeft", 219),
        (']', '}', "BracketRight", 221),
        ('\\', '|', "Backslash", 220),
        (';', ':', "Semicolon", 186),
        ('\'', '"', "Quote", 222),
        (',', '<', "Comma", 188),
        ('.', '>', "Period", 190),
        ('/', '?', "Slash", 191),
    ];
    let (code, virtual_key, shifted) = if c.is_ascii_lowercase() {
        (
            format!("Key{}", c.to_ascii_uppercase()),
            u32::from(c.to_ascii_uppercase()),
            false,
        )
    } else if c.is_ascii_uppercase() {
        (format!("Key{c}"), u32::from(c), true)
    } else if c.is_ascii_digit() {
        (format!("Digit{c}"), u32::from(c), false)
    } else if let Some(i) = SHIFTED_DIGITS.find(c) {
        (format!("Digit{i}"), 48 + i as u32, true)
    } else if let Some((plain, _, code, vk)) =
        PUNCTUATION.iter().find(|(p, s, ..)| *p == c || *s == c)
    {
        ((*code).to_string(), *vk, *plain != c)
    } else {
        (String::new(), 0, false)
    };
    KeyDef {
        code,
        virtual_key,
        text: Some(c.to_string()),
        shifted,
    }
}

fn key_event(kind: &str, key: &str, def: &KeyDef, modifiers: Modifiers) -> InputCommand {
    let mut params = json!({
        "type": kind, "key": key, "code": def.code,
        "windowsVirtualKeyCode": def.virtual_key, "nativeVirtualKeyCode": def.virtual_key,
        "modifiers": modifier_bits(modifiers),
    });
    // Text only when no command modifier is held: Control+a selects, it does not type.
    if kind == "keyDown"
        && !modifiers.is_shortcut()
        && let Some(text) = &def.text
    {
        params["text"] = json!(text);
        params["unmodifiedText"] = json!(text);
    }
    InputCommand {
        method: KEY,
        params,
    }
}

/// Key down and up for a DOM `key` value (`a`, `Enter`, `ArrowLeft`, ...)
/// with `modifiers` held (the modifier keys themselves are not pressed here;
/// see [`press_combo`]).
pub fn key_press(key: &str, modifiers: Modifiers) -> Vec<InputCommand> {
    let def = named_key(key).unwrap_or_else(|| {
        let mut chars = key.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => char_key(c),
            _ => KeyDef {
                code: String::new(),
                virtual_key: 0,
                text: None,
                shifted: false,
            },
        }
    });
    let modifiers = Modifiers {
        shift: modifiers.shift || def.shifted,
        ..modifiers
    };
    // A key that produces text is a `keyDown` (Chrome then fires keypress and
    // input); one that does not is a `rawKeyDown`, as a real keyboard's is.
    let down = if def.text.is_some() && !modifiers.is_shortcut() {
        "keyDown"
    } else {
        "rawKeyDown"
    };
    vec![
        key_event(down, key, &def, modifiers),
        key_event("keyUp", key, &def, modifiers),
    ]
}

/// Types `text` one key per character, as a person types it.
pub fn type_text(text: &str) -> Vec<InputCommand> {
    text.chars()
        .flat_map(|c| key_press(&c.to_string(), Modifiers::default()))
        .collect()
}

/// A `press_key` spelling (`Control+Shift+k`, `Enter`; see the reducer's
/// `key_combo`) as key events: modifiers down, the key, modifiers up.
pub fn press_combo(combo: &str) -> Vec<InputCommand> {
    let mut parts: Vec<&str> = combo.split('+').collect();
    // A combo ending in "+" names the plus key itself.
    let key = if combo.ends_with("++") || combo == "+" {
        parts.retain(|p| !p.is_empty());
        "+"
    } else {
        parts.pop().unwrap_or("")
    };
    let mut held = Modifiers::default();
    let mut commands = Vec::new();
    for name in &parts {
        let flag = match *name {
            "Control" => &mut held.ctrl,
            "Alt" => &mut held.alt,
            "Shift" => &mut held.shift,
            "Meta" => &mut held.meta,
            _ => continue,
        };
        *flag = true;
        commands.push(key_event(
            "rawKeyDown",
            name,
            &named_key(name).expect("modifier"),
            held,
        ));
    }
    commands.extend(key_press(key, held));
    for name in parts.iter().rev() {
        let Some(def) = named_key(name) else { continue };
        match *name {
            "Control" => held.ctrl = false,
            "Alt" => held.alt = false,
            "Shift" => held.shift = false,
            "Meta" => held.meta = false,
            _ => continue,
        }
        commands.push(key_event("keyUp", name, &def, held));
    }
    commands
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(commands: &[InputCommand]) -> Vec<String> {
        commands
            .iter()
            .map(|c| {
                let p = &c.params;
                format!(
                    "{} {} {}",
                    p["type"].as_str().unwrap(),
                    p["key"].as_str().unwrap_or(""),
                    p["text"]
                        .as_str()
                        .map(|t| format!("{t:?}"))
                        .unwrap_or_default()
                )
                .trim_end()
                .to_string()
            })
            .collect()
    }

    #[test]
    fn a_click_is_move_press_release_at_one_point() {
        let commands = click(Point::new(12.5, 40.0));
        assert_eq!(
            kinds(&commands),
            ["mouseMoved", "mousePressed", "mouseReleased"]
        );
        for c in &commands {
            assert_eq!(c.method, "Input.dispatchMouseEvent");
            assert_eq!(
                (c.params["x"].as_f64(), c.params["y"].as_f64()),
                (Some(12.5), Some(40.0))
            );
        }
        assert_eq!(commands[1].params["button"], "left");
        assert_eq!(commands[1].params["buttons"], 1);
        assert_eq!(commands[1].params["clickCount"], 1);
    }

    #[test]
    fn typing_sends_one_key_per_character_with_text() {
        let commands = type_text("aB@ ");
        assert_eq!(
            kinds(&commands),
            [
                "keyDown a \"a\"",
                "keyUp a",
                "keyDown B \"B\"",
                "keyUp B",
                "keyDown @ \"@\"",
                "keyUp @",
                "keyDown   \" \"",
                "keyUp"
            ]
        );
        assert_eq!(commands[2].params["code"], "KeyB");
        assert_eq!(commands[2].params["modifiers"], 8, "uppercase needs shift");
        assert_eq!(commands[4].params["code"], "Digit2");
        assert_eq!(commands[6].params["code"], "Space");
        assert!(
            commands
                .iter()
                .all(|c| c.method == "Input.dispatchKeyEvent")
        );
    }

    #[test]
    fn named_keys_and_shortcuts() {
        let enter = key_press("Enter", Modifiers::default());
        assert_eq!(kinds(&enter), ["keyDown Enter \"\\r\"", "keyUp Enter"]);
        assert_eq!(enter[0].params["windowsVirtualKeyCode"], 13);
        assert_eq!(
            kinds(&key_press("Tab", Modifiers::default())),
            ["rawKeyDown Tab", "keyUp Tab"]
        );
        let select_all = press_combo("Control+a");
        assert_eq!(
            kinds(&select_all),
            [
                "rawKeyDown Control",
                "rawKeyDown a",
                "keyUp a",
                "keyUp Control"
            ]
        );
        assert_eq!(select_all[1].params["modifiers"], 2);
        assert_eq!(select_all[3].params["modifiers"], 0);
        assert_eq!(kinds(&press_combo("Shift+Tab"))[1], "rawKeyDown Tab");
        assert_eq!(
            kinds(&press_combo("Escape")),
            ["rawKeyDown Escape", "keyUp Escape"]
        );
        assert_eq!(kinds(&press_combo("Control++"))[1], "rawKeyDown +");
    }

    #[test]
    fn wheel_ticks_carry_deltas() {
        let tick = wheel(Point::new(1.0, 2.0), 0.0, 120.0, Modifiers::default());
        assert_eq!(tick.params["type"], "mouseWheel");
        assert_eq!(tick.params["deltaY"], 120.0);
    }
}
