//! The Hugging Face layout's data (feature `parquet`): each non-empty split
//! as `data/<split>-NNNNN-of-NNNNN.parquet` shards that `datasets`, pandas,
//! DuckDB, Spark or Ray Data read as they are.
//!
//! The first column, `image`, holds each step's screenshot in the
//! `datasets` Image encoding (`bytes` and a `path` relative to the dataset
//! folder), so a copied or uploaded folder carries its pixels. The other
//! columns follow the JSON shape: nested objects are structs, arrays
//! (candidates, previous actions) are lists of structs. The one open-ended
//! field, a candidate's `metadata` object, is kept as its JSON text.
//! Compression is snappy (pure Rust). The shards are derived from the
//! split's JSONL, streamed in batches bounded by rows and image bytes, so
//! row groups stay far below the hub viewer's limit (about 286 MiB).

use std::fs::{self, File};
use std::io::{BufRead, BufReader, BufWriter};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use arrow_array::builder::{BinaryBuilder, StringBuilder, StructBuilder};
use arrow_array::{ArrayRef, RecordBatch};
use arrow_json::reader::{Decoder, ReaderBuilder};
use arrow_json::writer::{LineDelimited, WriterBuilder};
use arrow_schema::{DataType, Field, Fields, Schema, SchemaRef};
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use parquet::basic::Compression;
use parquet::file::properties::{EnabledStatistics, WriterProperties};
use parquet::schema::types::ColumnPath;
use serde_json::Value;

use crate::error::BuildError;
use crate::example::DatasetExampleV1;
use crate::hashing::HashingWriter;
use crate::output::OutputFile;
use crate::split::Split;

/// Folder of the shards inside the dataset.
pub const DATA_DIR: &str = "data";
/// Name of the image column.
pub const IMAGE_COLUMN: &str = "image";

/// Where batches, row groups and shards are cut.
#[derive(Debug, Clone, Copy)]
struct Limits {
    /// Rows in a batch, at most.
    batch_rows: usize,
    /// A batch is also cut once its images reach this size.
    batch_image_bytes: usize,
    /// A row group is flushed once this much is buffered, bounding memory
    /// and the row groups the hub's viewer reads (a row group ends up at
    /// most this plus one batch).
    row_group_bytes: usize,
    /// A shard is closed once it has this many bytes on disk.
    shard_bytes: u64,
}

impl Limits {
    /// With 64 MiB row groups the peak memory was about 190 MiB, with
    /// 32 MiB about 155 MiB (bench-dataset, 1280x800 PNGs).
    const HUB: Self = Self {
        batch_rows: 256,
        batch_image_bytes: 16 << 20,
        row_group_bytes: 32 << 20,
        shard_bytes: 256 << 20,
    };
}

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

/// The `image` column: the `datasets` Image feature's storage.
fn image_fields() -> Fields {
    Fields::from(vec![
        Field::new("bytes", DataType::Binary, true),
        utf8("path", true),
    ])
}

/// The Arrow schema of one row: the image, then the example's JSON shape.
pub fn arrow_schema() -> SchemaRef {
    let mut fields = vec![Arc::new(Field::new(
        IMAGE_COLUMN,
        DataType::Struct(image_fields()),
        true,
    ))];
    fields.extend(json_schema().fields().iter().cloned());
    Arc::new(Schema::new(fields))
}

fn bounds(name: &str) -> Field {
    floats(name, false, &["x", "y", "width", "height"])
}

/// A masked or unchecked region of the screenshot: where, and why.
fn regions() -> DataType {
    DataType::Struct(Fields::from(vec![bounds("bounds"), utf8("reason", false)]))
}

/// The columns that come from the example's JSON. The decoder is strict, so
/// a field of the JSON missing here fails the build instead of vanishing
/// from the shards; a test walks the example's JSON Schema against it.
fn json_schema() -> SchemaRef {
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
            list("maskedRegions", true, regions()),
            list("uncheckedRegions", true, regions()),
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

/// How screenshots go into the `image` column.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ImageOptions {
    /// Downscale to fit this many pixels on the longer side.
    pub(crate) max_side: Option<u32>,
}

/// One shard written, by its name inside the dataset folder.
pub(crate) type Shard = (String, OutputFile);

/// Writes the examples of `dataset/<split>.jsonl` as the split's shards,
/// reading each screenshot through the example's path relative to the
/// dataset folder `dataset`. A split without examples gets no shard (an
/// empty split is left out of the layout, which `datasets` cannot load).
pub(crate) fn write_split(
    dataset: &Path,
    split: Split,
    images: ImageOptions,
) -> Result<Vec<Shard>, BuildError> {
    write_split_within(dataset, split, images, Limits::HUB)
}

