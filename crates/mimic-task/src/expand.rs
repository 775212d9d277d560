//! From a task to the scripts of its instances: parameters drawn, blocks
//! decided, aims chosen, templates filled.
//!
//! Everything random comes from one generator per instance,
//! `SeededRng::for_purpose(seed, task id)`, read in file order: first each
//! parameter as written, then, walking the steps, each `chance` block when
//! reached and each aim of a pointer step. So the same instance always gives
//! the same script, and a task file reads like the steps a person takes.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use mimic_rng::SeededRng;

use crate::file::{
    AimSpec, CheckSpec, DialogSpec, InstancesSpec, ParamSpec, RepeatSpec, Scalar, StepSpec, Target,
    TaskFileV1, TextCheck, WaitSpec,
};
use crate::locator::{Locator, LocatorKind};
use crate::script::{
    Aim, Compare, DialogAnswer, Edge, Expectation, ScriptAction, ScriptStep, SecretParam,
    SecretSource, StartAt, TaskScript, TypedText, Viewport, WaitFor,
};
use crate::template::{Filled, Place, Scope, TemplateError, Value, fill, fill_plain};

/// The viewports a task runs at when its file names none: a laptop and a
/// small window, so the same page is observed with different layouts.
pub const DEFAULT_VIEWPORTS: [Viewport; 2] = [
    Viewport {
        width: 1280,
        height: 800,
    },
    Viewport {
        width: 820,
        height: 640,
    },
];

/// Seeds a task runs when its file names none (1 to 4).
pub const DEFAULT_SEEDS: u64 = 4;

/// How long a step's checks may take to hold. Why: pages react within a
/// frame or a local navigation (tens of ms); 3 s leaves room for a loaded
/// machine without hiding a missing effect for long.
pub const DEFAULT_TIMEOUT_MS: u64 = 3_000;

/// Wheel notches of a scroll step that names none.
pub const DEFAULT_SCROLL_TICKS: u32 = 3;

/// A loaded task file.
#[derive(Debug, Clone, PartialEq)]
pub struct Task {
    pub spec: TaskFileV1,
    /// The file it came from.
    pub file: PathBuf,
    /// The file's text, to place errors found later on a line.
    pub source: String,
}

/// One concrete run setting of a task.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Instance {
    pub task_id: String,
    /// Seeds the parameters, the blocks and the aims.
    pub seed: u64,
    /// The parameter set (0-based) of a task with listed sets.
    pub set: Option<usize>,
    pub viewport: Viewport,
}

impl Instance {
    /// `s<seed>-<w>x<h>`, or `p<set>-<w>x<h>` for a listed parameter set
    /// (counted from 1): same instance, same page.
    pub fn id(&self) -> String {
        let Viewport { width, height } = self.viewport;
        match self.set {
            Some(set) => format!("p{}-{width}x{height}", set + 1),
            None => format!("s{}-{width}x{height}", self.seed),
        }
    }
}

/// What the run adds to every task: a base URL and parameters from outside.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RunParams {
    /// Replaces each file's `baseUrl`.
    pub base_url: Option<String>,
    /// Values that replace the drawn ones, by parameter name.
    pub given: BTreeMap<String, String>,
}

/// A problem at one place of a task file, found after parsing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{pointer}: {message}")]
pub struct Problem {
    /// JSON pointer of the offending value.
    pub pointer: String,
    pub message: String,
}

fn problem(pointer: impl Into<String>, message: impl ToString) -> Problem {
    Problem {
        pointer: pointer.into(),
        message: message.to_string(),
    }
}

impl Task {
    pub fn id(&self) -> &str {
        &self.spec.id
    }

    /// The folder relative paths in the file start from.
    pub fn dir(&self) -> &Path {
        self.file.parent().unwrap_or(Path::new("."))
    }

