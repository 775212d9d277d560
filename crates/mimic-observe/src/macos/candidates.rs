//! Accessibility tree -> candidates (`source: "ax"`) and the observation's
//! geometry facts.
//!
//! Rules (documented in `docs/observe-macos.md`):
//! - **Targets**: [`roles::ACTIONABLE_ROLES`] plus any element exposing
//!   `AXPress`; an element without a position or size is not offered.
//! - **Bounds**: `AXPosition` + `AXSize`, global logical points, origin
//!   top-left of the main display (negative left of or above it).
//! - **Visible**: some part of it lies inside every clipping ancestor
//!   (window, scroll area, menu, ...) and on an active display; a text view
//!   taller than its scroll area is visible, a row scrolled out of it is not.
//! - **Label**: the first non-empty of `AXTitle`, `AXDescription`, `AXValue`
//!   (a string, and not for text-entry controls, whose value is what was
//!   typed), `AXPlaceholderValue`, and last the value of the first
//!   `AXStaticText` inside (rows and cells keep their text in children);
//!   whitespace collapsed, at most [`LABEL_MAX_CHARS`] characters.
//! - **Id**: see [`ax_path_ids`].

use std::collections::{HashMap, HashSet};

use mimic_schema::record::Metadata;
use mimic_schema::secret::is_secure_role;
use mimic_schema::{
    Bounds, CandidateSource, CoordinateSpace, MimicCandidateV1, MimicObservationV1,
    ObservationExtV1,
};
use serde_json::Value;
use sha2::{Digest, Sha256};

use super::MacError;
use super::roles;
use super::tree::{AxNode, AxTree, AxValue, Scope};
use crate::observation::Observation;
use crate::screenshot::StoredScreenshot;
pub use crate::text::normalize_text;

/// Longest label kept, in characters.
pub const LABEL_MAX_CHARS: usize = 200;
/// Longest `text` kept, in characters: enough to recognise a field's content,
/// short enough that a document's body does not fill the trace.
pub const TEXT_MAX_CHARS: usize = 200;
/// Hex digits of the path hash in an id: 48 bits, so a collision among the few
/// thousand elements of one window is about one in 10^8.
const ID_HASH_HEX: usize = 12;

/// Partial-observation reasons this module reports.
pub const PARTIAL_DEPTH: &str = "ax_depth_limit";
pub const PARTIAL_NODES: &str = "ax_node_limit";
pub const PARTIAL_UNREADABLE: &str = "ax_unreadable";

/// Where an element may be seen, given its clipping ancestors.
#[derive(Debug, Clone, Copy)]
enum Clip {
    Unclipped,
    Rect(Bounds),
    /// Two clipping ancestors do not overlap: nothing inside is visible.
    Empty,
}

impl Clip {
    fn narrow(self, frame: Option<Bounds>) -> Self {
        match (self, frame) {
            (Self::Empty, _) => Self::Empty,
            (clip, None) => clip,
            (Self::Unclipped, Some(frame)) => Self::Rect(frame),
            (Self::Rect(rect), Some(frame)) => {
                rect.intersection(&frame).map_or(Self::Empty, Self::Rect)
            }
        }
    }

    /// The part of `frame` the clip lets through.
    fn visible_part(self, frame: &Bounds) -> Option<Bounds> {
        match self {
            Self::Unclipped => (!frame.is_empty()).then_some(*frame),
            Self::Rect(rect) => rect.intersection(frame),
            Self::Empty => None,
        }
    }
}

/// The label in the documented order (module docs).
pub fn label(node: &AxNode) -> Option<String> {
    let text_entry = roles::is_text_entry(node.role(), node.subrole());
    let value = if text_entry { None } else { node.text_value() };
    [
        node.title.as_deref(),
        node.description.as_deref(),
        value,
        node.placeholder_value.as_deref(),
    ]
    .into_iter()
    .flatten()
    .find_map(|text| normalize_text(text, LABEL_MAX_CHARS))
    .or_else(|| inner_text(node).and_then(|text| normalize_text(text, LABEL_MAX_CHARS)))
}

/// The value of the first non-blank `AXStaticText` below `node`, depth first.
fn inner_text(node: &AxNode) -> Option<&str> {
    node.children.iter().find_map(|child| {
        let own = (child.role() == "AXStaticText")
            .then(|| child.text_value())
            .flatten()
            .filter(|t| !t.trim().is_empty());
        own.or_else(|| inner_text(child))
    })
}

