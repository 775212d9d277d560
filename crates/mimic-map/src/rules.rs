//! The mapping rules: which candidate one action hit.
//!
//! Every choice is made from values (paint order, area, distance, id), never
//! from where a candidate sits in the list, so the answer does not depend on
//! candidate order; ties are reported, never broken silently.

use mimic_schema::{KeyTargetV1, MimicActionType, MimicActionV1, Point};

use crate::decision::{Decision, Evidence};
use crate::options::RulesVersion;
use crate::prepare::{PreparedObservation, Role};
use crate::reason::ReasonCode;

/// Which candidates a point search reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Search {
    /// Only those the spatial index files near the point.
    Index,
    /// Every candidate: the reference the index is checked and benchmarked
    /// against.
    FullScan,
}

/// Candidates that share the best key so far.
#[derive(Debug, Default)]
struct Group {
    first: Option<u32>,
    more: Vec<u32>,
}

impl Group {
    fn reset(&mut self, i: u32) {
        self.first = Some(i);
        self.more.clear();
    }

    fn push(&mut self, i: u32) {
        self.more.push(i);
    }

    fn into_members(self) -> Vec<u32> {
        self.first.into_iter().chain(self.more).collect()
    }
}

/// One pass over the candidates near a point.
#[derive(Debug, Default)]
struct PointScan {
    inside: u32,
    inside_without_paint_order: u32,
    /// Among containing candidates with a paint order: the highest, how
    /// many share it, and the smallest of those.
    top_paint: f64,
    top_paint_count: u32,
    top_area: f64,
    top: Group,
    /// Every containing candidate with the top paint order, any size.
    top_all: Vec<u32>,
    /// Among all containing candidates: the smallest.
    small_area: f64,
    small: Group,
    /// Among eligible candidates not containing the point but within the
    /// tolerance: how many, and the nearest.
    near_count: u32,
    near_distance: f64,
    near: Group,
    invisible: u32,
    invisible_example: Option<u32>,
}

