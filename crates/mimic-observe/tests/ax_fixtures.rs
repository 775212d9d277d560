//! Hand-written accessibility trees (`testdata/ax/`) through the platform-free
//! macOS code: candidates, ids, observation facts and the Chrome merge.
#![cfg(feature = "macos")]

use std::path::{Path, PathBuf};

use mimic_observe::Observation;
use mimic_observe::macos::MacError;
use mimic_observe::macos::candidates::{candidates_from_tree, observation_from_tree, web_area};
use mimic_observe::macos::merge::merge_observations;
use mimic_observe::macos::tasks::{self, Expect};
use mimic_observe::macos::tree::{AxNode, AxTree};
use mimic_schema::{Bounds, MimicCandidateV1};

fn fixture_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata/ax")
        .join(name)
}

fn fixture(name: &str) -> AxTree {
    AxTree::read(&fixture_path(name)).unwrap_or_else(|e| panic!("{e}"))
}

fn fixture_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(fixture_path(""))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".json") && !n.ends_with(".dom.json"))
        .collect();
    names.sort();
    names
}

#[test]
fn every_fixture_is_exactly_the_walker_shape() {
    let names = fixture_names();
    assert!(names.len() >= 4, "{names:?}");
    for name in names {
        let text = std::fs::read_to_string(fixture_path(&name)).unwrap();
        let tree = AxTree::from_json(&text, Path::new(&name)).unwrap();
        // Nothing lost, renamed or reordered: serializing gives back the
        // same document, key for key (the walker writes keys in this order).
        let original: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            serde_json::to_string_pretty(&tree).unwrap(),
            serde_json::to_string_pretty(&original).unwrap(),
            "{name}"
        );
    }
}

#[test]
fn textedit_window() {
    let obs = observation_from_tree(&fixture("textedit-window.json"), None, None).unwrap();
    insta::assert_json_snapshot!(obs);
}

#[test]
fn system_settings_on_a_left_display() {
    let obs = observation_from_tree(&fixture("system-settings-display.json"), None, None).unwrap();
    insta::assert_json_snapshot!(obs);
}

#[test]
fn calculator_cut_by_the_node_limit_is_partial() {
    let obs = observation_from_tree(&fixture("calculator-partial.json"), None, None).unwrap();
    assert_eq!(obs.ext.partial, Some(true));
    insta::assert_json_snapshot!(obs);
}

#[test]
fn chrome_page_merged_with_its_dom_candidates() {
    let tree = fixture("chrome-signin.json");
    assert_eq!(
        web_area(&tree),
        Some(Bounds::new(0.0, 112.0, 1280.0, 713.0))
    );
    let ax = observation_from_tree(&tree, None, None).unwrap();
    let dom: Observation = serde_json::from_str(
        &std::fs::read_to_string(fixture_path("chrome-signin.dom.json")).unwrap(),
    )
    .unwrap();
    let merged = merge_observations(&tree, &ax, &dom).unwrap();
    let ids: Vec<&str> = merged
        .observation
        .candidates
        .iter()
        .map(|c| c.id.as_str())
        .collect();
    // Page elements seen by both come once, from the DOM; the toolbar and the
    // cross-origin frame's button come from AX.
    assert_eq!(ids.iter().filter(|id| id.starts_with("dom-")).count(), 4);
    let ax_labels: Vec<_> = merged
        .observation
        .candidates
        .iter()
        .filter(|c| !c.id.starts_with("dom-"))
        .filter_map(|c| c.label.as_deref())
        .collect();
    assert!(ax_labels.contains(&"Accept cookies"), "{ax_labels:?}");
    assert!(!ax_labels.contains(&"Sign in"), "{ax_labels:?}");
    assert_eq!(
        merged.observation.url.as_deref(),
        Some("http://127.0.0.1:8080/signin")
    );
    assert_eq!(
        merged.ext.partial_reasons.as_deref(),
        Some(&["cross_origin_iframe".to_string()][..])
    );
    insta::assert_json_snapshot!(merged);
}

#[test]
fn no_secret_or_typed_password_reaches_a_candidate() {
    for name in fixture_names() {
        let candidates = candidates_from_tree(&fixture(&name));
        for c in candidates.iter().filter(|c| {
            c.metadata
                .as_ref()
                .is_some_and(|m| m.get("sensitive").is_some())
        }) {
            assert_eq!(c.text, None, "{name}: {}", c.id);
            assert_eq!(c.metadata.as_ref().unwrap().get("value"), None);
        }
    }
}

