//! Points, bounds and the coordinate spaces they live in.
//!
//! Every point and bounds value of one observation lives in the one space that
//! observation names (`chrome_dom` viewport CSS pixels, or `ax` global screen
//! points). Screenshot pixels are that space times the recorded scale. Both the
//! observer and the mapper use these types, so the conversions exist once.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A point in the observation's coordinate space.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

/// An axis-aligned rectangle, origin top-left, in the observation's space.
///
/// Containment is half-open: a point on the left or top edge is inside, a
/// point on the right or bottom edge is not, so two boxes that share an edge
/// never both contain a point on it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, JsonSchema, TS)]
pub struct Bounds {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

/// The coordinate space an observation's geometry is expressed in.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema, TS,
)]
#[serde(rename_all = "snake_case")]
pub enum CoordinateSpace {
    /// CSS pixels of the top-level page viewport, origin top-left.
    ChromeDom,
    /// macOS global logical screen points, origin top-left of the main
    /// display; negative on displays left of or above it.
    Ax,
}

impl Point {
    pub const fn new(x: f64, y: f64) -> Self {
        Self { x, y }
    }

    pub fn is_finite(self) -> bool {
        self.x.is_finite() && self.y.is_finite()
    }

    /// Moves the point by `(dx, dy)`.
    pub fn translate(self, dx: f64, dy: f64) -> Self {
        Self::new(self.x + dx, self.y + dy)
    }

    /// The top-left corner of the pixel (`pixel` units wide, on a grid
    /// from the origin) the point lies in: where a click there lands.
    pub fn pixel_corner(self, pixel: f64) -> Self {
        Self::new(
            (self.x / pixel).floor() * pixel,
            (self.y / pixel).floor() * pixel,
        )
    }

    /// Multiplies both coordinates by `factor`.
    pub fn scale(self, factor: f64) -> Self {
        Self::new(self.x * factor, self.y * factor)
    }

    /// Observation units to screenshot pixels (`scale` = devicePixelRatio or
    /// the display's backing scale factor).
    pub fn to_screenshot_px(self, scale: f64) -> Self {
        self.scale(scale)
    }

    /// Screenshot pixels back to observation units.
    pub fn from_screenshot_px(self, scale: f64) -> Self {
        self.scale(1.0 / scale)
    }

    /// Document (scrolled page) coordinates to viewport coordinates.
    pub fn document_to_viewport(self, scroll_x: f64, scroll_y: f64) -> Self {
        self.translate(-scroll_x, -scroll_y)
    }

    /// Global screen points to viewport CSS pixels, given where the page's
    /// content area starts on screen (in points) and the page zoom.
    pub fn screen_to_viewport(self, content_origin: Point, zoom: f64) -> Self {
        Self::new(
            (self.x - content_origin.x) / zoom,
            (self.y - content_origin.y) / zoom,
        )
    }

    /// Viewport CSS pixels to global screen points (inverse of
    /// [`Point::screen_to_viewport`]).
    pub fn viewport_to_screen(self, content_origin: Point, zoom: f64) -> Self {
        Self::new(
            self.x * zoom + content_origin.x,
            self.y * zoom + content_origin.y,
        )
    }
}

impl Bounds {
    pub const fn new(x: f64, y: f64, width: f64, height: f64) -> Self {
        Self {
            x,
            y,
            width,
            height,
        }
    }

    pub fn right(&self) -> f64 {
        self.x + self.width
    }

    pub fn bottom(&self) -> f64 {
        self.y + self.height
    }

    pub fn area(&self) -> f64 {
        self.width * self.height
    }

    pub fn center(&self) -> Point {
        Point::new(self.x + self.width / 2.0, self.y + self.height / 2.0)
    }

    pub fn is_finite(&self) -> bool {
        self.x.is_finite()
            && self.y.is_finite()
            && self.width.is_finite()
            && self.height.is_finite()
    }

