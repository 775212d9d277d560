//! `manifest.json`: which formats, which inputs (each with its sha256), which
//! options, which outputs, and the counts — enough to tell whether two
//! datasets were built from the same things the same way.

use std::collections::BTreeMap;

use mimic_schema::{EXTENSION_VERSION, SCHEMA_V1, TraceStatus};
use serde::Serialize;

use crate::example::EXAMPLE_SCHEMA;
use crate::options::BuildOptions;
use crate::output::OutputFile;
use crate::split::Split;
use crate::stats::STATS_FORMAT;

/// The `format` value of `manifest.json`.
pub const MANIFEST_FORMAT: &str = "mimic.dataset-manifest.v1";
/// The example format's JSON Schema, shipped inside every dataset.
pub const EXAMPLE_SCHEMA_FILE: &str = "example.schema.json";

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BuilderInfo {
    pub name: &'static str,
    pub version: &'static str,
}

impl BuilderInfo {
    pub(crate) const THIS: Self = Self {
        name: env!("CARGO_PKG_NAME"),
        version: env!("CARGO_PKG_VERSION"),
    };
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Formats {
    pub example: &'static str,
    pub example_json_schema: &'static str,
    pub trace: &'static str,
    pub trace_extension_version: u32,
    pub stats: &'static str,
}

impl Formats {
    pub(crate) const THIS: Self = Self {
        example: EXAMPLE_SCHEMA,
        example_json_schema: EXAMPLE_SCHEMA_FILE,
        trace: SCHEMA_V1,
        trace_extension_version: EXTENSION_VERSION,
        stats: STATS_FORMAT,
    };
}

/// How a trace ended, from its last line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TraceEnd {
    Completed,
    Aborted,
    /// No `traceStatus` on the last record, or a last line that is not a
    /// valid record.
    Unfinished,
}

impl From<Option<TraceStatus>> for TraceEnd {
    fn from(status: Option<TraceStatus>) -> Self {
        match status {
            Some(TraceStatus::Completed) => Self::Completed,
            Some(TraceStatus::Aborted) => Self::Aborted,
            None => Self::Unfinished,
        }
    }
}

/// One trace file read.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InputFile {
    /// The input root, relative to `OUT`.
    pub root: String,
    /// Relative to the root.
    pub path: String,
    pub bytes: u64,
    pub sha256: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trace_id: Option<String>,
    pub end: TraceEnd,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub split: Option<Split>,
    /// Non-blank lines.
    pub lines: u64,
    pub valid_records: u64,
    pub examples: u64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestCounts {
    pub examples: BTreeMap<Split, u64>,
    pub traces: BTreeMap<Split, u64>,
    pub skipped_records: u64,
    pub dropped_records: u64,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Manifest {
    pub format: &'static str,
    pub builder: BuilderInfo,
    pub formats: Formats,
    /// The input roots, relative to `OUT`, in the order given.
    pub roots: Vec<String>,
    pub options: BuildOptions,
    pub inputs: Vec<InputFile>,
    /// Every other file of the dataset folder, by name (screenshots aside:
    /// they are content-addressed and checked by hash).
    pub outputs: BTreeMap<String, OutputFile>,
    pub counts: ManifestCounts,
}
