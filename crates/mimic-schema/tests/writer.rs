//! The trace writer: planted secrets never reach disk, and an invalid record
//! is refused without touching the file.

use mimic_schema::jsonl::{Durability, JsonlReader};
use mimic_schema::scrub::REDACTED;
use mimic_schema::validate::RecordReader;
use mimic_schema::*;

const FIXTURE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../testdata/records/type_text-matched_candidate.json"
);

const PASSWORD: &str = "correct horse battery staple";
const OTP: &str = "493817";
const OPENAI_KEY: &str = "sk-proj-Abc123Def456Ghi789Jkl012Mno345";
const GITHUB_TOKEN: &str = "ghp_16C7e42F292c6912E7710c838347Ae178B4a";
const AWS_KEY: &str = "AKIAIOSFODNN7EXAMPLE";
const JWT: &str =
    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U";
const BEARER: &str = "abc123def456ghi789";
const SLACK: &str = "xoxb-123456789012-abcdefghijkl";
const SESSION: &str = "31d4d96e407aad42";
const RESET_TOKEN: &str = "Zq8uYc7vTt";

fn fixture() -> MimicTraceRecordV1 {
    let text = std::fs::read_to_string(FIXTURE).unwrap();
    parse_record(&text, Strictness::Strict).unwrap().record
}

fn password_field(id: &str) -> MimicCandidateV1 {
    MimicCandidateV1 {
        id: id.into(),
        source: CandidateSource::ChromeDom,
        role: Some("textbox".into()),
        label: Some("Password".into()),
        // Some observers put an input's value in its text.
        text: Some(PASSWORD.into()),
        bounds: Bounds::new(40.0, 160.0, 480.0, 36.0),
        enabled: Some(true),
        visible: Some(true),
        metadata: serde_json::json!({"tag": "input", "inputType": "password", "value": PASSWORD})
            .as_object()
            .cloned(),
    }
}

/// Step 1 types the password into a password field; every free-text field
/// carries some credential too.
fn step_one() -> MimicTraceRecordV1 {
    let mut record = fixture();
    record.step_id = "step-1".into();
    record.task_goal = format!("Log in with key {OPENAI_KEY}");
    record.observation.url = Some(format!(
        "https://app.test/login?next=%2Fhome&reset_token={RESET_TOKEN}#id_token={JWT}"
    ));
    record.observation.title = Some(format!("Token {GITHUB_TOKEN}"));
    record.observation.candidates.push(password_field("pw"));
    let otp = MimicCandidateV1 {
        metadata: serde_json::json!({"autocomplete": "one-time-code"})
            .as_object()
            .cloned(),
        text: None,
        ..password_field("otp")
    };
    record.observation.candidates.push(otp);
    let link = &mut record.observation.candidates[0];
    link.metadata.as_mut().unwrap().insert(
        "href".into(),
        format!("https://s3.test/f?X-Amz-Credential={AWS_KEY}&X-Amz-Signature=deadbeef").into(),
    );
    link.metadata
        .as_mut()
        .unwrap()
        .insert("sessionId".into(), SESSION.into());
    record.chosen_action = MimicActionV1 {
        candidate_id: Some("pw".into()),
        ..MimicActionV1::type_text(PASSWORD)
    };
    record.chosen_candidate_id = Some("pw".into());
    record.mapping.candidate_id = Some("pw".into());
    record.mapping.reason = Some(format!("sent with Authorization: Bearer {BEARER}"));
    record.verification = Some(MimicVerificationV1 {
        status: VerificationStatus::Passed,
        summary: Some(format!("slack said {SLACK}")),
    });
    record.mimic.as_mut().unwrap().demonstrator = None;
    // A page's ids are page text: a locator can carry a token too.
    record.ext_mut().action = Some(ActionExtV1 {
        key_target: Some(KeyTargetV1 {
            locator: ElementLocatorV1 {
                frame_path: vec![format!("[id=\"{GITHUB_TOKEN}\"]")],
                selector: format!("[id=\"{SLACK}\"]"),
            },
            tag: Some("input".into()),
            bounds: None,
        }),
    });
    record
}

/// Step 2 types the one-time code key by key; its previous actions quote
/// step 1's typing, and the page now shows the password in a heading.
fn step_two(step_one_as_written: &MimicTraceRecordV1, raw_password: &str) -> MimicTraceRecordV1 {
    let mut record = step_one_as_written.clone();
    record.step_id = "step-2".into();
    record.mimic = None;
    record.previous_actions.push(MimicActionV1 {
        candidate_id: Some("pw".into()),
        // As a careless collector would: the raw text, not the scrubbed one.
        ..MimicActionV1::type_text(raw_password)
    });
    record.observation.candidates.retain(|c| c.id != "pw");
    record.observation.candidates[0].label = Some(format!("Welcome, {raw_password}!"));
    record.chosen_action = MimicActionV1 {
        candidate_id: Some("otp".into()),
        ..MimicActionV1::press_key(&OTP[..1])
    };
    record.chosen_candidate_id = Some("otp".into());
    record.mapping.candidate_id = Some("otp".into());
    record
}

