//! Which elements are candidates, where they are, and how to find them again.
//!
//! The rules (see `docs/observe-chrome.md`): links, buttons, form controls,
//! contenteditable roots, ARIA widget roles, keyboard-focusable elements
//! (tabindex >= 0), and elements Chromium reports as click targets that are
//! not mere containers of other candidates. Role and label are not decided
//! here: they come from Chromium's accessibility tree (`ax.rs`).

use std::collections::{BTreeSet, HashMap};

use mimic_schema::secret::{PASSWORD_INPUT_TYPE, is_sensitive_autocomplete, names_secret_field};
use mimic_schema::{Bounds, Point};
use sha2::{Digest, Sha256};

use super::geometry::{
    Edges, Geometry, corner_pixels, holds_block, is_atomic_inline, is_within, same_line,
    styled_to_take_clicks, takes_clicks, union_of,
};
use super::snapshot::{Document, Inert, Layout, Node, ShadowKind, Snapshot};
use super::transform::{Linear, Quad};

/// ARIA roles of widgets a person acts on directly (composite containers
/// such as `listbox` or `menu` are left to their items).
const WIDGET_ROLES: &[&str] = &[
    "button",
    "link",
    "checkbox",
    "radio",
    "switch",
    "tab",
    "menuitem",
    "menuitemcheckbox",
    "menuitemradio",
    "option",
    "combobox",
    "textbox",
    "searchbox",
    "slider",
    "spinbutton",
    "scrollbar",
    "treeitem",
];

/// Input types a person types text into.
const TEXT_INPUTS: &[&str] = &[
    "",
    "text",
    "search",
    "email",
    "url",
    "tel",
    "password",
    "number",
    "date",
    "datetime-local",
    "month",
    "week",
    "time",
];

/// Longest `text` kept, in characters.
pub(crate) const TEXT_MAX_CHARS: usize = 200;

/// One candidate as found in the snapshot, before accessibility data.
#[derive(Debug, Clone)]
pub(crate) struct Found {
    pub(crate) doc: usize,
    pub(crate) node: usize,
    pub(crate) id: String,
    /// Border box in viewport CSS pixels.
    pub(crate) bounds: Bounds,
    /// The parts of `bounds` that take its clicks, viewport CSS pixels: the
    /// lines of an inline element wrapped over several, cut to what the
    /// containers that clip it show. `None`: the whole box.
    pub(crate) fragments: Option<Vec<Bounds>>,
    /// Some of it in view takes clicks: the centre of the part in view (or
    /// of a piece's part, for a wrapped inline element) hit-tests to it or
    /// a descendant, or, where a box painted above covers that centre, some
    /// whole pixel left uncovered does; or one of its labels, or of its
    /// content's boxes outside it, shows.
    pub(crate) shows: bool,
    pub(crate) text: Option<String>,
    pub(crate) tag: String,
    pub(crate) input_type: Option<String>,
    pub(crate) href: Option<String>,
    pub(crate) paint_order: i64,
    pub(crate) frame_path: Vec<String>,
    pub(crate) dom_disabled: bool,
    pub(crate) dom_editable: bool,
    pub(crate) sensitive: bool,
    pub(crate) selector: String,
    pub(crate) xpath: Option<String>,
    /// The id of the nearest candidate it is nested in, in the composed
    /// tree (through shadow hosts and iframes).
    pub(crate) parent_id: Option<String>,
    /// The boxes of its labels, viewport CSS pixels: a click there reaches
    /// it ([`attach_labels`]).
    pub(crate) label_rects: Vec<Bounds>,
    /// The boxes of its own content outside `bounds`, viewport CSS pixels:
    /// a click there reaches it ([`attach_content`]).
    pub(crate) content_rects: Vec<Bounds>,
}

/// The candidates of a page, in document order (iframe content follows its
/// iframe), and why the list may be incomplete.
#[derive(Debug)]
pub(crate) struct Extraction {
    pub(crate) found: Vec<Found>,
    pub(crate) partial_reasons: BTreeSet<String>,
}

/// Per-document facts inherited down the tree.
pub(crate) struct Inherited {
    fieldset_disabled: Vec<bool>,
    editable: Vec<bool>,
    /// The shadow host a node's tree scope hangs off (`None`: the document).
    scope: Vec<Option<usize>>,
    /// `(scope, id)` -> how many elements carry it.
    id_counts: HashMap<(Option<usize>, String), usize>,
    /// `(scope, id)` -> the first element carrying it (what `for` points at).
    first_with_id: HashMap<(Option<usize>, String), usize>,
    /// Among its element siblings with the same tag in the same tree scope:
    /// (position 1-based, how many). Counted once per document, as a parent
    /// can hold tens of thousands of children.
    same_tag: Vec<(usize, usize)>,
    /// `(scope, for)` -> the `label` elements naming that id.
    labels_for: HashMap<(Option<usize>, String), Vec<usize>>,
}

fn inherited(doc: &Document) -> Inherited {
    let n = doc.nodes.len();
    let mut inh = Inherited {
        fieldset_disabled: vec![false; n],
        editable: vec![false; n],
        scope: vec![None; n],
        id_counts: HashMap::new(),
        first_with_id: HashMap::new(),
        same_tag: vec![(1, 1); n],
        labels_for: HashMap::new(),
    };
    for (i, node) in doc.nodes.iter().enumerate() {
        let parent = node.parent.filter(|&p| p < n);
        inh.fieldset_disabled[i] = parent.is_some_and(|p| {
            inh.fieldset_disabled[p]
                || (doc.nodes[p].name == "fieldset" && doc.nodes[p].attr("disabled").is_some())
        });
        inh.editable[i] = match node.attr("contenteditable") {
            Some(v) if v.eq_ignore_ascii_case("false") => false,
            Some(_) => true,
            None => parent.is_some_and(|p| inh.editable[p]),
        };
        // The snapshot is the flat tree: a host's children there are its
        // shadow tree's, which is the host's own scope; every other node is
        // in its parent's. (Inheriting "is in a shadow tree" instead gave a
        // shadow tree nested in another one the outer host's scope.)
        inh.scope[i] = match parent {
            _ if node.shadow.is_none() => None,
            Some(p) if doc.nodes[p].shadow_host => Some(p),
            Some(p) => inh.scope[p],
            None => None,
        };
        if node.is_element()
            && let Some(id) = node.attr("id")
        {
            *inh.id_counts
                .entry((inh.scope[i], id.to_string()))
                .or_default() += 1;
            inh.first_with_id
                .entry((inh.scope[i], id.to_string()))
                .or_insert(i);
        }
        if node.name == "label"
            && let Some(target) = node.attr("for")
        {
            inh.labels_for
                .entry((inh.scope[i], target.to_string()))
                .or_default()
                .push(i);
        }
    }
    for parent in &doc.nodes {
        let elements = || {
            parent
                .children
                .iter()
                .copied()
                .filter(|&c| c < n && doc.nodes[c].is_element())
        };
        let mut counts: HashMap<(&str, Option<usize>), usize> = HashMap::new();
        for c in elements() {
            let count = counts
                .entry((doc.nodes[c].name.as_str(), inh.scope[c]))
                .or_default();
            *count += 1;
            inh.same_tag[c].0 = *count;
        }
        for c in elements() {
            inh.same_tag[c].1 = counts[&(doc.nodes[c].name.as_str(), inh.scope[c])];
        }
    }
    inh
}

/// Why an element is a candidate, before the click-listener rule.
fn is_actionable(node: &Node, inh: &Inherited, i: usize, parent: Option<usize>) -> bool {
    let has = |a: &str| node.attr(a).is_some();
    match node.name.as_str() {
        "a" | "area" if has("href") => return true,
        "button" | "select" | "textarea" | "summary" => return true,
        "input" => {
            return node
                .attr("type")
                .is_none_or(|t| !t.eq_ignore_ascii_case("hidden"));
        }
        "video" | "audio" if has("controls") => return true,
        _ => {}
    }
    let editable_root = node.attr("contenteditable").is_some()
        && inh.editable[i]
        && parent.is_none_or(|p| !inh.editable[p]);
    if editable_root {
        return true;
    }
    if let Some(role) = node.attr("role")
        && let Some(first) = role.split_ascii_whitespace().next()
        && WIDGET_ROLES.contains(&first.to_ascii_lowercase().as_str())
    {
        return true;
    }
    node.attr("tabindex")
        .and_then(|t| t.trim().parse::<i64>().ok())
        .is_some_and(|t| t >= 0)
}

/// Elements a `label` can label (HTML's "labelable elements").
const LABELABLE: &[&str] = &[
    "button", "input", "meter", "output", "progress", "select", "textarea",
];

