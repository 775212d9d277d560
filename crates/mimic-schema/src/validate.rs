//! Parsing and validation of v1 records, with every problem named by its JSON
//! path.
//!
//! [`parse_record`] is the one entry point the `validate` tool, the dataset
//! builder and the WASM package share, so a record gets the same messages
//! everywhere. [`RecordReader`] runs it over a JSONL stream line by line.

mod stream;

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::io::BufRead;

use serde::Serialize;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use crate::geometry::{Bounds, Point};
use crate::jsonl::{JsonlReader, LineProblem, strip_serde_position};
use crate::path::{JsonPath, ignored_path, tracked_path};
use crate::record::{
    EXTENSION_VERSION, MappingStatus, Metadata, MimicActionType, MimicActionV1, MimicCandidateV1,
    MimicExtensionV1, MimicTraceRecordV1, OLDEST_EXTENSION_VERSION,
};

/// Longest id, path, hash or code string, in bytes.
pub const MAX_ID_BYTES: usize = 1024;
/// Longest free-text string (goals, labels, text, URLs, metadata values), in
/// bytes. Generous for real pages; a 10 MB string is a bug or an attack.
pub const MAX_TEXT_BYTES: usize = 64 * 1024;

/// What to do with fields the v1 schema does not define.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Strictness {
    /// Ignore them, reporting each as a warning (newer writers may add fields).
    #[default]
    Lenient,
    /// Reject the record, naming each unknown field.
    Strict,
}

/// What sort of problem a [`Problem`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ProblemKind {
    /// The line is not JSON.
    Syntax,
    /// The JSON ends early.
    Truncated,
    /// The final line of a file ends early and without a newline: the writer
    /// was interrupted mid-line.
    Torn,
    /// The line could not be read as text (not UTF-8, too long, I/O error).
    Unreadable,
    /// A file without any record.
    Empty,
    /// JSON without the record's shape: a missing field, a wrong type, an
    /// unknown enum member or schema string.
    Shape,
    /// A field the v1 schema does not define.
    UnknownField,
    /// A well-formed record that breaks a validation rule.
    Rule,
}

/// One problem with one record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    /// JSON path of the offending value; empty for the record as a whole.
    pub path: String,
    pub kind: ProblemKind,
    pub message: String,
}

impl Problem {
    fn new(path: String, kind: ProblemKind, message: impl Into<String>) -> Self {
        Self {
            path,
            kind,
            message: message.into(),
        }
    }
}

/// Where every path starts; a static so paths built from it can be kept.
static ROOT: JsonPath<'static> = JsonPath::Root;

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.path, self.message)
        }
    }
}

/// A record that parsed and validated, with the warnings it raised.
#[derive(Debug, Clone, PartialEq)]
pub struct Parsed {
    pub record: MimicTraceRecordV1,
    /// Unknown fields, in lenient mode.
    pub warnings: Vec<Problem>,
}

/// Parses one record (one JSONL line) and validates it.
///
/// A parse failure yields a single problem (JSON stops at the first error);
/// a record that parses yields every rule it breaks. Unknown fields are
/// warnings in lenient mode and errors in strict mode; keys inside a
/// candidate's `metadata` are never unknown.
pub fn parse_record(text: &str, strictness: Strictness) -> Result<Parsed, Vec<Problem>> {
    let mut unknown = Vec::new();
    let mut json = serde_json::Deserializer::from_str(text);
    let parsed: Result<MimicTraceRecordV1, _> =
        serde_ignored::deserialize(&mut json, |path| unknown.push(ignored_path(&path)));
    let record = match parsed.and_then(|record| json.end().map(|()| record)) {
        Ok(record) => record,
        Err(e) => return Err(vec![parse_failure(text, e)]),
    };
    let unknown_message = match strictness {
        Strictness::Lenient => "unknown field, ignored",
        Strictness::Strict => {
            "unknown field (strict mode accepts only the fields of the v1 schema)"
        }
    };
    let unknown = unknown
        .into_iter()
        .map(|path| Problem::new(path, ProblemKind::UnknownField, unknown_message));
    let broken_rules = validate_record(&record);
    let (errors, warnings) = match strictness {
        Strictness::Lenient => (broken_rules, unknown.collect()),
        Strictness::Strict => (unknown.chain(broken_rules).collect(), Vec::new()),
    };
    if errors.is_empty() {
        Ok(Parsed { record, warnings })
    } else {
        Err(errors)
    }
}

