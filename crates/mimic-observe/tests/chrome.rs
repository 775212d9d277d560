//! mimic-observe's Chrome half against a real Chromium and the pages in
//! `testdata/pages/`, served from 127.0.0.1 by a tiny HTTP server.
#![cfg(feature = "chrome")]

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::time::Duration;

use mimic_observe::chrome::{
    Browser, ChromeObservation, LaunchOptions, LoadPolicy, ObserveOptions, Page, observe,
};
use mimic_schema::{Bounds, MimicCandidateV1, MimicTraceRecordV1, validate_record};
use serde_json::{Value, json};

/// Pages every general test looks at.
const PAGES: &[&str] = &[
    "forms.html",
    "card.html",
    "overlap.html",
    "fixed-header.html",
    "modal.html",
    "scrolled.html",
    "iframe.html",
    "shadow.html",
    "hidden.html",
    "canvas.html",
    "states.html",
];

fn testdata(folder: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata")
        .join(folder)
}

/// Serves `testdata/pages/`; `/stall` sends headers and then nothing,
/// `/hang` never answers at all. Returns the base URL.
fn serve() -> String {
    serve_dir(testdata("pages"))
}

/// Serves the files under `root`. Returns the base URL.
fn serve_dir(root: PathBuf) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind 127.0.0.1");
    let base = format!("http://{}", listener.local_addr().expect("local addr"));
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let root = root.clone();
            std::thread::spawn(move || answer(stream, &root));
        }
    });
    base
}

fn answer(mut stream: TcpStream, root: &Path) {
    let mut request_line = String::new();
    let mut reader = BufReader::new(stream.try_clone().expect("clone stream"));
    if reader.read_line(&mut request_line).is_err() {
        return;
    }
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).map_or(true, |n| n == 0) || line == "\r\n" {
            break;
        }
    }
    let target = request_line.split_whitespace().nth(1).unwrap_or("/");
    let path = target.split('?').next().unwrap_or("/");
    match path {
        "/hang" | "/stall" => {
            if path == "/stall" {
                let _ = stream.write_all(
                    b"HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 100000\r\n\r\n",
                );
            }
            // Hold the connection open without finishing.
            std::thread::sleep(Duration::from_secs(600));
        }
        _ => {
            let file = root.join(path.trim_start_matches('/'));
            let (status, body) = match std::fs::read(&file) {
                Ok(body) if !path.contains("..") => ("200 OK", body),
                _ => ("404 Not Found", b"not found".to_vec()),
            };
            let kind = match path.rsplit('.').next().unwrap_or_default() {
                "html" => "text/html; charset=utf-8",
                "css" => "text/css",
                "js" => "text/javascript",
                "svg" => "image/svg+xml",
                "png" => "image/png",
                "woff2" => "font/woff2",
                _ => "text/plain",
            };
            let head = format!(
                "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                body.len()
            );
            let _ = stream.write_all(head.as_bytes());
            let _ = stream.write_all(&body);
        }
    }
}

async fn launch() -> Browser {
    Browser::launch(LaunchOptions::default())
        .await
        .expect("launch Chromium (install it: apt-get install chromium)")
}

async fn observe_page(page: &Page, out: &Path) -> ChromeObservation {
    observe(page, &ObserveOptions::default(), out)
        .await
        .expect("observe")
}

fn by_label<'a>(o: &'a ChromeObservation, label: &str) -> &'a MimicCandidateV1 {
    o.observed
        .observation
        .candidates
        .iter()
        .find(|c| c.label.as_deref() == Some(label) || c.text.as_deref() == Some(label))
        .unwrap_or_else(|| panic!("no candidate labelled {label:?}"))
}

/// The candidates' ids, in order.
fn ids(o: &ChromeObservation) -> Vec<String> {
    o.observed
        .observation
        .candidates
        .iter()
        .map(|c| c.id.clone())
        .collect()
}

fn meta<'a>(c: &'a MimicCandidateV1, key: &str) -> &'a Value {
    c.metadata
        .as_ref()
        .and_then(|m| m.get(key))
        .unwrap_or(&Value::Null)
}

