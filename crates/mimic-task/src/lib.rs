//! mimic-task: deterministic tasks as data. A task file (`mimic.task.v1`,
//! JSON, [`file`]) says where a task starts, its parameters and seeded
//! choices, and each step's action, target ([`locator`]), aim and checks.
//! This crate loads task files with `file:line` errors ([`load`]) and
//! expands each instance (seed or parameter set, times viewport) into the
//! [`script`] the collector performs ([`expand`]); [`shard`] splits a run
//! over machines. Pure: no browser, no clock, no environment; the file
//! system only to read task files. The format is documented in
//! `docs/tasks.md`.

pub mod declarations;
pub mod expand;
pub mod file;
pub mod load;
pub mod locator;
pub mod ordered;
mod position;
pub mod script;
pub mod shard;
pub mod template;

pub use expand::{Instance, Problem, RunParams, Task, run_scripts};
pub use file::{TASK_SCHEMA, TaskFileV1};
pub use load::{
    LoadError, TaskFileError, UnknownTaskId, load_file, load_paths, parse, select_ids, task_files,
};
pub use locator::{Locator, LocatorKind, LocatorProblem};
pub use script::{TaskScript, Viewport};
pub use shard::Shard;
