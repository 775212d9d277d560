//! Rotated and skewed boxes: the quad a box covers on screen.
//!
//! The snapshot gives every box as the axis-aligned bounding box of its
//! transformed border box (and a text line as that of its transformed line
//! box). Under a rotation that bounding box covers corners the box does
//! not: Chromium gives a click there to what lies beside. The observer
//! reads each element's computed `transform`, multiplies the linear parts
//! down the tree, and recovers the quad from the bounding box: a linear map
//! sends a rectangle to a parallelogram, whose bounding box has the same
//! centre, and whose extent gives back the rectangle's size.

use mimic_schema::{Bounds, Point};

/// Whether a `transform` applies to an element (`html`: in the HTML
/// namespace; its local name and computed `display`): CSS Transforms 1
/// transforms block-level and atomic inline-level boxes only, so on a
/// plain inline HTML element (a `<span>`, an `<a>`) it neither turns the
/// box nor makes a stacking context or a containing block, although its
/// computed value still says it. Replaced elements and form controls stay
/// atomic when `display: inline`; SVG elements take their transforms.
pub(crate) fn applies(html: bool, name: &str, display: &str) -> bool {
    !html
        || display != "inline"
        || is_replaced(name)
        || matches!(name, "input" | "button" | "select" | "textarea")
}

/// Whether an HTML element of this local name is a replaced element: its
/// content comes from outside the document's flow (an image, a frame), and
/// it paints as one atomic box.
pub(crate) fn is_replaced(name: &str) -> bool {
    matches!(
        name,
        "img" | "video" | "canvas" | "iframe" | "embed" | "object" | "audio"
    )
}

/// The linear part of a 2D transform, `x' = a x + c y`, `y' = b x + d y`
/// (CSS `matrix(a, b, c, d, e, f)` without its translation, which the
/// bounding box's position already holds).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Linear {
    pub(crate) a: f64,
    pub(crate) b: f64,
    pub(crate) c: f64,
    pub(crate) d: f64,
}

impl Linear {
    pub(crate) const IDENTITY: Self = Self {
        a: 1.0,
        b: 0.0,
        c: 0.0,
        d: 1.0,
    };

    /// A turn by `degrees`, clockwise on the screen (y points down).
    #[cfg(test)]
    pub(crate) fn rotation(degrees: f64) -> Self {
        let (s, c) = degrees.to_radians().sin_cos();
        Self {
            a: c,
            b: s,
            c: -s,
            d: c,
        }
    }

    /// An even scale by `k`.
    pub(crate) fn scaling(k: f64) -> Self {
        Self {
            a: k,
            b: 0.0,
            c: 0.0,
            d: k,
        }
    }

    /// Its factors across and down when it only scales, keeping boxes
    /// upright rectangles (no rotation, skew or flip); `None` otherwise.
    pub(crate) fn upright_scale(&self) -> Option<(f64, f64)> {
        let upright = self.b.abs() < 1e-9 && self.c.abs() < 1e-9 && self.a > 0.0 && self.d > 0.0;
        upright.then_some((self.a, self.d))
    }

    pub(crate) fn determinant(&self) -> f64 {
        self.a * self.d - self.b * self.c
    }

    /// `self` applied after `inner` (an ancestor's transform after its
    /// descendant's).
    pub(crate) fn then(&self, inner: &Self) -> Self {
        Self {
            a: self.a * inner.a + self.c * inner.b,
            b: self.b * inner.a + self.d * inner.b,
            c: self.a * inner.c + self.c * inner.d,
            d: self.b * inner.c + self.d * inner.d,
        }
    }

    /// Its inverse, when it has one.
    pub(crate) fn inverse(&self) -> Option<Self> {
        let det = self.determinant();
        (det.abs() > 1e-12).then(|| Self {
            a: self.d / det,
            b: -self.b / det,
            c: -self.c / det,
            d: self.a / det,
        })
    }

    /// The rectangle, in the turned box's own coordinates, that holds all
    /// of `quads`, turned: its quad, whose bounding box is what
    /// `DOM.getBoxModel` gives an inline element whose lines those are
    /// (its border quad is the union of its lines in its own coordinates).
    pub(crate) fn union_quad(&self, quads: &[Quad]) -> Option<Quad> {
        let back = self.inverse()?;
        let local: Vec<Point> = quads
            .iter()
            .flat_map(|q| q.0)
            .map(|p| back.apply(p.x, p.y))
            .collect();
        let rect = Quad::around(&local)?;
        Some(Quad(rect.0.map(|p| self.apply(p.x, p.y))))
    }

    /// The bounding box of the image of rectangle `upright` under `self`.
    pub(crate) fn shown_of(&self, upright: &Bounds) -> Bounds {
        let (left, top, right, bottom) = (upright.x, upright.y, upright.right(), upright.bottom());
        let corners = [(left, top), (right, top), (right, bottom), (left, bottom)];
        Quad(corners.map(|(x, y)| self.apply(x, y))).bounds()
    }

    /// The rectangle whose image under `self` has the bounding box `shown`,
    /// in the coordinates `self` is undone in (its inverse's image of the
    /// shown ones), where it is upright; `None` when that cannot be told
    /// ([`Linear::quad_of`]) or `self` has no inverse.
    pub(crate) fn upright_of(&self, shown: &Bounds) -> Option<Bounds> {
        let back = self.inverse()?;
        let quad = match self.keeps_axes() {
            true => Quad::around(&[
                Point::new(shown.x, shown.y),
                Point::new(shown.right(), shown.bottom()),
            ])?,
            false => self.quad_of(shown)?,
        };
        Some(Quad::around(&quad.0.map(|p| back.apply(p.x, p.y)))?.bounds())
    }

