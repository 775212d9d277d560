//! A run's output folder: mimic-schema's layout, prepared for a run, and the
//! rule that a run never appends to an earlier one silently
//! (docs/design-notes.md, "Ids and runs").

use std::collections::BTreeSet;
use std::io;
use std::ops::Deref;
use std::path::{Path, PathBuf};

use mimic_schema::MimicTraceRecordV1;
use mimic_schema::jsonl::JsonlReader;
use mimic_schema::layout::{DiscoverError, OutputLayout, discover_traces};

/// How a run may treat an output folder that already holds files.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutMode {
    /// The folder must be empty or absent.
    Fresh,
    /// Keep finished traces, collect the rest again (unfinished files are
    /// replaced).
    Resume,
    /// Collect every instance again as the next run number.
    AddRun,
}

#[derive(Debug, thiserror::Error)]
pub enum OutError {
    /// A fresh run was asked for; the folder holds an earlier one.
    #[error("{0} is not empty: it holds an earlier run")]
    NotEmpty(PathBuf),
    #[error("{path}: {source}")]
    Io { path: PathBuf, source: io::Error },
}

/// An output folder checked against a [`OutMode`] and created: the paths
/// are [`OutputLayout`]'s (reached through `Deref`); this type says the
/// folders exist and the run may write there.
#[derive(Debug, Clone)]
pub struct OutLayout(OutputLayout);

impl Deref for OutLayout {
    type Target = OutputLayout;

    fn deref(&self) -> &OutputLayout {
        &self.0
    }
}

impl OutLayout {
    /// Checks `root` against `mode` and creates the folders. Resuming or
    /// adding a run also removes the temporaries a killed run left behind
    /// (see [`Self::sweep_temporaries`]).
    pub fn prepare(root: impl Into<PathBuf>, mode: OutMode) -> Result<Self, OutError> {
        let root = root.into();
        let io_err = |path: &Path| {
            let path = path.to_path_buf();
            move |source| OutError::Io { path, source }
        };
        if mode == OutMode::Fresh && root.exists() {
            let mut entries = std::fs::read_dir(&root).map_err(io_err(&root))?;
            if entries.next().is_some() {
                return Err(OutError::NotEmpty(root));
            }
        }
        let layout = Self(OutputLayout::new(root));
        for dir in [layout.traces(), layout.raw(), layout.screenshots()] {
            std::fs::create_dir_all(&dir).map_err(io_err(&dir))?;
        }
        if mode != OutMode::Fresh {
            layout.sweep_temporaries()?;
        }
        Ok(layout)
    }

    /// Removes what exists only for the instant of an atomic rename and
    /// stays only when a run is killed in that instant: a trace's final
    /// rewrite (`traces/<traceId>.jsonl.tmp`) and a screenshot being stored
    /// (`screenshots/.<sha256>.png.<pid>.tmp`). The run that prepares the
    /// folder owns it (two collectors never share one OUT), so no other
    /// writer can be using them. Returns how many were removed.
    pub fn sweep_temporaries(&self) -> Result<usize, OutError> {
        let leftovers = [
            (
                self.traces(),
                (|name: &str| name.ends_with(".jsonl.tmp")) as fn(&str) -> bool,
            ),
            (self.screenshots(), |name: &str| {
                name.starts_with('.') && name.ends_with(".tmp")
            }),
        ];
        let mut removed = 0;
        for (dir, is_leftover) in leftovers {
            let io_err = |path: &Path| {
                let path = path.to_path_buf();
                move |source| OutError::Io { path, source }
            };
            for entry in std::fs::read_dir(&dir).map_err(io_err(&dir))? {
                let path = entry.map_err(io_err(&dir))?.path();
                if path
                    .file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(is_leftover)
                {
                    std::fs::remove_file(&path).map_err(io_err(&path))?;
                    removed += 1;
                }
            }
        }
        Ok(removed)
    }

