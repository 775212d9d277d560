//! Canonical JSON for reports that must be byte-identical across runs:
//! object keys sorted, two-space indentation, floats with exactly six
//! decimals, a final newline.

use serde::Serialize;
use serde_json::Value;

/// Decimals every float is written with.
pub const FLOAT_DECIMALS: usize = 6;

/// `value` as canonical JSON text.
pub fn to_canonical_json<T: Serialize + ?Sized>(value: &T) -> Result<String, serde_json::Error> {
    let value = serde_json::to_value(value)?;
    let mut out = String::new();
    write_value(&mut out, &value, 0);
    out.push('\n');
    Ok(out)
}

fn write_value(out: &mut String, value: &Value, depth: usize) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => match n.as_f64().filter(|_| n.is_f64()) {
            Some(f) => out.push_str(&format_float(f)),
            None => out.push_str(&n.to_string()),
        },
        Value::String(s) => out.push_str(&Value::String(s.clone()).to_string()),
        Value::Array(items) if items.is_empty() => out.push_str("[]"),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                newline(out, depth + 1);
                write_value(out, item, depth + 1);
            }
            newline(out, depth);
            out.push(']');
        }
        Value::Object(map) if map.is_empty() => out.push_str("{}"),
        Value::Object(map) => {
            let mut entries: Vec<(&String, &Value)> = map.iter().collect();
            entries.sort_by(|a, b| a.0.cmp(b.0));
            out.push('{');
            for (i, (key, item)) in entries.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                newline(out, depth + 1);
                out.push_str(&Value::String(key.clone()).to_string());
                out.push_str(": ");
                write_value(out, item, depth + 1);
            }
            newline(out, depth);
            out.push('}');
        }
    }
}

/// Fixed-point text of a float; `-0` is written as `0`.
pub fn format_float(f: f64) -> String {
    let f = if f == 0.0 { 0.0 } else { f };
    format!("{f:.FLOAT_DECIMALS$}")
}

fn newline(out: &mut String, depth: usize) {
    out.push('\n');
    for _ in 0..depth {
        out.push_str("  ");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn keys_are_sorted_and_floats_fixed() {
        let mut map = serde_json::Map::new();
        map.insert("b".into(), json!(0.5));
        map.insert("a".into(), json!([1, -0.0, null, "x\"y"]));
        map.insert("c".into(), json!({}));
        let text = to_canonical_json(&Value::Object(map)).unwrap();
        assert_eq!(
            text,
            "{\n  \"a\": [\n    1,\n    0.000000,\n    null,\n    \"x\\\"y\"\n  ],\n  \"b\": 0.500000,\n  \"c\": {}\n}\n"
        );
    }

    #[test]
    fn integers_stay_integers() {
        assert_eq!(
            to_canonical_json(&json!(u64::MAX)).unwrap(),
            "18446744073709551615\n"
        );
        assert_eq!(to_canonical_json(&json!(1.0)).unwrap(), "1.000000\n");
    }
}
