//! Task files, end to end in a real Chromium: a user's task on a served
//! folder and on a `file://` page, setup steps, secrets from the
//! environment, every step kind, locator and check failures, and sharding.

mod common;
use common::{example_binary, files_under, inline_script, read_records};

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use mimic::collect::demo_run::{DemoRunOptions, TraceOutcome, collect_all};
use mimic::collect::out::{OutLayout, OutMode};
use mimic::collect::record::Clock;
use mimic::demo::Servers;
use mimic::map::MapOptions;
use mimic::schema::clean::is_clean;
use mimic::task::script::{StartAt, TaskScript};
use mimic::task::{RunParams, load_paths};
use mimic_observe::chrome::LaunchOptions;
use mimic_schema::{MimicActionType, TraceStatus, VerificationStatus};
use serde_json::json;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn root(path: &str) -> PathBuf {
    Path::new(ROOT).join(path)
}

/// The shop's test password: long and random-looking, so finding it in any
/// written byte can only mean a leak.
const SHOP_PASSWORD: &str = "shopPw-7Qz2Lm9Xc4Vb";

fn run_options(out: &Path) -> DemoRunOptions {
    DemoRunOptions {
        out: OutLayout::prepare(out, OutMode::Fresh).unwrap(),
        run: 1,
        clock: Clock::System,
        map_options: MapOptions::default(),
        given_secrets: Default::default(),
    }
}

async fn collect(scripts: Vec<TaskScript>, out: &Path) -> Vec<TraceOutcome> {
    let servers = Servers::for_scripts(&scripts, 0).unwrap();
    let mut outcomes = Vec::new();
    collect_all(
        &servers,
        scripts,
        1,
        &LaunchOptions::default(),
        &run_options(out),
        |o| outcomes.push(o.clone()),
    )
    .await
    .unwrap();
    outcomes
}

fn collect_trace(args: &[&str]) -> std::process::Output {
    Command::new(example_binary("collect-trace"))
        .args(args)
        .env("MIMIC_SHOP_PASSWORD", SHOP_PASSWORD)
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

#[test]
fn a_users_task_file_gives_clean_verified_traces_with_setup_and_secrets_kept_out() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let output = collect_trace(&[
        "--task-files",
        &root("testdata/task-files/shop").display().to_string(),
        "--instances",
        "1",
        "--port",
        "0",
        "--out",
        &out.display().to_string(),
    ]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    let traces = files_under(&out.join("traces"));
    assert_eq!(traces.len(), 1, "{traces:?}");
    let records = read_records(&traces[0]);
    assert!(is_clean(&records), "{stderr}\n{records:#?}");
    // Twelve recorded steps: the double click is two clicks, the hover is
    // not recorded (v1 has no hover), and setup is not the task.
    let kinds: Vec<_> = records
        .iter()
        .map(|r| r.chosen_action.action_type)
        .collect();
    use MimicActionType::{Click, TypeText, Wait};
    assert_eq!(
        kinds,
        [
            Click, Click, Click, TypeText, Click, Click, Click, Click, Click, Click, Click, Wait
        ]
    );
    assert!(records[0].previous_actions.is_empty());
    assert_eq!(records[0].current_subgoal, "Put coffee in the cart");
    for r in &records {
        let v = r.verification.as_ref();
        if r.step_id.ends_with("step-004") || r.step_id.ends_with("step-010") {
            // The first click of the double click, and the click before the
            // wait for its navigation, check nothing.
            assert!(v.is_none(), "{}: {v:?}", r.step_id);
        } else {
            assert_eq!(
                v.map(|v| v.status),
                Some(VerificationStatus::Passed),
                "{}: {v:?}",
                r.step_id
            );
        }
        assert!(
            !r.current_subgoal.contains("cookie"),
            "setup recorded: {}",
            r.step_id
        );
    }
    // The main-world checks ran: their summaries say so, and hold no page value.
    let summaries: String = records
        .iter()
        .filter_map(|r| r.verification.as_ref()?.summary.clone())
        .collect();
    assert!(
        summaries.contains("the page check returned true"),
        "{summaries}"
    );
    // Each click hit what the task named, by the mapping's own answer.
    for r in records
        .iter()
        .filter(|r| r.chosen_action.action_type == Click)
    {
        assert_eq!(
            mimic::schema::clean::agrees_with_demonstrator(r),
            Some(true),
            "{}: {:?}",
            r.step_id,
            r.mapping
        );
    }
    // The password from the environment reaches no byte.
    for path in files_under(&out) {
        let bytes = std::fs::read(&path).unwrap();
        let holds = bytes
            .windows(SHOP_PASSWORD.len())
            .any(|w| w == SHOP_PASSWORD.as_bytes());
        assert!(!holds, "{} holds the password", path.display());
    }
    assert!(!stderr.contains(SHOP_PASSWORD));
    // The raw events start after setup: the only characters typed in them
    // are the task's own.
    let raw = files_under(&out.join("raw"));
    let typed: String = std::fs::read_to_string(&raw[0])
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap())
        .filter(|e| e["kind"] == "key_down")
        .filter_map(|e| {
            e["key"]
                .as_str()
                .filter(|k| k.chars().count() == 1)
                .map(String::from)
        })
        .collect();
    assert_eq!(typed, "beans");
}

