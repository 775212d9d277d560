//! One observation read once into what the rules need: each candidate's
//! geometry and metadata facts, and a spatial index over them.

use mimic_schema::secret::SECURE_TEXT_FIELD;
use mimic_schema::{
    Bounds, CandidateSource, CoordinateSpace, KeyTargetV1, MimicCandidateV1, MimicObservationV1,
    ObservationExtV1, Point,
};
use serde_json::Value;
use std::collections::BTreeMap;

use crate::MapError;
use crate::index::GridIndex;
use crate::options::{MapOptions, RulesVersion};

/// Metadata key: paint order, a number; higher is painted later, on top.
pub const PAINT_ORDER_KEY: &str = "paintOrder";
/// Metadata key: `true` on the candidate that has keyboard focus, `false` on
/// one known not to.
pub const FOCUSED_KEY: &str = "focused";
/// Metadata key: whether typing into the candidate edits it.
pub const EDITABLE_KEY: &str = "editable";
/// Metadata key: the id of the nearest candidate this one is nested in
/// (composed tree: across shadow roots and frames).
pub const PARENT_ID_KEY: &str = "parentId";
/// Metadata keys of a candidate's locator (the Chrome observer's): the CSS
/// selector within its document and the selectors of the iframes above it.
pub const SELECTOR_KEY: &str = "selector";
pub const FRAME_PATH_KEY: &str = "framePath";
/// Metadata key: the element's lower-case tag name.
pub const TAG_KEY: &str = "tag";
/// Metadata key: the parts of the candidate's bounds that take its clicks,
/// an array of boxes (`{x, y, width, height}`, the observation's space):
/// the line fragments of a wrapped inline link, the part a scrolling
/// container shows. A click reaches it only through one of them (rules 3).
pub const RECTS_KEY: &str = "rects";
/// Metadata key: the boxes of a control's labels (`{x, y, width, height}`,
/// the observation's space, outside its `bounds` as a rule): a click there
/// that no candidate's own box holds goes to the control (rules 4).
pub const LABEL_RECTS_KEY: &str = "labelRects";
/// Metadata key: the boxes of a candidate's own content that lie outside
/// its `bounds` (`{x, y, width, height}`, the observation's space): a block
/// inside a link moved by a transform or positioned out of its box. A click
/// there that no candidate's own box holds goes to the candidate (rules 5).
pub const CONTENT_RECTS_KEY: &str = "contentRects";

/// Roles that take typed text, for candidates whose metadata has no
/// `editable` flag: ARIA roles (Chrome) and AX roles (macOS).
const EDITABLE_ROLES: [&str; 8] = [
    "textbox",
    "searchbox",
    "combobox",
    "spinbutton",
    "AXTextField",
    "AXTextArea",
    "AXComboBox",
    SECURE_TEXT_FIELD,
];

/// Below this many indexed candidates a plain scan beats the grid.
const MIN_CANDIDATES_FOR_INDEX: usize = 16;

/// How a candidate takes part in the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role {
    /// Visible (or visibility unknown), finite and non-empty: can win.
    Eligible,
    /// Marked `visible: false`: never wins, but named when it is the only
    /// thing under the point.
    Invisible,
    /// Zero-size or non-finite bounds: contains no point.
    Unusable,
}

#[derive(Debug, Clone)]
pub(crate) struct Facts {
    pub(crate) bounds: Bounds,
    pub(crate) area: f64,
    pub(crate) paint_order: Option<f64>,
    pub(crate) role: Role,
    pub(crate) focused: Option<bool>,
    pub(crate) editable: bool,
    /// The parts of `bounds` that hold its points (metadata `rects`);
    /// `None` when the whole box does.
    pub(crate) fragments: Option<Vec<Bounds>>,
    /// The boxes of its labels (metadata `labelRects`, rules 4); empty
    /// without.
    pub(crate) label_rects: Vec<Bounds>,
    /// The boxes of its content outside its box (metadata `contentRects`,
    /// rules 5); empty without.
    pub(crate) content_rects: Vec<Bounds>,
    /// The screenshot pixel's size in observation units when a click takes
    /// the boxes its pixel touches (a Chrome DOM candidate, rules 6);
    /// `None` for half-open containment.
    pub(crate) pixel: Option<f64>,
    /// How far its fragments may pass its box: a screenshot pixel under
    /// rules 6, a CSS pixel (or the screenshot pixel, if larger) under 7;
    /// 0 without `pixel`.
    pub(crate) room: f64,
}

impl Facts {
    /// Whether a click at `p` reaches `rect`, one of this candidate's boxes.
    pub(crate) fn holds(&self, rect: &Bounds, p: Point) -> bool {
        match self.pixel {
            Some(pixel) => rect.touches_pixel(p, pixel),
            None => rect.contains(p),
        }
    }

