//! mimic: the facade over the mimic crates.
//!
//! It re-exports each layer under one name and, later, holds the pipeline that
//! joins them (observe -> map -> write), so the example binaries stay thin.

pub use mimic_dataset as dataset;
pub use mimic_eval as eval;
pub use mimic_map as map;
pub use mimic_observe as observe;
pub use mimic_schema as schema;
