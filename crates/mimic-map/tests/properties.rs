//! Properties of the mapping rules over generated scenes.
//!
//! Coordinates are whole numbers on a coarse lattice, so shared edges, equal
//! areas and identical twins come up often, and translations and
//! power-of-two scalings are exact in floating point.

use mimic_map::invariants::{
    Scene, Violation, adding_unreachable_keeps_the_answer, click_inside_only_candidate_matches,
    click_outside_is_outside, index_agrees_with_full_scan, rescaling_keeps_the_answer,
    shuffling_keeps_the_answer, translation_keeps_the_answer, unreachable,
};
use mimic_schema::{
    Bounds, CandidateSource, CoordinateSpace, Metadata, MimicActionType, MimicActionV1,
    MimicCandidateV1, ObservationExtV1, Point,
};
use proptest::prelude::*;
use proptest::sample::select;
use serde_json::{Value, json};

/// A broken promise as a proptest failure (proptest then shrinks the scene).
fn holds(check: Result<(), Violation>) -> Result<(), TestCaseError> {
    check.map_err(|v| TestCaseError::fail(v.to_string()))
}

/// Whole multiples of 10 between `lo` and `hi` (tens).
fn tens(lo: i32, hi: i32) -> impl Strategy<Value = f64> {
    (lo..hi).prop_map(|t| f64::from(t) * 10.0)
}

fn observed_area() -> impl Strategy<Value = Bounds> {
    (
        tens(-300, 300),
        tens(-300, 300),
        tens(20, 200),
        tens(20, 120),
    )
        .prop_map(|(x, y, w, h)| Bounds::new(x, y, w, h))
}

/// Metadata; `rects`: the parts of the box that take clicks.
fn metadata(
    paint: Option<u32>,
    focused: Option<bool>,
    editable: Option<bool>,
    rects: Option<Vec<Bounds>>,
) -> Option<Metadata> {
    let mut m = Metadata::new();
    if let Some(rects) = rects {
        m.insert("rects".into(), json!(rects));
    }
    if let Some(p) = paint {
        m.insert("paintOrder".into(), json!(p));
    }
    if let Some(f) = focused {
        m.insert("focused".into(), Value::Bool(f));
    }
    if let Some(e) = editable {
        m.insert("editable".into(), Value::Bool(e));
    }
    (!m.is_empty()).then_some(m)
}

/// `metadata` with the boxes outside the candidate's own that reach it
/// under `key`: `labelRects` (its labels) or `contentRects` (its content).
fn with_rects(
    metadata: Option<Metadata>,
    key: &str,
    rects: Option<Vec<Bounds>>,
) -> Option<Metadata> {
    let Some(rects) = rects else {
        return metadata;
    };
    let mut m = metadata.unwrap_or_default();
    m.insert(key.into(), json!(rects));
    Some(m)
}

/// Boxes of a control's labels or of a candidate's moved content, for some
/// candidates, in lattice units from the box's corner: beside it, over it,
/// or far away.
fn outside_specs() -> impl Strategy<Value = Option<Vec<(i32, i32, i32, i32)>>> {
    prop_oneof![
        4 => Just(None),
        1 => prop::collection::vec((-30i32..30, -30i32..30, 0i32..20, 0i32..6), 0..3).prop_map(Some),
    ]
}

/// Candidates around `area`; some are twins of the one before them.
fn candidates(area: Bounds, max: usize) -> impl Strategy<Value = Vec<MimicCandidateV1>> {
    let (cols, rows) = ((area.width / 10.0) as i32, (area.height / 10.0) as i32);
    let one = (
        (-2..cols + 2, -2..rows + 2, 0..25, 0..12),
        prop_oneof![4 => Just(Some(true)), 2 => Just(None), 1 => Just(Some(false))],
        prop_oneof![3 => Just(None), 2 => (0u32..4).prop_map(Some)],
        prop_oneof![6 => Just(None), 1 => Just(Some(true)), 1 => Just(Some(false))],
        prop::option::of(any::<bool>()),
        any::<bool>(),
        prop::bool::weighted(0.15),
        fragment_specs(),
        outside_specs(),
        outside_specs(),
    );
    prop::collection::vec(one, 0..max).prop_map(move |specs| {
        let mut out: Vec<MimicCandidateV1> = Vec::with_capacity(specs.len());
        for (i, spec) in specs.into_iter().enumerate() {
            let (
                (cx, cy, w, h),
                visible,
                paint,
                focused,
                editable,
                enabled,
                twin,
                lines,
                labels,
                content,
            ) = spec;
            let bounds = match out.last() {
                Some(prev) if twin => prev.bounds,
                _ => Bounds::new(
                    area.x + f64::from(cx) * 10.0,
                    area.y + f64::from(cy) * 10.0,
                    f64::from(w) * 10.0,
                    f64::from(h) * 10.0,
                ),
            };
            out.push(MimicCandidateV1 {
                id: format!("c{i:02}"),
                source: CandidateSource::ChromeDom,
                role: Some("button".into()),
                label: Some(format!("Button {i}")),
                text: None,
                bounds,
                enabled: Some(enabled),
                visible,
                metadata: with_rects(
                    with_rects(
                        metadata(paint, focused, editable, fragments(bounds, lines, 10.0)),
                        "labelRects",
                        fragments(bounds, labels, 10.0),
                    ),
                    "contentRects",
                    fragments(bounds, content, 10.0),
                ),
            });
        }
        out
    })
}

