//! report.md: the human summary of one scorer's metrics, with the tables.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::REMINDER;
use crate::evaluate::{ListedGroup, Located, Metrics};
use crate::metrics::{MetricBlock, RiskFigures};

/// A rate as text, `-` when there was nothing to measure.
pub fn rate_text(rate: Option<f64>) -> String {
    rate.map_or_else(|| "-".to_string(), |r| format!("{r:.3}"))
}

/// One line per scorer: its top-k, MRR, action-type, invalid and unsafe
/// rates and what they were measured over.
pub fn metrics_line(m: &Metrics) -> String {
    let o = &m.overall;
    let mut line = format!("{}:", m.scorer.name);
    for (k, f) in &o.top_k {
        let _ = write!(line, " top-{k} {}", rate_text(f.rate));
    }
    let _ = write!(
        line,
        " MRR {} action-type {} invalid {} unsafe {} ({} examples, {} targeted)",
        rate_text(o.mrr),
        rate_text(o.action_type.rate),
        rate_text(o.invalid.rate),
        rate_text(o.unsafe_.rate),
        o.examples,
        o.targeted
    );
    line
}

fn counted(rate: Option<f64>, count: u64, total: u64) -> String {
    format!("{} ({count}/{total})", rate_text(rate))
}

fn breakdown(by: &BTreeMap<String, u64>) -> String {
    if by.is_empty() {
        return String::new();
    }
    let parts: Vec<String> = by.iter().map(|(k, n)| format!("{k} {n}")).collect();
    format!("; {}", parts.join(", "))
}

fn risk_cell(figures: &RiskFigures) -> String {
    format!(
        "{}{}",
        counted(figures.rate, figures.count, figures.judged),
        breakdown(&figures.by)
    )
}

/// The markdown report of `metrics`.
pub fn render_report(metrics: &Metrics) -> String {
    let mut md = String::new();
    let o = &metrics.overall;
    let ks = &metrics.ks;
    let _ = writeln!(md, "# Offline eval: {}\n", metrics.scorer.name);
    let _ = writeln!(md, "- Scorer: {}", metrics.scorer.description);
    let splits: Vec<&str> = metrics
        .inputs
        .dataset
        .iter()
        .map(|d| d.file.as_str())
        .collect();
    let _ = writeln!(
        md,
        "- Scored: {} ({})",
        metrics
            .split
            .as_deref()
            .map_or("every split".to_string(), |s| format!("split {s} only")),
        splits.join(", ")
    );
    for d in &metrics.inputs.dataset {
        let _ = writeln!(
            md,
            "- `{}`: {} examples, sha256 `{}`",
            d.file, d.examples, d.sha256
        );
    }
    if let Some(p) = &metrics.inputs.predictions_file {
        let _ = writeln!(md, "- Predictions file `{}`: sha256 `{}`", p.file, p.sha256);
    }
    let policy = &metrics.inputs.risk_policy;
    let _ = writeln!(
        md,
        "- Risk policy `{}` version {}, sha256 `{}`",
        policy.file, policy.version, policy.sha256
    );
    let _ = writeln!(
        md,
        "\nTop-k, recall@k, MRR, unmapped, no-target, invalid and unsafe count the {} targeted steps \
         (actions aimed at an element); action-type accuracy counts all {} examples. \
         An unmapped gold is a miss. With one gold candidate per step, recall@k equals top-k.\n",
        o.targeted, o.examples
    );

    let _ = writeln!(md, "## Overall\n");
    let _ = writeln!(md, "| metric | value (count/total) |\n| --- | --- |");
    for k in ks {
        let f = &o.top_k[&k.to_string()];
        let _ = writeln!(md, "| top-{k} | {} |", counted(f.rate, f.hits, o.targeted));
    }
    for k in ks {
        let _ = writeln!(
            md,
            "| recall@{k} | {} |",
            rate_text(o.recall_at_k[&k.to_string()])
        );
    }
    let _ = writeln!(md, "| MRR | {} |", rate_text(o.mrr));
    let a = &o.action_type;
    let _ = writeln!(
        md,
        "| action-type accuracy | {} |",
        counted(a.rate, a.count, a.total)
    );
    let u = &o.unmapped_gold;
    let _ = writeln!(
        md,
        "| unmapped gold | {} |",
        counted(u.rate, u.count, u.total)
    );
    let nt = &o.no_target;
    let _ = writeln!(
        md,
        "| gold no-target | {} |",
        counted(nt.gold_rate, nt.gold, o.targeted)
    );
    let _ = writeln!(
        md,
        "| no-target precision | {} |",
        counted(nt.precision, nt.true_positives, nt.predicted)
    );
    let _ = writeln!(
        md,
        "| no-target recall | {} |",
        counted(nt.recall, nt.true_positives, nt.gold)
    );
    let _ = writeln!(md, "| invalid top-1 | {} |", risk_cell(&o.invalid));
    let _ = writeln!(md, "| unsafe top-1 | {} |", risk_cell(&o.unsafe_));
    let _ = writeln!(md, "| missing predictions | {} |", o.missing_predictions);
    let statuses: Vec<String> = o
        .mapping_status
        .iter()
        .map(|(s, n)| format!("{s} {n}"))
        .collect();
    let _ = writeln!(
        md,
        "| gold mapping status (all examples) | {} |",
        statuses.join(", ")
    );

    for (title, groups) in [
        ("split", &metrics.by_split),
        ("task", &metrics.by_task),
        ("site", &metrics.by_site),
        ("gold action type", &metrics.by_action_type),
    ] {
        group_table(&mut md, title, groups, ks);
    }

    let _ = writeln!(md, "\n## Unmapped gold, reported apart\n");
    if metrics.unmapped.total == 0 {
        let _ = writeln!(md, "None: every targeted step has a mapped gold candidate.");
    } else {
        let _ = writeln!(
            md,
            "{} targeted steps have no gold candidate; each counts as a miss above.\n",
            metrics.unmapped.total
        );
        for (reason, group) in &metrics.unmapped.by_reason {
            listed(&mut md, &format!("`{reason}`"), group);
        }
    }

    let p = &metrics.problems;
    let _ = writeln!(md, "\n## Problems\n");
    if p.is_empty() {
        let _ = writeln!(md, "None: every example had exactly one prediction.");
    } else {
        located_list(
            &mut md,
            "Examples without a prediction (misses)",
            &p.missing_predictions,
        );
        located_list(
            &mut md,
            "Predictions for unknown exampleIds",
            &p.unknown_example_ids,
        );
        located_list(
            &mut md,
            "Duplicate predictions (the first one counts)",
            &p.duplicate_example_ids,
        );
        if p.outside_scored_split.count > 0 {
            listed(
                &mut md,
                "Predictions for splits not scored (ignored)",
                &p.outside_scored_split,
            );
        }
    }
    let _ = writeln!(md, "\n---\n\n{REMINDER}");
    md
}

