//! The output folder and how tools find trace files: one layout every tool
//! writes, one rule every tool reads by (docs/architecture.md, "Output
//! folder and trace inputs").
//!
//! An output folder `OUT` holds:
//!
//! | path | written by |
//! | --- | --- |
//! | `traces/<traceId>.jsonl` | the collectors: one trace per file |
//! | `raw/<traceId>.events.jsonl` | the collectors: raw input events, scrubbed |
//! | `screenshots/<sha256>.png` | the observers: content-addressed, referenced from records relative to `OUT` |
//! | `repeat/` | the demo: a second collection (an output folder itself) for the stability gate |
//! | `dataset/` | the dataset builder |
//! | `eval/<scorer>/` | offline eval |
//! | `gates.json`, `gates.md` | the promotion gates |
//! | `report/index.html` | the trace viewer |
//!
//! Every tool that reads traces (validation, the dataset builder, the gates,
//! the viewer, the collector resuming a run) takes its inputs by
//! [`discover_traces`]'s rule:
//!
//! - a **file** is one trace file, whatever its name;
//! - a **folder with a `traces/` subfolder** is an output folder: its trace
//!   files are the `*.jsonl` files directly in `traces/`;
//! - **any other folder**: the `*.jsonl` files directly in it.
//!
//! Subfolders are never searched, so an output folder's `raw/` and `repeat/`
//! are never taken for its traces; a folder of several output folders is
//! given as each of them. Within an input, files come in byte order of their
//! names; inputs keep the order given. An input folder without trace files
//! is an error, never an empty result.
//!
//! Each file has an output root: the folder its records' screenshot paths
//! are relative to. For an output folder that is the folder; for a bare
//! folder or a file it is the folder holding the files, or that folder's
//! parent when it is named `traces`.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// One trace per file: `OUT/traces/<traceId>.jsonl`.
pub const TRACES_DIR: &str = "traces";
/// Raw input events per trace: `OUT/raw/<traceId>.events.jsonl`.
pub const RAW_DIR: &str = "raw";
/// Content-addressed screenshots: `OUT/screenshots/<sha256>.png`.
pub const SCREENSHOTS_DIR: &str = "screenshots";
/// The demo's second collection, for the stability gate: an output folder.
pub const REPEAT_DIR: &str = "repeat";
/// The dataset builder's folder.
pub const DATASET_DIR: &str = "dataset";
/// Offline eval, one folder per scorer.
pub const EVAL_DIR: &str = "eval";
/// The promotion gates, machine- and human-readable.
pub const GATES_JSON: &str = "gates.json";
pub const GATES_MD: &str = "gates.md";
/// The trace viewer's folder; its page is `index.html`.
pub const REPORT_DIR: &str = "report";

/// The paths of one output folder. Only names paths; creating and checking
/// them is the writer's business.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutputLayout {
    pub root: PathBuf,
}

impl OutputLayout {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Self { root: root.into() }
    }

    pub fn traces(&self) -> PathBuf {
        self.root.join(TRACES_DIR)
    }

    pub fn raw(&self) -> PathBuf {
        self.root.join(RAW_DIR)
    }

    pub fn screenshots(&self) -> PathBuf {
        self.root.join(SCREENSHOTS_DIR)
    }

    pub fn repeat(&self) -> Self {
        Self::new(self.root.join(REPEAT_DIR))
    }

    pub fn dataset(&self) -> PathBuf {
        self.root.join(DATASET_DIR)
    }

    pub fn eval(&self) -> PathBuf {
        self.root.join(EVAL_DIR)
    }

    pub fn gates_json(&self) -> PathBuf {
        self.root.join(GATES_JSON)
    }

    pub fn gates_md(&self) -> PathBuf {
        self.root.join(GATES_MD)
    }

    pub fn report(&self) -> PathBuf {
        self.root.join(REPORT_DIR)
    }

    pub fn trace_file(&self, trace_id: &str) -> PathBuf {
        self.traces().join(format!("{trace_id}.jsonl"))
    }

    pub fn raw_file(&self, trace_id: &str) -> PathBuf {
        self.raw().join(format!("{trace_id}.events.jsonl"))
    }
}

