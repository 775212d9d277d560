//! Stable, machine-readable reason codes: one per decision path of the rules.

use mimic_schema::MappingStatus;

/// Why a mapping came out as it did. The snake_case spelling
/// ([`ReasonCode::as_str`]) is what records store in
/// `mimic.mapping.reasonCode`; it never changes meaning within a rules
/// version. Every code is listed, with its reason string, in `docs/mapping.md`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ReasonCode {
    /// The point lies inside exactly one eligible candidate.
    InsideOnlyCandidate,
    /// Several contain the point; one is painted above all the others.
    TopmostByPaintOrder,
    /// Several contain the point; paint order unknown or tied, one is the
    /// smallest.
    InnermostBySize,
    /// Several contain the point and tie on top paint order; one is nested
    /// in all the others (rules 2).
    InnermostInTree,
    /// Inside no candidate's own box, but inside the label of exactly one
    /// eligible control, which takes the click (rules 4).
    ThroughLabel,
    /// Inside no candidate's own box, but inside the labels of several
    /// controls.
    TiedThroughLabel,
    /// Inside no candidate's own box, but on the content of exactly one
    /// eligible candidate that lies outside its box (a block moved out of
    /// a link), which takes the click (rules 5).
    ThroughContent,
    /// Inside no candidate's own box, but on the labels or content of
    /// several candidates, at least one through its content.
    TiedThroughContent,
    /// Inside no candidate; exactly one nearest within the tolerance.
    NearMiss,
    /// Several contain the point and no rule prefers one.
    TiedAtPoint,
    /// Inside no candidate; several equally near within the tolerance.
    TiedNearMiss,
    /// Inside the observed area but inside or near no eligible candidate.
    NothingAtPoint,
    /// As [`ReasonCode::NothingAtPoint`], but invisible candidates contain
    /// the point (they never win).
    OnlyInvisibleAtPoint,
    /// The point lies outside the observed area.
    OutsideObservedArea,
    /// The action's point is not a finite number.
    InvalidPoint,
    /// A click without a point: nothing to check against the geometry.
    ClickWithoutPoint,
    /// Keys go to the candidate that is the element the recorder saw
    /// receive them (rules 3).
    ReceivingElement,
    /// Several candidates carry the receiving element's locator.
    ReceiverAmbiguous,
    /// The receiving element is none of the observation's candidates (the
    /// observation is older than it, or it is no target).
    ReceiverNotInObservation,
    /// The receiving element's candidate is invisible or has no usable box.
    ReceiverNotEligible,
    /// Keys go to the one candidate the observation marks focused.
    FocusedCandidate,
    /// The observation marks several candidates focused.
    SeveralFocused,
    /// Nothing marked focused; the last click hit an editable candidate.
    LastClickedEditable,
    /// Nothing marked focused; the last click hit a non-editable candidate.
    LastClickNotEditable,
    /// Nothing marked focused; the last click's candidate is marked not
    /// focused.
    LastClickNotFocused,
    /// Nothing marked focused; the last click is ambiguous in this
    /// observation.
    LastClickAmbiguous,
    /// Nothing marked focused; the last click hits no candidate in this
    /// observation.
    LastClickNoTarget,
    /// Nothing marked focused; a Tab after the last click moved the focus.
    FocusMovedByKey,
    /// Nothing marked focused and no earlier click.
    NothingFocused,
    /// A scroll without a point.
    ScrollWithoutPoint,
    /// A wait.
    Wait,
    /// An action of type `no_target`.
    NoTargetAction,
}

