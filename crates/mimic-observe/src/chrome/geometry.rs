//! Where each document and node sits in the top viewport, what clips it,
//! and which node a point hits.
//!
//! Hit testing follows the snapshot's paint order: among the rendered nodes
//! that contain a point (and take pointer events), the highest paint order
//! wins, ties going to the later node in layout order (painted later, deeper).
//! A point over a same-origin iframe's content continues into that document.
//! As in Chromium, a click takes the device pixel it lands on: a box holds
//! it when it overlaps that pixel, inline boxes and text once snapped to
//! whole pixels ([`Edges`]).

use std::collections::{HashMap, HashSet};

use mimic_schema::{Bounds, Point};

use super::rounded::Rounded;
use super::snapshot::{Document, FrameBox, Layout, Node, Snapshot, to_layout_unit};
use super::transform::{CLICK_SQUARE, Linear, Quad, is_replaced};

/// How one document maps into the top viewport.
#[derive(Debug, Clone)]
pub(crate) struct Frame {
    /// Added to the document's coordinates, once multiplied by `scale`, to
    /// get viewport coordinates.
    pub(crate) offset: Point,
    /// Viewport pixels per unit of the document's layout, as the snapshot
    /// gives it: 1 but for a frame in a scaled ancestor, whose document the
    /// snapshot lays out in its own unscaled pixels.
    pub(crate) scale: f64,
    /// The part of the viewport this document's content can show in.
    pub(crate) clip: Option<Bounds>,
    /// The quad inside `clip` that content shows in, for a document shown
    /// in a turned iframe: its content box on screen.
    pub(crate) clip_quad: Option<Quad>,
    /// The iframe element hosting this document: (document, node).
    pub(crate) host: Option<(usize, usize)>,
    /// For a document shown turned (an iframe under `rotate()` or a skew,
    /// on itself or above it): the linear map from its units to viewport
    /// pixels, applied instead of `scale` (which then only approximates
    /// it). Its boxes cover quads on screen.
    pub(crate) turn: Option<Linear>,
}

impl Frame {
    /// A point of this document in viewport coordinates.
    fn map(&self, p: Point) -> Point {
        let v = match self.turn {
            Some(linear) => linear.apply(p.x, p.y),
            None => Point::new(p.x * self.scale, p.y * self.scale),
        };
        Point::new(v.x + self.offset.x, v.y + self.offset.y)
    }

    /// A box of this document in viewport coordinates: the bounding box of
    /// its quad when the document is shown turned.
    pub(crate) fn place(&self, b: Bounds) -> Bounds {
        match self.quad(&b) {
            Some(quad) => quad.bounds(),
            None => b.scale(self.scale).translate(self.offset.x, self.offset.y),
        }
    }

    /// The quad a box of this document covers on screen, when the
    /// document is shown turned; `None` when it keeps its box.
    fn quad(&self, b: &Bounds) -> Option<Quad> {
        self.turn?;
        Some(self.place_quad(&Quad([
            Point::new(b.x, b.y),
            Point::new(b.right(), b.y),
            Point::new(b.right(), b.bottom()),
            Point::new(b.x, b.bottom()),
        ])))
    }

    /// The whole pixels where a click takes `rect` (document coordinates)
    /// with `edges`, on `pixels`; a turned box is tested by its `quad`, the
    /// pixels around it only bound the test.
    fn pixels_of(
        &self,
        rect: &Bounds,
        quad: Option<&Quad>,
        edges: Edges,
        pixels: &PixelGrid,
    ) -> Bounds {
        match quad {
            Some(quad) => pixels.outward(&quad.bounds()),
            None => edges.pixels(&self.place(*rect), pixels),
        }
    }

    /// A quad of this document in viewport coordinates.
    fn place_quad(&self, quad: &Quad) -> Quad {
        Quad(quad.0.map(|p| self.map(p)))
    }

    /// The quad a box of node `(turned, bounds)` takes clicks on: its own
    /// rotation's (exact for the node's own box when known), placed and
    /// moved as Chromium moves it ([`turned_boxes`]), or the document's;
    /// `None` when it keeps its box.
    fn node_quad(
        &self,
        turned: Option<Linear>,
        moved: &TurnedBox,
        bounds: &Bounds,
    ) -> Option<Quad> {
        let exact = moved.exact.filter(|(shown, _)| shown == bounds);
        match exact
            .map(|(_, quad)| quad)
            .or_else(|| turned.and_then(|t| t.quad_of(bounds)))
        {
            Some(quad) => Some(self.place_quad(&quad).translate(moved.nudge)),
            None => self.quad(bounds),
        }
    }
}

/// Where an iframe shows its document: its content box's top-left corner
/// on screen, viewport pixels per unit of the document (`scale`, or `turn`
/// when it is shown turned) and the bounding box of its content box.
struct Placement {
    origin: Point,
    scale: f64,
    turn: Option<Linear>,
    content: Bounds,
    /// The content box on screen, when it is turned and known.
    content_quad: Option<Quad>,
}

impl Placement {
    /// The document's offset when it is scrolled by `scroll` (its units).
    fn offset(&self, scroll: Point) -> Point {
        let moved = match self.turn {
            Some(linear) => linear.apply(scroll.x, scroll.y),
            None => Point::new(scroll.x * self.scale, scroll.y * self.scale),
        };
        Point::new(self.origin.x - moved.x, self.origin.y - moved.y)
    }
}

/// An iframe of `frame`'s document shown without a turn: its box `bounds`
/// (its document's units), its [`FrameBox`] (unknown for an element gone
/// since the snapshot) and its effective `zoom`.
fn even_frame(
    frame: &Frame,
    turned: Option<Linear>,
    bounds: Bounds,
    frame_box: Option<FrameBox>,
    zoom: f64,
) -> Placement {
    let shown = frame.place(bounds);
    // Exact from the transforms above it when they only scale it evenly;
    // otherwise measured: the frame's box on screen against its width in
    // its own CSS pixels, which a transform leaves alone.
    let even_scale = match turned {
        None => Some(1.0),
        Some(t) if t.b == 0.0 && t.c == 0.0 && t.a == t.d && t.a > 0.0 => Some(t.a),
        Some(_) => None,
    };
    let per_css_px = match (even_scale, frame_box) {
        (Some(k), _) => frame.scale * zoom * k,
        (None, Some(b)) if b.outer_width > 0.0 => shown.width / b.outer_width,
        (None, _) => frame.scale * zoom,
    };
    // Per laid-out pixel of the iframe's document.
    let per_px = per_css_px / zoom;
    let laid_out = |v: f64| to_layout_unit(v * zoom) * per_px;
    let content = match frame_box {
        Some(FrameBox { content: c, .. }) if c.width > 0.0 && c.height > 0.0 => Bounds::new(
            shown.x + laid_out(c.x),
            shown.y + laid_out(c.y),
            laid_out(c.width),
            laid_out(c.height),
        ),
        _ => shown,
    };
    Placement {
        origin: Point::new(content.x, content.y),
        // Its zoom goes on into its document, which the snapshot lays out
        // zoomed already: only the rest (a scaling transform) is left for
        // the document's scale.
        scale: per_px,
        turn: None,
        content,
        content_quad: None,
    }
}

/// An iframe whose document shows turned: `frame`'s document is, or the
/// iframe's own transforms turn it (a rotation or skew whose quad the
/// bounding box gives back). The document's units map to the screen by the
/// frame's map after the iframe's transforms, from its content box's
/// corner. `None` for any other iframe.
fn turned_frame(
    frame: &Frame,
    turned: Option<Linear>,
    bounds: Bounds,
    frame_box: Option<FrameBox>,
    zoom: f64,
) -> Option<Placement> {
    let own = turned.and_then(|t| t.quad_of(&bounds));
    if frame.turn.is_none() && own.is_none() {
        return None;
    }
    let outer = frame.turn.unwrap_or(Linear::scaling(frame.scale));
    let linear = outer.then(&turned.unwrap_or(Linear::IDENTITY));
    let corner = frame.map(own.map_or(Point::new(bounds.x, bounds.y), |quad| quad.0[0]));
    let Some(content) = frame_box
        .map(|b| b.content)
        .filter(|c| c.width > 0.0 && c.height > 0.0)
    else {
        let content = frame.place(bounds);
        return Some(Placement {
            origin: corner,
            scale: linear.determinant().abs().sqrt(),
            turn: Some(linear),
            content,
            content_quad: None,
        });
    };
    // The content box, in the units of the iframe's document (zoomed).
    let laid_out = |v: f64| to_layout_unit(v * zoom);
    let inset = linear.apply(laid_out(content.x), laid_out(content.y));
    let origin = Point::new(corner.x + inset.x, corner.y + inset.y);
    let (width, height) = (laid_out(content.width), laid_out(content.height));
    let at = |x: f64, y: f64| {
        let v = linear.apply(x, y);
        Point::new(origin.x + v.x, origin.y + v.y)
    };
    let content = Quad([
        at(0.0, 0.0),
        at(width, 0.0),
        at(width, height),
        at(0.0, height),
    ]);
    Some(Placement {
        origin,
        scale: linear.determinant().abs().sqrt(),
        turn: Some(linear),
        content: content.bounds(),
        content_quad: Some(content),
    })
}

/// Geometry of every document of a snapshot.
#[derive(Debug)]
pub(crate) struct Geometry {
    pub(crate) viewport: Bounds,
    /// A device pixel's size in viewport CSS pixels (`1 / devicePixelRatio`).
    pub(crate) pixel: f64,
    /// Per document, per node: the pixels it is hit-tested on
    /// ([`PixelGrid`]).
    grids: Vec<Vec<PixelGrid>>,
    pub(crate) frames: Vec<Option<Frame>>,
    /// Per document, per node: the visible region that clips it (viewport
    /// coordinates); `None` when fully clipped away or not placed.
    pub(crate) clips: Vec<Vec<Option<Bounds>>>,
    /// Per document, per node: the quad inside its clip that it shows in,
    /// when the nearest box that clips it is turned ([`compute_turned_clips`]).
    turned_clips: Vec<Vec<Option<Quad>>>,
    /// Per document, per node: its transforms' linear part, where any
    /// applies ([`transforms`]).
    turned: Vec<Vec<Option<Linear>>>,
    /// Per document, per node: where Chromium hit-tests it under a turn
    /// ([`turned_boxes`]).
    moved: Vec<Vec<TurnedBox>>,
    /// Per document, per node: its paint phase ([`paint_phases`]).
    phases: Vec<Vec<u8>>,
    /// Per document, per node: the stacking context it is sunk below the
    /// normal flow of, if any ([`sunk_below`]).
    sunk: Vec<Vec<Option<Sunk>>>,
    /// Per document, per node: the line of a block inside an inline
    /// element ([`block_lines`]).
    block_lines: Vec<Vec<Option<BlockLine>>>,
    /// Per document, per node: whether it is an inline element whose
    /// content runs over more than one line ([`wrapped_inlines`]).
    wrapped: Vec<Vec<bool>>,
    /// Per document, per text node (or atomic inline box alone on its
    /// line): the block container whose lines it lies on and those line
    /// boxes ([`line_boxes`]).
    line_boxes: Vec<Vec<Option<Lines>>>,
    /// Per document, the lines of anonymous blocks ([`line_boxes`]).
    anonymous_lines: Vec<Vec<AnonymousLine>>,
    grid: Grid,
}

impl Geometry {
    pub(crate) fn new(snapshot: &Snapshot, viewport: Bounds, device_scale: f64) -> Self {
        let mut frames: Vec<Option<Frame>> = vec![None; snapshot.docs.len()];
        let mut clips: Vec<Vec<Option<Bounds>>> = snapshot
            .docs
            .iter()
            .map(|d| vec![None; d.nodes.len()])
            .collect();
        if let Some(top) = snapshot.docs.first() {
            frames[0] = Some(Frame {
                offset: Point::new(-top.scroll_x, -top.scroll_y),
                scale: 1.0,
                clip: Some(viewport),
                clip_quad: None,
                host: None,
                turn: None,
            });
        }
        let turned: Vec<_> = snapshot.docs.iter().map(transforms).collect();
        let pixel = 1.0 / device_scale;
        let mut moved: Vec<Vec<TurnedBox>> = snapshot
            .docs
            .iter()
            .map(|d| vec![TurnedBox::STILL; d.nodes.len()])
            .collect();
        let mut turned_clips: Vec<Vec<Option<Quad>>> = snapshot
            .docs
            .iter()
            .map(|d| vec![None; d.nodes.len()])
            .collect();
        let phases: Vec<_> = snapshot.docs.iter().map(paint_phases).collect();
        // Parents precede children in node order, and iframe documents are
        // placed once their host document has been walked.
        let mut queue = vec![0usize];
        while let Some(d) = queue.pop() {
            let Some(frame) = frames[d].clone() else {
                continue;
            };
            let doc = &snapshot.docs[d];
            compute_clips(doc, (&frame, &turned[d]), &phases[d], &mut clips[d]);
            moved[d] = turned_boxes(doc, &frame, &turned[d]);
            turned_clips[d] =
                compute_turned_clips(doc, &frame, &phases[d], (&turned[d], &moved[d]));
            for (i, node) in doc.nodes.iter().enumerate() {
                let (Some(child), Some(layout)) = (node.content_document, &node.layout) else {
                    continue;
                };
                let Some(child_doc) = snapshot.docs.get(child) else {
                    continue;
                };
                let zoom = Some(layout.zoom)
                    .filter(|z| z.is_finite() && *z > 0.0)
                    .unwrap_or(1.0);
                let placed =
                    turned_frame(&frame, turned[d][i], layout.bounds, layout.frame_box, zoom)
                        .unwrap_or_else(|| {
                            even_frame(&frame, turned[d][i], layout.bounds, layout.frame_box, zoom)
                        });
                // A document moves with its turned iframe.
                let offset = placed.offset(Point::new(child_doc.scroll_x, child_doc.scroll_y));
                let nudge = moved[d][i].nudge;
                frames[child] = Some(Frame {
                    offset: Point::new(offset.x + nudge.x, offset.y + nudge.y),
                    scale: placed.scale,
                    clip: clips[d][i].and_then(|c| c.intersection(&placed.content)),
                    clip_quad: within(placed.content_quad, turned_clips[d][i]),
                    host: Some((d, i)),
                    turn: placed.turn,
                });
                queue.push(child);
            }
        }
        let sunk: Vec<_> = snapshot.docs.iter().map(sunk_below).collect();
        let block_lines: Vec<Vec<Option<BlockLine>>> = snapshot
            .docs
            .iter()
            .zip(&turned)
            .map(|(doc, turned)| block_lines(doc, turned))
            .collect();
        let wrapped: Vec<_> = snapshot.docs.iter().map(wrapped_inlines).collect();
        let (line_boxes, anonymous_lines) = snapshot
            .docs
            .iter()
            .zip(&turned)
            .zip(&wrapped)
            .zip(&block_lines)
            .map(|(((doc, turned), wrapped), block_lines)| {
                line_boxes(doc, turned, wrapped, block_lines)
            })
            .unzip();
        let grids = snapshot
            .docs
            .iter()
            .zip(&frames)
            .zip(&turned)
            .zip(&moved)
            .map(|(((doc, frame), turned), moved)| {
                pixel_grids(doc, frame.as_ref(), turned, moved, pixel)
            })
            .collect();

        let mut geometry = Self {
            viewport,
            pixel,
            grids,
            frames,
            clips,
            turned_clips,
            turned,
            moved,
            phases,
            sunk,
            block_lines,
            wrapped,
            line_boxes,
            anonymous_lines,
            grid: Grid::new(viewport),
        };
        geometry.grid = Grid::build(snapshot, &geometry);
        geometry
    }

    /// Whether `bounds`, the snapshot's box of node `(doc, node)`, has no
    /// area of its own: under a rotation a box 0 px wide (an inline
    /// element holding only a block out of flow) has a bounding box with
    /// area.
    pub(crate) fn has_no_area(&self, doc: usize, node: usize, bounds: &Bounds) -> bool {
        let turned = self
            .turned
            .get(doc)
            .and_then(|t| t.get(node))
            .copied()
            .flatten();
        bounds.is_empty() || turned.is_some_and(|l| l.has_no_area_under(bounds))
    }

