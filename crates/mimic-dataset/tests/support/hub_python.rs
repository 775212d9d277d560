//! The Python that loads datasets in tests: a virtual environment under the
//! target folder with Hugging Face `datasets`, pyarrow and orjson, filled
//! from PyPI only when a package is missing. Without python3 and its venv
//! module the test fails and names the install. Shared by mimic-dataset's
//! hub test and the demo test (`#[path]`), so both use one environment.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// Python packages the checks import (orjson for the reference builder).
const PACKAGES: [&str; 3] = ["datasets", "pyarrow", "orjson"];

/// The virtual environment's interpreter, with [`PACKAGES`] installed.
fn python() -> &'static Path {
    static PYTHON: OnceLock<PathBuf> = OnceLock::new();
    PYTHON.get_or_init(|| {
        let venv = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hf-venv");
        let python = venv.join("bin").join("python3");
        let imports = format!("import {}", PACKAGES.join(", "));
        let ready = |python: &Path| {
            Command::new(python)
                .args(["-c", &imports])
                .output()
                .is_ok_and(|o| o.status.success())
        };
        if ready(&python) {
            return python;
        }
        let created = Command::new("python3")
            .args(["-m", "venv"])
            .arg(&venv)
            .output();
        match created {
            Ok(output) if output.status.success() => {}
            Ok(output) => panic!(
                "python3 -m venv failed: python3's venv module is missing; install it with \
                 `apt-get install python3-venv`\n{}",
                String::from_utf8_lossy(&output.stderr)
            ),
            Err(error) => panic!(
                "python3 is not installed ({error}); install it with \
                 `apt-get install python3 python3-venv`"
            ),
        }
        let installed = Command::new(&python)
            .args(["-m", "pip", "install", "--quiet"])
            .args(PACKAGES)
            .status()
            .expect("the virtual environment has pip");
        assert!(
            installed.success(),
            "`{} -m pip install {}` failed (PyPI must be reachable)",
            python.display(),
            PACKAGES.join(" ")
        );
        assert!(ready(&python), "{imports} fails after installing");
        python
    })
}

/// Runs the environment's Python with `args`, offline and with its caches
/// under `home` rather than ~/.cache; returns what it printed.
pub(crate) fn run_python(args: &[&OsStr], home: &Path) -> String {
    let output = Command::new(python())
        .args(args)
        .env("HF_HUB_OFFLINE", "1")
        .env("HF_HOME", home)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "the Python check failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// Loads each dataset folder with `datasets.load_dataset(folder)`, checks
/// its splits, images and shards against its manifest and returns the line
/// printed per folder (`tests/python/load_hub.py`, beside this file's folder).
pub(crate) fn load_hub(folders: &[&Path], home: &Path) -> String {
    let mut args: Vec<&OsStr> = vec!["-c".as_ref(), LOAD_HUB.as_ref()];
    args.extend(folders.iter().map(|folder| folder.as_os_str()));
    run_python(&args, home)
}

/// Included rather than found by path, so the check runs the same from any
/// package's tests.
const LOAD_HUB: &str = include_str!("../python/load_hub.py");
