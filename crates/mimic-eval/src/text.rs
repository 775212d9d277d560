//! Word tokens, shared by the lexical scorer and the risk policy so both see
//! the same words.

/// Lower-cased runs of letters and digits; everything else separates.
pub fn tokens(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for c in text.chars() {
        if c.is_alphanumeric() {
            current.extend(c.to_lowercase());
        } else if !current.is_empty() {
            out.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::tokens;

    #[test]
    fn splits_on_punctuation_and_lowercases() {
        assert_eq!(tokens("Sign-Out  (Now)!"), ["sign", "out", "now"]);
        assert_eq!(tokens("Ünïcode café 42x"), ["ünïcode", "café", "42x"]);
        assert!(tokens(" -- ").is_empty());
    }
}
