//! The trace collector: observe, act with real input, map, verify, write.

pub mod aim;
#[cfg(feature = "chrome")]
pub mod demo_run;
#[cfg(feature = "chrome")]
pub mod human;
pub mod out;
pub mod record;
#[cfg(feature = "chrome")]
pub mod replay;
pub mod summary;
pub mod verify;
