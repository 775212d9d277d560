//! What a worker thread makes of one valid record before the build decides
//! on it in file order: its example, already serialized, its screenshot file
//! checked, and the little the build needs for its decisions and counts.
//! None of it depends on the lines before, so it is spread over the cores.

use std::ops::Range;
use std::path::PathBuf;

use mimic_schema::Strictness;
use mimic_schema::jsonl::RawLine;

use crate::example::DatasetExampleV1;
use crate::hashing::HashingWriter;
use crate::inputs::InputRoot;
use crate::options::BuildOptions;
use crate::records::ParsedLine;
use crate::screenshots::{FileCheck, ScreenshotChecks, contained_path, reference_to};
use crate::walk::RecordedArrays;

/// What the workers share.
#[derive(Debug)]
pub(crate) struct Context<'a> {
    pub(crate) options: &'a BuildOptions,
    pub(crate) roots: &'a [InputRoot],
    pub(crate) screenshots: &'a ScreenshotChecks,
}

impl Context<'_> {
    /// `--strict` also makes unknown fields errors, as in the `validate` tool.
    pub(crate) fn strictness(&self) -> Strictness {
        if self.options.strict {
            Strictness::Strict
        } else {
            Strictness::Lenient
        }
    }

    /// Whether examples need their candidates' values, not only the JSON
    /// the line holds them in: the `--dedup` key is made of them.
    pub(crate) fn keeps_candidates(&self) -> bool {
        self.options.dedup_consecutive
    }
}

/// A step's screenshot as recorded, and what its file turned out to be.
#[derive(Debug)]
pub(crate) struct StepScreenshot {
    /// `observation.screenshotPath`, relative to the input root.
    pub(crate) rel: String,
    pub(crate) recorded_sha256: Option<String>,
    /// The file inside the input root and its check; `None` when the path
    /// escapes the root.
    pub(crate) file: Option<(PathBuf, FileCheck)>,
}

/// One valid record, prepared.
#[derive(Debug)]
pub(crate) struct Prepared {
    /// Fields the record had that v1 does not define (lenient mode).
    pub(crate) unknown_fields: usize,
    /// The example, its screenshot reference set when the file checked out,
    /// but without its candidates and previous actions: only the JSON line
    /// holds those, and they are most of a record's memory.
    pub(crate) example: DatasetExampleV1,
    pub(crate) candidates: usize,
    pub(crate) screenshot: Option<StepScreenshot>,
    /// Identity for `--dedup`, when asked.
    pub(crate) dedup_key: Option<[u8; 32]>,
    /// The example's JSON line with its newline, in its batch's `json`;
    /// `None` when its screenshot is unusable, so it cannot be written.
    pub(crate) json: Option<Range<usize>>,
}

/// Turns `parsed` (of input root `root`, read from `line`) into its example,
/// appending the example's JSON line to `json`.
pub(crate) fn prepare(
    parsed: ParsedLine,
    root: usize,
    trace_incomplete: bool,
    context: &Context<'_>,
    line: &RawLine<'_>,
    json: &mut Vec<u8>,
) -> Prepared {
    let ParsedLine {
        mut record,
        unknown_fields,
        arrays,
        candidates,
    } = parsed;
    let root = &context.roots[root].canonical;
    let rel = record.observation.screenshot_path.take();
    let recorded_sha256 = record.observation.screenshot_sha256.take();
    let mut example = DatasetExampleV1::from_record(record, None, trace_incomplete);
    let dedup_key = context
        .options
        .dedup_consecutive
        .then(|| dedup_key(&mut example, recorded_sha256.as_deref()));
    let screenshot = rel.map(|rel| StepScreenshot {
        file: contained_path(root, &rel).map(|path| {
            let check = context.screenshots.check(root, &path);
            (path, check)
        }),
        rel,
        recorded_sha256,
    });
    let recorded = screenshot
        .as_ref()
        .and_then(|shot| shot.recorded_sha256.as_deref());
    let writable = match &screenshot {
        None => true,
        Some(StepScreenshot {
            file: Some((_, check)),
            ..
        }) => reference_to(check, recorded)
            .map(|reference| example.input.screenshot = Some(reference))
            .is_ok(),
        Some(_) => false,
    };
    let json = writable.then(|| {
        let start = json.len();
        match arrays {
            Some(arrays) => write_with_recorded(&mut example, line.text, arrays, json),
            None => {
                serde_json::to_writer(&mut *json, &example).expect("examples always serialize");
            }
        }
        json.push(b'\n');
        start..json.len()
    });
    example.input.candidates = Vec::new();
    example.input.previous_actions = Vec::new();
    Prepared {
        unknown_fields,
        example,
        candidates,
        screenshot,
        dedup_key,
        json,
    }
}

/// The arrays that an example serializes as `"candidates":[],"previousActions":[]`
/// when they are empty; no string can hold it, as its quotes are bare.
const EMPTY_ARRAYS: &str = r#""candidates":[],"previousActions":[]"#;

/// Writes `example` with its candidates and previous actions copied from
/// `line`, where they hold the same values.
fn write_with_recorded(
    example: &mut DatasetExampleV1,
    line: &str,
    arrays: RecordedArrays,
    json: &mut Vec<u8>,
) {
    example.input.candidates = Vec::new();
    example.input.previous_actions = Vec::new();
    let shell = serde_json::to_string(&example).expect("examples always serialize");
    let at = shell
        .find(EMPTY_ARRAYS)
        .expect("an example with empty arrays spells them so");
    json.extend_from_slice(&shell.as_bytes()[..at]);
    json.extend_from_slice(br#""candidates":"#);
    json.extend_from_slice(&line.as_bytes()[arrays.candidates]);
    json.extend_from_slice(br#","previousActions":"#);
    json.extend_from_slice(&line.as_bytes()[arrays.previous_actions]);
    json.extend_from_slice(&shell.as_bytes()[at + EMPTY_ARRAYS.len()..]);
}

/// Identity of a step for deduplication: the recorded screenshot hash, the
/// input without the previous actions, and the label.
fn dedup_key(example: &mut DatasetExampleV1, screenshot_sha256: Option<&str>) -> [u8; 32] {
    let previous = std::mem::take(&mut example.input.previous_actions);
    let mut sink = HashingWriter::new(std::io::sink());
    serde_json::to_writer(
        &mut sink,
        &(screenshot_sha256, &example.input, &example.label),
    )
    .expect("examples always serialize");
    example.input.previous_actions = previous;
    sink.finish().2
}
