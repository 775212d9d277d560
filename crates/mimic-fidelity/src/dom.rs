//! The composed tree, as `DOM.getDocument { depth: -1, pierce: true }`
//! gives it: every document (same-process frames included) and shadow root,
//! indexed by backend node id, each node knowing its composed parent (a
//! shadow root's parent is its host, a frame's document's is the frame
//! element).

use std::collections::HashMap;

use chromiumoxide::cdp::browser_protocol::dom::GetDocumentParams;
use mimic_observe::chrome::Page;
use serde_json::Value;

use crate::{Error, cdp};

/// A backend node id: stable for a node's life, the same in every domain.
pub(crate) type Backend = i64;

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Kind {
    Element,
    Text,
    Document,
    ShadowRoot { closed: bool, user_agent: bool },
    Other,
}

#[derive(Debug, Clone)]
pub(crate) struct Node {
    /// The DOM domain's node id (what `querySelectorAll` takes).
    pub(crate) node_id: i64,
    pub(crate) parent: Option<Backend>,
    pub(crate) kind: Kind,
    /// Lower-case local name of an element; empty otherwise.
    pub(crate) name: String,
    pub(crate) attributes: Vec<(String, String)>,
    /// An element's author shadow root (open or closed).
    pub(crate) shadow_root: Option<Backend>,
    /// A frame element's document, when it lives in this process.
    pub(crate) content_document: Option<Backend>,
    /// A frame element's frame id.
    pub(crate) frame_id: Option<String>,
}

impl Node {
    pub(crate) fn attribute(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub(crate) fn is_frame(&self) -> bool {
        matches!(self.name.as_str(), "iframe" | "frame")
    }
}

#[derive(Debug, Default)]
pub(crate) struct Dom {
    pub(crate) nodes: HashMap<Backend, Node>,
    by_node_id: HashMap<i64, Backend>,
    children: HashMap<Backend, Vec<Backend>>,
    pub(crate) root: Backend,
}

impl Dom {
    pub(crate) async fn capture(page: &Page) -> Result<Self, Error> {
        let method = GetDocumentParams::IDENTIFIER;
        let answer: Value = cdp::send(
            page,
            method,
            GetDocumentParams::builder().depth(-1).pierce(true).build(),
        )
        .await?;
        let root = answer.get("root").ok_or(Error::Unexpected {
            method,
            message: "no root node".into(),
        })?;
        let mut dom = Dom::default();
        // Iterative: documentation pages nest deeper than a recursive walk
        // should go.
        let mut stack: Vec<(&Value, Option<Backend>)> = vec![(root, None)];
        while let Some((value, parent)) = stack.pop() {
            let Some(backend) = value.get("backendNodeId").and_then(Value::as_i64) else {
                continue;
            };
            let node_id = value.get("nodeId").and_then(Value::as_i64).unwrap_or(0);
            let node_type = value.get("nodeType").and_then(Value::as_i64).unwrap_or(0);
            let kind = match node_type {
                1 => Kind::Element,
                3 => Kind::Text,
                9 => Kind::Document,
                11 => match value.get("shadowRootType").and_then(Value::as_str) {
                    Some(t) => Kind::ShadowRoot {
                        closed: t == "closed",
                        user_agent: t == "user-agent",
                    },
                    None => Kind::Other,
                },
                _ => Kind::Other,
            };
            let strings = |key: &str| -> Vec<String> {
                value
                    .get(key)
                    .and_then(Value::as_array)
                    .map(|a| {
                        a.iter()
                            .filter_map(Value::as_str)
                            .map(str::to_owned)
                            .collect()
                    })
                    .unwrap_or_default()
            };
            let flat = strings("attributes");
            let attributes = flat
                .chunks(2)
                .filter(|p| p.len() == 2)
                .map(|p| (p[0].clone(), p[1].clone()))
                .collect();
            let name = if kind == Kind::Element {
                value
                    .get("localName")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_ascii_lowercase()
            } else {
                String::new()
            };
            let list = |key: &str| value.get(key).and_then(Value::as_array);
            let mut shadow_root = None;
            for shadow in list("shadowRoots").into_iter().flatten() {
                let author =
                    shadow.get("shadowRootType").and_then(Value::as_str) != Some("user-agent");
                if author {
                    shadow_root = shadow.get("backendNodeId").and_then(Value::as_i64);
                }
                stack.push((shadow, Some(backend)));
            }
            let content_document = value.get("contentDocument");
            if let Some(doc) = content_document {
                stack.push((doc, Some(backend)));
            }
            for key in ["children", "pseudoElements"] {
                for child in list(key).into_iter().flatten() {
                    stack.push((child, Some(backend)));
                }
            }
            match parent {
                None => dom.root = backend,
                Some(p) => dom.children.entry(p).or_default().push(backend),
            }
            dom.by_node_id.insert(node_id, backend);
            dom.nodes.insert(
                backend,
                Node {
                    node_id,
                    parent,
                    kind,
                    name,
                    attributes,
                    shadow_root,
                    content_document: content_document
                        .and_then(|d| d.get("backendNodeId"))
                        .and_then(Value::as_i64),
                    frame_id: value
                        .get("frameId")
                        .and_then(Value::as_str)
                        .map(str::to_owned),
                },
            );
        }
        Ok(dom)
    }

    pub(crate) fn get(&self, backend: Backend) -> Option<&Node> {
        self.nodes.get(&backend)
    }

    /// Light-tree children, shadow roots and frame documents of `backend`.
    pub(crate) fn children(&self, backend: Backend) -> &[Backend] {
        self.children.get(&backend).map_or(&[], Vec::as_slice)
    }

    pub(crate) fn backend_of(&self, node_id: i64) -> Option<Backend> {
        self.by_node_id.get(&node_id).copied()
    }

    /// `backend` and its composed ancestors, innermost first.
    pub(crate) fn chain(&self, backend: Backend) -> Vec<Backend> {
        let mut chain = Vec::new();
        let mut at = Some(backend);
        while let Some(b) = at {
            if chain.len() > 10_000 {
                break;
            }
            chain.push(b);
            at = self.get(b).and_then(|n| n.parent);
        }
        chain
    }
}
