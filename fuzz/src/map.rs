//! Mapping on arbitrary geometry (mimic-map): no panic, sane answers, and
//! on exact geometry the promises of `mimic_map::invariants`, the same checks
//! the proptest suite runs.

use arbitrary::{Result, Unstructured};
use mimic_map::invariants::{
    Answer, Scene, Violation, adding_unreachable_keeps_the_answer,
    click_inside_only_candidate_matches, click_outside_is_outside, index_agrees_with_full_scan,
    rescaling_keeps_the_answer, shuffling_keeps_the_answer, translation_keeps_the_answer,
};
use mimic_map::{EDITABLE_KEY, FOCUSED_KEY, MapRequest, PAINT_ORDER_KEY, RecordedMapping};
use mimic_schema::{
    Bounds, CandidateSource, CoordinateSpace, MappingStatus, Metadata, MimicActionType,
    MimicActionV1, MimicCandidateV1, ObservationExtV1, Point, ScrollDirection,
};
use serde_json::Value;

/// A mapping request as JSON (what the WASM package sends): mapping it must
/// not panic, a mapping it gives must be consistent, and the index must
/// agree with the full scan.
pub fn map_request(data: &[u8]) {
    let Ok(request) = serde_json::from_slice::<MapRequest>(data) else {
        return;
    };
    if let Ok(recorded) = request.map() {
        sane_recorded(&recorded, &request.observation.candidates);
    }
    if let Some(ext) = &request.observation_ext {
        let scene = Scene {
            ext: ext.clone(),
            candidates: request.observation.candidates.clone(),
            action: request.action.clone(),
            previous: request.previous_actions.clone(),
        };
        check_any(&scene);
    }
}

/// A scene decoded from the bytes: either on a whole-number lattice, where
/// every promise of the rules is checked, or with any floating-point values
/// (NaN, infinities, huge and tiny numbers), where the rules must not panic,
/// must answer sanely and the index must agree with the full scan.
pub fn map_geometry(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let Ok(exact) = u.arbitrary::<bool>() else {
        return;
    };
    if exact {
        if let Ok(scene) = lattice_scene(&mut u) {
            check_exact(&scene, &mut u);
        }
    } else if let Ok(scene) = wild_scene(&mut u) {
        check_any(&scene);
    }
}

fn holds(check: Result<(), Violation>, scene: &Scene) {
    if let Err(violation) = check {
        panic!("{violation}\nscene: {scene:?}");
    }
}

/// What every scene the rules accept must satisfy.
fn check_any(scene: &Scene) {
    let Ok(answer) = scene.answer() else {
        return;
    };
    sane(&answer, &scene.candidates);
    holds(index_agrees_with_full_scan(scene), scene);
}

/// Every promise, with the transformation parameters drawn from `u` (the
/// scene alone when the bytes run out).
fn check_exact(scene: &Scene, u: &mut Unstructured<'_>) {
    check_any(scene);
    let Ok(params) = ExactParams::draw(u, scene) else {
        return;
    };
    holds(
        translation_keeps_the_answer(scene, params.dx, params.dy),
        scene,
    );
    holds(rescaling_keeps_the_answer(scene, params.k), scene);
    holds(shuffling_keeps_the_answer(scene, &params.order), scene);
    holds(click_outside_is_outside(scene, params.outside), scene);
    holds(
        click_inside_only_candidate_matches(scene, params.inside, params.target),
        scene,
    );
    holds(
        adding_unreachable_keeps_the_answer(scene, params.extra),
        scene,
    );
}

