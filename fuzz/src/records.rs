//! The JSONL reader and record validation (mimic-schema).

use mimic_schema::validate::validate_jsonl_bytes;
use mimic_schema::{MimicTraceRecordV1, Strictness, parse_record};

/// Validates `data` as a trace file in both modes. Every report must render;
/// line numbers rise; a record strict mode accepts, lenient mode accepts
/// too; and every accepted record written out reads back as itself.
pub fn jsonl_records(data: &[u8]) {
    let strict = validate_jsonl_bytes(data, Strictness::Strict);
    let lenient = validate_jsonl_bytes(data, Strictness::Lenient);
    assert_eq!(
        strict.len(),
        lenient.len(),
        "both modes read the same lines"
    );
    assert!(!strict.is_empty(), "every file gets at least one report");
    for pair in strict.windows(2) {
        assert!(pair[0].line < pair[1].line, "line numbers rise");
    }
    for (s, l) in strict.iter().zip(&lenient) {
        assert_eq!(s.line, l.line);
        for report in [s, l] {
            for located in report.located(Some("fuzz.jsonl")) {
                let message = located.to_string();
                assert!(!message.is_empty());
            }
            serde_json::to_string(&report.to_json_view(Some("fuzz.jsonl")))
                .expect("a verdict serializes");
        }
        if let Ok(parsed) = &s.outcome {
            let lenient = l
                .outcome
                .as_ref()
                .expect("a record strict mode accepts, lenient mode accepts");
            assert_eq!(lenient.record, parsed.record);
            assert!(parsed.warnings.is_empty(), "strict mode has no warnings");
        }
        if let Ok(parsed) = &l.outcome {
            reads_back(&parsed.record);
        }
    }
}

/// A valid record, written as a line, parses strictly into itself.
pub(crate) fn reads_back(record: &MimicTraceRecordV1) {
    let line = serde_json::to_string(record).expect("a record serializes");
    assert!(!line.contains('\n'), "a record is one line");
    match parse_record(&line, Strictness::Strict) {
        Ok(again) => assert_eq!(&again.record, record, "the record reads back as itself"),
        Err(problems) => panic!("a valid record written out is invalid: {problems:?}\n{line}"),
    }
}
