//! Where the demonstrator's pointer goes: a script's [`Aim`] resolved against
//! the live boxes of the target (and its inner part), or, for a deliberate
//! miss, a blank point away from every candidate.

use mimic_schema::{Bounds, Point};

use mimic_task::script::{Aim, Edge};

/// A deliberate miss keeps at least this distance from every candidate. Why:
/// four times mimic-map's near-miss tolerance (4 px), so the miss is empty
/// space by any reading, not a sloppy click on something.
pub const MISS_CLEARANCE_PX: f64 = 16.0;

/// Spacing of the blank points a miss chooses from: fine enough to find gaps
/// between controls, coarse enough to scan a viewport in microseconds.
pub const MISS_GRID_PX: f64 = 8.0;

/// A near-edge aim lands this far inside the edge. Why: whole pixels (a
/// person's pointer) and 2 px of margin keep it inside the box after the
/// browser's own rounding of fractional layout.
pub const EDGE_INSET_PX: f64 = 2.0;

/// The point for a non-miss aim, in whole CSS pixels strictly inside
/// `target` (or `inner` for an inner aim; the target when the inner part has
/// no box). `None` for an empty box.
pub fn aim_point(aim: &Aim, target: Bounds, inner: Option<Bounds>) -> Option<Point> {
    let (bounds, fx, fy) = match aim {
        Aim::Center => (target, 0.5, 0.5),
        Aim::Jitter { fx, fy } => (target, *fx, *fy),
        Aim::Inner { fx, fy, .. } => (
            inner
                .filter(|b| b.width >= 1.0 && b.height >= 1.0)
                .unwrap_or(target),
            *fx,
            *fy,
        ),
        Aim::NearEdge { edge, along } => {
            let inset_x = (EDGE_INSET_PX / target.width).min(0.5);
            let inset_y = (EDGE_INSET_PX / target.height).min(0.5);
            let (fx, fy) = match edge {
                Edge::Left => (inset_x, *along),
                Edge::Right => (1.0 - inset_x, *along),
                Edge::Top => (*along, inset_y),
                Edge::Bottom => (*along, 1.0 - inset_y),
            };
            (target, fx, fy)
        }
    };
    if !(bounds.width > 0.0 && bounds.height > 0.0) {
        return None;
    }
    Some(Point::new(
        whole_inside(bounds.x, bounds.width, fx),
        whole_inside(bounds.y, bounds.height, fy),
    ))
}

/// `start + size * fraction`, rounded to a whole pixel that stays inside the
/// half-open span `[start, start + size)` wherever the span holds one.
fn whole_inside(start: f64, size: f64, fraction: f64) -> f64 {
    let raw = (start + size * fraction).round();
    let low = start.ceil();
    let high = (start + size).ceil() - 1.0;
    if low > high {
        start + size / 2.0
    } else {
        raw.clamp(low, high)
    }
}

/// A blank point of `area`: at least [`MISS_CLEARANCE_PX`] from every box in
/// `occupied` and from the area's edges; `pick` in `[0, 1)` chooses among
/// them in reading order. `None` when the area has no blank point.
pub fn blank_point(pick: f64, area: Bounds, occupied: &[Bounds]) -> Option<Point> {
    let mut blanks = Vec::new();
    let mut y = area.y + MISS_CLEARANCE_PX;
    while y <= area.bottom() - MISS_CLEARANCE_PX {
        let mut x = area.x + MISS_CLEARANCE_PX;
        while x <= area.right() - MISS_CLEARANCE_PX {
            let p = Point::new(x, y);
            if occupied
                .iter()
                .all(|b| b.distance_to(p) >= MISS_CLEARANCE_PX)
            {
                blanks.push(p);
            }
            x += MISS_GRID_PX;
        }
        y += MISS_GRID_PX;
    }
    let index =
        ((pick.clamp(0.0, 1.0) * blanks.len() as f64) as usize).min(blanks.len().checked_sub(1)?);
    Some(blanks[index])
}

#[cfg(test)]
mod tests {
    use super::*;
    use mimic_task::script::InnerPart;

    #[test]
    fn aims_land_on_whole_pixels_inside_the_box() {
        let target = Bounds::new(100.3, 50.6, 80.0, 30.0);
        let aims = [
            Aim::Center,
            Aim::Jitter { fx: 0.26, fy: 0.74 },
            Aim::NearEdge {
                edge: Edge::Left,
                along: 0.5,
            },
            Aim::NearEdge {
                edge: Edge::Right,
                along: 0.3,
            },
            Aim::NearEdge {
                edge: Edge::Top,
                along: 0.7,
            },
            Aim::NearEdge {
                edge: Edge::Bottom,
                along: 0.5,
            },
        ];
        for aim in aims {
            let p = aim_point(&aim, target, None).unwrap();
            assert!(target.contains(p), "{aim:?} -> {p:?}");
            assert_eq!((p.x.fract(), p.y.fract()), (0.0, 0.0), "{aim:?}");
        }
        let right = aim_point(
            &Aim::NearEdge {
                edge: Edge::Right,
                along: 0.5,
            },
            target,
            None,
        )
        .unwrap();
        assert!(target.right() - right.x <= EDGE_INSET_PX + 1.0, "{right:?}");
    }

    #[test]
    fn inner_aims_use_the_part_and_fall_back_to_the_target() {
        let target = Bounds::new(0.0, 0.0, 100.0, 40.0);
        let icon = Bounds::new(10.0, 10.0, 20.0, 20.0);
        let aim = Aim::Inner {
            part: mimic_task::Locator::css("svg"),
            what: InnerPart::Icon,
            fx: 0.5,
            fy: 0.5,
        };
        assert_eq!(
            aim_point(&aim, target, Some(icon)),
            Some(Point::new(20.0, 20.0))
        );
        assert_eq!(aim_point(&aim, target, None), Some(Point::new(50.0, 20.0)));
        assert_eq!(
            aim_point(&aim, Bounds::new(0.0, 0.0, 0.0, 40.0), None),
            None
        );
    }

    #[test]
    fn tiny_boxes_still_get_a_point_inside() {
        let checkbox = Bounds::new(10.5, 10.5, 1.5, 1.5);
        let p = aim_point(
            &Aim::NearEdge {
                edge: Edge::Bottom,
                along: 0.9,
            },
            checkbox,
            None,
        )
        .unwrap();
        assert!(checkbox.contains(p), "{p:?}");
    }

    #[test]
    fn blank_points_keep_clear_of_every_box() {
        let area = Bounds::new(0.0, 0.0, 400.0, 300.0);
        let boxes = [
            Bounds::new(0.0, 0.0, 400.0, 100.0),
            Bounds::new(50.0, 150.0, 300.0, 40.0),
        ];
        for pick in [0.0, 0.3, 0.99, 1.0] {
            let p = blank_point(pick, area, &boxes).unwrap();
            assert!(
                boxes.iter().all(|b| b.distance_to(p) >= MISS_CLEARANCE_PX),
                "{p:?}"
            );
            assert!(
                p.x >= MISS_CLEARANCE_PX
                    && p.y >= MISS_CLEARANCE_PX
                    && p.x <= 400.0 - MISS_CLEARANCE_PX
            );
        }
        assert_ne!(
            blank_point(0.0, area, &boxes),
            blank_point(0.9, area, &boxes)
        );
        assert_eq!(blank_point(0.5, area, &[area]), None);
    }
}