/// A `label` whose control shows nothing a click can land on: not rendered
/// (the "hidden checkbox" toggle: a styled label flips a `display:none`
/// input), hidden, or visually hidden (the accessible-hiding pattern of
/// jQuery UI, spectre and most CSS kits: a box of at most 1 x 1 px, clipped
/// away). The label is then the only thing a person can click; otherwise it
/// forwards to its control, which is the candidate.
fn labels_unrendered_control(doc: &Document, inh: &Inherited, i: usize) -> bool {
    labelled_control(doc, inh, i).is_some_and(|c| {
        let control = &doc.nodes[c];
        let hidden_input = control.name == "input"
            && control
                .attr("type")
                .is_some_and(|t| t.eq_ignore_ascii_case("hidden"));
        !hidden_input
            && control.layout.as_ref().is_none_or(|l| {
                l.bounds.is_empty()
                    || is_speck(&l.bounds)
                    || matches!(l.visibility.as_str(), "hidden" | "collapse")
            })
    })
}

/// The control element `i` labels, when it is a `label`: the labelable
/// element its `for` names in its tree scope, or else the first labelable
/// element inside it (HTML's labeled control).
fn labelled_control(doc: &Document, inh: &Inherited, i: usize) -> Option<usize> {
    let node = &doc.nodes[i];
    if node.name != "label" || !node.is_element() {
        return None;
    }
    match node.attr("for") {
        Some(id) => inh
            .first_with_id
            .get(&(inh.scope[i], id.to_string()))
            .copied()
            .filter(|&c| LABELABLE.contains(&doc.nodes[c].name.as_str())),
        None => first_labelable_descendant(doc, i),
    }
}

/// Gives each shown control its labels' boxes, where a click reaches it
/// through them (`label_rects`): a label is no candidate of its own but
/// for an unrendered control, so without them a click on a checkbox's
/// words would map to nothing. A label's boxes are its [`shown_parts`].
fn attach_labels(
    snapshot: &Snapshot,
    geometry: &Geometry,
    inherited: &[Inherited],
    found: &mut [Found],
) {
    let at = index_by_node(found);
    for (d, doc) in snapshot.docs.iter().enumerate() {
        let inh = &inherited[d];
        for i in 0..doc.nodes.len() {
            let Some(control) = labelled_control(doc, inh, i) else {
                continue;
            };
            let Some(&k) = at.get(&(d, control)) else {
                continue;
            };
            if at.contains_key(&(d, i))
                || doc.nodes[i].inert == Some(Inert::Marked)
                || found[k].label_rects.len() >= MAX_LABEL_RECTS
                || doc.nodes[i]
                    .layout
                    .as_ref()
                    .is_none_or(|l| l.pointer_events == "none" || l.inert)
            {
                continue;
            }
            let Some((parts, shows)) = shown_parts(snapshot, geometry, inherited, d, i) else {
                continue;
            };
            // A control cut out of view is still clicked through a label
            // that shows (Chromium toggles a checkbox a frame's edge hides).
            found[k].shows |= shows;
            let room = MAX_LABEL_RECTS - found[k].label_rects.len();
            found[k].label_rects.extend(parts.into_iter().take(room));
        }
    }
}

/// Most label boxes recorded for one control: the strips of a turned label
/// ([`MAX_QUAD_STRIPS`]; 32 left the second line of a label in a turned
/// card taking no clicks).
const MAX_LABEL_RECTS: usize = MAX_QUAD_STRIPS;

/// Each candidate's place in `found` by its (document, node).
fn index_by_node(found: &[Found]) -> HashMap<(usize, usize), usize> {
    found
        .iter()
        .enumerate()
        .map(|(k, f)| ((f.doc, f.node), k))
        .collect()
}

/// Where a click reaches element `i` of document `d`, which is no
/// candidate but passes its clicks to one (a label, a candidate's
/// content): the boxes a candidate there would take clicks in
/// ([`describe`]: its lines, what clips or covers it), cut to the
/// viewport, and whether it shows (a point of it is hit-tested to it);
/// `None` when it is hidden.
fn shown_parts(
    snapshot: &Snapshot,
    geometry: &Geometry,
    inherited: &[Inherited],
    d: usize,
    i: usize,
) -> Option<(Vec<Bounds>, bool)> {
    let element = describe(snapshot, geometry, inherited, d, i)?;
    let parts = element
        .fragments
        .unwrap_or_else(|| vec![element.bounds])
        .into_iter()
        .filter_map(|b| b.intersection(&geometry.viewport))
        .filter(|b| !b.is_empty())
        .collect();
    Some((parts, element.shows))
}

/// Gives each candidate the boxes of its own content that lie outside its
/// box (`content_rects`): a block moved by a transform, positioned out of
/// it or overflowing it is still its content, Chromium's hit test returns
/// that block, and the click goes to the nearest candidate up its
/// ancestors. Its `bounds` stay its own box (as `DOM.getBoxModel` gives
/// it), so without these a click on the moved block maps to nothing. Each
/// outermost descendant element whose box leaves the candidate's gives its
/// [`shown_parts`]; a nested candidate's content is its own, and an
/// iframe's document takes the clicks on it. A candidate whose own box does
/// not show (clipped away by a scroller its absolute content escapes) shows
/// through content that does.
fn attach_content(
    snapshot: &Snapshot,
    geometry: &Geometry,
    inherited: &[Inherited],
    found: &mut [Found],
) {
    let at = index_by_node(found);
    for f in found.iter_mut() {
        let (d, i, own) = (f.doc, f.node, f.bounds);
        let doc = &snapshot.docs[d];
        let mut rects: Vec<Bounds> = Vec::new();
        // Boxes whose clicks are accounted for, each with its node: its
        // own, and those of the content already recorded. Their
        // descendants inside add nothing (inside one that takes no clicks,
        // a line can still fall to a container inside the candidate); what
        // else lies inside one can paint over it and take the clicks its
        // parts leave out (generated seed 2045: a turned paragraph
        // overflowing its absolute box over a scaled sibling's box).
        let mut taken = vec![(i, own)];
        let accounted = |taken: &[(usize, Bounds)], c: usize, b: &Bounds| {
            taken.iter().any(|(t, tb)| {
                tb.contains_bounds(b) && is_within(snapshot, geometry, (d, c), (d, *t))
            })
        };
        // The whole pixels its own box and parts take: text is recorded
        // in whole pixels, which those hold where it stays inside.
        let pixels = geometry.pixel_grid(d, i);
        let own_pixels: Vec<Bounds> = f
            .fragments
            .iter()
            .flatten()
            .chain([&own])
            .map(|b| pixels.outward(b))
            .collect();
        let mut stack: Vec<usize> = doc.nodes[i].children.iter().rev().copied().collect();
        while let Some(c) = stack.pop() {
            let node = &doc.nodes[c];
            if at.contains_key(&(d, c))
                || node.inert == Some(Inert::Marked)
                || node.content_document.is_some()
            {
                continue;
            }
            // A click on the line of a block in an inline element that
            // takes no clicks can land on the block container around that
            // one (`BlockLine::taker`); when that is the candidate or
            // inside it, the line is its content too, also where it
            // overflows the candidate's box. (The lines of an inline
            // element that takes clicks are its own pieces.)
            if let Some(line) = geometry.block_line(d, c)
                && line.taker.is_some_and(|t| {
                    t != line.inline && is_within(snapshot, geometry, (d, t), (d, i))
                })
                && let Some(b) = geometry.viewport_bounds(d, line.bounds)
                && !accounted(&taken, c, &b)
                && let Some(shown) = geometry.clips[d][c]
                    .and_then(|clip| clip.intersection(&b))
                    .and_then(|b| b.intersection(&geometry.viewport))
            {
                taken.push((c, b));
                rects.push(shown);
                f.shows |= geometry
                    .hit(snapshot, shown.center())
                    .is_some_and(|hit| is_within(snapshot, geometry, hit, (d, i)));
            }
            // Text that overflows the candidate's box, and the line boxes
            // of a block inside it, take clicks for it past its box (a menu
            // item shorter than its line).
            for (b, taker) in geometry.text_reach(snapshot, d, c) {
                if accounted(&taken, c, &b)
                    || own_pixels.iter().any(|t| t.contains_bounds(&b))
                    || !is_within(snapshot, geometry, (d, taker), (d, i))
                {
                    continue;
                }
                let parts = geometry
                    .uncovered(snapshot, (d, i), &b, None, MAX_CONTENT_RECTS)
                    .unwrap_or_else(|| vec![b]);
                taken.push((c, b));
                rects.extend(parts);
            }
            // A box out of flow inside the candidate's box, or inside a
            // content box taken, can still lie off their parts, which are
            // where they take clicks: off a link's lines (a fixed
            // paragraph in a link around blocks, generated seed 1149), or
            // over what covers the content box (a later absolute block
            // over an earlier one, seed 1355).
            let outside = node
                .layout
                .as_ref()
                .filter(|_| node.is_element())
                .and_then(|l| Some((geometry.viewport_bounds(d, l.bounds)?, l)))
                .filter(|(b, l)| {
                    let out_of_flow = l.is_out_of_flow();
                    let own_parts = f.fragments.as_ref().filter(|_| out_of_flow);
                    let inside = |t: &Bounds| t.contains_bounds(b);
                    let on_own = inside(&own) && own_parts.is_none_or(|p| p.iter().any(inside));
                    let in_content = match out_of_flow {
                        true => rects.iter().any(inside),
                        false => accounted(&taken[1..], c, b),
                    };
                    !b.is_empty() && !on_own && !in_content
                })
                .map(|(b, _)| b);
            if let Some(b) = outside
                && let Some((parts, shows)) = shown_parts(snapshot, geometry, inherited, d, c)
                && !parts.is_empty()
            {
                f.shows |= shows;
                taken.push((c, b));
                rects.extend(parts);
            }
            // A pseudo-element's box is the candidate's own content (the
            // strip reveal.js draws above its progress bar with `::after`):
            // a click on it reaches the candidate, where nothing covers it.
            let generated = node
                .layout
                .as_ref()
                .filter(|l| node.is_pseudo_box() && takes_clicks(l))
                .and_then(|l| geometry.viewport_bounds(d, l.bounds))
                .filter(|b| !b.is_empty() && !accounted(&taken, c, b));
            if let Some(b) = generated {
                let grid = geometry.pixel_grid(d, c);
                let shown = geometry.clips[d][c]
                    .and_then(|clip| grid.outward(&clip).intersection(&grid.outward(&b)))
                    .and_then(|b| b.intersection(&geometry.viewport))
                    .filter(|b| !b.is_empty());
                if let Some(shown) = shown {
                    let parts = geometry
                        .uncovered(snapshot, (d, i), &shown, None, MAX_CONTENT_RECTS)
                        .unwrap_or_else(|| vec![shown]);
                    f.shows |= !parts.is_empty();
                    taken.push((c, b));
                    rects.extend(parts);
                }
            }
            // Turned content comes as strips, row by row, and boxes inside
            // one another or turned alike share their rows: joined, they
            // leave room for the rest (generated seed 1756: a link around
            // a turned box whose blocks overflow it).
            if rects.len() >= MAX_CONTENT_RECTS {
                rects = union_of(&rects);
                if rects.len() >= MAX_CONTENT_RECTS {
                    break;
                }
            }
            stack.extend(node.children.iter().rev());
        }
        rects.truncate(MAX_CONTENT_RECTS);
        f.content_rects = rects;
    }
}

