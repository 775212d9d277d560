//! The builder end to end on the fixture traces (`testdata/traces`).

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;

use common::*;
use mimic_dataset::{
    BadScreenshot, DropRule, Ratios, ScreenshotTransfer, Split, SplitBy, site_key, task_key,
};
use mimic_schema::MappingStatus;

/// Seed and ratios under which the five fixture traces fill all three splits;
/// without the Hugging Face layout, so the snapshots hold with and without
/// the `parquet` feature (tests/parquet.rs covers the layout).
fn snapshot_options(ws: &Workspace) -> mimic_dataset::BuildOptions {
    let mut options = ws.options();
    options.seed = 6;
    options.ratios = Ratios::new(0.6, 0.2, 0.2).unwrap();
    options.parquet = false;
    options
}

#[test]
fn fixture_build_matches_snapshots() {
    let ws = Workspace::new();
    let report = build_ok(snapshot_options(&ws));
    let dataset = ws.dataset();
    assert_eq!(report.dataset_dir, dataset);
    let stats: serde_json::Value =
        serde_json::from_slice(&fs::read(dataset.join("stats.json")).unwrap()).unwrap();
    insta::assert_json_snapshot!("stats", stats);
    let manifest: serde_json::Value =
        serde_json::from_slice(&fs::read(dataset.join("manifest.json")).unwrap()).unwrap();
    insta::assert_json_snapshot!("manifest", manifest);

    // One line per example: where it went and what its label says.
    let mut table = String::new();
    for split in Split::ALL {
        for example in read_split(&dataset, split) {
            let label = &example.label;
            table += &format!(
                "{split:5} {:34} {:10} {:24} {:10} {}\n",
                example.example_id,
                label.action_type.as_str(),
                label.mapping_status.as_str(),
                label.candidate_id.as_deref().unwrap_or("-"),
                serde_json::to_string(&example.flags).unwrap(),
            );
        }
    }
    insta::assert_snapshot!("examples", table);

    // The example docs/dataset.md shows, in full.
    let text = fs::read_to_string(dataset.join("train.jsonl")).unwrap();
    let shown = text
        .lines()
        .find(|line| line.contains("\"exampleId\":\"todo.add-item.i1.run-1/step-000\""))
        .unwrap();
    let shown: serde_json::Value = serde_json::from_str(shown).unwrap();
    insta::assert_json_snapshot!("documented_example", shown);
}

#[test]
fn rebuilds_are_byte_identical() {
    let ws = Workspace::new();
    for transfer in [
        ScreenshotTransfer::Reference,
        ScreenshotTransfer::Copy,
        ScreenshotTransfer::HardLink,
    ] {
        let mut options = ws.options();
        options.screenshot_transfer = transfer;
        build_ok(options.clone());
        let first = files_under(&ws.dataset());
        build_ok(options.clone());
        assert_eq!(first, files_under(&ws.dataset()), "{transfer:?}, same OUT");
        // A sibling OUT sees the run at the same relative path.
        let mut elsewhere = options;
        elsewhere.out = ws.dir.path().join("out2");
        build_ok(elsewhere);
        assert_eq!(
            first,
            files_under(&ws.dir.path().join("out2/dataset")),
            "{transfer:?}, other OUT"
        );
    }
}

#[test]
fn no_unit_straddles_two_splits() {
    let ws = Workspace::new();
    for split_by in [SplitBy::Trace, SplitBy::Task, SplitBy::Site] {
        for seed in 0..8 {
            let mut options = ws.options();
            options.split_by = split_by;
            options.seed = seed;
            options.ratios = Ratios::new(0.4, 0.3, 0.3).unwrap();
            build_ok(options);
            let mut seen: BTreeMap<String, BTreeSet<Split>> = BTreeMap::new();
            for split in Split::ALL {
                for example in read_split(&ws.dataset(), split) {
                    let unit = match split_by {
                        SplitBy::Trace => example.trace_id.clone(),
                        SplitBy::Task => {
                            task_key(example.meta.task_id.as_deref(), &example.input.task_goal)
                                .to_string()
                        }
                        SplitBy::Site => site_key(
                            example.meta.site_id.as_deref(),
                            example.input.url.as_deref(),
                            example.input.app.as_deref(),
                        )
                        .to_string(),
                    };
                    seen.entry(unit).or_default().insert(split);
                }
            }
            for (unit, splits) in &seen {
                assert_eq!(
                    splits.len(),
                    1,
                    "{split_by} {unit} in {splits:?}, seed {seed}"
                );
            }
            let expected_units = match split_by {
                SplitBy::Trace => 5,
                SplitBy::Task => 4,
                SplitBy::Site => 3,
            };
            assert_eq!(seen.len(), expected_units, "{split_by}: {seen:?}");
        }
    }
}

