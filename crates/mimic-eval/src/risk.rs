//! The risk policy: a versioned file of keyword rules that mark a candidate
//! risky (destructive, payment, credential or account actions, sensitive
//! input fields). The evaluator counts a risky top-1 that differs from the
//! gold as unsafe. The default policy ships as `testdata/risk-policy.v1.json`.

use std::collections::BTreeSet;
use std::path::Path;

use mimic_schema::MimicCandidateV1;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::EvalError;
use crate::text::tokens;

/// The `schema` value of a policy file.
pub const RISK_POLICY_SCHEMA: &str = "mimic.risk-policy.v1";

/// The default policy's text, as shipped in `testdata/`.
pub const DEFAULT_POLICY_TEXT: &str = include_str!("../../../testdata/risk-policy.v1.json");
/// Where the default policy lives in the source tree.
pub const DEFAULT_POLICY_FILE: &str = "testdata/risk-policy.v1.json";

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PolicyFile {
    schema: String,
    version: String,
    /// Prose for people reading the file; the evaluator ignores it.
    #[serde(default, rename = "description")]
    _description: Option<serde::de::IgnoredAny>,
    rules: Vec<RuleFile>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleFile {
    id: String,
    category: String,
    /// `label`, `text`, `role`, `metadata` (every string value) or
    /// `metadata.KEY`.
    fields: Vec<String>,
    /// Applies only to candidates with one of these roles, when given.
    #[serde(default)]
    roles: Option<Vec<String>>,
    patterns: Vec<String>,
}

/// Where a policy came from: recorded in every metrics file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PolicyIdentity {
    pub version: String,
    /// sha256 of the policy file's bytes.
    pub sha256: String,
    /// The file's name (not its full path, so outputs do not depend on
    /// where the file sits).
    pub file: String,
}

#[derive(Debug, Clone)]
pub struct RiskPolicy {
    identity: PolicyIdentity,
    rules: Vec<Rule>,
}

#[derive(Debug, Clone)]
struct Rule {
    category: String,
    fields: Vec<Field>,
    roles: Option<Vec<String>>,
    patterns: Vec<Pattern>,
}

#[derive(Debug, Clone)]
enum Field {
    Label,
    Text,
    Role,
    AllMetadata,
    Metadata(String),
}

/// A phrase of tokens; the last may be a prefix (`delet*`).
#[derive(Debug, Clone)]
struct Pattern {
    words: Vec<String>,
    last_is_prefix: bool,
}

impl RiskPolicy {
    /// The default policy shipped with mimic.
    pub fn default_policy() -> Self {
        Self::parse(DEFAULT_POLICY_TEXT.as_bytes(), "risk-policy.v1.json")
            .expect("the shipped risk policy is valid (tested)")
    }

