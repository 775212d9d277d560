//! Faults 1-4 of issue 18, each on a page built the way real sites build
//! the pattern (`testdata/pages/`), with Chromium as the referee: its hit
//! test (`DOM.getNodeForLocation`) for where a click lands, its DOM (pierced
//! through shadow roots) for what a locator finds. Every test samples points
//! across the whole viewport, so it measures the class of fault, not one
//! point, and prints the agreement it measured.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use mimic_map::{MapOptions, PreparedObservation, ReasonCode, RulesVersion, prepare};
use mimic_observe::chrome::{Browser, ChromeObservation, LaunchOptions, ObserveOptions, Page};
use mimic_schema::{MappingStatus, MimicActionV1, MimicCandidateV1, Point};
use serde_json::{Value, json};

fn page_url(name: &str) -> String {
    let path: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata/pages")
        .join(name);
    format!("file://{}", path.display())
}

async fn launch() -> Browser {
    Browser::launch(LaunchOptions::default())
        .await
        .expect("launch Chromium (install it: apt-get install chromium)")
}

async fn observe(page: &Page, out: &Path) -> ChromeObservation {
    let options = ObserveOptions {
        screenshot: false,
        ..ObserveOptions::default()
    };
    mimic_observe::chrome::observe(page, &options, out)
        .await
        .expect("observe")
}

async fn run_js(page: &Page, expression: &str) -> Value {
    let result = page
        .call(
            "Runtime.evaluate",
            json!({ "expression": expression, "returnByValue": true, "awaitPromise": true }),
        )
        .await
        .expect("evaluate");
    result["result"]["value"].clone()
}

/// Runs `body`, JavaScript statements that see `el` (the element a
/// candidate's selector finds) and return a value, for each candidate in
/// the page: the answers, as a JSON array.
async fn per_element(page: &Page, candidates: &[&MimicCandidateV1], body: &str) -> Value {
    let selectors: Vec<&Value> = candidates.iter().map(|c| meta(c, "selector")).collect();
    let answers = run_js(
        page,
        &format!(
            "JSON.stringify({}.map(sel => {{ const el = document.querySelector(sel); {body} }}))",
            json!(selectors)
        ),
    )
    .await;
    serde_json::from_str(answers.as_str().expect("answers")).expect("JSON")
}

/// The observation's links (`a` elements).
fn links_of(o: &ChromeObservation) -> Vec<&MimicCandidateV1> {
    o.observed
        .observation
        .candidates
        .iter()
        .filter(|c| meta(c, "tag") == "a")
        .collect()
}

fn meta<'a>(c: &'a MimicCandidateV1, key: &str) -> &'a Value {
    c.metadata
        .as_ref()
        .and_then(|m| m.get(key))
        .unwrap_or(&Value::Null)
}

fn candidate<'a>(o: &'a ChromeObservation, id: &str) -> &'a MimicCandidateV1 {
    o.observed
        .observation
        .candidates
        .iter()
        .find(|c| c.id == id)
        .unwrap_or_else(|| panic!("no candidate {id}"))
}

fn by_label<'a>(o: &'a ChromeObservation, label: &str) -> &'a MimicCandidateV1 {
    o.observed
        .observation
        .candidates
        .iter()
        .find(|c| c.label.as_deref() == Some(label) || c.text.as_deref() == Some(label))
        .unwrap_or_else(|| panic!("no candidate labelled {label:?}"))
}

/// One node of Chromium's DOM, pierced through shadow roots and frames.
#[derive(Debug)]
struct DomNode {
    node_id: i64,
    backend_id: i64,
    /// Composed parent: a shadow root's host, a frame document's iframe.
    parent: Option<usize>,
    name: String,
    attributes: HashMap<String, String>,
    children: Vec<usize>,
    shadow_roots: Vec<usize>,
    content_document: Option<usize>,
}

/// `DOM.getDocument` with `pierce`, flattened.
#[derive(Debug, Default)]
struct Dom {
    nodes: Vec<DomNode>,
    by_backend: HashMap<i64, usize>,
    by_node_id: HashMap<i64, usize>,
}

impl Dom {
    async fn read(page: &Page) -> Self {
        let doc = page
            .call("DOM.getDocument", json!({ "depth": -1, "pierce": true }))
            .await
            .expect("DOM.getDocument");
        let mut dom = Dom::default();
        dom.add(&doc["root"], None);
        dom
    }

    fn add(&mut self, v: &Value, parent: Option<usize>) -> usize {
        let i = self.nodes.len();
        let flat = v["attributes"].as_array().cloned().unwrap_or_default();
        let attributes = flat
            .chunks_exact(2)
            .map(|p| {
                (
                    p[0].as_str().unwrap_or("").to_ascii_lowercase(),
                    p[1].as_str().unwrap_or("").to_string(),
                )
            })
            .collect();
        self.nodes.push(DomNode {
            node_id: v["nodeId"].as_i64().unwrap_or(0),
            backend_id: v["backendNodeId"].as_i64().unwrap_or(0),
            parent,
            name: v["nodeName"].as_str().unwrap_or("").to_ascii_lowercase(),
            attributes,
            children: Vec::new(),
            shadow_roots: Vec::new(),
            content_document: None,
        });
        self.by_backend.insert(self.nodes[i].backend_id, i);
        self.by_node_id.insert(self.nodes[i].node_id, i);
        for c in v["shadowRoots"].as_array().into_iter().flatten() {
            let s = self.add(c, Some(i));
            self.nodes[i].shadow_roots.push(s);
        }
        for c in v["children"].as_array().into_iter().flatten() {
            let s = self.add(c, Some(i));
            self.nodes[i].children.push(s);
        }
        if v["contentDocument"].is_object() {
            let s = self.add(&v["contentDocument"], Some(i));
            self.nodes[i].content_document = Some(s);
        }
        i
    }

    /// The nodes matching `selector` under the node `root` (Chromium's own
    /// `querySelectorAll`).
    async fn query_all(&self, page: &Page, root: usize, selector: &str) -> Vec<usize> {
        let found = page
            .call(
                "DOM.querySelectorAll",
                json!({ "nodeId": self.nodes[root].node_id, "selector": selector }),
            )
            .await;
        let Ok(found) = found else { return Vec::new() };
        found["nodeIds"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|n| n.as_i64().and_then(|n| self.by_node_id.get(&n).copied()))
            .collect()
    }

