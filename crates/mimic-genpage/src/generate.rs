//! Drawing a page from a seed. Each construct has a fixed chance where it
//! can go, chosen so that a few hundred seeds build every one of them.

use mimic_rng::SeededRng;

use crate::{Control, GenPage, Hide, Kind, LabelKind, Node, Overflow, Position, Style, Transform};

/// Most elements a page (frames included) is drawn with.
const NODE_BUDGET: usize = 36;
const MAX_DEPTH: u32 = 5;

#[derive(Clone, Copy, Default)]
struct Cx {
    depth: u32,
    open_depth: u32,
    frame_depth: u32,
    /// Inside an inline link: no interactive content may go here.
    in_link: bool,
    /// Inside a cross-origin frame: plain content only.
    in_cross: bool,
    pointer_none: bool,
    hidden: bool,
}

struct Gen {
    rng: SeededRng,
    words: u32,
    nodes: usize,
    closed_used: bool,
    cross_used: bool,
    frames: u32,
}

impl GenPage {
    /// The page of `seed`.
    pub fn generate(seed: u64) -> GenPage {
        let mut g = Gen {
            rng: SeededRng::for_purpose(seed, "genpage"),
            words: 0,
            nodes: 0,
            closed_used: false,
            cross_used: false,
            frames: 0,
        };
        let scale = if g.rng.chance(0.5) { 2 } else { 1 };
        let mut body = g.children(Cx::default(), 2, 6);
        for (kind, p) in [(Kind::Dialog, 0.1), (Kind::Popover, 0.1)] {
            if g.rng.chance(p) {
                let children = g.children(
                    Cx {
                        depth: 1,
                        ..Cx::default()
                    },
                    1,
                    3,
                );
                body.push(Node {
                    kind,
                    styles: Vec::new(),
                    children,
                });
            }
        }
        GenPage { seed, scale, body }
    }
}

impl Gen {
    fn number(&mut self) -> u32 {
        self.words += 1;
        self.words
    }

    fn between(&mut self, low: u32, high: u32) -> u32 {
        low + self.rng.below((high - low + 1) as usize) as u32
    }

    fn signed(&mut self, low: i32, high: i32) -> i32 {
        low + self.rng.below((high - low + 1) as usize) as i32
    }

    fn children(&mut self, cx: Cx, low: u32, high: u32) -> Vec<Node> {
        let n = self.between(low, high);
        let mut out = Vec::new();
        while out.len() < n as usize && self.nodes < NODE_BUDGET {
            out.push(self.node(cx));
        }
        out
    }

    fn node(&mut self, cx: Cx) -> Node {
        self.nodes += 1;
        let deep = cx.depth >= MAX_DEPTH || self.nodes >= NODE_BUDGET;
        let mut choices: Vec<(u32, u8)> = vec![(10, 0)];
        if !cx.in_link {
            choices.extend([(12, 1), (7, 2), (9, 3), (3, 4), (3, 5)]);
        }
        if !deep {
            choices.extend([(20, 6), (4, 7)]);
            if !cx.in_link {
                choices.push((4, 8));
                if !cx.in_cross {
                    choices.push((6, 9));
                    if cx.frame_depth < 2 && self.frames < 3 {
                        choices.push((4, 10));
                    }
                }
            }
        }
        let total: u32 = choices.iter().map(|c| c.0).sum();
        let mut roll = self.between(0, total - 1);
        let pick = choices
            .iter()
            .find(|(w, _)| {
                if roll < *w {
                    true
                } else {
                    roll -= w;
                    false
                }
            })
            .map_or(0, |c| c.1);
        let kind = match pick {
            0 => Kind::Text(self.number()),
            1 => Kind::Link(self.number()),
            2 => Kind::Button(self.number()),
            3 => self.field(),
            4 => Kind::Tabs {
                n: self.number(),
                tabs: self.between(2, 4) as u8,
            },
            5 => Kind::Menu {
                n: self.number(),
                items: self.between(2, 4) as u8,
            },
            6 => Kind::Block,
            7 => Kind::Inline,
            8 => Kind::InlineLink,
            9 => {
                let closed = !self.closed_used && self.rng.chance(0.2);
                if !closed && cx.open_depth >= 3 {
                    Kind::Block
                } else {
                    self.closed_used |= closed;
                    Kind::Shadow { closed }
                }
            }
            _ => {
                self.frames += 1;
                let cross_origin = !self.cross_used && cx.frame_depth == 0 && self.rng.chance(0.3);
                self.cross_used |= cross_origin;
                let scrolled = if self.rng.chance(0.4) {
                    self.between(10, 80)
                } else {
                    0
                };
                Kind::Frame {
                    cross_origin,
                    scrolled,
                }
            }
        };
        let styles = self.styles(&kind, cx);
        let inner = Cx {
            depth: cx.depth + 1,
            pointer_none: (cx.pointer_none || styles.contains(&Style::PointerEventsNone))
                && !styles.contains(&Style::PointerEventsAuto),
            hidden: (cx.hidden || styles.contains(&Style::VisibilityHidden))
                && !styles.contains(&Style::VisibilityVisible),
            ..cx
        };
        let children = match kind {
            Kind::Block => self.children(inner, 1, 4),
            Kind::Inline => self.inline_children(inner),
            Kind::InlineLink => self.inline_children(Cx {
                in_link: true,
                ..inner
            }),
            Kind::Shadow { closed } => self.children(
                Cx {
                    open_depth: cx.open_depth + u32::from(!closed),
                    ..inner
                },
                1,
                3,
            ),
            Kind::Frame {
                cross_origin,
                scrolled,
            } => {
                let document = Cx {
                    frame_depth: cx.frame_depth + 1,
                    in_cross: cross_origin,
                    ..Cx::default()
                };
                let mut children = self.children(document, 1, 4);
                if scrolled > 0 {
                    // Something to scroll to: a document taller than its frame.
                    children.push(Node {
                        kind: Kind::Block,
                        styles: vec![Style::Size(100, 400)],
                        children: vec![self.leaf_link()],
                    });
                }
                children
            }
            _ => Vec::new(),
        };
        Node {
            kind,
            styles,
            children,
        }
    }

