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

use mimic_schema::Bounds;

use super::MacError;
use crate::screenshot::png_dimensions;

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

    #[cfg(not(target_os = "macos"))]
    #[test]
    fn capture_fails_clearly_where_the_tool_is_missing() {
        let dir = tempfile::tempdir().unwrap();
        let err = capture(&Bounds::new(0.0, 0.0, 10.0, 10.0), dir.path()).unwrap_err();
        assert!(err.to_string().contains(SCREENCAPTURE), "{err}");
    }
}
