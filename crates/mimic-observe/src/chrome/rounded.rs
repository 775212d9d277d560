//! Rounded corners: the shape a box with `border-radius` takes clicks in.
//!
//! Chromium hit-tests such a box against its border box with the corners
//! cut along their curves, so a click in a corner outside the curve
//! reaches what lies beside (a radio button, which the user-agent style
//! rounds by 50%, misses in its four corners). The rule, measured with
//! `DOM.getNodeForLocation` on whole pixels (docs/observe-chrome.md,
//! "Rounded corners"): a point (x, y) hits when the 1 px square
//! [x, x+1] × [y, y+1] meets the rounded rectangle laid on the box's
//! pixel-snapped border box (edges rounded to whole pixels), each corner
//! a quarter ellipse, touching included. Along its straight sides it
//! takes the pixels any block box takes (each one its border box
//! overlaps), so a box without rounded corners is the rectangle it always
//! was. A box under a rotation
//! or skew is tested in the coordinates of the turned box it lies in, as
//! Chromium carries the click there (`FloatRoundedRect::IntersectsQuad`),
//! against the bounding box there of the click's square (measured): a
//! corner's curve counts where that box meets the corner's rectangle.

use mimic_schema::{Bounds, Point};

use super::transform::{CLICK_SQUARE, Linear, Quad};

/// A length of a computed `border-radius`: pixels of the element's own
/// CSS coordinates, or a percentage of its box.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Length {
    Px(f64),
    Percent(f64),
}

impl Length {
    fn parse(token: &str) -> Option<Self> {
        let (number, make): (&str, fn(f64) -> Self) = if let Some(n) = token.strip_suffix("px") {
            (n, Self::Px)
        } else if let Some(n) = token.strip_suffix('%') {
            (n, Self::Percent)
        } else {
            return None;
        };
        let n: f64 = number.parse().ok()?;
        (n.is_finite() && n >= 0.0).then(|| make(n))
    }

    fn is_zero(self) -> bool {
        match self {
            Self::Px(n) | Self::Percent(n) => n == 0.0,
        }
    }

    /// In viewport pixels, for a box `extent` viewport pixels long whose
    /// CSS pixels are `scale` viewport pixels.
    fn resolve(self, extent: f64, scale: f64) -> f64 {
        match self {
            Self::Px(n) => n * scale,
            Self::Percent(p) => p / 100.0 * extent,
        }
    }
}

/// A computed `border-radius`: per corner (top-left, top-right,
/// bottom-right, bottom-left), its horizontal and vertical radius.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Corners([(Length, Length); 4]);

impl Corners {
    /// Reads the computed shorthand (`4px`, `50%`, `10px 20px / 8px
    /// 12px`). `None` for square corners, and for values it cannot read
    /// (`calc()`): such a box keeps its rectangle.
    pub(crate) fn from_css(value: &str) -> Option<Self> {
        let (horizontal, vertical) = match value.split_once('/') {
            Some((h, v)) => (h, v),
            None => (value, value),
        };
        let h = four(horizontal)?;
        let v = four(vertical)?;
        let corners = Self([(h[0], v[0]), (h[1], v[1]), (h[2], v[2]), (h[3], v[3])]);
        corners
            .0
            .iter()
            .any(|&(x, y)| !x.is_zero() && !y.is_zero())
            .then_some(corners)
    }
}

/// One to four lengths, expanded to the four corners as CSS does.
fn four(values: &str) -> Option<[Length; 4]> {
    let lengths: Vec<Length> = values
        .split_whitespace()
        .map(Length::parse)
        .collect::<Option<_>>()?;
    Some(match lengths[..] {
        [a] => [a, a, a, a],
        [a, b] => [a, b, a, b],
        [a, b, c] => [a, b, c, b],
        [a, b, c, d] => [a, b, c, d],
        _ => return None,
    })
}

/// A box with rounded corners, in viewport coordinates, or in its own
/// under a rotation or skew (`turn`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Rounded {
    /// The whole pixels whose clicks reach its box, corners aside: every
    /// pixel its border box overlaps, as for any block box.
    reach: Bounds,
    /// A device pixel: the rows and their ends lie on its grid.
    pixel: f64,
    /// The pixel-snapped border box the corners are laid on.
    snapped: Bounds,
    /// Per corner (as in [`Corners`]), its radii, scaled down together
    /// where two on one side would overlap (as CSS does).
    radii: [(f64, f64); 4],
    turn: Option<Turn>,
}

