//! Where a JSON pointer's value starts in a file's text, so a problem found
//! after parsing is reported at its line and column.

/// Line and column (1-based) of the value at `pointer` in `source`, or of
/// its nearest ancestor that exists.
pub(crate) fn locate(source: &str, pointer: &str) -> (usize, usize) {
    let tokens: Vec<String> = pointer
        .split('/')
        .skip(1)
        .map(|t| t.replace("~1", "/").replace("~0", "~"))
        .collect();
    let mut scanner = Scanner {
        bytes: source.as_bytes(),
        at: 0,
    };
    let offset = scanner.find(&tokens).unwrap_or(0);
    line_column(source, offset)
}

fn line_column(source: &str, offset: usize) -> (usize, usize) {
    let before = &source[..offset.min(source.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

struct Scanner<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Scanner<'_> {
    fn skip_space(&mut self) {
        while self.bytes.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    /// The offset of the value at `path` below the value starting here;
    /// the deepest offset reached when the path does not exist.
    fn find(&mut self, path: &[String]) -> Option<usize> {
        self.skip_space();
        let start = self.at;
        let Some((first, rest)) = path.split_first() else {
            return Some(start);
        };
        match self.bytes.get(self.at) {
            Some(b'{') => {
                self.at += 1;
                loop {
                    self.skip_space();
                    match self.bytes.get(self.at) {
                        Some(b'"') => {}
                        _ => return Some(start),
                    }
                    let key = self.string()?;
                    self.skip_space();
                    self.at += 1; // ':'
                    if key == *first {
                        return self.find(rest).or(Some(start));
                    }
                    self.skip_value()?;
                    self.skip_space();
                    if self.bytes.get(self.at) == Some(&b',') {
                        self.at += 1;
                    } else {
                        return Some(start);
                    }
                }
            }
            Some(b'[') => {
                let wanted: usize = first.parse().ok()?;
                self.at += 1;
                for _ in 0..wanted {
                    self.skip_space();
                    if self.bytes.get(self.at) == Some(&b']') {
                        return Some(start);
                    }
                    self.skip_value()?;
                    self.skip_space();
                    if self.bytes.get(self.at) == Some(&b',') {
                        self.at += 1;
                    } else {
                        return Some(start);
                    }
                }
                self.find(rest).or(Some(start))
            }
            _ => Some(start),
        }
    }

    fn string(&mut self) -> Option<String> {
        let start = self.at;
        self.at += 1;
        while let Some(&b) = self.bytes.get(self.at) {
            self.at += 1;
            match b {
                b'\\' => self.at += 1,
                b'"' => {
                    let raw = std::str::from_utf8(&self.bytes[start..self.at]).ok()?;
                    return serde_json::from_str(raw).ok();
                }
                _ => {}
            }
        }
        None
    }

    fn skip_value(&mut self) -> Option<()> {
        self.skip_space();
        match self.bytes.get(self.at)? {
            b'"' => self.string().map(|_| ()),
            b'{' | b'[' => {
                let mut depth = 0usize;
                while let Some(&b) = self.bytes.get(self.at) {
                    match b {
                        b'"' => {
                            self.string()?;
                            continue;
                        }
                        b'{' | b'[' => depth += 1,
                        b'}' | b']' => {
                            depth -= 1;
                            if depth == 0 {
                                self.at += 1;
                                return Some(());
                            }
                        }
                        _ => {}
                    }
                    self.at += 1;
                }
                None
            }
            _ => {
                while self
                    .bytes
                    .get(self.at)
                    .is_some_and(|b| !matches!(b, b',' | b'}' | b']') && !b.is_ascii_whitespace())
                {
                    self.at += 1;
                }
                Some(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointers_land_on_their_values() {
        let source = "{\n  \"id\": \"a\",\n  \"steps\": [\n    {\"click\": {\"css\": \"x\"}},\n    {\n      \"press\": \"Enter\"\n    }\n  ],\n  \"a/b\": 1\n}\n";
        assert_eq!(locate(source, ""), (1, 1));
        assert_eq!(locate(source, "/id"), (2, 9));
        assert_eq!(locate(source, "/steps/0/click/css"), (4, 23));
        assert_eq!(locate(source, "/steps/1/press"), (6, 16));
        assert_eq!(locate(source, "/a~1b"), (9, 10));
        // A pointer past the end lands on the deepest value that exists.
        assert_eq!(locate(source, "/steps/1/aim"), (5, 5));
        assert_eq!(locate(source, "/steps/7"), (3, 12));
    }
}
