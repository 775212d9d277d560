//! The secret sweep, end to end: the vault demo site plants a distinct
//! secret in every channel a page offers (password field, API key in a
//! `type=text` field, typed `sk-` key, clipboard paste, autofill-looking
//! fields, contenteditable, URL query and link tokens); the demo pipeline
//! collects it in a real Chromium, builds the dataset, evaluates the
//! baseline scorers and writes the viewer. Then every byte under OUT is
//! searched for every secret and its encodings, typed keys are put back
//! together per field, and the pixels of every sensitive field must be the
//! mask colour.

use std::collections::BTreeMap;
use std::path::Path;

use mimic::pipeline::{DemoOptions, run_demo};
use mimic_schema::VerificationStatus;
use serde_json::Value;

mod common;
use common::{demo_task, files_under, read_records};

/// Every secret the vault site (`testdata/demo-sites/vault/`) and its task
/// file (`testdata/demo-tasks/extra/vault.secret-sweep.json`) plant, by
/// channel: made up, distinct, and long enough that finding one in a written
/// file can only mean a leak. The page holds the `page:` ones; the task types
/// or pastes the others as plain text, as a person would (the collector is
/// not told they are secret).
const VAULT_SECRETS: &[(&str, &str)] = &[
    ("typed: password field", "vaultPw+4Tn7/Bq2=Me9&x"),
    (
        "page: API key prefilled, then shown as type=text",
        "vaultApiKeyPrefilled7Qm2Xw9Lr4",
    ),
    (
        "typed: sk- key into a type=text field",
        "sk-live-vaultDeploy6Jp3Hx8Ks5Wc",
    ),
    (
        "pasted: into a type=text field",
        "whsec_vaultPasted2Lk9Rd4Tz7",
    ),
    ("typed: autocomplete=cc-number", "5454 2023 9876 1357"),
    ("typed: autocomplete=cc-csc", "Csc8Wq3Zr"),
    ("typed: autocomplete=one-time-code", "Otc5Hy2Nb8Kq"),
    ("page: name=card_number prefilled", "4929881355270046"),
    ("typed: id=otp", "OtpById6Dm4Xs9"),
    ("page: contenteditable text", "vaultNoteContent3Hs8Kd1Pz6"),
    ("typed: contenteditable", "vaultNoteTyped9Fc2Lw5"),
    (
        "typed: GitHub token into a field not named secret",
        "ghp_vaultTypedInNotes4Rk8Zp1Qd6",
    ),
    ("page: URL query token", "vaultUrlToken8Rf3Gy6Wd1"),
    ("page: link href access_token", "vaultHrefToken5Vb9Nc2Jt7"),
];

#[test]
fn the_vault_task_file_types_every_typed_secret() {
    let file = std::fs::read_to_string(&demo_task("vault.secret-sweep").file).unwrap();
    for (channel, secret) in VAULT_SECRETS {
        let in_file = file.contains(&format!("\"{secret}\"")) || file.contains(secret);
        assert_eq!(
            in_file,
            !channel.starts_with("page:") || channel.contains("URL query"),
            "{channel}"
        );
    }
}

/// The forms a secret can take in a written file: as is, inside a JSON
/// string (also with the viewer's `<>&` escapes), URL-encoded, form-encoded,
/// HTML-escaped, and without the spaces a card number is typed with.
fn encodings(secret: &str) -> Vec<String> {
    let json = serde_json::to_string(secret).unwrap();
    let json = json[1..json.len() - 1].to_string();
    let percent: String = secret
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect();
    let mut forms = vec![
        secret.to_string(),
        json.replace('<', "\\u003c")
            .replace('>', "\\u003e")
            .replace('&', "\\u0026"),
        json.replace('/', "\\/"),
        json,
        percent.to_lowercase(),
        percent.replace("%20", "+"),
        percent,
        secret
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;"),
        secret.replace(' ', ""),
    ];
    forms.sort();
    forms.dedup();
    forms
}

/// Which planted secrets (channel, form) `text` holds.
fn planted_in(text: &[u8]) -> Vec<(&'static str, String)> {
    VAULT_SECRETS
        .iter()
        .filter_map(|(channel, secret)| {
            encodings(secret)
                .into_iter()
                .find(|form| text.windows(form.len()).any(|w| w == form.as_bytes()))
                .map(|form| (*channel, form))
        })
        .collect()
}

/// Raw events put back together: per field (the key-down target's
/// selector) and overall, every typed character and inserted text, in
/// order; key-ups apart (they carry the key too).
fn typed_streams(raw_file: &Path) -> BTreeMap<String, String> {
    let mut streams: BTreeMap<String, String> = BTreeMap::new();
    for line in std::fs::read_to_string(raw_file).unwrap().lines() {
        let event: Value = serde_json::from_str(line).unwrap();
        let field = event["target"]["selector"]
            .as_str()
            .unwrap_or("(no target)")
            .to_string();
        let typed = match event["kind"].as_str() {
            Some("key_down") => event["key"].as_str().filter(|k| k.chars().count() == 1),
            Some("insert_text") => event["text"].as_str(),
            Some("key_up") => {
                if let Some(key) = event["key"].as_str().filter(|k| k.chars().count() == 1) {
                    streams.entry("(key-ups)".into()).or_default().push_str(key);
                }
                None
            }
            _ => None,
        };
        if let Some(typed) = typed {
            streams.entry(field).or_default().push_str(typed);
            streams.entry("(all)".into()).or_default().push_str(typed);
        }
    }
    streams
}

