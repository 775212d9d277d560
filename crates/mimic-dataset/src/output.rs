//! Writing the dataset: every file goes into a staging folder next to the
//! final one, which is renamed into place only when everything is written,
//! so an interrupted build never leaves a dataset that looks whole.

use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{SyncSender, TrySendError, sync_channel};
use std::thread::JoinHandle;

use mimic_schema::layout::DATASET_DIR;
use serde::Serialize;

use crate::error::BuildError;
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
    unsynced: usize,
    sync: Option<BackgroundSync>,
}

/// Written bytes after which the data so far goes to disk in the background.
const SYNC_EVERY: usize = 32 << 20;
/// The output buffer: room for the small writes (manifest, card, a line at
/// a time), while runs of example lines go to the file directly.
const WRITE_BUFFER: usize = 64 << 10;

/// A thread that writes a file's data to disk while the file is still being
/// written, so that the final sync of a large split waits only for its tail
/// (one sync of half a gigabyte at the end was a tenth of a build's wall
/// clock, with nothing else to do meanwhile).
#[derive(Debug)]
struct BackgroundSync {
    requests: SyncSender<()>,
    thread: JoinHandle<io::Result<()>>,
}

impl BackgroundSync {
    fn start(file: File) -> Self {
        let (requests, received) = sync_channel::<()>(1);
        let thread = std::thread::spawn(move || {
            for () in received {
                file.sync_data()?;
            }
            Ok(())
        });
        Self { requests, thread }
    }

    /// Asks for a sync unless one is already waiting.
    fn request(&self) {
        match self.requests.try_send(()) {
            // A failed sync ends the thread; `finish` reports its error.
            Ok(()) | Err(TrySendError::Full(())) | Err(TrySendError::Disconnected(())) => {}
        }
    }

    fn finish(self) -> io::Result<()> {
        drop(self.requests);
        self.thread
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    }
}

impl OutputWriter {
    pub(crate) fn create(path: PathBuf) -> Result<Self, BuildError> {
        let file = File::create(&path).map_err(BuildError::io(&path))?;
        Ok(Self {
            path,
            // Small: runs of example lines larger than this skip the copy
            // into it.
            out: BufWriter::with_capacity(WRITE_BUFFER, HashingWriter::new(file)),
            lines: 0,
            unsynced: 0,
            sync: None,
        })
    }

    /// Writes `bytes` (one complete JSON line, newline included).
    pub(crate) fn write_line(&mut self, bytes: &[u8]) -> Result<(), BuildError> {
        self.write_lines(bytes, 1)
    }

    /// Writes `bytes`, `lines` complete JSON lines.
    fn write_lines(&mut self, bytes: &[u8], lines: u64) -> Result<(), BuildError> {
        self.out
            .write_all(bytes)
            .map_err(BuildError::io(&self.path))?;
        self.lines += lines;
        self.unsynced += bytes.len();
        if self.unsynced >= SYNC_EVERY {
            self.unsynced = 0;
            self.background_sync()?;
        }
        Ok(())
    }

    fn background_sync(&mut self) -> Result<(), BuildError> {
        if self.sync.is_none() {
            let file = self
                .out
                .get_ref()
                .get_ref()
                .try_clone()
                .map_err(BuildError::io(&self.path))?;
            self.sync = Some(BackgroundSync::start(file));
        }
        if let Some(sync) = &self.sync {
            sync.request();
        }
        Ok(())
    }

    pub(crate) fn lines(&self) -> u64 {
        self.lines
    }

    /// Flushes and syncs the file; returns its size and hash.
    pub(crate) fn finish(self, count_lines: bool) -> Result<OutputFile, BuildError> {
        let Self {
            path,
            out,
            lines,
            sync,
            ..
        } = self;
        let hashing = out.into_inner().map_err(|e| BuildError::Io {
            path: path.clone(),
            source: e.into_error(),
        })?;
        let (file, bytes, sha256) = hashing.finish();
        if let Some(sync) = sync {
            sync.finish().map_err(BuildError::io(&path))?;
        }
        file.sync_all().map_err(BuildError::io(&path))?;
        Ok(OutputFile {
            bytes,
            sha256: hex::encode(sha256),
            examples: count_lines.then_some(lines),
        })
    }
}

/// The three split files. Examples come serialized (by the threads that
/// prepare them), so what is left here is hashing and writing.
#[derive(Debug)]
pub(crate) struct SplitWriters {
    files: [OutputWriter; 3],
    /// Lines of the current batch not written yet: consecutive lines of one
    /// split are written at once.
    run: Option<Run>,
}

/// Consecutive example lines of a batch's buffer, for one split.
#[derive(Debug)]
struct Run {
    split: Split,
    bytes: Range<usize>,
    lines: u64,
}

impl SplitWriters {
    /// Creates `<split>.jsonl` in `dir` for every split.
    pub(crate) fn create(dir: &Path) -> Result<Self, BuildError> {
        let [train, val, test] =
            Split::ALL.map(|split| OutputWriter::create(dir.join(format!("{split}.jsonl"))));
        Ok(Self {
            files: [train?, val?, test?],
            run: None,
        })
    }

    /// Writes one example's JSON line (newline included), `batch[line]`, to
    /// `split`, once the line after it in `batch` goes elsewhere or
    /// [`Self::flush`] is called with `batch`.
    pub(crate) fn write(
        &mut self,
        split: Split,
        batch: &[u8],
        line: Range<usize>,
    ) -> Result<(), BuildError> {
        if let Some(run) = &mut self.run
            && run.split == split
            && run.bytes.end == line.start
        {
            run.bytes.end = line.end;
            run.lines += 1;
            return Ok(());
        }
        self.flush(batch)?;
        self.run = Some(Run {
            split,
            bytes: line,
            lines: 1,
        });
        Ok(())
    }

    /// Writes the lines of `batch` still waiting; call it before moving on
    /// from a batch.
    pub(crate) fn flush(&mut self, batch: &[u8]) -> Result<(), BuildError> {
        match self.run.take() {
            Some(run) => self.files[run.split.index()].write_lines(&batch[run.bytes], run.lines),
            None => Ok(()),
        }
    }

    /// The files, in [`Split::ALL`] order, to be finished.
    pub(crate) fn into_files(self) -> [OutputWriter; 3] {
        debug_assert!(self.run.is_none(), "every batch was flushed");
        self.files
    }
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

#[cfg(test)]
mod tests {
    use sha2::{Digest, Sha256};

    use super::*;

    #[test]
    fn a_file_synced_in_the_background_is_written_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.jsonl");
        let mut writer = OutputWriter::create(path.clone()).unwrap();
        let line = [b"x".repeat(1 << 20), b"\n".to_vec()].concat();
        let lines = 2 * SYNC_EVERY / line.len() + 3;
        for _ in 0..lines {
            writer.write_line(&line).unwrap();
        }
        assert!(writer.sync.is_some(), "no background sync was started");
        let written = writer.finish(true).unwrap();
        let bytes = fs::read(&path).unwrap();
        assert_eq!(bytes.len() as u64, written.bytes);
        assert_eq!(bytes.len(), lines * line.len());
        assert_eq!(written.sha256, hex::encode(Sha256::digest(&bytes)));
        assert_eq!(written.examples, Some(lines as u64));
    }
}
