//! Deterministic macOS tasks in stock apps, as data.
//!
//! Each step names its target by candidate role and label (never by a
//! coordinate), the runner finds it in a fresh observation, acts on its
//! centre through real `CGEvent`s, observes again and checks the expected
//! effect against the new accessibility tree. Finding and checking are pure
//! and tested here; acting needs a Mac (`examples/macos-demo.rs`).

use mimic_schema::{MimicActionV1, MimicCandidateV1, MimicVerificationV1};
use serde::Serialize;

use super::tree::{AxNode, AxTree, Scope};
use crate::observation::Observation;

/// A candidate to act on: its candidate role and one of the labels it may
/// carry (compared case-insensitively; Apple's labels differ between macOS
/// releases, so a step may list several).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Target {
    pub role: &'static str,
    pub labels: &'static [&'static str],
}

/// A key with the modifiers held: `code` is a DOM `KeyboardEvent.code`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chord {
    pub code: &'static str,
    pub command: bool,
}

impl Chord {
    /// The `press_key` spelling: DOM key names joined by `+` (`Meta+n`).
    pub fn key_name(&self) -> String {
        let key = match self.code {
            "Escape" | "Enter" | "Backspace" | "Tab" => self.code.to_string(),
            code => code
                .strip_prefix("Key")
                .or_else(|| code.strip_prefix("Digit"))
                .unwrap_or(code)
                .to_lowercase(),
        };
        if self.command {
            format!("Meta+{key}")
        } else {
            key
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepAction {
    Click(Target),
    TypeText(&'static str),
    PressKey(Chord),
}

/// What the step should have done, checked on the tree observed after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    /// An element of this AX role whose string value contains the text.
    ValueContains {
        ax_role: &'static str,
        text: &'static str,
    },
    /// An element of this AX role whose string value is empty or absent.
    ValueEmpty { ax_role: &'static str },
    /// An element of this AX role whose title, description or value equals
    /// one of the texts.
    Shows {
        ax_role: &'static str,
        texts: &'static [&'static str],
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TaskStep {
    pub subgoal: &'static str,
    pub action: StepAction,
    pub expect: Expect,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MacTask {
    pub id: &'static str,
    /// The app's name, as `open -a` takes it.
    pub app: &'static str,
    pub goal: &'static str,
    pub scope: Scope,
    pub steps: &'static [TaskStep],
}

const TEXT_AREA: Target = Target {
    role: "textbox",
    labels: &[],
};

/// The tasks, runnable with `cargo run --example macos-demo` on a Mac.
pub const TASKS: &[MacTask] = &[
    MacTask {
        id: "textedit.type-line",
        app: "TextEdit",
        goal: "Write a line in a new TextEdit document, then clear it",
        scope: Scope::Window,
        steps: &[
            TaskStep {
                subgoal: "Open a new document",
                action: StepAction::PressKey(Chord {
                    code: "KeyN",
                    command: true,
                }),
                expect: Expect::ValueEmpty {
                    ax_role: "AXTextArea",
                },
            },
            TaskStep {
                subgoal: "Put the cursor in the document",
                action: StepAction::Click(TEXT_AREA),
                expect: Expect::ValueEmpty {
                    ax_role: "AXTextArea",
                },
            },
            TaskStep {
                subgoal: "Type the line",
                action: StepAction::TypeText("mimic was here"),
                expect: Expect::ValueContains {
                    ax_role: "AXTextArea",
                    text: "mimic was here",
                },
            },
            TaskStep {
                subgoal: "Select everything",
                action: StepAction::PressKey(Chord {
                    code: "KeyA",
                    command: true,
                }),
                expect: Expect::ValueContains {
                    ax_role: "AXTextArea",
                    text: "mimic was here",
                },
            },
            TaskStep {
                subgoal: "Delete the selection",
                action: StepAction::PressKey(Chord {
                    code: "Backspace",
                    command: false,
                }),
                expect: Expect::ValueEmpty {
                    ax_role: "AXTextArea",
                },
            },
        ],
    },
    MacTask {
        id: "calculator.add",
        app: "Calculator",
        goal: "Add 12 and 7 with Calculator's buttons",
        scope: Scope::Window,
        steps: &[
            TaskStep {
                subgoal: "Clear the calculator",
                action: StepAction::PressKey(Chord {
                    code: "Escape",
                    command: false,
                }),
                expect: Expect::Shows {
                    ax_role: "AXStaticText",
                    texts: &["0"],
                },
            },
            TaskStep {
                subgoal: "Enter 1",
                action: StepAction::Click(Target {
                    role: "button",
                    labels: &["1", "one"],
                }),
                expect: Expect::Shows {
                    ax_role: "AXStaticText",
                    texts: &["1"],
                },
            },
            TaskStep {
                subgoal: "Enter 2",
                action: StepAction::Click(Target {
                    role: "button",
                    labels: &["2", "two"],
                }),
                expect: Expect::Shows {
                    ax_role: "AXStaticText",
                    texts: &["12"],
                },
            },
            TaskStep {
                subgoal: "Choose addition",
                action: StepAction::Click(Target {
                    role: "button",
                    labels: &["Add", "+", "plus"],
                }),
                expect: Expect::Shows {
                    ax_role: "AXStaticText",
                    texts: &["12"],
                },
            },
            TaskStep {
                subgoal: "Enter 7",
                action: StepAction::Click(Target {
                    role: "button",
                    labels: &["7", "seven"],
                }),
                expect: Expect::Shows {
                    ax_role: "AXStaticText",
                    texts: &["7"],
                },
            },
            TaskStep {
                subgoal: "Show the result",
                action: StepAction::Click(Target {
                    role: "button",
                    labels: &["Equals", "=", "equal"],
                }),
                expect: Expect::Shows {
                    ax_role: "AXStaticText",
                    texts: &["19"],
                },
            },
        ],
    },
    MacTask {
        id: "textedit.format-menu",
        app: "TextEdit",
        goal: "Open TextEdit's Format menu from the menu bar, then close it",
        scope: Scope::Display,
        steps: &[
            TaskStep {
                subgoal: "Open the Format menu",
                action: StepAction::Click(Target {
                    role: "menuitem",
                    labels: &["Format"],
                }),
                expect: Expect::Shows {
                    ax_role: "AXMenuItem",
                    texts: &["Font", "Make Plain Text", "Make Rich Text"],
                },
            },
            TaskStep {
                subgoal: "Close the menu",
                action: StepAction::PressKey(Chord {
                    code: "Escape",
                    command: false,
                }),
                expect: Expect::Shows {
                    ax_role: "AXMenuBarItem",
                    texts: &["Format"],
                },
            },
        ],
    },
];

pub fn task(id: &str) -> Option<&'static MacTask> {
    TASKS.iter().find(|t| t.id == id)
}

impl Target {
    fn matches(&self, c: &MimicCandidateV1) -> bool {
        let role_ok = c.role.as_deref() == Some(self.role);
        let label_ok = self.labels.is_empty()
            || c.label
                .as_deref()
                .is_some_and(|l| self.labels.iter().any(|want| l.eq_ignore_ascii_case(want)));
        role_ok && label_ok && c.visible == Some(true) && c.enabled != Some(false)
    }
}

/// The one visible, enabled candidate the target names; the largest when
/// several match (a document's text area over a ruler's fields).
pub fn find_target<'a>(
    target: &Target,
    candidates: &'a [MimicCandidateV1],
) -> Option<&'a MimicCandidateV1> {
    candidates
        .iter()
        .filter(|c| target.matches(c))
        .max_by(|a, b| a.bounds.area().total_cmp(&b.bounds.area()))
}

fn any_node(node: &AxNode, pred: &dyn Fn(&AxNode) -> bool) -> bool {
    pred(node) || node.children.iter().any(|c| any_node(c, pred))
}

impl Expect {
    /// A sentence for the record's `expectedEffect`.
    pub fn describe(&self) -> String {
        match self {
            Self::ValueContains { ax_role, text } => format!("an {ax_role} contains {text:?}"),
            Self::ValueEmpty { ax_role } => format!("an {ax_role} is empty"),
            Self::Shows { ax_role, texts } => format!("an {ax_role} shows one of {texts:?}"),
        }
    }

    pub fn holds(&self, tree: &AxTree) -> bool {
        match *self {
            Self::ValueContains { ax_role, text } => any_node(&tree.root, &|n| {
                n.role() == ax_role && n.text_value().is_some_and(|v| v.contains(text))
            }),
            Self::ValueEmpty { ax_role } => any_node(&tree.root, &|n| {
                n.role() == ax_role && n.text_value().is_none_or(str::is_empty)
            }),
            Self::Shows { ax_role, texts } => any_node(&tree.root, &|n| {
                n.role() == ax_role
                    && [n.title.as_deref(), n.description.as_deref(), n.text_value()]
                        .into_iter()
                        .flatten()
                        .any(|t| texts.iter().any(|want| t.trim() == *want))
            }),
        }
    }

    /// The verification of a step from the tree after it.
    pub fn verify(&self, after: &AxTree) -> MimicVerificationV1 {
        let passed = self.holds(after);
        MimicVerificationV1 {
            status: if passed {
                mimic_schema::VerificationStatus::Passed
            } else {
                mimic_schema::VerificationStatus::Failed
            },
            summary: Some(format!(
                "{}: {}",
                if passed { "observed" } else { "not observed" },
                self.describe()
            )),
        }
    }
}

/// One performed step, everything the collector needs to write a record
/// (mapping it is mimic-map's job, above this crate).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DemoStep {
    pub task_id: String,
    pub step_index: u32,
    pub task_goal: String,
    pub subgoal: String,
    /// The screen before the action.
    pub observation: Observation,
    pub action: MimicActionV1,
    /// The candidate the script aimed at (ground truth for mapping).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub intended_candidate_id: Option<String>,
    pub expected_effect: String,
    pub verification: MimicVerificationV1,
}

#[cfg(test)]
mod tests {
    use super::*;
    use mimic_schema::{Bounds, CandidateSource};

    fn cand(
        id: &str,
        role: &str,
        label: Option<&str>,
        area: f64,
        visible: bool,
    ) -> MimicCandidateV1 {
        MimicCandidateV1 {
            id: id.into(),
            source: CandidateSource::Ax,
            role: Some(role.into()),
            label: label.map(Into::into),
            text: None,
            bounds: Bounds::new(0.0, 0.0, area, 1.0),
            enabled: Some(true),
            visible: Some(visible),
            metadata: None,
        }
    }

    #[test]
    fn targets_match_role_label_and_visibility() {
        let list = [
            cand("a", "button", Some("One"), 10.0, true),
            cand("b", "button", Some("1"), 10.0, false),
            cand("c", "textbox", None, 5.0, true),
            cand("d", "textbox", None, 50.0, true),
        ];
        let one = Target {
            role: "button",
            labels: &["1", "one"],
        };
        assert_eq!(
            find_target(&one, &list).unwrap().id,
            "a",
            "hidden b skipped, case ignored"
        );
        assert_eq!(
            find_target(&TEXT_AREA, &list).unwrap().id,
            "d",
            "largest wins"
        );
        let none = Target {
            role: "link",
            labels: &[],
        };
        assert!(find_target(&none, &list).is_none());
    }

    #[test]
    fn chords_spell_like_dom_keys() {
        let n = Chord {
            code: "KeyN",
            command: true,
        };
        assert_eq!(n.key_name(), "Meta+n");
        let esc = Chord {
            code: "Escape",
            command: false,
        };
        assert_eq!(esc.key_name(), "Escape");
    }

    #[test]
    fn every_task_key_has_a_virtual_key_code() {
        for task in TASKS {
            for step in task.steps {
                if let StepAction::PressKey(chord) = step.action {
                    assert!(
                        crate::macos::input::keycode_for_code(chord.code).is_some(),
                        "{} {}",
                        task.id,
                        chord.code
                    );
                }
            }
        }
        assert!(TASKS.len() >= 2);
        assert!(task("calculator.add").is_some());
    }
}