/// Parts of the box that take clicks (line fragments), for some
/// candidates, in lattice units from the box's corner: `(x, y, width,
/// height)`; some reach past the box, and a list can be empty.
fn fragment_specs() -> impl Strategy<Value = Option<Vec<(i32, i32, i32, i32)>>> {
    prop_oneof![
        3 => Just(None),
        1 => prop::collection::vec((-1i32..20, -1i32..10, 0i32..20, 0i32..6), 0..4).prop_map(Some),
    ]
}

fn fragments(
    bounds: Bounds,
    specs: Option<Vec<(i32, i32, i32, i32)>>,
    unit: f64,
) -> Option<Vec<Bounds>> {
    Some(
        specs?
            .into_iter()
            .map(|(x, y, w, h)| {
                Bounds::new(
                    bounds.x + f64::from(x) * unit,
                    bounds.y + f64::from(y) * unit,
                    f64::from(w) * unit,
                    f64::from(h) * unit,
                )
            })
            .collect(),
    )
}

/// A point in or near `area`: on the 10-unit lattice (edges) or between.
fn point_near(area: Bounds) -> impl Strategy<Value = Point> {
    let (w, h) = (area.width as i32, area.height as i32);
    (-30..w + 30, -30..h + 30, any::<bool>()).prop_map(move |(x, y, lattice)| {
        let (x, y) = if lattice {
            (x - x.rem_euclid(10), y - y.rem_euclid(10))
        } else {
            (x, y)
        };
        Point::new(area.x + f64::from(x), area.y + f64::from(y))
    })
}

fn ext(area: Bounds, scale: f64, space: CoordinateSpace) -> ObservationExtV1 {
    ObservationExtV1 {
        coordinate_space: space,
        observed_area: area,
        scale,
        scroll_offset: None,
        partial: None,
        partial_reasons: None,
        stale: None,
        masked_regions: Vec::new(),
        unchecked_regions: Vec::new(),
    }
}

fn space() -> impl Strategy<Value = CoordinateSpace> {
    select(vec![CoordinateSpace::ChromeDom, CoordinateSpace::Ax])
}

/// The action: a click or a scroll at `p`, or typing after a click at `p`;
/// sometimes claiming a candidate id.
fn action_at(p: Point, claim: Option<String>, kind: u8) -> (MimicActionV1, Vec<MimicActionV1>) {
    let mut action = match kind {
        0 => MimicActionV1::click(p),
        1 => MimicActionV1::scroll(mimic_schema::ScrollDirection::Down, Some(p)),
        _ => MimicActionV1::type_text("x"),
    };
    action.candidate_id = claim;
    let previous = if action.action_type == MimicActionType::TypeText {
        vec![MimicActionV1::click(p)]
    } else {
        Vec::new()
    };
    (action, previous)
}

fn scene(max_candidates: usize) -> impl Strategy<Value = Scene> {
    (observed_area(), select(vec![1.0, 2.0]), space()).prop_flat_map(move |(area, scale, space)| {
        (
            candidates(area, max_candidates),
            point_near(area),
            prop::option::of((0..max_candidates.max(1)).prop_map(|i| format!("c{i:02}"))),
            0u8..3,
        )
            .prop_map(move |(candidates, point, claim, kind)| {
                let (action, previous) = action_at(point, claim, kind);
                Scene {
                    ext: ext(area, scale, space),
                    candidates,
                    action,
                    previous,
                }
            })
    })
}

