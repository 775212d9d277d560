//! mimic: the facade over the mimic crates.
//!
//! It re-exports each layer under one name and holds the pipeline that joins
//! them (observe -> map -> write: the collector and the deterministic demo), so
//! the example binaries stay thin.

pub mod collect;
pub mod demo;

pub use mimic_dataset as dataset;
pub use mimic_eval as eval;
pub use mimic_map as map;
pub use mimic_schema as schema;
