//! One mapping decision and how it reads: the record's fields, the stable
//! reason code and the one-line human reason.

use std::fmt::{self, Write as _};

use mimic_schema::{
    Bounds, CoordinateSpace, KeyTargetV1, MappingExtV1, MappingStatus, MimicActionV1,
    MimicCandidateV1, MimicMappingV1, Point,
};
use serde::Serialize;

use crate::decision::{Decision, Evidence};
use crate::prepare::{PreparedObservation, Role};
use crate::reason::ReasonCode;
use crate::rules::Search;

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
/// plain content (docs/design-notes.md, "Faults seen in existing candidate
/// extractors"), so an audit should see them.
const LARGE_SHARE: f64 = 0.5;

/// Label, role and id lengths in a reason; the reason is one short line.
const MAX_LABEL_CHARS: usize = 40;
const MAX_ROLE_CHARS: usize = 24;
const MAX_ID_CHARS: usize = 64;
const MAX_LISTED_IDS: usize = 8;
const MAX_SELECTOR_CHARS: usize = 80;

/// A receiving element whose box differs from its candidate's by more than
/// this (observation units) on any edge has moved since the observation; the
/// reason says so. Why 1: the recorder's and the observer's boxes of one
/// unmoved element differ only by sub-unit rounding.
const MOVED_UNITS: f64 = 1.0;

impl PreparedObservation<'_> {
    /// Maps `action`, taken on this observation after `previous_actions`
    /// (oldest first), to the candidate it hit.
    pub fn map<'a>(
        &'a self,
        action: &'a MimicActionV1,
        previous_actions: &'a [MimicActionV1],
    ) -> Mapping<'a> {
        self.map_with(action, None, previous_actions)
    }

    /// As [`PreparedObservation::map`], for an action whose keys the
    /// recorder saw `key_target` receive (`mimic.action.keyTarget`).
    pub fn map_with<'a>(
        &'a self,
        action: &'a MimicActionV1,
        key_target: Option<&'a KeyTargetV1>,
        previous_actions: &'a [MimicActionV1],
    ) -> Mapping<'a> {
        let decision = self.decide(action, key_target, previous_actions, Search::Index);
        Mapping::new(self, action, decision)
    }

    /// The same rules reading every candidate for every point, without the
    /// spatial index: the naive reference that tests and the benchmark
    /// compare [`PreparedObservation::map`] with. Always the same answer.
    pub fn map_by_full_scan<'a>(
        &'a self,
        action: &'a MimicActionV1,
        previous_actions: &'a [MimicActionV1],
    ) -> Mapping<'a> {
        self.map_by_full_scan_with(action, None, previous_actions)
    }

    /// [`PreparedObservation::map_with`] by the naive reference scan.
    pub fn map_by_full_scan_with<'a>(
        &'a self,
        action: &'a MimicActionV1,
        key_target: Option<&'a KeyTargetV1>,
        previous_actions: &'a [MimicActionV1],
    ) -> Mapping<'a> {
        let decision = self.decide(action, key_target, previous_actions, Search::FullScan);
        Mapping::new(self, action, decision)
    }
}

impl<'a> Mapping<'a> {
    fn new(
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
    /// a box does not take). Absent unless a point matched.
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
        let mut reason = String::with_capacity(160);
        // Writing into a String cannot fail.
        let _ = self.write_reason(&mut reason);
        reason
    }