impl ReasonCode {
    pub const ALL: [Self; 32] = [
        Self::InsideOnlyCandidate,
        Self::TopmostByPaintOrder,
        Self::InnermostBySize,
        Self::InnermostInTree,
        Self::ThroughLabel,
        Self::TiedThroughLabel,
        Self::ThroughContent,
        Self::TiedThroughContent,
        Self::NearMiss,
        Self::TiedAtPoint,
        Self::TiedNearMiss,
        Self::NothingAtPoint,
        Self::OnlyInvisibleAtPoint,
        Self::OutsideObservedArea,
        Self::InvalidPoint,
        Self::ClickWithoutPoint,
        Self::ReceivingElement,
        Self::ReceiverAmbiguous,
        Self::ReceiverNotInObservation,
        Self::ReceiverNotEligible,
        Self::FocusedCandidate,
        Self::SeveralFocused,
        Self::LastClickedEditable,
        Self::LastClickNotEditable,
        Self::LastClickNotFocused,
        Self::LastClickAmbiguous,
        Self::LastClickNoTarget,
        Self::FocusMovedByKey,
        Self::NothingFocused,
        Self::ScrollWithoutPoint,
        Self::Wait,
        Self::NoTargetAction,
    ];

    /// The stable snake_case spelling stored in records.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::InsideOnlyCandidate => "inside_only_candidate",
            Self::TopmostByPaintOrder => "topmost_by_paint_order",
            Self::InnermostBySize => "innermost_by_size",
            Self::InnermostInTree => "innermost_in_tree",
            Self::ThroughLabel => "through_label",
            Self::TiedThroughLabel => "tied_through_label",
            Self::ThroughContent => "through_content",
            Self::TiedThroughContent => "tied_through_content",
            Self::NearMiss => "near_miss",
            Self::TiedAtPoint => "tied_at_point",
            Self::TiedNearMiss => "tied_near_miss",
            Self::NothingAtPoint => "nothing_at_point",
            Self::OnlyInvisibleAtPoint => "only_invisible_at_point",
            Self::OutsideObservedArea => "outside_observed_area",
            Self::InvalidPoint => "invalid_point",
            Self::ClickWithoutPoint => "click_without_point",
            Self::ReceivingElement => "receiving_element",
            Self::ReceiverAmbiguous => "receiver_ambiguous",
            Self::ReceiverNotInObservation => "receiver_not_in_observation",
            Self::ReceiverNotEligible => "receiver_not_eligible",
            Self::FocusedCandidate => "focused_candidate",
            Self::SeveralFocused => "several_focused",
            Self::LastClickedEditable => "last_clicked_editable",
            Self::LastClickNotEditable => "last_click_not_editable",
            Self::LastClickNotFocused => "last_click_not_focused",
            Self::LastClickAmbiguous => "last_click_ambiguous",
            Self::LastClickNoTarget => "last_click_no_target",
            Self::FocusMovedByKey => "focus_moved_by_key",
            Self::NothingFocused => "nothing_focused",
            Self::ScrollWithoutPoint => "scroll_without_point",
            Self::Wait => "wait",
            Self::NoTargetAction => "no_target_action",
        }
    }

    /// The status every mapping with this code has.
    pub fn status(self) -> MappingStatus {
        match self {
            Self::InsideOnlyCandidate
            | Self::TopmostByPaintOrder
            | Self::InnermostBySize
            | Self::InnermostInTree
            | Self::ThroughLabel
            | Self::ThroughContent
            | Self::NearMiss
            | Self::ReceivingElement
            | Self::FocusedCandidate
            | Self::LastClickedEditable => MappingStatus::MatchedCandidate,
            Self::TiedAtPoint
            | Self::TiedThroughLabel
            | Self::TiedThroughContent
            | Self::TiedNearMiss
            | Self::ReceiverAmbiguous
            | Self::SeveralFocused
            | Self::LastClickAmbiguous => MappingStatus::Ambiguous,
            Self::OutsideObservedArea => MappingStatus::OutsideObservedBounds,
            Self::NothingAtPoint
            | Self::OnlyInvisibleAtPoint
            | Self::InvalidPoint
            | Self::ClickWithoutPoint
            | Self::ReceiverNotInObservation
            | Self::ReceiverNotEligible
            | Self::LastClickNotEditable
            | Self::LastClickNotFocused
            | Self::LastClickNoTarget
            | Self::FocusMovedByKey
            | Self::NothingFocused
            | Self::ScrollWithoutPoint
            | Self::Wait
            | Self::NoTargetAction => MappingStatus::NoTarget,
        }
    }
}

impl std::fmt::Display for ReasonCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
