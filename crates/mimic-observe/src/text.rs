//! Text taken from a page or an application, made safe to store and print:
//! whitespace collapsed, control characters replaced, length capped. Labels
//! and titles come from arbitrary pages; a control character written to a
//! file could drive the terminal that later prints it (an ESC sequence, a C1
//! CSI), and one huge accessible name would otherwise land in every record.

/// Longest label, text or title kept, in characters.
pub const PAGE_TEXT_MAX_CHARS: usize = 200;

/// Stands in for a control character that is not whitespace.
pub const REPLACED_CONTROL: char = '\u{FFFD}';

/// Collapses whitespace runs (control whitespace such as tab, newline and
/// NEL included) to one space, trims, replaces every other control character
/// (C0, DEL, C1) with [`REPLACED_CONTROL`], and keeps at most `max`
/// characters. `None` when nothing is left. Bidirectional formatting
/// characters (U+202E ...) are page text and kept: displays isolate them.
pub fn normalize_text(text: &str, max: usize) -> Option<String> {
    let mut out = String::new();
    let mut kept = 0;
    for word in text.split_whitespace() {
        if kept >= max {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
            kept += 1;
        }
        for c in word.chars() {
            if kept >= max {
                break;
            }
            out.push(if c.is_control() { REPLACED_CONTROL } else { c });
            kept += 1;
        }
    }
    let trimmed = out.trim_end();
    (!trimmed.is_empty()).then(|| trimmed.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whitespace_collapses_and_other_controls_are_replaced() {
        assert_eq!(
            normalize_text(" a\t\n b\u{85}c \u{1b}[31mred\u{7f}\u{9b}\u{0} ", 100).as_deref(),
            Some("a b c \u{fffd}[31mred\u{fffd}\u{fffd}\u{fffd}")
        );
        assert_eq!(normalize_text(" \t\n ", 10), None);
        assert_eq!(
            normalize_text("abc\u{202e}def", 10).as_deref(),
            Some("abc\u{202e}def"),
            "bidi controls are text"
        );
    }

    #[test]
    fn long_text_is_capped_in_characters_without_a_trailing_space() {
        assert_eq!(
            normalize_text(&"é".repeat(1 << 20), 200)
                .unwrap()
                .chars()
                .count(),
            200
        );
        assert_eq!(normalize_text("ab cd", 3).as_deref(), Some("ab"));
        assert_eq!(normalize_text("ab cd", 4).as_deref(), Some("ab c"));
    }
}
