//! Reading a dataset folder (`train.jsonl`, `val.jsonl`, `test.jsonl`)
//! one example at a time, hashing each file as it is read.

use std::cell::RefCell;
use std::fs::File;
use std::io::{self, BufReader, Read};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use mimic_dataset::DatasetExampleV1;
use mimic_schema::jsonl::JsonlReader;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::EvalError;

/// The splits a dataset folder holds, in scoring order.
pub const SPLITS: [&str; 3] = ["train", "val", "test"];

/// One split file of a dataset.
#[derive(Debug, Clone)]
pub struct SplitFile {
    pub name: String,
    pub path: PathBuf,
}

impl SplitFile {
    /// `test.jsonl`: how outputs name the file (never a full path, so they do
    /// not depend on where the dataset sits).
    pub fn file_name(&self) -> String {
        format!("{}.jsonl", self.name)
    }
}

/// What was read from one split file; recorded in the metrics.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SplitDigest {
    pub file: String,
    pub examples: u64,
    pub sha256: String,
}

/// A dataset folder with the splits to read.
#[derive(Debug, Clone)]
pub struct Dataset {
    pub root: PathBuf,
    /// The split asked for with `--split`, if any.
    pub chosen_split: Option<String>,
    pub splits: Vec<SplitFile>,
}

impl Dataset {
    /// The split files of `root`: only `split` when given (it must exist),
    /// else each of train, val and test that exists (at least one must).
    pub fn open(root: &Path, split: Option<&str>) -> Result<Self, EvalError> {
        if !root.is_dir() {
            return Err(EvalError::NotADataset {
                path: root.to_path_buf(),
                problem: "not a dataset folder (expected train.jsonl, val.jsonl, test.jsonl)"
                    .into(),
            });
        }
        let file = |name: &str| SplitFile {
            name: name.to_string(),
            path: root.join(format!("{name}.jsonl")),
        };
        let splits: Vec<SplitFile> = match split {
            Some(name) => {
                let valid = !name.is_empty()
                    && name
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                if !valid {
                    return Err(EvalError::BadValue {
                        what: "split",
                        value: name.to_string(),
                        problem: "not a split name",
                    });
                }
                let f = file(name);
                if !f.path.is_file() {
                    return Err(EvalError::NotFound { path: f.path });
                }
                vec![f]
            }
            None => SPLITS
                .iter()
                .map(|s| file(s))
                .filter(|f| f.path.is_file())
                .collect(),
        };
        if splits.is_empty() {
            return Err(EvalError::NotADataset {
                path: root.to_path_buf(),
                problem: "holds none of train.jsonl, val.jsonl, test.jsonl".into(),
            });
        }
        Ok(Self {
            root: root.to_path_buf(),
            chosen_split: split.map(str::to_string),
            splits,
        })
    }

    /// Every split file of the folder, whatever was chosen for scoring: where
    /// predictions for examples outside the scored split are looked up.
    pub fn all_splits(&self) -> Result<Self, EvalError> {
        Self::open(&self.root, None)
    }
}

/// Streams one split file's examples with their line numbers; `finish`
/// returns the file's digest once every line has been read.
#[derive(Debug)]
pub struct ExampleStream {
    split: SplitFile,
    reader: JsonlReader<BufReader<HashingReader<File>>>,
    hasher: Rc<RefCell<Sha256>>,
    examples: u64,
}

impl ExampleStream {
    pub fn open(split: &SplitFile) -> Result<Self, EvalError> {
        let file = File::open(&split.path).map_err(|source| EvalError::Io {
            path: split.path.clone(),
            source,
        })?;
        let hasher = Rc::new(RefCell::new(Sha256::new()));
        let reader = BufReader::new(HashingReader {
            inner: file,
            hasher: Rc::clone(&hasher),
        });
        Ok(Self {
            split: split.clone(),
            reader: JsonlReader::new(reader, split.path.display().to_string()),
            hasher,
            examples: 0,
        })
    }

    /// The next example and its 1-based line number. A line that is not a
    /// valid example is an error naming `file:line`.
    pub fn next_example(&mut self) -> Option<Result<(u64, DatasetExampleV1), EvalError>> {
        let item = self.reader.next_value::<DatasetExampleV1>()?;
        self.examples += u64::from(item.is_ok());
        Some(item.map_err(EvalError::from))
    }

    pub fn split(&self) -> &SplitFile {
        &self.split
    }

    /// The digest of everything read; call after the last example.
    pub fn finish(self) -> SplitDigest {
        let digest = self.hasher.borrow().clone().finalize();
        SplitDigest {
            file: self.split.file_name(),
            examples: self.examples,
            sha256: hex::encode(digest),
        }
    }
}

/// Only the id of an example line, for cheap look-ups.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ExampleIdOnly {
    example_id: String,
}

/// Calls `visit(split, line, exampleId)` for every example of `split`.
pub fn for_each_example_id(
    split: &SplitFile,
    mut visit: impl FnMut(u64, String),
) -> Result<(), EvalError> {
    for item in JsonlReader::open(&split.path)?.values::<ExampleIdOnly>() {
        let (line, id) = item?;
        visit(line, id.example_id);
    }
    Ok(())
}

/// Feeds every byte read through it into a shared hasher.
#[derive(Debug)]
struct HashingReader<R> {
    inner: R,
    hasher: Rc<RefCell<Sha256>>,
}

impl<R: Read> Read for HashingReader<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.hasher.borrow_mut().update(&buf[..n]);
        Ok(n)
    }
}

/// sha256 of a whole file.
pub fn sha256_file(path: &Path) -> Result<String, EvalError> {
    let io_err = |source| EvalError::Io {
        path: path.to_path_buf(),
        source,
    };
    let hasher = Rc::new(RefCell::new(Sha256::new()));
    let mut reader = HashingReader {
        inner: File::open(path).map_err(io_err)?,
        hasher: Rc::clone(&hasher),
    };
    io::copy(&mut reader, &mut io::sink()).map_err(io_err)?;
    Ok(hex::encode(hasher.borrow().clone().finalize()))
}