/// A screenshot's path as records reference it, relative to the output root.
pub fn screenshot_path(sha256: &str) -> String {
    format!("{SCREENSHOTS_DIR}/{sha256}.png")
}

/// One trace file found by [`discover_traces`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceFile {
    /// Index of the input it was found under.
    pub input: usize,
    /// As messages name it: the input as given, joined with the file's name.
    pub path: PathBuf,
    /// The output root its screenshot paths are relative to.
    pub root: PathBuf,
    /// The file relative to `root`, `/`-separated (`traces/<name>.jsonl`).
    pub rel: String,
    pub bytes: u64,
}

impl TraceFile {
    /// A name that does not depend on where the output folder sits:
    /// `<root's name>/<rel>`.
    pub fn label(&self) -> String {
        format!("{}/{}", folder_name(&self.root), self.rel)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum DiscoverError {
    #[error("{}: no such file or folder", path.display())]
    NotFound { path: PathBuf },
    #[error("{}: no *.jsonl trace files in {}", path.display(), looked_in.display())]
    NoTraceFiles { path: PathBuf, looked_in: PathBuf },
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
}

/// The trace files of `inputs`, by the rule in this module's documentation.
pub fn discover_traces(inputs: &[PathBuf]) -> Result<Vec<TraceFile>, DiscoverError> {
    let mut files = Vec::new();
    for (index, input) in inputs.iter().enumerate() {
        let metadata = fs::metadata(input).map_err(|source| match source.kind() {
            io::ErrorKind::NotFound => DiscoverError::NotFound {
                path: input.clone(),
            },
            _ => DiscoverError::Io {
                path: input.clone(),
                source,
            },
        })?;
        if !metadata.is_dir() {
            let name = input
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let parent = match input.parent() {
                Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
                _ => PathBuf::from("."),
            };
            let (root, rel) = root_of(&parent, &name);
            files.push(TraceFile {
                input: index,
                path: input.clone(),
                root,
                rel,
                bytes: metadata.len(),
            });
            continue;
        }
        let traces = input.join(TRACES_DIR);
        let (dir, root, prefix) = if traces.is_dir() {
            (traces, input.clone(), format!("{TRACES_DIR}/"))
        } else {
            let (root, prefix) = root_of(input, "");
            (input.clone(), root, prefix)
        };
        let found = jsonl_files(&dir)?;
        if found.is_empty() {
            return Err(DiscoverError::NoTraceFiles {
                path: input.clone(),
                looked_in: dir,
            });
        }
        for (name, bytes) in found {
            files.push(TraceFile {
                input: index,
                path: dir.join(&name),
                root: root.clone(),
                rel: format!("{prefix}{name}"),
                bytes,
            });
        }
    }
    Ok(files)
}

/// The output root of files directly in `folder`, and `name`'s path
/// relative to it.
fn root_of(folder: &Path, name: &str) -> (PathBuf, String) {
    let is_traces = folder.file_name().is_some_and(|n| n == TRACES_DIR);
    match folder.parent() {
        Some(parent) if is_traces => {
            let parent = if parent.as_os_str().is_empty() {
                PathBuf::from(".")
            } else {
                parent.to_path_buf()
            };
            (parent, format!("{TRACES_DIR}/{name}"))
        }
        _ => (folder.to_path_buf(), name.to_string()),
    }
}

/// Names and sizes of the `*.jsonl` files directly in `dir`, sorted.
fn jsonl_files(dir: &Path) -> Result<Vec<(String, u64)>, DiscoverError> {
    let io_err = |source| DiscoverError::Io {
        path: dir.to_path_buf(),
        source,
    };
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).map_err(io_err)? {
        let path = entry.map_err(io_err)?.path();
        if path.extension().is_none_or(|e| e != "jsonl") {
            continue;
        }
        // Follows symbolic links: a linked trace file is a trace file.
        let Ok(metadata) = fs::metadata(&path) else {
            continue;
        };
        if metadata.is_file() {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            found.push((name, metadata.len()));
        }
    }
    found.sort();
    Ok(found)
}

/// The last component of `path`, or of its canonical form when it has none
/// (`.`, `..`).
fn folder_name(path: &Path) -> String {
    let named = |p: &Path| p.file_name().map(|n| n.to_string_lossy().into_owned());
    named(path)
        .filter(|n| n != "." && n != "..")
        .or_else(|| fs::canonicalize(path).ok().as_deref().and_then(named))
        .unwrap_or_else(|| path.display().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn touch(path: &Path) {
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, "{}\n").unwrap();
    }

    fn found(inputs: &[PathBuf]) -> Vec<(usize, String, String)> {
        discover_traces(inputs)
            .unwrap()
            .into_iter()
            .map(|f| (f.input, f.rel, f.root.display().to_string()))
            .collect()
    }

    #[test]
    fn an_output_folder_gives_its_traces_and_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        touch(&out.join("traces/b.jsonl"));
        touch(&out.join("traces/a.jsonl"));
        touch(&out.join("traces/a.jsonl.tmp"));
        touch(&out.join("raw/a.events.jsonl"));
        touch(&out.join("repeat/traces/a.jsonl"));
        touch(&out.join("stray.jsonl"));
        let root = out.display().to_string();
        assert_eq!(
            found(std::slice::from_ref(&out)),
            [
                (0, "traces/a.jsonl".into(), root.clone()),
                (0, "traces/b.jsonl".into(), root),
            ]
        );
        let files = discover_traces(std::slice::from_ref(&out)).unwrap();
        assert_eq!(files[0].label(), "out/traces/a.jsonl");
        assert_eq!(files[0].path, out.join("traces/a.jsonl"));
    }

