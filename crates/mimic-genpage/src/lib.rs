//! mimic-genpage: seeded random web pages for differential fuzzing of the
//! observer and mapping against Chromium. A page is a tree of [`Node`]s
//! drawn from a seed ([`GenPage::generate`]), written out as HTML files
//! ([`GenPage::render`]), counted by the layout constructs it holds
//! ([`GenPage::constructs`]) and shrunk one step at a time
//! ([`GenPage::simpler`]) towards a minimal page that still fails. Pure:
//! no browser, no I/O; the same seed gives the same page everywhere. The
//! rules are in `docs/generated-pages.md`.

mod construct;
mod generate;
mod render;
mod shrink;

pub use construct::Construct;
pub use render::SCALE_META;

/// One generated page: its tree and the device scale factor to observe it at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GenPage {
    pub seed: u64,
    /// Device pixels per CSS pixel: 1 or 2.
    pub scale: u8,
    pub body: Vec<Node>,
}

/// An element of the page with its style features and children.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    pub kind: Kind,
    pub styles: Vec<Style>,
    pub children: Vec<Node>,
}

/// What an element is. Containers hold `children`; the others ignore them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// A bordered block (`div`).
    Block,
    /// An inline `span` around its children (blocks among them).
    Inline,
    /// An inline link around its children (blocks among them).
    InlineLink,
    /// A link with text (`n` numbers its words).
    Link(u32),
    Button(u32),
    /// A paragraph of prose, no target.
    Text(u32),
    /// A form control with a label.
    Field {
        n: u32,
        control: Control,
        label: LabelKind,
        hide: Hide,
    },
    /// An ARIA tab list of `tabs` tabs and one panel with a link.
    Tabs {
        n: u32,
        tabs: u8,
    },
    /// An ARIA menu of `items` focusable items.
    Menu {
        n: u32,
        items: u8,
    },
    /// A host whose children are its shadow tree (declarative shadow DOM).
    Shadow {
        closed: bool,
    },
    /// An iframe whose children are its document's body.
    Frame {
        cross_origin: bool,
        scrolled: u32,
    },
    /// A `<dialog>` opened modally; top level only.
    Dialog,
    /// A shown popover (top layer); top level only.
    Popover,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    Text,
    Checkbox,
    Radio,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LabelKind {
    /// `<label for=…>` beside the control.
    For,
    /// `<label>` wrapping the control.
    Wrapping,
}

/// How a field's control is hidden, if at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hide {
    Shown,
    /// The 1 px clipped box CSS kits hide custom-drawn controls with.
    VisuallyHidden,
    /// `opacity: 0`: invisible but hit-tested.
    Transparent,
    /// `display: none`: the label is all there is to click.
    NotRendered,
}

/// One style feature of an element, written as CSS.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// Fixed width and height, CSS px.
    Size(u32, u32),
    /// 140% of the parent's width: it overflows its parent.
    Wide,
    Overflow(Overflow),
    /// Scrolled by this many px (down and right) after load.
    Scrolled(u32),
    Position(Position),
    Transform(Transform),
    /// CSS `zoom`, percent.
    Zoom(u32),
    /// `position: relative; z-index: n` (a stacking context).
    ZIndex(i32),
    PointerEventsNone,
    /// `pointer-events: auto` again, under a `none` ancestor.
    PointerEventsAuto,
    DisplayContents,
    OpacityZero,
    /// `opacity: .5` (a stacking context that shows).
    Translucent,
    VisibilityHidden,
    /// `visibility: visible` again, under a hidden ancestor.
    VisibilityVisible,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Overflow {
    Hidden,
    Auto,
    Scroll,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Position {
    Relative,
    /// `left`, `top`, CSS px.
    Absolute(i32, i32),
    /// `top`, CSS px.
    Sticky(u32),
    /// `left`, `top`, CSS px.
    Fixed(u32, u32),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transform {
    /// CSS px.
    Translate(i32, i32),
    /// Percent.
    Scale(u32),
    /// Degrees.
    Rotate(i32),
}

/// One file of a rendered page, its name relative to the page's folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct File {
    pub name: String,
    pub html: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_one_page() {
        for seed in 0..20 {
            assert_eq!(GenPage::generate(seed), GenPage::generate(seed));
            assert_eq!(
                GenPage::generate(seed).render(),
                GenPage::generate(seed).render()
            );
        }
        assert_ne!(GenPage::generate(1), GenPage::generate(2));
    }

    #[test]
    fn the_ci_seeds_build_every_construct() {
        // The seeds `crates/mimic-fidelity/tests/generated.rs` checks.
        let mut counts = std::collections::BTreeMap::new();
        for seed in 0..500 {
            for (c, n) in GenPage::generate(seed).constructs() {
                *counts.entry(c).or_insert(0) += n;
            }
        }
        for c in Construct::ALL {
            assert!(counts.get(c).copied().unwrap_or(0) > 0, "{c:?} never built");
        }
    }

    #[test]
    fn every_frame_has_its_document() {
        for seed in 0..200 {
            let page = GenPage::generate(seed);
            let frames = page
                .constructs()
                .iter()
                .filter(|(c, _)| matches!(c, Construct::Iframe | Construct::CrossOriginIframe))
                .map(|(_, n)| n)
                .sum::<usize>();
            let files = page.render();
            assert_eq!(files.len(), frames + 1, "seed {seed}");
            assert_eq!(files[0].name, "index.html");
            for f in &files[1..] {
                assert!(
                    files[0].html.contains(&f.name)
                        || files
                            .iter()
                            .any(|g| g.html.contains(&format!("=\"{}\"", f.name))),
                    "seed {seed}: {} not linked",
                    f.name
                );
            }
        }
    }
}
