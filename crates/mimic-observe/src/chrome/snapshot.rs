//! `DOMSnapshot.captureSnapshot`, read into a flat node table.
//!
//! The raw result is JSON read by tolerant types (every field defaulted,
//! unknown fields ignored). `inputValue` and `textValue` (what a person
//! typed, passwords included) are read into [`FieldValue`] for one test
//! only: whether the scrubber would redact it, so its pixels are masked
//! ([`super::masks`]). They are never written or logged, and neither is the
//! raw snapshot.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use serde::Deserialize;
use serde_json::json;

use mimic_schema::Bounds;

use super::flat_tree::{self, Paths};
use super::page::Page;
use super::rounded::Corners;
use super::transform::{self, Affine, Linear};
use super::{Error, cdp};

/// Computed styles requested per layout node, in this order.
const STYLES: [&str; 35] = [
    "visibility",
    "pointer-events",
    "cursor",
    "overflow-x",
    "overflow-y",
    "position",
    "display",
    "float",
    "transform",
    "border-radius",
    "zoom",
    "z-index",
    "opacity",
    "border-top-width",
    "border-right-width",
    "border-bottom-width",
    "border-left-width",
    "transform-origin",
    // What else gives a box a paint layer that paints itself
    // ([`fold_unpainted_layers`]).
    "filter",
    "will-change",
    "clip-path",
    "mix-blend-mode",
    "backdrop-filter",
    "isolation",
    "contain",
    // A box positioned out of flow shows (and takes clicks) only inside
    // its `clip` rectangle: the visually hidden pattern clips to nothing.
    "clip",
    // What gives an inline element a box fragment of its own (with
    // borders, position and the paint layers above): see
    // [`mark_culled_inlines`].
    "background-color",
    "background-image",
    "box-shadow",
    "outline-style",
    "margin",
    "padding",
    // How far a block's line boxes, which take clicks for it, reach
    // above and below its text ([`Layout::line_height`]).
    "line-height",
    // How far relative positioning moves a box from where it was laid
    // out, and its line with it not ([`Layout::relative_offset`]).
    "top",
    "left",
];

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct RawSnapshot {
    documents: Vec<RawDocument>,
    strings: Vec<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct RawDocument {
    #[serde(rename = "documentURL")]
    document_url: i64,
    frame_id: i64,
    title: i64,
    nodes: RawNodes,
    layout: RawLayout,
    text_boxes: RawTextBoxes,
    scroll_offset_x: f64,
    scroll_offset_y: f64,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct RawNodes {
    parent_index: Vec<i64>,
    node_type: Vec<i64>,
    shadow_root_type: RareStrings,
    node_name: Vec<i64>,
    node_value: Vec<i64>,
    backend_node_id: Vec<i64>,
    attributes: Vec<Vec<i64>>,
    content_document_index: RareIntegers,
    pseudo_type: RareStrings,
    is_clickable: RareBooleans,
    input_value: RareStrings,
    text_value: RareStrings,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct RareStrings {
    index: Vec<usize>,
    value: Vec<i64>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct RareIntegers {
    index: Vec<usize>,
    value: Vec<i64>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct RareBooleans {
    index: Vec<usize>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct RawLayout {
    node_index: Vec<usize>,
    styles: Vec<Vec<i64>>,
    bounds: Vec<Vec<f64>>,
    paint_orders: Vec<i64>,
    /// A text node's rendered text (whitespace collapsed, text-transform
    /// applied), which its text boxes index.
    text: Vec<i64>,
}

/// One entry per line fragment of a rendered text node.
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct RawTextBoxes {
    layout_index: Vec<usize>,
    bounds: Vec<Vec<f64>>,
    start: Vec<usize>,
    length: Vec<usize>,
}

/// A form field's current value, held only to test it against the token
/// detectors; its `Debug` never shows it.
#[derive(Clone, Default)]
pub(crate) struct FieldValue(String);

impl FieldValue {
    pub(crate) fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for FieldValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("FieldValue(..)")
    }
}

/// One line fragment of a rendered text node: where it is, and which
/// characters (UTF-16 code units of [`Layout::text`]) it shows.
#[derive(Debug, Clone, Copy)]
pub(crate) struct TextBox {
    pub(crate) bounds: Bounds,
    pub(crate) start: usize,
    pub(crate) length: usize,
}

/// Whether a node lives in a shadow tree, and which kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ShadowKind {
    Open,
    Closed,
}

/// Turns each element's own `zoom` into its effective zoom, document by
/// document: Chromium lays out the document of an iframe zoomed by the
/// iframe's effective zoom, so that document's nodes start from it.
fn effective_zooms(snapshot: &mut Snapshot) {
    let count = snapshot.docs.len();
    let mut root_zoom = vec![1.0; count];
    let mut done = vec![false; count];
    // The top document first, each document's iframes' right after it;
    // documents no iframe leads to (none, in practice) start from 1.
    let mut queue: Vec<usize> = (0..count).rev().collect();
    while let Some(d) = queue.pop() {
        if d >= count || done[d] {
            continue;
        }
        done[d] = true;
        let nodes = &mut snapshot.docs[d].nodes;
        effective_zoom(nodes, root_zoom[d]);
        for node in nodes.iter() {
            if let (Some(child), Some(layout)) = (node.content_document, &node.layout)
                && child < count
                && !done[child]
            {
                root_zoom[child] = layout.zoom;
                queue.push(child);
            }
        }
    }
}

/// The effective zoom of one document's nodes, from `root` (parents
/// precede children in the snapshot). A text node reports its element's
/// styles and passes its parent's zoom on; an element without a box
/// (`display: contents`, a slot) passes on its parent's times its own,
/// which the snapshot does not give ([`Node::boxless_zoom`]).
fn effective_zoom(nodes: &mut [Node], root: f64) {
    let mut zoom = vec![root; nodes.len()];
    for i in 0..nodes.len() {
        let inherited = nodes[i].parent.filter(|&p| p < i).map_or(root, |p| zoom[p]);
        let is_element = nodes[i].node_type == 1;
        zoom[i] = inherited * nodes[i].boxless_zoom.unwrap_or(1.0);
        if let Some(layout) = nodes[i].layout.as_mut() {
            if is_element {
                zoom[i] *= layout.zoom;
            }
            layout.zoom = zoom[i];
        }
    }
}

/// Whether computed styles `filter` to `contain` (STYLES 18 to 24) give
/// a box a paint layer that paints itself: each makes it a stacking
/// context (or promises to, `will-change`).
fn groups_its_painting(style: impl Fn(usize) -> String) -> bool {
    let not = |k: usize, initial: &[&str]| {
        let value = style(k);
        !value.is_empty() && !initial.contains(&value.trim())
    };
    not(18, &["none"])
        || not(19, &["auto"])
        || not(20, &["none"])
        || not(21, &["normal"])
        || not(22, &["none"])
        || not(23, &["auto"])
        || ["paint", "strict", "content"]
            .iter()
            .any(|v| style(24).split_whitespace().any(|w| w == *v))
}

/// Gives the boxes of a paint layer that does not paint itself the paint
/// order of the layer around it. The snapshot numbers every paint layer,
/// but Chromium paints (and hit-tests) one that is not self-painting as
/// part of its parent layer, in tree order and phase: a box that clips
/// its overflow (`overflow` other than `visible`, scrolling or not) or an
/// `iframe` gets such a layer, and a paragraph after it in the tree, moved
/// over it, takes the clicks there (probed with `DOM.getNodeForLocation`,
/// the fidelity checker's referee). A layer paints itself when its element is
/// the document's, positioned, transformed, translucent, stacked in a
/// flex or grid container, or grouped ([`groups_its_painting`]).
fn fold_unpainted_layers(nodes: &mut [Node], grouped: &[bool]) {
    let mut folded: HashMap<i64, i64> = HashMap::new();
    for i in 0..nodes.len() {
        // The layer of the nearest ancestor with a box, and its display.
        let mut up = nodes[i].parent.filter(|&p| p < i);
        let mut around = None;
        while let Some(p) = up {
            if let Some(l) = &nodes[p].layout {
                around = Some((l.paint_order, l.display.clone(), nodes[p].node_type));
                break;
            }
            up = nodes[p].parent.filter(|&q| q < p);
        }
        let is_element = nodes[i].node_type == 1;
        let Some(layout) = nodes[i].layout.as_mut() else {
            continue;
        };
        let positioned = !matches!(layout.position.as_str(), "" | "static");
        let stacked_item = layout.z_index.is_some()
            && around.as_ref().is_some_and(|(_, display, _)| {
                display.contains("flex") || display.contains("grid")
            });
        layout.paints_itself = is_element
            && (positioned
                || layout.affine.is_some()
                || layout.opacity < 1.0
                || stacked_item
                || grouped.get(i).copied().unwrap_or(true));
        if let Some(&to) = folded.get(&layout.paint_order) {
            layout.paint_order = to;
            continue;
        }
        let Some((outer, _, outer_type)) = around else {
            continue;
        };
        if !is_element || layout.paint_order == outer || outer_type == 9 {
            continue;
        }
        if !layout.paints_itself {
            folded.insert(layout.paint_order, outer);
            layout.paint_order = outer;
        }
    }
}

/// Marks the inline elements Chromium culls: it gives an inline element
/// that is not replaced a box fragment of its own when its styles decorate
/// it ([`Layout::decorated`]) or when it holds, in its flow, a box that has one: an atomic inline (an
/// image, an `svg`, a checkbox, an inline block) or an inline element that
/// is not culled (children without a box, as `display: contents` and
/// slots, are looked through). Probed with `elementFromPoint` on text whose
/// top lies at a half pixel: the text of a culled inline takes the row it
/// touches, that of a label holding a checkbox or a link around padded
/// code does not; `vertical-align`, a larger font, `margin: 0` or a
/// transparent background leave an inline culled.
fn mark_culled_inlines(nodes: &mut [Node]) {
    // Children come after their parents, so one pass from the end sees
    // every child before its parent.
    let mut has_box = vec![false; nodes.len()];
    for i in (0..nodes.len()).rev() {
        let holds_box = nodes[i].children.iter().any(|&c| has_box[c]);
        let node = &nodes[i];
        has_box[i] = match &node.layout {
            None => holds_box,
            Some(l) if node.node_type == 1 && !l.is_out_of_flow() => {
                let atomic = l.display.starts_with("inline-")
                    || (l.display == "inline"
                        && transform::applies(node.html, &node.name, "inline"));
                atomic || (node.is_plain_inline() && (l.decorated || holds_box))
            }
            Some(_) => false,
        };
        let culled = node.is_plain_inline() && !has_box[i];
        if let Some(l) = nodes[i].layout.as_mut() {
            l.culled = culled;
        }
    }
}

/// One DOM node of one document.
#[derive(Debug, Clone, Default)]
pub(crate) struct Node {
    pub(crate) parent: Option<usize>,
    pub(crate) children: Vec<usize>,
    /// DOM nodeType: 1 element, 3 text, 9 document, ...
    pub(crate) node_type: i64,
    /// Tag name: lower-case for HTML elements, as written for SVG/MathML
    /// (`foreignObject`), `#text` etc. for other nodes.
    pub(crate) name: String,
    /// An element in the HTML namespace (Chromium reports those upper-case).
    pub(crate) html: bool,
    /// Text of text nodes.
    pub(crate) value: String,
    pub(crate) backend_id: i64,
    pub(crate) attributes: Vec<(String, String)>,
    pub(crate) shadow: Option<ShadowKind>,
    /// Index of the document an iframe element hosts.
    pub(crate) content_document: Option<usize>,
    /// A pseudo-element (`before`, `after`, `marker`, ...).
    pub(crate) pseudo: bool,
    /// Chromium says the node responds to clicks (listener or native).
    pub(crate) clickable: bool,
    /// The element hosts a shadow root (not a user-agent one): its
    /// children in the snapshot, which is the flat tree, are that root's.
    pub(crate) shadow_host: bool,
    /// An input's or textarea's current value (see [`FieldValue`]).
    pub(crate) field_value: Option<FieldValue>,
    /// The own `zoom` of an element without a box that holds boxes (a
    /// `display: contents` element, a slot): Chromium zooms what it holds,
    /// and the snapshot gives styles of boxes only, so it is read apart
    /// ([`read_element_facts`]). `None` for every other node.
    pub(crate) boxless_zoom: Option<f64>,
    /// Why the node takes no input, if it does not ([`mark_inert`]).
    pub(crate) inert: Option<Inert>,
    pub(crate) layout: Option<Layout>,
}

/// Why a node is inert: it takes no clicks, keys or focus, and Chromium
/// hit-tests through it as through `pointer-events: none`, though its
/// computed style does not say so.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Inert {
    /// An `inert` attribute on it or a flat-tree ancestor.
    Marked,
    /// Its document shows a modal dialog that does not hold it.
    Blocked,
}

impl Node {
    pub(crate) fn attr(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub(crate) fn is_element(&self) -> bool {
        self.node_type == 1 && !self.pseudo
    }

    /// An open `<dialog>`, shown modally or not.
    pub(crate) fn is_open_dialog(&self) -> bool {
        self.is_element() && self.html && self.name == "dialog" && self.attr("open").is_some()
    }

    /// A pseudo-element laid out as a box of its own (a block, an inline
    /// block, positioned): it takes clicks on that box, not only on its
    /// generated text ([`Layout::text_boxes`]), as the element it belongs to.
    pub(crate) fn is_pseudo_box(&self) -> bool {
        self.pseudo && self.layout.as_ref().is_some_and(|l| l.display != "inline")
    }

    /// An element laid out as an inline box that is neither replaced nor
    /// a form control (a link, a span, a label): the kind Chromium may
    /// cull ([`Layout::culled`]).
    pub(crate) fn is_plain_inline(&self) -> bool {
        self.node_type == 1
            && self.layout.as_ref().is_some_and(|l| {
                l.display == "inline" && !transform::applies(self.html, &self.name, "inline")
            })
    }
}

/// Layout facts of a rendered node, in its document's coordinates.
#[derive(Debug, Clone)]
pub(crate) struct Layout {
    /// Position in the layout tree (document order of rendered nodes).
    pub(crate) order: usize,
    pub(crate) bounds: Bounds,
    pub(crate) paint_order: i64,
    /// An iframe element's boxes, read apart ([`read_element_facts`]).
    pub(crate) frame_box: Option<FrameBox>,
    pub(crate) visibility: String,
    pub(crate) pointer_events: String,
    /// The node is inert ([`Node::inert`]), copied here for the hit tests,
    /// which see layouts.
    pub(crate) inert: bool,
    pub(crate) cursor: String,
    pub(crate) overflow_x: String,
    pub(crate) overflow_y: String,
    pub(crate) position: String,
    pub(crate) display: String,
    /// `none` unless the box floats.
    pub(crate) float: String,
    /// An element's own computed `transform`, other than `none`, where it
    /// applies, whole: even a plain translation, which `transform` leaves
    /// out (the box's position holds it), makes the element a containing
    /// block and a stacking context, and the layout box is found again
    /// from it (`Affine::untransformed`).
    pub(crate) affine: Option<Affine>,
    /// Border widths, top, right, bottom, left, in CSS px (unzoomed): a
    /// box that clips its overflow clips it to its padding box, inside
    /// them ([`Layout::laid_out_borders`]).
    pub(crate) borders: [f64; 4],
    /// Padding widths, top, right, bottom, left, in CSS px (unzoomed).
    pub(crate) paddings: [f64; 4],
    /// Margins, top, right, bottom, left, in CSS px (unzoomed): the line
    /// of an atomic inline box holds them ([`Layout::margin_box`]).
    pub(crate) margins: [f64; 4],
    /// A computed `clip: rect(top, right, bottom, left)` in CSS px from the
    /// border box's top-left corner, `None` for a side that is `auto` (the
    /// border box's edge); `None` for `auto`. It applies to boxes
    /// positioned out of flow, themselves and all inside them.
    pub(crate) clip: Option<[Option<f64>; 4]>,
    /// An element's rounded corners (`None` when square).
    pub(crate) corners: Option<Corners>,
    /// An element's effective zoom: its own `zoom` times its ancestors'
    /// and the iframes' its document shows in (computed lengths are in
    /// unzoomed pixels, the boxes zoomed).
    pub(crate) zoom: f64,
    /// Its computed `z-index`; `None` for `auto`.
    pub(crate) z_index: Option<i64>,
    /// Its computed `line-height` in CSS px, unzoomed; `None` for `normal`,
    /// where a line of one font is as tall as its text.
    pub(crate) line_height: Option<f64>,
    /// How far `position: relative` moves the box across and down from
    /// where it was laid out, in CSS px, zoomed (its resolved `left` and
    /// `top`, which hold `right` and `bottom` when those apply); zero for
    /// any other position.
    pub(crate) relative_offset: (f64, f64),
    pub(crate) opacity: f64,
    /// An element whose paint layer paints itself: positioned,
    /// transformed, translucent, stacked in a flex or grid container, or
    /// grouped ([`fold_unpainted_layers`]). What it holds without such a
    /// layer of its own is painted, and hit-tested, as part of its layer.
    pub(crate) paints_itself: bool,
    /// An inline element that Chromium lays out without a box fragment
    /// of its own ([`mark_culled_inlines`]): it is hit-tested as what it
    /// holds, on every pixel its text touches, where one with a box
    /// fragment is hit-tested, with its text, on whole pixels
    /// (`geometry::Edges`).
    pub(crate) culled: bool,
    /// Whether its own styles give an inline element a box fragment: a
    /// background, a border, a box shadow or an outline to paint, a margin
    /// or padding, a position, or a paint layer of its own.
    pub(crate) decorated: bool,
    /// A text node's line fragments (its `bounds` is their union, which
    /// also covers what lies beside a wrapped line), or a pseudo-element's
    /// generated text's (its `bounds` stays its own box).
    pub(crate) text_boxes: Vec<TextBox>,
    /// A text node's rendered text, or a pseudo-element's generated text.
    pub(crate) text: String,
}

/// `v` (CSS px, zoomed) on Chromium's layout grid of 1/64 px: a length
/// laid out, recovered from values rounded elsewhere (a computed style's six
/// digits put a zoomed border a millionth of a pixel off, enough to take a
/// row of pixels more).
pub(crate) fn to_layout_unit(v: f64) -> f64 {
    const UNIT: f64 = 1.0 / 64.0;
    (v / UNIT).round() * UNIT
}

/// `b` moved in by `[top, right, bottom, left]`, lengths scaled by
/// `(across, down)`; never narrower or shorter than nothing.
fn inset(b: Bounds, [top, right, bottom, left]: [f64; 4], (across, down): (f64, f64)) -> Bounds {
    let (left, right) = (left * across, right * across);
    let (top, bottom) = (top * down, bottom * down);
    Bounds::new(
        b.x + left,
        b.y + top,
        (b.width - left - right).max(0.0),
        (b.height - top - bottom).max(0.0),
    )
}

/// Where an iframe element shows its document, in its own CSS px
/// (unzoomed).
#[derive(Debug, Clone, Copy)]
pub(crate) struct FrameBox {
    /// The content box, from the border box's top-left corner.
    pub(crate) content: Bounds,
    /// The border box's width.
    pub(crate) outer_width: f64,
}

impl Layout {
    /// Border widths, top, right, bottom, left, as laid out: zoomed, in the
    /// units of the box's bounds.
    pub(crate) fn laid_out_borders(&self) -> [f64; 4] {
        self.borders.map(|b| to_layout_unit(b * self.zoom))
    }

    /// Its padding box, inside its borders, where its border box is
    /// `border` (its bounds, or, where a turn is undone, the box turned
    /// back): `(across, down)` are the factors a transform scales that box
    /// by (`(1.0, 1.0)` for none), and its borders with them.
    pub(crate) fn padding_box(&self, border: Bounds, scale: (f64, f64)) -> Bounds {
        inset(border, self.laid_out_borders(), scale)
    }

    /// Its content box, inside borders and padding, placed and scaled as
    /// [`Layout::padding_box`].
    pub(crate) fn content_box(&self, border: Bounds, scale: (f64, f64)) -> Bounds {
        let paddings = self.paddings.map(|p| to_layout_unit(p * self.zoom));
        inset(self.padding_box(border, scale), paddings, scale)
    }

    /// Its margin box, placed and scaled as [`Layout::padding_box`];
    /// negative margins pull it in, never past its own size.
    pub(crate) fn margin_box(&self, border: Bounds, scale: (f64, f64)) -> Bounds {
        let outward = self.margins.map(|m| -to_layout_unit(m * self.zoom));
        inset(border, outward, scale)
    }

    /// A box positioned out of the flow (`absolute`, `fixed`) or floated.
    pub(crate) fn is_out_of_flow(&self) -> bool {
        matches!(self.position.as_str(), "absolute" | "fixed")
            || !matches!(self.float.as_str(), "" | "none")
    }

    /// The linear part of an element's own transform, when it has one that
    /// turns or scales its box (a translation has none: the box's position
    /// holds it).
    pub(crate) fn transform(&self) -> Option<Linear> {
        self.affine
            .map(|a| a.linear)
            .filter(|l| *l != Linear::IDENTITY)
    }
}

/// One document: the top page or a same-origin iframe's.
#[derive(Debug, Clone, Default)]
pub(crate) struct Document {
    pub(crate) url: String,
    /// The frame showing the document.
    pub(crate) frame_id: String,
    pub(crate) title: String,
    pub(crate) scroll_x: f64,
    pub(crate) scroll_y: f64,
    pub(crate) nodes: Vec<Node>,
}

/// All documents of the page; `docs[0]` is the top document.
#[derive(Debug, Clone, Default)]
pub(crate) struct Snapshot {
    pub(crate) docs: Vec<Document>,
}

/// How long capturing the snapshot took, part by part.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct SnapshotTimings {
    /// The request, with its answer parsed into JSON values.
    pub(crate) call: Duration,
    /// Reading those values into the node table.
    pub(crate) decode: Duration,
    /// Finding shadow hosts, only when the page has shadow trees.
    pub(crate) shadow_hosts: Duration,
    /// Reading iframe elements' content boxes and the zoom of elements
    /// without a box, only when there are any.
    pub(crate) element_reads: Duration,
}

/// Reads an iframe element's [`FrameBox`] from its computed styles, which
/// give fractions of a pixel (`clientLeft` and `clientWidth` round them:
/// a 1 px border at zoom 1.5 is laid out 1 px wide, `0.666667px` unzoomed,
/// where `clientLeft` says 1). A `width` is the border box's under
/// `box-sizing: border-box`.
const FRAME_BOX_JS: &str = "function() {
  const s = getComputedStyle(this);
  const px = (v) => parseFloat(v) || 0;
  const left = px(s.borderLeftWidth) + px(s.paddingLeft);
  const right = px(s.borderRightWidth) + px(s.paddingRight);
  const top = px(s.borderTopWidth) + px(s.paddingTop);
  const bottom = px(s.borderBottomWidth) + px(s.paddingBottom);
  const sized = s.boxSizing === 'border-box';
  const width = px(s.width) - (sized ? left + right : 0);
  const height = px(s.height) - (sized ? top + bottom : 0);
  return [left, top, width, height, left + width + right];
}";

/// Reads an element's own computed `zoom` (a number as a string).
const OWN_ZOOM_JS: &str = "function() { return getComputedStyle(this).zoom; }";

/// Whether an open dialog is modal: the snapshot shows both kinds alike.
const MODAL_JS: &str = "function() { return this.matches(':modal'); }";

/// Objects resolved for [`call_on_each`], released together.
const READ_OBJECTS: &str = "mimic-element-reads";

/// Calls `function` on each node `(document, index)` of `snapshot`, in
/// mimic's isolated world of the node's document (no page script runs), all
/// requests at once, and gives back each answer's value: `None` for a node
/// removed since the snapshot or an answer without a value. The objects stay
/// in [`READ_OBJECTS`] for the caller to release.
async fn call_on_each(
    page: &Page,
    snapshot: &Snapshot,
    nodes: &[(usize, usize)],
    function: &str,
) -> Result<Vec<Option<serde_json::Value>>, Error> {
    let deadline = page.request_timeout();
    let call = |backend_id: i64, frame_id: String| async move {
        let context = page.isolated_context_of(&frame_id).await?;
        let object = cdp::call(
            page.cdp(),
            "DOM.resolveNode",
            json!({
                "backendNodeId": backend_id,
                "objectGroup": READ_OBJECTS,
                "executionContextId": context,
            }),
            deadline,
        )
        .await?;
        let Some(object_id) = object.pointer("/object/objectId").and_then(|v| v.as_str()) else {
            return Ok(None);
        };
        let answer = cdp::call(
            page.cdp(),
            "Runtime.callFunctionOn",
            json!({
                "functionDeclaration": function,
                "objectId": object_id,
                "returnByValue": true,
                "silent": true,
            }),
            deadline,
        )
        .await?;
        Ok::<_, Error>(answer.pointer("/result/value").cloned())
    };
    let answers = futures::future::join_all(nodes.iter().map(|&(d, i)| {
        let doc = &snapshot.docs[d];
        call(doc.nodes[i].backend_id, doc.frame_id.clone())
    }))
    .await;
    answers
        .into_iter()
        .map(|answer| match answer {
            Ok(value) => Ok(value),
            // Removed since the snapshot.
            Err(Error::Cdp { .. }) => Ok(None),
            Err(other) => Err(other),
        })
        .collect()
}

/// Reads, per element, what the snapshot does not give, all requests at
/// once:
/// - the [`FrameBox`] of each rendered iframe element, which places the
///   document it shows (a frame whose element is gone keeps none and is
///   placed by its border box);
/// - the own `zoom` of each element without a box that holds boxes
///   ([`Node::boxless_zoom`]): of one script by path for those of the top
///   document outside closed shadow trees (a request per element costs
///   about 0.25 ms: half a second for 2,000 `display: contents` wrappers),
///   and per element for the rest and any the script did not find;
/// - whether each open dialog is modal, which makes the rest of its
///   document inert ([`mark_inert`]).
async fn read_element_facts(page: &Page, snapshot: &mut Snapshot) -> Result<(), Error> {
    let mut frames = Vec::new();
    let mut by_path = Vec::new();
    let mut boxless = Vec::new();
    let mut dialogs = Vec::new();
    for (d, doc) in snapshot.docs.iter().enumerate() {
        let holds_boxes = holds_boxes_without_one(doc);
        for (i, node) in doc.nodes.iter().enumerate() {
            if node.content_document.is_some() && node.layout.is_some() {
                frames.push((d, i));
            }
            if node.is_open_dialog() {
                dialogs.push((d, i));
            }
            if holds_boxes[i] {
                if d == 0 && node.shadow != Some(ShadowKind::Closed) {
                    by_path.push(i);
                } else {
                    boxless.push((d, i));
                }
            }
        }
    }
    let asked_dialogs = !dialogs.is_empty();
    let (boxes, zooms, top_zooms, modal) = futures::join!(
        call_on_each(page, snapshot, &frames, FRAME_BOX_JS),
        call_on_each(page, snapshot, &boxless, OWN_ZOOM_JS),
        read_top_zooms(page, snapshot, &by_path),
        call_on_each(page, snapshot, &dialogs, MODAL_JS),
    );
    let (boxes, mut zooms) = (boxes?, zooms?);
    let modal: Vec<(usize, usize)> = dialogs
        .into_iter()
        .zip(modal?)
        .filter(|(_, modal)| modal.as_ref().and_then(|v| v.as_bool()) == Some(true))
        .map(|(dialog, _)| dialog)
        .collect();
    let mut unread = Vec::new();
    for (i, zoom) in by_path.into_iter().zip(top_zooms?) {
        match zoom {
            Some(zoom) => {
                boxless.push((0, i));
                zooms.push(Some(serde_json::Value::String(zoom)));
            }
            None => unread.push((0, i)),
        }
    }
    if !unread.is_empty() {
        zooms.extend(call_on_each(page, snapshot, &unread, OWN_ZOOM_JS).await?);
        boxless.extend(unread);
    }
    for (d, doc) in snapshot.docs.iter_mut().enumerate() {
        let shown = modal.iter().filter(|&&(md, _)| md == d).map(|&(_, i)| i);
        let active = topmost_in_paint_order(doc, shown);
        mark_inert(doc, active);
    }
    if !frames.is_empty() || !boxless.is_empty() || asked_dialogs {
        let _ = cdp::call(
            page.cdp(),
            "Runtime.releaseObjectGroup",
            json!({ "objectGroup": READ_OBJECTS }),
            page.request_timeout(),
        )
        .await;
    }
    for ((d, i), frame_box) in frames.into_iter().zip(boxes) {
        let numbers: Option<[f64; 5]> = frame_box.and_then(|v| serde_json::from_value(v).ok());
        if let Some(layout) = snapshot.docs[d].nodes[i].layout.as_mut() {
            layout.frame_box = numbers.filter(|n| n.iter().all(|v| v.is_finite())).map(
                |[x, y, width, height, outer_width]| FrameBox {
                    content: Bounds::new(x, y, width, height),
                    outer_width,
                },
            );
        }
    }
    for ((d, i), zoom) in boxless.into_iter().zip(zooms) {
        snapshot.docs[d].nodes[i].boxless_zoom = zoom
            .as_ref()
            .and_then(|v| v.as_str())
            .and_then(|z| z.parse::<f64>().ok())
            .filter(|z| z.is_finite() && *z > 0.0);
    }
    Ok(())
}

/// The one of `dialogs` painted last: modal dialogs stack in the top
/// layer in the order they opened, and only the last is active.
fn topmost_in_paint_order(doc: &Document, dialogs: impl Iterator<Item = usize>) -> Option<usize> {
    dialogs.max_by_key(|&i| {
        doc.nodes[i]
            .layout
            .as_ref()
            .map_or(i64::MIN, |l| l.paint_order)
    })
}

/// Marks the inert nodes of `doc`, whose active modal dialog, if any, is
/// `modal` (measured with `elementFromPoint`, see docs/observe-chrome.md):
/// an `inert` attribute makes an HTML element and its flat-tree
/// descendants inert; a modal dialog makes its whole document inert but
/// itself and what it holds, even under an `inert` ancestor, unless it
/// carries the attribute itself. A frame's document is not made inert by
/// its iframe (clicks do not reach an inert iframe's document anyway).
fn mark_inert(doc: &mut Document, modal: Option<usize>) {
    // Parents precede their children in the snapshot.
    for i in 0..doc.nodes.len() {
        let node = &doc.nodes[i];
        let inherited = match node.parent.filter(|&p| p < i) {
            Some(p) => doc.nodes[p].inert,
            None => modal.map(|_| Inert::Blocked),
        };
        let inert = if node.html && node.is_element() && node.attr("inert").is_some() {
            Some(Inert::Marked)
        } else if modal == Some(i) {
            None
        } else {
            inherited
        };
        let node = &mut doc.nodes[i];
        node.inert = inert;
        if let Some(layout) = node.layout.as_mut() {
            layout.inert = inert.is_some();
        }
    }
}

/// The own computed `zoom` of each of the top document's `nodes`, of the
/// flat-tree script by path; `None` where the script found another element
/// there or none (the trees differ) or could not run.
async fn read_top_zooms(
    page: &Page,
    snapshot: &Snapshot,
    nodes: &[usize],
) -> Result<Vec<Option<String>>, Error> {
    let Some(top) = snapshot.docs.first().filter(|_| !nodes.is_empty()) else {
        return Ok(vec![None; nodes.len()]);
    };
    let paths = Paths::new(top);
    let paths: Vec<Vec<usize>> = nodes.iter().map(|&i| paths.path_to(i)).collect();
    let call = format!("zooms({})", json!(paths));
    let rows: Vec<Option<(String, String)>> =
        flat_tree::read(page, &call).await?.unwrap_or_default();
    Ok(nodes
        .iter()
        .enumerate()
        .map(|(k, &i)| {
            rows.get(k)
                .cloned()
                .flatten()
                .filter(|(name, _)| *name == top.nodes[i].name)
                .map(|(_, zoom)| zoom)
        })
        .collect())
}

/// Per node: an element without a box of its own that holds a node with
/// one (children follow their parents in the snapshot).
fn holds_boxes_without_one(doc: &Document) -> Vec<bool> {
    let mut holds = vec![false; doc.nodes.len()];
    let mut boxed_below = vec![false; doc.nodes.len()];
    for (i, node) in doc.nodes.iter().enumerate().rev() {
        let boxed = node.layout.is_some();
        holds[i] = node.is_element() && node.layout.is_none() && boxed_below[i];
        if let Some(p) = node.parent.filter(|&p| p < i) {
            boxed_below[p] |= boxed || boxed_below[i];
        }
    }
    holds
}

/// Captures the page's DOM and layout.
pub(crate) async fn capture(page: &Page) -> Result<(Snapshot, SnapshotTimings), Error> {
    let started = Instant::now();
    let raw = cdp::call(
        page.cdp(),
        "DOMSnapshot.captureSnapshot",
        json!({
            "computedStyles": &STYLES[..],
            "includePaintOrder": true,
        }),
        page.large_payload_timeout(),
    )
    .await?;
    let call = started.elapsed();
    let decoding = Instant::now();
    let raw: RawSnapshot = cdp::read_as("DOMSnapshot.captureSnapshot", raw)?;
    let mut snapshot = decode(raw);
    let decode = decoding.elapsed();
    let marking = Instant::now();
    mark_shadow_hosts(page, &mut snapshot).await?;
    let shadow_hosts = marking.elapsed();
    let reading = Instant::now();
    read_element_facts(page, &mut snapshot).await?;
    effective_zooms(&mut snapshot);
    let timings = SnapshotTimings {
        call,
        decode,
        shadow_hosts,
        element_reads: reading.elapsed(),
    };
    Ok((snapshot, timings))
}

/// The snapshot does not say which elements host a shadow root, and a
/// shadow tree nested in another one looks like its host's children. Asked
/// only when the page has shadow trees: of a script, for open trees in the
/// top document; of the DOM tree, pierced, when there are closed trees or
/// trees in frames (it costs about as much as the snapshot itself).
async fn mark_shadow_hosts(page: &Page, snapshot: &mut Snapshot) -> Result<(), Error> {
    let shadows = |d: &Document| d.nodes.iter().filter_map(|n| n.shadow).collect::<Vec<_>>();
    let top_only = snapshot.docs.iter().skip(1).all(|d| shadows(d).is_empty());
    let top = snapshot.docs.first().map(shadows).unwrap_or_default();
    if top_only && top.is_empty() {
        return Ok(());
    }
    if top_only && !top.contains(&ShadowKind::Closed) {
        let hosts: Option<Vec<(Vec<usize>, String)>> = flat_tree::read(page, "hosts()").await?;
        if let (Some(hosts), Some(doc)) = (hosts, snapshot.docs.first_mut()) {
            let paths = Paths::new(doc);
            // Every path must lead to an element of that name, or the two
            // trees differ and the DOM tree decides.
            let found: Option<Vec<usize>> = hosts
                .iter()
                .map(|(path, name)| paths.node_at(path).filter(|&n| &doc.nodes[n].name == name))
                .collect();
            if let Some(found) = found {
                for node in found {
                    doc.nodes[node].shadow_host = true;
                }
                return Ok(());
            }
        }
    }
    let tree = cdp::call(
        page.cdp(),
        "DOM.getDocument",
        json!({ "depth": -1, "pierce": true }),
        page.large_payload_timeout(),
    )
    .await?;
    let mut hosts = std::collections::HashSet::new();
    let mut stack = vec![&tree["root"]];
    while let Some(node) = stack.pop() {
        let roots = node["shadowRoots"].as_array();
        if roots
            .into_iter()
            .flatten()
            .any(|r| r["shadowRootType"].as_str() != Some("user-agent"))
            && let Some(id) = node["backendNodeId"].as_i64()
        {
            hosts.insert(id);
        }
        stack.extend(roots.into_iter().flatten());
        stack.extend(node["children"].as_array().into_iter().flatten());
        if node["contentDocument"].is_object() {
            stack.push(&node["contentDocument"]);
        }
    }
    for node in snapshot.docs.iter_mut().flat_map(|d| d.nodes.iter_mut()) {
        node.shadow_host = hosts.contains(&node.backend_id);
    }
    Ok(())
}

/// A computed length in px (`"1.5px"`); 0 for anything else.
fn css_px(value: &str) -> f64 {
    value
        .strip_suffix("px")
        .and_then(|n| n.trim().parse::<f64>().ok())
        .filter(|n| n.is_finite() && *n > 0.0)
        .unwrap_or(0.0)
}

/// A computed length in px, negative too; 0 for anything else (`auto`).
fn signed_px(value: &str) -> f64 {
    value
        .strip_suffix("px")
        .and_then(|n| n.trim().parse::<f64>().ok())
        .filter(|n| n.is_finite())
        .unwrap_or(0.0)
}

/// The four sides, top, right, bottom, left, of a computed `padding` or
/// `margin` of one to four lengths in px (as CSS expands the shorthand);
/// 0 for a side that is not in px.
fn sides(value: &str) -> [f64; 4] {
    let v: Vec<f64> = value.split_whitespace().map(css_px).collect();
    match v.as_slice() {
        [all] => [*all; 4],
        [y, x] => [*y, *x, *y, *x],
        [t, x, b] => [*t, *x, *b, *x],
        [t, r, b, l, ..] => [*t, *r, *b, *l],
        [] => [0.0; 4],
    }
}

/// Whether a computed `margin` or `padding` (one to four lengths) has a
/// side other than zero.
fn has_length(value: &str) -> bool {
    value.split_whitespace().any(|side| side != "0px")
}

/// Whether a computed color paints anything: not `rgba(…, 0)` nor a
/// color function whose alpha is `/ 0`.
fn paints_color(value: &str) -> bool {
    let value = value.trim();
    let Some(inner) = value.strip_suffix(')') else {
        return !value.is_empty() && value != "transparent";
    };
    let alpha = if value.starts_with("rgba(") {
        inner.rsplit(',').next()
    } else {
        inner.rsplit_once('/').map(|(_, a)| a)
    };
    alpha.is_none_or(|a| a.trim().parse::<f64>().map_or(true, |a| a > 0.0))
}

/// A computed `clip` value: `rect(0px, 5px, auto, 0px)` (commas or
/// spaces); `None` for `auto` or anything else.
fn clip_rect(value: &str) -> Option<[Option<f64>; 4]> {
    let sides = value.trim().strip_prefix("rect(")?.strip_suffix(')')?;
    let sides: Vec<Option<f64>> = sides
        .split([',', ' '])
        .filter(|side| !side.is_empty())
        .map(|side| {
            side.strip_suffix("px")
                .and_then(|n| n.parse::<f64>().ok())
                .filter(|n| n.is_finite())
        })
        .collect();
    sides.try_into().ok()
}

fn decode(raw: RawSnapshot) -> Snapshot {
    let strings = raw.strings;
    let string = |i: i64| -> String {
        usize::try_from(i)
            .ok()
            .and_then(|i| strings.get(i))
            .cloned()
            .unwrap_or_default()
    };
    let docs = raw
        .documents
        .into_iter()
        .map(|d| {
            let n = &d.nodes;
            let count = n.node_type.len();
            let mut nodes: Vec<Node> = (0..count)
                .map(|i| {
                    let node_type = n.node_type.get(i).copied().unwrap_or(0);
                    let raw_name = string(n.node_name.get(i).copied().unwrap_or(-1));
                    let attributes = n
                        .attributes
                        .get(i)
                        .map(|flat| {
                            flat.chunks_exact(2)
                                .map(|pair| (string(pair[0]), string(pair[1])))
                                .collect()
                        })
                        .unwrap_or_default();
                    let html = node_type == 1 && raw_name == raw_name.to_ascii_uppercase();
                    Node {
                        html,
                        parent: n.parent_index.get(i).and_then(|&p| usize::try_from(p).ok()),
                        node_type,
                        name: if html {
                            raw_name.to_ascii_lowercase()
                        } else {
                            raw_name
                        },
                        value: if node_type == 3 {
                            string(n.node_value.get(i).copied().unwrap_or(-1))
                        } else {
                            String::new()
                        },
                        backend_id: n.backend_node_id.get(i).copied().unwrap_or(0),
                        attributes,
                        ..Node::default()
                    }
                })
                .collect();
            for (&i, &v) in n
                .shadow_root_type
                .index
                .iter()
                .zip(&n.shadow_root_type.value)
            {
                if let Some(node) = nodes.get_mut(i) {
                    node.shadow = Some(if string(v) == "closed" {
                        ShadowKind::Closed
                    } else {
                        ShadowKind::Open
                    });
                }
            }
            for (&i, &v) in n
                .content_document_index
                .index
                .iter()
                .zip(&n.content_document_index.value)
            {
                if let Some(node) = nodes.get_mut(i) {
                    node.content_document = usize::try_from(v).ok();
                }
            }
            for &i in &n.pseudo_type.index {
                if let Some(node) = nodes.get_mut(i) {
                    node.pseudo = true;
                }
            }
            for values in [&n.input_value, &n.text_value] {
                for (&i, &v) in values.index.iter().zip(&values.value) {
                    if let Some(node) = nodes.get_mut(i) {
                        node.field_value = Some(FieldValue(string(v)));
                    }
                }
            }
            for &i in &n.is_clickable.index {
                if let Some(node) = nodes.get_mut(i) {
                    node.clickable = true;
                }
            }
            let l = &d.layout;
            let rect = |r: Option<&Vec<f64>>| -> Option<Bounds> {
                match r.map(Vec::as_slice) {
                    Some([x, y, w, h, ..]) => Some(Bounds::new(*x, *y, *w, *h)),
                    _ => None,
                }
            };
            let t = &d.text_boxes;
            let mut text_boxes: Vec<Vec<TextBox>> = vec![Vec::new(); l.node_index.len()];
            for (k, (&order, b)) in t.layout_index.iter().zip(&t.bounds).enumerate() {
                if let (Some(boxes), Some(bounds)) = (text_boxes.get_mut(order), rect(Some(b))) {
                    boxes.push(TextBox {
                        bounds,
                        start: t.start.get(k).copied().unwrap_or(0),
                        length: t.length.get(k).copied().unwrap_or(0),
                    });
                }
            }
            let mut grouped = vec![false; nodes.len()];
            for (order, &node_index) in l.node_index.iter().enumerate() {
                let Some(node) = nodes.get_mut(node_index) else {
                    continue;
                };
                // A pseudo-element's box comes first, then its generated
                // content (`content: "or"`, a list marker's text) under the
                // same node: the box stays its layout, with the text.
                if node.pseudo
                    && let Some(own) = &mut node.layout
                {
                    let text = string(l.text.get(order).copied().unwrap_or(-1));
                    let shift = own.text.encode_utf16().count();
                    own.text.push_str(&text);
                    own.text_boxes
                        .extend(text_boxes[order].drain(..).map(|t| TextBox {
                            start: t.start + shift,
                            ..t
                        }));
                    continue;
                }
                let style = |k: usize| -> String {
                    l.styles
                        .get(order)
                        .and_then(|s| s.get(k))
                        .map(|&i| string(i))
                        .unwrap_or_default()
                };
                let groups = groups_its_painting(style);
                if let Some(g) = grouped.get_mut(node_index) {
                    *g = groups;
                }
                let transform_applies = transform::applies(node.html, &node.name, &style(6));
                let borders = [13, 14, 15, 16].map(|k| css_px(&style(k)));
                let opacity = style(12).parse().unwrap_or(1.0);
                let zoom = style(10)
                    .parse()
                    .ok()
                    .filter(|z: &f64| z.is_finite() && *z > 0.0)
                    .unwrap_or(1.0);
                let relative_offset = match style(5).as_str() {
                    "relative" => (signed_px(&style(34)) * zoom, signed_px(&style(33)) * zoom),
                    _ => (0.0, 0.0),
                };
                let decorated = groups
                    || opacity < 1.0
                    || !matches!(style(5).as_str(), "" | "static")
                    || borders.iter().any(|&b| b > 0.0)
                    || paints_color(&style(26))
                    || !matches!(style(27).as_str(), "" | "none")
                    || !matches!(style(28).as_str(), "" | "none")
                    || !matches!(style(29).as_str(), "" | "none")
                    || has_length(&style(30))
                    || has_length(&style(31));
                node.layout = Some(Layout {
                    order,
                    bounds: rect(l.bounds.get(order)).unwrap_or(Bounds::new(0.0, 0.0, 0.0, 0.0)),
                    paint_order: l.paint_orders.get(order).copied().unwrap_or(0),
                    frame_box: None,
                    visibility: style(0),
                    pointer_events: style(1),
                    inert: false,
                    cursor: style(2),
                    overflow_x: style(3),
                    overflow_y: style(4),
                    position: style(5),
                    display: style(6),
                    float: style(7),
                    affine: Affine::from_css(&style(8), &style(17))
                        .filter(|_| node.node_type == 1 && transform_applies),
                    corners: Corners::from_css(&style(9)),
                    borders,
                    paddings: sides(&style(31)),
                    margins: sides(&style(30)),
                    clip: clip_rect(&style(25)),
                    zoom,
                    z_index: style(11).parse().ok(),
                    line_height: Some(css_px(&style(32))).filter(|&h| h > 0.0),
                    relative_offset,
                    opacity,
                    paints_itself: false,
                    decorated,
                    culled: false,
                    text_boxes: std::mem::take(&mut text_boxes[order]),
                    text: string(l.text.get(order).copied().unwrap_or(-1)),
                });
            }
            for i in 0..nodes.len() {
                if let Some(p) = nodes[i].parent
                    && p < nodes.len()
                {
                    nodes[p].children.push(i);
                }
            }
            fold_unpainted_layers(&mut nodes, &grouped);
            mark_culled_inlines(&mut nodes);
            Document {
                url: string(d.document_url),
                frame_id: string(d.frame_id),
                title: string(d.title),
                scroll_x: d.scroll_offset_x,
                scroll_y: d.scroll_offset_y,
                nodes,
            }
        })
        .collect();
    Snapshot { docs }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A document of elements, each `(parent, tag, attributes)`, under a
    /// document node 0.
    fn elements(list: &[(usize, &str, &[&str])]) -> Document {
        let mut nodes = vec![Node {
            node_type: 9,
            ..Node::default()
        }];
        for &(parent, name, attributes) in list {
            nodes.push(Node {
                parent: Some(parent),
                node_type: 1,
                name: name.to_string(),
                html: true,
                attributes: attributes
                    .iter()
                    .map(|a| (a.to_string(), String::new()))
                    .collect(),
                ..Node::default()
            });
        }
        Document {
            nodes,
            ..Document::default()
        }
    }

    #[test]
    fn a_modal_dialog_makes_the_rest_of_its_document_inert_but_escapes_inert() {
        let inert = |doc: &Document| doc.nodes.iter().map(|n| n.inert).collect::<Vec<_>>();
        let page = |dialog: &'static [&'static str]| {
            // 1 html > 2 body > (3 div[inert] > 4 dialog > 5 a, 6 popover)
            elements(&[
                (0, "html", &[]),
                (1, "body", &[]),
                (2, "div", &["inert"]),
                (3, "dialog", dialog),
                (4, "a", &[]),
                (2, "div", &["popover"]),
            ])
        };
        let (b, m) = (Some(Inert::Blocked), Some(Inert::Marked));
        let mut doc = page(&["open"]);
        mark_inert(&mut doc, Some(4));
        assert_eq!(inert(&doc), [b, b, b, m, None, None, b]);
        mark_inert(&mut doc, None);
        assert_eq!(inert(&doc), [None, None, None, m, m, m, None]);
        let mut doc = page(&["open", "inert"]);
        mark_inert(&mut doc, Some(4));
        assert_eq!(inert(&doc), [b, b, b, m, m, m, b]);
    }

    #[test]
    fn shorthand_sides_expand_as_css_expands_them() {
        assert_eq!(sides("4px"), [4.0; 4]);
        assert_eq!(sides("2px 6px"), [2.0, 6.0, 2.0, 6.0]);
        assert_eq!(sides("1px 2px 3px"), [1.0, 2.0, 3.0, 2.0]);
        assert_eq!(sides("1px 2px 3px 4.5px"), [1.0, 2.0, 3.0, 4.5]);
        assert_eq!(sides(""), [0.0; 4]);
    }

    #[test]
    fn a_color_paints_unless_its_alpha_is_zero() {
        for (value, paints) in [
            ("rgba(0, 0, 0, 0)", false),
            ("rgba(255, 0, 0, 0)", false),
            ("rgba(255, 0, 0, 0.5)", true),
            ("rgb(238, 238, 255)", true),
            ("color(srgb 1 0 0 / 0)", false),
            ("color(srgb 1 0 0 / 0.2)", true),
            ("oklch(0.5 0.1 20)", true),
            ("transparent", false),
            ("", false),
        ] {
            assert_eq!(paints_color(value), paints, "{value}");
        }
    }

    #[test]
    fn a_margin_or_padding_counts_when_a_side_is_not_zero() {
        for (value, counts) in [
            ("0px", false),
            ("0px 0px 0px 0px", false),
            ("0px 0px 0px 3px", true),
            ("-1px", true),
            ("2px", true),
        ] {
            assert_eq!(has_length(value), counts, "{value}");
        }
    }
}
