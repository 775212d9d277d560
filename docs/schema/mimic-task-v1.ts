// Generated from the Rust types of mimic-task; do not edit.
// Regenerate: UPDATE_SCHEMA=1 cargo test -p mimic-task --test schema_files

/**
 * One task: a goal on one site, where it starts, its parameters, and the
 * steps a person takes.
 */
export type MimicTaskV1 = { 
/**
 * Always `mimic.task.v1`.
 */
schema: string, 
/**
 * `site.task`, unique among the tasks of a run, e.g. `todo.add-item`.
 */
id: string, 
/**
 * The site the task runs on (records' `siteId`).
 */
site: string, 
/**
 * The task goal, a template (`{{param}}`).
 */
goal: string, start: Start, 
/**
 * The origin `start.path` is joined to (`http://localhost:3000`);
 * the collector's base-URL setting overrides it.
 */
baseUrl?: string, 
/**
 * Viewports every instance runs at (default 1280x800 and 820x640).
 */
viewports?: Array<ViewportSpec>, 
/**
 * Which instances exist (default seeds 1 to 4).
 */
instances?: InstancesSpec, 
/**
 * Parameters, drawn from the instance's seed in the order written.
 */
params?: { [key in string]: ParamSpec }, 
/**
 * Steps performed with real input before the first observation and not
 * recorded (a cookie banner, signing in with test credentials).
 */
setup?: Array<StepSpec>, 
/**
 * The recorded steps.
 */
steps: Array<StepSpec>, };

/**
 * Where the pointer goes: `"human"` (the demonstrator's seeded mix:
 * centre, a point away from the edges, near an edge), `"center"`, a fixed
 * point, a point near one edge, or the human mix that sometimes aims at a
 * part of the target (its text or icon).
 */
export type AimSpec = "human" | "center" | { "at": { x: number, y: number, } } | { "nearEdge": { edge: Edge, along: number, } } | { "part": { locator: Locator, what: InnerPart, } };

export type AttributeCheck = { target: Locator, name: string, equals: string, };

export type BlankKeyword = "blank";

/**
 * A check (exactly one field).
 */
export type CheckSpec = { "urlContains": string } | { "urlMatches": string } | { "urlUnchanged": boolean } | { "exists": Locator } | { "visible": Locator } | { "hidden": Locator } | { "enabled": Locator } | { "checked": Locator } | { "toggles": Locator } | { "focused": Locator } | { "inViewport": Locator } | { "text": TextCheck } | { "value": TextCheck } | { "attribute": AttributeCheck } | { "count": CountCheck } | { "script": string };

export type CountCheck = { target: Locator, equals: number, };

/**
 * `"accept"`, `"dismiss"`, or `{"prompt": "text"}`: type the text into a
 * `prompt()` and accept.
 */
export type DialogSpec = "accept" | "dismiss" | { "prompt": string };

export type Edge = "left" | "right" | "top" | "bottom";

export type InnerPart = "text" | "icon";

/**
 * Seeds (each draws the parameters) or listed parameter sets.
 */
export type InstancesSpec = { 
/**
 * Seeds `from` to `to`, both included.
 */
seeds?: SeedRange, 
/**
 * One instance per set; parameters a set does not give are drawn.
 */
sets?: Array<{ [key in string]: Scalar }>, };

/**
 * One element of the page, named the way a person would name it. Exactly
 * one of `role`, `label`, `text`, `placeholder`, `testId` and `css` is set.
 * Every kind searches open shadow roots too; `frame` scopes the search into
 * a same-origin iframe. A locator must match exactly one element, or name
 * which one with `nth`.
 */
export type Locator = { 
/**
 * The element's role as Chromium's accessibility tree reports it
 * (`button`, `link`, `textbox`, `checkbox`, `heading`, ...).
 */
role?: string, 
/**
 * With `role`: the accessible name Chromium computes.
 */
name?: string, 
/**
 * The control a `<label>` (or `aria-label`, `aria-labelledby`) with
 * this text names.
 */
label?: string, 
/**
 * The innermost element whose rendered text holds this text.
 */
text?: string, 
/**
 * The field whose `placeholder` holds this text.
 */
placeholder?: string, 
/**
 * The element whose `data-testid` is exactly this.
 */
testId?: string, 
/**
 * A CSS selector.
 */
css?: string, 
/**
 * Text comparisons (`name`, `label`, `text`, `placeholder`): `false`
 * (default) is a case-insensitive substring after collapsing white
 * space, `true` the whole text, case-sensitive.
 */
exact?: boolean, 
/**
 * Which match, counted from 0 in document order, when several match.
 */
nth?: number, 
/**
 * The `<iframe>` (same-origin) whose document is searched instead of
 * the top one.
 */
frame?: Locator, };

