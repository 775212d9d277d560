//! The catalogue of bad inputs in `testdata/bad/`: each file's problems are
//! asserted one by one, and all messages together are one insta snapshot.

use std::fs::File;
use std::io::BufReader;
use std::path::Path;

use mimic_schema::jsonl::JsonlReader;
use mimic_schema::validate::RecordReader;
use mimic_schema::{Problem, ProblemKind, Strictness};

const BAD: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/bad");
const GOOD_RECORD: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../testdata/records/click-matched_candidate.json"
);

/// Every line's outcome: `(line, Ok(warnings))` or `(line, Err(problems))`.
type Outcomes = Vec<(u64, Result<Vec<Problem>, Vec<Problem>>)>;

fn read(path: &Path, name: &str, strictness: Strictness) -> Outcomes {
    let lines = JsonlReader::new(BufReader::new(File::open(path).unwrap()), name);
    RecordReader::new(lines, strictness)
        .map(|report| (report.line, report.outcome.map(|parsed| parsed.warnings)))
        .collect()
}

fn bad(file: &str, strictness: Strictness) -> Outcomes {
    read(&Path::new(BAD).join(file), file, strictness)
}

/// The problems of line `line`, which must be invalid.
fn errors(outcomes: &Outcomes, line: u64) -> &[Problem] {
    let (_, outcome) = outcomes
        .iter()
        .find(|(n, _)| *n == line)
        .unwrap_or_else(|| panic!("no line {line} in {outcomes:?}"));
    outcome.as_ref().expect_err("line should be invalid")
}

fn assert_problem(problems: &[Problem], path: &str, kind: ProblemKind, message_part: &str) {
    assert!(
        problems
            .iter()
            .any(|p| p.path == path && p.kind == kind && p.message.contains(message_part)),
        "expected {kind:?} at {path:?} containing {message_part:?}, got {problems:#?}"
    );
}

fn valid_lines(outcomes: &Outcomes) -> Vec<u64> {
    outcomes
        .iter()
        .filter(|(_, o)| o.is_ok())
        .map(|(n, _)| *n)
        .collect()
}

#[test]
fn truncated_json_is_reported_and_the_next_line_still_read() {
    let out = bad("truncated-json.jsonl", Strictness::Strict);
    // The path says how far the JSON got.
    assert_problem(
        errors(&out, 1),
        "observation.candidates[2]",
        ProblemKind::Truncated,
        "EOF while parsing an object",
    );
    assert_eq!(valid_lines(&out), vec![2]);
}

#[test]
fn wrong_schema_names_the_supported_one() {
    let out = bad("wrong-schema.jsonl", Strictness::Lenient);
    assert_problem(
        errors(&out, 1),
        "schema",
        ProblemKind::Shape,
        r#"unsupported schema "computer-use-mcp.mimic-trace.v2"; this reader supports "computer-use-mcp.mimic-trace.v1""#,
    );
}

#[test]
fn unknown_fields_are_errors_in_strict_mode_and_warnings_otherwise() {
    let strict = bad("unknown-fields.jsonl", Strictness::Strict);
    let problems = errors(&strict, 1);
    assert_problem(
        problems,
        "sessionNotes",
        ProblemKind::UnknownField,
        "unknown field",
    );
    assert_problem(
        problems,
        "observation.candidates[1].colour",
        ProblemKind::UnknownField,
        "strict mode",
    );
    assert_eq!(
        problems.len(),
        2,
        "metadata keys are never unknown: {problems:#?}"
    );

    let lenient = bad("unknown-fields.jsonl", Strictness::Lenient);
    let (_, outcome) = &lenient[0];
    let warnings = outcome
        .as_ref()
        .expect("lenient mode accepts unknown fields");
    let paths: Vec<&str> = warnings.iter().map(|w| w.path.as_str()).collect();
    assert_eq!(paths, ["observation.candidates[1].colour", "sessionNotes"]);
}

