//! A loose hierarchical grid over candidate boxes, so one mapping looks at a
//! handful of candidates instead of all of them.
//!
//! Level `l` tiles the domain with square cells of side `base * 2^l`; each box
//! goes to the finest level whose cells are at least as large as the box, so
//! it lands in at most 4 cells there. Memory and build time stay O(n) however
//! boxes nest or overlap, and a query reads one cell per level. The index
//! only narrows the search: it returns a superset of the boxes that contain
//! the point, and the rules decide with exact geometry.

use mimic_schema::{Bounds, Point};

#[derive(Debug)]
pub(crate) struct GridIndex {
    origin: Point,
    /// Only levels that hold at least one box.
    levels: Vec<Level>,
}

#[derive(Debug)]
struct Level {
    inv_cell: f64,
    cols: usize,
    rows: usize,
    /// Cell `c` holds `items[starts[c]..starts[c + 1]]` (row-major cells).
    starts: Vec<u32>,
    items: Vec<u32>,
}

/// Enough cells to keep each cell's list short, capped so a long thin domain
/// cannot make a level wider than `CELLS_PER_BOX_CAP * n` cells.
const CELLS_PER_BOX_CAP: f64 = 4.0;

impl Level {
    fn new(domain: &Bounds, cell: f64) -> Self {
        let inv_cell = 1.0 / cell;
        Self {
            inv_cell,
            cols: cells_along(domain.width, inv_cell),
            rows: cells_along(domain.height, inv_cell),
            starts: Vec::new(),
            items: Vec::new(),
        }
    }

    /// Cell coordinate of `offset` (distance from the domain origin), clamped
    /// into the grid. Monotonic in `offset`, which is what makes a box's cell
    /// range contain the cell of every point inside the box.
    fn cell_of(&self, offset: f64, count: usize) -> usize {
        let max = (count - 1) as f64;
        // Truncating a value clamped to >= 0 is flooring it (and much cheaper
        // than `floor` on baseline x86-64); NaN becomes 0.
        (offset * self.inv_cell).clamp(0.0, max) as usize
    }

    fn cell_range(&self, origin: Point, b: &Bounds) -> (usize, usize, usize, usize) {
        (
            self.cell_of(b.x - origin.x, self.cols),
            self.cell_of(b.right() - origin.x, self.cols),
            self.cell_of(b.y - origin.y, self.rows),
            self.cell_of(b.bottom() - origin.y, self.rows),
        )
    }
}

fn cells_along(length: f64, inv_cell: f64) -> usize {
    ((length * inv_cell).ceil() as usize).max(1)
}

impl GridIndex {
    /// Indexes `boxes` (candidate index, closed box) over `domain`, a
    /// non-empty finite rectangle. Boxes are used as closed rectangles:
    /// callers expand them by the near-miss tolerance first.
    pub(crate) fn build(domain: Bounds, boxes: &[(u32, Bounds)]) -> Self {
        let origin = Point::new(domain.x, domain.y);
        if boxes.is_empty() {
            return Self {
                origin,
                levels: Vec::new(),
            };
        }
        let n = boxes.len() as f64;
        let base = (domain.area() / n)
            .sqrt()
            .max(domain.width.max(domain.height) / (CELLS_PER_BOX_CAP * n));

        let mut levels = vec![Level::new(&domain, base)];
        while levels.last().is_some_and(|l| l.cols > 1 || l.rows > 1) {
            let cell = base * f64::powi(2.0, levels.len() as i32);
            levels.push(Level::new(&domain, cell));
        }

        // Each box's level: the finest whose cells are at least its size.
        let level_of: Vec<usize> = boxes
            .iter()
            .map(|(_, b)| {
                let size = b.width.max(b.height);
                levels
                    .iter()
                    .position(|l| size * l.inv_cell <= 1.0)
                    .unwrap_or(levels.len() - 1)
            })
            .collect();

        let mut counts: Vec<Vec<u32>> = levels.iter().map(|l| vec![0; l.cols * l.rows]).collect();
        for ((_, b), &li) in boxes.iter().zip(&level_of) {
            let level = &levels[li];
            let (x0, x1, y0, y1) = level.cell_range(origin, b);
            for cy in y0..=y1 {
                for cx in x0..=x1 {
                    counts[li][cy * level.cols + cx] += 1;
                }
            }
        }
        for (level, counts) in levels.iter_mut().zip(&counts) {
            let mut starts = Vec::with_capacity(counts.len() + 1);
            let mut total = 0u32;
            starts.push(0);
            for &c in counts {
                total += c;
                starts.push(total);
            }
            level.items = vec![0; total as usize];
            level.starts = starts;
        }
        // Fill each cell from its start, using `counts` as the cursor.
        let mut cursor: Vec<Vec<u32>> = levels
            .iter()
            .map(|l| l.starts[..l.starts.len() - 1].to_vec())
            .collect();
        for ((candidate, b), &li) in boxes.iter().zip(&level_of) {
            let level = &mut levels[li];
            let (x0, x1, y0, y1) = level.cell_range(origin, b);
            for cy in y0..=y1 {
                for cx in x0..=x1 {
                    let cell = cy * level.cols + cx;
                    level.items[cursor[li][cell] as usize] = *candidate;
                    cursor[li][cell] += 1;
                }
            }
        }
        levels.retain(|l| !l.items.is_empty());
        Self { origin, levels }
    }