/// The problem for a line that failed to parse with `e`. Tracking the path
/// costs time on every line, so it is done only for lines that fail: parsing
/// again with tracking stops at the same place.
fn parse_failure(text: &str, e: serde_json::Error) -> Problem {
    let mut json = serde_json::Deserializer::from_str(text);
    let tracked = serde_path_to_error::deserialize::<_, MimicTraceRecordV1>(&mut json)
        .err()
        .filter(|tracked| {
            tracked.inner().line() == e.line() && tracked.inner().column() == e.column()
        });
    let (path, e) = match tracked {
        Some(tracked) => (tracked_path(tracked.path()), tracked.into_inner()),
        None => (String::new(), e),
    };
    let kind = match e.classify() {
        serde_json::error::Category::Eof => ProblemKind::Truncated,
        serde_json::error::Category::Syntax | serde_json::error::Category::Io => {
            ProblemKind::Syntax
        }
        serde_json::error::Category::Data => ProblemKind::Shape,
    };
    Problem::new(path, kind, strip_serde_position(&e))
}

/// Every rule `record` breaks, in document order. Empty means valid.
pub fn validate_record(record: &MimicTraceRecordV1) -> Vec<Problem> {
    let mut candidates = CandidateRules::with_capacity(record.observation.candidates.len());
    for candidate in &record.observation.candidates {
        candidates.check(Cow::Borrowed(&candidate.id), CandidateFields::of(candidate));
    }
    validate_record_with(record, candidates)
}

/// Every rule `record` breaks, in document order, with `candidates` standing
/// for its candidate list: the rules its candidates broke and their ids,
/// for the references to them. `record.observation.candidates` is not read,
/// so a reader that checked the candidates as they streamed past need not
/// keep them (the dataset builder). Empty means valid.
pub fn validate_record_with(
    record: &MimicTraceRecordV1,
    candidates: CandidateRules<'_>,
) -> Vec<Problem> {
    let mut check = Checker::default();
    let root = &ROOT;

    check.id(&root.key("traceId"), &record.trace_id);
    check.id(&root.key("stepId"), &record.step_id);
    if OffsetDateTime::parse(&record.created_at, &Rfc3339).is_err() {
        check.rule(
            &root.key("createdAt"),
            format!(
                "{:?} is not an RFC 3339 timestamp (e.g. 2025-01-31T12:00:00Z)",
                clip(&record.created_at)
            ),
        );
    }
    check.text(&root.key("taskGoal"), &record.task_goal);
    check.text(&root.key("currentSubgoal"), &record.current_subgoal);

    check.observation(record);
    let CandidateRules {
        checker: Checker { problems },
        ids,
        ..
    } = candidates;
    check.problems.extend(problems);

    for (index, action) in record.previous_actions.iter().enumerate() {
        // Earlier actions may name candidates of earlier observations.
        check.action(&root.key("previousActions").index(index), action, None);
    }
    check.action(&root.key("chosenAction"), &record.chosen_action, Some(&ids));
    check.mapping(record, &ids);

    if let Some(effect) = &record.expected_effect {
        check.text(&root.key("expectedEffect"), effect);
    }
    if let Some(summary) = record
        .verification
        .as_ref()
        .and_then(|v| v.summary.as_ref())
    {
        check.text(&root.key("verification").key("summary"), summary);
    }
    if let Some(ext) = &record.mimic {
        check.extension(record, ext, &ids);
    }
    check.problems
}

/// Candidate id -> index of its first occurrence. foldhash: validating
/// hashes every id of every record, and SipHash took a tenth of it.
type CandidateIds<'a> = HashMap<Cow<'a, str>, usize, foldhash::fast::RandomState>;

/// What the rules read of one candidate, borrowed from wherever it was
/// parsed; its id is passed beside it.
#[derive(Debug, Clone, Copy)]
pub struct CandidateFields<'c> {
    pub role: Option<&'c str>,
    pub label: Option<&'c str>,
    pub text: Option<&'c str>,
    pub bounds: &'c Bounds,
    /// `None` when absent, or when the reader did not keep it and checked
    /// its strings against [`MAX_TEXT_BYTES`] itself as they passed.
    pub metadata: Option<&'c Metadata>,
}

