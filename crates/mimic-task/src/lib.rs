//! mimic-task: deterministic tasks as data. A task file (`mimic.task.v1`,
//! JSON) says where a task starts, its parameters and seeded choices, and
//! each step's action, target, aim and checks; this crate loads task files
//! with file:line errors and expands each instance (seed or parameter set,
//! times viewport) into the [`script`] the collector performs. Pure: no
//! browser, no clock; the file system only to read task files.

pub mod locator;

pub use locator::{Locator, LocatorKind, LocatorProblem};