    /// Calls `visit` once for every indexed box that may contain `p`: a
    /// superset of those that do.
    pub(crate) fn for_each_at(&self, p: Point, mut visit: impl FnMut(u32)) {
        for level in &self.levels {
            let cx = level.cell_of(p.x - self.origin.x, level.cols);
            let cy = level.cell_of(p.y - self.origin.y, level.rows);
            let cell = cy * level.cols + cx;
            let (start, end) = (level.starts[cell], level.starts[cell + 1]);
            for &item in &level.items[start as usize..end as usize] {
                visit(item);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn hits(index: &GridIndex, p: Point) -> Vec<u32> {
        let mut found = Vec::new();
        index.for_each_at(p, |i| found.push(i));
        found.sort_unstable();
        found
    }

    #[test]
    fn finds_every_box_that_contains_the_point_once() {
        let domain = Bounds::new(0.0, 0.0, 1000.0, 500.0);
        let boxes = vec![
            (0, Bounds::new(0.0, 0.0, 1000.0, 500.0)),
            (1, Bounds::new(10.0, 10.0, 20.0, 20.0)),
            (2, Bounds::new(25.0, 25.0, 300.0, 40.0)),
            (3, Bounds::new(990.0, 490.0, 10.0, 10.0)),
        ];
        let index = GridIndex::build(domain, &boxes);
        assert_eq!(hits(&index, Point::new(28.0, 28.0)), vec![0, 1, 2]);
        assert_eq!(hits(&index, Point::new(995.0, 495.0)), vec![0, 3]);
    }

    fn whole(range: std::ops::Range<i32>) -> impl Strategy<Value = f64> {
        range.prop_map(f64::from)
    }

    proptest! {
        /// The one promise of the index: every box whose closed rectangle
        /// holds the point is visited, exactly once, wherever the point is.
        #[test]
        fn visits_every_box_holding_the_point_once(
            boxes in prop::collection::vec(
                (whole(-50..450), whole(-50..350), whole(0..300), whole(0..200)), 1..300),
            px in -100.0f64..500.0, py in -100.0f64..400.0,
            domain_is_area in any::<bool>(),
        ) {
            let boxes: Vec<(u32, Bounds)> = boxes
                .into_iter()
                .enumerate()
                .map(|(i, (x, y, w, h))| (i as u32, Bounds::new(x, y, w, h)))
                .collect();
            let domain = if domain_is_area {
                Bounds::new(0.0, 0.0, 400.0, 300.0)
            } else {
                Bounds::new(-50.0, -50.0, 800.0, 600.0)
            };
            let index = GridIndex::build(domain, &boxes);
            let p = Point::new(px, py);
            let found = hits(&index, p);
            let mut unique = found.clone();
            unique.dedup();
            prop_assert_eq!(&unique, &found, "a box was visited twice");
            for (i, b) in &boxes {
                let holds = p.x >= b.x && p.x <= b.right() && p.y >= b.y && p.y <= b.bottom();
                if holds {
                    prop_assert!(found.contains(i), "box {} {:?} missed at {:?}", i, b, p);
                }
            }
        }
    }

    #[test]
    fn points_outside_the_domain_clamp_to_edge_cells() {
        let domain = Bounds::new(0.0, 0.0, 100.0, 100.0);
        let boxes = vec![(7, Bounds::new(-5.0, -5.0, 6.0, 6.0))];
        let index = GridIndex::build(domain, &boxes);
        assert_eq!(hits(&index, Point::new(-3.0, -3.0)), vec![7]);
        assert_eq!(hits(&index, Point::new(f64::NAN, 1.0)), vec![7]);
    }
}
