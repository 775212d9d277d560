//! The referee: checks an observation mimic made of a live page against
//! Chromium itself, asked over CDP (hit testing, the composed DOM, the
//! accessibility tree, box models), and reports where they agree.
//!
//! It shares no code with the observer's extraction: locators are resolved
//! from their documented syntax, names and roles come from the
//! `Accessibility` domain, boxes from `DOM.getBoxModel`, and what a click
//! hits from `DOM.getNodeForLocation`, so a page script cannot fool it and
//! an observer bug cannot hide in it. mimic-map's answer for each sampled
//! click is compared with what the hit test implies. The rules are in
//! `docs/observe-chrome.md`, "Fidelity on real pages".

mod cdp;
mod check;
mod dom;
mod locator;
mod report;
mod sample;
mod world;

pub use check::{CheckOptions, check_page};
pub use report::{Check, Disagreement, NotJudged, PageReport, Summary, Tally};

/// What can go wrong while refereeing a page.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Chrome(#[from] mimic_observe::chrome::Error),
    /// Chromium answered in a shape the checker does not understand.
    #[error("CDP {method} answered unexpectedly: {message}")]
    Unexpected {
        method: &'static str,
        message: String,
    },
    /// The observation handed to the checker cannot be mapped.
    #[error("the observation cannot be mapped: {0}")]
    Map(#[from] mimic_map::MapError),
}