    /// The box of an inline element under a rotation or skew, from its
    /// `pieces` (its lines, document coordinates, as the snapshot bounds
    /// them): the bounding box of their union rectangle in the element's
    /// own coordinates, turned, as `DOM.getBoxModel` gives it. The snapshot
    /// gives the union of the lines' bounding boxes instead, which is
    /// shorter when the lines are turned.
    ///
    /// An element around a block has fragments 0 px wide (where it starts
    /// at a line's end, or ends at the start of the line after it), which
    /// have no area of their own but a bounding box with area once
    /// turned, and which the snapshot's box and `DOM.getBoxModel` count.
    /// Its box is then, as `getBoundingClientRect` gives it, the union of
    /// the bounding boxes of its pieces with area of their own, within the
    /// snapshot's box.
    ///
    /// `None` for a box that keeps the axes, and for one line with nothing
    /// left out (the snapshot's box then also holds the element's padding).
    pub(crate) fn turned_inline_bounds(
        &self,
        document: &Document,
        doc: usize,
        node: usize,
        pieces: &[Bounds],
    ) -> Option<Bounds> {
        let frame = self.frames.get(doc)?.as_ref()?;
        let linear = self.turned.get(doc)?.get(node)?.as_ref()?;
        let empty = |p: &Bounds| linear.has_no_area_under(p);
        if pieces.iter().any(empty) || holds_block(document, node) {
            // Within the snapshot's box, which holds every fragment (a
            // block's piece can be wider than its fragment on the line).
            let own = document.nodes[node].layout.as_ref()?.bounds;
            let shown = pieces.iter().filter(|p| !empty(p)).copied();
            let union = shown.reduce(|a, b| a.union(&b))?;
            return Some(frame.place(union.intersection(&own)?));
        }
        let quads: Vec<Quad> = pieces.iter().filter_map(|p| linear.quad_of(p)).collect();
        if quads.len() < 2 {
            return None;
        }
        // Placed as a quad: in a document shown turned, the bounding box
        // of the bounding box would be larger (generated seed 2369).
        Some(frame.place_quad(&linear.union_quad(&quads)?).bounds())
    }

    /// Where in `region` (viewport coordinates, the shown part of node
    /// `(doc, node)`'s box) a click reaches the node, when a box painted
    /// above it that is not its own covers part of it; `None` when nothing
    /// covers it, or the shape would take more than `most` rectangles.
    /// Within `parts`, when the node takes clicks only there. Whole pixels
    /// are tested (`cell` px apart for a large region), as clicks land on
    /// them; the rectangles are runs of pixels, merged down rows.
    pub(crate) fn uncovered(
        &self,
        snapshot: &Snapshot,
        (doc, node): (usize, usize),
        region: &Bounds,
        parts: Option<&[Bounds]>,
        most: usize,
    ) -> Option<Vec<Bounds>> {
        let hit_box = |(doc, node): (usize, usize)| -> Option<HitBox> {
            let layout = snapshot.docs.get(doc)?.nodes.get(node)?.layout.as_ref()?;
            Some(HitBox {
                doc,
                node,
                rect: *region,
                quad: None,
                rounded: None,
                clip_quad: None,
                paint_order: layout.paint_order,
                phase: *self.phases.get(doc)?.get(node)?,
                order: layout.order,
                sunk: *self.sunk.get(doc)?.get(node)?,
                line: false,
            })
        };
        // Boxes that take a pixel each (meeting inside it) overlap there.
        let pixel = self.pixel;
        let overlaps = |a: &Bounds, b: &Bounds| {
            let (a, b) = (a.pixels_touched(pixel), b.pixels_touched(pixel));
            a.intersection(&b).is_some_and(|r| !r.is_empty())
        };
        // In its own document, a box above it covers it; in the documents
        // around a frame, a box above the iframe element holding it (a
        // popover, a positioned box over the frame).
        // The node's own boxes here too: an inline element's pieces paint
        // in other phases than its own box would (the line of a block in a
        // link, under an iframe painted later: generated seed 1290). So do
        // the boxes inside it painted below its own box, which what lies
        // between covers: a block sunk below a normal flow it is not, under
        // its ancestors' flow (a block in a `z-index: -1` span in a link
        // lies under `body`, seed 483), and the line of a block in an
        // inline element inside it, painted with the blocks (a link around
        // a span around a block, under a line box of an earlier box that
        // overflows onto it, seed 1879).
        let own_box = hit_box((doc, node))?;
        let pieces: Vec<HitBox> = self
            .grid
            .near(region)
            .filter(|hb| {
                hb.doc == doc
                    && (hb.node == node
                        || (!hb.above(&own_box)
                            && is_within(snapshot, self, (hb.doc, hb.node), (doc, node))))
            })
            .copied()
            .collect();
        let mut covering: Vec<Bounds> = Vec::new();
        let mut level = Some((doc, node));
        while let Some(at) = level {
            let own = hit_box(at)?;
            let above_own = |hb: &HitBox| {
                hb.above(&own) || (at == (doc, node) && pieces.iter().any(|p| hb.above(p)))
            };
            covering.extend(
                self.grid
                    .near(region)
                    .filter(|hb| {
                        hb.doc == at.0
                            && above_own(hb)
                            && overlaps(&hb.rect, region)
                            && parts.is_none_or(|parts| parts.iter().any(|p| overlaps(&hb.rect, p)))
                            // Its own boxes and its ancestors' cover nothing of it.
                            && !is_within(snapshot, self, (hb.doc, hb.node), at)
                            // An ancestor covers a box sunk below its normal flow,
                            // and its later lines cover its blocks that overflow
                            // into them.
                            && (hb.line
                                || hb.flows_over(&own)
                                || (at == (doc, node) && pieces.iter().any(|p| hb.flows_over(p)))
                                || !is_within(snapshot, self, at, (hb.doc, hb.node)))
                    })
                    .map(|hb| hb.rect.pixels_touched(pixel)),
            );
            level = self
                .frames
                .get(at.0)
                .and_then(Option::as_ref)
                .and_then(|f| f.host);
        }
        if covering.is_empty() {
            return None;
        }
        // Only the parts' pixels are tested, so a thin turned box keeps a
        // fine lattice however large its bounding box.
        let parts: Vec<Bounds> = match parts {
            Some(parts) => parts
                .iter()
                .filter_map(|p| p.intersection(region))
                .filter(|p| !p.is_empty())
                .collect(),
            None => vec![*region],
        };
        let area: f64 = parts.iter().map(|p| p.width * p.height).sum();
        let cell = ((area / MAX_TESTED_PIXELS as f64).sqrt() / pixel)
            .ceil()
            .max(1.0)
            * pixel;
        // A coarse lattice also tests the pixels where covering boxes begin
        // and end, and the node's own boxes inside the region (its text and
        // lines, above what covers its box), so a part is cut at their edges
        // to the pixel.
        let inner = self
            .grid
            .near(region)
            .filter(|hb| {
                hb.doc == doc
                    && overlaps(&hb.rect, region)
                    && !hb.rect.contains_bounds(region)
                    && is_within(snapshot, self, (hb.doc, hb.node), (doc, node))
            })
            .map(|hb| hb.rect.pixels_touched(pixel));
        let mut edges = (Vec::new(), Vec::new());
        let covering_first = covering.iter().copied().chain(inner);
        for c in covering_first.take(MAX_EDGES_TESTED) {
            edges.0.extend([c.x, c.right()]);
            edges.1.extend([c.y, c.bottom()]);
        }
        let reaches = |p: Point| {
            self.hit(snapshot, p)
                .is_some_and(|hit| is_within(snapshot, self, hit, (doc, node)))
        };
        // Cut to the pixel where that fits in `most` rectangles, else on
        // the lattice.
        let (mut coarse, mut fine): (Vec<Bounds>, Vec<Bounds>) = (Vec::new(), Vec::new());
        let mut all = true;
        for part in &parts {
            let xs = lattice(part.x, part.right(), (pixel, cell), &edges.0);
            let ys = lattice(part.y, part.bottom(), (pixel, cell), &edges.1);
            let runs = reaching_runs(part, (&xs, &ys), pixel, reaches);
            if runs.whole {
                // A part that is not covered keeps its exact shape.
                coarse.push(*part);
                fine.push(*part);
            } else {
                all = false;
                coarse.extend(runs.coarse);
                fine.extend(runs.fine);
            }
            if coarse.len() > most {
                return None;
            }
        }
        (!all).then_some(if fine.len() <= most { fine } else { coarse })
    }

    /// The quad a rotated or skewed node's box `bounds` (document
    /// coordinates, as the snapshot gives it: the bounding box) covers in
    /// the viewport, or any box of a document shown turned; `None` when
    /// its box is its bounding box.
    pub(crate) fn viewport_quad(&self, doc: usize, node: usize, bounds: &Bounds) -> Option<Quad> {
        let frame = self.frames.get(doc)?.as_ref()?;
        let moved = self.moved.get(doc)?.get(node)?;
        frame.node_quad(*self.turned.get(doc)?.get(node)?, moved, bounds)
    }

    /// The linear part of the transforms that apply to node `(doc, node)`,
    /// if any does.
    pub(crate) fn turn_of(&self, doc: usize, node: usize) -> Option<Linear> {
        *self.turned.get(doc)?.get(node)?
    }

    /// The quad of the innermost turned box that clips node
    /// `(doc, node)`, inside its clip ([`compute_turned_clips`]).
    pub(crate) fn turned_clip(&self, doc: usize, node: usize) -> Option<Quad> {
        *self.turned_clips.get(doc)?.get(node)?
    }

    /// The shape of an element's box with rounded corners, in viewport
    /// coordinates ([`rounded_box`]).
    pub(crate) fn viewport_rounded(
        &self,
        snapshot: &Snapshot,
        doc: usize,
        i: usize,
    ) -> Option<Rounded> {
        let frame = self.frames.get(doc)?.as_ref()?;
        let (turned, moved) = (self.turned.get(doc)?, self.moved.get(doc)?);
        let pixels = self.pixel_grid(doc, i);
        rounded_box(frame, snapshot.docs.get(doc)?, (turned, moved), i, &pixels)
    }

    /// The pixels node `(doc, node)` is hit-tested on.
    pub(crate) fn pixel_grid(&self, doc: usize, node: usize) -> PixelGrid {
        self.grids
            .get(doc)
            .and_then(|g| g.get(node))
            .copied()
            .unwrap_or(PixelGrid::viewport(self.pixel))
    }

    /// The line block `node` of document `doc` takes inside an inline
    /// element, if it is a block in one ([`block_lines`]).
    pub(crate) fn block_line(&self, doc: usize, node: usize) -> Option<&BlockLine> {
        self.block_lines.get(doc)?.get(node)?.as_ref()
    }

    /// The whole pixels where text node `(doc, node)` takes clicks, in the
    /// viewport and cut to its clip, each with the node a click there
    /// reaches: its lines, and the parts of the line boxes they lie on that
    /// reach past them, for the block container whose lines they are
    /// ([`line_boxes`]). An atomic inline box alone on a line without text
    /// (a button after a block) gives that line box the same way. Text that
    /// takes no clicks gives only its line boxes; text under a transform,
    /// or in a document shown turned, gives none (its lines are bounding
    /// boxes).
    pub(crate) fn text_reach(
        &self,
        snapshot: &Snapshot,
        doc: usize,
        node: usize,
    ) -> Vec<(Bounds, usize)> {
        let document = &snapshot.docs[doc];
        let (Some(Some(frame)), Some(Some(clip)), Some(&turned)) = (
            self.frames.get(doc),
            self.clips.get(doc).and_then(|c| c.get(node)),
            self.turned.get(doc).and_then(|t| t.get(node)),
        ) else {
            return Vec::new();
        };
        let Some(text) = document.nodes[node]
            .layout
            .as_ref()
            .filter(|_| turned.is_none() && frame.turn.is_none())
        else {
            return Vec::new();
        };
        let pixels = self.pixel_grid(doc, node);
        let clip = pixels.outward(clip);
        let edges = Edges::of_text(document, &document.nodes[node]);
        let lines = text
            .text_boxes
            .iter()
            .filter(|_| takes_clicks(text))
            .map(|t| (t.bounds, edges, node));
        let line_boxes = self.line_boxes[doc][node].iter().flat_map(|l| {
            l.lines
                .iter()
                .map(|b| (b.bounds, Edges::Touched, l.container))
        });
        lines
            .chain(line_boxes)
            .filter_map(|(b, edges, taker)| {
                let b = frame.pixels_of(&b, None, edges, &pixels);
                Some((b.intersection(&clip)?, taker))
            })
            .filter(|(b, _)| !b.is_empty())
            .collect()
    }

    /// The node's border box in viewport coordinates.
    pub(crate) fn viewport_bounds(&self, doc: usize, bounds: Bounds) -> Option<Bounds> {
        let frame = self.frames.get(doc)?.as_ref()?;
        Some(frame.place(bounds))
    }

    /// The border box of node `(doc, node)` in viewport coordinates, from
    /// `bounds` (the snapshot's): in a document shown turned, the bounding
    /// box of its own quad placed, not of its bounding box placed.
    pub(crate) fn node_bounds(&self, doc: usize, node: usize, bounds: Bounds) -> Option<Bounds> {
        let frame = self.frames.get(doc)?.as_ref()?;
        let own = self
            .turned
            .get(doc)?
            .get(node)?
            .and_then(|t| t.quad_of(&bounds));
        Some(match own {
            Some(quad) if frame.turn.is_some() => frame.place_quad(&quad).bounds(),
            _ => frame.place(bounds),
        })
    }

    /// The element a click at `p` reaches: (document, node), or `None` over
    /// empty space. Text and pseudo-elements resolve to their element.
    pub(crate) fn hit(&self, snapshot: &Snapshot, p: Point) -> Option<(usize, usize)> {
        let p = p.pixel_corner(self.pixel);
        let mut best: Option<&HitBox> = None;
        for hb in self.grid.at(p) {
            if hb.doc != 0 || !hb.takes(p, self.pixel) {
                continue;
            }
            if best.is_none_or(|b| hb.above(b)) {
                best = Some(hb);
            }
        }
        let mut hit = best.map(|b| (b.doc, b.node))?;
        // Descend through same-origin iframes under the point.
        loop {
            let node = &snapshot.docs[hit.0].nodes[hit.1];
            let Some(child) = node.content_document else {
                break;
            };
            let inside = self
                .frames
                .get(child)
                .and_then(|f| f.as_ref())
                .is_some_and(|f| {
                    f.clip.is_some_and(|c| c.touches_pixel(p, self.pixel))
                        && f.clip_quad.is_none_or(|q| q.takes_click(p))
                });
            if !inside {
                break;
            }
            let mut inner: Option<&HitBox> = None;
            for hb in self.grid.at(p) {
                if hb.doc != child || !hb.takes(p, self.pixel) {
                    continue;
                }
                if inner.is_none_or(|b| hb.above(b)) {
                    inner = Some(hb);
                }
            }
            match inner {
                Some(b) => hit = (b.doc, b.node),
                None => break,
            }
        }
        Some((hit.0, element_of(&snapshot.docs[hit.0], hit.1)))
    }
}

/// Text nodes and pseudo-elements hit-test as their element.
fn element_of(doc: &Document, mut i: usize) -> usize {
    while !doc.nodes[i].is_element() {
        match doc.nodes[i].parent {
            Some(p) => i = p,
            None => break,
        }
    }
    i
}

fn clips_content(value: &str) -> bool {
    !(value.is_empty() || value == "visible")
}