    /// The instances: each seed (at most `seeds` of them, when given) or
    /// listed set, at every viewport.
    pub fn instances(&self, seeds: Option<u64>) -> Vec<Instance> {
        let viewports: Vec<Viewport> = match &self.spec.viewports {
            Some(list) => list
                .iter()
                .map(|v| Viewport {
                    width: v.width,
                    height: v.height,
                })
                .collect(),
            None => DEFAULT_VIEWPORTS.to_vec(),
        };
        let settings: Vec<(u64, Option<usize>)> = match &self.spec.instances {
            Some(InstancesSpec {
                sets: Some(sets), ..
            }) => {
                let n = seeds.map_or(sets.len(), |s| sets.len().min(s as usize));
                (0..n).map(|i| (i as u64 + 1, Some(i))).collect()
            }
            Some(InstancesSpec {
                seeds: Some(range), ..
            }) => {
                let to = seeds.map_or(range.to, |s| range.from + s.saturating_sub(1));
                (range.from..=to).map(|seed| (seed, None)).collect()
            }
            _ => (1..=seeds.unwrap_or(DEFAULT_SEEDS))
                .map(|seed| (seed, None))
                .collect(),
        };
        settings
            .into_iter()
            .flat_map(|(seed, set)| {
                viewports.iter().map(move |&viewport| Instance {
                    task_id: self.spec.id.clone(),
                    seed,
                    set,
                    viewport,
                })
            })
            .collect()
    }

    /// The script of `instance` (pure: same instance and run, same script).
    pub fn script(&self, instance: &Instance, run: &RunParams) -> Result<TaskScript, Problem> {
        let mut expander = Expander {
            rng: SeededRng::for_purpose(instance.seed, &self.spec.id),
            values: Vec::new(),
            secrets: Vec::new(),
            subgoal: None,
        };
        expander
            .values
            .push(("seed".into(), Value::Int(instance.seed as i64)));
        let set = instance
            .set
            .and_then(|i| self.spec.instances.as_ref()?.sets.as_ref()?.get(i));
        if let Some(set) = set
            && let Some(name) = set
                .keys()
                .find(|k| !self.spec.params.iter().any(|(p, _)| p == *k))
        {
            return Err(problem(
                format!(
                    "/instances/sets/{}/{}",
                    instance.set.unwrap_or(0),
                    pointer_token(name)
                ),
                format!("{name:?} is not a parameter of the task"),
            ));
        }
        for (name, spec) in self.spec.params.iter() {
            let at = format!("/params/{}", pointer_token(name));
            let value = if let Some(given) = run.given.get(name) {
                if matches!(spec, ParamSpec::Secret(_)) {
                    expander.secrets.push(SecretParam {
                        name: name.to_string(),
                        source: SecretSource::Given,
                    });
                    Value::Secret
                } else {
                    Value::Str(given.clone())
                }
            } else if let Some(scalar) = set.and_then(|s| s.get(name)) {
                if matches!(spec, ParamSpec::Secret(_)) {
                    return Err(problem(at, "a secret parameter cannot be listed in a set"));
                }
                scalar_value(scalar)
            } else {
                expander.draw(name, spec).map_err(|m| problem(&at, m))?
            };
            expander.values.push((name.to_string(), value));
        }
        let base_url = run.base_url.clone().or_else(|| self.spec.base_url.clone());
        if let Some(base) = &base_url {
            let base = base.trim_end_matches('/').to_string();
            expander.values.push(("baseUrl".into(), Value::Str(base)));
        }
        let goal = expander.text(&self.spec.goal, "/goal")?;
        let start = self.start(&expander, base_url.is_some())?;
        let mut setup = Vec::new();
        expander.walk(&self.spec.setup, "/setup", &mut setup)?;
        expander.subgoal = None;
        let mut steps = Vec::new();
        expander.walk(&self.spec.steps, "/steps", &mut steps)?;
        Ok(TaskScript {
            task_id: self.spec.id.clone(),
            site: self.spec.site.clone(),
            instance_id: instance.id(),
            seed: instance.seed,
            goal,
            start,
            viewport: instance.viewport,
            setup,
            steps,
            secrets: expander.secrets,
        })
    }

