//! An isolated world per frame, for the questions the DOM domain does not
//! answer: which nodes an XPath selects, which control a `<label>` labels,
//! which of an element's line fragments are empty and whether a click can
//! land on an element. Page scripts cannot reach an isolated world, so they
//! cannot change its `document.evaluate`, `HTMLLabelElement.control`,
//! `getClientRects` or `getComputedStyle`.

use std::collections::HashMap;

use chromiumoxide::cdp::browser_protocol::dom::{
    BackendNodeId, DescribeNodeParams, ResolveNodeParams,
};
use chromiumoxide::cdp::browser_protocol::page::{
    CreateIsolatedWorldParams, FrameId, GetFrameTreeParams,
};
use chromiumoxide::cdp::js_protocol::runtime::{
    CallFunctionOnParams, EvaluateParams, ExecutionContextId, RemoteObjectId,
};
use mimic_observe::chrome::Page;
use mimic_schema::Bounds;
use serde_json::Value;

use crate::dom::Backend;
use crate::{Error, cdp};

#[derive(Debug, Default)]
pub(crate) struct Worlds {
    top_frame: Option<String>,
    contexts: HashMap<String, i64>,
    /// Each frame's `devicePixelRatio`.
    pixel_ratios: HashMap<String, f64>,
}

/// What an XPath selects.
pub(crate) enum Selected {
    One(Backend),
    Count(usize),
}

impl Worlds {
    pub(crate) async fn top_frame(&mut self, page: &Page) -> Result<String, Error> {
        if let Some(id) = &self.top_frame {
            return Ok(id.clone());
        }
        let method = GetFrameTreeParams::IDENTIFIER;
        let tree: Value = cdp::send(page, method, GetFrameTreeParams::default()).await?;
        let id = tree
            .pointer("/frameTree/frame/id")
            .and_then(Value::as_str)
            .ok_or(Error::Unexpected {
                method,
                message: "no main frame id".into(),
            })?
            .to_owned();
        self.top_frame = Some(id.clone());
        Ok(id)
    }

    async fn context(&mut self, page: &Page, frame: &str) -> Result<i64, Error> {
        if let Some(id) = self.contexts.get(frame) {
            return Ok(*id);
        }
        let method = CreateIsolatedWorldParams::IDENTIFIER;
        let mut params = CreateIsolatedWorldParams::new(FrameId::new(frame));
        params.world_name = Some("mimic-fidelity".into());
        let answer: Value = cdp::send(page, method, params).await?;
        let id = answer
            .get("executionContextId")
            .and_then(Value::as_i64)
            .ok_or(Error::Unexpected {
                method,
                message: "no execution context id".into(),
            })?;
        self.contexts.insert(frame.to_owned(), id);
        Ok(id)
    }

    /// The zoom Chromium carries into `frame` from the iframes above it
    /// (`zoom: 0.75` on an iframe or its ancestors): its
    /// `devicePixelRatio` over the top frame's. `DOM.getBoxModel` gives the
    /// boxes of its nodes divided by it.
    pub(crate) async fn frame_zoom(&mut self, page: &Page, frame: &str) -> Result<f64, Error> {
        let top = self.top_frame(page).await?;
        let zoom = self.pixel_ratio(page, frame).await? / self.pixel_ratio(page, &top).await?;
        Ok(if zoom.is_finite() && zoom > 0.0 {
            zoom
        } else {
            1.0
        })
    }

    async fn pixel_ratio(&mut self, page: &Page, frame: &str) -> Result<f64, Error> {
        if let Some(ratio) = self.pixel_ratios.get(frame) {
            return Ok(*ratio);
        }
        let context = self.context(page, frame).await?;
        let mut params = EvaluateParams::new("devicePixelRatio");
        params.context_id = Some(ExecutionContextId::new(context));
        let answer: Value = cdp::send(page, EvaluateParams::IDENTIFIER, params).await?;
        let ratio = answer
            .pointer("/result/value")
            .and_then(Value::as_f64)
            .unwrap_or(1.0);
        self.pixel_ratios.insert(frame.to_owned(), ratio);
        Ok(ratio)
    }

    /// The nodes `xpath` selects in the document of `frame`.
    pub(crate) async fn xpath(
        &mut self,
        page: &Page,
        frame: &str,
        xpath: &str,
    ) -> Result<Selected, Error> {
        let context = self.context(page, frame).await?;
        let quoted = serde_json::to_string(xpath).unwrap_or_default();
        let expression = format!(
            "(() => {{ let r; try {{ r = document.evaluate({quoted}, document, null, \
             XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null); }} catch (e) {{ return 0; }} \
             return r.snapshotLength === 1 ? r.snapshotItem(0) : r.snapshotLength; }})()"
        );
        let mut params = EvaluateParams::new(expression);
        params.context_id = Some(ExecutionContextId::new(context));
        let answer: Value = cdp::send(page, EvaluateParams::IDENTIFIER, params).await?;
        let result = answer.get("result").cloned().unwrap_or_default();
        match result.get("objectId").and_then(Value::as_str) {
            Some(object) => Ok(self
                .describe(page, object)
                .await?
                .map_or(Selected::Count(0), Selected::One)),
            None => Ok(Selected::Count(
                result.get("value").and_then(Value::as_u64).unwrap_or(0) as usize,
            )),
        }
    }

