//! Viewport screenshots: captured, masked, content-addressed.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use base64::Engine;
use image::{ImageEncoder, Rgba};
use mimic_schema::Bounds;
use serde::Deserialize;
use serde_json::json;
use sha2::{Digest, Sha256};

use super::page::Page;
use super::{Error, cdp};

/// Where a saved screenshot is and what it holds.
#[derive(Debug, Clone, PartialEq)]
pub struct ScreenshotInfo {
    /// Relative to the output folder: `screenshots/<sha256>.png`.
    pub relative_path: String,
    pub sha256: String,
    pub width: u32,
    pub height: u32,
    /// How many sensitive fields were painted over.
    pub masked_regions: usize,
}

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

/// Width and height of a PNG, read from its header.
pub(crate) fn png_size(png: &[u8]) -> Option<(u32, u32)> {
    let ihdr = png.get(16..24)?;
    let w = u32::from_be_bytes(ihdr[0..4].try_into().ok()?);
    let h = u32::from_be_bytes(ihdr[4..8].try_into().ok()?);
    Some((w, h))
}

/// Paints `masks` (viewport CSS pixels; `scale` screenshot pixels per CSS
/// pixel) over the image, then stores it as `<out>/screenshots/<sha256>.png`.
/// The hash is of the masked bytes: nothing unmasked is hashed or written.
pub(crate) fn mask_and_store(
    png: Vec<u8>,
    masks: &[Bounds],
    scale: f64,
    out_dir: &Path,
) -> Result<ScreenshotInfo, Error> {
    let (mut width, mut height) = png_size(&png)
        .ok_or_else(|| Error::Screenshot("Chromium sent something that is not a PNG".into()))?;
    let mut masked_regions = 0;
    let bytes = if masks.is_empty() {
        png
    } else {
        let mut img = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
            .map_err(|e| Error::Screenshot(format!("cannot decode PNG: {e}")))?
            .into_rgba8();
        drop(png);
        width = img.width();
        height = img.height();
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
    let sha256 = hex::encode(Sha256::digest(&bytes));
    let relative_path = format!("screenshots/{sha256}.png");
    let dir = out_dir.join("screenshots");
    std::fs::create_dir_all(&dir).map_err(|source| Error::Io {
        path: dir.clone(),
        source,
    })?;
    let target = out_dir.join(&relative_path);
    if !target.exists() {
        write_atomically(&dir, &target, &bytes)?;
    }
    Ok(ScreenshotInfo {
        relative_path,
        sha256,
        width,
        height,
        masked_regions,
    })
}

/// Writes via a temporary file and a rename, so a crash never leaves a
/// truncated file under a content hash.
fn write_atomically(dir: &Path, target: &Path, bytes: &[u8]) -> Result<(), Error> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let tmp: PathBuf = dir.join(format!(
        ".tmp-{}-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed),
        target
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    ));
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| Error::Io { path, source }
    };
    let mut file = std::fs::File::create(&tmp).map_err(io(&tmp))?;
    file.write_all(bytes).map_err(io(&tmp))?;
    file.sync_all().map_err(io(&tmp))?;
    drop(file);
    std::fs::rename(&tmp, target).map_err(io(target))
}
