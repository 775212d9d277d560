//! One observation of a page: candidates, geometry, screenshot.

use std::collections::HashMap;
use std::path::Path;
use std::time::{Duration, Instant};

use chromiumoxide::cdp::browser_protocol::page::EventFrameNavigated;
use futures::StreamExt;
use mimic_schema::scrub::scrub_text;
use mimic_schema::{
    Bounds, CandidateSource, CoordinateSpace, MaskReason, MaskedRegionV1, Metadata,
    MimicCandidateV1, MimicObservationV1, ObservationExtV1, Point,
};
use serde::Deserialize;
use serde_json::{Value, json};

use super::ax::{self, AxInfo};
use super::candidates::{self, Found};
use super::geometry::Geometry;
use super::masks::{self, FINGERPRINT_JS};
use super::page::Page;
use super::screenshot::{self, CaretUndo};
use super::snapshot;
use super::{Error, cdp};
use crate::Observation;
use crate::screenshot::{StoredScreenshot, png_dimensions};
use crate::text::{PAGE_TEXT_MAX_CHARS, normalize_text};

/// What to capture.
#[derive(Debug, Clone)]
pub struct ObserveOptions {
    /// Most candidates kept; beyond it the observation is partial
    /// (`node_limit`) and the ones on screen are kept first.
    pub max_candidates: usize,
    /// Take and store a screenshot.
    pub screenshot: bool,
    /// Pause CSS and Web animations (playback rate 0) while capturing, and
    /// resume them afterwards.
    pub pause_animations: bool,
}

impl Default for ObserveOptions {
    fn default() -> Self {
        Self {
            max_candidates: 5_000,
            screenshot: true,
            pause_animations: true,
        }
    }
}

/// How long the parts of an observation took.
#[derive(Debug, Clone, Copy, Default)]
pub struct Timings {
    /// DOM snapshot, geometry, rules and accessibility data.
    pub candidates: Duration,
    /// Capture (concurrent with the snapshot), masking, hashing, writing.
    pub screenshot: Duration,
    pub total: Duration,
    /// The page fingerprints taken before and after each capture, which
    /// tell whether the page changed between snapshot and screenshot (part
    /// of `candidates`).
    pub change_checks: Duration,
    /// How many times snapshot and screenshot were taken: more than one when
    /// the page changed between them.
    pub captures: usize,
    /// Where the time went, phase by phase.
    pub breakdown: Breakdown,
}

/// The phases of one observation (of its last capture, where the page
/// changed and it was taken again). Phases that run concurrently overlap:
/// snapshot and screenshot requests; accessibility and storing.
#[derive(Debug, Clone, Copy, Default)]
pub struct Breakdown {
    /// `Page.getLayoutMetrics`.
    pub layout_metrics: Duration,
    /// `DOMSnapshot.captureSnapshot`, with its answer parsed into JSON values.
    pub snapshot_call: Duration,
    /// Reading the snapshot's JSON values into mimic's node table.
    pub snapshot_decode: Duration,
    /// Finding shadow hosts (a script, or `DOM.getDocument`), only when
    /// the page has shadow trees.
    pub shadow_hosts: Duration,
    /// Reading iframe elements' content boxes and the zoom of elements
    /// without a box (`display: contents`), only when there are any.
    pub element_reads: Duration,
    /// `Page.captureScreenshot`, with hiding and showing a text caret.
    pub screenshot_call: Duration,
    /// Geometry and candidate rules.
    pub rules: Duration,
    /// Finding the regions to mask.
    pub masks: Duration,
    /// Chromium's computed roles and names, read by one script.
    pub computed_ax: Duration,
    /// Accessibility tree requests for the candidates the script left.
    pub ax_tree: Duration,
    /// Candidates the accessibility tree answered for (full tree or one
    /// request each).
    pub ax_tree_candidates: usize,
    /// Decoding the PNG, painting masks, encoding it again.
    pub masking: Duration,
    /// Hashing the PNG and writing it.
    pub hash_and_write: Duration,
}

