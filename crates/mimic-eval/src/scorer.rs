//! The scorer interface and the baseline scorers.
//!
//! A scorer sees an example's input (never its label) and returns a ranking.
//! It gets `&self` and plain data and returns plain data: there is nothing
//! it could execute, and this crate has no dependency that could.

use std::collections::BTreeMap;

use mimic_dataset::ExampleInput;
use mimic_rng::{SeededRng, fnv1a};
use mimic_schema::{MimicActionType, MimicCandidateV1};

use crate::prediction::Ranking;
use crate::text::tokens;

/// What a scorer may look at: the example's id and input, not its label.
#[derive(Debug, Clone, Copy)]
pub struct ScorerInput<'a> {
    pub example_id: &'a str,
    pub input: &'a ExampleInput,
}

/// Ranks the candidates of one example. Implementations must be
/// deterministic: the same input gives the same ranking.
pub trait CandidateScorer {
    /// Folder-safe name, e.g. `lexical`.
    fn name(&self) -> &str;
    /// One line on what it does and its parameters (recorded in metrics).
    fn description(&self) -> String;
    fn rank(&self, example: ScorerInput<'_>) -> Ranking;
}

/// Names accepted by [`builtin_scorer`].
pub const BUILTIN_SCORERS: [&str; 3] = ["random", "lexical", "prior"];

/// A built-in scorer by name; `seed` drives the random one.
pub fn builtin_scorer(name: &str, seed: u64) -> Option<Box<dyn CandidateScorer>> {
    match name {
        "random" => Some(Box::new(RandomScorer { seed })),
        "lexical" => Some(Box::new(LexicalScorer)),
        "prior" => Some(Box::new(PriorScorer)),
        _ => None,
    }
}

/// Uniformly random ranking and action type, seeded per example from the
/// seed and the example id, so scoring one split alone gives the same
/// predictions as scoring all of them.
#[derive(Debug, Clone)]
pub struct RandomScorer {
    pub seed: u64,
}

impl CandidateScorer for RandomScorer {
    fn name(&self) -> &str {
        "random"
    }

    fn description(&self) -> String {
        format!(
            "uniform random ranking and action type (seed {}, per example splitmix64 of seed and FNV-1a of exampleId)",
            self.seed
        )
    }

    fn rank(&self, example: ScorerInput<'_>) -> Ranking {
        let mut rng = SeededRng::new(self.seed ^ fnv1a(example.example_id.as_bytes()));
        let scores: Vec<f64> = example
            .input
            .candidates
            .iter()
            .map(|_| rng.unit())
            .collect();
        let all = MimicActionType::ALL;
        let action_type = *rng.pick(&all);
        Ranking::from_scores(example.input, &scores, action_type, false)
    }
}

/// BM25 of the subgoal and goal against each candidate's label and text.
/// The candidates of one example are the corpus (document frequencies come
/// from them). Subgoal words weigh 1, words only in the goal 0.5. The action
/// type comes from the subgoal's verb; "no target" is predicted when no
/// candidate shares a word with the query.
#[derive(Debug, Clone, Copy)]
pub struct LexicalScorer;

const BM25_K1: f64 = 1.2;
const BM25_B: f64 = 0.75;
const GOAL_ONLY_WEIGHT: f64 = 0.5;

impl CandidateScorer for LexicalScorer {
    fn name(&self) -> &str {
        "lexical"
    }

    fn description(&self) -> String {
        format!(
            "BM25 (k1 {BM25_K1}, b {BM25_B}) of subgoal + goal (goal-only words x{GOAL_ONLY_WEIGHT}) against candidate label + text; action type from the subgoal's verb"
        )
    }

