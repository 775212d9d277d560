//! The build: read every trace file once, as a stream; turn each kept step
//! into an example; write it to its trace's split; count everything; then
//! write stats, schema, Parquet and manifest and move the dataset into place.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fs;
use std::path::{Path, PathBuf};

use mimic_schema::Strictness;
use mimic_schema::jsonl::RawLine;

use crate::error::{BuildError, Location};
use crate::example::DatasetExampleV1;
use crate::inputs::{self, InputRoot, TraceFile};
use crate::lines::{self, Item, Line, Read};
use crate::manifest::{
    BuilderInfo, EXAMPLE_SCHEMA_FILE, Formats, InputFile, MANIFEST_FORMAT, Manifest,
    ManifestCounts, TraceEnd,
};
use crate::options::{BadScreenshot, BuildOptions, DropRule, SplitBy};
use crate::output::{MANIFEST_FILE, OutputWriter, SplitWriters, Staging, write_json};
use crate::prepare::{Context, Prepared, StepScreenshot};
use crate::records::{Rejected, SkipReason, parse_line};
use crate::schema::example_json_schema;
use crate::screenshots::{ScreenshotChecks, ScreenshotProblem, Screenshots, relative_path};
use crate::split::{Split, assign};
use crate::stats::Stats;

/// What a build tells its caller while it runs.
#[derive(Debug)]
pub enum Event<'a> {
    /// Inputs found: how many trace files and bytes will be read.
    Started { files: usize, bytes: u64 },
    /// Bytes of trace files read so far, and examples written.
    Progress { bytes: u64, examples: u64 },
    /// A line or step left out: a skipped record, or a step dropped for a
    /// bad screenshot. Counted in `stats.json` whether or not it is shown.
    Skipped {
        location: &'a Location,
        reason: &'a str,
        message: &'a str,
    },
    /// Every trace is read; stats, Parquet and the manifest follow.
    Finishing,
}

/// A finished build.
#[derive(Debug)]
pub struct BuildReport {
    /// `OUT/dataset`.
    pub dataset_dir: PathBuf,
    pub stats: Stats,
    pub manifest: Manifest,
}

/// Builds `OUT/dataset` from the trace roots of `options`.
///
/// Nothing is visible under `OUT/dataset` until every file is written; on
/// error the staging folder is removed and a previous dataset stays as it
/// was.
pub fn build(
    options: BuildOptions,
    events: &mut dyn FnMut(Event<'_>),
) -> Result<BuildReport, BuildError> {
    let options = options.normalized();
    if options.parquet && !cfg!(feature = "parquet") {
        return Err(BuildError::Options(
            "Parquet output needs mimic-dataset's `parquet` feature, which this build lacks".into(),
        ));
    }
    if options.image_max_side == Some(0) {
        return Err(BuildError::Options(
            "the largest image side must be at least 1 pixel".into(),
        ));
    }
    let (roots, files) = inputs::discover(&options.trace_roots)?;
    let staging = Staging::prepare(&options.out)?;
    let out = fs::canonicalize(&options.out).map_err(BuildError::io(&options.out))?;
    let checks = ScreenshotChecks::new(
        options.screenshot_transfer,
        out.join(mimic_schema::layout::DATASET_DIR),
    );
    let context = Context {
        options: &options,
        roots: &roots,
        screenshots: &checks,
    };
    let mut builder = Builder {
        stats: Stats::new(options.split_by),
        options: &options,
        root_names: roots
            .iter()
            .map(|root| relative_path(&out, &root.canonical))
            .collect(),
        roots: &roots,
        splits: SplitWriters::create(staging.path())?,
        screenshots: Screenshots::new(options.screenshot_transfer, staging.path().to_path_buf()),
        trace_ids: HashMap::new(),
        inputs: Vec::with_capacity(files.len()),
        bytes_done: 0,
    };
    events(Event::Started {
        files: files.len(),
        bytes: files.iter().map(|f| f.bytes).sum(),
    });
    std::thread::scope(|scope| builder.read_all(scope, &files, &context, events))?;
    if builder.stats.records.examples == 0 {
        let records = &builder.stats.records;
        return Err(BuildError::EmptyInput(format!(
            "no examples from {} trace files ({} lines, {} valid records, {} skipped, {} dropped)",
            records.files,
            records.lines,
            records.valid,
            records.skipped.values().sum::<u64>(),
            records.dropped.values().sum::<u64>(),
        )));
    }
    events(Event::Finishing);
    let (stats, manifest) = builder.finish(staging.path())?;
    let dataset_dir = staging.commit()?;
    Ok(BuildReport {
        dataset_dir,
        stats,
        manifest,
    })
}

/// What the build knows about the trace of the file being read.
#[derive(Debug)]
struct TraceState {
    id: String,
    split: Split,
    step_ids: HashSet<String>,
    examples: u64,
    /// Dedup key of the last example written, when dedup is on.
    last_kept: Option<[u8; 32]>,
}

/// The trace file being read.
struct Reading<'f> {
    file: &'f TraceFile,
    /// As messages name it.
    name: String,
    end: TraceEnd,
    input: InputFile,
    trace: Option<TraceState>,
}

