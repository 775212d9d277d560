//! mimic-observe: the only crate that touches a browser or the operating system.
//!
//! It turns a live screen (Chrome via CDP, macOS via the accessibility API) into
//! one observation of the v1 schema, sends real input, and records raw input.
//! What that input means (the commands to send, the recorder script, the
//! reduction of raw events to actions) is mimic-input's, which is pure.
//! Everything above it works on files.

pub mod observation;
pub mod screenshot;
pub mod text;

#[cfg(feature = "chrome")]
pub mod chrome;
#[cfg(feature = "macos")]
pub mod macos;

pub use observation::Observation;