fn write_split_within(
    dataset: &Path,
    split: Split,
    images: ImageOptions,
    limits: Limits,
) -> Result<Vec<Shard>, BuildError> {
    let jsonl = dataset.join(format!("{split}.jsonl"));
    let data = dataset.join(DATA_DIR);
    let mut decoder = ReaderBuilder::new(json_schema())
        .with_strict_mode(true)
        .build_decoder()
        .map_err(|e| BuildError::Output {
            path: jsonl.clone(),
            message: e.to_string(),
        })?;
    let reader = BufReader::new(File::open(&jsonl).map_err(BuildError::io(&jsonl))?);
    let mut batch = Batch::default();
    let mut shards = Shards::default();
    let mut image_cache = ImageCache::default();
    for (index, line) in reader.lines().enumerate() {
        let line = line.map_err(BuildError::io(&jsonl))?;
        let at = |message: String| BuildError::Output {
            path: jsonl.clone(),
            message: format!("line {}: {message}", index + 1),
        };
        let row = to_row(&line).map_err(at)?;
        let image = match row
            .pointer("/input/screenshot/path")
            .and_then(Value::as_str)
        {
            None => None,
            Some(path) => {
                let bytes = image_cache.get(dataset, path, images)?;
                Some((bytes, path.to_string()))
            }
        };
        // Into the decoder's tape at once: a batch of rows as JSON values
        // would take several times their text.
        decoder.serialize(&[row]).map_err(|e| at(e.to_string()))?;
        batch.push(image);
        if batch.full(limits) {
            write_batch(&mut decoder, &mut batch, &mut shards, &data, split, limits)?;
        }
    }
    if batch.rows > 0 {
        write_batch(&mut decoder, &mut batch, &mut shards, &data, split, limits)?;
    }
    if let Some(last) = shards.open.take() {
        shards.finished.push(last.finish()?);
    }
    let count = shards.finished.len();
    let mut written = Vec::with_capacity(count);
    for (index, (staged, file)) in shards.finished.into_iter().enumerate() {
        let name = format!(
            "{DATA_DIR}/{}-{index:05}-of-{count:05}.parquet",
            split.hub_name()
        );
        let target = dataset.join(&name);
        fs::rename(&staged, &target).map_err(BuildError::io(&target))?;
        written.push((name, file));
    }
    Ok(written)
}

/// The images of the rows in the decoder, not yet flushed.
#[derive(Default)]
struct Batch {
    rows: usize,
    images: Vec<Option<(Arc<Vec<u8>>, String)>>,
    image_bytes: usize,
}

impl Batch {
    fn push(&mut self, image: Option<(Arc<Vec<u8>>, String)>) {
        self.image_bytes += image.as_ref().map_or(0, |(bytes, _)| bytes.len());
        self.rows += 1;
        self.images.push(image);
    }

    fn full(&self, limits: Limits) -> bool {
        self.rows >= limits.batch_rows || self.image_bytes >= limits.batch_image_bytes
    }

    /// The `image` column of the batch, emptying it.
    fn take_images(&mut self) -> ArrayRef {
        // Sized up front: grown by doubling, the bytes buffer would be
        // reallocated a dozen times per batch.
        let rows = self.images.len();
        let mut builder = StructBuilder::new(
            image_fields(),
            vec![
                Box::new(BinaryBuilder::with_capacity(rows, self.image_bytes)),
                Box::new(StringBuilder::new()),
            ],
        );
        for image in self.images.drain(..) {
            let (bytes, path) = match &image {
                Some((bytes, path)) => (Some(bytes.as_slice()), Some(path.as_str())),
                None => (None, None),
            };
            field::<BinaryBuilder>(&mut builder, 0).append_option(bytes);
            field::<StringBuilder>(&mut builder, 1).append_option(path);
            builder.append(image.is_some());
        }
        self.image_bytes = 0;
        self.rows = 0;
        Arc::new(builder.finish())
    }
}

fn field<T: arrow_array::builder::ArrayBuilder>(builder: &mut StructBuilder, i: usize) -> &mut T {
    builder
        .field_builder::<T>(i)
        .expect("the image builder's fields are bytes and path")
}

/// The bytes of the last screenshot read: consecutive steps usually share
/// one, and keeping only the last keeps memory flat.
#[derive(Default)]
struct ImageCache {
    last: Option<(String, Arc<Vec<u8>>)>,
}

