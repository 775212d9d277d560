//! Locators resolved in real Chromium (`testdata/tasks-pages/`, served from
//! 127.0.0.1): every kind, open shadow roots two deep, slots, same-origin
//! iframes nested and scrolled, a closed shadow root left out, nth, exact
//! and substring text, `within`, errors that name the closest elements, an
//! isolated world that page scripts cannot fool, and bounds against
//! Chromium's box model. One browser for the whole file.

use std::time::Instant;

use mimic_collect::demo::DemoServer;
use mimic_collect::locate::{LocateError, Located, call_on, locate_all, locate_one};
use mimic_observe::chrome::{Browser, LaunchOptions, Page};
use mimic_task::Locator;
use serde_json::{Value, json};

const PAGES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/tasks-pages");

fn loc(value: Value) -> Locator {
    serde_json::from_value(value).expect("a valid locator")
}

async fn one(page: &Page, locator: Value) -> Located {
    let locator = loc(locator);
    locate_one(page, &locator, None)
        .await
        .unwrap_or_else(|e| panic!("{locator}: {e}"))
}

async fn id_of(page: &Page, element: &Located) -> String {
    let id = call_on(page, element, "function () { return this.id; }", &[])
        .await
        .expect("call_on");
    id.as_str().expect("an id").to_string()
}

/// The id of the one element `locator` finds.
async fn id_found(page: &Page, locator: Value) -> String {
    let element = one(page, locator).await;
    id_of(page, &element).await
}

async fn error(page: &Page, locator: Value) -> LocateError {
    let locator = loc(locator);
    match locate_one(page, &locator, None).await {
        Ok(found) => panic!("{locator} found {}", found.description()),
        Err(e) => e,
    }
}

fn closest(e: &LocateError) -> &[String] {
    match e {
        LocateError::NotFound { closest, .. }
        | LocateError::Several { closest, .. }
        | LocateError::NthOutOfRange { closest, .. } => closest,
        other => panic!("no closest list in {other}"),
    }
}

/// Chromium's own border box of the element (`DOM.getBoxModel`), as the
/// smallest rectangle around its quad.
async fn box_model(page: &Page, element: &Located) -> [f64; 4] {
    let model = page
        .call(
            "DOM.getBoxModel",
            json!({ "objectId": element.object_id() }),
        )
        .await
        .expect("DOM.getBoxModel");
    let quad: Vec<f64> = model
        .pointer("/model/border")
        .and_then(Value::as_array)
        .expect("a border quad")
        .iter()
        .map(|v| v.as_f64().expect("a number"))
        .collect();
    let xs = [quad[0], quad[2], quad[4], quad[6]];
    let ys = [quad[1], quad[3], quad[5], quad[7]];
    let min = |v: [f64; 4]| v.iter().copied().fold(f64::INFINITY, f64::min);
    let max = |v: [f64; 4]| v.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    [min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)]
}

async fn assert_bounds_agree(page: &Page, element: &Located) {
    let b = element.bounds();
    let chromium = box_model(page, element).await;
    let ours = [b.x, b.y, b.width, b.height];
    assert!(
        b.width > 0.0 && b.height > 0.0,
        "{}: empty box",
        element.description()
    );
    for (a, c) in ours.iter().zip(chromium) {
        assert!(
            (a - c).abs() <= 0.5,
            "{}: bounds {ours:?}, Chromium's box model {chromium:?}",
            element.description()
        );
    }
}