    /// Whether a click at `p` reaches one of its fragments or, without
    /// them, its box.
    pub(crate) fn contains(&self, p: Point) -> bool {
        match &self.fragments {
            Some(parts) => parts.iter().any(|f| self.holds(f, p)),
            None => self.holds(&self.bounds, p),
        }
    }

    /// Distance to the nearest point the candidate holds: in its box, or
    /// in its nearest fragment (infinite without one). Never less than the
    /// distance to the box, which holds every fragment, but by the room a
    /// Chrome DOM candidate's fragments can pass it by (rules 6 and 7).
    pub(crate) fn distance_to(&self, p: Point) -> f64 {
        match &self.fragments {
            None => self.bounds.distance_to(p),
            Some(parts) => parts
                .iter()
                .map(|f| f.distance_to(p))
                .fold(f64::INFINITY, f64::min),
        }
    }
}

/// An observation prepared for mapping: O(n) work once, then each mapping
/// reads only the candidates near its point.
#[derive(Debug)]
pub struct PreparedObservation<'o> {
    pub(crate) candidates: &'o [MimicCandidateV1],
    pub(crate) facts: Vec<Facts>,
    pub(crate) observed_area: Option<Bounds>,
    pub(crate) space: Option<CoordinateSpace>,
    pub(crate) scale: f64,
    pub(crate) partial: bool,
    pub(crate) tolerance_px: f64,
    /// The near-miss tolerance in observation units (`tolerance_px / scale`).
    pub(crate) tolerance: f64,
    pub(crate) rules_version: String,
    /// `None` when scanning every candidate is cheaper.
    pub(crate) index: Option<GridIndex>,
    /// Eligible candidates marked focused, sorted by id.
    pub(crate) focused: Vec<u32>,
    pub(crate) version: RulesVersion,
    /// Per candidate, the candidate its `parentId` names (when exactly one
    /// candidate has that id); empty under rules that ignore the tree.
    pub(crate) parents: Vec<Option<u32>>,
    /// Eligible candidates with label boxes (rules 4) or content boxes
    /// (rules 5), in list order.
    pub(crate) reached_indirectly: Vec<u32>,
}

/// Reads `observation` (and its `mimic.observation` facts, when recorded)
/// once for mapping. Without `ext` the observed area is unknown (no point is
/// `outside_observed_bounds`) and the scale is taken as 1.
pub fn prepare<'o>(
    observation: &'o MimicObservationV1,
    ext: Option<&ObservationExtV1>,
    options: &MapOptions,
) -> Result<PreparedObservation<'o>, MapError> {
    if let Some(ext) = ext {
        if !(ext.scale.is_finite() && ext.scale > 0.0) {
            return Err(MapError::InvalidScale(ext.scale));
        }
        if !ext.observed_area.is_finite() || ext.observed_area.is_empty() {
            return Err(MapError::InvalidObservedArea(ext.observed_area));
        }
    }
    let candidates = observation.candidates.as_slice();
    if u32::try_from(candidates.len()).is_err() {
        return Err(MapError::TooManyCandidates(candidates.len()));
    }
    let scale = ext.map_or(1.0, |e| e.scale);
    let tolerance = options.near_miss_tolerance_px() / scale;
    let version = options.rules();
    let facts: Vec<Facts> = candidates
        .iter()
        .map(|c| facts_of(c, version, scale))
        .collect();

    let mut focused: Vec<u32> = (0..candidates.len() as u32)
        .filter(|&i| {
            let f = &facts[i as usize];
            f.role == Role::Eligible && f.focused == Some(true)
        })
        .collect();
    focused.sort_by(|&a, &b| candidates[a as usize].id.cmp(&candidates[b as usize].id));

    let parents = if version >= RulesVersion::V2 {
        parents_of(candidates)
    } else {
        Vec::new()
    };

    let reached_indirectly = (0..candidates.len() as u32)
        .filter(|&i| {
            let f = &facts[i as usize];
            f.role == Role::Eligible && !(f.label_rects.is_empty() && f.content_rects.is_empty())
        })
        .collect();

    let observed_area = ext.map(|e| e.observed_area);
    let index = build_index(&facts, observed_area, tolerance);
    Ok(PreparedObservation {
        candidates,
        facts,
        observed_area,
        space: ext.map(|e| e.coordinate_space),
        scale,
        partial: ext.and_then(|e| e.partial).unwrap_or(false),
        tolerance_px: options.near_miss_tolerance_px(),
        tolerance,
        rules_version: options.rules_version(),
        index,
        focused,
        version,
        parents,
        reached_indirectly,
    })
}