    /// Zero width or height: such a box contains no point.
    pub fn is_empty(&self) -> bool {
        !(self.width > 0.0 && self.height > 0.0)
    }

    /// Half-open containment: `[x, x + width) x [y, y + height)`.
    pub fn contains(&self, p: Point) -> bool {
        p.x >= self.x && p.x < self.right() && p.y >= self.y && p.y < self.bottom()
    }

    /// Whether a click at `p` reaches the box as Chromium hit-tests it: the
    /// click lands on the screenshot pixel (`pixel` units wide, `1 / scale`)
    /// whose square holds `p`, and the box takes it when it overlaps that
    /// square (`HitTestLocation` is a one-pixel rect at the floored point).
    /// A box from 34.5 takes a click at 34; one ending at 45.5 takes 45.
    pub fn touches_pixel(&self, p: Point, pixel: f64) -> bool {
        self.pixels_touched(pixel).contains(p.pixel_corner(pixel))
    }

    /// The whole pixels (`pixel` units wide) the box overlaps, as one box:
    /// where [`Bounds::touches_pixel`] holds. An empty box touches none.
    pub fn pixels_touched(&self, pixel: f64) -> Bounds {
        if self.is_empty() {
            return *self;
        }
        let (x, y) = (
            (self.x / pixel).floor() * pixel,
            (self.y / pixel).floor() * pixel,
        );
        let right = (self.right() / pixel).ceil() * pixel;
        let bottom = (self.bottom() / pixel).ceil() * pixel;
        Bounds::new(x, y, right - x, bottom - y)
    }

    /// The box grown by `by` on every side.
    pub fn grown(&self, by: f64) -> Self {
        Self::new(
            self.x - by,
            self.y - by,
            self.width + 2.0 * by,
            self.height + 2.0 * by,
        )
    }

    /// Whether `other` lies entirely within `self` (edges may touch).
    pub fn contains_bounds(&self, other: &Bounds) -> bool {
        other.x >= self.x
            && other.y >= self.y
            && other.right() <= self.right()
            && other.bottom() <= self.bottom()
    }

    /// Euclidean distance from `p` to the closest point of the box; 0 inside
    /// or on an edge.
    pub fn distance_to(&self, p: Point) -> f64 {
        let dx = (self.x - p.x).max(0.0).max(p.x - self.right());
        let dy = (self.y - p.y).max(0.0).max(p.y - self.bottom());
        dx.hypot(dy)
    }

    pub fn intersection(&self, other: &Bounds) -> Option<Bounds> {
        let x = self.x.max(other.x);
        let y = self.y.max(other.y);
        let right = self.right().min(other.right());
        let bottom = self.bottom().min(other.bottom());
        (right > x && bottom > y).then(|| Bounds::new(x, y, right - x, bottom - y))
    }

    /// The smallest box holding both.
    pub fn union(&self, other: &Bounds) -> Bounds {
        let x = self.x.min(other.x);
        let y = self.y.min(other.y);
        Bounds::new(
            x,
            y,
            self.right().max(other.right()) - x,
            self.bottom().max(other.bottom()) - y,
        )
    }

    /// Intersection over union, 0 when either box is empty.
    pub fn iou(&self, other: &Bounds) -> f64 {
        let Some(inter) = self.intersection(other) else {
            return 0.0;
        };
        let union = self.area() + other.area() - inter.area();
        if union > 0.0 {
            inter.area() / union
        } else {
            0.0
        }
    }

    pub fn translate(&self, dx: f64, dy: f64) -> Self {
        Self::new(self.x + dx, self.y + dy, self.width, self.height)
    }

    pub fn scale(&self, factor: f64) -> Self {
        Self::new(
            self.x * factor,
            self.y * factor,
            self.width * factor,
            self.height * factor,
        )
    }

    pub fn to_screenshot_px(&self, scale: f64) -> Self {
        self.scale(scale)
    }

    pub fn from_screenshot_px(&self, scale: f64) -> Self {
        self.scale(1.0 / scale)
    }

