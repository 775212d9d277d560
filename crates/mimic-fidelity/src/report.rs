//! What the checker found: figures per page and per source, and a readable
//! line for each disagreement.

use std::collections::BTreeMap;
use std::fmt;

use serde::Serialize;

/// Agreements out of judged cases.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    pub agree: usize,
    pub total: usize,
}

impl Tally {
    pub(crate) fn count(&mut self, agrees: bool) {
        self.total += 1;
        self.agree += usize::from(agrees);
    }

    /// The share that agrees, in percent; 100 when nothing was judged.
    pub fn percent(&self) -> f64 {
        if self.total == 0 {
            100.0
        } else {
            100.0 * self.agree as f64 / self.total as f64
        }
    }

    fn add(&mut self, other: Tally) {
        self.agree += other.agree;
        self.total += other.total;
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.2}% ({}/{})", self.percent(), self.agree, self.total)
    }
}

/// The checks; `NearMiss` and `Ambiguous` are listed, never scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Check {
    Locator,
    Label,
    Role,
    Bounds,
    Hit,
    RealTarget,
    NearMiss,
    Ambiguous,
}

impl fmt::Display for Check {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Check::Locator => "locator",
            Check::Label => "label",
            Check::Role => "role",
            Check::Bounds => "bounds",
            Check::Hit => "hit",
            Check::RealTarget => "real target",
            Check::NearMiss => "near miss",
            Check::Ambiguous => "ambiguous",
        })
    }
}

/// Why a sampled point was not judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NotJudged {
    /// The hit lands on a frame whose document lives in another process.
    CrossOriginFrame,
    /// The hit chain passes through a closed shadow root.
    ClosedShadowRoot,
    /// The hit is a canvas: what it draws is not in the DOM.
    Canvas,
    /// Chromium's hit test found no node (or one added after the tree was read).
    NoNode,
}

impl fmt::Display for NotJudged {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NotJudged::CrossOriginFrame => "cross-origin frame",
            NotJudged::ClosedShadowRoot => "closed shadow root",
            NotJudged::Canvas => "canvas",
            NotJudged::NoNode => "no node",
        })
    }
}

/// One case where mimic and Chromium differ (or a near miss / ambiguous
/// answer, listed apart).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Disagreement {
    pub check: Check,
    pub page: String,
    /// The sampled point, for hit checks (viewport CSS pixels).
    pub point: Option<(i64, i64)>,
    /// The candidate concerned, for candidate checks.
    pub candidate: Option<String>,
    pub expected: String,
    pub got: String,
    pub why: String,
}

impl fmt::Display for Disagreement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.page, self.check)?;
        if let Some((x, y)) = self.point {
            write!(f, " at ({x}, {y})")?;
        }
        if let Some(id) = &self.candidate {
            write!(f, " of {id}")?;
        }
        write!(
            f,
            ": expected {}, got {} — {}",
            self.expected, self.got, self.why
        )
    }
}

/// Everything the checker found on one page.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct PageReport {
    pub source: String,
    pub page: String,
    pub candidates: usize,
    pub locators: Tally,
    pub labels: Tally,
    pub roles: Tally,
    pub bounds: Tally,
    pub hits: Tally,
    pub real_targets: Tally,
    pub points: usize,
    pub near_misses: usize,
    pub ambiguous: usize,
    pub not_judged: BTreeMap<NotJudged, usize>,
    pub disagreements: Vec<Disagreement>,
}

impl PageReport {
    /// The listed cases of one check.
    pub fn of(&self, check: Check) -> impl Iterator<Item = &Disagreement> {
        self.disagreements.iter().filter(move |d| d.check == check)
    }
}

/// Figures added up over pages.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Figures {
    pub pages: usize,
    pub candidates: usize,
    pub locators: Tally,
    pub labels: Tally,
    pub roles: Tally,
    pub bounds: Tally,
    pub hits: Tally,
    pub real_targets: Tally,
    pub points: usize,
    pub near_misses: usize,
    pub ambiguous: usize,
    pub not_judged: usize,
}

impl Figures {
    fn add(&mut self, page: &PageReport) {
        self.pages += 1;
        self.candidates += page.candidates;
        self.locators.add(page.locators);
        self.labels.add(page.labels);
        self.roles.add(page.roles);
        self.bounds.add(page.bounds);
        self.hits.add(page.hits);
        self.real_targets.add(page.real_targets);
        self.points += page.points;
        self.near_misses += page.near_misses;
        self.ambiguous += page.ambiguous;
        self.not_judged += page.not_judged.values().sum::<usize>();
    }
}

/// Pages checked together: figures per source and in all.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Summary {
    pub pages: Vec<PageReport>,
}

impl Summary {
    pub fn per_source(&self) -> BTreeMap<&str, Figures> {
        let mut out: BTreeMap<&str, Figures> = BTreeMap::new();
        for page in &self.pages {
            out.entry(page.source.as_str()).or_default().add(page);
        }
        out
    }

    pub fn total(&self) -> Figures {
        let mut all = Figures::default();
        for page in &self.pages {
            all.add(page);
        }
        all
    }

    /// Every listed case, page by page.
    pub fn disagreements(&self) -> impl Iterator<Item = &Disagreement> {
        self.pages.iter().flat_map(|p| p.disagreements.iter())
    }

    /// A Markdown table, one row per source and one for all.
    pub fn table(&self) -> String {
        let mut out = String::from(
            "| source | pages | candidates | locators | labels | roles | bounds | hits | real targets | near miss | ambiguous | not judged |\n\
             | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n",
        );
        let row = |name: &str, f: &Figures| {
            format!(
                "| {name} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
                f.pages,
                f.candidates,
                f.locators,
                f.labels,
                f.roles,
                f.bounds,
                f.hits,
                f.real_targets,
                f.near_misses,
                f.ambiguous,
                f.not_judged
            )
        };
        for (source, figures) in self.per_source() {
            out += &row(source, &figures);
        }
        out += &row("**all**", &self.total());
        out
    }
}

impl fmt::Display for PageReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}: {} candidates; locators {}, labels {}, roles {}, bounds {}",
            self.page, self.candidates, self.locators, self.labels, self.roles, self.bounds
        )?;
        write!(
            f,
            "  {} points: hits {}, real targets {}, {} near miss, {} ambiguous",
            self.points, self.hits, self.real_targets, self.near_misses, self.ambiguous
        )?;
        if !self.not_judged.is_empty() {
            let parts: Vec<String> = self
                .not_judged
                .iter()
                .map(|(why, n)| format!("{n} {why}"))
                .collect();
            write!(f, ", not judged: {}", parts.join(", "))?;
        }
        Ok(())
    }
}
