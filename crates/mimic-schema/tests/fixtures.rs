//! The fixture records in `testdata/records/` parse strictly, validate, and
//! survive a round trip; together they cover every action type and every
//! mapping status.

use std::collections::BTreeSet;
use std::path::Path;

use mimic_schema::{MappingStatus, MimicActionType, MimicTraceRecordV1, Strictness, parse_record};

const RECORDS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/records");

fn parse_fixture(path: &Path) -> MimicTraceRecordV1 {
    let text = std::fs::read_to_string(path).unwrap();
    let parsed = parse_record(&text, Strictness::Strict).unwrap_or_else(|problems| {
        let lines: Vec<String> = problems.iter().map(ToString::to_string).collect();
        panic!("{}:\n{}", path.display(), lines.join("\n"))
    });
    assert!(
        parsed.warnings.is_empty(),
        "{}: {:?}",
        path.display(),
        parsed.warnings
    );
    parsed.record
}

/// Numbers as f64, so `1` and `1.0` compare equal.
fn normalize_numbers(value: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match value {
        Value::Number(n) => Value::from(n.as_f64().unwrap()),
        Value::Array(items) => Value::Array(items.into_iter().map(normalize_numbers).collect()),
        Value::Object(map) => Value::Object(
            map.into_iter()
                .map(|(k, v)| (k, normalize_numbers(v)))
                .collect(),
        ),
        other => other,
    }
}

#[test]
fn fixture_records_parse_validate_and_round_trip() {
    insta::glob!("../../../testdata/records", "*.json", |path| {
        let record = parse_fixture(path);
        let original: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        assert_eq!(
            normalize_numbers(serde_json::to_value(&record).unwrap()),
            normalize_numbers(original),
            "{} does not survive a round trip",
            path.display()
        );
        insta::assert_json_snapshot!(record);
    });
}

#[test]
fn fixtures_cover_every_action_type_and_mapping_status() {
    let mut actions = BTreeSet::new();
    let mut statuses = BTreeSet::new();
    for entry in std::fs::read_dir(RECORDS).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "json") {
            let record = parse_fixture(&path);
            actions.insert(record.chosen_action.action_type);
            statuses.insert(record.mapping.status);
        }
    }
    assert_eq!(actions, BTreeSet::from(MimicActionType::ALL));
    assert_eq!(statuses, BTreeSet::from(MappingStatus::ALL));
}

#[test]
fn a_record_written_by_the_typescript_side_parses_and_validates() {
    let record = parse_fixture(&Path::new(RECORDS).join("typescript-sketch-record.json"));
    assert!(
        record.mimic.is_none(),
        "the sketch's shape has no extension"
    );
    let text =
        std::fs::read_to_string(Path::new(RECORDS).join("typescript-sketch-record.json")).unwrap();
    assert!(parse_record(&text, Strictness::Lenient).is_ok());
}
