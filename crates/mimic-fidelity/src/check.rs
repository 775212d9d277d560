//! The checks of one page. How each decides is written down in
//! `docs/observe-chrome.md`, "Fidelity on real pages".

use std::collections::HashMap;

use chromiumoxide::cdp::browser_protocol::accessibility::GetPartialAxTreeParams;
use chromiumoxide::cdp::browser_protocol::dom::{
    BackendNodeId, GetBoxModelParams, GetContentQuadsParams, GetNodeForLocationParams,
};
use mimic_map::{MapOptions, ReasonCode};
use mimic_observe::Observation;
use mimic_observe::chrome::Page;
use mimic_schema::{Bounds, MappingStatus, MimicActionV1, MimicCandidateV1, Point};
use serde_json::Value;

use crate::dom::{Backend, Dom, Kind};
use crate::locator::{self, Resolution};
use crate::report::{Check, Disagreement, NotJudged, PageReport};
use crate::sample;
use crate::world::Worlds;
use crate::{Error, cdp};
use mimic_rng::SeededRng;

/// How much to sample and how close boxes must be.
#[derive(Debug, Clone)]
pub struct CheckOptions {
    /// Click points per page (half uniform, half inside candidate boxes).
    pub points: usize,
    /// Seed of the point sampler; the page's name is mixed in.
    pub seed: u64,
    /// Largest difference of any box edge that still agrees, CSS pixels.
    pub bounds_tolerance_px: f64,
}

impl Default for CheckOptions {
    fn default() -> Self {
        Self {
            points: 200,
            seed: 18,
            bounds_tolerance_px: 1.0,
        }
    }
}

/// Page text as mimic stores it (`docs/observe-chrome.md`, "Page text"):
/// whitespace runs collapsed and trimmed, other control characters
/// replaced by U+FFFD, at most 200 characters; empty is absent.
fn page_text(text: &str) -> Option<String> {
    let mut out = String::new();
    let mut space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if space && !out.is_empty() {
            out.push(' ');
        }
        space = false;
        out.push(if c.is_control() { '\u{FFFD}' } else { c });
    }
    let out: String = out.chars().take(200).collect();
    let out = out.trim_end().to_owned();
    (!out.is_empty()).then_some(out)
}

/// Chromium's accessibility facts of one node.
#[derive(Debug, Clone, Default)]
struct AxFacts {
    role: Option<String>,
    name: Option<String>,
}

fn ax_facts(node: &Value) -> AxFacts {
    let ignored = node
        .get("ignored")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    let text = |key: &str| {
        node.pointer(&format!("/{key}/value"))
            .and_then(Value::as_str)
            .and_then(page_text)
    };
    // Roles are ARIA roles: Chromium's internal ones (`LabelText`, ...)
    // have no ARIA name, and the observer reports none for them.
    let internal = node.pointer("/role/type").and_then(Value::as_str) == Some("internalRole");
    if ignored {
        AxFacts::default()
    } else {
        AxFacts {
            role: if internal { None } else { text("role") },
            name: text("name"),
        }
    }
}

fn describe(c: &MimicCandidateV1) -> String {
    format!(
        "{} {:?} ({})",
        c.role.as_deref().unwrap_or("?"),
        c.label.as_deref().or(c.text.as_deref()).unwrap_or(""),
        c.id
    )
}

fn show(value: &Option<String>) -> String {
    value
        .as_ref()
        .map_or_else(|| "(absent)".to_owned(), |v| format!("{v:?}"))
}

fn quad_bounds(quad: &[f64]) -> Option<Bounds> {
    if quad.len() < 8 {
        return None;
    }
    let xs = [quad[0], quad[2], quad[4], quad[6]];
    let ys = [quad[1], quad[3], quad[5], quad[7]];
    let (l, r) = (
        xs.iter().copied().fold(f64::INFINITY, f64::min),
        xs.iter().copied().fold(f64::NEG_INFINITY, f64::max),
    );
    let (t, b) = (
        ys.iter().copied().fold(f64::INFINITY, f64::min),
        ys.iter().copied().fold(f64::NEG_INFINITY, f64::max),
    );
    Some(Bounds {
        x: l,
        y: t,
        width: r - l,
        height: b - t,
    })
}

