//! The accessibility tree as the macOS walker writes it: one JSON document per
//! observation, the only thing the platform-free code reads.
//!
//! The shape is the walker's output, field for field, so hand-written fixtures
//! (`testdata/ax/`) and trees dumped on a real Mac (`examples/ax-dump.rs`) go
//! through the same code. Attribute names follow Apple's `AX...` attributes
//! without the prefix, in camelCase (`AXPlaceholderValue` ->
//! `placeholderValue`). Geometry is in global screen points, origin top-left
//! of the main display, as `AXPosition` / `CGDisplayBounds` report it.

use std::path::Path;

use mimic_schema::{Bounds, Point};
use serde::{Deserialize, Serialize};

use super::MacError;

/// The `schema` value of every tree document.
pub const AX_TREE_SCHEMA: &str = "mimic.ax-tree.v1";

/// One walk of one application.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AxTree {
    /// Always [`AX_TREE_SCHEMA`].
    pub schema: String,
    pub app: AppInfo,
    pub scope: Scope,
    /// The window the observation is about (the focused one unless named).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub window: Option<WindowInfo>,
    /// Every active display, from `CGGetActiveDisplayList`.
    pub displays: Vec<Display>,
    pub limits: WalkLimits,
    pub cut: CutCounts,
    /// The application element (`AXApplication`).
    pub root: AxNode,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AppInfo {
    pub name: String,
    pub pid: i32,
}

/// How much of the application the walk covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    /// Only the target window; the observed area is its frame.
    #[default]
    Window,
    /// Every window and the menu bar; the observed area is the display that
    /// holds the target window.
    Display,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WindowInfo {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// The window's frame (`AXPosition` + `AXSize`).
    pub bounds: Bounds,
}

/// One display, as Core Graphics reports it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Display {
    pub id: u32,
    /// `CGDisplayBounds`: global points, origin top-left of the main display.
    pub bounds: Bounds,
    /// Backing scale factor: pixels per point of the current display mode.
    pub scale: f64,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub main: bool,
}

/// The limits the walk ran under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WalkLimits {
    /// Nodes deeper than this (the root is depth 0) are not walked.
    pub max_depth: u32,
    /// The walk stops after this many nodes.
    pub max_nodes: u32,
}

impl Default for WalkLimits {
    /// Enough for a native app window or a moderate web page; a web area of a
    /// few thousand elements hits the node limit and is marked partial.
    fn default() -> Self {
        Self {
            max_depth: 48,
            max_nodes: 6000,
        }
    }
}

/// What the walk left out. Each count is a lower bound: a child that was not
/// walked may have had children of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CutCounts {
    /// Children of nodes at `maxDepth` that were not walked.
    pub depth: u32,
    /// Children not walked because `maxNodes` was reached.
    pub nodes: u32,
    /// Elements whose attributes could not be read (the app did not answer
    /// in time, or the element vanished during the walk).
    pub unreadable: u32,
}

impl CutCounts {
    pub fn is_empty(&self) -> bool {
        self.depth == 0 && self.nodes == 0 && self.unreadable == 0
    }
}

/// One accessibility element. Every attribute is optional because every
/// attribute may be missing on a real element; `actions` lists
/// `AXUIElementCopyActionNames` (`AXPress`, `AXShowMenu`, ...).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AxNode {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subrole: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role_description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Never present for a secure text field: the walker does not keep it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<AxValue>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub help: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placeholder_value: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub identifier: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enabled: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub focused: Option<bool>,
    /// `AXSelected`: a selected tab, row or open menu-bar item.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selected: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<Point>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<Size>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub actions: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub children: Vec<AxNode>,
}

/// `AXSize` in points.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Size {
    pub width: f64,
    pub height: f64,
}

/// `AXValue`, which Apple types per role: a string for text and static text,
/// a number for check boxes (0, 1, 2 = mixed), sliders and steppers, a
/// boolean for some toggles. Other value types are not kept.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum AxValue {
    Bool(bool),
    Number(f64),
    Text(String),
}

impl AxNode {
    pub fn role(&self) -> &str {
        self.role.as_deref().unwrap_or("")
    }

    pub fn subrole(&self) -> &str {
        self.subrole.as_deref().unwrap_or("")
    }

    /// `AXPosition` + `AXSize`, when both are known and finite.
    pub fn frame(&self) -> Option<Bounds> {
        let (p, s) = (self.position?, self.size?);
        let frame = Bounds::new(p.x, p.y, s.width, s.height);
        frame.is_finite().then_some(frame)
    }

    pub fn has_action(&self, action: &str) -> bool {
        self.actions.iter().any(|a| a == action)
    }

    pub fn text_value(&self) -> Option<&str> {
        match &self.value {
            Some(AxValue::Text(text)) => Some(text),
            _ => None,
        }
    }
}

impl AxTree {
    /// Parses a tree document; the error names the file, line and column.
    pub fn from_json(json: &str, origin: &Path) -> Result<Self, MacError> {
        let tree: AxTree = serde_json::from_str(json).map_err(|source| MacError::BadTree {
            path: origin.to_path_buf(),
            source,
        })?;
        if tree.schema != AX_TREE_SCHEMA {
            return Err(MacError::WrongTreeSchema {
                path: origin.to_path_buf(),
                found: tree.schema,
            });
        }
        Ok(tree)
    }

    /// The document as the walker writes it: pretty JSON, keys in field
    /// order.
    pub fn to_json(&self) -> String {
        // A tree holds only strings, numbers and booleans: it always serializes.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    pub fn read(path: &Path) -> Result<Self, MacError> {
        let json = std::fs::read_to_string(path).map_err(|source| MacError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        Self::from_json(&json, path)
    }

    /// The display whose bounds contain `p`.
    pub fn display_at(&self, p: Point) -> Option<&Display> {
        self.displays.iter().find(|d| d.bounds.contains(p))
    }

    pub fn main_display(&self) -> Option<&Display> {
        self.displays
            .iter()
            .find(|d| d.main)
            .or_else(|| self.displays.first())
    }

    /// The display holding the target window (by the window's centre), else
    /// the main display.
    pub fn target_display(&self) -> Option<&Display> {
        self.window
            .as_ref()
            .and_then(|w| self.display_at(w.bounds.center()))
            .or_else(|| self.main_display())
    }
}
