//! Secret scrubbing (mimic-schema `scrub`).

use std::borrow::Cow;

use mimic_schema::scrub::{Scrubber, scrub_text};
use mimic_schema::{Strictness, parse_record, validate_record};

use crate::records::reads_back;

/// Scrubs `data` as free text and, line by line, as the records of one
/// trace. Scrubbing is idempotent, borrows exactly the clean texts, keeps a
/// valid record valid and says what it redacted, and a second pass over a
/// scrubbed record finds nothing more.
pub fn scrub(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let once = scrub_text(&text);
    if let Cow::Borrowed(clean) = &once {
        assert_eq!(*clean, &*text, "a borrowed result is the input");
    }
    assert_eq!(scrub_text(&once), once, "scrubbing is idempotent");

    let mut scrubber = Scrubber::new();
    for line in crate::lines(data) {
        let Ok(parsed) = parse_record(&line, Strictness::Lenient) else {
            continue;
        };
        let mut record = parsed.record;
        let paths = scrubber.scrub(&mut record);
        let problems = validate_record(&record);
        assert!(
            problems.is_empty(),
            "scrubbing broke a valid record: {problems:?}"
        );
        let redaction = record.mimic.as_ref().and_then(|m| m.redaction.as_ref());
        if !paths.is_empty() {
            let redaction = redaction.expect("a scrubbed record says it was redacted");
            assert!(redaction.redacted);
            assert!(paths.iter().all(|p| redaction.paths.contains(p)));
        }
        let mut again = record.clone();
        let more = scrubber.scrub(&mut again);
        assert!(more.is_empty(), "a second scrub found more: {more:?}");
        assert_eq!(again, record);
        reads_back(&record);
    }
}