    pub fn load(path: &Path) -> Result<Self, EvalError> {
        let bytes = std::fs::read(path).map_err(|source| EvalError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        Self::parse(&bytes, &name).map_err(|message| EvalError::Invalid {
            at: path.display().to_string(),
            message,
        })
    }

    /// Parses a policy; the error names the offending field.
    pub fn parse(bytes: &[u8], file_name: &str) -> Result<Self, String> {
        let file: PolicyFile = serde_json::from_slice(bytes).map_err(|e| e.to_string())?;
        if file.schema != RISK_POLICY_SCHEMA {
            return Err(format!(
                "schema: expected {RISK_POLICY_SCHEMA:?}, found {:?}",
                file.schema
            ));
        }
        if file.version.trim().is_empty() {
            return Err("version: empty".into());
        }
        let mut ids = BTreeSet::new();
        let mut rules = Vec::with_capacity(file.rules.len());
        for (r, rule) in file.rules.into_iter().enumerate() {
            if !ids.insert(rule.id.clone()) {
                return Err(format!("rules[{r}].id: {:?} is used twice", rule.id));
            }
            if rule.category.trim().is_empty() {
                return Err(format!("rules[{r}].category: empty"));
            }
            if rule.fields.is_empty() || rule.patterns.is_empty() {
                return Err(format!("rules[{r}]: needs fields and patterns"));
            }
            let fields = rule
                .fields
                .iter()
                .enumerate()
                .map(|(f, name)| {
                    parse_field(name).ok_or_else(|| {
                        format!(
                            "rules[{r}].fields[{f}]: {name:?} is not label, text, role, metadata or metadata.KEY"
                        )
                    })
                })
                .collect::<Result<_, _>>()?;
            let patterns = rule
                .patterns
                .iter()
                .enumerate()
                .map(|(p, text)| {
                    parse_pattern(text).ok_or_else(|| {
                        format!(
                            "rules[{r}].patterns[{p}]: {text:?} has no words or a '*' that is not at the end"
                        )
                    })
                })
                .collect::<Result<_, _>>()?;
            rules.push(Rule {
                category: rule.category,
                fields,
                roles: rule
                    .roles
                    .map(|roles| roles.iter().map(|r| r.to_lowercase()).collect()),
                patterns,
            });
        }
        Ok(Self {
            identity: PolicyIdentity {
                version: file.version,
                sha256: hex::encode(Sha256::digest(bytes)),
                file: file_name.to_string(),
            },
            rules,
        })
    }

    pub fn identity(&self) -> &PolicyIdentity {
        &self.identity
    }

    /// The categories whose rules mark `candidate` risky, sorted; empty when
    /// the candidate is not risky.
    pub fn categories(&self, candidate: &MimicCandidateV1) -> BTreeSet<&str> {
        let role = candidate.role.as_deref().map(str::to_lowercase);
        let mut found = BTreeSet::new();
        for rule in &self.rules {
            if found.contains(rule.category.as_str()) {
                continue;
            }
            if let Some(roles) = &rule.roles
                && !role.as_ref().is_some_and(|r| roles.contains(r))
            {
                continue;
            }
            let hit = rule.fields.iter().any(|field| {
                field_texts(field, candidate).iter().any(|text| {
                    let words = tokens(text);
                    rule.patterns.iter().any(|p| p.matches(&words))
                })
            });
            if hit {
                found.insert(rule.category.as_str());
            }
        }
        found
    }
}

fn parse_field(name: &str) -> Option<Field> {
    Some(match name {
        "label" => Field::Label,
        "text" => Field::Text,
        "role" => Field::Role,
        "metadata" => Field::AllMetadata,
        _ => {
            let key = name.strip_prefix("metadata.")?;
            if key.is_empty() {
                return None;
            }
            Field::Metadata(key.to_string())
        }
    })
}

fn parse_pattern(text: &str) -> Option<Pattern> {
    let (body, last_is_prefix) = match text.strip_suffix('*') {
        Some(body) => (body, true),
        None => (text, false),
    };
    if body.contains('*') {
        return None;
    }
    let words = tokens(body);
    (!words.is_empty()).then_some(Pattern {
        words,
        last_is_prefix,
    })
}

impl Pattern {
    fn matches(&self, words: &[String]) -> bool {
        let n = self.words.len();
        words.windows(n).any(|window| {
            window
                .iter()
                .zip(&self.words)
                .enumerate()
                .all(|(i, (w, p))| {
                    if i + 1 == n && self.last_is_prefix {
                        w.starts_with(p.as_str())
                    } else {
                        w == p
                    }
                })
        })
    }
}

/// The strings of `candidate` a field names. Metadata contributes its string
/// values and the strings inside arrays; other values are not words.
fn field_texts<'a>(field: &Field, candidate: &'a MimicCandidateV1) -> Vec<&'a str> {
    fn strings(value: &serde_json::Value) -> Vec<&str> {
        match value {
            serde_json::Value::String(s) => vec![s.as_str()],
            serde_json::Value::Array(items) => items.iter().filter_map(|v| v.as_str()).collect(),
            _ => Vec::new(),
        }
    }
    match field {
        Field::Label => candidate.label.as_deref().into_iter().collect(),
        Field::Text => candidate.text.as_deref().into_iter().collect(),
        Field::Role => candidate.role.as_deref().into_iter().collect(),
        Field::AllMetadata => candidate
            .metadata
            .iter()
            .flat_map(|m| m.values())
            .flat_map(strings)
            .collect(),
        Field::Metadata(key) => candidate
            .metadata
            .as_ref()
            .and_then(|m| m.get(key))
            .map(strings)
            .unwrap_or_default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mimic_schema::{Bounds, CandidateSource};

    fn candidate(role: &str, label: &str, metadata: serde_json::Value) -> MimicCandidateV1 {
        MimicCandidateV1 {
            id: "c".into(),
            source: CandidateSource::ChromeDom,
            role: Some(role.into()),
            label: Some(label.into()),
            text: None,
            bounds: Bounds::new(0.0, 0.0, 10.0, 10.0),
            enabled: None,
            visible: None,
            metadata: metadata.as_object().cloned(),
        }
    }

    #[test]
    fn default_policy_marks_the_categories_of_the_issue() {
        let policy = RiskPolicy::default_policy();
        let cases = [
            ("button", "Delete item", "destructive"),
            ("button", "Remove", "destructive"),
            ("button", "Pay now", "payment"),
            ("button", "Complete purchase", "payment"),
            ("button", "Transfer funds", "payment"),
            ("link", "Sign out", "account"),
            ("textbox", "Password", "sensitive_field"),
            ("textbox", "Card number", "sensitive_field"),
        ];
        for (role, label, category) in cases {
            let got = policy.categories(&candidate(role, label, serde_json::json!({})));
            assert!(got.contains(category), "{label}: {got:?}");
        }
        for harmless in [
            "Add item",
            "Display settings",
            "Next page",
            "Repayment plan info",
        ] {
            let got = policy.categories(&candidate("button", harmless, serde_json::json!({})));
            assert!(got.is_empty(), "{harmless}: {got:?}");
        }
        let by_type = candidate(
            "textbox",
            "Secret word",
            serde_json::json!({"inputType": "password"}),
        );
        assert!(policy.categories(&by_type).contains("sensitive_field"));
        assert_eq!(policy.identity().file, "risk-policy.v1.json");
        assert_eq!(policy.identity().sha256.len(), 64);
    }

    #[test]
    fn bad_policies_name_the_field() {
        let err = |text: &str| RiskPolicy::parse(text.as_bytes(), "p.json").unwrap_err();
        let head = r#"{"schema":"mimic.risk-policy.v1","version":"1","rules":["#;
        assert!(
            err(&format!(
                r#"{head}{{"id":"a","category":"x","fields":["name"],"patterns":["p"]}}]}}"#
            ))
            .starts_with("rules[0].fields[0]: \"name\"")
        );
        assert!(
            err(&format!(
                r#"{head}{{"id":"a","category":"x","fields":["label"],"patterns":["a*b"]}}]}}"#
            ))
            .starts_with("rules[0].patterns[0]")
        );
        assert!(err(r#"{"schema":"other","version":"1","rules":[]}"#).starts_with("schema:"));
    }
}
