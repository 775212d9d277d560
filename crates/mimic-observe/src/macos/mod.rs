//! macOS: accessibility candidates, screen capture, input recording and
//! deterministic tasks in stock apps.
//!
//! Everything that decides something is platform-free and tested on Linux:
//! the tree shape ([`tree`]), tree -> candidates ([`candidates`], [`roles`]),
//! the DOM/AX merge for Chrome ([`merge`]), tap events -> raw events
//! ([`input`]), the capture command ([`capture`]) and the task scripts
//! ([`tasks`]). The thin layer that calls the accessibility API, Core
//! Graphics and the event tap lives in `ffi` and is compiled only on macOS.
//! Elsewhere the entry points below return [`MacError::Unsupported`].

pub mod candidates;
pub mod capture;
pub mod error;
pub mod input;
pub mod merge;
pub mod roles;
pub mod tasks;
pub mod tree;

#[cfg(target_os = "macos")]
mod ffi;

use std::path::Path;
use std::sync::atomic::AtomicBool;

use mimic_schema::raw::RawEventV1;

pub use error::{MacError, Permission};
pub use tree::{AxTree, Scope, WalkLimits};

use crate::observation::Observation;

/// Which application to observe.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum MacTarget {
    /// The application that has keyboard focus (started from a terminal,
    /// that is the terminal itself until another app is brought forward).
    #[default]
    Frontmost,
    /// An application by its name as the Dock shows it (`TextEdit`).
    App(String),
    /// A process, e.g. the Chrome that mimic launched for recording.
    Pid(i32),
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct MacObserveOptions {
    pub target: MacTarget,
    /// Observe the window with this title instead of the focused one.
    pub window_title: Option<String>,
    pub scope: Scope,
    pub limits: WalkLimits,
    /// Skip the screen capture (and the Screen Recording permission).
    pub no_screenshot: bool,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct MacRecordOptions {
    /// Resolve the element under the pointer for each press (one
    /// accessibility query per click).
    pub no_pointer_targets: bool,
}

#[cfg(not(target_os = "macos"))]
fn unsupported() -> MacError {
    MacError::Unsupported {
        os: std::env::consts::OS,
    }
}

/// Fails with a clear error for the first permission in `needed` that this
/// process lacks.
pub fn check_permissions(needed: &[Permission]) -> Result<(), MacError> {
    #[cfg(target_os = "macos")]
    return ffi::check_permissions(needed);
    #[cfg(not(target_os = "macos"))]
    {
        let _ = needed;
        Err(unsupported())
    }
}

/// Walks the target application's accessibility tree (needs Accessibility).
pub fn walk(options: &MacObserveOptions) -> Result<AxTree, MacError> {
    walk_tree(options, false)
}

/// `web`: ask a Chromium browser for its page accessibility tree first.
fn walk_tree(options: &MacObserveOptions, web: bool) -> Result<AxTree, MacError> {
    #[cfg(target_os = "macos")]
    return ffi::walk(options, web);
    #[cfg(not(target_os = "macos"))]
    {
        let _ = (options, web);
        Err(unsupported())
    }
}

/// One observation of the target application: candidates from its
/// accessibility tree and, unless disabled, a capture of the observed area
/// saved under `out_dir/screenshots/`.
pub fn observe(options: &MacObserveOptions, out_dir: &Path) -> Result<Observation, MacError> {
    let tree = walk(options)?;
    observe_tree(&tree, !options.no_screenshot, out_dir)
}

/// The observation of an already walked tree (captures the screen now).
pub fn observe_tree(
    tree: &AxTree,
    screenshot: bool,
    out_dir: &Path,
) -> Result<Observation, MacError> {
    let observation = candidates::observation_from_tree(tree, None, None)?;
    if screenshot {
        capture_into(observation, &tree.root, out_dir)
    } else {
        Ok(observation)
    }
}

/// Captures the observed area, paints over sensitive candidates, stores the
/// PNG under `out_dir/screenshots/` and records it and its measured scale.
fn capture_into(
    mut observation: Observation,
    root: &tree::AxNode,
    out_dir: &Path,
) -> Result<Observation, MacError> {
    check_permissions(&[Permission::ScreenRecording])?;
    let region = capture::capture_region(&observation.ext.observed_area);
    std::fs::create_dir_all(out_dir).map_err(|source| MacError::Io {
        path: out_dir.to_path_buf(),
        source,
    })?;
    let (png, scale) = capture::capture(&region, out_dir)?;
    let masks = capture::mask_regions(&observation.observation.candidates, root);
    let rects = capture::pixel_rects(&masks, &region, scale);
    let stored = crate::screenshot::store_png(out_dir, &capture::mask_png(&png, &rects)?)?;
    observation.observation.screenshot_path = Some(stored.path);
    observation.observation.screenshot_sha256 = Some(stored.sha256);
    // The capture covers the whole-point region, so that is what was observed.
    observation.ext.observed_area = region;
    observation.ext.scale = scale;
    observation.ext.masked_regions = masks;
    observation.ext.unchecked_regions = capture::unchecked_regions(root, &region);
    Ok(observation)
}

/// Chrome on a Mac: observes the frontmost Chrome window as [`observe`] does
/// and merges `page` (the DOM observation of the tab it shows, in
/// `chrome_dom` space, from the Chrome observer) into it; the screenshot is
/// taken after the merge so the page's sensitive fields are painted over
/// too. See [`merge`].
pub fn observe_with_page(
    options: &MacObserveOptions,
    page: &Observation,
    out_dir: &Path,
) -> Result<Observation, MacError> {
    let tree = walk_tree(options, true)?;
    let ax = candidates::observation_from_tree(&tree, None, None)?;
    let merged = merge::merge_observations(&tree, &ax, page)?;
    if options.no_screenshot {
        Ok(merged)
    } else {
        capture_into(merged, &tree.root, out_dir)
    }
}

/// Records clicks, keys and scrolls with a listen-only event tap until `stop`
/// is set, handing each raw event to `sink` in order. The caller writes the
/// file's `start` and `end` events. Needs Input Monitoring, and Accessibility
/// to name the elements involved.
pub fn record(
    options: &MacRecordOptions,
    stop: &AtomicBool,
    sink: &mut dyn FnMut(RawEventV1),
) -> Result<(), MacError> {
    #[cfg(target_os = "macos")]
    return ffi::record(options, stop, sink);
    #[cfg(not(target_os = "macos"))]
    {
        let _ = (options, stop, sink);
        Err(unsupported())
    }
}

/// Runs one deterministic task through real input events, observing before
/// each step into `out_dir`. The app is launched (`open -a`) and brought to
/// the front first.
pub fn run_task(
    task: &tasks::MacTask,
    limits: WalkLimits,
    out_dir: &Path,
) -> Result<Vec<tasks::DemoStep>, MacError> {
    #[cfg(target_os = "macos")]
    return ffi::run_task(task, limits, out_dir);
    #[cfg(not(target_os = "macos"))]
    {
        let _ = (task, limits, out_dir);
        Err(unsupported())
    }
}

#[cfg(all(test, not(target_os = "macos")))]
mod tests {
    use super::*;

    #[test]
    fn every_entry_point_says_unsupported_off_macos() {
        let dir = tempfile::tempdir().unwrap();
        let opts = MacObserveOptions::default();
        let errors = [
            observe(&opts, dir.path()).unwrap_err(),
            walk(&opts).unwrap_err(),
            check_permissions(&[Permission::Accessibility]).unwrap_err(),
            record(
                &MacRecordOptions::default(),
                &AtomicBool::new(true),
                &mut |_| {},
            )
            .unwrap_err(),
            run_task(&tasks::TASKS[0], WalkLimits::default(), dir.path()).unwrap_err(),
        ];
        for err in errors {
            assert!(matches!(err, MacError::Unsupported { .. }), "{err}");
            assert!(err.to_string().contains("only on macOS"), "{err}");
        }
    }
}
