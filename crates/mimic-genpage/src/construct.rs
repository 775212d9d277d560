//! The layout constructs a page can hold, counted from its tree, so that a
//! run that never built one shows it.

use std::collections::BTreeMap;

use crate::{GenPage, Hide, Kind, Node, Overflow, Position, Style, Transform};

/// A construct the generator composes pages from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Construct {
    OverflowingChild,
    OverflowHidden,
    OverflowAuto,
    OverflowScroll,
    ScrolledContainer,
    Sticky,
    Fixed,
    Transform,
    Rotate,
    Zoom,
    ZIndex,
    PointerEventsNone,
    InlineAroundBlock,
    PositionedInInline,
    DisplayContents,
    LabelOfShownControl,
    LabelOfHiddenControl,
    Tabs,
    Menu,
    OpenShadowRoot,
    OpenShadowRoot2Deep,
    OpenShadowRoot3Deep,
    ClosedShadowRoot,
    Iframe,
    NestedIframe,
    ScrolledIframe,
    CrossOriginIframe,
    ModalDialog,
    Popover,
    OpacityZero,
    VisibilityHidden,
    Scale1,
    Scale2,
}

impl Construct {
    pub const ALL: &[Construct] = &[
        Construct::OverflowingChild,
        Construct::OverflowHidden,
        Construct::OverflowAuto,
        Construct::OverflowScroll,
        Construct::ScrolledContainer,
        Construct::Sticky,
        Construct::Fixed,
        Construct::Transform,
        Construct::Rotate,
        Construct::Zoom,
        Construct::ZIndex,
        Construct::PointerEventsNone,
        Construct::InlineAroundBlock,
        Construct::PositionedInInline,
        Construct::DisplayContents,
        Construct::LabelOfShownControl,
        Construct::LabelOfHiddenControl,
        Construct::Tabs,
        Construct::Menu,
        Construct::OpenShadowRoot,
        Construct::OpenShadowRoot2Deep,
        Construct::OpenShadowRoot3Deep,
        Construct::ClosedShadowRoot,
        Construct::Iframe,
        Construct::NestedIframe,
        Construct::ScrolledIframe,
        Construct::CrossOriginIframe,
        Construct::ModalDialog,
        Construct::Popover,
        Construct::OpacityZero,
        Construct::VisibilityHidden,
        Construct::Scale1,
        Construct::Scale2,
    ];
}

#[derive(Clone, Copy, Default)]
struct Context {
    open_depth: u32,
    frame_depth: u32,
    in_inline: bool,
}

impl GenPage {
    /// How often each construct occurs in this page (absent: never).
    pub fn constructs(&self) -> BTreeMap<Construct, usize> {
        let mut counts = BTreeMap::new();
        let scale = if self.scale == 2 {
            Construct::Scale2
        } else {
            Construct::Scale1
        };
        *counts.entry(scale).or_default() += 1;
        for node in &self.body {
            count(node, Context::default(), &mut counts);
        }
        counts
    }
}

fn count(node: &Node, cx: Context, counts: &mut BTreeMap<Construct, usize>) {
    let mut add = |c: Construct| *counts.entry(c).or_default() += 1;
    let mut inner = cx;
    for style in &node.styles {
        match style {
            Style::Wide => add(Construct::OverflowingChild),
            Style::Overflow(Overflow::Hidden) => add(Construct::OverflowHidden),
            Style::Overflow(Overflow::Auto) => add(Construct::OverflowAuto),
            Style::Overflow(Overflow::Scroll) => add(Construct::OverflowScroll),
            Style::Scrolled(_) if node.styles.iter().any(|s| matches!(s, Style::Overflow(_))) => {
                add(Construct::ScrolledContainer)
            }
            Style::Position(Position::Sticky(_)) => add(Construct::Sticky),
            Style::Position(Position::Fixed(..)) => add(Construct::Fixed),
            Style::Transform(Transform::Rotate(_)) => add(Construct::Rotate),
            Style::Transform(_) => add(Construct::Transform),
            Style::Zoom(_) => add(Construct::Zoom),
            Style::ZIndex(_) => add(Construct::ZIndex),
            Style::PointerEventsNone => add(Construct::PointerEventsNone),
            Style::DisplayContents => add(Construct::DisplayContents),
            Style::OpacityZero => add(Construct::OpacityZero),
            Style::VisibilityHidden => add(Construct::VisibilityHidden),
            _ => {}
        }
        if cx.in_inline
            && matches!(
                style,
                Style::Position(Position::Absolute(..) | Position::Fixed(..))
            )
        {
            add(Construct::PositionedInInline);
        }
    }
    match &node.kind {
        Kind::Inline | Kind::InlineLink => {
            if node.children.iter().any(|c| c.kind == Kind::Block) {
                add(Construct::InlineAroundBlock);
            }
            inner.in_inline = true;
        }
        Kind::Field { hide, .. } => add(if *hide == Hide::Shown {
            Construct::LabelOfShownControl
        } else {
            Construct::LabelOfHiddenControl
        }),
        Kind::Tabs { .. } => add(Construct::Tabs),
        Kind::Menu { .. } => add(Construct::Menu),
        Kind::Shadow { closed: true } => add(Construct::ClosedShadowRoot),
        Kind::Shadow { closed: false } => {
            inner.open_depth += 1;
            add(match inner.open_depth {
                1 => Construct::OpenShadowRoot,
                2 => Construct::OpenShadowRoot2Deep,
                _ => Construct::OpenShadowRoot3Deep,
            });
        }
        Kind::Frame {
            cross_origin,
            scrolled,
        } => {
            add(if *cross_origin {
                Construct::CrossOriginIframe
            } else {
                Construct::Iframe
            });
            if cx.frame_depth > 0 {
                add(Construct::NestedIframe);
            }
            if *scrolled > 0 {
                add(Construct::ScrolledIframe);
            }
            inner = Context {
                frame_depth: cx.frame_depth + 1,
                ..Context::default()
            };
        }
        Kind::Dialog => add(Construct::ModalDialog),
        Kind::Popover => add(Construct::Popover),
        _ => {}
    }
    for child in &node.children {
        count(child, inner, counts);
    }
}