    fn rank(&self, example: ScorerInput<'_>) -> Ranking {
        let input = example.input;
        let subgoal = tokens(&input.current_subgoal);
        let mut query: BTreeMap<String, f64> = BTreeMap::new();
        for word in tokens(&input.task_goal) {
            query.insert(word, GOAL_ONLY_WEIGHT);
        }
        for word in &subgoal {
            query.insert(word.clone(), 1.0);
        }
        let docs: Vec<Vec<String>> = input.candidates.iter().map(candidate_words).collect();
        let scores = bm25(&query, &docs);
        let no_target = scores.iter().all(|&s| s <= 0.0);
        Ranking::from_scores(input, &scores, action_type_from_verb(&subgoal), no_target)
    }
}

fn candidate_words(candidate: &MimicCandidateV1) -> Vec<String> {
    let mut words = tokens(candidate.label.as_deref().unwrap_or(""));
    words.extend(tokens(candidate.text.as_deref().unwrap_or("")));
    words
}

/// BM25 with Lucene's non-negative idf, `docs` being the whole corpus.
fn bm25(query: &BTreeMap<String, f64>, docs: &[Vec<String>]) -> Vec<f64> {
    let n = docs.len() as f64;
    let total_len: usize = docs.iter().map(Vec::len).sum();
    let avg_len = if docs.is_empty() || total_len == 0 {
        1.0
    } else {
        total_len as f64 / n
    };
    let idf: BTreeMap<&str, f64> = query
        .keys()
        .map(|term| {
            let df = docs.iter().filter(|d| d.contains(term)).count() as f64;
            (term.as_str(), (1.0 + (n - df + 0.5) / (df + 0.5)).ln())
        })
        .collect();
    docs.iter()
        .map(|doc| {
            let len_norm = 1.0 - BM25_B + BM25_B * doc.len() as f64 / avg_len;
            query
                .iter()
                .map(|(term, weight)| {
                    let tf = doc.iter().filter(|w| *w == term).count() as f64;
                    if tf == 0.0 {
                        return 0.0;
                    }
                    weight * idf[term.as_str()] * tf * (BM25_K1 + 1.0) / (tf + BM25_K1 * len_norm)
                })
                .sum()
        })
        .collect()
}

/// The action a subgoal's verb names; `click` when it names none.
fn action_type_from_verb(subgoal: &[String]) -> MimicActionType {
    let has = |words: &[&str]| subgoal.iter().any(|w| words.contains(&w.as_str()));
    if has(&["press"]) {
        MimicActionType::PressKey
    } else if has(&["type", "enter", "fill", "input", "write"]) {
        MimicActionType::TypeText
    } else if has(&["scroll"]) {
        MimicActionType::Scroll
    } else if has(&["wait"]) {
        MimicActionType::Wait
    } else {
        MimicActionType::Click
    }
}

/// A position and size prior that ignores the words: interactive roles,
/// visible, enabled, inside the observed area, about the size of a control,
/// higher on the screen. The action type is `type_text` when the top
/// candidate is a text field, else `click`.
#[derive(Debug, Clone, Copy)]
pub struct PriorScorer;

const INTERACTIVE_ROLES: [&str; 13] = [
    "button",
    "link",
    "menuitem",
    "tab",
    "checkbox",
    "radio",
    "option",
    "switch",
    "textbox",
    "searchbox",
    "combobox",
    "spinbutton",
    "slider",
];
const TEXT_ROLES: [&str; 3] = ["textbox", "searchbox", "combobox"];
/// Area of a typical control (40 x 120 units).
const TYPICAL_AREA: f64 = 4800.0;

impl CandidateScorer for PriorScorer {
    fn name(&self) -> &str {
        "prior"
    }

    fn description(&self) -> String {
        "position/size prior: interactive role +1, hidden -2, disabled -1, outside observed area -2, -|log2(area/4800)|/4 (empty box -4), -0.25 x relative height on screen".into()
    }

