//! JSON Lines I/O: one value per line, append-only, streaming.
//!
//! The writer flushes every line (and fsyncs on request) so a crash leaves
//! every finished line readable. The reader holds one line in memory at a
//! time, reports `file:line: message`, and tells a torn final line (a crash
//! mid-write) apart from an ordinary malformed one without hiding the lines
//! before it.

use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

/// Longest line the reader accepts; longer lines are reported, not buffered,
/// so one hostile line cannot exhaust memory.
pub const DEFAULT_MAX_LINE_BYTES: usize = 64 * 1024 * 1024;

/// How hard the writer pushes each line to disk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Durability {
    /// Flush to the OS after each line: survives a crash of the process.
    #[default]
    Flush,
    /// Also fsync after each line: survives a crash of the machine.
    Fsync,
}

/// Appends values as JSON lines.
#[derive(Debug)]
pub struct JsonlWriter {
    path: PathBuf,
    // Unbuffered: each line is one write, so a failed one leaves no bytes
    // behind in a buffer to resurface in front of the next line.
    out: File,
    /// Bytes in the file up to the end of the last whole line.
    len: u64,
    durability: Durability,
    buf: Vec<u8>,
}

#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error("{path}: {source}")]
    Io { path: PathBuf, source: io::Error },
    #[error("{path}: value does not serialize to JSON: {source}")]
    Serialize {
        path: PathBuf,
        source: serde_json::Error,
    },
}

impl JsonlWriter {
    /// Opens `path` for appending, creating it (and its parent folders) when
    /// missing. Lines already in the file are never touched.
    pub fn append(path: impl AsRef<Path>, durability: Durability) -> Result<Self, WriteError> {
        let path = path.as_ref().to_path_buf();
        let io_err = |source| WriteError::Io {
            path: path.clone(),
            source,
        };
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent).map_err(io_err)?;
        }
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
            .map_err(io_err)?;
        let len = file.metadata().map_err(io_err)?.len();
        Ok(Self {
            path,
            out: file,
            len,
            durability,
            buf: Vec::new(),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes `value` as one line and pushes it to disk per the durability.
    /// The line is serialized completely before any byte is written, so a
    /// serialization error leaves the file untouched; a failed write (a full
    /// disk) is cut back off, so the file still ends with a whole line.
    pub fn write<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), WriteError> {
        self.buf.clear();
        serde_json::to_writer(&mut self.buf, value).map_err(|source| WriteError::Serialize {
            path: self.path.clone(),
            source,
        })?;
        self.buf.push(b'\n');
        let io_err = |source| WriteError::Io {
            path: self.path.clone(),
            source,
        };
        if let Err(source) = self.out.write_all(&self.buf) {
            // Best effort: if even this fails, the reader still reports the
            // torn last line and keeps every line before it.
            let _ = self.out.set_len(self.len);
            return Err(io_err(source));
        }
        self.len += self.buf.len() as u64;
        if self.durability == Durability::Fsync {
            self.out.sync_data().map_err(io_err)?;
        }
        Ok(())
    }
}

/// What went wrong on one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineProblem {
    /// The final line has no newline and does not parse: the writer was
    /// interrupted mid-line.
    Torn(String),
    NotUtf8 {
        valid_up_to: usize,
    },
    TooLong {
        limit: usize,
    },
    Json(String),
    Io(String),
}

impl fmt::Display for LineProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Torn(msg) => write!(
                f,
                "torn final line (no newline; the writer was interrupted?): {msg}"
            ),
            Self::NotUtf8 { valid_up_to } => {
                write!(f, "line is not valid UTF-8 (at byte {valid_up_to})")
            }
            Self::TooLong { limit } => write!(f, "line is longer than {limit} bytes"),
            Self::Json(msg) => write!(f, "{msg}"),
            Self::Io(msg) => write!(f, "read error: {msg}"),
        }
    }
}

/// A problem located at `file:line`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}: {problem}")]
pub struct LineError {
    pub file: String,
    pub line: u64,
    pub problem: LineProblem,
}

/// One line as read: its 1-based number and text (without the newline).
#[derive(Debug)]
pub struct RawLine<'a> {
    pub number: u64,
    pub text: &'a str,
    /// `false` for a final line that ended without a newline.
    pub terminated: bool,
}

