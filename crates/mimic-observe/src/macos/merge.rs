//! Chrome on a Mac: the page's DOM candidates joined with the window's AX
//! candidates in one `ax` observation.
//!
//! The DOM observation is in viewport CSS pixels; the page's content area
//! sits somewhere on screen below Chrome's toolbar. That origin is measured,
//! never assumed: it is the frame of the window's `AXWebArea` (see
//! [`candidates::web_area`]), and the page zoom (CSS pixels per point) is the
//! web area's width over the viewport's. DOM bounds then go to screen points
//! with [`Bounds::viewport_to_screen`].
//!
//! An AX candidate whose box overlaps a DOM candidate's with an IoU of at
//! least [`DUPLICATE_IOU`] is the same element seen twice and is dropped; the
//! DOM candidate keeps its id in `metadata.axId`. AX candidates that match
//! nothing stay: Chrome's toolbar, tabs and address bar, and page content the
//! DOM observer cannot reach (cross-origin frames).

use mimic_schema::{Bounds, MimicCandidateV1, Point};
use serde_json::Value;

use super::MacError;
use super::candidates;
use super::tree::AxTree;
use crate::observation::Observation;

/// IoU at or above which an AX and a DOM box are the same element. The same
/// element measured twice differs only by sub-point rounding (IoU near 1);
/// a label inside its button, or a button in a toolbar row, overlaps far less.
pub const DUPLICATE_IOU: f64 = 0.7;

/// Web area and viewport must agree on the page zoom within this fraction in
/// both directions, or the measurement is not of the same page.
const ZOOM_TOLERANCE: f64 = 0.02;

/// Where the page's content starts on screen and its zoom.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ContentPlacement {
    /// Top-left of the viewport, in global screen points.
    pub origin: Point,
    /// Screen points per CSS pixel (1.0 at 100% page zoom).
    pub zoom: f64,
}

/// Measures the placement from the web area's frame (points) and the DOM
/// observation's viewport (CSS pixels).
pub fn placement(web_area: &Bounds, viewport: &Bounds) -> Result<ContentPlacement, MacError> {
    if web_area.is_empty() || viewport.is_empty() {
        return Err(MacError::Merge(format!(
            "empty web area {web_area:?} or viewport {viewport:?}"
        )));
    }
    let zoom_x = web_area.width / viewport.width;
    let zoom_y = web_area.height / viewport.height;
    if (zoom_x - zoom_y).abs() > ZOOM_TOLERANCE * zoom_x.max(zoom_y) {
        return Err(MacError::Merge(format!(
            "the web area ({} x {} pt) and the page viewport ({} x {} CSS px) do not have \
             one zoom; is the Chrome window showing the observed tab?",
            web_area.width, web_area.height, viewport.width, viewport.height
        )));
    }
    Ok(ContentPlacement {
        origin: Point::new(web_area.x, web_area.y),
        zoom: zoom_x,
    })
}

/// A DOM candidate moved into screen points; its viewport box stays in
/// `metadata.viewportBounds`.
fn to_screen(candidate: &MimicCandidateV1, at: ContentPlacement) -> MimicCandidateV1 {
    let mut moved = candidate.clone();
    moved.bounds = candidate.bounds.viewport_to_screen(at.origin, at.zoom);
    let viewport_bounds = serde_json::to_value(candidate.bounds).unwrap_or(Value::Null);
    moved
        .metadata
        .get_or_insert_with(Default::default)
        .insert("viewportBounds".to_string(), viewport_bounds);
    moved
}

/// Joins translated DOM candidates with AX candidates: AX survivors first in
/// their order, then every DOM candidate in its order.
pub fn merge_candidates(
    ax: &[MimicCandidateV1],
    dom: &[MimicCandidateV1],
    at: ContentPlacement,
) -> Result<Vec<MimicCandidateV1>, MacError> {
    let mut dom: Vec<MimicCandidateV1> = dom.iter().map(|c| to_screen(c, at)).collect();
    let mut kept = Vec::new();
    for candidate in ax {
        let best = dom
            .iter_mut()
            .map(|d| (d.bounds.iou(&candidate.bounds), d))
            .filter(|(iou, _)| *iou >= DUPLICATE_IOU)
            .max_by(|a, b| a.0.total_cmp(&b.0));
        match best {
            Some((_, twin)) => {
                let meta = twin.metadata.get_or_insert_with(Default::default);
                // The first AX element to claim a DOM element keeps it.
                meta.entry("axId")
                    .or_insert_with(|| Value::String(candidate.id.clone()));
            }
            None => kept.push(candidate.clone()),
        }
    }
    kept.extend(dom);
    let mut ids = std::collections::HashSet::new();
    if let Some(dup) = kept.iter().find(|c| !ids.insert(c.id.as_str())) {
        return Err(MacError::Merge(format!(
            "candidate id {:?} occurs in both the AX and the DOM list",
            dup.id
        )));
    }
    Ok(kept)
}

