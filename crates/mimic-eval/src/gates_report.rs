//! The promotion gates as files and text: `OUT/gates.json`, `OUT/gates.md`
//! and the table the tools print. The gates themselves are computed in
//! [`crate::gates`].

use std::fmt::Write as _;
use std::path::Path;

use mimic_schema::layout::OutputLayout;

use crate::gates::{GateStatus, GatesReport};
use crate::report::{bullets, rate_text};
use crate::{EvalError, REMINDER};

/// Writes `OUT/gates.json` and `OUT/gates.md`; existing ones are kept (an
/// error) unless `replace` is set.
pub fn write_gates(out: &Path, report: &GatesReport, replace: bool) -> Result<(), EvalError> {
    let layout = OutputLayout::new(out);
    let (json_path, md_path) = (layout.gates_json(), layout.gates_md());
    if !replace && (json_path.exists() || md_path.exists()) {
        return Err(EvalError::AlreadyExists {
            path: out.to_path_buf(),
            what: "a gates report",
        });
    }
    std::fs::create_dir_all(out).map_err(|source| EvalError::Io {
        path: out.to_path_buf(),
        source,
    })?;
    for (path, text) in [
        (json_path, report.to_json()),
        (md_path, render_gates(report)),
    ] {
        let partial = path.with_extension("partial");
        std::fs::write(&partial, text)
            .and_then(|()| std::fs::rename(&partial, &path))
            .map_err(|source| EvalError::Io { path, source })?;
    }
    Ok(())
}

/// The gates table as printed and as gates.md opens: each gate's measured
/// value beside its threshold.
pub fn gates_table(report: &GatesReport) -> String {
    let mut md =
        String::from("| gate | measured | threshold | status |\n| --- | --- | --- | --- |\n");
    for gate in &report.gates {
        let status = match gate.status {
            GateStatus::Pass => "pass",
            GateStatus::Fail => "FAIL",
        };
        let _ = writeln!(
            md,
            "| {} | {} | {} | {status} |",
            gate.source, gate.measured, gate.threshold
        );
    }
    md
}

/// gates.md: the table, the details behind each gate, and the reminder.
pub fn render_gates(report: &GatesReport) -> String {
    let mut md = String::from("# Promotion gates\n\n");
    let _ = writeln!(
        md,
        "{}\n",
        if report.passed {
            "Every gate passes."
        } else {
            "At least one gate fails."
        }
    );
    md.push_str(&gates_table(report));

    let c = &report.clean_traces;
    let _ = writeln!(md, "\n## Clean traces by collector kind\n");
    let _ = writeln!(
        md,
        "Clean: every record valid (checked by {}), no partial or stale observation, no failed verification, \
         the last record marked completed, and for deterministic_demo traces every step's mapping \
         equal to the demonstrator's intent (expected status and intended candidate).\n",
        report.record_validation
    );
    let _ = writeln!(md, "| collector | traces | clean |\n| --- | ---: | ---: |");
    for (kind, count) in &c.by_collector {
        let _ = writeln!(md, "| {kind} | {} | {} |", count.traces, count.clean);
    }
    let _ = writeln!(md, "| all | {} | {} |", c.total, c.clean);
    if !c.not_clean.is_empty() {
        let _ = writeln!(
            md,
            "\nWhy traces are not clean (a trace may have several reasons):\n"
        );
        for (reason, group) in &c.not_clean {
            let _ = writeln!(md, "- `{reason}`: {}", group.count);
            bullets(&mut md, "  ", group, |t| match &t.detail {
                Some(detail) => format!("`{}` ({}): {detail}", t.at, t.collector),
                None => format!("`{}` ({})", t.at, t.collector),
            });
        }
    }

    let s = &report.stability;
    let _ = writeln!(md, "\n## Stability of candidate extraction\n");
    let _ = writeln!(
        md,
        "Runs of the same instance (same taskId and instanceId, different runId) are compared \
         step by step with the first run (by runId): candidate ids, labels and bounds. \
         {} repeated instances, {} of {} steps agree, {} runs differ in length.\n",
        s.repeated_instances, s.steps_agreeing, s.steps_compared, s.length_mismatches
    );
    if !s.by_task.is_empty() {
        let _ = writeln!(
            md,
            "| task | steps compared | agreeing |\n| --- | ---: | ---: |"
        );
        for (task, t) in &s.by_task {
            let _ = writeln!(
                md,
                "| {task} | {} | {} |",
                t.steps_compared, t.steps_agreeing
            );
        }
        md.push('\n');
    }
    bullets(&mut md, "", &s.disagreements, |d| {
        format!("`{}` vs `{}`: {}", d.at, d.compared_with, d.difference)
    });

    let u = &report.unmapped;
    let _ = writeln!(md, "\n## Unmapped gold in the dataset\n");
    let _ = writeln!(
        md,
        "| collector | targeted | unmapped |\n| --- | ---: | ---: |"
    );
    for (kind, n) in &u.by_collector {
        let _ = writeln!(md, "| {kind} | {} | {} |", n.targeted, n.unmapped);
    }
    let _ = writeln!(md, "| all | {} | {} |", u.targeted, u.unmapped);
    if !u.by_reason.is_empty() {
        let _ = writeln!(md, "\n| status: reasonCode | count |\n| --- | ---: |");
        for (reason, n) in &u.by_reason {
            let _ = writeln!(md, "| {reason} | {n} |");
        }
    }

    let _ = writeln!(
        md,
        "\n## Baseline scorers (repeatability, unsafe / invalid)\n"
    );
    let ks: Vec<String> = report
        .scorers
        .values()
        .next()
        .map(|s| s.top_k.keys().cloned().collect())
        .unwrap_or_default();
    let mut head = String::from("| scorer | repeatable |");
    let mut rule = String::from("| --- | --- |");
    for k in &ks {
        let _ = write!(head, " top-{k} |");
        rule.push_str(" ---: |");
    }
    let _ = writeln!(
        md,
        "{head} invalid | unsafe | top-1s judged |\n{rule} ---: | ---: | ---: |"
    );
    for (name, s) in &report.scorers {
        let mut row = format!("| {name} | {} |", if s.repeatable { "yes" } else { "NO" });
        for k in &ks {
            let _ = write!(row, " {} |", rate_text(s.top_k.get(k).copied().flatten()));
        }
        let _ = writeln!(
            md,
            "{row} {} | {} | {} |",
            rate_text(s.invalid_rate),
            rate_text(s.unsafe_rate),
            s.judged
        );
    }
    let p = &report.inputs.risk_policy;
    let _ = writeln!(
        md,
        "\nRisk policy `{}` version {}, sha256 `{}`.",
        p.file, p.version, p.sha256
    );
    let _ = writeln!(
        md,
        "\n## Boundary\n\nEven after these gates pass, a learned scorer may enter runtime as advisory \
         ranking only; it must not execute tools directly. Passing the gates reopens the training \
         question; it does not answer it."
    );
    let _ = writeln!(md, "\n---\n\n{REMINDER}");
    md
}
