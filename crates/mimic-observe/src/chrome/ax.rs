//! Role, name and state of candidates from Chromium's accessibility tree.
//!
//! Two ways, whichever costs less: one `Accessibility.getFullAXTree` of the
//! top frame, or one `getPartialAXTree` per candidate (pipelined). Measured
//! on a 2,000-candidate page (about 7,000 accessibility nodes), 2,000 partial
//! requests cost about 1.5x the full tree, so a partial request costs about
//! as much as five nodes of the full tree. Candidates the full tree lacks
//! (inside iframes) are fetched one by one. Results are read from raw JSON
//! by tolerant types.

use std::collections::HashMap;

use futures::StreamExt;
use serde::Deserialize;
use serde_json::json;

use super::page::Page;
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
    value: serde_json::Value,
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
            role: if self.ignored { None } else { text(&self.role) },
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

/// The accessibility tree of the top frame, by backend node id. (Fetched
/// after the snapshot: run alongside it, it only delayed the screenshot,
/// since the renderer serves them one after another.)
pub(crate) async fn fetch_top_frame(page: &Page) -> Result<HashMap<i64, AxInfo>, Error> {
    let tree: RawTree = cdp::call_as(
        page.cdp(),
        "Accessibility.getFullAXTree",
        json!({}),
        page.large_payload_timeout(),
    )
    .await?;
    let mut out = HashMap::with_capacity(tree.nodes.len());
    for node in &tree.nodes {
        if let Some(id) = node.backend_dom_node_id {
            out.entry(id).or_insert_with(|| node.info());
        }
    }
    Ok(out)
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