fn is_empty(b: &Bounds) -> bool {
    !(b.width > 0.0 && b.height > 0.0)
}

/// The element's rect as Chromium lays it out: its border box
/// (`DOM.getBoxModel`), or for a box with no area of its own (an inline
/// wrapper around blocks; judged on its quad, as a box 0 px wide under a
/// rotation has a bounding box with area) the union of the rects of the rendered descendants a
/// click reaches it through (elements the same way, text by
/// `DOM.getContentQuads`): one that takes no clicks (`visibility` other
/// than `visible`, `pointer-events: none`) is looked into instead, as a
/// click on it lands on what lies beneath. `None`: not rendered.
async fn rect_of(
    page: &Page,
    dom: &Dom,
    worlds: &mut Worlds,
    frame: &str,
    backend: Backend,
) -> Result<Option<Bounds>, Error> {
    let own_quad = border_quad(page, backend).await?;
    let own = own_quad.as_deref().and_then(quad_bounds);
    if own_quad.as_deref().is_some_and(has_area) {
        return Ok(own);
    }
    // Children in a walk of the light tree, bounded, each with whether
    // its parent takes clicks (what its text inherits).
    let mut extent: Option<Bounds> = None;
    let parent_takes = worlds.takes_clicks(page, frame, backend).await?;
    let mut queue: Vec<(Backend, bool)> = children(dom, backend)
        .into_iter()
        .map(|c| (c, parent_takes))
        .collect();
    let mut seen = 0;
    while let Some((child, parent_takes)) = queue.pop() {
        seen += 1;
        if seen > 2_000 {
            break;
        }
        let Some(node) = dom.get(child) else { continue };
        match node.kind {
            Kind::Text if parent_takes => {
                for b in content_quads(page, child)
                    .await?
                    .iter()
                    .filter_map(|q| quad_bounds(q))
                {
                    if !is_empty(&b) {
                        extent = Some(extent.map_or(b, |e| e.union(&b)));
                    }
                }
            }
            Kind::Element => {
                let quad = border_quad(page, child).await?;
                let takes = worlds.takes_clicks(page, frame, child).await?;
                match quad
                    .filter(|q| takes && has_area(q))
                    .and_then(|q| quad_bounds(&q))
                {
                    Some(b) => extent = Some(extent.map_or(b, |e| e.union(&b))),
                    None => queue.extend(children(dom, child).into_iter().map(|c| (c, takes))),
                }
            }
            _ => {}
        }
    }
    if extent.is_some() {
        return Ok(extent);
    }
    // A box with nothing in it (an empty link) is where its fragment is:
    // under a rotation `DOM.getBoxModel` puts its point some pixels from
    // where `DOM.getContentQuads` (and `getBoundingClientRect`) put it.
    let at = content_quads(page, backend).await?;
    Ok(at
        .iter()
        .filter_map(|q| quad_bounds(q))
        .reduce(|a, b| a.union(&b))
        .or(own))
}

/// A node's quads from `DOM.getContentQuads`, one per fragment (a text
/// node's lines), each as eight numbers.
async fn content_quads(page: &Page, backend: Backend) -> Result<Vec<Vec<f64>>, Error> {
    let params = GetContentQuadsParams::builder()
        .backend_node_id(BackendNodeId::new(backend))
        .build();
    let quads: Option<Value> =
        cdp::try_send(page, GetContentQuadsParams::IDENTIFIER, params).await?;
    Ok(quads
        .as_ref()
        .and_then(|q| q.get("quads"))
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .map(|quad| {
            quad.as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_f64)
                .collect()
        })
        .collect())
}