/// Most boxes an element is reached through when it takes no clicks on
/// its own box ([`reaching_boxes`]); more become their union, which also
/// covers the gaps between them.
const MAX_REACHING_BOXES: usize = MAX_QUAD_STRIPS;

/// Most content boxes recorded for one candidate: twice the strips of a
/// turned box ([`MAX_QUAD_STRIPS`]; fewer left the end of a long turned
/// block taking no clicks, and then the blocks after the parts of a
/// turned clip cut along its slant).
const MAX_CONTENT_RECTS: usize = 2 * MAX_QUAD_STRIPS;

/// Largest side, in CSS px, of the bounding box of a control hidden the
/// accessible way: the pattern sizes it 1 x 1 px and clips that away, and
/// under a rotation that square's bounding box grows up to √2 px a side
/// (1.16 px at 9°).
const VISUALLY_HIDDEN_PX: f64 = std::f64::consts::SQRT_2 + 1e-9;

/// A box of at most a pixel, turned or not (the visually-hidden pattern,
/// usually clipped away as well): nothing a person sees or aims at.
fn is_speck(b: &Bounds) -> bool {
    b.width <= VISUALLY_HIDDEN_PX && b.height <= VISUALLY_HIDDEN_PX
}

fn first_labelable_descendant(doc: &Document, i: usize) -> Option<usize> {
    let mut stack: Vec<usize> = doc.nodes[i].children.iter().rev().copied().collect();
    while let Some(c) = stack.pop() {
        if LABELABLE.contains(&doc.nodes[c].name.as_str()) {
            return Some(c);
        }
        stack.extend(doc.nodes[c].children.iter().rev());
    }
    None
}

/// Whether element `i` is in a closed shadow tree, also through open trees
/// nested inside one: what a closed root holds is out of reach of locators.
fn in_closed_tree(doc: &Document, inh: &Inherited, i: usize) -> bool {
    let mut cur = i;
    loop {
        if doc.nodes[cur].shadow == Some(ShadowKind::Closed) {
            return true;
        }
        match inh.scope[cur] {
            Some(host) => cur = host,
            None => return false,
        }
    }
}

/// Whether document `d` is hosted by a frame inside a closed shadow tree
/// (at any depth): its elements are as far out of reach as the tree's own.
fn behind_closed_root(
    snapshot: &Snapshot,
    inherited: &[Inherited],
    geometry: &Geometry,
    d: usize,
) -> bool {
    let mut cur = d;
    while let Some((hd, hi)) = geometry.frames[cur].as_ref().and_then(|f| f.host) {
        if in_closed_tree(&snapshot.docs[hd], &inherited[hd], hi) {
            return true;
        }
        cur = hd;
    }
    false
}

/// Finds the candidates. `limit` caps how many are kept; visible ones and
/// those nearest the viewport win, so a long page never crowds out what is
/// on screen.
pub(crate) fn extract(snapshot: &Snapshot, geometry: &Geometry, limit: usize) -> Extraction {
    let mut partial_reasons = BTreeSet::new();
    let inherited: Vec<Inherited> = snapshot.docs.iter().map(inherited).collect();
    let mut order: Vec<(usize, usize)> = Vec::new();
    walk(snapshot, 0, &mut order, &mut Vec::new());

    let behind_closed: Vec<bool> = (0..snapshot.docs.len())
        .map(|d| behind_closed_root(snapshot, &inherited, geometry, d))
        .collect();
    let mut marked: HashMap<(usize, usize), bool> = HashMap::new();
    for &(d, i) in &order {
        let doc = &snapshot.docs[d];
        let node = &doc.nodes[i];
        if !node.is_element() || node.layout.is_none() {
            continue;
        }
        if behind_closed[d] || in_closed_tree(doc, &inherited[d], i) {
            partial_reasons.insert("closed_shadow_root".to_string());
            continue;
        }
        if node.name == "iframe" && node.content_document.is_none() && is_framed_page(node) {
            partial_reasons.insert("cross_origin_iframe".to_string());
        }
        if node.name == "canvas" && shows_large_canvas(geometry, d, node) {
            partial_reasons.insert("canvas".to_string());
        }
        let inh = &inherited[d];
        if node.inert == Some(Inert::Marked) || matches!(node.name.as_str(), "html" | "body") {
            continue;
        }
        if is_actionable(node, inh, i, node.parent) || labels_unrendered_control(doc, inh, i) {
            marked.insert((d, i), true);
        }
    }
    // Click targets Chromium knows of (listeners): only when they are not a
    // mere container of other candidates, unless styled as clickable.
    for &(d, i) in &order {
        let doc = &snapshot.docs[d];
        let node = &doc.nodes[i];
        if marked.contains_key(&(d, i))
            || !node.is_element()
            || behind_closed[d]
            || in_closed_tree(doc, &inherited[d], i)
            || node.inert == Some(Inert::Marked)
            || inherited[d].editable[i]
            // A label forwards its clicks to its control, the candidate
            // (unless that control is not rendered: see above).
            || matches!(node.name.as_str(), "html" | "body" | "label")
        {
            continue;
        }
        let Some(layout) = &node.layout else { continue };
        if !node.clickable {
            continue;
        }
        let pointer = layout.cursor == "pointer";
        if pointer || !has_marked_descendant(doc, d, i, &marked) {
            marked.insert((d, i), false);
        }
    }

    let mut found = Vec::new();
    for &(d, i) in &order {
        if !marked.contains_key(&(d, i)) {
            continue;
        }
        if let Some(f) = describe(snapshot, geometry, &inherited, d, i) {
            found.push(f);
        }
    }
    assign_ids(snapshot, &inherited, &mut found);

    if found.len() > limit {
        partial_reasons.insert("node_limit".to_string());
        let viewport = geometry.viewport;
        let mut rank: Vec<usize> = (0..found.len()).collect();
        rank.sort_by(|&a, &b| {
            let key = |f: &Found| (!f.shows, distance(&viewport, &f.bounds));
            key(&found[a])
                .partial_cmp(&key(&found[b]))
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(a.cmp(&b))
        });
        let mut keep = vec![false; found.len()];
        for &r in rank.iter().take(limit) {
            keep[r] = true;
        }
        let mut k = keep.into_iter();
        found.retain(|_| k.next().unwrap_or(false));
    }
    assign_parents(snapshot, geometry, &mut found);
    attach_labels(snapshot, geometry, &inherited, &mut found);
    attach_content(snapshot, geometry, &inherited, &mut found);
    Extraction {
        found,
        partial_reasons,
    }
}

