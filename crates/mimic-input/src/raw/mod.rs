//! Raw input events to v1 actions: a pure reducer shared by the Chrome and the
//! macOS recorders. No browser, no OS, no clock: the same events always give
//! the same steps.

mod reduce;

pub use reduce::{
    DRAG_THRESHOLD_PX, ReducedStep, Reduction, SkippedGesture, SkippedKind, StepDetail,
    WHEEL_BURST_GAP_MS, key_combo, reduce,
};