/// Per node, the part of the viewport it can show in. What a box clips
/// applies to the boxes whose containing block chain passes through it:
/// an absolutely positioned box escapes every clipping ancestor below its
/// containing block (the nearest positioned or transformed ancestor; the
/// initial containing block without one), a fixed box every one (CSS
/// Overflow 3, "overflow clips the content of the box and of the boxes it
/// contains"). Before, a link in an absolutely positioned box inside an
/// unpositioned `overflow: scroll` box was clipped away. A box clips at its
/// padding box, but at its border box what is hit-tested in its own
/// paint layer ([`Clipping::of`]).
fn compute_clips(
    doc: &Document,
    (frame, turned): (&Frame, &[Option<Linear>]),
    phases: &[u8],
    out: &mut [Option<Bounds>],
) {
    // Each node's clip with every box clipping at its padding box, and
    // with the boxes whose layer it paints in clipping at their border box.
    let mut strict: Vec<Option<Bounds>> = vec![None; doc.nodes.len()];
    let mut in_layer: Vec<Option<Bounds>> = vec![None; doc.nodes.len()];
    for (i, node) in doc.nodes.iter().enumerate() {
        let position = node
            .layout
            .as_ref()
            .filter(|_| node.is_element())
            .map(|l| l.position.as_str());
        let (inherited_strict, inherited) = match clipped_by(doc, i) {
            Some(p) => {
                let padding =
                    clip_for_children(doc, (frame, turned), strict[p], p, Clipping::Padding);
                match paints_itself(doc, i) {
                    true => (padding, padding),
                    false => (
                        padding,
                        clip_for_children(
                            doc,
                            (frame, turned),
                            in_layer[p],
                            p,
                            Clipping::of(doc, p),
                        ),
                    ),
                }
            }
            None => (frame.clip, frame.clip),
        };
        // A `clip` rectangle cuts the box itself too, not only what is in it.
        let own = node
            .layout
            .as_ref()
            .filter(|l| matches!(position, Some("absolute" | "fixed")) && l.clip.is_some())
            .map(|l| frame.place(clip_box(l)));
        let cut = |inherited: Option<Bounds>| {
            match own {
                Some(own) => inherited.and_then(|clip| clip.intersection(&own)),
                None => inherited,
            }
            .filter(|clip| !clip.is_empty())
        };
        strict[i] = cut(inherited_strict);
        in_layer[i] = cut(inherited);
        out[i] = match phases[i] {
            BLOCK_PHASE => in_layer[i],
            _ => strict[i],
        };
    }
}

/// Where a box that clips its overflow clips what it holds for clicks.
/// Chromium tests a box whose paint layer paints itself against that
/// layer's clip, its border box, and leaves the padding box only to the
/// layers inside it; a box without such a layer, and one with rounded
/// corners, clip at the padding box. Measured with `elementFromPoint`
/// across the borders of `overflow: hidden`, `auto`, `scroll` and `clip`
/// boxes, positioned, transformed, translucent or not, with content
/// scrolled or pushed under them: a static scroller's border takes the
/// clicks, a positioned one's content takes them up to its border box's
/// edge, a positioned block in it stops at the padding box.
///
/// Only block boxes, hit-tested as backgrounds ([`BLOCK_PHASE`]), take the
/// border box: the inline content (text, inline and atomic boxes, flex and
/// grid items) stops at the padding box, also inside a block: a label's
/// text on the box's own lines, and a tab in a flex tab list whose list
/// takes the clicks on the border row under it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Clipping {
    Padding,
    Border,
}

impl Clipping {
    /// How box `p` clips what it holds in its own paint layer.
    fn of(doc: &Document, p: usize) -> Self {
        let own_layer = doc.nodes[p]
            .layout
            .as_ref()
            .is_some_and(|l| l.paints_itself && l.corners.is_none());
        match own_layer {
            true => Clipping::Border,
            false => Clipping::Padding,
        }
    }
}

/// Whether node `i` paints in a paint layer of its own
/// ([`Layout::paints_itself`]).
fn paints_itself(doc: &Document, i: usize) -> bool {
    doc.nodes[i]
        .layout
        .as_ref()
        .is_some_and(|l| l.paints_itself)
}

/// The node whose content node `i` is part of for clipping: its parent,
/// or for an absolutely positioned or fixed box its containing block
/// ([`compute_clips`]); `None` for the document's clip.
fn clipped_by(doc: &Document, i: usize) -> Option<usize> {
    let node = &doc.nodes[i];
    let p = node.parent?;
    let position = node
        .layout
        .as_ref()
        .filter(|_| node.is_element())
        .map(|l| l.position.as_str());
    match position {
        Some(position @ ("absolute" | "fixed")) => containing_block(doc, p, position == "fixed"),
        _ => Some(p),
    }
}

/// Per node, the quad it shows in when the nearest box that clips it is
/// turned: a rotated `overflow: hidden` or scrolling box clips its content
/// to its padding box's quad (its border box's, [`Clipping`]), and a
/// turned iframe its document to its
/// content box's quad, not to their bounding boxes (`clips` keeps those;
/// a click inside them but outside the quad reaches what lies beside).
/// Only the innermost turned clip is kept: inside it, the outer ones
/// are left to the bounding box.
fn compute_turned_clips(
    doc: &Document,
    frame: &Frame,
    phases: &[u8],
    (turned, moved): (&[Option<Linear>], &[TurnedBox]),
) -> Vec<Option<Quad>> {
    let mut out: Vec<Option<Quad>> = vec![None; doc.nodes.len()];
    // As in [`compute_clips`]: padding boxes only, and the border box of
    // the layer a node paints in.
    let mut strict: Vec<Option<Quad>> = vec![None; doc.nodes.len()];
    let mut in_layer: Vec<Option<Quad>> = vec![None; doc.nodes.len()];
    for i in 0..doc.nodes.len() {
        let Some(p) = clipped_by(doc, i) else {
            (strict[i], in_layer[i], out[i]) = (frame.clip_quad, frame.clip_quad, frame.clip_quad);
            continue;
        };
        let quad = |clipping| clip_quad(doc, frame, (turned[p], &moved[p]), p, clipping);
        strict[i] = within(quad(Clipping::Padding), strict[p]);
        in_layer[i] = match paints_itself(doc, i) {
            true => strict[i],
            false => within(quad(Clipping::of(doc, p)), in_layer[p]),
        };
        out[i] = match phases[i] {
            BLOCK_PHASE => in_layer[i],
            _ => strict[i],
        };
    }
    out
}

/// A turned clip inside an outer one: their overlap where both are turned
/// alike (a box that clips in a turned frame, cut by the frame's edges:
/// generated seed 1130), else the inner one, which a quad can hold alone.
fn within(inner: Option<Quad>, outer: Option<Quad>) -> Option<Quad> {
    match (inner, outer) {
        (Some(inner), Some(outer)) => Some(inner.overlap_alike(&outer).unwrap_or(inner)),
        (inner, outer) => inner.or(outer),
    }
}

/// The quad of node `p`'s padding box (or border box, [`Clipping`]) on
/// screen, when it is turned and clips its content on both axes.
fn clip_quad(
    doc: &Document,
    frame: &Frame,
    (turned, moved): (Option<Linear>, &TurnedBox),
    p: usize,
    clipping: Clipping,
) -> Option<Quad> {
    let node = &doc.nodes[p];
    let l = node.layout.as_ref()?;
    if matches!(node.name.as_str(), "html" | "body")
        || !clips_content(&l.overflow_x)
        || !clips_content(&l.overflow_y)
    {
        return None;
    }
    let border_box = frame.node_quad(turned, moved, &l.bounds)?;
    if clipping == Clipping::Border {
        return Some(border_box);
    }
    // Borders are in the box's own units, which its transforms and the
    // document's turn or scale carry onto the screen.
    let outer = frame.turn.unwrap_or(Linear::scaling(frame.scale));
    let linear = outer.then(&turned.unwrap_or(Linear::IDENTITY));
    let [top, right, bottom, left] = l.laid_out_borders();
    let inset = |corner: usize, x: f64, y: f64| {
        let v = linear.apply(x, y);
        let at = border_box.0[corner];
        Point::new(at.x + v.x, at.y + v.y)
    };
    Some(Quad([
        inset(0, left, top),
        inset(1, -right, top),
        inset(2, -right, -bottom),
        inset(3, left, -bottom),
    ]))
}

/// The box a `clip` rectangle leaves of a box (document coordinates): its
/// sides are CSS px from the border box's top-left corner, zoomed with it;
/// an `auto` side is the border box's edge.
fn clip_box(l: &Layout) -> Bounds {
    let b = l.bounds;
    let [top, right, bottom, left] = l.clip.unwrap_or([None; 4]);
    let at = |origin: f64, side: Option<f64>, edge: f64| side.map_or(edge, |v| origin + v * l.zoom);
    let (x0, x1) = (at(b.x, left, b.x), at(b.x, right, b.right()));
    let (y0, y1) = (at(b.y, top, b.y), at(b.y, bottom, b.bottom()));
    Bounds::new(x0, y0, (x1 - x0).max(0.0), (y1 - y0).max(0.0))
}

/// The nearest ancestor-or-self of `i` that is the containing block of an
/// absolutely positioned descendant (positioned or transformed) or, for a
/// `fixed` one, of a fixed descendant (transformed: any other leaves it to
/// the viewport, outside every clip but the frame's).
fn containing_block(doc: &Document, mut i: usize, fixed: bool) -> Option<usize> {
    loop {
        let node = &doc.nodes[i];
        if let Some(l) = node.layout.as_ref().filter(|_| node.is_element())
            && (l.affine.is_some() || (!fixed && !l.position.is_empty() && l.position != "static"))
        {
            return Some(i);
        }
        i = node.parent.filter(|&p| p < i)?;
    }
}

/// The clip the content of node `p` shows in: `clip`, p's own, cut by
/// its padding box (inside its borders) or its border box ([`Clipping`])
/// where it clips its overflow (`html` and `body` pass theirs to the
/// viewport, which the frame's clip already is).
fn clip_for_children(
    doc: &Document,
    (frame, turned): (&Frame, &[Option<Linear>]),
    clip: Option<Bounds>,
    p: usize,
    clipping: Clipping,
) -> Option<Bounds> {
    let mut clip = clip?;
    let parent = &doc.nodes[p];
    if let Some(pl) = &parent.layout
        && !matches!(parent.name.as_str(), "html" | "body")
    {
        // Borders scale with the box (generated seed 1206: a scroller
        // under `scale(1.5)` clipped its link 0.5 px above Chromium); a
        // turned box's bounding box is cut by its quad instead
        // ([`compute_turned_clips`]).
        let boxed = frame.place(match clipping {
            Clipping::Padding => {
                let scale = turned[p].and_then(|l| l.upright_scale());
                pl.padding_box(pl.bounds, scale.unwrap_or((1.0, 1.0)))
            }
            Clipping::Border => pl.bounds,
        });
        if clips_content(&pl.overflow_x) {
            let x = clip.x.max(boxed.x);
            let right = clip.right().min(boxed.right());
            clip = Bounds::new(x, clip.y, (right - x).max(0.0), clip.height);
        }
        if clips_content(&pl.overflow_y) {
            let y = clip.y.max(boxed.y);
            let bottom = clip.bottom().min(boxed.bottom());
            clip = Bounds::new(clip.x, y, clip.width, (bottom - y).max(0.0));
        }
    }
    Some(clip)
}

/// How Chromium hit-tests a box between whole pixels: its hit-test
/// location is the square of one CSS pixel from the point ([`PixelGrid`]),
/// which a box takes when it overlaps it; but it snaps the boxes of inline
/// elements that have a box fragment of their own to whole pixels first
/// (`ToPixelSnappedRect`). Measured (Chromium 156): a link's text from
/// 10.30 to 104.45 takes x = 10 to 104, its box with 1 px of padding
/// around text from 539.88 to 595.47 takes no more than the text (539 to
/// 595), not 538 or 596. A box's region of whole pixels is where a click
/// takes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Edges {
    /// Block boxes, atomic and replaced inline boxes, line boxes, culled
    /// inline elements and their text: every pixel they overlap.
    Touched,
    /// The boxes of inline elements that are not culled, the text in them
    /// and text right in a block: their edges moved to the nearest pixel
    /// edge.
    Snapped,
    /// The text of a culled inline element: the pixels it overlaps, and
    /// those its box snapped to whole pixels overlaps, but for the left
    /// edge, which stays where it is. At scale 2 text from 251.5 to 267.5
    /// takes the clicks of a box from 251.5 to 268, text from 131.25 to
    /// 147.25 those of one from 131 to 147.25, and text ending at 94.55
    /// reaches 95 (measured with `elementFromPoint` in 1/64 px steps over
    /// every fraction of a pixel); on whole pixels this is `Touched`.
    CulledText,
}

impl Edges {
    /// The edges of node `i`'s own box: snapped for inline elements with a
    /// box fragment of their own; a culled one ([`is_culled_inline`]) is
    /// hit-tested as the union of what it holds, on every pixel it touches.
    pub(crate) fn of(doc: &Document, i: usize) -> Self {
        let plain_inline = doc.nodes.get(i).is_some_and(Node::is_plain_inline);
        if plain_inline && !is_culled_inline(doc, i) {
            Self::Snapped
        } else {
            Self::Touched
        }
    }

    /// The edges of a text node's lines: Chromium snaps text, but an
    /// inline element around it without a box fragment of its own
    /// ([`is_culled_inline`]: most links) takes every pixel the text
    /// touches; text right in a block, or in an inline element with a box
    /// fragment, keeps its snapped edges (a space right after a button,
    /// from 104.17, takes the button's last pixel column, 104; a label's
    /// text after its checkbox, from 181.5, does not take row 181).
    pub(crate) fn of_text(doc: &Document, text: &Node) -> Self {
        match text.parent {
            Some(p) if is_culled_inline(doc, p) => Self::CulledText,
            _ => Self::Snapped,
        }
    }

    /// The whole pixels of `grid` where a click takes `rect`.
    pub(crate) fn pixels(self, rect: &Bounds, grid: &PixelGrid) -> Bounds {
        match self {
            Self::Touched => grid.outward(rect),
            Self::Snapped => grid.rounded(rect),
            Self::CulledText => grid.widened(rect),
        }
    }
}

/// Whether Chromium lays out element `i` as an inline box without a box
/// fragment of its own ([`Layout::culled`]).
///
/// [`Layout::culled`]: super::snapshot::Layout::culled
pub(crate) fn is_culled_inline(doc: &Document, i: usize) -> bool {
    doc.nodes
        .get(i)
        .and_then(|n| n.layout.as_ref())
        .is_some_and(|l| l.culled)
}

/// Where a box takes clicks, on the device pixels a click lands on, in
/// viewport CSS pixels. Chromium hit-tests a click as the square of one CSS
/// pixel from its point ([`CLICK_SQUARE`]; CSS pixels because the observer
/// emulates the device scale), carried into a transformed box's own
/// coordinates: a box takes the clicks whose square shares area with it,
/// so at scale 2 a box from 40.8 takes the click at 40, half a CSS pixel
/// before its first device pixel. Some boxes are snapped to whole pixels of
/// the layer they paint in before that test: the viewport's CSS pixels, or
/// a transformed box's own pixels from its corner (a box moved by half a
/// pixel snaps half-way through the viewport's).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct PixelGrid {
    /// Where the pixels boxes snap to start, and their size.
    origin: Point,
    cell: Point,
    /// How far Chromium paints the boxes from where the snapshot puts them
    /// (a scaled box's rounded paint offset, [`turned_boxes`]).
    shift: Point,
    /// A device pixel: where clicks land.
    pixel: f64,
}

impl PixelGrid {
    /// The viewport's pixels, clicks landing on device pixels `pixel` wide.
    fn viewport(pixel: f64) -> Self {
        Self {
            origin: Point::new(0.0, 0.0),
            cell: Point::new(1.0, 1.0),
            shift: Point::new(0.0, 0.0),
            pixel,
        }
    }

    /// The device pixels whose clicks take `b`, as one box (none for an
    /// empty box): those whose square reaches into it, from up to a square
    /// above and left of it.
    pub(crate) fn outward(&self, b: &Bounds) -> Bounds {
        if b.is_empty() {
            return *b;
        }
        let b = b.translate(self.shift.x, self.shift.y);
        self.reached(&b)
    }

    /// [`Self::outward`] for a box already where Chromium paints it.
    fn reached(&self, b: &Bounds) -> Bounds {
        let reach = CLICK_SQUARE - self.pixel;
        let down = |v: f64| (v / self.pixel).floor() * self.pixel;
        let up = |v: f64| (v / self.pixel).ceil() * self.pixel;
        let (left, top) = (down(b.x - reach), down(b.y - reach));
        Bounds::new(left, top, up(b.right()) - left, up(b.bottom()) - top)
    }

    /// The device pixels whose clicks take `b` once Chromium has snapped it
    /// to the grid's nearest pixel edges, halves up.
    fn rounded(&self, b: &Bounds) -> Bounds {
        let b = b.translate(self.shift.x, self.shift.y);
        let (x, y) = (|v| self.snap_x(v), |v| self.snap_y(v));
        let (left, top) = (x(b.x), y(b.y));
        let snapped = Bounds::new(left, top, x(b.right()) - left, y(b.bottom()) - top);
        if snapped.is_empty() {
            return snapped;
        }
        self.reached(&snapped)
    }