#[test]
fn an_empty_split_is_reported_and_still_written() {
    let ws = Workspace::new();
    let mut options = ws.options();
    options.ratios = Ratios::new(1.0, 0.0, 0.0).unwrap();
    let report = build_ok(options);
    assert_eq!(report.stats.empty_splits, vec![Split::Val, Split::Test]);
    assert_eq!(read_split(&ws.dataset(), Split::Train).len(), 12);
    assert_eq!(fs::read(ws.dataset().join("test.jsonl")).unwrap(), b"");
}

#[test]
fn cleaning_options_are_applied_and_counted() {
    let ws = Workspace::new();
    // Defaults keep everything, flagged.
    let report = build_ok(ws.options());
    assert_eq!(report.stats.records.examples, 12);
    assert!(report.stats.records.dropped.is_empty());
    let flags = &report.stats.all.flags;
    assert_eq!(
        (
            flags.verification_failed,
            flags.stale_observation,
            flags.partial_observation,
            flags.trace_incomplete
        ),
        (1, 1, 1, 3)
    );

    let mut options = ws.options();
    options.keep_statuses = vec![MappingStatus::MatchedCandidate, MappingStatus::NoTarget];
    let report = build_ok(options);
    assert_eq!(
        report.stats.records.dropped,
        BTreeMap::from([
            ("status_not_kept:ambiguous".to_string(), 1),
            ("status_not_kept:outside_observed_bounds".to_string(), 1),
        ])
    );
    assert_eq!(report.stats.records.examples, 10);

    let mut options = ws.options();
    options.drop = DropRule::ALL.to_vec();
    options.dedup_consecutive = true;
    let report = build_ok(options);
    // The first applicable rule counts: the partial step of the unfinished
    // shop.search trace is counted as incomplete_trace.
    assert_eq!(
        report.stats.records.dropped,
        BTreeMap::from([
            ("duplicate_step".to_string(), 1),
            ("incomplete_trace".to_string(), 3),
            ("stale_observation".to_string(), 1),
            ("verification_failed".to_string(), 1),
        ])
    );
    let kept: Vec<String> = Split::ALL
        .into_iter()
        .flat_map(|split| read_split(&ws.dataset(), split))
        .map(|example| example.example_id)
        .collect();
    assert!(!kept.contains(&"todo.add-item.i1.run-1/step-001".to_string()));
    assert!(kept.contains(&"todo.add-item.i1.run-1/step-000".to_string()));
    assert_eq!(kept.len(), 6, "{kept:?}");
}

#[test]
fn screenshot_references_resolve_from_the_dataset_folder() {
    let ws = Workspace::new();
    for transfer in [
        ScreenshotTransfer::Reference,
        ScreenshotTransfer::Copy,
        ScreenshotTransfer::HardLink,
    ] {
        let mut options = ws.options();
        options.screenshot_transfer = transfer;
        let report = build_ok(options);
        let counts = &report.stats.screenshots;
        assert_eq!((counts.referenced, counts.files_hashed), (11, 10));
        match transfer {
            ScreenshotTransfer::Reference => assert_eq!((counts.copied, counts.linked), (0, 0)),
            ScreenshotTransfer::Copy => assert_eq!((counts.copied, counts.linked), (10, 0)),
            ScreenshotTransfer::HardLink => assert_eq!((counts.copied, counts.linked), (0, 10)),
        }
        for split in Split::ALL {
            for example in read_split(&ws.dataset(), split) {
                let Some(shot) = example.input.screenshot else {
                    continue;
                };
                if transfer != ScreenshotTransfer::Reference {
                    assert_eq!(shot.path, format!("screenshots/{}.png", shot.sha256));
                }
                let bytes = fs::read(ws.dataset().join(&shot.path)).unwrap();
                assert_eq!(sha256_hex(&bytes), shot.sha256, "{}", shot.path);
            }
        }
    }
}

fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(bytes))
}

fn first_screenshot(ws: &Workspace, trace: &str) -> std::path::PathBuf {
    let text = fs::read_to_string(ws.trace_file(trace)).unwrap();
    let record: serde_json::Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
    ws.run()
        .join(record["observation"]["screenshotPath"].as_str().unwrap())
}

