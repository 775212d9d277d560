//! mimic-map: decides which candidate a recorded action hit.
//!
//! Pure: no I/O, no clock, no randomness (clippy's `disallowed-methods` and
//! `disallowed-types` in this crate's `clippy.toml` enforce it). Given one
//! observation and one action it returns a mapping status, the candidate id,
//! the distance, a stable reason code and a one-line reason. The rules and
//! every reason are specified in `docs/mapping.md`.
//!
//! ```
//! use mimic_map::{prepare, MapOptions};
//! use mimic_schema::{Bounds, CandidateSource, MimicActionV1, MimicCandidateV1,
//!     MimicObservationV1, Point};
//!
//! let observation = MimicObservationV1 {
//!     candidates: vec![MimicCandidateV1 {
//!         id: "go".into(),
//!         source: CandidateSource::ChromeDom,
//!         role: Some("button".into()),
//!         label: Some("Go".into()),
//!         text: None,
//!         bounds: Bounds::new(10.0, 10.0, 80.0, 30.0),
//!         enabled: Some(true),
//!         visible: Some(true),
//!         metadata: None,
//!     }],
//!     ..MimicObservationV1::default()
//! };
//! let prepared = prepare(&observation, None, &MapOptions::default())?;
//! let click = MimicActionV1::click(Point::new(20.0, 20.0));
//! let mapping = prepared.map(&click, &[]);
//! assert_eq!(mapping.candidate_id(), Some("go"));
//! assert_eq!(mapping.reason(), "inside button \"Go\" (go), the only candidate at (20, 20)");
//! # Ok::<(), mimic_map::MapError>(())
//! ```

mod decision;
mod index;
#[cfg(feature = "invariants")]
pub mod invariants;
mod mapping;
mod options;
mod prepare;
mod reason;
mod record;
mod request;
mod rules;

use mimic_schema::Bounds;

pub use mapping::{Mapping, RecordedMapping};
pub use options::{DEFAULT_NEAR_MISS_TOLERANCE_PX, MapOptions, RULES_VERSION, RulesVersion};
pub use prepare::{
    CONTENT_RECTS_KEY, EDITABLE_KEY, FOCUSED_KEY, FRAME_PATH_KEY, LABEL_RECTS_KEY, PAINT_ORDER_KEY,
    PARENT_ID_KEY, PreparedObservation, RECTS_KEY, SELECTOR_KEY, TAG_KEY, indirect_rects, prepare,
};
pub use reason::ReasonCode;
pub use record::{RemapDiff, apply_to_record, map_record, remap_record};
pub use request::MapRequest;

/// Input the rules cannot work with. Candidates with unusable geometry are
/// not errors (they simply never win); these are facts of the whole
/// observation or of the options.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum MapError {
    #[error("mimic.observation.scale must be a finite number above 0, found {0}")]
    InvalidScale(f64),
    #[error(
        "mimic.observation.observedArea must be finite with a positive width and height, found {0:?}"
    )]
    InvalidObservedArea(Bounds),
    #[error("the near-miss tolerance must be a finite number of pixels, 0 or more, found {0}")]
    InvalidTolerance(f64),
    #[error("observation.candidates holds {0} candidates, more than mimic-map can index")]
    TooManyCandidates(usize),
    #[error(
        "rules version {0:?} is not one mimic-map knows (known: 1, 2, 3, each optionally with ;near-miss-tolerance=<px>px)"
    )]
    UnknownRulesVersion(String),
}