    /// Resolves a candidate's locators one boundary at a time: each frame
    /// selector and each ` >>> ` part must match exactly one element.
    /// `None` when a step matches none or several.
    async fn resolve(&self, page: &Page, c: &MimicCandidateV1) -> Option<usize> {
        let mut root = 0;
        for f in meta(c, "framePath").as_array().into_iter().flatten() {
            let [frame] = self.query_all(page, root, f.as_str()?).await[..] else {
                return None;
            };
            root = self.nodes[frame].content_document?;
        }
        let selector = meta(c, "selector").as_str()?;
        let parts: Vec<&str> = selector.split(" >>> ").collect();
        for (k, part) in parts.iter().enumerate() {
            let [hit] = self.query_all(page, root, part).await[..] else {
                return None;
            };
            if k + 1 == parts.len() {
                return Some(hit);
            }
            root = *self.nodes[hit].shadow_roots.first()?;
        }
        None
    }

    /// The control a `label` forwards its clicks to: its `for` target in
    /// the same tree scope, else its first labelable descendant.
    fn label_control(&self, label: usize) -> Option<usize> {
        const LABELABLE: &[&str] = &[
            "button", "input", "meter", "output", "progress", "select", "textarea",
        ];
        let mut stack = vec![];
        if let Some(id) = self.nodes[label].attributes.get("for") {
            // The scope root: the nearest shadow root or document above.
            let mut scope = label;
            while let Some(p) = self.nodes[scope].parent {
                if self.nodes[p].shadow_roots.contains(&scope) {
                    break;
                }
                scope = p;
                if self.nodes[scope].name.starts_with('#') {
                    break;
                }
            }
            stack.push(scope);
            while let Some(n) = stack.pop() {
                if self.nodes[n].attributes.get("id") == Some(id) {
                    return LABELABLE
                        .contains(&self.nodes[n].name.as_str())
                        .then_some(n);
                }
                stack.extend(self.nodes[n].children.iter().rev());
            }
            return None;
        }
        stack.extend(self.nodes[label].children.iter().rev());
        while let Some(n) = stack.pop() {
            if LABELABLE.contains(&self.nodes[n].name.as_str()) {
                return Some(n);
            }
            stack.extend(self.nodes[n].children.iter().rev());
        }
        None
    }
}

/// What Chromium's hit test implies a click at a point targets.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Verdict {
    /// The innermost candidate on the composed hit chain.
    Candidate(String),
    /// The chain reaches a `label` first, which forwards the click to
    /// this candidate, its control: mimic-map has no notion of labels, so
    /// these are counted apart.
    ViaLabel(String),
    /// The chain holds no candidate.
    Nothing,
    /// The hit node is not in the DOM read (cannot be judged).
    Unjudged,
}

/// Chromium's hit test at `p`, walked up the composed tree to the innermost
/// candidate (a `label` that is not a candidate forwards to its control).
/// `scroll` is the page's scroll offset: `DOM.getNodeForLocation` takes
/// document coordinates.
async fn referee(
    page: &Page,
    dom: &Dom,
    by_node: &HashMap<usize, String>,
    p: Point,
    scroll: Point,
) -> Verdict {
    let (x, y) = ((p.x + scroll.x) as i64, (p.y + scroll.y) as i64);
    let hit = page
        .call(
            "DOM.getNodeForLocation",
            json!({ "x": x, "y": y, "includeUserAgentShadowDOM": false }),
        )
        .await;
    let Some(backend) = hit.ok().and_then(|h| h["backendNodeId"].as_i64()) else {
        return Verdict::Nothing;
    };
    let Some(&start) = dom.by_backend.get(&backend) else {
        return Verdict::Unjudged;
    };
    let mut cur = Some(start);
    while let Some(n) = cur {
        if let Some(id) = by_node.get(&n) {
            return Verdict::Candidate(id.clone());
        }
        if dom.nodes[n].name == "label"
            && let Some(id) = dom.label_control(n).and_then(|c| by_node.get(&c))
        {
            return Verdict::ViaLabel(id.clone());
        }
        cur = dom.nodes[n].parent;
    }
    Verdict::Nothing
}

/// mimic-map's answer for a click at `p`, as a verdict (near misses and
/// ambiguous answers counted apart).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Answer {
    Inside(String),
    NearMiss(String),
    Ambiguous(Vec<String>),
    Nothing,
}

fn mimic_answer(prepared: &PreparedObservation<'_>, p: Point) -> Answer {
    let click = MimicActionV1::click(p);
    let m = prepared.map(&click, &[]);
    match (m.status(), m.candidate_id(), m.reason_code()) {
        (MappingStatus::MatchedCandidate, Some(_), ReasonCode::NearMiss) => {
            Answer::NearMiss(m.candidate_id().unwrap_or_default().to_string())
        }
        (MappingStatus::MatchedCandidate, Some(id), _) => Answer::Inside(id.to_string()),
        (MappingStatus::Ambiguous, _, _) => Answer::Ambiguous(
            m.tied_candidate_ids()
                .into_iter()
                .map(str::to_owned)
                .collect(),
        ),
        _ => Answer::Nothing,
    }
}

/// Agreement over sampled points.
#[derive(Debug, Default)]
struct Tally {
    agree: usize,
    disagree: Vec<(Point, Verdict, Answer)>,
    near_miss: usize,
    /// Points where mimic-map answers `ambiguous`.
    ambiguous: Vec<Point>,
    via_label: usize,
    on_edge: usize,
    unjudged: usize,
    /// Candidates whose locators resolve to no single element (not judged).
    unresolved: Vec<String>,
    /// Points where Chromium's chain holds a candidate, and how many of
    /// them mimic maps to it.
    on_targets: usize,
    on_targets_reached: usize,
}

impl Tally {
    fn summary(&self, what: &str) -> String {
        let judged = self.agree + self.disagree.len();
        format!(
            "{what}: {} of {judged} points agree with Chromium's hit test ({:.1}%), \
             clicks on targets reach them {} of {}; {} near misses, {} ambiguous, {} via a label and {} on an edge counted apart, {} unjudged",
            self.agree,
            100.0 * self.agree as f64 / judged.max(1) as f64,
            self.on_targets_reached,
            self.on_targets,
            self.near_miss,
            self.ambiguous.len(),
            self.via_label,
            self.on_edge,
            self.unjudged,
        )
    }
}