    fn write_reason(&self, out: &mut String) -> fmt::Result {
        use ReasonCode as R;
        let d = &self.decision;
        let e = &d.evidence;
        let p = self.prepared;
        let at = Pt(e.point.unwrap_or(Point::new(0.0, 0.0)));
        let name = |i: Option<u32>| Name(i.map(|i| p.candidate(i)));
        let winner = name(d.candidate);
        let tied = Ids(p, &d.tied);
        let tolerance = Tolerance(p);
        let length = |v: Option<f64>| Length(v.unwrap_or_default(), p.space);
        let inside = Count(e.inside, "candidate", "candidates");
        match d.code {
            R::InsideOnlyCandidate => write!(out, "inside {winner}, the only candidate at {at}"),
            R::TopmostByPaintOrder => write!(
                out,
                "inside {winner}, painted above the {} at {at}",
                Count(e.inside - 1, "other candidate", "other candidates")
            ),
            R::InnermostInTree => write!(
                out,
                "inside {winner}, nested in the {} it ties with on top paint order at {at}",
                Count(e.top_paint_count - 1, "other candidate", "other candidates")
            ),
            R::InnermostBySize if e.inside_without_paint_order == 0 => write!(
                out,
                "inside {winner}, the smallest of the {} that tie on top paint order at {at}",
                Count(e.top_paint_count, "candidate", "candidates")
            ),
            R::InnermostBySize => write!(
                out,
                "inside {winner}, the smallest of the {inside} at {at} ({})",
                PaintOrderGap(e)
            ),
            R::TiedAtPoint if e.inside_without_paint_order == 0 => write!(
                out,
                "{at} is inside {inside}; {} tie on top paint order and size: {tied}",
                d.tied.len()
            ),
            R::TiedAtPoint => write!(
                out,
                "{at} is inside {inside} ({}); {} tie as the smallest: {tied}",
                PaintOrderGap(e),
                d.tied.len()
            ),
            R::ThroughLabel => write!(
                out,
                "inside a label of {winner} at {at}, which passes the click to it; no candidate's own box holds the point"
            ),
            R::TiedThroughLabel => write!(
                out,
                "{at} is inside labels of {} controls and no candidate's own box: {tied}",
                d.tied.len()
            ),
            R::ThroughContent => write!(
                out,
                "on content of {winner} that lies outside its box at {at}, so the click goes up to it; no candidate's own box holds the point"
            ),
            R::TiedThroughContent => write!(
                out,
                "{at} is on the content or labels of {} candidates outside their boxes and inside no candidate's own box: {tied}",
                d.tied.len()
            ),
            R::NearMiss if d.distance == Some(0.0) => write!(
                out,
                "{at} lies on the right or bottom edge of {winner}, outside it (a box takes its left and top edges, not its right and bottom ones) at distance 0; {}",
                NearMissRank(e.near_count, tolerance)
            ),
            R::NearMiss => write!(
                out,
                "{at} is {} from {winner}, {}",
                length(d.distance),
                NearMissRank(e.near_count, tolerance)
            ),
            R::TiedNearMiss => write!(
                out,
                "{at} is equally near ({}) to {tied}, within the near-miss tolerance of {tolerance}",
                length(d.distance)
            ),
            R::NothingAtPoint => {
                write!(
                    out,
                    "no candidate at {at} or within the near-miss tolerance of {tolerance}"
                )?;
                if p.partial {
                    out.push_str("; the observation's candidate list is marked partial");
                }
                Ok(())
            }
            R::OnlyInvisibleAtPoint if e.invisible == 1 => write!(
                out,
                "only an invisible candidate is at {at}, {}; none visible within the near-miss tolerance of {tolerance}",
                name(e.invisible_example)
            ),
            R::OnlyInvisibleAtPoint => write!(
                out,
                "only {} invisible candidates are at {at}, such as {}; none visible within the near-miss tolerance of {tolerance}",
                e.invisible,
                name(e.invisible_example)
            ),
            R::OutsideObservedArea => match p.observed_area {
                Some(area) => write!(out, "{at} is outside the observed area, {}", BoxAt(area)),
                None => write!(out, "{at} is outside the observed area"),
            },
            R::InvalidPoint => out.write_str("the action's point is not a finite number"),
            R::ClickWithoutPoint => {
                out.write_str("the click has no point, so no candidate can be checked against it")
            }
            R::ReceivingElement => {
                write!(out, "keys go to {winner}, the element that received them")?;
                self.write_focus_agreement(out)?;
                self.write_moved_note(out)
            }
            R::ReceiverAmbiguous => write!(
                out,
                "keys went to {}, which {} share as their locator: {tied}",
                Receiver(e.key_target),
                d.tied.len()
            ),
            R::ReceiverNotInObservation => {
                write!(
                    out,
                    "keys went to {}, which is none of the observation's candidates",
                    Receiver(e.key_target)
                )?;
                self.write_focus_agreement(out)?;
                if p.partial {
                    out.push_str("; the observation's candidate list is marked partial");
                }
                Ok(())
            }
            R::ReceiverNotEligible => {
                let subject = e.subject.map(|i| p.facts(i).role);
                let why = if subject == Some(Role::Invisible) {
                    "which the observation marks invisible"
                } else {
                    "whose box in the observation is empty or not a number"
                };
                write!(out, "keys went to {}, {why}", name(e.subject))
            }
            R::FocusedCandidate => {
                write!(
                    out,
                    "keys go to {winner}, marked focused in the observation"
                )
            }
            R::SeveralFocused => write!(
                out,
                "{} are marked focused: {tied}",
                Count(d.tied.len() as u32, "candidate", "candidates")
            ),
            R::LastClickedEditable => write!(
                out,
                "nothing is marked focused; keys go to {winner}, the editable candidate the last click at {at} hit"
            ),
            R::LastClickNotEditable => write!(
                out,
                "nothing is marked focused and the last click at {at} hit {}, which is not editable",
                name(e.subject)
            ),
            R::LastClickNotFocused => write!(
                out,
                "nothing is marked focused and the last click at {at} hit {}, which the observation marks not focused",
                name(e.subject)
            ),
            R::LastClickAmbiguous => write!(
                out,
                "nothing is marked focused and the last click at {at} is ambiguous between {tied}"
            ),
            R::LastClickNoTarget if e.point.is_some() => write!(
                out,
                "nothing is marked focused and the last click at {at} hits no candidate in this observation"
            ),
            R::LastClickNoTarget => {
                out.write_str("nothing is marked focused and the last click has no point")
            }
            R::FocusMovedByKey => write!(
                out,
                "nothing is marked focused and the key {} after the last click moved the focus",
                Clean(e.key.unwrap_or_default(), MAX_ROLE_CHARS)
            ),
            R::NothingFocused => {
                out.write_str("nothing is marked focused and no earlier click gave the focus")
            }
            R::ScrollWithoutPoint => out.write_str("a scroll without a point has no target"),
            R::Wait => out.write_str("a wait has no target"),
            R::NoTargetAction => out.write_str("the action is of type no_target"),
        }?;
        if let Some(i) = d.candidate {
            self.write_candidate_notes(out, i)?;
        }
        self.write_claim_note(out)
    }