    fn leaf_link(&mut self) -> Node {
        Node {
            kind: Kind::Link(self.number()),
            styles: Vec::new(),
            children: Vec::new(),
        }
    }

    /// An inline element's children: text and blocks, often positioned.
    fn inline_children(&mut self, cx: Cx) -> Vec<Node> {
        let n = self.between(1, 3);
        let mut out = Vec::new();
        while out.len() < n as usize && self.nodes < NODE_BUDGET {
            let node = {
                if self.rng.chance(0.5) {
                    self.node(cx)
                } else {
                    self.nodes += 1;
                    let leaf = if cx.in_link {
                        Kind::Text(self.number())
                    } else {
                        Kind::Link(self.number())
                    };
                    let mut styles = Vec::new();
                    if self.rng.chance(0.4) {
                        let (l, t) = (self.signed(-20, 200), self.signed(-20, 120));
                        styles.push(Style::Position(Position::Absolute(l, t)));
                    }
                    Node {
                        kind: Kind::Block,
                        styles,
                        children: vec![Node {
                            kind: leaf,
                            styles: Vec::new(),
                            children: Vec::new(),
                        }],
                    }
                }
            };
            out.push(node);
        }
        out
    }

    fn field(&mut self) -> Kind {
        let control = *self
            .rng
            .pick(&[Control::Text, Control::Checkbox, Control::Radio]);
        let label = if self.rng.chance(0.5) {
            LabelKind::For
        } else {
            LabelKind::Wrapping
        };
        let hide = if self.rng.chance(0.5) {
            Hide::Shown
        } else {
            *self
                .rng
                .pick(&[Hide::VisuallyHidden, Hide::Transparent, Hide::NotRendered])
        };
        Kind::Field {
            n: self.number(),
            control,
            label,
            hide,
        }
    }

    fn styles(&mut self, kind: &Kind, cx: Cx) -> Vec<Style> {
        let container = matches!(kind, Kind::Block | Kind::Shadow { .. });
        let frame = matches!(kind, Kind::Frame { .. });
        // Containers carry most features; leaves get a lighter share.
        let k = if container || frame { 1.0 } else { 0.4 };
        let mut s = Vec::new();
        if frame {
            let (w, h) = (self.between(160, 420), self.between(90, 260));
            s.push(Style::Size(w, h));
        } else if container && self.rng.chance(0.45) {
            let (w, h) = (self.between(60, 380), self.between(30, 220));
            s.push(Style::Size(w, h));
        }
        if self.rng.chance(0.12 * k) {
            s.push(Style::Wide);
        }
        if container && self.rng.chance(0.3) {
            s.push(Style::Overflow(*self.rng.pick(&[
                Overflow::Hidden,
                Overflow::Auto,
                Overflow::Scroll,
            ])));
            if self.rng.chance(0.6) {
                s.push(Style::Scrolled(self.between(4, 60)));
            }
        }
        if self.rng.chance(0.25 * k) {
            let p = match self.rng.below(4) {
                0 => Position::Relative,
                1 => Position::Absolute(self.signed(-20, 240), self.signed(-20, 160)),
                2 => Position::Sticky(self.between(0, 30)),
                _ => Position::Fixed(self.between(0, 640), self.between(0, 500)),
            };
            s.push(Style::Position(p));
        }
        if self.rng.chance(0.12 * k) {
            let t = match self.rng.below(5) {
                0 | 1 => Transform::Translate(self.signed(-30, 30), self.signed(-30, 30)),
                2 | 3 => Transform::Scale(*self.rng.pick(&[50, 75, 125, 150])),
                _ => Transform::Rotate(self.signed(-40, 40)),
            };
            s.push(Style::Transform(t));
        }
        if self.rng.chance(0.07 * k) {
            s.push(Style::Zoom(*self.rng.pick(&[50, 75, 125, 150, 200])));
        }
        if self.rng.chance(0.12 * k) {
            s.push(Style::ZIndex(self.signed(-1, 5)));
        }
        if cx.pointer_none && self.rng.chance(0.4) {
            s.push(Style::PointerEventsAuto);
        } else if self.rng.chance(0.07 * k) {
            s.push(Style::PointerEventsNone);
        }
        if container && self.rng.chance(0.06) {
            s.push(Style::DisplayContents);
        }
        if self.rng.chance(0.05 * k) {
            s.push(Style::OpacityZero);
        } else if self.rng.chance(0.05 * k) {
            s.push(Style::Translucent);
        }
        if cx.hidden && self.rng.chance(0.4) {
            s.push(Style::VisibilityVisible);
        } else if self.rng.chance(0.06 * k) {
            s.push(Style::VisibilityHidden);
        }
        s
    }
}