/// Samples a grid of points (every `step` CSS px) over the viewport and
/// compares mimic-map's answer on the observation with Chromium's hit test.
async fn compare_grid(
    page: &Page,
    o: &ChromeObservation,
    options: &MapOptions,
    step: usize,
) -> Tally {
    let dom = Dom::read(page).await;
    let mut tally = Tally::default();
    let mut by_node = HashMap::new();
    for c in &o.observed.observation.candidates {
        match dom.resolve(page, c).await {
            Some(node) => {
                by_node.insert(node, c.id.clone());
            }
            None => tally.unresolved.push(c.id.clone()),
        }
    }
    let prepared =
        prepare(&o.observed.observation, Some(&o.observed.ext), options).expect("prepare");
    let area = o.observed.ext.observed_area;
    let scroll = o.observed.ext.scroll_offset.unwrap_or(Point::new(0.0, 0.0));
    for y in (area.y as usize..area.bottom() as usize).step_by(step) {
        for x in (area.x as usize..area.right() as usize).step_by(step) {
            let p = Point::new(x as f64, y as f64);
            let verdict = referee(page, &dom, &by_node, p, scroll).await;
            let answer = mimic_answer(&prepared, p);
            if verdict == Verdict::Unjudged {
                tally.unjudged += 1;
                continue;
            }
            // Chromium takes whole-pixel points and snaps boxes for hit
            // testing, and a composited scroller draws its content at whole
            // pixels: within a pixel of an edge either side may win.
            if on_an_edge(o, p) {
                tally.on_edge += 1;
                continue;
            }
            if let Verdict::Candidate(id) = &verdict {
                tally.on_targets += 1;
                if answer == Answer::Inside(id.clone()) {
                    tally.on_targets_reached += 1;
                }
            }
            match (&verdict, &answer) {
                (Verdict::ViaLabel(_), _) => tally.via_label += 1,
                (_, Answer::NearMiss(_)) => tally.near_miss += 1,
                (_, Answer::Ambiguous(tied)) => {
                    if tally.ambiguous.len() < 4 {
                        eprintln!("ambiguous at {p:?}: {tied:?}, Chromium: {verdict:?}");
                    }
                    tally.ambiguous.push(p);
                }
                (Verdict::Candidate(a), Answer::Inside(b)) if a == b => tally.agree += 1,
                (Verdict::Nothing, Answer::Nothing) => tally.agree += 1,
                _ => tally.disagree.push((p, verdict, answer)),
            }
        }
    }
    tally
}

/// Whether `p` lies within a pixel of a candidate's edge.
fn on_an_edge(o: &ChromeObservation, p: Point) -> bool {
    const NEAR: f64 = 1.0;
    o.observed.observation.candidates.iter().any(|c| {
        let b = &c.bounds;
        let within_y = p.y >= b.y - NEAR && p.y <= b.bottom() + NEAR;
        let within_x = p.x >= b.x - NEAR && p.x <= b.right() + NEAR;
        (within_y && ((p.x - b.x).abs() < NEAR || (p.x - b.right()).abs() < NEAR))
            || (within_x && ((p.y - b.y).abs() < NEAR || (p.y - b.bottom()).abs() < NEAR))
    })
}

fn assert_agrees(what: &str, tally: &Tally) {
    eprintln!("{}", tally.summary(what));
    assert!(
        tally.disagree.is_empty(),
        "{what}: {} points disagree with Chromium's hit test, e.g. {:?}",
        tally.disagree.len(),
        &tally.disagree[..tally.disagree.len().min(8)]
    );
    assert!(tally.on_targets > 0, "{what}: no point landed on a target");
}

/// Observes `name` after `setup` (a script run first, e.g. a scroll) and
/// compares every 10th CSS px of the viewport with Chromium's hit test.
async fn observe_and_compare(
    browser: &Browser,
    name: &str,
    setup: &str,
    options: &MapOptions,
) -> (Page, ChromeObservation, Tally) {
    let out = tempfile::tempdir().expect("temp dir");
    let page = browser.new_page(&page_url(name)).await.expect("load");
    if !setup.is_empty() {
        run_js(&page, setup).await;
    }
    let o = observe(&page, out.path()).await;
    let tally = compare_grid(&page, &o, options, 10).await;
    (page, o, tally)
}

fn click(o: &ChromeObservation, options: &MapOptions, p: Point) -> (Option<String>, ReasonCode) {
    let prepared =
        prepare(&o.observed.observation, Some(&o.observed.ext), options).expect("prepare");
    let action = MimicActionV1::click(p);
    let m = prepared.map(&action, &[]);
    (m.candidate_id().map(str::to_owned), m.reason_code())
}

/// Fault 1: a tab item (`li[role=tab]`) holding a link the same paint order
/// reports, the link a pixel taller. Rules 2 put the link (nested in the
/// item, by `parentId`) above it, as Chromium's hit test does; rules 1 still
/// give their old answer, the item.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn links_in_tab_items_win_as_the_hit_test_says() {
    let browser = launch().await;
    let (page, o, tally) =
        observe_and_compare(&browser, "tabs.html", "", &MapOptions::default()).await;
    assert_agrees("tabs.html, current rules", &tally);
    let old = compare_grid(
        &page,
        &o,
        &MapOptions::default().with_rules(RulesVersion::V1),
        10,
    )
    .await;
    eprintln!("{}", old.summary("tabs.html, rules 1"));
    assert!(
        !old.disagree.is_empty(),
        "rules 1 are expected to keep their fault"
    );

    let candidates = &o.observed.observation.candidates;
    let links: Vec<&MimicCandidateV1> = candidates
        .iter()
        .filter(|c| meta(c, "tag") == "a")
        .collect();
    assert_eq!(links.len(), 11);
    for link in links {
        let parent_id = meta(link, "parentId")
            .as_str()
            .expect("a tab link has a parent");
        let item = candidates
            .iter()
            .find(|c| c.id == parent_id)
            .expect("the parent is a candidate");
        assert_eq!(meta(item, "tag"), "li", "{}", link.id);
        assert_eq!(item.role.as_deref(), Some("tab"));
        let centre = link.bounds.center();
        let (now, _) = click(&o, &MapOptions::default(), centre);
        assert_eq!(now.as_deref(), Some(link.id.as_str()));
        // Remapped under the rules a trace was recorded with, the answer
        // is the old one wherever the old tie-break decided it.
        let v1 = MapOptions::from_rules_version("1").expect("rules 1");
        let (then, code) = click(&o, &v1, centre);
        if code == ReasonCode::InnermostBySize {
            let smaller = if item.bounds.area() < link.bounds.area() {
                item
            } else {
                link
            };
            assert_eq!(then.as_deref(), Some(smaller.id.as_str()), "{}", link.id);
        }
    }
    page.close().await.expect("close");
    browser.close().await;
}

