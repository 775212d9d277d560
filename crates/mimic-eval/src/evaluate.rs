//! The evaluation run: stream a dataset, get each example's prediction (from
//! a scorer or a predictions file), judge it, tally it per group, and write
//! the predictions that were scored.

use std::collections::{BTreeMap, HashMap};
use std::fs::File;
use std::io::{BufReader, Write};
use std::path::PathBuf;

use mimic_dataset::DatasetExampleV1;
use mimic_schema::jsonl::JsonlReader;
use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::dataset::{Dataset, ExampleStream, SplitDigest, for_each_example_id, sha256_file};
use crate::metrics::{MetricBlock, Outcome, Tally, judge};
use crate::prediction::PredictionV1;
use crate::risk::{PolicyIdentity, RiskPolicy};
use crate::scorer::{CandidateScorer, ScorerInput};
use crate::{EvalError, canonical};

/// The `schema` value of metrics.json.
pub const METRICS_SCHEMA: &str = "mimic.eval-metrics.v1";
/// The k of top-k when none are asked for.
pub const DEFAULT_KS: [usize; 2] = [1, 3];
/// How many examples each listed group shows (counts are always complete).
pub const LISTED_PER_GROUP: usize = 20;
/// Group name for examples without a task or site id.
pub const NO_ID: &str = "(none)";

#[derive(Debug, Clone)]
pub struct EvalOptions {
    /// Sorted, distinct, each at least 1.
    pub ks: Vec<usize>,
    pub policy: RiskPolicy,
}

impl EvalOptions {
    pub fn new(ks: &[usize], policy: RiskPolicy) -> Result<Self, EvalError> {
        let mut ks = if ks.is_empty() {
            DEFAULT_KS.to_vec()
        } else {
            ks.to_vec()
        };
        ks.sort_unstable();
        ks.dedup();
        if ks.first() == Some(&0) {
            return Err(EvalError::BadValue {
                what: "k",
                value: "0".into(),
                problem: "k must be at least 1",
            });
        }
        Ok(Self { ks, policy })
    }
}

/// Where predictions come from.
pub enum PredictionSource<'a> {
    Scorer(&'a dyn CandidateScorer),
    File { name: String, path: PathBuf },
}

impl std::fmt::Debug for PredictionSource<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Scorer(s) => write!(f, "Scorer({})", s.name()),
            Self::File { name, path } => write!(f, "File({name}, {})", path.display()),
        }
    }
}

impl PredictionSource<'_> {
    pub fn name(&self) -> &str {
        match self {
            Self::Scorer(s) => s.name(),
            Self::File { name, .. } => name,
        }
    }
}

/// Everything metrics.json holds.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Metrics {
    pub schema: &'static str,
    pub scorer: ScorerInfo,
    pub ks: Vec<usize>,
    /// The split scored alone, or `None` for every split of the folder.
    pub split: Option<String>,
    pub inputs: Inputs,
    pub overall: MetricBlock,
    pub by_split: BTreeMap<String, MetricBlock>,
    pub by_task: BTreeMap<String, MetricBlock>,
    pub by_site: BTreeMap<String, MetricBlock>,
    /// Keyed by the gold action type.
    pub by_action_type: BTreeMap<String, MetricBlock>,
    pub unmapped: UnmappedReport,
    pub problems: Problems,
}