    /// The lines of the blocks inside an inline element turned by `self`
    /// (`inline`: the element's bounding box, or under the identity the
    /// line's extent; `rows`: the blocks' border boxes as laid out, in the
    /// element's own coordinates, the inverse map's image of the
    /// document's), each as the bounding box of the turned line, as the
    /// snapshot bounds a text line. In the element's own coordinates a line
    /// runs across the element's whole extent, and its block where that
    /// reaches past it, and down its block's box (as `geometry::block_line`
    /// has it); that extent is the widest run whose lines, turned, stay
    /// inside the element's bounding box (the lines are its widest
    /// fragments). Under the identity that is `inline`'s own extent.
    pub(crate) fn block_lines(&self, inline: &Bounds, rows: &[Bounds]) -> Vec<Bounds> {
        // Each corner (u, v) of a line, turned, lies inside the element's
        // bounding box on both axes: x = a u + c v, y = b u + d v.
        let (mut from, mut to) = (f64::NEG_INFINITY, f64::INFINITY);
        for v in rows.iter().flat_map(|r| [r.y, r.bottom()]) {
            let axes = [
                (self.a, self.c * v, inline.x, inline.right()),
                (self.b, self.d * v, inline.y, inline.bottom()),
            ];
            for (k, offset, lo, hi) in axes {
                if k.abs() < 1e-9 {
                    continue;
                }
                let (p, q) = ((lo - offset) / k, (hi - offset) / k);
                from = from.max(p.min(q));
                to = to.min(p.max(q));
            }
        }
        rows.iter()
            .map(|row| {
                // A block overflowing the line, or cut off it by rounding
                // in the bounding boxes, keeps its own line over itself.
                let (from, to) = (from.min(row.x), to.max(row.right()));
                let corners = [
                    (from, row.y),
                    (to, row.y),
                    (to, row.bottom()),
                    (from, row.bottom()),
                ];
                Quad(corners.map(|(u, v)| self.apply(u, v))).bounds()
            })
            .collect()
    }

    /// Whether it sends the axes onto the axes (scales, flips, quarter
    /// turns): then a bounding box is the box itself.
    pub(crate) fn keeps_axes(&self) -> bool {
        const EPS: f64 = 1e-6;
        (self.b.abs() < EPS && self.c.abs() < EPS) || (self.a.abs() < EPS && self.d.abs() < EPS)
    }

    pub(crate) fn apply(&self, x: f64, y: f64) -> Point {
        Point::new(self.a * x + self.c * y, self.b * x + self.d * y)
    }

    /// The quad of the rectangle whose image under `self` has the bounding
    /// box `shown`; `None` when the map keeps the axes (the box is the
    /// quad) or the size cannot be told from the bounding box (near 45° the
    /// two extents say the same).
    pub(crate) fn quad_of(&self, shown: &Bounds) -> Option<Quad> {
        let (w, h) = self.own_size(shown)?;
        let centre = shown.center();
        let corner = |sx: f64, sy: f64| {
            let v = self.apply(sx * w / 2.0, sy * h / 2.0);
            Point::new(centre.x + v.x, centre.y + v.y)
        };
        Some(Quad([
            corner(-1.0, -1.0),
            corner(1.0, -1.0),
            corner(1.0, 1.0),
            corner(-1.0, 1.0),
        ]))
    }

    /// Whether the rectangle whose image under `self` has the bounding box
    /// `shown` has no area of its own (a fragment 0 px wide, turned), up
    /// to what the snapshot's rounding of `shown` to the layout grid
    /// (1/64 px) leaves, which undoing the turn enlarges.
    pub(crate) fn has_no_area_under(&self, shown: &Bounds) -> bool {
        let Some((w, h)) = self.own_size(shown) else {
            return false;
        };
        let (a, b, c, d) = (self.a.abs(), self.b.abs(), self.c.abs(), self.d.abs());
        let slack = (a + b + c + d) / (a * d - b * c).abs() / 64.0;
        w.min(h) < slack.max(1e-2)
    }

    /// The width and height of the rectangle whose image under `self` has
    /// the bounding box `shown`, when they can be told ([`Linear::quad_of`]).
    pub(crate) fn own_size(&self, shown: &Bounds) -> Option<(f64, f64)> {
        if self.keeps_axes() {
            return None;
        }
        // shown.width = |a| w + |c| h, shown.height = |b| w + |d| h.
        let (a, b, c, d) = (self.a.abs(), self.b.abs(), self.c.abs(), self.d.abs());
        let det = a * d - b * c;
        let scale = (a + b) * (c + d);
        if det.abs() <= 1e-3 * scale {
            return None;
        }
        let w = (d * shown.width - c * shown.height) / det;
        let h = (a * shown.height - b * shown.width) / det;
        // Rounding in the bounding box can leave a thin box slightly
        // negative.
        Some((w.max(0.0), h.max(0.0)))
    }
}

/// A computed `transform` value as its linear part and its translation:
/// `none`, `matrix(a, b, c, d, e, f)`, or `matrix3d(…)`, whose x and y
/// rows stand in (a rotation about the z axis is exact; perspective is not
/// modelled). `None` for anything else.
fn matrix(value: &str) -> Option<(Linear, Point)> {
    let value = value.trim();
    if value.is_empty() || value == "none" {
        return Some((Linear::IDENTITY, Point::new(0.0, 0.0)));
    }
    let (name, rest) = value.split_once('(')?;
    let numbers: Vec<f64> = rest
        .strip_suffix(')')?
        .split(',')
        .map(|n| n.trim().parse::<f64>())
        .collect::<Result<_, _>>()
        .ok()?;
    if !numbers.iter().all(|n| n.is_finite()) {
        return None;
    }
    let (a, b, c, d, e, f) = match (name.trim(), numbers.as_slice()) {
        ("matrix", &[a, b, c, d, e, f]) => (a, b, c, d, e, f),
        ("matrix3d", &[a, b, _, _, c, d, _, _, _, _, _, _, e, f, _, _]) => (a, b, c, d, e, f),
        _ => return None,
    };
    Some((Linear { a, b, c, d }, Point::new(e, f)))
}

/// An element's own transform as CSS applies it to its border box: about
/// its origin, the linear part, then the translation. Lengths in the
/// element's CSS px, unzoomed (as computed values are).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Affine {
    pub(crate) linear: Linear,
    /// The matrix's translation.
    pub(crate) shift: Point,
    /// The computed `transform-origin`, from the border box's top-left
    /// corner.
    pub(crate) origin: Point,
}

impl Affine {
    /// From the computed `transform` and `transform-origin` values; `None`
    /// for `none`, or for a value that cannot be read (the origin matters
    /// only when there is a linear part to turn about it).
    pub(crate) fn from_css(transform: &str, origin: &str) -> Option<Self> {
        if matches!(transform.trim(), "" | "none") {
            return None;
        }
        let (linear, shift) = matrix(transform)?;
        let mut lengths = origin.split_whitespace().map(|v| {
            v.strip_suffix("px")
                .and_then(|n| n.parse::<f64>().ok())
                .filter(|n| n.is_finite())
        });
        let origin = match (lengths.next().flatten(), lengths.next().flatten()) {
            (Some(x), Some(y)) => Point::new(x, y),
            _ if linear == Linear::IDENTITY => Point::new(0.0, 0.0),
            _ => return None,
        };
        Some(Self {
            linear,
            shift,
            origin,
        })
    }