/// Fault 2: a documentation sidebar that is sticky and scrolls on its own,
/// at the top of the page, with the page scrolled, and with the sidebar
/// scrolled too: a sidebar link Chromium's hit test reaches at its centre is
/// visible, and clicks map as the hit test says.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn links_in_a_sticky_scrolling_sidebar_are_visible() {
    let browser = launch().await;
    for setup in [
        "",
        "window.scrollTo(0, 1200)",
        "window.scrollTo(0, 1200); document.getElementById('sidebar').scrollTop = 400",
    ] {
        let (page, o, tally) = observe_and_compare(
            &browser,
            "sticky-sidebar.html",
            setup,
            &MapOptions::default(),
        )
        .await;
        // Chromium's own answer to "does this link show": the centre of the
        // part inside the viewport and the sidebar of its box or of one of
        // its client rects (its line fragments, for a wrapped inline link),
        // where `elementFromPoint` reaches it. Also which links wrap.
        let sidebar: Vec<&MimicCandidateV1> = o
            .observed
            .observation
            .candidates
            .iter()
            .filter(|c| {
                meta(c, "selector")
                    .as_str()
                    .is_some_and(|s| s.starts_with("#sidebar"))
            })
            .collect();
        let shown: Vec<(bool, Vec<[f64; 4]>)> = serde_json::from_value(per_element(
            &page,
            &sidebar,
            "const rects = [...el.getClientRects()];
             const clip = document.getElementById('sidebar').getBoundingClientRect();
             const shows = [el.getBoundingClientRect(), ...rects].some(r => {
               const left = Math.max(r.left, clip.left, 0), right = Math.min(r.right, clip.right, innerWidth);
               const top = Math.max(r.top, clip.top, 0), bottom = Math.min(r.bottom, clip.bottom, innerHeight);
               if (right <= left || bottom <= top) return false;
               const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
               return !!hit && el.contains(hit);
             });
             return [shows, rects.map(r => [r.left, r.top, r.width, r.height])];",
        )
        .await)
        .expect("answers");
        let mut visible = 0;
        let mut wrapped = Vec::new();
        for (c, (shows, rects)) in sidebar.iter().zip(&shown) {
            assert_eq!(c.visible, Some(*shows), "[{setup}]: {} {:?}", c.id, c.label);
            visible += usize::from(*shows);
            if spans_lines(rects) {
                wrapped.push(c.id.clone());
            }
        }
        eprintln!(
            "[{setup}]: {visible} of {} sidebar links visible, as Chromium shows them; {} wrap",
            sidebar.len(),
            wrapped.len()
        );
        assert!(
            visible >= 18,
            "[{setup}]: only {visible} sidebar links visible"
        );

        // Every point is judged: the space beside a wrapped link's lines
        // and the cut-off part of a link partly scrolled out of the sidebar
        // are left out of the link by its `rects` (rules 3).
        for id in &wrapped {
            let c = candidate(&o, id);
            assert!(
                meta(c, "rects").as_array().is_some_and(|r| r.len() >= 2),
                "[{setup}]: wrapped link {id} has no line fragments"
            );
        }
        assert_agrees(&format!("sticky-sidebar.html [{setup}]"), &tally);
        page.close().await.expect("close");
    }
    browser.close().await;
}

/// Fault 3: an inline link around a block positioned out of flow. Its
/// bounds are the union of the descendant boxes a click reaches it through
/// (not those that take no pointer events), checked against Chromium's
/// boxes and, over the whole page, its hit test.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn inline_wrappers_take_the_boxes_that_reach_them() {
    let browser = launch().await;
    let (page, o, tally) =
        observe_and_compare(&browser, "header-logo.html", "", &MapOptions::default()).await;
    let title = by_label(&o, "The Long Field Journal");
    let text = run_js(
        &page,
        "JSON.stringify(document.querySelector('.site-title__text').getBoundingClientRect())",
    )
    .await;
    let r: Value = serde_json::from_str(text.as_str().expect("rect")).expect("rect JSON");
    for (got, want) in [
        (title.bounds.x, &r["x"]),
        (title.bounds.y, &r["y"]),
        (title.bounds.width, &r["width"]),
        (title.bounds.height, &r["height"]),
    ] {
        let want = want.as_f64().expect("number");
        assert!(
            (got - want).abs() <= 1.0,
            "title bounds {:?} vs {r}",
            title.bounds
        );
    }
    let to_top = by_label(&o, "Back to top");
    assert_eq!(
        to_top.bounds.width.round(),
        120.0,
        "the fixed block reaches its link"
    );
    // The sentence's link wrapped over two lines takes clicks on its lines
    // only (its line fragments, rules 3), so it is judged with the rest.
    assert_agrees("header-logo.html", &tally);
    page.close().await.expect("close");
    browser.close().await;
}

/// Chromium's hit test against mimic-map's answer at each point, edges
/// included: (points that agree, near misses beside a candidate where
/// Chromium hits none, which are near misses by design, and the points that
/// disagree).
async fn judge_points(
    page: &Page,
    o: &ChromeObservation,
    prepared: &PreparedObservation<'_>,
    points: impl IntoIterator<Item = Point>,
) -> (usize, usize, Vec<(Point, Answer, Answer)>) {
    let dom = Dom::read(page).await;
    let mut by_node = HashMap::new();
    for c in &o.observed.observation.candidates {
        let node = dom.resolve(page, c).await.expect("a locator resolves");
        by_node.insert(node, c.id.clone());
    }
    let scroll = Point::new(0.0, 0.0);
    let (mut agree, mut near_miss, mut disagree) = (0, 0, Vec::new());
    for p in points {
        let verdict = match referee(page, &dom, &by_node, p, scroll).await {
            Verdict::Candidate(id) => Answer::Inside(id),
            Verdict::Nothing => Answer::Nothing,
            other => panic!("{p:?}: {other:?}"),
        };
        match (verdict, mimic_answer(prepared, p)) {
            (v, answer) if v == answer => agree += 1,
            (Answer::Nothing, Answer::NearMiss(_)) => near_miss += 1,
            (v, answer) => disagree.push((p, v, answer)),
        }
    }
    (agree, near_miss, disagree)
}

/// Every pixel row and column across each link's edges, at its middle,
/// against Chromium's hit test, edges included: links from half pixels
/// with and without a box fragment of their own (docs/observe-chrome.md,
/// "Whole pixels").
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn inline_boxes_take_the_pixels_chromium_gives_them() {
    let browser = launch().await;
    let out = tempfile::tempdir().expect("temp dir");
    let page = browser
        .new_page(&page_url("inline-boxes.html"))
        .await
        .expect("load");
    let o = observe(&page, out.path()).await;
    let links = links_of(&o);
    assert_eq!(links.len(), 18, "{links:#?}");
    let points: Vec<Point> = links
        .iter()
        .flat_map(|c| {
            let b = c.bounds;
            let (mid_x, mid_y) = (b.center().x.floor(), b.center().y.floor());
            let column = (b.y.floor() as i64 - 1..=b.bottom().ceil() as i64)
                .map(move |y| Point::new(mid_x, y as f64));
            let row = (b.x.floor() as i64 - 1..=b.right().ceil() as i64)
                .map(move |x| Point::new(x as f64, mid_y));
            column.chain(row)
        })
        .collect();
    let rules = |v| {
        let options = MapOptions::default().with_rules(v);
        prepare(&o.observed.observation, Some(&o.observed.ext), &options).expect("prepare")
    };
    let (now, old) = (rules(RulesVersion::V6), rules(RulesVersion::V5));
    let (agree, near_miss, disagree) = judge_points(&page, &o, &now, points.clone()).await;
    let (_, _, old_disagree) = judge_points(&page, &o, &old, points).await;
    eprintln!(
        "inline-boxes.html: {agree} of {} pixels across the links' edges agree with \
         Chromium's hit test, {near_miss} near misses beside a link counted apart \
         (rules 5: {} disagree)",
        agree + disagree.len(),
        old_disagree.len()
    );
    assert!(disagree.is_empty(), "{disagree:#?}");
    // Rules 5 test the point against the fractional boxes: some of these
    // pixels go the other way.
    assert!(
        !old_disagree.is_empty(),
        "rules 5 are expected to miss some edge pixels"
    );
    page.close().await.expect("close");
    browser.close().await;
}