#[derive(Debug, Clone, Serialize)]
pub struct ScorerInfo {
    pub name: String,
    pub description: String,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Inputs {
    pub dataset: Vec<SplitDigest>,
    /// The predictions file given, when scored from a file.
    pub predictions_file: Option<FileDigest>,
    /// sha256 of the predictions.jsonl written beside metrics.json.
    pub scored_predictions_sha256: String,
    pub risk_policy: PolicyIdentity,
}

#[derive(Debug, Clone, Serialize)]
pub struct FileDigest {
    pub file: String,
    pub sha256: String,
}

/// Targeted steps whose gold is unmapped: misses for top-k, listed apart
/// with their reasons (Mind2Web's empty-gold lesson).
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UnmappedReport {
    pub total: u64,
    /// Keyed `status: reasonCode`.
    pub by_reason: BTreeMap<String, ListedGroup>,
}

/// A count with its first [`LISTED_PER_GROUP`] items, in reading order.
#[derive(Debug, Clone, Serialize)]
pub struct ListedGroup<T = Located> {
    pub count: u64,
    pub examples: Vec<T>,
}

impl<T> Default for ListedGroup<T> {
    fn default() -> Self {
        Self {
            count: 0,
            examples: Vec::new(),
        }
    }
}

impl<T> ListedGroup<T> {
    pub fn push(&mut self, item: T) {
        self.count += 1;
        if self.examples.len() < LISTED_PER_GROUP {
            self.examples.push(item);
        }
    }
}

/// An example id at `file:line`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Located {
    pub at: String,
    pub example_id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// Predictions that could not be matched, and examples left without one.
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Problems {
    /// Predictions whose exampleId is in no split of the dataset.
    pub unknown_example_ids: Vec<Located>,
    /// Later predictions for an example already predicted (the first counts).
    pub duplicate_example_ids: Vec<Located>,
    /// Examples of the scored splits with no prediction: counted as misses.
    pub missing_predictions: Vec<Located>,
    /// Predictions for examples of splits not scored: ignored, not charged.
    pub outside_scored_split: ListedGroup,
}

impl Problems {
    pub fn is_empty(&self) -> bool {
        self.unknown_example_ids.is_empty()
            && self.duplicate_example_ids.is_empty()
            && self.missing_predictions.is_empty()
            && self.outside_scored_split.count == 0
    }
}

impl Metrics {
    /// metrics.json: canonical, so identical inputs give identical bytes.
    pub fn to_json(&self) -> String {
        canonical::to_canonical_json(self).expect("metrics serialize")
    }
}

#[derive(Debug, Default)]
struct Groups {
    overall: Tally,
    by_split: BTreeMap<String, Tally>,
    by_task: BTreeMap<String, Tally>,
    by_site: BTreeMap<String, Tally>,
    by_action_type: BTreeMap<String, Tally>,
}

impl Groups {
    fn add(&mut self, split: &str, example: &DatasetExampleV1, outcome: &Outcome, ks: &[usize]) {
        let meta = &example.meta;
        self.overall.add(outcome, ks);
        let keyed = [
            (&mut self.by_split, split),
            (&mut self.by_task, meta.task_id.as_deref().unwrap_or(NO_ID)),
            (&mut self.by_site, meta.site_id.as_deref().unwrap_or(NO_ID)),
            (&mut self.by_action_type, example.label.action_type.as_str()),
        ];
        for (map, key) in keyed {
            match map.get_mut(key) {
                Some(tally) => tally.add(outcome, ks),
                None => map
                    .entry(key.to_string())
                    .or_insert_with(|| Tally::new(ks.len()))
                    .add(outcome, ks),
            }
        }
    }
}

fn blocks(map: &BTreeMap<String, Tally>, ks: &[usize]) -> BTreeMap<String, MetricBlock> {
    map.iter().map(|(k, t)| (k.clone(), t.block(ks))).collect()
}

/// Scores every example of `dataset` and writes the predictions that were
/// scored (one line per example that had one, in dataset order) to
/// `predictions_out`.
pub fn evaluate(
    dataset: &Dataset,
    source: &PredictionSource<'_>,
    options: &EvalOptions,
    predictions_out: &mut dyn Write,
) -> Result<Metrics, EvalError> {
    let mut predictor = match source {
        PredictionSource::File { path, .. } => {
            Predictor::File(Box::new(PredictionFile::open(path.clone())?))
        }
        PredictionSource::Scorer(scorer) => Predictor::Scorer(*scorer),
    };
    let mut out = HashingWriter {
        inner: predictions_out,
        hasher: Sha256::new(),
    };
    let mut scoring = Scoring::new(options);
    let mut digests = Vec::new();
    let mut line_buf = Vec::new();
    for split in &dataset.splits {
        let mut stream = ExampleStream::open(split)?;
        let file_name = split.file_name();
        while let Some(item) = stream.next_example() {
            let (line, example) = item?;
            let prediction = predictor.predict(&example)?;
            if let Some(p) = &prediction {
                line_buf.clear();
                serde_json::to_writer(&mut line_buf, p).expect("a prediction serializes");
                line_buf.push(b'\n');
                out.write_all(&line_buf).map_err(|source| EvalError::Io {
                    path: PathBuf::from("predictions.jsonl"),
                    source,
                })?;
            }
            let at = format!("{file_name}:{line}");
            scoring.add(&split.name, at, &example, prediction.as_ref());
        }
        digests.push(stream.finish());
    }
    let predictions_file = match predictor {
        Predictor::File(file) => Some(file.finish(dataset, &mut scoring.problems)?),
        Predictor::Scorer(_) => None,
    };
    let description = match source {
        PredictionSource::Scorer(s) => s.description(),
        PredictionSource::File { .. } => "predictions read from a file".to_string(),
    };
    let scores = scoring.finish();
    Ok(Metrics {
        schema: METRICS_SCHEMA,
        scorer: ScorerInfo {
            name: source.name().to_string(),
            description,
        },
        ks: scores.ks,
        split: dataset.chosen_split.clone(),
        inputs: Inputs {
            dataset: digests,
            predictions_file,
            scored_predictions_sha256: hex::encode(out.hasher.finalize()),
            risk_policy: options.policy.identity().clone(),
        },
        overall: scores.overall,
        by_split: scores.by_split,
        by_task: scores.by_task,
        by_site: scores.by_site,
        by_action_type: scores.by_action_type,
        unmapped: scores.unmapped,
        problems: scores.problems,
    })
}

/// Judging and tallying example by example; what [`evaluate`] (files) and
/// [`score`] (memory) share.
struct Scoring<'o> {
    options: &'o EvalOptions,
    groups: Groups,
    unmapped: UnmappedReport,
    problems: Problems,
}

