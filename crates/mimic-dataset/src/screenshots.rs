//! Screenshot references: kept inside their input folder, checked against
//! their sha256 (each file hashed once, however often it is referenced), and
//! pointed at from the dataset folder, or copied / linked into it.

use std::collections::{HashMap, HashSet};
use std::fs;
use std::io;
use std::path::{Component, Path, PathBuf};
use std::sync::Mutex;

use serde::Serialize;

use crate::error::BuildError;
use crate::example::ScreenshotRef;
use crate::hashing::hash_file;
use crate::options::ScreenshotTransfer;

/// Folder inside the dataset that copied or linked screenshots go to.
pub const DATASET_SCREENSHOT_DIR: &str = "screenshots";

/// A reference that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ScreenshotProblem {
    Missing(String),
    /// A symlink inside the input folder that leads out of it.
    Escapes(String),
    Mismatch {
        recorded: String,
        actual: String,
    },
}

/// `rel`, a path from a record, under `root`; `None` if it is absolute or
/// climbs out of `root` with `..`.
pub(crate) fn contained_path(root: &Path, rel: &str) -> Option<PathBuf> {
    let rel_path = Path::new(rel);
    let mut inside: Vec<&std::ffi::OsStr> = Vec::new();
    for component in rel_path.components() {
        match component {
            Component::Normal(part) => inside.push(part),
            Component::CurDir => {}
            Component::ParentDir => {
                inside.pop()?;
            }
            Component::RootDir | Component::Prefix(_) => return None,
        }
    }
    if inside.is_empty() || rel.contains('\\') {
        return None;
    }
    let mut path = root.to_path_buf();
    path.extend(inside);
    Some(path)
}

/// `to` as seen from the folder `from`, with `/` separators. Both must be
/// absolute and free of `.`/`..` (canonical, or built from canonical parts).
pub(crate) fn relative_path(from: &Path, to: &Path) -> String {
    let from: Vec<Component<'_>> = from.components().collect();
    let to: Vec<Component<'_>> = to.components().collect();
    let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
    let mut parts: Vec<String> = vec!["..".to_string(); from.len() - common];
    parts.extend(
        to[common..]
            .iter()
            .map(|c| c.as_os_str().to_string_lossy().into_owned()),
    );
    if parts.is_empty() {
        ".".to_string()
    } else {
        parts.join("/")
    }
}

/// What happened to screenshot references in one build.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ScreenshotCounts {
    /// Kept examples that carry a screenshot reference.
    pub referenced: u64,
    /// Distinct files hashed (each once).
    pub files_hashed: u64,
    pub copied: u64,
    pub linked: u64,
}

/// A screenshot file checked: its hash, and where examples point at it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Checked {
    sha256: [u8; 32],
    /// Where the examples point: relative to the dataset folder.
    dataset_path: String,
}

/// What a step's screenshot file turned out to be.
pub(crate) type FileCheck = Result<Checked, ScreenshotProblem>;

/// The per-build cache of checked screenshot files, shared by the threads
/// that prepare examples: each file is hashed once, however often it is
/// referenced. Its memory grows with the number of distinct screenshot
/// files, not with the number of steps. What it finds depends only on the
/// file, so which thread looks first does not matter; the counting is
/// [`Screenshots`]'s, in file order.
#[derive(Debug)]
pub(crate) struct ScreenshotChecks {
    transfer: ScreenshotTransfer,
    /// Where the dataset will live once renamed into place.
    dataset_dir: PathBuf,
    checked: Mutex<HashMap<PathBuf, FileCheck>>,
}

impl ScreenshotChecks {
    pub(crate) fn new(transfer: ScreenshotTransfer, dataset_dir: PathBuf) -> Self {
        Self {
            transfer,
            dataset_dir,
            checked: Mutex::new(HashMap::new()),
        }
    }

