//! One mapping decision and how it reads: the record's fields, the stable
//! reason code and the one-line human reason.

use std::fmt::Write as _;

use mimic_schema::{
    CoordinateSpace, MappingExtV1, MappingStatus, MimicActionV1, MimicCandidateV1, MimicMappingV1,
    Point,
};
use serde::Serialize;

use crate::prepare::PreparedObservation;
use crate::reason::ReasonCode;
use crate::rules::Decision;

/// What the rules saw, kept for the human reason.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Evidence<'a> {
    /// The point the rules looked at: the action's, or the last click's.
    pub(crate) point: Option<Point>,
    pub(crate) inside: u32,
    pub(crate) inside_without_paint_order: u32,
    pub(crate) top_paint_count: u32,
    pub(crate) near_count: u32,
    pub(crate) invisible: u32,
    pub(crate) invisible_example: Option<u32>,
    /// The candidate a `no_target` reason talks about (the last click's).
    pub(crate) subject: Option<u32>,
    /// The key that moved the focus.
    pub(crate) key: Option<&'a str>,
}

/// Which candidate one action hit, and why. Cheap to make; the human reason
/// is rendered on demand by [`Mapping::reason`].
#[derive(Debug, Clone)]
pub struct Mapping<'a> {
    prepared: &'a PreparedObservation<'a>,
    action: &'a MimicActionV1,
    decision: Decision<'a>,
}

/// A mapping as a record stores it: the sketch's `mapping` object, the gold
/// `chosenCandidateId`, and the `mimic.mapping` extension.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RecordedMapping {
    pub mapping: MimicMappingV1,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chosen_candidate_id: Option<String>,
    /// Absent in records written without mimic's extension.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mimic_mapping: Option<MappingExtV1>,
}

/// A candidate covering at least this share of the observed area gets a note
/// in the reason: such boxes are the containers that swallow clicks meant for
/// plain content (design notes, "Faults seen in existing candidate
/// extractors"), so an audit should see them.
const LARGE_SHARE: f64 = 0.5;

/// Label, role and id lengths in a reason; the reason is one short line.
const MAX_LABEL_CHARS: usize = 40;
const MAX_ROLE_CHARS: usize = 24;
const MAX_ID_CHARS: usize = 64;
const MAX_LISTED_IDS: usize = 8;

impl<'a> Mapping<'a> {
    pub(crate) fn new(
        prepared: &'a PreparedObservation<'a>,
        action: &'a MimicActionV1,
        decision: Decision<'a>,
    ) -> Self {
        Self {
            prepared,
            action,
            decision,
        }
    }

    pub fn status(&self) -> MappingStatus {
        self.decision.code.status()
    }

    pub fn reason_code(&self) -> ReasonCode {
        self.decision.code
    }