    /// The device pixels whose clicks take `b` or the box snapped from it
    /// (halves up), its left edge kept ([`Edges::CulledText`]).
    fn widened(&self, b: &Bounds) -> Bounds {
        if b.is_empty() {
            return *b;
        }
        let b = b.translate(self.shift.x, self.shift.y);
        let top = b.y.min(self.snap_y(b.y));
        let right = b.right().max(self.snap_x(b.right()));
        let bottom = b.bottom().max(self.snap_y(b.bottom()));
        self.reached(&Bounds::new(b.x, top, right - b.x, bottom - top))
    }

    /// `v` moved to the grid's nearest pixel edge across, halves up.
    fn snap_x(&self, v: f64) -> f64 {
        ((v - self.origin.x) / self.cell.x + 0.5).floor() * self.cell.x + self.origin.x
    }

    /// `v` moved to the grid's nearest pixel edge down, halves up.
    fn snap_y(&self, v: f64) -> f64 {
        ((v - self.origin.y) / self.cell.y + 0.5).floor() * self.cell.y + self.origin.y
    }
}

/// The pixels whose corners a strip holds, as one box (`None` for none): a
/// rounded box's strips are cut so that a pixel's corner lies in a strip
/// exactly when the hit test takes the pixel (`Rounded::takes` tests a
/// pixel at its corner), and the mapper takes a box on every pixel it
/// touches.
pub(crate) fn corner_pixels(strip: &Bounds, pixel: f64) -> Option<Bounds> {
    let up = |v: f64| (v / pixel).ceil() * pixel;
    let (x, y) = (up(strip.x), up(strip.y));
    let b = Bounds::new(x, y, up(strip.right()) - x, up(strip.bottom()) - y);
    (!b.is_empty()).then_some(b)
}

/// A rendered node that can take a click, clipped to where it shows.
#[derive(Debug, Clone, Copy)]
struct HitBox {
    doc: usize,
    node: usize,
    /// Where it takes clicks: the whole pixels of its grid ([`Edges`]),
    /// taken on every pixel of the viewport they overlap.
    rect: Bounds,
    /// The quad a rotated or skewed box covers inside `rect`.
    quad: Option<Quad>,
    /// The shape a box with rounded corners covers inside `rect`.
    rounded: Option<Rounded>,
    /// The turned box that clips it ([`compute_turned_clips`]).
    clip_quad: Option<Quad>,
    paint_order: i64,
    /// Where it paints among the boxes of its paint order
    /// ([`paint_phases`]).
    phase: u8,
    order: usize,
    sunk: Option<Sunk>,
    /// A block's line box ([`line_boxes`]), whose `order` is that of the
    /// first box of its run: under that box, above what came before.
    line: bool,
}

impl HitBox {
    /// Whether a click on the pixel whose corner is `p` (`pixel` wide)
    /// reaches the box: a turned box's quad by the click's square
    /// ([`Quad::takes_click`]).
    fn takes(&self, p: Point, pixel: f64) -> bool {
        self.rect.touches_pixel(p, pixel)
            && self.quad.is_none_or(|q| q.takes_click(p))
            && self.rounded.is_none_or(|r| r.takes(p))
            && self.clip_quad.is_none_or(|q| q.takes_click(p))
    }

    /// Painted above `other`: a higher paint order, then a later phase,
    /// then later in layout order, then a box over a line box of the same
    /// place; but a box sunk below a stacking
    /// context's normal flow is under that flow whatever its paint order.
    fn above(&self, other: &HitBox) -> bool {
        if self.flows_over(other) {
            return true;
        }
        if other.flows_over(self) {
            return false;
        }
        (self.paint_order, self.phase, self.order, !self.line)
            > (other.paint_order, other.phase, other.order, !other.line)
    }

    /// Whether it is a box of the normal flow `other` is sunk below: of
    /// that stacking context's paint order, not the context's own box.
    fn flows_over(&self, other: &HitBox) -> bool {
        self.sunk.is_none()
            && other
                .sunk
                .is_some_and(|s| self.paint_order == s.paint_order && self.order != s.owner)
    }
}

/// The shape the own box of element `i` of `doc` with rounded corners
/// takes clicks in, placed in the viewport. Its radii are in the
/// element's unzoomed CSS pixels, which zoom, the frame's scale and a
/// scaling transform enlarge; under a rotation or skew the shape lies in
/// the coordinates of the turned box it belongs to (its own or the
/// nearest one around it), where Chromium snaps it. `None` in a document
/// shown turned (its boxes keep their quads), and for an inline element
/// (its lines take the clicks).
fn rounded_box(
    frame: &Frame,
    doc: &Document,
    (turned, moved): (&[Option<Linear>], &[TurnedBox]),
    i: usize,
    pixels: &PixelGrid,
) -> Option<Rounded> {
    let node = doc.nodes.get(i)?;
    let layout = node.layout.as_ref()?;
    // Elements' boxes and pseudo-elements' (a round badge drawn by
    // `::before`); text has no corners.
    if node.node_type != 1 || layout.display == "inline" || frame.turn.is_some() {
        return None;
    }
    let corners = layout.corners.as_ref()?;
    let (sx, sy) = match turned[i] {
        None => (1.0, 1.0),
        Some(t) if t.b.abs() < 1e-6 && t.c.abs() < 1e-6 && t.a > 0.0 && t.d > 0.0 => (t.a, t.d),
        Some(t) => {
            let quad = frame.node_quad(turned[i], &moved[i], &layout.bounds)?;
            // Parents precede children: the box whose transform turns it.
            let mut space = i;
            while doc.nodes[space].layout.as_ref()?.transform().is_none() {
                space = doc.nodes[space].parent.filter(|&p| p < space)?;
            }
            let outer = doc.nodes[space].layout.as_ref()?.bounds;
            let origin = frame.node_quad(turned[space], &moved[space], &outer)?.0[0];
            let linear = Linear::scaling(frame.scale).then(&t);
            return Rounded::turned(&quad, origin, linear, corners, layout.zoom);
        }
    };
    let scale = layout.zoom * frame.scale;
    let placed = frame.place(layout.bounds);
    // Along its straight sides it takes the pixels any block box does.
    Rounded::new(
        placed,
        corners,
        (scale * sx, scale * sy),
        (pixels.outward(&placed), pixels.pixel),
    )
}

/// The pixel corners from the one at `from` to before `to`, `cell` apart
/// (whole pixels of `pixel`), and those at `edges` between.
fn lattice(from: f64, to: f64, (pixel, cell): (f64, f64), edges: &[f64]) -> Vec<f64> {
    let first = (from / pixel).floor() * pixel;
    let mut lines: Vec<f64> = std::iter::successors(Some(first), |v| Some(v + cell))
        .take_while(|&v| v < to)
        .collect();
    lines.extend(edges.iter().copied().filter(|&e| e > first && e < to));
    lines.sort_by(f64::total_cmp);
    lines.dedup();
    lines
}

/// What [`reaching_runs`] finds of a part.
#[derive(Debug, Clone, PartialEq)]
struct Runs {
    /// The cells where the test holds at their corner, as rectangles.
    coarse: Vec<Bounds>,
    /// The same, with each cell whose corners disagree tested pixel by
    /// pixel, row by row: a cut along a slanted edge to the pixel, in
    /// more rectangles.
    fine: Vec<Bounds>,
    /// Whether the test held at every corner.
    whole: bool,
}

/// The cells of the lattice `xs` by `ys` (each from its corner to the next
/// line, [`lattice`]) in `part` where `reaches` holds at the cell's corner,
/// as rectangles (runs of cells, merged down rows, cut at the part's
/// edges), coarse and refined on `pixel`s ([`Runs`]).
fn reaching_runs(
    part: &Bounds,
    (xs, ys): (&[f64], &[f64]),
    pixel: f64,
    reaches: impl Fn(Point) -> bool,
) -> Runs {
    let end =
        |lines: &[f64], k: usize, limit: f64| lines.get(k + 1).map_or(limit, |v| v.min(limit));
    // The corners of the lattice, and past its last lines those of the
    // part's last pixels, so that its last cells have corners to compare.
    let last = |lines: &[f64], limit: f64| {
        let far = ((limit / pixel).ceil() - 1.0) * pixel;
        lines.last().filter(|&&l| far > l).map(|_| far)
    };
    let probe_xs: Vec<f64> = xs.iter().copied().chain(last(xs, part.right())).collect();
    let probe_ys: Vec<f64> = ys.iter().copied().chain(last(ys, part.bottom())).collect();
    let held: Vec<Vec<bool>> = probe_ys
        .iter()
        .map(|&y| {
            probe_xs
                .iter()
                .map(|&x| reaches(Point::new(x, y)))
                .collect()
        })
        .collect();
    let whole = held.iter().flatten().all(|&h| h);
    // Runs across a row, from whether each stretch `[from, to)` holds.
    let runs_of = |stretches: &mut dyn Iterator<Item = (f64, f64, bool)>| {
        let mut runs: Vec<(f64, f64)> = Vec::new();
        for (from, to, holds) in stretches {
            match runs.last_mut() {
                Some(run) if holds && run.1 == from => run.1 = to,
                _ if holds => runs.push((from.max(part.x), to)),
                _ => {}
            }
        }
        runs
    };
    let cell_runs = |k: usize| {
        runs_of(&mut (0..xs.len()).map(|j| (xs[j], end(xs, j, part.right()), held[k][j])))
    };
    let mut coarse = RowMerge::default();
    let mut fine = RowMerge::default();
    for (k, &y) in ys.iter().enumerate() {
        let (top, bottom) = (y.max(part.y), end(ys, k, part.bottom()));
        coarse.add(top, bottom - top, cell_runs(k));
        // A cell whose corners (its own and the next ones across and down)
        // disagree holds the cut somewhere inside.
        let corner = |k: usize, j: usize| held.get(k).and_then(|row| row.get(j)).copied();
        let mixed: Vec<bool> = (0..xs.len())
            .map(|j| {
                let own = held[k][j];
                [(k, j + 1), (k + 1, j), (k + 1, j + 1)]
                    .iter()
                    .any(|&(a, b)| corner(a, b).is_some_and(|h| h != own))
            })
            .collect();
        if whole || bottom - top <= pixel || !mixed.contains(&true) {
            fine.add(top, bottom - top, cell_runs(k));
            continue;
        }
        let mut row = y;
        while row < bottom {
            let (row_top, row_bottom) = (row.max(part.y), (row + pixel).min(bottom));
            // A cell whose corners agree holds as its corner does; one
            // that holds the cut is tested at each pixel of the row.
            let mut stretches = (0..xs.len()).flat_map(|j| {
                let (from, to) = (xs[j], end(xs, j, part.right()));
                let (step, own) = if mixed[j] {
                    (pixel, None)
                } else {
                    (to - from, Some(held[k][j]))
                };
                let reaches = &reaches;
                std::iter::successors(Some(from), move |x| Some(x + step))
                    .take_while(move |&x| x < to)
                    .map(move |x| {
                        let holds = own.unwrap_or_else(|| reaches(Point::new(x, row)));
                        (x, (x + step).min(to), holds)
                    })
            });
            fine.add(row_top, row_bottom - row_top, runs_of(&mut stretches));
            row += pixel;
        }
    }
    Runs {
        coarse: coarse.finish(),
        fine: fine.finish(),
        whole,
    }
}

/// Rows of runs made rectangles: a run as wide as one of the row above
/// extends its rectangle down.
#[derive(Debug, Default)]
struct RowMerge {
    done: Vec<Bounds>,
    open: Vec<Bounds>,
}

impl RowMerge {
    fn add(&mut self, top: f64, height: f64, runs: Vec<(f64, f64)>) {
        let mut next = Vec::with_capacity(runs.len());
        for (x0, x1) in runs {
            match self.open.iter().position(|r| r.x == x0 && r.right() == x1) {
                Some(k) => {
                    let mut grown = self.open.swap_remove(k);
                    grown.height += height;
                    next.push(grown);
                }
                None => next.push(Bounds::new(x0, top, x1 - x0, height)),
            }
        }
        self.done.append(&mut self.open);
        self.open = next;
    }

    fn finish(mut self) -> Vec<Bounds> {
        self.done.append(&mut self.open);
        self.done
    }
}

/// The region `rects` cover together as rectangles that do not overlap:
/// cut into bands at every top and bottom edge, the runs across each band
/// joined, and a run as wide as one of the band above extends it down.
/// The strips of boxes turned alike, and of boxes inside one another,
/// share their rows, so many strips become few; every point (and so every
/// pixel a click reaches) lies in the result where it lay in `rects`.
pub(crate) fn union_of(rects: &[Bounds]) -> Vec<Bounds> {
    let rects: Vec<&Bounds> = rects.iter().filter(|r| !r.is_empty()).collect();
    let mut edges: Vec<f64> = rects.iter().flat_map(|r| [r.y, r.bottom()]).collect();
    edges.sort_by(f64::total_cmp);
    edges.dedup();
    let mut merge = RowMerge::default();
    for band in edges.windows(2) {
        let (top, bottom) = (band[0], band[1]);
        let mut across: Vec<(f64, f64)> = rects
            .iter()
            .filter(|r| r.y <= top && r.bottom() >= bottom)
            .map(|r| (r.x, r.right()))
            .collect();
        across.sort_by(|a, b| a.0.total_cmp(&b.0));
        let mut runs: Vec<(f64, f64)> = Vec::with_capacity(across.len());
        for (x0, x1) in across {
            match runs.last_mut() {
                Some(run) if x0 <= run.1 => run.1 = run.1.max(x1),
                _ => runs.push((x0, x1)),
            }
        }
        merge.add(top, bottom - top, runs);
    }
    merge.finish()
}

/// A box a node takes clicks in, in its document: the box, the quad or
/// rounded shape it covers inside it, its paint phase and its edges.
type NodeBox = (Bounds, Option<Quad>, Option<Rounded>, u8, Edges);

/// Uniform grid over the viewport so a point query scans only nearby boxes.
#[derive(Debug)]
struct Grid {
    viewport: Bounds,
    cols: usize,
    rows: usize,
    cells: Vec<Vec<HitBox>>,
}

const CELL: f64 = 64.0;

/// Most pixels [`Geometry::uncovered`] tests in one region; a larger one
/// is tested on a coarser lattice.
const MAX_TESTED_PIXELS: usize = 16_384;

/// Most boxes (covering ones first, then the node's own inside the region)
/// whose edges [`Geometry::uncovered`] adds to its lattice.
const MAX_EDGES_TESTED: usize = 32;

impl Grid {
    /// An empty grid over `viewport`.
    fn new(viewport: Bounds) -> Self {
        let cols = ((viewport.width / CELL).ceil() as usize).max(1);
        let rows = ((viewport.height / CELL).ceil() as usize).max(1);
        Self {
            viewport,
            cols,
            rows,
            cells: vec![Vec::new(); cols * rows],
        }
    }