    /// Ids of the traces whose file is complete: every line a valid record
    /// and the last one stamped with a trace status.
    pub fn finished_traces(&self) -> Result<BTreeSet<String>, OutError> {
        let mut done = BTreeSet::new();
        for path in self.trace_files()? {
            let Ok(reader) = JsonlReader::open(&path) else {
                continue;
            };
            let mut last: Option<MimicTraceRecordV1> = None;
            let mut intact = true;
            for value in reader.values::<MimicTraceRecordV1>() {
                match value {
                    Ok((_, record)) => last = Some(record),
                    Err(_) => intact = false,
                }
            }
            if let Some(record) = last.filter(|_| intact)
                && record
                    .mimic
                    .as_ref()
                    .is_some_and(|m| m.trace_status.is_some())
            {
                done.insert(record.trace_id);
            }
        }
        Ok(done)
    }

    /// The run number after the highest one present (`...--run-<n>.jsonl`).
    pub fn next_run(&self) -> Result<u32, OutError> {
        let highest = self
            .trace_files()?
            .iter()
            .filter_map(|p| {
                let stem = p.file_name()?.to_str()?.strip_suffix(".jsonl")?;
                stem.rsplit_once("--run-")?.1.parse::<u32>().ok()
            })
            .max()
            .unwrap_or(0);
        Ok(highest + 1)
    }

    /// The run's trace files so far, by mimic-schema's discovery rule; none
    /// yet is no error here.
    fn trace_files(&self) -> Result<Vec<PathBuf>, OutError> {
        match discover_traces(std::slice::from_ref(&self.root)) {
            Ok(files) => Ok(files.into_iter().map(|file| file.path).collect()),
            Err(DiscoverError::NoTraceFiles { .. }) => Ok(Vec::new()),
            Err(DiscoverError::NotFound { path }) => Err(OutError::Io {
                path,
                source: io::ErrorKind::NotFound.into(),
            }),
            Err(DiscoverError::Io { path, source }) => Err(OutError::Io { path, source }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_non_empty_folder_is_refused_unless_told() {
        let dir = tempfile::tempdir().unwrap();
        OutLayout::prepare(dir.path().join("new"), OutMode::Fresh).unwrap();
        std::fs::write(dir.path().join("note.txt"), "x").unwrap();
        let err = OutLayout::prepare(dir.path(), OutMode::Fresh).unwrap_err();
        assert!(matches!(err, OutError::NotEmpty(_)), "{err}");
        OutLayout::prepare(dir.path(), OutMode::Resume).unwrap();
        OutLayout::prepare(dir.path(), OutMode::AddRun).unwrap();
        assert_eq!(
            std::fs::read_to_string(dir.path().join("note.txt")).unwrap(),
            "x"
        );
    }

    #[test]
    fn resuming_or_adding_a_run_removes_what_a_killed_rename_left() {
        let dir = tempfile::tempdir().unwrap();
        let out = OutLayout::prepare(dir.path(), OutMode::Fresh).unwrap();
        let kept = [
            out.trace_file("a.b--s1-1x1--run-1"),
            out.screenshots().join("ab12.png"),
            out.raw_file("a.b--s1-1x1--run-1"),
        ];
        let leftovers = [
            out.traces().join("a.b--s1-1x1--run-1.jsonl.tmp"),
            out.screenshots().join(".ab12.png.4242.tmp"),
        ];
        for mode in [OutMode::Resume, OutMode::AddRun] {
            for path in kept.iter().chain(&leftovers) {
                std::fs::write(path, "x").unwrap();
            }
            OutLayout::prepare(dir.path(), mode).unwrap();
            assert!(kept.iter().all(|p| p.exists()), "{mode:?}");
            assert!(leftovers.iter().all(|p| !p.exists()), "{mode:?}");
        }
    }

    #[test]
    fn next_run_follows_the_highest_present() {
        let dir = tempfile::tempdir().unwrap();
        let out = OutLayout::prepare(dir.path(), OutMode::Fresh).unwrap();
        assert_eq!(out.next_run().unwrap(), 1);
        std::fs::write(out.trace_file("a.b--s1-1x1--run-1"), "").unwrap();
        std::fs::write(out.trace_file("a.b--s1-1x1--run-3"), "").unwrap();
        assert_eq!(out.next_run().unwrap(), 4);
    }
}