    fn start(&self, expander: &Expander, has_base: bool) -> Result<StartAt, Problem> {
        let start = &self.spec.start;
        match (&start.url, &start.path, &start.serve) {
            (Some(url), None, None) => {
                let url = expander.fill_plain(url, Place::Url, "/start/url")?;
                if !["http://", "https://", "file://"]
                    .iter()
                    .any(|scheme| url.starts_with(scheme))
                {
                    return Err(problem(
                        "/start/url",
                        format!("{url:?} is not an http(s):// or file:// URL"),
                    ));
                }
                Ok(StartAt::Url { url })
            }
            (None, Some(path), Some(folder)) => Ok(StartAt::Served {
                folder: self.dir().join(folder),
                path: expander.fill_plain(path, Place::Url, "/start/path")?,
            }),
            (None, Some(path), None) if has_base => {
                let base = expander.get("baseUrl").map(|v| v.to_string());
                let path = expander.fill_plain(path, Place::Url, "/start/path")?;
                let base = base.unwrap_or_default();
                let joined = if path.starts_with('/') {
                    format!("{base}{path}")
                } else {
                    format!("{base}/{path}")
                };
                Ok(StartAt::Url { url: joined })
            }
            (None, Some(_), None) => Err(problem(
                "/start/path",
                "a path needs `serve` (a folder mimic serves), the file's `baseUrl`, \
                 or a base URL given to the run",
            )),
            (None, None, _) => Err(problem("/start", "start needs `url` or `path`")),
            (Some(_), _, _) => Err(problem(
                "/start",
                "start takes `url` alone, or `path` with `serve` or a base URL",
            )),
        }
    }
}

fn scalar_value(scalar: &Scalar) -> Value {
    match scalar {
        Scalar::Int(n) => Value::Int(*n),
        Scalar::Bool(b) => Value::Bool(*b),
        Scalar::Str(s) => Value::Str(s.clone()),
    }
}

/// `~` and `/` escaped as a JSON pointer token.
pub fn pointer_token(name: &str) -> String {
    name.replace('~', "~0").replace('/', "~1")
}

fn round3(v: f64) -> f64 {
    (v * 1000.0).round() / 1000.0
}

struct Expander {
    rng: SeededRng,
    /// Names in scope, innermost last (a `forEach` item shadows a parameter).
    values: Vec<(String, Value)>,
    secrets: Vec<SecretParam>,
    subgoal: Option<String>,
}

impl Scope for Expander {
    fn get(&self, name: &str) -> Option<Value> {
        self.values
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    }

    fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = self.values.iter().map(|(n, _)| n.clone()).collect();
        names.dedup();
        names
    }
}

/// Which step kinds a step object holds.
fn actions(step: &StepSpec) -> Vec<&'static str> {
    [
        ("click", step.click.is_some()),
        ("doubleClick", step.double_click.is_some()),
        ("hover", step.hover.is_some()),
        ("type", step.type_text.is_some()),
        ("press", step.press.is_some()),
        ("paste", step.paste.is_some()),
        ("scroll", step.scroll.is_some()),
        ("select", step.select.is_some()),
        ("wait", step.wait.is_some()),
        ("chance", step.chance.is_some()),
        ("if", step.if_param.is_some()),
        ("forEach", step.for_each.is_some()),
        ("repeat", step.repeat.is_some()),
    ]
    .into_iter()
    .filter_map(|(name, set)| set.then_some(name))
    .collect()
}

impl Expander {
    fn text(&self, template: &str, at: &str) -> Result<String, Problem> {
        self.fill_plain(template, Place::Text, at)
    }

    fn fill_plain(&self, template: &str, place: Place, at: &str) -> Result<String, Problem> {
        fill_plain(template, place, self).map_err(|e| problem(at, e))
    }

    fn typed(&self, template: &str, at: &str) -> Result<TypedText, Problem> {
        Ok(
            match fill(template, Place::Typed, self).map_err(|e| problem(at, e))? {
                Filled::Plain(text) => TypedText::Plain { text },
                Filled::Secret(template) => TypedText::Secret { template },
            },
        )
    }

