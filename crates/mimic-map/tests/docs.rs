//! `docs/mapping.md` is the contract: it must list every reason code, the
//! rules version and the default tolerance the code uses.

// Tests read the document; the purity bans in clippy.toml are for the library.
#![allow(clippy::disallowed_methods)]

use mimic_map::{DEFAULT_NEAR_MISS_TOLERANCE_PX, RULES_VERSION, ReasonCode};

fn doc() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/mapping.md");
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_reason_code_is_documented_with_its_status() {
    let doc = doc();
    for code in ReasonCode::ALL {
        let status = match code.status().as_str() {
            "matched_candidate" => "matched",
            "outside_observed_bounds" => "outside_observed_bounds",
            other => other,
        };
        let row = format!("| `{}` | {status} |", code.as_str());
        assert!(doc.contains(&row), "docs/mapping.md lacks the row `{row}`");
    }
}

#[test]
fn the_rules_version_and_default_tolerance_are_documented() {
    let doc = doc();
    assert!(doc.contains(&format!("rules version `{RULES_VERSION}`")));
    assert!(doc.contains(&format!(
        "Default: {DEFAULT_NEAR_MISS_TOLERANCE_PX} screenshot pixels"
    )));
}