/// The id path segment of `node` without its index: role, subrole and
/// `AXIdentifier` when present.
fn segment_key(node: &AxNode) -> String {
    let mut key = node.role.clone().unwrap_or_else(|| "?".to_string());
    if let Some(subrole) = node.subrole.as_deref().filter(|s| !s.is_empty()) {
        key.push(':');
        key.push_str(subrole);
    }
    if let Some(identifier) = node.identifier.as_deref().filter(|s| !s.is_empty()) {
        key.push('#');
        key.push_str(identifier);
    }
    key
}

/// The id of the element at `path`: `ax-` and the first hex digits of the
/// path's SHA-256.
pub fn id_for_path(path: &str) -> String {
    let digest = hex::encode(Sha256::digest(path.as_bytes()));
    format!("ax-{}", &digest[..ID_HASH_HEX])
}

/// Id scheme: every element below the application has a path from the
/// application's children down, one segment per level:
/// `role[:subrole][#identifier][k]`, where `k` counts the earlier siblings
/// with the same `role:subrole#identifier`. The id is [`id_for_path`] of that
/// path. So the same UI state gives the same ids; an element added elsewhere,
/// or a sibling of another kind, leaves an id unchanged; labels and values
/// (which change as a person types) are not part of it. Window order is part
/// of the state: the app lists its windows front to back.
fn child_paths(parent_path: &str, children: &[AxNode]) -> Vec<String> {
    let mut seen: HashMap<String, u32> = HashMap::new();
    children
        .iter()
        .map(|child| {
            let key = segment_key(child);
            let k = seen.entry(key.clone()).or_insert(0);
            let segment = format!("{key}[{k}]");
            *k += 1;
            if parent_path.is_empty() {
                segment
            } else {
                format!("{parent_path}/{segment}")
            }
        })
        .collect()
}

/// Every element's path (see [`child_paths`]) in walk order, paired with the
/// element and its clip; the root itself has the empty path.
struct Walked<'a> {
    node: &'a AxNode,
    path: String,
    clip: Clip,
}

fn walk<'a>(node: &'a AxNode, path: String, clip: Clip, out: &mut Vec<Walked<'a>>) {
    let role = node.role();
    let inner_clip = if roles::has_own_window(role) {
        Clip::Unclipped.narrow(node.frame())
    } else if roles::clips_children(role) {
        clip.narrow(node.frame())
    } else {
        clip
    };
    let paths = child_paths(&path, &node.children);
    out.push(Walked { node, path, clip });
    for (child, child_path) in node.children.iter().zip(paths) {
        walk(child, child_path, inner_clip, out);
    }
}

fn walked(tree: &AxTree) -> Vec<Walked<'_>> {
    let mut out = Vec::new();
    walk(&tree.root, String::new(), Clip::Unclipped, &mut out);
    out
}

/// The id of every element of the tree, keyed by its path (for tests and for
/// tools that look an element up).
pub fn ax_path_ids(tree: &AxTree) -> Vec<(String, String)> {
    walked(tree)
        .into_iter()
        .skip(1)
        .map(|w| {
            let id = id_for_path(&w.path);
            (w.path, id)
        })
        .collect()
}

