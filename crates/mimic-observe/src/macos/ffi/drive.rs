//! Real input events for the deterministic tasks: the same `CGEvent`s a
//! mouse and keyboard produce, posted at the HID level.

use std::thread::sleep;
use std::time::Duration;

use core_graphics::event::{CGEvent, CGEventFlags, CGEventTapLocation, CGEventType, CGMouseButton};
use core_graphics::event_source::{CGEventSource, CGEventSourceStateID};
use core_graphics::geometry::CGPoint;
use mimic_schema::Point;

use crate::macos::MacError;
use crate::macos::input::keycode_for_code;
use crate::macos::tasks::Chord;

/// Pause between the events of one gesture, about a person's fastest.
const GAP: Duration = Duration::from_millis(40);

fn source() -> Result<CGEventSource, MacError> {
    CGEventSource::new(CGEventSourceStateID::HIDSystemState)
        .map_err(|()| MacError::EventTap("no event source".to_string()))
}

fn post(event: Result<CGEvent, ()>, what: &str) -> Result<(), MacError> {
    let event = event.map_err(|()| MacError::EventTap(format!("could not create {what}")))?;
    event.post(CGEventTapLocation::HID);
    sleep(GAP);
    Ok(())
}

/// Moves the pointer to `p` and clicks the primary button there.
pub(crate) fn click(p: Point) -> Result<(), MacError> {
    let at = CGPoint::new(p.x, p.y);
    for kind in [
        CGEventType::MouseMoved,
        CGEventType::LeftMouseDown,
        CGEventType::LeftMouseUp,
    ] {
        post(
            CGEvent::new_mouse_event(source()?, kind, at, CGMouseButton::Left),
            "a mouse event",
        )?;
    }
    Ok(())
}

/// Types `text` one character at a time, as key events carrying the
/// character (so the keyboard layout does not matter).
pub(crate) fn type_text(text: &str) -> Result<(), MacError> {
    let mut units = [0u16; 2];
    for ch in text.chars() {
        let utf16 = ch.encode_utf16(&mut units);
        for down in [true, false] {
            let event = CGEvent::new_keyboard_event(source()?, 0, down)
                .inspect(|e| e.set_string_from_utf16_unchecked(utf16));
            post(event, "a key event")?;
        }
    }
    Ok(())
}

/// Presses and releases one key, with Command held when the chord says so.
pub(crate) fn press(chord: Chord) -> Result<(), MacError> {
    let keycode = keycode_for_code(chord.code)
        .ok_or_else(|| MacError::EventTap(format!("no virtual key for {}", chord.code)))?;
    let flags = if chord.command {
        CGEventFlags::CGEventFlagCommand
    } else {
        CGEventFlags::CGEventFlagNull
    };
    for down in [true, false] {
        let event =
            CGEvent::new_keyboard_event(source()?, keycode, down).inspect(|e| e.set_flags(flags));
        post(event, "a key event")?;
    }
    Ok(())
}