/// Each candidate's parent by its `parentId`. An id that several
/// candidates share names none of them, so list order never decides.
fn parents_of(candidates: &[MimicCandidateV1]) -> Vec<Option<u32>> {
    let mut by_id: BTreeMap<&str, Option<u32>> = BTreeMap::new();
    for (i, c) in candidates.iter().enumerate() {
        by_id
            .entry(c.id.as_str())
            .and_modify(|seen| *seen = None)
            .or_insert(Some(i as u32));
    }
    candidates
        .iter()
        .map(|c| {
            let parent = c.metadata.as_ref()?.get(PARENT_ID_KEY)?.as_str()?;
            by_id.get(parent).copied().flatten()
        })
        .collect()
}

pub(crate) fn facts_of(c: &MimicCandidateV1, version: RulesVersion, scale: f64) -> Facts {
    let meta = |key: &str| c.metadata.as_ref().and_then(|m| m.get(key));
    let role = if !c.bounds.is_finite() || c.bounds.is_empty() {
        Role::Unusable
    } else if c.visible == Some(false) {
        Role::Invisible
    } else {
        Role::Eligible
    };
    let pixel = (version >= RulesVersion::V6 && c.source == CandidateSource::ChromeDom)
        .then_some(1.0 / scale);
    // Snapped to its layer's pixels, a part can pass the box by less than a
    // pixel; the clicks whose square reaches the box begin up to a CSS pixel
    // before it (rules 7).
    let room = match pixel {
        Some(px) if version >= RulesVersion::V7 => px.max(1.0),
        Some(px) => px,
        None => 0.0,
    };
    let editable = match meta(EDITABLE_KEY).and_then(Value::as_bool) {
        Some(flag) => flag,
        None => c
            .role
            .as_deref()
            .is_some_and(|r| EDITABLE_ROLES.contains(&r)),
    };
    Facts {
        bounds: c.bounds,
        area: c.bounds.area(),
        paint_order: meta(PAINT_ORDER_KEY)
            .and_then(Value::as_f64)
            .filter(|p| p.is_finite()),
        role,
        focused: meta(FOCUSED_KEY).and_then(Value::as_bool),
        editable,
        fragments: match meta(RECTS_KEY) {
            Some(Value::Array(rects)) if version >= RulesVersion::V3 => {
                Some(fragments_of(&c.bounds.grown(room), rects))
            }
            _ => None,
        },
        label_rects: if version >= RulesVersion::V4 {
            usable_rects(c, LABEL_RECTS_KEY)
        } else {
            Vec::new()
        },
        content_rects: if version >= RulesVersion::V5 {
            usable_rects(c, CONTENT_RECTS_KEY)
        } else {
            Vec::new()
        },
        pixel,
        room,
    }
}

/// The boxes outside a candidate's own box where a click reaches it when
/// no candidate's own box holds the point: its labels' (metadata
/// `labelRects`, rules 4) and its own content's (`contentRects`, rules 5).
/// Only usable boxes (finite, non-empty); anything else is skipped.
pub fn indirect_rects(c: &MimicCandidateV1) -> Vec<Bounds> {
    let mut rects = usable_rects(c, LABEL_RECTS_KEY);
    rects.extend(usable_rects(c, CONTENT_RECTS_KEY));
    rects
}

/// The usable boxes (finite, non-empty) of the candidate's metadata array
/// `key`; anything else is skipped.
fn usable_rects(c: &MimicCandidateV1, key: &str) -> Vec<Bounds> {
    match c.metadata.as_ref().and_then(|m| m.get(key)) {
        Some(Value::Array(rects)) => rects
            .iter()
            .filter_map(|r| serde_json::from_value::<Bounds>(r.clone()).ok())
            .filter(|r| r.is_finite() && !r.is_empty())
            .collect(),
        _ => Vec::new(),
    }
}

/// The usable fragments of `rects` (finite, non-empty boxes), clipped to
/// `bounds` (the box, or room around it); anything else is skipped. None left: the candidate holds no
/// point (a container hides all of it).
fn fragments_of(bounds: &Bounds, rects: &[Value]) -> Vec<Bounds> {
    rects
        .iter()
        .filter_map(|r| serde_json::from_value::<Bounds>(r.clone()).ok())
        .filter(|r| r.is_finite() && !r.is_empty())
        .filter_map(|r| {
            if bounds.contains_bounds(&r) {
                Some(r)
            } else {
                bounds.intersection(&r)
            }
        })
        .collect()
}

/// A box grown by the tolerance plus a sliver, so float rounding in the
/// rules' distance test can never reach a point the index did not file the
/// box under.
fn searchable_box(b: &Bounds, tolerance: f64) -> Bounds {
    let slack = 1e-9 * (1.0 + tolerance + b.x.abs().max(b.y.abs()) + b.width.max(b.height));
    b.grown(tolerance + slack)
}