/// The answer names only candidates of the scene, and the fields its status
/// calls for.
fn sane(answer: &Answer, candidates: &[MimicCandidateV1]) {
    let known = |id: &str| candidates.iter().any(|c| c.id == id);
    match answer.status {
        MappingStatus::MatchedCandidate => {
            let id = answer
                .candidate
                .as_deref()
                .expect("a match names a candidate");
            assert!(known(id), "the match {id:?} is a candidate");
            // Typing into a focused field matches without a distance.
            if let Some(distance) = answer.distance {
                assert!(
                    distance.is_finite() && distance >= 0.0,
                    "distance {distance}"
                );
            }
        }
        MappingStatus::Ambiguous => {
            assert!(answer.candidate.is_none());
            assert!(answer.tied.len() >= 2, "a tie has two or more: {answer:?}");
            assert!(answer.tied.iter().all(|id| known(id)));
        }
        MappingStatus::NoTarget | MappingStatus::OutsideObservedBounds => {
            assert!(answer.candidate.is_none(), "{answer:?}");
        }
    }
}

/// A recorded mapping: the gold id is the match's, the reason one line.
fn sane_recorded(recorded: &RecordedMapping, candidates: &[MimicCandidateV1]) {
    let mapping = &recorded.mapping;
    match mapping.status {
        MappingStatus::MatchedCandidate => {
            let id = mapping.candidate_id.as_deref().expect("a match names one");
            assert!(candidates.iter().any(|c| c.id == id));
            assert_eq!(recorded.chosen_candidate_id.as_deref(), Some(id));
            if let Some(distance) = mapping.distance_px {
                assert!(
                    distance.is_finite() && distance >= 0.0,
                    "distance {distance}"
                );
            }
        }
        _ => assert!(recorded.chosen_candidate_id.is_none() && mapping.candidate_id.is_none()),
    }
    let reason = mapping
        .reason
        .as_deref()
        .expect("every decision has a reason");
    assert!(!reason.is_empty() && !reason.contains('\n'), "{reason:?}");
    let ext = recorded.mimic_mapping.as_ref().expect("mimic's extension");
    assert!(!ext.reason_code.is_empty());
}

/// A whole number in `lo..=hi`.
fn whole(u: &mut Unstructured<'_>, lo: i32, hi: i32) -> Result<f64> {
    u.int_in_range(lo..=hi).map(f64::from)
}

fn pick<T: Copy>(u: &mut Unstructured<'_>, from: &[T]) -> Result<T> {
    u.choose(from).copied()
}

/// The mapping-relevant metadata keys with the values recorders write.
fn metadata(
    paint: Option<Value>,
    focused: Option<Value>,
    editable: Option<Value>,
) -> Option<Metadata> {
    let mut m = Metadata::new();
    for (key, value) in [
        (PAINT_ORDER_KEY, paint),
        (FOCUSED_KEY, focused),
        (EDITABLE_KEY, editable),
    ] {
        if let Some(value) = value {
            m.insert(key.into(), value);
        }
    }
    (!m.is_empty()).then_some(m)
}

fn lattice_candidates(
    u: &mut Unstructured<'_>,
    area: Bounds,
    max: usize,
) -> Result<Vec<MimicCandidateV1>> {
    let n = u.int_in_range(0..=max)?;
    let mut out: Vec<MimicCandidateV1> = Vec::with_capacity(n);
    for i in 0..n {
        let twin = u.ratio(1, 6)?;
        let bounds = match out.last() {
            Some(prev) if twin => prev.bounds,
            _ => Bounds::new(
                area.x + whole(u, -20, area.width as i32 + 20)?,
                area.y + whole(u, -20, area.height as i32 + 20)?,
                whole(u, 0, 250)?,
                whole(u, 0, 120)?,
            ),
        };
        let bool_or_none = |u: &mut Unstructured<'_>| -> Result<Option<bool>> {
            pick(u, &[None, Some(true), Some(false)])
        };
        let paint = match u.int_in_range(0..=4u64)? {
            0 => None,
            p => Some(Value::from(p - 1)),
        };
        out.push(MimicCandidateV1 {
            id: format!("c{i:02}"),
            source: pick(
                u,
                &[
                    CandidateSource::ChromeDom,
                    CandidateSource::Ax,
                    CandidateSource::Vision,
                ],
            )?,
            role: Some(pick(u, &["button", "link", "textbox", "generic"])?.into()),
            label: Some(format!("Candidate {i}")),
            text: None,
            bounds,
            enabled: bool_or_none(u)?,
            visible: bool_or_none(u)?,
            metadata: metadata(
                paint,
                bool_or_none(u)?.map(Value::Bool),
                bool_or_none(u)?.map(Value::Bool),
            ),
        });
    }
    Ok(out)
}