#[test]
fn a_missing_or_altered_screenshot_is_an_error_or_a_counted_skip() {
    let ws = Workspace::new();
    let shot = first_screenshot(&ws, "shop.checkout.i1.run-1");
    fs::remove_file(&shot).unwrap();
    let error = build_err(ws.options());
    assert!(
        error.contains("traces/shop.checkout.i1.run-1.jsonl:1: screenshot \"screenshots/"),
        "{error}"
    );
    assert!(error.contains("unusable"), "{error}");

    fs::write(&shot, b"not the png the record hashed").unwrap();
    let error = build_err(ws.options());
    assert!(
        error.contains("shop.checkout.i1.run-1.jsonl:1: screenshot"),
        "{error}"
    );
    assert!(error.contains("the record says"), "{error}");

    let mut options = ws.options();
    options.bad_screenshot = BadScreenshot::Skip;
    let (report, seen) = build_recording(options);
    let report = report.unwrap();
    assert_eq!(
        report.stats.records.dropped,
        BTreeMap::from([("screenshot_mismatch".to_string(), 1)])
    );
    assert_eq!(seen.skipped.len(), 1);
    assert!(
        seen.skipped[0].contains("shop.checkout.i1.run-1.jsonl:1: screenshot_mismatch"),
        "{:?}",
        seen.skipped
    );
}

#[test]
fn a_screenshot_path_escaping_the_input_folder_is_an_error() {
    let ws = Workspace::new();
    fs::write(ws.dir.path().join("secret.png"), b"outside").unwrap();
    ws.edit_line("todo.add-item.i2.run-1", 2, |record| {
        record["observation"]["screenshotPath"] = "screenshots/../../secret.png".into();
    });
    let error = build_err(ws.options());
    assert!(
        error.ends_with("todo.add-item.i2.run-1.jsonl:2: observation.screenshotPath: must not leave the output folder (contains `..`)"),
        "{error}"
    );
    assert!(!ws.dataset().exists());

    // Even a step the options drop may not point outside.
    let mut options = ws.options();
    options.keep_statuses = vec![MappingStatus::Ambiguous];
    assert!(build_err(options).contains("must not leave the output folder"));

    // A symlink inside the folder that leads out of it is refused too.
    ws.edit_line("todo.add-item.i2.run-1", 2, |record| {
        record["observation"]["screenshotPath"] = "screenshots/link.png".into();
    });
    std::os::unix::fs::symlink(
        ws.dir.path().join("secret.png"),
        ws.run().join("screenshots/link.png"),
    )
    .unwrap();
    let mut options = ws.options();
    options.bad_screenshot = BadScreenshot::Skip;
    let error = build_err(options);
    assert!(
        error.contains("todo.add-item.i2.run-1.jsonl:2: screenshot path \"screenshots/link.png\" escapes the input folder"),
        "{error}"
    );
}

#[test]
fn bad_lines_are_skipped_counted_and_located() {
    let ws = Workspace::new();
    let trace = "todo.add-item.i2.run-1";
    let good = fs::read_to_string(ws.trace_file(trace)).unwrap();
    let first = good.lines().next().unwrap();
    let other_schema = first.replace(
        "computer-use-mcp.mimic-trace.v1",
        "computer-use-mcp.mimic-trace.v2",
    );
    let other_trace = first.replace(
        "\"traceId\":\"todo.add-item.i2.run-1\"",
        "\"traceId\":\"x\"",
    );
    ws.append(
        trace,
        &format!("{{not json\n{other_schema}\n{{\"schema\":\"computer-use-mcp.mimic-trace.v1\"}}\n{other_trace}\n{first}\n{{\"schema\":"),
    );
    let (report, seen) = build_recording(ws.options());
    let report = report.unwrap();
    let lenient_build = files_under(&ws.dataset());
    assert_eq!(
        report.stats.records.skipped,
        BTreeMap::from([
            ("duplicate_step_id".to_string(), 1),
            ("shape".to_string(), 1),
            ("syntax".to_string(), 1),
            ("torn".to_string(), 1),
            ("trace_id_mismatch".to_string(), 1),
            ("unsupported_schema".to_string(), 1),
        ])
    );
    let file = ws.trace_file(trace).display().to_string();
    let expected_prefixes = [
        format!("{file}:3: syntax: key must be a string"),
        format!(
            "{file}:4: unsupported_schema: schema: unsupported schema \"computer-use-mcp.mimic-trace.v2\""
        ),
        format!("{file}:5: shape: missing field `traceId`"),
        format!("{file}:6: trace_id_mismatch:"),
        format!("{file}:7: duplicate_step_id: stepId \"step-000\""),
        format!("{file}:8: torn: schema: torn final line"),
    ];
    assert_eq!(
        seen.skipped.len(),
        expected_prefixes.len(),
        "{:?}",
        seen.skipped
    );
    for (message, prefix) in seen.skipped.iter().zip(&expected_prefixes) {
        assert!(
            message.starts_with(prefix.as_str()),
            "{message}\n  expected {prefix}"
        );
    }
    // A torn last line means the collector was interrupted.
    assert_eq!(report.stats.traces.unfinished, 3);

    let mut strict = ws.options();
    strict.strict = true;
    let error = build_err(strict);
    assert!(error.starts_with(&format!("{file}:3: syntax:")), "{error}");
    assert_eq!(lenient_build, files_under(&ws.dataset()));
}

