//! Differential fuzzing: generated pages (`mimic-genpage`) observed by
//! mimic and refereed by Chromium (real Chromium, 127.0.0.1 and, for the
//! cross-origin frame, localhost). A fixed seed range must pass at the
//! corpus's bars with every construct built; a page that disagrees is
//! shrunk to a minimal one, written for the developer to commit under
//! `testdata/generated/`, whose pages are checked by the second test.
//! `MIMIC_GEN_SEEDS=a..b` checks another range (`scripts/gen-pages.sh`);
//! `MIMIC_GEN_PAGES=part` checks only the regression pages whose folder
//! name holds `part`.
//! See `docs/generated-pages.md`.

mod common;

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use mimic_fidelity::{Check, CheckOptions, PageReport, Summary, check_page};
use mimic_genpage::{Construct, GenPage, SCALE_META};
use mimic_observe::chrome::{Browser, LaunchOptions, ObserveOptions, Page, Viewport, observe};

/// The seeds CI checks.
const CI_SEEDS: std::ops::Range<u64> = 0..500;
/// Click points per generated page (the corpus uses 200 on far larger pages).
const POINTS: usize = 60;
/// Most pages a failing page is re-checked as while it shrinks.
const SHRINK_BUDGET: usize = 150;
/// Failing pages shrunk per run (`MIMIC_GEN_SHRINK` for more): each costs
/// up to the budget in checks, and the first ones of a run show its faults.
const SHRINK_PAGES: usize = 6;

fn seeds() -> std::ops::Range<u64> {
    let Ok(range) = std::env::var("MIMIC_GEN_SEEDS") else {
        return CI_SEEDS;
    };
    let (a, b) = range
        .split_once("..")
        .expect("MIMIC_GEN_SEEDS is a range: a..b");
    a.trim().parse().expect("range start")..b.trim().parse().expect("range end")
}

/// A scored disagreement (near misses and ties are listed, not scored).
fn scored(report: &PageReport) -> impl Iterator<Item = &mimic_fidelity::Disagreement> {
    report
        .disagreements
        .iter()
        .filter(|d| !matches!(d.check, Check::NearMiss | Check::Ambiguous))
}

/// One browser per device scale factor, each with one tab reused.
struct Referee {
    root: PathBuf,
    base: String,
    tabs: Vec<(Browser, Page)>,
    out: tempfile::TempDir,
}

impl Referee {
    /// Serves `root` (which holds `fonts/`); pages go to folders under it.
    async fn start(root: PathBuf) -> Self {
        let base = common::serve_dir(root.clone());
        let mut tabs = Vec::new();
        for scale in [1.0, 2.0] {
            let browser = Browser::launch(LaunchOptions {
                viewport: Viewport {
                    width: 800,
                    height: 600,
                    scale,
                },
                ..LaunchOptions::default()
            })
            .await
            .expect("launch Chromium (install it: apt-get install chromium)");
            let page = browser.new_blank_page().await.expect("a tab");
            tabs.push((browser, page));
        }
        Referee {
            root,
            base,
            tabs,
            out: tempfile::tempdir().unwrap(),
        }
    }

    /// Observes and checks the page in folder `name` (under the root).
    async fn check(&mut self, name: &str, scale: u8, points: usize) -> PageReport {
        let url = format!("{}/{name}/index.html", self.base);
        let page = &mut self.tabs[usize::from(scale == 2)].1;
        page.goto(&url)
            .await
            .unwrap_or_else(|e| panic!("{url}: {e}"));
        let options = ObserveOptions {
            screenshot: false,
            ..ObserveOptions::default()
        };
        let observed = observe(page, &options, self.out.path())
            .await
            .unwrap_or_else(|e| panic!("observing {name}: {e}"));
        let options = CheckOptions {
            points,
            ..CheckOptions::default()
        };
        check_page(page, "generated", name, &observed.observed, &options)
            .await
            .unwrap_or_else(|e| panic!("checking {name}: {e}"))
    }

    /// Writes `page` into folder `name` and checks it.
    async fn check_generated(&mut self, name: &str, page: &GenPage, points: usize) -> PageReport {
        write_page(&self.root.join(name), page);
        self.check(name, page.scale, points).await
    }

    async fn close(self) {
        for (browser, _) in self.tabs {
            browser.close().await;
        }
    }
}

fn write_page(folder: &Path, page: &GenPage) {
    std::fs::create_dir_all(folder).unwrap();
    for file in page.render() {
        std::fs::write(folder.join(&file.name), file.html).unwrap();
    }
}

/// A folder served as the pages' origin, with the pinned fonts at `/fonts/`.
fn served_root() -> tempfile::TempDir {
    let root = tempfile::tempdir().unwrap();
    let fonts = common::testdata("fonts").canonicalize().unwrap();
    std::os::unix::fs::symlink(fonts, root.path().join("fonts")).unwrap();
    root
}

