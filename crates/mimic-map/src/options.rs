//! The knobs of the mapping rules and the version string that names them.

use crate::MapError;

/// Version of the mapping rules. A record's `mimic.mapping.rulesVersion`
/// says which rules mapped it; bump this whenever a rule changes an answer.
pub const RULES_VERSION: &str = "1";

/// Default near-miss tolerance in screenshot pixels (see `docs/mapping.md`
/// for why 4: it absorbs a unit of rounding plus a thin outline at scales 1
/// and 2, and stays far below the 20 px snap that turned clicks on whitespace
/// into link clicks).
pub const DEFAULT_NEAR_MISS_TOLERANCE_PX: f64 = 4.0;

/// Options of the mapping rules.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MapOptions {
    near_miss_tolerance_px: f64,
}

impl Default for MapOptions {
    fn default() -> Self {
        Self {
            near_miss_tolerance_px: DEFAULT_NEAR_MISS_TOLERANCE_PX,
        }
    }
}

impl MapOptions {
    /// Options with a near-miss tolerance of `px` screenshot pixels (the
    /// pixels of the observation's screenshot, i.e. observation units times
    /// its scale). 0 turns near misses off.
    pub fn with_near_miss_tolerance_px(px: f64) -> Result<Self, MapError> {
        if px.is_finite() && px >= 0.0 {
            Ok(Self {
                near_miss_tolerance_px: px,
            })
        } else {
            Err(MapError::InvalidTolerance(px))
        }
    }

    pub fn near_miss_tolerance_px(&self) -> f64 {
        self.near_miss_tolerance_px
    }

    /// The `rulesVersion` a mapping made with these options records: the
    /// bare [`RULES_VERSION`] for the defaults, with the tolerance appended
    /// otherwise, so a record never hides that it was mapped differently.
    pub fn rules_version(&self) -> String {
        if self.near_miss_tolerance_px == DEFAULT_NEAR_MISS_TOLERANCE_PX {
            RULES_VERSION.to_owned()
        } else {
            format!(
                "{RULES_VERSION};near-miss-tolerance={}px",
                self.near_miss_tolerance_px
            )
        }
    }
}
