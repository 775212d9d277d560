//! JSON paths as problems and redactions name them:
//! `observation.candidates[3].bounds.width`.

use std::fmt;

/// One step into a JSON value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Segment {
    Key(String),
    Index(usize),
}

/// A path from the record's root; empty for the record itself.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct JsonPath(Vec<Segment>);

impl JsonPath {
    pub fn root() -> Self {
        Self::default()
    }

    pub fn is_root(&self) -> bool {
        self.0.is_empty()
    }

    /// This path extended by the object key `key`.
    pub fn key(&self, key: &str) -> Self {
        let mut segments = self.0.clone();
        segments.push(Segment::Key(key.to_owned()));
        Self(segments)
    }

    /// This path extended by the array index `index`.
    pub fn index(&self, index: usize) -> Self {
        let mut segments = self.0.clone();
        segments.push(Segment::Index(index));
        Self(segments)
    }

    pub fn segments(&self) -> &[Segment] {
        &self.0
    }

    /// The path serde_ignored reports for an ignored field.
    pub(crate) fn from_ignored(path: &serde_ignored::Path<'_>) -> Self {
        let mut reversed = Vec::new();
        let mut at = path;
        loop {
            match at {
                serde_ignored::Path::Root => break,
                serde_ignored::Path::Seq { parent, index } => {
                    reversed.push(Segment::Index(*index));
                    at = parent;
                }
                serde_ignored::Path::Map { parent, key } => {
                    reversed.push(Segment::Key(key.clone()));
                    at = parent;
                }
                serde_ignored::Path::Some { parent }
                | serde_ignored::Path::NewtypeStruct { parent }
                | serde_ignored::Path::NewtypeVariant { parent } => at = parent,
            }
        }
        reversed.reverse();
        Self(reversed)
    }

    /// The path serde_path_to_error tracked up to a failure.
    pub(crate) fn from_tracked(path: &serde_path_to_error::Path) -> Self {
        Self(
            path.iter()
                .filter_map(|segment| match segment {
                    serde_path_to_error::Segment::Seq { index } => Some(Segment::Index(*index)),
                    serde_path_to_error::Segment::Map { key } => Some(Segment::Key(key.clone())),
                    serde_path_to_error::Segment::Enum { .. }
                    | serde_path_to_error::Segment::Unknown => None,
                })
                .collect(),
        )
    }
}

/// A path built on the stack while walking a record: extending it costs
/// nothing, and it becomes a [`JsonPath`] (or text) only when a problem is
/// reported. Validation walks every candidate of every record, so eager
/// `JsonPath`s there (a clone per step) cost more than parsing the record.
#[derive(Debug, Clone, Copy)]
pub enum PathRef<'a> {
    Root,
    Key(&'a PathRef<'a>, &'a str),
    Index(&'a PathRef<'a>, usize),
}

impl<'a> PathRef<'a> {
    /// The record's root, borrowable for any lifetime.
    pub const ROOT: &'static PathRef<'static> = &PathRef::Root;

    /// This path extended by the object key `key`.
    pub fn key(&'a self, key: &'a str) -> PathRef<'a> {
        PathRef::Key(self, key)
    }

    /// This path extended by the array index `index`.
    pub fn index(&'a self, index: usize) -> PathRef<'a> {
        PathRef::Index(self, index)
    }

    pub fn to_path(&self) -> JsonPath {
        let mut reversed = Vec::new();
        let mut at = self;
        loop {
            match at {
                PathRef::Root => break,
                PathRef::Key(parent, key) => {
                    reversed.push(Segment::Key((*key).to_owned()));
                    at = parent;
                }
                PathRef::Index(parent, index) => {
                    reversed.push(Segment::Index(*index));
                    at = parent;
                }
            }
        }
        reversed.reverse();
        JsonPath(reversed)
    }
}

impl fmt::Display for PathRef<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_path().fmt(f)
    }
}

/// Keys that read as identifiers print as `.key`, others as `["key"]`.
fn is_plain_key(key: &str) -> bool {
    let mut chars = key.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '$')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
}

impl fmt::Display for JsonPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (n, segment) in self.0.iter().enumerate() {
            match segment {
                Segment::Index(index) => write!(f, "[{index}]")?,
                Segment::Key(key) if is_plain_key(key) => {
                    if n > 0 {
                        f.write_str(".")?;
                    }
                    f.write_str(key)?;
                }
                Segment::Key(key) => {
                    let quoted = serde_json::to_string(key).map_err(|_| fmt::Error)?;
                    write!(f, "[{quoted}]")?;
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_dots_for_keys_and_brackets_for_indexes() {
        let path = JsonPath::root()
            .key("observation")
            .key("candidates")
            .index(3)
            .key("bounds")
            .key("width");
        assert_eq!(path.to_string(), "observation.candidates[3].bounds.width");
        assert_eq!(JsonPath::root().to_string(), "");
    }

    #[test]
    fn stack_paths_print_like_json_paths() {
        let observation = PathRef::ROOT.key("observation");
        let candidates = observation.key("candidates");
        let field = candidates.index(3);
        let odd = field.key("metadata");
        assert_eq!(
            odd.key("data-token").to_string(),
            r#"observation.candidates[3].metadata["data-token"]"#
        );
        assert_eq!(
            odd.key("x").to_path(),
            JsonPath::root()
                .key("observation")
                .key("candidates")
                .index(3)
                .key("metadata")
                .key("x")
        );
        assert_eq!(PathRef::ROOT.to_string(), "");
    }

    #[test]
    fn quotes_keys_that_are_not_identifiers() {
        let path = JsonPath::root()
            .key("metadata")
            .key("data-token")
            .key("x y");
        assert_eq!(path.to_string(), r#"metadata["data-token"]["x y"]"#);
    }
}
