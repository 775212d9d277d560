//! Writing a page out as HTML: `index.html` and one file per iframe.

use std::fmt::Write;

use mimic_rng::SeededRng;

use crate::{
    Control, File, GenPage, Hide, Kind, LabelKind, Node, Overflow, Position, Style, Transform,
};

/// The page's own font (the pinned Liberation Sans, served from the page's
/// origin): text is laid out the same whatever the machine has.
const FONT: &str =
    r#"@font-face{font-family:"Gen Sans";src:url(/fonts/LiberationSans-Regular.ttf)}"#;

/// Rules every document and every shadow tree gets (shadow trees do not
/// see the document's style sheets).
const CSS: &str = "\
.b{border:1px solid #789;padding:4px;margin:4px;background:#f4f6fa}\
.vh{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}\
p{margin:4px}a{color:#03c}button,input{font:inherit;margin:2px}\
iframe{display:block;border:1px solid #555;margin:4px;background:#fff}\
[role=tablist]{display:flex;gap:4px}[role=menu]{list-style:none;padding:0}[role=menuitem]{padding:2px 6px}";

/// Points the cross-origin iframe at this server's other name (127.0.0.1
/// and localhost are two sites: Chromium puts the frame in another
/// process), scrolls what asks to be scrolled (also inside open shadow
/// roots) and opens the top layer, once the document is parsed. The
/// frame's URL is made here, not written, so a saved page runs on any port.
const SCRIPT: &str = "\
for(const f of document.querySelectorAll('iframe[data-cross]')){const u=new URL(f.dataset.cross,location.href);\
u.hostname=u.hostname==='localhost'?'127.0.0.1':'localhost';f.src=u.href}\
function s(r){for(const e of r.querySelectorAll('[data-scroll]')){e.scrollTop=+e.dataset.scroll;e.scrollLeft=+e.dataset.scroll}\
for(const e of r.querySelectorAll('*'))if(e.shadowRoot)s(e.shadowRoot)}\
s(document);\
if(document.body.dataset.scroll)scrollTo(0,+document.body.dataset.scroll);\
for(const d of document.querySelectorAll('dialog[data-modal]'))d.showModal();\
for(const p of document.querySelectorAll('[popover]'))p.showPopover();";

const WORDS: &[&str] = &[
    "open", "save", "report", "alpha", "north", "delta", "garden", "river", "paper", "signal",
    "orbit", "maple", "copper", "window", "ledger", "harbor", "quiet", "engine", "marble",
    "violet", "summit", "lantern", "pixel", "cobalt", "meadow", "anchor", "falcon", "timber",
    "velvet", "glacier",
];

/// Words `n` writes: `low..=high` of them and the number itself, so that
/// every name on a page is different.
fn words(n: u32, low: usize, high: usize) -> String {
    let mut rng = SeededRng::for_purpose(u64::from(n), "words");
    let count = low + rng.below(high - low + 1);
    let mut out: Vec<&str> = (0..count).map(|_| *rng.pick(WORDS)).collect();
    let number = n.to_string();
    out.push(&number);
    out.join(" ")
}