    /// The control a `<label>` in `frame` labels (`HTMLLabelElement.control`).
    pub(crate) async fn label_control(
        &mut self,
        page: &Page,
        frame: &str,
        label: Backend,
    ) -> Result<Option<Backend>, Error> {
        let Some(object) = self.resolve(page, frame, label).await? else {
            return Ok(None);
        };
        let mut call = CallFunctionOnParams::new("function () { return this.control; }");
        call.object_id = Some(RemoteObjectId::new(object));
        let answer: Value = cdp::send(page, CallFunctionOnParams::IDENTIFIER, call).await?;
        match answer.pointer("/result/objectId").and_then(Value::as_str) {
            Some(control) => self.describe(page, control).await,
            None => Ok(None),
        }
    }

    /// For an element some of whose line fragments are empty and some not
    /// (`text <a href><p>…</p></a>` leaves one 0 px wide at the end of the
    /// line before the block): those with area, as
    /// `getBoundingClientRect` counts them, and the document element's
    /// border box, all in the frame's own coordinates. `None` for any
    /// other element.
    ///
    /// A fragment's area is its own, before the transforms above it: a
    /// fragment 0 px wide under a rotation has a client rect with area,
    /// the bounding box of a slanted line. Each rect is brought back
    /// through the linear part of those transforms (of the boxes they
    /// apply to, not inline ones; a box `w` x `h` turns
    /// into one `|a| w + |b| h` wide and `|c| w + |d| h` tall), except
    /// near 45 degrees, where that cannot be undone and the rect's own
    /// area counts.
    pub(crate) async fn shown_fragments(
        &mut self,
        page: &Page,
        frame: &str,
        element: Backend,
    ) -> Result<Option<(Vec<Bounds>, Bounds)>, Error> {
        const RECTS: &str = "function () { \
            let m = new DOMMatrix(); \
            for (let e = this; e; e = e.assignedSlot || e.parentElement || e.getRootNode().host) { \
                const s = getComputedStyle(e); \
                const applies = !['inline', 'contents', 'none'].includes(s.display); \
                if (s.transform !== 'none' && applies) m = new DOMMatrix(s.transform).multiply(m); } \
            const [a, b, c, d] = [m.a, m.c, m.b, m.d].map(Math.abs); \
            const det = a * d - b * c; \
            const shown = r => Math.abs(det) < 1e-3 ? r.width > 0 && r.height > 0 \
                : (d * r.width - b * r.height) / det > 1e-2 && (a * r.height - c * r.width) / det > 1e-2; \
            const all = [...this.getClientRects()]; \
            if (!all.some(shown) || all.every(shown)) return null; \
            const root = this.ownerDocument.documentElement.getBoundingClientRect(); \
            return [root, ...all.filter(shown)].flatMap(r => [r.x, r.y, r.width, r.height]); }";
        let answer = self.call_by_value(page, frame, element, RECTS).await?;
        let numbers: Vec<f64> = answer
            .as_ref()
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(Value::as_f64)
            .collect();
        let mut rects = numbers
            .chunks_exact(4)
            .map(|r| Bounds::new(r[0], r[1], r[2], r[3]));
        Ok(rects.next().map(|root| (rects.collect(), root)))
    }

    /// Whether a click can land on `element` itself: its computed
    /// `visibility` is `visible` and its `pointer-events` not `none`.
    pub(crate) async fn takes_clicks(
        &mut self,
        page: &Page,
        frame: &str,
        element: Backend,
    ) -> Result<bool, Error> {
        const TAKES: &str = "function () { \
            const s = getComputedStyle(this); \
            return s.visibility === 'visible' && s.pointerEvents !== 'none'; }";
        let answer = self.call_by_value(page, frame, element, TAKES).await?;
        Ok(answer.as_ref().and_then(Value::as_bool) == Some(true))
    }

    /// What `function` returns, called on `node` in this checker's
    /// isolated world of `frame`, as a value; `None` when the node cannot
    /// be resolved there.
    async fn call_by_value(
        &mut self,
        page: &Page,
        frame: &str,
        node: Backend,
        function: &str,
    ) -> Result<Option<Value>, Error> {
        let Some(object) = self.resolve(page, frame, node).await? else {
            return Ok(None);
        };
        let mut call = CallFunctionOnParams::new(function);
        call.object_id = Some(RemoteObjectId::new(object));
        call.return_by_value = Some(true);
        let answer: Value = cdp::send(page, CallFunctionOnParams::IDENTIFIER, call).await?;
        Ok(answer.pointer("/result/value").cloned())
    }

    /// A handle on `node` in this checker's isolated world of `frame`.
    async fn resolve(
        &mut self,
        page: &Page,
        frame: &str,
        node: Backend,
    ) -> Result<Option<String>, Error> {
        let context = self.context(page, frame).await?;
        let resolve = ResolveNodeParams::builder()
            .backend_node_id(BackendNodeId::new(node))
            .execution_context_id(ExecutionContextId::new(context))
            .build();
        let answer =
            cdp::try_send::<_, Value>(page, ResolveNodeParams::IDENTIFIER, resolve).await?;
        Ok(answer
            .as_ref()
            .and_then(|a| a.pointer("/object/objectId"))
            .and_then(Value::as_str)
            .map(str::to_owned))
    }

    async fn describe(&self, page: &Page, object: &str) -> Result<Option<Backend>, Error> {
        let params = DescribeNodeParams::builder()
            .object_id(RemoteObjectId::new(object))
            .build();
        let answer: Option<Value> =
            cdp::try_send(page, DescribeNodeParams::IDENTIFIER, params).await?;
        Ok(answer.and_then(|a| a.pointer("/node/backendNodeId").and_then(Value::as_i64)))
    }
}