#[test]
fn nan_bounds_are_rejected_as_null_or_as_a_literal() {
    let out = bad("nan-bounds.jsonl", Strictness::Strict);
    // JSON has no NaN: JSON.stringify and serde_json write it as null.
    assert_problem(
        errors(&out, 1),
        "observation.candidates[2].bounds.width",
        ProblemKind::Shape,
        "invalid type: null, expected f64",
    );
    assert_problem(
        errors(&out, 2),
        "observation.candidates[2].bounds.width",
        ProblemKind::Syntax,
        "expected value",
    );
}

#[test]
fn negative_sizes_are_rejected() {
    let out = bad("negative-bounds.jsonl", Strictness::Strict);
    let problems = errors(&out, 1);
    assert_problem(
        problems,
        "observation.candidates[0].bounds.width",
        ProblemKind::Rule,
        "-480 is negative",
    );
    assert_problem(
        problems,
        "observation.candidates[0].bounds.height",
        ProblemKind::Rule,
        "is negative",
    );
    assert_problem(
        problems,
        "mimic.observation.observedArea.height",
        ProblemKind::Rule,
        "-720 is negative",
    );
}

#[test]
fn duplicate_candidate_ids_name_the_first_occurrence() {
    let out = bad("duplicate-candidate-ids.jsonl", Strictness::Strict);
    assert_problem(
        errors(&out, 1),
        "observation.candidates[2].id",
        ProblemKind::Rule,
        r#"duplicate candidate id "c1" (first at observation.candidates[0])"#,
    );
}

#[test]
fn dangling_candidate_ids_are_named() {
    let out = bad("dangling-candidate-ids.jsonl", Strictness::Strict);
    let problems = errors(&out, 1);
    for path in ["chosenCandidateId", "mapping.candidateId"] {
        assert_problem(
            problems,
            path,
            ProblemKind::Rule,
            r#""c9" names no candidate of the observation"#,
        );
    }
    assert_problem(
        problems,
        "mimic.demonstrator.intendedCandidateId",
        ProblemKind::Rule,
        r#""c8" names no candidate"#,
    );
}

#[test]
fn non_utf8_bytes_are_reported_and_other_lines_read() {
    let out = bad("not-utf8.jsonl", Strictness::Strict);
    assert_problem(
        errors(&out, 2),
        "",
        ProblemKind::Unreadable,
        "not valid UTF-8",
    );
    assert_eq!(valid_lines(&out), vec![1]);
}

#[test]
fn an_empty_file_is_reported() {
    let out = bad("empty.jsonl", Strictness::Strict);
    assert_eq!(out.len(), 1);
    assert_problem(errors(&out, 0), "", ProblemKind::Empty, "no records");
}

#[test]
fn a_torn_last_line_is_reported_after_the_good_lines() {
    let out = bad("torn-last-line.jsonl", Strictness::Strict);
    assert_eq!(valid_lines(&out), vec![1, 2]);
    assert_problem(errors(&out, 3), "", ProblemKind::Torn, "torn final line");
}

#[test]
fn mapping_status_must_agree_with_candidate_and_distance() {
    let out = bad("inconsistent-mapping.jsonl", Strictness::Strict);
    let problems = errors(&out, 1);
    assert_problem(
        problems,
        "mapping.candidateId",
        ProblemKind::Rule,
        "must be absent when status is no_target",
    );
    assert_problem(
        problems,
        "mapping.distancePx",
        ProblemKind::Rule,
        "not a finite number >= 0",
    );
    assert_problem(
        problems,
        "chosenCandidateId",
        ProblemKind::Rule,
        "must be absent when mapping.status is no_target",
    );
}

#[test]
fn action_fields_must_fit_the_action_type() {
    let out = bad("actions-inconsistent-with-type.jsonl", Strictness::Strict);
    let problems = errors(&out, 1);
    assert_problem(
        problems,
        "chosenAction.key",
        ProblemKind::Rule,
        "does not belong to a click action",
    );
    assert_problem(
        problems,
        "chosenAction",
        ProblemKind::Rule,
        "a click needs a point or a candidateId",
    );
    assert_problem(
        problems,
        "previousActions[0].direction",
        ProblemKind::Rule,
        "needs a direction",
    );
    assert_problem(
        problems,
        "previousActions[1].text",
        ProblemKind::Rule,
        "needs non-empty text",
    );
    assert_problem(
        problems,
        "previousActions[2].point",
        ProblemKind::Rule,
        "does not belong to a wait action",
    );
}

