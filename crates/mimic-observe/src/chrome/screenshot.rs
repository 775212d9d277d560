//! Viewport screenshots: captured, masked, content-addressed.

use std::path::Path;
use std::time::{Duration, Instant};

use base64::Engine;
use image::{ImageEncoder, Rgba};
use mimic_schema::Bounds;
use serde::Deserialize;
use serde_json::json;

use crate::screenshot::{StoredScreenshot, store_png};

use super::page::Page;
use super::{Error, cdp};

/// Colour painted over sensitive fields.
const MASK: Rgba<u8> = Rgba([0, 0, 0, 255]);

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct RawScreenshot {
    data: String,
}

/// Hides the text caret of a focused field (document and the field's shadow
/// root) through an adopted style sheet from the isolated world: no DOM node
/// is added, so no mutation is seen. Why: the caret blinks on a 500 ms
/// timer, so whether a capture shows it depends on timing, and the same
/// state would give two screenshot hashes (seen under load). Waits two
/// frames (at most 100 ms) so the capture shows the change. Answers whether
/// anything was hidden.
const HIDE_CARET_JS: &str = r#"(() => {
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  if (!el || !(el.isContentEditable || el.matches('input, textarea'))) return false;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(RULE);
  const roots = new Set([document, el.getRootNode()]);
  for (const root of roots) if (root.adoptedStyleSheets) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  const frames = new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  return Promise.race([frames, new Promise((done) => setTimeout(done, 100))]).then(() => true);
})()"#;

/// Removes what [`HIDE_CARET_JS`] adopted (recognised by its rule text, as
/// each call may run in a fresh isolated world).
const SHOW_CARET_JS: &str = r#"(() => {
  const probe = new CSSStyleSheet();
  probe.replaceSync(RULE);
  const text = probe.cssRules[0].cssText;
  const ours = (s) => s.cssRules.length === 1 && s.cssRules[0].cssText === text;
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  for (const root of new Set([document, el ? el.getRootNode() : document]))
    if (root.adoptedStyleSheets) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => !ours(s));
})()"#;

const CARET_RULE: &str = "'* { caret-color: transparent !important; }'";

/// Where [`capture_png`] hid the caret: the isolated world's context, set
/// before the hiding script is sent, so an observation cut short by a dialog
/// can still queue the undo ([`CaretUndo::undo_later`]).
#[derive(Debug, Default)]
pub(crate) struct CaretUndo(std::sync::Mutex<Option<i64>>);

impl CaretUndo {
    /// Queues the script that shows the caret again (a no-op when nothing
    /// was hidden); it runs once the page runs scripts again.
    pub(crate) fn undo_later(&self, page: &Page) {
        let context = *self.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(context) = context {
            page.send_later(
                "Runtime.evaluate",
                json!({
                    "expression": SHOW_CARET_JS.replace("RULE", CARET_RULE),
                    "contextId": context,
                    "silent": true,
                }),
            );
        }
    }
}

/// A PNG of the viewport as the page shows it now, without the text caret.
pub(crate) async fn capture_png(page: &Page, undo: &CaretUndo) -> Result<Vec<u8>, Error> {
    let hide = HIDE_CARET_JS.replace("RULE", CARET_RULE);
    let context = page.isolated_context().await?;
    *undo.0.lock().unwrap_or_else(|e| e.into_inner()) = Some(context);
    let hidden = page
        .evaluate_in(context, &hide, page.request_timeout())
        .await?;
    let png = capture_raw_png(page).await;
    if hidden.pointer("/result/value") == Some(&serde_json::Value::Bool(true)) {
        let show = SHOW_CARET_JS.replace("RULE", CARET_RULE);
        let shown = page
            .evaluate_in(context, &show, page.request_timeout())
            .await;
        // The capture error (a crashed tab fails both) is the one to report.
        if png.is_ok() {
            shown?;
        }
    }
    png
}

async fn capture_raw_png(page: &Page) -> Result<Vec<u8>, Error> {
    let raw: RawScreenshot = cdp::call_as(
        page.cdp(),
        "Page.captureScreenshot",
        json!({ "format": "png", "fromSurface": true, "captureBeyondViewport": false }),
        page.request_timeout(),
    )
    .await?;
    base64::engine::general_purpose::STANDARD
        .decode(raw.data.as_bytes())
        .map_err(|e| Error::Screenshot(format!("Chromium sent invalid base64: {e}")))
}

/// Paints `masks` (viewport CSS pixels; `scale` screenshot pixels per CSS
/// pixel) over the image, then stores it content-addressed under `out_dir`.
/// The hash is of the masked bytes: nothing unmasked is hashed or written.
/// Returns the stored screenshot and how many regions were painted.
/// What storing a screenshot gave and how long its parts took.
#[derive(Debug, Clone)]
pub(crate) struct Stored {
    pub(crate) screenshot: StoredScreenshot,
    /// How many regions were painted over.
    pub(crate) masked_regions: usize,
    /// Decoding, painting and encoding again (zero without masks).
    pub(crate) masking: Duration,
    /// Hashing and writing the file.
    pub(crate) hash_and_write: Duration,
}

pub(crate) fn mask_and_store(
    png: Vec<u8>,
    masks: &[Bounds],
    scale: f64,
    out_dir: &Path,
) -> Result<Stored, Error> {
    let started = Instant::now();
    let mut masked_regions = 0;
    let bytes = if masks.is_empty() {
        png
    } else {
        let mut img = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
            .map_err(|e| Error::Screenshot(format!("cannot decode PNG: {e}")))?
            .into_rgba8();
        drop(png);
        let (width, height) = img.dimensions();
        for m in masks {
            let px = m.to_screenshot_px(scale);
            let x0 = px.x.floor().max(0.0) as u32;
            let y0 = px.y.floor().max(0.0) as u32;
            let x1 = (px.right().ceil().max(0.0) as u32).min(width);
            let y1 = (px.bottom().ceil().max(0.0) as u32).min(height);
            if x0 >= x1 || y0 >= y1 {
                continue;
            }
            masked_regions += 1;
            for y in y0..y1 {
                for x in x0..x1 {
                    img.put_pixel(x, y, MASK);
                }
            }
        }
        let mut encoded = Vec::new();
        image::codecs::png::PngEncoder::new_with_quality(
            &mut encoded,
            image::codecs::png::CompressionType::Fast,
            image::codecs::png::FilterType::Adaptive,
        )
        .write_image(img.as_raw(), width, height, image::ExtendedColorType::Rgba8)
        .map_err(|e| Error::Screenshot(format!("cannot encode PNG: {e}")))?;
        encoded
    };
    let masking = started.elapsed();
    let storing = Instant::now();
    let screenshot = store_png(out_dir, &bytes).map_err(|e| Error::Screenshot(e.to_string()))?;
    Ok(Stored {
        screenshot,
        masked_regions,
        masking,
        hash_and_write: storing.elapsed(),
    })
}
