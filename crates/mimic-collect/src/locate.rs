//! Resolving a task's [`Locator`] in a live Chromium tab.
//!
//! What each kind matches is stated in `docs/tasks.md` ("Locators"). The
//! search runs in an isolated world of the searched frame (`locate.js`), so
//! page scripts can neither see it nor change the prototypes it uses; roles
//! and accessible names come from Chromium's accessibility tree
//! (`Accessibility.queryAXTree`), not from a re-implementation. A
//! [`Located`] element stays a remote object in that world: [`call_on`]
//! asks it questions there.

use futures::StreamExt;
use mimic_observe::chrome::{Error as ChromeError, Page};
use mimic_schema::Bounds;
use mimic_task::{Locator, LocatorKind, LocatorProblem};
use serde::Deserialize;
use serde_json::{Value, json};

/// The search itself, one function for every kind (see its header).
const LOCATE_JS: &str = include_str!("locate.js");

/// The isolated world the search and [`call_on`] run in.
const WORLD_NAME: &str = "mimic-locate";

/// Accessibility nodes resolved to elements at once.
const IN_FLIGHT: usize = 64;

/// One element found by a locator.
#[derive(Debug, Clone)]
pub struct Located {
    /// The element, a remote object in the isolated world of its frame.
    object_id: String,
    /// That world's execution context.
    context: i64,
    /// Where its frame's viewport starts in the top-level viewport.
    frame_offset: (f64, f64),
    /// Border box in its frame's viewport when it was located.
    rect: Bounds,
    description: String,
}

impl Located {
    /// Border box in top-level viewport CSS px (frame offsets applied), as
    /// it was when the element was located.
    pub fn bounds(&self) -> Bounds {
        Bounds {
            x: self.rect.x + self.frame_offset.0,
            y: self.rect.y + self.frame_offset.1,
            ..self.rect
        }
    }

    /// Where the element's frame's viewport starts in the top-level
    /// viewport, in CSS px: add it to rects [`call_on`] measures.
    pub fn frame_offset(&self) -> (f64, f64) {
        self.frame_offset
    }

    /// The element's remote object id, for raw CDP calls on it
    /// (`DOM.getBoxModel`, `DOM.focus`, `DOM.scrollIntoViewIfNeeded`).
    pub fn object_id(&self) -> &str {
        &self.object_id
    }

    /// A readable name of the element, as errors write it (`button "Save"`).
    pub fn description(&self) -> &str {
        &self.description
    }
}

/// Why a locator found no single element, or could not be resolved.
#[derive(Debug, thiserror::Error)]
pub enum LocateError {
    #[error("{locator}: {problem}")]
    Invalid {
        locator: String,
        problem: LocatorProblem,
    },
    #[error("nothing matches {locator}{}", closest_list(closest))]
    NotFound {
        locator: String,
        closest: Vec<String>,
    },
    #[error(
        "{count} elements match {locator}: add nth or narrow it{}",
        closest_list(closest)
    )]
    Several {
        locator: String,
        count: usize,
        closest: Vec<String>,
    },
    #[error("{locator}: only {count} elements match{}", closest_list(closest))]
    NthOutOfRange {
        locator: String,
        count: usize,
        closest: Vec<String>,
    },
    #[error("the frame of {locator} is not an iframe but {element}")]
    NotAFrame { locator: String, element: String },
    #[error(
        "the frame of {locator} shows {url}, another origin: only same-origin frames can be searched"
    )]
    CrossOriginFrame { locator: String, url: String },
    #[error("{locator}: not a valid CSS selector ({message})")]
    BadSelector { locator: String, message: String },
    #[error("the script run on {element} failed: {message}")]
    Script { element: String, message: String },
    #[error("CDP {method} answered unexpectedly: {message}")]
    Unexpected {
        method: &'static str,
        message: String,
    },
    #[error(transparent)]
    Chrome(#[from] ChromeError),
}

impl LocateError {
    /// This error, met while resolving the frame of `outer`, says so.
    fn into_frame_of(self, outer: &Locator) -> Self {
        let note = |locator: String| format!("{locator} (the frame of {outer})");
        match self {
            Self::NotFound { locator, closest } => Self::NotFound {
                locator: note(locator),
                closest,
            },
            Self::Several {
                locator,
                count,
                closest,
            } => Self::Several {
                locator: note(locator),
                count,
                closest,
            },
            Self::NthOutOfRange {
                locator,
                count,
                closest,
            } => Self::NthOutOfRange {
                locator: note(locator),
                count,
                closest,
            },
            other => other,
        }
    }
}