    /// The border box as laid out, before the transform, from `shown`: the
    /// transformed box's corners (any order), in the coordinates of the
    /// element's parent, whose CSS px are `zoom` of them. `None` when the
    /// linear part has no inverse.
    pub(crate) fn untransformed(&self, shown: &[Point; 4], zoom: f64) -> Option<Bounds> {
        let back = self.linear.inverse()?;
        let centre = Point::new(
            shown.iter().map(|p| p.x).sum::<f64>() / 4.0,
            shown.iter().map(|p| p.y).sum::<f64>() / 4.0,
        );
        let size =
            Quad::around(&shown.map(|p| back.apply(p.x - centre.x, p.y - centre.y)))?.bounds();
        // The box's centre c goes to the shown centre: with the origin o,
        // c - o = k is known from the size, and o + M k + shift = centre.
        let k = Point::new(
            size.width / 2.0 - self.origin.x * zoom,
            size.height / 2.0 - self.origin.y * zoom,
        );
        let turned = self.linear.apply(k.x, k.y);
        let x = centre.x - self.shift.x * zoom - turned.x + k.x;
        let y = centre.y - self.shift.y * zoom - turned.y + k.y;
        Some(Bounds::new(
            x - size.width / 2.0,
            y - size.height / 2.0,
            size.width,
            size.height,
        ))
    }
}

/// The side, in CSS pixels, of the square Chromium hit-tests a click with
/// from the click's point (`HitTestLocation`'s box): one pixel of the
/// page's layout, which the observer's emulated device scale leaves in CSS
/// pixels. A transformed box takes the click when the square, carried into
/// its coordinates, shares area with it, so a click just above or left of a
/// slanted edge still reaches it.
pub(crate) const CLICK_SQUARE: f64 = 1.0;

/// A convex quadrilateral, its corners in order around it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Quad(pub(crate) [Point; 4]);

impl Quad {
    /// Whether `p` lies inside or on an edge.
    #[cfg(test)]
    pub(crate) fn contains(&self, p: Point) -> bool {
        let mut sign = 0.0f64;
        for k in 0..4 {
            let (from, to) = (self.0[k], self.0[(k + 1) % 4]);
            let cross = (to.x - from.x) * (p.y - from.y) - (to.y - from.y) * (p.x - from.x);
            if cross.abs() < 1e-9 {
                continue;
            }
            if sign == 0.0 {
                sign = cross.signum();
            } else if cross.signum() != sign {
                return false;
            }
        }
        true
    }

    /// The axis-aligned rectangle around `points`, as a quad.
    pub(crate) fn around(points: &[Point]) -> Option<Self> {
        let first = points.first()?;
        let (mut left, mut top, mut right, mut bottom) = (first.x, first.y, first.x, first.y);
        for p in points {
            left = left.min(p.x);
            top = top.min(p.y);
            right = right.max(p.x);
            bottom = bottom.max(p.y);
        }
        Some(Self([
            Point::new(left, top),
            Point::new(right, top),
            Point::new(right, bottom),
            Point::new(left, bottom),
        ]))
    }

    /// Its bounding box.
    pub(crate) fn bounds(&self) -> Bounds {
        let xs = self.0.map(|p| p.x);
        let ys = self.0.map(|p| p.y);
        let left = xs.iter().copied().fold(f64::INFINITY, f64::min);
        let top = ys.iter().copied().fold(f64::INFINITY, f64::min);
        let right = xs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let bottom = ys.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        Bounds::new(left, top, right - left, bottom - top)
    }

    /// Moved by `by`.
    pub(crate) fn translate(&self, by: Point) -> Self {
        Self(self.0.map(|p| Point::new(p.x + by.x, p.y + by.y)))
    }

    /// Whether a click at `p` reaches the quad: whether the square of one
    /// CSS pixel from `p` ([`CLICK_SQUARE`]) shares area with it.
    pub(crate) fn takes_click(&self, p: Point) -> bool {
        self.meets(&Bounds::new(p.x, p.y, CLICK_SQUARE, CLICK_SQUARE))
    }

    /// Whether it shares area with `rect`.
    pub(crate) fn meets(&self, rect: &Bounds) -> bool {
        self.across_band(rect.y, rect.bottom())
            .is_some_and(|(left, right)| left < rect.right() && right > rect.x)
    }

    /// Whether it meets the ellipse around `centre` with `radii`: in the
    /// coordinates where the ellipse is the unit circle, the circle's
    /// centre lies inside, or an edge passes within 1 (touching counts, as
    /// in Chromium's `QuadF::IntersectsEllipse`).
    pub(crate) fn meets_ellipse(&self, centre: Point, (rx, ry): (f64, f64)) -> bool {
        let unit = self
            .0
            .map(|p| Point::new((p.x - centre.x) / rx, (p.y - centre.y) / ry));
        let mut sides = [0.0f64; 4];
        let mut near = false;
        for k in 0..4 {
            let (a, b) = (unit[k], unit[(k + 1) % 4]);
            let (ex, ey) = (b.x - a.x, b.y - a.y);
            sides[k] = ex * -a.y - ey * -a.x;
            let length = ex * ex + ey * ey;
            let t = if length > 0.0 {
                ((-a.x * ex - a.y * ey) / length).clamp(0.0, 1.0)
            } else {
                0.0
            };
            near |= (a.x + t * ex).hypot(a.y + t * ey) <= 1.0;
        }
        near || sides.iter().all(|s| *s >= 0.0) || sides.iter().all(|s| *s <= 0.0)
    }