/// One Chrome observation: the observer-neutral [`Observation`] (schema
/// object plus geometry extension), the stored screenshot, and timings.
#[derive(Debug, Clone)]
pub struct ChromeObservation {
    pub observed: Observation,
    pub screenshot: Option<StoredScreenshot>,
    /// How many regions were painted over in the screenshot (those of
    /// `masks` inside the image).
    pub masked_regions: usize,
    /// What was painted over and why (empty without a screenshot); the
    /// extension's `maskedRegions` too.
    pub masks: Vec<MaskedRegionV1>,
    pub timings: Timings,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct LayoutMetrics {
    css_layout_viewport: CssViewport,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct CssViewport {
    client_width: f64,
    client_height: f64,
}

/// Observes the page as it is now, without scrolling, focusing, hovering or
/// clicking. The screenshot (if asked for) goes to
/// `<out_dir>/screenshots/<sha256>.png` with sensitive fields painted over.
///
/// A JavaScript dialog that is or becomes open ends it at once with
/// [`Error::DialogOpen`] (the dialog is left alone: answering it would
/// change the page); a new document loaded meanwhile ends it with
/// [`Error::Navigated`].
pub async fn observe(
    page: &Page,
    options: &ObserveOptions,
    out_dir: &Path,
) -> Result<ChromeObservation, Error> {
    let started = Instant::now();
    let caret = CaretUndo::default();
    let result = page
        .unless_dialog(observe_document(page, options, out_dir, started, &caret))
        .await;
    if let Err(Error::DialogOpen(_)) = &result {
        // The tab runs nothing until the dialog is answered, then the
        // commands queued so far in order: the undo goes behind them.
        if options.pause_animations {
            page.send_later("Animation.setPlaybackRate", json!({ "playbackRate": 1.0 }));
        }
        caret.undo_later(page);
    }
    result
}

async fn observe_document(
    page: &Page,
    options: &ObserveOptions,
    out_dir: &Path,
    started: Instant,
    caret: &CaretUndo,
) -> Result<ChromeObservation, Error> {
    // Subscribed before the document is read, so no commit after it is missed.
    let mut commits = page
        .cdp()
        .event_listener::<EventFrameNavigated>()
        .await
        .map_err(|e| Error::Cdp {
            method: "event_listener",
            message: e.to_string(),
        })?;
    let (before, from) = page.document().await?;
    if options.pause_animations {
        set_playback_rate(page, 0.0).await?;
    }
    // Another document in the main frame makes the rest of the capture
    // worthless (and requests about the old one's nodes may only time out).
    let navigated = async {
        while let Some(commit) = commits.next().await {
            if commit.frame.parent_id.is_none() && commit.frame.loader_id.inner() != &before {
                return;
            }
        }
        std::future::pending::<()>().await;
    };
    let captured = tokio::select! {
        result = capture(page, options, out_dir, started, caret) => Some(result),
        () = navigated => None,
    };
    if options.pause_animations && !matches!(captured, Some(Err(Error::DialogOpen(_)))) {
        // Resume even when capturing failed; a crashed tab fails here too,
        // and the capture error is the one worth reporting. A busy tab that
        // misses the deadline still runs the queued command once free.
        let resumed = set_playback_rate(page, 1.0).await;
        if matches!(captured, Some(Ok(_)))
            && !matches!(resumed, Ok(()) | Err(Error::Timeout { .. }))
        {
            resumed?;
        }
    }
    if let Some(Err(Error::DialogOpen(d))) = captured {
        return Err(Error::DialogOpen(d));
    }
    // The loader id is compared too: a commit that came after the capture's
    // last answer may not have been reported yet. A capture that failed
    // because the document went away is reported as the navigation.
    let now = page.document().await;
    let moved = now.as_ref().is_ok_and(|(after, _)| after != &before);
    match captured {
        Some(Ok(observation)) if !moved => now.map(|_| observation),
        Some(Err(e)) if !moved => Err(e),
        _ => Err(Error::Navigated {
            from: printable_url(&from),
            to: now
                .ok()
                .map(|(_, to)| printable_url(&to))
                .unwrap_or_default(),
        }),
    }
}

/// A page's URL as an error may print it (errors reach terminals and run
/// summaries): tokens in its query scrubbed, controls replaced, capped.
fn printable_url(url: &str) -> String {
    normalize_text(&scrub_text(url), PAGE_TEXT_MAX_CHARS).unwrap_or_default()
}

/// How often the snapshot and screenshot are taken while the page keeps
/// changing between them.
const MAX_CAPTURES: usize = 3;

/// [`FINGERPRINT_JS`]'s hash of the page now; `None` without a screenshot
/// (no pixels to keep consistent with the snapshot).
async fn fingerprint(page: &Page, options: &ObserveOptions) -> Result<Option<Value>, Error> {
    if !options.screenshot {
        return Ok(None);
    }
    let context = page.isolated_context().await?;
    let answer = page
        .evaluate_in(context, FINGERPRINT_JS, page.request_timeout())
        .await?;
    Ok(answer.pointer("/result/value").cloned())
}

async fn set_playback_rate(page: &Page, rate: f64) -> Result<(), Error> {
    cdp::call(
        page.cdp(),
        "Animation.setPlaybackRate",
        json!({ "playbackRate": rate }),
        page.request_timeout(),
    )
    .await
    .map(|_| ())
}

async fn capture(
    page: &Page,
    options: &ObserveOptions,
    out_dir: &Path,
    started: Instant,
    caret: &CaretUndo,
) -> Result<ChromeObservation, Error> {
    // Screenshot masks come from the snapshot: taken again while the page
    // changed between them, and the whole viewport masked if it never stops.
    let mut tries = 0;
    let mut change_checks = Duration::ZERO;
    let mut breakdown = Breakdown::default();
    let (metrics, snap, shot, changing) = loop {
        tries += 1;
        let checked = Instant::now();
        let before = fingerprint(page, options).await?;
        change_checks += checked.elapsed();
        let metrics = async {
            let t = Instant::now();
            let metrics = cdp::call_as::<LayoutMetrics>(
                page.cdp(),
                "Page.getLayoutMetrics",
                json!({}),
                page.request_timeout(),
            )
            .await;
            (metrics, t.elapsed())
        };
        let shot = async {
            if options.screenshot {
                let t = Instant::now();
                screenshot::capture_png(page, caret)
                    .await
                    .map(|png| Some((png, t.elapsed())))
            } else {
                Ok(None)
            }
        };
        let ((metrics, metrics_time), snap, shot) =
            futures::join!(metrics, snapshot::capture(page), shot);
        let (metrics, (snap, snap_times), shot) = (metrics?, snap?, shot?);
        breakdown.layout_metrics = metrics_time;
        breakdown.snapshot_call = snap_times.call;
        breakdown.snapshot_decode = snap_times.decode;
        breakdown.shadow_hosts = snap_times.shadow_hosts;
        breakdown.element_reads = snap_times.element_reads;
        breakdown.screenshot_call = shot.as_ref().map_or(Duration::ZERO, |(_, t)| *t);
        let checked = Instant::now();
        let after = fingerprint(page, options).await?;
        change_checks += checked.elapsed();
        if before == after {
            break (metrics, snap, shot, false);
        }
        tracing::debug!(tries, "the page changed while captured");
        if tries == MAX_CAPTURES {
            break (metrics, snap, shot, true);
        }
    };

    let vp = page.viewport();
    let (width, height) = if metrics.css_layout_viewport.client_width > 0.0 {
        (
            metrics.css_layout_viewport.client_width,
            metrics.css_layout_viewport.client_height,
        )
    } else {
        (f64::from(vp.width), f64::from(vp.height))
    };
    let observed_area = Bounds::new(0.0, 0.0, width, height);
    let ruling = Instant::now();
    let geometry = Geometry::new(&snap, observed_area, vp.scale);
    let extraction = candidates::extract(&snap, &geometry, options.max_candidates);
    breakdown.rules = ruling.elapsed();

    let scale = shot
        .as_ref()
        .and_then(|(png, _)| png_dimensions(png))
        .map_or(vp.scale, |(w, _)| f64::from(w) / width);
    let masking = Instant::now();
    let (mask_list, unchecked) = if !options.screenshot {
        (Vec::new(), Vec::new())
    } else if changing {
        let whole = MaskedRegionV1 {
            bounds: observed_area,
            reason: MaskReason::PageChanging,
        };
        (vec![whole], Vec::new())
    } else {
        (
            masks::regions(&snap, &geometry, &extraction.found),
            masks::unchecked_regions(&snap, &geometry),
        )
    };
    breakdown.masks = masking.elapsed();
    let masks: Vec<Bounds> = mask_list.iter().map(|m| m.bounds).collect();
    let out = out_dir.to_path_buf();
    let store = async move {
        match shot {
            Some((png, capture_time)) => {
                let t = Instant::now();
                let info = tokio::task::spawn_blocking(move || {
                    screenshot::mask_and_store(png, &masks, scale, &out)
                })
                .await
                .map_err(|e| Error::Screenshot(format!("storing task failed: {e}")))??;
                Ok::<_, Error>(Some((info, capture_time + t.elapsed())))
            }
            None => Ok(None),
        }
    };
    let top = snap.docs.first();
    let ids: Vec<i64> = extraction
        .found
        .iter()
        .map(|f| snap.docs[f.doc].nodes[f.node].backend_id)
        .collect();
    let top_elements = top.map_or(0, |d| d.nodes.iter().filter(|n| n.is_element()).count());
    // Bounded as a whole: on a huge page the candidates come back without
    // roles and labels, marked partial, rather than late.
    let mut known = HashMap::new();
    let (mut computed_time, mut tree_time, mut tree_candidates) = (Duration::ZERO, None, 0);
    let accessibility = async {
        let t = Instant::now();
        known = ax::computed(page, &snap, &extraction.found).await?;
        computed_time = t.elapsed();
        let t = Instant::now();
        tree_candidates = ids.iter().filter(|id| !known.contains_key(id)).count();
        if ax::full_tree_is_cheaper(tree_candidates, top_elements) {
            ax::fetch_top_frame(page, &mut known).await?;
        }
        let unanswered = ax::fill_missing(page, &ids, &mut known).await;
        tree_time = Some(t.elapsed());
        unanswered
    };
    let accessibility = tokio::time::timeout(page.large_payload_timeout(), accessibility);
    let (unanswered, stored) = futures::join!(accessibility, store);
    let stored = stored?;
    breakdown.computed_ax = computed_time;
    // Unset when the accessibility phase ran out of time.
    breakdown.ax_tree = tree_time.unwrap_or_else(|| page.large_payload_timeout());
    breakdown.ax_tree_candidates = tree_candidates;
    let ax_complete = match unanswered {
        Ok(Ok(0)) => true,
        Ok(Ok(_)) | Err(_) | Ok(Err(Error::Timeout { .. })) => false,
        Ok(Err(other)) => return Err(other),
    };
    let ax_info = known;
    let candidates_time = started.elapsed();

    let candidates = extraction
        .found
        .iter()
        .zip(&ids)
        .map(|(f, id)| to_candidate(f, ax_info.get(id)))
        .collect();
    let mut partial_reasons: Vec<String> = page.load_issues().to_vec();
    partial_reasons.extend(extraction.partial_reasons.iter().cloned());
    if !ax_complete {
        partial_reasons.push("accessibility_incomplete".to_string());
    }
    partial_reasons.sort();
    partial_reasons.dedup();
    let (screenshot, masked_regions, screenshot_time) = match stored {
        Some((stored, t)) => {
            breakdown.masking = stored.masking;
            breakdown.hash_and_write = stored.hash_and_write;
            (Some(stored.screenshot), stored.masked_regions, t)
        }
        None => (None, 0, Duration::ZERO),
    };
    let observed = Observation {
        observation: MimicObservationV1 {
            screenshot_path: screenshot.as_ref().map(|s| s.path.clone()),
            screenshot_sha256: screenshot.as_ref().map(|s| s.sha256.clone()),
            url: top.map(|d| d.url.clone()).filter(|u| !u.is_empty()),
            title: top.and_then(|d| normalize_text(&d.title, PAGE_TEXT_MAX_CHARS)),
            app: None,
            window_title: None,
            candidates,
        },
        ext: ObservationExtV1 {
            coordinate_space: CoordinateSpace::ChromeDom,
            observed_area,
            scale,
            scroll_offset: top.map(|d| Point::new(d.scroll_x, d.scroll_y)),
            partial: Some(!partial_reasons.is_empty()),
            partial_reasons: (!partial_reasons.is_empty()).then_some(partial_reasons),
            stale: None,
            masked_regions: mask_list.clone(),
            unchecked_regions: unchecked,
        },
    };
    Ok(ChromeObservation {
        observed,
        screenshot,
        masked_regions,
        masks: mask_list,
        timings: Timings {
            candidates: candidates_time,
            screenshot: screenshot_time,
            total: started.elapsed(),
            change_checks,
            captures: tries,
            breakdown,
        },
    })
}

fn to_candidate(f: &Found, ax: Option<&AxInfo>) -> MimicCandidateV1 {
    let ax = ax.cloned().unwrap_or_default();
    let mut m = Metadata::new();
    m.insert("tag".into(), Value::from(f.tag.clone()));
    if let Some(t) = &f.input_type {
        m.insert("inputType".into(), Value::from(t.clone()));
    }
    if let Some(h) = &f.href {
        m.insert("href".into(), Value::from(h.clone()));
    }
    m.insert("paintOrder".into(), Value::from(f.paint_order));
    m.insert("framePath".into(), Value::from(f.frame_path.clone()));
    m.insert("focused".into(), Value::from(ax.focused));
    m.insert(
        "editable".into(),
        Value::from(f.dom_editable || ax.editable),
    );
    m.insert("sensitive".into(), Value::from(f.sensitive));
    m.insert("selector".into(), Value::from(f.selector.clone()));
    if let Some(x) = &f.xpath {
        m.insert("xpath".into(), Value::from(x.clone()));
    }
    if let Some(p) = &f.parent_id {
        m.insert("parentId".into(), Value::from(p.clone()));
    }
    if let Some(parts) = &f.fragments {
        m.insert("rects".into(), json!(parts));
    }
    if !f.label_rects.is_empty() {
        m.insert("labelRects".into(), json!(f.label_rects));
    }
    if !f.content_rects.is_empty() {
        m.insert("contentRects".into(), json!(f.content_rects));
    }
    MimicCandidateV1 {
        id: f.id.clone(),
        source: CandidateSource::ChromeDom,
        role: ax.role.clone(),
        label: ax
            .name
            .as_deref()
            .and_then(|n| normalize_text(n, PAGE_TEXT_MAX_CHARS)),
        text: f
            .text
            .as_deref()
            .and_then(|t| normalize_text(t, PAGE_TEXT_MAX_CHARS)),
        bounds: f.bounds,
        enabled: Some(!(f.dom_disabled || ax.disabled)),
        visible: Some(f.shows && !ax.inert),
        metadata: Some(m),
    }
}