fn group_table(md: &mut String, title: &str, groups: &BTreeMap<String, MetricBlock>, ks: &[usize]) {
    let _ = writeln!(md, "\n## By {title}\n");
    let mut head = format!("| {title} | examples | targeted |");
    let mut rule = "| --- | ---: | ---: |".to_string();
    for k in ks {
        let _ = write!(head, " top-{k} |");
        rule.push_str(" ---: |");
    }
    head.push_str(" MRR | action type | unmapped | invalid | unsafe |");
    rule.push_str(" ---: | ---: | ---: | ---: | ---: |");
    let _ = writeln!(md, "{head}\n{rule}");
    for (name, b) in groups {
        let mut row = format!("| {name} | {} | {} |", b.examples, b.targeted);
        for k in ks {
            let f = &b.top_k[&k.to_string()];
            let _ = write!(row, " {} |", counted(f.rate, f.hits, b.targeted));
        }
        let _ = write!(
            row,
            " {} | {} | {} | {} | {} |",
            rate_text(b.mrr),
            counted(b.action_type.rate, b.action_type.count, b.action_type.total),
            counted(
                b.unmapped_gold.rate,
                b.unmapped_gold.count,
                b.unmapped_gold.total
            ),
            counted(b.invalid.rate, b.invalid.count, b.invalid.judged),
            counted(b.unsafe_.rate, b.unsafe_.count, b.unsafe_.judged),
        );
        let _ = writeln!(md, "{row}");
    }
}

fn located_line(item: &Located) -> String {
    match &item.reason {
        Some(reason) => format!("`{}` {}: {reason}", item.at, item.example_id),
        None => format!("`{}` {}", item.at, item.example_id),
    }
}

fn listed(md: &mut String, title: &str, group: &ListedGroup) {
    let _ = writeln!(md, "{title}: {}", group.count);
    bullets(md, "", group, located_line);
    md.push('\n');
}

/// The listed items of `group` as bullets, then how many were not listed.
pub(crate) fn bullets<T>(
    md: &mut String,
    indent: &str,
    group: &ListedGroup<T>,
    line: impl Fn(&T) -> String,
) {
    for item in &group.examples {
        let _ = writeln!(md, "{indent}- {}", line(item));
    }
    let more = group.count - group.examples.len() as u64;
    if more > 0 {
        let _ = writeln!(md, "{indent}- ... and {more} more");
    }
}

fn located_list(md: &mut String, title: &str, items: &[Located]) {
    if items.is_empty() {
        return;
    }
    let _ = writeln!(md, "{title}: {}", items.len());
    for item in items {
        let _ = writeln!(md, "- {}", located_line(item));
    }
    md.push('\n');
}