/// The observation as JSON with coordinates rounded and the server's port
/// and the screenshot hash (font rendering) replaced.
fn snapshot_value(o: &ChromeObservation, base: &str) -> Value {
    let round = |v: &mut Value| {
        if let Some(f) = v.as_f64() {
            *v = json!(f.round() as i64);
        }
    };
    let mut v = json!({ "observation": o.observed.observation, "ext": o.observed.ext });
    if let Some(url) = v.pointer_mut("/observation/url") {
        *url = json!(
            url.as_str()
                .unwrap_or_default()
                .replace(base, "http://127.0.0.1:PORT")
        );
    }
    for key in [
        "/observation/screenshotPath",
        "/observation/screenshotSha256",
    ] {
        if let Some(s) = v.pointer_mut(key) {
            *s = json!("[screenshot]");
        }
    }
    if let Some(cands) = v
        .pointer_mut("/observation/candidates")
        .and_then(Value::as_array_mut)
    {
        for c in cands {
            for k in ["x", "y", "width", "height"] {
                if let Some(n) = c.pointer_mut(&format!("/bounds/{k}")) {
                    round(n);
                }
            }
        }
    }
    v
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn observes_every_kind_of_page() {
    let base = serve();
    let out = tempfile::tempdir().expect("temp dir");
    let browser = launch().await;
    for name in PAGES {
        let page = browser
            .new_page(&format!("{base}/{name}"))
            .await
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let o = observe_page(&page, out.path()).await;
        let shot = o.screenshot.as_ref().expect("screenshot taken");
        assert_eq!(shot.path, format!("screenshots/{}.png", shot.sha256));
        assert!(out.path().join(&shot.path).is_file());
        check_page(name, &o, out.path());
        insta::assert_json_snapshot!(name.trim_end_matches(".html"), snapshot_value(&o, &base));
        page.close().await.expect("close tab");
    }
    browser.close().await;
}

/// What each page is there to prove, beyond the snapshot.
fn check_page(name: &str, o: &ChromeObservation, out: &Path) {
    let visible = |label: &str| by_label(o, label).visible == Some(true);
    let ext = &o.observed.ext;
    match name {
        "forms.html" => {
            // By type and autocomplete, then by what the field's label or
            // name says (a `type=text` field).
            for label in [
                "Password",
                "One-time code",
                "Card number",
                "API key",
                "Billing",
                "Recovery phrase",
            ] {
                assert_eq!(
                    meta(by_label(o, label), "sensitive"),
                    &json!(true),
                    "{label}"
                );
            }
            assert_eq!(meta(by_label(o, "Full name"), "sensitive"), &json!(false));
            assert_eq!(by_label(o, "Disabled action").enabled, Some(false));
            assert_eq!(by_label(o, "Locked field").enabled, Some(false));
            assert!(
                o.observed
                    .observation
                    .candidates
                    .iter()
                    .all(|c| meta(c, "inputType") != &json!("hidden")),
                "hidden inputs are no candidates"
            );
            assert_masked(o, out, "Password");
            assert_masked(o, out, "API key");
            // What was typed into an editable region is not copied.
            assert_eq!(by_label(o, "Recovery phrase").text, None);
        }
        "card.html" => {
            let card = o
                .observed
                .observation
                .candidates
                .iter()
                .find(|c| meta(c, "selector") == &json!("#card1"))
                .expect("the clickable card is a candidate");
            let link = by_label(o, "Details");
            assert!(
                card.bounds.contains_bounds(&link.bounds),
                "link nested in card"
            );
            assert_eq!(
                by_label(o, "Numbered item").text.as_deref(),
                Some("1. Numbered item")
            );
            assert!(
                o.observed
                    .observation
                    .candidates
                    .iter()
                    .any(|c| c.label.as_deref() == Some("Home page"))
            );
            let tags: Vec<&Value> = o
                .observed
                .observation
                .candidates
                .iter()
                .map(|c| meta(c, "tag"))
                .collect();
            assert!(
                !tags.contains(&&json!("section")),
                "tabindex=-1 container is no candidate"
            );
            assert!(
                !tags.contains(&&json!("details")),
                "details is a container; summary is the target"
            );
            assert!(tags.contains(&&json!("summary")));
        }
        "overlap.html" => {
            // Over covers Under's centre but leaves its left and top edges,
            // where a click still reaches it.
            assert!(visible("Under") && visible("Over"));
            let rects: Vec<Bounds> =
                serde_json::from_value(meta(by_label(o, "Under"), "rects").clone()).unwrap();
            let over = by_label(o, "Over").bounds;
            assert!(!rects.is_empty(), "Under's uncovered rects");
            assert!(
                rects
                    .iter()
                    .all(|r| r.intersection(&over).is_none_or(|i| i.is_empty())),
                "Under's rects {rects:?} stay off Over {over:?}"
            );
            assert!(!visible("Covered"), "covered by an overlay");
            assert!(
                visible("Through ghost"),
                "pointer-events:none overlay does not cover"
            );
        }
        "fixed-header.html" => {
            assert_eq!(ext.scroll_offset.map(|p| p.y), Some(525.0));
            assert!(visible("Home") && visible("About"));
            assert!(!visible("Row 9"), "under the fixed header");
            // Row 10's text runs 3 px past the header's bottom edge, where
            // clicks reach it: visible there and only there.
            assert!(visible("Row 10"), "its last pixels show below the header");
            let rects: Vec<Bounds> =
                serde_json::from_value(meta(by_label(o, "Row 10"), "rects").clone()).unwrap();
            assert!(
                !rects.is_empty() && rects.iter().all(|r| r.y >= 60.0),
                "Row 10's rects {rects:?} start below the header"
            );
            assert!(visible("Row 12"));
            assert!(
                !visible("Row 0") && !visible("Row 40"),
                "scrolled out of view"
            );
        }
        "modal.html" => {
            assert!(visible("OK") && visible("Cancel"));
            assert!(
                !by_label(o, "Link behind the dialog")
                    .visible
                    .unwrap_or(true)
            );
            assert!(!by_label(o, "Button behind").visible.unwrap_or(true));
            // Hidden but for what it holds: listed behind the dialog too.
            assert!(!by_label(o, "Hidden link behind").visible.unwrap_or(true));
        }
        "scrolled.html" => {
            assert_eq!(ext.scroll_offset.map(|p| p.y), Some(1000.0));
            let mid = by_label(o, "Middle link");
            assert_eq!((mid.bounds.y.round(), mid.visible), (100.0, Some(true)));
            assert!(!visible("Top link (scrolled away)"));
            assert!(!visible("Inner 1"), "scrolled out of its box");
            assert!(visible("Inner 4"));
        }
        "iframe.html" => {
            let inner = by_label(o, "Inner button");
            assert_eq!(meta(inner, "framePath"), &json!(["#child"]));
            assert!(inner.visible == Some(true));
            assert_eq!(
                meta(by_label(o, "Inline frame button"), "framePath"),
                &json!(["#inline"])
            );
        }
        "shadow.html" => {
            assert_eq!(
                meta(by_label(o, "Shadow button"), "selector"),
                &json!("#open-host >>> #sb")
            );
            assert!(visible("Shadow link") && visible("Light button"));
            assert!(
                o.observed
                    .observation
                    .candidates
                    .iter()
                    .all(|c| c.text.as_deref() != Some("Closed button"))
            );
            assert_eq!(
                ext.partial_reasons.as_deref(),
                Some(&["closed_shadow_root".to_string()][..])
            );
        }
        "hidden.html" => {
            let texts: Vec<&str> = o
                .observed
                .observation
                .candidates
                .iter()
                .filter_map(|c| c.text.as_deref())
                .collect();
            for absent in ["Display none", "Visibility hidden", "Zero size", "Inert"] {
                assert!(!texts.contains(&absent), "{absent} is no candidate");
            }
            assert_eq!(by_label(o, "Disabled").enabled, Some(false));
            assert_eq!(by_label(o, "Aria disabled").enabled, Some(false));
            let aria_hidden = o
                .observed
                .observation
                .candidates
                .iter()
                .find(|c| c.text.as_deref() == Some("Aria hidden"));
            assert_eq!(
                aria_hidden.map(|c| (c.label.is_none(), c.visible)),
                Some((true, Some(true)))
            );
            assert!(!visible("Off screen") && !visible("Below the fold"));
        }
        "canvas.html" => {
            assert_eq!(
                ext.partial_reasons.as_deref(),
                Some(&["canvas".to_string()][..])
            );
            assert!(
                o.observed
                    .observation
                    .candidates
                    .iter()
                    .any(|c| meta(c, "tag") == &json!("canvas"))
            );
        }
        "states.html" => {
            // Facts only the accessibility tree reports, whichever way they
            // were asked (the tree itself is the referee in
            // `labels_equal_accessible_names`).
            assert_eq!(meta(by_label(o, "Search"), "focused"), &json!(true));
            assert_eq!(meta(by_label(o, "Go"), "focused"), &json!(false));
            assert_eq!(by_label(o, "Inherits aria-disabled").enabled, Some(false));
            assert_eq!(by_label(o, "In a disabled fieldset").enabled, Some(false));
            assert_eq!(by_label(o, "Not disabled").enabled, Some(true));
            assert_eq!(meta(by_label(o, "Rich text"), "editable"), &json!(true));
            let hidden = o
                .observed
                .observation
                .candidates
                .iter()
                .find(|c| c.text.as_deref() == Some("Hidden from the tree"))
                .expect("aria-hidden button");
            assert_eq!(
                (hidden.role.as_deref(), hidden.label.as_deref()),
                (None, None)
            );
            let texts: Vec<&str> = o
                .observed
                .observation
                .candidates
                .iter()
                .filter_map(|c| c.text.as_deref())
                .collect();
            for inert in ["Inert link", "Inert button"] {
                assert!(!texts.contains(&inert), "{inert} is no candidate");
            }
        }
        other => panic!("no checks for {other}"),
    }
}

/// The sensitive field's pixels are the mask colour in the stored PNG.
fn assert_masked(o: &ChromeObservation, out: &Path, label: &str) {
    let shot = o.screenshot.as_ref().expect("screenshot");
    assert!(o.masked_regions >= 1);
    let img = image::open(out.join(&shot.path)).expect("png").into_rgba8();
    let b = by_label(o, label)
        .bounds
        .to_screenshot_px(o.observed.ext.scale);
    for (x, y) in [
        (b.x + 2.0, b.y + 2.0),
        (b.center().x, b.center().y),
        (b.right() - 2.0, b.bottom() - 2.0),
    ] {
        assert_eq!(
            img.get_pixel(x as u32, y as u32).0,
            [0, 0, 0, 255],
            "{label} at {x},{y}"
        );
    }
}

/// Finds each candidate again by its locators and hit-tests its centre in
/// the page (main world, test side only).
const HIT_TEST_JS: &str = r#"(items) => {
  const resolve = (framePath, selector) => {
    let doc = document;
    for (const f of framePath) {
      const frame = doc.querySelector(f);
      if (!frame || !frame.contentDocument) return null;
      doc = frame.contentDocument;
    }
    const parts = selector.split(' >>> ');
    let root = doc;
    for (let i = 0; i < parts.length - 1; i++) {
      const host = root.querySelector(parts[i]);
      if (!host || !host.shadowRoot) return null;
      root = host.shadowRoot;
    }
    return root.querySelector(parts[parts.length - 1]);
  };
  const docOf = (framePath) => {
    let doc = document;
    for (const f of framePath) doc = doc.querySelector(f).contentDocument;
    return doc;
  };
  const deepHit = (x, y) => {
    let el = document.elementFromPoint(x, y);
    while (el) {
      if (el.shadowRoot) {
        const inner = el.shadowRoot.elementFromPoint(x, y);
        if (inner && inner !== el) { el = inner; continue; }
      }
      if (el.tagName === 'IFRAME' && el.contentDocument) {
        const r = el.getBoundingClientRect();
        x -= r.left + el.clientLeft; y -= r.top + el.clientTop;
        const inner = el.contentDocument.elementFromPoint(x, y);
        if (inner) { el = inner; continue; }
      }
      break;
    }
    return el;
  };
  const within = (node, ancestor) => {
    for (let n = node; n; n = n.parentNode || n.host) if (n === ancestor) return true;
    return false;
  };
  return items.map(({ framePath, selector, xpath, points }) => {
    const el = resolve(framePath, selector);
    const byXpath = xpath
      ? docOf(framePath).evaluate(xpath, docOf(framePath), null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue
      : el;
    const hits = points.map(([x, y]) => deepHit(x, y));
    const hit = hits.find((h) => !!el && within(h, el)) || hits[0];
    return { found: !!el, xpathSame: byXpath === el, hits: !!el && within(hit, el),
             hit: hit ? hit.tagName + (hit.id ? '#' + hit.id : '') : null };
  });
}"#;

/// Every candidate's locators find it again, and every visible one is hit
/// (`elementFromPoint`, into shadow roots and frames: itself or a
/// descendant) at the centre of its part in the viewport or, when a box
/// above covers that centre, at the centre of one of the `rects` it leaves.
/// Returns how many visible candidates were checked.
async fn assert_visible_centres_hit_themselves(
    name: &str,
    page: &Page,
    o: &ChromeObservation,
) -> usize {
    let items: Vec<Value> = o
        .observed
        .observation
        .candidates
        .iter()
        .map(|c| {
            // The centre of its part in the viewport: a link cut by the
            // viewport's bottom edge shows its top.
            let area = o.observed.ext.observed_area;
            let centre = c.bounds.intersection(&area).unwrap_or(c.bounds).center();
            let rects: Vec<Bounds> =
                serde_json::from_value(meta(c, "rects").clone()).unwrap_or_default();
            let points: Vec<[f64; 2]> = std::iter::once(centre)
                .chain(rects.iter().map(Bounds::center))
                .map(|p| [p.x, p.y])
                .collect();
            json!({
                "framePath": meta(c, "framePath"),
                "selector": meta(c, "selector"),
                "xpath": meta(c, "xpath"),
                "points": points,
            })
        })
        .collect();
    let result = page
        .call(
            "Runtime.evaluate",
            json!({
                "expression": format!("({HIT_TEST_JS})({})", Value::from(items)),
                "returnByValue": true,
            }),
        )
        .await
        .expect("evaluate");
    let answers = result
        .pointer("/result/value")
        .and_then(Value::as_array)
        .expect("array");
    assert_eq!(answers.len(), o.observed.observation.candidates.len());
    let mut visible = 0;
    for (c, a) in o.observed.observation.candidates.iter().zip(answers) {
        assert_eq!(
            a["found"],
            json!(true),
            "{name}: selector of {} finds nothing",
            c.id
        );
        assert_eq!(
            a["xpathSame"],
            json!(true),
            "{name}: xpath of {} finds another element",
            c.id
        );
        if c.visible == Some(true) {
            visible += 1;
            assert_eq!(
                a["hits"],
                json!(true),
                "{name}: centre of {} {:?} hits {}",
                c.id,
                c.text,
                a["hit"]
            );
        }
    }
    visible
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn visible_candidates_hit_test_to_themselves() {
    let base = serve();
    let out = tempfile::tempdir().expect("temp dir");
    let browser = launch().await;
    for name in PAGES {
        let page = browser
            .new_page(&format!("{base}/{name}"))
            .await
            .expect("load");
        let o = observe_page(&page, out.path()).await;
        let visible = assert_visible_centres_hit_themselves(name, &page, &o).await;
        assert!(visible > 0, "{name}: no visible candidate");
        page.close().await.expect("close tab");
    }
    browser.close().await;
}

/// Each top-document candidate's role and label equal what Chromium's
/// accessibility tree reports for its element (found by its selector).
/// Returns how many were compared.
async fn assert_labels_are_accessible_names(
    name: &str,
    page: &Page,
    o: &ChromeObservation,
) -> usize {
    let mut compared = 0;
    for c in &o.observed.observation.candidates {
        if meta(c, "framePath") != &json!([])
            || meta(c, "selector")
                .as_str()
                .is_some_and(|s| s.contains(">>>"))
        {
            continue;
        }
        let selector = meta(c, "selector").as_str().expect("selector");
        let found = page
            .call(
                "Runtime.evaluate",
                json!({ "expression": format!("document.querySelector({})", Value::from(selector)) }),
            )
            .await
            .expect("evaluate");
        let object_id = found
            .pointer("/result/objectId")
            .and_then(Value::as_str)
            .expect("element");
        let tree = page
            .call(
                "Accessibility.getPartialAXTree",
                json!({ "objectId": object_id, "fetchRelatives": false }),
            )
            .await
            .expect("ax node");
        let node = &tree["nodes"][0];
        let ignored = node["ignored"] == json!(true);
        let expected = node
            .pointer("/name/value")
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|s| !s.is_empty() && !ignored);
        assert_eq!(c.label.as_deref(), expected, "{name}: {}", c.id);
        // ARIA roles only: Chromium's internal roles have no ARIA name.
        let internal = node.pointer("/role/type") == Some(&json!("internalRole"));
        let role = node
            .pointer("/role/value")
            .and_then(Value::as_str)
            .filter(|_| !ignored && !internal);
        assert_eq!(c.role.as_deref(), role, "{name}: {}", c.id);
        // States: focused, disabled, inert and editable as the tree says.
        let property = |p: &str| {
            node["properties"]
                .as_array()
                .into_iter()
                .flatten()
                .find(|q| q["name"] == json!(p))
        };
        let truthy = |p: &str| property(p).is_some_and(|q| q["value"]["value"] == json!(true));
        assert_eq!(
            meta(c, "focused"),
            &json!(truthy("focused")),
            "{name}: {} focused",
            c.id
        );
        if truthy("disabled") {
            assert_eq!(c.enabled, Some(false), "{name}: {} disabled", c.id);
        }
        if property("editable").is_some() {
            assert_eq!(
                meta(c, "editable"),
                &json!(true),
                "{name}: {} editable",
                c.id
            );
        }
        let inert = node["ignoredReasons"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|r| {
                matches!(
                    r["name"].as_str(),
                    Some("activeModalDialog" | "inertElement" | "inertSubtree")
                )
            });
        if inert {
            assert_eq!(c.visible, Some(false), "{name}: {} inert", c.id);
        }
        compared += 1;
    }
    compared
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn labels_equal_accessible_names() {
    let base = serve();
    let out = tempfile::tempdir().expect("temp dir");
    let browser = launch().await;
    let mut compared = 0;
    for name in PAGES {
        let page = browser
            .new_page(&format!("{base}/{name}"))
            .await
            .expect("load");
        let o = observe_page(&page, out.path()).await;
        compared += assert_labels_are_accessible_names(name, &page, &o).await;
        page.close().await.expect("close tab");
    }
    assert!(compared > 40, "compared only {compared} labels");
    browser.close().await;
}

/// The observation, placed into an otherwise valid record (a wait step),
/// passes the schema's validation.
fn assert_valid_in_a_record(name: &str, o: &ChromeObservation) {
    let text = std::fs::read_to_string(testdata("records/wait-no_target.json")).expect("record");
    let mut record: Value = serde_json::from_str(&text).expect("record JSON");
    record["observation"] = json!(o.observed.observation);
    record["mimic"]["observation"] = json!(o.observed.ext);
    let record: MimicTraceRecordV1 = serde_json::from_value(record).expect("record shape");
    let problems = validate_record(&record);
    assert!(problems.is_empty(), "{name}: {problems:?}");
}

fn candidates_with<'a>(
    o: &'a ChromeObservation,
    key: &'a str,
    value: &'a str,
) -> impl Iterator<Item = &'a MimicCandidateV1> {
    o.observed
        .observation
        .candidates
        .iter()
        .filter(move |c| meta(c, key).as_str() == Some(value))
}

