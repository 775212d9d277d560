//! The trace collector: observe, act with real input, map, verify, write.

pub mod aim;
pub mod demo_run;
pub mod human;
pub mod human_macos;
pub mod out;
pub mod record;
pub mod replay;
pub mod summary;
pub mod verify;
