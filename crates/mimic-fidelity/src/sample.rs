//! Seeded, deterministic click points: half uniform over the observed
//! area, half uniform inside the boxes Chromium gives the candidates'
//! elements (a candidate drawn uniformly, then a point in its box clipped
//! to the observed area). Whole CSS pixels, as `DOM.getNodeForLocation`
//! takes them.

use mimic_rng::{SeededRng, fnv1a_seeded};
use mimic_schema::Bounds;

/// A whole number in `[low, high)`; `low` when the range is empty.
fn between(rng: &mut SeededRng, low: i64, high: i64) -> i64 {
    if high <= low {
        return low;
    }
    low + rng.below((high - low) as usize) as i64
}

/// A seed from a page's name (not its URL: the port changes per run).
pub(crate) fn seed_for(seed: u64, page: &str) -> u64 {
    fnv1a_seeded(seed, page.as_bytes())
}

/// A point and whether it was drawn inside a candidate's box.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Sampled {
    pub(crate) x: i64,
    pub(crate) y: i64,
}

pub(crate) fn points(
    rng: &mut SeededRng,
    area: Bounds,
    boxes: &[Bounds],
    count: usize,
) -> Vec<Sampled> {
    let (x0, y0) = (area.x.ceil() as i64, area.y.ceil() as i64);
    let (x1, y1) = (
        (area.x + area.width).floor() as i64,
        (area.y + area.height).floor() as i64,
    );
    let clipped: Vec<(i64, i64, i64, i64)> = boxes
        .iter()
        .map(|b| {
            (
                (b.x.ceil() as i64).max(x0),
                (b.y.ceil() as i64).max(y0),
                ((b.x + b.width).ceil() as i64).min(x1),
                ((b.y + b.height).ceil() as i64).min(y1),
            )
        })
        .filter(|(l, t, r, b)| r > l && b > t)
        .collect();
    (0..count)
        .map(|i| {
            if i % 2 == 1 && !clipped.is_empty() {
                let (l, t, r, b) = clipped[between(rng, 0, clipped.len() as i64) as usize];
                Sampled {
                    x: between(rng, l, r),
                    y: between(rng, t, b),
                }
            } else {
                Sampled {
                    x: between(rng, x0, x1),
                    y: between(rng, y0, y1),
                }
            }
        })
        .collect()
}