/// Saved copies of real sites (`testdata/real-sites/`, see its README).
const REAL_PAGES: &[&str] = &[
    "rust-book/ch03-04-comments.html",
    "rust-std/std/cmp/index.html",
    "rust-std/std/cmp/enum.Ordering.html",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn observes_saved_copies_of_real_sites() {
    let base = serve_dir(testdata("real-sites"));
    let out = tempfile::tempdir().expect("temp dir");
    let browser = launch().await;
    for name in REAL_PAGES {
        let url = format!("{base}/{name}");
        let page = browser.new_page(&url).await.expect("load");
        let o = observe_page(&page, out.path()).await;
        assert_eq!(o.observed.observation.url.as_deref(), Some(url.as_str()));
        assert_eq!(o.observed.ext.partial, Some(false), "{name}");
        assert_valid_in_a_record(name, &o);
        let visible = assert_visible_centres_hit_themselves(name, &page, &o).await;
        assert!(visible >= 20, "{name}: only {visible} visible candidates");
        let compared = assert_labels_are_accessible_names(name, &page, &o).await;
        assert_eq!(compared, o.observed.observation.candidates.len(), "{name}");

        // Stable: again in the same tab, and in a fresh tab of the same page.
        let again = observe_page(&page, out.path()).await;
        assert_eq!(o.observed.observation, again.observed.observation, "{name}");
        let fresh = browser.new_page(&url).await.expect("load");
        assert_eq!(
            ids(&o),
            ids(&observe_page(&fresh, out.path()).await),
            "{name}"
        );
        fresh.close().await.expect("close tab");

        // No container swallows clicks on prose.
        for c in &o.observed.observation.candidates {
            let tag = meta(c, "tag").as_str().unwrap_or_default();
            assert!(
                !matches!(
                    tag,
                    "nav" | "main" | "section" | "article" | "details" | "ul" | "li" | "p" | "pre"
                ),
                "{name}: container {} ({tag}) is a candidate",
                c.id
            );
            assert!(
                c.bounds.width * c.bounds.height < 1280.0 * 800.0 / 8.0,
                "{name}: {} ({tag}) spans {:?}",
                c.id,
                c.bounds
            );
        }
        check_real_page(name, &page, &o, out.path()).await;
        page.close().await.expect("close tab");
    }
    browser.close().await;
}

/// What a person sees on each real page, as candidates.
async fn check_real_page(name: &str, page: &Page, o: &ChromeObservation, out: &Path) {
    let visible = |label: &str, role: &str| {
        let c = by_label(o, label);
        assert_eq!(c.role.as_deref(), Some(role), "{name}: {label}");
        assert_eq!(c.visible, Some(true), "{name}: {label}");
    };
    match name {
        "rust-book/ch03-04-comments.html" => {
            visible("Change theme", "button");
            visible("Toggle Searchbar", "button");
            visible("Print this book", "link");
            visible("Git repository", "link");
            // A styled <label> flipping a display:none checkbox: the label is
            // what a person clicks.
            let toggle = by_label(o, "Toggle Table of Contents");
            assert_eq!(
                (meta(toggle, "tag"), toggle.visible),
                (&json!("label"), Some(true))
            );
            // The sidebar (built by the page's script) scrolls in its own box:
            // its first chapters show, the last ones are clipped away.
            visible("Control Flow", "link");
            let last = candidates_with(o, "tag", "a")
                .filter(|c| {
                    meta(c, "selector")
                        .as_str()
                        .is_some_and(|s| s.starts_with("#mdbook-sidebar"))
                })
                .last()
                .expect("sidebar links");
            assert_eq!(last.visible, Some(false), "{}", last.id);
            assert!(last.bounds.y > 800.0);
            // The search box appears once its toggle is clicked.
            assert!(candidates_with(o, "inputType", "search").next().is_none());
            page.call(
                "Runtime.evaluate",
                json!({ "expression": "document.getElementById('mdbook-search-toggle').click()" }),
            )
            .await
            .expect("click");
            let opened = observe_page(page, out).await;
            let search = candidates_with(&opened, "inputType", "search")
                .next()
                .expect("search box");
            assert_eq!(search.role.as_deref(), Some("searchbox"));
            assert_eq!(search.visible, Some(true));
            assert_eq!(meta(search, "editable"), &json!(true));
            assert_visible_centres_hit_themselves(name, page, &opened).await;
        }
        "rust-std/std/cmp/index.html" => {
            visible("Search", "link");
            visible("Settings", "link");
            visible("Help", "link");
            visible("Summary", "button");
            visible("Copy item path", "button");
            visible("Structs", "link");
            // A link after a wrapped line of prose: the wrapped text's box
            // spans both lines but does not cover it.
            visible("PartialEq<Rhs>", "link");
            assert_eq!(by_label(o, "Skip to main content").visible, Some(false));
            for tag in ["details", "section"] {
                assert!(candidates_with(o, "tag", tag).next().is_none(), "{tag}");
            }
            assert!(candidates_with(o, "tag", "summary").next().is_some());
        }
        "rust-std/std/cmp/enum.Ordering.html" => {
            visible("then_with", "link");
            let summaries = candidates_with(o, "tag", "summary").count();
            assert!(summaries > 30, "{summaries} collapsible sections");
            assert!(candidates_with(o, "tag", "details").next().is_none());
        }
        other => panic!("no checks for {other}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn observations_are_stable() {
    let base = serve();
    let out = tempfile::tempdir().expect("temp dir");
    let browser = launch().await;
    for name in [
        "card.html",
        "forms.html",
        "iframe.html",
        "fixed-header.html",
    ] {
        let page = browser
            .new_page(&format!("{base}/{name}"))
            .await
            .expect("load");
        let first = observe_page(&page, out.path()).await;
        let second = observe_page(&page, out.path()).await;
        assert_eq!(
            first.observed.observation, second.observed.observation,
            "{name}"
        );
        assert_eq!(first.observed.ext, second.observed.ext, "{name}");
        page.close().await.expect("close tab");
    }
    // An unrelated element added elsewhere leaves every other id as it was.
    let page = browser
        .new_page(&format!("{base}/card.html"))
        .await
        .expect("load");
    let before = observe_page(&page, out.path()).await;
    page.call(
        "Runtime.evaluate",
        json!({ "expression": "document.body.prepend(Object.assign(document.createElement('button'), { textContent: 'Newcomer' }))" }),
    )
    .await
    .expect("add element");
    let after = observe_page(&page, out.path()).await;
    let (old, new) = (ids(&before), ids(&after));
    assert_eq!(new.len(), old.len() + 1);
    let added: Vec<&String> = new.iter().filter(|id| !old.contains(id)).collect();
    assert_eq!(added.len(), 1, "only the newcomer is new: {added:?}");
    assert_eq!(by_label(&after, "Newcomer").id, *added[0]);
    browser.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_focused_field_gives_one_screenshot_whatever_the_caret_blink() {
    let base = serve();
    let out = tempfile::tempdir().expect("temp dir");
    let browser = launch().await;
    let page = browser
        .new_page(&format!("{base}/forms.html"))
        .await
        .expect("load");
    // A real click, as the collector's demonstrator does.
    let email = by_label(&observe_page(&page, out.path()).await, "Email").bounds;
    mimic_observe::chrome::recording::dispatch(
        &page,
        &mimic_input::cdp_input::click(email.center()),
    )
    .await
    .expect("click the field");
    // The caret blinks every 500 ms: five observations 130 ms apart meet it
    // both shown and hidden.
    let mut hashes = std::collections::BTreeSet::new();
    for _ in 0..5 {
        let o = observe_page(&page, out.path()).await;
        hashes.insert(o.screenshot.expect("screenshot").sha256);
        tokio::time::sleep(Duration::from_millis(130)).await;
    }
    assert_eq!(hashes.len(), 1, "{hashes:?}");
    // Nothing is left behind in the page.
    let left = page
        .call(
            "Runtime.evaluate",
            json!({ "expression": "document.adoptedStyleSheets.length", "returnByValue": true }),
        )
        .await
        .expect("evaluate");
    assert_eq!(left.pointer("/result/value"), Some(&json!(0)));
    browser.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_fails_clearly_or_is_marked_partial() {
    let base = serve();
    let out = tempfile::tempdir().expect("temp dir");
    let browser = launch().await;
    let quick = LoadPolicy {
        load_timeout: Duration::from_secs(3),
        quiet: Duration::from_millis(100),
        settle_timeout: Duration::from_secs(1),
    };

    // Nothing listens on a port that was just free.
    let closed_port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("free port")
        .port();
    let err = browser
        .new_page(&format!("http://127.0.0.1:{closed_port}/"))
        .await
        .expect_err("unreachable");
    assert!(err.to_string().contains("ERR_CONNECTION_REFUSED"), "{err}");

    // A server that never answers: the page never starts loading.
    let mut page = browser.new_blank_page().await.expect("tab");
    page.set_load_policy(quick);
    let err = page
        .goto(&format!("{base}/hang"))
        .await
        .expect_err("never answers");
    assert!(err.to_string().contains("never started loading"), "{err}");

    // A page whose load never finishes (an image that never arrives).
    let mut page = browser.new_blank_page().await.expect("tab");
    page.set_load_policy(quick);
    page.goto(&format!("{base}/never-loads.html"))
        .await
        .expect("partial load is kept");
    let o = observe_page(&page, out.path()).await;
    assert_eq!(o.observed.ext.partial, Some(true));
    assert!(
        o.observed
            .ext
            .partial_reasons
            .as_ref()
            .is_some_and(|r| r.contains(&"load_timeout".to_string()))
    );
    by_label(&o, "Visible before load");

    // An enormous page: the cap keeps what is on screen and says so.
    let page = browser
        .new_page(&format!("{base}/many.html?n=10000"))
        .await
        .expect("load");
    let o = observe(
        &page,
        &ObserveOptions {
            max_candidates: 500,
            ..ObserveOptions::default()
        },
        out.path(),
    )
    .await
    .expect("observe");
    assert_eq!(o.observed.observation.candidates.len(), 500);
    let reasons = o.observed.ext.partial_reasons.clone().unwrap_or_default();
    assert!(reasons.contains(&"node_limit".to_string()), "{reasons:?}");
    let on_screen = o
        .observed
        .observation
        .candidates
        .iter()
        .filter(|c| c.visible == Some(true))
        .count();
    assert!(
        on_screen > 100,
        "the viewport's candidates survive the cap ({on_screen})"
    );

    // A crashed tab: an error, not a hang.
    let page = browser
        .new_page(&format!("{base}/card.html"))
        .await
        .expect("load");
    let _ = page.call("Page.crash", json!({})).await;
    let err = observe(&page, &ObserveOptions::default(), out.path())
        .await
        .expect_err("crashed");
    assert!(!err.to_string().is_empty());
    browser.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closing_leaves_no_process_and_no_profile() {
    let browser = launch().await;
    let pid = browser.pid();
    let profile = browser.profile_dir().to_path_buf();
    assert!(profile.is_dir());
    browser.close().await;
    assert!(!profile.exists(), "profile folder removed");
    #[cfg(target_os = "linux")]
    {
        // Reaped: no /proc entry, not even a zombie, for our direct child.
        assert!(
            !Path::new(&format!("/proc/{pid}")).exists(),
            "Chromium {pid} still exists"
        );
    }
    let _ = pid;

    // Dropping without close() cleans up too.
    let browser = launch().await;
    let profile = browser.profile_dir().to_path_buf();
    drop(browser);
    assert!(!profile.exists(), "profile folder removed on drop");
}

/// What the re-executed test binary does in
/// `killed_observer_leaves_no_browser_behind` (the env var names the role).
#[cfg(target_os = "linux")]
const CHILD_ROLE: &str = "MIMIC_TEST_CHILD_ROLE";
#[cfg(target_os = "linux")]
const CHILD_LINE: &str = "MIMIC-CHILD";

/// Live processes (not zombies: their cmdline is empty) whose command line
/// mentions `needle`.
#[cfg(target_os = "linux")]
fn processes_mentioning(needle: &str) -> Vec<u32> {
    std::fs::read_dir("/proc")
        .expect("/proc")
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/cmdline"))
                .is_ok_and(|c| String::from_utf8_lossy(&c).contains(needle))
        })
        .collect()
}

/// Starts this test binary again, running only this test, in `role`, with
/// `tmp` as its temp folder (so its profile folders are its own).
#[cfg(target_os = "linux")]
fn spawn_child(role: &str, tmp: &Path) -> std::process::Child {
    std::process::Command::new(std::env::current_exe().expect("test binary"))
        .args([
            "--exact",
            "killed_observer_leaves_no_browser_behind",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_ROLE, role)
        .env("TMPDIR", tmp)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("re-run the test binary")
}

/// Reads the child's stdout until its `MIMIC-CHILD <profile>` line, then
/// keeps draining it (a closed pipe would fail the child's later prints).
#[cfg(target_os = "linux")]
fn child_profile(child: &mut std::process::Child) -> PathBuf {
    let stdout = child.stdout.take().expect("piped stdout");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            // The harness's "test ... " may precede it on the same line.
            if let Some((_, profile)) = line.split_once(CHILD_LINE) {
                let _ = tx.send(PathBuf::from(profile.trim()));
            }
        }
    });
    rx.recv_timeout(Duration::from_secs(60))
        .expect("the child reports its profile folder")
}

/// The guarantee in the issue: Chromium ends with the program even when the
/// program is SIGKILLed mid-observation, and the next start sweeps the
/// profile folder the dead program left.
#[cfg(target_os = "linux")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_observer_leaves_no_browser_behind() {
    match std::env::var(CHILD_ROLE).as_deref() {
        Ok("observe") => {
            // Observe a large page over and over until killed.
            let base = serve();
            let browser = launch().await;
            let page = browser
                .new_page(&format!("{base}/many.html?n=2000"))
                .await
                .expect("load");
            let out = tempfile::tempdir().expect("temp dir");
            println!("{CHILD_LINE} {}", browser.profile_dir().display());
            loop {
                observe_page(&page, out.path()).await;
            }
        }
        Ok("launch") => {
            let browser = launch().await;
            println!("{CHILD_LINE} {}", browser.profile_dir().display());
            browser.close().await;
            return;
        }
        _ => {}
    }
    let tmp = tempfile::tempdir().expect("temp dir");
    let mut observer = spawn_child("observe", tmp.path());
    let profile = child_profile(&mut observer);
    let needle = profile.to_str().expect("utf-8 path").to_string();
    assert!(profile.is_dir());
    // Let it get into an observation, then kill it without warning.
    tokio::time::sleep(Duration::from_millis(400)).await;
    let running = processes_mentioning(&needle);
    assert!(
        running.len() >= 2,
        "Chromium and its helpers name the profile: {running:?}"
    );
    observer.kill().expect("SIGKILL");
    observer.wait().expect("reap");
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    let mut left = processes_mentioning(&needle);
    while !left.is_empty() && std::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(100)).await;
        left = processes_mentioning(&needle);
    }
    assert!(
        left.is_empty(),
        "Chromium outlived its killed owner: {left:?}"
    );
    assert!(profile.is_dir(), "nothing cleaned up after the SIGKILL");

    // The next start sweeps the dead owner's folder and cleans its own.
    let mut next = spawn_child("launch", tmp.path());
    let own = child_profile(&mut next);
    assert!(next.wait().expect("reap").success());
    assert!(
        !profile.exists(),
        "stale profile {} swept",
        profile.display()
    );
    assert!(!own.exists(), "own profile removed on close");
}

