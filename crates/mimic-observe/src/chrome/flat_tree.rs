//! Naming nodes of the top document between the DOM snapshot and a script.
//!
//! The snapshot names nodes by backend id, which a script cannot see; a
//! script reaches nodes by walking the DOM. Both agree on a path: the child
//! positions from the document down in the snapshot's tree, which is the
//! flat tree without user-agent shadow trees and pseudo-elements. The
//! script (`flat_tree.js`) walks the same tree: a host's children are its
//! open shadow root's, a slot's its assigned nodes. Closed shadow trees are
//! out of a script's reach, so paths through them are not asked.

use serde::de::DeserializeOwned;

use super::page::Page;
use super::snapshot::Document;
use super::{Error, cdp};

/// The reads, see the script's header.
const FLAT_TREE_JS: &str = include_str!("flat_tree.js");

/// The snapshot's side: each node's position among its parent's children,
/// pseudo-elements left out (a script's `childNodes` do not hold them).
pub(crate) struct Paths<'a> {
    doc: &'a Document,
    positions: Vec<usize>,
}

impl<'a> Paths<'a> {
    pub(crate) fn new(doc: &'a Document) -> Self {
        let mut positions = vec![0; doc.nodes.len()];
        for node in &doc.nodes {
            for (position, &child) in node
                .children
                .iter()
                .filter(|&&c| !doc.nodes[c].pseudo)
                .enumerate()
            {
                positions[child] = position;
            }
        }
        Self { doc, positions }
    }

    /// Child positions from the document node down to `node`.
    pub(crate) fn path_to(&self, node: usize) -> Vec<usize> {
        let mut path = Vec::new();
        let mut at = node;
        while let Some(parent) = self.doc.nodes[at].parent {
            path.push(self.positions[at]);
            at = parent;
        }
        path.reverse();
        path
    }

    /// The node at `path`, if there is one.
    pub(crate) fn node_at(&self, path: &[usize]) -> Option<usize> {
        let mut at = 0;
        for &position in path {
            at = self.doc.nodes[at]
                .children
                .iter()
                .copied()
                .filter(|&c| !self.doc.nodes[c].pseudo)
                .nth(position)?;
        }
        Some(at)
    }
}

/// Runs one read of the script (`hosts()`, `computed(paths)`, `zooms(paths)`) in the top
/// document's isolated world. `None` when the page's Chromium refused or the
/// answer had another shape.
pub(crate) async fn read<T: DeserializeOwned>(page: &Page, call: &str) -> Result<Option<T>, Error> {
    let context = page.isolated_context().await?;
    let expression = format!("({}).{call}", FLAT_TREE_JS.trim_end());
    match page
        .evaluate_in(context, &expression, page.large_payload_timeout())
        .await
    {
        Ok(answer) => Ok(answer
            .pointer("/result/value")
            .cloned()
            .and_then(|v| cdp::read_as("Runtime.evaluate", v).ok())),
        Err(Error::Cdp { message, .. }) => {
            tracing::debug!(message, "the flat-tree script failed");
            Ok(None)
        }
        Err(other) => Err(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chrome::snapshot::Node;

    fn doc(parents: &[Option<usize>], pseudo: &[usize]) -> Document {
        let mut nodes: Vec<Node> = parents
            .iter()
            .enumerate()
            .map(|(i, &parent)| Node {
                parent,
                pseudo: pseudo.contains(&i),
                ..Node::default()
            })
            .collect();
        for i in 0..nodes.len() {
            if let Some(p) = nodes[i].parent {
                nodes[p].children.push(i);
            }
        }
        Document {
            nodes,
            ..Document::default()
        }
    }

    #[test]
    fn paths_skip_pseudo_elements_and_lead_back_to_their_node() {
        // 0 document > 1 html > (2 ::before, 3 body > (4, 5 ::marker, 6))
        let d = doc(
            &[None, Some(0), Some(1), Some(1), Some(3), Some(3), Some(3)],
            &[2, 5],
        );
        let paths = Paths::new(&d);
        assert_eq!(paths.path_to(0), Vec::<usize>::new());
        assert_eq!(paths.path_to(3), vec![0, 0]);
        assert_eq!(paths.path_to(6), vec![0, 0, 1]);
        for node in [0, 1, 3, 4, 6] {
            assert_eq!(paths.node_at(&paths.path_to(node)), Some(node));
        }
        assert_eq!(paths.node_at(&[0, 0, 2]), None);
    }
}
