//! Layers point down only, checked on the real dependency graph: each mimic
//! crate depends only on the mimic crates below it ([`LAYERS`]); the pure
//! layers (mimic-input, mimic-map, mimic-dataset, mimic-eval, mimic-viewer,
//! mimic-task)
//! reach neither mimic-observe nor tokio nor chromiumoxide, so a scorer has
//! no path to an executor and the viewer none to a browser. mimic-fidelity,
//! the Chromium referee, sits above mimic-observe and mimic-map, below the
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

/// Each workspace crate and the mimic crates it may depend on (directly or
/// not): the layer graph of docs/architecture.md.
const LAYERS: &[(&str, &[&str])] = &[
    ("mimic-schema", &[]),
    ("mimic-rng", &[]),
    ("mimic-genpage", &["mimic-rng"]),
    ("mimic-input", &["mimic-schema"]),
    ("mimic-map", &["mimic-schema"]),
    ("mimic-dataset", &["mimic-schema"]),
    (
        "mimic-eval",
        &["mimic-schema", "mimic-dataset", "mimic-rng"],
    ),
    ("mimic-viewer", &["mimic-schema"]),
    ("mimic-task", &["mimic-schema", "mimic-rng"]),
    (
        "mimic-wasm",
        &[
            "mimic-schema",
            "mimic-map",
            "mimic-dataset",
            "mimic-eval",
            "mimic-rng",
        ],
    ),
    ("mimic-observe", &["mimic-schema", "mimic-input"]),
    (
        "mimic-fidelity",
        &[
            "mimic-schema",
            "mimic-input",
            "mimic-observe",
            "mimic-map",
            "mimic-rng",
            "mimic-genpage",
        ],
    ),
    (
        "mimic-collect",
        &[
            "mimic-schema",
            "mimic-input",
            "mimic-observe",
            "mimic-map",
            "mimic-rng",
            "mimic-task",
        ],
    ),
];

const PURE: &[&str] = &[
    "mimic-rng",
    "mimic-genpage",
    "mimic-input",
    "mimic-map",
    "mimic-dataset",
    "mimic-eval",
    "mimic-viewer",
    "mimic-wasm",
    "mimic-task",
];

#[test]
fn every_crate_depends_only_on_the_layers_below_it() {
    for (package, allowed) in LAYERS {
        let deps = dependencies(package);
        let bad = violations(&deps, |name| {
            name.starts_with("mimic") && !allowed.contains(&name)
        });
        assert!(bad.is_empty(), "{package} depends on {bad:?}");
    }
}

#[test]
fn every_workspace_crate_has_its_place_in_the_layers() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates");
    let mut names: Vec<String> = std::fs::read_dir(crates)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let mut listed: Vec<String> = LAYERS.iter().map(|(name, _)| name.to_string()).collect();
    listed.sort();
    assert_eq!(names, listed, "crates/ and LAYERS differ");
}

#[test]
fn pure_layers_never_reach_the_observer_or_an_async_runtime() {
    for package in PURE {
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
    for layer in [
        "mimic-schema",
        "mimic-map",
        "mimic-dataset",
        "mimic-eval",
        "mimic-viewer",
    ] {
        assert!(deps.iter().any(|d| d == layer), "{layer} not in {deps:?}");
    }
    let with_collector = embedded_dependencies("mimic", "collector");
    assert!(
        !violations(&with_collector, reaches_runtime).is_empty(),
        "the collector feature brings the observer"
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

/// Test targets of the pure crates that need a tool beyond cargo, and so are
/// left out of the `cargo test-pure` alias (docs/architecture.md, "Test
/// groups").
const TOOL_BOUND_TESTS: &[&str] = &[
    "typescript_compat",
    "typescript_task_files",
    "hub",
    "python",
    "python_predictions",
];

#[test]
fn the_pure_alias_covers_every_test_of_its_crates_but_the_tool_bound_ones() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = std::fs::read_to_string(root.join(".cargo/config.toml")).unwrap();
    let words: Vec<&str> = config.split('"').skip(1).step_by(2).collect();
    let after = |flag: &str| -> Vec<String> {
        words
            .windows(2)
            .filter(|pair| pair[0] == flag)
            .map(|pair| pair[1].to_string())
            .collect()
    };
    let packages = after("-p");
    let tests = after("--test");
    assert!(!packages.is_empty() && !tests.is_empty(), "{config}");
    for package in &packages {
        assert!(
            package == "mimic-schema" || PURE.contains(&package.as_str()),
            "{package} is in the pure alias but not a pure layer"
        );
        let Ok(entries) = std::fs::read_dir(root.join("crates").join(package).join("tests")) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            assert!(
                tests.contains(&name) || TOOL_BOUND_TESTS.contains(&name.as_str()),
                "{package}'s test {name} is neither in `cargo test-pure` nor named tool-bound"
            );
        }
    }
}
