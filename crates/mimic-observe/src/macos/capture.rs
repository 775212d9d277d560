//! Screen capture through the system `screencapture` tool.
//!
//! `CGWindowListCreateImage` and `CGDisplayCreateImage` are unavailable in the
//! macOS 15 SDK, and ScreenCaptureKit needs Objective-C/Swift glue that a
//! Linux `cargo check` cannot build. `/usr/sbin/screencapture` ships with
//! every macOS, captures a rectangle of global points at the displays' native
//! resolution, and obeys the same Screen Recording permission. The scale is
//! measured from the PNG it writes (pixels / points), not assumed.

use std::ffi::OsString;
use std::path::Path;
use std::process::Command;

use mimic_schema::secret::secret_spans;
use mimic_schema::{
    Bounds, MaskReason, MaskedRegionV1, MimicCandidateV1, UncheckedReason, UncheckedRegionV1,
};

use super::MacError;
use super::roles;
use super::tree::AxNode;
use crate::screenshot::{may_show_legible_text, png_dimensions};

/// The tool, at the path every macOS installs it.
pub const SCREENCAPTURE: &str = "/usr/sbin/screencapture";

/// Two measured scales (width and height) may differ by this much before the
/// capture is refused: rounding to whole pixels moves each by under 1%.
const SCALE_TOLERANCE: f64 = 0.01;

/// Rounds a rectangle outward to whole points, the unit `screencapture -R`
/// takes, so the capture covers all of it.
pub fn capture_region(area: &Bounds) -> Bounds {
    let x = area.x.floor();
    let y = area.y.floor();
    Bounds::new(x, y, area.right().ceil() - x, area.bottom().ceil() - y)
}

/// Arguments for a silent (`-x`) PNG capture of `region` into `file`.
pub fn screencapture_args(region: &Bounds, file: &Path) -> Vec<OsString> {
    vec![
        "-x".into(),
        "-t".into(),
        "png".into(),
        format!(
            "-R{},{},{},{}",
            region.x, region.y, region.width, region.height
        )
        .into(),
        file.as_os_str().to_os_string(),
    ]
}

/// Pixels per point of a capture of `region`, from the PNG's own size.
pub fn measured_scale(png: &[u8], region: &Bounds) -> Result<f64, MacError> {
    let (width, height) = png_dimensions(png)
        .ok_or_else(|| MacError::Capture("the tool did not write a PNG".to_string()))?;
    if region.is_empty() {
        return Err(MacError::Capture(format!(
            "empty capture region {region:?}"
        )));
    }
    let sx = f64::from(width) / region.width;
    let sy = f64::from(height) / region.height;
    if (sx - sy).abs() > SCALE_TOLERANCE * sx.max(sy) {
        return Err(MacError::Capture(format!(
            "a {width}x{height} px image for a {}x{} pt region has no single scale \
             (the region may span displays of different scale)",
            region.width, region.height
        )));
    }
    Ok(sx)
}

/// Grey that replaces a sensitive field's pixels.
const MASK: image::Rgba<u8> = image::Rgba([128, 128, 128, 255]);

/// Whether a candidate is a password, one-time-code or payment field
/// (`metadata.sensitive`, set by the AX conversion and the Chrome observer).
pub fn is_sensitive(candidate: &MimicCandidateV1) -> bool {
    candidate
        .metadata
        .as_ref()
        .and_then(|m| m.get("sensitive"))
        .and_then(serde_json::Value::as_bool)
        == Some(true)
}

/// What a capture must hide, in screen points: sensitive candidates, and
/// every element under `root` whose AX value (a field's text, a static
/// text) the token detectors match, whatever its role or name.
pub fn mask_regions(candidates: &[MimicCandidateV1], root: &AxNode) -> Vec<MaskedRegionV1> {
    let mut out: Vec<MaskedRegionV1> = candidates
        .iter()
        .filter(|c| is_sensitive(c))
        .map(|c| MaskedRegionV1 {
            bounds: c.bounds,
            reason: MaskReason::SensitiveField,
        })
        .collect();
    let mut stack = vec![root];
    while let Some(node) = stack.pop() {
        stack.extend(&node.children);
        let (Some(text), Some(at), Some(size)) = (node.text_value(), node.position, node.size)
        else {
            continue;
        };
        if secret_spans(text).is_empty() {
            continue;
        }
        let (role, subrole) = (
            node.role.as_deref().unwrap_or_default(),
            node.subrole.as_deref().unwrap_or_default(),
        );
        out.push(MaskedRegionV1 {
            bounds: Bounds::new(at.x, at.y, size.width, size.height),
            reason: if roles::is_text_entry(role, subrole) {
                MaskReason::SecretValue
            } else {
                MaskReason::SecretText
            },
        });
    }
    out
}