impl<'c> CandidateFields<'c> {
    pub fn of(candidate: &'c MimicCandidateV1) -> Self {
        Self {
            role: candidate.role.as_deref(),
            label: candidate.label.as_deref(),
            text: candidate.text.as_deref(),
            bounds: &candidate.bounds,
            metadata: candidate.metadata.as_ref(),
        }
    }
}

/// The candidate rules, applied to `observation.candidates` one candidate
/// at a time in list order; [`validate_record_with`] takes the result.
#[derive(Debug, Default)]
pub struct CandidateRules<'a> {
    checker: Checker,
    ids: CandidateIds<'a>,
    count: usize,
}

impl<'a> CandidateRules<'a> {
    /// Rules for a list of about `candidates` candidates.
    pub fn with_capacity(candidates: usize) -> Self {
        Self {
            ids: CandidateIds::with_capacity_and_hasher(candidates, Default::default()),
            ..Self::default()
        }
    }

    /// How many candidates were checked.
    pub fn count(&self) -> usize {
        self.count
    }

    /// Checks the next candidate of the list, `id` with `fields`.
    pub fn check(&mut self, id: Cow<'a, str>, fields: CandidateFields<'_>) {
        let index = self.count;
        self.count += 1;
        let observation = ROOT.key("observation");
        let list = observation.key("candidates");
        let at = list.index(index);
        let check = &mut self.checker;
        check.id(&at.key("id"), &id);
        if let Some(first) = self.ids.get(id.as_ref()) {
            check.rule(
                &at.key("id"),
                format!(
                    "duplicate candidate id {:?} (first at {})",
                    clip(&id),
                    list.index(*first)
                ),
            );
        } else {
            self.ids.insert(id, index);
        }
        for (key, value) in [
            ("role", fields.role),
            ("label", fields.label),
            ("text", fields.text),
        ] {
            if let Some(value) = value {
                check.text(&at.key(key), value);
            }
        }
        check.bounds(&at.key("bounds"), fields.bounds);
        if let Some(metadata) = fields.metadata {
            check.metadata(&at.key("metadata"), metadata);
        }
    }
}

#[derive(Debug, Default)]
struct Checker {
    problems: Vec<Problem>,
}

impl Checker {
    fn rule(&mut self, path: &JsonPath<'_>, message: impl Into<String>) {
        self.problems
            .push(Problem::new(path.to_string(), ProblemKind::Rule, message));
    }

    fn max_bytes(&mut self, path: &JsonPath<'_>, value: &str, limit: usize) -> bool {
        if value.len() > limit {
            self.rule(
                path,
                format!(
                    "string is {} bytes long; the limit is {limit} bytes",
                    value.len()
                ),
            );
            return false;
        }
        true
    }

    fn text(&mut self, path: &JsonPath<'_>, value: &str) {
        self.max_bytes(path, value, MAX_TEXT_BYTES);
    }

    /// Ids, codes and paths: short and non-empty.
    fn id(&mut self, path: &JsonPath<'_>, value: &str) {
        if value.is_empty() {
            self.rule(path, "must not be empty");
        } else {
            self.max_bytes(path, value, MAX_ID_BYTES);
        }
    }

    fn point(&mut self, path: &JsonPath<'_>, point: Point) {
        for (name, value) in [("x", point.x), ("y", point.y)] {
            if !value.is_finite() {
                self.rule(&path.key(name), format!("{value} is not a finite number"));
            }
        }
    }

    fn bounds(&mut self, path: &JsonPath<'_>, bounds: &Bounds) {
        let fields = [
            ("x", bounds.x),
            ("y", bounds.y),
            ("width", bounds.width),
            ("height", bounds.height),
        ];
        for (name, value) in fields {
            if !value.is_finite() {
                self.rule(&path.key(name), format!("{value} is not a finite number"));
            } else if (name == "width" || name == "height") && value < 0.0 {
                self.rule(&path.key(name), format!("{value} is negative"));
            }
        }
    }

    /// `reference` must name a candidate of this observation.
    fn names_candidate(&mut self, path: &JsonPath<'_>, reference: &str, ids: &CandidateIds<'_>) {
        if !ids.contains_key(reference) {
            self.rule(
                path,
                format!(
                    "{:?} names no candidate of the observation",
                    clip(reference)
                ),
            );
        }
    }

