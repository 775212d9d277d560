//! Templates: `{{name}}` in goals, texts, URLs, locators and scripts.
//!
//! - `{{name}}` a parameter (or `seed`, `index`, a `forEach` item);
//!   `{{name+1}}`, `{{name-2}}` integer arithmetic; `{{name.0}}` an item of
//!   a sampled list;
//! - `{{env:NAME}}` an environment variable, always a secret;
//! - `{{#flag}}...{{/flag}}` text shown when `flag` is true (or a non-empty
//!   value), `{{^flag}}...{{/flag}}` when it is not.
//!
//! A value is escaped for the place it lands ([`Place`]): CSS escapes in a
//! CSS selector, percent-encoding in a URL, a string literal in JavaScript,
//! as is elsewhere. A secret may only land where it is typed or compared;
//! there its placeholder is kept for the collector to fill in.

use std::fmt;

/// A parameter's value for one instance.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Int(i64),
    Bool(bool),
    Str(String),
    List(Vec<Value>),
    /// A secret: its value is never known here.
    Secret,
}

impl Value {
    fn truthy(&self) -> bool {
        match self {
            Self::Int(_) | Self::Secret => true,
            Self::Bool(b) => *b,
            Self::Str(s) => !s.is_empty(),
            Self::List(items) => !items.is_empty(),
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Int(n) => write!(f, "{n}"),
            Self::Bool(b) => write!(f, "{b}"),
            Self::Str(s) => f.write_str(s),
            Self::List(items) => {
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{item}")?;
                }
                Ok(())
            }
            Self::Secret => f.write_str("[secret]"),
        }
    }
}

/// Where a substituted value lands, which decides its escaping.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// Goals, subgoals, locator texts: as is; no secret.
    Text,
    /// Typed, pasted or compared text: as is; a secret keeps its place.
    Typed,
    /// A CSS selector: CSS escapes (valid in identifiers and strings).
    Css,
    /// A URL: percent-encoded, except `{{baseUrl}}`.
    Url,
    /// A JavaScript expression: a string literal (numbers and booleans as
    /// they are).
    Js,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TemplateError {
    #[error("`{{{{` at byte {0} is never closed by `}}}}`")]
    Unclosed(usize),
    #[error("unknown parameter {0:?}{1}")]
    Unknown(String, String),
    #[error("{{{{{0}}}}}: {1}")]
    Bad(String, String),
    #[error("the secret {0} may only be typed, pasted or compared, not used in {1}")]
    SecretHere(String, &'static str),
    #[error("section {{{{#{0}}}}} is never closed by {{{{/{0}}}}}")]
    OpenSection(String),
    #[error("{{{{/{0}}}}} closes no open section")]
    StraySection(String),
}

/// What a template yields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Filled {
    Plain(String),
    /// Holds a secret: the text with each secret's placeholder kept.
    Secret(String),
}

/// Looks names up for one instance.
pub trait Scope {
    fn get(&self, name: &str) -> Option<Value>;
    /// Names known in this scope, for "did you mean" in errors.
    fn names(&self) -> Vec<String>;
}