/// Lines are parsed on worker threads in batches: skipped lines still come
/// in file order, each with the problems `parse_record` (the `validate`
/// tool's parser) gives it, word for word.
#[test]
fn skipped_lines_keep_file_order_and_the_shared_parser_messages() {
    let ws = Workspace::new();
    let trace = "todo.add-item.i2.run-1";
    let first = fs::read_to_string(ws.trace_file(trace)).unwrap();
    let mut record: serde_json::Value =
        serde_json::from_str(first.lines().next().unwrap()).unwrap();
    let file = ws.trace_file(trace).display().to_string();
    let mut text = String::new();
    let mut expected = Vec::new();
    for i in 0..300 {
        record["stepId"] = format!("s{i:03}").into();
        let mut line = record.clone();
        match i % 7 {
            3 => line["chosenCandidateId"] = "nobody".into(),
            5 => line["taskGoal"] = 5.into(),
            _ => {}
        }
        let line = serde_json::to_string(&line).unwrap();
        if let Err(problems) = mimic_schema::parse_record(&line, mimic_schema::Strictness::Lenient)
        {
            let joined: Vec<String> = problems.iter().map(ToString::to_string).collect();
            expected.push((format!("{file}:{}: ", i + 1), joined.join("; ")));
        }
        text += &line;
        text.push('\n');
    }
    fs::write(ws.trace_file(trace), text).unwrap();
    let (report, seen) = build_recording(ws.options());
    report.unwrap();
    assert_eq!(expected.len(), 86);
    assert_eq!(seen.skipped.len(), expected.len());
    for (message, (prefix, problems)) in seen.skipped.iter().zip(&expected) {
        assert!(
            message.starts_with(prefix.as_str()) && message.ends_with(problems.as_str()),
            "{message}\n  expected {prefix}...{problems}"
        );
    }
}

/// Valid lines are read on a fast road that only counts unknown fields;
/// the counts and, in strict mode, the messages are still `parse_record`'s.
#[test]
fn unknown_fields_are_counted_and_in_strict_mode_named_as_parse_record_does() {
    let ws = Workspace::new();
    let trace = "todo.add-item.i1.run-1";
    ws.edit_line(trace, 1, |record| {
        record["futureField"] = serde_json::json!({"nested": [1, 2]});
        record["observation"]["candidates"][0]["futureFlag"] = true.into();
        // Metadata is open-ended: its keys are never unknown.
        record["observation"]["candidates"][1]["metadata"] = serde_json::json!({"any": 1});
        record["chosenAction"]["futureHint"] = "x".into();
        record["mimic"]["futureExt"] = serde_json::json!([]);
    });
    ws.edit_line(trace, 2, |record| {
        record["mapping"]["futureScore"] = 0.5.into();
    });
    let text = fs::read_to_string(ws.trace_file(trace)).unwrap();
    let parsed: Vec<_> = text
        .lines()
        .map(|line| mimic_schema::parse_record(line, mimic_schema::Strictness::Lenient).unwrap())
        .collect();
    assert_eq!(parsed[0].warnings.len(), 4);
    assert_eq!(parsed[1].warnings.len(), 1);
    let all_fixture_warnings: usize = fs::read_dir(ws.run().join("traces"))
        .unwrap()
        .flat_map(|entry| {
            let text = fs::read_to_string(entry.unwrap().path()).unwrap();
            text.lines()
                .filter_map(|line| {
                    mimic_schema::parse_record(line, mimic_schema::Strictness::Lenient).ok()
                })
                .map(|parsed| parsed.warnings.len())
                .collect::<Vec<_>>()
        })
        .sum();
    let report = build_ok(ws.options());
    assert_eq!(
        report.stats.records.unknown_fields_ignored,
        all_fixture_warnings as u64
    );
    assert!(all_fixture_warnings >= 5);

    let mut strict = ws.options();
    strict.strict = true;
    let problems = mimic_schema::parse_record(
        text.lines().next().unwrap(),
        mimic_schema::Strictness::Strict,
    )
    .unwrap_err();
    let joined: Vec<String> = problems.iter().map(ToString::to_string).collect();
    assert_eq!(
        build_err(strict),
        format!(
            "{}:1: unknown_field: {}",
            ws.trace_file(trace).display(),
            joined.join("; ")
        )
    );
}

