//! JSON paths as problems and redactions name them:
//! `observation.candidates[3].bounds.width`.
//!
//! A path is a chain of borrowed links on the stack, so walking a record
//! with thousands of candidates costs nothing until a path is printed.

use std::fmt::{self, Write};

/// A path from the record's root; [`JsonPath::Root`] is the record itself.
#[derive(Debug, Clone, Copy)]
pub enum JsonPath<'a> {
    Root,
    Key(&'a JsonPath<'a>, &'a str),
    Index(&'a JsonPath<'a>, usize),
}

impl<'a> JsonPath<'a> {
    /// This path extended by the object key `key`.
    pub fn key(&'a self, key: &'a str) -> Self {
        Self::Key(self, key)
    }

    /// This path extended by the array index `index`.
    pub fn index(&'a self, index: usize) -> Self {
        Self::Index(self, index)
    }
}

impl fmt::Display for JsonPath<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Root => Ok(()),
            Self::Key(parent, key) => {
                write!(f, "{parent}")?;
                write_key(f, key, matches!(parent, Self::Root))
            }
            Self::Index(parent, index) => write!(f, "{parent}[{index}]"),
        }
    }
}

/// Keys that read as identifiers print as `.key` (no dot at the start),
/// others as `["key"]`.
fn write_key(out: &mut impl Write, key: &str, first: bool) -> fmt::Result {
    let mut chars = key.chars();
    let plain = chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '$')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$');
    if plain {
        if !first {
            out.write_char('.')?;
        }
        out.write_str(key)
    } else {
        let quoted = serde_json::to_string(key).map_err(|_| fmt::Error)?;
        write!(out, "[{quoted}]")
    }
}

/// The path serde_ignored reports for an ignored field, as text.
pub(crate) fn ignored_path(path: &serde_ignored::Path<'_>) -> String {
    fn write(out: &mut String, path: &serde_ignored::Path<'_>) -> fmt::Result {
        match path {
            serde_ignored::Path::Root => Ok(()),
            serde_ignored::Path::Seq { parent, index } => {
                write(out, parent)?;
                write!(out, "[{index}]")
            }
            serde_ignored::Path::Map { parent, key } => {
                write(out, parent)?;
                write_key(out, key, out.is_empty())
            }
            serde_ignored::Path::Some { parent }
            | serde_ignored::Path::NewtypeStruct { parent }
            | serde_ignored::Path::NewtypeVariant { parent } => write(out, parent),
        }
    }
    let mut out = String::new();
    // Writing to a String cannot fail.
    let _ = write(&mut out, path);
    out
}

/// The path serde_path_to_error tracked up to a failure, as text.
pub(crate) fn tracked_path(path: &serde_path_to_error::Path) -> String {
    let mut out = String::new();
    for segment in path.iter() {
        // Writing to a String cannot fail.
        let _ = match segment {
            serde_path_to_error::Segment::Seq { index } => write!(out, "[{index}]"),
            serde_path_to_error::Segment::Map { key } => {
                let first = out.is_empty();
                write_key(&mut out, key, first)
            }
            serde_path_to_error::Segment::Enum { .. } | serde_path_to_error::Segment::Unknown => {
                Ok(())
            }
        };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_dots_for_keys_and_brackets_for_indexes() {
        let root = JsonPath::Root;
        let observation = root.key("observation");
        let candidates = observation.key("candidates");
        let third = candidates.index(3);
        let bounds = third.key("bounds");
        assert_eq!(
            bounds.key("width").to_string(),
            "observation.candidates[3].bounds.width"
        );
        assert_eq!(root.to_string(), "");
        assert_eq!(root.index(0).key("x").to_string(), "[0].x");
    }

    #[test]
    fn quotes_keys_that_are_not_identifiers() {
        let root = JsonPath::Root;
        let metadata = root.key("metadata");
        let odd = metadata.key("data-token");
        assert_eq!(
            odd.key("x y").to_string(),
            r#"metadata["data-token"]["x y"]"#
        );
        assert_eq!(root.key("a b").to_string(), r#"["a b"]"#);
    }
}
