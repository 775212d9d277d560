//! The dataset card (`README.md`, feature `parquet`): YAML front matter that
//! `datasets` and the hub read (configs, features, license, task, tags) and
//! a summary a person reads before using or publishing the dataset.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use arrow_schema::{DataType, Field};

use crate::REMINDER;
use crate::options::{BuildOptions, ScreenshotTransfer};
use crate::parquet::{DATA_DIR, IMAGE_COLUMN, arrow_schema};
use crate::split::Split;
use crate::stats::Stats;

/// File name of the card inside the dataset folder.
pub const CARD_FILE: &str = "README.md";

/// The card of a dataset whose non-empty splits have `shards` (names
/// relative to the dataset folder).
pub(crate) fn card(
    options: &BuildOptions,
    stats: &Stats,
    shards: &BTreeMap<Split, Vec<String>>,
) -> String {
    let mut md = String::from("---\n");
    let license = options.license.as_deref().unwrap_or("unknown");
    let _ = writeln!(md, "license: {}", yaml_string(license));
    md.push_str("task_categories:\n- image-text-to-text\n");
    md.push_str("tags:\n- gui\n- ui-grounding\n- computer-use\n- mimic\n");
    md.push_str("configs:\n- config_name: default\n  data_files:\n");
    for (split, names) in shards {
        if names.is_empty() {
            continue;
        }
        let _ = writeln!(
            md,
            "  - split: {}\n    path: {DATA_DIR}/{}-*.parquet",
            split.hub_name(),
            split.hub_name()
        );
    }
    md.push_str("dataset_info:\n  features:\n");
    for field in arrow_schema().fields() {
        feature(&mut md, field, 2);
    }
    md.push_str("---\n\n");
    summary(&mut md, options, stats, shards);
    md
}

/// One `dataset_info` feature in the `datasets` YAML form.
fn feature(md: &mut String, field: &Field, indent: usize) {
    let pad = " ".repeat(indent);
    let _ = writeln!(md, "{pad}- name: {}", field.name());
    if field.name() == IMAGE_COLUMN && indent == 2 {
        let _ = writeln!(md, "{pad}  dtype: image");
        return;
    }
    match field.data_type() {
        DataType::Struct(fields) => {
            let _ = writeln!(md, "{pad}  struct:");
            for field in fields {
                feature(md, field, indent + 2);
            }
        }
        DataType::List(item) => match item.data_type() {
            DataType::Struct(fields) => {
                let _ = writeln!(md, "{pad}  list:");
                for field in fields {
                    feature(md, field, indent + 2);
                }
            }
            other => {
                let _ = writeln!(md, "{pad}  list: {}", dtype(other));
            }
        },
        other => {
            let _ = writeln!(md, "{pad}  dtype: {}", dtype(other));
        }
    }
}

fn dtype(data_type: &DataType) -> &'static str {
    match data_type {
        DataType::Utf8 => "string",
        DataType::Float64 => "float64",
        DataType::Boolean => "bool",
        DataType::UInt32 => "uint32",
        DataType::Binary => "binary",
        other => unreachable!("the example schema has no {other} column"),
    }
}

/// A YAML scalar, quoted when it could read as anything but a plain string.
fn yaml_string(value: &str) -> String {
    let plain = !value.is_empty()
        && value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_'));
    if plain {
        value.to_string()
    } else {
        serde_json::to_string(value).expect("a string serializes")
    }
}

