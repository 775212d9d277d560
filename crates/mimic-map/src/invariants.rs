//! The properties the mapping rules promise, as checks on a [`Scene`].
//!
//! Shared by the proptest suite (`tests/properties.rs`) and the fuzz targets
//! (`fuzz/`), so both hold the rules to the same promises. Each check maps a
//! scene and a transformed copy and returns a [`Violation`] when the answers
//! differ in a way the rules forbid.
//!
//! The checks compare answers exactly, so they hold only where the
//! transformation is exact in floating point: whole-number coordinates of
//! moderate size, whole-number translations and power-of-two scalings.

use mimic_schema::{
    Bounds, CandidateSource, MappingStatus, MimicActionV1, MimicCandidateV1, MimicObservationV1,
    ObservationExtV1, Point,
};

use crate::prepare::facts_of;
use crate::{
    CONTENT_RECTS_KEY, FOCUSED_KEY, LABEL_RECTS_KEY, MapError, MapOptions, Mapping, RECTS_KEY,
    ReasonCode, prepare,
};

/// One observation, one action and what came before it.
#[derive(Debug, Clone, PartialEq)]
pub struct Scene {
    pub ext: ObservationExtV1,
    pub candidates: Vec<MimicCandidateV1>,
    pub action: MimicActionV1,
    pub previous: Vec<MimicActionV1>,
}

/// Everything about a decision except the wording of its reason.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    pub status: MappingStatus,
    pub code: ReasonCode,
    pub candidate: Option<String>,
    pub distance: Option<f64>,
    pub tied: Vec<String>,
    pub claim_disagrees: Option<bool>,
}

impl Answer {
    pub fn of(m: &Mapping<'_>) -> Self {
        Self {
            status: m.status(),
            code: m.reason_code(),
            candidate: m.candidate_id().map(str::to_owned),
            distance: m.distance_px(),
            tied: m
                .tied_candidate_ids()
                .into_iter()
                .map(str::to_owned)
                .collect(),
            claim_disagrees: m.claim_disagrees(),
        }
    }
}

/// A promise the rules broke (or a scene the rules refused).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{property}: {detail}")]
pub struct Violation {
    pub property: &'static str,
    pub detail: String,
}

impl Violation {
    fn new(property: &'static str, detail: String) -> Self {
        Self { property, detail }
    }
}

impl Scene {
    pub fn observation(&self) -> MimicObservationV1 {
        MimicObservationV1 {
            candidates: self.candidates.clone(),
            ..MimicObservationV1::default()
        }
    }

    /// The decision of the indexed search.
    pub fn answer(&self) -> Result<Answer, MapError> {
        self.answer_with(false)
    }

    /// The decision of the naive full scan.
    pub fn answer_by_full_scan(&self) -> Result<Answer, MapError> {
        self.answer_with(true)
    }

    fn answer_with(&self, full_scan: bool) -> Result<Answer, MapError> {
        let observation = self.observation();
        let prepared = prepare(&observation, Some(&self.ext), &MapOptions::default())?;
        let mapping = if full_scan {
            prepared.map_by_full_scan(&self.action, &self.previous)
        } else {
            prepared.map(&self.action, &self.previous)
        };
        Ok(Answer::of(&mapping))
    }

    /// Every point and box moved by `(dx, dy)`.
    pub fn translated(&self, dx: f64, dy: f64) -> Scene {
        let mut s = self.clone();
        s.ext.observed_area = s.ext.observed_area.translate(dx, dy);
        for c in &mut s.candidates {
            move_geometry(c, |b| b.translate(dx, dy));
        }
        for a in std::iter::once(&mut s.action).chain(&mut s.previous) {
            a.point = a.point.map(|p| p.translate(dx, dy));
        }
        s
    }

    /// The same screen in units `k` times smaller: geometry times `k`,
    /// recorded scale divided by `k`.
    pub fn rescaled(&self, k: f64) -> Scene {
        let mut s = self.clone();
        s.ext.observed_area = s.ext.observed_area.scale(k);
        s.ext.scale /= k;
        for c in &mut s.candidates {
            move_geometry(c, |b| b.scale(k));
        }
        for a in std::iter::once(&mut s.action).chain(&mut s.previous) {
            a.point = a.point.map(|p| p.scale(k));
        }
        s
    }

