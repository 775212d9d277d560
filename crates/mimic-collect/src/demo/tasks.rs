//! The catalogue of deterministic demo tasks.
//!
//! A task is a goal on one demo site with subgoals and a human-like script:
//! each step names its target by a stable locator (`data-testid`), the action,
//! where inside the target the demonstrator aims, and the effect it expects.
//! An [`Instance`] fixes the seed (the site's data and the script's choices)
//! and the viewport; [`Instance::script`] is pure, so the same instance always
//! yields the same script. Points are resolved against the live page by the
//! collector, from the fractions chosen here.

use mimic_schema::ScrollDirection;
use serde::Serialize;

use mimic_rng::SeededRng;

/// The viewports every task runs at: a laptop and a small window, so the same
/// page is observed with different layouts.
pub const VIEWPORTS: [Viewport; 2] = [
    Viewport {
        width: 1280,
        height: 800,
    },
    Viewport {
        width: 820,
        height: 640,
    },
];

/// Seeds per task used by default: with [`VIEWPORTS`] this gives
/// `CATALOGUE.len() * 4 * 2` instances, a margin above the 100 clean traces one run
/// must yield.
pub const DEFAULT_SEEDS_PER_TASK: u64 = 4;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Viewport {
    pub width: u32,
    pub height: u32,
}

/// A demo task: what it is for and how to build its script for an instance.
#[derive(Debug, Clone, Copy)]
pub struct Task {
    /// `site.task`, e.g. `todo.add-item`.
    pub id: &'static str,
    /// The demo site folder under `testdata/demo-sites/`.
    pub site: &'static str,
    build: fn(&mut Builder),
}

/// One concrete run setting of a task.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Instance {
    pub task_id: &'static str,
    pub site: &'static str,
    pub seed: u64,
    pub viewport: Viewport,
}

/// What a task asks on an instance: where to start and what to do.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TaskScript {
    pub task_id: &'static str,
    pub site: &'static str,
    pub instance_id: String,
    pub goal: String,
    /// Path and query on the demo server, e.g. `/todo/index.html?seed=3`.
    pub start_path: String,
    pub viewport: Viewport,
    pub steps: Vec<ScriptStep>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ScriptStep {
    pub subgoal: String,
    pub action: ScriptAction,
    pub expect: Expectation,
}

/// A stable locator: a CSS selector, by `data-testid` wherever possible.
pub type Locator = String;

