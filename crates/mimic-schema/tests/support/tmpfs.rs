//! A small tmpfs mounted for one test, to make real "disk full" and
//! "read-only file system" errors. Mounting needs root (the test machines run
//! as root; permission bits would not stop root, a read-only mount does).
//! Shared by the fault tests of mimic-schema and mimic-dataset.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A tmpfs mounted on a fresh temp folder; unmounted when dropped.
pub(crate) struct Tmpfs {
    dir: tempfile::TempDir,
}

impl Tmpfs {
    /// Mounts a tmpfs of `kib` KiB. Panics, saying why, when mounting is not
    /// permitted: these tests must run as root.
    pub(crate) fn mount(kib: u64) -> Self {
        let dir = tempfile::tempdir().unwrap();
        run_mount(&[
            "-t",
            "tmpfs",
            "-o",
            &format!("size={kib}k"),
            "tmpfs",
            path_str(dir.path()),
        ]);
        Self { dir }
    }

    pub(crate) fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Makes the whole file system read-only, as a read-only mount would be.
    pub(crate) fn remount_read_only(&self) {
        run_mount(&["-o", "remount,ro", path_str(self.path())]);
    }

    /// Fills the file system with a filler file, then frees `keep_kib` KiB of
    /// it, so the next writes run out of space soon. Returns the filler.
    pub(crate) fn fill_leaving(&self, keep_kib: u64) -> PathBuf {
        let path = self.path().join("filler");
        let mut file = File::create(&path).unwrap();
        let chunk = vec![0u8; 4096];
        let mut written = 0u64;
        loop {
            match file.write(&chunk) {
                Ok(0) => break,
                Ok(n) => written += n as u64,
                Err(e) if e.kind() == std::io::ErrorKind::StorageFull => break,
                Err(e) => panic!("filling {}: {e}", path.display()),
            }
        }
        let keep = keep_kib * 1024;
        assert!(written > keep, "tmpfs too small to leave {keep_kib} KiB");
        OpenOptions::new()
            .write(true)
            .open(&path)
            .unwrap()
            .set_len(written - keep)
            .unwrap();
        path
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        // Lazy, so a file a failed test left open cannot keep it mounted.
        let _ = Command::new("umount")
            .args(["-l", path_str(self.path())])
            .status();
    }
}

fn path_str(path: &Path) -> &str {
    path.to_str().expect("temp paths are UTF-8")
}

fn run_mount(args: &[&str]) {
    let output = Command::new("mount")
        .args(args)
        .output()
        .expect("running mount");
    assert!(
        output.status.success(),
        "mount {args:?} failed (fault tests mount a tmpfs and must run as root): {}",
        String::from_utf8_lossy(&output.stderr)
    );
}