/// Many small candidates at any whole position, points anywhere: near
/// misses across the index's cell borders come up often.
fn dense_scene() -> impl Strategy<Value = Scene> {
    let area = Bounds::new(0.0, 0.0, 400.0, 300.0);
    let one = (
        (-10i32..410, -10i32..310, 0i32..40, 0i32..30),
        prop_oneof![4 => Just(Some(true)), 1 => Just(Some(false))],
        prop_oneof![1 => Just(None), 1 => (0u32..3).prop_map(Some)],
        fragment_specs(),
    );
    (
        prop::collection::vec(one, 16..400),
        (-5i32..405, -5i32..305),
        select(vec![0.5, 1.0, 2.0]),
        0u8..3,
    )
        .prop_map(move |(specs, (px, py), scale, kind)| {
            let candidates = specs
                .into_iter()
                .enumerate()
                .map(|(i, ((x, y, w, h), visible, paint, lines))| {
                    let bounds =
                        Bounds::new(f64::from(x), f64::from(y), f64::from(w), f64::from(h));
                    MimicCandidateV1 {
                        id: format!("c{i:03}"),
                        source: CandidateSource::ChromeDom,
                        role: Some("link".into()),
                        label: None,
                        text: None,
                        bounds,
                        enabled: None,
                        visible,
                        metadata: metadata(paint, None, Some(true), fragments(bounds, lines, 2.0)),
                    }
                })
                .collect();
            let (action, previous) =
                action_at(Point::new(f64::from(px), f64::from(py)), None, kind);
            Scene {
                ext: ext(area, scale, CoordinateSpace::ChromeDom),
                candidates,
                action,
                previous,
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn translating_the_scene_keeps_the_answer(
        s in scene(30), dx in tens(-500, 500), dy in tens(-500, 500), jitter in (-9i32..9, -9i32..9),
    ) {
        let (dx, dy) = (dx + f64::from(jitter.0), dy + f64::from(jitter.1));
        holds(translation_keeps_the_answer(&s, dx, dy))?;
    }

    #[test]
    fn rescaling_units_with_the_recorded_scale_keeps_the_answer(
        s in scene(30), k in select(vec![0.5, 2.0, 4.0]),
    ) {
        holds(rescaling_keeps_the_answer(&s, k))?;
    }

    #[test]
    fn shuffling_the_candidates_keeps_the_answer(
        (s, order) in scene(30).prop_flat_map(|s| {
            let n = s.candidates.len();
            (Just(s), Just((0..n).collect::<Vec<_>>()).prop_shuffle())
        }),
    ) {
        holds(shuffling_keeps_the_answer(&s, &order))?;
    }

    #[test]
    fn the_index_gives_the_full_scan_answer(s in dense_scene()) {
        holds(index_agrees_with_full_scan(&s))?;
    }

    #[test]
    fn a_point_outside_the_observed_area_is_outside(
        s in scene(30), side in 0u8..4, offset in 0i32..400, along in 0.0f64..1.0,
    ) {
        let a = s.ext.observed_area;
        let (ax, ay) = (a.x + (a.width * along).floor(), a.y + (a.height * along).floor());
        let off = f64::from(offset);
        // Right and bottom edges are outside (half-open), so offset 0 counts.
        let p = match side {
            0 => Point::new(a.x - 1.0 - off, ay),
            1 => Point::new(a.right() + off, ay),
            2 => Point::new(ax, a.y - 1.0 - off),
            _ => Point::new(ax, a.bottom() + off),
        };
        holds(click_outside_is_outside(&s, p))?;
    }

    #[test]
    fn a_point_inside_exactly_one_candidate_matches_it(
        s in scene(30),
        target in (1i32..40, 1i32..20, 1i32..30, 1i32..15),
        frac in (0.01f64..0.99, 0.01f64..0.99),
    ) {
        let a = s.ext.observed_area;
        // The point strictly inside the observed area and the target box.
        let p = Point::new(
            a.x + 1.0 + ((a.width - 2.0) * frac.0).floor(),
            a.y + 1.0 + ((a.height - 2.0) * frac.1).floor(),
        );
        let (left, top, right, bottom) = (f64::from(target.0), f64::from(target.1), f64::from(target.2), f64::from(target.3));
        let target = Bounds::new(p.x - left, p.y - top, left + right, top + bottom);
        holds(click_inside_only_candidate_matches(&s, p, target))?;
    }

    #[test]
    fn adding_an_unreachable_candidate_keeps_the_answer(
        (s, extra) in scene(30).prop_flat_map(|s| {
            let area = s.ext.observed_area;
            (Just(s), candidates(area, 2))
        }),
    ) {
        prop_assume!(!unreachable(&s, extra.clone()).is_empty());
        holds(adding_unreachable_keeps_the_answer(&s, extra))?;
    }
}

/// The reference of the fragment rule (rules 3): the fragments of a
/// candidate clipped to its box (the empty ones dropped), or its box
/// without `rects`.
fn holding_boxes(c: &MimicCandidateV1) -> Vec<Bounds> {
    match c.metadata.as_ref().and_then(|m| m.get("rects")) {
        None => vec![c.bounds],
        Some(r) => serde_json::from_value::<Vec<Bounds>>(r.clone())
            .expect("boxes")
            .into_iter()
            .filter_map(|r| c.bounds.intersection(&r))
            .collect(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// A wrapped link alone in the scene: under rules 3 to 5 a click maps
    /// inside it exactly when the point lies in one of its fragments
    /// (clipped to its box; its whole box without `rects`, nowhere with an
    /// empty list), as a near miss when the nearest fragment is within the
    /// tolerance, and to nothing otherwise; rules 6 take the pixel the
    /// point lands on and clip the fragments to the box grown by a pixel,
    /// rules 7 by a CSS pixel at scale 2; rules 2 still use the whole box.
    #[test]
    fn a_candidate_with_fragments_holds_only_their_points(
        bounds in (0i32..40, 0i32..30, 1i32..40, 1i32..30),
        lines in prop::option::of(prop::collection::vec((-2i32..40, -2i32..30, 0i32..40, 0i32..12), 0..4)),
        p in (-6i32..86, -6i32..66),
        scale in select(vec![1.0, 2.0]),
    ) {
        let area = Bounds::new(-10.0, -10.0, 100.0, 80.0);
        let bounds = Bounds::new(
            f64::from(bounds.0), f64::from(bounds.1), f64::from(bounds.2), f64::from(bounds.3),
        );
        let rects = fragments(bounds, lines, 1.0);
        let link = MimicCandidateV1 {
            id: "link".into(),
            source: CandidateSource::ChromeDom,
            role: Some("link".into()),
            label: Some("The Git User's Manual".into()),
            text: None,
            bounds,
            enabled: Some(true),
            visible: Some(true),
            metadata: metadata(Some(3), None, None, rects),
        };
        let p = Point::new(f64::from(p.0), f64::from(p.1));
        let observation = mimic_schema::MimicObservationV1 {
            candidates: vec![link.clone()],
            ..mimic_schema::MimicObservationV1::default()
        };
        let ext = ext(area, scale, CoordinateSpace::ChromeDom);
        let answer = |options: &mimic_map::MapOptions| {
            let prepared = mimic_map::prepare(&observation, Some(&ext), options).expect("valid scene");
            let click = MimicActionV1::click(p);
            let m = prepared.map(&click, &[]);
            (m.reason_code(), m.distance_px())
        };
        let holding = holding_boxes(&link);
        let tolerance = mimic_map::DEFAULT_NEAR_MISS_TOLERANCE_PX / scale;
        let nearest = holding.iter().map(|b| b.distance_to(p)).fold(f64::INFINITY, f64::min);
        let expected = if holding.iter().any(|b| b.contains(p)) {
            (mimic_map::ReasonCode::InsideOnlyCandidate, Some(0.0))
        } else if nearest <= tolerance {
            (mimic_map::ReasonCode::NearMiss, Some(nearest))
        } else {
            (mimic_map::ReasonCode::NothingAtPoint, None)
        };
        let v5 = mimic_map::MapOptions::default().with_rules(mimic_map::RulesVersion::V5);
        prop_assert_eq!(answer(&v5), expected);

        // Rules 6: a click takes the pixel it lands on, and parts may pass
        // the box by a pixel; rules 7: by a CSS pixel, or the pixel if
        // larger.
        let pixel = 1.0 / scale;
        for (version, room) in [
            (mimic_map::RulesVersion::V6, pixel),
            (mimic_map::RulesVersion::V7, pixel.max(1.0)),
        ] {
            let room = bounds.grown(room);
            let holding = match link.metadata.as_ref().and_then(|m| m.get("rects")) {
                None => vec![bounds],
                Some(_) => holding_boxes(&MimicCandidateV1 { bounds: room, ..link.clone() }),
            };
            let nearest = holding.iter().map(|b| b.distance_to(p)).fold(f64::INFINITY, f64::min);
            let expected = if holding.iter().any(|b| b.touches_pixel(p, pixel)) {
                (mimic_map::ReasonCode::InsideOnlyCandidate, Some(0.0))
            } else if nearest <= tolerance {
                (mimic_map::ReasonCode::NearMiss, Some(nearest))
            } else {
                (mimic_map::ReasonCode::NothingAtPoint, None)
            };
            prop_assert_eq!(
                answer(&mimic_map::MapOptions::default().with_rules(version)),
                expected
            );
        }

        let v2 = mimic_map::MapOptions::default().with_rules(mimic_map::RulesVersion::V2);
        let whole_box = if bounds.contains(p) {
            (mimic_map::ReasonCode::InsideOnlyCandidate, Some(0.0))
        } else if bounds.distance_to(p) <= tolerance {
            (mimic_map::ReasonCode::NearMiss, Some(bounds.distance_to(p)))
        } else {
            (mimic_map::ReasonCode::NothingAtPoint, None)
        };
        prop_assert_eq!(answer(&v2), whole_box);
    }
}