    fn locator(&self, locator: &Locator, at: &str) -> Result<Locator, Problem> {
        locator.check().map_err(|e| problem(at, e))?;
        let mut filled = locator.clone();
        for (kind, value) in filled.strings_mut() {
            let place = if kind == LocatorKind::Css {
                Place::Css
            } else {
                Place::Text
            };
            *value = fill_plain(value, place, self).map_err(|e| problem(at, e))?;
        }
        Ok(filled)
    }

    fn draw(&mut self, name: &str, spec: &ParamSpec) -> Result<Value, String> {
        Ok(match spec {
            ParamSpec::Value(scalar) => scalar_value(scalar),
            ParamSpec::Pick(items) => {
                if items.is_empty() {
                    return Err("pick needs at least one item".into());
                }
                scalar_value(self.rng.pick(items))
            }
            ParamSpec::Int([low, high]) => {
                if low > high {
                    return Err(format!(
                        "int [{low}, {high}]: the low end is above the high end"
                    ));
                }
                let span = (high - low) as usize + 1;
                Value::Int(low + self.rng.below(span) as i64)
            }
            ParamSpec::Chance(p) => {
                if !(0.0..=1.0).contains(p) {
                    return Err(format!("chance {p} is not a probability in [0, 1]"));
                }
                Value::Bool(self.rng.chance(*p))
            }
            ParamSpec::Sample(sample) => {
                let count = sample.count as usize;
                if count == 0 || count > sample.from.len() {
                    return Err(format!(
                        "sample count {count} must be between 1 and the {} items",
                        sample.from.len()
                    ));
                }
                // Each next item is drawn from those left, counted on from
                // the last one drawn, so two draws give `(a + 1 + below(n - 1)) % n`.
                let mut left: Vec<usize> = (0..sample.from.len()).collect();
                let mut start = 0;
                let mut drawn = Vec::new();
                for _ in 0..count {
                    let at = (start + self.rng.below(left.len())) % left.len();
                    let index = left.remove(at);
                    drawn.push(scalar_value(&sample.from[index]));
                    start = if left.is_empty() { 0 } else { at % left.len() };
                }
                Value::List(drawn)
            }
            ParamSpec::Secret(secret) => {
                if secret.length < 8 {
                    return Err("a secret needs a length of at least 8".into());
                }
                self.secrets.push(SecretParam {
                    name: name.to_string(),
                    source: SecretSource::Seeded {
                        prefix: secret.prefix.clone().unwrap_or_default(),
                        length: secret.length,
                    },
                });
                Value::Secret
            }
        })
    }

    /// The demonstrator's seeded mix: centre 20%, a point away from the
    /// edges 60%, just inside an edge 20%.
    fn human_aim(&mut self) -> Aim {
        let roll = self.rng.unit();
        if roll < 0.2 {
            Aim::Center
        } else if roll < 0.8 {
            Aim::Jitter {
                fx: round3(self.rng.range(0.25, 0.75)),
                fy: round3(self.rng.range(0.25, 0.75)),
            }
        } else {
            let edge = *self
                .rng
                .pick(&[Edge::Left, Edge::Right, Edge::Top, Edge::Bottom]);
            Aim::NearEdge {
                edge,
                along: round3(self.rng.range(0.3, 0.7)),
            }
        }
    }

    fn aim(&mut self, spec: Option<&AimSpec>, at: &str) -> Result<Aim, Problem> {
        let fraction = |v: f64, field: &str| {
            if (0.0..=1.0).contains(&v) {
                Ok(v)
            } else {
                Err(problem(
                    format!("{at}/aim"),
                    format!("{field} {v} is not a fraction in [0, 1]"),
                ))
            }
        };
        Ok(match spec {
            None | Some(AimSpec::Human) => self.human_aim(),
            Some(AimSpec::Center) => Aim::Center,
            Some(AimSpec::At { x, y }) => Aim::Jitter {
                fx: fraction(*x, "x")?,
                fy: fraction(*y, "y")?,
            },
            Some(AimSpec::NearEdge { edge, along }) => Aim::NearEdge {
                edge: *edge,
                along: fraction(*along, "along")?,
            },
            Some(AimSpec::Part { locator, what }) => {
                let part = self.locator(locator, &format!("{at}/aim/part/locator"))?;
                // A person clicking a button's label or icon about a third of the time.
                if self.rng.chance(0.35) {
                    Aim::Inner {
                        part,
                        what: *what,
                        fx: round3(self.rng.range(0.3, 0.7)),
                        fy: round3(self.rng.range(0.3, 0.7)),
                    }
                } else {
                    self.human_aim()
                }
            }
        })
    }

