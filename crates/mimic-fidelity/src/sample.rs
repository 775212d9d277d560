//! Seeded, deterministic click points: half uniform over the observed
//! area, half uniform inside the boxes Chromium gives the candidates'
//! elements (a candidate drawn uniformly, then a point in its box clipped
//! to the observed area). Whole CSS pixels, as `DOM.getNodeForLocation`
//! takes them.

use mimic_schema::Bounds;

/// SplitMix64: tiny, seedable, the same on every platform.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Self {
        Self(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A whole number in `[low, high)`; `low` when the range is empty.
    fn between(&mut self, low: i64, high: i64) -> i64 {
        if high <= low {
            return low;
        }
        low + (self.next() % (high - low) as u64) as i64
    }
}

/// A seed from a page's name (not its URL: the port changes per run).
pub(crate) fn seed_for(seed: u64, page: &str) -> u64 {
    // FNV-1a.
    page.bytes().fold(0xcbf2_9ce4_8422_2325 ^ seed, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A point and whether it was drawn inside a candidate's box.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Sampled {
    pub(crate) x: i64,
    pub(crate) y: i64,
}

pub(crate) fn points(rng: &mut Rng, area: Bounds, boxes: &[Bounds], count: usize) -> Vec<Sampled> {
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
                let (l, t, r, b) = clipped[rng.between(0, clipped.len() as i64) as usize];
                Sampled {
                    x: rng.between(l, r),
                    y: rng.between(t, b),
                }
            } else {
                Sampled {
                    x: rng.between(x0, x1),
                    y: rng.between(y0, y1),
                }
            }
        })
        .collect()
}