enum Piece<'a> {
    Literal(&'a str),
    Expr(&'a str),
    Open { name: &'a str, inverted: bool },
    Close(&'a str),
}

fn pieces(template: &str) -> Result<Vec<Piece<'_>>, TemplateError> {
    let mut out = Vec::new();
    let mut rest = template;
    let mut offset = 0;
    while let Some(start) = rest.find("{{") {
        if start > 0 {
            out.push(Piece::Literal(&rest[..start]));
        }
        let after = &rest[start + 2..];
        let end = after
            .find("}}")
            .ok_or(TemplateError::Unclosed(offset + start))?;
        let inner = after[..end].trim();
        out.push(if let Some(name) = inner.strip_prefix('#') {
            Piece::Open {
                name: name.trim(),
                inverted: false,
            }
        } else if let Some(name) = inner.strip_prefix('^') {
            Piece::Open {
                name: name.trim(),
                inverted: true,
            }
        } else if let Some(name) = inner.strip_prefix('/') {
            Piece::Close(name.trim())
        } else {
            Piece::Expr(inner)
        });
        let consumed = start + 2 + end + 2;
        offset += consumed;
        rest = &rest[consumed..];
    }
    if !rest.is_empty() {
        out.push(Piece::Literal(rest));
    }
    Ok(out)
}

fn unknown(name: &str, scope: &dyn Scope) -> TemplateError {
    let known = scope.names();
    let hint = if known.is_empty() {
        " (the task has no parameters)".to_string()
    } else {
        format!(" (known: {})", known.join(", "))
    };
    TemplateError::Unknown(name.to_string(), hint)
}

/// The value of one `{{...}}` expression.
fn evaluate(expr: &str, scope: &dyn Scope) -> Result<Value, TemplateError> {
    let bad = |why: &str| TemplateError::Bad(expr.to_string(), why.to_string());
    if let Some(var) = expr.strip_prefix("env:") {
        if var.is_empty() || !var.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(bad("an environment variable name is letters, digits and _"));
        }
        return Ok(Value::Secret);
    }
    let (name, op) = match expr.rfind(['+', '-', '.']) {
        // A name may hold `-` (`api-key`): an operator needs digits after it.
        Some(at) if expr[at + 1..].trim().parse::<i64>().is_ok() => (
            expr[..at].trim(),
            Some((&expr[at..at + 1], expr[at + 1..].trim())),
        ),
        _ => (expr, None),
    };
    if name.is_empty() {
        return Err(bad("a placeholder names a parameter"));
    }
    let value = scope.get(name).ok_or_else(|| unknown(name, scope))?;
    let Some((op, operand)) = op else {
        return Ok(value);
    };
    let n: i64 = operand.parse().map_err(|_| bad("expected a number"))?;
    match (op, value) {
        ("+", Value::Int(v)) => Ok(Value::Int(v + n)),
        ("-", Value::Int(v)) => Ok(Value::Int(v - n)),
        ("+" | "-", _) => Err(bad("arithmetic needs an integer parameter")),
        (_, Value::List(items)) => usize::try_from(n)
            .ok()
            .and_then(|i| items.get(i).cloned())
            .ok_or_else(|| bad(&format!("the list has {} items", items.len()))),
        _ => Err(bad("`.N` needs a list parameter (a sample)")),
    }
}

/// Fills `template` for `place`.
pub fn fill(template: &str, place: Place, scope: &dyn Scope) -> Result<Filled, TemplateError> {
    let mut out = String::new();
    let mut secret = false;
    // Open sections: (name, whether its text is shown).
    let mut sections: Vec<(&str, bool)> = Vec::new();
    for piece in pieces(template)? {
        let shown = sections.iter().all(|(_, shown)| *shown);
        match piece {
            Piece::Literal(text) => {
                if shown {
                    out.push_str(text);
                }
            }
            Piece::Open { name, inverted } => {
                let value = scope.get(name).ok_or_else(|| unknown(name, scope))?;
                sections.push((name, value.truthy() != inverted));
            }
            Piece::Close(name) => match sections.pop() {
                Some((open, _)) if open == name => {}
                _ => return Err(TemplateError::StraySection(name.to_string())),
            },
            Piece::Expr(expr) => {
                let value = evaluate(expr, scope)?;
                if !shown {
                    continue;
                }
                if value == Value::Secret {
                    let name = expr.to_string();
                    match place {
                        Place::Typed => {
                            secret = true;
                            out.push_str(&format!("{{{{{name}}}}}"));
                        }
                        Place::Text => return Err(TemplateError::SecretHere(name, "text")),
                        Place::Css => return Err(TemplateError::SecretHere(name, "a selector")),
                        Place::Url => return Err(TemplateError::SecretHere(name, "a URL")),
                        Place::Js => return Err(TemplateError::SecretHere(name, "a script")),
                    }
                    continue;
                }
                let text = value.to_string();
                match place {
                    Place::Text | Place::Typed => out.push_str(&text),
                    Place::Css => out.push_str(&css_escape(&text)),
                    Place::Url if expr == "baseUrl" => out.push_str(&text),
                    Place::Url => out.push_str(&url_encode(&text)),
                    Place::Js => match value {
                        Value::Int(_) | Value::Bool(_) => out.push_str(&text),
                        _ => {
                            out.push_str(&serde_json::to_string(&text).expect("strings serialize"))
                        }
                    },
                }
            }
        }
    }
    if let Some((name, _)) = sections.pop() {
        return Err(TemplateError::OpenSection(name.to_string()));
    }
    Ok(if secret {
        Filled::Secret(out)
    } else {
        Filled::Plain(out)
    })
}

/// [`fill`] where no secret may land.
pub fn fill_plain(
    template: &str,
    place: Place,
    scope: &dyn Scope,
) -> Result<String, TemplateError> {
    match fill(template, place, scope)? {
        Filled::Plain(text) => Ok(text),
        Filled::Secret(_) => unreachable!("only Place::Typed keeps secrets"),
    }
}

/// Fills the secret placeholders `fill` kept, with `value` of each name.
pub fn fill_secrets<E>(
    template: &str,
    mut value: impl FnMut(&str) -> Result<String, E>,
) -> Result<String, E> {
    let mut out = String::new();
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            out.push_str(&rest[start..]);
            return Ok(out);
        };
        out.push_str(&value(after[..end].trim())?);
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    Ok(out)
}