/// Each candidate's nearest candidate ancestor: the snapshot's parents are
/// the flat tree's (a shadow tree's top nodes hang off their host), and a
/// frame's document continues at its iframe element.
fn assign_parents(snapshot: &Snapshot, geometry: &Geometry, found: &mut [Found]) {
    let ids: HashMap<(usize, usize), String> = found
        .iter()
        .map(|f| ((f.doc, f.node), f.id.clone()))
        .collect();
    for f in found.iter_mut() {
        let mut cur = (f.doc, f.node);
        f.parent_id = loop {
            let up = match snapshot.docs[cur.0].nodes[cur.1].parent {
                Some(p) => Some((cur.0, p)),
                None => geometry.frames[cur.0].as_ref().and_then(|fr| fr.host),
            };
            match up {
                Some(a) => match ids.get(&a) {
                    Some(id) => break Some(id.clone()),
                    None => cur = a,
                },
                None => break None,
            }
        };
    }
}

fn distance(viewport: &Bounds, b: &Bounds) -> f64 {
    if viewport.intersection(b).is_some() {
        0.0
    } else {
        viewport.distance_to(b.center())
    }
}

/// A canvas big enough to hold controls of its own, on screen: what it
/// draws is invisible to the DOM, so the list may miss targets there.
fn shows_large_canvas(geometry: &Geometry, d: usize, node: &Node) -> bool {
    const MIN_SIDE: f64 = 100.0;
    node.layout
        .as_ref()
        .and_then(|l| geometry.viewport_bounds(d, l.bounds))
        .and_then(|b| b.intersection(&geometry.viewport))
        .is_some_and(|b| b.width >= MIN_SIDE && b.height >= MIN_SIDE)
}

/// An iframe that shows a page (not an empty `about:blank` one).
fn is_framed_page(node: &Node) -> bool {
    node.attr("src")
        .is_some_and(|s| !s.is_empty() && !s.starts_with("about:"))
}

fn has_marked_descendant(
    doc: &Document,
    d: usize,
    i: usize,
    marked: &HashMap<(usize, usize), bool>,
) -> bool {
    let mut stack: Vec<usize> = doc.nodes[i].children.clone();
    while let Some(c) = stack.pop() {
        if marked.contains_key(&(d, c)) {
            return true;
        }
        stack.extend_from_slice(&doc.nodes[c].children);
    }
    false
}

/// Document order across frames: a same-origin iframe's document follows
/// its iframe element.
fn walk(snapshot: &Snapshot, d: usize, out: &mut Vec<(usize, usize)>, seen: &mut Vec<usize>) {
    if seen.contains(&d) {
        return;
    }
    seen.push(d);
    let Some(doc) = snapshot.docs.get(d) else {
        return;
    };
    for (i, node) in doc.nodes.iter().enumerate() {
        out.push((d, i));
        if let Some(child) = node.content_document {
            walk(snapshot, child, out, seen);
        }
    }
}