fn candidate(tree: &AxTree, w: &Walked<'_>, frame: Bounds, id: String) -> MimicCandidateV1 {
    let node = w.node;
    let (role, subrole) = (node.role(), node.subrole());
    let secure = is_secure_role(role, subrole);
    let visible = w.clip.visible_part(&frame).is_some_and(|part| {
        tree.displays
            .iter()
            .any(|d| d.bounds.intersection(&part).is_some())
    });

    let mut metadata = Metadata::new();
    let mut put = |key: &str, value: Value| {
        metadata.insert(key.to_string(), value);
    };
    put("axRole", role.into());
    if !subrole.is_empty() {
        put("axSubrole", subrole.into());
    }
    if let Some(description) = &node.role_description {
        put("roleDescription", description.as_str().into());
    }
    if let Some(identifier) = &node.identifier {
        put("identifier", identifier.as_str().into());
    }
    if let Some(help) = node
        .help
        .as_deref()
        .and_then(|h| normalize_text(h, LABEL_MAX_CHARS))
    {
        put("help", help.into());
    }
    if !node.actions.is_empty() {
        put("actions", node.actions.clone().into());
    }
    if node.focused == Some(true) {
        put("focused", true.into());
    }
    if let Some(selected) = node.selected {
        put("selected", selected.into());
    }
    match &node.value {
        Some(AxValue::Bool(b)) if !secure => put("value", (*b).into()),
        Some(AxValue::Number(n)) if !secure => put("value", (*n).into()),
        _ => {}
    }
    if roles::is_text_entry(role, subrole) {
        put("editable", true.into());
    }
    if secure {
        put("sensitive", true.into());
    }
    put("axPath", w.path.as_str().into());

    MimicCandidateV1 {
        id,
        source: CandidateSource::Ax,
        role: Some(roles::candidate_role(role, subrole)),
        label: label(node),
        text: if secure {
            None
        } else {
            node.text_value()
                .and_then(|t| normalize_text(t, TEXT_MAX_CHARS))
        },
        bounds: frame,
        enabled: node.enabled,
        visible: Some(visible),
        metadata: Some(metadata),
    }
}

/// The candidates of a tree, in walk (document) order.
pub fn candidates_from_tree(tree: &AxTree) -> Vec<MimicCandidateV1> {
    let mut used = HashSet::new();
    walked(tree)
        .iter()
        .skip(1)
        .filter(|w| roles::is_actionable(w.node.role(), &w.node.actions))
        .filter_map(|w| {
            let frame = w.node.frame()?;
            let base = id_for_path(&w.path);
            // A hash collision is all but impossible; if it happens, the later
            // element gets a suffix so ids stay unique and deterministic.
            let mut id = base.clone();
            let mut n = 2;
            while !used.insert(id.clone()) {
                id = format!("{base}-{n}");
                n += 1;
            }
            Some(candidate(tree, w, frame, id))
        })
        .collect()
}

/// The outermost `AXWebArea` that is on screen: where a browser draws the
/// page, in points. Among several (split views), the largest.
pub fn web_area(tree: &AxTree) -> Option<Bounds> {
    fn find(node: &AxNode, out: &mut Vec<Bounds>) {
        if node.role() == roles::WEB_AREA {
            if let Some(frame) = node.frame().filter(|f| !f.is_empty()) {
                out.push(frame);
            }
            return;
        }
        node.children.iter().for_each(|c| find(c, out));
    }
    let mut areas = Vec::new();
    find(&tree.root, &mut areas);
    areas
        .into_iter()
        .filter(|a| tree.display_at(a.center()).is_some())
        .max_by(|a, b| a.area().total_cmp(&b.area()))
}

/// The observed area: the target window's frame, or the display holding it.
pub fn observed_area(tree: &AxTree) -> Result<Bounds, MacError> {
    match tree.scope {
        Scope::Window => tree
            .window
            .as_ref()
            .map(|w| w.bounds)
            .ok_or_else(|| MacError::NoWindow {
                app: tree.app.name.clone(),
                title: None,
            }),
        Scope::Display => tree
            .target_display()
            .map(|d| d.bounds)
            .ok_or(MacError::NoDisplay),
    }
}

/// The backing scale of the display that holds the centre of `area`.
pub fn display_scale(tree: &AxTree, area: &Bounds) -> Result<f64, MacError> {
    tree.display_at(area.center())
        .map(|d| d.scale)
        .ok_or(MacError::NoDisplay)
}

/// Why the tree is partial, in a fixed order; empty when it is complete.
pub fn partial_reasons(tree: &AxTree) -> Vec<String> {
    [
        (tree.cut.depth > 0, PARTIAL_DEPTH),
        (tree.cut.nodes > 0, PARTIAL_NODES),
        (tree.cut.unreadable > 0, PARTIAL_UNREADABLE),
    ]
    .into_iter()
    .filter(|(cut, _)| *cut)
    .map(|(_, reason)| reason.to_string())
    .collect()
}

