//! Reading task files: one file, or every `*.json` file in a folder (not
//! recursing), in name order. Each file is parsed strictly and every
//! instance is expanded once, so a mistake anywhere in it is reported at
//! load time as `file:line:column: pointer: message`.

use std::fmt;
use std::path::{Path, PathBuf};

use crate::expand::{Problem, RunParams, Task};
use crate::file::{TASK_SCHEMA, TaskFileV1};
use crate::position;

/// A task file that cannot be used, and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct TaskFileError {
    pub file: PathBuf,
    pub line: usize,
    pub column: usize,
    /// JSON pointer of the value at fault (empty: the whole file).
    pub pointer: String,
    pub message: String,
}

impl fmt::Display for TaskFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: ", self.file.display(), self.line, self.column)?;
        if !self.pointer.is_empty() {
            write!(f, "{}: ", self.pointer)?;
        }
        f.write_str(&self.message)
    }
}

/// Why loading stopped.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{0}")]
    File(#[from] TaskFileError),
    #[error("{path}: no task files (*.json) in this folder")]
    EmptyFolder { path: PathBuf },
    #[error("{second}: task id {id:?} is also the id of {first}")]
    DuplicateId {
        id: String,
        first: PathBuf,
        second: PathBuf,
    },
}

impl Task {
    /// Places a problem found after parsing on its line.
    pub fn error(&self, problem: Problem) -> TaskFileError {
        let (line, column) = position::locate(&self.source, &problem.pointer);
        TaskFileError {
            file: self.file.clone(),
            line,
            column,
            pointer: problem.pointer,
            message: problem.message,
        }
    }
}

/// Parses one task file's text (`file` names it in errors) and checks every
/// instance's expansion with `run`.
pub fn parse(file: &Path, source: &str, run: &RunParams) -> Result<Task, TaskFileError> {
    let at = |pointer: String, line: usize, column: usize, message: String| TaskFileError {
        file: file.to_path_buf(),
        line,
        column,
        pointer,
        message,
    };
    let deserializer = &mut serde_json::Deserializer::from_str(source);
    let spec: TaskFileV1 = serde_path_to_error::deserialize(deserializer).map_err(|e| {
        let pointer = json_pointer(e.path());
        let inner = e.into_inner();
        let message = inner.to_string();
        // serde_json appends " at line L column C"; the prefix says it.
        let message = message
            .rsplit_once(" at line ")
            .map_or(message.clone(), |(m, _)| m.to_string());
        at(pointer, inner.line(), inner.column(), message)
    })?;
    let task = Task {
        spec,
        file: file.to_path_buf(),
        source: source.to_string(),
    };
    if task.spec.schema != TASK_SCHEMA {
        return Err(task.error(Problem {
            pointer: "/schema".into(),
            message: format!(
                "{:?} is not a task schema this mimic reads (it reads {TASK_SCHEMA:?})",
                task.spec.schema
            ),
        }));
    }
    let id = &task.spec.id;
    if id.is_empty()
        || !id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
    {
        return Err(task.error(Problem {
            pointer: "/id".into(),
            message: format!("{id:?}: a task id is letters, digits, `.`, `-` and `_`"),
        }));
    }
    if task.spec.site.trim().is_empty() {
        return Err(task.error(Problem {
            pointer: "/site".into(),
            message: "the site is empty".into(),
        }));
    }
    if task.spec.steps.is_empty() {
        return Err(task.error(Problem {
            pointer: "/steps".into(),
            message: "a task needs at least one step".into(),
        }));
    }
    if let Some(viewports) = &task.spec.viewports
        && let Some(i) = viewports
            .iter()
            .position(|v| v.width == 0 || v.height == 0)
            .or(viewports.is_empty().then_some(0))
    {
        return Err(task.error(Problem {
            pointer: format!("/viewports/{i}"),
            message: "viewports need a width and height above 0".into(),
        }));
    }
    if let Some(instances) = &task.spec.instances {
        let problem = match (&instances.seeds, &instances.sets) {
            (Some(range), None) if range.from > range.to => {
                Some(("/instances/seeds", "`from` is above `to`"))
            }
            (None, Some(sets)) if sets.is_empty() => Some(("/instances/sets", "no sets")),
            (Some(_), Some(_)) | (None, None) => Some((
                "/instances",
                "instances take `seeds` or `sets` (one of them)",
            )),
            _ => None,
        };
        if let Some((pointer, message)) = problem {
            return Err(task.error(Problem {
                pointer: pointer.into(),
                message: message.into(),
            }));
        }
    }
    for instance in task.instances(None) {
        task.script(&instance, run).map_err(|p| task.error(p))?;
    }
    Ok(task)
}

fn json_pointer(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    path.iter()
        .filter_map(|segment| match segment {
            Segment::Seq { index } => Some(format!("/{index}")),
            Segment::Map { key } => Some(format!("/{}", crate::expand::pointer_token(key))),
            Segment::Enum { variant } => Some(format!("/{variant}")),
            Segment::Unknown => None,
        })
        .collect()
}

/// The task files `paths` name: each file, and each folder's `*.json`
/// files in name order (subfolders are not searched).
pub fn task_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, LoadError> {
    let mut files = Vec::new();
    for path in paths {
        if !path.is_dir() {
            files.push(path.clone());
            continue;
        }
        let io = |source| LoadError::Io {
            path: path.clone(),
            source,
        };
        let mut found: Vec<PathBuf> = std::fs::read_dir(path)
            .map_err(io)?
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "json") && p.is_file())
            .collect();
        if found.is_empty() {
            return Err(LoadError::EmptyFolder { path: path.clone() });
        }
        found.sort();
        files.extend(found);
    }
    Ok(files)
}

/// Reads and parses one task file.
pub fn load_file(file: &Path, run: &RunParams) -> Result<Task, LoadError> {
    let source = std::fs::read_to_string(file).map_err(|source| LoadError::Io {
        path: file.to_path_buf(),
        source,
    })?;
    Ok(parse(file, &source, run)?)
}

/// Loads task files and folders of task files, in the order given (a
/// folder's files in name order). Task ids must be unique across them.
pub fn load_paths(paths: &[PathBuf], run: &RunParams) -> Result<Vec<Task>, LoadError> {
    let mut tasks: Vec<Task> = Vec::new();
    for file in task_files(paths)? {
        let task = load_file(&file, run)?;
        if let Some(first) = tasks.iter().find(|t| t.spec.id == task.spec.id) {
            return Err(LoadError::DuplicateId {
                id: task.spec.id.clone(),
                first: first.file.clone(),
                second: task.file,
            });
        }
        tasks.push(task);
    }
    Ok(tasks)
}

/// A task id that none of the loaded task files holds.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no task {id:?} among the loaded task files (loaded: {known})")]
pub struct UnknownTaskId {
    pub id: String,
    pub known: String,
}

/// The tasks with these ids, in the order given.
pub fn select_ids(tasks: &[Task], ids: &[String]) -> Result<Vec<Task>, UnknownTaskId> {
    ids.iter()
        .map(|id| {
            tasks
                .iter()
                .find(|t| t.id() == id)
                .cloned()
                .ok_or_else(|| UnknownTaskId {
                    id: id.clone(),
                    known: tasks.iter().map(Task::id).collect::<Vec<_>>().join(", "),
                })
        })
        .collect()
}
