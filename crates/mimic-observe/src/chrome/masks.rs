//! What a screenshot must not show, found in the DOM snapshot: the regions
//! painted over before the PNG is hashed or stored.
//!
//! - sensitive fields (passwords, one-time codes, card data, fields named
//!   secret), whatever they hold;
//! - any input or textarea whose current value the token detectors
//!   ([`mimic_schema::secret::secret_spans`]) match, whatever its name;
//! - every line box of a rendered text run the detectors match (text of
//!   every same-origin frame and shadow root the snapshot holds; a wrapped
//!   credential is masked on each of its lines);
//! - cross-origin frames, whole: their documents are not in the snapshot.
//!
//! The masks come from the snapshot, taken together with the screenshot; if
//! the page's text, field values or scroll position changed meanwhile (a
//! script filled a field), both are taken again ([`FINGERPRINT_JS`]).
//!
//! Not masked: a credential split over several text nodes (`<b>sk-</b>…`),
//! text drawn on a canvas or inside an image, and what the detectors do not
//! recognise. The regions of the first kind the record can name (canvases,
//! images, videos, embedded content) are listed as unchecked
//! ([`unchecked_regions`]).

use mimic_schema::secret::secret_spans;
use mimic_schema::{Bounds, MaskReason, MaskedRegionV1, UncheckedReason, UncheckedRegionV1};

use crate::screenshot::may_show_legible_text;

use super::candidates::Found;
use super::geometry::Geometry;
use super::snapshot::{Layout, Snapshot};

/// Every region of the viewport that must be painted over.
pub(crate) fn regions(
    snap: &Snapshot,
    geometry: &Geometry,
    found: &[Found],
) -> Vec<MaskedRegionV1> {
    let mut out: Vec<MaskedRegionV1> = found
        .iter()
        .filter(|f| f.sensitive)
        .map(|f| MaskedRegionV1 {
            bounds: f.bounds,
            reason: MaskReason::SensitiveField,
        })
        .collect();
    for (d, doc) in snap.docs.iter().enumerate() {
        for node in &doc.nodes {
            let Some(layout) = &node.layout else { continue };
            let mut push = |bounds: Bounds, reason| {
                if let Some(bounds) = geometry.viewport_bounds(d, bounds) {
                    out.push(MaskedRegionV1 { bounds, reason });
                }
            };
            if node
                .field_value
                .as_ref()
                .is_some_and(|v| !secret_spans(v.as_str()).is_empty())
            {
                push(layout.bounds, MaskReason::SecretValue);
            }
            if node.node_type == 3 {
                for line in secret_lines(layout) {
                    push(line, MaskReason::SecretText);
                }
            }
            let frame = node.is_element() && matches!(node.name.as_str(), "iframe" | "frame");
            if frame && node.content_document.is_none() {
                push(layout.bounds, MaskReason::CrossOriginFrame);
            }
        }
    }
    out
}

/// The on-screen part of every canvas, image, video and embedded object
/// (same-origin frames and open shadow roots included) large enough to show
/// legible text: pixels the secret rules cannot read.
pub(crate) fn unchecked_regions(snap: &Snapshot, geometry: &Geometry) -> Vec<UncheckedRegionV1> {
    let mut out = Vec::new();
    for (d, doc) in snap.docs.iter().enumerate() {
        for node in doc.nodes.iter().filter(|n| n.is_element()) {
            let reason = match node.name.as_str() {
                "canvas" => UncheckedReason::Canvas,
                // SVG's `image` keeps its written case, which is this.
                "img" | "image" => UncheckedReason::Image,
                "input"
                    if node
                        .attr("type")
                        .is_some_and(|t| t.eq_ignore_ascii_case("image")) =>
                {
                    UncheckedReason::Image
                }
                "video" => UncheckedReason::Video,
                "embed" | "object" => UncheckedReason::EmbeddedContent,
                _ => continue,
            };
            let on_screen = node
                .layout
                .as_ref()
                .and_then(|l| geometry.viewport_bounds(d, l.bounds))
                .and_then(|b| b.intersection(&geometry.viewport));
            if let Some(bounds) = on_screen.filter(may_show_legible_text) {
                out.push(UncheckedRegionV1 { bounds, reason });
            }
        }
    }
    out
}

/// The line boxes of a text run that show any character of a credential.
fn secret_lines(layout: &Layout) -> Vec<Bounds> {
    let text = &layout.text;
    let spans = secret_spans(text);
    if spans.is_empty() {
        return Vec::new();
    }
    if layout.text_boxes.is_empty() {
        return vec![layout.bounds];
    }
    // Text boxes index UTF-16 code units; the detectors give byte offsets.
    let utf16_at = |byte: usize| text[..byte].encode_utf16().count();
    let spans: Vec<(usize, usize)> = spans
        .into_iter()
        .map(|(start, end)| (utf16_at(start), utf16_at(end)))
        .collect();
    layout
        .text_boxes
        .iter()
        .filter(|line| {
            let (from, to) = (line.start, line.start + line.length);
            spans.iter().any(|&(start, end)| start < to && end > from)
        })
        .map(|line| line.bounds)
        .collect()
}

/// A 32-bit FNV-1a hash of the page's text, field values (inputs and
/// textareas) and scroll position, across open shadow roots and same-origin
/// frames. Only the hash leaves the page. Runs in the isolated world.
pub(crate) const FINGERPRINT_JS: &str = r#"(() => {
  let h = 0x811c9dc5;
  const mix = (s) => {
    for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193); }
    h ^= 0xff; h = Math.imul(h, 0x01000193);
  };
  const walk = (root) => {
    const w = (root.ownerDocument || root).createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let n = w.currentNode; n; n = w.nextNode()) {
      if (n.nodeType === 3) { mix(n.data); continue; }
      if (n.nodeType !== 1) continue;
      if (n.tagName === "INPUT" || n.tagName === "TEXTAREA") mix(String(n.value));
      if (n.shadowRoot) walk(n.shadowRoot);
      if (n.tagName === "IFRAME" || n.tagName === "FRAME") {
        try { const d = n.contentDocument; if (d && d.documentElement) walk(d.documentElement); } catch (_) {}
      }
    }
  };
  if (document.documentElement) walk(document.documentElement);
  mix(scrollX + "," + scrollY);
  return h >>> 0;
})()"#;