async fn evaluate_main_world(page: &Page, expression: &str) -> Value {
    let answer = page
        .call(
            "Runtime.evaluate",
            json!({ "expression": expression, "returnByValue": true }),
        )
        .await
        .expect("Runtime.evaluate");
    answer
        .pointer("/result/value")
        .cloned()
        .unwrap_or(Value::Null)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn locators_resolve_in_chromium() {
    let server = DemoServer::start(PAGES).expect("serve tasks-pages");
    let other = DemoServer::start(PAGES).expect("serve tasks-pages on a second origin");
    let browser = Browser::launch(LaunchOptions::default())
        .await
        .expect("launch Chromium (install it: apt-get install chromium)");
    let url = format!(
        "{}?cross={}",
        server.url("/locate.html"),
        other.url("/frame2.html")
    );
    let page = browser.new_page(&url).await.expect("load locate.html");

    // The page's own world is hostile: its prototypes lie.
    assert_eq!(
        evaluate_main_world(
            &page,
            "document.getElementById('row0').getAttribute('data-testid')"
        )
        .await,
        json!("forged")
    );

    roles(&page).await;
    labels(&page).await;
    texts(&page).await;
    attributes_and_css(&page).await;
    shadow_roots(&page).await;
    within(&page).await;
    frames(&page).await;
    isolated_world(&page).await;
    bounds(&page).await;
    speed(&page).await;

    // A second tab: a page with the prototypes untouched finds the same.
    let plain = browser
        .new_page(&server.url("/frame.html"))
        .await
        .expect("load frame.html");
    assert_eq!(
        id_found(&plain, json!({ "role": "button", "name": "Framed button" })).await,
        "framed"
    );
    plain.close().await.expect("close tab");

    // A third: 2,000 controls, for the cost of a search.
    let pages = DemoServer::start(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/pages"))
        .expect("serve testdata/pages");
    let many = browser
        .new_page(&pages.url("/many.html?n=2000"))
        .await
        .expect("load many.html");
    for (locator, expected) in [
        (
            json!({ "role": "button", "name": "Button 1996" }),
            "button \"Button 1996\"",
        ),
        (
            json!({ "text": "Item 1995", "exact": true }),
            "a \"Item 1995\"",
        ),
        (json!({ "label": "Field 1997" }), "input"),
        (json!({ "css": "[name=f1997]" }), "input"),
    ] {
        let locator = loc(locator);
        let rounds = 5;
        let start = Instant::now();
        for _ in 0..rounds {
            let found = locate_one(&many, &locator, None).await.expect("locate");
            assert_eq!(found.description(), expected);
        }
        eprintln!(
            "many.html?n=2000, {locator}: {:.1} ms per locate",
            start.elapsed().as_secs_f64() * 1000.0 / f64::from(rounds)
        );
    }
    many.close().await.expect("close tab");
    page.close().await.expect("close tab");
    browser.close().await;
}

async fn roles(page: &Page) {
    assert_eq!(
        id_found(page, json!({ "role": "button", "name": "Save draft" })).await,
        "save"
    );
    // Substring, any case, by default: the link "Save" is no button.
    assert_eq!(
        id_found(page, json!({ "role": "button", "name": "save" })).await,
        "save"
    );
    assert_eq!(
        id_found(
            page,
            json!({ "role": "link", "name": "Save", "exact": true })
        )
        .await,
        "save-link"
    );
    let e = error(
        page,
        json!({ "role": "button", "name": "Save", "exact": true }),
    )
    .await;
    assert!(matches!(e, LocateError::NotFound { .. }), "{e}");
    let text = e.to_string();
    assert!(
        text.starts_with("nothing matches role button \"Save\" (exact)"),
        "{text}"
    );
    let near = closest(&e);
    assert!(
        near.contains(&"link \"Save\" (same name, role differs)".to_string()),
        "{near:?}"
    );
    assert!(
        near.contains(&"button \"Save draft\" (same role, name differs)".to_string()),
        "{near:?}"
    );
    // Hidden elements are ignored by the accessibility tree: no match.
    let e = error(page, json!({ "role": "button", "name": "Archive" })).await;
    assert!(matches!(e, LocateError::NotFound { .. }), "{e}");
    // Without a name, every button matches; nth picks in document order.
    let e = error(page, json!({ "role": "button" })).await;
    let LocateError::Several {
        count,
        closest: near,
        ..
    } = &e
    else {
        panic!("{e}")
    };
    assert!(*count >= 6, "{e}");
    assert_eq!(near[0], "button \"Save draft\" (nth 0)");
    assert_eq!(near[1], "button \"Send\" (nth 1)");
    assert_eq!(
        id_found(page, json!({ "role": "button", "nth": 1 })).await,
        "send"
    );
    assert_eq!(
        id_found(page, json!({ "role": "checkbox", "name": "subscribe" })).await,
        "subscribe"
    );
}

async fn labels(page: &Page) {
    for (label, id) in [
        ("email address", "email"),         // <label for>
        ("Subscribe to news", "subscribe"), // wrapping <label>
        ("search MAIL", "search"),          // aria-label
        ("Phone number", "phone"),          // aria-labelledby
    ] {
        assert_eq!(
            id_found(page, json!({ "label": label })).await,
            id,
            "{label}"
        );
    }
    let e = error(page, json!({ "label": "Email adress" })).await;
    assert_eq!(
        closest(&e).first().map(String::as_str),
        Some("input labelled \"Email address\" (label differs)"),
        "{e}"
    );
}

async fn texts(page: &Page) {
    // The innermost element whose rendered text matches.
    let b = one(page, json!({ "text": "world" })).await;
    assert_eq!(b.description(), "b \"world\"");
    assert_eq!(
        id_found(page, json!({ "text": "hello world" })).await,
        "hello"
    );
    let e = error(page, json!({ "text": "inbox" })).await;
    let LocateError::Several {
        count,
        closest: near,
        ..
    } = &e
    else {
        panic!("{e}")
    };
    assert_eq!(*count, 2, "{e}");
    assert_eq!(
        near,
        &[
            "span#inbox \"Inbox\" (nth 0)".to_string(),
            "span#inbox-count \"Inbox (3)\" (nth 1)".to_string()
        ]
    );
    assert_eq!(
        id_found(page, json!({ "text": "Inbox", "exact": true })).await,
        "inbox"
    );
    assert_eq!(
        id_found(page, json!({ "text": "Many spaces here", "exact": true })).await,
        "spaced"
    );
    let e = error(page, json!({ "text": "many spaces here", "exact": true })).await;
    assert!(
        closest(&e).contains(
            &"text \"Many spaces here\" (not the whole text, or case differs)".to_string()
        ),
        "{e}"
    );
    // Text that is not rendered does not match, and the error says why.
    let e = error(page, json!({ "text": "Invisible words" })).await;
    assert_eq!(
        closest(&e).first().map(String::as_str),
        Some("span#ghost \"Invisible words\" (matches, but is not rendered)"),
        "{e}"
    );
}

async fn attributes_and_css(page: &Page) {
    assert_eq!(
        id_found(page, json!({ "placeholder": "you@example" })).await,
        "email"
    );
    assert_eq!(
        id_found(page, json!({ "testId": "emails" })).await,
        "emails"
    );
    let e = error(page, json!({ "testId": "email-row" })).await;
    let LocateError::Several {
        count,
        closest: near,
        ..
    } = &e
    else {
        panic!("{e}")
    };
    assert_eq!(*count, 3);
    assert_eq!(
        near[2],
        "li#row2[data-testid=\"email-row\"] \"Third mail\" (nth 2)"
    );
    assert_eq!(
        id_found(page, json!({ "testId": "email-row", "nth": 2 })).await,
        "row2"
    );
    let e = error(page, json!({ "testId": "email-row", "nth": 5 })).await;
    assert!(
        matches!(e, LocateError::NthOutOfRange { count: 3, .. }),
        "{e}"
    );
    // A test id is exact: "email" is neither "emails" nor "email-row".
    let e = error(page, json!({ "testId": "email" })).await;
    let near = closest(&e);
    assert!(
        near.contains(&"[data-testid=\"emails\"] (test id differs)".to_string()),
        "{e}"
    );
    assert!(
        near.contains(&"[data-testid=\"email-row\"] (test id differs)".to_string()),
        "{e}"
    );
    let rows = locate_all(page, &loc(json!({ "css": "#emails li" })), None)
        .await
        .expect("css");
    let mut ids = Vec::new();
    for row in &rows {
        ids.push(id_of(page, row).await);
    }
    assert_eq!(ids, ["row0", "row1", "row2"]);
    let none = locate_all(page, &loc(json!({ "css": "#emails li", "nth": 3 })), None)
        .await
        .expect("css");
    assert!(none.is_empty());
    let e = error(page, json!({ "css": "li[[" })).await;
    assert!(matches!(e, LocateError::BadSelector { .. }), "{e}");
    let e = error(page, json!({ "css": "#emals" })).await;
    assert_eq!(
        closest(&e).first().map(String::as_str),
        Some("ul#emails (does not match the selector)"),
        "{e}"
    );
}

async fn shadow_roots(page: &Page) {
    // Two open roots deep, every kind.
    for locator in [
        json!({ "role": "button", "name": "Deep action" }),
        json!({ "testId": "deep" }),
        json!({ "css": "button#deep" }),
        json!({ "text": "Deep action" }),
    ] {
        assert_eq!(id_found(page, locator.clone()).await, "deep", "{locator}");
    }
    assert_eq!(
        id_found(page, json!({ "label": "deep label" })).await,
        "deep-field"
    );
    assert_eq!(
        id_found(page, json!({ "placeholder": "Deep field" })).await,
        "deep-field"
    );
    assert_eq!(
        id_found(page, json!({ "text": "deep text" })).await,
        "deep-text"
    );
    // Slotted text belongs to the shadow button that shows it.
    assert_eq!(
        id_found(page, json!({ "text": "Slotted label" })).await,
        "fancy-inner"
    );
    assert_eq!(
        id_found(page, json!({ "role": "button", "name": "Slotted label" })).await,
        "fancy-inner"
    );
    // A closed root is not searched, whatever the kind.
    let e = error(page, json!({ "testId": "secret" })).await;
    assert!(matches!(e, LocateError::NotFound { .. }), "{e}");
    let e = error(page, json!({ "text": "Secret button" })).await;
    assert!(matches!(e, LocateError::NotFound { .. }), "{e}");
    let e = error(page, json!({ "role": "button", "name": "Secret button" })).await;
    assert!(matches!(e, LocateError::NotFound { .. }), "{e}");
    assert!(
        closest(&e)
            .first()
            .is_some_and(|c| c.contains("outside the search")),
        "{e}"
    );
}

async fn within(page: &Page) {
    let e = error(page, json!({ "testId": "icon" })).await;
    assert!(matches!(e, LocateError::Several { count: 2, .. }), "{e}");
    let compose = one(page, json!({ "role": "button", "name": "Compose" })).await;
    let icon = locate_one(page, &loc(json!({ "testId": "icon" })), Some(&compose))
        .await
        .expect("the icon inside the button");
    let tag = call_on(page, &icon, "function () { return this.localName; }", &[])
        .await
        .expect("call_on");
    assert_eq!(tag, json!("svg"));
    // Descendants only: the button itself is not in its own scope.
    let itself = locate_all(page, &loc(json!({ "testId": "with-icon" })), Some(&compose))
        .await
        .expect("search");
    assert!(itself.is_empty());
    // A shadow host's scope holds its open shadow tree.
    let outer = one(page, json!({ "css": "#outer" })).await;
    let deep = locate_one(page, &loc(json!({ "role": "button" })), Some(&outer))
        .await
        .expect("the button in outer's shadow tree");
    assert_eq!(id_of(page, &deep).await, "deep");
    assert_eq!(
        id_of(
            page,
            &locate_one(page, &loc(json!({ "text": "deep text" })), Some(&outer))
                .await
                .expect("text within")
        )
        .await,
        "deep-text"
    );
}

async fn frames(page: &Page) {
    // Outside its frame the framed button is not found.
    let e = error(page, json!({ "role": "button", "name": "Framed button" })).await;
    assert!(matches!(e, LocateError::NotFound { .. }), "{e}");
    assert_eq!(
        id_found(
            page,
            json!({ "role": "button", "name": "Framed button", "frame": { "css": "#frame1" } })
        )
        .await,
        "framed"
    );
    assert_eq!(
        id_found(
            page,
            json!({ "testId": "nested", "frame": { "css": "#frame2", "frame": { "css": "#frame1" } } })
        )
        .await,
        "nested"
    );
    assert_eq!(
        id_found(
            page,
            json!({ "text": "nested button", "frame": { "role": "Iframe", "name": "Nested frame", "frame": { "css": "#frame1" } } })
        )
        .await,
        "nested"
    );
}

async fn frame_errors(page: &Page) {
    let e = error(
        page,
        json!({ "css": "button", "frame": { "css": "#cross" } }),
    )
    .await;
    assert!(matches!(e, LocateError::CrossOriginFrame { .. }), "{e}");
    assert!(e.to_string().contains("/frame2.html"), "{e}");
    let e = error(page, json!({ "css": "li", "frame": { "css": "#emails" } })).await;
    assert!(matches!(e, LocateError::NotAFrame { .. }), "{e}");
    let e = error(page, json!({ "css": "li", "frame": { "css": "#nope" } })).await;
    assert!(
        e.to_string().starts_with(
            "nothing matches css \"#nope\" (the frame of css \"li\" in frame css \"#nope\")"
        ),
        "{e}"
    );
}

async fn isolated_world(page: &Page) {
    frame_errors(page).await;
    let row = one(page, json!({ "testId": "email-row", "nth": 0 })).await;
    let answer = call_on(
        page,
        &row,
        "function (name, selector) { return [this.getAttribute(name), this.matches(selector), this.hasAttribute('nope')]; }",
        &[json!("data-testid"), json!("ul")],
    )
    .await
    .expect("call_on");
    assert_eq!(answer, json!(["email-row", false, false]));
    let promised = call_on(
        page,
        &row,
        "function () { return Promise.resolve(this.textContent.trim()); }",
        &[],
    )
    .await
    .expect("call_on");
    assert_eq!(promised, json!("First mail"));
    let e = call_on(page, &row, "function () { throw new Error('no'); }", &[])
        .await
        .expect_err("a throwing function");
    assert!(matches!(e, LocateError::Script { .. }), "{e}");
}

async fn bounds(page: &Page) {
    // Scroll the page and the outer frame so offsets matter.
    evaluate_main_world(
        page,
        "window.scrollTo(0, 120); document.getElementById('frame1').contentWindow.scrollTo(0, 300); 0",
    )
    .await;
    let frame1 = json!({ "css": "#frame1" });
    for locator in [
        json!({ "role": "button", "name": "Save draft" }),
        json!({ "testId": "deep" }),
        json!({ "text": "Slotted label" }),
        json!({ "label": "Subscribe" }),
        json!({ "testId": "framed", "frame": frame1 }),
        json!({ "testId": "nested", "frame": { "css": "#frame2", "frame": frame1 } }),
        json!({ "role": "button", "name": "Far below" }),
    ] {
        let element = one(page, locator).await;
        assert_bounds_agree(page, &element).await;
    }
    let nested = one(
        page,
        json!({ "testId": "nested", "frame": { "css": "#frame2", "frame": frame1 } }),
    )
    .await;
    // frame1's content box starts 23 + 7 + 9 px right of body's 20 px margin.
    assert!(
        (nested.frame_offset().0 - (20.0 + 23.0 + 7.0 + 9.0 + 8.0 + 11.0 + 3.0)).abs() < 0.01,
        "{:?}",
        nested.frame_offset()
    );
    evaluate_main_world(page, "window.scrollTo(0, 0); 0").await;
}

async fn speed(page: &Page) {
    let cases = [
        json!({ "role": "button", "name": "Send" }),
        json!({ "testId": "deep" }),
        json!({ "text": "Second mail" }),
        json!({ "label": "Email address" }),
        json!({ "testId": "framed", "frame": { "css": "#frame1" } }),
    ];
    for case in &cases {
        let locator = loc(case.clone());
        let rounds = 10;
        let start = Instant::now();
        for _ in 0..rounds {
            locate_one(page, &locator, None).await.expect("locate");
        }
        eprintln!(
            "{locator}: {:.1} ms per locate",
            start.elapsed().as_secs_f64() * 1000.0 / f64::from(rounds)
        );
    }
}
