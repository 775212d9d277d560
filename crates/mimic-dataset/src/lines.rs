//! Reading one trace file: its lines are read and hashed on one thread,
//! parsed and validated (mimic-schema's `parse_record`, unchanged) on worker
//! threads, and handed back in file order. Strict validation costs about
//! twice a plain parse, so it is the part that is spread over the cores.

use std::cell::Cell;
use std::fs::File;
use std::io::BufReader;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread::Scope;

use mimic_schema::jsonl::{JsonlReader, LineError, RawLine};
use mimic_schema::{MimicTraceRecordV1, Strictness};
use sha2::{Digest, Sha256};

use crate::hashing::HashingReader;
use crate::records::{Rejected, parse_line};

/// Lines parsed as one job: enough to make handing them over cheap.
const BATCH_LINES: usize = 32;
/// Batches read ahead of the one being consumed; with the workers' own,
/// this bounds the lines in memory.
const BATCHES_AHEAD: usize = 4;

/// One line as the builder sees it, in file order.
#[derive(Debug)]
pub(crate) enum Line {
    /// A line the reader could not hand out as text.
    Unreadable(LineError),
    Parsed {
        number: u64,
        /// The record (boxed: lines wait in queues) and its unknown fields.
        result: Result<(Box<MimicTraceRecordV1>, usize), Rejected>,
    },
}

/// A batch of lines and how far into the file the reader was.
#[derive(Debug)]
pub(crate) struct Batch {
    pub(crate) lines: Vec<Line>,
    pub(crate) bytes_read: u64,
}

/// What the reader leaves when the file is done.
#[derive(Debug)]
pub(crate) struct Read {
    pub(crate) sha256: [u8; 32],
    pub(crate) bytes: u64,
}

/// A line as read, owned, waiting for a worker.
enum Pending {
    Unreadable(LineError),
    Text {
        number: u64,
        text: String,
        terminated: bool,
    },
}

type Job = (Vec<Pending>, u64, SyncSender<Batch>);

/// Starts reading `handle` in `scope`; returns the batches in file order
/// and the reader's thread, whose result is the file's hash and size.
/// Dropping the receiver stops the threads (a build that failed midway).
pub(crate) fn spawn<'scope>(
    scope: &'scope Scope<'scope, '_>,
    handle: File,
    name: String,
    strictness: Strictness,
) -> (
    Receiver<Receiver<Batch>>,
    std::thread::ScopedJoinHandle<'scope, Read>,
) {
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 4));
    let (jobs, queue) = sync_channel::<Job>(workers);
    let queue = Arc::new(Mutex::new(queue));
    for _ in 0..workers {
        let queue = Arc::clone(&queue);
        scope.spawn(move || work(&queue, strictness));
    }
    let (ordered, batches) = sync_channel(BATCHES_AHEAD);
    let reader = scope.spawn(move || read(handle, name, &jobs, &ordered));
    (batches, reader)
}

fn read(
    handle: File,
    name: String,
    jobs: &SyncSender<Job>,
    ordered: &SyncSender<Receiver<Batch>>,
) -> Read {
    let mut hasher = Sha256::new();
    let bytes = Cell::new(0);
    let mut reader = JsonlReader::new(
        BufReader::with_capacity(1 << 20, HashingReader::new(handle, &mut hasher, &bytes)),
        name,
    );
    let mut pending = Vec::with_capacity(BATCH_LINES);
    let mut more = true;
    while more {
        match reader.next_line() {
            Some(Ok(line)) => pending.push(Pending::Text {
                number: line.number,
                text: line.text.to_string(),
                terminated: line.terminated,
            }),
            Some(Err(error)) => pending.push(Pending::Unreadable(error)),
            None => more = false,
        }
        if pending.len() == BATCH_LINES || (!more && !pending.is_empty()) {
            let (result, batch) = sync_channel(1);
            let job = std::mem::replace(&mut pending, Vec::with_capacity(BATCH_LINES));
            // Either send fails only when the build stopped reading.
            if ordered.send(batch).is_err() || jobs.send((job, bytes.get(), result)).is_err() {
                break;
            }
        }
    }
    drop(reader);
    Read {
        sha256: hasher.finalize().into(),
        bytes: bytes.get(),
    }
}

fn work(queue: &Mutex<Receiver<Job>>, strictness: Strictness) {
    loop {
        let job = queue.lock().map(|queue| queue.recv());
        let Ok(Ok((pending, bytes_read, result))) = job else {
            return;
        };
        let lines = pending
            .into_iter()
            .map(|pending| match pending {
                Pending::Unreadable(error) => Line::Unreadable(error),
                Pending::Text {
                    number,
                    text,
                    terminated,
                } => Line::Parsed {
                    number,
                    result: parse_line(
                        &RawLine {
                            number,
                            text: &text,
                            terminated,
                        },
                        strictness,
                    )
                    .map(|(record, unknown)| (Box::new(record), unknown)),
                },
            })
            .collect();
        // The build may have stopped; then nobody waits for this batch.
        let _ = result.send(Batch { lines, bytes_read });
    }
}