    /// The observation's own fields; its candidates are [`CandidateRules`]'.
    fn observation(&mut self, record: &MimicTraceRecordV1) {
        let obs = &record.observation;
        let path = ROOT.key("observation");
        if let Some(screenshot) = &obs.screenshot_path {
            let at = path.key("screenshotPath");
            self.id(&at, screenshot);
            if let Some(why) = unsafe_relative_path(screenshot) {
                self.rule(&at, why);
            }
        }
        if let Some(sha) = &obs.screenshot_sha256
            && !(sha.len() == 64 && sha.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')))
        {
            self.rule(
                &path.key("screenshotSha256"),
                format!("{:?} is not 64 lowercase hex digits", clip(sha)),
            );
        }
        for (key, value) in [
            ("url", &obs.url),
            ("title", &obs.title),
            ("app", &obs.app),
            ("windowTitle", &obs.window_title),
        ] {
            if let Some(value) = value {
                self.text(&path.key(key), value);
            }
        }
    }

    /// Metadata is open, but its strings obey the same length limit.
    fn metadata(&mut self, path: &JsonPath<'_>, metadata: &Metadata) {
        for (key, value) in metadata {
            self.json_strings(&path.key(key), value);
        }
    }

    fn json_strings(&mut self, path: &JsonPath<'_>, value: &serde_json::Value) {
        match value {
            serde_json::Value::String(s) => self.text(path, s),
            serde_json::Value::Array(items) => {
                for (index, item) in items.iter().enumerate() {
                    self.json_strings(&path.index(index), item);
                }
            }
            serde_json::Value::Object(map) => self.metadata(path, map),
            serde_json::Value::Null | serde_json::Value::Bool(_) | serde_json::Value::Number(_) => {
            }
        }
    }

    /// The fields an action carries must fit its type. `ids` is the current
    /// observation's candidates, for the action that acts on it.
    fn action(
        &mut self,
        path: &JsonPath<'_>,
        action: &MimicActionV1,
        ids: Option<&CandidateIds<'_>>,
    ) {
        use MimicActionType as T;
        let kind = action.action_type;
        let present = [
            ("candidateId", action.candidate_id.is_some()),
            ("point", action.point.is_some()),
            ("text", action.text.is_some()),
            ("direction", action.direction.is_some()),
            ("key", action.key.is_some()),
        ];
        let allowed: &[&str] = match kind {
            T::Click => &["candidateId", "point"],
            T::TypeText => &["candidateId", "point", "text"],
            T::Scroll => &["candidateId", "point", "direction"],
            T::PressKey => &["candidateId", "key"],
            T::Wait | T::NoTarget => &[],
        };
        for (field, is_present) in present {
            if is_present && !allowed.contains(&field) {
                self.rule(
                    &path.key(field),
                    format!("does not belong to a {} action", kind.as_str()),
                );
            }
        }
        match kind {
            T::Click if action.point.is_none() && action.candidate_id.is_none() => {
                self.rule(path, "a click needs a point or a candidateId");
            }
            T::TypeText if action.text.as_deref().is_none_or(str::is_empty) => {
                self.rule(&path.key("text"), "a type_text action needs non-empty text");
            }
            T::Scroll if action.direction.is_none() => {
                self.rule(&path.key("direction"), "a scroll action needs a direction");
            }
            T::PressKey if action.key.as_deref().is_none_or(str::is_empty) => {
                self.rule(&path.key("key"), "a press_key action needs a non-empty key");
            }
            _ => {}
        }
        if let Some(id) = &action.candidate_id {
            let at = path.key("candidateId");
            self.id(&at, id);
            if let Some(ids) = ids {
                self.names_candidate(&at, id, ids);
            }
        }
        if let Some(point) = action.point {
            self.point(&path.key("point"), point);
        }
        if let Some(text) = &action.text {
            self.text(&path.key("text"), text);
        }
        if let Some(key) = &action.key {
            self.max_bytes(&path.key("key"), key, MAX_ID_BYTES);
        }
    }

    /// Status, candidate and distance must tell one story, and the gold
    /// `chosenCandidateId` must follow the mapping.
    fn mapping(&mut self, record: &MimicTraceRecordV1, ids: &CandidateIds<'_>) {
        let mapping = &record.mapping;
        let path = ROOT.key("mapping");
        let status = mapping.status.as_str();
        match (&mapping.candidate_id, mapping.status) {
            (Some(id), MappingStatus::MatchedCandidate) => {
                let at = path.key("candidateId");
                self.id(&at, id);
                self.names_candidate(&at, id, ids);
            }
            (None, MappingStatus::MatchedCandidate) => self.rule(
                &path.key("candidateId"),
                "missing; status matched_candidate must name the candidate hit",
            ),
            (Some(_), _) => self.rule(
                &path.key("candidateId"),
                format!("must be absent when status is {status}"),
            ),
            (None, _) => {}
        }
        if let Some(distance) = mapping.distance_px
            && !(distance.is_finite() && distance >= 0.0)
        {
            self.rule(
                &path.key("distancePx"),
                format!("{distance} is not a finite number >= 0"),
            );
        }
        if let Some(reason) = &mapping.reason {
            self.text(&path.key("reason"), reason);
        }

        let gold = ROOT.key("chosenCandidateId");
        match (&record.chosen_candidate_id, mapping.status) {
            (Some(chosen), MappingStatus::MatchedCandidate) => {
                self.id(&gold, chosen);
                self.names_candidate(&gold, chosen, ids);
                if mapping.candidate_id.as_ref().is_some_and(|m| m != chosen) {
                    self.rule(
                        &gold,
                        "must equal mapping.candidateId when status is matched_candidate",
                    );
                }
            }
            (None, MappingStatus::MatchedCandidate) => self.rule(
                &gold,
                "missing; it must equal mapping.candidateId when status is matched_candidate",
            ),
            (Some(_), _) => self.rule(
                &gold,
                format!("must be absent when mapping.status is {status}"),
            ),
            (None, _) => {}
        }
    }

    fn extension(
        &mut self,
        record: &MimicTraceRecordV1,
        ext: &MimicExtensionV1,
        ids: &CandidateIds<'_>,
    ) {
        let path = ROOT.key("mimic");
        if !(OLDEST_EXTENSION_VERSION..=EXTENSION_VERSION).contains(&ext.version) {
            self.rule(
                &path.key("version"),
                format!(
                    "unsupported extension version {}; this reader supports \
                     {OLDEST_EXTENSION_VERSION} to {EXTENSION_VERSION}",
                    ext.version
                ),
            );
        }
        for (key, value) in [
            ("taskId", &ext.task_id),
            ("siteId", &ext.site_id),
            ("instanceId", &ext.instance_id),
            ("runId", &ext.run_id),
        ] {
            if let Some(value) = value {
                self.id(&path.key(key), value);
            }
        }

        if let Some(obs) = &ext.observation {
            let at = path.key("observation");
            self.bounds(&at.key("observedArea"), &obs.observed_area);
            if !(obs.scale.is_finite() && obs.scale > 0.0) {
                self.rule(
                    &at.key("scale"),
                    format!("{} is not a finite number > 0", obs.scale),
                );
            }
            if let Some(offset) = obs.scroll_offset {
                self.point(&at.key("scrollOffset"), offset);
            }
            if let Some(reasons) = &obs.partial_reasons {
                let list = at.key("partialReasons");
                for (index, reason) in reasons.iter().enumerate() {
                    self.id(&list.index(index), reason);
                }
                if !reasons.is_empty() && obs.partial != Some(true) {
                    self.rule(&list, "partial reasons given but partial is not true");
                }
            }
            let masked = at.key("maskedRegions");
            for (index, region) in obs.masked_regions.iter().enumerate() {
                self.bounds(&masked.index(index).key("bounds"), &region.bounds);
            }
            let unchecked = at.key("uncheckedRegions");
            for (index, region) in obs.unchecked_regions.iter().enumerate() {
                self.bounds(&unchecked.index(index).key("bounds"), &region.bounds);
            }
        }

        if let Some(mapping) = &ext.mapping {
            let at = path.key("mapping");
            self.id(&at.key("rulesVersion"), &mapping.rules_version);
            self.id(&at.key("reasonCode"), &mapping.reason_code);
            let ambiguous = record.mapping.status == MappingStatus::Ambiguous;
            let tied_path = at.key("tiedCandidateIds");
            match (&mapping.tied_candidate_ids, ambiguous) {
                (Some(tied), true) => {
                    if tied.len() < 2 {
                        self.rule(
                            &tied_path,
                            "an ambiguous mapping ties two or more candidates",
                        );
                    }
                    let mut seen = Vec::with_capacity(tied.len());
                    for (index, id) in tied.iter().enumerate() {
                        let item = tied_path.index(index);
                        self.names_candidate(&item, id, ids);
                        if seen.contains(&id) {
                            self.rule(&item, format!("{:?} is listed twice", clip(id)));
                        }
                        seen.push(id);
                    }
                }
                (None, true) => self.rule(
                    &tied_path,
                    "missing; an ambiguous mapping records the tied candidates",
                ),
                (Some(_), false) => self.rule(
                    &tied_path,
                    format!(
                        "must be absent when mapping.status is {}",
                        record.mapping.status.as_str()
                    ),
                ),
                (None, false) => {}
            }
        }

        if let Some(demo) = &ext.demonstrator {
            let at = path.key("demonstrator");
            if let Some(id) = &demo.intended_candidate_id {
                self.names_candidate(&at.key("intendedCandidateId"), id, ids);
            }
            if let Some(aim) = &demo.aim {
                self.id(&at.key("aim"), aim);
            }
        }

        if let Some(redaction) = &ext.redaction {
            let at = path.key("redaction");
            if !redaction.paths.is_empty() && !redaction.redacted {
                self.rule(&at.key("redacted"), "must be true when paths are listed");
            }
            for (index, redacted) in redaction.paths.iter().enumerate() {
                self.id(&at.key("paths").index(index), redacted);
            }
        }
    }
}

/// Why `path` is not a safe path relative to the output root, if it is not.
fn unsafe_relative_path(path: &str) -> Option<&'static str> {
    let windows_drive = path.len() >= 2 && path.as_bytes()[1] == b':';
    if path.starts_with(['/', '\\']) || windows_drive {
        return Some("must be relative to the output folder, not absolute");
    }
    if path.split(['/', '\\']).any(|part| part == "..") {
        return Some("must not leave the output folder (contains `..`)");
    }
    None
}