/// Wrapped inline links: a link whose text wraps over lines (in prose, in
/// a narrow table of contents, around inline code, padded like a tag, in a
/// tight paragraph, holding an image) takes clicks on its lines only, not
/// on the prose its bounding box also covers. Its line fragments (metadata
/// `rects`) cover the client rects Chromium reports for it, and under
/// rules 3 every point of the page maps as the hit test says; rules 2,
/// whole boxes, keep the fault.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrapped_inline_links_take_clicks_on_their_lines_only() {
    let browser = launch().await;
    let (page, o, tally) =
        observe_and_compare(&browser, "wrapped-links.html", "", &MapOptions::default()).await;
    assert_agrees("wrapped-links.html, rules 3", &tally);
    let old = compare_grid(
        &page,
        &o,
        &MapOptions::default().with_rules(RulesVersion::V2),
        10,
    )
    .await;
    eprintln!("{}", old.summary("wrapped-links.html, rules 2"));
    assert!(
        !old.disagree.is_empty(),
        "rules 2 are expected to keep their fault"
    );

    let links: Vec<&MimicCandidateV1> = links_of(&o);
    let chromium: Vec<Vec<[f64; 4]>> = serde_json::from_value(
        per_element(
            &page,
            &links,
            "return [...el.getClientRects()].map(r => [r.left, r.top, r.width, r.height]);",
        )
        .await,
    )
    .expect("answers");
    let tolerance = mimic_map::DEFAULT_NEAR_MISS_TOLERANCE_PX / o.observed.ext.scale;
    let pixel = 1.0 / o.observed.ext.scale;
    let mut wrapped = 0;
    for (c, client) in links.iter().zip(&chromium) {
        let lines: Vec<mimic_schema::Bounds> = match meta(c, "rects") {
            Value::Null => Vec::new(),
            r => serde_json::from_value(r.clone()).expect("rects are boxes"),
        };
        // Snapped to whole pixels, a fragment can pass the box by less
        // than a pixel.
        let room = c.bounds.grown(pixel);
        for line in &lines {
            assert!(room.contains_bounds(line), "{}: {line:?}", c.id);
        }
        // Chromium's client rects of an inline element are its pieces, one
        // or more per line; on one line it records no fragments but its box
        // and text on whole pixels (within the room above).
        if !spans_lines(client) || lines.is_empty() {
            assert!(
                !spans_lines(client),
                "{} {:?}: fragments {lines:?}, Chromium's rects {client:?}",
                c.id,
                c.text
            );
            continue;
        }
        wrapped += 1;
        // Each of Chromium's rects lies in the fragments, within the
        // near-miss tolerance (a padded tag's side padding is not in its
        // text's boxes): its corners a pixel in and its centre, each in
        // one (a line cut where a box above takes a pixel row is several).
        for r in client {
            let (left, top) = (r[0] + 1.0, r[1] + 1.0);
            let (right, bottom) = (r[0] + r[2] - 1.0, r[1] + r[3] - 1.0);
            let centre = ((left + right) / 2.0, (top + bottom) / 2.0);
            let held = [
                (left, top),
                (right, top),
                (left, bottom),
                (right, bottom),
                centre,
            ]
            .iter()
            .all(|&(x, y)| {
                lines.iter().any(|l| {
                    x >= l.x - tolerance
                        && x <= l.right() + tolerance
                        && y >= l.y - 1.0
                        && y <= l.bottom() + 1.0
                })
            });
            assert!(held, "{}: Chromium's rect {r:?} is not in {lines:?}", c.id);
        }
    }
    eprintln!(
        "wrapped-links.html: {wrapped} of {} links wrap",
        links.len()
    );
    assert!(wrapped >= 9, "only {wrapped} links wrap");
    page.close().await.expect("close");
    browser.close().await;
}

/// Links cut by an edge: a line of links cut by the viewport's bottom edge
/// and a link half scrolled out of a sidebar that scrolls on its own. The
/// part that shows takes clicks, so they are visible, as Chromium's hit
/// test at the centre of that part says, and every point of the page maps
/// as the hit test says (before, their centre lay past the edge: `visible:
/// false`, and clicks on what shows mapped to nothing).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn links_cut_by_an_edge_are_visible_where_they_show() {
    let browser = launch().await;
    let (page, o, tally) = observe_and_compare(
        &browser,
        "cut-by-edges.html",
        "document.getElementById('side').scrollTop = 16",
        &MapOptions::default(),
    )
    .await;
    assert_agrees("cut-by-edges.html", &tally);
    let area = o.observed.ext.observed_area;
    let links: Vec<&MimicCandidateV1> = links_of(&o);
    let shown: Vec<bool> = serde_json::from_value(
        per_element(
            &page,
            &links,
            "const r = el.getBoundingClientRect();
         let [left, top, right, bottom] = [Math.max(r.left, 0), Math.max(r.top, 0),
           Math.min(r.right, innerWidth), Math.min(r.bottom, innerHeight)];
         for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
           if (getComputedStyle(a).overflowY === 'visible') continue;
           const c = a.getBoundingClientRect();
           [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top),
             Math.min(right, c.right), Math.min(bottom, c.bottom)];
         }
         if (right <= left || bottom <= top) return false;
         const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
         return !!hit && el.contains(hit);",
        )
        .await,
    )
    .expect("answers");
    let mut cut = Vec::new();
    for (c, shows) in links.iter().zip(shown) {
        assert_eq!(c.visible, Some(shows), "{} {:?}", c.id, c.text);
        let side = meta(c, "selector")
            .as_str()
            .is_some_and(|s| s.starts_with("#side"));
        let centre = c.bounds.center();
        // The sidebar's border box runs from y 24 to 252.
        let centre_hidden = !area.contains(centre) || (side && !(24.0..252.0).contains(&centre.y));
        if shows && centre_hidden {
            cut.push(c.text.clone().unwrap_or_default());
        }
    }
    eprintln!("cut-by-edges.html: visible though their centre is hidden: {cut:?}");
    assert!(
        cut.iter().any(|t| t == "Glossary") && cut.iter().any(|t| t == "Overview"),
        "{cut:?}"
    );
    page.close().await.expect("close");
    browser.close().await;
}

