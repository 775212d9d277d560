//! Core Graphics: displays, the window list, and the privacy checks.

use std::ffi::c_void;

use core_foundation::base::{CFType, CFTypeRef, TCFType};
use core_foundation::dictionary::CFDictionary;
use core_foundation::number::CFNumber;
use core_foundation::string::CFString;
use core_graphics::access::ScreenCaptureAccess;
use core_graphics::display::CGDisplay;
use core_graphics::window::{
    copy_window_info, kCGNullWindowID, kCGWindowListExcludeDesktopElements,
    kCGWindowListOptionOnScreenOnly, kCGWindowOwnerName, kCGWindowOwnerPID,
};
use mimic_schema::Bounds;

use crate::macos::tree::Display;
use crate::macos::{MacError, Permission};

#[link(name = "CoreGraphics", kind = "framework")]
unsafe extern "C" {
    /// Input Monitoring: may this process listen to input events? (10.15+;
    /// not bound by the core-graphics crate.)
    fn CGPreflightListenEventAccess() -> bool;
}

pub(crate) fn has_permission(permission: Permission) -> bool {
    match permission {
        // SAFETY: no arguments, no preconditions; reads the TCC database.
        Permission::Accessibility => unsafe { accessibility_sys::AXIsProcessTrusted() },
        Permission::ScreenRecording => ScreenCaptureAccess.preflight(),
        // SAFETY: no arguments, no preconditions; reads the TCC database.
        Permission::InputMonitoring => unsafe { CGPreflightListenEventAccess() },
    }
}

/// Every active display with its bounds (global points) and backing scale.
pub(crate) fn displays() -> Result<Vec<Display>, MacError> {
    let ids = CGDisplay::active_displays().map_err(|code| MacError::CoreGraphics {
        call: "CGGetActiveDisplayList",
        code,
    })?;
    Ok(ids
        .into_iter()
        .map(|id| {
            let display = CGDisplay::new(id);
            let b = display.bounds();
            // Pixels per point of the current mode: 2 on a Retina panel at its
            // default "looks like" resolution.
            #[allow(clippy::cast_precision_loss)]
            let scale = display
                .display_mode()
                .filter(|m| m.width() > 0)
                .map(|m| m.pixel_width() as f64 / m.width() as f64)
                .unwrap_or(1.0);
            Display {
                id,
                bounds: Bounds::new(b.origin.x, b.origin.y, b.size.width, b.size.height),
                scale,
                main: display.is_main(),
            }
        })
        .collect())
}

fn dict_value(dict: &CFDictionary, key: CFTypeRef) -> Option<CFType> {
    let value = dict.find(key.cast::<c_void>())?;
    // SAFETY: values of a window-info dictionary are CF objects the
    // dictionary retains; the get rule adds our own reference.
    Some(unsafe { CFType::wrap_under_get_rule(*value as CFTypeRef) })
}

/// The process id of the on-screen application called `name` (as the Dock
/// shows it), from the window list; names of apps need no permission there.
pub(crate) fn pid_of_app(name: &str) -> Option<i32> {
    let windows = copy_window_info(
        kCGWindowListOptionOnScreenOnly | kCGWindowListExcludeDesktopElements,
        kCGNullWindowID,
    )?;
    windows.get_all_values().into_iter().find_map(|item| {
        // SAFETY: each item of the window list is a CFDictionary the array
        // retains; the get rule adds our own reference.
        let dict: CFDictionary = unsafe { CFDictionary::wrap_under_get_rule(item.cast()) };
        // SAFETY: reading framework-provided constant keys.
        let (owner_key, pid_key) = unsafe { (kCGWindowOwnerName, kCGWindowOwnerPID) };
        let owner = dict_value(&dict, owner_key.cast())?.downcast::<CFString>()?;
        if !owner.to_string().eq_ignore_ascii_case(name) {
            return None;
        }
        let pid = dict_value(&dict, pid_key.cast())?.downcast::<CFNumber>()?;
        pid.to_i32()
    })
}