/// Shrinks a failing page: the first one step simpler that still fails
/// the same check is kept, until none does or the budget is spent.
async fn shrink(referee: &mut Referee, page: &GenPage, check: Check) -> (GenPage, PageReport) {
    let mut current = page.clone();
    let mut report = None;
    let mut tried = 0;
    'shrinking: while tried < SHRINK_BUDGET {
        for simpler in current.simpler() {
            tried += 1;
            if tried > SHRINK_BUDGET {
                break 'shrinking;
            }
            let name = format!("shrink-{}-{tried}", page.seed);
            let r = referee.check_generated(&name, &simpler, 200).await;
            if scored(&r).any(|d| d.check == check) {
                current = simpler;
                report = Some(r);
                continue 'shrinking;
            }
        }
        break;
    }
    let report = match report {
        Some(r) => r,
        None => {
            referee
                .check_generated(&format!("shrink-{}-0", page.seed), &current, 200)
                .await
        }
    };
    (current, report)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn generated_pages_pass_the_checker() {
    let root = served_root();
    let mut referee = Referee::start(root.path().to_path_buf()).await;
    let seeds = seeds();
    let mut summary = Summary::default();
    let mut constructs: BTreeMap<Construct, usize> = BTreeMap::new();
    let mut failing: Vec<(GenPage, Check)> = Vec::new();
    let started = Instant::now();
    for seed in seeds.clone() {
        let page = GenPage::generate(seed);
        for (c, n) in page.constructs() {
            *constructs.entry(c).or_default() += n;
        }
        let report = referee
            .check_generated(&format!("seed-{seed}"), &page, POINTS)
            .await;
        if let Some(d) = scored(&report).next() {
            failing.push((page, d.check));
        }
        summary.pages.push(report);
    }
    let elapsed = started.elapsed().as_secs_f64();

    // Every failing page, shrunk, where the developer can commit it.
    let failures = Path::new(env!("CARGO_TARGET_TMPDIR")).join("generated-failures");
    let mut shrunk = Vec::new();
    let shrink_pages = std::env::var("MIMIC_GEN_SHRINK").map_or(SHRINK_PAGES, |n| {
        n.parse().expect("MIMIC_GEN_SHRINK is a count")
    });
    for (page, check) in failing.iter().take(shrink_pages) {
        let (minimal, report) = shrink(&mut referee, page, *check).await;
        let folder = failures.join(format!("seed-{}", page.seed));
        let _ = std::fs::remove_dir_all(&folder);
        write_page(&folder, &minimal);
        // The page as generated too: a shrunk page keeps one failing check,
        // and the others are read on the original.
        let original = failures.join(format!("seed-{}-original", page.seed));
        let _ = std::fs::remove_dir_all(&original);
        write_page(&original, page);
        shrunk.push(format!(
            "seed {} ({check}): {} elements, shrunk to {}: {}\n{}",
            page.seed,
            page.size(),
            minimal.size(),
            folder.display(),
            scored(&report)
                .map(|d| format!("    {d}"))
                .collect::<Vec<_>>()
                .join("\n")
        ));
    }
    referee.close().await;

    for d in summary.disagreements() {
        println!("{d}");
    }
    let mut err = std::io::stderr();
    let _ = writeln!(err, "\n{}", summary.table());
    let _ = writeln!(
        err,
        "{} pages in {elapsed:.1} s: {:.2} pages/s",
        summary.pages.len(),
        summary.pages.len() as f64 / elapsed
    );
    let mut not_judged: BTreeMap<String, usize> = BTreeMap::new();
    for page in &summary.pages {
        for (why, n) in &page.not_judged {
            *not_judged.entry(why.to_string()).or_default() += n;
        }
    }
    let _ = writeln!(err, "points not judged, by reason: {not_judged:?}");
    let _ = writeln!(
        err,
        "{} pages with a scored disagreement: seeds {:?}",
        failing.len(),
        failing.iter().map(|(p, _)| p.seed).collect::<Vec<_>>()
    );
    let _ = writeln!(
        err,
        "constructs (occurrences in {} pages):",
        summary.pages.len()
    );
    for c in Construct::ALL {
        let _ = writeln!(err, "  {c:?}: {}", constructs.get(c).copied().unwrap_or(0));
    }
    for s in &shrunk {
        let _ = writeln!(err, "{s}");
    }

    let missing: Vec<&Construct> = Construct::ALL
        .iter()
        .filter(|c| !constructs.contains_key(c))
        .collect();
    assert!(missing.is_empty(), "never built: {missing:?}");
    let total = summary.total();
    assert_eq!(summary.pages.len(), seeds.count());
    // The corpus's bars (issue 18), on every generated page together.
    assert_eq!(
        total.locators.agree, total.locators.total,
        "locators resolve 100%"
    );
    let bar = |name: &str, figure: f64, at_least: f64| {
        assert!(
            figure >= at_least,
            "{name}: {figure:.2}% is below {at_least}%"
        );
    };
    bar("labels", total.labels.percent(), 99.5);
    bar("roles", total.roles.percent(), 99.5);
    bar("bounds", total.bounds.percent(), 99.5);
    bar("hits", total.hits.percent(), 99.5);
    bar("clicks on real targets", total.real_targets.percent(), 99.5);
    assert!(total.points > 0 && total.real_targets.total > 0);
}

/// The scale a saved page was generated for.
fn scale_of(index: &str) -> u8 {
    let tag = format!("<meta name=\"{SCALE_META}\" content=\"");
    let at = index.find(&tag).expect("the page states its scale") + tag.len();
    index[at..at + 1].parse().expect("scale 1 or 2")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shrunk_regression_pages_pass_the_checker() {
    let testdata = common::testdata("");
    let folder = common::testdata("generated");
    let only = std::env::var("MIMIC_GEN_PAGES").unwrap_or_default();
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| folder.join(n).join("index.html").is_file())
        .filter(|n| n.contains(&only))
        .collect();
    names.sort();
    assert!(!names.is_empty());
    let mut referee = Referee::start(testdata).await;
    let mut failed = Vec::new();
    for name in &names {
        let index = std::fs::read_to_string(folder.join(name).join("index.html")).unwrap();
        let report = referee
            .check(&format!("generated/{name}"), scale_of(&index), 200)
            .await;
        println!("{report}");
        failed.extend(scored(&report).map(ToString::to_string));
    }
    referee.close().await;
    assert!(failed.is_empty(), "{failed:#?}");
}
