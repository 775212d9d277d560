//! The generated TypeScript declarations are compatible with the sketch's
//! interfaces (`testdata/sketch/trace-schema.ts`, verbatim): `tsc --strict`
//! compiles `tests/typescript/compat.ts` against them. The same check must
//! reject declarations that drift (a renamed field, a changed optionality,
//! type or enum), so each such mutant is compiled too and must fail.
//!
//! Needs Node.js and npm on PATH. The TypeScript compiler pinned in
//! `tests/typescript/package-lock.json` is installed with `npm ci` under
//! `target/` (once, and again only when the pin changes).

use std::path::Path;
use std::process::Command;

const MANIFEST_DIR: &str = env!("CARGO_MANIFEST_DIR");

#[path = "support/tsc.rs"]
mod tsc;
use tsc::{tooling_dir, tsc};

/// Edits of the generated declarations that the check must reject.
const MUTANTS: &[(&str, &str, &str)] = &[
    ("renamed_field", "traceId: string", "traceKey: string"),
    (
        "optional_made_required",
        "export type MimicMappingV1 = { status: MappingStatus, candidateId?: string,",
        "export type MimicMappingV1 = { status: MappingStatus, candidateId: string,",
    ),
    ("changed_type", "distancePx?: number", "distancePx?: string"),
    (
        "dropped_enum_member",
        r#""wait" | "no_target""#,
        r#""wait""#,
    ),
    ("dropped_linux", r#""macos" | "linux""#, r#""macos""#),
    ("missing_optional_field", "enabled?: boolean, ", ""),
    (
        "extra_optional_field",
        "windowTitle?: string, ",
        "windowTitle?: string, frame?: string, ",
    ),
];

#[test]
fn generated_declarations_match_the_sketch() {
    let tsc = tsc();
    let work = tempfile::tempdir().unwrap();
    let generated = mimic_schema::declarations::typescript();
    let compat = std::fs::read_to_string(tooling_dir().join("compat.ts")).unwrap();
    std::fs::copy(
        Path::new(MANIFEST_DIR).join("../../testdata/sketch/trace-schema.ts"),
        work.path().join("trace-schema.ts"),
    )
    .unwrap();

    let mut variants = vec![("generated".to_owned(), generated.clone())];
    // Checked after the main verdict, which matters more.
    let mut missing_anchors = Vec::new();
    for (name, from, to) in MUTANTS {
        if generated.contains(from) {
            variants.push(((*name).to_owned(), generated.replacen(from, to, 1)));
        } else {
            missing_anchors.push(format!("{name}: {from:?}"));
        }
    }
    let mut files = vec!["trace-schema.ts".to_owned()];
    for (name, declarations) in &variants {
        std::fs::write(work.path().join(format!("{name}.ts")), declarations).unwrap();
        let check = format!("compat_{name}.ts");
        std::fs::write(work.path().join(&check), compat.replace("GENERATED", name)).unwrap();
        files.push(check);
    }

    let output = Command::new("node")
        .arg(&tsc)
        .args(["--noEmit", "--strict", "--pretty", "false"])
        .args(["--target", "es2022", "--module", "es2022"])
        .args(["--moduleResolution", "bundler"])
        .args(&files)
        .current_dir(work.path())
        .output()
        .unwrap_or_else(|e| panic!("this test needs node (Node.js 20 or later) on PATH: {e}"));
    let diagnostics = String::from_utf8_lossy(&output.stdout);
    let errors_in = |name: &str| {
        let prefix = format!("compat_{name}.ts(");
        diagnostics
            .lines()
            .filter(|line| line.starts_with(&prefix))
            .collect::<Vec<_>>()
    };

    let generated_errors = errors_in("generated");
    assert!(
        generated_errors.is_empty(),
        "the generated declarations do not match the sketch:\n{}\n{}",
        generated_errors.join("\n"),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        missing_anchors.is_empty(),
        "update MUTANTS, the generated text changed: {missing_anchors:#?}"
    );
    for (name, _, _) in MUTANTS {
        assert!(
            !errors_in(name).is_empty(),
            "the check accepted the mutant {name}; tsc said:\n{diagnostics}"
        );
    }
    let unexpected: Vec<&str> = diagnostics
        .lines()
        .filter(|line| line.contains("error TS") && !line.starts_with("compat_"))
        .collect();
    assert!(
        unexpected.is_empty(),
        "tsc errors outside the checks: {unexpected:#?}"
    );
}