    /// The grid of every box of the snapshot that takes clicks, placed by
    /// `geometry` (whose own grid it does not read).
    fn build(snapshot: &Snapshot, geometry: &Geometry) -> Self {
        let (frames, clips) = (&geometry.frames, &geometry.clips);
        let turned_clips = &geometry.turned_clips;
        let (turned, moved) = (&geometry.turned, &geometry.moved);
        let (phases, sunk, block_lines) = (&geometry.phases, &geometry.sunk, &geometry.block_lines);
        let mut grid = Self::new(geometry.viewport);
        for (d, doc) in snapshot.docs.iter().enumerate() {
            let Some(frame) = frames[d].as_ref() else {
                continue;
            };
            let wrapped = &geometry.wrapped[d];
            let phases = &phases[d];
            // Per inline element, the blocks on its lines with their lines;
            // per block container, the lines it takes from inline elements
            // that take no clicks.
            let mut held: HashMap<usize, Vec<BlockLine>> = HashMap::new();
            let mut fallen: HashMap<usize, Vec<BlockLine>> = HashMap::new();
            for line in block_lines[d].iter().flatten() {
                match line.taker {
                    Some(t) if t != line.inline => fallen.entry(t).or_default().push(*line),
                    _ => held.entry(line.inline).or_default().push(*line),
                }
            }
            let (turned, moved) = (&turned[d], &moved[d]);
            let sunk = &sunk[d];
            // Per block container: whether it takes clicks and wraps its
            // inline content in an anonymous block (it holds blocks too).
            let mut anonymous: HashMap<usize, bool> = HashMap::new();
            // A line box of block container `c` covers its quad under a
            // turn ([`LineSpace`]).
            let line_quad = |c: usize, line: &Bounds| match LineSpace::of(turned[c]) {
                LineSpace::Turned(_) => frame.node_quad(turned[c], &moved[c], line),
                LineSpace::Upright(..) => frame.quad(line),
            };
            // A line box of block container `c`, hit-tested for it on the
            // pixels it touches ([`line_boxes`]), inside `clip`.
            let line_box = |c: usize,
                            line: &Bounds,
                            quad: Option<Quad>,
                            (pixels, clip): (&PixelGrid, &Bounds),
                            clip_quad: Option<Quad>,
                            phase: u8,
                            order: usize|
             -> Option<HitBox> {
                let touched = frame.pixels_of(line, quad.as_ref(), Edges::Touched, pixels);
                Some(HitBox {
                    doc: d,
                    node: c,
                    rect: touched.intersection(clip)?,
                    quad,
                    rounded: None,
                    clip_quad,
                    paint_order: doc.nodes[c].layout.as_ref()?.paint_order,
                    phase,
                    order,
                    sunk: sunk[c],
                    line: true,
                })
            };
            for (i, node) in doc.nodes.iter().enumerate() {
                let Some(layout) = &node.layout else { continue };
                if !takes_clicks(layout) || node.node_type == 9 {
                    continue;
                }
                let Some(clip) = clips[d][i] else { continue };
                // Wrapped text takes clicks on its lines only, not on the
                // rest of its bounding box; an inline around blocks takes
                // them on its text and on the lines of its blocks, each
                // under the block it holds (painted in the phase of the
                // container around it, and before the block in order), not
                // over the union of all of them.
                // A box (or text line, or block's line) under a rotation
                // covers its quad, not its bounding box. In a document shown
                // turned, every box covers a quad.
                let quad = |rect: &Bounds| frame.node_quad(turned[i], &moved[i], rect);
                let line_quad = |l: &BlockLine| {
                    if l.exact {
                        quad(&l.bounds)
                    } else {
                        frame.quad(&l.bounds)
                    }
                };
                let pixels = &geometry.grids[d][i];
                // A box with rounded corners takes them along its curves.
                let rounded = rounded_box(frame, doc, (turned, moved), i, pixels);
                // The lines of an inline element are its own boxes.
                let rects: Vec<NodeBox> = if let Some(lines) = held.get(&i) {
                    lines
                        .iter()
                        .map(|l| {
                            let phase = container_phase(doc, phases, l.inline);
                            let edges = Edges::of(doc, l.inline);
                            (l.bounds, line_quad(l), None, phase, edges)
                        })
                        .collect()
                } else if wrapped[i] || (layout.display == "inline" && holds_block(doc, i)) {
                    // Blocks it holds through an inline inside it put
                    // their lines on that one.
                    Vec::new()
                } else {
                    // Text takes clicks on its lines; a box on its box,
                    // and a pseudo-element laid out as a block (Fomantic's
                    // round "or" between two buttons) on both its box and
                    // its generated text.
                    let own_box = (layout.text_boxes.is_empty() || node.is_pseudo_box())
                        && !(node.is_plain_inline()
                            && !layout.decorated
                            && starts_in_own_layer(doc, i));
                    let text_edges = Edges::of_text(doc, node);
                    own_box
                        .then(|| {
                            let edges = Edges::of(doc, i);
                            let bounds = layout.bounds;
                            (bounds, quad(&bounds), rounded, phases[i], edges)
                        })
                        .into_iter()
                        .chain(layout.text_boxes.iter().map(|line| {
                            let quad = quad(&line.bounds);
                            (line.bounds, quad, None, phases[i], text_edges)
                        }))
                        .collect()
                };
                let clip = pixels.outward(&clip);
                for (rect, quad, rounded, phase, edges) in rects {
                    let rect = frame.pixels_of(&rect, quad.as_ref(), edges, pixels);
                    let Some(rect) = rect.intersection(&clip) else {
                        continue;
                    };
                    grid.insert(HitBox {
                        doc: d,
                        node: i,
                        rect,
                        quad,
                        rounded,
                        clip_quad: turned_clips[d][i],
                        paint_order: layout.paint_order,
                        phase,
                        order: layout.order,
                        sunk: sunk[i],
                        line: false,
                    });
                }
                // The lines it takes from inline elements inside it that
                // take no clicks: clipped as those are, in their place in
                // layout order.
                for l in fallen.get(&i).into_iter().flatten() {
                    let inline = doc.nodes[l.inline].layout.as_ref();
                    let (Some(line_clip), Some(inline)) = (clips[d][l.inline], inline) else {
                        continue;
                    };
                    let pixels = &geometry.grids[d][l.inline];
                    let line = pixels.outward(&frame.place(l.bounds));
                    let Some(rect) = line.intersection(&pixels.outward(&line_clip)) else {
                        continue;
                    };
                    grid.insert(HitBox {
                        doc: d,
                        node: i,
                        rect,
                        quad: line_quad(l),
                        rounded: None,
                        clip_quad: turned_clips[d][l.inline],
                        paint_order: layout.paint_order,
                        phase: container_phase(doc, phases, l.inline),
                        order: inline.order,
                        sunk: sunk[i],
                        line: false,
                    });
                }
                // Where the block container around also holds blocks of
                // its own, the line of a block inside it lies in the
                // anonymous block CSS wraps the inline content in, a block
                // of the container's normal flow hit-tested as the
                // container: after the content on it, but before layers
                // sunk below it (a link with `z-index: -1` around a
                // paragraph, in a box with a block after the link, takes
                // no clicks; without that block it does).
                if let Some(lines) = held.get(&i)
                    && let Some(c) = line_container(doc, i)
                    && *anonymous.entry(c).or_insert_with(|| {
                        doc.nodes[c].layout.as_ref().is_some_and(takes_clicks)
                            && finds_block(doc, c, false)
                    })
                {
                    let phase = container_phase(doc, phases, i);
                    for l in lines {
                        let (quad, clip_quad) = (line_quad(l), turned_clips[d][i]);
                        let at = (pixels, &clip);
                        if let Some(hb) =
                            line_box(c, &l.bounds, quad, at, clip_quad, phase, layout.order)
                        {
                            grid.insert(hb);
                        }
                    }
                }
            }
            for (i, lines) in geometry.line_boxes[d].iter().enumerate() {
                let Some(Lines {
                    container: c,
                    lines,
                }) = lines
                else {
                    continue;
                };
                let Some(clip) = clips[d][i] else {
                    continue;
                };
                let pixels = &geometry.grids[d][i];
                let clip = pixels.outward(&clip);
                for &LineBox {
                    bounds: line,
                    order,
                } in lines
                {
                    let (quad, clip_quad) = (line_quad(*c, &line), turned_clips[d][i]);
                    let at = (pixels, &clip);
                    if let Some(hb) = line_box(*c, &line, quad, at, clip_quad, phases[i], order) {
                        grid.insert(hb);
                    }
                }
            }
            // An anonymous block takes clicks for its container as a block
            // of the container's flow does, on its background, in its
            // place in layout order. Inside a float or an atomic box,
            // whose content paints as one, phases do not tell that apart.
            for &AnonymousLine {
                container: c,
                line: LineBox { bounds, order },
            } in &geometry.anonymous_lines[d]
            {
                let Some(clip) = clips[d][c].filter(|_| phases[c] == BLOCK_PHASE) else {
                    continue;
                };
                let pixels = &geometry.grids[d][c];
                let at = (pixels, &pixels.outward(&clip));
                let (quad, clip_quad) = (line_quad(c, &bounds), turned_clips[d][c]);
                if let Some(hb) = line_box(c, &bounds, quad, at, clip_quad, phases[c], order) {
                    grid.insert(hb);
                }
            }
        }
        grid
    }

    fn cell_range(&self, lo: f64, hi: f64, origin: f64, n: usize) -> (usize, usize) {
        let a = ((lo - origin) / CELL).floor().max(0.0) as usize;
        let b = ((hi - origin) / CELL).floor().max(0.0) as usize;
        (a.min(n - 1), b.min(n - 1))
    }

    fn insert(&mut self, hb: HitBox) {
        let (c0, c1) = self.cell_range(hb.rect.x, hb.rect.right(), self.viewport.x, self.cols);
        let (r0, r1) = self.cell_range(hb.rect.y, hb.rect.bottom(), self.viewport.y, self.rows);
        for r in r0..=r1 {
            for c in c0..=c1 {
                self.cells[r * self.cols + c].push(hb);
            }
        }
    }

    /// The boxes in the cells `region` touches (a box can come more than
    /// once).
    fn near(&self, region: &Bounds) -> impl Iterator<Item = &HitBox> {
        let (c0, c1) = self.cell_range(region.x, region.right(), self.viewport.x, self.cols);
        let (r0, r1) = self.cell_range(region.y, region.bottom(), self.viewport.y, self.rows);
        (r0..=r1)
            .flat_map(move |r| (c0..=c1).flat_map(move |c| self.cells[r * self.cols + c].iter()))
    }

    fn at(&self, p: Point) -> &[HitBox] {
        if !self.viewport.contains(p) {
            return &[];
        }
        let (c, _) = self.cell_range(p.x, p.x, self.viewport.x, self.cols);
        let (r, _) = self.cell_range(p.y, p.y, self.viewport.y, self.rows);
        &self.cells[r * self.cols + c]
    }
}

/// The phase of block boxes ([`paint_phases`]).
const BLOCK_PHASE: u8 = 0;

/// Where each box paints among the boxes of one paint order, as CSS paints
/// a stacking context (CSS 2.1 Appendix E): block boxes first (0), then
/// floats (1), then inline content (2): text, inline boxes and atomic
/// inline-level boxes (inline blocks, and flex and grid items, which paint
/// as inline blocks do), and replaced elements even when block-level (an
/// `iframe` or `img` with `display: block` paints its content with the
/// inline content, step 7, over the blocks after it). A float or an atomic box paints with everything
/// inside it, so its descendants take its phase. The snapshot gives every
/// box of a layer one paint order, so without this a block after a float
/// in layout order (Doxygen's content under its floated table of contents)
/// took the clicks the float's links get.
fn paint_phases(doc: &Document) -> Vec<u8> {
    let n = doc.nodes.len();
    let mut phase = vec![0u8; n];
    // The phase an enclosing float or atomic box gives its descendants.
    let mut unit: Vec<Option<u8>> = vec![None; n];
    // Parents precede children in node order.
    for (i, node) in doc.nodes.iter().enumerate() {
        let parent = node.parent.filter(|&p| p < n);
        let inherited = parent.and_then(|p| unit[p]);
        let Some(layout) = &node.layout else {
            unit[i] = inherited;
            continue;
        };
        let in_flex_or_grid = parent
            .and_then(|p| doc.nodes[p].layout.as_ref())
            .is_some_and(|l| {
                matches!(
                    l.display.as_str(),
                    "flex" | "inline-flex" | "grid" | "inline-grid"
                )
            });
        let own = if !matches!(layout.float.as_str(), "" | "none") {
            Some(1)
        } else if layout.display.starts_with("inline-")
            || in_flex_or_grid
            || (node.html && is_replaced(&node.name))
        {
            Some(2)
        } else {
            None
        };
        unit[i] = inherited.or(own);
        let inline = node.node_type == 3 || layout.display == "inline";
        phase[i] = unit[i].unwrap_or(if inline { 2 } else { BLOCK_PHASE });
    }
    phase
}

/// The phase a block's line inside inline element `inline` paints in:
/// that of the block container around the inline (the line is its
/// anonymous block's), not the block's own, which for a replaced element
/// is the inline content's.
fn container_phase(doc: &Document, phases: &[u8], inline: usize) -> u8 {
    line_container(doc, inline).map_or(0, |c| phases[c])
}

/// The block container whose lines inline element `inline` sits on: its
/// nearest ancestor with a box that is not inline.
fn line_container(doc: &Document, inline: usize) -> Option<usize> {
    let mut up = doc.nodes[inline].parent;
    while let Some(p) = up {
        match &doc.nodes[p].layout {
            Some(l) if l.display != "inline" => return Some(p),
            _ => up = doc.nodes[p].parent,
        }
    }
    None
}

/// Per node, for a text node on the lines of a block container: that
/// container and the line boxes the text lies on. Chromium hit-tests a
/// block's line boxes for the block, in the foreground phase, after the
/// content on them, on every pixel they touch: a click between two lines
/// of a paragraph takes the paragraph, over the background of a block
/// after it that the paragraph overflows onto, and under that block's
/// text; so does a click on the last pixel column its snapped text leaves,
/// and one beside a radio on the line of a label sunk below the block
/// (`z-index: -1`: the line box comes before negative layers). Measured
/// with `elementFromPoint`: a line box reaches as far as its content
/// across, and its full height down.
///
/// A line is built from its pieces ([`line_pieces`]): each text fragment
/// grown to the container's `line-height`, by the whole pixels of half the
/// leading upwards and the rest downwards (`normal`: the text's own
/// height), and each atomic inline box on it with its margins, whose height
/// the line takes; the boxes of inline elements on it widen it, as their
/// padding and borders take room on the line, but do not make it taller.
/// In its container's [`LineSpace`]: under a scale (generated seed 924,
/// an anonymous block under `scale(0.5)`) its boxes are its layout's
/// scaled, and so are its line's height, leading and margins; an atomic
/// box with a transform of its own counts as laid out.
/// A line of atomic boxes without text (a button alone after a block) is
/// given to its first box; a line of inline boxes alone gives none. Where
/// the container wraps its inline content in anonymous blocks, those come
/// too ([`anonymous_block_width`]): each spans its run's lines, and the
/// lines of the blocks inside inline elements of the run (`block_lines`),
/// from the first to the last.
fn line_boxes(
    doc: &Document,
    turned: &[Option<Linear>],
    wrapped: &[bool],
    block_lines: &[Option<BlockLine>],
) -> (Vec<Option<Lines>>, Vec<AnonymousLine>) {
    let mut out: Vec<Option<Lines>> = vec![None; doc.nodes.len()];
    let mut anonymous = Vec::new();
    // Per block container, the runs of its blocks' lines in inline
    // elements ([`line_place`]), with their lines and places in order.
    let mut held_blocks: HashMap<usize, Vec<(usize, LineBox)>> = HashMap::new();
    let mut places = LinePlaces::new();
    for line in block_lines.iter().flatten() {
        let (Some(c), Some(inline)) = (
            line_container(doc, line.inline),
            doc.nodes[line.inline].layout.as_ref(),
        ) else {
            continue;
        };
        let bounds = line.bounds;
        let order = inline.order;
        held_blocks.entry(c).or_default().push((
            line_place(doc, &mut places, line.inline, c),
            LineBox { bounds, order },
        ));
    }
    for (c, pieces) in line_pieces(doc, turned, wrapped, &mut places) {
        let space = LineSpace::of(turned[c]);
        // Lines top to bottom, each the union of the pieces on it, in the
        // container's space.
        let mut tall: Vec<&LinePiece> = pieces.iter().filter(|p| p.sets_height).collect();
        tall.sort_by(|a, b| {
            a.bounds
                .y
                .total_cmp(&b.bounds.y)
                .then(a.bounds.x.total_cmp(&b.bounds.x))
        });
        let mut lines: Vec<LineBox> = Vec::new();
        // The run of inline content each line is in ([`line_place`]).
        let mut runs: Vec<usize> = Vec::new();
        let mut holds_text: Vec<bool> = Vec::new();
        let mut line_of: HashMap<(usize, usize), usize> = HashMap::new();
        let mut atomic_on: Vec<(usize, usize)> = Vec::new();
        for piece in tall {
            match lines.last_mut() {
                Some(line) if same_line(&line.bounds, &piece.bounds) => {
                    line.bounds = line.bounds.union(&piece.bounds);
                    line.order = line.order.min(piece.order);
                }
                _ => {
                    lines.push(LineBox {
                        bounds: piece.bounds,
                        order: piece.order,
                    });
                    runs.push(piece.run);
                    holds_text.push(false);
                }
            }
            let l = lines.len() - 1;
            if let Some(fragment) = piece.fragment {
                line_of.insert(fragment, l);
                holds_text[l] = true;
            }
            if let Some(node) = piece.atomic {
                atomic_on.push((node, l));
            }
        }
        for piece in pieces.iter().filter(|p| !p.sets_height) {
            let b = &piece.bounds;
            let from = lines.partition_point(|l| l.bounds.bottom() <= b.y);
            let on = lines[from..]
                .iter_mut()
                .take_while(|l| l.bounds.y < b.bottom())
                .find(|l| same_line(&l.bounds, b));
            if let Some(line) = on {
                line.bounds = widened(&line.bounds, b);
                line.order = line.order.min(piece.order);
            }
        }
        if let Some(across) = anonymous_block_width(doc, c, space) {
            // Blocks' lines are in the document's space, which is the
            // container's where no turn applies.
            let upright = matches!(space, LineSpace::Upright(..));
            let blocks = held_blocks.get(&c).filter(|_| upright);
            let in_lines: HashSet<usize> = runs.iter().copied().collect();
            let mut run_blocks: HashMap<usize, LineBox> = HashMap::new();
            for (&run, line) in runs.iter().zip(&lines).chain(
                blocks
                    .into_iter()
                    .flatten()
                    .filter(|(run, _)| in_lines.contains(run))
                    .map(|(run, line)| (run, line)),
            ) {
                run_blocks
                    .entry(run)
                    .and_modify(|block| {
                        block.bounds = block.bounds.union(&line.bounds);
                        block.order = block.order.min(line.order);
                    })
                    .or_insert(*line);
            }
            let mut run_blocks: Vec<_> = run_blocks.into_iter().collect();
            run_blocks.sort_by_key(|(run, _)| *run);
            anonymous.extend(run_blocks.into_iter().map(|(_, block)| AnonymousLine {
                container: c,
                line: LineBox {
                    bounds: space.shown(&widened(&block.bounds, &across)),
                    order: block.order,
                },
            }));
        }
        for line in &mut lines {
            line.bounds = space.shown(&line.bounds);
        }
        for piece in &pieces {
            let Some((node, k)) = piece.fragment else {
                continue;
            };
            let entry = out[node].get_or_insert_with(|| Lines {
                container: c,
                lines: Vec::new(),
            });
            if let Some(&l) = line_of.get(&(node, k)) {
                entry.lines.push(lines[l]);
            }
        }
        // A line of atomic boxes only (a button alone after a block) is a
        // line box too, given once, with its first box.
        let mut given = vec![false; lines.len()];
        for (node, l) in atomic_on {
            if !holds_text[l] && !std::mem::replace(&mut given[l], true) {
                out[node]
                    .get_or_insert_with(|| Lines {
                        container: c,
                        lines: Vec::new(),
                    })
                    .lines
                    .push(lines[l]);
            }
        }
    }
    (out, anonymous)
}