/// At most 80 characters of a value quoted in a message.
fn clip(value: &str) -> &str {
    match value.char_indices().nth(80) {
        Some((end, _)) => &value[..end],
        None => value,
    }
}

/// The verdict on one line of a trace file.
#[derive(Debug, Clone, PartialEq)]
pub struct LineReport {
    /// 1-based line number; 0 for a problem with the file as a whole.
    pub line: u64,
    pub outcome: Result<Parsed, Vec<Problem>>,
}

impl LineReport {
    /// The lines `validate` prints for this one: each problem of an invalid
    /// record, or each warning of a valid one. `file` names the source;
    /// without it (text held in memory) a line reads `line: path: message`.
    pub fn located<'a>(&'a self, file: Option<&'a str>) -> impl Iterator<Item = Located<'a>> {
        let (problems, severity) = match &self.outcome {
            Ok(parsed) => (&parsed.warnings, Severity::Warning),
            Err(problems) => (problems, Severity::Error),
        };
        problems.iter().map(move |problem| Located {
            file,
            line: self.line,
            severity,
            problem,
        })
    }

    /// This verdict in the JSON shape the WASM package hands to TypeScript;
    /// `file` as in [`LineReport::located`].
    pub fn to_json_view(&self, file: Option<&str>) -> LineVerdict<'_> {
        LineVerdict {
            line: self.line,
            verdict: Verdict::of(&self.outcome),
            messages: self.located(file).map(|l| l.to_string()).collect(),
        }
    }
}