/// The screen's bounding box of `rects`, in a frame's own coordinates:
/// `root` is the frame's document element there and `root_on_screen` the
/// corners of its border box from `DOM.getBoxModel`, which carry each
/// rect's corners (a frame scaled, scrolled or turned by a rotation).
fn to_screen(rects: &[Bounds], root: Bounds, root_on_screen: &[f64]) -> Option<Bounds> {
    let [x0, y0, x1, y1, _, _, x3, y3] = *root_on_screen else {
        return None;
    };
    // How far one CSS px of the frame along x and along y moves on the
    // screen.
    let per = |to: f64, from: f64, of: f64| if of > 0.0 { (to - from) / of } else { 0.0 };
    let (ux, uy) = (per(x1, x0, root.width), per(y1, y0, root.width));
    let (vx, vy) = (per(x3, x0, root.height), per(y3, y0, root.height));
    let place = |x: f64, y: f64| {
        let (u, v) = (x - root.x, y - root.y);
        [x0 + u * ux + v * vx, y0 + u * uy + v * vy]
    };
    rects
        .iter()
        .filter_map(|r| {
            let corners = [
                place(r.x, r.y),
                place(r.right(), r.y),
                place(r.right(), r.bottom()),
                place(r.x, r.bottom()),
            ];
            quad_bounds(&corners.concat())
        })
        .reduce(|a, b| a.union(&b))
}

/// Whether a quad of four corners in order (eight numbers) has area of
/// its own, more than what rounding leaves of a box 0 px wide turned.
fn has_area(quad: &[f64]) -> bool {
    let [x0, y0, x1, y1, x2, y2, x3, y3] = *quad else {
        return false;
    };
    // The shoelace formula.
    let twice =
        (x0 * y1 - x1 * y0) + (x1 * y2 - x2 * y1) + (x2 * y3 - x3 * y2) + (x3 * y0 - x0 * y3);
    twice.abs() / 2.0 > 1e-3
}

/// The root element of the document that holds `backend`.
fn document_element(dom: &Dom, backend: Backend) -> Option<Backend> {
    let chain = dom.chain(backend);
    let document = chain
        .iter()
        .position(|b| dom.get(*b).is_some_and(|n| n.kind == Kind::Document))?;
    chain.get(document.checked_sub(1)?).copied()
}

/// The corners of a node's border box from `DOM.getBoxModel`, eight
/// numbers clockwise from the top-left one; `None` when it has none.
async fn border_quad(page: &Page, backend: Backend) -> Result<Option<Vec<f64>>, Error> {
    let params = GetBoxModelParams::builder()
        .backend_node_id(BackendNodeId::new(backend))
        .build();
    let model: Option<Value> = cdp::try_send(page, GetBoxModelParams::IDENTIFIER, params).await?;
    Ok(model
        .as_ref()
        .and_then(|m| m.pointer("/model/border"))
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_f64).collect::<Vec<_>>()))
}

fn children(dom: &Dom, parent: Backend) -> Vec<Backend> {
    dom.children(parent)
        .iter()
        .copied()
        .filter(|b| {
            dom.get(*b)
                .is_some_and(|n| matches!(n.kind, Kind::Element | Kind::Text))
        })
        .collect()
}

/// A link, button, form control or ARIA widget, by the checker's own rule.
fn is_real_target(dom: &Dom, backend: Backend) -> bool {
    let Some(n) = dom.get(backend) else {
        return false;
    };
    if n.kind != Kind::Element {
        return false;
    }
    let widget = n
        .attribute("role")
        .and_then(|r| r.split_whitespace().next())
        .is_some_and(|r| {
            matches!(
                r,
                "button"
                    | "link"
                    | "checkbox"
                    | "radio"
                    | "switch"
                    | "tab"
                    | "menuitem"
                    | "menuitemcheckbox"
                    | "menuitemradio"
                    | "option"
                    | "combobox"
                    | "textbox"
                    | "searchbox"
                    | "slider"
                    | "spinbutton"
                    | "treeitem"
            )
        });
    let editable = n
        .attribute("contenteditable")
        .is_some_and(|v| !v.eq_ignore_ascii_case("false"));
    widget
        || editable
        || match n.name.as_str() {
            "a" | "area" => n.attribute("href").is_some(),
            "button" | "select" | "textarea" | "summary" => true,
            "input" => !n
                .attribute("type")
                .is_some_and(|t| t.eq_ignore_ascii_case("hidden")),
            _ => false,
        }
}