/// The family Chromium itself reports for the first text run of `selector`.
async fn platform_font(page: &Page, selector: &str) -> String {
    let document = page
        .call("DOM.getDocument", json!({ "depth": 0 }))
        .await
        .expect("document");
    let node = page
        .call(
            "DOM.querySelector",
            json!({ "nodeId": document["root"]["nodeId"], "selector": selector }),
        )
        .await
        .expect("query");
    let fonts = page
        .call(
            "CSS.getPlatformFontsForNode",
            json!({ "nodeId": node["nodeId"] }),
        )
        .await
        .expect("platform fonts");
    fonts["fonts"][0]["familyName"]
        .as_str()
        .unwrap_or_else(|| panic!("{selector}: no platform font in {fonts}"))
        .to_owned()
}

/// Whatever the machine has installed (CI hides it: `FONTCONFIG_FILE` names
/// an empty configuration), text is laid out with the fonts mimic ships.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn text_is_laid_out_with_the_shipped_fonts() {
    let base = serve();
    let browser = launch().await;
    let page = browser
        .new_page(&format!("{base}/fonts.html"))
        .await
        .expect("open");
    page.call("DOM.enable", json!({})).await.expect("DOM");
    page.call("CSS.enable", json!({})).await.expect("CSS");
    for (selector, family) in [
        ("#default", "Liberation Serif"),
        ("#sans", "Liberation Sans"),
        ("#arial", "Liberation Sans"),
        ("#helvetica", "Liberation Sans"),
        ("#system-ui", "Liberation Sans"),
        ("#serif", "Liberation Serif"),
        ("#times", "Liberation Serif"),
        ("#mono", "Liberation Mono"),
        ("#courier", "Liberation Mono"),
        ("#bold", "Liberation Sans"),
    ] {
        assert_eq!(platform_font(&page, selector).await, family, "{selector}");
    }
    browser.close().await;
}

