//! mimic-schema: the file formats of mimic and their value types.
//!
//! The v1 trace record ([`record`]), the raw input events recorders write
//! ([`raw`]), the geometry every layer shares ([`geometry`]), and JSON Lines
//! I/O ([`jsonl`]). Everything above this crate
//! speaks these types; nothing here touches a browser, the OS or the clock.

pub mod geometry;
pub mod jsonl;
pub mod raw;
pub mod record;

pub use geometry::{Bounds, CoordinateSpace, Point};
pub use record::*;