#[test]
fn a_missing_environment_secret_names_the_variable_and_nothing_else() {
    let dir = tempfile::tempdir().unwrap();
    let output = Command::new(example_binary("collect-trace"))
        .args(["--task-files"])
        .arg(root("testdata/task-files/shop"))
        .args(["--instances", "1", "--port", "0", "--out"])
        .arg(dir.path().join("out"))
        .env_remove("MIMIC_SHOP_PASSWORD")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("MIMIC_SHOP_PASSWORD is not set"),
        "{stderr}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_task_runs_on_a_file_url_page() {
    let dir = tempfile::tempdir().unwrap();
    let tasks = load_paths(&[root("docs/tutorial/tasks")], &RunParams::default()).unwrap();
    let mut spec = tasks[0].spec.clone();
    spec.start = serde_json::from_value(json!({ "path": "/index.html" })).unwrap();
    let run = RunParams {
        base_url: Some(format!("file://{}", root("docs/tutorial/site").display())),
        ..RunParams::default()
    };
    let text = serde_json::to_string(&spec).unwrap();
    let task = mimic::task::parse(&dir.path().join("file.json"), &text, &run).unwrap();
    let script = task.script(&task.instances(Some(1))[0], &run).unwrap();
    assert!(
        matches!(&script.start, StartAt::Url { url } if url.starts_with("file:///")),
        "{:?}",
        script.start
    );
    let outcomes = collect(vec![script], &dir.path().join("out")).await;
    assert_eq!(outcomes[0].fault, None);
    assert!(is_clean(&outcomes[0].records), "{:#?}", outcomes[0].records);
    assert_eq!(outcomes[0].records.len(), 6);
}

fn shop_task(id: &str, steps: serde_json::Value) -> TaskScript {
    inline_script(
        json!({
            "schema": "mimic.task.v1",
            "id": id,
            "site": "shop",
            "goal": "Try the shop",
            "start": { "serve": "../task-pages", "path": "/shop/index.html" },
            "viewports": [{ "width": 1280, "height": 1000 }],
            "setup": [{ "subgoal": "Accept cookies", "click": { "text": "Accept cookies", "exact": true } }],
            "steps": steps,
        }),
        &root("testdata/task-files"),
    )
}

