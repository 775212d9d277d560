//! mimic-schema: the file formats of mimic and their value types.
//!
//! The v1 trace record ([`record`]), the raw input events recorders write
//! ([`raw`]), the geometry every layer shares ([`geometry`]), parsing and
//! validation with JSON paths ([`validate`]), what is secret ([`secret`]),
//! secret scrubbing ([`scrub`]), what makes a trace clean ([`clean`]), the
//! output folder and the rule by which tools find trace files ([`layout`]),
//! JSON Lines I/O ([`jsonl`]) and the trace writer that scrubs and validates
//! before writing ([`writer`]). Everything above this crate speaks these
//! types; nothing here touches a browser, the OS or the clock, and only
//! `jsonl`, `writer` and `layout` touch files.

pub mod clean;
pub mod declarations;
pub mod geometry;
pub mod jsonl;
pub mod layout;
pub mod path;
pub mod raw;
pub mod record;
pub mod scrub;
pub mod secret;
pub mod validate;
pub mod writer;

pub use geometry::{Bounds, CoordinateSpace, Point};
pub use record::*;
pub use validate::{
    CandidateFields, CandidateRules, Parsed, Problem, ProblemKind, Strictness, parse_record,
    validate_record, validate_record_with,
};
pub use writer::{TraceWriteError, TraceWriter};
