//! mimic-collect: the trace collector. It observes (mimic-observe), acts with
//! real input (mimic-input's commands), maps each action (mimic-map),
//! verifies its effect and writes the trace files.
//!
//! Two collectors share the record writing: the scripted demonstrator that
//! runs the demo catalogue on the built-in demo sites ([`demo`],
//! [`demo_run`]), and human recording in Chrome or on macOS ([`human`],
//! [`human_macos`]); [`replay`] plays recorded raw events back. [`locate`]
//! finds the element a task's locator names in a live tab.

pub mod aim;
pub mod demo;
pub mod demo_run;
pub mod human;
pub mod human_macos;
pub mod locate;
pub mod out;
pub mod record;
pub mod replay;
pub mod summary;
pub mod verify;
