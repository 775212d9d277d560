//! Locators a person can write: how a task names an element, as Playwright's
//! `getByRole`, `getByLabel`, `getByText`, `getByPlaceholder` and
//! `getByTestId` do, or by CSS. What each kind matches is stated once, in
//! `docs/tasks.md` ("Locators"); the collector resolves them in the live page.

use std::fmt;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One element of the page, named the way a person would name it. Exactly
/// one of `role`, `label`, `text`, `placeholder`, `testId` and `css` is set.
/// Every kind searches open shadow roots too; `frame` scopes the search into
/// a same-origin iframe. A locator must match exactly one element, or name
/// which one with `nth`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[ts(optional_fields)]
pub struct Locator {
    /// The element's role as Chromium's accessibility tree reports it
    /// (`button`, `link`, `textbox`, `checkbox`, `heading`, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    /// With `role`: the accessible name Chromium computes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The control a `<label>` (or `aria-label`, `aria-labelledby`) with
    /// this text names.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// The innermost element whose rendered text holds this text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// The field whose `placeholder` holds this text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placeholder: Option<String>,
    /// The element whose `data-testid` is exactly this.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub test_id: Option<String>,
    /// A CSS selector.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub css: Option<String>,
    /// Text comparisons (`name`, `label`, `text`, `placeholder`): `false`
    /// (default) is a case-insensitive substring after collapsing white
    /// space, `true` the whole text, case-sensitive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exact: Option<bool>,
    /// Which match, counted from 0 in document order, when several match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nth: Option<u32>,
    /// The `<iframe>` (same-origin) whose document is searched instead of
    /// the top one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frame: Option<Box<Locator>>,
}

/// The kind of a locator: which field names the element.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LocatorKind {
    Role,
    Label,
    Text,
    Placeholder,
    TestId,
    Css,
}

/// Why a locator cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LocatorProblem {
    #[error("a locator needs one of role, label, text, placeholder, testId or css")]
    NoKind,
    #[error("a locator takes only one of role, label, text, placeholder, testId and css, not {0}")]
    SeveralKinds(String),
    #[error("name applies to a role locator only")]
    NameWithoutRole,
    #[error("exact applies to name, label, text and placeholder only")]
    ExactWithoutText,
    #[error("{0} is empty")]
    Empty(&'static str),
}

impl Locator {
    pub fn test_id(id: impl Into<String>) -> Self {
        Self {
            test_id: Some(id.into()),
            ..Self::default()
        }
    }

    pub fn css(selector: impl Into<String>) -> Self {
        Self {
            css: Some(selector.into()),
            ..Self::default()
        }
    }

    /// The set kinds with their field names, in declaration order.
    fn kinds(&self) -> Vec<(LocatorKind, &'static str, &str)> {
        [
            (LocatorKind::Role, "role", &self.role),
            (LocatorKind::Label, "label", &self.label),
            (LocatorKind::Text, "text", &self.text),
            (LocatorKind::Placeholder, "placeholder", &self.placeholder),
            (LocatorKind::TestId, "testId", &self.test_id),
            (LocatorKind::Css, "css", &self.css),
        ]
        .into_iter()
        .filter_map(|(kind, field, value)| value.as_deref().map(|v| (kind, field, v)))
        .collect()
    }

    /// Checks the combination of fields, this locator's and its frame's.
    pub fn check(&self) -> Result<LocatorKind, LocatorProblem> {
        let kinds = self.kinds();
        let (kind, field, value) = match kinds.as_slice() {
            [] => return Err(LocatorProblem::NoKind),
            [one] => *one,
            several => {
                let names: Vec<&str> = several.iter().map(|(_, f, _)| *f).collect();
                return Err(LocatorProblem::SeveralKinds(names.join(" and ")));
            }
        };
        if value.trim().is_empty() {
            return Err(LocatorProblem::Empty(field));
        }
        if self.name.is_some() && kind != LocatorKind::Role {
            return Err(LocatorProblem::NameWithoutRole);
        }
        if self.exact.is_some()
            && !(matches!(
                kind,
                LocatorKind::Label | LocatorKind::Text | LocatorKind::Placeholder
            ) || self.name.is_some())
        {
            return Err(LocatorProblem::ExactWithoutText);
        }
        if let Some(frame) = &self.frame {
            frame.check()?;
        }
        Ok(kind)
    }

    /// Every string of the locator and its frames, for substitution.
    pub fn strings_mut(&mut self) -> Vec<(LocatorKind, &mut String)> {
        let mut out: Vec<(LocatorKind, &mut String)> = Vec::new();
        let kind = self.check().unwrap_or(LocatorKind::Text);
        for value in [
            &mut self.role,
            &mut self.name,
            &mut self.label,
            &mut self.text,
            &mut self.placeholder,
            &mut self.test_id,
        ]
        .into_iter()
        .flatten()
        {
            out.push((kind, value));
        }
        if let Some(css) = &mut self.css {
            out.push((LocatorKind::Css, css));
        }
        if let Some(frame) = &mut self.frame {
            out.extend(frame.strings_mut());
        }
        out
    }
}

/// Readable, Playwright-like: `role button "Save"`, `test id "email"`,
/// `css "#a" in frame test id "pay"`.
impl fmt::Display for Locator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kinds().first() {
            Some((LocatorKind::Role, _, role)) => {
                write!(f, "role {role}")?;
                if let Some(name) = &self.name {
                    write!(f, " {name:?}")?;
                }
            }
            Some((kind, _, value)) => {
                let label = match kind {
                    LocatorKind::Label => "label",
                    LocatorKind::Text => "text",
                    LocatorKind::Placeholder => "placeholder",
                    LocatorKind::TestId => "test id",
                    LocatorKind::Css | LocatorKind::Role => "css",
                };
                write!(f, "{label} {value:?}")?;
            }
            None => f.write_str("(empty locator)")?,
        }
        if self.exact == Some(true) {
            f.write_str(" (exact)")?;
        }
        if let Some(nth) = self.nth {
            write!(f, " #{nth}")?;
        }
        if let Some(frame) = &self.frame {
            write!(f, " in frame {frame}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exactly_one_kind() {
        assert_eq!(Locator::default().check(), Err(LocatorProblem::NoKind));
        let two = Locator {
            css: Some("#a".into()),
            test_id: Some("a".into()),
            ..Locator::default()
        };
        assert_eq!(
            two.check(),
            Err(LocatorProblem::SeveralKinds("testId and css".into()))
        );
        let name_alone = Locator {
            text: Some("Save".into()),
            name: Some("Save".into()),
            ..Locator::default()
        };
        assert_eq!(name_alone.check(), Err(LocatorProblem::NameWithoutRole));
        let role = Locator {
            role: Some("button".into()),
            name: Some("Save".into()),
            exact: Some(true),
            ..Locator::default()
        };
        assert_eq!(role.check(), Ok(LocatorKind::Role));
        assert_eq!(role.to_string(), "role button \"Save\" (exact)");
        let framed = Locator {
            frame: Some(Box::new(Locator::test_id("pay"))),
            nth: Some(1),
            ..Locator::css("input")
        };
        assert_eq!(
            framed.to_string(),
            "css \"input\" #1 in frame test id \"pay\""
        );
    }
}