/// `line` widened across `by`, as tall as it was.
fn widened(line: &Bounds, by: &Bounds) -> Bounds {
    let wide = line.union(by);
    Bounds::new(wide.x, line.y, wide.width, line.height)
}

/// Where block container `c` wraps its runs of inline content in
/// anonymous blocks (it also holds a block in its normal flow), the extent
/// across of those: its content box's. The snapshot lists no anonymous
/// boxes; Chromium hit-tests one as its container, as a block of the
/// container's flow: across the container's content box, as tall as its
/// lines, on its background, in its place in layout order. So it takes the
/// clicks beside the content of its lines over what an earlier block
/// overflows onto it in the blocks' phase (the line of a link around that
/// block's paragraph, a menu item's background), but not over that
/// block's text (measured with `elementFromPoint`; generated seed 167).
/// In the container's [`LineSpace`]; `None` for a container that scrolls
/// (its content is moved by an offset the snapshot does not give).
fn anonymous_block_width(doc: &Document, c: usize, space: LineSpace) -> Option<Bounds> {
    let layout = doc.nodes[c].layout.as_ref()?;
    let flow = matches!(
        layout.display.as_str(),
        "block" | "list-item" | "flow-root" | "table-cell" | "table-caption"
    );
    let scrolls = layout.overflow_x != "visible" || layout.overflow_y != "visible";
    let border = space.upright(&layout.bounds)?;
    (flow && !scrolls && finds_block(doc, c, false))
        .then(|| layout.content_box(border, space.scale()))
}

/// Where a block container's lines are laid out ([`line_boxes`]), from
/// the transforms that apply to it (`turned`, [`transforms`]): in its
/// document's coordinates, its boxes scaled by `(across, down)`, under a
/// transform that only scales (`(1.0, 1.0)` under none); under a turn, in
/// those coordinates with the turn undone, where its boxes are upright
/// rectangles of their laid-out size again (generated seed 2206: the
/// anonymous block of a line after a block, in a box turned by 21°, takes
/// the clicks past the box's edge that the line overflows).
#[derive(Debug, Clone, Copy, PartialEq)]
enum LineSpace {
    Upright(f64, f64),
    Turned(Linear),
}

impl LineSpace {
    fn of(turned: Option<Linear>) -> Self {
        match turned.map(|l| (l, l.upright_scale())) {
            None => Self::Upright(1.0, 1.0),
            Some((_, Some((across, down)))) => Self::Upright(across, down),
            Some((turn, None)) => Self::Turned(turn),
        }
    }

    /// The factors across and down its boxes are scaled by.
    fn scale(self) -> (f64, f64) {
        match self {
            Self::Upright(across, down) => (across, down),
            Self::Turned(_) => (1.0, 1.0),
        }
    }

    /// Box `shown`, bounded in its document, in this space; `None` where
    /// a turn cannot be undone ([`Linear::upright_of`]).
    fn upright(self, shown: &Bounds) -> Option<Bounds> {
        match self {
            Self::Upright(..) => Some(*shown),
            Self::Turned(turn) => turn.upright_of(shown),
        }
    }

    /// Box `upright` of this space, bounded in its document.
    fn shown(self, upright: &Bounds) -> Bounds {
        match self {
            Self::Upright(..) => *upright,
            Self::Turned(turn) => turn.shown_of(upright),
        }
    }
}

/// The line boxes a text node lies on ([`line_boxes`]).
#[derive(Debug, Clone)]
struct Lines {
    /// The block container whose lines they are, which they take clicks
    /// for.
    container: usize,
    lines: Vec<LineBox>,
}

/// One line box of a block container.
#[derive(Debug, Clone, Copy)]
struct LineBox {
    bounds: Bounds,
    /// Where it comes in layout order: with the first box on it, or of its
    /// run of inline content ([`line_place`]).
    order: usize,
}

/// A line of an anonymous block ([`anonymous_block_width`]): one of its
/// container's line boxes widened across the container's content box.
#[derive(Debug, Clone, Copy)]
struct AnonymousLine {
    /// The block container that holds the anonymous block and takes its
    /// clicks.
    container: usize,
    line: LineBox,
}

/// A piece of a block container's inline content ([`line_boxes`]).
struct LinePiece {
    bounds: Bounds,
    /// Whether the line takes its height (text and atomic boxes) or only
    /// its width (an inline element's box).
    sets_height: bool,
    /// Text node and fragment index, for a text fragment.
    fragment: Option<(usize, usize)>,
    /// The element, for an atomic inline box.
    atomic: Option<usize>,
    /// Its place in layout order; for text, that of its run's first box.
    order: usize,
    /// The run of inline content it is in, between the container's blocks
    /// ([`line_place`]).
    run: usize,
}

/// Per block container that takes clicks, the pieces of inline content on
/// its lines ([`line_boxes`]), in node order.
fn line_pieces(
    doc: &Document,
    turned: &[Option<Linear>],
    wrapped: &[bool],
    places: &mut LinePlaces,
) -> Vec<(usize, Vec<LinePiece>)> {
    let mut by_container: HashMap<usize, Vec<LinePiece>> = HashMap::new();
    for (i, node) in doc.nodes.iter().enumerate() {
        let Some(layout) = node.layout.as_ref().filter(|l| !l.is_out_of_flow()) else {
            continue;
        };
        // A box's own transform moves the box, not its place on its line.
        let line_turn = match layout.affine {
            Some(_) => node.parent.and_then(|p| turned[p]),
            None => turned[i],
        };
        let space = LineSpace::of(line_turn);
        let (across, down) = space.scale();
        let text = node.node_type == 3;
        let inline = layout.display == "inline";
        let atomic = node.is_element()
            && (layout.display.starts_with("inline-") || (inline && is_atomic_inline(doc, i)));
        let inline_box =
            node.is_element() && inline && !atomic && !wrapped[i] && !holds_block(doc, i);
        if !(text || atomic || inline_box) || layout.bounds.is_empty() && !text {
            continue;
        }
        let Some(c) = line_container(doc, i) else {
            continue;
        };
        let Some(container) = doc.nodes[c]
            .layout
            .as_ref()
            .filter(|l| takes_clicks(l) && turned[c] == line_turn)
        else {
            continue;
        };
        let Some((dx, dy)) = moved_off_its_line(doc, i, c) else {
            continue;
        };
        // Where it lies on its line: relative positioning moves the box,
        // not the line.
        let on_line =
            |b: Bounds| Bounds::new(b.x - dx * across, b.y - dy * down, b.width, b.height);
        let run = line_place(doc, places, i, c);
        let pieces = by_container.entry(c).or_default();
        if !text {
            // A transformed atomic box lies on its line as laid out
            // (generated seed 3146: a button under `scale(1.5)` alone on
            // the line after a block).
            let border = match layout.affine {
                None => space.upright(&layout.bounds),
                Some(_) => {
                    let outer = line_turn.unwrap_or(Linear::IDENTITY);
                    let laid = laid_out_box(doc, turned, outer, i);
                    match space {
                        LineSpace::Turned(_) => laid,
                        LineSpace::Upright(..) => laid.map(|b| outer.shown_of(&b)),
                    }
                }
            };
            let Some(border) = border else {
                continue;
            };
            pieces.push(LinePiece {
                // An atomic inline box's margins are on its line.
                bounds: on_line(if atomic {
                    layout.margin_box(border, (across, down))
                } else {
                    border
                }),
                sets_height: atomic,
                fragment: None,
                atomic: atomic.then_some(i),
                order: layout.order,
                run,
            });
            continue;
        }
        let height = container.line_height.map(|h| h * container.zoom);
        let order = doc.nodes[run]
            .layout
            .as_ref()
            .map_or(layout.order, |l| l.order);
        for (k, t) in layout.text_boxes.iter().enumerate() {
            let Some(text) = space.upright(&t.bounds) else {
                continue;
            };
            // `normal`: a line of one font is as tall as its text.
            let leading = height.map_or(0.0, |h| (h * down - text.height).max(0.0));
            // Chromium puts the whole pixels of half the leading above
            // the text and the rest below it, laid out before a scale.
            let above = (leading / down / 2.0).floor() * down;
            let text = on_line(text);
            let bounds = Bounds::new(text.x, text.y - above, text.width, text.height + leading);
            pieces.push(LinePiece {
                bounds,
                sets_height: true,
                fragment: Some((i, k)),
                atomic: None,
                order,
                run,
            });
        }
    }
    let mut containers: Vec<_> = by_container.into_iter().collect();
    containers.sort_by_key(|(c, _)| *c);
    containers
}

/// How far the boxes of node `i` on a line of block container `c` lie
/// from that line, across and down (CSS px, before any scale): the sum
/// of the relative offsets of it and the inline elements around it in
/// `c`, as relative positioning moves a box but leaves its line where it
/// was laid out (generated seed 1540). `None` inside a sticky one, whose
/// offset follows the scroll and is not known.
fn moved_off_its_line(doc: &Document, i: usize, c: usize) -> Option<(f64, f64)> {
    let (mut dx, mut dy) = (0.0, 0.0);
    let mut k = Some(i);
    while let Some(at) = k.filter(|&at| at != c) {
        if let Some(l) = doc.nodes[at].layout.as_ref() {
            if l.position == "sticky" {
                return None;
            }
            dx += l.relative_offset.0;
            dy += l.relative_offset.1;
        }
        k = doc.nodes[at].parent;
    }
    Some((dx, dy))
}

/// Where the lines text node `i` lies on (of block container `c`) come in
/// layout order: with the first box of its run of inline content, the
/// first inline-level child of the container after the last block before
/// it (the line's anonymous block, when blocks come before). Chromium
/// tests a line box after the content on it (a button on the line keeps
/// the pixels its line box touches) and before what was laid out
/// earlier, so the line of inline content after a block child lies above
/// that block's overflowing content, not under it with the container.
/// Lines of a run are not told apart: a line lies under what earlier
/// lines of its run hold. Each container's runs are found once, in one
/// pass over its children, and kept in `places` (a container of 50,000
/// buttons walked its children for each).
fn line_place(doc: &Document, places: &mut LinePlaces, i: usize, c: usize) -> usize {
    let mut child = i;
    while let Some(p) = doc.nodes[child].parent.filter(|&p| p != c) {
        child = p;
    }
    let starts = places.entry(c).or_insert_with(|| run_starts(doc, c));
    starts.get(&child).copied().unwrap_or(child)
}

/// Per block container, per child, where its run of inline content starts
/// ([`line_place`]).
type LinePlaces = HashMap<usize, HashMap<usize, usize>>;

/// Per child of block container `c`, the first inline-level child of the
/// run of inline content it is in or follows (the first after the last
/// block before it), or itself when there is none; boxes out of flow and
/// children without a box do not end a run.
fn run_starts(doc: &Document, c: usize) -> HashMap<usize, usize> {
    let mut starts = HashMap::new();
    let mut first: Option<usize> = None;
    for &k in &doc.nodes[c].children {
        starts.insert(k, first.unwrap_or(k));
        match &doc.nodes[k].layout {
            Some(l) if l.is_out_of_flow() => {}
            Some(l) if doc.nodes[k].node_type == 3 || l.display.starts_with("inline") => {
                first.get_or_insert(k);
            }
            Some(_) => first = None,
            None => {}
        }
    }
    starts
}

/// Whether plain inline element `i`, without a box fragment of its own
/// ([`Layout::decorated`]), starts with content painted in a paint layer
/// of its own: its first piece in the flow (looking through
/// boxless children such as `display: contents`, past collapsed white
/// space and boxes out of flow) is such a box, a link with `z-index: -1`.
/// Chromium tests such an element's box only at the first piece of it on
/// a line, which the layer leaves out of the flow's hit test, so its own
/// box covers nothing and what it holds takes the clicks where nothing
/// else of the flow lies over it (its text still takes those on its
/// text). Probed with `elementFromPoint` on a span around a sunk link in
/// a hidden box (generated seed 2327): with nothing else, with text, a
/// space or another sunk link after the link, the link takes the clicks;
/// with text, an element or an inline block before it, or a background
/// of its own, the span does. An empty inline element keeps its box (an icon link drawn by its
/// padding and background).
fn starts_in_own_layer(doc: &Document, i: usize) -> bool {
    let mut stack: Vec<usize> = doc.nodes[i].children.iter().rev().copied().collect();
    while let Some(c) = stack.pop() {
        let node = &doc.nodes[c];
        match &node.layout {
            None => stack.extend(node.children.iter().rev()),
            Some(l) if node.node_type == 3 => {
                if !l.text_boxes.is_empty() {
                    return false;
                }
            }
            Some(l) if l.is_out_of_flow() => {}
            Some(l) => return l.paints_itself,
        }
    }
    false
}

/// Whether a click can land on a box with this layout itself: it is
/// `visibility: visible`, takes pointer events and is not inert (a box
/// that does not lets clicks through to what lies under it).
pub(crate) fn takes_clicks(l: &Layout) -> bool {
    !l.inert && styled_to_take_clicks(l)
}

/// Whether its computed style lets a box with this layout take clicks
/// (`visibility: visible`, pointer events taken), inert or not: an inert
/// box shows where it is all the same.
pub(crate) fn styled_to_take_clicks(l: &Layout) -> bool {
    l.pointer_events != "none" && !matches!(l.visibility.as_str(), "hidden" | "collapse")
}