impl<'o> Scoring<'o> {
    fn new(options: &'o EvalOptions) -> Self {
        Self {
            options,
            groups: Groups {
                overall: Tally::new(options.ks.len()),
                ..Groups::default()
            },
            unmapped: UnmappedReport::default(),
            problems: Problems::default(),
        }
    }

    /// Counts `example` of `split`, found `at`, against its prediction.
    fn add(
        &mut self,
        split: &str,
        at: String,
        example: &DatasetExampleV1,
        prediction: Option<&PredictionV1>,
    ) {
        let ks = &self.options.ks;
        if prediction.is_none() {
            self.problems.missing_predictions.push(Located {
                at: at.clone(),
                example_id: example.example_id.clone(),
                reason: None,
            });
        }
        let outcome = judge(example, prediction, ks, &self.options.policy);
        if outcome.targeted && !outcome.gold_mapped {
            let label = &example.label;
            let key = format!(
                "{}: {}",
                label.mapping_status.as_str(),
                label.reason_code.as_deref().unwrap_or(NO_ID)
            );
            self.unmapped.total += 1;
            self.unmapped
                .by_reason
                .entry(key)
                .or_default()
                .push(Located {
                    at,
                    example_id: example.example_id.clone(),
                    reason: label.reason.clone(),
                });
        }
        self.groups.add(split, example, &outcome, ks);
    }

    fn finish(self) -> Scores {
        let ks = &self.options.ks;
        let groups = &self.groups;
        Scores {
            ks: ks.clone(),
            overall: groups.overall.block(ks),
            by_split: blocks(&groups.by_split, ks),
            by_task: blocks(&groups.by_task, ks),
            by_site: blocks(&groups.by_site, ks),
            by_action_type: blocks(&groups.by_action_type, ks),
            unmapped: self.unmapped,
            problems: self.problems,
        }
    }
}

