//! mimic: the facade over the mimic crates.
//!
//! It re-exports each layer under one name and holds the code that needs
//! files or more than one layer at once (trace validation, the trace viewer,
//! the trace collector, the deterministic demo and the end-to-end demo
//! pipeline), so the example binaries stay thin.

pub use mimic_dataset as dataset;
pub use mimic_eval as eval;
pub use mimic_map as map;
pub use mimic_observe as observe;
pub use mimic_schema as schema;

pub mod collect;
pub mod demo;
pub mod pipeline;
pub mod report;
pub mod validate;
