//! Deterministic splits: a unit (trace, task or site) goes to the split its
//! seeded hash falls in, so the same inputs and options always give the same
//! split and adding traces never moves the ones already there.

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};
use sha2::{Digest, Sha256};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Split {
    Train,
    Val,
    Test,
}

impl Split {
    pub const ALL: [Self; 3] = [Self::Train, Self::Val, Self::Test];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Train => "train",
            Self::Val => "val",
            Self::Test => "test",
        }
    }

    /// The name `datasets` and the hub give the split (`validation` for
    /// val), used in the Parquet layout and the dataset card.
    pub fn hub_name(self) -> &'static str {
        match self {
            Self::Train => "train",
            Self::Val => "validation",
            Self::Test => "test",
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Split {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// Train, val and test shares; non-negative, summing to 1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ratios {
    shares: [f64; 3],
}

impl Default for Ratios {
    fn default() -> Self {
        Self {
            shares: [0.8, 0.1, 0.1],
        }
    }
}

impl Ratios {
    pub fn new(train: f64, val: f64, test: f64) -> Result<Self, String> {
        let shares = [train, val, test];
        if shares.iter().any(|s| !s.is_finite() || *s < 0.0) {
            return Err(format!(
                "ratios must be non-negative numbers, got {train},{val},{test}"
            ));
        }
        let sum: f64 = shares.iter().sum();
        if (sum - 1.0).abs() > 1e-6 {
            return Err(format!(
                "ratios must sum to 1, got {train}+{val}+{test} = {sum}"
            ));
        }
        Ok(Self { shares })
    }

    pub fn share(&self, split: Split) -> f64 {
        self.shares[split.index()]
    }

    /// The split a point in `[0, 1)` falls in.
    fn pick(&self, point: f64) -> Split {
        let mut upper = 0.0;
        for split in Split::ALL {
            upper += self.shares[split.index()];
            if point < upper {
                return split;
            }
        }
        // Rounding can leave the sum a hair under 1: the last split with a
        // share takes the remainder.
        Split::ALL
            .into_iter()
            .rev()
            .find(|s| self.share(*s) > 0.0)
            .unwrap_or(Split::Train)
    }
}

impl FromStr for Ratios {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let parts: Vec<&str> = s.split(',').map(str::trim).collect();
        let [train, val, test] = parts.as_slice() else {
            return Err(format!(
                "ratios take three numbers (train,val,test), got {s:?}"
            ));
        };
        let number = |text: &str| {
            text.parse::<f64>()
                .map_err(|_| format!("ratio {text:?} is not a number"))
        };
        Self::new(number(train)?, number(val)?, number(test)?)
    }
}

impl fmt::Display for Ratios {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [train, val, test] = self.shares;
        write!(f, "{train},{val},{test}")
    }
}

impl Serialize for Ratios {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let [train, val, test] = self.shares;
        let mut map = serde_json::Map::new();
        map.insert("train".into(), train.into());
        map.insert("val".into(), val.into());
        map.insert("test".into(), test.into());
        map.serialize(serializer)
    }
}

/// The split of `unit` (a trace id, task key or site key) under `seed`.
pub fn assign(seed: u64, unit: &str, ratios: &Ratios) -> Split {
    let mut hasher = Sha256::new();
    hasher.update(seed.to_le_bytes());
    hasher.update(unit.as_bytes());
    let digest = hasher.finalize();
    let mut head = [0u8; 8];
    head.copy_from_slice(&digest[..8]);
    // 53 bits map exactly onto the f64 grid of [0, 1).
    let point = (u64::from_be_bytes(head) >> 11) as f64 / (1u64 << 53) as f64;
    ratios.pick(point)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn ratios_parse_and_reject_nonsense() {
        assert_eq!(
            "0.7, 0.2,0.1".parse::<Ratios>().unwrap(),
            Ratios::new(0.7, 0.2, 0.1).unwrap()
        );
        assert!("0.5,0.5".parse::<Ratios>().is_err());
        assert!(
            "0.5,0.6,0.1"
                .parse::<Ratios>()
                .unwrap_err()
                .contains("sum to 1")
        );
        assert!("1.2,-0.2,0".parse::<Ratios>().is_err());
        assert!("a,b,c".parse::<Ratios>().is_err());
    }

    #[test]
    fn shares_are_roughly_honoured() {
        let ratios = Ratios::new(0.6, 0.3, 0.1).unwrap();
        let mut counts = [0usize; 3];
        for i in 0..20_000 {
            counts[assign(7, &format!("trace-{i}"), &ratios).index()] += 1;
        }
        let shares: Vec<f64> = counts.iter().map(|c| *c as f64 / 20_000.0).collect();
        assert!((shares[0] - 0.6).abs() < 0.02, "{shares:?}");
        assert!((shares[1] - 0.3).abs() < 0.02, "{shares:?}");
        assert!((shares[2] - 0.1).abs() < 0.02, "{shares:?}");
    }

    #[test]
    fn the_seed_changes_the_assignment() {
        let ratios = Ratios::default();
        let differing = (0..200)
            .filter(|i| {
                let unit = format!("t{i}");
                assign(1, &unit, &ratios) != assign(2, &unit, &ratios)
            })
            .count();
        assert!(differing > 20, "{differing}");
    }

    proptest! {
        #[test]
        fn assignment_is_a_function_of_seed_unit_and_ratios(
            seed in any::<u64>(),
            unit in ".{0,40}",
            train in 0.0f64..1.0,
            val_part in 0.0f64..1.0,
        ) {
            let val = (1.0 - train) * val_part;
            let ratios = Ratios::new(train, val, (1.0 - train - val).max(0.0)).unwrap();
            let split = assign(seed, &unit, &ratios);
            prop_assert_eq!(split, assign(seed, &unit, &ratios));
            prop_assert!(ratios.share(split) > 0.0);
        }
    }
}