fn closest_list(closest: &[String]) -> String {
    if closest.is_empty() {
        "; the page has nothing close".into()
    } else {
        format!("; closest: {}", closest.join("; "))
    }
}

/// Every element `locator` matches, in document order (0..n); with `nth`,
/// only that one (none if fewer match). `within` limits the search to that
/// element's descendants (its open shadow tree included).
pub async fn locate_all(
    page: &Page,
    locator: &Locator,
    within: Option<&Located>,
) -> Result<Vec<Located>, LocateError> {
    Ok(search(page, locator, within).await?.elements)
}

/// The one element `locator` matches (or its `nth` match). None or several
/// are errors naming the closest elements the page has.
pub async fn locate_one(
    page: &Page,
    locator: &Locator,
    within: Option<&Located>,
) -> Result<Located, LocateError> {
    let mut found = search(page, locator, within).await?;
    let name = locator.to_string();
    match (found.elements.len(), found.total, locator.nth) {
        (1, 1, _) | (1, _, Some(_)) => Ok(found.elements.remove(0)),
        (_, 0, _) => Err(LocateError::NotFound {
            closest: closest(page, &found.scope, locator).await?,
            locator: name,
        }),
        (_, count, None) => Err(LocateError::Several {
            locator: name,
            count,
            closest: found
                .elements
                .iter()
                .take(3)
                .enumerate()
                .map(|(i, e)| format!("{} (nth {i})", e.description))
                .collect(),
        }),
        (_, count, Some(_)) => {
            // Name the first matches: the author sees what nth counts.
            let all = Locator {
                nth: None,
                ..locator.clone()
            };
            let first = search(page, &all, within).await?.elements;
            Err(LocateError::NthOutOfRange {
                locator: name,
                count,
                closest: first
                    .iter()
                    .take(3)
                    .enumerate()
                    .map(|(i, e)| format!("{} (nth {i})", e.description))
                    .collect(),
            })
        }
    }
}

/// Runs `function` (a JS function declaration, `function (a, b) {...}`,
/// `this` = the element) on the element in its isolated world, awaiting a
/// promise, and returns its JSON value (`null` for `undefined`).
pub async fn call_on(
    page: &Page,
    element: &Located,
    function: &str,
    args: &[Value],
) -> Result<Value, LocateError> {
    let args: Vec<Value> = args.iter().map(|v| json!({ "value": v })).collect();
    let answer = page
        .call(
            "Runtime.callFunctionOn",
            json!({
                "functionDeclaration": function,
                "objectId": element.object_id,
                "arguments": args,
                "returnByValue": true,
                "awaitPromise": true,
                "silent": true,
            }),
        )
        .await?;
    if let Some(exception) = answer.get("exceptionDetails") {
        return Err(LocateError::Script {
            element: element.description.clone(),
            message: exception_text(exception),
        });
    }
    Ok(answer
        .pointer("/result/value")
        .cloned()
        .unwrap_or(Value::Null))
}

fn exception_text(exception: &Value) -> String {
    exception
        .pointer("/exception/description")
        .or_else(|| exception.get("text"))
        .and_then(Value::as_str)
        .unwrap_or("exception")
        .to_string()
}

/// Where a search runs: a frame's isolated world, and the element whose
/// descendants are searched (`None`: the whole document).
#[derive(Debug, Clone)]
struct Scope {
    context: i64,
    root: Option<String>,
    frame_offset: (f64, f64),
}