    /// The clicks the quad takes ([`Quad::takes_click`]) on the device
    /// pixels (`pixel` wide, on the viewport's grid) a click can land on, as
    /// one strip per row of pixels, each pixel standing for the click at its
    /// corner: the shape in the one form a candidate's fragments have. When
    /// more than `most` rows would be needed, rows are merged into taller
    /// strips of the clicks along their middle line, which gain about as
    /// many pixels on one slanted side as they lose on the other.
    pub(crate) fn pixel_rows(&self, pixel: f64, most: usize) -> Vec<Bounds> {
        let whole = self.bounds();
        // Clicks above and left of the quad reach it by their square.
        let (top, bottom) = (
            ((whole.y - CLICK_SQUARE) / pixel).floor() + 1.0,
            (whole.bottom() / pixel).ceil(),
        );
        let step = ((bottom - top) / most.max(1) as f64).ceil().max(1.0);
        let mut strips = Vec::new();
        let mut row = top;
        while row < bottom {
            let (upper, lower) = (row * pixel, (row + step).min(bottom) * pixel);
            let across = if step == 1.0 {
                self.across_band(upper, upper + CLICK_SQUARE)
            } else {
                let middle = (upper + lower) / 2.0;
                self.across_band(middle, middle + CLICK_SQUARE)
            };
            if let Some((left, right)) = across {
                // The clicks strictly between `left - CLICK_SQUARE` and
                // `right`, on whole pixels.
                let first = (((left - CLICK_SQUARE) / pixel).floor() + 1.0) * pixel;
                let end = (right / pixel).ceil() * pixel;
                if end > first {
                    strips.push(Bounds::new(first, upper, end - first, lower - upper));
                }
            }
            row += step;
        }
        strips
    }

    /// `rects` (whole pixels, as [`Quad::pixel_rows`] gives clicks) cut to
    /// the clicks the quad takes: each cut by the quad's row of each device
    /// pixel row it spans, the pieces of one rectangle on consecutive rows
    /// with the same extent joined again. When that could take more than
    /// about `most` pieces, rows are cut in bands, each by the widest
    /// extent of the quad's rows in it (a turned box's tall strips stay one
    /// piece each, and lose no click the quad takes; they may keep a few
    /// beside its slanted edge).
    pub(crate) fn cut_rows(&self, rects: &[Bounds], pixel: f64, most: usize) -> Vec<Bounds> {
        let rows = self.pixel_rows(pixel, usize::MAX);
        let spanned: f64 = rects.iter().map(|r| (r.height / pixel).ceil()).sum();
        let step = (spanned / most.max(1) as f64).ceil().max(1.0) * pixel;
        let mut out = Vec::new();
        for rect in rects {
            let mut last: Option<Bounds> = None;
            let mut top = rect.y;
            while top < rect.bottom() {
                let bottom = (top + step).min(rect.bottom());
                let first = rows.partition_point(|row| row.bottom() <= top + 1e-9);
                let widest = rows[first..]
                    .iter()
                    .take_while(|row| row.y < bottom - 1e-9)
                    .fold(None, |wide: Option<(f64, f64)>, row| {
                        Some(wide.map_or((row.x, row.right()), |(left, right)| {
                            (left.min(row.x), right.max(row.right()))
                        }))
                    });
                let across = widest.and_then(|(left, right)| {
                    let (left, right) = (left.max(rect.x), right.min(rect.right()));
                    (right > left).then(|| Bounds::new(left, top, right - left, bottom - top))
                });
                if let Some(piece) = across {
                    match &mut last {
                        Some(joined)
                            if joined.x == piece.x
                                && joined.width == piece.width
                                && (joined.bottom() - piece.y).abs() < 1e-9 =>
                        {
                            joined.height = piece.bottom() - joined.y;
                        }
                        _ => out.extend(last.replace(piece)),
                    }
                }
                top = bottom;
            }
            out.extend(last);
        }
        out
    }

