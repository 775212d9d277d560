//! A tab: navigation with bounded waits, and the "has it settled" check.

use std::time::Duration;

use chromiumoxide::cdp::browser_protocol::page::{
    EventJavascriptDialogClosed, EventJavascriptDialogOpening,
};
use futures::StreamExt;
use serde::Deserialize;
use serde_json::json;
use tokio::sync::watch;

use super::{Error, cdp};
use crate::text::normalize_text;

/// Viewport size in CSS pixels and device scale factor.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Viewport {
    pub width: u32,
    pub height: u32,
    /// devicePixelRatio: screenshot pixels per CSS pixel.
    pub scale: f64,
}

impl Default for Viewport {
    fn default() -> Self {
        Self {
            width: 1280,
            height: 800,
            scale: 1.0,
        }
    }
}

/// How long navigation and settling may take.
#[derive(Debug, Clone, Copy)]
pub struct LoadPolicy {
    /// Longest wait for the `load` event.
    pub load_timeout: Duration,
    /// The page counts as settled after this long without a DOM mutation.
    pub quiet: Duration,
    /// Longest wait for quiet after load.
    pub settle_timeout: Duration,
}

impl Default for LoadPolicy {
    fn default() -> Self {
        Self {
            load_timeout: Duration::from_secs(15),
            quiet: Duration::from_millis(150),
            settle_timeout: Duration::from_secs(3),
        }
    }
}

/// A JavaScript dialog the page opened and nobody has answered yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JsDialog {
    /// `alert`, `confirm`, `prompt` or `beforeunload`.
    pub kind: String,
    /// The page's message, made safe to print ([`normalize_text`]).
    pub message: String,
}

impl std::fmt::Display for JsDialog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "a JavaScript {} dialog ({:?})", self.kind, self.message)
    }
}

/// Longest dialog message kept in errors, in characters.
const DIALOG_MESSAGE_MAX_CHARS: usize = 80;

/// The tab's dialogs as its CDP events tell them. Openings and closings
/// arrive on two event streams whose order between them is not kept, so
/// they are counted: dialogs are modal, one at a time, so one is open
/// exactly while more have opened than closed.
#[derive(Debug, Clone, Default)]
struct Dialogs {
    opened: u64,
    closed: u64,
    /// The last one to open.
    last: Option<JsDialog>,
}

impl Dialogs {
    fn open(&self) -> Option<&JsDialog> {
        (self.opened > self.closed)
            .then_some(self.last.as_ref())
            .flatten()
    }
}

/// A browser tab under observation.
#[derive(Debug)]
pub struct Page {
    inner: chromiumoxide::Page,
    viewport: Viewport,
    request_timeout: Duration,
    /// Why the last load is known to be unfinished (e.g. `load_timeout`);
    /// an observation carries these as partial reasons.
    load_issues: Vec<String>,
    policy: LoadPolicy,
    /// The dialogs so far, kept current from CDP events.
    dialog: watch::Receiver<Dialogs>,
    dialog_listener: tokio::task::JoinHandle<()>,
}

/// Injected into an isolated world (invisible to the page's own scripts):
/// resolves once fonts are ready, `readyState` is complete and no DOM
/// mutation happened for `quiet` ms, or after `max` ms. Two animation frames
/// at the end let the last layout reach the screen.
const SETTLE_JS: &str = r#"(quiet, max) => new Promise((resolve) => {
  const start = performance.now();
  let last = performance.now();
  const obs = new MutationObserver(() => { last = performance.now(); });
  obs.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const fontsReady = document.fonts ? document.fonts.ready : Promise.resolve();
  let fontsDone = false;
  fontsReady.then(() => { fontsDone = true; });
  const tick = () => {
    const now = performance.now();
    const timedOut = now - start >= max;
    const quietNow = fontsDone && document.readyState === 'complete' && now - last >= quiet;
    if (quietNow || timedOut) {
      obs.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => resolve({ settled: !timedOut })));
    } else {
      setTimeout(tick, Math.min(quiet, 50));
    }
  };
  tick();
})"#;

/// How long a tab that missed its load deadline gets to say where it is.
const PROBE_TIMEOUT: Duration = Duration::from_secs(2);

