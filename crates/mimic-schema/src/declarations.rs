//! The JSON Schema and TypeScript declarations of the v1 record, generated
//! in memory from the Rust types. Copies are committed under `docs/schema/`;
//! a test fails when they are stale (see `docs/trace-schema.md`).

use std::any::TypeId;
use std::collections::BTreeMap;

use ts_rs::{Config, TS, TypeVisitor};

use crate::record::MimicTraceRecordV1;

/// JSON Schema (draft 2020-12) of one trace record, pretty-printed.
pub fn json_schema() -> String {
    json_schema_of::<MimicTraceRecordV1>()
}

/// JSON Schema (draft 2020-12) of `T`, pretty-printed: the one way every
/// committed schema under `docs/schema/` is generated.
pub fn json_schema_of<T: schemars::JsonSchema>() -> String {
    let schema = schemars::schema_for!(T);
    let mut text = serde_json::to_string_pretty(&schema)
        .unwrap_or_else(|e| unreachable!("a schema is plain JSON: {e}"));
    text.push('\n');
    text
}

/// TypeScript declarations of the record and every type it uses.
pub fn typescript() -> String {
    typescript_of::<MimicTraceRecordV1>(
        "mimic-schema",
        "cargo test -p mimic-schema --test schema_files",
    )
}

/// TypeScript declarations of `T` and every type it uses, in one
/// self-contained module: `T` first, then the rest by name (ts-rs visits
/// dependencies in an order that changes between builds). The header names
/// the crate and the command that regenerates the file.
pub fn typescript_of<T: TS + 'static>(crate_name: &str, regenerate: &str) -> String {
    let cfg = Config::new();
    let mut collected = Collected {
        cfg: &cfg,
        seen: Vec::new(),
        declarations: BTreeMap::new(),
    };
    collected.visit::<T>();
    let root = T::ident(&cfg);
    let record = collected.declarations.remove(&root);
    let mut text = format!(
        "// Generated from the Rust types of {crate_name}; do not edit.\n\
         // Regenerate: UPDATE_SCHEMA=1 {regenerate}\n"
    );
    for declaration in record
        .into_iter()
        .chain(collected.declarations.into_values())
    {
        text.push('\n');
        text.push_str(&declaration);
        text.push('\n');
    }
    text
}

/// Walks the dependency graph, declaring each exported type once.
struct Collected<'a> {
    cfg: &'a Config,
    seen: Vec<TypeId>,
    /// Type name -> its declaration.
    declarations: BTreeMap<String, String>,
}

impl TypeVisitor for Collected<'_> {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        // Primitives and wrappers have no declaration of their own.
        if T::output_path().is_none() || self.seen.contains(&TypeId::of::<T>()) {
            return;
        }
        self.seen.push(TypeId::of::<T>());
        let docs = T::docs().unwrap_or_default();
        self.declarations.insert(
            T::ident(self.cfg),
            format!("{docs}export {}", T::decl(self.cfg)),
        );
        T::visit_dependencies(self);
    }
}
