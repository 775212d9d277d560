//! Resolving a candidate's locators from their documented syntax
//! (`docs/observe-chrome.md`, "Candidate rules", `metadata`):
//!
//! - `framePath`: selectors of the frame elements from the top document,
//!   each evaluated in the document the previous one opened, with the
//!   syntax of `selector` (a frame inside a shadow tree is reached through
//!   its hosts, as the observer and the recorder write it);
//! - `selector`: CSS within that document; ` >>> ` enters the open shadow
//!   root of the element matched so far, and the next part is evaluated
//!   relative to that root;
//! - `xpath`: within that document (absent inside shadow trees).
//!
//! CSS goes through `DOM.querySelectorAll` on the document or shadow root
//! node, XPath through an isolated world. Each step must select exactly one
//! element, and every locator a candidate has must select the same one.

use chromiumoxide::cdp::browser_protocol::dom::{
    DescribeNodeParams, NodeId, QuerySelectorAllParams,
};
use mimic_observe::chrome::Page;
use mimic_schema::Metadata;
use serde_json::Value;

use crate::dom::{Backend, Dom, Kind};
use crate::world::{Selected, Worlds};
use crate::{Error, cdp};

/// Where a candidate's element is, or why it cannot be found.
pub(crate) type Resolution = Result<Resolved, String>;

#[derive(Debug, Clone, Copy)]
pub(crate) struct Resolved {
    pub(crate) element: Backend,
}

pub(crate) async fn resolve(
    page: &Page,
    dom: &Dom,
    worlds: &mut Worlds,
    metadata: Option<&Metadata>,
) -> Result<Resolution, Error> {
    let field = |name: &str| metadata.and_then(|m| m.get(name));
    let mut document = dom.root;
    let mut frame = worlds.top_frame(page).await?;
    let frames: Vec<&str> = match field("framePath") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(items)) => {
            let parts: Option<Vec<&str>> = items.iter().map(Value::as_str).collect();
            match parts {
                Some(parts) => parts,
                None => return Ok(Err("framePath holds a value that is not a string".into())),
            }
        }
        Some(other) => return Ok(Err(format!("framePath is not a list: {other}"))),
    };
    for selector in frames {
        let element = match select_through_shadow_roots(page, dom, document, selector).await? {
            Ok(element) => element,
            Err(why) => return Ok(Err(format!("frame {why}"))),
        };
        let Some(node) = dom.get(element).filter(|n| n.is_frame()) else {
            return Ok(Err(format!(
                "frame selector {selector:?} selects a non-frame"
            )));
        };
        let (Some(inner), Some(id)) = (node.content_document, node.frame_id.clone()) else {
            return Ok(Err(format!(
                "the frame {selector:?} is out of process (cross-origin)"
            )));
        };
        document = inner;
        frame = id;
    }

    let mut found: Vec<(&str, Backend)> = Vec::new();
    if let Some(selector) = field("selector").and_then(Value::as_str) {
        match select_through_shadow_roots(page, dom, document, selector).await? {
            Ok(element) => found.push(("selector", element)),
            Err(why) => return Ok(Err(why)),
        }
    }
    if let Some(xpath) = field("xpath").and_then(Value::as_str) {
        match worlds.xpath(page, &frame, xpath).await? {
            Selected::One(element) => found.push(("xpath", element)),
            Selected::Count(n) => {
                return Ok(Err(format!("xpath {xpath:?} selects {n} nodes")));
            }
        }
    }
    match found[..] {
        [] => Ok(Err("the candidate has no selector and no xpath".into())),
        [(_, element)] => Ok(Ok(Resolved { element })),
        [(_, a), (_, b)] if a == b => Ok(Ok(Resolved { element: a })),
        _ => Ok(Err("selector and xpath select different elements".into())),
    }
}

/// The one element `selector` selects in `document`: split at ` >>> `,
/// each part must select exactly one element, and each boundary enters
/// that element's open shadow root, where the next part is run.
async fn select_through_shadow_roots(
    page: &Page,
    dom: &Dom,
    document: Backend,
    selector: &str,
) -> Result<Result<Backend, String>, Error> {
    let parts: Vec<&str> = selector.split(" >>> ").collect();
    let mut scope = document;
    for (i, part) in parts.iter().enumerate() {
        let matches = select(page, dom, scope, part).await?;
        let [element] = matches[..] else {
            return Ok(Err(format!(
                "selector {selector:?}: part {part:?} selects {} elements",
                matches.len()
            )));
        };
        if i + 1 == parts.len() {
            return Ok(Ok(element));
        }
        let root = dom.get(element).and_then(|n| n.shadow_root);
        match root.and_then(|r| dom.get(r)).map(|r| &r.kind) {
            Some(Kind::ShadowRoot { closed: false, .. }) => scope = root.unwrap_or(scope),
            Some(_) => {
                return Ok(Err(format!(
                    "selector {selector:?}: {part:?} has a closed shadow root"
                )));
            }
            None => {
                return Ok(Err(format!(
                    "selector {selector:?}: {part:?} has no shadow root to enter"
                )));
            }
        }
    }
    Ok(Err(format!("selector {selector:?} is empty")))
}

/// The elements `selector` selects under the document or shadow root
/// `scope`; an invalid selector selects nothing.
async fn select(
    page: &Page,
    dom: &Dom,
    scope: Backend,
    selector: &str,
) -> Result<Vec<Backend>, Error> {
    let Some(node) = dom.get(scope) else {
        return Ok(Vec::new());
    };
    let params = QuerySelectorAllParams::new(NodeId::new(node.node_id), selector);
    let answer: Option<Value> =
        cdp::try_send(page, QuerySelectorAllParams::IDENTIFIER, params).await?;
    let ids: Vec<i64> = answer
        .as_ref()
        .and_then(|a| a.get("nodeIds"))
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_i64).collect())
        .unwrap_or_default();
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        match dom.backend_of(id) {
            Some(backend) => out.push(backend),
            // A node added after the tree was read: ask for its backend id.
            None => {
                let params = DescribeNodeParams::builder()
                    .node_id(NodeId::new(id))
                    .build();
                let answer: Option<Value> =
                    cdp::try_send(page, DescribeNodeParams::IDENTIFIER, params).await?;
                if let Some(b) =
                    answer.and_then(|a| a.pointer("/node/backendNodeId").and_then(Value::as_i64))
                {
                    out.push(b);
                }
            }
        }
    }
    Ok(out)
}
