//! mimic: the facade over the mimic crates.
//!
//! It re-exports each layer under one name and holds the end-to-end demo
//! pipeline and the validate tool's work (the code that joins several
//! layers), so the example binaries stay thin.
//!
//! The `collector` feature (on by default) brings the parts that start a
//! browser or read the OS's input: [`observe`], [`fidelity`] (the
//! Chromium-refereed checker), [`collect`] (with its [`demo`]) and
//! `pipeline`. An embedder that only reads traces, maps, builds datasets,
//! evaluates or writes the viewer turns default features off and compiles no
//! browser code.

#[cfg(feature = "collector")]
pub use mimic_collect as collect;
#[cfg(feature = "collector")]
pub use mimic_collect::demo;
pub use mimic_dataset as dataset;
pub use mimic_eval as eval;
#[cfg(feature = "collector")]
pub use mimic_fidelity as fidelity;
pub use mimic_input as input;
pub use mimic_map as map;
#[cfg(feature = "collector")]
pub use mimic_observe as observe;
pub use mimic_rng as rng;
pub use mimic_schema as schema;
pub use mimic_task as task;
pub use mimic_viewer as report;

#[cfg(feature = "collector")]
pub mod pipeline;
pub mod validate;