    fn walk(
        &mut self,
        steps: &[StepSpec],
        pointer: &str,
        out: &mut Vec<ScriptStep>,
    ) -> Result<(), Problem> {
        for (i, step) in steps.iter().enumerate() {
            let at = format!("{pointer}/{i}");
            if let Some(subgoal) = &step.subgoal {
                self.subgoal = Some(self.text(subgoal, &format!("{at}/subgoal"))?);
            }
            let kinds = actions(step);
            let kind = match kinds.as_slice() {
                [one] => *one,
                [] => {
                    return Err(problem(
                        &at,
                        "a step needs an action (click, doubleClick, hover, type, press, \
                         paste, scroll, select, wait) or a block (chance, if, forEach, repeat)",
                    ));
                }
                several => {
                    return Err(problem(
                        &at,
                        format!(
                            "a step takes one action or block, not {}",
                            several.join(" and ")
                        ),
                    ));
                }
            };
            self.check_fields(step, kind, &at)?;
            match kind {
                "chance" => {
                    let p = step.chance.unwrap_or_default();
                    if !(0.0..=1.0).contains(&p) {
                        return Err(problem(
                            format!("{at}/chance"),
                            format!("{p} is not a probability in [0, 1]"),
                        ));
                    }
                    let hit = self.rng.chance(p);
                    self.branch(step, hit, &at, out)?;
                }
                "if" => {
                    let name = step.if_param.as_deref().unwrap_or_default();
                    let value = self.get(name).ok_or_else(|| {
                        problem(
                            format!("{at}/if"),
                            TemplateError::Unknown(name.to_string(), String::new()),
                        )
                    })?;
                    let hit = match value {
                        Value::Bool(b) => b,
                        Value::Str(s) => !s.is_empty(),
                        Value::Int(n) => n != 0,
                        Value::List(items) => !items.is_empty(),
                        Value::Secret => true,
                    };
                    self.branch(step, hit, &at, out)?;
                }
                "forEach" => {
                    let name = step.for_each.as_deref().unwrap_or_default();
                    let items = match self.get(name) {
                        Some(Value::List(items)) => items,
                        Some(_) => {
                            return Err(problem(
                                format!("{at}/forEach"),
                                format!("{name:?} is not a list (a sample parameter)"),
                            ));
                        }
                        None => {
                            return Err(problem(
                                format!("{at}/forEach"),
                                TemplateError::Unknown(name.to_string(), String::new()),
                            ));
                        }
                    };
                    let item_name = step.item_name.clone().unwrap_or_else(|| "item".into());
                    for (index, item) in items.into_iter().enumerate() {
                        self.values.push(("index".into(), Value::Int(index as i64)));
                        self.values.push((item_name.clone(), item));
                        let result = self.walk(
                            step.steps.as_deref().unwrap_or_default(),
                            &format!("{at}/steps"),
                            out,
                        );
                        self.values.truncate(self.values.len() - 2);
                        result?;
                    }
                }
                "repeat" => {
                    let times = match step.repeat {
                        Some(RepeatSpec::Times(n)) => n,
                        Some(RepeatSpec::Drawn([low, high])) if low <= high => {
                            low + self.rng.below((high - low) as usize + 1) as u32
                        }
                        _ => {
                            return Err(problem(
                                format!("{at}/repeat"),
                                "repeat takes a count or [low, high] with low <= high",
                            ));
                        }
                    };
                    for index in 0..times {
                        self.values.push(("index".into(), Value::Int(index.into())));
                        let result = self.walk(
                            step.steps.as_deref().unwrap_or_default(),
                            &format!("{at}/steps"),
                            out,
                        );
                        self.values.pop();
                        result?;
                    }
                }
                _ => {
                    let subgoal = self.subgoal.clone().ok_or_else(|| {
                        problem(
                            &at,
                            "the first step needs a subgoal (later steps keep it until one sets another)",
                        )
                    })?;
                    let action = self.action(step, kind, &at)?;
                    let expect = match &step.expect {
                        Some(checks) => checks
                            .as_slice()
                            .iter()
                            .enumerate()
                            .map(|(j, check)| {
                                let at = match checks {
                                    crate::file::OneOrMany::One(_) => format!("{at}/expect"),
                                    crate::file::OneOrMany::Many(_) => format!("{at}/expect/{j}"),
                                };
                                self.check(check, &at)
                            })
                            .collect::<Result<Vec<_>, _>>()?,
                        None => Vec::new(),
                    };
                    let dialog = step.dialog.as_ref().map(|d| match d {
                        DialogSpec::Accept => DialogAnswer {
                            accept: true,
                            prompt_text: None,
                        },
                        DialogSpec::Dismiss => DialogAnswer {
                            accept: false,
                            prompt_text: None,
                        },
                        DialogSpec::Prompt(text) => DialogAnswer {
                            accept: true,
                            prompt_text: Some(text.clone()),
                        },
                    });
                    // A double click is two clicks at one point, the second
                    // with click count 2, as human recording records it.
                    if let ScriptAction::Click {
                        target,
                        aim,
                        count: 2,
                    } = &action
                    {
                        out.push(ScriptStep {
                            subgoal: subgoal.clone(),
                            action: ScriptAction::Click {
                                target: target.clone(),
                                aim: aim.clone(),
                                count: 1,
                            },
                            expect: Vec::new(),
                            dialog: None,
                            timeout_ms: DEFAULT_TIMEOUT_MS,
                        });
                    }
                    out.push(ScriptStep {
                        subgoal,
                        action,
                        expect,
                        dialog,
                        timeout_ms: step.timeout_ms.unwrap_or(DEFAULT_TIMEOUT_MS),
                    });
                }
            }
        }
        Ok(())
    }