fn ids(candidates: &[MimicCandidateV1]) -> Vec<(String, String)> {
    candidates
        .iter()
        .map(|c| {
            (
                c.metadata.as_ref().unwrap()["axPath"]
                    .as_str()
                    .unwrap()
                    .to_string(),
                c.id.clone(),
            )
        })
        .collect()
}

#[test]
fn ids_are_stable_and_survive_an_unrelated_insertion() {
    let tree = fixture("system-settings-display.json");
    let first = candidates_from_tree(&tree);
    assert_eq!(
        first,
        candidates_from_tree(&fixture("system-settings-display.json"))
    );

    // A new button in the sheet, before its others, and a new menu-bar item
    // at the end: every other element keeps its id.
    let mut changed = tree.clone();
    let window = &mut changed.root.children[0];
    let sheet = window
        .children
        .iter_mut()
        .find(|n| n.role() == "AXSheet")
        .unwrap();
    let mut extra = sheet.children[3].clone();
    extra.title = Some("Other…".into());
    sheet.children.insert(
        0,
        AxNode {
            role: Some("AXLink".into()),
            ..extra
        },
    );
    let menu_bar = &mut changed.root.children[1];
    let mut item = menu_bar.children[4].clone();
    item.title = Some("Extra".into());
    menu_bar.children.push(item);

    let before = ids(&first);
    let after = ids(&candidates_from_tree(&changed));
    assert_eq!(after.len(), before.len() + 2);
    for pair in &before {
        assert!(after.contains(pair), "{pair:?} changed");
    }
}

#[test]
fn task_targets_resolve_on_the_fixtures() {
    let calc = fixture("calculator-partial.json");
    let candidates = candidates_from_tree(&calc);
    let add = tasks::task("calculator.add").unwrap();
    let clicks: Vec<_> = add
        .steps
        .iter()
        .filter_map(|s| match s.action {
            tasks::StepAction::Click(t) => Some(t),
            _ => None,
        })
        .collect();
    // 1, 2, Add and 7 are in the (partial) tree; Equals was cut off.
    let found: Vec<_> = clicks
        .iter()
        .map(|t| tasks::find_target(t, &candidates).map(|c| c.label.clone().unwrap()))
        .collect();
    assert_eq!(
        found,
        [
            Some("1".into()),
            Some("2".into()),
            Some("Add".into()),
            Some("7".into()),
            None
        ]
    );
    assert!(
        Expect::Shows {
            ax_role: "AXStaticText",
            texts: &["12"]
        }
        .holds(&calc)
    );
    assert!(
        !Expect::Shows {
            ax_role: "AXStaticText",
            texts: &["19"]
        }
        .holds(&calc)
    );

    let textedit = fixture("textedit-window.json");
    let textedit_candidates = candidates_from_tree(&textedit);
    let area = tasks::find_target(
        &tasks::Target {
            role: "textbox",
            labels: &[],
        },
        &textedit_candidates,
    )
    .unwrap();
    assert_eq!(
        area.metadata.as_ref().unwrap()["identifier"],
        "First Text View"
    );
    assert!(
        Expect::ValueContains {
            ax_role: "AXTextArea",
            text: "Dear mimic"
        }
        .holds(&textedit)
    );
    assert!(
        !Expect::ValueEmpty {
            ax_role: "AXTextArea"
        }
        .holds(&textedit)
    );
}

#[test]
fn a_broken_tree_names_the_file_and_line() {
    let text = std::fs::read_to_string(fixture_path("textedit-window.json"))
        .unwrap()
        .replacen(
            "\"roleDescription\": \"close button\"",
            "\"roleDescripton\": \"close button\"",
            1,
        );
    let err = AxTree::from_json(&text, Path::new("testdata/ax/broken.json")).unwrap_err();
    let message = err.to_string();
    assert!(matches!(err, MacError::BadTree { .. }));
    assert!(
        message.starts_with("testdata/ax/broken.json: "),
        "{message}"
    );
    assert!(
        message.contains("roleDescripton") && message.contains("line 67"),
        "{message}"
    );
}