fn describe(
    snapshot: &Snapshot,
    geometry: &Geometry,
    inherited: &[Inherited],
    d: usize,
    i: usize,
) -> Option<Found> {
    let doc = &snapshot.docs[d];
    let node = &doc.nodes[i];
    let layout = node.layout.as_ref()?;
    // A hidden element shows only what inside it is made visible again
    // (`visibility: visible` on a child), and takes clicks through that:
    // a hidden link around a shown paragraph is still followed. So does
    // one that takes no pointer events (or is inert) through what takes
    // them again.
    let hidden = matches!(layout.visibility.as_str(), "hidden" | "collapse");
    // So does an inline wrapper with an empty box of its own: the union of
    // its descendants' boxes (below) also spans the gaps between them,
    // where a click lands on what lies under the wrapper.
    let reaching = if !takes_clicks(layout) {
        Some(reaching_boxes(doc, geometry, d, i))
    } else if geometry.has_no_area(d, i, &layout.bounds) {
        Some(reaching_boxes(doc, geometry, d, i)).filter(|boxes| boxes.len() > 1)
    } else {
        None
    };
    // Behind a modal dialog what it holds shows all the same, taking no
    // clicks (the union rule counts it, inert or not): it is listed, as
    // the candidates there are.
    let shows_inert = || layout.inert && descendant_union(doc, geometry, d, i).is_some();
    if hidden && reaching.as_ref().is_some_and(Vec::is_empty) && !shows_inert() {
        return None;
    }
    // The part of a box that shows: inside the viewport and every clipping
    // ancestor (a link cut by the viewport's bottom edge shows its top).
    let mut clip = geometry.clips[d][i];
    // An inline wrapper (e.g. a link around a positioned image) can have
    // an empty box of its own: its rendered children give its extent,
    // unless the element clips them away, and show within their own clips
    // (an absolute block escapes a scroller that is not its containing
    // block, though the link around it does not).
    let union = if geometry.has_no_area(d, i, &layout.bounds) {
        if layout.overflow_x != "visible" || layout.overflow_y != "visible" {
            return None;
        }
        let union = descendant_union(doc, geometry, d, i)?;
        clip = union.clip;
        // Descendants whose boxes make up the element's own (its text, when
        // a wrapped box under a turn seems to have no area) are no union.
        (union.extent != layout.bounds).then_some(union.on_screen)
    } else {
        None
    };
    let mut bounds = match union {
        Some(extent) => extent,
        None => geometry.node_bounds(d, i, layout.bounds)?,
    };
    // The pieces of an inline element's box, its lines and what sits on
    // them (document coordinates).
    let box_pieces = if layout.display == "inline" {
        inline_pieces(doc, geometry, d, i, Pieces::Box)
            .into_iter()
            .map(|(_, piece)| piece)
            .collect()
    } else {
        Vec::new()
    };
    if layout.display == "inline"
        && union.is_none()
        && let Some(turned) = geometry.turned_inline_bounds(doc, d, i, &box_pieces)
    {
        bounds = turned;
    }
    // A click takes a clipped box where its square reaches into the clip,
    // as it takes a box: from up to a CSS pixel before the clip's left and
    // top edges ([`PixelGrid::outward`]).
    let grid = geometry.pixel_grid(d, i);
    let clip = clip.map(|c| grid.outward(&c));
    let shown = |b: &Bounds| {
        clip.and_then(|c| c.intersection(b))
            .and_then(|b| b.intersection(&geometry.viewport))
    };
    let shows_at = |p: Point| {
        geometry
            .hit(snapshot, p)
            .is_some_and(|hit| is_within(snapshot, geometry, hit, (d, i)))
    };
    // What a click reaches an inline element through, piece by piece (its
    // text's line fragments, its atomic children's boxes), each with the
    // edges a click takes it by and whether it lies on a line (a box out
    // of flow does not).
    let edged_pieces: Vec<(Bounds, Edges, bool)> = if layout.display == "inline" {
        inline_pieces(doc, geometry, d, i, Pieces::Clicks)
            .into_iter()
            .filter_map(|(k, piece)| {
                let edges = if doc.nodes[k].node_type == 3 {
                    Edges::of_text(doc, &doc.nodes[k])
                } else {
                    Edges::Touched
                };
                let on_line = is_on_line(doc, geometry, d, k, &piece);
                let piece = geometry.viewport_bounds(d, piece)?;
                // A box out of flow shows only within its own clip (a
                // visually hidden checkbox in a label takes none of its
                // clicks); the rest share the element's, cut below.
                let out_of_flow = doc.nodes[k]
                    .layout
                    .as_ref()
                    .is_some_and(Layout::is_out_of_flow);
                if out_of_flow {
                    let shown = geometry.clips[d][k]?.intersection(&piece)?;
                    return Some((shown, edges, false));
                }
                Some((piece, edges, on_line))
            })
            .collect()
    } else {
        Vec::new()
    };
    let pieces: Vec<Bounds> = edged_pieces.iter().map(|(piece, ..)| *piece).collect();
    let on_lines: Vec<Bounds> = edged_pieces
        .iter()
        .filter(|(.., on_line)| *on_line)
        .map(|(piece, ..)| *piece)
        .collect();
    // A wrapped inline element's box also covers what lies beside its
    // lines: its line fragments say where it is (a box of its own is one
    // line, and the union rule's wrappers keep their union). A container
    // that clips it (a scrolling sidebar, a frame) hides the rest of it
    // from clicks too; the viewport needs no cut, as the observed area
    // already ends there.
    let lines = if geometry.has_no_area(d, i, &layout.bounds) {
        None
    } else {
        let box_pieces: Vec<Bounds> = box_pieces
            .iter()
            .filter_map(|piece| geometry.viewport_bounds(d, *piece))
            .collect();
        line_fragments(&on_lines, &box_pieces, &bounds)
    };
    // Clicks take whole device pixels: the parts are the pixels a click
    // takes them on ([`Edges`]; a turned box's rows of the clicks its quad
    // takes; a rounded box's strips by the corners they hold).
    let edges = Edges::of(doc, i);
    let pixels = |b: &Bounds| edges.pixels(b, &grid);
    // An inline element takes clicks on its own boxes (snapped to whole
    // pixels unless it is culled), and on its text and atomic children by
    // their own edges.
    let with_pieces = |own: &[Bounds]| -> Vec<Bounds> {
        own.iter()
            .map(pixels)
            .chain(
                edged_pieces
                    .iter()
                    .map(|(piece, edges, _)| edges.pixels(piece, &grid)),
            )
            .collect()
    };
    // An element that takes no pointer events, or is hidden, lets clicks
    // through its box to what lies under it; only its descendants that take
    // them again reach it (reveal.js's `.slides`, a container across the
    // window). So does a wrapper's union between its descendants.
    let parts = if let Some(reaching) = reaching {
        Some(reaching)
    } else if let Some(rows) = union
        .is_none()
        .then(|| quad_rows(snapshot, geometry, d, i))
        .flatten()
    {
        Some(rows)
    } else if let Some(strips) = union
        .is_none()
        .then(|| geometry.viewport_rounded(snapshot, d, i))
        .flatten()
        .and_then(|shape| shape.strips(MAX_ROUNDED_STRIPS))
    {
        // Rounded corners take clicks along their curves (a radio's
        // corners reach what lies beside it), on the pixels whose corners
        // the strips hold.
        let pixel = geometry.pixel;
        Some(
            strips
                .iter()
                .filter_map(|s| corner_pixels(s, pixel))
                .collect(),
        )
    } else {
        lines.map(|lines| with_pieces(&lines))
    };
    // The centre of the part of its box that shows; for an inline element
    // wrapped over several lines that centre can fall beside its text (past
    // a short last line), and a box that takes no pointer events takes
    // clicks only through its parts, so the centres of the shown parts of
    // its pieces and parts are tried too. A speck is never visible: its
    // label is the candidate instead (`labels_unrendered_control`).
    let centre_hit = !is_speck(&bounds)
        && shown(&bounds)
            .into_iter()
            .chain(pieces.iter().filter_map(shown).take(MAX_FRAGMENTS_TRIED))
            .chain(
                parts
                    .iter()
                    .flatten()
                    .filter_map(shown)
                    .take(MAX_FRAGMENTS_TRIED),
            )
            .any(|part| shows_at(part.center()));
    let clipped = shown(&bounds) != bounds.intersection(&geometry.viewport);
    // Pieces that reach past its box (a block positioned out of flow in a
    // link) are parts too, so what covers them is cut from them below
    // (generated seed 525: a popover over a link's absolute block).
    let own = grid.outward(&bounds);
    let parts = parts.or_else(|| {
        let all = with_pieces(&[bounds]);
        all.iter().any(|p| !own.contains_bounds(p)).then_some(all)
    });
    let fragments = if clipped {
        let parts = parts.unwrap_or_else(|| with_pieces(&[bounds]));
        Some(parts.iter().filter_map(shown).collect())
    } else {
        parts
    };
    // A box painted above it that is not its own (a paragraph turned over
    // it, a banner) takes the clicks on the part it covers; what that box
    // leaves still shows and takes clicks, so the element stays visible
    // when its centre is covered but a pixel of it is not (a menu item
    // half under a positioned box).
    // Its fragments can reach past its box (a turned box is hit-tested a
    // fraction of a pixel from where its box says); they are the device
    // pixels that take clicks already.
    let reach = fragments.iter().flatten().fold(own, |all, f| all.union(f));
    let uncovered = match shown(&reach) {
        Some(region) if !is_speck(&bounds) => geometry.uncovered(
            snapshot,
            (d, i),
            &region,
            fragments.as_deref(),
            MAX_UNCOVERED_PARTS,
        ),
        _ => None,
    };
    let shows = centre_hit || uncovered.as_ref().is_some_and(|parts| !parts.is_empty());
    // Where it takes other pixels of the viewport than its box touches
    // (an inline element's snapped box, or any box on a grid of its own),
    // they are recorded, so the mapper tests what Chromium does.
    // When one of its parts is the pixels its box takes and the others lie
    // within them, the box stands for them all, recorded only where the
    // mapper reads the box otherwise (at scale 2 a box takes the clicks
    // half a CSS pixel before it).
    let fragments = uncovered.or(fragments).or_else(|| {
        let parts = with_pieces(&[bounds]);
        let only_own = parts.contains(&own) && parts.iter().all(|p| own.contains_bounds(p));
        match only_own {
            true => (own != bounds.pixels_touched(geometry.pixel)).then(|| vec![own]),
            false => Some(parts),
        }
    });
    // A turned box that clips it hides what lies outside its quad, though
    // inside the bounding box the clip is otherwise taken as. A turned
    // box's strips are cut one piece each, by the clip's widest row in
    // them (row by row, a strip of three rows could become three pieces
    // and crowd out the rest of a link's content boxes); other parts row
    // by row.
    let turned = geometry.viewport_quad(d, i, &layout.bounds).is_some();
    let cut = |clip: &Quad, parts: &[Bounds]| -> Vec<Bounds> {
        match turned {
            true => parts
                .iter()
                .flat_map(|part| clip.cut_rows(std::slice::from_ref(part), geometry.pixel, 1))
                .collect(),
            false => clip.cut_rows(parts, geometry.pixel, MAX_QUAD_STRIPS),
        }
    };
    let fragments = match (geometry.turned_clip(d, i), fragments) {
        (None, fragments) => fragments,
        (Some(clip), Some(parts)) => Some(cut(&clip, &parts)),
        (Some(clip), None) => {
            let whole = [bounds.pixels_touched(geometry.pixel)];
            let shown = cut(&clip, &whole);
            (shown != whole).then_some(shown)
        }
    };
    let inh = &inherited[d];
    let tag = node.name.clone();
    let input_type = (tag == "input").then(|| {
        node.attr("type")
            .map(|t| t.trim().to_ascii_lowercase())
            .unwrap_or_else(|| "text".to_string())
    });
    let form_control = matches!(
        tag.as_str(),
        "button" | "input" | "select" | "textarea" | "optgroup" | "option" | "fieldset"
    );
    let dom_disabled = (form_control
        && (node.attr("disabled").is_some() || inh.fieldset_disabled[i]))
        || node
            .attr("aria-disabled")
            .is_some_and(|v| v.eq_ignore_ascii_case("true"));
    let dom_editable = inh.editable[i]
        || tag == "textarea"
        || input_type
            .as_deref()
            .is_some_and(|t| TEXT_INPUTS.contains(&t));
    // What a person typed (a field's value, an editable region's text) is
    // theirs, possibly secret: never copied.
    let text = match tag.as_str() {
        "input" | "select" | "textarea" => None,
        _ if inh.editable[i] => None,
        _ => visible_text(doc, &inh.editable, i),
    };
    let mut frame_path = Vec::new();
    let mut cur = d;
    while let Some((hd, hi)) = geometry.frames[cur].as_ref().and_then(|f| f.host) {
        frame_path.push(css_selector(&snapshot.docs[hd], &inherited[hd], hi));
        cur = hd;
    }
    frame_path.reverse();
    Some(Found {
        doc: d,
        node: i,
        id: String::new(),
        bounds,
        fragments,
        shows,
        text,
        sensitive: is_sensitive(node, input_type.as_deref())
            || (dom_editable && named_secret(doc, inh, i)),
        href: node
            .attr("href")
            .filter(|_| matches!(tag.as_str(), "a" | "area"))
            .map(str::to_string),
        tag,
        input_type,
        paint_order: layout.paint_order,
        frame_path,
        dom_disabled,
        dom_editable,
        selector: css_selector(doc, inh, i),
        xpath: xpath(doc, inh, i),
        parent_id: None,
        label_rects: Vec::new(),
        content_rects: Vec::new(),
    })
}