/// The part inside `region` of every image under `root` (`AXImage`, which
/// is also what a web page's images and canvases are in a browser's tree)
/// large enough to show legible text: pixels the secret rules cannot read.
pub fn unchecked_regions(root: &AxNode, region: &Bounds) -> Vec<UncheckedRegionV1> {
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(node) = stack.pop() {
        stack.extend(&node.children);
        let (Some("AXImage"), Some(at), Some(size)) =
            (node.role.as_deref(), node.position, node.size)
        else {
            continue;
        };
        let on_screen = Bounds::new(at.x, at.y, size.width, size.height).intersection(region);
        if let Some(bounds) = on_screen.filter(may_show_legible_text) {
            out.push(UncheckedRegionV1 {
                bounds,
                reason: UncheckedReason::Image,
            });
        }
    }
    out
}

/// The pixel rectangles (x, y, width, height) of a capture of `region` at
/// `scale` that show `masks`, rounded outward and clipped to the image.
pub fn pixel_rects(
    masks: &[MaskedRegionV1],
    region: &Bounds,
    scale: f64,
) -> Vec<(u32, u32, u32, u32)> {
    masks
        .iter()
        .filter_map(|m| m.bounds.intersection(region))
        .map(|b| b.translate(-region.x, -region.y).to_screenshot_px(scale))
        .map(|px| {
            // Saturating float-to-int casts: the values are clipped to the
            // region, so they lie in 0..=image size.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            let edge = |v: f64| v.max(0.0) as u32;
            let (x, y) = (edge(px.x.floor()), edge(px.y.floor()));
            (
                x,
                y,
                edge(px.right().ceil()) - x,
                edge(px.bottom().ceil()) - y,
            )
        })
        .collect()
}

/// Paints `rects` grey and re-encodes the PNG. Without rects the bytes are
/// returned unchanged, so an unmasked capture keeps its exact hash.
pub fn mask_png(png: &[u8], rects: &[(u32, u32, u32, u32)]) -> Result<Vec<u8>, MacError> {
    if rects.is_empty() {
        return Ok(png.to_vec());
    }
    let bad = |e: image::ImageError| MacError::Capture(format!("cannot mask the capture: {e}"));
    let mut img = image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .map_err(bad)?
        .to_rgba8();
    let (width, height) = img.dimensions();
    for &(x, y, w, h) in rects {
        for py in y..(y.saturating_add(h)).min(height) {
            for px in x..(x.saturating_add(w)).min(width) {
                img.put_pixel(px, py, MASK);
            }
        }
    }
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Png)
        .map_err(bad)?;
    Ok(out.into_inner())
}

