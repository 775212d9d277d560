//! The trace viewer, loaded in real headless Chromium from disk: what a person
//! opening `OUT/report/index.html` would see, asserted on the rendered DOM.

use std::fs;
use std::path::{Path, PathBuf};

use mimic::report::{ReportOptions, write_report};

mod common;
use common::{copy_dir, rendered_dom, step_html};

const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/viewer");
const SIGNIN: &str = "signin.basic__i0__run-1";
const TODO: &str = "todo.complete-item__i1__run-1";

/// A fresh output folder holding the fixture traces, screenshots and
/// predictions, with the report written into it.
fn fixture_out() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    copy_dir(Path::new(FIXTURE), &out);
    write_report(&out, &ReportOptions::default()).unwrap();
    (dir, out)
}

#[test]
fn a_step_shows_its_screenshot_boxes_point_mapping_and_verification() {
    let (_dir, out) = fixture_out();
    let dom = rendered_dom(&out, &format!("trace={SIGNIN}"));
    assert!(dom.contains(&format!("<main id=\"trace\" data-trace=\"{SIGNIN}\">")));

    let first = step_html(&dom, "s000");
    assert!(first.contains(
        "src=\"../screenshots/dbdc2bf01607ab890667c04037aab15a6c2dec6e60ebf34b477e908affd29fa8.png\""
    ));
    // Scale 1: boxes in screenshot pixels equal the bounds; one per candidate.
    assert_eq!(first.matches("<rect class=\"cand").count(), 5);
    assert!(first.contains(
        "<rect class=\"cand mapped\" data-id=\"c1\" x=\"20\" y=\"50\" width=\"200\" height=\"30\">"
    ));
    assert_eq!(first.matches("class=\"cand mapped\"").count(), 1);
    assert!(
        first.contains("<circle cx=\"60\" cy=\"65\""),
        "action point"
    );
    assert!(first.contains(">matched_candidate</span>"));
    assert!(first.contains("point inside textbox 'Email' (topmost, smallest) [inside_candidate]"));
    assert!(first.contains("verification: passed"));

    let last = step_html(&dom, "s004");
    assert!(last.contains("failed: URL did not change to /home"));

    let tie = step_html(&dom, "s003");
    assert!(tie.contains(">ambiguous</span>"));
    assert!(!tie.contains("class=\"cand mapped\""));
    assert_eq!(tie.matches("<rect class=\"cand tied\"").count(), 2);
}

#[test]
fn boxes_and_point_are_scaled_to_screenshot_pixels() {
    let (_dir, out) = fixture_out();
    let dom = rendered_dom(&out, &format!("trace={TODO}"));
    // Scale 2: checkbox t5 at (16, 86, 16, 16) CSS px, click at (24, 94).
    let step = step_html(&dom, "s001");
    assert!(step.contains(
        "<rect class=\"cand mapped\" data-id=\"t5\" x=\"32\" y=\"172\" width=\"32\" height=\"32\">"
    ));
    assert!(step.contains("<circle cx=\"48\" cy=\"188\""));
    assert!(
        step.contains("viewBox=\"0 0 480 300\""),
        "the PNG's own size"
    );
    let outside = step_html(&dom, "s002");
    assert!(outside.contains("The action point lies outside the screenshot."));
}

#[test]
fn page_text_is_rendered_as_text_never_as_markup() {
    let (_dir, out) = fixture_out();
    let dom = rendered_dom(&out, &format!("trace={SIGNIN}"));
    assert!(
        dom.contains("<title>mimic trace viewer</title>"),
        "no handler ran"
    );
    // The label `<img src=x onerror=...>` is text in the ranking, the table
    // and the box's tooltip, and nowhere an element.
    let as_text = "&lt;img src=x onerror=\"document.title='pwned'\"&gt;Forgot password?";
    assert!(dom.matches(as_text).count() >= 5, "{dom}");
    assert!(!dom.contains("<img src=\"x\""));
    assert!(!dom.contains("<img src=x"));
    // A label that closes the data block is text too, line separator kept.
    assert!(dom.contains(
        "&lt;/script&gt;&lt;script&gt;document.title='pwned2'&lt;/script&gt;\u{2028}line"
    ));
    let page = fs::read_to_string(out.join("report/index.html")).unwrap();
    assert!(!page.contains("pwned2'</script>"));
    assert!(page.contains("Content-Security-Policy"));
}

