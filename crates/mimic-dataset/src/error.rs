//! Why a build stopped. Every input problem names its `file:line`.

use std::fmt;
use std::io;
use std::path::PathBuf;

/// A line of an input file (line 0: the file as a whole).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    pub file: String,
    pub line: u64,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            f.write_str(&self.file)
        } else {
            write!(f, "{}:{}", self.file, self.line)
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// Bad input at a line: an invalid record in strict mode, a duplicate
    /// trace, an escaping or unusable screenshot reference.
    #[error("{location}: {message}")]
    Input { location: Location, message: String },
    #[error("{path}: {source}", path = path.display())]
    Io { path: PathBuf, source: io::Error },
    #[error("empty input: {0}")]
    EmptyInput(String),
    /// The trace inputs name no trace file (mimic-schema's discovery rule).
    #[error(transparent)]
    Traces(#[from] mimic_schema::layout::DiscoverError),
    #[error("invalid options: {0}")]
    Options(String),
    #[error(
        "{path}: exists and is not a dataset built by mimic (no manifest.json); refusing to replace it",
        path = path.display()
    )]
    ForeignOutput { path: PathBuf },
    #[error("{path}: {message}", path = path.display())]
    Output { path: PathBuf, message: String },
}

impl BuildError {
    pub(crate) fn at(location: Location, message: impl Into<String>) -> Self {
        Self::Input {
            location,
            message: message.into(),
        }
    }

    pub(crate) fn io(path: impl Into<PathBuf>) -> impl FnOnce(io::Error) -> Self {
        let path = path.into();
        move |source| Self::Io { path, source }
    }
}
