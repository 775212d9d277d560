//! The listen-only event tap that records a person's input.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use core_foundation::runloop::{CFRunLoop, kCFRunLoopCommonModes, kCFRunLoopDefaultMode};
use core_graphics::event::{
    CGEvent, CGEventTap, CGEventTapLocation, CGEventTapOptions, CGEventTapPlacement, CGEventType,
    CallbackResult, EventField,
};
use foreign_types::ForeignTypeRef;
use mimic_schema::Point;
use mimic_schema::raw::RawEventV1;

use super::ax::Element;
use crate::macos::input::{EventConverter, KeyContext, TapEvent, TapKind};
use crate::macos::{MacError, MacRecordOptions, Permission};

/// How often the run loop returns to check `stop` and hand events over.
const POLL: Duration = Duration::from_millis(100);
/// Longest key string read from an event (a dead key plus a character).
const MAX_KEY_UTF16: usize = 8;

#[link(name = "CoreGraphics", kind = "framework")]
unsafe extern "C" {
    fn CGEventKeyboardGetUnicodeString(
        event: core_graphics::sys::CGEventRef,
        max_length: std::ffi::c_ulong,
        actual_length: *mut std::ffi::c_ulong,
        buffer: *mut u16,
    );
}

#[link(name = "Carbon", kind = "framework")]
unsafe extern "C" {
    /// True while any app has secure keyboard entry on (a password field is
    /// focused, or Terminal's Secure Keyboard Entry).
    fn IsSecureEventInputEnabled() -> u8;
}

fn secure_input() -> bool {
    // SAFETY: no arguments, no preconditions.
    unsafe { IsSecureEventInputEnabled() != 0 }
}

fn unicode(event: &CGEvent) -> Option<String> {
    let mut buffer = [0u16; MAX_KEY_UTF16];
    let mut length: std::ffi::c_ulong = 0;
    // SAFETY: `event` is a live keyboard event; the buffer holds
    // MAX_KEY_UTF16 units and `length` receives how many were written.
    unsafe {
        CGEventKeyboardGetUnicodeString(
            event.as_ptr(),
            MAX_KEY_UTF16 as std::ffi::c_ulong,
            &mut length,
            buffer.as_mut_ptr(),
        );
    }
    let length = usize::try_from(length).ok()?.min(MAX_KEY_UTF16);
    String::from_utf16(&buffer[..length]).ok()
}

fn kind(event_type: CGEventType) -> Option<TapKind> {
    Some(match event_type {
        CGEventType::LeftMouseDown | CGEventType::RightMouseDown | CGEventType::OtherMouseDown => {
            TapKind::MouseDown
        }
        CGEventType::LeftMouseUp | CGEventType::RightMouseUp | CGEventType::OtherMouseUp => {
            TapKind::MouseUp
        }
        CGEventType::MouseMoved => TapKind::MouseMoved,
        CGEventType::LeftMouseDragged
        | CGEventType::RightMouseDragged
        | CGEventType::OtherMouseDragged => TapKind::MouseDragged,
        CGEventType::ScrollWheel => TapKind::ScrollWheel,
        CGEventType::KeyDown => TapKind::KeyDown,
        CGEventType::KeyUp => TapKind::KeyUp,
        CGEventType::FlagsChanged => TapKind::FlagsChanged,
        _ => return None,
    })
}

#[allow(clippy::cast_precision_loss)]
fn read(kind: TapKind, event: &CGEvent) -> TapEvent {
    let location = event.location();
    let keyboard = matches!(kind, TapKind::KeyDown | TapKind::KeyUp);
    TapEvent {
        kind,
        location: Point::new(location.x, location.y),
        button: event.get_integer_value_field(EventField::MOUSE_EVENT_BUTTON_NUMBER),
        click_state: event.get_integer_value_field(EventField::MOUSE_EVENT_CLICK_STATE),
        flags: event.get_flags().bits(),
        keycode: u16::try_from(event.get_integer_value_field(EventField::KEYBOARD_EVENT_KEYCODE))
            .unwrap_or(u16::MAX),
        unicode: if keyboard { unicode(event) } else { None },
        scroll_points: (
            event.get_integer_value_field(EventField::SCROLL_WHEEL_EVENT_POINT_DELTA_AXIS_1) as f64,
            event.get_integer_value_field(EventField::SCROLL_WHEEL_EVENT_POINT_DELTA_AXIS_2) as f64,
        ),
    }
}