export type OneOrMany<T> = T | Array<T>;

/**
 * How a parameter gets its value.
 */
export type ParamSpec = { "value": Scalar } | { "pick": Array<Scalar> } | { "int": [number, number] } | { "chance": number } | { "sample": SampleSpec } | { "secret": SeededSecretSpec };

export type RepeatSpec = number | [number, number];

export type SampleSpec = { from: Array<Scalar>, count: number, };

/**
 * A parameter value written in the file.
 */
export type Scalar = number | boolean | string;

export type ScrollDirection = "up" | "down" | "left" | "right";

export type ScrollSpec = { direction: ScrollDirection, 
/**
 * Wheel notches (default 3).
 */
ticks?: number, 
/**
 * The element to scroll over (a scrolling container); by default a
 * blank point of the page.
 */
over?: Locator, };

export type SeedRange = { from: number, to: number, };

export type SeededSecretSpec = { prefix?: string, length: number, };

/**
 * Where an instance starts: `url`, or `path` on `serve`d folder or on the
 * base URL.
 */
export type Start = { 
/**
 * An absolute `http(s)://` or `file://` URL (a template).
 */
url?: string, 
/**
 * A folder, relative to the task file, that mimic serves on 127.0.0.1.
 */
serve?: string, 
/**
 * Path and query on the served folder or the base URL (a template).
 */
path?: string, };

/**
 * One step: an action (exactly one of `click` ... `wait`) or a block
 * (`chance`, `if`, `forEach` or `repeat`, with the steps it governs).
 */
export type StepSpec = { 
/**
 * What the step is for; later steps keep it until one sets another.
 */
subgoal?: string, 
/**
 * Click the element, or `"blank"`: empty space away from every
 * candidate (a deliberate miss).
 */
click?: Target, doubleClick?: Locator, 
/**
 * Move the pointer over the element (not recorded: v1 has no hover
 * action; its effect shows in the next observation).
 */
hover?: Locator, 
/**
 * Type this text into the focused field, key by key.
 */
type?: string, 
/**
 * Press a key or a chord: `Enter`, `Tab`, `Control+a`, `Shift+Tab`.
 */
press?: string, 
/**
 * Paste this text into the focused field (Control+V).
 */
paste?: string, scroll?: ScrollSpec, 
/**
 * Choose an option of this `<select>` (with `option`).
 */
select?: Locator, 
/**
 * With `select`: the option's label or value.
 */
option?: string, wait?: WaitSpec, 
/**
 * Where inside the target the pointer goes (default `"human"`).
 */
aim?: AimSpec, 
/**
 * What the step must achieve; each check must pass.
 */
expect?: OneOrMany<CheckSpec>, 
/**
 * The JavaScript dialog the step opens, and the answer.
 */
dialog?: DialogSpec, 
/**
 * Longest wait for the checks, in ms (default 3000).
 */
timeoutMs?: number, 
/**
 * Block: drawn when reached; `then` with this probability, else `else`.
 */
chance?: number, 
/**
 * Block: `then` when this parameter is true (a `chance` parameter or a
 * non-empty value), else `else`.
 */
if?: string, then?: Array<StepSpec>, else?: Array<StepSpec>, 
/**
 * Block: `steps` once per item of this list parameter, the item
 * named `as`.
 */
forEach?: string, as?: string, 
/**
 * Block: `steps` this many times (a number, or `[low, high]` drawn);
 * `{{index}}` counts from 0.
 */
repeat?: RepeatSpec, steps?: Array<StepSpec>, };

/**
 * A click target: an element, or `"blank"`.
 */
export type Target = BlankKeyword | Locator;

/**
 * `contains` or `equals` (exactly one).
 */
export type TextCheck = { target: Locator, contains?: string, equals?: string, };

export type ViewportSpec = { width: number, height: number, };

/**
 * What a `wait` step waits for (exactly one field).
 */
export type WaitSpec = { "navigation": boolean } | { "visible": Locator } | { "hidden": Locator } | { "quiet": number } | { "ms": number };