#[test]
fn no_planted_secret_reaches_any_file_mimic_writes() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let mut options = DemoOptions::with_tasks(&out, vec![demo_task("vault.secret-sweep")]);
    options.instances = Some(1);
    options.repeat_instances = 0;
    let report = run_demo(&options, &mut |_| {}).unwrap();
    assert!(
        report.collection.faults.is_empty(),
        "{:?}",
        report.collection.faults
    );
    assert_eq!(report.collection.completed, 2);

    // Every step did what it planted: the secrets were really typed, pasted
    // and shown, so finding none of them means something.
    let traces = files_under(&out.join("traces"));
    let mut records = Vec::new();
    for trace in &traces {
        records.extend(read_records(trace));
    }
    for record in &records {
        let verification = record.verification.as_ref().unwrap();
        assert_eq!(
            verification.status,
            VerificationStatus::Passed,
            "{}: {:?}",
            record.step_id,
            verification.summary
        );
    }

    // 1. No secret, in any form, in any file.
    let files = files_under(&out);
    let mut bytes_scanned = 0;
    let mut leaks = Vec::new();
    for file in &files {
        let bytes = std::fs::read(file).unwrap();
        bytes_scanned += bytes.len();
        leaks.extend(planted_in(&bytes).into_iter().map(|(channel, form)| {
            format!("{}: holds the {channel} secret as {form:?}", file.display())
        }));
    }

    // 2. Typed keys put back together per field hold no secret either.
    let raw_files = files_under(&out.join("raw"));
    assert_eq!(raw_files.len(), 2);
    for raw in &raw_files {
        for (field, typed) in typed_streams(raw) {
            leaks.extend(
                planted_in(typed.as_bytes())
                    .into_iter()
                    .map(|(channel, form)| {
                        format!(
                            "{}: keys typed into {field} spell the {channel} secret ({form:?})",
                            raw.display()
                        )
                    }),
            );
        }
    }
    for record in &records {
        let typed: String = record
            .previous_actions
            .iter()
            .chain([&record.chosen_action])
            .filter_map(|a| a.text.as_deref().or(a.key.as_deref()))
            .collect();
        leaks.extend(
            planted_in(typed.as_bytes())
                .into_iter()
                .map(|(channel, _)| {
                    format!("{}: its actions spell the {channel} secret", record.step_id)
                }),
        );
    }
    assert!(leaks.is_empty(), "{}", leaks.join("\n"));

    // 3. Every editable field of the vault holds a secret, so every one is
    // marked sensitive, and its pixels are all the mask colour.
    let mut masked_fields = 0;
    for record in &records {
        let observation = &record.observation;
        let on_vault = observation
            .url
            .as_deref()
            .is_some_and(|u| u.contains("/vault/index.html"));
        let shot = image::open(out.join(observation.screenshot_path.as_ref().unwrap()))
            .unwrap()
            .into_rgba8();
        let scale = record.observation_ext().unwrap().scale;
        for candidate in &observation.candidates {
            let metadata = candidate.metadata.as_ref().unwrap();
            let sensitive = metadata["sensitive"] == Value::Bool(true);
            // The notes field says nothing of secrets: what is typed there is
            // scrubbed from text by its form, but not masked.
            let notes = candidate.label.as_deref() == Some("Notes");
            if on_vault && metadata["editable"] == Value::Bool(true) && !notes {
                assert!(
                    sensitive,
                    "{}: {:?} is not sensitive",
                    record.step_id, candidate.label
                );
            }
            if !sensitive {
                continue;
            }
            masked_fields += 1;
            let px = candidate.bounds.to_screenshot_px(scale);
            let (width, height) = shot.dimensions();
            let x0 = px.x.ceil().max(0.0) as u32;
            let y0 = px.y.ceil().max(0.0) as u32;
            let x1 = (px.right().floor().max(0.0) as u32).min(width);
            let y1 = (px.bottom().floor().max(0.0) as u32).min(height);
            for y in y0..y1 {
                for x in x0..x1 {
                    assert_eq!(
                        shot.get_pixel(x, y).0,
                        [0, 0, 0, 255],
                        "{}: {:?} unmasked at ({x}, {y})",
                        record.step_id,
                        candidate.label
                    );
                }
            }
        }
    }
    assert!(masked_fields >= 10 * 2, "{masked_fields} masked fields");
    eprintln!(
        "secret sweep: {} secrets, {} files, {bytes_scanned} bytes, {} records, {masked_fields} masked fields checked",
        VAULT_SECRETS.len(),
        files.len(),
        records.len()
    );
}

/// Logs are a channel too: the `observe` example at `RUST_LOG=trace` on a
/// page that shows credentials in fields, text, a shadow root, an iframe and
/// a URL logs none of them (chromiumoxide logs every CDP message, DOM
/// snapshots included, at trace; the examples never let it).
#[test]
fn trace_logs_hold_no_planted_secret() {
    let page = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/pages/pixel-secrets.html");
    let html = std::fs::read_to_string(&page).unwrap();
    let planted: Vec<&str> = mimic_schema::secret::secret_spans(&html)
        .into_iter()
        .map(|(start, end)| &html[start..end])
        .collect();
    assert!(!planted.contains(&""));
    assert!(planted.len() >= 8, "{planted:?}");
    let dir = tempfile::tempdir().unwrap();
    let run = std::process::Command::new(common::example_binary("observe"))
        .arg("--url")
        .arg(format!("file://{}", page.display()))
        .arg("--out")
        .arg(dir.path())
        .env("RUST_LOG", "trace")
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{log}");
    for secret in &planted {
        assert!(!log.contains(secret), "the log holds {secret:?}");
    }
    for file in files_under(dir.path()) {
        let bytes = std::fs::read(&file).unwrap();
        for secret in &planted {
            assert!(
                !bytes.windows(secret.len()).any(|w| w == secret.as_bytes()),
                "{} holds {secret:?}",
                file.display()
            );
        }
    }
}