/// Streams the lines of a JSONL file, one at a time. Blank lines are skipped.
#[derive(Debug)]
pub struct JsonlReader<R> {
    reader: R,
    file: String,
    line: u64,
    buf: Vec<u8>,
    max_line_bytes: usize,
    finished: bool,
}

impl JsonlReader<BufReader<File>> {
    /// Opens `path`; messages name it as given.
    pub fn open(path: impl AsRef<Path>) -> Result<Self, LineError> {
        let path = path.as_ref();
        let file = File::open(path).map_err(|e| LineError {
            file: path.display().to_string(),
            line: 0,
            problem: LineProblem::Io(e.to_string()),
        })?;
        Ok(Self::new(BufReader::new(file), path.display().to_string()))
    }
}

impl<R: BufRead> JsonlReader<R> {
    /// Reads from `reader`; `file` is the name used in messages.
    pub fn new(reader: R, file: impl Into<String>) -> Self {
        Self {
            reader,
            file: file.into(),
            line: 0,
            buf: Vec::new(),
            max_line_bytes: DEFAULT_MAX_LINE_BYTES,
            finished: false,
        }
    }

    pub fn with_max_line_bytes(mut self, limit: usize) -> Self {
        self.max_line_bytes = limit;
        self
    }

    pub fn file(&self) -> &str {
        &self.file
    }

    fn error(&self, problem: LineProblem) -> LineError {
        LineError {
            file: self.file.clone(),
            line: self.line,
            problem,
        }
    }

    /// The next non-blank line, `None` at the end of the input.
    pub fn next_line(&mut self) -> Option<Result<RawLine<'_>, LineError>> {
        loop {
            if self.finished {
                return None;
            }
            self.buf.clear();
            self.line += 1;
            let limit = self.max_line_bytes as u64 + 1;
            let read = (&mut self.reader)
                .take(limit)
                .read_until(b'\n', &mut self.buf);
            match read {
                Err(e) => {
                    self.finished = true;
                    return Some(Err(self.error(LineProblem::Io(e.to_string()))));
                }
                Ok(0) => {
                    self.finished = true;
                    return None;
                }
                Ok(_) => {}
            }
            let terminated = self.buf.last() == Some(&b'\n');
            if terminated {
                self.buf.pop();
                if self.buf.last() == Some(&b'\r') {
                    self.buf.pop();
                }
            }
            if self.buf.len() > self.max_line_bytes {
                // Skip the rest of the oversized line without buffering it.
                if let Err(e) = skip_to_newline(&mut self.reader) {
                    self.finished = true;
                    return Some(Err(self.error(LineProblem::Io(e.to_string()))));
                }
                return Some(Err(self.error(LineProblem::TooLong {
                    limit: self.max_line_bytes,
                })));
            }
            if !terminated {
                self.finished = true;
            }
            if self.buf.iter().all(u8::is_ascii_whitespace) {
                continue;
            }
            return Some(match std::str::from_utf8(&self.buf) {
                Ok(text) => Ok(RawLine {
                    number: self.line,
                    text,
                    terminated,
                }),
                Err(e) => Err(LineError {
                    file: self.file.clone(),
                    line: self.line,
                    problem: LineProblem::NotUtf8 {
                        valid_up_to: e.valid_up_to(),
                    },
                }),
            });
        }
    }

    /// The next value, parsed as `T`, with its line number.
    pub fn next_value<T: DeserializeOwned>(&mut self) -> Option<Result<(u64, T), LineError>> {
        let file = self.file.clone();
        Some(self.next_line()?.and_then(|line| {
            parse_line::<T>(&line)
                .map(|value| (line.number, value))
                .map_err(|problem| LineError {
                    file,
                    line: line.number,
                    problem,
                })
        }))
    }

    /// An iterator of parsed values.
    pub fn values<T: DeserializeOwned>(self) -> Values<R, T> {
        Values {
            reader: self,
            _t: std::marker::PhantomData,
        }
    }
}

/// Parses one line, classifying a failure on an unterminated final line as torn.
pub fn parse_line<T: DeserializeOwned>(line: &RawLine<'_>) -> Result<T, LineProblem> {
    serde_json::from_str(line.text).map_err(|e| classify_json_error(line, &e))
}

