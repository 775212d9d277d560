//! A tab: navigation with bounded waits, and the "has it settled" check.

use std::time::Duration;

use serde::Deserialize;
use serde_json::json;

use super::{Error, cdp};

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
    url: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct IsolatedWorld {
    execution_context_id: i64,
}

impl Page {
    pub(crate) fn new(inner: chromiumoxide::Page, viewport: Viewport, timeout: Duration) -> Self {
        Self {
            inner,
            viewport,
            request_timeout: timeout,
            load_issues: Vec::new(),
            policy: LoadPolicy::default(),
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
        cdp::call(&self.inner, method, params, self.request_timeout).await
    }

    /// Loads `url` and waits for the page to settle. An unreachable URL is an
    /// error; a page whose `load` never fires within the policy's timeout is
    /// kept, and its next observation is marked partial (`load_timeout`).
    pub async fn goto(&mut self, url: &str) -> Result<(), Error> {
        self.load_issues.clear();
        let policy = self.policy;
        match tokio::time::timeout(policy.load_timeout, self.inner.goto(url)).await {
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
    /// (bounded by `settle_timeout`); records `settle_timeout` otherwise.
    pub async fn settle(&mut self) -> Result<(), Error> {
        let policy = self.policy;
        let expression = format!(
            "({SETTLE_JS})({}, {})",
            policy.quiet.as_millis(),
            policy.settle_timeout.as_millis()
        );
        let result = self
            .evaluate_isolated(&expression, policy.settle_timeout + self.request_timeout)
            .await?;
        let settled = result
            .pointer("/result/value/settled")
            .and_then(serde_json::Value::as_bool)
            .unwrap_or(false);
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
        let frame = self.main_frame().await?;
        let world: IsolatedWorld = cdp::call_as(
            &self.inner,
            "Page.createIsolatedWorld",
            json!({ "frameId": frame.id, "worldName": WORLD_NAME, "grantUniveralAccess": false }),
            self.request_timeout,
        )
        .await?;
        let result = cdp::call(
            &self.inner,
            "Runtime.evaluate",
            json!({
                "expression": expression,
                "contextId": world.execution_context_id,
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

    /// Closes the tab.
    pub async fn close(self) -> Result<(), Error> {
        let deadline = self.request_timeout;
        match tokio::time::timeout(deadline, self.inner.close()).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(Error::Cdp {
                method: "Target.closeTarget",
                message: e.to_string(),
            }),
            Err(_) => Err(Error::Timeout {
                what: "Target.closeTarget",
                after: deadline,
            }),
        }
    }
}
