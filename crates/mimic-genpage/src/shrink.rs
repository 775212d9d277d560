//! Shrinking: the pages one step simpler than a page. A caller keeps the
//! first simpler page that still fails and asks again, until none does
//! (greedy, as proptest shrinks): what is left is a page where every
//! element, style and option is needed for the failure.

use crate::{GenPage, Kind, Node};

impl GenPage {
    /// Every page one step simpler than this one, boldest steps first:
    /// an element removed (outermost first), an element replaced by its
    /// children, one style removed, a widget with one item fewer, scale 1.
    pub fn simpler(&self) -> Vec<GenPage> {
        let mut paths = Vec::new();
        collect_paths(&self.body, &mut Vec::new(), &mut paths);
        let with = |body: Vec<Node>| GenPage {
            body,
            ..self.clone()
        };
        let mut out = Vec::new();
        for path in &paths {
            out.push(with(edit(&self.body, path, &mut |_| Vec::new())));
        }
        for path in &paths {
            if !node_at(&self.body, path).children.is_empty() {
                out.push(with(edit(&self.body, path, &mut |n| n.children)));
            }
        }
        for path in &paths {
            for i in 0..node_at(&self.body, path).styles.len() {
                out.push(with(edit(&self.body, path, &mut |mut n| {
                    n.styles.remove(i);
                    vec![n]
                })));
            }
        }
        for path in &paths {
            let fewer = match node_at(&self.body, path).kind {
                Kind::Tabs { n, tabs } if tabs > 1 => Some(Kind::Tabs { n, tabs: tabs - 1 }),
                Kind::Menu { n, items } if items > 1 => Some(Kind::Menu {
                    n,
                    items: items - 1,
                }),
                _ => None,
            };
            if let Some(kind) = fewer {
                out.push(with(edit(&self.body, path, &mut |mut n| {
                    n.kind = kind.clone();
                    vec![n]
                })));
            }
        }
        if self.scale != 1 {
            out.push(GenPage {
                scale: 1,
                ..self.clone()
            });
        }
        out
    }

    /// Elements in the page, frames' documents and shadow trees included.
    pub fn size(&self) -> usize {
        let mut paths = Vec::new();
        collect_paths(&self.body, &mut Vec::new(), &mut paths);
        paths.len()
    }
}

/// Pre-order paths (child indices from the body) of every node.
fn collect_paths(nodes: &[Node], prefix: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
    for (i, node) in nodes.iter().enumerate() {
        prefix.push(i);
        out.push(prefix.clone());
        collect_paths(&node.children, prefix, out);
        prefix.pop();
    }
}

fn node_at<'a>(nodes: &'a [Node], path: &[usize]) -> &'a Node {
    let node = &nodes[path[0]];
    if path.len() == 1 {
        node
    } else {
        node_at(&node.children, &path[1..])
    }
}

/// `nodes` with the node at `path` replaced by what `f` makes of it.
fn edit(nodes: &[Node], path: &[usize], f: &mut dyn FnMut(Node) -> Vec<Node>) -> Vec<Node> {
    let mut out = Vec::with_capacity(nodes.len());
    for (i, node) in nodes.iter().enumerate() {
        if i != path[0] {
            out.push(node.clone());
        } else if path.len() == 1 {
            out.extend(f(node.clone()));
        } else {
            out.push(Node {
                children: edit(&node.children, &path[1..], f),
                ..node.clone()
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Elements, styles, widget items and scale: every step lowers it.
    fn weight(page: &GenPage) -> usize {
        fn of(nodes: &[Node]) -> usize {
            nodes
                .iter()
                .map(|n| {
                    let items = match n.kind {
                        Kind::Tabs { tabs, .. } => usize::from(tabs),
                        Kind::Menu { items, .. } => usize::from(items),
                        _ => 0,
                    };
                    1 + n.styles.len() + items + of(&n.children)
                })
                .sum()
        }
        of(&page.body) + usize::from(page.scale)
    }

    #[test]
    fn every_step_is_smaller_and_steps_end() {
        for seed in 0..50 {
            let page = GenPage::generate(seed);
            for simpler in page.simpler() {
                assert!(weight(&simpler) < weight(&page));
            }
            // Always taking the first step reaches the empty page.
            let mut p = page;
            let mut steps = 0;
            while let Some(next) = p.simpler().into_iter().next() {
                p = next;
                steps += 1;
                assert!(steps < 10_000);
            }
            assert!(p.body.is_empty());
        }
    }
}