/// The observation of a tree. `scale` is what the screenshot measured (pixels
/// per point); without a screenshot, the display's backing scale.
pub fn observation_from_tree(
    tree: &AxTree,
    screenshot: Option<&StoredScreenshot>,
    scale: Option<f64>,
) -> Result<Observation, MacError> {
    let area = observed_area(tree)?;
    let scale = match scale {
        Some(scale) => scale,
        None => display_scale(tree, &area)?,
    };
    let reasons = partial_reasons(tree);
    let window_title = tree.window.as_ref().and_then(|w| w.title.clone());
    Ok(Observation {
        observation: MimicObservationV1 {
            screenshot_path: screenshot.map(|s| s.path.clone()),
            screenshot_sha256: screenshot.map(|s| s.sha256.clone()),
            url: None,
            title: window_title.clone(),
            app: Some(tree.app.name.clone()),
            window_title,
            candidates: candidates_from_tree(tree),
        },
        ext: ObservationExtV1 {
            coordinate_space: CoordinateSpace::Ax,
            observed_area: area,
            scale,
            scroll_offset: None,
            partial: (!reasons.is_empty()).then_some(true),
            partial_reasons: (!reasons.is_empty()).then_some(reasons),
            stale: None,
            masked_regions: Vec::new(),
            unchecked_regions: Vec::new(),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use mimic_schema::Point;

    use crate::macos::tree::{AppInfo, CutCounts, Display, Size, WalkLimits, WindowInfo};
    use mimic_schema::secret::SECURE_TEXT_FIELD as SECURE;

    fn node(role: &str, frame: Option<(f64, f64, f64, f64)>) -> AxNode {
        AxNode {
            role: Some(role.to_string()),
            position: frame.map(|(x, y, _, _)| Point::new(x, y)),
            size: frame.map(|(_, _, width, height)| Size { width, height }),
            ..AxNode::default()
        }
    }

    fn tree(window_children: Vec<AxNode>) -> AxTree {
        let mut window = node("AXWindow", Some((100.0, 100.0, 400.0, 300.0)));
        window.children = window_children;
        let mut root = node("AXApplication", None);
        root.children = vec![window];
        AxTree {
            schema: crate::macos::tree::AX_TREE_SCHEMA.to_string(),
            app: AppInfo {
                name: "Test".to_string(),
                pid: 1,
            },
            scope: Scope::Window,
            window: Some(WindowInfo {
                title: None,
                bounds: Bounds::new(100.0, 100.0, 400.0, 300.0),
            }),
            displays: vec![Display {
                id: 1,
                bounds: Bounds::new(0.0, 0.0, 1440.0, 900.0),
                scale: 2.0,
                main: true,
            }],
            limits: WalkLimits::default(),
            cut: CutCounts::default(),
            root,
        }
    }

    #[test]
    fn label_order_is_title_description_value_placeholder() {
        let mut n = node("AXButton", None);
        n.placeholder_value = Some("placeholder".into());
        assert_eq!(label(&n).as_deref(), Some("placeholder"));
        n.value = Some(AxValue::Text("  the\n value ".into()));
        assert_eq!(label(&n).as_deref(), Some("the value"));
        n.description = Some("description".into());
        assert_eq!(label(&n).as_deref(), Some("description"));
        n.title = Some("   ".into());
        assert_eq!(
            label(&n).as_deref(),
            Some("description"),
            "blank title skipped"
        );
        n.title = Some("Title".into());
        assert_eq!(label(&n).as_deref(), Some("Title"));
    }

    #[test]
    fn rows_take_the_text_inside_them() {
        let mut text = node("AXStaticText", None);
        text.value = Some(AxValue::Text("Wi-Fi".into()));
        let mut cell = node("AXCell", None);
        cell.children = vec![node("AXImage", None), text];
        let mut row = node("AXRow", None);
        row.children = vec![cell];
        assert_eq!(label(&row).as_deref(), Some("Wi-Fi"));
        row.description = Some("Network".into());
        assert_eq!(
            label(&row).as_deref(),
            Some("Network"),
            "own attributes first"
        );
    }

    #[test]
    fn a_secure_value_never_reaches_a_candidate() {
        // The walker drops it already; the conversion does not rely on that.
        let mut field = node("AXTextField", Some((110.0, 110.0, 200.0, 22.0)));
        field.subrole = Some(SECURE.into());
        field.value = Some(AxValue::Text("hunter2".into()));
        let json = serde_json::to_string(&candidates_from_tree(&tree(vec![field]))).unwrap();
        assert!(!json.contains("hunter2"), "{json}");
        assert!(json.contains(r#""sensitive":true"#), "{json}");
    }

    #[test]
    fn typed_text_is_not_a_label() {
        let mut field = node("AXTextField", None);
        field.value = Some(AxValue::Text("what I typed".into()));
        field.placeholder_value = Some("Search".into());
        assert_eq!(label(&field).as_deref(), Some("Search"));
    }

    #[test]
    fn numeric_values_are_never_labels() {
        let mut check = node("AXCheckBox", None);
        check.value = Some(AxValue::Number(1.0));
        assert_eq!(label(&check), None);
    }

    #[test]
    fn labels_are_bounded_in_characters() {
        let mut n = node("AXButton", None);
        n.title = Some("é".repeat(500));
        assert_eq!(label(&n).unwrap().chars().count(), LABEL_MAX_CHARS);
    }

    #[test]
    fn same_kind_siblings_are_indexed_and_other_kinds_do_not_shift_ids() {
        let a = node("AXButton", Some((110.0, 110.0, 50.0, 20.0)));
        let b = node("AXButton", Some((170.0, 110.0, 50.0, 20.0)));
        let before = candidates_from_tree(&tree(vec![a.clone(), b.clone()]));
        let with_field = candidates_from_tree(&tree(vec![
            node("AXTextField", Some((110.0, 140.0, 200.0, 20.0))),
            a.clone(),
            b.clone(),
        ]));
        assert_eq!(before[0].id, with_field[1].id);
        assert_eq!(before[1].id, with_field[2].id);
        assert_ne!(before[0].id, before[1].id);
        let paths = ax_path_ids(&tree(vec![a, b]));
        assert_eq!(paths[0].0, "AXWindow[0]");
        assert_eq!(paths[1].0, "AXWindow[0]/AXButton[0]");
        assert_eq!(paths[2].0, "AXWindow[0]/AXButton[1]");
    }

    #[test]
    fn identifiers_take_part_in_the_path() {
        let mut a = node("AXButton", Some((110.0, 110.0, 50.0, 20.0)));
        a.identifier = Some("save".into());
        let paths = ax_path_ids(&tree(vec![node("AXButton", None), a]));
        assert_eq!(paths[2].0, "AXWindow[0]/AXButton#save[0]");
    }

    #[test]
    fn visibility_follows_clipping_ancestors_and_displays() {
        let mut scroll = node("AXScrollArea", Some((100.0, 150.0, 400.0, 100.0)));
        scroll.children = vec![
            node("AXButton", Some((110.0, 160.0, 50.0, 20.0))),
            // Scrolled out of its scroll area, still inside the window.
            node("AXButton", Some((110.0, 300.0, 50.0, 20.0))),
            // Taller than the scroll area: partly shown.
            node("AXTextArea", Some((100.0, 150.0, 400.0, 900.0))),
        ];
        let candidates = candidates_from_tree(&tree(vec![
            scroll,
            // Outside the window.
            node("AXButton", Some((600.0, 110.0, 50.0, 20.0))),
            // Zero size.
            node("AXButton", Some((120.0, 120.0, 0.0, 20.0))),
            // No geometry: not offered at all.
            node("AXButton", None),
        ]));
        let visible: Vec<_> = candidates.iter().map(|c| c.visible).collect();
        assert_eq!(
            visible,
            [
                Some(true),
                Some(false),
                Some(true),
                Some(false),
                Some(false)
            ]
        );
    }

    #[test]
    fn an_element_off_every_display_is_not_visible() {
        let mut t = tree(vec![node("AXButton", Some((110.0, 110.0, 50.0, 20.0)))]);
        t.displays[0].bounds = Bounds::new(0.0, 0.0, 100.0, 100.0);
        assert_eq!(candidates_from_tree(&t)[0].visible, Some(false));
    }

    #[test]
    fn partial_when_the_walk_was_cut() {
        let mut t = tree(vec![]);
        assert!(partial_reasons(&t).is_empty());
        t.cut.nodes = 3;
        t.cut.unreadable = 1;
        assert_eq!(partial_reasons(&t), [PARTIAL_NODES, PARTIAL_UNREADABLE]);
        let obs = observation_from_tree(&t, None, None).unwrap();
        assert_eq!(obs.ext.partial, Some(true));
        assert_eq!(obs.ext.scale, 2.0);
        assert_eq!(
            obs.ext.observed_area,
            Bounds::new(100.0, 100.0, 400.0, 300.0)
        );
    }
}