    fn branch(
        &mut self,
        step: &StepSpec,
        hit: bool,
        at: &str,
        out: &mut Vec<ScriptStep>,
    ) -> Result<(), Problem> {
        if hit {
            self.walk(
                step.then.as_deref().unwrap_or_default(),
                &format!("{at}/then"),
                out,
            )
        } else {
            self.walk(
                step.otherwise.as_deref().unwrap_or_default(),
                &format!("{at}/else"),
                out,
            )
        }
    }

    /// Fields that belong to another kind of step are mistakes.
    fn check_fields(&self, step: &StepSpec, kind: &str, at: &str) -> Result<(), Problem> {
        let block = matches!(kind, "chance" | "if" | "forEach" | "repeat");
        let pointer_action = matches!(kind, "click" | "doubleClick" | "hover" | "select");
        let misplaced = [
            (
                "aim",
                step.aim.is_some()
                    && (!pointer_action || matches!(step.click, Some(Target::Blank(_)))),
            ),
            ("option", step.option.is_some() && kind != "select"),
            ("expect", step.expect.is_some() && block),
            ("dialog", step.dialog.is_some() && block),
            ("timeoutMs", step.timeout_ms.is_some() && block),
            (
                "then",
                step.then.is_some() && !matches!(kind, "chance" | "if"),
            ),
            (
                "else",
                step.otherwise.is_some() && !matches!(kind, "chance" | "if"),
            ),
            (
                "steps",
                step.steps.is_some() && !matches!(kind, "forEach" | "repeat"),
            ),
            ("as", step.item_name.is_some() && kind != "forEach"),
        ];
        if let Some((field, _)) = misplaced.iter().find(|(_, bad)| *bad) {
            return Err(problem(
                format!("{at}/{field}"),
                format!("{field} does not apply to a {kind} step"),
            ));
        }
        let missing = match kind {
            "chance" | "if" if step.then.is_none() => Some("then"),
            "forEach" | "repeat" if step.steps.is_none() => Some("steps"),
            "select" if step.option.is_none() => Some("option"),
            _ => None,
        };
        if let Some(field) = missing {
            return Err(problem(at, format!("a {kind} step needs {field}")));
        }
        Ok(())
    }

