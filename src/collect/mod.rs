//! The trace collector: observe, act with real input, map, verify, write.

pub mod aim;
pub mod out;
pub mod record;
pub mod verify;