#[test]
fn formats_of_ids_times_hashes_and_paths_are_checked() {
    let out = bad("bad-formats.jsonl", Strictness::Strict);
    let problems = errors(&out, 1);
    assert_problem(problems, "traceId", ProblemKind::Rule, "must not be empty");
    assert_problem(
        problems,
        "createdAt",
        ProblemKind::Rule,
        "not an RFC 3339 timestamp",
    );
    assert_problem(
        problems,
        "observation.screenshotSha256",
        ProblemKind::Rule,
        "not 64 lowercase hex digits",
    );
    assert_problem(
        problems,
        "observation.screenshotPath",
        ProblemKind::Rule,
        "must not leave the output folder",
    );
}

#[test]
fn the_extension_object_is_validated() {
    let out = bad("bad-extension.jsonl", Strictness::Strict);
    let problems = errors(&out, 1);
    assert_problem(
        problems,
        "mimic.version",
        ProblemKind::Rule,
        "unsupported extension version 3; this reader supports 1 to 2",
    );
    assert_problem(
        problems,
        "mimic.observation.maskedRegions[0].bounds.width",
        ProblemKind::Rule,
        "-4 is negative",
    );
    assert_problem(
        problems,
        "mimic.observation.uncheckedRegions[0].bounds.height",
        ProblemKind::Rule,
        "-1 is negative",
    );
    assert_problem(
        problems,
        "mimic.observation.scale",
        ProblemKind::Rule,
        "0 is not a finite number > 0",
    );
    assert_problem(
        problems,
        "mimic.observation.partialReasons",
        ProblemKind::Rule,
        "partial is not true",
    );
    assert_problem(
        problems,
        "mimic.mapping.tiedCandidateIds",
        ProblemKind::Rule,
        "must be absent when mapping.status is matched_candidate",
    );
}

/// A 10 MB string is made here rather than committed.
fn ten_megabyte_string_file(dir: &Path) -> std::path::PathBuf {
    let mut record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(GOOD_RECORD).unwrap()).unwrap();
    record["taskGoal"] = serde_json::Value::String("x".repeat(10 * 1024 * 1024));
    let path = dir.join("ten-megabyte-string.jsonl");
    std::fs::write(&path, format!("{record}\n")).unwrap();
    path
}

#[test]
fn a_ten_megabyte_string_is_rejected_with_its_size() {
    let dir = tempfile::tempdir().unwrap();
    let path = ten_megabyte_string_file(dir.path());
    let out = read(&path, "ten-megabyte-string.jsonl", Strictness::Strict);
    assert_problem(
        errors(&out, 1),
        "taskGoal",
        ProblemKind::Rule,
        "string is 10485760 bytes long; the limit is 65536 bytes",
    );
}

#[test]
fn catalogue_of_messages() {
    let mut files: Vec<_> = std::fs::read_dir(BAD)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    let dir = tempfile::tempdir().unwrap();
    let big = ten_megabyte_string_file(dir.path());
    let mut inputs: Vec<(String, std::path::PathBuf)> = files
        .into_iter()
        .map(|name| (name.clone(), Path::new(BAD).join(name)))
        .collect();
    inputs.push(("ten-megabyte-string.jsonl".into(), big));

    let mut text = String::new();
    for (name, path) in &inputs {
        // Only unknown fields read differently in lenient mode.
        let modes: &[Strictness] = if name == "unknown-fields.jsonl" {
            &[Strictness::Strict, Strictness::Lenient]
        } else {
            &[Strictness::Strict]
        };
        for &strictness in modes {
            text.push_str(&format!("## {name} ({strictness:?})\n"));
            let lines = JsonlReader::new(BufReader::new(File::open(path).unwrap()), name.as_str());
            for report in RecordReader::new(lines, strictness) {
                if matches!(&report.outcome, Ok(parsed) if parsed.warnings.is_empty()) {
                    text.push_str(&format!("{name}:{}: valid\n", report.line));
                }
                for located in report.located(Some(name)) {
                    text.push_str(&format!("{located}\n"));
                }
            }
        }
    }
    insta::assert_snapshot!(text);
}
