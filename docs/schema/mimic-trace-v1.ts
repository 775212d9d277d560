// Generated from the Rust types of mimic-schema; do not edit.
// Regenerate: UPDATE_SCHEMA=1 cargo test -p mimic-schema --test schema_files

/**
 * One step of one trace: what the screen offered, what was done, what it hit.
 */
export type MimicTraceRecordV1 = { schema: SchemaTag, traceId: string, stepId: string, 
/**
 * RFC 3339 timestamp.
 */
createdAt: string, taskGoal: string, currentSubgoal: string, observation: MimicObservationV1, previousActions: Array<MimicActionV1>, chosenAction: MimicActionV1, 
/**
 * The gold answer: `mapping.candidateId` when matched, absent otherwise.
 */
chosenCandidateId?: string, mapping: MimicMappingV1, expectedEffect?: string, verification?: MimicVerificationV1, source: MimicSourceV1, 
/**
 * mimic's extension object; absent in records from the TypeScript side.
 */
mimic?: MimicExtensionV1, };

/**
 * Evidence about the chosen action that the sketch's `MimicActionV1` has
 * no field for.
 */
export type ActionExtV1 = { 
/**
 * For `type_text` and `press_key`: the element the platform delivered
 * the keys to (the key events' composed target, as the recorder saw
 * it), so the mapping need not infer it from a focus flag that may be
 * older than the keys.
 */
keyTarget?: KeyTargetV1, };

/**
 * An axis-aligned rectangle, origin top-left, in the observation's space.
 *
 * Containment is half-open: a point on the left or top edge is inside, a
 * point on the right or bottom edge is not, so two boxes that share an edge
 * never both contain a point on it.
 */
export type Bounds = { x: number, y: number, width: number, height: number, };

export type Browser = "chrome";

export type CandidateSource = "chrome_dom" | "ax" | "vision" | "manual";

export type Collector = "manual" | "deterministic_demo" | "human_replay";

/**
 * The coordinate space an observation's geometry is expressed in.
 */
export type CoordinateSpace = "chrome_dom" | "ax";

/**
 * What the deterministic demonstrator meant to hit: the ground truth the
 * mapping is checked against.
 */
export type DemonstratorExtV1 = { 
/**
 * The candidate the demonstrator aimed at; absent for a deliberate miss
 * or an action without a target.
 */
intendedCandidateId?: string, 
/**
 * The mapping status the demonstrator expects.
 */
expectedStatus: MappingStatus, 
/**
 * How the point was chosen (`center`, `jitter`, `inner_text`, `near_edge`,
 * `deliberate_miss`, ...).
 */
aim?: string, };

/**
 * Where an element is in a page, as the Chrome observer writes it into a
 * candidate's `metadata.framePath` and `metadata.selector`
 * (docs/observe-chrome.md): equal locators name the same element of the
 * same page state.
 */
export type ElementLocatorV1 = { 
/**
 * CSS selectors of the iframes from the top document; empty at top level.
 */
framePath?: Array<string>, 
/**
 * CSS selector within its document; shadow boundaries joined by ` >>> `.
 */
selector: string, };

/**
 * The element that received an action's keys: its locator in the
 * observer's syntax (so it is matched to the candidate that is this element,
 * not to one that looks like it), its tag, and its box when the keys came.
 * Never its value or text.
 */
export type KeyTargetV1 = { locator: ElementLocatorV1, 
/**
 * Lower-case tag name, as a candidate's `metadata.tag`.
 */
tag?: string, 
/**
 * Border box when the first key arrived, in the record's space.
 */
bounds?: Bounds, };

/**
 * Machine-readable side of the mapping decision.
 */
export type MappingExtV1 = { 
/**
 * Version of mimic-map's rules that produced the mapping.
 */
rulesVersion: string, 
/**
 * Stable reason code (listed in `docs/mapping.md`).
 */
reasonCode: string, 
/**
 * The candidates that tied, for `ambiguous`.
 */
tiedCandidateIds?: Array<string>, 
/**
 * `chosenAction.candidateId` disagreed with the geometry.
 */
claimDisagrees?: boolean, };

export type MappingStatus = "matched_candidate" | "no_target" | "ambiguous" | "outside_observed_bounds";

/**
 * Why a screenshot region was painted over.
 */
export type MaskReason = "sensitive_field" | "secret_value" | "secret_text" | "cross_origin_frame" | "page_changing";

/**
 * One painted-over region of a screenshot.
 */
export type MaskedRegionV1 = { bounds: Bounds, reason: MaskReason, };

/**
 * `MimicActionType` of the sketch.
 */
export type MimicActionType = "click" | "type_text" | "scroll" | "press_key" | "wait" | "no_target";

/**
 * One low-level action.
 */
export type MimicActionV1 = { type: MimicActionType, 
/**
 * What the action itself claimed to target (scripted or replayed actions).
 */
candidateId?: string, point?: Point, text?: string, direction?: ScrollDirection, key?: string, };