/// The merged observation: the AX observation (screen capture, observed area,
/// scale) with the page's url and title and the merged candidates. The DOM
/// observation must be in `chrome_dom` space.
pub fn merge_observations(
    tree: &AxTree,
    ax: &Observation,
    dom: &Observation,
) -> Result<Observation, MacError> {
    if dom.ext.coordinate_space != mimic_schema::CoordinateSpace::ChromeDom {
        return Err(MacError::Merge(
            "the page observation is not in chrome_dom space".to_string(),
        ));
    }
    let web_area = candidates::web_area(tree).ok_or_else(|| {
        MacError::Merge(format!(
            "{} shows no web area on screen (is Chrome's window frontmost and its \
             accessibility on?)",
            tree.app.name
        ))
    })?;
    let at = placement(&web_area, &dom.ext.observed_area)?;
    let mut merged = ax.clone();
    merged.observation.candidates =
        merge_candidates(&ax.observation.candidates, &dom.observation.candidates, at)?;
    merged.observation.url.clone_from(&dom.observation.url);
    merged.observation.title.clone_from(&dom.observation.title);
    let mut reasons = ax.ext.partial_reasons.clone().unwrap_or_default();
    for reason in dom.ext.partial_reasons.iter().flatten() {
        if !reasons.contains(reason) {
            reasons.push(reason.clone());
        }
    }
    let partial = ax.ext.partial == Some(true) || dom.ext.partial == Some(true);
    merged.ext.partial = partial.then_some(true);
    merged.ext.partial_reasons = (!reasons.is_empty()).then_some(reasons);
    merged.ext.stale = (ax.ext.stale == Some(true) || dom.ext.stale == Some(true)).then_some(true);
    Ok(merged)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mimic_schema::CandidateSource;

    fn cand(id: &str, source: CandidateSource, b: Bounds) -> MimicCandidateV1 {
        MimicCandidateV1 {
            id: id.to_string(),
            source,
            role: None,
            label: None,
            text: None,
            bounds: b,
            enabled: None,
            visible: Some(true),
            metadata: None,
        }
    }

    #[test]
    fn placement_is_measured_and_checked() {
        let at = placement(
            &Bounds::new(-1440.0, 112.0, 1000.0, 640.0),
            &Bounds::new(0.0, 0.0, 800.0, 512.0),
        )
        .unwrap();
        assert_eq!(at.origin, Point::new(-1440.0, 112.0));
        assert_eq!(at.zoom, 1.25);
        assert!(
            placement(
                &Bounds::new(0.0, 80.0, 1000.0, 640.0),
                &Bounds::new(0.0, 0.0, 1000.0, 800.0)
            )
            .is_err()
        );
    }

    #[test]
    fn duplicates_are_dropped_at_the_threshold_and_others_kept() {
        let at = ContentPlacement {
            origin: Point::new(100.0, 200.0),
            zoom: 1.0,
        };
        let dom = [cand(
            "dom-1",
            CandidateSource::ChromeDom,
            Bounds::new(10.0, 10.0, 100.0, 20.0),
        )];
        // Same element: same box on screen, off by half a point.
        let twin = cand(
            "ax-twin",
            CandidateSource::Ax,
            Bounds::new(110.5, 210.0, 100.0, 20.0),
        );
        // 60 of 100 wide overlap: IoU 0.6/1.4 < 0.7, a different element.
        let neighbour = cand(
            "ax-near",
            CandidateSource::Ax,
            Bounds::new(150.0, 210.0, 100.0, 20.0),
        );
        let toolbar = cand(
            "ax-back",
            CandidateSource::Ax,
            Bounds::new(10.0, 50.0, 28.0, 28.0),
        );
        let merged = merge_candidates(&[toolbar, twin, neighbour], &dom, at).unwrap();
        let ids: Vec<_> = merged.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["ax-back", "ax-near", "dom-1"]);
        let page = &merged[2];
        assert_eq!(page.bounds, Bounds::new(110.0, 210.0, 100.0, 20.0));
        let meta = page.metadata.as_ref().unwrap();
        assert_eq!(meta["axId"], "ax-twin");
        assert_eq!(meta["viewportBounds"]["x"], 10.0);
    }

    #[test]
    fn exactly_the_threshold_counts_as_a_duplicate() {
        let at = ContentPlacement {
            origin: Point::new(0.0, 0.0),
            zoom: 1.0,
        };
        let dom = [cand(
            "d",
            CandidateSource::ChromeDom,
            Bounds::new(0.0, 0.0, 100.0, 10.0),
        )];
        // Inside the DOM box, 70% of its area: IoU exactly 0.7.
        let ax = cand("a", CandidateSource::Ax, Bounds::new(0.0, 0.0, 70.0, 10.0));
        assert_eq!(ax.bounds.iou(&dom[0].bounds), DUPLICATE_IOU);
        assert_eq!(merge_candidates(&[ax], &dom, at).unwrap().len(), 1);
    }

    #[test]
    fn colliding_ids_are_an_error() {
        let at = ContentPlacement {
            origin: Point::new(0.0, 0.0),
            zoom: 1.0,
        };
        let dom = [cand(
            "x",
            CandidateSource::ChromeDom,
            Bounds::new(0.0, 0.0, 10.0, 10.0),
        )];
        let ax = cand(
            "x",
            CandidateSource::Ax,
            Bounds::new(500.0, 0.0, 10.0, 10.0),
        );
        assert!(merge_candidates(&[ax], &dom, at).is_err());
    }
}