    /// The candidate hit; set exactly when the status is `matched_candidate`.
    pub fn candidate_id(&self) -> Option<&'a str> {
        self.decision
            .candidate
            .map(|i| self.prepared.candidate(i).id.as_str())
    }

    /// Distance from the point to the matched candidate, in observation units:
    /// 0 inside, positive for a near miss (0 on a right or bottom edge, which
    /// the half-open rule puts outside). Absent unless a point matched.
    pub fn distance_px(&self) -> Option<f64> {
        self.decision.candidate.and(self.decision.distance)
    }

    /// The tied candidates of an `ambiguous` mapping, sorted by id.
    pub fn tied_candidate_ids(&self) -> Vec<&'a str> {
        self.decision
            .tied
            .iter()
            .map(|&i| self.prepared.candidate(i).id.as_str())
            .collect()
    }

    /// Whether the id the action claimed (`chosenAction.candidateId`)
    /// disagrees with the geometry; `None` when it claimed none. A claim
    /// agrees when it names the matched candidate or one of the tied ones.
    pub fn claim_disagrees(&self) -> Option<bool> {
        let claim = self.action.candidate_id.as_deref()?;
        let agrees = match self.status() {
            MappingStatus::MatchedCandidate => self.candidate_id() == Some(claim),
            MappingStatus::Ambiguous => self.tied_candidate_ids().contains(&claim),
            MappingStatus::NoTarget | MappingStatus::OutsideObservedBounds => false,
        };
        Some(!agrees)
    }

    pub fn rules_version(&self) -> &'a str {
        &self.prepared.rules_version
    }

    /// The record's fields for this mapping.
    pub fn to_recorded(&self) -> RecordedMapping {
        let candidate_id = self.candidate_id().map(str::to_owned);
        let tied = self.tied_candidate_ids();
        RecordedMapping {
            mapping: MimicMappingV1 {
                status: self.status(),
                candidate_id: candidate_id.clone(),
                distance_px: self.distance_px(),
                reason: Some(self.reason()),
            },
            chosen_candidate_id: candidate_id,
            mimic_mapping: Some(MappingExtV1 {
                rules_version: self.rules_version().to_owned(),
                reason_code: self.reason_code().as_str().to_owned(),
                tied_candidate_ids: (!tied.is_empty())
                    .then(|| tied.into_iter().map(str::to_owned).collect()),
                claim_disagrees: self.claim_disagrees(),
            }),
        }
    }

    /// One line a person can read: what the rules saw and why they decided.
    pub fn reason(&self) -> String {
        use ReasonCode as R;
        let d = &self.decision;
        let e = &d.evidence;
        let at = e.point.map(format_point).unwrap_or_default();
        let name = |i: Option<u32>| i.map(|i| self.name(i)).unwrap_or_default();
        let winner = name(d.candidate);
        let tied = self.list_ids(&d.tied);
        let tolerance = self.tolerance_phrase();
        let mut reason = match d.code {
            R::InsideOnlyCandidate => format!("inside {winner}, the only candidate at {at}"),
            R::TopmostByPaintOrder => format!(
                "inside {winner}, painted above the {} at {at}",
                count(e.inside - 1, "other candidate", "other candidates")
            ),
            R::InnermostBySize if e.inside_without_paint_order == 0 => format!(
                "inside {winner}, the smallest of the {} that tie on top paint order at {at}",
                count(e.top_paint_count, "candidate", "candidates")
            ),
            R::InnermostBySize => format!(
                "inside {winner}, the smallest of the {} at {at} ({})",
                count(e.inside, "candidate", "candidates"),
                self.paint_order_gap(e)
            ),
            R::TiedAtPoint if e.inside_without_paint_order == 0 => format!(
                "{at} is inside {}; {tied} tie on top paint order and size",
                count(e.inside, "candidate", "candidates")
            ),
            R::TiedAtPoint => format!(
                "{at} is inside {} ({}); the smallest, {tied}, tie in size",
                count(e.inside, "candidate", "candidates"),
                self.paint_order_gap(e)
            ),
            R::NearMiss if e.near_count == 1 => format!(
                "{at} is {} from {winner}, the only candidate within the near-miss tolerance of {tolerance}",
                self.length(d.distance.unwrap_or_default())
            ),
            R::NearMiss => format!(
                "{at} is {} from {winner}, the nearest of the {} within the near-miss tolerance of {tolerance}",
                self.length(d.distance.unwrap_or_default()),
                count(e.near_count, "candidate", "candidates")
            ),
            R::TiedNearMiss => format!(
                "{at} is equally near ({}) to {tied}, within the near-miss tolerance of {tolerance}",
                self.length(d.distance.unwrap_or_default())
            ),
            R::NothingAtPoint => {
                let mut s = format!(
                    "no candidate at {at} or within the near-miss tolerance of {tolerance}"
                );
                if self.prepared.partial {
                    s.push_str("; the observation's candidate list is marked partial");
                }
                s
            }
            R::OnlyInvisibleAtPoint => format!(
                "only {} at {at}, such as {}; none visible within the near-miss tolerance of {tolerance}",
                count(e.invisible, "invisible candidate", "invisible candidates"),
                name(e.invisible_example)
            ),
            R::OutsideObservedArea => match self.prepared.observed_area {
                Some(area) => format!(
                    "{at} is outside the observed area, {} x {} at {}",
                    format_number(area.width),
                    format_number(area.height),
                    format_point(Point::new(area.x, area.y))
                ),
                None => format!("{at} is outside the observed area"),
            },
            R::InvalidPoint => "the action's point is not a finite number".to_owned(),
            R::ClickWithoutPoint => {
                "the click has no point, so no candidate can be checked against it".to_owned()
            }
            R::FocusedCandidate => {
                format!("keys go to {winner}, marked focused in the observation")
            }
            R::SeveralFocused => format!(
                "{} are marked focused: {tied}",
                count(d.tied.len() as u32, "candidate", "candidates")
            ),
            R::LastClickedEditable => format!(
                "nothing is marked focused; keys go to {winner}, the editable candidate the last click at {at} hit"
            ),
            R::LastClickNotEditable => format!(
                "nothing is marked focused and the last click at {at} hit {}, which is not editable",
                name(e.subject)
            ),
            R::LastClickNotFocused => format!(
                "nothing is marked focused and the last click at {at} hit {}, which the observation marks not focused",
                name(e.subject)
            ),
            R::LastClickAmbiguous => format!(
                "nothing is marked focused and the last click at {at} is ambiguous between {tied}"
            ),
            R::LastClickNoTarget if e.point.is_some() => format!(
                "nothing is marked focused and the last click at {at} hits no candidate in this observation"
            ),
            R::LastClickNoTarget => {
                "nothing is marked focused and the last click has no point".to_owned()
            }
            R::FocusMovedByKey => format!(
                "nothing is marked focused and the key {} after the last click moved the focus",
                clean(e.key.unwrap_or_default(), MAX_ROLE_CHARS)
            ),
            R::NothingFocused => {
                "nothing is marked focused and no earlier click gave the focus".to_owned()
            }
            R::ScrollWithoutPoint => "a scroll without a point has no target".to_owned(),
            R::Wait => "a wait has no target".to_owned(),
            R::NoTargetAction => "the action is of type no_target".to_owned(),
        };
        if let Some(i) = d.candidate {
            self.push_candidate_notes(&mut reason, i);
        }
        self.push_claim_note(&mut reason);
        reason
    }

    fn push_candidate_notes(&self, reason: &mut String, i: u32) {
        let candidate = self.prepared.candidate(i);
        if candidate.enabled == Some(false) {
            reason.push_str("; it is disabled");
        }
        let invisible = self.decision.evidence.invisible;
        if invisible > 0 {
            let _ = write!(
                reason,
                "; {} there ignored",
                count(invisible, "invisible candidate", "invisible candidates")
            );
        }
        if let Some(area) = self.prepared.observed_area {
            let covered = candidate
                .bounds
                .intersection(&area)
                .map_or(0.0, |b| b.area() / area.area());
            if covered >= LARGE_SHARE {
                let _ = write!(
                    reason,
                    "; it covers {}% of the observed area",
                    (covered * 100.0).floor()
                );
            }
        }
    }

    fn push_claim_note(&self, reason: &mut String) {
        let Some(claim) = self.action.candidate_id.as_deref() else {
            return;
        };
        if self.claim_disagrees() != Some(true) {
            return;
        }
        let claim = clean(claim, MAX_ID_CHARS);
        if self.prepared.has_id(&claim) {
            let _ = write!(reason, "; the action claimed {claim}, which disagrees");
        } else {
            let _ = write!(
                reason,
                "; the action claimed {claim}, which is not in the observation"
            );
        }
    }

    fn paint_order_gap(&self, e: &Evidence<'_>) -> String {
        if e.inside_without_paint_order == e.inside {
            "paint order unknown".to_owned()
        } else {
            format!(
                "paint order unknown for {} of them",
                e.inside_without_paint_order
            )
        }
    }

    /// `role "label" (id)`, e.g. `link "Docs" (c12)`.
    fn name(&self, i: u32) -> String {
        describe(self.prepared.candidate(i))
    }

    fn list_ids(&self, members: &[u32]) -> String {
        let mut ids: Vec<String> = members
            .iter()
            .take(MAX_LISTED_IDS)
            .map(|&i| clean(&self.prepared.candidate(i).id, MAX_ID_CHARS))
            .collect();
        if members.len() > MAX_LISTED_IDS {
            ids.push(format!("and {} more", members.len() - MAX_LISTED_IDS));
        }
        ids.join(", ")
    }

    fn unit(&self) -> &'static str {
        match self.prepared.space {
            Some(CoordinateSpace::ChromeDom) => "CSS px",
            Some(CoordinateSpace::Ax) => "pt",
            None => "px",
        }
    }

    fn length(&self, v: f64) -> String {
        format!("{} {}", format_number(v), self.unit())
    }

    fn tolerance_phrase(&self) -> String {
        let p = self.prepared;
        if p.scale == 1.0 {
            format!("{} screenshot px", format_number(p.tolerance_px))
        } else {
            format!(
                "{} screenshot px ({} at scale {})",
                format_number(p.tolerance_px),
                self.length(p.tolerance),
                format_number(p.scale)
            )
        }
    }
}