/// Where a box with a negative `z-index` sits: its stacking context's
/// paint order and its owner's layout order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Sunk {
    paint_order: i64,
    owner: usize,
}

/// Per node, the stacking context it is sunk below the normal flow of:
/// a positioned (or flex or grid) element with a negative `z-index`, and
/// everything inside it, paints after its stacking context's own
/// background but before that context's normal flow, so the blocks and
/// text of the flow (`body`, a wrapping `div`) take the clicks on it
/// (probed with `DOM.getNodeForLocation`). The snapshot numbers its layer
/// after the context's, as if it were above. The context is the nearest
/// ancestor that is one: the root element, a positioned or flex or grid
/// item with a `z-index`, fixed and sticky boxes, `opacity` below 1, a
/// transform.
fn sunk_below(doc: &Document) -> Vec<Option<Sunk>> {
    let n = doc.nodes.len();
    let mut sunk: Vec<Option<Sunk>> = vec![None; n];
    // The nearest stacking context around each node (itself included).
    let mut context: Vec<Option<usize>> = vec![None; n];
    // Parents precede children in node order.
    for (i, node) in doc.nodes.iter().enumerate() {
        let parent = node.parent.filter(|&p| p < i);
        let outer = parent.and_then(|p| context[p]);
        sunk[i] = parent.and_then(|p| sunk[p]);
        context[i] = outer;
        let Some(layout) = node.layout.as_ref().filter(|_| node.is_element()) else {
            continue;
        };
        let flex_item = parent
            .and_then(|p| doc.nodes[p].layout.as_ref())
            .is_some_and(|l| l.display.contains("flex") || l.display.contains("grid"));
        let positioned = layout.position != "static" && !layout.position.is_empty();
        let stacked = layout.z_index.is_some() && (positioned || flex_item);
        if stacked
            && layout.z_index.is_some_and(|z| z < 0)
            && sunk[i].is_none()
            && let Some(owner) = outer.and_then(|c| doc.nodes[c].layout.as_ref())
        {
            sunk[i] = Some(Sunk {
                paint_order: owner.paint_order,
                owner: owner.order,
            });
        }
        if outer.is_none()
            || stacked
            || matches!(layout.position.as_str(), "fixed" | "sticky")
            || layout.opacity < 1.0
            || layout.affine.is_some()
        {
            context[i] = Some(i);
        }
    }
    sunk
}

/// Per node, its own transform after those of its ancestors (linear
/// parts), where any applies; a text node takes its element's.
/// Each node's [`PixelGrid`]: the viewport's, or that of the innermost
/// transformed box around it (from that box's corner, its pixels scaled
/// with it, moved where Chromium paints it). Boxes turned by a rotation or
/// skew keep their quads and the viewport's grid.
fn pixel_grids(
    doc: &Document,
    frame: Option<&Frame>,
    turned: &[Option<Linear>],
    moved: &[TurnedBox],
    pixel: f64,
) -> Vec<PixelGrid> {
    let viewport = PixelGrid::viewport(pixel);
    let Some(frame) = frame.filter(|f| f.turn.is_none()) else {
        return vec![viewport; doc.nodes.len()];
    };
    // A frame's document keeps the viewport's pixels: Chromium carries the
    // click's point into it, not its pixel, so a frame placed at a fraction
    // takes the pixel the point lands on in its own pixels (not modelled).
    let document = viewport;
    let mut grids = vec![document; doc.nodes.len()];
    // Parents precede children in node order.
    for (i, node) in doc.nodes.iter().enumerate() {
        let parent = node.parent.filter(|&p| p < i).map(|p| grids[p]);
        let linear = turned[i].unwrap_or(Linear::IDENTITY);
        let even = linear.upright_scale().is_some();
        grids[i] = match node.layout.as_ref() {
            Some(layout) if layout.affine.is_some() && even => {
                let shift = moved[i].nudge;
                PixelGrid {
                    origin: Point::new(
                        frame.offset.x + layout.bounds.x * frame.scale + shift.x,
                        frame.offset.y + layout.bounds.y * frame.scale + shift.y,
                    ),
                    cell: Point::new(frame.scale * linear.a, frame.scale * linear.d),
                    shift,
                    pixel,
                }
            }
            Some(_) if !even => viewport,
            _ => parent.unwrap_or(document),
        };
    }
    grids
}

/// Per node, how far Chromium moves the box of a node under a transform
/// other than a translation (a rotation, a skew, a scale) from where the
/// snapshot (and `getBoundingClientRect`) put it, in
/// viewport pixels: such a box paints, and is hit-tested, at its laid-out
/// position rounded to whole pixels of the page's layout (Chromium drops
/// the fraction of a paint offset that a transform other than a translation
/// cannot carry consistently), CSS pixels under the observer's emulated
/// device scale, so a box at (20.3, 30.69) turned by 7 degrees takes the
/// clicks of its quad moved by (-0.3, 0.31). Its descendants move with it,
/// and so does the document of a turned iframe. Measured with
/// `elementFromPoint` on every device pixel around turned and skewed boxes
/// at scales 1 and 2 (docs/observe-chrome.md, "Turned boxes"). A turned box
/// inside another moves with the outer one only, and one in a document
/// shown turned with the document.
///
/// With it, the quad of a turned element's own box, as exact as the
/// snapshot allows ([`laid_out`]).
fn turned_boxes(doc: &Document, frame: &Frame, turned: &[Option<Linear>]) -> Vec<TurnedBox> {
    let mut boxes = vec![TurnedBox::STILL; doc.nodes.len()];
    if frame.turn.is_some() {
        return boxes;
    }
    // The translations of the boxes around each node, in its document's
    // pixels: a translated box keeps its fraction, so a turned box inside
    // rounds its position in the translated space, not the viewport.
    let mut slid = vec![Point::new(0.0, 0.0); doc.nodes.len()];
    // Parents precede children in node order.
    for (i, node) in doc.nodes.iter().enumerate() {
        let parent = node.parent.filter(|&p| p < i);
        let outer = parent.and_then(|p| turned[p]);
        let around = parent.map_or(Point::new(0.0, 0.0), |p| slid[p]);
        slid[i] = match node.layout.as_ref() {
            Some(l) if turned[i].is_none() => l.affine.map_or(around, |a| {
                Point::new(around.x + a.shift.x * l.zoom, around.y + a.shift.y * l.zoom)
            }),
            _ => around,
        };
        boxes[i] = match turned[i] {
            Some(own) if outer.is_none() && own != Linear::IDENTITY => {
                laid_out(doc, turned, i).map_or(TurnedBox::STILL, |(corner, exact)| {
                    let at = frame.map(corner);
                    let origin = Point::new(around.x * frame.scale, around.y * frame.scale);
                    let local = Point::new(at.x - origin.x, at.y - origin.y);
                    let shown = node.layout.as_ref().map(|l| l.bounds);
                    TurnedBox {
                        nudge: Point::new(local.x.round() - local.x, local.y.round() - local.y),
                        // A scaled box keeps its rectangle.
                        exact: shown
                            .zip(exact.map(|(_, quad)| quad))
                            .filter(|_| !own.keeps_axes()),
                    }
                })
            }
            _ => TurnedBox {
                nudge: parent.map_or(TurnedBox::STILL.nudge, |p| boxes[p].nudge),
                exact: None,
            },
        };
    }
    boxes
}

/// Where Chromium hit-tests a node under a rotation or skew, beside what
/// the snapshot says ([`turned_boxes`]).
#[derive(Debug, Clone, Copy, PartialEq)]
struct TurnedBox {
    /// How far its quad moves from where the snapshot's box puts it.
    nudge: Point,
    /// The exact quad of its own border box, in its document's
    /// coordinates, for the bounding box the snapshot gives it.
    exact: Option<(Bounds, Quad)>,
}

impl TurnedBox {
    const STILL: Self = Self {
        nudge: Point { x: 0.0, y: 0.0 },
        exact: None,
    };
}

fn transforms(doc: &Document) -> Vec<Option<Linear>> {
    let mut turned: Vec<Option<Linear>> = vec![None; doc.nodes.len()];
    // Parents precede children in node order.
    for (i, node) in doc.nodes.iter().enumerate() {
        let outer = node.parent.filter(|&p| p < i).and_then(|p| turned[p]);
        let own = (node.node_type == 1)
            .then(|| node.layout.as_ref().and_then(Layout::transform))
            .flatten();
        turned[i] = match (outer, own) {
            (Some(outer), Some(own)) => Some(outer.then(&own)),
            (outer, own) => outer.or(own),
        };
    }
    turned
}

/// A block-level box in the normal flow (not floated or positioned out of
/// flow): inside an inline element it sits on a line of its own, which
/// belongs to that inline element and every inline around it.
fn is_block_in_flow(node: &Node, layout: &Layout) -> bool {
    node.node_type == 1
        && !layout.display.is_empty()
        && !layout.display.starts_with("inline")
        && !matches!(layout.display.as_str(), "contents" | "none")
        && matches!(layout.float.as_str(), "" | "none")
        && !matches!(layout.position.as_str(), "absolute" | "fixed")
}

/// The line a block box in the normal flow takes inside an inline
/// element (Chromium's block-in-inline line): across the whole line, the
/// containing block's content width (`line`), and the block where it
/// overflows that, down the block's border box (its margins belong to no
/// line). Chromium gives the inline this fragment, so clicks beside a
/// narrow block reach the link around it, but not beside it where another
/// block of the inline overflows the line.
fn block_line(line: &Bounds, block: &Bounds) -> Bounds {
    let x = line.x.min(block.x);
    Bounds::new(
        x,
        block.y,
        line.right().max(block.right()) - x,
        block.height,
    )
}

/// The line of a block inside an inline element (document coordinates).
#[derive(Debug, Clone, Copy)]
pub(crate) struct BlockLine {
    /// The innermost inline element around the block, whose line it is.
    pub(crate) inline: usize,
    /// The node a click on the line lands on: the inline element when it
    /// takes clicks, else the block container around it when that one
    /// does and wraps the line in an anonymous block ([`block_lines`]);
    /// `None`: the click lands on what lies under the line.
    pub(crate) taker: Option<usize>,
    /// As the snapshot bounds a text line: under a rotation, the bounding
    /// box of the turned line.
    pub(crate) bounds: Bounds,
    /// Whether `bounds` is that of the line turned with its inline element
    /// (so its quad can be told from it); when a block's box could not be
    /// found in the inline's coordinates, the rule of the axes stands in.
    pub(crate) exact: bool,
}

/// Per node, the line of a block in the normal flow inside an inline
/// element. A block's line belongs to the innermost inline element around
/// it ([`holding_inline`]); a click there reaches the inline elements
/// around that one as it reaches any ancestor. When the innermost takes no
/// clicks, none of them does: Chromium hit-tests the line as the
/// innermost's fragment, and past it as the block container around. Where
/// that container also holds blocks of its own, CSS wraps its inline
/// content in an anonymous block, whose box spans the line and hit-tests
/// as the container: `<div><span style="pointer-events:none"><p>…</p>
/// </span><p>…</p></div>` gives clicks on the first p's line to the div,
/// also where the line overflows the div's box. Without one, only the
/// container's own box takes them (a menu item holding only such a span
/// takes none on its overflowing line). The line
/// is built in the inline element's own coordinates ([`Linear::block_lines`]),
/// from the block's box as laid out ([`laid_out_box`]): a transform of the
/// block's own moves the block, not its line.
fn block_lines(doc: &Document, turned: &[Option<Linear>]) -> Vec<Option<BlockLine>> {
    // Per inline element: its box, and the blocks on its lines.
    let mut held: HashMap<usize, (Bounds, Vec<usize>)> = HashMap::new();
    for (b, node) in doc.nodes.iter().enumerate() {
        if node
            .layout
            .as_ref()
            .is_some_and(|l| is_block_in_flow(node, l))
            && let Some((p, inline)) = holding_inline(doc, b)
        {
            held.entry(p)
                .or_insert_with(|| (inline.bounds, Vec::new()))
                .1
                .push(b);
        }
    }
    let mut lines = vec![None; doc.nodes.len()];
    for (inline, (own, blocks)) in held {
        let linear = turned[inline].unwrap_or(Linear::IDENTITY);
        // Without a turn, a line spans the content box of the block
        // container around (the anonymous block's width), not the inline's
        // box, which another block overflowing it widens.
        let own = match line_container(doc, inline).and_then(|c| doc.nodes[c].layout.as_ref()) {
            Some(container) if linear == Linear::IDENTITY => {
                let content = container.content_box(container.bounds, (1.0, 1.0));
                Bounds::new(content.x, own.y, content.width, own.height)
            }
            _ => own,
        };
        let rows: Option<Vec<Bounds>> = blocks
            .iter()
            .map(|&b| match linear == Linear::IDENTITY {
                // Exact where it can be: a few hundredths off moves a line's
                // edge across a device pixel.
                true => laid_out(doc, turned, b)
                    .and_then(|(_, exact)| exact)
                    .map(|(laid, _)| laid)
                    .or_else(|| laid_out_box(doc, turned, linear, b)),
                false => laid_out_box(doc, turned, linear, b),
            })
            .collect();
        let exact = rows.is_some();
        let bounds: Vec<Bounds> = match rows {
            Some(rows) => linear.block_lines(&own, &rows),
            None => blocks
                .iter()
                .filter_map(|&b| doc.nodes[b].layout.as_ref())
                .map(|l| block_line(&own, &l.bounds))
                .collect(),
        };
        let takes = |n: usize| doc.nodes[n].layout.as_ref().is_some_and(takes_clicks);
        let taker = if takes(inline) {
            Some(inline)
        } else {
            line_container(doc, inline).filter(|&c| takes(c) && finds_block(doc, c, false))
        };
        for (&b, bounds) in blocks.iter().zip(bounds) {
            lines[b] = Some(BlockLine {
                inline,
                taker,
                bounds,
                exact,
            });
        }
    }
    lines
}

/// The top-left corner of turned element `i`'s border box as laid out,
/// before its transform, in its document's coordinates (no transform above
/// it), and with its origin at its centre (the default) that box, exact,
/// and the quad it covers.
///
/// The snapshot gives the transformed box's bounding box snapped outward to
/// layout units (1/64 of a CSS pixel under the observer's emulated device
/// scale), so a box and quad recovered from it are off by a few hundredths
/// of a pixel, enough to round a half pixel the wrong way and to move a
/// slanted edge across the corner of a pixel. A transform about the centre
/// keeps the centre where the origin and translation put it, and the
/// computed origin is half the box's size: the corner comes from the
/// bounding box's centre, less than half a unit off and so exact once
/// rounded to the unit, and the quad from the corner and the size.
/// Otherwise the corner is the one [`laid_out_box`] recovers.
fn laid_out(
    doc: &Document,
    turned: &[Option<Linear>],
    i: usize,
) -> Option<(Point, Option<(Bounds, Quad)>)> {
    let layout = doc.nodes[i].layout.as_ref()?;
    let affine = layout.affine?;
    let recovered = laid_out_box(doc, turned, Linear::IDENTITY, i)?;
    let zoom = layout.zoom;
    let origin = Point::new(affine.origin.x * zoom, affine.origin.y * zoom);
    let shift = Point::new(affine.shift.x * zoom, affine.shift.y * zoom);
    // The recovered size is off by a few hundredths of a pixel at most.
    let centred = (origin.x - recovered.width / 2.0).abs() < 0.1
        && (origin.y - recovered.height / 2.0).abs() < 0.1;
    if !centred {
        return Some((Point::new(recovered.x, recovered.y), None));
    }
    let centre = layout.bounds.center();
    let corner = Point::new(
        to_layout_unit(centre.x - shift.x - origin.x),
        to_layout_unit(centre.y - shift.y - origin.y),
    );
    let turn = affine.linear;
    let quad = Quad(
        [(0.0, 0.0), (2.0, 0.0), (2.0, 2.0), (0.0, 2.0)].map(|(u, v)| {
            let turned = turn.apply(u * origin.x - origin.x, v * origin.y - origin.y);
            Point::new(
                corner.x + origin.x + shift.x + turned.x,
                corner.y + origin.y + shift.y + turned.y,
            )
        }),
    );
    let laid = Bounds::new(corner.x, corner.y, 2.0 * origin.x, 2.0 * origin.y);
    Some((corner, Some((laid, quad))))
}

