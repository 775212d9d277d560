//! Reading the trace files: one thread reads and hashes them in order and
//! cuts them into batches of lines; worker threads parse and validate each
//! line and prepare its example, serialized ([`crate::prepare`]); the build
//! takes the batches back in file order. Everything a line costs but the
//! decisions that need the lines before it (and writing) runs on the
//! workers, as many as the machine has cores, and the memory a record takes
//! is freed on the thread that allocated it.

use std::cell::Cell;
use std::fs::File;
use std::io::BufReader;
use std::ops::Range;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread::Scope;

use mimic_schema::jsonl::{JsonlReader, LineError, RawLine};
use sha2::{Digest, Sha256};

use crate::error::BuildError;
use crate::hashing::HashingReader;
use crate::inputs::TraceFile;
use crate::manifest::TraceEnd;
use crate::prepare::{Context, Prepared, prepare};
use crate::records::{Rejected, parse_line};

/// A batch ends after this many lines or bytes of text, whichever comes
/// first: enough to make handing it over cheap, little enough that the
/// batches in flight stay some tens of MiB. With a quarter of this, the
/// threads waited on each other so often that both cores of a 2-core
/// machine idled a sixth of the build.
const BATCH_LINES: usize = 32;
const BATCH_BYTES: usize = 1024 * 1024;
/// Room past [`BATCH_BYTES`] for the line that fills a batch, so its text
/// is rarely copied to grow.
const BATCH_SLACK: usize = 128 * 1024;
/// Items read ahead of the one being consumed; with the workers' own, this
/// bounds the lines in memory. Half as many left the workers waiting for
/// the reader about 4% longer; twice as many ran no faster, and took a
/// fifth more memory on a long build than on a short one (short builds do
/// not fill the queue).
const ITEMS_AHEAD: usize = 16;

/// What the build receives, in file order.
#[derive(Debug)]
pub(crate) enum Item {
    /// The next trace file begins; how it ended was read from its last line.
    File { end: TraceEnd },
    /// Lines of the current file, once a worker has prepared them.
    Batch(Receiver<Batch>),
    /// The current file is read through.
    Read(Read),
    /// The next trace file could not be opened or its end read.
    Failed(BuildError),
}

/// One line as the build sees it.
#[derive(Debug)]
pub(crate) enum Line {
    /// A line the reader could not hand out as text.
    Unreadable(LineError),
    Parsed {
        number: u64,
        /// The prepared step (boxed: lines wait in queues), or why the line
        /// is not a usable record.
        result: Result<Box<Prepared>, Rejected>,
    },
}

/// Prepared lines, their examples' JSON lines one after the other in
/// `json`, and how far into the file the reader was.
#[derive(Debug)]
pub(crate) struct Batch {
    pub(crate) lines: Vec<Line>,
    pub(crate) json: Vec<u8>,
    pub(crate) bytes_read: u64,
}

/// What the reader leaves when a file is done.
#[derive(Debug)]
pub(crate) struct Read {
    pub(crate) sha256: [u8; 32],
    pub(crate) bytes: u64,
}

/// A line as read, waiting for a worker: its text is `text[range]` of its
/// job.
enum Pending {
    Unreadable(LineError),
    Text {
        number: u64,
        range: Range<usize>,
        terminated: bool,
    },
}

/// Lines for a worker, and what it needs to know of their file.
struct Job {
    text: String,
    lines: Vec<Pending>,
    root: usize,
    end: TraceEnd,
    bytes_read: u64,
    result: SyncSender<Batch>,
}

/// Starts reading `files` in `scope`; returns the items in file order.
/// Dropping the receiver stops the threads (a build that failed midway).
pub(crate) fn spawn<'scope, 'env>(
    scope: &'scope Scope<'scope, 'env>,
    files: &'env [TraceFile],
    context: &'env Context<'env>,
) -> Receiver<Item> {
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 16));
    let (jobs, queue) = sync_channel::<Job>(workers);
    let queue = Arc::new(Mutex::new(queue));
    for _ in 0..workers {
        let queue = Arc::clone(&queue);
        scope.spawn(move || work(&queue, context));
    }
    let (ordered, items) = sync_channel(ITEMS_AHEAD);
    scope.spawn(move || {
        for file in files {
            // Either send fails only when the build stopped reading.
            if read_file(file, &jobs, &ordered).is_err() {
                return;
            }
        }
    });
    items
}

