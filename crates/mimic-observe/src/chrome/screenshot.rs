//! Viewport screenshots: captured, masked, content-addressed.

use std::path::Path;

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

/// A PNG of the viewport as the page shows it now.
pub(crate) async fn capture_png(page: &Page) -> Result<Vec<u8>, Error> {
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
pub(crate) fn mask_and_store(
    png: Vec<u8>,
    masks: &[Bounds],
    scale: f64,
    out_dir: &Path,
) -> Result<(StoredScreenshot, usize), Error> {
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
    let stored = store_png(out_dir, &bytes).map_err(|e| Error::Screenshot(e.to_string()))?;
    Ok((stored, masked_regions))
}