/// A short description of a hit chain: the hit node and a few ancestors.
fn chain_text(dom: &Dom, chain: &[Backend]) -> String {
    let names: Vec<String> = chain
        .iter()
        .filter_map(|b| dom.get(*b))
        .filter(|n| n.kind == Kind::Element || matches!(n.kind, Kind::ShadowRoot { .. }))
        .take(4)
        .map(|n| {
            if matches!(n.kind, Kind::ShadowRoot { .. }) {
                return "#shadow-root".to_owned();
            }
            let mut s = n.name.clone();
            if let Some(id) = n.attribute("id").filter(|v| !v.is_empty()) {
                s += &format!("#{id}");
            } else if let Some(class) = n
                .attribute("class")
                .and_then(|c| c.split_whitespace().next())
            {
                s += &format!(".{class}");
            }
            s
        })
        .collect();
    names.join(" < ")
}

/// The frame whose document holds `backend`.
fn frame_of(dom: &Dom, backend: Backend, top: &str) -> String {
    dom.chain(backend)
        .into_iter()
        .skip(1)
        .filter_map(|b| dom.get(b))
        .find(|n| n.is_frame())
        .and_then(|n| n.frame_id.clone())
        .unwrap_or_else(|| top.to_owned())
}

/// Checks one observation of `page` (made just before, of the same page
/// state) against Chromium. `source` and `name` label the report.
pub async fn check_page(
    page: &Page,
    source: &str,
    name: &str,
    observed: &Observation,
    options: &CheckOptions,
) -> Result<PageReport, Error> {
    let candidates = &observed.observation.candidates;
    let mut report = PageReport {
        source: source.to_owned(),
        page: name.to_owned(),
        candidates: candidates.len(),
        ..PageReport::default()
    };
    let dom = Dom::capture(page).await?;
    let mut worlds = Worlds::default();
    let top = worlds.top_frame(page).await?;

    // Locators.
    let mut element_of: Vec<Option<Backend>> = Vec::with_capacity(candidates.len());
    let mut ids_at: HashMap<Backend, Vec<usize>> = HashMap::new();
    for (i, c) in candidates.iter().enumerate() {
        let resolution: Resolution =
            locator::resolve(page, &dom, &mut worlds, c.metadata.as_ref()).await?;
        report.locators.count(resolution.is_ok());
        match resolution {
            Ok(r) => {
                element_of.push(Some(r.element));
                ids_at.entry(r.element).or_default().push(i);
            }
            Err(why) => {
                element_of.push(None);
                report.disagreements.push(Disagreement {
                    check: Check::Locator,
                    page: name.to_owned(),
                    point: None,
                    candidate: Some(c.id.clone()),
                    expected: "exactly one element".into(),
                    got: "none or several".into(),
                    why,
                });
            }
        }
    }

    // Names and roles: the node's own entry of the accessibility tree
    // (a full tree of a large page can take longer than a request may).
    let mut ax: HashMap<Backend, AxFacts> = HashMap::new();
    for (i, c) in candidates.iter().enumerate() {
        let Some(element) = element_of[i] else {
            continue;
        };
        if let std::collections::hash_map::Entry::Vacant(slot) = ax.entry(element) {
            let params = GetPartialAxTreeParams::builder()
                .backend_node_id(BackendNodeId::new(element))
                .fetch_relatives(false)
                .build();
            let tree: Option<Value> =
                cdp::try_send(page, GetPartialAxTreeParams::IDENTIFIER, params).await?;
            let node = tree
                .as_ref()
                .and_then(|t| t.get("nodes"))
                .and_then(Value::as_array)
                .and_then(|n| {
                    n.iter().find(|n| {
                        n.get("backendDOMNodeId").and_then(Value::as_i64) == Some(element)
                    })
                });
            slot.insert(node.map(ax_facts).unwrap_or_default());
        }
        let facts = &ax[&element];
        let got_label = c.label.clone();
        report.labels.count(facts.name == got_label);
        if facts.name != got_label {
            report.disagreements.push(Disagreement {
                check: Check::Label,
                page: name.to_owned(),
                point: None,
                candidate: Some(c.id.clone()),
                expected: show(&facts.name),
                got: show(&got_label),
                why: "the label differs from Chromium's accessible name".into(),
            });
        }
        report.roles.count(facts.role == c.role);
        if facts.role != c.role {
            report.disagreements.push(Disagreement {
                check: Check::Role,
                page: name.to_owned(),
                point: None,
                candidate: Some(c.id.clone()),
                expected: show(&facts.role),
                got: show(&c.role),
                why: "the role differs from Chromium's computed role".into(),
            });
        }
    }

    // Boxes.
    let area = observed.ext.observed_area;
    let mut rects: Vec<Bounds> = Vec::new();
    let tol = options.bounds_tolerance_px;
    for (i, c) in candidates.iter().enumerate() {
        let Some(element) = element_of[i] else {
            continue;
        };
        let frame = frame_of(&dom, element, &top);
        let zoom = worlds.frame_zoom(page, &frame).await?;
        let mut rect = rect_of(page, &dom, &mut worlds, &frame, element).await?;
        if rect.is_some()
            && let Some((shown, root)) = worlds.shown_fragments(page, &frame, element).await?
            && let Some(root_on_screen) = match document_element(&dom, element) {
                Some(root) => border_quad(page, root).await?,
                None => None,
            }
        {
            rect = to_screen(&shown, root, &root_on_screen).or(rect);
        }
        let rect = rect.map(|r| r.scale(zoom));
        let got = c.bounds;
        let agrees = rect.is_some_and(|r| {
            (r.x - got.x).abs() <= tol
                && (r.y - got.y).abs() <= tol
                && (r.x + r.width - got.x - got.width).abs() <= tol
                && (r.y + r.height - got.y - got.height).abs() <= tol
        });
        report.bounds.count(agrees);
        if !agrees {
            let fmt =
                |b: &Bounds| format!("[{:.1}, {:.1}, {:.1} x {:.1}]", b.x, b.y, b.width, b.height);
            report.disagreements.push(Disagreement {
                check: Check::Bounds,
                page: name.to_owned(),
                point: None,
                candidate: Some(c.id.clone()),
                expected: rect
                    .as_ref()
                    .map_or_else(|| "no box (not rendered)".into(), fmt),
                got: fmt(&got),
                why: format!("{} box differs by more than {tol} px", describe(c)),
            });
        }
        if let Some(r) = rect {
            rects.push(r);
        }
    }

    // Clicks.
    let prepared = mimic_map::prepare(
        &observed.observation,
        Some(&observed.ext),
        &MapOptions::default(),
    )?;
    let mut rng = SeededRng::new(sample::seed_for(options.seed, name));
    let points = sample::points(&mut rng, area, &rects, options.points);
    report.points = points.len();
    let mut controls: HashMap<Backend, Option<Backend>> = HashMap::new();
    for p in points {
        let params = GetNodeForLocationParams::builder()
            .x(p.x)
            .y(p.y)
            .include_user_agent_shadow_dom(false)
            .ignore_pointer_events_none(false)
            .build()
            .map_err(|message| Error::Unexpected {
                method: GetNodeForLocationParams::IDENTIFIER,
                message,
            })?;
        let hit: Option<Value> =
            cdp::try_send(page, GetNodeForLocationParams::IDENTIFIER, params).await?;
        let hit = hit
            .and_then(|h| h.get("backendNodeId").and_then(Value::as_i64))
            .filter(|b| dom.get(*b).is_some());
        let Some(hit) = hit else {
            *report.not_judged.entry(NotJudged::NoNode).or_default() += 1;
            continue;
        };
        let chain = dom.chain(hit);
        let hit_node = dom.get(hit);
        let not_judged = if chain.iter().any(|b| {
            dom.get(*b).is_some_and(|n| {
                n.kind
                    == Kind::ShadowRoot {
                        closed: true,
                        user_agent: false,
                    }
            })
        }) {
            Some(NotJudged::ClosedShadowRoot)
        } else if hit_node.is_some_and(|n| n.name == "canvas") {
            Some(NotJudged::Canvas)
        } else if hit_node.is_some_and(|n| n.is_frame() && n.content_document.is_none()) {
            Some(NotJudged::CrossOriginFrame)
        } else {
            None
        };
        if let Some(why) = not_judged {
            *report.not_judged.entry(why).or_default() += 1;
            continue;
        }

        // Expected: the innermost candidate on the chain, a label standing
        // for its control; and the innermost real target.
        let mut expected: Option<(Backend, bool)> = None;
        let mut target: Option<Backend> = None;
        for b in &chain {
            let node = &dom.nodes[b];
            let mut stand_in = None;
            if node.name == "label" && !ids_at.contains_key(b) {
                if !controls.contains_key(b) {
                    let control = worlds
                        .label_control(page, &frame_of(&dom, *b, &top), *b)
                        .await?;
                    controls.insert(*b, control);
                }
                stand_in = controls[b];
            }
            if target.is_none() {
                if is_real_target(&dom, *b) {
                    target = Some(*b);
                } else if let Some(c) = stand_in.filter(|c| is_real_target(&dom, *c)) {
                    target = Some(c);
                }
            }
            if expected.is_none() {
                if ids_at.contains_key(b) {
                    expected = Some((*b, false));
                } else if let Some(c) = stand_in.filter(|c| ids_at.contains_key(c)) {
                    expected = Some((c, true));
                }
            }
            if expected.is_some() && target.is_some() {
                break;
            }
        }
        let click = MimicActionV1::click(Point::new(p.x as f64, p.y as f64));
        let mapping = prepared.map(&click, &[]);
        let got_id = mapping.candidate_id();
        let got_text = match mapping.status() {
            MappingStatus::MatchedCandidate => candidates
                .iter()
                .find(|c| Some(c.id.as_str()) == got_id)
                .map_or_else(|| "?".into(), describe),
            MappingStatus::Ambiguous => {
                format!("ambiguous [{}]", mapping.tied_candidate_ids().join(", "))
            }
            MappingStatus::NoTarget => "no_target".into(),
            MappingStatus::OutsideObservedBounds => "outside_observed_bounds".into(),
        };
        let names = |b: Backend| -> Vec<&str> {
            ids_at
                .get(&b)
                .into_iter()
                .flatten()
                .map(|i| candidates[*i].id.as_str())
                .collect()
        };
        let expected_text = match expected {
            Some((b, via_label)) => {
                let c = &candidates[ids_at[&b][0]];
                format!(
                    "{}{}",
                    describe(c),
                    if via_label { " (via its label)" } else { "" }
                )
            }
            None => "no_target".into(),
        };
        let why = format!(
            "{}; hit chain: {}",
            mapping.reason(),
            chain_text(&dom, &chain)
        );
        let listed = |check: Check| Disagreement {
            check,
            page: name.to_owned(),
            point: Some((p.x, p.y)),
            candidate: None,
            expected: expected_text.clone(),
            got: got_text.clone(),
            why: why.clone(),
        };
        let near = mapping.reason_code() == ReasonCode::NearMiss;
        if mapping.status() == MappingStatus::Ambiguous {
            report.ambiguous += 1;
            report.disagreements.push(listed(Check::Ambiguous));
            continue;
        }
        if near {
            report.near_misses += 1;
            report.disagreements.push(listed(Check::NearMiss));
            continue;
        }
        let agrees = match expected {
            Some((b, _)) => got_id.is_some_and(|id| names(b).contains(&id)),
            None => mapping.status() == MappingStatus::NoTarget,
        };
        report.hits.count(agrees);
        if !agrees {
            report.disagreements.push(listed(Check::Hit));
        }
        if let Some(t) = target {
            let reached = got_id.is_some_and(|id| names(t).contains(&id));
            report.real_targets.count(reached);
            if !reached {
                let mut d = listed(Check::RealTarget);
                d.expected = match names(t).first() {
                    Some(id) => candidates
                        .iter()
                        .find(|c| c.id == *id)
                        .map_or_else(String::new, describe),
                    None => format!("{} (no candidate)", chain_text(&dom, &[t])),
                };
                report.disagreements.push(d);
            }
        }
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frame_rect_goes_to_the_screen_by_its_root_boxes() {
        // A frame at (100, 50) on the screen, its document shown at 0.5x
        // and scrolled 40 px down (its root's box starts at y = -40).
        let root = Bounds::new(0.0, -40.0, 600.0, 1000.0);
        let root_on_screen = [100.0, 30.0, 400.0, 30.0, 400.0, 530.0, 100.0, 530.0];
        let rect = Bounds::new(20.0, 60.0, 200.0, 18.0);
        assert_eq!(
            to_screen(&[rect], root, &root_on_screen),
            Some(Bounds::new(110.0, 80.0, 100.0, 9.0))
        );
        // In the top frame both boxes are the same: nothing moves.
        let same = Bounds::new(0.0, 0.0, 800.0, 600.0);
        let same_quad = [0.0, 0.0, 800.0, 0.0, 800.0, 600.0, 0.0, 600.0];
        assert_eq!(to_screen(&[rect], same, &same_quad), Some(rect));
        assert_eq!(to_screen(&[], same, &same_quad), None);
    }

    #[test]
    fn a_box_0_px_wide_has_no_area_when_turned() {
        // 16 px tall and 0 px wide under `rotate(8deg)`: its bounding box
        // is 2.2 x 15.8.
        let (sin, cos) = 8f64.to_radians().sin_cos();
        let sliver = [
            100.0,
            10.0,
            100.0,
            10.0,
            100.0 - 16.0 * sin,
            10.0 + 16.0 * cos,
            100.0 - 16.0 * sin,
            10.0 + 16.0 * cos,
        ];
        assert!(quad_bounds(&sliver).is_some_and(|b| !is_empty(&b)));
        assert!(!has_area(&sliver));
        let turned_box = [
            0.0,
            0.0,
            10.0 * cos,
            10.0 * sin,
            10.0 * cos - 16.0 * sin,
            10.0 * sin + 16.0 * cos,
            -16.0 * sin,
            16.0 * cos,
        ];
        assert!(has_area(&turned_box));
        assert!(!has_area(&[1.0, 2.0]));
    }

    #[test]
    fn a_turned_frame_carries_each_rect_by_its_corners() {
        // A 100 x 100 frame turned a quarter turn clockwise about its
        // centre (50, 50): its top-left corner shows at (100, 0).
        let root = Bounds::new(0.0, 0.0, 100.0, 100.0);
        let root_on_screen = [100.0, 0.0, 100.0, 100.0, 0.0, 100.0, 0.0, 0.0];
        let (top, bottom) = (
            Bounds::new(0.0, 0.0, 40.0, 10.0),
            Bounds::new(0.0, 90.0, 40.0, 10.0),
        );
        let screen = |r: Vec<f64>| Some(Bounds::new(r[0], r[1], r[2], r[3]));
        assert_eq!(
            to_screen(&[top], root, &root_on_screen),
            screen(vec![90.0, 0.0, 10.0, 40.0])
        );
        // Two fragments: the union of their boxes on the screen.
        assert_eq!(
            to_screen(&[top, bottom], root, &root_on_screen),
            screen(vec![0.0, 0.0, 100.0, 40.0])
        );
    }
}