struct Builder<'o> {
    options: &'o BuildOptions,
    roots: &'o [InputRoot],
    /// The roots relative to `OUT`, as the manifest names them.
    root_names: Vec<String>,
    splits: SplitWriters,
    screenshots: Screenshots,
    stats: Stats,
    /// Where each trace id was first seen, across all inputs.
    trace_ids: HashMap<String, Location>,
    inputs: Vec<InputFile>,
    /// Bytes of the files already read.
    bytes_done: u64,
}

/// Lines between two progress events.
const PROGRESS_EVERY: u64 = 512;

impl<'o> Builder<'o> {
    /// Reads every file, taking the prepared lines back in file order.
    fn read_all<'scope, 'env>(
        &mut self,
        scope: &'scope std::thread::Scope<'scope, 'env>,
        files: &'env [TraceFile],
        context: &'env Context<'env>,
        events: &mut dyn FnMut(Event<'_>),
    ) -> Result<(), BuildError> {
        let items = lines::spawn(scope, files, context);
        let mut files = files.iter();
        let mut reading = None;
        for item in items {
            match item {
                Item::File { end } => {
                    let file = files.next().expect("one file item per trace file");
                    reading = Some(self.start_file(file, end));
                }
                Item::Batch(batch) => {
                    // A worker that panicked drops its batch; the scope then
                    // re-raises the panic, so no line is lost silently.
                    let Ok(batch) = batch.recv() else { break };
                    let reading = reading.as_mut().expect("batches follow their file");
                    for line in batch.lines {
                        reading.input.lines += 1;
                        if reading.input.lines.is_multiple_of(PROGRESS_EVERY) {
                            events(Event::Progress {
                                bytes: self.bytes_done + batch.bytes_read,
                                examples: self.stats.records.examples,
                            });
                        }
                        self.line(line, &batch.json, reading, events)?;
                    }
                    self.splits.flush(&batch.json)?;
                }
                Item::Read(read) => {
                    let reading = reading.take().expect("a file ends after it starts");
                    self.finish_file(reading, &read, events)?;
                }
                Item::Failed(error) => return Err(error),
            }
        }
        Ok(())
    }

    fn start_file<'f>(&self, file: &'f TraceFile, end: TraceEnd) -> Reading<'f> {
        Reading {
            file,
            name: file.path.display().to_string(),
            end,
            input: InputFile {
                root: self.root_names[file.root].clone(),
                path: file.rel.clone(),
                bytes: file.bytes,
                sha256: String::new(),
                trace_id: None,
                end,
                split: None,
                lines: 0,
                valid_records: 0,
                examples: 0,
            },
            trace: None,
        }
    }

    fn finish_file(
        &mut self,
        reading: Reading<'_>,
        read: &Read,
        events: &mut dyn FnMut(Event<'_>),
    ) -> Result<(), BuildError> {
        let Reading {
            name,
            end,
            mut input,
            trace,
            ..
        } = reading;
        if input.lines == 0 {
            let location = Location {
                file: name,
                line: 0,
            };
            self.skip(
                &location,
                SkipReason::EmptyFile,
                "no records (the file is empty)",
                events,
            )?;
        }
        self.bytes_done += read.bytes;
        input.sha256 = hex::encode(read.sha256);
        self.stats.records.files += 1;
        self.stats.records.lines += input.lines;
        let traces = &mut self.stats.traces;
        match trace {
            None => traces.without_records += 1,
            Some(state) => {
                traces.total += 1;
                match end {
                    TraceEnd::Completed => traces.completed += 1,
                    TraceEnd::Aborted => traces.aborted += 1,
                    TraceEnd::Unfinished => traces.unfinished += 1,
                }
                traces.without_examples += u64::from(state.examples == 0);
            }
        }
        self.inputs.push(input);
        events(Event::Progress {
            bytes: self.bytes_done,
            examples: self.stats.records.examples,
        });
        Ok(())
    }

    /// One line of a trace file, in file order; `json` holds the JSON lines
    /// of its batch.
    fn line(
        &mut self,
        line: Line,
        json: &[u8],
        reading: &mut Reading<'_>,
        events: &mut dyn FnMut(Event<'_>),
    ) -> Result<(), BuildError> {
        let (number, parsed) = match line {
            Line::Parsed { number, result } => (number, result),
            Line::Unreadable(error) => {
                let location = Location {
                    file: reading.name.clone(),
                    line: error.line,
                };
                let Some(reason) = SkipReason::of_line_problem(&error.problem) else {
                    return Err(BuildError::at(location, error.problem.to_string()));
                };
                return self.skip(&location, reason, &error.problem.to_string(), events);
            }
        };
        let location = Location {
            file: reading.name.clone(),
            line: number,
        };
        let prepared = match parsed {
            Ok(prepared) => {
                self.stats.records.unknown_fields_ignored += prepared.unknown_fields as u64;
                prepared
            }
            Err(Rejected::Skip { reason, message }) => {
                return self.skip(&location, reason, &message, events);
            }
            Err(Rejected::EscapingPath(message)) => {
                return Err(BuildError::at(location, message));
            }
        };
        let example = &prepared.example;
        let state = match &mut reading.trace {
            Some(state) if state.id != example.trace_id => {
                let message = format!(
                    "traceId {:?} differs from this file's first record ({:?})",
                    example.trace_id, state.id
                );
                return self.skip(&location, SkipReason::TraceIdMismatch, &message, events);
            }
            Some(state) => state,
            None => {
                let state = self.start_trace(example, &location)?;
                reading.input.trace_id = Some(state.id.clone());
                reading.input.split = Some(state.split);
                reading.trace.insert(state)
            }
        };
        if !state.step_ids.insert(example.step_id.clone()) {
            let message = format!(
                "stepId {:?} already appeared in this trace",
                example.step_id
            );
            return self.skip(&location, SkipReason::DuplicateStepId, &message, events);
        }
        self.stats.records.valid += 1;
        reading.input.valid_records += 1;
        let root = reading.file.root;
        let written = self.step(*prepared, json, state, root, &location, events)?;
        reading.input.examples += u64::from(written);
        Ok(())
    }

    /// A skipped line: fatal in strict mode, else counted and reported.
    fn skip(
        &mut self,
        location: &Location,
        reason: SkipReason,
        message: &str,
        events: &mut dyn FnMut(Event<'_>),
    ) -> Result<(), BuildError> {
        if self.options.strict {
            return Err(BuildError::at(
                location.clone(),
                format!("{}: {message}", reason.as_str()),
            ));
        }
        self.stats.count_skipped(reason.as_str());
        events(Event::Skipped {
            location,
            reason: reason.as_str(),
            message,
        });
        Ok(())
    }

    /// The first valid record of a file: claims its trace id and picks the
    /// trace's split once, so no trace straddles two splits.
    fn start_trace(
        &mut self,
        example: &DatasetExampleV1,
        location: &Location,
    ) -> Result<TraceState, BuildError> {
        if let Some(first) = self.trace_ids.get(&example.trace_id) {
            return Err(BuildError::at(
                location.clone(),
                format!(
                    "traceId {:?} was already read from {first}; each trace must come from one file",
                    example.trace_id
                ),
            ));
        }
        self.trace_ids
            .insert(example.trace_id.clone(), location.clone());
        let unit = match self.options.split_by {
            SplitBy::Trace => example.trace_id.as_str(),
            SplitBy::Task => task_key(example.meta.task_id.as_deref(), &example.input.task_goal),
            SplitBy::Site => site_key(
                example.meta.site_id.as_deref(),
                example.input.url.as_deref(),
                example.input.app.as_deref(),
            ),
        };
        Ok(TraceState {
            id: example.trace_id.clone(),
            split: assign(self.options.seed, unit, &self.options.ratios),
            step_ids: HashSet::new(),
            examples: 0,
            last_kept: None,
        })
    }

    /// One valid record: cleaned, checked, written. Returns whether an
    /// example was written.
    fn step(
        &mut self,
        prepared: Prepared,
        json: &[u8],
        state: &mut TraceState,
        root: usize,
        location: &Location,
        events: &mut dyn FnMut(Event<'_>),
    ) -> Result<bool, BuildError> {
        let Prepared {
            mut example,
            candidates,
            screenshot,
            dedup_key,
            json: line,
            ..
        } = prepared;
        // An escaping path is an error whatever happens to the step.
        if let Some(StepScreenshot {
            rel, file: None, ..
        }) = &screenshot
        {
            return Err(BuildError::at(
                location.clone(),
                format!(
                    "screenshot path {rel:?} escapes the input folder {}",
                    self.roots[root].given.display()
                ),
            ));
        }
        let status = example.label.mapping_status;
        if !self.options.keeps(status) {
            self.stats
                .count_dropped(&format!("status_not_kept:{}", status.as_str()));
            return Ok(false);
        }
        if let Some(rule) = DropRule::ALL
            .into_iter()
            .find(|rule| self.options.drops(*rule) && has_flag(&example, *rule))
        {
            self.stats.count_dropped(rule.as_str());
            return Ok(false);
        }
        if dedup_key.is_some() && dedup_key == state.last_kept {
            self.stats.count_dropped("duplicate_step");
            return Ok(false);
        }
        if let Some(StepScreenshot {
            rel,
            recorded_sha256,
            file: Some((path, check)),
        }) = &screenshot
        {
            match self
                .screenshots
                .reference(path, check, recorded_sha256.as_deref())
            {
                Ok(reference) => {
                    if let Ok(checked) = check {
                        self.screenshots.transfer(path, checked)?;
                    }
                    example.input.screenshot = Some(reference);
                }
                Err(problem) => {
                    let (reason, message) = match problem {
                        ScreenshotProblem::Escapes(message) => {
                            return Err(BuildError::at(
                                location.clone(),
                                format!(
                                    "screenshot path {rel:?} escapes the input folder: {message}"
                                ),
                            ));
                        }
                        ScreenshotProblem::Missing(message) => (
                            "screenshot_missing",
                            format!("screenshot {rel:?} is unusable: {message}"),
                        ),
                        ScreenshotProblem::Mismatch { recorded, actual } => (
                            "screenshot_mismatch",
                            format!(
                                "screenshot {rel:?} has sha256 {actual}, the record says {recorded}"
                            ),
                        ),
                    };
                    if self.options.bad_screenshot == BadScreenshot::Error {
                        return Err(BuildError::at(location.clone(), message));
                    }
                    self.stats.count_dropped(reason);
                    events(Event::Skipped {
                        location,
                        reason,
                        message: &message,
                    });
                    return Ok(false);
                }
            }
        }
        let line = line.expect("a step whose screenshot is usable was serialized");
        let task = task_key(example.meta.task_id.as_deref(), &example.input.task_goal);
        let site = site_key(
            example.meta.site_id.as_deref(),
            example.input.url.as_deref(),
            example.input.app.as_deref(),
        );
        self.stats.add_example(
            &example,
            candidates,
            state.split,
            state.examples == 0,
            task,
            site,
        );
        self.splits.write(state.split, json, line)?;
        state.examples += 1;
        state.last_kept = dedup_key;
        Ok(true)
    }

    /// Writes stats, the example schema, Parquet (when asked) and, last, the
    /// manifest into the staging folder.
    fn finish(self, staging: &Path) -> Result<(Stats, Manifest), BuildError> {
        let Builder {
            options,
            root_names,
            splits,
            screenshots,
            mut stats,
            inputs,
            ..
        } = self;
        let mut outputs = BTreeMap::new();
        let mut examples = BTreeMap::new();
        for (split, writer) in Split::ALL.into_iter().zip(splits.into_files()) {
            examples.insert(split, writer.lines());
            outputs.insert(format!("{split}.jsonl"), writer.finish(true)?);
        }
        stats.screenshots = screenshots.counts;
        stats.finish();
        outputs.insert(
            "stats.json".to_string(),
            write_json(staging.join("stats.json"), &stats)?,
        );
        let mut schema = OutputWriter::create(staging.join(EXAMPLE_SCHEMA_FILE))?;
        schema.write_line(example_json_schema().as_bytes())?;
        outputs.insert(EXAMPLE_SCHEMA_FILE.to_string(), schema.finish(false)?);
        #[cfg(feature = "parquet")]
        if options.parquet {
            let images = crate::parquet::ImageOptions {
                max_side: options.image_max_side,
            };
            let mut shards = BTreeMap::new();
            for split in Split::ALL {
                let written = crate::parquet::write_split(staging, split, images)?;
                shards.insert(
                    split,
                    written.iter().map(|(name, _)| name.clone()).collect(),
                );
                outputs.extend(written);
            }
            let card = crate::card::card(options, &stats, &shards);
            let mut writer = OutputWriter::create(staging.join(crate::card::CARD_FILE))?;
            writer.write_line(card.as_bytes())?;
            outputs.insert(crate::card::CARD_FILE.to_string(), writer.finish(false)?);
        }
        let manifest = Manifest {
            format: MANIFEST_FORMAT,
            builder: BuilderInfo::THIS,
            formats: Formats::THIS,
            roots: root_names,
            options: options.clone(),
            inputs,
            outputs,
            counts: ManifestCounts {
                examples,
                traces: stats
                    .splits
                    .iter()
                    .map(|(split, s)| (*split, s.traces))
                    .collect(),
                skipped_records: stats.records.skipped.values().sum(),
                dropped_records: stats.records.dropped.values().sum(),
            },
        };
        write_json(staging.join(MANIFEST_FILE), &manifest)?;
        Ok((stats, manifest))
    }
}

/// How a trace ended: its last line, parsed as a record.
pub(crate) fn trace_end(path: &Path) -> Result<TraceEnd, BuildError> {
    let last = inputs::last_line(path).map_err(BuildError::io(path))?;
    let Some(text) = last else {
        return Ok(TraceEnd::Unfinished);
    };
    let line = RawLine {
        number: 0,
        text: &text,
        terminated: true,
    };
    Ok(match parse_line(&line, Strictness::Lenient, false) {
        Ok(parsed) => TraceEnd::from(parsed.record.mimic.and_then(|m| m.trace_status)),
        Err(_) => TraceEnd::Unfinished,
    })
}

fn has_flag(example: &DatasetExampleV1, rule: DropRule) -> bool {
    match rule {
        DropRule::VerificationFailed => example.verification_failed(),
        DropRule::IncompleteTrace => example.flags.trace_incomplete,
        DropRule::StaleObservation => example.flags.stale_observation,
        DropRule::PartialObservation => example.flags.partial_observation,
    }
}

/// The task an example belongs to: `mimic.taskId`, else the task goal.
pub fn task_key<'a>(task_id: Option<&'a str>, task_goal: &'a str) -> &'a str {
    task_id.unwrap_or(task_goal)
}

/// The site an example belongs to: `mimic.siteId`, else the URL's host
/// (without port), else the app, else `(unknown)`.
pub fn site_key<'a>(
    site_id: Option<&'a str>,
    url: Option<&'a str>,
    app: Option<&'a str>,
) -> &'a str {
    site_id
        .or_else(|| url.and_then(url_host))
        .or(app)
        .unwrap_or("(unknown)")
}

fn url_host(url: &str) -> Option<&str> {
    let (scheme, rest) = url.split_once("://")?;
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host_port = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let host = if host_port.starts_with('[') {
        host_port.split_inclusive(']').next().unwrap_or(host_port)
    } else {
        host_port.split(':').next().unwrap_or(host_port)
    };
    Some(if host.is_empty() { scheme } else { host })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn site_keys_fall_back_in_order() {
        assert_eq!(site_key(Some("todo"), Some("http://x.test/"), None), "todo");
        assert_eq!(
            site_key(
                None,
                Some("http://user@127.0.0.1:8080/a?b#c"),
                Some("Safari")
            ),
            "127.0.0.1"
        );
        assert_eq!(site_key(None, Some("https://[::1]:9/x"), None), "[::1]");
        assert_eq!(site_key(None, Some("file:///tmp/page.html"), None), "file");
        assert_eq!(
            site_key(None, Some("about:blank"), Some("Finder")),
            "Finder"
        );
        assert_eq!(site_key(None, None, None), "(unknown)");
    }
}