/// Made-up credentials `pixel-secrets.html` plants, by `data-secret`: a
/// plain text field, a textarea, a contenteditable, text wrapped over two
/// lines, inside a shadow root and inside an iframe, a URL's token, and a
/// field a script fills after load.
const PLANTED_PIXELS: &[(&str, &str)] = &[
    ("input", "sk-proj-Q7mT2vLx9RkB4nWc8HdJ3fYp"),
    ("textarea", "ghp_Zr8Kq2Lm5Nx7Vb3Cd9Fg1Hj4Tw6Ys0Pa2Qe"),
    ("editable", "glpat-Hk3Mn8Qr2Tv6Wx9Yz4Bc"),
    ("wrapped", "xoxb-928374650193-Kd8Rw2Mq7Zt4Np9Lx"),
    ("shadow", "npm_Wq2Er4Ty6Ui8Op0As1Df3Gh5Jk7Lz9Xc2Vb"),
    ("frame", "hf_Pq9Wr3Et7Yu1Io5Pa8Sd2Fg6Hj0Kl4Zx3Cv"),
    ("url", "Tq84vLz0Pm27Wd"),
    ("later", "sk_live_Nm4Bv7Cx1Zq8Wr5Ty2Ui"),
];

/// Each planted credential's boxes as the page itself lays them out (test
/// side, not mimic's mask list): its text's `Range.getClientRects`, or a
/// field's box (a value is no DOM text), in top-viewport CSS pixels. Empty
/// when the credential is not (yet) there.
const PLANTED_BOXES_JS: &str = r#"(planted) => planted.map(([name, secret]) => {
  const sel = `[data-secret=${name}]`;
  let el = document.querySelector(sel), dx = 0, dy = 0;
  if (!el) el = document.getElementById("host").shadowRoot.querySelector(sel);
  if (!el) {
    const f = document.getElementById("frame"), r = f.getBoundingClientRect();
    dx = r.left + f.clientLeft; dy = r.top + f.clientTop;
    el = f.contentDocument.querySelector(sel);
  }
  if (!el) return [];
  if (el.matches("input, textarea")) {
    if (el.value !== secret) return [];
    const r = el.getBoundingClientRect();
    return [[r.left, r.top, r.width, r.height]];
  }
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const at = t.data.indexOf(secret);
    if (at < 0) continue;
    const range = el.ownerDocument.createRange();
    range.setStart(t, at);
    range.setEnd(t, at + secret.length);
    return [...range.getClientRects()].map((r) => [r.left + dx, r.top + dy, r.width, r.height]);
  }
  return [];
})"#;

