//! Writing the dataset: every file goes into a staging folder next to the
//! final one, which is renamed into place only when everything is written,
//! so an interrupted build never leaves a dataset that looks whole.

use std::fs::{self, File};
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::thread::JoinHandle;

use mimic_schema::layout::DATASET_DIR;
use serde::Serialize;

use crate::error::BuildError;
use crate::example::DatasetExampleV1;
use crate::hashing::HashingWriter;
use crate::split::Split;

/// The file whose presence marks a folder as a dataset mimic built.
pub const MANIFEST_FILE: &str = "manifest.json";

/// Size and hash of one written file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OutputFile {
    pub bytes: u64,
    pub sha256: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub examples: Option<u64>,
}

/// A file being written, hashed as it goes.
#[derive(Debug)]
pub(crate) struct OutputWriter {
    path: PathBuf,
    out: BufWriter<HashingWriter<File>>,
    lines: u64,
}

impl OutputWriter {
    pub(crate) fn create(path: PathBuf) -> Result<Self, BuildError> {
        let file = File::create(&path).map_err(BuildError::io(&path))?;
        Ok(Self {
            path,
            out: BufWriter::with_capacity(1 << 20, HashingWriter::new(file)),
            lines: 0,
        })
    }

    /// Writes `bytes` (one complete JSON line, newline included).
    pub(crate) fn write_line(&mut self, bytes: &[u8]) -> Result<(), BuildError> {
        self.out
            .write_all(bytes)
            .map_err(BuildError::io(&self.path))?;
        self.lines += 1;
        Ok(())
    }

    pub(crate) fn lines(&self) -> u64 {
        self.lines
    }

    /// Flushes and syncs the file; returns its size and hash.
    pub(crate) fn finish(self, count_lines: bool) -> Result<OutputFile, BuildError> {
        let Self { path, out, lines } = self;
        let hashing = out.into_inner().map_err(|e| BuildError::Io {
            path: path.clone(),
            source: e.into_error(),
        })?;
        let (file, bytes, sha256) = hashing.finish();
        file.sync_all().map_err(BuildError::io(&path))?;
        Ok(OutputFile {
            bytes,
            sha256: hex::encode(sha256),
            examples: count_lines.then_some(lines),
        })
    }
}

/// Examples queued for the split writer at most; bounds memory to this many
/// records.
const QUEUED_EXAMPLES: usize = 16;

/// The three split files, written on a thread of their own: serializing,
/// hashing and writing an example costs about as much as parsing its record,
/// so the two halves run side by side.
#[derive(Debug)]
pub(crate) struct SplitWriters {
    sender: Option<SyncSender<(Split, DatasetExampleV1)>>,
    thread: Option<JoinHandle<Result<[OutputWriter; 3], BuildError>>>,
}

impl SplitWriters {
    /// Creates `<split>.jsonl` in `dir` for every split.
    pub(crate) fn create(dir: &Path) -> Result<Self, BuildError> {
        let [train, val, test] =
            Split::ALL.map(|split| OutputWriter::create(dir.join(format!("{split}.jsonl"))));
        let writers = [train?, val?, test?];
        let (sender, receiver) = sync_channel(QUEUED_EXAMPLES);
        let thread = std::thread::Builder::new()
            .name("split-writer".into())
            .spawn(move || write_examples(receiver, writers))
            .map_err(BuildError::io(dir))?;
        Ok(Self {
            sender: Some(sender),
            thread: Some(thread),
        })
    }

    pub(crate) fn write(
        &mut self,
        split: Split,
        example: DatasetExampleV1,
    ) -> Result<(), BuildError> {
        let sent = self
            .sender
            .as_ref()
            .is_some_and(|sender| sender.send((split, example)).is_ok());
        if sent {
            return Ok(());
        }
        // The writer stopped early: its error says why.
        Err(match self.join() {
            Err(error) => error,
            Ok(_) => BuildError::Output {
                path: PathBuf::from("<split writer>"),
                message: "stopped before the last example".into(),
            },
        })
    }