    /// Each Chrome DOM candidate's parts (metadata `rects`) cut to its box
    /// grown by a screenshot pixel; parts left empty are dropped.
    fn with_parts_within_a_screenshot_pixel(&self) -> Scene {
        let mut s = self.clone();
        let pixel = 1.0 / self.ext.scale;
        for c in &mut s.candidates {
            if c.source != CandidateSource::ChromeDom {
                continue;
            }
            let reach = c.bounds.grown(pixel);
            let Some(rects) = c
                .metadata
                .as_mut()
                .and_then(|m| m.get_mut(RECTS_KEY))
                .and_then(|r| r.as_array_mut())
            else {
                continue;
            };
            // Unreadable parts stay: the rules skip them at any scale.
            rects.retain_mut(|r| {
                let Ok(part) = serde_json::from_value::<Bounds>(r.clone()) else {
                    return true;
                };
                let cut = reach.intersection(&part).map(serde_json::to_value);
                match cut {
                    Some(Ok(cut)) => {
                        *r = cut;
                        true
                    }
                    _ => false,
                }
            });
        }
        s
    }

    /// The point the rules look at: the action's, or for an action without
    /// one (typing) the last earlier action's.
    pub fn point_or_last_click(&self) -> Option<Point> {
        self.action
            .point
            .or_else(|| self.previous.last().and_then(|a| a.point))
    }

    /// This scene with the action replaced by a click at `p` and no history.
    pub fn with_click_at(&self, p: Point) -> Scene {
        Scene {
            action: MimicActionV1::click(p),
            previous: Vec::new(),
            ..self.clone()
        }
    }
}

/// Applies `f` to a candidate's bounds, its line fragments (metadata
/// `rects`), its labels' boxes (`labelRects`) and its content's
/// (`contentRects`), so a transformed scene keeps them on their boxes.
fn move_geometry(c: &mut MimicCandidateV1, f: impl Fn(Bounds) -> Bounds) {
    c.bounds = f(c.bounds);
    let Some(meta) = c.metadata.as_mut() else {
        return;
    };
    for key in [RECTS_KEY, LABEL_RECTS_KEY, CONTENT_RECTS_KEY] {
        let Some(rects) = meta.get_mut(key).and_then(|r| r.as_array_mut()) else {
            continue;
        };
        for r in rects {
            if let Ok(b) = serde_json::from_value::<Bounds>(r.clone())
                && let Ok(moved) = serde_json::to_value(f(b))
            {
                *r = moved;
            }
        }
    }
}

fn answers(property: &'static str, scene: &Scene) -> Result<Answer, Violation> {
    scene
        .answer()
        .map_err(|e| Violation::new(property, format!("the rules refused the scene: {e}")))
}

fn same(property: &'static str, got: Answer, expected: Answer) -> Result<(), Violation> {
    if got == expected {
        Ok(())
    } else {
        Err(Violation::new(
            property,
            format!("got {got:?}, expected {expected:?}"),
        ))
    }
}

/// Moving everything by `(dx, dy)` keeps the answer.
pub fn translation_keeps_the_answer(scene: &Scene, dx: f64, dy: f64) -> Result<(), Violation> {
    const P: &str = "translation keeps the answer";
    same(
        P,
        answers(P, &scene.translated(dx, dy))?,
        answers(P, scene)?,
    )
}

/// Units `k` times smaller with the scale recorded to match keep the answer;
/// only the distance, in the scene's own units, grows by `k`.
///
/// One rule rests on the unit itself, which the coordinate space fixes (a
/// CSS pixel or a logical point), not on the recorded scale: rules 7 lets a
/// Chrome DOM candidate's parts pass its box by up to one unit. So the
/// promise covers parts within a screenshot pixel of their box, the room
/// that rescales with the scale.
pub fn rescaling_keeps_the_answer(scene: &Scene, k: f64) -> Result<(), Violation> {
    const P: &str = "rescaling with the recorded scale keeps the answer";
    let scene = &scene.with_parts_within_a_screenshot_pixel();
    let mut expected = answers(P, scene)?;
    expected.distance = expected.distance.map(|d| d * k);
    same(P, answers(P, &scene.rescaled(k))?, expected)
}

/// The order of the candidate list does not matter. `order` is a
/// permutation of the candidate indices.
pub fn shuffling_keeps_the_answer(scene: &Scene, order: &[usize]) -> Result<(), Violation> {
    const P: &str = "shuffling the candidates keeps the answer";
    let mut shuffled = scene.clone();
    shuffled.candidates = order.iter().map(|&i| scene.candidates[i].clone()).collect();
    same(P, answers(P, &shuffled)?, answers(P, scene)?)
}

/// The spatial index gives the answer of the naive full scan.
pub fn index_agrees_with_full_scan(scene: &Scene) -> Result<(), Violation> {
    const P: &str = "the index gives the full scan's answer";
    let full = scene
        .answer_by_full_scan()
        .map_err(|e| Violation::new(P, format!("the rules refused the scene: {e}")))?;
    same(P, answers(P, scene)?, full)
}