/// A rotated or skewed box covers its quad, not the bounding box the
/// snapshot gives, and an inline element under a rotation the quads of its
/// pieces (its lines), and of its box when it lies on one line: a click at
/// a corner of a bounding box reaches what lies beside. The rows of clicks
/// those quads take ([`Quad::pixel_rows`]), or `None` for a box that keeps
/// the axes.
/// (Inline boxes take no transform of their own: the pieces turn with the
/// element.)
fn quad_rows(snapshot: &Snapshot, geometry: &Geometry, d: usize, i: usize) -> Option<Vec<Bounds>> {
    let doc = snapshot.docs.get(d)?;
    let layout = doc.nodes[i].layout.as_ref()?;
    let quad = geometry.viewport_quad(d, i, &layout.bounds)?;
    let pieces: Vec<Bounds> = if layout.display == "inline" {
        inline_pieces(doc, geometry, d, i, Pieces::Clicks)
            .into_iter()
            .map(|(_, piece)| piece)
            .collect()
    } else {
        Vec::new()
    };
    let quads: Vec<_> = if pieces.is_empty() {
        vec![quad]
    } else {
        // On one line its box is its line fragment, which holds more than
        // its pieces: a label's box reaches below the radio on its line
        // (generated seed 1199). Lines of one wrapped over several, or
        // around a block, are not told apart under a turn, so those keep
        // their pieces.
        let box_pieces: Vec<Bounds> = inline_pieces(doc, geometry, d, i, Pieces::Box)
            .into_iter()
            .map(|(_, piece)| piece)
            .collect();
        let one_line = !holds_block(doc, i)
            && geometry
                .turn_of(d, i)
                .is_some_and(|linear| on_one_turned_line(&linear, &box_pieces));
        let own = one_line.then_some(layout.bounds);
        own.iter()
            .chain(&pieces)
            .take(MAX_LINE_FRAGMENTS)
            .filter_map(|p| geometry.viewport_quad(d, i, p))
            .collect()
    };
    let pixel = geometry.pixel;
    let per_quad = (MAX_QUAD_STRIPS / quads.len().max(1)).max(1);
    let rows = quads.iter().flat_map(|q| q.pixel_rows(pixel, per_quad));
    // Rounded corners take the clicks inside their curves only.
    Some(match geometry.viewport_rounded(snapshot, d, i) {
        Some(shape) => rows.filter_map(|r| shape.trim_row(&r, pixel)).collect(),
        None => rows.collect(),
    })
}

/// How many pieces of an inline element the visibility test tries after
/// its centre.
const MAX_FRAGMENTS_TRIED: usize = 8;

/// Most line fragments recorded for one element; a link wrapped over more
/// lines keeps its whole box.
const MAX_LINE_FRAGMENTS: usize = 32;

/// Most rectangles the uncovered part of a partly covered box is recorded
/// as; a more ragged part keeps its parts uncut. A turned box's rows must
/// fit, or one partly covered keeps the rows its neighbour covers.
const MAX_UNCOVERED_PARTS: usize = MAX_QUAD_STRIPS;

/// Most strips a box with rounded corners is recorded as (one per run of
/// rows of equal extent; rows are joined beyond this).
const MAX_ROUNDED_STRIPS: usize = 64;

/// Most strips a rotated box's quad is recorded as (a row of device pixels
/// each up to this many rows, taller beyond). A strip of several rows is
/// as wide as the quad at its middle, so near a gently slanted edge it
/// reaches many pixels past it: 512 keeps boxes up to 256 CSS px high
/// exact at scale 2.
const MAX_QUAD_STRIPS: usize = 512;

/// A box a click can reach an element through: rendered, non-empty,
/// `visibility` visible and taking pointer events. A box that is hidden or
/// takes no pointer events lets clicks pass to whatever lies under it (its
/// descendants that take pointer events again still count).
fn reaches_through(l: &Layout, b: &Bounds) -> bool {
    !b.is_empty() && takes_clicks(l)
}

/// The pieces a click reaches an inline element through, in document
/// order (document coordinates): the line fragments of its text (the
/// snapshot's text boxes), the lines of the blocks in it
/// ([`Geometry::block_line`]), and the boxes of the atomic elements in it, whose
/// own boxes take their clicks: not `display: inline` (inline blocks,
/// blocks positioned out of flow), replaced (an image is inline but has no
/// rendered children) or not HTML (an SVG icon). Other inline elements
/// inside are looked through, as their boxes are unions too. With
/// `Pieces::Box`, only those that make the element's own box: its lines
/// and what sits on them, not the boxes positioned out of flow or floated
/// inside it (a visually hidden checkbox in a label takes the label's
/// clicks but is no part of the label's box). Each piece comes with the
/// node it is of.
fn inline_pieces(
    doc: &Document,
    geometry: &Geometry,
    d: usize,
    i: usize,
    pieces: Pieces,
) -> Vec<(usize, Bounds)> {
    if doc.nodes[i].layout.is_none() {
        return Vec::new();
    }
    let counts = |_: usize, l: &Layout, b: &Bounds| match pieces {
        Pieces::Clicks => reaches_through(l, b),
        Pieces::Box => !b.is_empty(),
    };
    outermost_boxes(doc, i, counts, |c, node, l| {
        if let Some(line) = geometry.block_line(d, c) {
            // The line is the inline element's fragment, not the block's:
            // a block that takes no clicks or is hidden still leaves its
            // line to the inline around it. Where that inline takes none,
            // a block that does still takes them on its own box
            // (generated seed 1089).
            let holder = doc.nodes[line.inline].layout.as_ref().unwrap_or(l);
            if pieces == Pieces::Clicks && !takes_clicks(holder) {
                Walk::Take(l.bounds, l)
            } else {
                Walk::Take(line.bounds, holder)
            }
        } else if pieces == Pieces::Box && l.is_out_of_flow() {
            Walk::Skip
        } else if node.node_type == 1 && (l.display != "inline" || is_atomic_inline(doc, c)) {
            Walk::Take(l.bounds, l)
        } else {
            Walk::Through
        }
    })
}

/// Whether piece `piece` of an inline element, of node `k`
/// ([`inline_pieces`]), lies on one of the element's lines: a box out of
/// flow does not, nor a block's own box, taken where the line of that
/// block takes no clicks.
fn is_on_line(doc: &Document, geometry: &Geometry, d: usize, k: usize, piece: &Bounds) -> bool {
    let out_of_flow = doc.nodes[k]
        .layout
        .as_ref()
        .is_some_and(Layout::is_out_of_flow);
    let own_box_of_block = geometry
        .block_line(d, k)
        .is_some_and(|line| line.bounds != *piece);
    !out_of_flow && !own_box_of_block
}

/// Which pieces of an inline element [`inline_pieces`] gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pieces {
    /// Every box a click reaches it through.
    Clicks,
    /// Those that make its own box, whether or not a click reaches it
    /// there.
    Box,
}

/// What [`outermost_boxes`] does with a descendant.
enum Walk<'d> {
    /// Takes this box (not looking into the descendant) when the layout
    /// given with it takes clicks, and looks into it when it does not.
    Take(Bounds, &'d Layout),
    /// As `Take`, and looks into it for boxes that reach outside the box
    /// taken (what overflows it), which are taken too.
    Spread(Bounds, &'d Layout),
    /// Looks into it.
    Through,
    /// Leaves it out, and all inside it.
    Skip,
}

/// The boxes under element `i` (document order, document coordinates) that
/// `counts` (given the node a box is of and the layout that holds it)
/// keeps, each with the node it is of: text by its line fragments, and for the outermost descendants
/// `walk` takes, their box; the rest is looked through or left out as
/// `walk` says, and a box `counts` does not keep is looked into. Inside a
/// box taken by `Walk::Spread`, only what reaches outside it is kept.
fn outermost_boxes<'d>(
    doc: &'d Document,
    i: usize,
    counts: impl Fn(usize, &Layout, &Bounds) -> bool,
    walk: impl Fn(usize, &'d Node, &'d Layout) -> Walk<'d>,
) -> Vec<(usize, Bounds)> {
    let mut boxes = Vec::new();
    // Each node with the box taken around it, if any.
    let mut stack: Vec<(usize, Option<Bounds>)> = doc.nodes[i]
        .children
        .iter()
        .rev()
        .map(|&c| (c, None))
        .collect();
    while let Some((c, around)) = stack.pop() {
        let node = &doc.nodes[c];
        let outside = |b: &Bounds| around.is_none_or(|a| !a.contains_bounds(b));
        let mut inside = around;
        if let Some(l) = &node.layout {
            // Text by its lines; a pseudo-element's box holds its text.
            if !l.text_boxes.is_empty() && !node.is_pseudo_box() {
                boxes.extend(
                    l.text_boxes
                        .iter()
                        .map(|t| t.bounds)
                        .filter(|b| counts(c, l, b) && outside(b))
                        .map(|b| (c, b)),
                );
                continue;
            }
            match walk(c, node, l) {
                Walk::Take(own, holder) if counts(c, holder, &own) => {
                    if outside(&own) {
                        boxes.push((c, own));
                    }
                    continue;
                }
                Walk::Spread(own, holder) if counts(c, holder, &own) => {
                    if outside(&own) {
                        boxes.push((c, own));
                    }
                    inside = Some(own);
                }
                Walk::Skip => continue,
                Walk::Take(..) | Walk::Spread(..) | Walk::Through => {}
            }
        }
        stack.extend(node.children.iter().rev().map(|&k| (k, inside)));
    }
    boxes
}

