//! Errors of the macOS observer and recorder, and the privacy permissions
//! they need.

use std::fmt;
use std::path::PathBuf;

/// A macOS privacy permission (System Settings > Privacy & Security).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Permission {
    /// Reading other apps' accessibility trees (`AXIsProcessTrusted`).
    Accessibility,
    /// Capturing the screen (`CGPreflightScreenCaptureAccess`); without it
    /// `screencapture` silently returns only the desktop wallpaper.
    ScreenRecording,
    /// Listening to keyboard and mouse events with an event tap
    /// (`CGPreflightListenEventAccess`).
    InputMonitoring,
}

impl Permission {
    /// The pane's name under System Settings > Privacy & Security.
    pub fn pane(self) -> &'static str {
        match self {
            Self::Accessibility => "Accessibility",
            // Renamed in macOS 15; older systems call it "Screen Recording".
            Self::ScreenRecording => "Screen & System Audio Recording",
            Self::InputMonitoring => "Input Monitoring",
        }
    }

    /// Where a person grants it.
    pub fn where_to_grant(self) -> String {
        format!(
            "System Settings > Privacy & Security > {}: turn it on for the app that runs mimic \
             (your terminal, or the mimic binary itself), then quit and reopen that app",
            self.pane()
        )
    }
}

impl fmt::Display for Permission {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Accessibility => "Accessibility",
            Self::ScreenRecording => "Screen Recording",
            Self::InputMonitoring => "Input Monitoring",
        })
    }
}

#[derive(Debug, thiserror::Error)]
pub enum MacError {
    #[error(
        "the macOS observer and recorder run only on macOS (this build is for {os}); \
         use the Chrome observer here"
    )]
    Unsupported { os: &'static str },

    #[error("the {permission} permission is missing; grant it in {}", permission.where_to_grant())]
    PermissionDenied { permission: Permission },

    #[error("no running application matches {0:?}")]
    AppNotFound(String),

    #[error("application {app:?} has no window to observe{}", title.as_ref().map(|t| format!(" titled {t:?}")).unwrap_or_default())]
    NoWindow { app: String, title: Option<String> },

    #[error("the tree has no display that holds the observed area")]
    NoDisplay,

    #[error("accessibility call {call} failed with AXError {code}")]
    Ax { call: &'static str, code: i32 },

    #[error("Core Graphics call {call} failed with CGError {code}")]
    CoreGraphics { call: &'static str, code: i32 },

    #[error("screen capture with /usr/sbin/screencapture failed: {0}")]
    Capture(String),

    #[error("could not merge the Chrome page into the observation: {0}")]
    Merge(String),

    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },

    #[error("{}: not a valid accessibility tree: {source}", path.display())]
    BadTree {
        path: PathBuf,
        #[source]
        source: serde_json::Error,
    },

    #[error("{}: schema is {found:?}, expected {:?}", path.display(), super::tree::AX_TREE_SCHEMA)]
    WrongTreeSchema { path: PathBuf, found: String },

    #[error(transparent)]
    Screenshot(#[from] crate::screenshot::ScreenshotError),

    #[error("the event tap could not be created or stopped working: {0}")]
    EventTap(String),

    #[error("deterministic task {task:?}, step {step}: {reason}")]
    Task {
        task: String,
        step: usize,
        reason: String,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permission_errors_name_the_permission_and_the_pane() {
        let err = MacError::PermissionDenied {
            permission: Permission::InputMonitoring,
        };
        let text = err.to_string();
        assert!(
            text.contains("Input Monitoring permission is missing"),
            "{text}"
        );
        assert!(
            text.contains("System Settings > Privacy & Security > Input Monitoring"),
            "{text}"
        );
        let text = MacError::PermissionDenied {
            permission: Permission::ScreenRecording,
        }
        .to_string();
        assert!(
            text.contains("Privacy & Security > Screen & System Audio Recording"),
            "{text}"
        );
    }
}