fn build_index(
    facts: &[Facts],
    observed_area: Option<Bounds>,
    tolerance: f64,
) -> Option<GridIndex> {
    let mut boxes: Vec<(u32, Bounds)> = facts
        .iter()
        .enumerate()
        .filter(|(_, f)| f.role != Role::Unusable)
        .map(|(i, f)| {
            // A click takes a pixel, and parts can pass the box.
            let reach = f.pixel.map_or(0.0, |px| px + f.room);
            (i as u32, searchable_box(&f.bounds, tolerance + reach))
        })
        .collect();
    // Points outside the observed area never reach the rules' geometry, so
    // boxes that cannot reach into it need no filing.
    if let Some(area) = observed_area {
        boxes.retain(|(_, b)| {
            b.x <= area.right()
                && b.right() >= area.x
                && b.y <= area.bottom()
                && b.bottom() >= area.y
        });
    }
    if boxes.len() < MIN_CANDIDATES_FOR_INDEX {
        return None;
    }
    let domain = observed_area.unwrap_or_else(|| union(&boxes));
    Some(GridIndex::build(domain, &boxes))
}

fn union(boxes: &[(u32, Bounds)]) -> Bounds {
    let (mut x0, mut y0) = (f64::INFINITY, f64::INFINITY);
    let (mut x1, mut y1) = (f64::NEG_INFINITY, f64::NEG_INFINITY);
    for (_, b) in boxes {
        x0 = x0.min(b.x);
        y0 = y0.min(b.y);
        x1 = x1.max(b.right());
        y1 = y1.max(b.bottom());
    }
    Bounds::new(x0, y0, x1 - x0, y1 - y0)
}

impl<'o> PreparedObservation<'o> {
    /// Calls `visit` for every candidate that contains a point at all.
    pub(crate) fn for_each_candidate(&self, mut visit: impl FnMut(u32)) {
        for (i, f) in self.facts.iter().enumerate() {
            if f.role != Role::Unusable {
                visit(i as u32);
            }
        }
    }

    /// Whether mappings read a spatial index; below a handful of
    /// candidates they scan them all, which is cheaper.
    pub fn is_indexed(&self) -> bool {
        self.index.is_some()
    }

    pub(crate) fn candidate(&self, i: u32) -> &'o MimicCandidateV1 {
        &self.candidates[i as usize]
    }

    pub(crate) fn facts(&self, i: u32) -> &Facts {
        &self.facts[i as usize]
    }

    /// Whether candidate `i` is the element `target` names: the same
    /// locator (an absent frame path is the top document) and, when both
    /// say, the same tag.
    pub(crate) fn is_element(&self, i: u32, target: &KeyTargetV1) -> bool {
        let Some(meta) = self.candidate(i).metadata.as_ref() else {
            return false;
        };
        let locator = &target.locator;
        if meta.get(SELECTOR_KEY).and_then(Value::as_str) != Some(locator.selector.as_str()) {
            return false;
        }
        let same_frames = match meta.get(FRAME_PATH_KEY) {
            None => locator.frame_path.is_empty(),
            Some(Value::Array(frames)) => {
                frames.len() == locator.frame_path.len()
                    && frames
                        .iter()
                        .zip(&locator.frame_path)
                        .all(|(a, b)| a.as_str() == Some(b.as_str()))
            }
            Some(_) => false,
        };
        let tag = meta.get(TAG_KEY).and_then(Value::as_str);
        same_frames
            && match (tag, target.tag.as_deref()) {
                (Some(a), Some(b)) => a == b,
                _ => true,
            }
    }

    pub(crate) fn has_id(&self, id: &str) -> bool {
        self.candidates.iter().any(|c| c.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn fragments(rects: Value) -> Vec<Bounds> {
        let rects = rects.as_array().expect("an array");
        fragments_of(&Bounds::new(0.0, 0.0, 100.0, 40.0), rects)
    }

    #[test]
    fn unreadable_fragments_are_skipped_and_the_rest_clipped_to_the_box() {
        let got = fragments(json!([
            { "x": 60, "y": 0, "width": 40, "height": 20 },
            { "x": 0, "y": 20, "width": 200, "height": 20 },
            { "x": 0, "y": 0, "width": 0, "height": 20 },
            { "x": 500, "y": 0, "width": 10, "height": 10 },
            "line",
            { "x": 0 }
        ]));
        assert_eq!(
            got,
            vec![
                Bounds::new(60.0, 0.0, 40.0, 20.0),
                Bounds::new(0.0, 20.0, 100.0, 20.0)
            ]
        );
        assert!(fragments(json!([])).is_empty());
    }
}