    fn action(&mut self, step: &StepSpec, kind: &str, at: &str) -> Result<ScriptAction, Problem> {
        let aim = step.aim.as_ref();
        Ok(match kind {
            "click" => match step.click.as_ref().expect("kind click") {
                Target::Blank(_) => ScriptAction::ClickBlank {
                    pick: round3(self.rng.unit()),
                },
                Target::Element(locator) => {
                    let target = self.locator(locator, &format!("{at}/click"))?;
                    ScriptAction::Click {
                        target,
                        aim: self.aim(aim, at)?,
                        count: 1,
                    }
                }
            },
            "doubleClick" => {
                let target = self.locator(
                    step.double_click.as_ref().expect("kind"),
                    &format!("{at}/doubleClick"),
                )?;
                ScriptAction::Click {
                    target,
                    aim: self.aim(aim, at)?,
                    count: 2,
                }
            }
            "hover" => {
                let target =
                    self.locator(step.hover.as_ref().expect("kind"), &format!("{at}/hover"))?;
                ScriptAction::Hover {
                    target,
                    aim: self.aim(aim, at)?,
                }
            }
            "select" => {
                let target =
                    self.locator(step.select.as_ref().expect("kind"), &format!("{at}/select"))?;
                ScriptAction::Select {
                    target,
                    aim: self.aim(aim, at)?,
                    option: self.text(
                        step.option.as_deref().unwrap_or_default(),
                        &format!("{at}/option"),
                    )?,
                }
            }
            "type" => ScriptAction::Type {
                text: self.typed(
                    step.type_text.as_deref().unwrap_or_default(),
                    &format!("{at}/type"),
                )?,
            },
            "paste" => ScriptAction::Paste {
                text: self.typed(
                    step.paste.as_deref().unwrap_or_default(),
                    &format!("{at}/paste"),
                )?,
            },
            "press" => {
                let key = self.text(
                    step.press.as_deref().unwrap_or_default(),
                    &format!("{at}/press"),
                )?;
                if key.is_empty() || key.split('+').any(str::is_empty) {
                    return Err(problem(
                        format!("{at}/press"),
                        format!("{key:?} is not a key or chord (`Enter`, `Control+a`)"),
                    ));
                }
                ScriptAction::Press { key }
            }
            "scroll" => {
                let scroll = step.scroll.as_ref().expect("kind");
                let over = scroll
                    .over
                    .as_ref()
                    .map(|l| self.locator(l, &format!("{at}/scroll/over")))
                    .transpose()?;
                let pick = if over.is_none() {
                    round3(self.rng.unit())
                } else {
                    0.5
                };
                ScriptAction::Scroll {
                    direction: scroll.direction,
                    ticks: scroll.ticks.unwrap_or(DEFAULT_SCROLL_TICKS),
                    over,
                    pick,
                }
            }
            "wait" => ScriptAction::Wait {
                until: match step.wait.as_ref().expect("kind") {
                    WaitSpec::Navigation(true) => WaitFor::Navigation,
                    WaitSpec::Navigation(false) => {
                        return Err(problem(
                            format!("{at}/wait/navigation"),
                            "navigation takes true",
                        ));
                    }
                    WaitSpec::Visible(l) => WaitFor::Visible {
                        target: self.locator(l, &format!("{at}/wait/visible"))?,
                    },
                    WaitSpec::Hidden(l) => WaitFor::Hidden {
                        target: self.locator(l, &format!("{at}/wait/hidden"))?,
                    },
                    WaitSpec::Quiet(ms) => WaitFor::Quiet { ms: *ms },
                    WaitSpec::Ms(ms) => WaitFor::Time { ms: *ms },
                },
            },
            other => unreachable!("not an action: {other}"),
        })
    }