    /// Waits for every queued example to be written; returns the files.
    pub(crate) fn finish(mut self) -> Result<[OutputWriter; 3], BuildError> {
        self.join()
    }

    fn join(&mut self) -> Result<[OutputWriter; 3], BuildError> {
        self.sender = None;
        let thread = self.thread.take().ok_or_else(|| BuildError::Output {
            path: PathBuf::from("<split writer>"),
            message: "already finished".into(),
        })?;
        thread
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    }
}

impl Drop for SplitWriters {
    /// A build that stops early still waits for the thread, so nothing writes
    /// into the staging folder while it is removed.
    fn drop(&mut self) {
        if self.thread.is_some() {
            let _ = self.join();
        }
    }
}

fn write_examples(
    receiver: Receiver<(Split, DatasetExampleV1)>,
    mut writers: [OutputWriter; 3],
) -> Result<[OutputWriter; 3], BuildError> {
    let mut line = Vec::new();
    for (split, example) in receiver {
        let writer = &mut writers[split.index()];
        line.clear();
        serde_json::to_writer(&mut line, &example).map_err(|e| BuildError::Output {
            path: writer.path.clone(),
            message: format!("example {} does not serialize: {e}", example.example_id),
        })?;
        line.push(b'\n');
        writer.write_line(&line)?;
    }
    Ok(writers)
}

/// Writes `value` as pretty JSON with a final newline.
pub(crate) fn write_json<T: Serialize>(path: PathBuf, value: &T) -> Result<OutputFile, BuildError> {
    let mut text = serde_json::to_vec_pretty(value).map_err(|e| BuildError::Output {
        path: path.clone(),
        message: e.to_string(),
    })?;
    text.push(b'\n');
    let mut writer = OutputWriter::create(path)?;
    writer.write_line(&text)?;
    writer.finish(false)
}

/// The folder being written and where it goes.
#[derive(Debug)]
pub(crate) struct Staging {
    dir: tempfile::TempDir,
    target: PathBuf,
}

impl Staging {
    /// Creates `out` when missing and a staging folder inside it. Refuses a
    /// non-empty `out/dataset` that is not a previous build (no manifest).
    pub(crate) fn prepare(out: &Path) -> Result<Self, BuildError> {
        fs::create_dir_all(out).map_err(BuildError::io(out))?;
        let target = out.join(DATASET_DIR);
        if target.exists() {
            let mut entries = fs::read_dir(&target).map_err(BuildError::io(&target))?;
            if entries.next().is_some() && !target.join(MANIFEST_FILE).is_file() {
                return Err(BuildError::ForeignOutput { path: target });
            }
        }
        // Same parent as the target, so the final rename stays on one device.
        let dir = tempfile::Builder::new()
            .prefix(".dataset.partial-")
            .tempdir_in(out)
            .map_err(BuildError::io(out))?;
        Ok(Self { dir, target })
    }

    pub(crate) fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Moves the staged dataset into place, replacing a previous build.
    /// Between the two renames no `dataset` folder exists at all, which a
    /// reader cannot mistake for a whole dataset.
    pub(crate) fn commit(self) -> Result<PathBuf, BuildError> {
        let Self { dir, target } = self;
        let staged = dir.keep();
        let previous = target.with_file_name(format!(".dataset.old-{}", std::process::id()));
        let had_previous = target.exists();
        if had_previous {
            fs::rename(&target, &previous).map_err(BuildError::io(&target))?;
        }
        if let Err(source) = fs::rename(&staged, &target) {
            if had_previous {
                // Put the previous build back rather than leave none.
                let _ = fs::rename(&previous, &target);
            }
            let _ = fs::remove_dir_all(&staged);
            return Err(BuildError::Io {
                path: target,
                source,
            });
        }
        if had_previous {
            fs::remove_dir_all(&previous).map_err(BuildError::io(&previous))?;
        }
        Ok(target)
    }
}
