//! The thin layer over the macOS APIs (accessibility-sys, core-graphics,
//! core-foundation), compiled only on macOS. It reads and posts; every
//! decision is in the platform-free modules. The only `unsafe` code of the
//! crate is here, each block with a `SAFETY:` comment.
#![allow(unsafe_code)]

mod ax;
mod cg;
mod drive;
mod tap;

use std::path::Path;
use std::process::Command;
use std::sync::atomic::AtomicBool;
use std::thread::sleep;
use std::time::{Duration, Instant};

use core_foundation::base::TCFType;
use core_foundation::boolean::CFBoolean;
use core_foundation::string::CFString;
use mimic_schema::MimicActionV1;
use mimic_schema::raw::RawEventV1;

use super::tasks::{self, DemoStep, MacTask, StepAction};
use super::tree::{AX_TREE_SCHEMA, AppInfo, AxTree, Scope, WalkLimits, WindowInfo};
use super::{MacError, MacObserveOptions, MacRecordOptions, MacTarget, Permission};
use ax::{Element, Walker};

/// How long a task waits for its app's window after launching it.
const LAUNCH_TIMEOUT: Duration = Duration::from_secs(15);
/// How long the screen gets to settle after an action before it is checked.
const SETTLE: Duration = Duration::from_millis(600);
/// Chrome builds its web accessibility tree on request; how long to wait.
const WEB_TREE_WAIT: Duration = Duration::from_millis(500);
const WEB_TREE_TRIES: u32 = 6;

pub(super) fn check_permissions(needed: &[Permission]) -> Result<(), MacError> {
    match needed.iter().find(|p| !cg::has_permission(**p)) {
        Some(&permission) => Err(MacError::PermissionDenied { permission }),
        None => Ok(()),
    }
}

fn application(target: &MacTarget) -> Result<Element, MacError> {
    match target {
        MacTarget::Frontmost => Element::system_wide()
            .element("AXFocusedApplication")
            .ok_or_else(|| MacError::AppNotFound("the frontmost application".to_string())),
        MacTarget::App(name) => cg::pid_of_app(name)
            .map(Element::application)
            .ok_or_else(|| MacError::AppNotFound(name.clone())),
        MacTarget::Pid(pid) => Ok(Element::application(*pid)),
    }
}

fn target_window(app: &Element, title: Option<&str>) -> Option<Element> {
    if let Some(title) = title {
        return app
            .elements("AXWindows")
            .into_iter()
            .find(|w| w.string("AXTitle").as_deref() == Some(title));
    }
    app.element("AXFocusedWindow")
        .or_else(|| app.element("AXMainWindow"))
        .or_else(|| app.elements("AXWindows").into_iter().next())
}

/// Asks a Chromium-based app to build its web accessibility tree (it does so
/// only for assistive technology, which mimic is not known as).
fn enable_web_accessibility(app: &Element) {
    let name = CFString::new("AXManualAccessibility");
    let yes = CFBoolean::true_value();
    // SAFETY: valid element, attribute name and CFBoolean value; the call
    // only reads them. An app without the attribute returns an error, which
    // is fine: there is nothing to enable.
    unsafe {
        accessibility_sys::AXUIElementSetAttributeValue(
            app.as_ptr(),
            name.as_concrete_TypeRef(),
            yes.as_CFTypeRef(),
        );
    }
}