    #[test]
    fn a_bare_folder_gives_its_own_files_and_a_traces_folder_its_parent_as_root() {
        let dir = tempfile::tempdir().unwrap();
        let bare = dir.path().join("bare");
        touch(&bare.join("x.jsonl"));
        touch(&bare.join("nested/y.jsonl"));
        let traces = dir.path().join("out/traces");
        touch(&traces.join("t.jsonl"));
        let out = dir.path().join("out").display().to_string();
        assert_eq!(
            found(&[bare.clone(), traces.clone()]),
            [
                (0, "x.jsonl".into(), bare.display().to_string()),
                (1, "traces/t.jsonl".into(), out.clone()),
            ]
        );
        // A file: its folder is the root, or that folder's parent for traces/.
        assert_eq!(
            found(&[traces.join("t.jsonl"), bare.join("nested/y.jsonl")]),
            [
                (0, "traces/t.jsonl".into(), out),
                (
                    1,
                    "y.jsonl".into(),
                    bare.join("nested").display().to_string()
                ),
            ]
        );
    }

    #[test]
    fn an_empty_or_missing_input_is_an_error_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        let empty = dir.path().join("empty");
        fs::create_dir_all(empty.join("traces")).unwrap();
        let err = discover_traces(std::slice::from_ref(&empty)).unwrap_err();
        assert!(matches!(err, DiscoverError::NoTraceFiles { .. }), "{err}");
        assert!(err.to_string().contains("empty"), "{err}");
        let missing = dir.path().join("missing.jsonl");
        let err = discover_traces(&[missing]).unwrap_err();
        assert!(matches!(err, DiscoverError::NotFound { .. }), "{err}");
        assert!(err.to_string().contains("missing.jsonl"), "{err}");
    }

    #[test]
    fn the_layout_names_every_path_once() {
        let layout = OutputLayout::new("OUT");
        assert_eq!(layout.trace_file("t"), Path::new("OUT/traces/t.jsonl"));
        assert_eq!(layout.raw_file("t"), Path::new("OUT/raw/t.events.jsonl"));
        assert_eq!(layout.repeat().traces(), Path::new("OUT/repeat/traces"));
        assert_eq!(screenshot_path("ab"), "screenshots/ab.png");
        assert_eq!(layout.gates_md(), Path::new("OUT/gates.md"));
    }
}