/// The action (and what came before it) at `p`.
fn action_at(
    u: &mut Unstructured<'_>,
    p: Point,
    claims: usize,
) -> Result<(MimicActionV1, Vec<MimicActionV1>)> {
    let mut previous = Vec::new();
    let mut action = match u.int_in_range(0..=5u8)? {
        0 => MimicActionV1::click(p),
        1 => MimicActionV1::scroll(ScrollDirection::Down, Some(p)),
        2 => {
            previous.push(MimicActionV1::click(p));
            MimicActionV1::type_text("x")
        }
        3 => MimicActionV1::press_key(pick(u, &["Enter", "Tab", "a"])?),
        4 => MimicActionV1::new(MimicActionType::Wait),
        _ => MimicActionV1::new(MimicActionType::Click),
    };
    if claims > 0 && u.arbitrary::<bool>()? {
        action.candidate_id = Some(format!("c{:02}", u.int_in_range(0..=claims - 1)?));
    }
    Ok((action, previous))
}

fn ext(coordinate_space: CoordinateSpace, observed_area: Bounds, scale: f64) -> ObservationExtV1 {
    ObservationExtV1 {
        coordinate_space,
        observed_area,
        scale,
        scroll_offset: None,
        partial: None,
        partial_reasons: None,
        stale: None,
        masked_regions: Vec::new(),
        unchecked_regions: Vec::new(),
    }
}

/// Whole-number geometry around a whole-number observed area; translations
/// and power-of-two scalings of it are exact.
fn lattice_scene(u: &mut Unstructured<'_>) -> Result<Scene> {
    let area = Bounds::new(
        whole(u, -3000, 3000)?,
        whole(u, -3000, 3000)?,
        whole(u, 20, 2000)?,
        whole(u, 20, 1200)?,
    );
    let candidates = lattice_candidates(u, area, 40)?;
    let p = Point::new(
        area.x + whole(u, -30, area.width as i32 + 30)?,
        area.y + whole(u, -30, area.height as i32 + 30)?,
    );
    let (action, previous) = action_at(u, p, candidates.len())?;
    let space = pick(u, &[CoordinateSpace::ChromeDom, CoordinateSpace::Ax])?;
    Ok(Scene {
        ext: ext(space, area, pick(u, &[0.5, 1.0, 2.0])?),
        candidates,
        action,
        previous,
    })
}

/// Any number at all, often a plain one.
fn any_f64(u: &mut Unstructured<'_>) -> Result<f64> {
    Ok(match u.int_in_range(0..=3u8)? {
        0 => u.arbitrary::<f64>()?,
        1 => pick(
            u,
            &[
                f64::NAN,
                f64::INFINITY,
                f64::NEG_INFINITY,
                f64::MAX,
                f64::MIN_POSITIVE,
                -0.0,
                1e300,
                -1e300,
                5e-324,
            ],
        )?,
        _ => f64::from(u.int_in_range(-2000..=2000i32)?) / f64::from(u.int_in_range(1..=8i32)?),
    })
}

fn any_value(u: &mut Unstructured<'_>) -> Result<Option<Value>> {
    Ok(match u.int_in_range(0..=5u8)? {
        0 => None,
        1 => Some(Value::from(u.arbitrary::<u64>()?)),
        2 => Some(Value::from(u.arbitrary::<i64>()?)),
        3 => Some(Value::from(any_f64(u)?)),
        4 => Some(Value::Bool(u.arbitrary()?)),
        _ => Some(Value::String(u.arbitrary()?)),
    })
}

