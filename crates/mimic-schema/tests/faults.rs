//! Faults while writing a trace, made real on a small tmpfs (needs root):
//! a full disk and a read-only file system. The error names the file, every
//! record written before stays readable, and no half line is left behind.
#![cfg(target_os = "linux")]

#[path = "support/tmpfs.rs"]
mod tmpfs;

use std::io::ErrorKind;
use std::path::Path;

use mimic_schema::jsonl::{Durability, JsonlReader, WriteError};
use mimic_schema::validate::RecordReader;
use mimic_schema::*;
use tmpfs::Tmpfs;

const FIXTURE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../testdata/records/type_text-matched_candidate.json"
);

fn record(step: usize) -> MimicTraceRecordV1 {
    let text = std::fs::read_to_string(FIXTURE).unwrap();
    let mut record = parse_record(&text, Strictness::Strict).unwrap().record;
    record.step_id = format!("step-{step}");
    record
}

/// The step ids of `path`, read strictly: any torn or invalid line fails.
fn step_ids(path: &Path) -> Vec<String> {
    RecordReader::new(JsonlReader::open(path).unwrap(), Strictness::Strict)
        .map(|report| match report.outcome {
            Ok(parsed) => parsed.record.step_id,
            Err(problems) => panic!("line {}: {problems:?}", report.line),
        })
        .collect()
}

fn io_kind(error: &TraceWriteError) -> ErrorKind {
    match error {
        TraceWriteError::Write(WriteError::Io { source, .. }) => source.kind(),
        other => panic!("not an I/O error: {other}"),
    }
}

#[test]
fn a_full_disk_stops_the_trace_with_every_written_record_intact() {
    let disk = Tmpfs::mount(256);
    let path = disk.path().join("traces/t.jsonl");
    let mut writer = TraceWriter::append(&path, Durability::Fsync).unwrap();
    let filler = disk.fill_leaving(16);

    let mut written = Vec::new();
    let error = loop {
        let mut next = record(written.len() + 1);
        match writer.write(&mut next) {
            Ok(_) => written.push(next.step_id),
            Err(error) => break error,
        }
        assert!(written.len() < 1000, "the disk never filled");
    };
    assert!(!written.is_empty(), "the first record already failed");
    assert_eq!(io_kind(&error), ErrorKind::StorageFull);
    assert!(
        error
            .to_string()
            .starts_with(&format!("{}: ", path.display())),
        "{error}"
    );
    assert_eq!(step_ids(&path), written);

    // Once space is back, the same writer carries on from a clean line end.
    std::fs::remove_file(filler).unwrap();
    let mut next = record(written.len() + 1);
    writer.write(&mut next).unwrap();
    written.push(next.step_id);
    assert_eq!(step_ids(&path), written);
}

#[test]
fn a_read_only_folder_is_refused_by_name_and_its_trace_kept() {
    let disk = Tmpfs::mount(256);
    let path = disk.path().join("traces/t.jsonl");
    let mut writer = TraceWriter::append(&path, Durability::Flush).unwrap();
    writer.write(&mut record(1)).unwrap();
    drop(writer);
    disk.remount_read_only();

    let error = TraceWriter::append(&path, Durability::Flush).unwrap_err();
    assert_eq!(io_kind(&error), ErrorKind::ReadOnlyFilesystem);
    assert!(
        error
            .to_string()
            .starts_with(&format!("{}: ", path.display())),
        "{error}"
    );
    let fresh = disk.path().join("traces/t2.jsonl");
    let error = TraceWriter::append(&fresh, Durability::Flush).unwrap_err();
    assert_eq!(io_kind(&error), ErrorKind::ReadOnlyFilesystem);
    assert!(
        error.to_string().contains(&fresh.display().to_string()),
        "{error}"
    );
    assert_eq!(step_ids(&path), vec!["step-1".to_string()]);
}
