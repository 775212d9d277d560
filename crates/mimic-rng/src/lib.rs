//! mimic-rng: mimic's one source of seeded randomness (the demo's instances
//! and aim, the random baseline scorer, sampled points). SplitMix64 and
//! FNV-1a, written out so that the same seed gives the same stream on every
//! machine and with every version of every dependency (a general-purpose RNG
//! crate may change its streams). Pure: nothing here reads a clock or the OS.

/// A SplitMix64 generator.
#[derive(Debug, Clone)]
pub struct SeededRng(u64);

impl SeededRng {
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    /// A generator for one purpose (`label`) of one seed, independent of the
    /// generators for other purposes.
    pub fn for_purpose(seed: u64, label: &str) -> Self {
        Self::new(seed ^ fnv1a(label.as_bytes()))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        // 53 random bits: every value exactly representable.
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Uniform in `[low, high)`.
    pub fn range(&mut self, low: f64, high: f64) -> f64 {
        low + (high - low) * self.unit()
    }

    /// Uniform in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// `true` with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }
}

/// FNV-1a, 64 bit: a stable hash of a label.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    fnv1a_seeded(0, bytes)
}

/// FNV-1a started from its offset basis xor `seed`: a stable hash of a
/// label under a seed.
pub fn fnv1a_seeded(seed: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325 ^ seed, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stream_is_fixed() {
        // Published SplitMix64 reference values for seed 1234567.
        let mut rng = SeededRng::new(1_234_567);
        assert_eq!(rng.next_u64(), 6_457_827_717_110_365_317);
        assert_eq!(rng.next_u64(), 3_203_168_211_198_807_973);
    }

    #[test]
    fn purposes_are_independent_and_ranges_hold() {
        let mut a = SeededRng::for_purpose(7, "aim");
        let mut b = SeededRng::for_purpose(7, "text");
        assert_ne!(a.next_u64(), b.next_u64());
        for _ in 0..1000 {
            let u = a.unit();
            assert!((0.0..1.0).contains(&u));
            assert!(a.below(5) < 5);
            let r = a.range(2.0, 3.0);
            assert!((2.0..3.0).contains(&r));
        }
    }
}
