//! Splitting a run over machines: `K/N` takes every N-th instance starting
//! at the K-th, so N machines running the same tasks with shards 1/N to N/N
//! collect every instance exactly once, and merging their output folders is
//! a plain copy (trace ids name task and instance; screenshots are
//! content-addressed).

use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    /// 1-based.
    pub index: u32,
    pub count: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a shard K/N with 1 <= K <= N (e.g. 1/2)")]
pub struct BadShard(pub String);

impl FromStr for Shard {
    type Err = BadShard;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || BadShard(text.to_string());
        let (k, n) = text.split_once('/').ok_or_else(bad)?;
        let index: u32 = k.trim().parse().map_err(|_| bad())?;
        let count: u32 = n.trim().parse().map_err(|_| bad())?;
        if index == 0 || index > count {
            return Err(bad());
        }
        Ok(Self { index, count })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl Shard {
    /// This shard's part of `items` (the whole run's instances, in order).
    pub fn take<T>(self, items: Vec<T>) -> Vec<T> {
        items
            .into_iter()
            .enumerate()
            .filter(|(i, _)| (*i as u32) % self.count == self.index - 1)
            .map(|(_, item)| item)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_partition_the_run() {
        let all: Vec<u32> = (0..11).collect();
        for n in 1..5 {
            let mut joined: Vec<u32> = (1..=n)
                .flat_map(|k| Shard { index: k, count: n }.take(all.clone()))
                .collect();
            joined.sort();
            assert_eq!(joined, all);
        }
        assert_eq!("2/3".parse(), Ok(Shard { index: 2, count: 3 }));
        for bad in ["0/2", "3/2", "1", "a/b", "1/0"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
    }
}
