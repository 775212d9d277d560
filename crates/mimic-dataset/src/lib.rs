//! mimic-dataset: turns trace records into bounded, reproducible training
//! examples (JSONL, and with the default `parquet` feature the Hugging Face
//! layout: Parquet shards with the screenshots inline and a dataset card),
//! with deterministic splits, statistics and a manifest.
//!
//! [`build`] streams `OUT/traces/*.jsonl` of one or more output roots and
//! writes `OUT/dataset/`; [`DatasetExampleV1`] is one line of it. The format
//! is described in `docs/dataset.md`.

mod build;
#[cfg(feature = "parquet")]
mod card;
mod error;
pub mod example;
mod hashing;
mod inputs;
mod lines;
pub mod manifest;
mod options;
mod output;
#[cfg(feature = "parquet")]
pub mod parquet;
mod prepare;
mod records;
mod schema;
mod screenshots;
pub mod split;
pub mod stats;
mod walk;

/// The source document's reminder; dataset cards and eval reports end with
/// it, verbatim.
pub const REMINDER: &str = "Do not train or deploy yet. First prove the mimic trace schema, deterministic collector, candidate mapping, dataset builder, and offline eval.";

pub use build::{BuildReport, Event, build, site_key, task_key};
#[cfg(feature = "parquet")]
pub use card::CARD_FILE;
pub use error::{BuildError, Location};
pub use example::*;
pub use manifest::{EXAMPLE_SCHEMA_FILE, MANIFEST_FORMAT, Manifest};
pub use options::{
    BadScreenshot, BuildOptions, DropRule, ScreenshotTransfer, SplitBy, parse_mapping_status,
};
pub use output::{MANIFEST_FILE, OutputFile};
pub use records::SkipReason;
pub use schema::{EXAMPLE_JSON_SCHEMA_NAME, example_json_schema};
pub use screenshots::{DATASET_SCREENSHOT_DIR, ScreenshotCounts};
pub use split::{Ratios, Split};
pub use stats::{STATS_FORMAT, Stats};