    fn check<'c>(&self, check: &'c CheckSpec, at: &str) -> Result<Expectation, Problem> {
        let loc = |l: &Locator, field: &str| self.locator(l, &format!("{at}/{field}"));
        let text_check =
            |c: &'c TextCheck, field: &str| -> Result<(Locator, Compare, &'c str), Problem> {
                let target = self.locator(&c.target, &format!("{at}/{field}/target"))?;
                match (&c.contains, &c.equals) {
                    (Some(text), None) => Ok((target, Compare::Contains, text.as_str())),
                    (None, Some(text)) => Ok((target, Compare::Equals, text.as_str())),
                    _ => Err(problem(
                        format!("{at}/{field}"),
                        "a text or value check takes `contains` or `equals` (one of them)",
                    )),
                }
            };
        Ok(match check {
            CheckSpec::UrlContains(text) => Expectation::UrlContains {
                text: self.text(text, &format!("{at}/urlContains"))?,
            },
            CheckSpec::UrlMatches(pattern) => Expectation::UrlMatches {
                pattern: self.text(pattern, &format!("{at}/urlMatches"))?,
            },
            CheckSpec::UrlUnchanged(true) => Expectation::UrlUnchanged,
            CheckSpec::UrlUnchanged(false) => {
                return Err(problem(
                    format!("{at}/urlUnchanged"),
                    "urlUnchanged takes true",
                ));
            }
            CheckSpec::Exists(l) => Expectation::Exists {
                target: loc(l, "exists")?,
            },
            CheckSpec::Visible(l) => Expectation::Visible {
                target: loc(l, "visible")?,
            },
            CheckSpec::Hidden(l) => Expectation::Hidden {
                target: loc(l, "hidden")?,
            },
            CheckSpec::Enabled(l) => Expectation::Enabled {
                target: loc(l, "enabled")?,
            },
            CheckSpec::Checked(l) => Expectation::Checked {
                target: loc(l, "checked")?,
            },
            CheckSpec::Toggles(l) => Expectation::Toggles {
                target: loc(l, "toggles")?,
            },
            CheckSpec::Focused(l) => Expectation::Focused {
                target: loc(l, "focused")?,
            },
            CheckSpec::InViewport(l) => Expectation::InViewport {
                target: loc(l, "inViewport")?,
            },
            CheckSpec::Text(c) => {
                let (target, compare, text) = text_check(c, "text")?;
                Expectation::Text {
                    target,
                    compare,
                    text: self.text(text, &format!("{at}/text"))?,
                }
            }
            CheckSpec::Value(c) => {
                let (target, compare, text) = text_check(c, "value")?;
                Expectation::Value {
                    target,
                    compare,
                    text: self.typed(text, &format!("{at}/value"))?,
                }
            }
            CheckSpec::Attribute(c) => Expectation::Attribute {
                target: self.locator(&c.target, &format!("{at}/attribute/target"))?,
                name: self.text(&c.name, &format!("{at}/attribute/name"))?,
                value: self.text(&c.equals, &format!("{at}/attribute/equals"))?,
            },
            CheckSpec::Count(c) => Expectation::Count {
                target: self.locator(&c.target, &format!("{at}/count/target"))?,
                equals: c.equals,
            },
            CheckSpec::Script(expression) => {
                let expression = self.fill_plain(expression, Place::Js, &format!("{at}/script"))?;
                if expression.trim().is_empty() {
                    return Err(problem(format!("{at}/script"), "the script is empty"));
                }
                Expectation::Script { expression }
            }
        })
    }
}

/// The scripts of a run: every instance of every task (at most `seeds` of
/// each, when given), in task then instance order, this machine's `shard`
/// of them. A problem is placed on its task file's line.
pub fn run_scripts(
    tasks: &[Task],
    seeds: Option<u64>,
    run: &RunParams,
    shard: Option<crate::Shard>,
) -> Result<Vec<TaskScript>, crate::TaskFileError> {
    let mut scripts = Vec::new();
    for task in tasks {
        for instance in task.instances(seeds) {
            scripts.push(
                task.script(&instance, run)
                    .map_err(|problem| task.error(problem))?,
            );
        }
    }
    Ok(match shard {
        Some(shard) => shard.take(scripts),
        None => scripts,
    })
}
