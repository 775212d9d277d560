//! Faults while storing screenshots, made real on a small tmpfs (needs
//! root): a full disk and a read-only output folder. The store fails with an
//! error naming the screenshot, leaves no partial file behind (under its
//! final name or a temporary one), keeps every screenshot stored before, and
//! works again once there is room. The collector's run on a full disk:
//! `tests/collector_disk_full.rs` of the root package.
#![cfg(target_os = "linux")]

#[path = "../../mimic-schema/tests/support/tmpfs.rs"]
mod tmpfs;

use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use image::ImageEncoder;
use mimic_observe::screenshot::{ScreenshotError, StoredScreenshot, store_png};
use mimic_schema::layout::SCREENSHOTS_DIR;
use sha2::{Digest, Sha256};
use tmpfs::Tmpfs;

/// A PNG of `side` x `side` noise pixels (noise does not compress, so the
/// file is about `4 * side * side` bytes).
fn noise_png(seed: u32, side: u32) -> Vec<u8> {
    let mut state = seed.max(1);
    let pixels: Vec<u8> = (0..side * side * 4)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state.to_le_bytes()[0]
        })
        .collect();
    let mut png = Vec::new();
    image::codecs::png::PngEncoder::new(&mut png)
        .write_image(&pixels, side, side, image::ExtendedColorType::Rgba8)
        .unwrap();
    png
}

fn final_path(out: &Path, png: &[u8]) -> PathBuf {
    out.join(SCREENSHOTS_DIR)
        .join(format!("{}.png", hex::encode(Sha256::digest(png))))
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The path and kind of the I/O error storing `png` failed with.
fn io_failure(out: &Path, png: &[u8]) -> (PathBuf, ErrorKind, String) {
    match store_png(out, png) {
        Ok(stored) => panic!("stored {stored:?} but should not have"),
        Err(error @ ScreenshotError::Io { .. }) => {
            let message = error.to_string();
            let ScreenshotError::Io { path, source } = error else {
                unreachable!()
            };
            (path, source.kind(), message)
        }
        Err(other) => panic!("not an I/O error: {other}"),
    }
}

/// Stores one screenshot, checks after `fault` that a new one fails with
/// `kind` by name and that nothing changed, and returns what was stored.
fn fault_keeps_the_store(
    disk: &Tmpfs,
    kind: ErrorKind,
    fault: impl FnOnce(&Tmpfs),
) -> (PathBuf, StoredScreenshot, Vec<u8>) {
    let out = disk.path().join("out");
    let first_png = noise_png(1, 32);
    let first = store_png(&out, &first_png).unwrap();
    fault(disk);

    let next_png = noise_png(2, 160);
    let (path, failed_kind, message) = io_failure(&out, &next_png);
    assert_eq!(failed_kind, kind, "{message}");
    let target = final_path(&out, &next_png);
    assert_eq!(path, target, "{message}");
    assert!(
        message.starts_with(&target.display().to_string()),
        "{message}"
    );
    let shots = out.join(SCREENSHOTS_DIR);
    assert_eq!(
        names_in(&shots),
        vec![format!("{}.png", first.sha256)],
        "a partial file was left behind"
    );
    assert_eq!(std::fs::read(out.join(&first.path)).unwrap(), first_png);
    // A screenshot already stored costs no space and no write: it still works.
    assert_eq!(store_png(&out, &first_png).unwrap(), first);
    (out, first, next_png)
}

#[test]
fn a_full_disk_fails_the_screenshot_by_name_and_keeps_the_stored_ones() {
    let disk = Tmpfs::mount(1024);
    let mut filler = None;
    let (out, first, next_png) = fault_keeps_the_store(&disk, ErrorKind::StorageFull, |disk| {
        // Room for part of the next screenshot (about 100 KiB), not all of it.
        filler = Some(disk.fill_leaving(32));
    });
    // Room again: the same screenshot is stored, beside the first.
    std::fs::remove_file(filler.unwrap()).unwrap();
    let stored = store_png(&out, &next_png).unwrap();
    assert_eq!(std::fs::read(out.join(&stored.path)).unwrap(), next_png);
    assert_eq!(names_in(&out.join(SCREENSHOTS_DIR)).len(), 2);
    assert!(out.join(&first.path).exists());
}

#[test]
fn a_read_only_folder_fails_the_screenshot_by_name_and_keeps_the_stored_ones() {
    let disk = Tmpfs::mount(1024);
    fault_keeps_the_store(
        &disk,
        ErrorKind::ReadOnlyFilesystem,
        Tmpfs::remount_read_only,
    );
}