/// CSS escaping of a value (as `CSS.escape`), valid inside identifiers and
/// quoted strings alike.
pub fn css_escape(value: &str) -> String {
    let mut out = String::new();
    for (i, c) in value.chars().enumerate() {
        match c {
            '\0' => out.push('\u{FFFD}'),
            '\u{1}'..='\u{1f}' | '\u{7f}' => out.push_str(&format!("\\{:x} ", c as u32)),
            '0'..='9' if i == 0 => out.push_str(&format!("\\{:x} ", c as u32)),
            c if c.is_ascii_alphanumeric() || c == '-' || c == '_' || !c.is_ascii() => out.push(c),
            c => {
                out.push('\\');
                out.push(c);
            }
        }
    }
    out
}

/// Percent-encoding of a URL component: everything but unreserved
/// characters (RFC 3986).
pub fn url_encode(value: &str) -> String {
    let mut out = String::new();
    for byte in value.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                out.push(char::from(byte));
            }
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Map(Vec<(&'static str, Value)>);
    impl Scope for Map {
        fn get(&self, name: &str) -> Option<Value> {
            self.0
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.clone())
        }
        fn names(&self) -> Vec<String> {
            self.0.iter().map(|(n, _)| n.to_string()).collect()
        }
    }

    fn scope() -> Map {
        Map(vec![
            ("user", Value::Str("ada \"l\"".into())),
            ("item", Value::Int(2)),
            ("twice", Value::Bool(true)),
            ("api-key", Value::Secret),
            ("pair", Value::List(vec![Value::Int(3), Value::Int(0)])),
        ])
    }

    #[test]
    fn values_are_escaped_for_their_place() {
        let s = scope();
        assert_eq!(
            fill_plain("Hi {{user}}", Place::Text, &s).unwrap(),
            "Hi ada \"l\""
        );
        assert_eq!(
            fill_plain("[title=\"{{user}}\"]", Place::Css, &s).unwrap(),
            "[title=\"ada\\ \\\"l\\\"\"]"
        );
        assert_eq!(
            fill_plain("/q?u={{user}}", Place::Url, &s).unwrap(),
            "/q?u=ada%20%22l%22"
        );
        assert_eq!(
            fill_plain("x === {{user}} && {{item}}", Place::Js, &s).unwrap(),
            "x === \"ada \\\"l\\\"\" && 2"
        );
    }

    #[test]
    fn arithmetic_items_and_sections() {
        let s = scope();
        assert_eq!(
            fill_plain("#{{item+1}} #{{item-2}}", Place::Text, &s).unwrap(),
            "#3 #0"
        );
        assert_eq!(
            fill_plain("{{pair.0}}/{{pair.1}}", Place::Text, &s).unwrap(),
            "3/0"
        );
        assert_eq!(
            fill_plain(
                "by name{{#twice}}, descending{{/twice}}{{^twice}}!{{/twice}}",
                Place::Text,
                &s
            )
            .unwrap(),
            "by name, descending"
        );
        assert!(matches!(
            fill("{{pair.2}}", Place::Text, &s),
            Err(TemplateError::Bad(..))
        ));
        assert!(matches!(
            fill("{{user+1}}", Place::Text, &s),
            Err(TemplateError::Bad(..))
        ));
        assert!(matches!(
            fill("{{nope}}", Place::Text, &s),
            Err(TemplateError::Unknown(..))
        ));
        assert!(matches!(
            fill("{{#twice}}x", Place::Text, &s),
            Err(TemplateError::OpenSection(_))
        ));
        assert!(matches!(
            fill("a {{user", Place::Text, &s),
            Err(TemplateError::Unclosed(2))
        ));
    }

    #[test]
    fn secrets_keep_their_place_and_go_nowhere_else() {
        let s = scope();
        assert_eq!(
            fill("{{user}}:{{api-key}}:{{env:PW}}", Place::Typed, &s).unwrap(),
            Filled::Secret("ada \"l\":{{api-key}}:{{env:PW}}".into())
        );
        for place in [Place::Text, Place::Css, Place::Url, Place::Js] {
            assert!(matches!(
                fill("{{env:PW}}", place, &s),
                Err(TemplateError::SecretHere(..))
            ));
        }
        let filled = fill_secrets::<()>("a{{api-key}}b{{env:PW}}", |name| Ok(format!("<{name}>")));
        assert_eq!(filled.unwrap(), "a<api-key>b<env:PW>");
    }
}