/// Floats paint above the block boxes of their layer: the links of a table
/// of contents floated over the paragraphs after it (Doxygen's pages) and
/// a floated note's button are visible, as `elementFromPoint` at the
/// centres of their boxes or lines says, and every point maps as the hit
/// test says (before, the paragraphs after the float, later in layout
/// order with the same paint order, took the float's clicks in the
/// observer's hit test).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn floated_boxes_take_the_clicks_over_blocks_beside_them() {
    let browser = launch().await;
    let (page, o, tally) =
        observe_and_compare(&browser, "floated-toc.html", "", &MapOptions::default()).await;
    assert_agrees("floated-toc.html", &tally);
    let candidates: Vec<&MimicCandidateV1> = o.observed.observation.candidates.iter().collect();
    // The centre of its box or of one of its client rects (the lines of a
    // wrapped link) reaches it.
    let hits: Vec<bool> = serde_json::from_value(
        per_element(
            &page,
            &candidates,
            "return [el.getBoundingClientRect(), ...el.getClientRects()].some(r => {
           const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
           return !!hit && el.contains(hit);
         });",
        )
        .await,
    )
    .expect("answers");
    for (c, hit) in candidates.iter().zip(hits) {
        assert_eq!(c.visible, Some(hit), "{} {:?}", c.id, c.label);
    }
    for label in [
        "HTML output",
        "Step 3: Documenting the sources",
        "Open the wizard",
    ] {
        assert_eq!(by_label(&o, label).visible, Some(true), "{label}");
    }
    page.close().await.expect("close");
    browser.close().await;
}

/// A candidate that takes no pointer events (a slide deck's container
/// across the window, focusable, as reveal.js builds it) lets clicks pass
/// through to what lies under it; only its present slide takes them again.
/// Its `rects` hold that slide's box, and every point maps as the hit test
/// says (before, it took every click in its box, 79% of reveal.js's demo).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn containers_without_pointer_events_take_clicks_only_through_what_does() {
    let browser = launch().await;
    let (page, o, tally) =
        observe_and_compare(&browser, "pass-through.html", "", &MapOptions::default()).await;
    assert_agrees("pass-through.html", &tally);
    let slides = by_label(&o, "Slides");
    let rects: Vec<mimic_schema::Bounds> =
        serde_json::from_value(meta(slides, "rects").clone()).expect("rects are boxes");
    let present = run_js(
        &page,
        "JSON.stringify(document.querySelector('section.present').getBoundingClientRect())",
    )
    .await;
    let r: Value = serde_json::from_str(present.as_str().expect("rect")).expect("rect JSON");
    let [part] = rects[..] else {
        panic!("the container holds one part, its present slide: {rects:?}");
    };
    for (got, want) in [
        (part.x, &r["x"]),
        (part.y, &r["y"]),
        (part.width, &r["width"]),
        (part.height, &r["height"]),
    ] {
        let want = want.as_f64().expect("number");
        assert!((got - want).abs() <= 1.0, "{part:?} vs {r}");
    }
    page.close().await.expect("close");
    browser.close().await;
}

/// Whether client rects (`[left, top, width, height]`) lie on more than one
/// line: one rect's vertical centre is outside another's vertical range
/// (a smaller `code` on a line has its centre inside the line's text).
fn spans_lines(rects: &[[f64; 4]]) -> bool {
    rects.iter().any(|a| {
        rects.iter().any(|b| {
            let centre = b[1] + b[3] / 2.0;
            centre < a[1] || centre >= a[1] + a[3]
        })
    })
}

/// Fault 4: shadow trees two and three roots deep. Every locator resolves,
/// one boundary at a time in Chromium's own DOM, to exactly the element it
/// names; each tree's `label for` and `aria-labelledby` name its own
/// fields, so secrets two roots deep are judged by their own labels.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nested_shadow_trees_have_scopes_of_their_own() {
    let browser = launch().await;
    let (page, o, tally) =
        observe_and_compare(&browser, "nested-shadow.html", "", &MapOptions::default()).await;
    assert_agrees("nested-shadow.html", &tally);
    let dom = Dom::read(&page).await;
    for (label, testid, depth, sensitive) in [
        ("Home", "shell-home", 1, None),
        ("Nickname", "shell-nickname", 1, Some(false)),
        ("Notes", "shell-notes", 1, Some(false)),
        ("Recovery code", "editor-recovery", 2, Some(true)),
        ("Card security code", "editor-cvc", 2, Some(true)),
        ("Save draft", "editor-save", 2, None),
        ("Dark mode", "editor-switch", 2, None),
        ("Display title", "field-title", 3, Some(false)),
        ("PIN", "field-pin", 3, Some(true)),
        ("Field help", "field-help", 3, None),
    ] {
        let c = by_label(&o, label);
        let selector = meta(c, "selector").as_str().expect("selector");
        assert_eq!(
            selector.matches(" >>> ").count(),
            depth,
            "{label}: {selector}"
        );
        let node = dom
            .resolve(&page, c)
            .await
            .unwrap_or_else(|| panic!("{label}: {selector} resolves to no single element"));
        assert_eq!(
            dom.nodes[node]
                .attributes
                .get("data-testid")
                .map(String::as_str),
            Some(testid),
            "{label}: {selector}"
        );
        if let Some(sensitive) = sensitive {
            assert_eq!(meta(c, "sensitive"), &json!(sensitive), "{label}");
        }
    }
    assert!(tally.unresolved.is_empty(), "{:?}", tally.unresolved);
    page.close().await.expect("close");
    browser.close().await;
}

/// A label whose control is visually hidden (a clipped 1 x 1 px box, as
/// CSS kits hide radios and checkboxes they draw themselves) is what a
/// person clicks: it is the candidate, and Chromium's hit test finds it;
/// a label of a visible control stays no candidate and forwards to it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn labels_of_visually_hidden_controls_take_their_clicks() {
    let browser = launch().await;
    let (page, o, tally) = observe_and_compare(
        &browser,
        "visually-hidden-controls.html",
        "",
        &MapOptions::default(),
    )
    .await;
    assert_agrees("visually-hidden-controls.html", &tally);
    let labels: Vec<(Option<&str>, Option<bool>)> = o
        .observed
        .observation
        .candidates
        .iter()
        .filter(|c| meta(c, "tag") == "label")
        .map(|c| (c.text.as_deref(), c.visible))
        .collect();
    // The label of the visible field is no candidate.
    assert_eq!(
        labels,
        [
            (Some("Lisbon"), Some(true)),
            (Some("Porto"), Some(true)),
            (Some("Remember me"), Some(true)),
            (Some("Send me news"), Some(true)),
        ]
    );
    page.close().await.expect("close");
    browser.close().await;
}