    fn rank(&self, example: ScorerInput<'_>) -> Ranking {
        let input = example.input;
        let area = input.observation.as_ref().map(|o| o.observed_area);
        let scores: Vec<f64> = input
            .candidates
            .iter()
            .map(|c| prior_score(c, area.as_ref()))
            .collect();
        let mut ranking = Ranking::from_scores(input, &scores, MimicActionType::Click, false);
        ranking.no_target = input.candidates.is_empty();
        let top_is_text_field = ranking
            .candidate_ids
            .first()
            .and_then(|id| input.candidates.iter().find(|c| &c.id == id))
            .and_then(|c| c.role.as_deref())
            .is_some_and(|role| TEXT_ROLES.contains(&role));
        if top_is_text_field {
            ranking.action_type = MimicActionType::TypeText;
        }
        ranking
    }
}

fn prior_score(c: &MimicCandidateV1, observed: Option<&mimic_schema::Bounds>) -> f64 {
    let mut score = 0.0;
    if c.role
        .as_deref()
        .is_some_and(|r| INTERACTIVE_ROLES.contains(&r))
    {
        score += 1.0;
    }
    if c.visible == Some(false) {
        score -= 2.0;
    }
    if c.enabled == Some(false) {
        score -= 1.0;
    }
    let area = c.bounds.area();
    score -= if area > 0.0 {
        (area / TYPICAL_AREA).log2().abs() / 4.0
    } else {
        // A box without area cannot be hit: below any real box.
        4.0
    };
    if let Some(observed) = observed {
        if c.bounds.intersection(observed).is_none() {
            score -= 2.0;
        }
        if observed.height > 0.0 {
            score -= 0.25 * ((c.bounds.center().y - observed.y) / observed.height).clamp(0.0, 1.0);
        }
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;
    use mimic_schema::{Bounds, CandidateSource};

    fn input(subgoal: &str, candidates: &[(&str, &str, Bounds)]) -> ExampleInput {
        ExampleInput {
            task_goal: "Add milk to the shopping list".into(),
            current_subgoal: subgoal.into(),
            screenshot: None,
            url: None,
            title: None,
            app: None,
            window_title: None,
            observation: None,
            candidates: candidates
                .iter()
                .map(|(id, label, bounds)| MimicCandidateV1 {
                    id: (*id).into(),
                    source: CandidateSource::ChromeDom,
                    role: Some("button".into()),
                    label: Some((*label).into()),
                    text: None,
                    bounds: *bounds,
                    enabled: None,
                    visible: None,
                    metadata: None,
                })
                .collect(),
            previous_actions: Vec::new(),
        }
    }

    fn rank(scorer: &dyn CandidateScorer, input: &ExampleInput) -> Ranking {
        scorer.rank(ScorerInput {
            example_id: "t/s1",
            input,
        })
    }

    #[test]
    fn lexical_prefers_the_words_of_the_subgoal() {
        let b = Bounds::new(0.0, 0.0, 100.0, 30.0);
        let ex = input(
            "Click the Add item button",
            &[
                ("c1", "Remove", b),
                ("c2", "Add item", b),
                ("c3", "Shopping list", b),
            ],
        );
        let r = rank(&LexicalScorer, &ex);
        assert_eq!(r.candidate_ids, ["c2", "c3", "c1"]);
        assert_eq!(r.action_type, MimicActionType::Click);
        assert!(!r.no_target);
        let nothing = input("Wait for the page", &[("c1", "Remove", b)]);
        let r = rank(&LexicalScorer, &nothing);
        assert!(r.no_target);
        assert_eq!(r.action_type, MimicActionType::Wait);
    }

    #[test]
    fn ties_keep_list_order() {
        let b = Bounds::new(0.0, 0.0, 100.0, 30.0);
        let ex = input("Click", &[("z", "x", b), ("a", "x", b), ("m", "x", b)]);
        assert_eq!(rank(&LexicalScorer, &ex).candidate_ids, ["z", "a", "m"]);
        assert_eq!(rank(&PriorScorer, &ex).candidate_ids, ["z", "a", "m"]);
    }

    #[test]
    fn random_is_seeded_per_example() {
        let b = Bounds::new(0.0, 0.0, 10.0, 10.0);
        let ids: Vec<String> = (0..20).map(|i| format!("c{i}")).collect();
        let cands: Vec<(&str, &str, Bounds)> = ids.iter().map(|id| (id.as_str(), "x", b)).collect();
        let ex = input("Click", &cands);
        let a = rank(&RandomScorer { seed: 7 }, &ex);
        assert_eq!(a, rank(&RandomScorer { seed: 7 }, &ex));
        assert_ne!(
            a.candidate_ids,
            rank(&RandomScorer { seed: 8 }, &ex).candidate_ids
        );
        let mut sorted = a.candidate_ids.clone();
        sorted.sort();
        let mut expected = ids.clone();
        expected.sort();
        assert_eq!(sorted, expected, "a permutation of the candidates");
    }

    #[test]
    fn prior_prefers_visible_control_sized_boxes() {
        let ex = input(
            "Click",
            &[
                ("huge", "x", Bounds::new(0.0, 0.0, 1200.0, 3000.0)),
                ("button", "x", Bounds::new(0.0, 0.0, 120.0, 40.0)),
                ("empty", "x", Bounds::new(0.0, 0.0, 0.0, 0.0)),
            ],
        );
        assert_eq!(
            rank(&PriorScorer, &ex).candidate_ids,
            ["button", "huge", "empty"]
        );
    }

    #[test]
    fn builtins_are_all_reachable_by_name() {
        for name in BUILTIN_SCORERS {
            assert_eq!(builtin_scorer(name, 0).unwrap().name(), name);
        }
        assert!(builtin_scorer("oracle", 0).is_none());
    }
}