const TESSERACT_INSTALL: &str =
    "apt-get install -y --no-install-recommends tesseract-ocr tesseract-ocr-eng";

/// What tesseract reads in `png`, whitespace removed.
fn ocr(png: &Path) -> String {
    let out = std::process::Command::new("tesseract")
        .arg(png)
        .arg("stdout")
        .output()
        .unwrap_or_else(|e| panic!("cannot run tesseract ({e}); install it: {TESSERACT_INSTALL}"));
    assert!(
        out.status.success(),
        "tesseract failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .collect()
}

/// The planted credentials of which `text` holds any 6-character piece.
fn fragments_in(text: &str) -> Vec<(&'static str, String)> {
    let mut found = Vec::new();
    for (name, secret) in PLANTED_PIXELS {
        let chars: Vec<char> = secret.chars().collect();
        for piece in chars.windows(6).map(|w| w.iter().collect::<String>()) {
            if text.contains(&piece) {
                found.push((*name, piece));
            }
        }
    }
    found
}

async fn planted_boxes(page: &Page) -> Vec<Vec<[f64; 4]>> {
    let result = page
        .call(
            "Runtime.evaluate",
            json!({
                "expression": format!("({PLANTED_BOXES_JS})({})", json!(PLANTED_PIXELS)),
                "returnByValue": true,
            }),
        )
        .await
        .expect("evaluate");
    serde_json::from_value(result.pointer("/result/value").cloned().expect("value")).expect("boxes")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_planted_credential_is_readable_in_a_screenshot() {
    let base = serve();
    let out = tempfile::tempdir().expect("temp dir");
    let browser = launch().await;
    let page = browser
        .new_page(&format!("{base}/pixel-secrets.html"))
        .await
        .expect("load");
    // The script fills its field 300 ms after load.
    let mut boxes = planted_boxes(&page).await;
    for _ in 0..50 {
        if boxes.iter().all(|b| !b.is_empty()) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        boxes = planted_boxes(&page).await;
    }
    for ((name, _), b) in PLANTED_PIXELS.iter().zip(&boxes) {
        assert!(!b.is_empty(), "{name}: the page does not show it");
    }
    let wrapped = PLANTED_PIXELS.iter().position(|(n, _)| *n == "wrapped");
    assert!(
        boxes[wrapped.unwrap()].len() >= 2,
        "the wrapped one is on one line"
    );

    // Control: OCR reads the credentials off an unmasked capture (taken by
    // the test, not by mimic), so reading none below means something.
    let raw = page
        .call("Page.captureScreenshot", json!({ "format": "png" }))
        .await
        .expect("capture");
    let raw = base64::Engine::decode(
        &base64::engine::general_purpose::STANDARD,
        raw["data"].as_str().expect("data"),
    )
    .expect("base64");
    let unmasked = out.path().join("unmasked.png");
    std::fs::write(&unmasked, raw).expect("write");
    let readable = fragments_in(&ocr(&unmasked));
    assert!(
        readable.len() >= 8,
        "OCR reads too little of the unmasked page: {readable:?}"
    );

    let o = observe_page(&page, out.path()).await;
    let shot = out
        .path()
        .join(&o.screenshot.as_ref().expect("screenshot").path);
    let img = image::open(&shot).expect("png").into_rgba8();
    let scale = o.observed.ext.scale;
    for ((name, _), rects) in PLANTED_PIXELS.iter().zip(&boxes) {
        for r in rects {
            let px = mimic_schema::Bounds::new(r[0], r[1], r[2], r[3]).to_screenshot_px(scale);
            let (x0, y0) = (px.x.ceil() as u32 + 1, px.y.ceil() as u32 + 1);
            let (x1, y1) = (
                px.right().floor() as u32 - 1,
                px.bottom().floor() as u32 - 1,
            );
            for y in y0..y1 {
                for x in x0..x1 {
                    assert_eq!(
                        img.get_pixel(x, y).0,
                        [0, 0, 0, 255],
                        "{name}: pixel ({x},{y}) is not masked"
                    );
                }
            }
        }
    }
    // The record lists each region with its reason, and nothing of what it hid.
    assert_eq!(o.observed.ext.masked_regions, o.masks);
    let ext = serde_json::to_string(&o.observed.ext).expect("json");
    assert!(fragments_in(&ext).is_empty(), "{ext}");
    let read = fragments_in(&ocr(&shot));
    assert!(read.is_empty(), "OCR reads planted credentials: {read:?}");
    let reasons: std::collections::BTreeSet<&str> =
        o.masks.iter().map(|m| m.reason.as_str()).collect();
    assert!(
        reasons.is_superset(&["secret_text", "secret_value"].into()),
        "{reasons:?}"
    );
    println!(
        "pixel secrets: {} planted, {} boxes checked, {} regions masked ({reasons:?}), OCR read {} fragments unmasked and 0 masked",
        PLANTED_PIXELS.len(),
        boxes.iter().map(Vec::len).sum::<usize>(),
        o.masked_regions,
        readable.len()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_harmless_page_is_barely_masked() {
    let base = serve();
    let out = tempfile::tempdir().expect("temp dir");
    let browser = launch().await;
    let page = browser
        .new_page(&format!("{base}/harmless-docs.html"))
        .await
        .expect("load");
    let o = observe_page(&page, out.path()).await;
    let area = o.observed.ext.observed_area;
    let masked: f64 = o
        .masks
        .iter()
        .filter_map(|m| m.bounds.intersection(&area))
        .map(|b| b.width * b.height)
        .sum();
    let share = masked / (area.width * area.height);
    println!(
        "harmless page: {:.2}% of the screenshot masked ({} regions)",
        share * 100.0,
        o.masks.len()
    );
    assert!(share < 0.02, "{:.2}% masked: {:?}", share * 100.0, o.masks);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_that_never_stops_changing_is_masked_whole() {
    let base = serve();
    let out = tempfile::tempdir().expect("temp dir");
    let browser = launch().await;
    let page = browser
        .new_page(&format!("{base}/ever-changing.html"))
        .await
        .expect("load");
    let o = observe_page(&page, out.path()).await;
    let reasons: Vec<&str> = o.masks.iter().map(|m| m.reason.as_str()).collect();
    assert_eq!(reasons, ["page_changing"]);
    let shot = out
        .path()
        .join(&o.screenshot.as_ref().expect("screenshot").path);
    let img = image::open(&shot).expect("png").into_rgba8();
    assert!(
        img.pixels().all(|p| p.0 == [0, 0, 0, 255]),
        "not all masked"
    );
}

/// Each element the page marks `data-unchecked` (document and open shadow
/// roots): its reason and its on-screen box as the page itself measures it.
const UNCHECKED_BOXES_JS: &str = r#"(() => {
  const out = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) walk(el.shadowRoot);
      if (!el.dataset.unchecked) continue;
      const r = el.getBoundingClientRect();
      const x = Math.max(r.left, 0), y = Math.max(r.top, 0);
      const w = Math.min(r.right, innerWidth) - x, h = Math.min(r.bottom, innerHeight) - y;
      out.push([el.dataset.unchecked, x, y, w, h]);
    }
  };
  walk(document);
  return out;
})()"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pixels_no_secret_rule_can_read_are_listed_in_the_record() {
    let base = serve();
    let out = tempfile::tempdir().expect("temp dir");
    let browser = launch().await;
    let page = browser
        .new_page(&format!("{base}/unchecked-pixels.html"))
        .await
        .expect("load");
    let answer = page
        .call(
            "Runtime.evaluate",
            json!({ "expression": UNCHECKED_BOXES_JS, "returnByValue": true }),
        )
        .await
        .expect("evaluate");
    let mut expected: Vec<(String, [f64; 4])> =
        serde_json::from_value::<Vec<(String, f64, f64, f64, f64)>>(
            answer.pointer("/result/value").cloned().expect("value"),
        )
        .expect("boxes")
        .into_iter()
        .map(|(reason, x, y, w, h)| (reason, [x, y, w, h]))
        .collect();
    assert_eq!(expected.len(), 6, "the page marks six regions");

    let o = observe_page(&page, out.path()).await;
    let mut listed: Vec<(String, [f64; 4])> = o
        .observed
        .ext
        .unchecked_regions
        .iter()
        .map(|r| {
            let reason = serde_json::to_value(r.reason).expect("json");
            let b = r.bounds;
            (
                reason.as_str().expect("a string").to_owned(),
                [b.x, b.y, b.width, b.height],
            )
        })
        .collect();
    let by_position = |a: &(String, [f64; 4]), b: &(String, [f64; 4])| {
        a.1[1].total_cmp(&b.1[1]).then(a.1[0].total_cmp(&b.1[0]))
    };
    expected.sort_by(by_position);
    listed.sort_by(by_position);
    assert_eq!(
        listed.len(),
        expected.len(),
        "listed {listed:?}, the page marks {expected:?}"
    );
    for (got, want) in listed.iter().zip(&expected) {
        assert_eq!(got.0, want.0, "{got:?} against {want:?}");
        for (g, w) in got.1.iter().zip(&want.1) {
            assert!((g - w).abs() <= 1.0, "{got:?} against {want:?}");
        }
    }
    // Listed, not masked, and nothing of what they show is in the record.
    assert!(o.masks.is_empty(), "{:?}", o.masks);
    let ext = serde_json::to_string(&o.observed.ext).expect("json");
    assert!(fragments_in(&ext).is_empty(), "{ext}");
    assert_valid_in_a_record("unchecked-pixels", &o);
}

