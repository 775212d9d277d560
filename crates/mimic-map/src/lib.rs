//! mimic-map: decides which candidate a recorded action hit.
//!
//! Pure: no I/O, no clock, no randomness. Given one observation and one action it
//! returns a mapping status, the candidate id, the distance and a reason.