/// Where the turned box a shape lies in is on the screen: the viewport
/// point of its (0, 0), and the map from viewport offsets back to its
/// coordinates.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Turn {
    corner: Point,
    back: Linear,
}

impl Turn {
    /// What a click at `p` (viewport) tests the box with, in the box's
    /// coordinates: the bounding box there of the click's square carried
    /// there. Measured, not the square itself: along rays from the centre
    /// of a circle turned by 35 degrees, Chromium's edge lies where this
    /// box meets the curve, within 0.03 px in all 16 directions, and up to
    /// half a pixel past where the square does.
    fn square(&self, p: Point) -> Quad {
        let d = CLICK_SQUARE;
        let corners = [(0.0, 0.0), (d, 0.0), (d, d), (0.0, d)].map(|(x, y)| {
            self.back
                .apply(p.x + x - self.corner.x, p.y + y - self.corner.y)
        });
        let [origin, ..] = corners;
        Quad::around(&corners).unwrap_or(Quad([origin; 4]))
    }
}

impl Rounded {
    /// `bounds` with `corners`, whose pixels are `scale` viewport pixels
    /// (zoom, a frame's scale, a scaling transform) across and down, taking
    /// clicks on the pixels `reach` holds where its corners let them.
    /// `None` when no corner is rounded.
    pub(crate) fn new(
        bounds: Bounds,
        corners: &Corners,
        scale: (f64, f64),
        (reach, pixel): (Bounds, f64),
    ) -> Option<Self> {
        if bounds.is_empty() || !bounds.is_finite() {
            return None;
        }
        let snapped = {
            let (left, top) = (bounds.x.round(), bounds.y.round());
            let (right, bottom) = (bounds.right().round(), bounds.bottom().round());
            Bounds::new(left, top, right - left, bottom - top)
        };
        let mut radii = corners.0.map(|(x, y)| {
            (
                x.resolve(bounds.width, scale.0),
                y.resolve(bounds.height, scale.1),
            )
        });
        // A corner is round only in both directions.
        for r in &mut radii {
            if r.0 <= 0.0 || r.1 <= 0.0 {
                *r = (0.0, 0.0);
            }
        }
        let [tl, tr, br, bl] = radii;
        let fit = |side: f64, sum: f64| if sum > 0.0 { side / sum } else { f64::INFINITY };
        let factor = fit(snapped.width, tl.0 + tr.0)
            .min(fit(snapped.width, bl.0 + br.0))
            .min(fit(snapped.height, tl.1 + bl.1))
            .min(fit(snapped.height, tr.1 + br.1))
            .min(1.0);
        if !factor.is_finite() || factor <= 0.0 {
            return None;
        }
        let radii = radii.map(|(x, y)| (x * factor, y * factor));
        Some(Self {
            reach,
            pixel,
            snapped,
            radii,
            turn: None,
        })
    }

    /// The box whose quad on the screen is `quad` (its corners from its
    /// own top-left, clockwise), in the coordinates of a turned box whose
    /// (0, 0) lies at `origin` on the screen, under `linear` from those
    /// coordinates to the viewport's, with `corners` in its unzoomed CSS
    /// pixels, which `zoom` enlarges. `None` when no corner is rounded, or
    /// `quad` is not the image of a rectangle under `linear` (a bounding
    /// box standing in for a quad the snapshot could not tell).
    pub(crate) fn turned(
        quad: &Quad,
        origin: Point,
        linear: Linear,
        corners: &Corners,
        zoom: f64,
    ) -> Option<Self> {
        let back = linear.inverse()?;
        let [corner, right, _, down] = quad.0;
        let at = back.apply(corner.x - origin.x, corner.y - origin.y);
        let across = back.apply(right.x - corner.x, right.y - corner.y);
        let along = back.apply(down.x - corner.x, down.y - corner.y);
        let square = (across.y.abs() + along.x.abs()) < 1e-3 * (across.x.abs() + along.y.abs());
        if !square {
            return None;
        }
        let own = Bounds::new(at.x, at.y, across.x, along.y);
        Some(Self {
            turn: Some(Turn {
                corner: origin,
                back,
            }),
            ..Self::new(own, corners, (zoom, zoom), (own, 1.0))?
        })
    }

