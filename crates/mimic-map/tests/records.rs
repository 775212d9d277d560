//! Whole records: filling their mapping, and remapping traces stored under
//! other rules (the fixture traces in `testdata/mapping/traces/`).

// Tests read fixture files; the purity bans in clippy.toml are for the library.
#![allow(clippy::disallowed_methods, clippy::disallowed_types)]

use std::path::PathBuf;

use mimic_map::{
    MapError, MapOptions, ReasonCode, RulesVersion, apply_to_record, prepare, remap_record,
};
use mimic_schema::jsonl::JsonlReader;
use mimic_schema::{
    Bounds, CandidateSource, MappingStatus, MimicActionV1, MimicCandidateV1, MimicObservationV1,
    MimicTraceRecordV1, Point,
};

fn trace(name: &str) -> Vec<MimicTraceRecordV1> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata/mapping/traces")
        .join(name);
    JsonlReader::open(&path)
        .unwrap_or_else(|e| panic!("{e}"))
        .values::<MimicTraceRecordV1>()
        .map(|line| line.unwrap_or_else(|e| panic!("{e}")).1)
        .collect()
}

#[test]
fn records_mapped_by_the_current_rules_remap_to_themselves() {
    let records = trace("current-rules.jsonl");
    assert!(records.len() >= 5);
    for record in &records {
        let diff = remap_record(record, &MapOptions::default()).expect("valid record");
        assert_eq!(diff, None, "{}", record.step_id);
    }
}

#[test]
fn records_mapped_by_older_rules_show_old_and_new_with_both_reasons() {
    let diffs: Vec<String> = trace("older-rules.jsonl")
        .iter()
        .filter_map(|r| remap_record(r, &MapOptions::default()).expect("valid record"))
        .map(|d| d.to_string())
        .collect();
    // Two of the five records agree with the current rules.
    assert_eq!(diffs.len(), 3);
    insta::assert_snapshot!(diffs.join("\n"));
}

#[test]
fn apply_fills_the_mapping_and_keeps_the_rest_of_the_record() {
    let mut record = trace("older-rules.jsonl").remove(1);
    let before = record.clone();
    apply_to_record(&mut record, &MapOptions::default()).expect("valid record");

    assert_eq!(record.mapping.status, MappingStatus::NoTarget);
    assert_eq!(record.chosen_candidate_id, None);
    let ext = record.mimic.as_ref().expect("extension");
    let mapping_ext = ext.mapping.as_ref().expect("mimic.mapping");
    assert_eq!(mapping_ext.reason_code, "nothing_at_point");
    assert_eq!(mapping_ext.rules_version, mimic_map::RULES_VERSION);
    assert_eq!(ext.observation, before.mimic.as_ref().unwrap().observation);
    assert_eq!(ext.step_index, Some(1));
    // Nothing but the mapping fields changed.
    let mut expected = before;
    expected.mapping = record.mapping.clone();
    expected.chosen_candidate_id = None;
    expected.ext_mut().mapping = Some(mapping_ext.clone());
    assert_eq!(record, expected);
    // And a second pass has nothing left to change.
    assert_eq!(remap_record(&record, &MapOptions::default()), Ok(None));
}

#[test]
fn invalid_observation_facts_are_errors_naming_the_field() {
    let mut record = trace("current-rules.jsonl").remove(0);
    let obs = record
        .ext_mut()
        .observation
        .as_mut()
        .expect("observation ext");
    obs.scale = 0.0;
    let err = remap_record(&record, &MapOptions::default()).unwrap_err();
    assert_eq!(err, MapError::InvalidScale(0.0));
    assert!(err.to_string().contains("mimic.observation.scale"), "{err}");

    let obs = record
        .ext_mut()
        .observation
        .as_mut()
        .expect("observation ext");
    obs.scale = 1.0;
    obs.observed_area = Bounds::new(0.0, 0.0, 0.0, 720.0);
    let err = remap_record(&record, &MapOptions::default()).unwrap_err();
    assert!(
        err.to_string().contains("mimic.observation.observedArea"),
        "{err}"
    );

    for bad in [-1.0, f64::NAN, f64::INFINITY] {
        assert!(matches!(
            MapOptions::with_near_miss_tolerance_px(bad),
            Err(MapError::InvalidTolerance(_))
        ));
    }
}