/**
 * One element the screen offered as a possible target.
 */
export type MimicCandidateV1 = { id: string, source: CandidateSource, role?: string, label?: string, text?: string, bounds: Bounds, enabled?: boolean, visible?: boolean, metadata?: Record<string, unknown>, };

/**
 * mimic's extension object (JSON key `mimic`): the facts the sketch has no
 * field for. Every member is optional so producers fill what they know.
 */
export type MimicExtensionV1 = { 
/**
 * Shape version of this object ([`EXTENSION_VERSION`]).
 */
version: number, 
/**
 * Task id (e.g. `todo.add-item`), the unit of the cross-task split.
 */
taskId?: string, 
/**
 * Site id (e.g. `todo`), the unit of the cross-site split.
 */
siteId?: string, 
/**
 * Instance of the task (seeded data, viewport): same instance, same page.
 */
instanceId?: string, 
/**
 * Which collection of the instance this is (`run-1`, `run-2`, ...).
 */
runId?: string, 
/**
 * 0-based position of this step in its trace.
 */
stepIndex?: number, observation?: ObservationExtV1, mapping?: MappingExtV1, 
/**
 * What the recorder saw of the chosen action beyond the sketch's fields.
 */
action?: ActionExtV1, demonstrator?: DemonstratorExtV1, redaction?: RedactionExtV1, 
/**
 * Set on a trace's last record: whether the trace completed or was
 * aborted. A trace whose last record lacks it did not finish.
 */
traceStatus?: TraceStatus, };

/**
 * Which candidate the chosen action hit (filled by mimic-map).
 */
export type MimicMappingV1 = { status: MappingStatus, candidateId?: string, 
/**
 * In the observation's own units; 0 inside a candidate.
 */
distancePx?: number, reason?: string, };

/**
 * What the screen offered just before the action.
 */
export type MimicObservationV1 = { 
/**
 * Relative to the output root, e.g. `screenshots/<sha256>.png`.
 */
screenshotPath?: string, screenshotSha256?: string, url?: string, title?: string, app?: string, windowTitle?: string, candidates: Array<MimicCandidateV1>, };

export type MimicSourceV1 = { collector: Collector, platform: Platform, browser?: Browser, };

export type MimicVerificationV1 = { status: VerificationStatus, summary?: string, };

/**
 * Geometry and quality facts of the observation.
 */
export type ObservationExtV1 = { 
/**
 * The space every point and bounds value of the record lives in.
 */
coordinateSpace: CoordinateSpace, 
/**
 * The observed area (viewport or screen rectangle) in that space.
 */
observedArea: Bounds, 
/**
 * Screenshot pixels per unit of the space (devicePixelRatio or backing
 * scale factor).
 */
scale: number, 
/**
 * Page scroll offset at observation time (document minus viewport).
 */
scrollOffset?: Point, 
/**
 * The candidate list is known to be incomplete.
 */
partial?: boolean, 
/**
 * Why it is partial (e.g. `node_limit`, `cross_origin_iframe`).
 */
partialReasons?: Array<string>, 
/**
 * The screen may have changed between observation and action.
 */
stale?: boolean, 
/**
 * Regions of the screenshot painted over before it was hashed and
 * stored: where (in the record's space) and why, never what they hid.
 */
maskedRegions?: Array<MaskedRegionV1>, 
/**
 * Regions of the screenshot whose pixels may show text that no secret
 * rule could read (a canvas, an image, a video, embedded content): a
 * credential drawn there is not masked. Where, and what kind, only.
 */
uncheckedRegions?: Array<UncheckedRegionV1>, };

/**
 * The sketch's `'macos'` plus `linux`, the one documented change to a sketch
 * enum: traces collected on Linux must not claim to be from macOS.
 */
export type Platform = "macos" | "linux";

/**
 * A point in the observation's coordinate space.
 */
export type Point = { x: number, y: number, };

export type RedactionExtV1 = { 
/**
 * Something in this record was replaced by the redaction marker.
 */
redacted: boolean, 
/**
 * JSON paths of the replaced values.
 */
paths?: Array<string>, };

/**
 * The record's `schema` tag. A single-variant enum, so a wrong string fails
 * to parse with a message naming the supported one.
 */
export type SchemaTag = "computer-use-mcp.mimic-trace.v1";

export type ScrollDirection = "up" | "down" | "left" | "right";

export type TraceStatus = "completed" | "aborted";

/**
 * What kind of pixels a region holds that the secret rules cannot read.
 */
export type UncheckedReason = "canvas" | "image" | "video" | "embedded_content";

/**
 * One region of a screenshot that the secret rules could not read.
 */
export type UncheckedRegionV1 = { bounds: Bounds, reason: UncheckedReason, };

export type VerificationStatus = "passed" | "failed" | "unknown";
