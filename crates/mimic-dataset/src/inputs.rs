//! Finding the trace files under the input roots, and reading each one as a
//! stream that hashes its bytes on the way through.

use std::fs::{self, File};
use std::io::{self, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

use mimic_schema::jsonl::DEFAULT_MAX_LINE_BYTES;

use crate::error::BuildError;

/// Folder of an output root that holds one trace per file.
pub const TRACES_DIR: &str = "traces";

/// One input root as given and as resolved.
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
    /// As messages name it: the root as given joined with `rel`.
    pub(crate) path: PathBuf,
    pub(crate) bytes: u64,
}

/// The roots, resolved, and their trace files: roots in the order given,
/// files sorted by name, so the build order never depends on the file system.
pub(crate) fn discover(
    given_roots: &[PathBuf],
) -> Result<(Vec<InputRoot>, Vec<TraceFile>), BuildError> {
    if given_roots.is_empty() {
        return Err(BuildError::EmptyInput("no --traces folder given".into()));
    }
    let mut roots = Vec::new();
    let mut files = Vec::new();
    for (index, given) in given_roots.iter().enumerate() {
        let canonical = fs::canonicalize(given).map_err(|source| BuildError::Io {
            path: given.clone(),
            source,
        })?;
        let traces_dir = given.join(TRACES_DIR);
        let entries = fs::read_dir(&traces_dir).map_err(|source| BuildError::Io {
            path: traces_dir.clone(),
            source,
        })?;
        let mut names = Vec::new();
        for entry in entries {
            let entry = entry.map_err(|source| BuildError::Io {
                path: traces_dir.clone(),
                source,
            })?;
            let name = entry.file_name();
            let Some(name) = name.to_str() else {
                continue;
            };
            let is_file = entry.file_type().map(|t| t.is_file()).unwrap_or(false);
            if is_file && name.ends_with(".jsonl") {
                names.push((name.to_string(), entry.metadata().map(|m| m.len())));
            }
        }
        if names.is_empty() {
            return Err(BuildError::EmptyInput(format!(
                "{}: no *.jsonl trace files",
                traces_dir.display()
            )));
        }
        names.sort_by(|a, b| a.0.cmp(&b.0));
        for (name, len) in names {
            let path = traces_dir.join(&name);
            let bytes = len.map_err(|source| BuildError::Io {
                path: path.clone(),
                source,
            })?;
            files.push(TraceFile {
                root: index,
                rel: format!("{TRACES_DIR}/{name}"),
                path,
                bytes,
            });
        }
        roots.push(InputRoot {
            given: given.clone(),
            canonical,
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