    /// The quad both `self` and `other` hold, when both are
    /// parallelograms with sides along the same two directions (boxes
    /// turned alike: a box clipping inside a turned frame, and the
    /// frame): their overlap is then one too, as the two clips are
    /// rectangles in the one space they are laid out in. `None` for other
    /// shapes, and when they do not overlap.
    pub(crate) fn overlap_alike(&self, other: &Quad) -> Option<Quad> {
        let [o, a, _, b] = self.0;
        let (e1, e2) = (
            Point::new(a.x - o.x, a.y - o.y),
            Point::new(b.x - o.x, b.y - o.y),
        );
        let det = e1.x * e2.y - e1.y * e2.x;
        if det.abs() < 1e-9 {
            return None;
        }
        // A corner's place along the two sides from `o`, in their lengths.
        let along = |p: Point| {
            let (dx, dy) = (p.x - o.x, p.y - o.y);
            ((dx * e2.y - dy * e2.x) / det, (e1.x * dy - e1.y * dx) / det)
        };
        // Within a hundredth of a pixel along each side.
        let (tol_s, tol_t) = (0.01 / e1.x.hypot(e1.y), 0.01 / e2.x.hypot(e2.y));
        let span = |quad: &Quad| -> Option<[f64; 4]> {
            let at = quad.0.map(along);
            let (s0, s1) = at
                .iter()
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), c| {
                    (lo.min(c.0), hi.max(c.0))
                });
            let (t0, t1) = at
                .iter()
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), c| {
                    (lo.min(c.1), hi.max(c.1))
                });
            let on_corner = |&(s, t): &(f64, f64)| {
                ((s - s0).abs() < tol_s || (s - s1).abs() < tol_s)
                    && ((t - t0).abs() < tol_t || (t - t1).abs() < tol_t)
            };
            at.iter().all(on_corner).then_some([s0, s1, t0, t1])
        };
        let ([s0, s1, t0, t1], [u0, u1, v0, v1]) = (span(self)?, span(other)?);
        let (s0, s1, t0, t1) = (s0.max(u0), s1.min(u1), t0.max(v0), t1.min(v1));
        if s1 <= s0 || t1 <= t0 {
            return None;
        }
        let point =
            |s: f64, t: f64| Point::new(o.x + s * e1.x + t * e2.x, o.y + s * e1.y + t * e2.y);
        Some(Quad([
            point(s0, t0),
            point(s1, t0),
            point(s1, t1),
            point(s0, t1),
        ]))
    }

    /// The leftmost and rightmost points of the quad between the lines
    /// `top` and `bottom` (on the line, when they are one); `None` when it
    /// has no area there.
    fn across_band(&self, top: f64, bottom: f64) -> Option<(f64, f64)> {
        let whole = self.bounds();
        if whole.y >= bottom || whole.bottom() <= top {
            return None;
        }
        let mut left = f64::INFINITY;
        let mut right = f64::NEG_INFINITY;
        let mut take = |x: f64| {
            left = left.min(x);
            right = right.max(x);
        };
        for k in 0..4 {
            let (p, q) = (self.0[k], self.0[(k + 1) % 4]);
            if p.y > top && p.y < bottom {
                take(p.x);
            }
            // Where the edge crosses each line; a corner on a line is
            // where the edges on either side of it cross it.
            for y in [top, bottom] {
                if p.y != q.y && (p.y - y) * (q.y - y) <= 0.0 {
                    take(p.x + (q.x - p.x) * (y - p.y) / (q.y - p.y));
                }
            }
        }
        (right > left).then_some((left, right))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn quads_meet_an_ellipse_where_they_reach_its_curve() {
        let square = |x: f64, y: f64| {
            Quad::around(&[Point::new(x, y), Point::new(x + 1.0, y + 1.0)]).unwrap()
        };
        let centre = Point::new(0.0, 0.0);
        // Around the centre, across the curve, and beyond it on a diagonal
        // where the square's bounding box alone would reach.
        assert!(square(-0.5, -0.5).meets_ellipse(centre, (10.0, 10.0)));
        assert!(square(9.5, -0.5).meets_ellipse(centre, (10.0, 10.0)));
        assert!(square(7.0, 7.0).meets_ellipse(centre, (10.0, 10.0)));
        assert!(!square(7.2, 7.2).meets_ellipse(centre, (10.0, 10.0)));
        assert!(!square(30.0, 0.0).meets_ellipse(centre, (10.0, 10.0)));
        // Stretched across: (19.5, 0) reaches an ellipse 20 wide, not a
        // circle.
        assert!(square(19.5, -0.5).meets_ellipse(centre, (20.0, 5.0)));
        assert!(!square(19.5, 4.5).meets_ellipse(centre, (20.0, 5.0)));
        // Turned: a diamond whose corner reaches in.
        let diamond = Quad([
            Point::new(10.5, 0.0),
            Point::new(11.0, 0.5),
            Point::new(10.5, 1.0),
            Point::new(9.9, 0.5),
        ]);
        assert!(diamond.meets_ellipse(centre, (10.0, 10.0)));
    }

    #[test]
    fn transforms_skip_plain_inline_html_boxes_only() {
        assert!(!applies(true, "span", "inline"));
        assert!(!applies(true, "a", "inline"));
        assert!(applies(true, "span", "inline-block"));
        assert!(applies(true, "div", "block"));
        assert!(applies(true, "img", "inline"));
        assert!(applies(true, "button", "inline"));
        assert!(applies(false, "tspan", "inline"));
    }

    /// The bounding box of a `w` x `h` box turned by `degrees`, rounded
    /// outwards to the layout grid as the snapshot gives it.
    fn turned_bounds(w: f64, h: f64, degrees: f64) -> Bounds {
        let l = Linear::rotation(degrees);
        let (a, b, c, d) = (l.a.abs(), l.b.abs(), l.c.abs(), l.d.abs());
        let grid = |v: f64| (v * 64.0).ceil() / 64.0;
        Bounds::new(10.0, 20.0, grid(a * w + c * h), grid(b * w + d * h))
    }

    #[test]
    fn a_fragment_0_px_wide_has_no_area_when_turned() {
        for degrees in [4.0, 21.0, 38.0, -31.0] {
            let l = Linear::rotation(degrees);
            assert!(
                l.has_no_area_under(&turned_bounds(0.0, 16.0, degrees)),
                "{degrees}"
            );
            assert!(
                l.has_no_area_under(&turned_bounds(120.0, 0.0, degrees)),
                "{degrees}"
            );
            assert!(
                !l.has_no_area_under(&turned_bounds(1.0, 16.0, degrees)),
                "{degrees}"
            );
            assert!(
                !l.has_no_area_under(&turned_bounds(80.0, 18.0, degrees)),
                "{degrees}"
            );
        }
        // Near 45 degrees the size cannot be told: the box counts.
        assert!(!Linear::rotation(45.0).has_no_area_under(&turned_bounds(0.0, 16.0, 45.0)));
    }

    fn distance(quad: &Quad, p: Point) -> f64 {
        if quad.contains(p) {
            return 0.0;
        }
        distance_to_edges(quad, p)
    }

    fn distance_to_edges(quad: &Quad, p: Point) -> f64 {
        (0..4)
            .map(|k| {
                let (a, b) = (quad.0[k], quad.0[(k + 1) % 4]);
                let (dx, dy) = (b.x - a.x, b.y - a.y);
                let t =
                    (((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
                (p.x - a.x - t * dx).hypot(p.y - a.y - t * dy)
            })
            .fold(f64::INFINITY, f64::min)
    }

    /// Whether the square of side `size` from `corner` shares area with
    /// `quad`, by the separating axis test on the square's axes and the
    /// quad's edge normals; `None` within a hair of touching, where
    /// rounding decides.
    fn separated(quad: &Quad, corner: Point, size: f64) -> Option<bool> {
        let square = [
            corner,
            Point::new(corner.x + size, corner.y),
            Point::new(corner.x + size, corner.y + size),
            Point::new(corner.x, corner.y + size),
        ];
        let mut axes = vec![(1.0, 0.0), (0.0, 1.0)];
        for k in 0..4 {
            let (a, b) = (quad.0[k], quad.0[(k + 1) % 4]);
            let length = (b.x - a.x).hypot(b.y - a.y);
            axes.push((-(b.y - a.y) / length, (b.x - a.x) / length));
        }
        let mut overlap = f64::INFINITY;
        for (u, v) in axes {
            let project = |points: &[Point]| {
                let along = points.iter().map(|p| p.x * u + p.y * v);
                along.clone().fold(f64::INFINITY, f64::min)..along.fold(f64::NEG_INFINITY, f64::max)
            };
            let (q, s) = (project(&quad.0), project(&square));
            overlap = overlap.min(q.end.min(s.end) - q.start.max(s.start));
        }
        (overlap.abs() > 1e-6).then_some(overlap > 0.0)
    }

    /// The linear part of a computed `transform` value.
    fn linear_of(value: &str) -> Option<Linear> {
        matrix(value).map(|(linear, _)| linear)
    }

    #[test]
    fn computed_transforms_parse_to_their_linear_part() {
        assert_eq!(linear_of("none"), Some(Linear::IDENTITY));
        let rotated = linear_of("matrix(0.965926, 0.258819, -0.258819, 0.965926, 0, 0)");
        assert_eq!(
            rotated,
            Some(Linear {
                a: 0.965926,
                b: 0.258819,
                c: -0.258819,
                d: 0.965926
            })
        );
        let three_d = "matrix3d(0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1)";
        assert_eq!(
            linear_of(three_d),
            Some(Linear {
                a: 0.0,
                b: 1.0,
                c: -1.0,
                d: 0.0
            })
        );
        assert_eq!(linear_of("rotate(15deg)"), None);
        assert_eq!(linear_of("matrix(1, 0, 0)"), None);
    }

    /// Chromium's numbers for `<p style="transform: rotate(15deg)">`, 776 x
    /// 36 at (12, 8): the snapshot's bounding box and the quad
    /// `DOM.getBoxModel` gives.
    #[test]
    fn a_rotated_paragraph_gets_chromium_s_quad_back() {
        let linear = linear_of("matrix(0.965926, 0.258819, -0.258819, 0.965926, 0, 0)").unwrap();
        let shown = Bounds::new(20.562036, -91.808456, 758.875977, 235.616913);
        let quad = linear.quad_of(&shown).unwrap();
        let expected = [
            (29.88, -91.81),
            (779.44, 109.03),
            (770.12, 143.81),
            (20.56, -57.03),
        ];
        for (corner, (x, y)) in quad.0.iter().zip(expected) {
            assert!(
                (corner.x - x).abs() < 0.05 && (corner.y - y).abs() < 0.05,
                "{quad:?}"
            );
        }
        // The bounding box's corner is outside, its centre inside.
        assert!(!quad.contains(Point::new(25.0, 140.0)));
        assert!(quad.contains(shown.center()));
    }

    /// Chromium's numbers for the wrapped link of
    /// `testdata/generated/open/rotated-fixed-link/` (`rotate(20deg)`, two
    /// lines): the snapshot's line boxes, and the bounding box of the
    /// border quad `DOM.getBoxModel` gives, `[478.52, 462.51, 127.92 x
    /// 74.28]`, where the lines' own bounding boxes make `[478.5, 462.5,
    /// 127.9 x 57.4]`.
    #[test]
    fn a_turned_inline_is_bound_by_its_lines_union_in_its_own_coordinates() {
        let linear = linear_of("matrix(0.939693, 0.34202, -0.34202, 0.939693, 0, 0)").unwrap();
        let lines = [
            Bounds::new(484.68, 462.51, 121.76, 57.36),
            Bounds::new(478.52, 479.42, 50.83, 31.54),
        ];
        let quads: Vec<Quad> = lines.iter().map(|l| linear.quad_of(l).unwrap()).collect();
        let union = linear.union_quad(&quads).unwrap().bounds();
        let expected = Bounds::new(478.52, 462.51, 127.92, 74.28);
        for (got, want) in [
            (union.x, expected.x),
            (union.y, expected.y),
            (union.width, expected.width),
            (union.height, expected.height),
        ] {
            assert!((got - want).abs() < 0.1, "{union:?}");
        }
    }

    #[test]
    fn an_own_transform_is_read_with_its_translation_and_origin() {
        let affine = Affine::from_css("matrix(1, 0, 0, 1, 12, -3.5)", "50px 10px").unwrap();
        assert_eq!(affine.linear, Linear::IDENTITY);
        assert_eq!(affine.shift, Point::new(12.0, -3.5));
        assert_eq!(affine.origin, Point::new(50.0, 10.0));
        let three_d = "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 7, 8, 0, 1)";
        let affine = Affine::from_css(three_d, "0px 0px 0px").unwrap();
        assert_eq!(affine.shift, Point::new(7.0, 8.0));
        assert_eq!(Affine::from_css("none", "50px 10px"), None);
        assert_eq!(Affine::from_css("matrix(0, 1, -1, 0, 0, 0)", "left"), None);
    }

    #[test]
    fn axis_keeping_maps_leave_the_box_as_it_is() {
        let shown = Bounds::new(0.0, 0.0, 10.0, 20.0);
        assert_eq!(Linear::IDENTITY.quad_of(&shown), None);
        assert_eq!(Linear::rotation(90.0).quad_of(&shown), None);
        assert_eq!(
            Linear::rotation(45.0).quad_of(&shown),
            None,
            "size unknowable at 45°"
        );
    }

    proptest! {
        /// Two rectangles turned alike overlap in the rectangle of their
        /// overlap before the turn, turned; turned apart, not as a quad.
        #[test]
        fn boxes_turned_alike_overlap_in_a_quad(
            degrees in -80.0f64..80.0,
            (x, y, w, h) in (-50.0f64..50.0, -50.0f64..50.0, 1.0f64..100.0, 1.0f64..100.0),
            (x2, y2, w2, h2) in (-50.0f64..50.0, -50.0f64..50.0, 1.0f64..100.0, 1.0f64..100.0),
        ) {
            let linear = Linear::rotation(degrees);
            let turned = |x: f64, y: f64, w: f64, h: f64| {
                Quad([(x, y), (x + w, y), (x + w, y + h), (x, y + h)].map(|(px, py)| linear.apply(px, py)))
            };
            let (one, two) = (turned(x, y, w, h), turned(x2, y2, w2, h2));
            let (left, right) = (x.max(x2), (x + w).min(x2 + w2));
            let (top, bottom) = (y.max(y2), (y + h).min(y2 + h2));
            match one.overlap_alike(&two) {
                Some(overlap) => {
                    prop_assert!(right > left && bottom > top);
                    let want = turned(left, top, right - left, bottom - top);
                    for (got, want) in overlap.0.iter().zip(&want.0) {
                        prop_assert!((got.x - want.x).abs() < 1e-6 && (got.y - want.y).abs() < 1e-6);
                    }
                }
                None => prop_assert!(right <= left || bottom <= top),
            }
            let other = Linear::rotation(degrees + 20.0);
            let apart = Quad([(x2, y2), (x2 + w2, y2), (x2 + w2, y2 + h2), (x2, y2 + h2)]
                .map(|(px, py)| other.apply(px, py)));
            prop_assert!(one.overlap_alike(&apart).is_none());
        }

        /// A rectangle rotated (and scaled) about any point: from its
        /// bounding box the quad is its image, corner for corner.
        #[test]
        fn the_quad_is_the_image_of_the_rectangle(
            degrees in -80.0f64..80.0,
            scale in 0.5f64..2.0,
            x in -500.0f64..500.0,
            y in -500.0f64..500.0,
            w in 1.0f64..400.0,
            h in 1.0f64..400.0,
        ) {
            prop_assume!((degrees.abs() - 45.0).abs() > 5.0 && degrees.abs() > 0.5);
            let r = Linear::rotation(degrees);
            let linear = Linear { a: r.a * scale, b: r.b * scale, c: r.c * scale, d: r.d * scale };
            let image: Vec<Point> = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
                .iter()
                .map(|&(px, py)| linear.apply(px, py))
                .collect();
            let left = image.iter().map(|p| p.x).fold(f64::INFINITY, f64::min);
            let top = image.iter().map(|p| p.y).fold(f64::INFINITY, f64::min);
            let right = image.iter().map(|p| p.x).fold(f64::NEG_INFINITY, f64::max);
            let bottom = image.iter().map(|p| p.y).fold(f64::NEG_INFINITY, f64::max);
            let shown = Bounds::new(left, top, right - left, bottom - top);
            let quad = linear.quad_of(&shown).unwrap();
            for (got, want) in quad.0.iter().zip(&image) {
                prop_assert!((got.x - want.x).abs() < 1e-6 * (1.0 + w + h));
                prop_assert!((got.y - want.y).abs() < 1e-6 * (1.0 + w + h));
            }
            // Inside its image exactly: the centre in, the bounding box's
            // corners out (a rotation leaves them uncovered).
            prop_assert!(quad.contains(shown.center()));
            prop_assert!(!quad.contains(Point::new(left + 1e-3, top + 1e-3)) || w.min(h) < 1.0);
        }

        /// A rectangle turned (and scaled) and bounded comes back upright,
        /// where the map is undone, as itself.
        #[test]
        fn a_rectangle_comes_back_upright_from_its_bounding_box(
            degrees in -180.0f64..180.0,
            scale in 0.5f64..2.0,
            (x, y, w, h) in (-500.0f64..500.0, -500.0f64..500.0, 1.0f64..400.0, 1.0f64..400.0),
        ) {
            prop_assume!(((degrees.abs() % 90.0) - 45.0).abs() > 5.0);
            let r = Linear::rotation(degrees);
            let linear = Linear { a: r.a * scale, b: r.b * scale, c: r.c * scale, d: r.d * scale };
            let upright = Bounds::new(x, y, w, h);
            let back = linear.upright_of(&linear.shown_of(&upright)).unwrap();
            let tolerance = 1e-6 * (1.0 + x.abs() + y.abs() + w + h);
            for (got, want) in [(back.x, x), (back.y, y), (back.width, w), (back.height, h)] {
                prop_assert!((got - want).abs() < tolerance, "{back:?} for {upright:?}");
            }
        }

        /// The rows hold exactly the clicks whose squares share area with
        /// the quad, by the separating axis test (within a hair of
        /// touching), on the clicks of 1 and 2 device pixels per CSS pixel.
        #[test]
        fn pixel_rows_hold_the_clicks_the_quad_takes(
            degrees in -80.0f64..80.0,
            w in 2.0f64..100.0,
            h in 2.0f64..100.0,
            x in 300.0f64..301.0,
            y in 300.0f64..301.0,
            pixel in prop_oneof![Just(1.0f64), Just(0.5f64)],
        ) {
            prop_assume!((degrees.abs() - 45.0).abs() > 5.0 && degrees.abs() > 0.5);
            let r = Linear::rotation(degrees);
            let quad = Quad([(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)].map(|(px, py)| {
                let p = r.apply(px, py);
                Point::new(p.x + x, p.y + y)
            }));
            let rows = quad.pixel_rows(pixel, 1000);
            prop_assert!(rows.iter().all(|s| s.height == pixel));
            let whole = quad.bounds();
            let (from, to) = ((whole.x / pixel).floor() as i64 - 3, (whole.right() / pixel).ceil() as i64 + 1);
            let (top, bottom) = ((whole.y / pixel).floor() as i64 - 3, (whole.bottom() / pixel).ceil() as i64 + 1);
            for py in top..=bottom {
                for px in from..=to {
                    let click = Point::new(px as f64 * pixel, py as f64 * pixel);
                    let Some(takes) = separated(&quad, click, CLICK_SQUARE) else { continue };
                    let centre = Point::new(click.x + pixel / 2.0, click.y + pixel / 2.0);
                    let in_row = rows.iter().any(|s| s.contains(centre));
                    prop_assert_eq!(in_row, takes, "{:?}", click);
                    prop_assert_eq!(quad.takes_click(click), takes, "{:?}", click);
                }
            }
        }

        /// Rectangles cut by a quad keep exactly the clicks that both they
        /// and the quad take, and rows of equal extent stay one rectangle.
        #[test]
        fn cut_rows_keep_the_clicks_both_take(
            degrees in -80.0f64..80.0,
            w in 2.0f64..60.0,
            h in 2.0f64..60.0,
            rects in prop::collection::vec((280i32..360, 280i32..360, 0i32..50, 0i32..50), 1..4),
            pixel in prop_oneof![Just(1.0f64), Just(0.5f64)],
        ) {
            prop_assume!((degrees.abs() - 45.0).abs() > 5.0 && degrees.abs() > 0.5);
            let r = Linear::rotation(degrees);
            let quad = Quad([(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)].map(|(px, py)| {
                let p = r.apply(px, py);
                Point::new(p.x + 300.5, p.y + 300.25)
            }));
            let rects: Vec<Bounds> = rects
                .into_iter()
                .map(|(x, y, rw, rh)| {
                    let at = |v: i32| f64::from(v) * pixel;
                    Bounds::new(at(x), at(y), at(rw), at(rh))
                })
                .collect();
            let cut = quad.cut_rows(&rects, pixel, usize::MAX);
            let rows = quad.pixel_rows(pixel, usize::MAX);
            let held = |shapes: &[Bounds], p: Point| shapes.iter().any(|s| s.contains(p));
            for py in (270.0 / pixel) as i64..(420.0 / pixel) as i64 {
                for px in (270.0 / pixel) as i64..(420.0 / pixel) as i64 {
                    let centre = Point::new((px as f64 + 0.5) * pixel, (py as f64 + 0.5) * pixel);
                    let both = held(&rects, centre) && held(&rows, centre);
                    prop_assert_eq!(held(&cut, centre), both, "{:?}", centre);
                }
            }
            for rect in &rects {
                let spanned: Vec<_> = rows
                    .iter()
                    .filter(|row| row.y < rect.bottom() && row.bottom() > rect.y)
                    .collect();
                let inside = spanned.len() as f64 == (rect.height / pixel).round()
                    && spanned.iter().all(|row| row.x <= rect.x && row.right() >= rect.right());
                if inside && !rect.is_empty() {
                    prop_assert!(cut.contains(rect), "{rect:?} inside the quad stays whole");
                }
            }
            // With a budget, each rectangle is cut in bands of rows.
            let banded = quad.cut_rows(&rects, pixel, 8);
            prop_assert!(banded.len() <= 8 + 2 * rects.len(), "{} pieces", banded.len());
        }

        /// Taller strips reach at most one strip's height and a pixel
        /// beyond the quad.
        #[test]
        fn tall_strips_stay_near_the_quad(
            degrees in -80.0f64..80.0,
            w in 50.0f64..600.0,
            h in 50.0f64..600.0,
            most in 4usize..40,
        ) {
            prop_assume!((degrees.abs() - 45.0).abs() > 5.0 && degrees.abs() > 0.5);
            let r = Linear::rotation(degrees);
            let quad = Quad([(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)].map(|(px, py)| {
                let p = r.apply(px, py);
                Point::new(p.x + 400.0, p.y + 400.0)
            }));
            let strips = quad.pixel_rows(1.0, most);
            prop_assert!(strips.len() <= most + 1);
            let step = strips[0].height;
            for strip in &strips {
                for corner in [
                    Point::new(strip.x, strip.y),
                    Point::new(strip.right(), strip.y),
                    Point::new(strip.x, strip.bottom()),
                    Point::new(strip.right(), strip.bottom()),
                ] {
                    // A strip's ends are whole pixels, beyond the quad by up to one.
                    prop_assert!(distance(&quad, corner) <= step + 1.5, "{strip:?} of {quad:?}");
                }
            }
        }

        /// An inline element under a rotation holding blocks of any widths
        /// stacked down it: from its bounding box (the union of its turned
        /// lines') and its blocks' boxes, each block's line comes back as
        /// its turned line's bounding box.
        #[test]
        fn turned_block_lines_come_back_from_bounding_boxes(
            degrees in -80.0f64..80.0,
            scale in 0.5f64..2.0,
            from in -300.0f64..300.0,
            across in 20.0f64..400.0,
            rows in proptest::collection::vec((0.0f64..1.0, 0.0f64..1.0, 1.0f64..60.0, 0.0f64..20.0), 1..5),
        ) {
            prop_assume!((degrees.abs() - 45.0).abs() > 5.0 && degrees.abs() > 0.5);
            let r = Linear::rotation(degrees);
            let linear = Linear { a: r.a * scale, b: r.b * scale, c: r.c * scale, d: r.d * scale };
            let turned = |x: f64, y: f64, w: f64, h: f64| {
                Quad([(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
                    .map(|(u, v)| linear.apply(u, v)))
                .bounds()
            };
            let mut top = 0.0;
            let (mut blocks, mut lines) = (Vec::new(), Vec::new());
            for (start, width, height, gap) in rows {
                // A block no wider than the line, anywhere across it.
                let w = (across * width).max(1.0);
                let x = from + (across - w) * start;
                blocks.push(Bounds::new(x, top, w, height));
                lines.push(turned(from, top, across, height));
                top += height + gap;
            }
            let inline = lines[1..].iter().fold(lines[0], |u, l| {
                let (x, y) = (u.x.min(l.x), u.y.min(l.y));
                Bounds::new(x, y, u.right().max(l.right()) - x, u.bottom().max(l.bottom()) - y)
            });
            let got = linear.block_lines(&inline, &blocks);
            for (got, want) in got.iter().zip(&lines) {
                let tolerance = 1e-6 * (1.0 + across + top);
                prop_assert!(
                    (got.x - want.x).abs() < tolerance
                        && (got.y - want.y).abs() < tolerance
                        && (got.width - want.width).abs() < tolerance
                        && (got.height - want.height).abs() < tolerance,
                    "{got:?} vs {want:?}"
                );
            }
        }

        /// A box moved by a transform of its own, about any origin, at any
        /// zoom: its box as laid out comes back from the moved corners.
        #[test]
        fn the_laid_out_box_comes_back_from_the_transformed_one(
            degrees in -180.0f64..180.0,
            scale in 0.5f64..2.0,
            x in -300.0f64..300.0,
            y in -300.0f64..300.0,
            w in 1.0f64..400.0,
            h in 1.0f64..400.0,
            origin in (-100.0f64..500.0, -100.0f64..500.0),
            shift in (-200.0f64..200.0, -200.0f64..200.0),
            zoom in 0.5f64..2.0,
        ) {
            let r = Linear::rotation(degrees);
            let affine = Affine {
                linear: Linear { a: r.a * scale, b: r.b * scale, c: r.c * scale, d: r.d * scale },
                shift: Point::new(shift.0, shift.1),
                origin: Point::new(origin.0, origin.1),
            };
            let o = Point::new(x + origin.0 * zoom, y + origin.1 * zoom);
            let shown = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)].map(|(px, py)| {
                let v = affine.linear.apply(px - o.x, py - o.y);
                Point::new(o.x + v.x + shift.0 * zoom, o.y + v.y + shift.1 * zoom)
            });
            let got = affine.untransformed(&shown, zoom).unwrap();
            let tolerance = 1e-6 * (1.0 + x.abs() + y.abs() + w + h + 1000.0);
            prop_assert!(
                (got.x - x).abs() < tolerance
                    && (got.y - y).abs() < tolerance
                    && (got.width - w).abs() < tolerance
                    && (got.height - h).abs() < tolerance,
                "{got:?}"
            );
        }

        #[test]
        fn composing_is_applying_one_after_the_other(
            a in -2.0f64..2.0, b in -2.0f64..2.0, c in -2.0f64..2.0, d in -2.0f64..2.0,
            degrees in -180.0f64..180.0, x in -50.0f64..50.0, y in -50.0f64..50.0,
        ) {
            let inner = Linear { a, b, c, d };
            let outer = Linear::rotation(degrees);
            let once = outer.then(&inner).apply(x, y);
            let step = inner.apply(x, y);
            let twice = outer.apply(step.x, step.y);
            prop_assert!((once.x - twice.x).abs() < 1e-9 && (once.y - twice.y).abs() < 1e-9);
        }
    }
}