fn testid(id: impl std::fmt::Display) -> Locator {
    format!("[data-testid=\"{id}\"]")
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ScriptAction {
    /// Press and release the primary button at a point of `target` chosen by `aim`.
    Click { target: Locator, aim: Aim },
    /// Type text key by key into the focused field.
    Type { text: TypedText },
    /// Press one key (DOM `key` value, e.g. `Enter`).
    Press { key: String },
    /// Put the text on the clipboard, then paste it into the focused field
    /// with Control+V (recorded as typing the text).
    Paste { text: TypedText },
    /// Turn the wheel `ticks` notches over a blank point of the page.
    Scroll {
        direction: ScrollDirection,
        ticks: u32,
        aim: Aim,
    },
}

/// Where inside (or outside) the target the pointer goes. Fractions are of
/// the target's box, chosen from the instance's seed.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Aim {
    Center,
    /// A point away from the edges (fractions in 0.25..0.75).
    Jitter {
        fx: f64,
        fy: f64,
    },
    /// Inside a child of the target: its text span or its icon.
    Inner {
        part: Locator,
        what: InnerPart,
        fx: f64,
        fy: f64,
    },
    /// Just inside one edge, `along` the edge as a fraction.
    NearEdge {
        edge: Edge,
        along: f64,
    },
    /// A point on empty space, away from every candidate; `pick` chooses
    /// among the blank points the collector finds.
    DeliberateMiss {
        pick: f64,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum InnerPart {
    Text,
    Icon,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Edge {
    Left,
    Right,
    Top,
    Bottom,
}

impl Aim {
    /// The name recorded in `mimic.demonstrator.aim`.
    pub fn name(&self) -> &'static str {
        match self {
            Self::Center => "center",
            Self::Jitter { .. } => "jitter",
            Self::Inner {
                what: InnerPart::Text,
                ..
            } => "inner_text",
            Self::Inner {
                what: InnerPart::Icon,
                ..
            } => "inner_icon",
            Self::NearEdge { .. } => "near_edge",
            Self::DeliberateMiss { .. } => "deliberate_miss",
        }
    }
}

/// Text the demonstrator types.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TypedText {
    Plain {
        text: String,
    },
    /// A demo secret derived from the seed ([`demo_secret`]); never written
    /// anywhere, so the script keeps only its kind.
    Secret {
        secret: SecretKind,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SecretKind {
    Password,
    ApiKey,
}

impl TypedText {
    /// The characters to type for `seed`.
    pub fn resolve(&self, seed: u64) -> String {
        match self {
            Self::Plain { text } => text.clone(),
            Self::Secret { secret } => demo_secret(*secret, seed),
        }
    }

    pub fn is_secret(&self) -> bool {
        matches!(self, Self::Secret { .. })
    }
}

/// The demo secret of `kind` for `seed`: what the demonstrator types into a
/// password or API-key field, and what a replay of a demo trace types again.
/// Long and random-looking on purpose, so a leak into any written file is
/// found by a plain text search.
pub fn demo_secret(kind: SecretKind, seed: u64) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    let (prefix, len, label) = match kind {
        SecretKind::Password => ("Pw", 14, "secret:password"),
        SecretKind::ApiKey => ("sk-demo-", 28, "secret:api-key"),
    };
    let mut rng = SeededRng::for_purpose(seed, label);
    let body: String = (0..len).map(|_| char::from(*rng.pick(ALPHABET))).collect();
    format!("{prefix}{body}")
}

/// The effect a step expects, checked after the action.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Expectation {
    /// The page URL contains the text.
    UrlContains { text: String },
    /// The URL is the same as before the action (a click on empty space).
    UrlUnchanged,
    /// An element matching the locator exists and is rendered.
    Appears { target: Locator },
    /// No rendered element matches the locator.
    Disappears { target: Locator },
    /// The element has keyboard focus.
    Focused { target: Locator },
    /// The field's value equals the typed text (checked inside the page; a
    /// secret is compared there and never read out).
    ValueIs { target: Locator, text: TypedText },
    /// The element's text contains the text.
    TextContains { target: Locator, text: String },
    /// The attribute has the value.
    AttrIs {
        target: Locator,
        attr: String,
        value: String,
    },
    /// A checkbox or radio button is checked.
    Checked { target: Locator },
    /// A checkbox/radio `checked` state or `aria-checked`/`aria-pressed`
    /// flipped compared with before the action.
    Toggles { target: Locator },
    /// The element is fully inside the viewport.
    InViewport { target: Locator },
}

impl Expectation {
    /// The `expectedEffect` text of the record.
    pub fn describe(&self) -> String {
        match self {
            Self::UrlContains { text } => format!("URL contains {text:?}"),
            Self::UrlUnchanged => "nothing happens (URL unchanged)".into(),
            Self::Appears { target } => format!("{target} appears"),
            Self::Disappears { target } => format!("{target} disappears"),
            Self::Focused { target } => format!("{target} has focus"),
            Self::ValueIs { target, text } => match text {
                TypedText::Plain { text } => format!("{target} has value {text:?}"),
                TypedText::Secret { .. } => format!("{target} holds the typed secret"),
            },
            Self::TextContains { target, text } => format!("{target} text contains {text:?}"),
            Self::AttrIs {
                target,
                attr,
                value,
            } => format!("{target} has {attr}={value:?}"),
            Self::Checked { target } => format!("{target} is checked"),
            Self::Toggles { target } => format!("{target} toggles"),
            Self::InViewport { target } => format!("{target} scrolls into view"),
        }
    }
}

/// Every task of the demo.
pub const CATALOGUE: &[Task] = &[
    Task {
        id: "signin.sign-in",
        site: "signin",
        build: signin_sign_in,
    },
    Task {
        id: "todo.add-item",
        site: "todo",
        build: todo_add_item,
    },
    Task {
        id: "todo.complete-item",
        site: "todo",
        build: todo_complete_item,
    },
    Task {
        id: "todo.delete-item",
        site: "todo",
        build: todo_delete_item,
    },
    Task {
        id: "settings.toggle",
        site: "settings",
        build: settings_toggle,
    },
    Task {
        id: "settings.api-key",
        site: "settings",
        build: settings_api_key,
    },
    Task {
        id: "search.query",
        site: "search",
        build: search_query,
    },
    Task {
        id: "search.next-page",
        site: "search",
        build: search_next_page,
    },
    Task {
        id: "search.open-result",
        site: "search",
        build: search_open_result,
    },
    Task {
        id: "shop.add-to-cart",
        site: "shop",
        build: shop_add_to_cart,
    },
    Task {
        id: "shop.checkout",
        site: "shop",
        build: shop_checkout,
    },
    Task {
        id: "shop.cart-quantity",
        site: "shop",
        build: shop_cart_quantity,
    },
    Task {
        id: "wizard.create-workspace",
        site: "wizard",
        build: wizard_create_workspace,
    },
    Task {
        id: "table.sort",
        site: "table",
        build: table_sort,
    },
    Task {
        id: "table.filter",
        site: "table",
        build: table_filter,
    },
    Task {
        id: "danger.delete-project",
        site: "danger",
        build: danger_delete_project,
    },
    Task {
        id: "danger.cancel-delete",
        site: "danger",
        build: danger_cancel_delete,
    },
];

/// Tasks run only when named (`--tasks`), never by default: they test
/// mimic rather than demonstrate it, and the default run's figures are
/// documented without them.
pub const EXTRA_TASKS: &[Task] = &[Task {
    id: "vault.secret-sweep",
    site: "vault",
    build: vault_secret_sweep,
}];

/// The task with this id (in the catalogue or among the extra tasks).
pub fn task(id: &str) -> Option<&'static Task> {
    CATALOGUE.iter().chain(EXTRA_TASKS).find(|t| t.id == id)
}