/// A click at `p`, a point outside the observed area, is outside.
pub fn click_outside_is_outside(scene: &Scene, p: Point) -> Result<(), Violation> {
    const P: &str = "a click outside the observed area is outside";
    if scene.ext.observed_area.contains(p) {
        return Err(Violation::new(
            P,
            format!("precondition: {p:?} lies in the observed area"),
        ));
    }
    let got = answers(P, &scene.with_click_at(p))?;
    if got.status == MappingStatus::OutsideObservedBounds
        && got.code == ReasonCode::OutsideObservedArea
    {
        Ok(())
    } else {
        Err(Violation::new(P, format!("click at {p:?} gave {got:?}")))
    }
}

/// A click at `p`, strictly inside the observed area, on a box `target`
/// that no other candidate at `p` shares, matches it at distance 0. The
/// candidates already at `p` are removed first; the target takes the first
/// remaining candidate's other facts (or none), made visible.
pub fn click_inside_only_candidate_matches(
    scene: &Scene,
    p: Point,
    target: Bounds,
) -> Result<(), Violation> {
    const P: &str = "a click inside exactly one candidate matches it";
    if !target.contains(p) || !scene.ext.observed_area.contains(p) {
        return Err(Violation::new(
            P,
            format!("precondition: {p:?} must lie in {target:?} and the observed area"),
        ));
    }
    let mut s = scene.with_click_at(p);
    // Every other candidate that holds the point under the rules goes.
    let rules = MapOptions::default().rules();
    s.candidates
        .retain(|c| !facts_of(c, rules, scene.ext.scale).contains(p));
    let mut only = s
        .candidates
        .first()
        .cloned()
        .unwrap_or_else(|| MimicCandidateV1 {
            id: String::new(),
            source: mimic_schema::CandidateSource::Ax,
            role: None,
            label: None,
            text: None,
            bounds: target,
            enabled: None,
            visible: None,
            metadata: None,
        });
    only.id = "target".into();
    only.visible = Some(true);
    only.bounds = target;
    // The whole target box is what holds the point, not fragments of the
    // candidate it was copied from.
    if let Some(m) = only.metadata.as_mut() {
        m.remove(RECTS_KEY);
        m.remove(LABEL_RECTS_KEY);
        m.remove(CONTENT_RECTS_KEY);
    }
    s.candidates.push(only);
    let got = answers(P, &s)?;
    let expected = Answer {
        status: MappingStatus::MatchedCandidate,
        code: ReasonCode::InsideOnlyCandidate,
        candidate: Some("target".into()),
        distance: Some(0.0),
        ..got.clone()
    };
    same(P, got, expected)
}

/// The candidates of `extra` too far from the scene's point to be reached
/// even as a near miss, renamed `extra0`, `extra1`, ... and not focused
/// (focus is not geometry): what [`adding_unreachable_keeps_the_answer`]
/// adds.
pub fn unreachable(scene: &Scene, extra: Vec<MimicCandidateV1>) -> Vec<MimicCandidateV1> {
    let Some(p) = scene.point_or_last_click() else {
        return Vec::new();
    };
    let tolerance = MapOptions::default().near_miss_tolerance_px() / scene.ext.scale;
    // A Chrome DOM candidate's parts can pass its box by a CSS pixel or a
    // screenshot pixel, the larger (rules 7), and a click takes a pixel.
    let pixel = 1.0 / scene.ext.scale + (1.0 / scene.ext.scale).max(1.0);
    extra
        .into_iter()
        .filter(|c| c.bounds.distance_to(p) > tolerance + pixel)
        .enumerate()
        .map(|(k, mut c)| {
            c.id = format!("extra{k}");
            if let Some(m) = c.metadata.as_mut() {
                m.remove(FOCUSED_KEY);
                // Its labels and content may lie anywhere: near the point
                // they would reach it.
                m.remove(LABEL_RECTS_KEY);
                m.remove(CONTENT_RECTS_KEY);
            }
            c
        })
        .collect()
}

/// Adding the candidates [`unreachable`] keeps does not change the answer.
pub fn adding_unreachable_keeps_the_answer(
    scene: &Scene,
    extra: Vec<MimicCandidateV1>,
) -> Result<(), Violation> {
    const P: &str = "adding an unreachable candidate keeps the answer";
    let mut bigger = scene.clone();
    bigger.candidates.extend(unreachable(scene, extra));
    same(P, answers(P, &bigger)?, answers(P, scene)?)
}