pub(super) fn walk(options: &MacObserveOptions, web: bool) -> Result<AxTree, MacError> {
    check_permissions(&[Permission::Accessibility])?;
    ax::set_global_timeout();
    let app = application(&options.target)?;
    let pid = app.pid().ok_or_else(|| {
        ax::ax_error(
            "AXUIElementGetPid",
            accessibility_sys::kAXErrorInvalidUIElement,
        )
    })?;
    let name = app
        .string("AXTitle")
        .unwrap_or_else(|| format!("pid {pid}"));
    let window = target_window(&app, options.window_title.as_deref());
    let window_info = window.as_ref().and_then(|w| {
        Some(WindowInfo {
            title: w.string("AXTitle").filter(|t| !t.is_empty()),
            bounds: w.frame()?,
        })
    });
    let window = match (options.scope, window) {
        (Scope::Window, None) => {
            return Err(MacError::NoWindow {
                app: name,
                title: options.window_title.clone(),
            });
        }
        (_, window) => window,
    };
    let tries = if web { WEB_TREE_TRIES } else { 1 };
    let mut tree = None;
    for attempt in 0..tries {
        if web {
            enable_web_accessibility(&app);
            if attempt > 0 {
                sleep(WEB_TREE_WAIT);
            }
        }
        let mut walker = Walker::new(options.limits);
        let only = match options.scope {
            Scope::Window => window.as_ref().map(std::slice::from_ref),
            Scope::Display => None,
        };
        let root = walker.walk(&app, 0, only).ok_or_else(|| {
            ax::ax_error(
                "AXUIElementCopyMultipleAttributeValues",
                accessibility_sys::kAXErrorCannotComplete,
            )
        })?;
        let walked = AxTree {
            schema: AX_TREE_SCHEMA.to_string(),
            app: AppInfo {
                name: name.clone(),
                pid,
            },
            scope: options.scope,
            window: window_info.clone(),
            displays: cg::displays()?,
            limits: options.limits,
            cut: walker.cut,
            root,
        };
        let done = !web || super::candidates::web_area(&walked).is_some();
        tree = Some(walked);
        if done {
            break;
        }
    }
    tree.ok_or_else(|| MacError::Merge("no walk was made".to_string()))
}

pub(super) fn record(
    options: &MacRecordOptions,
    stop: &AtomicBool,
    sink: &mut dyn FnMut(RawEventV1),
) -> Result<(), MacError> {
    check_permissions(&[Permission::InputMonitoring, Permission::Accessibility])?;
    ax::set_global_timeout();
    tap::record(options, stop, sink)
}

fn launch(app: &str) -> Result<(), MacError> {
    let status = Command::new("/usr/bin/open")
        .args(["-a", app])
        .status()
        .map_err(|source| MacError::Io {
            path: "/usr/bin/open".into(),
            source,
        })?;
    if status.success() {
        Ok(())
    } else {
        Err(MacError::AppNotFound(app.to_string()))
    }
}

fn task_error(task: &MacTask, step: usize, reason: impl Into<String>) -> MacError {
    MacError::Task {
        task: task.id.to_string(),
        step,
        reason: reason.into(),
    }
}

pub(super) fn run_task(
    task: &MacTask,
    limits: WalkLimits,
    out_dir: &Path,
) -> Result<Vec<DemoStep>, MacError> {
    check_permissions(&[Permission::Accessibility, Permission::ScreenRecording])?;
    launch(task.app)?;
    let options = MacObserveOptions {
        target: MacTarget::App(task.app.to_string()),
        scope: task.scope,
        limits,
        ..MacObserveOptions::default()
    };
    let started = Instant::now();
    while let Err(err) = walk(&options, false) {
        if started.elapsed() > LAUNCH_TIMEOUT {
            return Err(task_error(
                task,
                0,
                format!("the app did not show a window: {err}"),
            ));
        }
        sleep(SETTLE);
    }
    let mut steps = Vec::new();
    for (index, step) in task.steps.iter().enumerate() {
        let before = walk(&options, false)?;
        let observation = super::observe_tree(&before, true, out_dir)?;
        let (action, intended) = match step.action {
            StepAction::Click(target) => {
                let found = tasks::find_target(&target, &observation.observation.candidates)
                    .ok_or_else(|| {
                        task_error(
                            task,
                            index,
                            format!("no visible {} labelled {:?}", target.role, target.labels),
                        )
                    })?;
                let point = found.bounds.center();
                drive::click(point)?;
                let mut action = MimicActionV1::click(point);
                action.candidate_id = Some(found.id.clone());
                (action, Some(found.id.clone()))
            }
            StepAction::TypeText(text) => {
                drive::type_text(text)?;
                (MimicActionV1::type_text(text), None)
            }
            StepAction::PressKey(chord) => {
                drive::press(chord)?;
                (MimicActionV1::press_key(chord.key_name()), None)
            }
        };
        sleep(SETTLE);
        let after = walk(&options, false)?;
        steps.push(DemoStep {
            task_id: task.id.to_string(),
            step_index: u32::try_from(index).unwrap_or(u32::MAX),
            task_goal: task.goal.to_string(),
            subgoal: step.subgoal.to_string(),
            observation,
            action,
            intended_candidate_id: intended,
            expected_effect: step.expect.describe(),
            verification: step.expect.verify(&after),
        });
    }
    Ok(steps)
}