/// Captures `region` (global points) and returns the PNG bytes and the
/// measured scale. `work_dir` holds the temporary file.
pub fn capture(region: &Bounds, work_dir: &Path) -> Result<(Vec<u8>, f64), MacError> {
    let file = work_dir.join(format!(".mimic-capture-{}.png", std::process::id()));
    let output = Command::new(SCREENCAPTURE)
        .args(screencapture_args(region, &file))
        .output()
        .map_err(|source| MacError::Io {
            path: SCREENCAPTURE.into(),
            source,
        })?;
    if !output.status.success() {
        let _ = std::fs::remove_file(&file);
        return Err(MacError::Capture(format!(
            "{} exited with {}: {}",
            SCREENCAPTURE,
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        )));
    }
    let png = std::fs::read(&file).map_err(|source| MacError::Io {
        path: file.clone(),
        source,
    });
    let _ = std::fs::remove_file(&file);
    let png = png?;
    let scale = measured_scale(&png, region)?;
    Ok((png, scale))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_round_outward_and_keep_negative_origins() {
        let r = capture_region(&Bounds::new(-1439.5, 24.2, 800.0, 600.5));
        assert_eq!(r, Bounds::new(-1440.0, 24.0, 801.0, 601.0));
    }

    #[test]
    fn arguments_name_a_silent_png_capture_of_the_region() {
        let args = screencapture_args(
            &Bounds::new(-1440.0, 25.0, 800.0, 600.0),
            Path::new("/t/a.png"),
        );
        assert_eq!(args, ["-x", "-t", "png", "-R-1440,25,800,600", "/t/a.png"]);
    }

    fn png(width: u32, height: u32) -> Vec<u8> {
        let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
        png.extend_from_slice(&width.to_be_bytes());
        png.extend_from_slice(&height.to_be_bytes());
        png
    }

    #[test]
    fn scale_is_measured_from_the_image() {
        let region = Bounds::new(0.0, 0.0, 800.0, 600.0);
        assert_eq!(measured_scale(&png(1600, 1200), &region).unwrap(), 2.0);
        assert_eq!(measured_scale(&png(800, 600), &region).unwrap(), 1.0);
        assert!(measured_scale(&png(1600, 600), &region).is_err());
        assert!(measured_scale(b"nope", &region).is_err());
    }

    fn candidate(bounds: Bounds, sensitive: bool) -> MimicCandidateV1 {
        let mut metadata = mimic_schema::record::Metadata::new();
        metadata.insert("sensitive".into(), sensitive.into());
        MimicCandidateV1 {
            id: "c".into(),
            source: mimic_schema::CandidateSource::Ax,
            role: None,
            label: None,
            text: None,
            bounds,
            enabled: None,
            visible: None,
            metadata: Some(metadata),
        }
    }

    #[test]
    fn sensitive_fields_map_to_pixels_of_the_region() {
        let region = Bounds::new(-100.0, 50.0, 200.0, 100.0);
        let list = [
            candidate(Bounds::new(-90.0, 60.0, 50.5, 20.0), true),
            candidate(Bounds::new(-90.0, 100.0, 50.0, 20.0), false),
            // Half outside the region: only the inside half is painted.
            candidate(Bounds::new(80.0, 140.0, 40.0, 20.0), true),
        ];
        assert_eq!(
            pixel_rects(&mask_regions(&list, &AxNode::default()), &region, 2.0),
            [(20, 20, 101, 40), (360, 180, 40, 20)]
        );
    }

    #[test]
    fn values_and_static_text_that_hold_a_credential_are_masked() {
        let node = |role: &str, text: &str, y: f64| AxNode {
            role: Some(role.into()),
            value: Some(crate::macos::tree::AxValue::Text(text.into())),
            position: Some(mimic_schema::Point::new(10.0, y)),
            size: Some(crate::macos::tree::Size {
                width: 100.0,
                height: 20.0,
            }),
            ..AxNode::default()
        };
        let root = AxNode {
            children: vec![
                node("AXTextField", "sk-proj-Q7mT2vLx9RkB4nWc8HdJ3fYp", 0.0),
                node(
                    "AXStaticText",
                    "token ghp_Zr8Kq2Lm5Nx7Vb3Cd9Fg1Hj4Tw6Ys0Pa2Qe",
                    30.0,
                ),
                node("AXStaticText", "An API key starts with sk-", 60.0),
            ],
            ..AxNode::default()
        };
        let masks = mask_regions(&[], &root);
        let found: Vec<(f64, MaskReason)> = masks.iter().map(|m| (m.bounds.y, m.reason)).collect();
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(found.contains(&(0.0, MaskReason::SecretValue)));
        assert!(found.contains(&(30.0, MaskReason::SecretText)));
    }

    #[test]
    fn images_large_enough_for_text_are_listed_as_unchecked() {
        let image = |x: f64, width: f64, height: f64| AxNode {
            role: Some("AXImage".into()),
            position: Some(mimic_schema::Point::new(x, 0.0)),
            size: Some(crate::macos::tree::Size { width, height }),
            ..AxNode::default()
        };
        let root = AxNode {
            children: vec![
                image(0.0, 200.0, 100.0),
                // An icon: too small to show a legible run of characters.
                image(300.0, 16.0, 16.0),
                // Half outside the region: only the inside part is listed.
                image(450.0, 100.0, 40.0),
            ],
            ..AxNode::default()
        };
        let found = unchecked_regions(&root, &Bounds::new(0.0, 0.0, 500.0, 300.0));
        let bounds: Vec<Bounds> = found.iter().map(|r| r.bounds).collect();
        assert_eq!(
            bounds,
            [
                Bounds::new(450.0, 0.0, 50.0, 40.0),
                Bounds::new(0.0, 0.0, 200.0, 100.0)
            ]
        );
        assert!(found.iter().all(|r| r.reason == UncheckedReason::Image));
    }

    #[test]
    fn masking_paints_exactly_the_rects() {
        let mut img = image::RgbaImage::from_pixel(8, 6, image::Rgba([255, 0, 0, 255]));
        img.put_pixel(7, 5, image::Rgba([0, 0, 255, 255]));
        let mut png = std::io::Cursor::new(Vec::new());
        img.write_to(&mut png, image::ImageFormat::Png).unwrap();
        let png = png.into_inner();
        assert_eq!(mask_png(&png, &[]).unwrap(), png);
        let masked = mask_png(&png, &[(1, 1, 2, 3), (6, 4, 10, 10)]).unwrap();
        let out = image::load_from_memory(&masked).unwrap().to_rgba8();
        assert_eq!(*out.get_pixel(0, 0), image::Rgba([255, 0, 0, 255]));
        assert_eq!(*out.get_pixel(1, 1), MASK);
        assert_eq!(*out.get_pixel(2, 3), MASK);
        assert_eq!(*out.get_pixel(3, 3), image::Rgba([255, 0, 0, 255]));
        assert_eq!(*out.get_pixel(7, 5), MASK, "clipped to the image");
    }

    #[cfg(not(target_os = "macos"))]
    #[test]
    fn capture_fails_clearly_where_the_tool_is_missing() {
        let dir = tempfile::tempdir().unwrap();
        let err = capture(&Bounds::new(0.0, 0.0, 10.0, 10.0), dir.path()).unwrap_err();
        assert!(err.to_string().contains(SCREENCAPTURE), "{err}");
    }
}
