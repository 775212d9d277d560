//! What a build is asked to do. Every option is recorded in the manifest, so a
//! dataset states how it was cleaned and split.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

use mimic_schema::MappingStatus;
use serde::Serialize;

use crate::split::Ratios;

/// The unit that is hashed to pick a split; every example of one unit lands
/// in the same split.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SplitBy {
    /// i.i.d. over traces.
    #[default]
    Trace,
    /// Held-out tasks (`mimic.taskId`, else the task goal).
    Task,
    /// Held-out websites (`mimic.siteId`, else the URL's host, else the app).
    Site,
}

impl FromStr for SplitBy {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "trace" => Ok(Self::Trace),
            "task" => Ok(Self::Task),
            "site" => Ok(Self::Site),
            other => Err(format!(
                "unknown split unit {other:?} (expected trace, task or site)"
            )),
        }
    }
}

impl fmt::Display for SplitBy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Trace => "trace",
            Self::Task => "task",
            Self::Site => "site",
        })
    }
}

/// A quality flag whose steps can be dropped instead of kept and flagged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DropRule {
    /// Steps whose verification failed.
    VerificationFailed,
    /// Every step of a trace that did not complete (aborted, or no
    /// `traceStatus` on its last record).
    IncompleteTrace,
    /// Steps whose observation is marked stale.
    StaleObservation,
    /// Steps whose observation is marked partial.
    PartialObservation,
}

impl DropRule {
    pub const ALL: [Self; 4] = [
        Self::VerificationFailed,
        Self::IncompleteTrace,
        Self::StaleObservation,
        Self::PartialObservation,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::VerificationFailed => "verification_failed",
            Self::IncompleteTrace => "incomplete_trace",
            Self::StaleObservation => "stale_observation",
            Self::PartialObservation => "partial_observation",
        }
    }
}

impl FromStr for DropRule {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.replace('-', "_");
        Self::ALL
            .into_iter()
            .find(|rule| rule.as_str() == wanted)
            .ok_or_else(|| {
                let names: Vec<&str> = Self::ALL.iter().map(|r| r.as_str()).collect();
                format!(
                    "unknown drop rule {s:?} (expected one of {})",
                    names.join(", ")
                )
            })
    }
}

/// Parses a mapping status by its JSON spelling (`matched_candidate`, ...).
pub fn parse_mapping_status(s: &str) -> Result<MappingStatus, String> {
    let wanted = s.replace('-', "_");
    MappingStatus::ALL
        .into_iter()
        .find(|status| status.as_str() == wanted)
        .ok_or_else(|| {
            let names: Vec<&str> = MappingStatus::ALL.iter().map(|s| s.as_str()).collect();
            format!(
                "unknown mapping status {s:?} (expected one of {})",
                names.join(", ")
            )
        })
}

/// What happens to a step whose screenshot is missing or does not match its
/// sha256.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BadScreenshot {
    /// Stop the build with a `file:line` error.
    #[default]
    Error,
    /// Skip the step and count it.
    Skip,
}

/// How the examples point at their screenshots.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ScreenshotTransfer {
    /// Reference the input's files by a path relative to the dataset folder
    /// (the folder then only works beside its inputs).
    Reference,
    /// Copy them into `dataset/screenshots/` so the folder ships alone.
    Copy,
    /// Hard-link them there (copy where linking fails, e.g. across devices):
    /// self-contained without doubling the disk use.
    #[default]
    HardLink,
}

/// Everything a build needs to know.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BuildOptions {
    /// Output roots of collection runs; trace files are `ROOT/traces/*.jsonl`.
    /// (The manifest lists them relative to `OUT`, under `roots`.)
    #[serde(skip)]
    pub trace_roots: Vec<PathBuf>,
    /// The dataset goes to `OUT/dataset/`.
    #[serde(skip)]
    pub out: PathBuf,
    pub split_by: SplitBy,
    pub seed: u64,
    pub ratios: Ratios,
    /// Mapping statuses kept; empty keeps all.
    pub keep_statuses: Vec<MappingStatus>,
    /// Flags whose steps are dropped instead of kept and flagged.
    pub drop: Vec<DropRule>,
    /// Drop a step identical to the step kept just before it in its trace.
    pub dedup_consecutive: bool,
    pub bad_screenshot: BadScreenshot,
    pub screenshot_transfer: ScreenshotTransfer,
    /// A record that fails to parse or validate stops the build instead of
    /// being skipped and counted.
    pub strict: bool,
    /// Also write the Hugging Face layout: `data/<split>-*.parquet` shards
    /// with the screenshots inline and a dataset card `README.md` (needs the
    /// `parquet` feature, and is on by default when it is compiled in).
    pub parquet: bool,
    /// Screenshots in the Parquet shards are downscaled to fit this many
    /// pixels on their longer side (the JSONL and `screenshots/` keep the
    /// originals).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image_max_side: Option<u32>,
    /// The dataset card's `license` (an SPDX-style id the hub knows, e.g.
    /// `cc-by-4.0`); `unknown` when not given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub license: Option<String>,
}

impl BuildOptions {
    /// Defaults for everything but the inputs and the output root.
    pub fn new(trace_roots: Vec<PathBuf>, out: PathBuf) -> Self {
        Self {
            trace_roots,
            out,
            split_by: SplitBy::default(),
            seed: 0,
            ratios: Ratios::default(),
            keep_statuses: Vec::new(),
            drop: Vec::new(),
            dedup_consecutive: false,
            bad_screenshot: BadScreenshot::default(),
            screenshot_transfer: ScreenshotTransfer::default(),
            strict: false,
            parquet: cfg!(feature = "parquet"),
            image_max_side: None,
            license: None,
        }
    }

    /// Sorted and without repeats, so equal requests record equal manifests.
    pub(crate) fn normalized(mut self) -> Self {
        self.keep_statuses.sort();
        self.keep_statuses.dedup();
        self.drop.sort();
        self.drop.dedup();
        self
    }

    pub(crate) fn keeps(&self, status: MappingStatus) -> bool {
        self.keep_statuses.is_empty() || self.keep_statuses.contains(&status)
    }

    pub(crate) fn drops(&self, rule: DropRule) -> bool {
        self.drop.contains(&rule)
    }
}
