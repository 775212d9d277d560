//! What the rules decided for one action, before it is tied to the action
//! for display: shared by the rules that make it and the mapping that reads it.

use mimic_schema::{KeyTargetV1, Point};

use crate::reason::ReasonCode;

/// What the rules saw, kept for the human reason.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Evidence<'a> {
    /// The point the rules looked at: the action's, or the last click's.
    pub(crate) point: Option<Point>,
    pub(crate) inside: u32,
    pub(crate) inside_without_paint_order: u32,
    pub(crate) top_paint_count: u32,
    pub(crate) near_count: u32,
    pub(crate) invisible: u32,
    pub(crate) invisible_example: Option<u32>,
    /// The candidate a `no_target` reason talks about (the last click's).
    pub(crate) subject: Option<u32>,
    /// The key that moved the focus.
    pub(crate) key: Option<&'a str>,
    /// The element the recorder saw receive the keys.
    pub(crate) key_target: Option<&'a KeyTargetV1>,
}

/// The outcome of the rules, before it is tied to its action for display.
#[derive(Debug, Clone)]
pub(crate) struct Decision<'a> {
    pub(crate) code: ReasonCode,
    pub(crate) candidate: Option<u32>,
    pub(crate) distance: Option<f64>,
    /// Sorted by candidate id.
    pub(crate) tied: Vec<u32>,
    pub(crate) evidence: Evidence<'a>,
}

impl<'a> Decision<'a> {
    pub(crate) fn new(code: ReasonCode) -> Self {
        Self {
            code,
            candidate: None,
            distance: None,
            tied: Vec::new(),
            evidence: Evidence::default(),
        }
    }
}
