//! mimic-dataset: turns trace records into bounded, reproducible training
//! examples (JSONL), with deterministic splits, statistics and a manifest.

pub mod example;

pub use example::*;