/// The lines an inline element's pieces sit on (in document order, so
/// line by line), each the union of its pieces: a piece joins the line
/// before it when they sit on one line ([`same_line`]).
fn lines_of(pieces: &[Bounds]) -> Vec<Bounds> {
    let mut lines: Vec<Bounds> = Vec::new();
    for piece in pieces {
        match lines.last_mut() {
            Some(line) if same_line(line, piece) => *line = line.union(piece),
            _ => lines.push(*piece),
        }
    }
    lines
}

/// Where clicks reach a wrapped inline element, one box per line of
/// `clicks` (the pieces a click reaches it through, [`Pieces::Clicks`],
/// that lie on its lines: a block positioned out of flow in a link around
/// blocks is on none, and taken as one it joined the lines it overlaps
/// into one box with the margins between them, generated seed 1355),
/// each stretched vertically to the element's box edges by what the first
/// and last lines of its box (`all`, [`Pieces::Box`]) leave of it: the
/// element's own padding and border, which each of its line fragments
/// holds and its text does not. `None` when its box says where it is: on
/// at most one line, reached on every line, or on more than
/// [`MAX_LINE_FRAGMENTS`]. A line no click reaches it on (a block in a
/// `pointer-events: none` span inside a link) is left out, so the element
/// can be reached on one line of several, or on none.
fn line_fragments(clicks: &[Bounds], all: &[Bounds], bounds: &Bounds) -> Option<Vec<Bounds>> {
    let lines = lines_of(clicks);
    let box_lines = lines_of(all);
    let every_line = box_lines
        .iter()
        .all(|line| lines.iter().any(|l| same_line(l, line)));
    if (every_line && lines.len() < 2) || lines.len() > MAX_LINE_FRAGMENTS {
        return None;
    }
    let above = box_lines.first().map_or(0.0, |l| (l.y - bounds.y).max(0.0));
    let below = box_lines
        .last()
        .map_or(0.0, |l| (bounds.bottom() - l.bottom()).max(0.0));
    Some(
        lines
            .iter()
            .filter_map(|line| {
                Bounds::new(
                    line.x,
                    line.y - above,
                    line.width,
                    line.height + above + below,
                )
                .intersection(bounds)
            })
            .collect(),
    )
}

/// Whether an inline element turned by `linear` lies on one line, worked
/// out in its own coordinates, where its lines lie on the axes (the
/// snapshot bounds each of its pieces `all`, [`Pieces::Box`], by the
/// bounding box of its turned rectangle): then its box is its one line
/// fragment. `false` when the turn cannot be undone (near 45°,
/// [`Linear::quad_of`]).
fn on_one_turned_line(linear: &Linear, all: &[Bounds]) -> bool {
    let Some(back) = linear.inverse() else {
        return false;
    };
    let own_axes = |b: &Bounds| -> Option<Bounds> {
        let quad = linear.quad_of(b)?;
        Some(Quad::around(&quad.0.map(|p| back.apply(p.x, p.y)))?.bounds())
    };
    all.iter()
        .map(own_axes)
        .collect::<Option<Vec<_>>>()
        .is_some_and(|pieces| lines_of(&pieces).len() == 1)
}

/// The boxes of the outermost descendants a click reaches an element
/// through (text by its line fragments), and of what inside them reaches
/// outside their boxes (a click on a child overflowing the box that takes
/// pointer events again reaches the link around it), for an element that
/// takes no pointer events itself or has an empty box of its own, in the
/// viewport, each cut to what clips it (a
/// paragraph in a scrolled `overflow: hidden` box shows only inside that
/// box); a turned box gives its quad as strips, sharing what room is left
/// with the other turned boxes (its bounding box would take clicks at
/// corners it leaves to what lies beside). More than
/// [`MAX_REACHING_BOXES`] become their union.
fn reaching_boxes(doc: &Document, geometry: &Geometry, d: usize, i: usize) -> Vec<Bounds> {
    let found: Vec<(Bounds, Option<Quad>, Bounds)> = outermost_boxes(
        doc,
        i,
        |_, l, b| reaches_through(l, b),
        |_, _, l| Walk::Spread(l.bounds, l),
    )
    .into_iter()
    .filter_map(|(c, b)| {
        let clip = geometry.clips[d][c]?;
        let shown = geometry.viewport_bounds(d, b)?.intersection(&clip)?;
        // A quad's rows are whole pixels, cut by those of the clip.
        let pixels = geometry.pixel_grid(d, c).outward(&clip);
        Some((shown, geometry.viewport_quad(d, c, &b), pixels))
    })
    .collect();
    let turned = found.iter().filter(|(_, quad, _)| quad.is_some()).count();
    let per_quad = (MAX_REACHING_BOXES.saturating_sub(found.len() - turned) / turned.max(1))
        .clamp(1, MAX_QUAD_STRIPS);
    let boxes: Vec<Bounds> = found
        .into_iter()
        .flat_map(|(shown, quad, clip)| match quad {
            Some(quad) => quad
                .pixel_rows(geometry.pixel, per_quad)
                .into_iter()
                .filter_map(|row| row.intersection(&clip))
                .collect(),
            None => vec![shown],
        })
        .collect();
    match boxes.split_first() {
        Some((first, rest)) if boxes.len() > MAX_REACHING_BOXES => {
            vec![rest.iter().fold(*first, |acc, b| acc.union(b))]
        }
        _ => boxes,
    }
}

/// The extent of an inline wrapper with an empty box of its own: the union
/// of the outermost descendant boxes a click can reach it through (their
/// border boxes, as any element's box is, without what overflows them: a
/// fixed paragraph in an absolute block lies outside the link's box), each
/// placed in the viewport first: in a document shown turned, the corners
/// of the union of the boxes reach past the boxes once turned.
fn descendant_union(doc: &Document, geometry: &Geometry, d: usize, i: usize) -> Option<Union> {
    // Where the wrapper is, inert or not: behind a modal dialog it shows
    // there, taking no clicks. A box 0 px wide is nowhere, also under a
    // rotation, where its bounding box has area (generated seed 1473).
    let shows = |c: usize, l: &Layout, b: &Bounds| {
        !geometry.has_no_area(d, c, b) && styled_to_take_clicks(l)
    };
    let boxes = outermost_boxes(doc, i, shows, |_, _, l| Walk::Take(l.bounds, l));
    let extent = boxes.iter().map(|&(_, b)| b).reduce(|a, b| a.union(&b))?;
    let on_screen = boxes
        .iter()
        .filter_map(|&(c, b)| geometry.node_bounds(d, c, b))
        .reduce(|a, b| a.union(&b))?;
    let clip = boxes
        .iter()
        .filter_map(|&(c, _)| geometry.clips[d][c])
        .reduce(|a, b| a.union(&b));
    Some(Union {
        extent,
        on_screen,
        clip,
    })
}

/// What [`descendant_union`] finds.
struct Union {
    /// The union in document coordinates.
    extent: Bounds,
    /// The union of the boxes placed in the viewport.
    on_screen: Bounds,
    /// The region that shows them: the union of their clips (viewport
    /// coordinates; `None` when every one is clipped away).
    clip: Option<Bounds>,
}

/// Fields whose content must never reach a file: passwords, one-time
/// codes, payment card data.
fn is_sensitive(node: &Node, input_type: Option<&str>) -> bool {
    input_type == Some(PASSWORD_INPUT_TYPE)
        || node
            .attr("autocomplete")
            .is_some_and(is_sensitive_autocomplete)
}

