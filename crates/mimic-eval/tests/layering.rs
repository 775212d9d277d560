//! mimic-eval can rank, never execute: nothing it links, directly or
//! through another crate, reaches a browser, the OS input layer or an
//! async runtime.

use std::collections::{BTreeSet, HashMap};
use std::process::Command;

use serde_json::Value;

const FORBIDDEN: [&str; 3] = ["mimic-observe", "tokio", "chromiumoxide"];

#[test]
fn mimic_eval_depends_on_dataset_and_schema_only() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let output = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--manifest-path"])
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let metadata: Value = serde_json::from_slice(&output.stdout).unwrap();
    let names: HashMap<&str, &str> = metadata["packages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["id"].as_str().unwrap(), p["name"].as_str().unwrap()))
        .collect();
    let nodes: HashMap<&str, &Value> = metadata["resolve"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| (n["id"].as_str().unwrap(), n))
        .collect();
    // Normal (non-dev, non-build) dependencies of a package.
    let normal_deps = |id: &str| -> Vec<&str> {
        nodes[id]["deps"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|d| {
                d["dep_kinds"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|k| k["kind"].is_null())
            })
            .map(|d| d["pkg"].as_str().unwrap())
            .collect()
    };
    let eval = names
        .iter()
        .find(|(_, name)| **name == "mimic-eval")
        .map(|(id, _)| *id)
        .unwrap();
    let direct_mimic: BTreeSet<&str> = normal_deps(eval)
        .into_iter()
        .map(|id| names[id])
        .filter(|name| name.starts_with("mimic"))
        .collect();
    assert_eq!(
        direct_mimic,
        BTreeSet::from(["mimic-dataset", "mimic-schema"])
    );
    let mut seen = BTreeSet::new();
    let mut stack = vec![eval];
    while let Some(id) = stack.pop() {
        if seen.insert(names[id]) {
            stack.extend(normal_deps(id));
        }
    }
    for forbidden in FORBIDDEN {
        assert!(
            !seen.contains(forbidden),
            "mimic-eval reaches {forbidden}: {seen:?}"
        );
    }
}