impl ImageCache {
    fn get(
        &mut self,
        dataset: &Path,
        path: &str,
        options: ImageOptions,
    ) -> Result<Arc<Vec<u8>>, BuildError> {
        if let Some((last, bytes)) = &self.last
            && last == path
        {
            return Ok(bytes.clone());
        }
        let file = dataset.join(path);
        let bytes = fs::read(&file).map_err(BuildError::io(&file))?;
        let bytes = match options.max_side {
            Some(max_side) => {
                downscale(&bytes, max_side).map_err(|message| BuildError::Output {
                    path: file.clone(),
                    message: format!("cannot downscale the screenshot: {message}"),
                })?
            }
            None => bytes,
        };
        let bytes = Arc::new(bytes);
        self.last = Some((path.to_string(), bytes.clone()));
        Ok(bytes)
    }
}

/// `png` made to fit `max_side` pixels on its longer side, as PNG; the
/// bytes unchanged when it already fits.
fn downscale(png: &[u8], max_side: u32) -> Result<Vec<u8>, String> {
    let image = image::load_from_memory(png).map_err(|e| e.to_string())?;
    if image.width().max(image.height()) <= max_side {
        return Ok(png.to_vec());
    }
    let smaller = image.resize(max_side, max_side, image::imageops::FilterType::Triangle);
    let mut out = std::io::Cursor::new(Vec::new());
    smaller
        .write_to(&mut out, image::ImageFormat::Png)
        .map_err(|e| e.to_string())?;
    Ok(out.into_inner())
}

/// A shard being written under a temporary name: its final name holds the
/// shard count, known only at the end.
struct ShardWriter {
    path: PathBuf,
    writer: ArrowWriter<HashingWriter<BufWriter<File>>>,
    rows: u64,
}

impl ShardWriter {
    fn create(data: &Path, split: Split, index: usize) -> Result<Self, BuildError> {
        fs::create_dir_all(data).map_err(BuildError::io(data))?;
        let path = data.join(format!(".{}-{index:05}.partial", split.hub_name()));
        let file = File::create(&path).map_err(BuildError::io(&path))?;
        // A PNG neither repeats within a page nor has a useful minimum or
        // maximum: no dictionary, no statistics for the image bytes.
        let image_bytes = ColumnPath::new(vec![IMAGE_COLUMN.to_string(), "bytes".to_string()]);
        let properties = WriterProperties::builder()
            .set_compression(Compression::SNAPPY)
            .set_column_dictionary_enabled(image_bytes.clone(), false)
            .set_column_statistics_enabled(image_bytes, EnabledStatistics::None)
            .build();
        let writer = ArrowWriter::try_new(
            HashingWriter::new(BufWriter::new(file)),
            arrow_schema(),
            Some(properties),
        )
        .map_err(|e| BuildError::Output {
            path: path.clone(),
            message: e.to_string(),
        })?;
        Ok(Self {
            path,
            writer,
            rows: 0,
        })
    }

    fn fail(&self, message: impl ToString) -> BuildError {
        BuildError::Output {
            path: self.path.clone(),
            message: message.to_string(),
        }
    }

    fn write(&mut self, batch: &RecordBatch, limits: Limits) -> Result<(), BuildError> {
        self.writer.write(batch).map_err(|e| self.fail(e))?;
        self.rows += batch.num_rows() as u64;
        if self.writer.in_progress_size() > limits.row_group_bytes {
            self.writer.flush().map_err(|e| self.fail(e))?;
        }
        Ok(())
    }

    fn is_full(&self, limits: Limits) -> bool {
        let size = self.writer.bytes_written() + self.writer.in_progress_size();
        size as u64 >= limits.shard_bytes
    }

    /// Closes and syncs the shard; returns its staged path and what it holds.
    fn finish(self) -> Result<(PathBuf, OutputFile), BuildError> {
        let Self { path, writer, rows } = self;
        let fail = |message: String| BuildError::Output {
            path: path.clone(),
            message,
        };
        let hashing = writer.into_inner().map_err(|e| fail(e.to_string()))?;
        let (buffered, bytes, sha256) = hashing.finish();
        let file = buffered
            .into_inner()
            .map_err(|e| fail(e.error().to_string()))?;
        file.sync_all().map_err(BuildError::io(&path))?;
        Ok((
            path,
            OutputFile {
                bytes,
                sha256: hex::encode(sha256),
                examples: Some(rows),
            },
        ))
    }
}

/// The shard being written and those closed before it, staged.
#[derive(Default)]
struct Shards {
    open: Option<ShardWriter>,
    finished: Vec<(PathBuf, OutputFile)>,
}

