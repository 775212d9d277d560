//! The viewer's data: what one trace and one step look like to the page.
//!
//! Geometry is converted here, once, with mimic-schema's conversions: every
//! box and point the page draws is already in screenshot pixels, so the page
//! only places rectangles.

use std::collections::BTreeMap;

use mimic_schema::{
    Bounds, MimicActionV1, MimicCandidateV1, MimicTraceRecordV1, Point, ScrollDirection,
    VerificationStatus,
};
use serde::Serialize;

/// Longest label or text the page shows; labels come from arbitrary pages
/// and one huge text node should not bloat the report.
pub(crate) const MAX_TEXT_CHARS: usize = 300;

/// One trace as the page renders it when selected.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct TraceView {
    pub(crate) id: String,
    pub(crate) goal: String,
    pub(crate) steps: Vec<StepView>,
}

/// One line of the trace list: enough to filter without parsing the steps.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct TraceSummary {
    pub(crate) id: String,
    pub(crate) task: Option<String>,
    pub(crate) site: Option<String>,
    pub(crate) instance: Option<String>,
    pub(crate) run: Option<String>,
    pub(crate) collector: &'static str,
    /// `completed`, `aborted`, or `unfinished` when the last record lacks it.
    pub(crate) trace_status: &'static str,
    /// Each step's mapping status, in order.
    pub(crate) statuses: Vec<&'static str>,
    /// Each step's verification status (`null` when not recorded).
    pub(crate) verifications: Vec<Option<VerificationStatus>>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StepView {
    pub(crate) id: String,
    pub(crate) index: usize,
    pub(crate) subgoal: String,
    pub(crate) url: Option<String>,
    pub(crate) title: Option<String>,
    /// URL of the screenshot relative to `report/index.html`.
    pub(crate) screenshot: Option<String>,
    /// Why there is no screenshot to show, when there is none.
    pub(crate) screenshot_problem: Option<String>,
    /// Expected screenshot size (observed area x scale), when recorded.
    pub(crate) screenshot_size: Option<[f64; 2]>,
    pub(crate) scale: f64,
    /// False when the record has no observation facts and scale 1 with the
    /// origin at 0,0 was assumed.
    pub(crate) geometry_recorded: bool,
    pub(crate) candidates: Vec<CandidateView>,
    pub(crate) action: ActionView,
    pub(crate) status: &'static str,
    pub(crate) mapped: Option<String>,
    pub(crate) gold: Option<String>,
    pub(crate) distance_px: Option<f64>,
    pub(crate) reason: Option<String>,
    pub(crate) reason_code: Option<String>,
    pub(crate) tied: Vec<String>,
    pub(crate) claim_disagrees: bool,
    pub(crate) expected_effect: Option<String>,
    pub(crate) verification: Option<VerificationStatus>,
    pub(crate) verification_summary: Option<String>,
    pub(crate) intended: Option<String>,
    pub(crate) expected_status: Option<&'static str>,
    pub(crate) aim: Option<String>,
    pub(crate) stale: bool,
    pub(crate) partial: bool,
    pub(crate) partial_reasons: Vec<String>,
    pub(crate) redacted: bool,
    /// Scorer name -> its top-k candidate ids for this step, best first.
    pub(crate) predictions: BTreeMap<String, Vec<String>>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct CandidateView {
    pub(crate) id: String,
    pub(crate) role: Option<String>,
    pub(crate) label: Option<String>,
    pub(crate) text: Option<String>,
    /// `[x, y, width, height]` in the observation's own units.
    pub(crate) bounds: [f64; 4],
    /// The same box in screenshot pixels.
    pub(crate) px: [f64; 4],
    pub(crate) enabled: Option<bool>,
    pub(crate) visible: Option<bool>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ActionView {
    #[serde(rename = "type")]
    pub(crate) action_type: &'static str,
    pub(crate) point: Option<[f64; 2]>,
    /// The point in screenshot pixels.
    pub(crate) point_px: Option<[f64; 2]>,
    pub(crate) text: Option<String>,
    pub(crate) key: Option<String>,
    pub(crate) direction: Option<ScrollDirection>,
    /// The candidate the action itself claimed.
    pub(crate) claimed: Option<String>,
}

/// How the observation's units map onto screenshot pixels.
#[derive(Debug, Clone, Copy)]
struct ToScreenshot {
    origin: Point,
    scale: f64,
}

impl ToScreenshot {
    fn bounds(self, b: &Bounds) -> [f64; 4] {
        let px = b
            .translate(-self.origin.x, -self.origin.y)
            .to_screenshot_px(self.scale);
        [px.x, px.y, px.width, px.height].map(round2)
    }

    fn point(self, p: Point) -> [f64; 2] {
        let px = p
            .translate(-self.origin.x, -self.origin.y)
            .to_screenshot_px(self.scale);
        [px.x, px.y].map(round2)
    }
}

/// Two decimals are finer than a screen pixel and keep the page small.
fn round2(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

/// Shortens `s` to [`MAX_TEXT_CHARS`] characters, marking the cut, and
/// makes invisible controls visible ([`visible_char`]).
pub(crate) fn clip(s: &str) -> String {
    let mut out = String::new();
    for (n, c) in s.chars().enumerate() {
        if n == MAX_TEXT_CHARS {
            out.push('…');
            break;
        }
        visible_char(c, &mut out);
    }
    out
}

/// Control characters (C0, DEL, C1) and the explicit bidirectional
/// formatting characters become visible stand-ins: a C0 control its Control
/// Picture (ESC as `␛`), DEL `␡`, the others their code point (`⟨U+202E⟩`).
/// Why: the page shows text from arbitrary pages; a right-to-left override
/// inside a label would otherwise reorder the viewer's own text after it
/// (an element's isolation does not hold against a stray U+2069 inside),
/// and controls would be invisible.
fn visible_char(c: char, out: &mut String) {
    match c {
        '\u{0}'..='\u{1f}' => out.push(char::from_u32(0x2400 + c as u32).unwrap_or('\u{fffd}')),
        '\u{7f}' => out.push('\u{2421}'),
        '\u{80}'..='\u{9f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' => {
            out.push_str(&format!("⟨U+{:04X}⟩", c as u32));
        }
        other => out.push(other),
    }
}

/// Where the step's screenshot is, as seen from `OUT/report/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ScreenshotLink {
    Found(String),
    Missing(String),
}

impl StepView {
    /// Builds the step from its record; `screenshot` is already resolved
    /// against the output folder.
    pub(crate) fn from_record(
        record: &MimicTraceRecordV1,
        index: usize,
        screenshot: Option<ScreenshotLink>,
        predictions: BTreeMap<String, Vec<String>>,
    ) -> Self {
        let ext = record.mimic.as_ref();
        let obs_ext = record.observation_ext();
        let to_px = obs_ext.map_or(
            ToScreenshot {
                origin: Point::new(0.0, 0.0),
                scale: 1.0,
            },
            |o| ToScreenshot {
                origin: Point::new(o.observed_area.x, o.observed_area.y),
                scale: o.scale,
            },
        );
        let mapping_ext = ext.and_then(|e| e.mapping.as_ref());
        let demo = ext.and_then(|e| e.demonstrator.as_ref());
        let (screenshot, screenshot_problem) = match screenshot {
            Some(ScreenshotLink::Found(url)) => (Some(url), None),
            Some(ScreenshotLink::Missing(why)) => (None, Some(why)),
            None => (None, Some("the record names no screenshot".to_owned())),
        };
        Self {
            id: record.step_id.clone(),
            index: ext.and_then(|e| e.step_index).map_or(index, |i| i as usize),
            subgoal: clip(&record.current_subgoal),
            url: record.observation.url.as_deref().map(clip),
            title: record.observation.title.as_deref().map(clip),
            screenshot,
            screenshot_problem,
            screenshot_size: obs_ext.map(|o| {
                let px = o.observed_area.to_screenshot_px(o.scale);
                [px.width, px.height].map(round2)
            }),
            scale: to_px.scale,
            geometry_recorded: obs_ext.is_some(),
            candidates: record
                .observation
                .candidates
                .iter()
                .map(|c| CandidateView::new(c, to_px))
                .collect(),
            action: ActionView::new(&record.chosen_action, to_px),
            status: record.mapping.status.as_str(),
            mapped: record.mapping.candidate_id.clone(),
            gold: record.chosen_candidate_id.clone(),
            distance_px: record.mapping.distance_px.map(round2),
            reason: record.mapping.reason.as_deref().map(clip),
            reason_code: mapping_ext.map(|m| m.reason_code.clone()),
            tied: mapping_ext
                .and_then(|m| m.tied_candidate_ids.clone())
                .unwrap_or_default(),
            claim_disagrees: mapping_ext.and_then(|m| m.claim_disagrees) == Some(true),
            expected_effect: record.expected_effect.as_deref().map(clip),
            verification: record.verification.as_ref().map(|v| v.status),
            verification_summary: record
                .verification
                .as_ref()
                .and_then(|v| v.summary.as_deref())
                .map(clip),
            intended: demo.and_then(|d| d.intended_candidate_id.clone()),
            expected_status: demo.map(|d| d.expected_status.as_str()),
            aim: demo.and_then(|d| d.aim.clone()),
            stale: obs_ext.and_then(|o| o.stale) == Some(true),
            partial: obs_ext.and_then(|o| o.partial) == Some(true),
            partial_reasons: obs_ext
                .and_then(|o| o.partial_reasons.clone())
                .unwrap_or_default(),
            redacted: ext
                .and_then(|e| e.redaction.as_ref())
                .is_some_and(|r| r.redacted),
            predictions,
        }
    }
}

impl CandidateView {
    fn new(c: &MimicCandidateV1, to_px: ToScreenshot) -> Self {
        let b = c.bounds;
        Self {
            id: c.id.clone(),
            role: c.role.as_deref().map(clip),
            label: c.label.as_deref().map(clip),
            text: c.text.as_deref().map(clip),
            bounds: [b.x, b.y, b.width, b.height].map(round2),
            px: to_px.bounds(&b),
            enabled: c.enabled,
            visible: c.visible,
        }
    }
}

impl ActionView {
    fn new(a: &MimicActionV1, to_px: ToScreenshot) -> Self {
        Self {
            action_type: a.action_type.as_str(),
            point: a.point.map(|p| [p.x, p.y].map(round2)),
            point_px: a.point.map(|p| to_px.point(p)),
            text: a.text.as_deref().map(clip),
            key: a.key.as_deref().map(clip),
            direction: a.direction,
            claimed: a.candidate_id.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_bidi_overrides_become_visible() {
        assert_eq!(
            clip("a\u{1b}[31m\u{0}\u{7f}\u{9b}b\u{202e}c\u{2069}d\u{5d0}"),
            "a␛[31m␀␡⟨U+009B⟩b⟨U+202E⟩c⟨U+2069⟩d\u{5d0}"
        );
    }

    #[test]
    fn clip_cuts_on_a_char_boundary_and_marks_the_cut() {
        let long = "é".repeat(MAX_TEXT_CHARS + 5);
        let clipped = clip(&long);
        assert_eq!(clipped.chars().count(), MAX_TEXT_CHARS + 1);
        assert!(clipped.ends_with('…'));
        assert_eq!(clip("short"), "short");
    }

    #[test]
    fn boxes_are_moved_to_the_observed_origin_then_scaled() {
        let to_px = ToScreenshot {
            origin: Point::new(-100.0, 20.0),
            scale: 2.0,
        };
        assert_eq!(
            to_px.bounds(&Bounds::new(-90.0, 30.0, 5.5, 4.0)),
            [20.0, 20.0, 11.0, 8.0]
        );
        assert_eq!(to_px.point(Point::new(-100.0, 20.0)), [0.0, 0.0]);
    }
}