    /// Whether the observation's focus flags agree with the receiving
    /// element: evidence only when they do, so the reason says which it is.
    fn write_focus_agreement(&self, out: &mut String) -> fmt::Result {
        let p = self.prepared;
        let winner = self.decision.candidate;
        if winner.is_some_and(|i| p.focused.contains(&i)) {
            return out.write_str("; the observation marks it focused too");
        }
        match p.focused[..] {
            [] => out.write_str("; nothing in the observation is marked focused"),
            [one] => write!(
                out,
                "; the observation marks {} focused, which the keys did not go to (the focus moved after it)",
                Name(Some(p.candidate(one)))
            ),
            ref several => write!(
                out,
                "; the observation marks {} focused, which the keys did not go to",
                Ids(p, several)
            ),
        }
    }

    /// `; it has moved since the observation, to …` when the receiving
    /// element's box when the keys came is not its candidate's.
    fn write_moved_note(&self, out: &mut String) -> fmt::Result {
        let (Some(i), Some(now)) = (
            self.decision.candidate,
            self.decision.evidence.key_target.and_then(|t| t.bounds),
        ) else {
            return Ok(());
        };
        let then = self.prepared.candidate(i).bounds;
        let apart = [
            now.x - then.x,
            now.y - then.y,
            now.right() - then.right(),
            now.bottom() - then.bottom(),
        ];
        if apart.iter().all(|d| d.abs() <= MOVED_UNITS) {
            return Ok(());
        }
        write!(
            out,
            "; it has moved since the observation, to {}",
            BoxAt(now)
        )
    }