#[test]
fn a_point_that_is_not_a_number_is_no_target() {
    let observation = MimicObservationV1 {
        candidates: vec![MimicCandidateV1 {
            id: "everything".into(),
            source: CandidateSource::Manual,
            role: None,
            label: None,
            text: None,
            bounds: Bounds::new(-1e9, -1e9, 2e9, 2e9),
            enabled: None,
            visible: None,
            metadata: None,
        }],
        ..MimicObservationV1::default()
    };
    let prepared = prepare(&observation, None, &MapOptions::default()).expect("valid");
    for p in [Point::new(f64::NAN, 1.0), Point::new(1.0, f64::INFINITY)] {
        let click = MimicActionV1::click(p);
        let mapping = prepared.map(&click, &[]);
        assert_eq!(mapping.status(), MappingStatus::NoTarget);
        assert_eq!(mapping.reason_code(), ReasonCode::InvalidPoint);
        assert_eq!(
            mapping.reason(),
            "the action's point is not a finite number"
        );
    }
}

/// A tab item and the link inside it, same paint order, the link a pixel
/// taller: rules 1 gave the item, rules 2 and later give the link.
fn tab_record() -> MimicTraceRecordV1 {
    let mut record = trace("current-rules.jsonl").remove(0);
    let candidate = |id: &str, role: &str, height: f64, parent: Option<&str>| {
        let mut metadata = serde_json::Map::new();
        metadata.insert("paintOrder".into(), 1.into());
        if let Some(parent) = parent {
            metadata.insert("parentId".into(), parent.into());
        }
        MimicCandidateV1 {
            id: id.into(),
            source: CandidateSource::ChromeDom,
            role: Some(role.into()),
            label: Some("Security".into()),
            text: None,
            bounds: Bounds::new(254.0, 94.0, 92.0, height),
            enabled: Some(true),
            visible: Some(true),
            metadata: Some(metadata),
        }
    };
    record.observation.candidates = vec![
        candidate("tab-security", "tab", 41.0, None),
        candidate("link-security", "link", 42.0, Some("tab-security")),
    ];
    record.chosen_action = MimicActionV1::click(Point::new(300.0, 110.0));
    record.previous_actions.clear();
    record
}

#[test]
fn a_trace_mapped_under_rules_1_keeps_its_answers_under_rules_1() {
    let mut record = tab_record();
    let v1 = MapOptions::default().with_rules(RulesVersion::V1);
    apply_to_record(&mut record, &v1).expect("valid record");
    assert_eq!(record.chosen_candidate_id.as_deref(), Some("tab-security"));
    let recorded = record.mimic.as_ref().unwrap().mapping.as_ref().unwrap();
    assert_eq!(recorded.rules_version, "1");

    // Mapped again under the rules it names: the same decision.
    let same = MapOptions::from_rules_version(&recorded.rules_version).expect("known");
    assert_eq!(same.rules(), RulesVersion::V1);
    assert_eq!(remap_record(&record, &same), Ok(None));
    // Under the current rules the link wins, and the remap says so.
    let diff = remap_record(&record, &MapOptions::default())
        .expect("valid record")
        .expect("the current rules decide otherwise");
    let text = diff.to_string();
    assert!(
        text.contains("-> matched_candidate link-security"),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "innermost_in_tree, rules {}",
            mimic_map::RULES_VERSION
        )),
        "{text}"
    );
}

#[test]
fn recorded_rules_versions_name_their_options() {
    let v = MapOptions::from_rules_version("1;near-miss-tolerance=3px").expect("known");
    assert_eq!(
        (v.rules(), v.near_miss_tolerance_px()),
        (RulesVersion::V1, 3.0)
    );
    assert_eq!(v.rules_version(), "1;near-miss-tolerance=3px");
    assert_eq!(
        MapOptions::from_rules_version("7"),
        Ok(MapOptions::default())
    );
    assert_eq!(
        MapOptions::from_rules_version("5"),
        Ok(MapOptions::default().with_rules(RulesVersion::V5))
    );
    assert_eq!(
        MapOptions::from_rules_version("6"),
        Ok(MapOptions::default().with_rules(RulesVersion::V6))
    );
    assert_eq!(
        MapOptions::from_rules_version("4"),
        Ok(MapOptions::default().with_rules(RulesVersion::V4))
    );
    assert_eq!(
        MapOptions::from_rules_version("3"),
        Ok(MapOptions::default().with_rules(RulesVersion::V3))
    );
    assert_eq!(
        MapOptions::from_rules_version("2"),
        Ok(MapOptions::default().with_rules(RulesVersion::V2))
    );
    for bad in ["8", "", "2;tolerance=3", "1;near-miss-tolerance=-1px"] {
        assert!(MapOptions::from_rules_version(bad).is_err(), "{bad}");
    }
}