/// Every device pixel around each turned control, at 1 and 2 device pixels
/// per CSS pixel, against Chromium's hit test: the controls' fragments hold
/// the pixels Chromium gives them, but for a few within a hair of an edge
/// (docs/observe-chrome.md, "Turned boxes"). The observer before that rule
/// disagreed on 1,145 of 37,613 at scale 1.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turned_boxes_take_the_pixels_chromium_gives_them() {
    for scale in [1.0, 2.0] {
        // Within a hair of a slanted edge the box recovered from the
        // snapshot's snapped numbers can still go either way.
        device_pixels_agree("turned-boxes.html", scale, 7, 2000, Ties::Disagree).await;
    }
}

/// Every device pixel around radios and checkboxes in labels turned with
/// their cards, at 1 and 2 device pixels per CSS pixel, against
/// Chromium's hit test: a label on one line takes the clicks on its whole
/// box, past its control's margin and below it (docs/generated-pages.md,
/// fault 73). Before that rule 368 of 1,536 disagreed at scale 1; after
/// it 5 of 1,539 and 46 of 6,687 at scale 2, along the slanted edges of
/// the card turned by 40 degrees (a turned box's descendants keep their
/// own recovered quads, docs/observe-chrome.md, "Turned boxes").
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turned_labels_take_the_pixels_chromium_gives_them() {
    for scale in [1.0, 2.0] {
        device_pixels_agree("turned-labels.html", scale, 4, 100, Ties::Apart).await;
    }
}

/// Every device pixel around controls turned inside boxes that a
/// translation moves by a fraction of a pixel (a centred dialog, a slid
/// and zoomed panel), at 1 and 2 device pixels per CSS pixel: such a box
/// rounds its position in the translated space (docs/observe-chrome.md,
/// "Turned boxes"). Rounded in the viewport's, 792 of 38,159 disagreed at
/// scale 1 and 2,555 of 162,915 at scale 2; what is left is the hair of a
/// slanted edge, as on `turned-boxes.html`, and a column of a skewed link
/// under zoom (open).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turned_boxes_in_translated_boxes_take_the_pixels_chromium_gives_them() {
    for scale in [1.0, 2.0] {
        device_pixels_agree(
            "turned-in-translated-boxes.html",
            scale,
            8,
            1000,
            Ties::Apart,
        )
        .await;
    }
}

/// Every device pixel around controls with rounded corners under a turn
/// (radios in a tilted box, an enlarged radio, a tilted pill button, a
/// round button skewed, elliptical corners turned far round), at 1 and 2
/// device pixels per CSS pixel: such a box cuts its corners in its own
/// coordinates, by the bounding box there of the click's square
/// (docs/observe-chrome.md, "Rounded corners"). With the turned quads
/// alone, 2,082 of 46,593 disagreed at scale 1 (and 8,302 at scale 2);
/// cut by the square itself, 167 and 562; laid in each radio's own
/// coordinates instead of the turned box's, 21 and 60.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turned_rounded_boxes_take_the_pixels_chromium_gives_them() {
    for scale in [1.0, 2.0] {
        device_pixels_agree("turned-rounded-boxes.html", scale, 7, 1000, Ties::Apart).await;
    }
}

/// Every device pixel around controls beside pseudo-elements whose box
/// holds generated text (Fomantic UI's round "or" between two buttons, a
/// badge over a link, an arrow after a link) and a rounded button laid
/// out from a fraction of a pixel, at 1 and 2 device pixels per CSS pixel
/// (docs/observe-chrome.md, "Generated content" and "Rounded corners").
/// Before, a pseudo-element took clicks on its text only and a rounded
/// box lost the pixel row and column its edges begin in: 1,579 of 19,647
/// device pixels disagreed at scale 1 and 6,136 of 80,092 at scale 2;
/// none and 34 of 78,971 now (191 with rows of whole CSS pixels at scale 2).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn generated_content_and_rounded_boxes_take_the_pixels_chromium_gives_them() {
    for scale in [1.0, 2.0] {
        device_pixels_agree("generated-content-boxes.html", scale, 10, 1500, Ties::Apart).await;
    }
}

/// Every device pixel around controls scrolled or pushed under the borders
/// of boxes that clip their overflow (positioned, static, translucent,
/// turned, rounded; a positioned control, blocks holding links), at 1 and 2
/// device pixels per CSS pixel: what a box with a paint layer of its own
/// holds in that layer takes clicks up to its border box
/// (docs/observe-chrome.md, "Candidate rules"; fault 64 of
/// docs/generated-pages.md). Clipped at the padding box, 3,087 of 90,760
/// pixels disagreed at scale 1 and 12,866 of 369,743 at scale 2; at the
/// border box 39 and 747, and 39 and 151 once clips took the click square
/// too (fault 65).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn content_under_a_clipping_border_takes_the_pixels_chromium_gives_it() {
    for scale in [1.0, 2.0] {
        device_pixels_agree("clipped-at-the-border.html", scale, 8, 1500, Ties::Apart).await;
    }
}

/// Every device pixel around wide menu items that boxes turned above them
/// cover in part (a paragraph turned by 15 degrees, a banner by -4, a
/// skewed ribbon), at 1 and 2 device pixels per CSS pixel: each item's
/// parts are cut along the slanted edges to the pixel, though the items
/// are tested on a lattice coarser than a pixel (docs/observe-chrome.md,
/// "A part a box above covers"). Cut on the lattice alone, 897 of 268,042
/// disagreed at scale 1 and 5,260 of 1,098,960 at scale 2.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn parts_cut_by_turned_boxes_take_the_pixels_chromium_gives_them() {
    for scale in [1.0, 2.0] {
        device_pixels_agree("cut-by-turned-boxes.html", scale, 7, 2000, Ties::Apart).await;
    }
}

/// Every device pixel around controls whose edges fall on every fraction
/// of a CSS pixel (menu items, scaled menus, buttons, links in prose), at 1
/// and 2 device pixels per CSS pixel, against Chromium's hit test: under
/// the emulated device scale a click is the square of one CSS pixel from
/// its point, and a scaled box paints at its laid-out position rounded to
/// whole pixels (docs/observe-chrome.md, "Whole pixels"). The observer
/// before those rules gave whole rows of the scaled menus to the wrong item
/// at scale 1. What is left at scale 2 is one column of a tagged link
/// (open).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fractional_edges_take_the_pixels_chromium_gives_them() {
    for scale in [1.0, 2.0] {
        device_pixels_agree("fractional-edges.html", scale, 26, 2000, Ties::Apart).await;
    }
}

