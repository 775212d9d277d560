//! Role, name and state of candidates, as Chromium's accessibility engine
//! computes them.
//!
//! Most candidates are answered by one script in mimic's isolated world that
//! reads `Element.computedRole` and `computedName` (the AOM's computed
//! properties: Chromium's own role and accessible name, the ones WebDriver's
//! "Get Computed Role/Label" return), with the accessibility tree kept alive
//! by the `Accessibility` domain so each read is cheap. Candidates whose
//! facts the script cannot give exactly (see [`needs_tree`]) ask the tree
//! itself: one `Accessibility.getFullAXTree` of the top frame or one
//! `getPartialAXTree` per candidate (pipelined), whichever costs less.
//! Measured on a 2,000-candidate page (about 7,000 accessibility nodes), the
//! script takes about 30 ms, the full tree about 600 ms and 2,000 partial
//! requests about 1.5x the full tree, so a partial request costs about as
//! much as five nodes of the full tree.
//!
//! Roles are ARIA roles: Chromium's internal roles (`LabelText`,
//! `DisclosureTriangle`, ...) have no ARIA name, `computedRole` gives none
//! for them, and the tree's answers are read the same way. Results are read
//! from raw JSON by tolerant types.

use std::collections::HashMap;

use futures::StreamExt;
use serde::Deserialize;
use serde_json::{Value, json};

use super::candidates::Found;
use super::flat_tree::{self, Paths};
use super::page::Page;
use super::snapshot::{Document, Node, ShadowKind, Snapshot};
use super::{Error, cdp};