    /// Whether a click at `p` reaches the box: in the strip of its row, or
    /// under a turn, by its square carried into the turned coordinates
    /// ([`Turn::square`]).
    pub(crate) fn takes(&self, p: Point) -> bool {
        match self.turn {
            Some(turn) => self.meets(&turn.square(p)),
            None => {
                self.reach.contains(p)
                    && self
                        .row((p.y / self.pixel).floor() * self.pixel)
                        .is_some_and(|(left, right)| p.x >= left && p.x < right)
            }
        }
    }

    /// Whether `square`, in the turned coordinates, shares area with the
    /// snapped box and, in each rounded corner's rectangle it meets, meets
    /// that corner's ellipse.
    fn meets(&self, square: &Quad) -> bool {
        let s = &self.snapped;
        let [tl, tr, br, bl] = self.radii;
        let corners = [
            (Point::new(s.x, s.y), tl, (1.0, 1.0)),
            (Point::new(s.right(), s.y), tr, (-1.0, 1.0)),
            (Point::new(s.right(), s.bottom()), br, (-1.0, -1.0)),
            (Point::new(s.x, s.bottom()), bl, (1.0, -1.0)),
        ];
        square.meets(s)
            && corners.iter().all(|&(at, (rx, ry), (sx, sy))| {
                let centre = Point::new(at.x + sx * rx, at.y + sy * ry);
                let rect = Bounds::new(at.x.min(centre.x), at.y.min(centre.y), rx, ry);
                rx <= 0.0 || !square.meets(&rect) || square.meets_ellipse(centre, (rx, ry))
            })
    }

    /// `row`, one row of a turned box's clicks (`pixel` high, each pixel
    /// standing for the click at its corner), without the pixels at either
    /// end that its corners' curves leave out; a taller strip as it is.
    pub(crate) fn trim_row(&self, row: &Bounds, pixel: f64) -> Option<Bounds> {
        if row.height > pixel {
            return Some(*row);
        }
        let takes = |x: f64| self.takes(Point::new(x, row.y));
        let (mut left, mut right) = (row.x, row.right());
        while left < right && !takes(left) {
            left += pixel;
        }
        while right > left && !takes(right - pixel) {
            right -= pixel;
        }
        (right > left).then(|| Bounds::new(left, row.y, right - left, row.height))
    }

    /// Where, across the row of whole pixels at `y`, a click reaches the
    /// box: from `left` (inclusive) to `right` (exclusive).
    fn row(&self, y: f64) -> Option<(f64, f64)> {
        let s = &self.snapped;
        let [tl, tr, br, bl] = self.radii;
        // How far a corner's curve stays from its side over the band
        // [y, y+1]: measured where the band comes closest to the corner's
        // centre; `None` when the band passes by the curve altogether.
        let inset = |(rx, ry): (f64, f64), above: bool| -> Option<f64> {
            if rx <= 0.0 {
                return Some(0.0);
            }
            let dy = if above {
                s.y + ry - (y + CLICK_SQUARE)
            } else {
                y - (s.bottom() - ry)
            };
            if dy <= 0.0 {
                return Some(0.0);
            }
            (dy <= ry).then(|| rx - rx * (1.0 - (dy / ry).powi(2)).max(0.0).sqrt())
        };
        let side = |top: (f64, f64), bottom: (f64, f64)| -> Option<f64> {
            let upper = inset(top, true)?;
            let lower = inset(bottom, false)?;
            Some(upper.max(lower))
        };
        let left_inset = side(tl, bl)?;
        let right_inset = side(tr, br)?;
        // The 1 px square at x meets the curve when x + 1 ≥ its left end
        // and x ≤ its right end.
        let pixel = self.pixel;
        let left = ((s.x + left_inset - CLICK_SQUARE) / pixel).ceil() * pixel;
        let right = ((s.right() - right_inset) / pixel).floor() * pixel + pixel;
        let (left, right) = (left.max(self.reach.x), right.min(self.reach.right()));
        (right > left).then_some((left, right))
    }