fn summary(
    md: &mut String,
    options: &BuildOptions,
    stats: &Stats,
    shards: &BTreeMap<Split, Vec<String>>,
) {
    let all = &stats.all;
    let _ = writeln!(
        md,
        "# mimic UI traces\n\n\
         Steps of people using user interfaces, recorded by mimic: what the \
         screen offered (a screenshot and the candidate elements with their \
         bounds), what the person did, and which element the action hit. \
         Each row is one step; `label.candidateId` is the gold element when \
         the action mapped to one.\n\n\
         Built by {} {} from {} trace files ({} traces), split by {} with seed {}.\n",
        env!("CARGO_PKG_NAME"),
        env!("CARGO_PKG_VERSION"),
        stats.records.files,
        stats.traces.total,
        options.split_by,
        options.seed,
    );
    md.push_str(
        "## Splits\n\n| split | examples | traces | shards |\n| --- | ---: | ---: | ---: |\n",
    );
    for (split, split_stats) in &stats.splits {
        let _ = writeln!(
            md,
            "| {} | {} | {} | {} |",
            split.hub_name(),
            split_stats.examples,
            split_stats.traces,
            shards.get(split).map_or(0, Vec::len),
        );
    }
    if !stats.empty_splits.is_empty() {
        let names: Vec<&str> = stats.empty_splits.iter().map(|s| s.hub_name()).collect();
        let _ = writeln!(
            md,
            "\nEmpty splits ({}) have no shard and are not listed in `configs`.",
            names.join(", ")
        );
    }
    let _ = writeln!(
        md,
        "\n{} examples, {} targeted, {} with a screenshot; {} unmapped.\n",
        all.examples, all.targeted, all.with_screenshot, all.unmapped.count
    );
    table(md, "Mapping statuses", "status", &all.mapping_statuses);
    table(md, "Action types", "action", &all.action_types);
    let sites: BTreeMap<String, u64> = stats
        .per_site
        .iter()
        .map(|(site, group)| (site.clone(), group.examples))
        .collect();
    table(md, "Sites", "site", &sites);
    md.push_str("## How it was collected\n\n");
    table_rows(md, "collector", &all.collectors);
    let _ = writeln!(
        md,
        "\nTraces: {} completed, {} aborted, {} unfinished. Records: {} lines read, \
         {} skipped as invalid, {} dropped by cleaning options. `manifest.json` \
         lists every input with its sha256 and every option; `stats.json` has \
         the full counts.\n",
        stats.traces.completed,
        stats.traces.aborted,
        stats.traces.unfinished,
        stats.records.lines,
        stats.records.skipped.values().sum::<u64>(),
        stats.records.dropped.values().sum::<u64>(),
    );
    md.push_str("## Files\n\n");
    let _ = writeln!(
        md,
        "- `{DATA_DIR}/<split>-NNNNN-of-NNNNN.parquet`: the rows, with the screenshot \
         inline in the `{IMAGE_COLUMN}` column (`datasets` Image: bytes and a path \
         relative to this folder){}.",
        match options.image_max_side {
            Some(side) => format!(", downscaled to at most {side} pixels per side"),
            None => String::new(),
        }
    );
    md.push_str(
        "- `train.jsonl`, `val.jsonl`, `test.jsonl`: the same rows as JSON Lines \
         (`mimic.dataset-example.v1`, schema in `example.schema.json`), the \
         screenshot by path and sha256.\n",
    );
    if options.screenshot_transfer != ScreenshotTransfer::Reference {
        md.push_str("- `screenshots/<sha256>.png`: each distinct screenshot once.\n");
    }
    md.push_str("- `manifest.json`, `stats.json`: inputs, options, outputs and counts.\n\n");
    md.push_str("## Privacy\n\n");
    let _ = writeln!(
        md,
        "mimic scrubbed every record before it was written: secret-looking text \
         (tokens, keys, credentials in URLs) and what was typed into sensitive \
         fields are replaced by a redaction marker, and sensitive fields \
         (passwords and fields named like secrets) are masked in the \
         screenshots. {} examples carry the `redacted` flag. {}\n\n{}\n\n\
         Scrubbing is pattern-based and cannot know everything private. Before \
         publishing, review the screenshots (names, e-mail addresses, messages \
         and other page content are not masked), the URLs and titles, the \
         candidates' labels and text, and the typed text in `label.action.text`; \
         make sure the people recorded agreed to the use you intend, and that \
         the `license` above says so.\n",
        all.flags.redacted,
        match by_reason(&all.masked_regions) {
            None => "No screenshot has a masked region.".to_string(),
            Some(counts) => format!(
                "Screenshots with masked regions (`input.observation.maskedRegions`), \
                 by reason: {counts}."
            ),
        },
        match by_reason(&all.unchecked_regions) {
            None => "No screenshot has a region the secret rules could not read (a \
                     canvas, an image, a video or embedded content)."
                .to_string(),
            Some(counts) => format!(
                "**Not checked**: screenshots with regions whose pixels no secret rule \
                 could read, by kind: {counts}. A credential drawn in a canvas, an \
                 image, a video or embedded content is not masked; \
                 `input.observation.uncheckedRegions` says where. Review these first."
            ),
        }
    );
    let _ = writeln!(md, "---\n\n{REMINDER}");
}

/// `name count, …`, or `None` when nothing was counted.
fn by_reason(counts: &BTreeMap<String, u64>) -> Option<String> {
    let parts: Vec<String> = counts
        .iter()
        .map(|(name, count)| format!("`{name}` {count}"))
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

fn table(md: &mut String, title: &str, key: &str, counts: &BTreeMap<String, u64>) {
    let _ = writeln!(md, "## {title}\n");
    table_rows(md, key, counts);
    md.push('\n');
}

fn table_rows(md: &mut String, key: &str, counts: &BTreeMap<String, u64>) {
    let _ = writeln!(md, "| {key} | examples |\n| --- | ---: |");
    for (name, count) in counts {
        let _ = writeln!(md, "| {} | {count} |", name.replace('|', "\\|"));
    }
}