fn wild_scene(u: &mut Unstructured<'_>) -> Result<Scene> {
    let bounds = |u: &mut Unstructured<'_>| -> Result<Bounds> {
        Ok(Bounds::new(
            any_f64(u)?,
            any_f64(u)?,
            any_f64(u)?,
            any_f64(u)?,
        ))
    };
    let area = bounds(u)?;
    let n = u.int_in_range(0..=24usize)?;
    let mut candidates = Vec::with_capacity(n);
    for i in 0..n {
        candidates.push(MimicCandidateV1 {
            // Duplicate and empty ids come up too.
            id: if u.ratio(1, 8)? {
                String::new()
            } else {
                format!("c{:02}", i % 12)
            },
            source: CandidateSource::ChromeDom,
            role: pick(u, &[None, Some("textbox"), Some("button")])?.map(str::to_owned),
            label: u.arbitrary()?,
            text: u.arbitrary()?,
            bounds: bounds(u)?,
            enabled: u.arbitrary()?,
            visible: u.arbitrary()?,
            metadata: metadata(any_value(u)?, any_value(u)?, any_value(u)?),
        });
    }
    let p = Point::new(any_f64(u)?, any_f64(u)?);
    let (action, mut previous) = action_at(u, p, candidates.len())?;
    for _ in 0..u.int_in_range(0..=3u8)? {
        let q = Point::new(any_f64(u)?, any_f64(u)?);
        previous.push(match u.int_in_range(0..=2u8)? {
            0 => MimicActionV1::click(q),
            1 => MimicActionV1::scroll(ScrollDirection::Up, Some(q)),
            _ => MimicActionV1::press_key("Tab"),
        });
    }
    Ok(Scene {
        ext: ext(CoordinateSpace::ChromeDom, area, any_f64(u)?),
        candidates,
        action,
        previous,
    })
}

/// The parameters of the exact checks, chosen so each check's precondition
/// holds.
struct ExactParams {
    dx: f64,
    dy: f64,
    k: f64,
    order: Vec<usize>,
    outside: Point,
    inside: Point,
    target: Bounds,
    extra: Vec<MimicCandidateV1>,
}

impl ExactParams {
    fn draw(u: &mut Unstructured<'_>, scene: &Scene) -> Result<Self> {
        let a = scene.ext.observed_area;
        let mut order: Vec<usize> = (0..scene.candidates.len()).collect();
        for i in (1..order.len()).rev() {
            let j = u.int_in_range(0..=i)?;
            order.swap(i, j);
        }
        // Right and bottom edges are outside (half-open), so offset 0 counts.
        let off = whole(u, 0, 400)?;
        let along_x = a.x + whole(u, 0, a.width as i32 - 1)?;
        let along_y = a.y + whole(u, 0, a.height as i32 - 1)?;
        let outside = match u.int_in_range(0..=3u8)? {
            0 => Point::new(a.x - 1.0 - off, along_y),
            1 => Point::new(a.right() + off, along_y),
            2 => Point::new(along_x, a.y - 1.0 - off),
            _ => Point::new(along_x, a.bottom() + off),
        };
        let inside = Point::new(
            a.x + whole(u, 1, a.width as i32 - 2)?,
            a.y + whole(u, 1, a.height as i32 - 2)?,
        );
        let (left, top) = (whole(u, 1, 40)?, whole(u, 1, 20)?);
        let target = Bounds::new(
            inside.x - left,
            inside.y - top,
            left + whole(u, 1, 30)?,
            top + whole(u, 1, 15)?,
        );
        Ok(Self {
            dx: whole(u, -5000, 5000)?,
            dy: whole(u, -5000, 5000)?,
            k: pick(u, &[0.5, 2.0, 4.0])?,
            order,
            outside,
            inside,
            target,
            extra: lattice_candidates(u, a, 3)?,
        })
    }
}
