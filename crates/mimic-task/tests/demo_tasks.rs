//! The demo's task files: they load, expand purely, and cover what the
//! demo needs (instances, sites, every aim kind, secrets kept out of
//! scripts). The snapshot is the first instance of each task.

use std::collections::{BTreeSet, HashSet};
use std::path::PathBuf;

use mimic_task::script::{ScriptAction, TaskScript};
use mimic_task::{RunParams, Task, load_paths};

fn demo_tasks() -> Vec<Task> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../testdata/demo-tasks");
    load_paths(&[dir], &RunParams::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn all_scripts(tasks: &[Task]) -> Vec<TaskScript> {
    let run = RunParams::default();
    let mut scripts = Vec::new();
    for task in tasks {
        for instance in task.instances(None) {
            scripts.push(task.script(&instance, &run).unwrap());
        }
    }
    scripts
}

#[test]
fn scripts_are_pure_and_ids_unique() {
    let tasks = demo_tasks();
    assert_eq!(tasks.len(), 17);
    let mut ids = HashSet::new();
    for task in &tasks {
        assert!(ids.insert(task.id().to_string()), "duplicate {}", task.id());
        assert!(
            task.id().starts_with(&format!("{}.", task.spec.site)),
            "{}",
            task.id()
        );
        for instance in task.instances(None) {
            let run = RunParams::default();
            let script = task.script(&instance, &run).unwrap();
            assert_eq!(script, task.script(&instance, &run).unwrap());
            assert!(
                !script.steps.is_empty() && !script.goal.is_empty(),
                "{}",
                task.id()
            );
        }
    }
}

#[test]
fn one_run_has_enough_instances_over_enough_sites() {
    let scripts = all_scripts(&demo_tasks());
    assert_eq!(scripts.len(), 136);
    let sites: BTreeSet<_> = scripts.iter().map(|s| s.site.clone()).collect();
    assert!(sites.len() >= 8, "{sites:?}");
}

#[test]
fn aims_cover_every_kind_including_misses() {
    let mut seen = BTreeSet::new();
    for script in all_scripts(&demo_tasks()) {
        for step in script.steps {
            match step.action {
                ScriptAction::Click { aim, .. } => {
                    seen.insert(aim.name());
                }
                ScriptAction::ClickBlank { .. } => {
                    seen.insert(mimic_task::script::DELIBERATE_MISS);
                }
                _ => {}
            }
        }
    }
    let want = [
        "center",
        "deliberate_miss",
        "inner_icon",
        "inner_text",
        "jitter",
        "near_edge",
    ];
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), want);
}

#[test]
fn secrets_differ_per_seed_and_stay_out_of_scripts() {
    let tasks = demo_tasks();
    let signin = tasks.iter().find(|t| t.id() == "signin.sign-in").unwrap();
    let run = RunParams::default();
    let none = |_: &str| None;
    let secret = |seed: u64| {
        let instance = signin
            .instances(Some(seed))
            .into_iter()
            .find(|i| i.seed == seed)
            .unwrap();
        let script = signin.script(&instance, &run).unwrap();
        let typed = script
            .steps
            .iter()
            .find_map(|s| match &s.action {
                ScriptAction::Type { text } if text.is_secret() => Some(text.clone()),
                _ => None,
            })
            .unwrap();
        (script.resolve(&typed, &none, &none).unwrap(), script)
    };
    let (a, script) = secret(1);
    assert_ne!(a, secret(2).0);
    assert_eq!(a, secret(1).0);
    assert!(a.starts_with("Pw") && a.len() == 16, "{a}");
    let json = serde_json::to_string(&script).unwrap();
    assert!(!json.contains(&a), "the script must not carry the secret");
}

#[test]
fn catalogue_snapshot() {
    let run = RunParams::default();
    let scripts: Vec<TaskScript> = demo_tasks()
        .iter()
        .map(|t| {
            let mut script = t.script(&t.instances(Some(1))[0], &run).unwrap();
            // The folder is this checkout's; the snapshot names it from the repository.
            if let mimic_task::script::StartAt::Served { folder, .. } = &mut script.start {
                *folder = folder
                    .strip_prefix(env!("CARGO_MANIFEST_DIR"))
                    .unwrap()
                    .to_path_buf();
            }
            script
        })
        .collect();
    insta::assert_json_snapshot!(scripts);
}