/// Whether a problem keeps the record out (an error) or is only reported.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    Error,
    /// An unknown field in lenient mode.
    Warning,
}

/// A problem as the `validate` report prints it: `file:line: path: message`,
/// prefixed `warning: ` for a warning, the file left out when there is none
/// and the line left out when the problem is the file's as a whole.
#[derive(Debug, Clone, Copy)]
pub struct Located<'a> {
    pub file: Option<&'a str>,
    pub line: u64,
    pub severity: Severity,
    pub problem: &'a Problem,
}

impl fmt::Display for Located<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.severity == Severity::Warning {
            f.write_str("warning: ")?;
        }
        match (self.file, self.line) {
            (Some(file), 0) => write!(f, "{file}: ")?,
            (Some(file), line) => write!(f, "{file}:{line}: ")?,
            (None, 0) => {}
            (None, line) => write!(f, "{line}: ")?,
        }
        write!(f, "{}", self.problem)
    }
}

/// The outcome of parsing one record, as JSON: `valid`, the `record` when
/// valid, its `errors` and `warnings`.
#[derive(Debug, Clone, Serialize)]
pub struct Verdict<'a> {
    pub valid: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub record: Option<&'a MimicTraceRecordV1>,
    pub errors: &'a [Problem],
    pub warnings: &'a [Problem],
}