/// The figures of metrics.json for examples and predictions held in memory
/// (what the WASM package scores): everything but the scorer and the file
/// digests.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Scores {
    pub ks: Vec<usize>,
    pub overall: MetricBlock,
    pub by_split: BTreeMap<String, MetricBlock>,
    pub by_task: BTreeMap<String, MetricBlock>,
    pub by_site: BTreeMap<String, MetricBlock>,
    pub by_action_type: BTreeMap<String, MetricBlock>,
    pub unmapped: UnmappedReport,
    pub problems: Problems,
}

/// Scores `predictions` on the examples of every split in `splits` (split
/// name -> its examples, in order), with the rules of [`evaluate`]: each
/// example's prediction is found by exampleId, the first one per id counts,
/// later ones are duplicates, ids of no example are unknown. Places read
/// `split[i]` and `predictions[i]` (0-based).
pub fn score(
    splits: &BTreeMap<String, Vec<DatasetExampleV1>>,
    predictions: &[PredictionV1],
    options: &EvalOptions,
) -> Result<Scores, EvalError> {
    let mut by_id: HashMap<&str, (usize, &PredictionV1)> = HashMap::new();
    let mut duplicates = Vec::new();
    for (index, prediction) in predictions.iter().enumerate() {
        let at = || format!("predictions[{index}]");
        prediction
            .check()
            .map_err(|message| EvalError::Invalid { at: at(), message })?;
        if by_id.contains_key(prediction.example_id.as_str()) {
            duplicates.push(Located {
                at: at(),
                example_id: prediction.example_id.clone(),
                reason: None,
            });
        } else {
            by_id.insert(&prediction.example_id, (index, prediction));
        }
    }
    let mut scoring = Scoring::new(options);
    for (split, examples) in splits {
        for (index, example) in examples.iter().enumerate() {
            let prediction = by_id.remove(example.example_id.as_str()).map(|(_, p)| p);
            scoring.add(split, format!("{split}[{index}]"), example, prediction);
        }
    }
    let mut unknown: Vec<_> = by_id.into_values().collect();
    unknown.sort_by_key(|(index, _)| *index);
    scoring.problems.unknown_example_ids = unknown
        .into_iter()
        .map(|(index, prediction)| Located {
            at: format!("predictions[{index}]"),
            example_id: prediction.example_id.clone(),
            reason: None,
        })
        .collect();
    scoring.problems.duplicate_example_ids = duplicates;
    Ok(scoring.finish())
}

/// Where each example's prediction comes from during a run.
enum Predictor<'a> {
    Scorer(&'a dyn CandidateScorer),
    File(Box<PredictionFile>),
}

impl Predictor<'_> {
    fn predict(&mut self, example: &DatasetExampleV1) -> Result<Option<PredictionV1>, EvalError> {
        match self {
            Self::File(file) => file.take(&example.example_id),
            Self::Scorer(scorer) => {
                let ranking = scorer.rank(ScorerInput {
                    example_id: &example.example_id,
                    input: &example.input,
                });
                let prediction = ranking.into_prediction(&example.example_id);
                prediction.check().map_err(|message| EvalError::Invalid {
                    at: format!("scorer {} on {}", scorer.name(), example.example_id),
                    message,
                })?;
                Ok(Some(prediction))
            }
        }
    }
}

struct HashingWriter<'a> {
    inner: &'a mut dyn Write,
    hasher: Sha256,
}

impl Write for HashingWriter<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.hasher.update(&buf[..n]);
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// A predictions file joined to the dataset by exampleId. Files written in
/// dataset order (as the built-in scorers and the documented Python loop
/// write them) stream in constant memory; predictions met before their
/// example wait in `pending`.
struct PredictionFile {
    path: PathBuf,
    /// File name, as outputs name it.
    label: String,
    reader: JsonlReader<BufReader<File>>,
    pending: HashMap<String, (u64, PredictionV1)>,
    /// Lines whose id was already pending: duplicates found while reading.
    early_duplicates: Vec<(u64, String)>,
}

