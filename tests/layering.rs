//! Layers point down only, checked on the real dependency graph: mimic-map,
//! mimic-dataset and mimic-eval reach neither mimic-observe nor tokio nor
//! chromiumoxide (so a scorer has no path to an executor), mimic-observe
//! depends on no mimic crate but mimic-schema, and mimic-fidelity (the
//! Chromium referee) sits above mimic-observe and mimic-map, below the
//! facade.

use std::path::Path;
use std::process::Command;

/// Every package `package` depends on, by any edge kind, on any target, with
/// every feature on.
fn dependencies(package: &str) -> Vec<String> {
    tree(package, &["--edges", "normal,build,dev", "--all-features"])
}

/// What `package` compiles for an embedder: normal and build edges, on any
/// target, with `features` (and no default features).
fn embedded_dependencies(package: &str, features: &str) -> Vec<String> {
    tree(
        package,
        &[
            "--edges",
            "normal,build",
            "--no-default-features",
            "--features",
            features,
        ],
    )
}

fn tree(package: &str, selection: &[&str]) -> Vec<String> {
    let output = Command::new(env!("CARGO"))
        .args(["tree", "--quiet", "--package", package])
        .args(selection)
        .args(["--target", "all"])
        .args(["--prefix", "none", "--format", "{p}"])
        .arg("--manifest-path")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "cargo tree -p {package}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let mut names: Vec<String> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_owned)
        .filter(|name| name != package)
        .collect();
    names.sort();
    names.dedup();
    names
}

/// Names in `dependencies` that `forbidden` rejects.
fn violations(dependencies: &[String], forbidden: impl Fn(&str) -> bool) -> Vec<&str> {
    dependencies
        .iter()
        .map(String::as_str)
        .filter(|name| forbidden(name))
        .collect()
}

fn reaches_runtime(name: &str) -> bool {
    matches!(
        name,
        "mimic-observe" | "mimic-fidelity" | "tokio" | "chromiumoxide"
    ) || name.starts_with("chromiumoxide_")
}

#[test]
fn pure_layers_never_reach_the_observer_or_an_async_runtime() {
    for package in ["mimic-map", "mimic-dataset", "mimic-eval"] {
        let deps = dependencies(package);
        let bad = violations(&deps, reaches_runtime);
        assert!(bad.is_empty(), "{package} depends on {bad:?}");
    }
}

#[test]
fn the_facade_without_the_collector_compiles_no_browser_code() {
    let deps = embedded_dependencies("mimic", "");
    let bad = violations(&deps, reaches_runtime);
    assert!(
        bad.is_empty(),
        "mimic without `collector` depends on {bad:?}"
    );
    for layer in ["mimic-schema", "mimic-map", "mimic-dataset", "mimic-eval"] {
        assert!(deps.iter().any(|d| d == layer), "{layer} not in {deps:?}");
    }
    let with_collector = embedded_dependencies("mimic", "collector");
    assert!(
        !violations(&with_collector, reaches_runtime).is_empty(),
        "the collector feature brings the observer"
    );
}

#[test]
fn the_observer_depends_on_no_mimic_crate_but_the_schema() {
    let deps = dependencies("mimic-observe");
    let bad = violations(&deps, |name| {
        name.starts_with("mimic") && name != "mimic-schema"
    });
    assert!(bad.is_empty(), "mimic-observe depends on {bad:?}");
}

#[test]
fn the_referee_sits_above_the_observer_and_the_mapper_below_the_facade() {
    let deps = dependencies("mimic-fidelity");
    for layer in ["mimic-schema", "mimic-observe", "mimic-map"] {
        assert!(deps.iter().any(|d| d == layer), "{layer} not in {deps:?}");
    }
    let bad = violations(&deps, |name| {
        matches!(
            name,
            "mimic" | "mimic-dataset" | "mimic-eval" | "mimic-wasm"
        )
    });
    assert!(bad.is_empty(), "mimic-fidelity depends on {bad:?}");
    for package in [
        "mimic-schema",
        "mimic-observe",
        "mimic-map",
        "mimic-dataset",
        "mimic-eval",
    ] {
        let deps = dependencies(package);
        assert!(
            !deps.iter().any(|d| d == "mimic-fidelity"),
            "{package} depends on mimic-fidelity"
        );
    }
    assert!(
        embedded_dependencies("mimic", "collector")
            .iter()
            .any(|d| d == "mimic-fidelity"),
        "the facade's collector brings the referee"
    );
}

#[test]
fn the_check_sees_what_it_forbids() {
    // The root package joins the layers, so the graph query must find them
    // there; an empty answer would make the checks above vacuous.
    let deps = dependencies("mimic");
    for layer in ["mimic-schema", "mimic-map", "mimic-dataset", "mimic-eval"] {
        assert!(deps.iter().any(|d| d == layer), "{layer} not in {deps:?}");
    }
    assert_eq!(
        violations(
            &["tokio".into(), "chromiumoxide_cdp".into(), "serde".into()],
            reaches_runtime
        ),
        ["tokio", "chromiumoxide_cdp"]
    );
}