impl PreparedObservation<'_> {
    /// What the rules decide for `action`, whose keys (if any) `key_target`
    /// received, taken after `previous` (oldest first).
    pub(crate) fn decide<'a>(
        &'a self,
        action: &'a MimicActionV1,
        key_target: Option<&'a KeyTargetV1>,
        previous: &'a [MimicActionV1],
        search: Search,
    ) -> Decision<'a> {
        match action.action_type {
            MimicActionType::Click => match action.point {
                Some(p) => self.decide_point(p, search),
                None => Decision::new(ReasonCode::ClickWithoutPoint),
            },
            MimicActionType::Scroll => match action.point {
                Some(p) => self.decide_point(p, search),
                None => Decision::new(ReasonCode::ScrollWithoutPoint),
            },
            MimicActionType::TypeText | MimicActionType::PressKey => match key_target {
                Some(target) if self.version >= RulesVersion::V3 => self.decide_receiver(target),
                _ => self.decide_focus(previous, search),
            },
            MimicActionType::Wait => Decision::new(ReasonCode::Wait),
            MimicActionType::NoTarget => Decision::new(ReasonCode::NoTargetAction),
        }
    }

    fn decide_point<'a>(&'a self, p: Point, search: Search) -> Decision<'a> {
        let evidence = Evidence {
            point: Some(p),
            ..Evidence::default()
        };
        if !p.is_finite() {
            return Decision {
                evidence,
                ..Decision::new(ReasonCode::InvalidPoint)
            };
        }
        if self.observed_area.is_some_and(|area| !area.contains(p)) {
            return Decision {
                evidence,
                ..Decision::new(ReasonCode::OutsideObservedArea)
            };
        }

        let mut scan = PointScan::default();
        let visit = |i: u32| self.visit(&mut scan, p, i);
        // Without an index both searches are this one scan.
        match (&self.index, search) {
            (Some(index), Search::Index) => index.for_each_at(p, visit),
            _ => self.for_each_candidate(visit),
        }

        let evidence = Evidence {
            inside: scan.inside,
            inside_without_paint_order: scan.inside_without_paint_order,
            top_paint_count: scan.top_paint_count,
            near_count: scan.near_count,
            invisible: scan.invisible,
            invisible_example: scan.invisible_example,
            ..evidence
        };
        let (code, group, distance) = if scan.inside > 0 {
            let (group, code) = if scan.inside == 1 {
                (scan.small, ReasonCode::InsideOnlyCandidate)
            } else if scan.inside_without_paint_order == 0 && scan.top_paint_count == 1 {
                (scan.top, ReasonCode::TopmostByPaintOrder)
            } else if scan.inside_without_paint_order == 0 {
                match self.tree_tie_break(&scan.top_all) {
                    Some(broken) => broken,
                    None => (scan.top, ReasonCode::InnermostBySize),
                }
            } else {
                (scan.small, ReasonCode::InnermostBySize)
            };
            (code, group, 0.0)
        } else if let Some((group, code)) = self.indirect_at(p) {
            // The browser passes a click on a label to its control, and one
            // on a link's content moved out of its box up to the link; a
            // candidate's own box holding the point comes first (a link
            // inside the label).
            (code, group, 0.0)
        } else if scan.near_count > 0 {
            (ReasonCode::NearMiss, scan.near, scan.near_distance)
        } else {
            let code = if scan.invisible > 0 {
                ReasonCode::OnlyInvisibleAtPoint
            } else {
                ReasonCode::NothingAtPoint
            };
            return Decision {
                evidence,
                ..Decision::new(code)
            };
        };

        if let (Some(only), true) = (group.first, group.more.is_empty()) {
            Decision {
                code,
                candidate: Some(only),
                distance: Some(distance),
                tied: Vec::new(),
                evidence,
            }
        } else {
            let mut members = group.into_members();
            self.sort_by_id(&mut members);
            let code = match code {
                ReasonCode::NearMiss => ReasonCode::TiedNearMiss,
                ReasonCode::ThroughLabel => ReasonCode::TiedThroughLabel,
                ReasonCode::ThroughContent => ReasonCode::TiedThroughContent,
                _ => ReasonCode::TiedAtPoint,
            };
            Decision {
                distance: Some(distance),
                tied: members,
                evidence,
                ..Decision::new(code)
            }
        }
    }

    /// Rules 4 and 5: the eligible candidates one of whose labels or
    /// content boxes outside their own holds `p`, and the code: through
    /// content when any of them is reached through its content; `None`
    /// when none is. Few candidates have such boxes, so all are read.
    fn indirect_at(&self, p: Point) -> Option<(Group, ReasonCode)> {
        let mut group = Group::default();
        let mut code = ReasonCode::ThroughLabel;
        for &i in &self.reached_indirectly {
            let f = self.facts(i);
            let through_content = f.content_rects.iter().any(|r| f.holds(r, p));
            if through_content || f.label_rects.iter().any(|r| f.holds(r, p)) {
                if through_content {
                    code = ReasonCode::ThroughContent;
                }
                if group.first.is_none() {
                    group.reset(i);
                } else {
                    group.push(i);
                }
            }
        }
        group.first.is_some().then_some((group, code))
    }

    /// Rules 2: among candidates that tie on top paint order, one nested in
    /// another (by `parentId`) is above it. `None` when the tree removes
    /// none of them (or the rules predate it): size decides as before.
    /// Otherwise the one left wins, or the smallest of those left.
    fn tree_tie_break(&self, tied: &[u32]) -> Option<(Group, ReasonCode)> {
        if self.version < RulesVersion::V2 || self.parents.is_empty() {
            return None;
        }
        let mut sorted = tied.to_vec();
        sorted.sort_unstable();
        let mut covered = vec![false; sorted.len()];
        for &d in tied {
            let mut cur = d;
            // A walk of at most the list's length: bad metadata may loop.
            for _ in 0..self.parents.len() {
                let Some(p) = self.parents[cur as usize] else {
                    break;
                };
                if p == d {
                    break;
                }
                if let Ok(k) = sorted.binary_search(&p) {
                    covered[k] = true;
                }
                cur = p;
            }
        }
        let left: Vec<u32> = sorted
            .iter()
            .zip(&covered)
            .filter(|(_, c)| !**c)
            .map(|(&i, _)| i)
            .collect();
        if left.len() == sorted.len() || left.is_empty() {
            return None;
        }
        if let [one] = left[..] {
            let mut group = Group::default();
            group.reset(one);
            return Some((group, ReasonCode::InnermostInTree));
        }
        let mut group = Group::default();
        let mut best = f64::INFINITY;
        for i in left {
            let area = self.facts(i).area;
            if group.first.is_none() || area < best {
                best = area;
                group.reset(i);
            } else if area == best {
                group.push(i);
            }
        }
        Some((group, ReasonCode::InnermostBySize))
    }

    fn visit(&self, scan: &mut PointScan, p: Point, i: u32) {
        let f = self.facts(i);
        match f.role {
            Role::Unusable => {}
            Role::Invisible => {
                if f.contains(p) {
                    scan.invisible += 1;
                    let smaller_id = scan
                        .invisible_example
                        .is_none_or(|e| self.candidate(i).id < self.candidate(e).id);
                    if smaller_id {
                        scan.invisible_example = Some(i);
                    }
                }
            }
            Role::Eligible if f.contains(p) => {
                scan.inside += 1;
                match f.paint_order {
                    Some(paint) => {
                        if scan.top.first.is_none() || paint > scan.top_paint {
                            scan.top_paint = paint;
                            scan.top_paint_count = 1;
                            scan.top_area = f.area;
                            scan.top.reset(i);
                            scan.top_all.clear();
                            scan.top_all.push(i);
                        } else if paint == scan.top_paint {
                            scan.top_paint_count += 1;
                            scan.top_all.push(i);
                            if f.area < scan.top_area {
                                scan.top_area = f.area;
                                scan.top.reset(i);
                            } else if f.area == scan.top_area {
                                scan.top.push(i);
                            }
                        }
                    }
                    None => scan.inside_without_paint_order += 1,
                }
                if scan.small.first.is_none() || f.area < scan.small_area {
                    scan.small_area = f.area;
                    scan.small.reset(i);
                } else if f.area == scan.small_area {
                    scan.small.push(i);
                }
            }
            Role::Eligible => {
                // Each axis gap to the box is at most the distance (the box
                // holds every fragment, but by the room fragments may pass
                // it by in rules 6 and 7): a cheap reject before the square
                // root.
                let b = &f.bounds;
                let slack = f.room;
                let gap_x = (b.x - p.x).max(p.x - b.right()) - slack;
                let gap_y = (b.y - p.y).max(p.y - b.bottom()) - slack;
                if gap_x > self.tolerance || gap_y > self.tolerance {
                    return;
                }
                let d = f.distance_to(p);
                if d <= self.tolerance {
                    scan.near_count += 1;
                    if scan.near.first.is_none() || d < scan.near_distance {
                        scan.near_distance = d;
                        scan.near.reset(i);
                    } else if d == scan.near_distance {
                        scan.near.push(i);
                    }
                }
            }
        }
    }

    /// Rules 3: keys belong to the element that received them. The candidate
    /// that is that element (same locator, same tag) wins whatever the focus
    /// flags say (an observation can be older than a Tab); the reason says
    /// whether they agree. An element that no candidate is gets said so,
    /// never the old focused field.
    fn decide_receiver<'a>(&'a self, target: &'a KeyTargetV1) -> Decision<'a> {
        let evidence = Evidence {
            key_target: Some(target),
            ..Evidence::default()
        };
        let mut same: Vec<u32> = (0..self.candidates.len() as u32)
            .filter(|&i| self.is_element(i, target))
            .collect();
        self.sort_by_id(&mut same);
        match same[..] {
            [] => Decision {
                evidence,
                ..Decision::new(ReasonCode::ReceiverNotInObservation)
            },
            [one] if self.facts(one).role != Role::Eligible => Decision {
                evidence: Evidence {
                    subject: Some(one),
                    ..evidence
                },
                ..Decision::new(ReasonCode::ReceiverNotEligible)
            },
            [one] => Decision {
                candidate: Some(one),
                evidence,
                ..Decision::new(ReasonCode::ReceivingElement)
            },
            _ => Decision {
                tied: same,
                evidence,
                ..Decision::new(ReasonCode::ReceiverAmbiguous)
            },
        }
    }

    /// Keys go to the candidate marked focused; failing that, to the
    /// editable candidate the last click hit, unless a Tab moved the focus
    /// since.
    fn decide_focus<'a>(&'a self, previous: &'a [MimicActionV1], search: Search) -> Decision<'a> {
        match self.focused.as_slice() {
            [one] => {
                return Decision {
                    candidate: Some(*one),
                    ..Decision::new(ReasonCode::FocusedCandidate)
                };
            }
            [_, _, ..] => {
                return Decision {
                    tied: self.focused.clone(),
                    ..Decision::new(ReasonCode::SeveralFocused)
                };
            }
            [] => {}
        }
        let mut last_click = None;
        for action in previous.iter().rev() {
            match action.action_type {
                MimicActionType::Click => {
                    last_click = Some(action);
                    break;
                }
                MimicActionType::PressKey if action.key.as_deref().is_some_and(is_tab) => {
                    return Decision {
                        evidence: Evidence {
                            key: action.key.as_deref(),
                            ..Evidence::default()
                        },
                        ..Decision::new(ReasonCode::FocusMovedByKey)
                    };
                }
                _ => {}
            }
        }
        let Some(click) = last_click else {
            return Decision::new(ReasonCode::NothingFocused);
        };
        let Some(point) = click.point else {
            return Decision::new(ReasonCode::LastClickNoTarget);
        };
        let hit = self.decide_point(point, search);
        let evidence = Evidence {
            point: Some(point),
            subject: hit.candidate,
            ..Evidence::default()
        };
        let code = match hit.candidate {
            Some(c) if self.facts(c).focused == Some(false) => ReasonCode::LastClickNotFocused,
            Some(c) if !self.facts(c).editable => ReasonCode::LastClickNotEditable,
            Some(c) => {
                return Decision {
                    candidate: Some(c),
                    evidence,
                    ..Decision::new(ReasonCode::LastClickedEditable)
                };
            }
            None if !hit.tied.is_empty() => {
                return Decision {
                    tied: hit.tied,
                    evidence,
                    ..Decision::new(ReasonCode::LastClickAmbiguous)
                };
            }
            None => ReasonCode::LastClickNoTarget,
        };
        Decision {
            evidence,
            ..Decision::new(code)
        }
    }

    fn sort_by_id(&self, members: &mut [u32]) {
        members.sort_by(|&a, &b| self.candidate(a).id.cmp(&self.candidate(b).id));
    }
}

/// `Tab`, `Shift+Tab` and the like: keys that move the focus away from
/// what the last click focused.
fn is_tab(key: &str) -> bool {
    key.rsplit('+')
        .next()
        .is_some_and(|k| k.trim().eq_ignore_ascii_case("tab"))
}

#[cfg(test)]
mod tests {
    use super::is_tab;

    #[test]
    fn tab_in_any_spelling_moves_the_focus() {
        for key in ["Tab", "tab", "Shift+Tab", "shift + tab"] {
            assert!(is_tab(key), "{key}");
        }
        for key in ["Enter", "Table", "t", "Tab+A", ""] {
            assert!(!is_tab(key), "{key}");
        }
    }
}