    /// The shape as rectangles: one per run of rows of equal extent, so
    /// a point on whole pixels is in one exactly when [`Self::takes`] says
    /// so. When more than `most` would be needed, rows are joined in
    /// groups as wide as their widest row. `None` when the corners leave
    /// every row whole (the box is the shape).
    pub(crate) fn strips(&self, most: usize) -> Option<Vec<Bounds>> {
        // A turned box's rows are its quad's ([`Self::trim_row`]).
        if self.turn.is_some() {
            return None;
        }
        let (b, pixel) = (&self.reach, self.pixel);
        let mut rows: Vec<(f64, f64, f64, f64)> = Vec::new();
        let mut y = (b.y / pixel).floor() * pixel;
        while y < b.bottom() {
            if let Some((left, right)) = self.row(y) {
                rows.push((left, right, y.max(b.y), (y + pixel).min(b.bottom())));
            }
            y += pixel;
        }
        let mut strips = merge(&rows);
        if strips.len() > most.max(1) {
            let per = rows.len().div_ceil(most.max(1));
            let grouped: Vec<_> = rows
                .chunks(per)
                .map(|group| {
                    let left = group.iter().map(|r| r.0).fold(f64::INFINITY, f64::min);
                    let right = group.iter().map(|r| r.1).fold(f64::NEG_INFINITY, f64::max);
                    (left, right, group[0].2, group[group.len() - 1].3)
                })
                .collect();
            strips = merge(&grouped);
        }
        (strips.as_slice() != [*b]).then_some(strips)
    }
}

