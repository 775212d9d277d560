//! mimic-input: what a person's input is, with no browser and no OS.
//!
//! Pure (no I/O, no clock, no randomness), shared by every collector and
//! recorder: raw input events reduced to v1 actions ([`raw`]), v1 actions
//! encoded as the CDP `Input.*` commands a real mouse and keyboard send
//! ([`cdp_input`]), and the in-page recorder script with the reading of its
//! reports ([`recorder`]). mimic-observe sends and receives these over CDP or
//! the OS; this crate only says what they are.

pub mod cdp_input;
pub mod raw;
pub mod recorder;
