//! mimic: the facade over the mimic crates.
//!
//! It re-exports each layer under one name and holds the work that joins
//! layers or touches the file system on a tool's behalf (trace validation
//! now; the collector loop and the demo pipeline later), so the example
//! binaries stay thin.

pub use mimic_dataset as dataset;
pub use mimic_eval as eval;
pub use mimic_map as map;
pub use mimic_schema as schema;

pub mod validate;
