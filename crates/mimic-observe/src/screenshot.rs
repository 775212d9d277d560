//! Content-addressed screenshot store, shared by every observer.
//!
//! A PNG is saved once as `screenshots/<sha256>.png` under the output folder
//! and referenced by that relative path, so a folder can be moved and two
//! identical captures cost one file.

use std::io::Write;
use std::path::{Path, PathBuf};

use mimic_schema::Bounds;
use mimic_schema::layout::{OutputLayout, screenshot_path};
use sha2::{Digest, Sha256};

const PNG_SIGNATURE: &[u8; 8] = b"\x89PNG\r\n\x1a\n";

/// Smallest on-screen size (width, height in the record's units) at which a
/// region the secret rules cannot read is listed as unchecked: a smaller
/// one (an icon, a spacer) holds no legible run of characters, since six
/// characters of the smallest legible type take about 30 x 8.
pub const MIN_UNCHECKED_SIZE: (f64, f64) = (30.0, 8.0);

/// Whether an on-screen region is large enough to list as unchecked.
pub fn may_show_legible_text(bounds: &Bounds) -> bool {
    bounds.width >= MIN_UNCHECKED_SIZE.0 && bounds.height >= MIN_UNCHECKED_SIZE.1
}

/// A saved screenshot, as a record references it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredScreenshot {
    /// Relative to the output root: `screenshots/<sha256>.png`.
    pub path: String,
    /// Lower-case hex SHA-256 of the PNG bytes.
    pub sha256: String,
    pub width: u32,
    pub height: u32,
}

#[derive(Debug, thiserror::Error)]
pub enum ScreenshotError {
    #[error("screenshot is not a PNG (bad signature or header)")]
    NotPng,
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

/// Width and height from a PNG's IHDR chunk, which the format requires to come
/// first.
pub fn png_dimensions(png: &[u8]) -> Option<(u32, u32)> {
    if png.len() < 24 || &png[..8] != PNG_SIGNATURE || &png[12..16] != b"IHDR" {
        return None;
    }
    let width = u32::from_be_bytes(png[16..20].try_into().ok()?);
    let height = u32::from_be_bytes(png[20..24].try_into().ok()?);
    (width > 0 && height > 0).then_some((width, height))
}

/// Saves `png` under `out_dir/screenshots/` named by its hash. An existing file
/// of that name already holds these bytes and is left alone; a new one is
/// written to a temporary name first, so a crash never leaves a truncated
/// file under a valid hash.
pub fn store_png(out_dir: &Path, png: &[u8]) -> Result<StoredScreenshot, ScreenshotError> {
    let (width, height) = png_dimensions(png).ok_or(ScreenshotError::NotPng)?;
    let sha256 = hex::encode(Sha256::digest(png));
    let dir = OutputLayout::new(out_dir).screenshots();
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| ScreenshotError::Io { path, source }
    };
    std::fs::create_dir_all(&dir).map_err(io(&dir))?;
    let name = format!("{sha256}.png");
    let target = dir.join(&name);
    if !target.exists() {
        let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
        let written = write_new(&temp, png).and_then(|()| std::fs::rename(&temp, &target));
        if let Err(source) = written {
            // A full disk or a read-only folder: leave no partial file
            // behind to hold the space, and name the screenshot that failed.
            let _ = std::fs::remove_file(&temp);
            return Err(ScreenshotError::Io {
                path: target,
                source,
            });
        }
    }
    Ok(StoredScreenshot {
        path: screenshot_path(&sha256),
        sha256,
        width,
        height,
    })
}

fn write_new(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = std::fs::File::create(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A valid 3x2 PNG header; the store only reads IHDR.
    fn png_header(width: u32, height: u32) -> Vec<u8> {
        let mut png = PNG_SIGNATURE.to_vec();
        png.extend_from_slice(&13u32.to_be_bytes());
        png.extend_from_slice(b"IHDR");
        png.extend_from_slice(&width.to_be_bytes());
        png.extend_from_slice(&height.to_be_bytes());
        png.extend_from_slice(&[8, 6, 0, 0, 0]);
        png
    }

    #[test]
    fn dimensions_come_from_ihdr() {
        assert_eq!(png_dimensions(&png_header(2880, 1800)), Some((2880, 1800)));
        assert_eq!(png_dimensions(b"GIF89a..................."), None);
        assert_eq!(png_dimensions(&png_header(0, 10)), None);
    }

    #[test]
    fn same_bytes_same_file_and_relative_path() {
        let dir = tempfile::tempdir().unwrap();
        let png = png_header(3, 2);
        let first = store_png(dir.path(), &png).unwrap();
        let second = store_png(dir.path(), &png).unwrap();
        assert_eq!(first, second);
        assert_eq!(first.path, format!("screenshots/{}.png", first.sha256));
        assert_eq!(first.sha256.len(), 64);
        assert_eq!(std::fs::read(dir.path().join(&first.path)).unwrap(), png);
        let files: Vec<_> = std::fs::read_dir(OutputLayout::new(dir.path()).screenshots())
            .unwrap()
            .collect();
        assert_eq!(files.len(), 1, "no temporary file is left behind");
    }

    #[test]
    fn non_png_bytes_are_refused_before_writing() {
        let dir = tempfile::tempdir().unwrap();
        assert!(matches!(
            store_png(dir.path(), b"not a png"),
            Err(ScreenshotError::NotPng)
        ));
        assert!(!OutputLayout::new(dir.path()).screenshots().exists());
    }
}