/// A task id the catalogue does not hold.
#[derive(Debug, thiserror::Error)]
#[error("no task {id:?} (known: {known})")]
pub struct UnknownTask {
    pub id: String,
    pub known: String,
}

/// The tasks with these ids, in the order given.
pub fn tasks_by_id(ids: &[String]) -> Result<Vec<&'static Task>, UnknownTask> {
    ids.iter()
        .map(|id| {
            task(id).ok_or_else(|| UnknownTask {
                id: id.clone(),
                known: CATALOGUE
                    .iter()
                    .chain(EXTRA_TASKS)
                    .map(|t| t.id)
                    .collect::<Vec<_>>()
                    .join(", "),
            })
        })
        .collect()
}

impl Task {
    /// `seeds` seeds (1, 2, ...) times every viewport.
    pub fn instances(&self, seeds: u64) -> Vec<Instance> {
        (1..=seeds)
            .flat_map(|seed| {
                VIEWPORTS.iter().map(move |&viewport| Instance {
                    task_id: self.id,
                    site: self.site,
                    seed,
                    viewport,
                })
            })
            .collect()
    }
}

impl Instance {
    /// `s<seed>-<width>x<height>`: same instance, same page.
    pub fn id(&self) -> String {
        format!(
            "s{}-{}x{}",
            self.seed, self.viewport.width, self.viewport.height
        )
    }

    /// The script for this instance (pure: same instance, same script).
    pub fn script(&self) -> TaskScript {
        let task = task(self.task_id).expect("instances are made from catalogue tasks");
        let mut builder = Builder {
            seed: self.seed,
            rng: SeededRng::for_purpose(self.seed, self.task_id),
            goal: String::new(),
            start_path: format!("/{}/index.html?seed={}", self.site, self.seed),
            subgoal: String::new(),
            steps: Vec::new(),
        };
        (task.build)(&mut builder);
        TaskScript {
            task_id: self.task_id,
            site: self.site,
            instance_id: self.id(),
            goal: builder.goal,
            start_path: builder.start_path,
            viewport: self.viewport,
            steps: builder.steps,
        }
    }
}

/// Collects one script; the task functions below read like the steps a person
/// would take.
struct Builder {
    seed: u64,
    rng: SeededRng,
    goal: String,
    start_path: String,
    subgoal: String,
    steps: Vec<ScriptStep>,
}

impl Builder {
    fn goal(&mut self, goal: impl Into<String>) {
        self.goal = goal.into();
    }

    fn start(&mut self, path_and_extra_query: impl std::fmt::Display) {
        self.start_path =
            format!("{path_and_extra_query}").replace("{seed}", &self.seed.to_string());
    }

    fn subgoal(&mut self, subgoal: impl Into<String>) {
        self.subgoal = subgoal.into();
    }

    fn step(&mut self, action: ScriptAction, expect: Expectation) {
        self.steps.push(ScriptStep {
            subgoal: self.subgoal.clone(),
            action,
            expect,
        });
    }

