//! mimic-observe: the only crate that touches a browser or the operating system.
//!
//! It turns a live screen (Chrome via CDP, macOS via the accessibility API) into
//! one observation of the v1 schema, records raw input, and drives the
//! deterministic demo tasks. Everything above it works on files.

pub mod cdp_input;
pub mod observation;
pub mod raw;
pub mod recorder;
pub mod screenshot;
pub mod text;

#[cfg(feature = "chrome")]
pub mod chrome;
#[cfg(feature = "macos")]
pub mod macos;

pub use observation::Observation;
