//! The deterministic demo: local web apps, the server that hosts them, and the
//! catalogue of scripted tasks a demonstrator performs on them.

pub mod server;

pub use server::{DEMO_SITES_DIR, DemoServer, ServerError};
pub mod tasks;