fn css(styles: &[Style]) -> String {
    let mut out = String::new();
    let positioned = styles.iter().any(|s| matches!(s, Style::Position(_)));
    for style in styles {
        let _ = match *style {
            Style::Size(w, h) => write!(out, "width:{w}px;height:{h}px;"),
            Style::Wide => write!(out, "width:140%;"),
            Style::Overflow(o) => write!(
                out,
                "overflow:{};",
                match o {
                    Overflow::Hidden => "hidden",
                    Overflow::Auto => "auto",
                    Overflow::Scroll => "scroll",
                }
            ),
            Style::Scrolled(_) => Ok(()),
            Style::Position(Position::Relative) => write!(out, "position:relative;"),
            Style::Position(Position::Absolute(l, t)) => {
                write!(out, "position:absolute;left:{l}px;top:{t}px;")
            }
            Style::Position(Position::Sticky(t)) => write!(out, "position:sticky;top:{t}px;"),
            Style::Position(Position::Fixed(l, t)) => {
                write!(out, "position:fixed;left:{l}px;top:{t}px;")
            }
            Style::Transform(Transform::Translate(x, y)) => {
                write!(out, "transform:translate({x}px,{y}px);")
            }
            Style::Transform(Transform::Scale(p)) => {
                write!(out, "transform:scale({});", f64::from(p) / 100.0)
            }
            Style::Transform(Transform::Rotate(d)) => write!(out, "transform:rotate({d}deg);"),
            Style::Zoom(p) => write!(out, "zoom:{};", f64::from(p) / 100.0),
            Style::ZIndex(z) if positioned => write!(out, "z-index:{z};"),
            Style::ZIndex(z) => write!(out, "position:relative;z-index:{z};"),
            Style::PointerEventsNone => write!(out, "pointer-events:none;"),
            Style::PointerEventsAuto => write!(out, "pointer-events:auto;"),
            Style::DisplayContents => write!(out, "display:contents;"),
            Style::OpacityZero => write!(out, "opacity:0;"),
            Style::Translucent => write!(out, "opacity:.5;"),
            Style::VisibilityHidden => write!(out, "visibility:hidden;"),
            Style::VisibilityVisible => write!(out, "visibility:visible;"),
        };
    }
    out
}

/// ` style="…"` and ` data-scroll="…"` of an element, or nothing.
fn attributes(styles: &[Style]) -> String {
    let mut out = String::new();
    let css = css(styles);
    if !css.is_empty() {
        let _ = write!(out, " style=\"{css}\"");
    }
    if let Some(n) = styles.iter().find_map(|s| match s {
        Style::Scrolled(n) => Some(*n),
        _ => None,
    }) {
        let _ = write!(out, " data-scroll=\"{n}\"");
    }
    out
}

/// The `<meta name>` of `index.html` that holds the page's scale.
pub const SCALE_META: &str = "mimic-device-scale-factor";

struct Renderer {
    files: Vec<File>,
    frames: u32,
}

impl GenPage {
    /// The page's files: `index.html` first, then `f1.html`, … for its
    /// iframes, all in one folder; fonts come from `/fonts/` of the origin.
    pub fn render(&self) -> Vec<File> {
        let mut r = Renderer {
            files: Vec::new(),
            frames: 0,
        };
        let html = r.document(&format!("generated page {}", self.seed), &self.body, 0);
        // The scale the page was generated for, so a saved page is
        // observed as it was found.
        let html = html.replacen(
            "<meta charset=\"utf-8\">",
            &format!(
                "<meta charset=\"utf-8\"><meta name=\"{SCALE_META}\" content=\"{}\">",
                self.scale
            ),
            1,
        );
        r.files.insert(
            0,
            File {
                name: "index.html".into(),
                html,
            },
        );
        r.files
    }
}

impl Renderer {
    fn document(&mut self, title: &str, body: &[Node], scrolled: u32) -> String {
        let mut content = String::new();
        for node in body {
            self.node(node, &mut content);
        }
        let scroll = if scrolled > 0 {
            format!(" data-scroll=\"{scrolled}\"")
        } else {
            String::new()
        };
        format!(
            "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{title}</title>\
             <style>{FONT}html{{font:14px/18px \"Gen Sans\",sans-serif}}body{{margin:8px}}{CSS}</style></head>\n\
             <body{scroll}>\n{content}<script>{SCRIPT}</script>\n</body></html>\n"
        )
    }

    fn children(&mut self, node: &Node, out: &mut String) {
        for child in &node.children {
            self.node(child, out);
        }
    }

