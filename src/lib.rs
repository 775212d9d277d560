//! mimic: the facade over the mimic crates.
//!
//! It re-exports each layer under one name and holds the code that needs
//! files or more than one layer at once (trace validation, the trace viewer,
//! the trace collector, the deterministic demo and the end-to-end demo
//! pipeline), so the example binaries stay thin.
//!
//! The `collector` feature (on by default) brings the parts that start a
//! browser or read the OS's input: [`observe`], [`fidelity`], `collect`, `demo` and
//! `pipeline`. An embedder that only reads traces, maps, builds datasets or
//! evaluates turns default features off and compiles no browser code.

pub use mimic_dataset as dataset;
pub use mimic_eval as eval;
#[cfg(feature = "collector")]
pub use mimic_fidelity as fidelity;
pub use mimic_map as map;
#[cfg(feature = "collector")]
pub use mimic_observe as observe;
pub use mimic_schema as schema;

#[cfg(feature = "collector")]
pub mod collect;
#[cfg(feature = "collector")]
pub mod demo;
#[cfg(feature = "collector")]
pub mod pipeline;
pub mod report;
pub mod validate;