    fn write_candidate_notes(&self, out: &mut String, i: u32) -> fmt::Result {
        let candidate = self.prepared.candidate(i);
        if candidate.enabled == Some(false) {
            out.push_str("; it is disabled");
        }
        let invisible = self.decision.evidence.invisible;
        if invisible > 0 {
            write!(
                out,
                "; {} there ignored",
                Count(invisible, "invisible candidate", "invisible candidates")
            )?;
        }
        if let Some(area) = self.prepared.observed_area {
            let covered = candidate
                .bounds
                .intersection(&area)
                .map_or(0.0, |b| b.area() / area.area());
            if covered >= LARGE_SHARE {
                write!(
                    out,
                    "; it covers {}% of the observed area",
                    (covered * 100.0).floor()
                )?;
            }
        }
        Ok(())
    }

    fn write_claim_note(&self, out: &mut String) -> fmt::Result {
        let Some(claim) = self.action.candidate_id.as_deref() else {
            return Ok(());
        };
        if self.claim_disagrees() != Some(true) {
            return Ok(());
        }
        let shown = Clean(claim, MAX_ID_CHARS);
        if self.prepared.has_id(claim) {
            write!(out, "; the action claimed {shown}, which disagrees")
        } else {
            write!(
                out,
                "; the action claimed {shown}, which is not in the observation"
            )
        }
    }
}

/// `role "label" (id)`, e.g. `link "Docs" (c12)`; the label falls back to
/// the visible text.
struct Name<'c>(Option<&'c MimicCandidateV1>);

impl fmt::Display for Name<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(c) = self.0 else {
            return Ok(());
        };
        let role = Clean(c.role.as_deref().unwrap_or("candidate"), MAX_ROLE_CHARS);
        let id = Clean(&c.id, MAX_ID_CHARS);
        let label = c
            .label
            .as_deref()
            .or(c.text.as_deref())
            .map(|l| Clean(l, MAX_LABEL_CHARS))
            .filter(|l| !l.is_blank());
        match label {
            Some(label) => write!(f, "{role} \"{label}\" ({id})"),
            None => write!(f, "{role} ({id})"),
        }
    }
}

/// The receiving element by its tag and locator, e.g. `input #extra` or
/// `the element div > input:nth-of-type(2) in frame #pay`.
struct Receiver<'t>(Option<&'t KeyTargetV1>);

impl fmt::Display for Receiver<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(target) = self.0 else {
            return Ok(());
        };
        match target.tag.as_deref() {
            Some(tag) => write!(f, "{} ", Clean(tag, MAX_ROLE_CHARS))?,
            None => f.write_str("the element ")?,
        }
        write!(f, "{}", Clean(&target.locator.selector, MAX_SELECTOR_CHARS))?;
        if let Some(frame) = target.locator.frame_path.last() {
            write!(f, " in frame {}", Clean(frame, MAX_SELECTOR_CHARS))?;
        }
        Ok(())
    }
}

/// `W x H at (x, y)`.
struct BoxAt(Bounds);

impl fmt::Display for BoxAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let b = self.0;
        write!(
            f,
            "{} x {} at {}",
            Num(b.width),
            Num(b.height),
            Pt(Point::new(b.x, b.y))
        )
    }
}

/// Ids, comma-separated, at most [`MAX_LISTED_IDS`] of them.
struct Ids<'p>(&'p PreparedObservation<'p>, &'p [u32]);

impl fmt::Display for Ids<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Ids(prepared, members) = *self;
        for (k, &i) in members.iter().take(MAX_LISTED_IDS).enumerate() {
            if k > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{}", Clean(&prepared.candidate(i).id, MAX_ID_CHARS))?;
        }
        if members.len() > MAX_LISTED_IDS {
            write!(f, ", and {} more", members.len() - MAX_LISTED_IDS)?;
        }
        Ok(())
    }
}

/// `4 screenshot px`, and at other scales `(2 CSS px at scale 2)` after it.
#[derive(Clone, Copy)]
struct Tolerance<'p>(&'p PreparedObservation<'p>);