impl<'a> Verdict<'a> {
    pub fn of(outcome: &'a Result<Parsed, Vec<Problem>>) -> Self {
        match outcome {
            Ok(parsed) => Self {
                valid: true,
                record: Some(&parsed.record),
                errors: &[],
                warnings: &parsed.warnings,
            },
            Err(problems) => Self {
                valid: false,
                record: None,
                errors: problems,
                warnings: &[],
            },
        }
    }
}

/// One line's [`Verdict`] with its number and the texts `validate` prints
/// for it.
#[derive(Debug, Clone, Serialize)]
pub struct LineVerdict<'a> {
    pub line: u64,
    #[serde(flatten)]
    pub verdict: Verdict<'a>,
    pub messages: Vec<String>,
}

/// Validates JSON Lines held in memory (a whole trace file, or a chunk of
/// one) exactly as `validate` reads a file with those bytes: one report per
/// non-blank line, a torn final line named as such, and one report at line 0
/// when there is no record.
pub fn validate_jsonl_bytes(bytes: &[u8], strictness: Strictness) -> Vec<LineReport> {
    RecordReader::new(JsonlReader::new(bytes, ""), strictness).collect()
}

/// Streams the records of a trace file through [`parse_record`], one line at
/// a time (constant memory). A file without any record yields one report at
/// line 0 saying so; a torn final line is reported as such.
#[derive(Debug)]
pub struct RecordReader<R> {
    lines: JsonlReader<R>,
    strictness: Strictness,
    seen_any: bool,
    done: bool,
}

impl<R: BufRead> RecordReader<R> {
    pub fn new(lines: JsonlReader<R>, strictness: Strictness) -> Self {
        Self {
            lines,
            strictness,
            seen_any: false,
            done: false,
        }
    }

    /// The file name used in messages.
    pub fn file(&self) -> &str {
        self.lines.file()
    }
}

impl<R: BufRead> Iterator for RecordReader<R> {
    type Item = LineReport;

