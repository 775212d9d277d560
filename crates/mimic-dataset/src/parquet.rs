//! The examples of a split as Parquet (feature `parquet`), for pandas,
//! DuckDB, Hugging Face datasets, Spark or Ray Data.
//!
//! Columns follow the JSON shape: nested objects are structs, arrays are
//! lists. The one open-ended field, a candidate's `metadata` object, is kept
//! as its JSON text. Compression is snappy (pure Rust). The file is derived
//! from the split's JSONL, streamed in bounded batches.

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use arrow_json::reader::{Decoder, ReaderBuilder};
use arrow_json::writer::{LineDelimited, WriterBuilder};
use arrow_schema::{DataType, Field, Fields, Schema, SchemaRef};
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use parquet::basic::Compression;
use parquet::file::properties::WriterProperties;
use serde_json::Value;

use crate::error::BuildError;
use crate::example::DatasetExampleV1;
use crate::hashing::HashingWriter;
use crate::output::OutputFile;

/// Rows decoded at once.
const BATCH_ROWS: usize = 256;
/// A row group is flushed once this much is buffered, bounding memory.
const ROW_GROUP_BYTES: usize = 32 << 20;

fn utf8(name: &str, nullable: bool) -> Field {
    Field::new(name, DataType::Utf8, nullable)
}

fn floats(name: &str, nullable: bool, members: &[&str]) -> Field {
    let fields: Vec<Field> = members
        .iter()
        .map(|m| Field::new(*m, DataType::Float64, false))
        .collect();
    Field::new(name, DataType::Struct(Fields::from(fields)), nullable)
}

fn strukt(name: &str, nullable: bool, fields: Vec<Field>) -> Field {
    Field::new(name, DataType::Struct(Fields::from(fields)), nullable)
}

fn list(name: &str, nullable: bool, item: DataType) -> Field {
    Field::new(
        name,
        DataType::List(Arc::new(Field::new("item", item, true))),
        nullable,
    )
}

fn action(name: &str, nullable: bool) -> Field {
    strukt(name, nullable, action_fields())
}

fn action_fields() -> Vec<Field> {
    vec![
        utf8("type", false),
        utf8("candidateId", true),
        floats("point", true, &["x", "y"]),
        utf8("text", true),
        utf8("direction", true),
        utf8("key", true),
    ]
}

/// The Arrow schema of one example row.
pub fn arrow_schema() -> SchemaRef {
    let bounds = |name| floats(name, false, &["x", "y", "width", "height"]);
    let candidate = DataType::Struct(Fields::from(vec![
        utf8("id", false),
        utf8("source", false),
        utf8("role", true),
        utf8("label", true),
        utf8("text", true),
        bounds("bounds"),
        Field::new("enabled", DataType::Boolean, true),
        Field::new("visible", DataType::Boolean, true),
        // Open-ended object: its JSON text.
        utf8("metadata", true),
    ]));
    let observation = strukt(
        "observation",
        true,
        vec![
            utf8("coordinateSpace", false),
            bounds("observedArea"),
            Field::new("scale", DataType::Float64, false),
            floats("scrollOffset", true, &["x", "y"]),
            Field::new("partial", DataType::Boolean, true),
            list("partialReasons", true, DataType::Utf8),
            Field::new("stale", DataType::Boolean, true),
        ],
    );
    Arc::new(Schema::new(vec![
        utf8("schema", false),
        utf8("exampleId", false),
        utf8("traceId", false),
        utf8("stepId", false),
        strukt(
            "meta",
            false,
            vec![
                utf8("taskId", true),
                utf8("siteId", true),
                utf8("instanceId", true),
                utf8("runId", true),
                Field::new("stepIndex", DataType::UInt32, true),
                utf8("collector", false),
                utf8("platform", false),
            ],
        ),
        strukt(
            "input",
            false,
            vec![
                utf8("taskGoal", false),
                utf8("currentSubgoal", false),
                strukt(
                    "screenshot",
                    true,
                    vec![utf8("path", false), utf8("sha256", false)],
                ),
                utf8("url", true),
                utf8("title", true),
                utf8("app", true),
                utf8("windowTitle", true),
                observation,
                list("candidates", false, candidate),
                list(
                    "previousActions",
                    false,
                    DataType::Struct(Fields::from(action_fields())),
                ),
            ],
        ),
        strukt(
            "label",
            false,
            vec![
                utf8("actionType", false),
                action("action", false),
                utf8("candidateId", true),
                utf8("mappingStatus", false),
                utf8("reasonCode", true),
                utf8("reason", true),
            ],
        ),
        strukt(
            "flags",
            false,
            vec![
                utf8("verification", true),
                Field::new("staleObservation", DataType::Boolean, false),
                Field::new("partialObservation", DataType::Boolean, false),
                Field::new("traceIncomplete", DataType::Boolean, false),
                Field::new("redacted", DataType::Boolean, false),
            ],
        ),
    ]))
}

const FLAG_COLUMNS: [&str; 4] = [
    "staleObservation",
    "partialObservation",
    "traceIncomplete",
    "redacted",
];