    /// A seeded human-like aim at a target without a distinct inner part.
    fn aim(&mut self) -> Aim {
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

    /// Like [`Builder::aim`], but sometimes on the target's inner text span
    /// or icon, as a person clicking a button's label does.
    fn aim_with_inner(&mut self, part: Locator, what: InnerPart) -> Aim {
        if self.rng.chance(0.35) {
            Aim::Inner {
                part,
                what,
                fx: round3(self.rng.range(0.3, 0.7)),
                fy: round3(self.rng.range(0.3, 0.7)),
            }
        } else {
            self.aim()
        }
    }

    fn click(&mut self, target: Locator, expect: Expectation) {
        let aim = self.aim();
        self.step(ScriptAction::Click { target, aim }, expect);
    }

    fn click_inner(&mut self, target: Locator, part: &str, what: InnerPart, expect: Expectation) {
        let aim = self.aim_with_inner(format!("{target} {part}"), what);
        self.step(ScriptAction::Click { target, aim }, expect);
    }

    /// A click on empty space: no effect, no target (exercises `no_target`).
    fn deliberate_miss(&mut self) {
        let pick = round3(self.rng.unit());
        self.step(
            ScriptAction::Click {
                target: "body".into(),
                aim: Aim::DeliberateMiss { pick },
            },
            Expectation::UrlUnchanged,
        );
    }

    /// Clicks a field, then types into it.
    fn fill(&mut self, field: Locator, text: TypedText) {
        self.click(
            field.clone(),
            Expectation::Focused {
                target: field.clone(),
            },
        );
        self.step(
            ScriptAction::Type { text: text.clone() },
            Expectation::ValueIs {
                target: field,
                text,
            },
        );
    }

    fn press(&mut self, key: &str, expect: Expectation) {
        self.step(ScriptAction::Press { key: key.into() }, expect);
    }

    fn below(&mut self, n: usize) -> usize {
        self.rng.below(n)
    }

    fn pick(&mut self, items: &[&'static str]) -> &'static str {
        self.rng.pick::<&str>(items)
    }
}

fn round3(v: f64) -> f64 {
    (v * 1000.0).round() / 1000.0
}

fn plain(text: impl Into<String>) -> TypedText {
    TypedText::Plain { text: text.into() }
}

const NAMES: &[&str] = &[
    "ada", "grace", "alan", "edsger", "barbara", "radia", "linus", "margaret",
];
const WORDS: &[&str] = &[
    "maple", "harbor", "quartz", "lantern", "meadow", "signal", "timber", "willow",
];
const CHORES: &[&str] = &[
    "Repaint the fence",
    "Order printer ink",
    "Email the landlord",
    "Sort old photos",
    "Pick up parcel",
    "Back up laptop",
];
const CITIES: &[&str] = &["Lisbon", "Utrecht", "Tampere", "Ghent", "Bergen", "Porto"];
const STREETS: &[&str] = &[
    "12 Harbour Road",
    "4 Mill Lane",
    "88 Station Street",
    "7 Orchard Way",
];

fn signin_sign_in(b: &mut Builder) {
    let user = b.pick(NAMES);
    b.goal(format!("Sign in to Acme Cloud as {user}@example.com"));
    if b.rng.chance(0.3) {
        b.subgoal("Look over the sign-in form");
        b.deliberate_miss();
    }
    b.subgoal("Enter the email address");
    b.fill(testid("email"), plain(format!("{user}@example.com")));
    b.subgoal("Enter the password");
    b.fill(
        testid("password"),
        TypedText::Secret {
            secret: SecretKind::Password,
        },
    );
    b.subgoal("Submit the form");
    if b.rng.chance(0.5) {
        b.press(
            "Enter",
            Expectation::UrlContains {
                text: "/signin/welcome.html".into(),
            },
        );
    } else {
        b.click_inner(
            testid("submit"),
            "span",
            InnerPart::Text,
            Expectation::UrlContains {
                text: "/signin/welcome.html".into(),
            },
        );
    }
}

fn todo_add_item(b: &mut Builder) {
    let chore = b.pick(CHORES);
    b.goal(format!("Add \"{chore}\" to the todo list"));
    b.subgoal("Type the new todo");
    b.fill(testid("new-todo"), plain(chore));
    b.subgoal("Add it to the list");
    let added = Expectation::TextContains {
        target: testid("todo-list"),
        text: chore.into(),
    };
    if b.rng.chance(0.5) {
        b.press("Enter", added);
    } else {
        let (part, what) = if b.rng.chance(0.5) {
            ("span", InnerPart::Text)
        } else {
            ("svg", InnerPart::Icon)
        };
        b.click_inner(testid("add-todo"), part, what, added);
    }
}

fn todo_complete_item(b: &mut Builder) {
    // Every seed has at least four items (ids 0..3).
    let item = b.below(4);
    b.goal(format!("Toggle the done state of todo #{}", item + 1));
    if b.rng.chance(0.5) {
        b.subgoal("Find the item");
        b.deliberate_miss();
    }
    b.subgoal("Tick its checkbox");
    b.click(
        testid(format!("todo-check-{item}")),
        Expectation::Toggles {
            target: testid(format!("todo-check-{item}")),
        },
    );
}

fn todo_delete_item(b: &mut Builder) {
    let item = b.below(4);
    b.goal(format!("Delete todo #{}", item + 1));
    b.subgoal("Press the item's delete button");
    b.click_inner(
        testid(format!("todo-delete-{item}")),
        "svg",
        InnerPart::Icon,
        Expectation::Disappears {
            target: testid(format!("todo-item-{item}")),
        },
    );
    b.subgoal("Show only the active items");
    b.click(
        r#".filters button[data-filter="active"]"#.into(),
        Expectation::AttrIs {
            target: r#".filters button[data-filter="active"]"#.into(),
            attr: "aria-pressed".into(),
            value: "true".into(),
        },
    );
}

fn settings_toggle(b: &mut Builder) {
    let first = b.below(5);
    let second = (first + 1 + b.below(4)) % 5;
    b.goal("Change two notification settings");
    for switch in [first, second] {
        b.subgoal(format!("Flip switch #{}", switch + 1));
        b.click(
            testid(format!("switch-{switch}")),
            Expectation::Toggles {
                target: testid(format!("switch-{switch}")),
            },
        );
    }
}

fn settings_api_key(b: &mut Builder) {
    b.goal("Store a new API key in the settings");
    b.subgoal("Enter the API key");
    b.fill(
        testid("api-key"),
        TypedText::Secret {
            secret: SecretKind::ApiKey,
        },
    );
    if b.rng.chance(0.4) {
        b.subgoal("Click away from the field");
        b.deliberate_miss();
    }
    b.subgoal("Save the settings");
    // The save button sits below the fold of the small viewport.
    let pick = round3(b.rng.unit());
    b.step(
        ScriptAction::Scroll {
            direction: ScrollDirection::Down,
            ticks: 4,
            aim: Aim::DeliberateMiss { pick },
        },
        Expectation::InViewport {
            target: testid("save"),
        },
    );
    b.click_inner(
        testid("save"),
        "span",
        InnerPart::Text,
        Expectation::Appears {
            target: testid("save-status"),
        },
    );
}

fn search_query(b: &mut Builder) {
    let word = b.pick(WORDS);
    b.goal(format!("Search the catalogue for \"{word}\""));
    b.subgoal("Type the query");
    b.fill(testid("query"), plain(word));
    b.subgoal("Run the search");
    let ran = Expectation::UrlContains {
        text: format!("q={word}"),
    };
    if b.rng.chance(0.5) {
        b.press("Enter", ran);
    } else {
        b.click_inner(testid("search-button"), "svg", InnerPart::Icon, ran);
    }
}

fn search_next_page(b: &mut Builder) {
    let word = b.pick(WORDS);
    b.start(format!("/search/index.html?seed={{seed}}&q={word}"));
    b.goal(format!("Go to the second page of results for \"{word}\""));
    b.subgoal("Scroll down to the pagination");
    let pick = round3(b.rng.unit());
    b.step(
        ScriptAction::Scroll {
            direction: ScrollDirection::Down,
            ticks: 8,
            aim: Aim::DeliberateMiss { pick },
        },
        Expectation::InViewport {
            target: testid("next-page"),
        },
    );
    b.subgoal("Open the next page");
    b.click_inner(
        testid("next-page"),
        "svg",
        InnerPart::Icon,
        Expectation::UrlContains {
            text: "page=2".into(),
        },
    );
}

fn search_open_result(b: &mut Builder) {
    let word = b.pick(WORDS);
    let result = b.below(3);
    b.start(format!("/search/index.html?seed={{seed}}&q={word}"));
    b.goal(format!("Open result #{} for \"{word}\"", result + 1));
    b.subgoal("Open the result");
    b.click(
        testid(format!("result-link-{result}")),
        Expectation::UrlContains {
            text: "/search/result.html".into(),
        },
    );
}

fn shop_add_to_cart(b: &mut Builder) {
    // The first row of products is visible at every viewport.
    let product = b.below(3);
    b.goal(format!("Put product #{} in the cart", product + 1));
    b.subgoal("Add the product");
    let (part, what) = if b.rng.chance(0.5) {
        ("span", InnerPart::Text)
    } else {
        ("svg", InnerPart::Icon)
    };
    b.click_inner(
        testid(format!("add-{product}")),
        part,
        what,
        Expectation::TextContains {
            target: testid("cart-count"),
            text: "1".into(),
        },
    );
    b.subgoal("Open the cart");
    b.click(
        testid("cart-link"),
        Expectation::UrlContains {
            text: "/shop/cart.html".into(),
        },
    );
}

fn shop_checkout(b: &mut Builder) {
    let product = b.below(6);
    let name = format!(
        "{} {}",
        b.pick(&["Ada", "Grace", "Alan", "Radia"]),
        b.pick(&["Lovelace", "Hopper", "Perlman"])
    );
    let street = b.pick(STREETS);
    let city = b.pick(CITIES);
    b.start(format!("/shop/cart.html?seed={{seed}}&cart={product}"));
    b.goal(format!("Check out the cart and deliver to {name}"));
    b.subgoal("Go to checkout");
    b.click_inner(
        testid("checkout"),
        "span",
        InnerPart::Text,
        Expectation::UrlContains {
            text: "/shop/checkout.html".into(),
        },
    );
    b.subgoal("Fill in the delivery address");
    b.fill(testid("name"), plain(&name));
    b.fill(testid("street"), plain(street));
    b.fill(testid("city"), plain(city));
    b.subgoal("Place the order");
    b.click_inner(
        testid("place-order"),
        "span",
        InnerPart::Text,
        Expectation::UrlContains {
            text: "/shop/confirmation.html".into(),
        },
    );
}

fn shop_cart_quantity(b: &mut Builder) {
    let product = b.below(6);
    b.start(format!("/shop/cart.html?seed={{seed}}&cart={product}"));
    b.goal(format!("Buy two of product #{}", product + 1));
    b.subgoal("Increase the quantity");
    b.click_inner(
        testid(format!("inc-{product}")),
        "svg",
        InnerPart::Icon,
        Expectation::TextContains {
            target: testid(format!("qty-{product}")),
            text: "2".into(),
        },
    );
}

fn wizard_create_workspace(b: &mut Builder) {
    let plan = b.below(3);
    let name = format!("{}-{}", b.pick(WORDS), 10 + b.below(90));
    let size = (2 + b.below(40)).to_string();
    b.goal(format!("Create the workspace {name} on plan #{}", plan + 1));
    b.subgoal("Choose a plan");
    b.click(
        testid(format!("plan-{plan}")),
        Expectation::Checked {
            target: testid(format!("plan-radio-{plan}")),
        },
    );
    b.click_inner(
        testid("next"),
        "span",
        InnerPart::Text,
        Expectation::Appears {
            target: testid("step-2"),
        },
    );
    b.subgoal("Describe the workspace");
    b.fill(testid("ws-name"), plain(&name));
    b.fill(testid("ws-size"), plain(&size));
    b.click_inner(
        testid("next"),
        "span",
        InnerPart::Text,
        Expectation::Appears {
            target: testid("step-3"),
        },
    );
    b.subgoal("Confirm");
    b.click_inner(
        testid("next"),
        "span",
        InnerPart::Text,
        Expectation::Appears {
            target: testid("done"),
        },
    );
}

fn table_sort(b: &mut Builder) {
    let column = b.pick(&["name", "team", "role", "joined"]);
    let twice = b.rng.chance(0.5);
    b.goal(format!(
        "Sort the people by {column}{}",
        if twice { ", descending" } else { "" }
    ));
    b.subgoal(format!("Sort by {column}"));
    b.click(
        testid(format!("sort-{column}")),
        Expectation::AttrIs {
            target: testid(format!("th-{column}")),
            attr: "aria-sort".into(),
            value: "ascending".into(),
        },
    );
    if twice {
        b.subgoal("Reverse the order");
        b.click(
            testid(format!("sort-{column}")),
            Expectation::AttrIs {
                target: testid(format!("th-{column}")),
                attr: "aria-sort".into(),
                value: "descending".into(),
            },
        );
    }
}

fn table_filter(b: &mut Builder) {
    let team = b.pick(&["Platform", "Design", "Growth", "Support", "Research"]);
    b.goal(format!("Show only the {team} team"));
    b.subgoal("Filter the table");
    b.fill(testid("filter"), plain(team));
    b.subgoal("Check the result");
    b.step(
        ScriptAction::Press { key: "Tab".into() },
        Expectation::AttrIs {
            target: testid("people-table"),
            attr: "data-filter".into(),
            value: team.into(),
        },
    );
}

/// Every secret the vault site (`testdata/demo-sites/vault/`) and its task
/// plant, by channel: made up, distinct, and long enough that finding one in
/// a written file can only mean a leak. The page holds the `page:` ones; the
/// task types or pastes the others as plain text, as a person would (the
/// collector is not told they are secret).
pub const VAULT_SECRETS: &[(&str, &str)] = &[
    ("typed: password field", "vaultPw+4Tn7/Bq2=Me9&x"),
    (
        "page: API key prefilled, then shown as type=text",
        "vaultApiKeyPrefilled7Qm2Xw9Lr4",
    ),
    (
        "typed: sk- key into a type=text field",
        "sk-live-vaultDeploy6Jp3Hx8Ks5Wc",
    ),
    (
        "pasted: into a type=text field",
        "whsec_vaultPasted2Lk9Rd4Tz7",
    ),
    ("typed: autocomplete=cc-number", "5454 2023 9876 1357"),
    ("typed: autocomplete=cc-csc", "Csc8Wq3Zr"),
    ("typed: autocomplete=one-time-code", "Otc5Hy2Nb8Kq"),
    ("page: name=card_number prefilled", "4929881355270046"),
    ("typed: id=otp", "OtpById6Dm4Xs9"),
    ("page: contenteditable text", "vaultNoteContent3Hs8Kd1Pz6"),
    ("typed: contenteditable", "vaultNoteTyped9Fc2Lw5"),
    (
        "typed: GitHub token into a field not named secret",
        "ghp_vaultTypedInNotes4Rk8Zp1Qd6",
    ),
    ("page: URL query token", "vaultUrlToken8Rf3Gy6Wd1"),
    ("page: link href access_token", "vaultHrefToken5Vb9Nc2Jt7"),
];

/// The planted secret of `channel` (a key of [`VAULT_SECRETS`]).
fn vault_secret(channel: &str) -> &'static str {
    VAULT_SECRETS
        .iter()
        .find(|(c, _)| *c == channel)
        .map(|(_, s)| *s)
        .expect("a channel of VAULT_SECRETS")
}

fn vault_secret_sweep(b: &mut Builder) {
    b.goal("Fill in every secret of the vault and continue");
    b.start(format!(
        "/vault/index.html?seed={{seed}}&token={}",
        vault_secret("page: URL query token")
    ));
    b.subgoal("Unlock the vault");
    b.fill(
        testid("password"),
        plain(vault_secret("typed: password field")),
    );
    b.subgoal("Reveal the API key");
    b.click(
        testid("toggle-api-key"),
        Expectation::AttrIs {
            target: testid("api-key"),
            attr: "type".into(),
            value: "text".into(),
        },
    );
    b.subgoal("Enter the deploy token");
    b.fill(
        testid("deploy-token"),
        plain(vault_secret("typed: sk- key into a type=text field")),
    );
    b.subgoal("Paste the webhook secret");
    b.click(
        testid("webhook"),
        Expectation::Focused {
            target: testid("webhook"),
        },
    );
    let pasted = plain(vault_secret("pasted: into a type=text field"));
    b.step(
        ScriptAction::Paste {
            text: pasted.clone(),
        },
        Expectation::ValueIs {
            target: testid("webhook"),
            text: pasted,
        },
    );
    b.subgoal("Enter the card and the codes");
    for (field, channel) in [
        ("cc-number", "typed: autocomplete=cc-number"),
        ("cc-csc", "typed: autocomplete=cc-csc"),
        ("one-time-code", "typed: autocomplete=one-time-code"),
        ("otp-by-id", "typed: id=otp"),
    ] {
        b.fill(testid(field), plain(vault_secret(channel)));
    }
    b.subgoal("Keep a token in the notes");
    b.fill(
        testid("notes"),
        plain(vault_secret(
            "typed: GitHub token into a field not named secret",
        )),
    );
    b.subgoal("Add to the secret note");
    b.click(
        testid("note"),
        Expectation::Focused {
            target: testid("note"),
        },
    );
    let note = vault_secret("typed: contenteditable");
    b.step(
        ScriptAction::Type { text: plain(note) },
        Expectation::TextContains {
            target: testid("note"),
            text: note.into(),
        },
    );
    b.subgoal("Continue");
    b.click(
        testid("continue"),
        Expectation::UrlContains {
            text: "done.html".into(),
        },
    );
    b.click(
        testid("finish"),
        Expectation::Appears {
            target: testid("finished"),
        },
    );
}

fn danger_delete_project(b: &mut Builder) {
    let project = b.below(4);
    b.goal(format!("Delete project #{}", project + 1));
    b.subgoal("Ask to delete the project");
    let (part, what) = if b.rng.chance(0.5) {
        ("span", InnerPart::Text)
    } else {
        ("svg", InnerPart::Icon)
    };
    b.click_inner(
        testid(format!("delete-{project}")),
        part,
        what,
        Expectation::Appears {
            target: r#"[data-testid="confirm-dialog"][open]"#.into(),
        },
    );
    b.subgoal("Confirm the deletion");
    b.click_inner(
        testid("confirm-delete"),
        "span",
        InnerPart::Text,
        Expectation::Disappears {
            target: testid(format!("project-{project}")),
        },
    );
}

fn danger_cancel_delete(b: &mut Builder) {
    let project = b.below(4);
    b.goal(format!(
        "Start deleting project #{} but keep it",
        project + 1
    ));
    b.subgoal("Ask to delete the project");
    b.click_inner(
        testid(format!("delete-{project}")),
        "span",
        InnerPart::Text,
        Expectation::Appears {
            target: r#"[data-testid="confirm-dialog"][open]"#.into(),
        },
    );
    b.subgoal("Back out");
    let closed = Expectation::Disappears {
        target: r#"[data-testid="confirm-dialog"][open]"#.into(),
    };
    if b.rng.chance(0.5) {
        b.click(testid("cancel"), closed);
    } else if b.rng.chance(0.5) {
        b.click_inner(testid("dialog-close"), "svg", InnerPart::Icon, closed);
    } else {
        b.press("Escape", closed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_are_pure_and_ids_unique() {
        let mut ids = std::collections::HashSet::new();
        for task in CATALOGUE {
            assert!(ids.insert(task.id), "duplicate task id {}", task.id);
            assert!(
                task.id.starts_with(&format!("{}.", task.site)),
                "{}",
                task.id
            );
            for instance in task.instances(DEFAULT_SEEDS_PER_TASK) {
                let script = instance.script();
                assert_eq!(script, instance.script());
                assert!(!script.steps.is_empty(), "{}", task.id);
                assert!(!script.goal.is_empty(), "{}", task.id);
                assert!(
                    script.steps.iter().all(|s| !s.subgoal.is_empty()),
                    "{}",
                    task.id
                );
            }
        }
    }

    #[test]
    fn one_run_has_enough_instances_over_enough_sites() {
        let instances: Vec<_> = CATALOGUE
            .iter()
            .flat_map(|t| t.instances(DEFAULT_SEEDS_PER_TASK))
            .collect();
        assert!(instances.len() >= 100, "{}", instances.len());
        let sites: std::collections::HashSet<_> = instances.iter().map(|i| i.site).collect();
        assert!(sites.len() >= 8, "{sites:?}");
    }

    #[test]
    fn aims_cover_every_kind_including_misses() {
        let mut seen = std::collections::BTreeSet::new();
        for task in CATALOGUE {
            for instance in task.instances(DEFAULT_SEEDS_PER_TASK) {
                for step in instance.script().steps {
                    if let ScriptAction::Click { aim, .. } = step.action {
                        seen.insert(aim.name());
                    }
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
        let a = demo_secret(SecretKind::Password, 1);
        assert_ne!(a, demo_secret(SecretKind::Password, 2));
        assert_eq!(a, demo_secret(SecretKind::Password, 1));
        assert!(a.len() >= 8 && demo_secret(SecretKind::ApiKey, 1).len() >= 16);
        let script = task("signin.sign-in").unwrap().instances(1)[0].script();
        let json = serde_json::to_string(&script).unwrap();
        assert!(!json.contains(&a), "the script must not carry the secret");
    }

    #[test]
    fn catalogue_snapshot() {
        let scripts: Vec<TaskScript> = CATALOGUE
            .iter()
            .map(|t| t.instances(1)[0].script())
            .collect();
        insta::assert_json_snapshot!(scripts);
    }
}