/// Block `b`'s border box as laid out, before its own transform, in the
/// coordinates of the inline element around it, which `linear` turns
/// (the inverse map's image of the document's). `None` when its box
/// cannot be told from its bounding box (near 45°), or a transform
/// between the two is not the block's own.
fn laid_out_box(
    doc: &Document,
    turned: &[Option<Linear>],
    linear: Linear,
    b: usize,
) -> Option<Bounds> {
    let layout = doc.nodes[b].layout.as_ref()?;
    let own = layout.affine.map_or(Linear::IDENTITY, |a| a.linear);
    let shape = turned[b].unwrap_or(Linear::IDENTITY);
    if shape != linear.then(&own) && !(own == Linear::IDENTITY && shape == linear) {
        return None;
    }
    // The shown box's corners: its quad under a turn, or its bounding box.
    let corners = match shape.keeps_axes() {
        true => {
            let r = layout.bounds;
            [
                Point::new(r.x, r.y),
                Point::new(r.right(), r.y),
                Point::new(r.right(), r.bottom()),
                Point::new(r.x, r.bottom()),
            ]
        }
        false => shape.quad_of(&layout.bounds)?.0,
    };
    let back = linear.inverse()?;
    let local = corners.map(|p| back.apply(p.x, p.y));
    match layout.affine {
        Some(affine) => affine.untransformed(&local, layout.zoom),
        None => Some(Quad::around(&local)?.bounds()),
    }
}

/// Whether inline element `i` holds a block in the normal flow: one on a
/// line of its own inside it (through inline elements and `display:
/// contents` ones).
pub(crate) fn holds_block(doc: &Document, i: usize) -> bool {
    finds_block(doc, i, true)
}

/// Whether `i` has a block in the normal flow among its children (through
/// `display: contents` ones, and inline elements when `through_inlines`).
fn finds_block(doc: &Document, i: usize, through_inlines: bool) -> bool {
    let mut stack = doc.nodes[i].children.clone();
    while let Some(c) = stack.pop() {
        let node = &doc.nodes[c];
        match &node.layout {
            Some(l) if is_block_in_flow(node, l) => return true,
            Some(l) if through_inlines && l.display == "inline" => {
                stack.extend_from_slice(&node.children);
            }
            None if node.is_element() => stack.extend_from_slice(&node.children),
            _ => {}
        }
    }
    false
}

/// The inline element whose line block `b` sits on: its nearest ancestor
/// with a box (`display: contents` elements, which have none, are looked
/// through), when that one is inline.
fn holding_inline(doc: &Document, b: usize) -> Option<(usize, &Layout)> {
    let mut up = doc.nodes[b].parent;
    while let Some(p) = up {
        let parent = &doc.nodes[p];
        match &parent.layout {
            Some(l) => return (l.display == "inline").then_some((p, l)),
            None if parent.is_element() => up = parent.parent,
            None => return None,
        }
    }
    None
}

/// Whether inline element `i` is laid out as one box, as a replaced
/// element is (an `img`, an `svg`): it is not HTML, or nothing inside it
/// has a box. Elements with `display: contents` have none of their own and
/// are looked through: a `span` whose only child is such a `div` around a
/// link lays out that link (generated seed 1464: the `span` taken as one
/// box took the link's line from it).
pub(crate) fn is_atomic_inline(doc: &Document, i: usize) -> bool {
    let node = &doc.nodes[i];
    if !node.html {
        return true;
    }
    let mut stack = node.children.clone();
    while let Some(k) = stack.pop() {
        let child = &doc.nodes[k];
        if child.layout.is_some() {
            return false;
        }
        if child.is_element() {
            stack.extend_from_slice(&child.children);
        }
    }
    true
}

/// Inline elements whose content runs over more than one line: their box
/// is the union of their lines and covers neighbours beside them, so they
/// take clicks through their text and atomic children instead. A line is
/// told by its pieces ([`same_line`]): text fragments and atomic inline
/// boxes (a label whose checkbox ends one line and whose text fills the
/// next spans, in its box, a radio at the start of the first line).
fn wrapped_inlines(doc: &Document) -> Vec<bool> {
    let mut first_line: Vec<Option<Bounds>> = vec![None; doc.nodes.len()];
    let mut wrapped = vec![false; doc.nodes.len()];
    for (i, node) in doc.nodes.iter().enumerate() {
        let Some(layout) = &node.layout else { continue };
        let atomic = node.is_element()
            && !layout.is_out_of_flow()
            && !layout.bounds.is_empty()
            && (layout.display != "inline" || is_atomic_inline(doc, i));
        let pieces: Vec<Bounds> = if atomic {
            vec![layout.bounds]
        } else {
            layout.text_boxes.iter().map(|t| t.bounds).collect()
        };
        for line in pieces {
            let mut up = node.parent;
            while let Some(p) = up {
                let parent = &doc.nodes[p];
                if parent.layout.as_ref().is_none_or(|l| l.display != "inline") {
                    break;
                }
                match first_line[p] {
                    None => first_line[p] = Some(line),
                    Some(first) if !same_line(&first, &line) => wrapped[p] = true,
                    Some(_) => {}
                }
                up = parent.parent;
            }
        }
    }
    wrapped
}

/// Whether two pieces of inline content sit on one line: they overlap
/// vertically by more than half the shorter one (a smaller `code` on the
/// line, not the next line, which with a tight `line-height` can overlap a
/// little).
pub(crate) fn same_line(a: &Bounds, b: &Bounds) -> bool {
    a.bottom().min(b.bottom()) - a.y.max(b.y) > a.height.min(b.height) / 2.0
}

/// Whether `node` is `ancestor` or lies inside it (across iframe
/// boundaries too).
pub(crate) fn is_within(
    snapshot: &Snapshot,
    geometry: &Geometry,
    node: (usize, usize),
    ancestor: (usize, usize),
) -> bool {
    let mut cur = Some(node);
    while let Some((d, i)) = cur {
        if (d, i) == ancestor {
            return true;
        }
        cur = match snapshot.docs[d].nodes[i].parent {
            Some(p) => Some((d, p)),
            None => geometry.frames[d].as_ref().and_then(|f| f.host),
        };
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn frame(scale: f64, turn: Option<Linear>) -> Frame {
        Frame {
            offset: Point::new(30.0, -12.5),
            scale,
            clip: None,
            clip_quad: None,
            host: None,
            turn,
        }
    }

    proptest! {
        /// A document "shown turned" by an even scale lands where the plain
        /// scale and offset put it.
        #[test]
        fn an_even_turn_places_as_the_scale_does(
            k in 0.25f64..4.0,
            x in -500.0f64..500.0,
            y in -500.0f64..500.0,
            w in 0.0f64..400.0,
            h in 0.0f64..400.0,
        ) {
            let b = Bounds::new(x, y, w, h);
            let even = frame(k, None).place(b);
            let turned = frame(k, Some(Linear::scaling(k))).place(b);
            for (a, t) in [
                (even.x, turned.x),
                (even.y, turned.y),
                (even.width, turned.width),
                (even.height, turned.height),
            ] {
                prop_assert!((a - t).abs() < 1e-9, "{even:?} vs {turned:?}");
            }
        }
    }

    proptest! {
        /// The union holds every point one of the rectangles holds, and
        /// no other; its rectangles do not overlap.
        #[test]
        fn a_union_holds_the_points_of_its_rectangles(
            rects in prop::collection::vec((0u8..40, 0u8..40, 0u8..20, 0u8..20), 0..24),
        ) {
            // Half units, as strips at scale 2 are.
            let half = |v: u8| f64::from(v) / 2.0;
            let rects: Vec<Bounds> = rects
                .into_iter()
                .map(|(x, y, w, h)| Bounds::new(half(x), half(y), half(w), half(h)))
                .collect();
            let union = union_of(&rects);
            for (k, a) in union.iter().enumerate() {
                prop_assert!(!a.is_empty());
                for b in &union[k + 1..] {
                    prop_assert!(a.intersection(b).is_none_or(|o| o.is_empty()), "{a:?} {b:?}");
                }
            }
            for x in 0..60 {
                for y in 0..60 {
                    let p = Point::new(f64::from(x) / 2.0 + 0.25, f64::from(y) / 2.0 + 0.25);
                    let before = rects.iter().any(|r| r.contains(p));
                    let after = union.iter().any(|r| r.contains(p));
                    prop_assert_eq!(before, after, "{:?}", p);
                }
            }
        }
    }

    #[test]
    fn strips_of_boxes_turned_alike_join() {
        // Two boxes' rows of one device pixel, overlapping across: one
        // rectangle per row, and rows of equal runs joined.
        let rows: Vec<Bounds> = (0..4)
            .flat_map(|r| {
                let y = f64::from(r);
                [
                    Bounds::new(10.0, y, 20.0, 1.0),
                    Bounds::new(25.0, y, 10.0, 1.0),
                ]
            })
            .collect();
        assert_eq!(union_of(&rows), vec![Bounds::new(10.0, 0.0, 25.0, 4.0)]);
        assert_eq!(union_of(&[]), Vec::<Bounds>::new());
    }

    #[test]
    fn runs_cover_the_pixels_a_part_touches() {
        // From 10.5 to 20.5 a part touches the pixels 10 to 20.
        let part = Bounds::new(10.5, 4.0, 10.0, 2.0);
        let lines = |pixel: f64, cell: f64, edges: &[f64]| {
            (
                lattice(part.x, part.right(), (pixel, cell), edges),
                lattice(part.y, part.bottom(), (pixel, cell), &[]),
            )
        };
        let (xs, ys) = lines(1.0, 1.0, &[]);
        assert_eq!(xs.len(), 11);
        assert_eq!(ys, vec![4.0, 5.0]);
        let tested = std::cell::RefCell::new(Vec::new());
        let runs = reaching_runs(&part, (&xs, &ys), 1.0, |p| {
            tested.borrow_mut().push(p);
            p.x < 20.0
        });
        assert!(!runs.whole);
        assert_eq!(runs.coarse, vec![Bounds::new(10.5, 4.0, 9.5, 2.0)]);
        assert_eq!(runs.fine, runs.coarse);
        assert_eq!(tested.borrow()[0], Point::new(10.0, 4.0));
        assert_eq!(tested.borrow().len(), 22);
        // At scale 2 a pixel is half a unit: one of them missing cuts a run.
        let (xs, ys) = lines(0.5, 0.5, &[]);
        let runs = reaching_runs(&part, (&xs, &ys), 0.5, |p| p.x != 15.0);
        assert_eq!(
            runs.coarse,
            vec![
                Bounds::new(10.5, 4.0, 4.5, 2.0),
                Bounds::new(15.5, 4.0, 5.0, 2.0)
            ]
        );
        // A coarse lattice tests a covering box's edge too.
        let (xs, ys) = lines(1.0, 4.0, &[17.0]);
        assert_eq!(xs, vec![10.0, 14.0, 17.0, 18.0]);
        let runs = reaching_runs(&part, (&xs, &ys), 1.0, |p| p.x < 17.0);
        assert_eq!(runs.coarse, vec![Bounds::new(10.5, 4.0, 6.5, 2.0)]);
    }

    /// A cut along a slanted edge, on a lattice of 4 px cells: on the
    /// lattice it steps by cells, refined it keeps exactly the pixels
    /// whose corner the test holds at.
    #[test]
    fn refined_runs_cut_a_slanted_edge_to_the_pixel() {
        let part = Bounds::new(0.0, 0.0, 16.0, 16.0);
        let xs = lattice(part.x, part.right(), (1.0, 4.0), &[]);
        let ys = lattice(part.y, part.bottom(), (1.0, 4.0), &[]);
        let below = |p: Point| p.x < p.y;
        let runs = reaching_runs(&part, (&xs, &ys), 1.0, below);
        assert!(!runs.whole);
        let holds = |rects: &[Bounds], p: Point| rects.iter().any(|r| r.contains(p));
        let pixels = (0..16).flat_map(|y| (0..16).map(move |x| Point::new(x.into(), y.into())));
        for p in pixels.clone() {
            assert_eq!(holds(&runs.fine, p), below(p), "{p:?}");
        }
        // A covering box's edge makes a cell one pixel wide: it is tested
        // row by row too.
        let narrow = lattice(part.x, part.right(), (1.0, 4.0), &[5.0]);
        let cut = reaching_runs(&part, (&narrow, &ys), 1.0, below);
        for p in pixels.clone() {
            assert_eq!(holds(&cut.fine, p), below(p), "{p:?}");
        }
        let wrong = pixels
            .filter(|&p| holds(&runs.coarse, p) != below(p))
            .count();
        assert!(wrong > 0, "the lattice alone steps by cells");
        // One rectangle per row along the cut, fewer on the lattice.
        assert!(runs.fine.len() <= 16, "{:?}", runs.fine);
        assert!(runs.coarse.len() < runs.fine.len());
    }

    #[test]
    fn a_grid_of_its_own_snaps_from_its_corner() {
        // A box moved by (-22.5, 22.5): its pixels start half-way through
        // the viewport's, so a label from 222 to 234 snaps to 222.5..234.5
        // and takes the row 234, which its box does not touch.
        let moved = PixelGrid {
            origin: Point::new(-22.5, 22.5),
            cell: Point::new(1.0, 1.0),
            shift: Point::new(0.0, 0.0),
            pixel: 1.0,
        };
        let label = Bounds::new(11.0, 222.0, 54.0, 12.0);
        let snapped = moved.rounded(&label);
        assert_eq!(snapped, Bounds::new(11.0, 222.0, 55.0, 13.0));
        assert!(snapped.touches_pixel(Point::new(40.0, 234.0), 1.0));
        assert!(!label.touches_pixel(Point::new(40.0, 234.0), 1.0));
        // Unsnapped, it takes the clicks whose square reaches into it.
        assert_eq!(moved.outward(&label), label);
    }

    #[test]
    fn culled_text_takes_its_snapped_box_too_but_for_its_left_edge() {
        let viewport = PixelGrid::viewport(0.5);
        // Text from 251.5 to 267.5 takes the clicks of 251.5..268: the
        // click at 267.5, whose square is [267.5, 268.5), reaches it.
        let lower = Bounds::new(10.25, 251.5, 84.3, 16.0);
        assert_eq!(
            viewport.widened(&lower),
            Bounds::new(9.5, 251.0, 85.5, 17.0)
        );
        // Text from 131.25 also takes the clicks of a box from 131, from
        // 130.5 on device pixels, as it does itself.
        let upper = Bounds::new(10.25, 131.25, 84.2, 16.0);
        assert_eq!(
            viewport.widened(&upper),
            Bounds::new(9.5, 130.5, 85.0, 17.0)
        );
        // On whole pixels it takes what it touches.
        let whole = PixelGrid::viewport(1.0);
        assert_eq!(whole.widened(&lower), whole.outward(&lower));
        assert_eq!(whole.widened(&upper), whole.outward(&upper));
    }

    #[test]
    fn at_scale_two_a_click_square_reaches_a_css_pixel_back() {
        // A click at 40 has the square [40, 41), which reaches a box from
        // 40.8: the box takes the device pixel [40, 40.5), not the one
        // before, [39.5, 40), whose square ends at 40.5.
        let viewport = PixelGrid::viewport(0.5);
        let b = Bounds::new(10.25, 40.8, 2.0, 1.0);
        assert_eq!(viewport.outward(&b), Bounds::new(9.5, 40.0, 3.0, 2.0));
        // Snapped to whole CSS pixels first: 10..12 x 41..42.
        assert_eq!(viewport.rounded(&b), Bounds::new(9.5, 40.5, 2.5, 1.5));
        // A scaled box painted half a pixel from where the snapshot puts it.
        let shifted = PixelGrid {
            shift: Point::new(0.5, -0.25),
            ..viewport
        };
        assert_eq!(shifted.outward(&b), Bounds::new(10.0, 40.0, 3.0, 2.0));
    }

    #[test]
    fn a_quarter_turned_document_swaps_width_and_height() {
        let quarter = Linear {
            a: 0.0,
            b: 1.0,
            c: -1.0,
            d: 0.0,
        };
        let placed = frame(1.0, Some(quarter)).place(Bounds::new(10.0, 0.0, 40.0, 20.0));
        // (10, 0) -> (0, 10), (50, 20) -> (-20, 50); then the offset.
        assert_eq!(placed, Bounds::new(10.0, -2.5, 20.0, 40.0));
    }
}