#[tokio::test(flavor = "multi_thread")]
async fn locators_that_match_nothing_or_several_abort_only_their_own_trace() {
    let dir = tempfile::tempdir().unwrap();
    let add_first = json!({ "subgoal": "Add tea", "click": { "role": "button", "name": "Add to cart", "nth": 0 },
        "expect": { "text": { "target": { "testId": "cart-count" }, "equals": "1" } } });
    let scripts = vec![
        shop_task(
            "shop.typo",
            json!([add_first, { "subgoal": "Delete", "click": { "role": "button", "name": "Delete acount" } }]),
        ),
        shop_task(
            "shop.several",
            json!([{ "subgoal": "Add", "click": { "role": "button", "name": "Add to cart" } }]),
        ),
        shop_task("shop.fine", json!([add_first])),
    ];
    let outcomes = collect(scripts, dir.path()).await;
    let by = |id: &str| {
        outcomes
            .iter()
            .find(|o| o.trace_id.starts_with(id))
            .unwrap()
    };

    let typo = by("shop.typo");
    let fault = typo.fault.as_deref().unwrap_or_default();
    assert!(fault.starts_with("step 1 (Delete): "), "{fault}");
    assert!(
        fault.contains("Delete account"),
        "names the closest: {fault}"
    );
    // The step before the bad locator is written and valid.
    assert_eq!(typo.records.len(), 1);
    assert_eq!(
        read_records(&dir.path().join(format!("traces/{}.jsonl", typo.trace_id))).len(),
        1
    );
    assert_eq!(
        typo.records[0].mimic.as_ref().unwrap().trace_status,
        Some(TraceStatus::Aborted)
    );

    let several = by("shop.several");
    let fault = several.fault.as_deref().unwrap_or_default();
    assert!(fault.starts_with("step 0 (Add): "), "{fault}");
    assert!(fault.contains('3'), "says how many match: {fault}");
    assert!(several.records.is_empty());

    let fine = by("shop.fine");
    assert_eq!(fine.fault, None);
    assert!(is_clean(&fine.records));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_failing_check_fails_its_step_and_a_dismissed_dialog_is_answered() {
    let dir = tempfile::tempdir().unwrap();
    let script = shop_task(
        "shop.checks",
        json!([
            { "subgoal": "Add tea", "click": { "role": "button", "name": "Add to cart", "nth": 0 },
              "timeoutMs": 500,
              "expect": { "text": { "target": { "testId": "cart-count" }, "equals": "5" } } },
            { "subgoal": "Keep the account", "click": { "text": "Delete account" }, "dialog": "dismiss",
              "expect": [{ "text": { "target": { "testId": "status" }, "equals": "Kept" } },
                         { "script": "window.appState.deleted === false" }] },
            { "subgoal": "Expect a dialog that never comes", "click": { "text": "Add to cart", "nth": 2 },
              "dialog": "accept", "timeoutMs": 300 }
        ]),
    );
    let outcomes = collect(vec![script], dir.path()).await;
    let outcome = &outcomes[0];
    assert_eq!(outcome.fault, None);
    let status: Vec<_> = outcome
        .records
        .iter()
        .map(|r| r.verification.as_ref().unwrap().status)
        .collect();
    assert_eq!(
        status,
        [
            VerificationStatus::Failed,
            VerificationStatus::Passed,
            VerificationStatus::Failed
        ]
    );
    let summary = |i: usize| {
        outcome.records[i]
            .verification
            .as_ref()
            .unwrap()
            .summary
            .clone()
            .unwrap()
    };
    assert!(summary(0).contains("\"1\""), "{}", summary(0));
    assert!(summary(2).contains("none opened"), "{}", summary(2));
    assert!(!is_clean(&outcome.records));
}

#[test]
fn shards_together_are_the_whole_run() {
    let dir = tempfile::tempdir().unwrap();
    let tasks = root("docs/tutorial/tasks").display().to_string();
    let run = |name: &str, shard: Option<&str>| -> BTreeSet<String> {
        let out = dir.path().join(name);
        let mut args = vec![
            "--task-files",
            &tasks,
            "--instances",
            "2",
            "--port",
            "0",
            "--out",
        ];
        let out_arg = out.display().to_string();
        args.push(&out_arg);
        if let Some(shard) = shard {
            args.extend(["--shard", shard]);
        }
        let output = collect_trace(&args);
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        std::fs::read_dir(out.join("traces"))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect()
    };
    let whole = run("whole", None);
    let first = run("first", Some("1/2"));
    let second = run("second", Some("2/2"));
    assert_eq!(whole.len(), 4);
    assert!(first.is_disjoint(&second), "{first:?} {second:?}");
    assert_eq!(&first | &second, whole);
    assert_eq!(first.len(), 2);
}