    /// The file at `path` (inside `root`, both canonical-based), checked.
    pub(crate) fn check(&self, root: &Path, path: &Path) -> FileCheck {
        if let Some(checked) = self.lock().get(path) {
            return checked.clone();
        }
        // Hashed without the lock, so other threads go on meanwhile; two
        // that race on one file find the same.
        let checked = self.check_file(root, path);
        self.lock()
            .entry(path.to_path_buf())
            .or_insert(checked)
            .clone()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<PathBuf, FileCheck>> {
        // A thread that panicked holding the lock leaves whole entries only.
        self.checked
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn check_file(&self, root: &Path, path: &Path) -> FileCheck {
        let missing = |e: io::Error| ScreenshotProblem::Missing(format!("{}: {e}", path.display()));
        // A symlink inside the folder may still point out of it.
        let real = fs::canonicalize(path).map_err(missing)?;
        if !real.starts_with(root) {
            return Err(ScreenshotProblem::Escapes(format!(
                "{} resolves to {}, outside the input folder",
                path.display(),
                real.display(),
            )));
        }
        let sha256 = hash_file(&real).map_err(missing)?;
        let dataset_path = match self.transfer {
            ScreenshotTransfer::Reference => relative_path(&self.dataset_dir, path),
            ScreenshotTransfer::Copy | ScreenshotTransfer::HardLink => {
                let extension = path
                    .extension()
                    .and_then(|e| e.to_str())
                    .filter(|e| e.chars().all(|c| c.is_ascii_alphanumeric()))
                    .map(|e| format!(".{}", e.to_ascii_lowercase()))
                    .unwrap_or_default();
                format!(
                    "{DATASET_SCREENSHOT_DIR}/{}{extension}",
                    hex::encode(sha256)
                )
            }
        };
        Ok(Checked {
            sha256,
            dataset_path,
        })
    }
}

/// The example's reference to a checked file whose sha256 was recorded as
/// `recorded`.
pub(crate) fn reference_to(
    checked: &FileCheck,
    recorded: Option<&str>,
) -> Result<ScreenshotRef, ScreenshotProblem> {
    let checked = checked.as_ref().map_err(Clone::clone)?;
    let actual = hex::encode(checked.sha256);
    if let Some(recorded) = recorded
        && !recorded.eq_ignore_ascii_case(&actual)
    {
        return Err(ScreenshotProblem::Mismatch {
            recorded: recorded.to_string(),
            actual,
        });
    }
    Ok(ScreenshotRef {
        path: checked.dataset_path.clone(),
        sha256: actual,
    })
}

/// The screenshots of the examples written, in file order: counted, and
/// copied or linked into the dataset.
#[derive(Debug)]
pub(crate) struct Screenshots {
    transfer: ScreenshotTransfer,
    /// Where the dataset is being written.
    staging_dir: PathBuf,
    /// Files whose check the build has used (and so counted).
    used: HashSet<PathBuf>,
    transferred: HashSet<[u8; 32]>,
    pub(crate) counts: ScreenshotCounts,
}

impl Screenshots {
    pub(crate) fn new(transfer: ScreenshotTransfer, staging_dir: PathBuf) -> Self {
        Self {
            transfer,
            staging_dir,
            used: HashSet::new(),
            transferred: HashSet::new(),
            counts: ScreenshotCounts::default(),
        }
    }

    /// The reference of a step whose file at `path` checked as `checked`.
    pub(crate) fn reference(
        &mut self,
        path: &Path,
        checked: &FileCheck,
        recorded: Option<&str>,
    ) -> Result<ScreenshotRef, ScreenshotProblem> {
        if checked.is_ok() && !self.used.contains(path) {
            self.used.insert(path.to_path_buf());
            self.counts.files_hashed += 1;
        }
        let reference = reference_to(checked, recorded)?;
        self.counts.referenced += 1;
        Ok(reference)
    }

    /// Copies or links a checked file into the staging folder, once per
    /// content hash. An error names the file that failed: the input when
    /// reading, the staged copy when writing (a full disk).
    pub(crate) fn transfer(&mut self, path: &Path, checked: &Checked) -> Result<(), BuildError> {
        if self.transfer == ScreenshotTransfer::Reference
            || !self.transferred.insert(checked.sha256)
        {
            return Ok(());
        }
        let target = self.staging_dir.join(&checked.dataset_path);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent).map_err(BuildError::io(parent))?;
        }
        if self.transfer == ScreenshotTransfer::HardLink && fs::hard_link(path, &target).is_ok() {
            self.counts.linked += 1;
            return Ok(());
        }
        // Read, then write (not `fs::copy`), so the error says which side
        // failed; a screenshot fits in memory.
        let bytes = fs::read(path).map_err(BuildError::io(path))?;
        fs::write(&target, bytes).map_err(BuildError::io(&target))?;
        self.counts.copied += 1;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_must_stay_inside_the_root() {
        let root = Path::new("/data/run");
        assert_eq!(
            contained_path(root, "screenshots/a.png"),
            Some(PathBuf::from("/data/run/screenshots/a.png"))
        );
        assert_eq!(
            contained_path(root, "./screenshots/../screenshots/a.png"),
            Some(PathBuf::from("/data/run/screenshots/a.png"))
        );
        assert_eq!(contained_path(root, "../other/a.png"), None);
        assert_eq!(contained_path(root, "screenshots/../../a.png"), None);
        assert_eq!(contained_path(root, "/etc/passwd"), None);
        assert_eq!(contained_path(root, ""), None);
        assert_eq!(contained_path(root, "screenshots\\..\\..\\a.png"), None);
    }

    #[test]
    fn relative_paths_climb_only_as_far_as_needed() {
        let p = |s: &str| PathBuf::from(s);
        assert_eq!(
            relative_path(&p("/o/dataset"), &p("/o/screenshots/a.png")),
            "../screenshots/a.png"
        );
        assert_eq!(
            relative_path(&p("/o/dataset"), &p("/other/run/screenshots/a.png")),
            "../../other/run/screenshots/a.png"
        );
        assert_eq!(relative_path(&p("/o"), &p("/o")), ".");
        assert_eq!(relative_path(&p("/o"), &p("/o/run")), "run");
    }
}