/// The reader stopped because the build did.
struct Stopped;

fn read_file(
    file: &TraceFile,
    jobs: &SyncSender<Job>,
    ordered: &SyncSender<Item>,
) -> Result<(), Stopped> {
    let opened = crate::build::trace_end(&file.path).and_then(|end| {
        Ok((
            end,
            File::open(&file.path).map_err(BuildError::io(&file.path))?,
        ))
    });
    let (end, handle) = match opened {
        Ok(opened) => opened,
        Err(error) => {
            let _ = ordered.send(Item::Failed(error));
            return Err(Stopped);
        }
    };
    ordered.send(Item::File { end }).map_err(|_| Stopped)?;
    let mut hasher = Sha256::new();
    let bytes = Cell::new(0);
    let mut reader = JsonlReader::new(
        BufReader::with_capacity(1 << 20, HashingReader::new(handle, &mut hasher, &bytes)),
        file.path.display().to_string(),
    );
    let batch_text = || String::with_capacity(BATCH_BYTES + BATCH_SLACK);
    let mut text = batch_text();
    let mut lines = Vec::with_capacity(BATCH_LINES);
    let mut more = true;
    while more {
        match reader.next_line() {
            Some(Ok(line)) => {
                let start = text.len();
                text.push_str(line.text);
                lines.push(Pending::Text {
                    number: line.number,
                    range: start..text.len(),
                    terminated: line.terminated,
                });
            }
            Some(Err(error)) => lines.push(Pending::Unreadable(error)),
            None => more = false,
        }
        let full = lines.len() == BATCH_LINES || text.len() >= BATCH_BYTES;
        if full || (!more && !lines.is_empty()) {
            let (result, batch) = sync_channel(1);
            let job = Job {
                text: std::mem::replace(&mut text, batch_text()),
                lines: std::mem::replace(&mut lines, Vec::with_capacity(BATCH_LINES)),
                root: file.root,
                end,
                bytes_read: bytes.get(),
                result,
            };
            ordered.send(Item::Batch(batch)).map_err(|_| Stopped)?;
            jobs.send(job).map_err(|_| Stopped)?;
        }
    }
    drop(reader);
    let read = Read {
        sha256: hasher.finalize().into(),
        bytes: bytes.get(),
    };
    ordered.send(Item::Read(read)).map_err(|_| Stopped)
}

fn work(queue: &Mutex<Receiver<Job>>, context: &Context<'_>) {
    loop {
        let job = queue.lock().map(|queue| queue.recv());
        let Ok(Ok(job)) = job else {
            return;
        };
        let mut json = Vec::with_capacity(job.text.len() + job.text.len() / 4);
        let incomplete = job.end != TraceEnd::Completed;
        let (strictness, keep_candidates) = (context.strictness(), context.keeps_candidates());
        let lines = job
            .lines
            .into_iter()
            .map(|pending| match pending {
                Pending::Unreadable(error) => Line::Unreadable(error),
                Pending::Text {
                    number,
                    range,
                    terminated,
                } => {
                    let line = RawLine {
                        number,
                        text: &job.text[range],
                        terminated,
                    };
                    let result = parse_line(&line, strictness, keep_candidates).map(|parsed| {
                        Box::new(prepare(
                            parsed, job.root, incomplete, context, &line, &mut json,
                        ))
                    });
                    Line::Parsed { number, result }
                }
            })
            .collect();
        // The build may have stopped; then nobody waits for this batch.
        let _ = job.result.send(Batch {
            lines,
            json,
            bytes_read: job.bytes_read,
        });
    }
}