/// Every device pixel around the links of `inline-boxes.html` (culled and
/// snapped links laid out from half pixels), at 1 and 2 device pixels per
/// CSS pixel: at scale 2 a culled link's text also takes the clicks of its
/// box snapped to whole pixels, but for its left edge (docs/observe-chrome.md,
/// "Whole pixels"). Before that rule and the CSS pixel's square, 6,549 of
/// 159,228 disagreed at scale 2 (whole rows at the links' tops and bottoms).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn inline_boxes_take_the_device_pixels_chromium_gives_them() {
    for scale in [1.0, 2.0] {
        device_pixels_agree("inline-boxes.html", scale, 18, 2000, Ties::Apart).await;
    }
}

/// Every device pixel around controls alone on the line after a block
/// whose paragraph overflows onto them, at 1 and 2 device pixels per CSS
/// pixel, against Chromium's hit test: such a line is a line box of the
/// container, as wide and tall as the controls' margin boxes, and the
/// line's anonymous block takes the container's clicks across its whole
/// width (docs/observe-chrome.md, "Line boxes"; generated seed 167).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn atomic_boxes_alone_on_a_line_make_a_line_box() {
    for scale in [1.0, 2.0] {
        device_pixels_agree("atomic-inline-margins.html", scale, 6, 300, Ties::Apart).await;
    }
}

/// How [`device_pixels_agree`] counts a tie between candidates where
/// Chromium hits none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ties {
    /// As a disagreement.
    Disagree,
    /// Apart, as the checker counts them: beside the controls, as near
    /// misses are (prose between links meets several).
    Apart,
}

/// Checks every device pixel of each control's bounding box and two CSS
/// px around it on `name` at `scale` against Chromium's hit test
/// (`elementFromPoint`, which takes the fractional CSS coordinates of a
/// device pixel, as a click lands on them): the page has `controls`
/// candidates, and at most one pixel in `one_in` may disagree.
///
/// A page that fails is measured once more in a fresh browser, and only a
/// second failure fails the test: twice in two days of CI runs of the
/// suite, one page disagreed at whole columns of link edges that agree in
/// every other run, on the same build (docs/observe-chrome.md, "Check
/// pages that failed once"). The first failure is printed either way.
async fn device_pixels_agree(name: &str, scale: f64, controls: usize, one_in: usize, ties: Ties) {
    let mut failed = None;
    for attempt in 1..=2 {
        let (judged, disagree) = device_pixels(name, scale, controls, ties).await;
        if disagree.len() * one_in <= judged {
            if let Some(first) = failed {
                eprintln!(
                    "{name} at scale {scale}: passed on the second attempt; the first failed:\n{first}"
                );
            }
            return;
        }
        let report = format!(
            "{name} at scale {scale} (attempt {attempt}): more than 1 in {one_in} pixels disagree: {disagree:#?}"
        );
        eprintln!("{report}");
        failed = Some(report);
    }
    panic!("{}", failed.unwrap_or_default());
}

/// The device pixels of [`device_pixels_agree`] on one fresh load of the
/// page: how many were judged, and those that disagree.
async fn device_pixels(
    name: &str,
    scale: f64,
    controls: usize,
    ties: Ties,
) -> (usize, Vec<String>) {
    let mut options = LaunchOptions::default();
    options.viewport.scale = scale;
    // Hundreds of thousands of hit tests in one call, on a shared machine.
    options.request_timeout = std::time::Duration::from_secs(300);
    let browser = Browser::launch(options).await.expect("launch Chromium");
    let out = tempfile::tempdir().expect("temp dir");
    let page = browser.new_page(&page_url(name)).await.expect("load");
    let o = observe(&page, out.path()).await;
    let found: Vec<&MimicCandidateV1> = o.observed.observation.candidates.iter().collect();
    assert_eq!(found.len(), controls, "{found:#?}");
    let answers = per_element(
        &page,
        &found,
        &format!(
            "const all = {selectors};
             const els = all.map(s => document.querySelector(s));
             const r = el.getBoundingClientRect(), s = {scale};
             const hits = [];
             for (let y = Math.floor((r.top - 2) * s); y < Math.ceil((r.bottom + 2) * s); y++)
               for (let x = Math.floor((r.left - 2) * s); x < Math.ceil((r.right + 2) * s); x++) {{
                 const hit = document.elementFromPoint(x / s, y / s);
                 // The innermost control around the hit (an item in a menu),
                 // or the control of the label around it, which the click
                 // goes to.
                 let k = -1;
                 for (let n = hit; n && k < 0; n = n.parentNode) k = els.indexOf(n);
                 const label = k < 0 && hit ? hit.closest('label') : null;
                 if (label && label.control) k = els.indexOf(label.control);
                 hits.push([x / s, y / s, k]);
               }}
             return hits;",
            selectors = json!(
                found
                    .iter()
                    .map(|c| meta(c, "selector"))
                    .collect::<Vec<_>>()
            ),
        ),
    )
    .await;
    let prepared = prepare(
        &o.observed.observation,
        Some(&o.observed.ext),
        &MapOptions::default(),
    )
    .expect("prepare");
    let (mut agree, mut near_miss, mut disagree) = (0, 0, Vec::new());
    for [x, y, index] in answers
        .as_array()
        .expect("per control")
        .iter()
        .flat_map(|hits| serde_json::from_value::<Vec<[f64; 3]>>(hits.clone()).expect("hits"))
    {
        let p = Point::new(x, y);
        let chromium = usize::try_from(index as i64)
            .map_or(Answer::Nothing, |k| Answer::Inside(found[k].id.clone()));
        match (chromium, mimic_answer(&prepared, p)) {
            (c, m) if c == m => agree += 1,
            (Answer::Nothing, Answer::NearMiss(_)) => near_miss += 1,
            (Answer::Nothing, Answer::Ambiguous(_)) if ties == Ties::Apart => near_miss += 1,
            (c, m) => disagree.push((p, c, m)),
        }
    }
    eprintln!(
        "{name} at scale {scale}: {agree} of {} device pixels around the controls agree with \
         Chromium's hit test, {near_miss} near misses beside a control counted apart (ties too: {ties:?})",
        agree + disagree.len()
    );
    let listed: Vec<String> = disagree
        .iter()
        .map(|(p, chromium, mimic)| {
            format!("({}, {}): Chromium {chromium:?}, mimic {mimic:?}", p.x, p.y)
        })
        .collect();
    page.close().await.expect("close");
    browser.close().await;
    (agree + listed.len(), listed)
}

/// Every device pixel around controls that paragraphs overflow onto, and
/// around menu items shorter than their lines, at 1 and 2 device pixels
/// per CSS pixel, against Chromium's hit test: a block's line boxes take
/// clicks for it in the foreground phase (docs/observe-chrome.md, "Line
/// boxes").
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn line_boxes_take_the_pixels_chromium_gives_them() {
    for scale in [1.0, 2.0] {
        device_pixels_agree("line-boxes.html", scale, 15, 2000, Ties::Apart).await;
    }
}