    fn next(&mut self) -> Option<LineReport> {
        if self.done {
            return None;
        }
        let strictness = self.strictness;
        let Some(next) = self.lines.next_line() else {
            self.done = true;
            return (!self.seen_any).then(|| LineReport {
                line: 0,
                outcome: Err(vec![Problem::new(
                    String::new(),
                    ProblemKind::Empty,
                    "no records (the file is empty)",
                )]),
            });
        };
        self.seen_any = true;
        Some(match next {
            Ok(raw) => {
                let outcome = parse_record(raw.text, strictness).map_err(|mut problems| {
                    if !raw.terminated {
                        for p in &mut problems {
                            if p.kind == ProblemKind::Truncated {
                                p.kind = ProblemKind::Torn;
                                p.message =
                                    LineProblem::Torn(std::mem::take(&mut p.message)).to_string();
                            }
                        }
                    }
                    problems
                });
                LineReport {
                    line: raw.number,
                    outcome,
                }
            }
            Err(e) => {
                let kind = match e.problem {
                    LineProblem::Torn(_) => ProblemKind::Torn,
                    LineProblem::Json(_) => ProblemKind::Syntax,
                    LineProblem::NotUtf8 { .. }
                    | LineProblem::TooLong { .. }
                    | LineProblem::Io(_) => ProblemKind::Unreadable,
                };
                LineReport {
                    line: e.line,
                    outcome: Err(vec![Problem::new(
                        String::new(),
                        kind,
                        e.problem.to_string(),
                    )]),
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RECORD: &str = include_str!("../../../testdata/records/click-matched_candidate.json");

    fn problems_of(edit: impl FnOnce(&mut MimicTraceRecordV1)) -> Vec<String> {
        let mut record = parse_record(RECORD, Strictness::Strict).unwrap().record;
        edit(&mut record);
        validate_record(&record)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn trailing_characters_after_the_record_are_an_error() {
        let line = format!("{} {{}}", RECORD.trim());
        let problems = parse_record(&line, Strictness::Lenient).unwrap_err();
        assert_eq!(problems[0].kind, ProblemKind::Syntax);
        assert!(
            problems[0].message.starts_with("trailing characters"),
            "{problems:?}"
        );
    }

    #[test]
    fn screenshot_paths_must_stay_inside_the_output_folder() {
        for (path, expected) in [
            ("/etc/passwd", "not absolute"),
            ("C:\\shots\\a.png", "not absolute"),
            ("\\\\server\\share\\a.png", "not absolute"),
            ("screenshots/../../a.png", "contains `..`"),
            ("screenshots\\..\\a.png", "contains `..`"),
        ] {
            let problems = problems_of(|r| r.observation.screenshot_path = Some(path.into()));
            assert_eq!(problems.len(), 1, "{path}: {problems:?}");
            assert!(problems[0].contains(expected), "{path}: {problems:?}");
        }
        assert!(
            problems_of(|r| r.observation.screenshot_path = Some("a/..b/c.png".into())).is_empty()
        );
    }

    #[test]
    fn matched_mapping_requires_the_gold_to_agree() {
        let problems = problems_of(|r| {
            r.chosen_candidate_id = Some("c1".into());
        });
        assert_eq!(
            problems,
            ["chosenCandidateId: must equal mapping.candidateId when status is matched_candidate"]
        );
        let problems = problems_of(|r| {
            r.chosen_candidate_id = None;
            r.mapping.candidate_id = None;
        });
        assert_eq!(
            problems,
            [
                "mapping.candidateId: missing; status matched_candidate must name the candidate hit",
                "chosenCandidateId: missing; it must equal mapping.candidateId when status is matched_candidate"
            ]
        );
    }

    #[test]
    fn ambiguous_mapping_records_two_or_more_tied_candidates() {
        let problems = problems_of(|r| {
            r.mapping.status = MappingStatus::Ambiguous;
            r.mapping.candidate_id = None;
            r.chosen_candidate_id = None;
            r.ext_mut().mapping.as_mut().unwrap().tied_candidate_ids =
                Some(vec!["c2".into(), "c2".into()]);
        });
        assert_eq!(
            problems,
            [r#"mimic.mapping.tiedCandidateIds[1]: "c2" is listed twice"#]
        );
    }

    #[test]
    fn located_problems_name_file_and_line() {
        let problem = Problem::new("stepId".into(), ProblemKind::Rule, "must not be empty");
        let located = |file, line, severity| {
            Located {
                file,
                line,
                severity,
                problem: &problem,
            }
            .to_string()
        };
        let error = Severity::Error;
        assert_eq!(
            located(Some("t.jsonl"), 7, error),
            "t.jsonl:7: stepId: must not be empty"
        );
        assert_eq!(
            located(Some("t.jsonl"), 0, error),
            "t.jsonl: stepId: must not be empty"
        );
        assert_eq!(located(None, 7, error), "7: stepId: must not be empty");
        assert_eq!(located(None, 0, error), "stepId: must not be empty");
        assert_eq!(
            located(Some("t.jsonl"), 7, Severity::Warning),
            "warning: t.jsonl:7: stepId: must not be empty"
        );
    }

    #[test]
    fn text_in_memory_reads_like_a_file_with_that_content() {
        let line = serde_json::from_str::<serde_json::Value>(RECORD)
            .unwrap()
            .to_string();
        let broken = line.replace(r#""stepId":"step-002""#, r#""stepId":"""#);
        assert_ne!(broken, line, "the fixture's stepId changed");
        let torn = &line[..40];
        let text = format!("{line}\n\n{broken}\n{torn}");
        let reports = validate_jsonl_bytes(text.as_bytes(), Strictness::Strict);
        let lines: Vec<u64> = reports.iter().map(|r| r.line).collect();
        assert_eq!(lines, [1, 3, 4]);
        assert!(reports[0].outcome.is_ok());
        let view = serde_json::to_value(reports[1].to_json_view(None)).unwrap();
        assert_eq!(view["valid"], false);
        assert_eq!(
            view["messages"],
            serde_json::json!(["3: stepId: must not be empty"])
        );
        assert_eq!(view["errors"][0]["kind"], "rule");
        let torn = reports[2].to_json_view(Some("t.jsonl"));
        assert!(
            torn.messages[0].starts_with("t.jsonl:4: schema: torn final line"),
            "{:?}",
            torn.messages
        );

        let empty = validate_jsonl_bytes(b" \n", Strictness::Lenient);
        assert_eq!(empty.len(), 1);
        assert_eq!(
            empty[0].to_json_view(None).messages,
            ["no records (the file is empty)"]
        );
    }
}