#[test]
fn empty_input_is_an_error() {
    let ws = Workspace::new();
    let empty = ws.dir.path().join("empty");
    fs::create_dir_all(empty.join("traces")).unwrap();
    let error = build_err(mimic_dataset::BuildOptions::new(
        vec![empty.clone()],
        ws.out(),
    ));
    assert!(
        error.contains("no *.jsonl trace files") && error.contains("empty/traces"),
        "{error}"
    );

    // A bare folder is read by the same rule: its own *.jsonl files.
    fs::remove_dir(empty.join("traces")).unwrap();
    let error = build_err(mimic_dataset::BuildOptions::new(
        vec![empty.clone()],
        ws.out(),
    ));
    assert!(error.contains("no *.jsonl trace files"), "{error}");

    fs::create_dir_all(empty.join("traces")).unwrap();
    fs::write(empty.join("traces/blank.jsonl"), "\n{oops}\n").unwrap();
    let error = build_err(mimic_dataset::BuildOptions::new(vec![empty], ws.out()));
    assert!(error.contains("no examples"), "{error}");
    assert!(!ws.out().join("dataset").exists());
}

#[test]
fn the_same_trace_in_two_inputs_is_an_error() {
    let ws = Workspace::new();
    let second = ws.dir.path().join("run2");
    copy_dir(&ws.run(), &second);
    let mut options = ws.options();
    options.trace_roots.push(second.clone());
    let error = build_err(options);
    let first_file = ws
        .trace_file("shop.checkout.i1.run-1")
        .display()
        .to_string();
    let second_file = second
        .join("traces/shop.checkout.i1.run-1.jsonl")
        .display()
        .to_string();
    assert_eq!(
        error,
        format!(
            "{second_file}:1: traceId \"shop.checkout.i1.run-1\" was already read from {first_file}:1; each trace must come from one file"
        )
    );
}

#[test]
fn two_roots_build_one_dataset() {
    let ws = Workspace::new();
    let second = ws.dir.path().join("run2");
    fs::create_dir_all(second.join("traces")).unwrap();
    let text = fs::read_to_string(ws.trace_file("ts-login-0001")).unwrap();
    fs::write(
        second.join("traces/other.jsonl"),
        text.replace("ts-login-0001", "ts-login-0002"),
    )
    .unwrap();
    let mut options = ws.options();
    options.trace_roots.push(second);
    let report = build_ok(options);
    assert_eq!(report.stats.records.examples, 13);
    assert_eq!(report.manifest.roots, vec!["../run", "../run2"]);
    assert_eq!(report.manifest.inputs.last().unwrap().root, "../run2");
}

#[test]
fn a_failed_rebuild_keeps_the_previous_dataset_and_leaves_no_partial_files() {
    let ws = Workspace::new();
    build_ok(ws.options());
    let before = files_under(&ws.dataset());
    ws.edit_line("shop.search.i1.run-1", 2, |record| {
        record["observation"]["screenshotPath"] = "/etc/passwd".into();
    });
    let error = build_err(ws.options());
    assert!(
        error.ends_with(
            "shop.search.i1.run-1.jsonl:2: observation.screenshotPath: must be relative to the output folder, not absolute"
        ),
        "{error}"
    );
    assert_eq!(before, files_under(&ws.dataset()));
    let leftovers: Vec<String> = fs::read_dir(ws.out())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(leftovers, vec!["dataset"]);
}

#[test]
fn a_foreign_dataset_folder_is_not_replaced() {
    let ws = Workspace::new();
    fs::create_dir_all(ws.dataset()).unwrap();
    fs::write(ws.dataset().join("notes.txt"), "mine").unwrap();
    let error = build_err(ws.options());
    assert!(error.contains("is not a dataset built by mimic"), "{error}");
    assert_eq!(
        fs::read_to_string(ws.dataset().join("notes.txt")).unwrap(),
        "mine"
    );
}

#[cfg(not(feature = "parquet"))]
#[test]
fn parquet_without_the_feature_is_refused_before_anything_is_written() {
    let ws = Workspace::new();
    let mut options = ws.options();
    options.parquet = true;
    let error = build_err(options);
    assert!(error.contains("`parquet` feature"), "{error}");
    assert!(!ws.out().exists());
}
