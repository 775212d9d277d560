//! The JSON Schema and TypeScript declarations of the v1 record, generated
//! in memory from the Rust types. Copies are committed under `docs/schema/`;
//! a test fails when they are stale (see `docs/trace-schema.md`).

use std::any::TypeId;

use ts_rs::{Config, TS, TypeVisitor};

use crate::record::MimicTraceRecordV1;

/// JSON Schema (draft 2020-12) of one trace record, pretty-printed.
pub fn json_schema() -> String {
    let schema = schemars::schema_for!(MimicTraceRecordV1);
    let mut text = serde_json::to_string_pretty(&schema)
        .unwrap_or_else(|e| unreachable!("a schema is plain JSON: {e}"));
    text.push('\n');
    text
}

/// TypeScript declarations of the record and every type it uses, record
/// first, in one self-contained module.
pub fn typescript() -> String {
    let cfg = Config::new();
    let mut collected = Collected {
        cfg: &cfg,
        seen: Vec::new(),
        declarations: Vec::new(),
    };
    collected.visit::<MimicTraceRecordV1>();
    let mut text = String::from(
        "// Generated from the Rust types of mimic-schema; do not edit.\n\
         // Regenerate: UPDATE_SCHEMA=1 cargo test -p mimic-schema --test schema_files\n",
    );
    for declaration in collected.declarations {
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
    declarations: Vec<String>,
}

impl TypeVisitor for Collected<'_> {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        // Primitives and wrappers have no declaration of their own.
        if T::output_path().is_none() || self.seen.contains(&TypeId::of::<T>()) {
            return;
        }
        self.seen.push(TypeId::of::<T>());
        let docs = T::docs().unwrap_or_default();
        self.declarations
            .push(format!("{docs}export {}", T::decl(self.cfg)));
        T::visit_dependencies(self);
    }
}