/// An example line shaped for the Arrow schema: metadata as JSON text, the
/// flags JSON leaves out when false written as `false`.
fn to_row(line: &str) -> Result<Value, String> {
    let mut row: Value = serde_json::from_str(line).map_err(|e| e.to_string())?;
    if let Some(candidates) = row
        .pointer_mut("/input/candidates")
        .and_then(Value::as_array_mut)
    {
        for candidate in candidates {
            if let Some(metadata) = candidate.get_mut("metadata") {
                *metadata = Value::String(metadata.to_string());
            }
        }
    }
    if let Some(flags) = row.get_mut("flags").and_then(Value::as_object_mut) {
        for name in FLAG_COLUMNS {
            flags.entry(name).or_insert(Value::Bool(false));
        }
    }
    Ok(row)
}

/// The inverse of [`to_row`].
fn from_row(mut row: Value) -> Result<DatasetExampleV1, String> {
    if let Some(candidates) = row
        .pointer_mut("/input/candidates")
        .and_then(Value::as_array_mut)
    {
        for candidate in candidates {
            if let Some(metadata) = candidate.get_mut("metadata")
                && let Some(text) = metadata.as_str()
            {
                *metadata = serde_json::from_str(text).map_err(|e| e.to_string())?;
            }
        }
    }
    serde_json::from_value(row).map_err(|e| e.to_string())
}

/// Writes the examples of the JSONL file `jsonl` to `parquet`.
pub(crate) fn write_split(jsonl: &Path, parquet: PathBuf) -> Result<OutputFile, BuildError> {
    let fail = |message: String| BuildError::Output {
        path: parquet.clone(),
        message,
    };
    let schema = arrow_schema();
    let file = File::create(&parquet).map_err(BuildError::io(&parquet))?;
    let properties = WriterProperties::builder()
        .set_compression(Compression::SNAPPY)
        .build();
    let mut writer = ArrowWriter::try_new(
        HashingWriter::new(BufWriter::new(file)),
        schema.clone(),
        Some(properties),
    )
    .map_err(|e| fail(e.to_string()))?;
    let mut decoder = ReaderBuilder::new(schema)
        .with_batch_size(BATCH_ROWS)
        .build_decoder()
        .map_err(|e| fail(e.to_string()))?;
    let reader = BufReader::new(File::open(jsonl).map_err(BuildError::io(jsonl))?);
    let mut rows = Vec::with_capacity(BATCH_ROWS);
    let mut examples = 0u64;
    for (index, line) in reader.lines().enumerate() {
        let line = line.map_err(BuildError::io(jsonl))?;
        let row =
            to_row(&line).map_err(|e| fail(format!("{}:{}: {e}", jsonl.display(), index + 1)))?;
        rows.push(row);
        examples += 1;
        if rows.len() == BATCH_ROWS {
            write_rows(&mut decoder, &mut writer, &mut rows).map_err(fail)?;
        }
    }
    write_rows(&mut decoder, &mut writer, &mut rows).map_err(fail)?;
    let hashing = writer.into_inner().map_err(|e| fail(e.to_string()))?;
    let (buffered, bytes, sha256) = hashing.finish();
    let file = buffered
        .into_inner()
        .map_err(|e| fail(e.error().to_string()))?;
    file.sync_all().map_err(BuildError::io(&parquet))?;
    Ok(OutputFile {
        bytes,
        sha256: hex::encode(sha256),
        examples: Some(examples),
    })
}

fn write_rows(
    decoder: &mut Decoder,
    writer: &mut ArrowWriter<HashingWriter<BufWriter<File>>>,
    rows: &mut Vec<Value>,
) -> Result<(), String> {
    if rows.is_empty() {
        return Ok(());
    }
    decoder.serialize(rows).map_err(|e| e.to_string())?;
    rows.clear();
    if let Some(batch) = decoder.flush().map_err(|e| e.to_string())? {
        writer.write(&batch).map_err(|e| e.to_string())?;
    }
    if writer.in_progress_size() > ROW_GROUP_BYTES {
        writer.flush().map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Reads the examples back from a Parquet file this module wrote.
pub fn read_examples(path: &Path) -> Result<Vec<DatasetExampleV1>, BuildError> {
    let fail = |message: String| BuildError::Output {
        path: path.to_path_buf(),
        message,
    };
    let file = File::open(path).map_err(BuildError::io(path))?;
    let reader = ParquetRecordBatchReaderBuilder::try_new(file)
        .and_then(|builder| builder.build())
        .map_err(|e| fail(e.to_string()))?;
    let mut examples = Vec::new();
    for batch in reader {
        let batch = batch.map_err(|e| fail(e.to_string()))?;
        let mut json = WriterBuilder::new()
            .with_explicit_nulls(false)
            .build::<_, LineDelimited>(Vec::new());
        json.write(&batch).map_err(|e| fail(e.to_string()))?;
        json.finish().map_err(|e| fail(e.to_string()))?;
        for line in json.into_inner().lines() {
            let line = line.map_err(BuildError::io(path))?;
            let row: Value = serde_json::from_str(&line).map_err(|e| fail(e.to_string()))?;
            examples.push(from_row(row).map_err(fail)?);
        }
    }
    Ok(examples)
}
