//! The mapping catalogue: one fixture file per case in `testdata/mapping/`,
//! one snapshot per case (`snapshots/catalogue__case@<file>.snap`).
//!
//! Each snapshot holds what a record would store: `mapping`,
//! `chosenCandidateId` and `mimic.mapping` (as `mimicMapping`).

// Tests read fixture files; the purity bans in clippy.toml are for the library.
#![allow(clippy::disallowed_methods)]

use std::collections::BTreeSet;
use std::path::Path;

use mimic_map::{MapOptions, ReasonCode, prepare};
use mimic_schema::{ActionExtV1, MimicActionV1, MimicObservationV1, ObservationExtV1};
use serde::Deserialize;

/// One case file.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Case {
    /// What the case shows; it becomes the snapshot's description.
    description: String,
    observation: MimicObservationV1,
    #[serde(default)]
    observation_ext: Option<ObservationExtV1>,
    #[serde(default)]
    previous_actions: Vec<MimicActionV1>,
    action: MimicActionV1,
    /// What the recorder saw of the action (the element its keys went to).
    #[serde(default)]
    action_ext: Option<ActionExtV1>,
    /// Screenshot pixels; the default tolerance when absent.
    #[serde(default)]
    near_miss_tolerance_px: Option<f64>,
    /// The rules a trace was recorded under (`1`, `2`); the current ones when
    /// absent.
    #[serde(default)]
    rules_version: Option<String>,
}

fn load(path: &Path) -> Case {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: cannot read: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn options(case: &Case) -> MapOptions {
    let options = case
        .near_miss_tolerance_px
        .map(|px| MapOptions::with_near_miss_tolerance_px(px).expect("valid tolerance"))
        .unwrap_or_default();
    match &case.rules_version {
        Some(v) => options.with_rules(
            MapOptions::from_rules_version(v)
                .expect("known rules version")
                .rules(),
        ),
        None => options,
    }
}

#[test]
fn case() {
    let mut codes_seen = BTreeSet::new();
    let mut cases = 0;
    insta::glob!("../../../testdata/mapping", "*.json", |path| {
        let case = load(path);
        let options = options(&case);
        let prepared = prepare(&case.observation, case.observation_ext.as_ref(), &options)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let key_target = case.action_ext.as_ref().and_then(|a| a.key_target.as_ref());
        let mapping = prepared.map_with(&case.action, key_target, &case.previous_actions);
        let recorded = mapping.to_recorded();

        // The naive reference scan must agree with the index.
        let reference =
            prepared.map_by_full_scan_with(&case.action, key_target, &case.previous_actions);
        assert_eq!(reference.to_recorded(), recorded, "{}", path.display());

        // The answer never depends on candidate order.
        let mut reversed = case.observation.clone();
        reversed.candidates.reverse();
        let prepared_reversed = prepare(&reversed, case.observation_ext.as_ref(), &options)
            .expect("same facts, other order");
        assert_eq!(
            prepared_reversed
                .map_with(&case.action, key_target, &case.previous_actions)
                .to_recorded(),
            recorded,
            "{}: reversed candidate order changed the answer",
            path.display()
        );

        codes_seen.insert(mapping.reason_code());
        cases += 1;
        insta::with_settings!({ description => case.description.as_str(), omit_expression => true }, {
            insta::assert_json_snapshot!(recorded);
        });
    });

    assert!(
        cases >= 30,
        "the catalogue holds at least 30 cases, found {cases}"
    );
    // Every reason code has a case, except one no JSON file can express.
    let unexpressible = [ReasonCode::InvalidPoint];
    let missing: Vec<_> = ReasonCode::ALL
        .into_iter()
        .filter(|code| !codes_seen.contains(code) && !unexpressible.contains(code))
        .collect();
    assert!(missing.is_empty(), "no catalogue case for {missing:?}");
}
