//! The knobs of the mapping rules and the version string that names them.

use crate::MapError;

/// Version of the mapping rules. A record's `mimic.mapping.rulesVersion`
/// says which rules mapped it; bump this whenever a rule changes an answer.
pub const RULES_VERSION: &str = "7";

/// The versions of the rules mimic-map can still apply, oldest first, so a
/// trace mapped under older rules can be mapped again under them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum RulesVersion {
    /// Paint-order ties broken by area alone.
    V1,
    /// Paint-order ties broken first by the tree (a candidate nested in
    /// another is above it: metadata `parentId`), then by area.
    V2,
    /// Keys go to the element the recorder saw receive them
    /// (`mimic.action.keyTarget`) when the action carries it; the focus flag
    /// only corroborates. A candidate with metadata `rects` (a wrapped inline link's line
    /// fragments, the part a scrolling container shows) holds only their
    /// points, not its whole box.
    V3,
    /// A click that no candidate's own box holds, inside the label of a
    /// candidate control (metadata `labelRects`), goes to that control, as
    /// the browser passes it on.
    V4,
    /// A click that no candidate's own box holds, on a candidate's own
    /// content outside its box (metadata `contentRects`: a block moved by a
    /// transform or positioned out of it), goes to that candidate, as the
    /// browser's hit test returns the block and the click goes up to it.
    V5,
    /// A click on a Chrome DOM candidate lands on the screenshot pixel under
    /// it, and a box takes it when it overlaps that pixel's square, as
    /// Chromium hit-tests: a box from 34.5 takes a click at 34 (at scale 1).
    /// Where the pixels a candidate takes are not those its box touches
    /// (an inline element's box snapped to whole pixels), the observer
    /// records them as metadata `rects`, which may pass the box by a pixel.
    V6,
    /// A Chrome DOM candidate's `rects` may pass its box by one CSS pixel,
    /// not one screenshot pixel: at scale 2 Chromium's click square is a
    /// CSS pixel (the observer emulates the scale), and a scaled box paints
    /// up to half a pixel from where its box says.
    V7,
}

impl RulesVersion {
    /// The version's name as records store it.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::V1 => "1",
            Self::V2 => "2",
            Self::V3 => "3",
            Self::V4 => "4",
            Self::V5 => "5",
            Self::V6 => "6",
            Self::V7 => RULES_VERSION,
        }
    }
}

/// Default near-miss tolerance in screenshot pixels (see `docs/mapping.md`
/// for why 4: it absorbs a unit of rounding plus a thin outline at scales 1
/// and 2, and stays far below the 20 px snap that turned clicks on whitespace
/// into link clicks).
pub const DEFAULT_NEAR_MISS_TOLERANCE_PX: f64 = 4.0;

/// Options of the mapping rules.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MapOptions {
    near_miss_tolerance_px: f64,
    version: RulesVersion,
}

impl Default for MapOptions {
    fn default() -> Self {
        Self {
            near_miss_tolerance_px: DEFAULT_NEAR_MISS_TOLERANCE_PX,
            version: RulesVersion::V7,
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
                ..Self::default()
            })
        } else {
            Err(MapError::InvalidTolerance(px))
        }
    }

    /// These options under the rules of `version` (the current ones by
    /// default): an older version gives the answers it gave.
    pub fn with_rules(self, version: RulesVersion) -> Self {
        Self { version, ..self }
    }

    /// The options a recorded `rulesVersion` names (`6`, or
    /// `1;near-miss-tolerance=3px`), so a trace is mapped again under the
    /// rules it was mapped with.
    pub fn from_rules_version(recorded: &str) -> Result<Self, MapError> {
        let unknown = || MapError::UnknownRulesVersion(recorded.to_owned());
        let (base, rest) = match recorded.split_once(';') {
            Some((base, rest)) => (base, Some(rest)),
            None => (recorded, None),
        };
        let version = [
            RulesVersion::V1,
            RulesVersion::V2,
            RulesVersion::V3,
            RulesVersion::V4,
            RulesVersion::V5,
            RulesVersion::V6,
            RulesVersion::V7,
        ]
        .into_iter()
        .find(|v| v.as_str() == base)
        .ok_or_else(unknown)?;
        let options = match rest {
            None => Self::default(),
            Some(rest) => {
                let px = rest
                    .strip_prefix("near-miss-tolerance=")
                    .and_then(|v| v.strip_suffix("px"))
                    .and_then(|v| v.parse::<f64>().ok())
                    .ok_or_else(unknown)?;
                Self::with_near_miss_tolerance_px(px)?
            }
        };
        Ok(options.with_rules(version))
    }

    /// Which version of the rules these options apply.
    pub fn rules(&self) -> RulesVersion {
        self.version
    }

    pub fn near_miss_tolerance_px(&self) -> f64 {
        self.near_miss_tolerance_px
    }

    /// The `rulesVersion` a mapping made with these options records: the
    /// bare version for the default tolerance, with the tolerance appended
    /// otherwise, so a record never hides that it was mapped differently.
    pub fn rules_version(&self) -> String {
        let version = self.version.as_str();
        if self.near_miss_tolerance_px == DEFAULT_NEAR_MISS_TOLERANCE_PX {
            version.to_owned()
        } else {
            format!(
                "{version};near-miss-tolerance={}px",
                self.near_miss_tolerance_px
            )
        }
    }
}
