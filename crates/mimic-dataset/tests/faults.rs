//! Faults while writing a dataset, made real on a small tmpfs (needs root):
//! a full disk and a read-only output folder. The build stops with an error
//! naming the file or folder, the previous dataset stays whole and unchanged,
//! and no half-written dataset is left to look whole. (A screenshot deleted
//! or altered after collection: `build.rs`,
//! `a_missing_or_altered_screenshot_is_an_error_or_a_counted_skip`.)
#![cfg(target_os = "linux")]

mod common;
#[path = "../../mimic-schema/tests/support/tmpfs.rs"]
mod tmpfs;

use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use common::*;
use mimic_dataset::{BuildError, BuildOptions, ScreenshotTransfer};
use tmpfs::Tmpfs;

/// The path and kind of the I/O error a build stopped with.
fn io_failure(options: BuildOptions) -> (PathBuf, ErrorKind, String) {
    match build_recording(options).0 {
        Ok(_) => panic!("build succeeded but should not have"),
        Err(error @ BuildError::Io { .. }) => {
            let message = error.to_string();
            let BuildError::Io { path, source } = error else {
                unreachable!()
            };
            (path, source.kind(), message)
        }
        Err(other) => panic!("not an I/O error: {other}"),
    }
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Builds once, fills the disk to `keep_kib` KiB free, and checks that
/// `rebuild` then fails by file and changes nothing; returns the message.
fn full_disk_rebuild(keep_kib: u64, rebuild: impl Fn(&mut BuildOptions)) -> String {
    let ws = Workspace::new();
    let disk = Tmpfs::mount(1024);
    let out = disk.path().join("out");
    let mut options = BuildOptions::new(vec![ws.run()], out.clone());
    build_ok(options.clone());
    let dataset = out.join("dataset");
    let before = files_under(&dataset);

    let filler = disk.fill_leaving(keep_kib);
    rebuild(&mut options);
    let (path, kind, message) = io_failure(options.clone());
    assert_eq!(kind, ErrorKind::StorageFull, "{message}");
    // A file being written into the staging folder inside `out`.
    assert!(path.starts_with(&out) && path != out, "{message}");
    assert!(
        message.starts_with(&path.display().to_string()),
        "{message}"
    );
    assert_eq!(files_under(&dataset), before);
    assert_eq!(names_in(&out), vec!["dataset"], "staging left behind");

    // Room again: the same build goes through.
    fs::remove_file(filler).unwrap();
    build_ok(options);
    assert_eq!(names_in(&out), vec!["dataset"]);
    message
}

#[test]
fn a_full_disk_stops_the_build_by_file_and_keeps_the_previous_dataset() {
    // Too little room for the split files themselves.
    let message = full_disk_rebuild(4, |_| {});
    assert!(message.contains(".dataset.partial-"), "{message}");
    // Room for the split files, not for copies of the screenshots.
    let message = full_disk_rebuild(24, |options| {
        options.screenshot_transfer = ScreenshotTransfer::Copy;
    });
    assert!(message.contains("/screenshots/"), "{message}");
}

#[test]
fn a_read_only_output_folder_is_named_and_nothing_is_lost() {
    let ws = Workspace::new();
    let disk = Tmpfs::mount(1024);
    let out = disk.path().join("out");
    let options = BuildOptions::new(vec![ws.run()], out.clone());
    build_ok(options.clone());
    let dataset = out.join("dataset");
    let before = files_under(&dataset);
    disk.remount_read_only();

    let (path, kind, message) = io_failure(options);
    assert_eq!(kind, ErrorKind::ReadOnlyFilesystem, "{message}");
    assert_eq!(path, out, "{message}");
    assert_eq!(files_under(&dataset), before);

    let fresh = disk.path().join("elsewhere");
    let (path, kind, message) = io_failure(BuildOptions::new(vec![ws.run()], fresh.clone()));
    assert_eq!(kind, ErrorKind::ReadOnlyFilesystem, "{message}");
    assert_eq!(path, fresh, "{message}");
}