fn describe(c: &MimicCandidateV1) -> String {
    let role = clean(c.role.as_deref().unwrap_or("candidate"), MAX_ROLE_CHARS);
    let id = clean(&c.id, MAX_ID_CHARS);
    let label = c
        .label
        .as_deref()
        .or(c.text.as_deref())
        .map(|l| clean(l, MAX_LABEL_CHARS))
        .filter(|l| !l.is_empty());
    match label {
        Some(label) => format!("{role} \"{label}\" ({id})"),
        None => format!("{role} ({id})"),
    }
}

/// Page text made safe for a one-line reason: control and bidirectional
/// formatting characters and runs of whitespace become one space, quotes
/// become apostrophes, long text is cut with an ellipsis.
fn clean(text: &str, max_chars: usize) -> String {
    let mut out = String::new();
    let mut chars = 0;
    let words = text
        .split(|c: char| c.is_whitespace() || c.is_control() || is_bidi_control(c))
        .filter(|w| !w.is_empty());
    for word in words {
        for (k, c) in std::iter::once(' ').chain(word.chars()).enumerate() {
            if k == 0 && out.is_empty() {
                continue;
            }
            if chars == max_chars {
                out.push('…');
                return out;
            }
            out.push(if c == '"' { '\'' } else { c });
            chars += 1;
        }
    }
    out
}

fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

fn count(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// At most two decimals, no trailing zeros: `2`, `1.41`, `-0.5`.
fn format_number(v: f64) -> String {
    let rounded = (v * 100.0).round() / 100.0;
    if rounded == 0.0 {
        "0".to_owned()
    } else {
        format!("{rounded}")
    }
}

fn format_point(p: Point) -> String {
    format!("({}, {})", format_number(p.x), format_number(p.y))
}