impl PredictionFile {
    fn open(path: PathBuf) -> Result<Self, EvalError> {
        let reader = JsonlReader::open(&path)?;
        let label = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        Ok(Self {
            path,
            label,
            reader,
            pending: HashMap::new(),
            early_duplicates: Vec::new(),
        })
    }

    /// The next prediction line, checked; a bad line is an error naming
    /// `file:line`.
    fn read_next(&mut self) -> Result<Option<(u64, PredictionV1)>, EvalError> {
        let Some(item) = self.reader.next_value::<PredictionV1>() else {
            return Ok(None);
        };
        let (line, prediction) = item?;
        prediction.check().map_err(|message| EvalError::Invalid {
            at: format!("{}:{line}", self.path.display()),
            message,
        })?;
        Ok(Some((line, prediction)))
    }

    /// The prediction for `example_id`, reading ahead as far as needed.
    fn take(&mut self, example_id: &str) -> Result<Option<PredictionV1>, EvalError> {
        if let Some((_, p)) = self.pending.remove(example_id) {
            return Ok(Some(p));
        }
        while let Some((line, prediction)) = self.read_next()? {
            if prediction.example_id == example_id {
                return Ok(Some(prediction));
            }
            if self.pending.contains_key(&prediction.example_id) {
                self.early_duplicates
                    .push((line, prediction.example_id.clone()));
            } else {
                self.pending
                    .insert(prediction.example_id.clone(), (line, prediction));
            }
        }
        Ok(None)
    }

    /// Reports the predictions not used and returns the file's digest.
    fn finish(
        mut self,
        scored: &Dataset,
        problems: &mut Problems,
    ) -> Result<FileDigest, EvalError> {
        self.classify_leftovers(scored, problems)?;
        Ok(FileDigest {
            sha256: sha256_file(&self.path)?,
            file: self.label,
        })
    }

    /// Sorts every prediction not used into duplicates, predictions for
    /// splits not scored, and unknown ids.
    fn classify_leftovers(
        &mut self,
        scored: &Dataset,
        problems: &mut Problems,
    ) -> Result<(), EvalError> {
        let mut leftovers: HashMap<String, Vec<u64>> = HashMap::new();
        while let Some((line, prediction)) = self.read_next()? {
            leftovers
                .entry(prediction.example_id)
                .or_default()
                .push(line);
        }
        for (id, (line, _)) in self.pending.drain() {
            leftovers.entry(id).or_default().push(line);
        }
        let mut duplicates: Vec<(u64, String, Option<String>)> = self
            .early_duplicates
            .drain(..)
            .map(|(line, id)| (line, id, None))
            .collect();
        let mut outside = Vec::new();
        if !leftovers.is_empty() {
            for split in &scored.all_splits()?.splits {
                let is_scored = scored.splits.iter().any(|s| s.name == split.name);
                for_each_example_id(split, |_, id| {
                    let Some(lines) = leftovers.remove(&id) else {
                        return;
                    };
                    for line in lines {
                        if is_scored {
                            duplicates.push((line, id.clone(), None));
                        } else {
                            outside.push((
                                line,
                                id.clone(),
                                Some(format!("in {}", split.file_name())),
                            ));
                        }
                    }
                })?;
            }
        }
        let unknown: Vec<(u64, String, Option<String>)> = leftovers
            .into_iter()
            .flat_map(|(id, lines)| lines.into_iter().map(move |line| (line, id.clone(), None)))
            .collect();
        let label = &self.label;
        let located = |mut items: Vec<(u64, String, Option<String>)>| -> Vec<Located> {
            items.sort();
            items
                .into_iter()
                .map(|(line, example_id, reason)| Located {
                    at: format!("{label}:{line}"),
                    example_id,
                    reason,
                })
                .collect()
        };
        problems.duplicate_example_ids = located(duplicates);
        problems.unknown_example_ids = located(unknown);
        for item in located(outside) {
            problems.outside_scored_split.push(item);
        }
        Ok(())
    }
}
