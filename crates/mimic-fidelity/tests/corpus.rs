//! The checker on every page of `testdata/corpus/` (real Chromium, pages
//! served from 127.0.0.1): prints the figures per source and every
//! disagreement, and holds each figure at issue 18's bar.

mod common;

use std::io::Write;

use mimic_fidelity::{CheckOptions, Summary, check_page};
use mimic_observe::chrome::{Browser, LaunchOptions, ObserveOptions, observe};

/// `testdata/corpus/pages.txt`: (source, path under testdata/corpus).
fn corpus_pages() -> Vec<(String, String)> {
    let list =
        std::fs::read_to_string(common::testdata("corpus").join("pages.txt")).expect("pages.txt");
    list.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let source = l.split('/').next().unwrap_or(l).to_owned();
            (source, l.to_owned())
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_checker_referees_every_corpus_page() {
    let base = common::serve_dir(common::testdata("corpus"));
    let pages = corpus_pages();
    let browser = Browser::launch(LaunchOptions::default())
        .await
        .expect("launch Chromium (install it: apt-get install chromium)");
    let out = tempfile::tempdir().unwrap();
    let mut summary = Summary::default();
    for (source, path) in &pages {
        let url = format!("{base}/{path}");
        let page = browser
            .new_page(&url)
            .await
            .unwrap_or_else(|e| panic!("{url}: {e}"));
        let observed = observe(&page, &ObserveOptions::default(), out.path())
            .await
            .unwrap_or_else(|e| panic!("observing {path}: {e}"));
        let report = check_page(
            &page,
            source,
            path,
            &observed.observed,
            &CheckOptions::default(),
        )
        .await
        .unwrap_or_else(|e| panic!("checking {path}: {e}"));
        println!("{report}");
        summary.pages.push(report);
        page.close().await.ok();
    }
    browser.close().await;
    for d in summary.disagreements() {
        println!("{d}");
    }
    // Straight to stderr, past the test harness's capture: CI's log shows
    // the figures even when the test passes.
    let _ = writeln!(std::io::stderr(), "\n{}", summary.table());
    let total = summary.total();
    assert_eq!(summary.pages.len(), pages.len());
    assert!(pages.len() >= 30 && summary.per_source().len() >= 10);
    // The bars of issue 18. Measured 2026-12-02 (fonts hidden): hits
    // 99.77% (6468/6483), clicks on real targets 99.89% (2838/2841), from
    // 94.93% and 95.98% before rules 3 and the observer fixes (wrapped
    // links' line fragments, visibility and rects where a box shows, paint
    // phases of floats, containers without pointer events, labels of
    // visually hidden controls). A page that animates (reveal.js) moves a
    // box or two between runs.
    let bar = |name: &str, figure: f64, at_least: f64| {
        assert!(
            figure >= at_least,
            "{name}: {figure:.2}% is below {at_least}%"
        );
    };
    assert_eq!(
        total.locators.agree, total.locators.total,
        "locators resolve 100%"
    );
    bar("labels", total.labels.percent(), 99.5);
    bar("roles", total.roles.percent(), 99.5);
    bar("bounds", total.bounds.percent(), 99.5);
    bar("hits", total.hits.percent(), 99.5);
    bar("clicks on real targets", total.real_targets.percent(), 99.5);
    assert!(total.points > 0 && total.real_targets.total > 0);
}