#[test]
fn planted_secrets_never_reach_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("traces/t.jsonl");
    let mut writer = TraceWriter::append(&path, Durability::Fsync).unwrap();

    let mut first = step_one();
    let redacted = writer.write(&mut first).unwrap();
    for expected in [
        "taskGoal",
        "observation.url",
        "observation.title",
        "observation.candidates[0].metadata.href",
        "observation.candidates[0].metadata.sessionId",
        "observation.candidates[3].text",
        "observation.candidates[3].metadata.value",
        "chosenAction.text",
        "mapping.reason",
        "verification.summary",
        "mimic.action.keyTarget.locator.selector",
        "mimic.action.keyTarget.locator.framePath[0]",
    ] {
        assert!(
            redacted.iter().any(|p| p == expected),
            "{expected} not in {redacted:#?}"
        );
    }
    assert_eq!(
        first.chosen_action.text.as_deref(),
        Some(REDACTED),
        "scrubbed in place"
    );
    let redaction = first.mimic.as_ref().unwrap().redaction.as_ref().unwrap();
    assert!(redaction.redacted);
    assert_eq!(redaction.paths, redacted);

    let mut second = step_two(&first, PASSWORD);
    let redacted = writer.write(&mut second).unwrap();
    assert!(
        redacted.contains(&"previousActions[1].text".to_owned()),
        "{redacted:#?}"
    );
    assert!(
        redacted.contains(&"observation.candidates[0].label".to_owned()),
        "{redacted:#?}"
    );
    assert!(
        redacted.contains(&"chosenAction.key".to_owned()),
        "{redacted:#?}"
    );

    let bytes = std::fs::read(&path).unwrap();
    let written = String::from_utf8(bytes).unwrap();
    for secret in [
        PASSWORD,
        OPENAI_KEY,
        GITHUB_TOKEN,
        AWS_KEY,
        JWT,
        BEARER,
        SLACK,
        SESSION,
        RESET_TOKEN,
        "deadbeef",
        &format!("\"key\":\"{}\"", &OTP[..1]),
    ] {
        assert!(!written.contains(secret), "{secret:?} reached the file");
    }
    assert!(
        written.contains("next=%2Fhome"),
        "harmless query values stay"
    );

    // What was written reads back as valid records that say they were redacted.
    let reader = RecordReader::new(JsonlReader::open(&path).unwrap(), Strictness::Strict);
    let records: Vec<_> = reader.map(|r| r.outcome.unwrap().record).collect();
    assert_eq!(records.len(), 2);
    for record in records {
        assert!(record.mimic.unwrap().redaction.unwrap().redacted);
    }
}

#[test]
fn an_invalid_record_is_refused_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.jsonl");
    let mut writer = TraceWriter::append(&path, Durability::Flush).unwrap();
    writer.write(&mut fixture()).unwrap();
    let before = std::fs::read(&path).unwrap();

    let mut bad = fixture();
    bad.observation.candidates[1].bounds.width = f64::NAN;
    bad.chosen_candidate_id = Some("nowhere".into());
    let err = writer.write(&mut bad).unwrap_err();
    let TraceWriteError::Invalid { problems, .. } = &err else {
        panic!("{err}");
    };
    let paths: Vec<&str> = problems.iter().map(|p| p.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "observation.candidates[1].bounds.width",
            "chosenCandidateId",
            "chosenCandidateId"
        ]
    );
    assert!(
        err.to_string().contains("NaN is not a finite number"),
        "{err}"
    );
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the file is untouched"
    );
}

fn key_events(key: &str, field: &str) -> [raw::RawEventV1; 2] {
    let target = raw::EventTarget {
        selector: Some(field.into()),
        ..raw::EventTarget::default()
    };
    [
        raw::RawEvent::KeyDown {
            key: Some(key.into()),
            code: None,
            modifiers: raw::Modifiers::default(),
            redacted: false,
            target: Some(target),
        },
        raw::RawEvent::KeyUp {
            key: Some(key.into()),
            code: None,
            modifiers: raw::Modifiers::default(),
            redacted: false,
        },
    ]
    .map(|event| raw::RawEventV1 { t_ms: 1.0, event })
}

#[test]
fn the_raw_event_writer_holds_a_fields_keys_until_focus_leaves_and_scrubs_them() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("raw.events.jsonl");
    let mut writer = writer::RawEventWriter::append(&path, Durability::Flush).unwrap();
    writer
        .write(raw::RawEventV1 {
            t_ms: 0.0,
            event: raw::RawEvent::Navigate {
                url: format!("https://app.example/?token={RESET_TOKEN}"),
            },
        })
        .unwrap();
    let written = std::fs::read_to_string(&path).unwrap();
    assert!(written.contains(REDACTED) && !written.contains(RESET_TOKEN));
    for ch in GITHUB_TOKEN.chars() {
        for event in key_events(&ch.to_string(), "#notes") {
            writer.write(event).unwrap();
        }
    }
    // Held: the run of keys is not whole yet.
    assert_eq!(std::fs::read_to_string(&path).unwrap(), written);
    writer
        .write(raw::RawEventV1 {
            t_ms: 2.0,
            event: raw::RawEvent::Focus { target: None },
        })
        .unwrap();
    for event in key_events("a", "#title") {
        writer.write(event).unwrap();
    }
    writer.finish().unwrap();
    let lines: Vec<raw::RawEventV1> = std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines.len(), 1 + 2 * GITHUB_TOKEN.len() + 1 + 2);
    let typed: String = lines
        .iter()
        .filter_map(|e| match &e.event {
            raw::RawEvent::KeyDown { key, .. } => key.clone(),
            _ => None,
        })
        .collect();
    assert_eq!(
        typed, "a",
        "the token's keys are redacted, the later key kept"
    );
}