#[test]
fn predictions_mark_hits_and_misses_per_scorer() {
    let (_dir, out) = fixture_out();
    let dom = rendered_dom(&out, &format!("trace={TODO}"));
    let step = step_html(&dom, "s001");
    let lexical = &step[step.find("data-scorer=\"lexical\"").unwrap()..];
    assert!(lexical.contains(">hit at rank 2</span>"));
    assert!(lexical.contains("<li class=\"miss\" data-id=\"t3\">"));
    assert!(lexical.contains("<li class=\"hit\" data-id=\"t5\">"));
    let random = &step[step.find("data-scorer=\"random\"").unwrap()..];
    assert!(random.contains(">miss (gold t5 not in top-5)</span>"));
    assert!(!random.contains("class=\"hit\""));
    // A step no scorer predicted says so.
    assert!(step_html(&dom, "s000").contains("No scorer predicted this step."));
}

#[test]
fn filters_narrow_traces_and_steps() {
    let (_dir, out) = fixture_out();
    let dom = rendered_dom(&out, "status=ambiguous");
    assert!(dom.contains("1 of 3 traces match"));
    assert!(dom.contains(&format!("data-trace=\"{SIGNIN}\"")));
    assert_eq!(dom.matches("<article").count(), 1);
    assert!(dom.contains("data-step=\"s003\""));
    assert!(dom.contains("4 step(s) hidden by the filters."));

    let dom = rendered_dom(&out, "site=todo");
    assert!(dom.contains("1 of 3 traces match"));
    assert!(dom.contains(&format!("data-trace=\"{TODO}\"")));
    assert_eq!(dom.matches("<article").count(), 4);

    let dom = rendered_dom(&out, "task=signin.basic&verification=failed");
    assert_eq!(dom.matches("<article").count(), 1);
    assert!(dom.contains("data-step=\"s004\""));

    let dom = rendered_dom(&out, "collector=human_replay");
    assert!(dom.contains("No trace matches the filters."));
}

#[test]
fn bad_input_is_skipped_and_named_by_file_and_line() {
    let (_dir, out) = fixture_out();
    let trace = out.join(format!("traces/{TODO}.jsonl"));
    let mut text = fs::read_to_string(&trace).unwrap();
    text.push_str("{\"schema\": \"computer-use-mcp.mimic-trace.v1\", \"traceId\": 5}\n");
    fs::write(&trace, text).unwrap();
    fs::write(
        out.join("eval/random/predictions.jsonl"),
        format!(
            "{{\"exampleId\": \"nope/s000\", \"candidateIds\": [\"c1\"]}}\n\
             {{\"exampleId\": \"{TODO}/s001\", \"candidateIds\": [\"t5\"]}}\n\
             {{\"exampleId\": \"{TODO}/s001\", \"candidateIds\": [\"t6\"]}}\n"
        ),
    )
    .unwrap();

    // An evaluator's unfinished staging folder is not a scorer.
    fs::create_dir_all(out.join("eval/.lexical.partial")).unwrap();
    fs::copy(
        out.join("eval/lexical/predictions.jsonl"),
        out.join("eval/.lexical.partial/predictions.jsonl"),
    )
    .unwrap();

    let summary = write_report(&out, &ReportOptions::default()).unwrap();
    assert_eq!((summary.traces, summary.steps), (3, 10));
    assert_eq!(summary.scorers, ["lexical", "random"]);
    let problems = summary.problems.join("\n");
    assert!(
        problems.contains(&format!("traces/{TODO}.jsonl:5:")),
        "{problems}"
    );
    assert!(
        problems.contains("eval/random/predictions.jsonl:3: duplicate prediction"),
        "{problems}"
    );
    assert!(problems.contains("eval/random/predictions.jsonl: 1 prediction(s) name examples that are not in the traces (first: \"nope/s000\")"), "{problems}");

    let dom = rendered_dom(&out, "");
    assert!(dom.contains("<details class=\"problems\" id=\"problems\">"));
    assert!(dom.contains(&format!("traces/{TODO}.jsonl:5:")));
}

#[test]
fn a_missing_screenshot_is_said_not_hidden() {
    let (_dir, out) = fixture_out();
    for shot in fs::read_dir(out.join("screenshots")).unwrap() {
        fs::remove_file(shot.unwrap().path()).unwrap();
    }
    write_report(&out, &ReportOptions::default()).unwrap();
    let dom = rendered_dom(&out, &format!("trace={SIGNIN}"));
    let step = step_html(&dom, "s000");
    assert!(step.contains("class=\"frame missing\""));
    assert!(step.contains("is not in the output folder"));
    // The boxes are still drawn, over a placeholder of the recorded size.
    assert_eq!(step.matches("<rect class=\"cand").count(), 5);
    assert!(step.contains("viewBox=\"0 0 240 220\""));
}

#[test]
fn the_page_is_the_same_for_the_same_input() {
    let (_dir, out) = fixture_out();
    let first = fs::read(out.join("report/index.html")).unwrap();
    write_report(&out, &ReportOptions::default()).unwrap();
    assert_eq!(first, fs::read(out.join("report/index.html")).unwrap());
    assert!(!out.join("report/index.html.partial").exists());
}
