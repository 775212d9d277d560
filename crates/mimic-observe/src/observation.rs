//! What an observer returns: the record's observation object and the
//! extension facts (coordinate space, observed area, scale, partial) that
//! mapping needs beside it.

use mimic_schema::{MimicObservationV1, ObservationExtV1};
use serde::{Deserialize, Serialize};

/// One observation of one screen state.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    /// Goes into the record's `observation`.
    pub observation: MimicObservationV1,
    /// Goes into the record's `mimic.observation`.
    pub ext: ObservationExtV1,
}