const TAPPED: [CGEventType; 14] = [
    CGEventType::LeftMouseDown,
    CGEventType::LeftMouseUp,
    CGEventType::RightMouseDown,
    CGEventType::RightMouseUp,
    CGEventType::OtherMouseDown,
    CGEventType::OtherMouseUp,
    CGEventType::MouseMoved,
    CGEventType::LeftMouseDragged,
    CGEventType::RightMouseDragged,
    CGEventType::OtherMouseDragged,
    CGEventType::ScrollWheel,
    CGEventType::KeyDown,
    CGEventType::KeyUp,
    CGEventType::FlagsChanged,
];

pub(crate) fn record(
    options: &MacRecordOptions,
    stop: &AtomicBool,
    sink: &mut dyn FnMut(RawEventV1),
) -> Result<(), MacError> {
    let (tx, rx) = mpsc::channel::<RawEventV1>();
    let disabled = Arc::new(AtomicBool::new(false));
    let disabled_in_tap = Arc::clone(&disabled);
    let converter = Mutex::new(EventConverter::new());
    let resolve_targets = !options.no_pointer_targets;
    let start = Instant::now();

    let callback = move |_proxy, event_type: CGEventType, event: &CGEvent| {
        let t_ms = start.elapsed().as_secs_f64() * 1000.0;
        let Some(kind) = kind(event_type) else {
            // The system switches a tap off when it is slow or on user input;
            // the loop below switches it back on.
            disabled_in_tap.store(true, Ordering::Relaxed);
            return CallbackResult::Keep;
        };
        let tap_event = read(kind, event);
        let system = Element::system_wide();
        let pointer_target = match kind {
            TapKind::MouseDown | TapKind::MouseUp if resolve_targets => {
                system.element_at(tap_event.location).map(|e| e.info())
            }
            _ => None,
        };
        let keys = match kind {
            TapKind::KeyDown | TapKind::KeyUp | TapKind::FlagsChanged => KeyContext {
                focused: system.element("AXFocusedUIElement").map(|e| e.info()),
                secure_input: secure_input(),
            },
            _ => KeyContext::default(),
        };
        if let Ok(mut converter) = converter.lock() {
            for raw in converter.convert(t_ms, &tap_event, pointer_target.as_ref(), &keys) {
                // The receiver outlives the tap; a send cannot fail before.
                let _ = tx.send(raw);
            }
        }
        CallbackResult::Keep
    };

    let tap = CGEventTap::new(
        CGEventTapLocation::Session,
        CGEventTapPlacement::TailAppendEventTap,
        CGEventTapOptions::ListenOnly,
        TAPPED.to_vec(),
        callback,
    )
    .map_err(|()| MacError::PermissionDenied {
        permission: Permission::InputMonitoring,
    })?;
    let source = tap
        .mach_port()
        .create_runloop_source(0)
        .map_err(|()| MacError::EventTap("no run loop source for the tap".to_string()))?;
    let run_loop = CFRunLoop::get_current();
    // SAFETY: kCFRunLoopCommonModes / kCFRunLoopDefaultMode are immutable
    // constants exported by CoreFoundation.
    let (common, default) = unsafe { (kCFRunLoopCommonModes, kCFRunLoopDefaultMode) };
    run_loop.add_source(&source, common);
    tap.enable();
    while !stop.load(Ordering::Relaxed) {
        CFRunLoop::run_in_mode(default, POLL, false);
        if disabled.swap(false, Ordering::Relaxed) {
            tap.enable();
        }
        rx.try_iter().for_each(&mut *sink);
    }
    run_loop.remove_source(&source, common);
    drop(tap);
    rx.try_iter().for_each(&mut *sink);
    Ok(())
}