    fn node(&mut self, node: &Node, out: &mut String) {
        let attrs = attributes(&node.styles);
        match &node.kind {
            Kind::Block => {
                let _ = write!(out, "<div class=\"b\"{attrs}>");
                self.children(node, out);
                out.push_str("</div>\n");
            }
            Kind::Inline => {
                let _ = write!(out, "<span{attrs}>");
                self.children(node, out);
                out.push_str("</span>\n");
            }
            Kind::InlineLink => {
                let _ = write!(out, "<a href=\"#wrap\"{attrs}>");
                self.children(node, out);
                out.push_str("</a>\n");
            }
            Kind::Link(n) => {
                let _ = writeln!(out, "<a href=\"#a{n}\"{attrs}>{}</a>", words(*n, 1, 4));
            }
            Kind::Button(n) => {
                let _ = writeln!(
                    out,
                    "<button type=\"button\"{attrs}>{}</button>",
                    words(*n, 1, 2)
                );
            }
            Kind::Text(n) => {
                let _ = writeln!(out, "<p{attrs}>{}</p>", words(*n, 3, 24));
            }
            Kind::Field {
                n,
                control,
                label,
                hide,
            } => {
                let kind = match control {
                    Control::Text => "text",
                    Control::Checkbox => "checkbox",
                    Control::Radio => "radio",
                };
                let hidden = match hide {
                    Hide::Shown => "",
                    Hide::VisuallyHidden => " class=\"vh\"",
                    Hide::Transparent => " style=\"opacity:0\"",
                    Hide::NotRendered => " style=\"display:none\"",
                };
                let text = words(*n, 1, 3);
                let _ = match label {
                    LabelKind::For => writeln!(
                        out,
                        "<div{attrs}><label for=\"c{n}\">{text}</label> \
                         <input id=\"c{n}\" name=\"c{n}\" type=\"{kind}\"{hidden}></div>"
                    ),
                    LabelKind::Wrapping => writeln!(
                        out,
                        "<label{attrs}><input name=\"c{n}\" type=\"{kind}\"{hidden}> {text}</label>"
                    ),
                };
            }
            Kind::Tabs { n, tabs } => {
                let _ = write!(
                    out,
                    "<div class=\"b\"{attrs}><div role=\"tablist\" aria-label=\"tabs {n}\">"
                );
                for i in 1..=*tabs {
                    let (selected, index) = if i == 1 { ("true", 0) } else { ("false", -1) };
                    let _ = write!(
                        out,
                        "<button role=\"tab\" aria-selected=\"{selected}\" tabindex=\"{index}\">tab {n}.{i}</button>"
                    );
                }
                let _ = writeln!(
                    out,
                    "</div><div role=\"tabpanel\" aria-label=\"panel {n}\"><p>{} <a href=\"#p{n}\">more {n}</a></p></div></div>",
                    words(*n, 2, 12)
                );
            }
            Kind::Menu { n, items } => {
                let _ = write!(
                    out,
                    "<ul class=\"b\" role=\"menu\" aria-label=\"menu {n}\"{attrs}>"
                );
                for i in 1..=*items {
                    let index = if i == 1 { 0 } else { -1 };
                    let _ = write!(
                        out,
                        "<li role=\"menuitem\" tabindex=\"{index}\">item {n}.{i}</li>"
                    );
                }
                out.push_str("</ul>\n");
            }
            Kind::Shadow { closed } => {
                let mode = if *closed { "closed" } else { "open" };
                let _ = write!(
                    out,
                    "<div class=\"b\"{attrs}><template shadowrootmode=\"{mode}\"><style>{CSS}</style>"
                );
                self.children(node, out);
                out.push_str("</template></div>\n");
            }
            Kind::Frame {
                cross_origin,
                scrolled,
            } => {
                self.frames += 1;
                let name = format!("f{}.html", self.frames);
                let title = format!("frame {}", self.frames);
                let src = if *cross_origin { "data-cross" } else { "src" };
                let _ = writeln!(
                    out,
                    "<iframe {src}=\"{name}\" title=\"{title}\"{attrs}></iframe>"
                );
                let html = self.document(&title, &node.children, *scrolled);
                self.files.push(File { name, html });
            }
            Kind::Dialog => {
                let _ = write!(out, "<dialog data-modal{attrs}>");
                self.children(node, out);
                out.push_str("</dialog>\n");
            }
            Kind::Popover => {
                let _ = write!(out, "<div class=\"b\" popover=\"manual\"{attrs}>");
                self.children(node, out);
                out.push_str("</div>\n");
            }
        }
    }
}
