//! mimic-fuzz: the bodies of mimic's fuzz targets, as plain functions.
//!
//! Each function takes the fuzzer's bytes and panics when mimic breaks a
//! promise on them: a panic anywhere below is a finding, and so is a failed
//! assertion here. `fuzz_targets/` wraps each in libFuzzer (nightly, feature
//! `libfuzzer`); `tests/replay.rs` runs the committed corpora and regressions
//! through the same functions on stable.

mod dataset;
mod map;
mod records;
mod reduce;
mod scrub;

pub use dataset::{dataset_examples, predictions};
pub use map::{map_geometry, map_request};
pub use records::jsonl_records;
pub use reduce::reduce_raw_events;
pub use scrub::scrub;

/// A target's body: the fuzzer's bytes in, a panic on a finding.
pub type Target = fn(&[u8]);

/// Every target by name, as `fuzz_targets/`, `corpus/` and `regressions/`
/// name them.
pub const TARGETS: &[(&str, Target)] = &[
    ("jsonl_records", jsonl_records),
    ("scrub", scrub),
    ("reduce_raw_events", reduce_raw_events),
    ("map_request", map_request),
    ("map_geometry", map_geometry),
    ("dataset_examples", dataset_examples),
    ("predictions", predictions),
];

/// The non-blank lines of `data` as text (invalid UTF-8 replaced): the
/// per-line targets' view of their input.
fn lines(data: &[u8]) -> impl Iterator<Item = String> + '_ {
    data.split(|&b| b == b'\n')
        .map(|line| String::from_utf8_lossy(line).into_owned())
        .filter(|line| !line.trim().is_empty())
}