/// Requests in flight at once: enough to keep Chromium busy, few enough
/// that one slow answer does not hold a large batch.
const IN_FLIGHT: usize = 256;

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct RawTree {
    nodes: Vec<RawAxNode>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub(crate) struct RawAxNode {
    ignored: bool,
    ignored_reasons: Vec<RawProperty>,
    role: Option<RawValue>,
    name: Option<RawValue>,
    properties: Vec<RawProperty>,
    #[serde(rename = "backendDOMNodeId")]
    backend_dom_node_id: Option<i64>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct RawValue {
    /// `role`, `internalRole`, `computedString`, ...
    #[serde(rename = "type")]
    kind: String,
    value: Value,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct RawProperty {
    name: String,
    value: RawValue,
}

/// What the accessibility tree says about one element.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct AxInfo {
    pub(crate) role: Option<String>,
    pub(crate) name: Option<String>,
    /// Made unreachable by a modal dialog or `inert`.
    pub(crate) inert: bool,
    pub(crate) disabled: bool,
    pub(crate) focused: bool,
    pub(crate) editable: bool,
}

impl RawAxNode {
    pub(crate) fn info(&self) -> AxInfo {
        let prop = |n: &str| self.properties.iter().find(|p| p.name == n);
        let truthy = |n: &str| prop(n).is_some_and(|p| p.value.value.as_bool() == Some(true));
        let text = |v: &Option<RawValue>| {
            v.as_ref()
                .and_then(|v| v.value.as_str())
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
        };
        AxInfo {
            role: if self.ignored || self.role.as_ref().is_some_and(|r| r.kind == "internalRole") {
                None
            } else {
                text(&self.role)
            },
            name: if self.ignored { None } else { text(&self.name) },
            inert: self.ignored_reasons.iter().any(|r| {
                matches!(
                    r.name.as_str(),
                    "activeModalDialog" | "inertElement" | "inertSubtree"
                )
            }),
            disabled: truthy("disabled"),
            focused: truthy("focused"),
            editable: prop("editable").is_some(),
        }
    }
}

/// Cost of one partial request in full-tree nodes (see the module doc).
const PARTIAL_REQUEST_COST: usize = 5;

/// Whether fetching the whole top-frame tree beats one request per
/// candidate; the tree's size follows the number of elements.
pub(crate) fn full_tree_is_cheaper(candidates: usize, top_frame_elements: usize) -> bool {
    candidates * PARTIAL_REQUEST_COST > top_frame_elements
}

/// Roles `computedRole` gives elements the tree may leave out (ignored):
/// only the tree says which.
const AMBIGUOUS_ROLES: &[&str] = &["generic", "none", "presentation"];

/// Attributes that change the ignored, disabled or inert state of a node
/// and its flat-tree descendants in ways only the tree reports.
const STATE_ATTRIBUTES: &[&str] = &["aria-hidden", "inert", "aria-disabled", "disabled"];

/// One computed answer: local name, role, name, `isContentEditable`, and
/// whether it is the focused element or its active descendant.
type ComputedRow = (String, String, String, bool, bool);

/// Whether the tree must answer for this candidate: it is not shown as
/// `visibility: visible` (the tree ignores it), it is a file input (whose
/// computed name adds the chosen file), or it or an ancestor sits in a
/// closed shadow tree (out of a script's reach) or carries one of
/// [`STATE_ATTRIBUTES`].
fn needs_tree(doc: &Document, node: usize) -> bool {
    let Some(n) = doc.nodes.get(node) else {
        return true;
    };
    if n.layout.as_ref().is_none_or(|l| l.visibility != "visible")
        || (n.name == "input"
            && n.attr("type")
                .is_some_and(|t| t.trim().eq_ignore_ascii_case("file")))
    {
        return true;
    }
    let mut at = Some(node);
    while let Some(i) = at {
        let Some(n) = doc.nodes.get(i) else {
            return true;
        };
        if n.shadow == Some(ShadowKind::Closed)
            || STATE_ATTRIBUTES.iter().any(|a| n.attr(a).is_some())
        {
            return true;
        }
        at = n.parent;
    }
    false
}

/// An open `<dialog>` may be modal, which makes the rest of its document
/// inert: only the tree reports that.
fn has_open_dialog(snap: &Snapshot) -> bool {
    snap.docs
        .iter()
        .any(|d| d.nodes.iter().any(Node::is_open_dialog))
}

/// Keeps the top document's accessibility tree alive between reads (each
/// `computedName` would otherwise build the whole tree anew). False when
/// this Chromium refuses.
async fn keep_tree_alive(page: &Page) -> Result<bool, Error> {
    for method in ["Accessibility.enable", "Accessibility.getRootAXNode"] {
        match cdp::call(page.cdp(), method, json!({}), page.request_timeout()).await {
            Ok(_) => {}
            Err(Error::Cdp { message, .. }) => {
                tracing::debug!(method, message, "no computed accessibility properties");
                return Ok(false);
            }
            Err(other) => return Err(other),
        }
    }
    Ok(true)
}

/// Facts of the top-document candidates the computed properties give
/// exactly, by backend node id; the rest are left for the tree. Empty when
/// this Chromium lacks the properties or a dialog is open.
pub(crate) async fn computed(
    page: &Page,
    snap: &Snapshot,
    found: &[Found],
) -> Result<HashMap<i64, AxInfo>, Error> {
    let mut out = HashMap::new();
    let Some(top) = snap.docs.first() else {
        return Ok(out);
    };
    let asked: Vec<&Found> = found
        .iter()
        .filter(|f| f.doc == 0 && !needs_tree(top, f.node))
        .collect();
    if asked.is_empty() || has_open_dialog(snap) || !keep_tree_alive(page).await? {
        return Ok(out);
    }
    let paths = Paths::new(top);
    let paths: Vec<Vec<usize>> = asked.iter().map(|f| paths.path_to(f.node)).collect();
    let call = format!("computed({})", json!(paths));
    let rows: Vec<Option<ComputedRow>> = flat_tree::read(page, &call).await?.unwrap_or_default();
    let text = |s: &str| Some(s.trim().to_string()).filter(|s| !s.is_empty());
    for (f, row) in asked.iter().zip(rows) {
        let node = &top.nodes[f.node];
        let Some((tag, role, name, editable, focus_related)) = row else {
            continue;
        };
        if tag != node.name || focus_related || AMBIGUOUS_ROLES.contains(&role.as_str()) {
            continue;
        }
        out.insert(
            node.backend_id,
            AxInfo {
                role: text(&role),
                name: text(&name),
                editable,
                ..AxInfo::default()
            },
        );
    }
    Ok(out)
}

/// Adds the nodes of the top frame's accessibility tree that `known` lacks,
/// by backend node id. (Fetched after the snapshot: run alongside it, it
/// only delayed the screenshot, since the renderer serves them one after
/// another.)
pub(crate) async fn fetch_top_frame(
    page: &Page,
    known: &mut HashMap<i64, AxInfo>,
) -> Result<(), Error> {
    let tree: RawTree = cdp::call_as(
        page.cdp(),
        "Accessibility.getFullAXTree",
        json!({}),
        page.large_payload_timeout(),
    )
    .await?;
    for node in &tree.nodes {
        if let Some(id) = node.backend_dom_node_id {
            known.entry(id).or_insert_with(|| node.info());
        }
    }
    Ok(())
}

/// Adds the nodes `known` lacks (candidates inside iframes, nodes the full
/// tree left out), one request each, pipelined. Ids Chromium no longer
/// knows stay absent. Returns how many requests went unanswered in time.
pub(crate) async fn fill_missing(
    page: &Page,
    ids: &[i64],
    known: &mut HashMap<i64, AxInfo>,
) -> Result<usize, Error> {
    let missing: Vec<i64> = ids
        .iter()
        .copied()
        .filter(|id| !known.contains_key(id))
        .collect();
    fetch_each(page, &missing, known).await
}

/// One `getPartialAXTree` per id, pipelined.
async fn fetch_each(
    page: &Page,
    ids: &[i64],
    out: &mut HashMap<i64, AxInfo>,
) -> Result<usize, Error> {
    let deadline = page.request_timeout();
    let requests = ids.iter().map(|&id| async move {
        let tree: Result<RawTree, Error> = cdp::call_as(
            page.cdp(),
            "Accessibility.getPartialAXTree",
            json!({ "backendNodeId": id, "fetchRelatives": false }),
            deadline,
        )
        .await;
        (id, tree)
    });
    let mut results = futures::stream::iter(requests).buffer_unordered(IN_FLIGHT);
    let mut unanswered = 0;
    while let Some((id, tree)) = results.next().await {
        match tree {
            Ok(tree) => {
                let node = tree
                    .nodes
                    .iter()
                    .find(|n| n.backend_dom_node_id == Some(id))
                    .or(tree.nodes.first());
                if let Some(node) = node {
                    out.insert(id, node.info());
                }
            }
            // A node removed since the snapshot: no accessibility data.
            Err(Error::Cdp { .. }) => {}
            Err(Error::Timeout { .. }) => unanswered += 1,
            Err(other) => return Err(other),
        }
    }
    Ok(unanswered)
}