    pub fn document_to_viewport(&self, scroll_x: f64, scroll_y: f64) -> Self {
        self.translate(-scroll_x, -scroll_y)
    }

    pub fn screen_to_viewport(&self, content_origin: Point, zoom: f64) -> Self {
        let origin = Point::new(self.x, self.y).screen_to_viewport(content_origin, zoom);
        Self::new(origin.x, origin.y, self.width / zoom, self.height / zoom)
    }

    pub fn viewport_to_screen(&self, content_origin: Point, zoom: f64) -> Self {
        let origin = Point::new(self.x, self.y).viewport_to_screen(content_origin, zoom);
        Self::new(origin.x, origin.y, self.width * zoom, self.height * zoom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn containment_is_half_open() {
        let b = Bounds::new(10.0, 20.0, 30.0, 40.0);
        assert!(
            b.contains(Point::new(10.0, 20.0)),
            "top-left corner is inside"
        );
        assert!(!b.contains(Point::new(40.0, 30.0)), "right edge is outside");
        assert!(
            !b.contains(Point::new(20.0, 60.0)),
            "bottom edge is outside"
        );
        assert!(b.contains(Point::new(39.999, 59.999)));
    }

    #[test]
    fn empty_boxes_contain_nothing() {
        let b = Bounds::new(5.0, 5.0, 0.0, 10.0);
        assert!(b.is_empty());
        assert!(!b.contains(Point::new(5.0, 6.0)));
    }

    #[test]
    fn distance_is_zero_inside_and_euclidean_outside() {
        let b = Bounds::new(0.0, 0.0, 10.0, 10.0);
        assert_eq!(b.distance_to(Point::new(5.0, 5.0)), 0.0);
        assert_eq!(b.distance_to(Point::new(13.0, 14.0)), 5.0);
        assert_eq!(b.distance_to(Point::new(-2.0, 5.0)), 2.0);
    }

    #[test]
    fn iou_of_identical_boxes_is_one() {
        let b = Bounds::new(1.0, 2.0, 3.0, 4.0);
        assert_eq!(b.iou(&b), 1.0);
        assert_eq!(b.iou(&Bounds::new(100.0, 100.0, 1.0, 1.0)), 0.0);
    }

    #[test]
    fn screen_and_viewport_on_a_negative_display() {
        // A window on a display left of the main one, content 87 pt below the
        // window's top, page zoom 1.25.
        let origin = Point::new(-1440.0, 112.0);
        let p = Point::new(-1340.0, 237.0);
        let v = p.screen_to_viewport(origin, 1.25);
        assert_eq!(v, Point::new(80.0, 100.0));
        assert_eq!(v.viewport_to_screen(origin, 1.25), p);
    }

    #[test]
    fn a_click_takes_the_pixel_it_lands_on() {
        // Menu items 11 px tall from 34.5: the later one takes 45 too.
        let first = Bounds::new(0.0, 34.5, 50.0, 11.0);
        let second = Bounds::new(0.0, 45.5, 50.0, 11.0);
        for (y, first_takes, second_takes) in [
            (34.0, true, false),
            (45.0, true, true),
            (45.9, true, true),
            (46.0, false, true),
        ] {
            let p = Point::new(10.0, y);
            assert_eq!(first.touches_pixel(p, 1.0), first_takes, "first at {y}");
            assert_eq!(second.touches_pixel(p, 1.0), second_takes, "second at {y}");
        }
        // At scale 2 a pixel is half a unit wide: 34.5 is a pixel's edge.
        assert!(!first.touches_pixel(Point::new(10.0, 34.4), 0.5));
        assert!(first.touches_pixel(Point::new(10.0, 45.4), 0.5));
        assert!(!first.touches_pixel(Point::new(10.0, 45.5), 0.5));
        let quarter = Bounds::new(0.0, 34.25, 50.0, 11.0);
        assert!(quarter.touches_pixel(Point::new(10.0, 34.0), 0.5));
    }

    fn whole(range: std::ops::Range<i32>) -> impl Strategy<Value = f64> {
        range.prop_map(f64::from)
    }

    proptest! {
        #[test]
        fn translation_preserves_containment(
            x in whole(-5000..5000), y in whole(-5000..5000),
            w in whole(0..2000), h in whole(0..2000),
            px in whole(-6000..6000), py in whole(-6000..6000),
            dx in whole(-3000..3000), dy in whole(-3000..3000),
        ) {
            let b = Bounds::new(x, y, w, h);
            let p = Point::new(px, py);
            prop_assert_eq!(b.contains(p), b.translate(dx, dy).contains(p.translate(dx, dy)));
            prop_assert_eq!(b.distance_to(p), b.translate(dx, dy).distance_to(p.translate(dx, dy)));
        }

        #[test]
        fn screenshot_scale_round_trips(
            x in whole(-5000..5000), y in whole(-5000..5000),
            w in whole(0..2000), h in whole(0..2000),
            scale in prop::sample::select(vec![1.0, 1.5, 2.0, 3.0]),
        ) {
            let b = Bounds::new(x, y, w, h);
            let there = b.to_screenshot_px(scale);
            prop_assert_eq!(there.width, w * scale);
            let back = there.from_screenshot_px(scale);
            prop_assert!((back.x - x).abs() < 1e-9 && (back.y - y).abs() < 1e-9);
            prop_assert!((back.width - w).abs() < 1e-9 && (back.height - h).abs() < 1e-9);
        }

        /// On a box whose edges lie on pixel boundaries, a click anywhere in
        /// a pixel takes it exactly where half-open containment takes the
        /// pixel's corner.
        #[test]
        fn touching_a_pixel_agrees_with_containment_on_whole_pixels(
            x in whole(-400..400), y in whole(-400..400),
            w in whole(1..200), h in whole(1..200),
            px in whole(-800..800), py in whole(-800..800),
            fx in 0u8..64, fy in 0u8..64,
            scale in prop::sample::select(vec![1.0, 2.0]),
        ) {
            let pixel = 1.0 / scale;
            let whole_box = Bounds::new(x, y, w, h).scale(pixel);
            let corner = Point::new(px, py).scale(pixel);
            let inside = Point::new(
                corner.x + f64::from(fx) / 64.0 * pixel,
                corner.y + f64::from(fy) / 64.0 * pixel,
            );
            prop_assert_eq!(whole_box.touches_pixel(inside, pixel), whole_box.contains(corner));
        }

        #[test]
        fn scaling_preserves_containment_for_power_of_two_scales(
            x in whole(-5000..5000), y in whole(-5000..5000),
            w in whole(0..2000), h in whole(0..2000),
            px in whole(-6000..6000), py in whole(-6000..6000),
            scale in prop::sample::select(vec![0.5, 1.0, 2.0, 4.0]),
        ) {
            let b = Bounds::new(x, y, w, h);
            let p = Point::new(px, py);
            prop_assert_eq!(b.contains(p), b.scale(scale).contains(p.scale(scale)));
        }

        /// The union holds both boxes and reaches no further than they do.
        #[test]
        fn union_is_the_smallest_box_holding_both(
            x in whole(-5000..5000), y in whole(-5000..5000),
            w in whole(0..2000), h in whole(0..2000),
            x2 in whole(-5000..5000), y2 in whole(-5000..5000),
            w2 in whole(0..2000), h2 in whole(0..2000),
        ) {
            let (a, b) = (Bounds::new(x, y, w, h), Bounds::new(x2, y2, w2, h2));
            let u = a.union(&b);
            prop_assert!(u.contains_bounds(&a) && u.contains_bounds(&b));
            prop_assert_eq!(u, b.union(&a));
            prop_assert_eq!(u.x, x.min(x2));
            prop_assert_eq!(u.right(), a.right().max(b.right()));
            prop_assert_eq!(u.bottom(), a.bottom().max(b.bottom()));
        }
    }
}
