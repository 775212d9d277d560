//! Chrome via CDP: launch a browser, load a page, observe it.
//!
//! [`Browser::launch`] starts a private Chromium, [`Browser::new_page`] loads
//! a URL and waits for it to settle, and [`observe`] turns the page into one
//! [`ChromeObservation`]: the v1 observation object, its geometry extension,
//! and a content-addressed screenshot with sensitive fields painted over. Observing
//! never scrolls, focuses, hovers or clicks. See `docs/observe-chrome.md`.

mod ax;
mod browser;
mod candidates;
mod cdp;
mod flat_tree;
mod fonts;
mod geometry;
mod masks;
mod observe;
mod page;
pub mod recording;
mod rounded;
mod screenshot;
mod snapshot;
mod sys;
mod transform;

pub use browser::{Browser, LaunchOptions, find_chrome};
pub use fonts::{Fonts, install_pinned_fonts};
pub use observe::{Breakdown, ChromeObservation, ObserveOptions, Timings, observe};
pub use page::{JsDialog, LoadPolicy, Page, Viewport};

use std::path::PathBuf;
use std::time::Duration;

/// What can go wrong while driving Chrome.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0}")]
    BrowserNotFound(String),
    #[error("cannot start {executable}: {message}")]
    Launch {
        executable: PathBuf,
        message: String,
    },
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("CDP {method} failed: {message}")]
    Cdp {
        method: &'static str,
        message: String,
    },
    #[error("{what} did not answer within {after:?} (tab crashed or hung?)")]
    Timeout { what: &'static str, after: Duration },
    #[error("cannot load {url}: {message}")]
    Navigation { url: String, message: String },
    #[error("screenshot: {0}")]
    Screenshot(String),
    /// The page shows a JavaScript dialog (`alert`, `confirm`, `prompt`,
    /// `beforeunload`): until it is answered the page runs no script, lays
    /// nothing out and paints no frame, so nothing can be observed or done.
    #[error("{0} is open: the page cannot be observed or driven until it is answered")]
    DialogOpen(JsDialog),
    /// The main frame loaded another document while it was being observed;
    /// the parts captured would mix two documents, so none is returned.
    #[error("the page navigated while it was observed (from {from} to {to})")]
    Navigated { from: String, to: String },
}
