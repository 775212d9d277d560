//! Finding the trace files under the input roots, and reading each one as a
//! stream that hashes its bytes on the way through.

use std::fs::{self, File};
use std::io::{self, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

use mimic_schema::jsonl::DEFAULT_MAX_LINE_BYTES;
use mimic_schema::layout::discover_traces;

use crate::error::BuildError;

/// One input root as given and as resolved: the output root its files'
/// screenshot paths are relative to.
#[derive(Debug, Clone)]
pub(crate) struct InputRoot {
    pub(crate) given: PathBuf,
    pub(crate) canonical: PathBuf,
}

/// One trace file.
#[derive(Debug, Clone)]
pub(crate) struct TraceFile {
    pub(crate) root: usize,
    /// Relative to its root, `/`-separated (`traces/<name>.jsonl`).
    pub(crate) rel: String,
    /// As messages name it: the input as given joined with the file's name.
    pub(crate) path: PathBuf,
    pub(crate) bytes: u64,
}

/// The inputs' trace files by mimic-schema's discovery rule, each input's
/// output root resolved: roots in the order given, files sorted by name, so
/// the build order never depends on the file system.
pub(crate) fn discover(inputs: &[PathBuf]) -> Result<(Vec<InputRoot>, Vec<TraceFile>), BuildError> {
    if inputs.is_empty() {
        return Err(BuildError::EmptyInput("no trace inputs given".into()));
    }
    let found = discover_traces(inputs)?;
    let mut roots: Vec<InputRoot> = Vec::new();
    let mut files = Vec::with_capacity(found.len());
    for file in found {
        // Files of one input share its root, and inputs come in order.
        if roots.len() == file.input {
            let canonical = fs::canonicalize(&file.root).map_err(BuildError::io(&file.root))?;
            roots.push(InputRoot {
                given: file.root.clone(),
                canonical,
            });
        }
        files.push(TraceFile {
            root: file.input,
            rel: file.rel,
            path: file.path,
            bytes: file.bytes,
        });
    }
    Ok((roots, files))
}

/// The last non-blank line of a file (without its newline), or `None` when
/// the file is blank or that line is longer than the reader would accept.
/// Reads backwards, so only that line is held in memory.
pub(crate) fn last_line(path: &Path) -> io::Result<Option<String>> {
    const CHUNK: u64 = 64 * 1024;
    let mut file = File::open(path)?;
    let len = file.metadata()?.len();
    let mut chunk = vec![0u8; CHUNK as usize];
    let mut end = None;
    let mut start = 0;
    let mut pos = len;
    'scan: while pos > 0 {
        let size = CHUNK.min(pos);
        pos -= size;
        let buf = &mut chunk[..size as usize];
        file.seek(SeekFrom::Start(pos))?;
        file.read_exact(buf)?;
        for (i, byte) in buf.iter().enumerate().rev() {
            let offset = pos + i as u64;
            match end {
                None if !byte.is_ascii_whitespace() => end = Some(offset + 1),
                Some(_) if *byte == b'\n' => {
                    start = offset + 1;
                    break 'scan;
                }
                _ => {}
            }
        }
        if end.is_some_and(|end| end - pos > DEFAULT_MAX_LINE_BYTES as u64) {
            return Ok(None);
        }
    }
    let Some(end) = end else {
        return Ok(None);
    };
    let mut line = vec![0u8; (end - start) as usize];
    file.seek(SeekFrom::Start(start))?;
    file.read_exact(&mut line)?;
    Ok(String::from_utf8(line).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn last_of(content: &str) -> Option<String> {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.jsonl");
        fs::write(&path, content).unwrap();
        last_line(&path).unwrap()
    }

    #[test]
    fn last_line_skips_trailing_blank_lines() {
        assert_eq!(last_of("a\nb\n\n  \n").as_deref(), Some("b"));
        assert_eq!(last_of("only").as_deref(), Some("only"));
        assert_eq!(last_of("a\r\nb\r\n").as_deref(), Some("b"));
        assert_eq!(last_of("\n\n"), None);
        assert_eq!(last_of(""), None);
    }

    #[test]
    fn last_line_longer_than_a_chunk() {
        let long = "x".repeat(200_000);
        assert_eq!(
            last_of(&format!("first\n{long}\n")).as_deref(),
            Some(long.as_str())
        );
    }
}