impl fmt::Display for Tolerance<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = self.0;
        write!(f, "{} screenshot px", Num(p.tolerance_px))?;
        if p.scale != 1.0 {
            write!(
                f,
                " ({} at scale {})",
                Length(p.tolerance, p.space),
                Num(p.scale)
            )?;
        }
        Ok(())
    }
}

struct NearMissRank<'p>(u32, Tolerance<'p>);

impl fmt::Display for NearMissRank<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let NearMissRank(near, tolerance) = self;
        if *near == 1 {
            write!(
                f,
                "the only candidate within the near-miss tolerance of {tolerance}"
            )
        } else {
            write!(
                f,
                "the nearest of the {near} candidates within the near-miss tolerance of {tolerance}"
            )
        }
    }
}

struct PaintOrderGap<'e>(&'e Evidence<'e>);

impl fmt::Display for PaintOrderGap<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let e = self.0;
        if e.inside_without_paint_order == e.inside {
            f.write_str("paint order unknown")
        } else {
            write!(
                f,
                "paint order unknown for {} of them",
                e.inside_without_paint_order
            )
        }
    }
}

/// A length with the unit of the observation's space.
struct Length(f64, Option<CoordinateSpace>);

impl fmt::Display for Length {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let unit = match self.1 {
            Some(CoordinateSpace::ChromeDom) => "CSS px",
            Some(CoordinateSpace::Ax) => "pt",
            None => "px",
        };
        write!(f, "{} {unit}", Num(self.0))
    }
}

/// `1 candidate`, `3 candidates`.
struct Count<'w>(u32, &'w str, &'w str);

impl fmt::Display for Count<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Count(n, one, many) = *self;
        if n == 1 {
            write!(f, "1 {one}")
        } else {
            write!(f, "{n} {many}")
        }
    }
}

/// Page text made safe for a one-line reason: control and bidirectional
/// formatting characters and runs of whitespace become one space, quotes
/// become apostrophes, text longer than the limit (in characters) is cut
/// with an ellipsis.
struct Clean<'t>(&'t str, usize);

impl Clean<'_> {
    fn words(&self) -> impl Iterator<Item = &str> {
        self.0
            .split(|c: char| c.is_whitespace() || c.is_control() || is_bidi_control(c))
            .filter(|w| !w.is_empty())
    }

    fn is_blank(&self) -> bool {
        self.words().next().is_none()
    }
}

impl fmt::Display for Clean<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut written = 0;
        for (w, word) in self.words().enumerate() {
            let space = (w > 0).then_some(' ');
            for c in space.into_iter().chain(word.chars()) {
                if written == self.1 {
                    return f.write_char('…');
                }
                f.write_char(if c == '"' { '\'' } else { c })?;
                written += 1;
            }
        }
        Ok(())
    }
}

fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// At most two decimals, no trailing zeros: `2`, `1.41`, `-0.5`.
struct Num(f64);

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rounded = (self.0 * 100.0).round() / 100.0;
        if rounded == 0.0 {
            f.write_str("0")
        } else {
            write!(f, "{rounded}")
        }
    }
}

/// `(x, y)`.
struct Pt(Point);

impl fmt::Display for Pt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", Num(self.0.x), Num(self.0.y))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_text_is_cleaned_to_one_short_line() {
        let clean = |text, max| Clean(text, max).to_string();
        assert_eq!(clean("  Sign\n\tin  ", 40), "Sign in");
        assert_eq!(clean("say \"hi\"", 40), "say 'hi'");
        assert_eq!(clean("a\u{202E}b\u{0007}c", 40), "a b c");
        assert_eq!(clean("abcdef", 3), "abc…");
        assert_eq!(clean("ab cd", 3), "ab …");
        assert_eq!(clean("", 3), "");
        assert!(Clean(" \n ", 3).is_blank());
    }

    #[test]
    fn numbers_keep_at_most_two_decimals() {
        let num = |v| Num(v).to_string();
        assert_eq!(num(2.0), "2");
        assert_eq!(num(2.828_427), "2.83");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(-1460.0), "-1460");
    }
}