/// Whether an editable field's name, id, placeholder, ARIA label, title or
/// label text says it holds a secret (an API key in a `type=text` field, a
/// card number field without `autocomplete`).
fn named_secret(doc: &Document, inh: &Inherited, i: usize) -> bool {
    let node = &doc.nodes[i];
    let scope = inh.scope[i];
    let own = ["name", "id", "placeholder", "aria-label", "title"]
        .iter()
        .filter_map(|a| node.attr(a));
    if own.into_iter().any(names_secret_field) {
        return true;
    }
    let by_id = |id: &str| inh.first_with_id.get(&(scope, id.to_string())).copied();
    let mut labels: Vec<usize> = node
        .attr("aria-labelledby")
        .into_iter()
        .flat_map(str::split_ascii_whitespace)
        .filter_map(by_id)
        .collect();
    if let Some(id) = node.attr("id") {
        labels.extend(
            inh.labels_for
                .get(&(scope, id.to_string()))
                .into_iter()
                .flatten(),
        );
    }
    let mut ancestor = node.parent;
    while let Some(a) = ancestor {
        if inh.scope[a] != scope {
            break;
        }
        if doc.nodes[a].name == "label" {
            labels.push(a);
            break;
        }
        ancestor = doc.nodes[a].parent;
    }
    labels
        .into_iter()
        .any(|l| visible_text(doc, &inh.editable, l).is_some_and(|text| names_secret_field(&text)))
}

/// Rendered text under the element (same document), whitespace collapsed,
/// at most [`TEXT_MAX_CHARS`] characters. Editable regions inside are left
/// out: their text is what a person typed.
fn visible_text(doc: &Document, editable: &[bool], i: usize) -> Option<String> {
    let mut out = String::new();
    let mut stack: Vec<usize> = doc.nodes[i].children.iter().rev().copied().collect();
    while let Some(c) = stack.pop() {
        if out.chars().count() >= TEXT_MAX_CHARS {
            break;
        }
        let node = &doc.nodes[c];
        if editable[c] {
            continue;
        }
        if node.node_type == 3 {
            if node.layout.is_some() {
                for word in node.value.split_whitespace() {
                    if !out.is_empty() {
                        out.push(' ');
                    }
                    out.push_str(word);
                }
            }
            continue;
        }
        if node.content_document.is_some() {
            continue;
        }
        stack.extend(node.children.iter().rev());
    }
    let trimmed: String = out.chars().take(TEXT_MAX_CHARS).collect();
    let trimmed = trimmed.trim().to_string();
    (!trimmed.is_empty()).then_some(trimmed)
}

fn is_css_ident(s: &str) -> bool {
    let mut chars = s.chars();
    let first = chars.next();
    let first_ok = match first {
        Some('-') => chars
            .clone()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_'),
        Some(c) => c.is_ascii_alphabetic() || c == '_',
        None => false,
    };
    first_ok
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

fn quoted(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

fn unique_id<'a>(doc: &'a Document, inh: &Inherited, i: usize) -> Option<&'a str> {
    let id = doc.nodes[i].attr("id")?;
    (!id.is_empty() && inh.id_counts.get(&(inh.scope[i], id.to_string())) == Some(&1)).then_some(id)
}

/// Element siblings in the same tree scope with the same tag: (position
/// 1-based, how many).
fn position_among_same_tag(inh: &Inherited, i: usize) -> (usize, usize) {
    inh.same_tag[i]
}

/// A CSS selector for the element within its document; shadow boundaries
/// are joined with ` >>> ` (each part is relative to that shadow root).
pub(crate) fn css_selector(doc: &Document, inh: &Inherited, i: usize) -> String {
    let mut parts = Vec::new();
    let mut cur = i;
    loop {
        let node = &doc.nodes[cur];
        if let Some(id) = unique_id(doc, inh, cur) {
            parts.push(if is_css_ident(id) {
                format!("#{id}")
            } else {
                format!("[id={}]", quoted(id))
            });
            break;
        }
        let (pos, count) = position_among_same_tag(inh, cur);
        parts.push(if count > 1 {
            format!("{}:nth-of-type({pos})", node.name)
        } else {
            node.name.clone()
        });
        match node.parent {
            // The top of a shadow tree: anchored at its root, or the step
            // would select every same-tag element of the tree.
            Some(p) if inh.scope[cur] == Some(p) => {
                parts.push(":host".to_string());
                break;
            }
            Some(p) if doc.nodes[p].is_element() => cur = p,
            _ => break,
        }
    }
    parts.reverse();
    let own = parts.join(" > ");
    match inh.scope[i] {
        Some(host) => format!("{} >>> {own}", css_selector(doc, inh, host)),
        None => own,
    }
}

/// An XPath within the element's document; `None` inside shadow trees,
/// which XPath cannot enter.
fn xpath(doc: &Document, inh: &Inherited, i: usize) -> Option<String> {
    if inh.scope[i].is_some() {
        return None;
    }
    let mut steps = Vec::new();
    let mut cur = i;
    loop {
        let node = &doc.nodes[cur];
        if let Some(id) = unique_id(doc, inh, cur)
            && !id.contains('"')
        {
            steps.push(format!("/*[@id=\"{id}\"]"));
            steps.push("/".to_string());
            break;
        }
        let (pos, count) = position_among_same_tag(inh, cur);
        let name = if node.html {
            node.name.clone()
        } else {
            format!("*[name()='{}']", node.name)
        };
        steps.push(if count > 1 {
            format!("/{name}[{pos}]")
        } else {
            format!("/{name}")
        });
        match node.parent {
            Some(p) if doc.nodes[p].is_element() => cur = p,
            _ => break,
        }
    }
    steps.reverse();
    Some(steps.concat())
}

/// Attributes that name an element independently of where it sits.
const STABLE_ATTRS: &[&str] = &[
    "id",
    "name",
    "type",
    "href",
    "role",
    "aria-label",
    "data-testid",
    "data-test",
    "data-qa",
    "placeholder",
    "title",
    "for",
];

/// Attributes strong enough that the text is not needed in the key.
const NAMING_ATTRS: &[&str] = &[
    "id",
    "name",
    "href",
    "aria-label",
    "data-testid",
    "data-test",
    "data-qa",
    "placeholder",
    "title",
];

/// The id key of an element: the iframe and shadow hosts above it, the
/// nearest ancestor with an `id`, its tag, its stable attributes, and its
/// text when no attribute names it. Positions are left out on purpose, so
/// an element added elsewhere does not move anyone's id.
fn id_key(snapshot: &Snapshot, inherited: &[Inherited], f: &Found) -> String {
    let doc = &snapshot.docs[f.doc];
    let node = &doc.nodes[f.node];
    let mut key = String::new();
    for frame in &f.frame_path {
        key.push_str("frame:");
        key.push_str(frame);
        key.push('\u{1f}');
    }
    let inh = &inherited[f.doc];
    let mut host = inh.scope[f.node];
    let mut hosts = Vec::new();
    while let Some(h) = host {
        hosts.push(element_key(&doc.nodes[h]));
        host = inh.scope[h];
    }
    for h in hosts.iter().rev() {
        key.push_str("host:");
        key.push_str(h);
        key.push('\u{1f}');
    }
    let mut anc = node.parent;
    while let Some(a) = anc {
        if inh.scope[a] != inh.scope[f.node] {
            break;
        }
        if let Some(id) = doc.nodes[a].attr("id").filter(|v| !v.is_empty()) {
            key.push_str("under:#");
            key.push_str(id);
            key.push('\u{1f}');
            break;
        }
        anc = doc.nodes[a].parent;
    }
    key.push_str(&element_key(node));
    if !NAMING_ATTRS.iter().any(|a| node.attr(a).is_some()) {
        key.push_str("\u{1f}text:");
        key.extend(f.text.as_deref().unwrap_or("").chars().take(80));
    }
    key
}

fn element_key(node: &Node) -> String {
    let mut key = node.name.clone();
    for attr in STABLE_ATTRS {
        if let Some(v) = node.attr(attr) {
            key.push_str(&format!("[{attr}={v}]"));
        }
    }
    // The value names a choice or a button; in text fields it is content
    // (possibly secret) and stays out of the key.
    let value_names_it = node.name == "input"
        && node.attr("type").is_some_and(|t| {
            matches!(
                t.to_ascii_lowercase().as_str(),
                "radio" | "checkbox" | "submit" | "button" | "reset" | "image"
            )
        });
    if value_names_it && let Some(v) = node.attr("value") {
        key.push_str(&format!("[value={v}]"));
    }
    key
}

/// `<tag>-<8 hex of sha256(key)>`, and `-2`, `-3`, ... for later elements
/// with the same key, in document order.
fn assign_ids(snapshot: &Snapshot, inherited: &[Inherited], found: &mut [Found]) {
    let mut seen: HashMap<String, usize> = HashMap::new();
    for f in found.iter_mut() {
        let digest = Sha256::digest(id_key(snapshot, inherited, f).as_bytes());
        let base = format!("{}-{}", sanitize(&f.tag), hex::encode(&digest[..4]));
        let n = seen.entry(base.clone()).or_default();
        *n += 1;
        f.id = if *n == 1 { base } else { format!("{base}-{n}") };
    }
}

fn sanitize(tag: &str) -> String {
    tag.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect()
}