struct Found {
    scope: Scope,
    /// Matches in all, before `nth`.
    total: usize,
    elements: Vec<Located>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct FindInfo {
    total: usize,
    items: Vec<FindItem>,
    bad_selector: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct FindItem {
    x: f64,
    y: f64,
    width: f64,
    height: f64,
    desc: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct AxNode {
    ignored: bool,
    role: Option<AxValue>,
    name: Option<AxValue>,
    #[serde(rename = "backendDOMNodeId")]
    backend_dom_node_id: Option<i64>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct AxValue {
    value: Value,
}

impl AxNode {
    fn role(&self) -> &str {
        self.role
            .as_ref()
            .and_then(|v| v.value.as_str())
            .unwrap_or_default()
    }

    fn given(&self) -> Value {
        let name = self.name.as_ref().and_then(|v| v.value.as_str());
        json!({ "role": self.role(), "name": name.unwrap_or_default(), "ignored": self.ignored })
    }
}

/// What the search script gets to know about the locator.
fn spec(locator: &Locator, kind: LocatorKind) -> Value {
    let (kind, value) = match kind {
        LocatorKind::Role => ("role", &locator.role),
        LocatorKind::Label => ("label", &locator.label),
        LocatorKind::Text => ("text", &locator.text),
        LocatorKind::Placeholder => ("placeholder", &locator.placeholder),
        LocatorKind::TestId => ("testId", &locator.test_id),
        LocatorKind::Css => ("css", &locator.css),
    };
    json!({
        "kind": kind,
        "value": value,
        "role": locator.role,
        "name": locator.name,
        "exact": locator.exact.unwrap_or(false),
        "nth": locator.nth,
    })
}

async fn search(
    page: &Page,
    locator: &Locator,
    within: Option<&Located>,
) -> Result<Found, LocateError> {
    let kind = locator.check().map_err(|problem| LocateError::Invalid {
        locator: locator.to_string(),
        problem,
    })?;
    let scope = scope(page, locator, within).await?;
    let spec = spec(locator, kind);
    let mut args = vec![json!({ "value": "find" }), json!({ "value": spec })];
    if kind == LocatorKind::Role {
        let (nodes, objects) = role_elements(page, &scope, locator).await?;
        args.push(json!({ "value": nodes }));
        args.extend(objects.into_iter().map(|o| json!({ "objectId": o })));
    } else {
        args.push(json!({ "value": [] }));
    }
    let answer = run(page, &scope, args, false).await?;
    let array = answer
        .pointer("/result/objectId")
        .and_then(Value::as_str)
        .ok_or_else(|| unexpected("Runtime.callFunctionOn", "no array returned"))?
        .to_string();
    let properties = page
        .call(
            "Runtime.getProperties",
            json!({ "objectId": array, "ownProperties": true }),
        )
        .await;
    page.call("Runtime.releaseObject", json!({ "objectId": array }))
        .await?;
    let mut entries: Vec<(usize, &Value)> = Vec::new();
    let properties = properties?;
    for p in properties
        .get("result")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        if let Some(i) = p
            .get("name")
            .and_then(Value::as_str)
            .and_then(|n| n.parse().ok())
        {
            entries.push((i, p.get("value").unwrap_or(&Value::Null)));
        }
    }
    entries.sort_by_key(|(i, _)| *i);
    let info: FindInfo = entries
        .first()
        .and_then(|(_, v)| v.get("value"))
        .and_then(Value::as_str)
        .and_then(|s| serde_json::from_str(s).ok())
        .ok_or_else(|| unexpected("Runtime.getProperties", "no search summary"))?;
    if let Some(message) = info.bad_selector {
        return Err(LocateError::BadSelector {
            locator: locator.to_string(),
            message,
        });
    }
    let mut elements = Vec::with_capacity(info.items.len());
    for ((_, value), item) in entries.iter().skip(1).zip(info.items) {
        let object_id = value
            .get("objectId")
            .and_then(Value::as_str)
            .ok_or_else(|| unexpected("Runtime.getProperties", "a match is no object"))?;
        elements.push(Located {
            object_id: object_id.to_string(),
            context: scope.context,
            frame_offset: scope.frame_offset,
            rect: Bounds {
                x: item.x,
                y: item.y,
                width: item.width,
                height: item.height,
            },
            description: item.desc,
        });
    }
    Ok(Found {
        scope,
        total: info.total,
        elements,
    })
}

/// Runs the search script in `scope` with `args` (CDP call arguments).
async fn run(
    page: &Page,
    scope: &Scope,
    args: Vec<Value>,
    by_value: bool,
) -> Result<Value, LocateError> {
    let mut params = json!({
        "functionDeclaration": LOCATE_JS,
        "arguments": args,
        "returnByValue": by_value,
        "silent": true,
    });
    match &scope.root {
        Some(object) => params["objectId"] = json!(object),
        None => params["executionContextId"] = json!(scope.context),
    }
    let answer = page.call("Runtime.callFunctionOn", params).await?;
    if let Some(exception) = answer.get("exceptionDetails") {
        return Err(unexpected(
            "Runtime.callFunctionOn",
            &exception_text(exception),
        ));
    }
    Ok(answer)
}

/// The closest elements the searched part of the page has, as
/// `desc (reason)`.
async fn closest(
    page: &Page,
    scope: &Scope,
    locator: &Locator,
) -> Result<Vec<String>, LocateError> {
    let Ok(kind) = locator.check() else {
        return Ok(Vec::new());
    };
    let nodes = if kind == LocatorKind::Role {
        let root = root_object(page, scope).await?;
        let nodes = ax_nodes(page, &root, None).await;
        release(page, scope, &root).await?;
        nodes?.iter().map(AxNode::given).collect()
    } else {
        Vec::new()
    };
    let args = vec![
        json!({ "value": "closest" }),
        json!({ "value": spec(locator, kind) }),
        json!({ "value": nodes }),
    ];
    let answer = run(page, scope, args, true).await?;
    let text = answer
        .pointer("/result/value")
        .and_then(Value::as_str)
        .unwrap_or("[]");
    serde_json::from_str(text).map_err(|e| unexpected("Runtime.callFunctionOn", &e.to_string()))
}

/// The search scope: the frame `locator.frame` names (found within
/// `within`), else `within`, else the top document.
async fn scope(
    page: &Page,
    locator: &Locator,
    within: Option<&Located>,
) -> Result<Scope, LocateError> {
    if let Some(frame) = &locator.frame {
        let owner = Box::pin(locate_one(page, frame, within))
            .await
            .map_err(|e| e.into_frame_of(locator))?;
        return enter_frame(page, locator, &owner).await;
    }
    if let Some(within) = within {
        return Ok(Scope {
            context: within.context,
            root: Some(within.object_id.clone()),
            frame_offset: within.frame_offset,
        });
    }
    let tree = page.call("Page.getFrameTree", json!({})).await?;
    let frame = tree
        .pointer("/frameTree/frame/id")
        .and_then(Value::as_str)
        .ok_or_else(|| unexpected("Page.getFrameTree", "no main frame id"))?;
    Ok(Scope {
        context: isolated_world(page, frame).await?,
        root: None,
        frame_offset: (0.0, 0.0),
    })
}

/// The document an `<iframe>` shows, if it is same-origin: its isolated
/// world, and where its viewport (the iframe's content box) starts.
async fn enter_frame(
    page: &Page,
    locator: &Locator,
    owner: &Located,
) -> Result<Scope, LocateError> {
    let probe = call_on(
        page,
        owner,
        "function () {
          if (this.localName !== 'iframe' && this.localName !== 'frame') return null;
          const r = this.getBoundingClientRect();
          const s = getComputedStyle(this);
          const px = (v) => parseFloat(v) || 0;
          return { sameOrigin: this.contentDocument !== null, url: this.src,
            x: r.left + px(s.borderLeftWidth) + px(s.paddingLeft),
            y: r.top + px(s.borderTopWidth) + px(s.paddingTop) };
        }",
        &[],
    )
    .await?;
    if probe.is_null() {
        return Err(LocateError::NotAFrame {
            locator: locator.to_string(),
            element: owner.description.clone(),
        });
    }
    if probe.get("sameOrigin") != Some(&Value::Bool(true)) {
        return Err(LocateError::CrossOriginFrame {
            locator: locator.to_string(),
            url: probe
                .get("url")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string(),
        });
    }
    let node = page
        .call("DOM.describeNode", json!({ "objectId": owner.object_id }))
        .await?;
    let frame = node
        .pointer("/node/frameId")
        .and_then(Value::as_str)
        .ok_or_else(|| unexpected("DOM.describeNode", "the iframe has no frame id"))?;
    let at = |k: &str| probe.get(k).and_then(Value::as_f64).unwrap_or(0.0);
    Ok(Scope {
        context: isolated_world(page, frame).await?,
        root: None,
        frame_offset: (
            owner.frame_offset.0 + at("x"),
            owner.frame_offset.1 + at("y"),
        ),
    })
}

async fn isolated_world(page: &Page, frame: &str) -> Result<i64, LocateError> {
    let world = page
        .call(
            "Page.createIsolatedWorld",
            json!({ "frameId": frame, "worldName": WORLD_NAME, "grantUniveralAccess": false }),
        )
        .await?;
    world
        .get("executionContextId")
        .and_then(Value::as_i64)
        .ok_or_else(|| unexpected("Page.createIsolatedWorld", "no execution context id"))
}

/// The node the accessibility query starts from: `within`, or the document.
async fn root_object(page: &Page, scope: &Scope) -> Result<String, LocateError> {
    if let Some(root) = &scope.root {
        return Ok(root.clone());
    }
    let answer = page
        .call(
            "Runtime.evaluate",
            json!({ "expression": "document", "contextId": scope.context, "silent": true }),
        )
        .await?;
    answer
        .pointer("/result/objectId")
        .and_then(Value::as_str)
        .map(str::to_string)
        .ok_or_else(|| unexpected("Runtime.evaluate", "no document object"))
}

/// Lets go of an object [`root_object`] made (not `within`'s element).
async fn release(page: &Page, scope: &Scope, object: &str) -> Result<(), LocateError> {
    if scope.root.is_none() {
        page.call("Runtime.releaseObject", json!({ "objectId": object }))
            .await?;
    }
    Ok(())
}

/// Accessibility nodes under `root` (itself included), `role` only if set;
/// ignored ones too.
async fn ax_nodes(page: &Page, root: &str, role: Option<&str>) -> Result<Vec<AxNode>, LocateError> {
    let mut params = json!({ "objectId": root });
    if let Some(role) = role {
        params["role"] = json!(role);
    }
    let answer = page.call("Accessibility.queryAXTree", params).await?;
    let nodes = answer.get("nodes").cloned().unwrap_or(Value::Null);
    serde_json::from_value::<Option<Vec<AxNode>>>(nodes)
        .map(Option::unwrap_or_default)
        .map_err(|e| unexpected("Accessibility.queryAXTree", &e.to_string()))
}

/// The elements Chromium gives `locator.role`, not ignored, as objects in
/// the scope's world, with what the search script needs of each node. The
/// script keeps those in scope, whose name matches, in document order.
async fn role_elements(
    page: &Page,
    scope: &Scope,
    locator: &Locator,
) -> Result<(Vec<Value>, Vec<String>), LocateError> {
    let root = root_object(page, scope).await?;
    let nodes = ax_nodes(page, &root, locator.role.as_deref()).await;
    release(page, scope, &root).await?;
    let mut nodes: Vec<AxNode> = nodes?.into_iter().filter(|n| !n.ignored).collect();
    if locator.name.is_some() {
        // Resolve only the nodes whose name matches, asked of the script
        // so that names are compared by the one rule of every kind.
        let given: Vec<Value> = nodes.iter().map(AxNode::given).collect();
        let args = vec![
            json!({ "value": "names" }),
            json!({ "value": spec(locator, LocatorKind::Role) }),
            json!({ "value": given }),
        ];
        let answer = run(page, scope, args, true).await?;
        let keep: Vec<usize> = answer
            .pointer("/result/value")
            .and_then(Value::as_str)
            .and_then(|s| serde_json::from_str(s).ok())
            .ok_or_else(|| unexpected("Runtime.callFunctionOn", "no name matches returned"))?;
        let mut all: Vec<Option<AxNode>> = nodes.into_iter().map(Some).collect();
        nodes = keep
            .into_iter()
            .filter_map(|i| all.get_mut(i).and_then(Option::take))
            .collect();
    }
    let context = scope.context;
    let resolving = nodes
        .into_iter()
        .filter_map(|n| n.backend_dom_node_id.map(|id| (n, id)))
        .map(|(node, id)| async move {
            let answer = page
                .call(
                    "DOM.resolveNode",
                    json!({ "backendNodeId": id, "executionContextId": context }),
                )
                .await;
            (node, answer)
        });
    let mut results = futures::stream::iter(resolving).buffered(IN_FLIGHT);
    let (mut given, mut objects) = (Vec::new(), Vec::new());
    while let Some((node, answer)) = results.next().await {
        match answer {
            Ok(answer) => {
                if let Some(object) = answer.pointer("/object/objectId").and_then(Value::as_str) {
                    given.push(node.given());
                    objects.push(object.to_string());
                }
            }
            // A node of another document (the tree goes on into frames):
            // not in this scope.
            Err(ChromeError::Cdp { .. }) => {}
            Err(e) => return Err(e.into()),
        }
    }
    Ok((given, objects))
}

fn unexpected(method: &'static str, message: &str) -> LocateError {
    LocateError::Unexpected {
        method,
        message: message.to_string(),
    }
}