fn write_batch(
    decoder: &mut Decoder,
    batch: &mut Batch,
    shards: &mut Shards,
    data: &Path,
    split: Split,
    limits: Limits,
) -> Result<(), BuildError> {
    if let Some(full) = shards.open.take_if(|open| open.is_full(limits)) {
        // Closed now, so a finished shard holds nothing in memory.
        shards.finished.push(full.finish()?);
    }
    let index = shards.finished.len();
    let shard = match &mut shards.open {
        Some(open) => open,
        open => open.insert(ShardWriter::create(data, split, index)?),
    };
    let images = batch.take_images();
    let Some(json) = decoder.flush().map_err(|e| shard.fail(e))? else {
        return Ok(());
    };
    let mut columns = vec![images];
    columns.extend(json.columns().iter().cloned());
    let rows = RecordBatch::try_new(arrow_schema(), columns).map_err(|e| shard.fail(e))?;
    shard.write(&rows, limits)
}

/// Reads the examples back from a shard this module wrote (the image
/// column aside: the JSONL has no pixels).
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
        let mut batch = batch.map_err(|e| fail(e.to_string()))?;
        let image = batch
            .schema()
            .index_of(IMAGE_COLUMN)
            .map_err(|e| fail(e.to_string()))?;
        batch.remove_column(image);
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The places where `schema` (the example's JSON Schema, at `path`) and
    /// `arrow` disagree: a field one has and the other lacks, a type that
    /// differs, or an optional field that Arrow does not allow to be null.
    fn disagreements(
        schema: &Value,
        defs: &Value,
        arrow: &DataType,
        path: &str,
        found: &mut Vec<String>,
    ) {
        let schema = resolve(schema, defs);
        let types = json_types(schema, defs);
        let mut say = |what: &str| found.push(format!("{path}: {what}"));
        if let Some(properties) = schema.get("properties").and_then(Value::as_object) {
            let DataType::Struct(fields) = arrow else {
                return say(&format!("an object, but Arrow has {arrow}"));
            };
            let required: Vec<&str> = schema["required"]
                .as_array()
                .map(|names| names.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            for (name, property) in properties {
                let at = format!("{path}.{name}");
                match fields.iter().find(|field| field.name() == name) {
                    None => found.push(format!("{at}: missing from the Arrow schema")),
                    Some(field) => {
                        let optional = !required.contains(&name.as_str());
                        if optional
                            && !field.is_nullable()
                            && !FLAG_COLUMNS.contains(&name.as_str())
                        {
                            found.push(format!("{at}: optional, but not nullable in Arrow"));
                        }
                        disagreements(property, defs, field.data_type(), &at, found);
                    }
                }
            }
            for field in fields.iter() {
                if !properties.contains_key(field.name()) {
                    found.push(format!("{path}.{}: not in the JSON Schema", field.name()));
                }
            }
        } else if types.contains(&"array") {
            let DataType::List(item) = arrow else {
                return say(&format!("an array, but Arrow has {arrow}"));
            };
            disagreements(
                &schema["items"],
                defs,
                item.data_type(),
                &format!("{path}[]"),
                found,
            );
        } else if types.contains(&"object") {
            // Open-ended (a candidate's metadata): kept as its JSON text.
            if arrow != &DataType::Utf8 {
                say(&format!("an open object, but Arrow has {arrow}"));
            }
        } else {
            let fits = match arrow {
                DataType::Utf8 => types.contains(&"string"),
                DataType::Boolean => types.contains(&"boolean"),
                DataType::Float64 => types.contains(&"number"),
                DataType::UInt32 => types.contains(&"integer"),
                _ => false,
            };
            if !fits {
                say(&format!("{types:?} in JSON, {arrow} in Arrow"));
            }
        }
    }

    /// `schema` with its `$ref` and its optional wrapper (`anyOf` with null)
    /// followed.
    fn resolve<'a>(schema: &'a Value, defs: &'a Value) -> &'a Value {
        if let Some(name) = schema
            .get("$ref")
            .and_then(Value::as_str)
            .and_then(|r| r.strip_prefix("#/$defs/"))
        {
            return resolve(&defs[name], defs);
        }
        if let Some(branches) = schema.get("anyOf").and_then(Value::as_array)
            && let Some(some) = branches
                .iter()
                .find(|b| b.get("type") != Some(&"null".into()))
        {
            return resolve(some, defs);
        }
        schema
    }

    /// The JSON types a (resolved) schema allows; an enum or a constant is
    /// a string.
    fn json_types<'a>(schema: &'a Value, defs: &'a Value) -> Vec<&'a str> {
        if let Some(branches) = schema.get("oneOf").and_then(Value::as_array) {
            return branches
                .iter()
                .flat_map(|b| json_types(resolve(b, defs), defs))
                .collect();
        }
        match &schema["type"] {
            Value::String(one) => vec![one.as_str()],
            Value::Array(many) => many.iter().filter_map(Value::as_str).collect(),
            _ if schema.get("enum").is_some() || schema.get("const").is_some() => vec!["string"],
            _ => Vec::new(),
        }
    }

    #[test]
    fn the_arrow_schema_holds_every_field_of_the_example() {
        let schema: Value = serde_json::from_str(&crate::schema::example_json_schema()).unwrap();
        let arrow = DataType::Struct(json_schema().fields().clone());
        let mut found = Vec::new();
        disagreements(&schema, &schema["$defs"], &arrow, "example", &mut found);
        assert!(found.is_empty(), "{found:#?}");
    }

    /// The fixture traces built without the Hugging Face layout.
    fn jsonl_dataset() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/traces");
        let mut options = crate::BuildOptions::new(vec![root], dir.path().join("out"));
        options.parquet = false;
        crate::build(options, &mut |_| {}).unwrap();
        dir
    }

    #[test]
    fn full_shards_and_row_groups_are_cut_and_hold_every_row_in_order() {
        let dir = jsonl_dataset();
        let dataset = dir.path().join("out/dataset");
        let jsonl: Vec<DatasetExampleV1> = fs::read_to_string(dataset.join("train.jsonl"))
            .unwrap()
            .lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect();
        assert!(
            jsonl.len() >= 3,
            "the fixture's train split has several examples"
        );
        let images = ImageOptions { max_side: None };
        let tiny = Limits {
            batch_rows: 2,
            batch_image_bytes: usize::MAX,
            row_group_bytes: 1,
            shard_bytes: u64::MAX,
        };
        let row_group_count = |name: &str| {
            let file = File::open(dataset.join(name)).unwrap();
            let builder = ParquetRecordBatchReaderBuilder::try_new(file).unwrap();
            let groups = builder.metadata().row_groups();
            groups.iter().map(|g| g.num_rows()).collect::<Vec<_>>()
        };
        let batches = jsonl.len().div_ceil(2);

        // One shard, a row group per batch.
        let shards = write_split_within(&dataset, Split::Train, images, tiny).unwrap();
        assert_eq!(shards.len(), 1);
        assert_eq!(shards[0].0, "data/train-00000-of-00001.parquet");
        assert_eq!(row_group_count(&shards[0].0).len(), batches);
        assert!(row_group_count(&shards[0].0).iter().all(|&rows| rows <= 2));
        let read = read_examples(&dataset.join(&shards[0].0)).unwrap();
        assert_eq!(read, jsonl);
        fs::remove_dir_all(dataset.join(DATA_DIR)).unwrap();

        // A shard per batch, named by their count, in order.
        let one_batch_each = Limits {
            shard_bytes: 1,
            ..tiny
        };
        let shards = write_split_within(&dataset, Split::Train, images, one_batch_each).unwrap();
        assert_eq!(shards.len(), batches);
        let mut read = Vec::new();
        for (index, (name, file)) in shards.iter().enumerate() {
            assert_eq!(
                name,
                &format!("data/train-{index:05}-of-{batches:05}.parquet")
            );
            let path = dataset.join(name);
            assert_eq!(fs::metadata(&path).unwrap().len(), file.bytes);
            let examples = read_examples(&path).unwrap();
            assert_eq!(file.examples, Some(examples.len() as u64));
            read.extend(examples);
        }
        assert_eq!(read, jsonl);
        let left: Vec<_> = fs::read_dir(dataset.join(DATA_DIR))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|name| name.ends_with(".partial"))
            .collect();
        assert!(left.is_empty(), "{left:?}");
    }

    fn png(width: u32, height: u32) -> Vec<u8> {
        let image = image::RgbImage::from_fn(width, height, |x, y| {
            image::Rgb([(x % 256) as u8, (y % 256) as u8, 7])
        });
        let mut out = std::io::Cursor::new(Vec::new());
        image.write_to(&mut out, image::ImageFormat::Png).unwrap();
        out.into_inner()
    }

    #[test]
    fn downscaling_fits_the_longer_side_and_keeps_small_images() {
        let large = png(400, 200);
        let smaller = downscale(&large, 100).unwrap();
        let decoded = image::load_from_memory(&smaller).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (100, 50));
        assert_eq!(downscale(&smaller, 100).unwrap(), smaller);
        assert_eq!(downscale(&large, 400).unwrap(), large);
        assert!(downscale(b"not a png", 100).is_err());
    }
}