/// The problem for a line that failed to parse with `e`.
pub fn classify_json_error(line: &RawLine<'_>, e: &serde_json::Error) -> LineProblem {
    let message = strip_serde_position(e);
    if !line.terminated && e.is_eof() {
        LineProblem::Torn(message)
    } else {
        LineProblem::Json(message)
    }
}

/// serde_json appends " at line 1 column N"; the line is ours to report, the
/// column is still useful.
pub fn strip_serde_position(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(pos) => format!("{} (column {})", &text[..pos], e.column()),
        None => text,
    }
}

fn skip_to_newline<R: BufRead>(reader: &mut R) -> io::Result<()> {
    loop {
        let available = reader.fill_buf()?;
        if available.is_empty() {
            return Ok(());
        }
        if let Some(pos) = available.iter().position(|&b| b == b'\n') {
            reader.consume(pos + 1);
            return Ok(());
        }
        let len = available.len();
        reader.consume(len);
    }
}

/// Iterator over the parsed values of a [`JsonlReader`].
#[derive(Debug)]
pub struct Values<R, T> {
    reader: JsonlReader<R>,
    _t: std::marker::PhantomData<fn() -> T>,
}

impl<R: BufRead, T: DeserializeOwned> Iterator for Values<R, T> {
    type Item = Result<(u64, T), LineError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.reader.next_value()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(input: &str) -> Vec<Result<(u64, serde_json::Value), LineError>> {
        JsonlReader::new(input.as_bytes(), "t.jsonl")
            .values()
            .collect()
    }

    #[test]
    fn reads_lines_with_numbers_and_skips_blanks() {
        let got = read_all("{\"a\":1}\n\n{\"a\":2}\n");
        let numbers: Vec<u64> = got.iter().map(|r| r.as_ref().unwrap().0).collect();
        assert_eq!(numbers, vec![1, 3]);
    }

    #[test]
    fn torn_final_line_is_reported_after_the_good_lines() {
        let got = read_all("{\"a\":1}\n{\"a\":2}\n{\"a\":");
        assert_eq!(got.len(), 3);
        assert!(got[0].is_ok() && got[1].is_ok());
        let err = got[2].as_ref().unwrap_err();
        assert_eq!(err.line, 3);
        assert!(matches!(err.problem, LineProblem::Torn(_)), "{err}");
        assert!(err.to_string().starts_with("t.jsonl:3: torn final line"));
    }

    #[test]
    fn a_complete_final_line_without_newline_is_fine() {
        let got = read_all("{\"a\":1}");
        assert!(got[0].is_ok());
    }

    #[test]
    fn malformed_middle_line_does_not_stop_the_reader() {
        let got = read_all("{\"a\":1}\n{oops}\n{\"a\":3}\n");
        assert_eq!(got.len(), 3);
        let err = got[1].as_ref().unwrap_err();
        assert!(matches!(err.problem, LineProblem::Json(_)));
        assert!(got[2].is_ok());
    }

    #[test]
    fn non_utf8_is_named() {
        let input: &[u8] = b"{\"a\":\"\xff\"}\n";
        let got: Vec<Result<(u64, serde_json::Value), _>> =
            JsonlReader::new(input, "bin.jsonl").values().collect();
        let err = got[0].as_ref().unwrap_err();
        assert_eq!(err.problem, LineProblem::NotUtf8 { valid_up_to: 6 });
    }

    #[test]
    fn overlong_line_is_reported_and_skipped() {
        let long = format!("\"{}\"\n{{\"a\":1}}\n", "x".repeat(100));
        let got: Vec<Result<(u64, serde_json::Value), _>> =
            JsonlReader::new(long.as_bytes(), "big.jsonl")
                .with_max_line_bytes(50)
                .values()
                .collect();
        assert_eq!(got.len(), 2);
        assert_eq!(
            got[0].as_ref().unwrap_err().problem,
            LineProblem::TooLong { limit: 50 }
        );
        assert_eq!(got[1].as_ref().unwrap().0, 2);
    }

    #[test]
    fn writer_appends_and_never_truncates() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nested/out.jsonl");
        JsonlWriter::append(&path, Durability::Flush)
            .unwrap()
            .write(&serde_json::json!({"n": 1}))
            .unwrap();
        let mut w = JsonlWriter::append(&path, Durability::Fsync).unwrap();
        w.write(&serde_json::json!({"n": 2})).unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "{\"n\":1}\n{\"n\":2}\n"
        );
    }
}