/// The isolated world mimic's own scripts run in.
const WORLD_NAME: &str = "mimic-observe";

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct FrameTree {
    frame_tree: FrameTreeNode,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct FrameTreeNode {
    frame: FrameInfo,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct FrameInfo {
    id: String,
    loader_id: String,
    url: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct IsolatedWorld {
    execution_context_id: i64,
}

impl Page {
    /// Wraps a fresh tab and starts following its JavaScript dialogs
    /// (chromiumoxide has enabled the Page domain, which reports them).
    pub(crate) async fn attach(
        inner: chromiumoxide::Page,
        viewport: Viewport,
        timeout: Duration,
    ) -> Result<Self, Error> {
        let listen_err = |e: chromiumoxide::error::CdpError| Error::Cdp {
            method: "event_listener",
            message: e.to_string(),
        };
        let opened = inner
            .event_listener::<EventJavascriptDialogOpening>()
            .await
            .map_err(listen_err)?
            .map(|e| {
                Some(JsDialog {
                    kind: e.r#type.as_ref().to_string(),
                    message: normalize_text(&e.message, DIALOG_MESSAGE_MAX_CHARS)
                        .unwrap_or_default(),
                })
            });
        let closed = inner
            .event_listener::<EventJavascriptDialogClosed>()
            .await
            .map_err(listen_err)?
            .map(|_| None);
        let (tx, dialog) = watch::channel(Dialogs::default());
        let mut events = futures::stream::select(opened, closed);
        let dialog_listener = tokio::spawn(async move {
            while let Some(event) = events.next().await {
                tx.send_modify(|dialogs| match event {
                    Some(opened) => {
                        dialogs.opened += 1;
                        dialogs.last = Some(opened);
                    }
                    None => dialogs.closed += 1,
                });
            }
        });

        Ok(Self {
            inner,
            viewport,
            request_timeout: timeout,
            load_issues: Vec::new(),
            policy: LoadPolicy::default(),
            dialog,
            dialog_listener,
        })
    }

    /// The JavaScript dialog the page shows now, if any.
    pub fn open_dialog(&self) -> Option<JsDialog> {
        self.dialog.borrow().open().cloned()
    }

    /// Runs `work` unless a JavaScript dialog is or becomes open: then it
    /// is dropped and the answer is [`Error::DialogOpen`] at once, instead
    /// of a timeout (the page answers nothing while a dialog is open).
    pub(crate) async fn unless_dialog<T>(
        &self,
        work: impl std::future::Future<Output = Result<T, Error>>,
    ) -> Result<T, Error> {
        let mut dialog = self.dialog.clone();
        let opened = async {
            match dialog.wait_for(|d| d.open().is_some()).await {
                Ok(state) => state.open().cloned(),
                // The listener ended (tab gone): let `work` report that.
                Err(_) => std::future::pending().await,
            }
        };
        tokio::select! {
            biased;
            Some(d) = opened => Err(Error::DialogOpen(d)),
            result = work => result,
        }
    }

    /// The chromiumoxide page, e.g. to dispatch input events.
    pub fn cdp(&self) -> &chromiumoxide::Page {
        &self.inner
    }

    pub fn viewport(&self) -> Viewport {
        self.viewport
    }

    pub(crate) fn request_timeout(&self) -> Duration {
        self.request_timeout
    }

    /// For the DOM snapshot and the accessibility tree, which grow with the
    /// page.
    pub(crate) fn large_payload_timeout(&self) -> Duration {
        self.request_timeout * 3
    }

    /// Reasons the page's load is known to be unfinished.
    pub fn load_issues(&self) -> &[String] {
        &self.load_issues
    }

    /// The waits [`Page::goto`] and [`Page::settle`] use now.
    pub fn load_policy(&self) -> LoadPolicy {
        self.policy
    }

    /// Replaces the waits used by [`Page::goto`] and [`Page::settle`].
    pub fn set_load_policy(&mut self, policy: LoadPolicy) {
        self.policy = policy;
    }

    /// Sends any CDP method to this tab and returns its raw JSON result,
    /// waiting at most the request timeout.
    pub async fn call(
        &self,
        method: &'static str,
        params: serde_json::Value,
    ) -> Result<serde_json::Value, Error> {
        self.unless_dialog(cdp::call(&self.inner, method, params, self.request_timeout))
            .await
    }

    /// Answers the open JavaScript dialog as a person would: accept (typing
    /// `prompt_text` into a `prompt` first) or dismiss. Returns once the
    /// tab has reported the dialog closed: the answer to the command comes
    /// before that event, and until the event the tab still counts the
    /// dialog as open (the next command would be refused).
    pub async fn answer_dialog(
        &self,
        accept: bool,
        prompt_text: Option<&str>,
    ) -> Result<(), Error> {
        let answered = self.dialog.borrow().opened;
        let mut params = serde_json::json!({ "accept": accept });
        if let Some(text) = prompt_text {
            params["promptText"] = serde_json::Value::from(text);
        }
        cdp::call(
            &self.inner,
            "Page.handleJavaScriptDialog",
            params,
            self.request_timeout,
        )
        .await?;
        let mut dialog = self.dialog.clone();
        let closed = dialog.wait_for(|d| d.closed >= answered);
        match tokio::time::timeout(self.request_timeout, closed).await {
            Ok(Ok(_)) => Ok(()),
            // The listener ended: the tab is gone, which the next command
            // reports.
            Ok(Err(_)) => Ok(()),
            Err(_) => Err(Error::Timeout {
                what: "Page.javascriptDialogClosed after the answer",
                after: self.request_timeout,
            }),
        }
    }

    /// Loads `url` and waits for the page to settle. An unreachable URL is an
    /// error, and so is a JavaScript dialog opening meanwhile
    /// ([`Error::DialogOpen`]); a page whose `load` never fires within the
    /// policy's timeout is kept, and its next observation is marked partial
    /// (`load_timeout`).
    pub async fn goto(&mut self, url: &str) -> Result<(), Error> {
        self.load_issues.clear();
        let policy = self.policy;
        // A dialog while loading (an `alert` in an inline script) stops the
        // load until it is answered: say so now rather than at the deadline.
        let load = async {
            Ok::<_, Error>(tokio::time::timeout(policy.load_timeout, self.inner.goto(url)).await)
        };
        match self.unless_dialog(load).await? {
            Ok(Ok(_)) => {}
            Ok(Err(chromiumoxide::error::CdpError::ChromeMessage(text))) => {
                return Err(Error::Navigation {
                    url: url.to_string(),
                    message: text,
                });
            }
            Ok(Err(chromiumoxide::error::CdpError::Timeout)) => {
                self.load_issues.push("load_timeout".into());
            }
            Ok(Err(e)) => {
                return Err(Error::Navigation {
                    url: url.to_string(),
                    message: e.to_string(),
                });
            }
            Err(_) => self.load_issues.push("load_timeout".into()),
        }
        if !self.load_issues.is_empty() {
            // The navigation may not even have committed: then there is no
            // page of `url` to observe.
            // While a navigation waits for its first byte the tab may not
            // answer at all; that, too, means nothing of `url` is there.
            let probe = tokio::time::timeout(PROBE_TIMEOUT, self.main_frame()).await;
            let committed = matches!(&probe, Ok(Ok(frame)) if frame.url != "about:blank");
            if !committed && url != "about:blank" {
                return Err(Error::Navigation {
                    url: url.to_string(),
                    message: format!(
                        "no response within {:?} (the page never started loading)",
                        policy.load_timeout
                    ),
                });
            }
        }
        self.settle().await
    }

    /// Waits until the DOM has been quiet for the policy's `quiet` time
    /// (bounded by `settle_timeout`); records `settle_timeout` otherwise. A
    /// page that loads a new document meanwhile (its scripts' world goes
    /// with the old one) is settled again, within the same time.
    pub async fn settle(&mut self) -> Result<(), Error> {
        let policy = self.policy;
        let until = tokio::time::Instant::now() + policy.settle_timeout;
        let settled = loop {
            let (before, _) = self.document().await?;
            let left = until.saturating_duration_since(tokio::time::Instant::now());
            let expression = format!(
                "({SETTLE_JS})({}, {})",
                policy.quiet.as_millis(),
                left.as_millis()
            );
            match self
                .evaluate_isolated(&expression, left + self.request_timeout)
                .await
            {
                Ok(result) => {
                    break result
                        .pointer("/result/value/settled")
                        .and_then(serde_json::Value::as_bool)
                        .unwrap_or(false);
                }
                Err(e @ Error::DialogOpen(_)) => return Err(e),
                Err(e) => {
                    let moved = self
                        .document()
                        .await
                        .is_ok_and(|(after, _)| after != before);
                    if !moved {
                        return Err(e);
                    }
                    if left.is_zero() {
                        break false;
                    }
                }
            }
        };
        if !settled && !self.load_issues.iter().any(|r| r == "settle_timeout") {
            self.load_issues.push("settle_timeout".into());
        }
        Ok(())
    }

    async fn main_frame(&self) -> Result<FrameInfo, Error> {
        let tree: FrameTree = cdp::call_as(
            &self.inner,
            "Page.getFrameTree",
            json!({}),
            self.request_timeout,
        )
        .await?;
        Ok(tree.frame_tree.frame)
    }

    /// Evaluates `expression` in mimic's isolated world of the main frame
    /// (awaiting a promise result), so page scripts can neither see nor
    /// forge it.
    pub(crate) async fn evaluate_isolated(
        &self,
        expression: &str,
        deadline: Duration,
    ) -> Result<serde_json::Value, Error> {
        self.unless_dialog(async {
            let context = self.isolated_context().await?;
            self.evaluate_in(context, expression, deadline).await
        })
        .await
    }

    /// The execution context of mimic's isolated world in the main frame's
    /// current document.
    pub(crate) async fn isolated_context(&self) -> Result<i64, Error> {
        let frame = self.main_frame().await?;
        self.isolated_context_of(&frame.id).await
    }

    /// The execution context of mimic's isolated world in frame
    /// `frame_id`'s current document.
    pub(crate) async fn isolated_context_of(&self, frame_id: &str) -> Result<i64, Error> {
        let world: IsolatedWorld = cdp::call_as(
            &self.inner,
            "Page.createIsolatedWorld",
            json!({ "frameId": frame_id, "worldName": WORLD_NAME, "grantUniveralAccess": false }),
            self.request_timeout,
        )
        .await?;
        Ok(world.execution_context_id)
    }

    /// Evaluates `expression` in `context` (from [`Page::isolated_context`]).
    pub(crate) async fn evaluate_in(
        &self,
        context: i64,
        expression: &str,
        deadline: Duration,
    ) -> Result<serde_json::Value, Error> {
        let result = cdp::call(
            &self.inner,
            "Runtime.evaluate",
            json!({
                "expression": expression,
                "contextId": context,
                "awaitPromise": true,
                "returnByValue": true,
                "silent": true,
            }),
            deadline,
        )
        .await?;
        if let Some(exception) = result.get("exceptionDetails") {
            return Err(Error::Cdp {
                method: "Runtime.evaluate",
                message: exception.to_string(),
            });
        }
        Ok(result)
    }

    /// Sends `method` without waiting for its answer. For undoing what an
    /// interrupted observation changed while a dialog blocks the page: the
    /// tab runs queued commands in order once the dialog is answered.
    pub(crate) fn send_later(&self, method: &'static str, params: serde_json::Value) {
        let page = self.inner.clone();
        let deadline = self.request_timeout;
        tokio::spawn(async move {
            let _ = cdp::call(&page, method, params, deadline).await;
        });
    }

    /// Where the main frame is now: its document's loader id and URL. A
    /// new document (not a same-document navigation) gets a new loader id.
    pub(crate) async fn document(&self) -> Result<(String, String), Error> {
        let frame = self.unless_dialog(self.main_frame()).await?;
        Ok((frame.loader_id, frame.url))
    }

    /// Closes the tab, also with a dialog open. `Target.closeTarget`, not
    /// `Page.close`: that runs `beforeunload` handlers, and a page's prompt
    /// would keep the tab open.
    pub async fn close(self) -> Result<(), Error> {
        let params = json!({ "targetId": self.inner.target_id() });
        if self.open_dialog().is_some() {
            // The tab closes (dismissing the dialog) but its answer is lost
            // with it: do not wait for one.
            self.send_later("Target.closeTarget", params);
            return Ok(());
        }
        cdp::call(
            &self.inner,
            "Target.closeTarget",
            params,
            self.request_timeout,
        )
        .await
        .map(|_| ())
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        self.dialog_listener.abort();
    }
}