/// The recorder names the element a key went to by the observer's own
/// locator (metadata `framePath` + `selector`), so mimic-map can find the
/// candidate that is that element: checked for every field (and, where a
/// click submits nothing, every button) of pages with labels, frames and
/// shadow trees one to three roots deep, each clicked and sent a key with
/// real input.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_recorder_locates_key_targets_as_the_observer_does() {
    use mimic_input::recorder::RecorderMessage;
    use mimic_observe::chrome::recording::{Recording, dispatch};
    use mimic_schema::raw::{Modifiers, RawEvent};

    let base = serve();
    let out = tempfile::tempdir().expect("temp dir");
    let browser = launch().await;
    let mut checked = 0;
    for (name, with_buttons) in [
        ("forms.html", false),
        ("nested-shadow.html", true),
        ("shadow.html", true),
        ("iframe.html", true),
    ] {
        let mut page = browser.new_blank_page().await.expect("tab");
        let recording = Recording::attach(&page).await.expect("recorder");
        page.goto(&format!("{base}/{name}")).await.expect("load");
        let observed = observe_page(&page, out.path()).await.observed;
        let meta =
            |c: &MimicCandidateV1, key: &str| c.metadata.as_ref().and_then(|m| m.get(key)).cloned();
        for candidate in &observed.observation.candidates {
            let editable = meta(candidate, "editable") == Some(json!(true));
            let button = meta(candidate, "tag") == Some(json!("button"));
            if candidate.visible != Some(true)
                || candidate.enabled != Some(true)
                || !(editable || (with_buttons && button))
            {
                continue;
            }
            recording.take();
            dispatch(
                &page,
                &mimic_input::cdp_input::click(candidate.bounds.center()),
            )
            .await
            .expect("click");
            dispatch(
                &page,
                &mimic_input::cdp_input::key_press("ArrowRight", Modifiers::default()),
            )
            .await
            .expect("key");
            let mut target = None;
            for _ in 0..40 {
                target = recording.take().into_iter().find_map(|m| match m {
                    RecorderMessage::Raw {
                        event: RawEvent::KeyDown { target, .. },
                        ..
                    } => target,
                    _ => None,
                });
                if target.is_some() {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            let target = target.unwrap_or_else(|| panic!("{name}: no key for {}", candidate.id));
            let locator = target
                .locator
                .expect("a same-origin key target has a locator");
            assert_eq!(
                (json!(locator.selector), json!(locator.frame_path)),
                (
                    meta(candidate, "selector").unwrap(),
                    meta(candidate, "framePath").unwrap()
                ),
                "{name}: {}",
                candidate.id
            );
            assert_eq!(
                target.tag.map(Value::from),
                meta(candidate, "tag"),
                "{name}"
            );
            checked += 1;
        }
        assert!(recording.take_rejected().is_empty(), "{name}");
        page.close().await.expect("close tab");
    }
    // forms.html has 9 enabled fields, nested-shadow.html 6 and a button,
    // shadow.html and iframe.html 2 buttons each (a closed shadow root's is
    // no candidate).
    assert!(checked >= 19, "only {checked} elements checked");
    browser.close().await;
}
