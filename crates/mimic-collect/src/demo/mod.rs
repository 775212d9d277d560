//! The deterministic demo: local web apps, the server that hosts them, and
//! the demo's own task files, loaded like any user's (`mimic-task`).

use std::path::PathBuf;

use mimic_task::{LoadError, RunParams, Task};

pub mod server;

pub use server::{DEMO_SITES_DIR, DemoServer, ServerError, Servers};

/// The demo's task files: the catalogue a default run collects.
pub const DEMO_TASKS_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/demo-tasks");

/// Task files run only when named: they test mimic rather than demonstrate
/// it, and the default run's figures are documented without them.
pub const EXTRA_TASKS_DIR: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../testdata/demo-tasks/extra"
);

/// The demo catalogue, loaded from [`DEMO_TASKS_DIR`].
pub fn demo_tasks() -> Result<Vec<Task>, LoadError> {
    mimic_task::load_paths(&[PathBuf::from(DEMO_TASKS_DIR)], &RunParams::default())
}

/// The extra tasks, loaded from [`EXTRA_TASKS_DIR`].
pub fn extra_tasks() -> Result<Vec<Task>, LoadError> {
    mimic_task::load_paths(&[PathBuf::from(EXTRA_TASKS_DIR)], &RunParams::default())
}
