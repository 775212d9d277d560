//! mimic: the facade over the mimic crates.
//!
//! It re-exports each layer under one name and holds the code that needs
//! files or more than one layer at once (the trace viewer, and later the
//! pipeline observe -> map -> write), so the example binaries stay thin.

pub use mimic_dataset as dataset;
pub use mimic_eval as eval;
pub use mimic_map as map;
pub use mimic_schema as schema;

pub mod report;