/// Rows (left, right, top, bottom) as rectangles, a run of rows of equal
/// extent as one.
fn merge(rows: &[(f64, f64, f64, f64)]) -> Vec<Bounds> {
    let mut out: Vec<Bounds> = Vec::new();
    for &(left, right, top, bottom) in rows {
        match out.last_mut() {
            Some(last) if last.x == left && last.right() == right && last.bottom() == top => {
                last.height = bottom - last.y;
            }
            _ => out.push(Bounds::new(left, top, right - left, bottom - top)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The shape of a box laid out at scale 1, taking the pixels it touches.
    fn rounded(bounds: Bounds, corners: &Corners, scale: (f64, f64)) -> Option<Rounded> {
        Rounded::new(bounds, corners, scale, (bounds.pixels_touched(1.0), 1.0))
    }

    /// Rows of `#` where a click reaches the shape, from `x0` and `y0`.
    fn picture(shape: &Rounded, x0: i32, y0: i32, w: i32, h: i32) -> String {
        (y0..y0 + h)
            .map(|y| {
                (x0..x0 + w)
                    .map(|x| {
                        if shape.takes(Point::new(f64::from(x), f64::from(y))) {
                            '#'
                        } else {
                            '.'
                        }
                    })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn computed_values_parse_per_corner() {
        assert_eq!(Corners::from_css("0px"), None);
        assert_eq!(Corners::from_css(""), None);
        assert_eq!(Corners::from_css("calc(2px + 10%)"), None);
        assert_eq!(Corners::from_css("0px 0px 4px"), {
            let (z, f) = (Length::Px(0.0), Length::Px(4.0));
            Some(Corners([(z, z), (z, z), (f, f), (z, z)]))
        });
        let (a, b, c, d) = (
            Length::Px(10.0),
            Length::Px(20.0),
            Length::Px(8.0),
            Length::Px(12.0),
        );
        assert_eq!(
            Corners::from_css("10px 20px / 8px 12px"),
            Some(Corners([(a, c), (b, d), (a, c), (b, d)]))
        );
        let half = Length::Percent(50.0);
        assert_eq!(Corners::from_css("50%"), Some(Corners([(half, half); 4])));
    }

    /// Chromium's answers (`DOM.getNodeForLocation`, every whole pixel)
    /// for a 13 px radio at (50, 5), rounded by 50%.
    #[test]
    fn a_radio_misses_in_its_corners_as_in_chromium() {
        let radio = rounded(
            Bounds::new(50.0, 5.0, 13.0, 13.0),
            &Corners::from_css("50%").unwrap(),
            (1.0, 1.0),
        )
        .unwrap();
        let chromium = "\
...#######.....
.###########...
.###########...
#############..
#############..
#############..
#############..
#############..
#############..
#############..
.###########...
.###########...
...#######.....
...............";
        assert_eq!(picture(&radio, 50, 5, 15, 14), chromium);
    }

    /// Chromium's answers for a 40 px circle at (200.5, 40.5): its curve
    /// lies on the snapped box (201, 41), its edges stay where they are.
    #[test]
    fn a_circle_off_the_pixel_grid_curves_on_the_snapped_box() {
        let circle = rounded(
            Bounds::new(200.5, 40.5, 40.0, 40.0),
            &Corners::from_css("50%").unwrap(),
            (1.0, 1.0),
        )
        .unwrap();
        let rows = picture(&circle, 198, 41, 46, 5);
        let chromium = "\
................##############................
..............##################..............
............######################............
..........##########################..........
.........############################.........";
        assert_eq!(rows, chromium);
    }

    /// Chromium's answers (`elementFromPoint`, every device pixel) for a
    /// button rounded by 10px at (440.3, 10.7), 60.2 x 30.3, at scale 2:
    /// the row at y = 10.5 is the click square's from there, and its ends
    /// lie on half pixels (`generated-content-boxes.html`).
    #[test]
    fn at_scale_two_rows_follow_the_half_pixels() {
        let bounds = Bounds::new(440.3, 10.7, 60.2, 30.3);
        // The pixels a block box there takes at scale 2 (`PixelGrid::outward`).
        let reach = Bounds::new(439.5, 10.0, 61.0, 31.0);
        let corners = Corners::from_css("10px").unwrap();
        let button = Rounded::new(bounds, &corners, (1.0, 1.0), (reach, 0.5)).unwrap();
        assert_eq!(button.row(10.5).map(|r| r.0), Some(446.0));
        assert!(button.takes(Point::new(446.0, 10.5)));
        assert!(!button.takes(Point::new(445.5, 10.5)));
        assert!(button.takes(Point::new(439.5, 25.0)));
        assert!(!button.takes(Point::new(439.0, 25.0)));
    }

    /// An elliptical corner, and px radii scaled by zoom.
    #[test]
    fn elliptical_and_zoomed_corners() {
        let button = rounded(
            Bounds::new(100.0, 40.0, 60.0, 30.0),
            &Corners::from_css("10px 20px / 8px 12px").unwrap(),
            (1.0, 1.0),
        )
        .unwrap();
        // Chromium: the first row from x = 105 to 147, the last from 112
        // to 154.
        assert_eq!(button.row(40.0), Some((105.0, 148.0)));
        assert_eq!(button.row(69.0), Some((112.0, 155.0)));
        // 10px at zoom 2 on a box of 80 x 40 at (20, 20): Chromium's first
        // row starts at x = 33.
        let zoomed = rounded(
            Bounds::new(20.0, 20.0, 80.0, 40.0),
            &Corners::from_css("10px").unwrap(),
            (2.0, 2.0),
        )
        .unwrap();
        assert_eq!(zoomed.row(20.0).map(|r| r.0), Some(33.0));
        assert_eq!(zoomed.row(28.0).map(|r| r.0), Some(23.0));
    }

    #[test]
    fn radii_too_large_for_the_box_shrink_together() {
        let pill = rounded(
            Bounds::new(0.0, 0.0, 100.0, 20.0),
            &Corners::from_css("9999px").unwrap(),
            (1.0, 1.0),
        )
        .unwrap();
        for (x, y) in pill.radii {
            assert!((x - 10.0).abs() < 1e-9 && (y - 10.0).abs() < 1e-9);
        }
        assert_eq!(pill.row(10.0), Some((0.0, 100.0)));
    }

    /// Chromium's edge (`elementFromPoint`, bisected along 16 rays from
    /// the centre) of a 40 px circle at (100, 100) turned by 35 degrees: a
    /// click at the edge's distance along each ray, and not 0.05 px
    /// further.
    #[test]
    fn a_turned_circle_takes_clicks_by_the_box_of_their_square() {
        let chromium = [
            20.469, 20.176, 20.108, 20.329, 20.484, 20.578, 20.771, 21.208, 21.469, 21.479, 21.5,
            21.614, 21.453, 21.068, 20.815, 20.701,
        ];
        let linear = Linear::rotation(35.0);
        let centre = Point::new(120.0, 120.0);
        let quad = Quad(
            [(-20.0, -20.0), (20.0, -20.0), (20.0, 20.0), (-20.0, 20.0)].map(|(x, y)| {
                let v = linear.apply(x, y);
                Point::new(centre.x + v.x, centre.y + v.y)
            }),
        );
        let circle = Rounded::turned(
            &quad,
            quad.0[0],
            linear,
            &Corners::from_css("50%").unwrap(),
            1.0,
        )
        .expect("a rounded box");
        for (k, edge) in chromium.into_iter().enumerate() {
            let ray = (k as f64 * 22.5).to_radians();
            let at = |t: f64| Point::new(centre.x + t * ray.cos(), centre.y + t * ray.sin());
            assert!(circle.takes(at(edge - 0.05)), "ray {k}: inside at {edge}");
            assert!(
                !circle.takes(at(edge + 0.05)),
                "ray {k}: outside past {edge}"
            );
        }
    }

    /// A turned box whose quad is not the image of a rectangle under the
    /// map (a bounding box standing in for it) has no turned shape.
    #[test]
    fn a_bounding_box_is_no_turned_quad() {
        let linear = Linear::rotation(30.0);
        let upright = Quad::around(&[Point::new(0.0, 0.0), Point::new(40.0, 30.0)]).unwrap();
        let corners = Corners::from_css("50%").unwrap();
        assert_eq!(
            Rounded::turned(&upright, upright.0[0], linear, &corners, 1.0),
            None
        );
    }

    proptest! {
        /// On device pixels (a CSS pixel or half of one), a point is in a
        /// strip exactly when the shape takes it, and the strips stay
        /// inside the pixels the box touches.
        #[test]
        fn strips_hold_the_shape_s_whole_pixels(
            x in 0.0f64..3.0,
            y in 0.0f64..3.0,
            w in 1.0f64..80.0,
            h in 1.0f64..80.0,
            r in 0.0f64..60.0,
            percent in 0.0f64..60.0,
            half in any::<bool>(),
        ) {
            let value = format!("{r}px {percent}% 0px {r}px / {percent}%");
            let Some(corners) = Corners::from_css(&value) else {
                return Ok(());
            };
            let pixel = if half { 0.5 } else { 1.0 };
            let bounds = Bounds::new(x, y, w, h);
            let reach = bounds.pixels_touched(pixel);
            let Some(shape) = Rounded::new(bounds, &corners, (1.0, 1.0), (reach, pixel)) else {
                return Ok(());
            };
            let strips = shape.strips(1000).unwrap_or_else(|| vec![reach]);
            for s in &strips {
                prop_assert!(reach.contains_bounds(s), "{s:?} outside {reach:?}");
            }
            for py in 0..180 {
                for px in 0..180 {
                    let p = Point::new(f64::from(px) * pixel, f64::from(py) * pixel);
                    let in_strip = strips.iter().any(|s| s.contains(p));
                    prop_assert_eq!(in_strip, shape.takes(p), "{:?}", p);
                }
            }
        }

        /// Joined rows cover every point the shape takes.
        #[test]
        fn fewer_strips_still_cover_the_shape(
            w in 10.0f64..300.0,
            h in 10.0f64..300.0,
            most in 1usize..20,
        ) {
            let bounds = Bounds::new(0.0, 0.0, w, h);
            let shape = rounded(bounds, &Corners::from_css("50%").unwrap(), (1.0, 1.0)).unwrap();
            // Joined into one row, the strips are what the box reaches: `None`.
            let strips = shape.strips(most).unwrap_or_else(|| vec![bounds.pixels_touched(1.0)]);
            prop_assert!(strips.len() <= most);
            for py in 0..(h as i32) {
                for px in 0..(w as i32) {
                    let p = Point::new(f64::from(px), f64::from(py));
                    if shape.takes(p) {
                        prop_assert!(strips.iter().any(|s| s.contains(p)), "{:?}", p);
                    }
                }
            }
        }
    }
}
