//! Dataset example parsing (mimic-dataset) and predictions parsing and
//! scoring (mimic-eval).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use mimic_dataset::DatasetExampleV1;
use mimic_eval::{EvalOptions, PredictionV1, RiskPolicy, score};
use mimic_schema::jsonl::JsonlReader;
use mimic_schema::{Strictness, parse_record};

/// Each line of `data` as a dataset example and as a trace record. An
/// example that parses writes out and reads back as itself; a valid record
/// becomes an example that does the same.
pub fn dataset_examples(data: &[u8]) {
    let examples = JsonlReader::new(data, "fuzz.jsonl").values::<DatasetExampleV1>();
    for (_, example) in examples.flatten() {
        example_reads_back(&example);
    }
    for line in crate::lines(data) {
        if let Ok(parsed) = parse_record(&line, Strictness::Lenient) {
            let example = DatasetExampleV1::from_record(parsed.record, None, false);
            assert!(
                example.is_unmapped() || example.label.candidate_id.is_some(),
                "a matched example names its gold candidate"
            );
            example_reads_back(&example);
        }
    }
}

fn example_reads_back(example: &DatasetExampleV1) {
    let line = serde_json::to_string(example).expect("an example serializes");
    let again: DatasetExampleV1 = serde_json::from_str(&line)
        .unwrap_or_else(|e| panic!("an example written out does not read back: {e}\n{line}"));
    assert_eq!(&again, example);
    example.is_targeted();
    example.verification_failed();
}

/// The committed evaluation dataset, the examples predictions are scored on.
fn examples() -> &'static BTreeMap<String, Vec<DatasetExampleV1>> {
    static EXAMPLES: OnceLock<BTreeMap<String, Vec<DatasetExampleV1>>> = OnceLock::new();
    EXAMPLES.get_or_init(|| {
        [
            (
                "train",
                &include_bytes!("../../testdata/eval/dataset/train.jsonl")[..],
            ),
            (
                "val",
                include_bytes!("../../testdata/eval/dataset/val.jsonl"),
            ),
            (
                "test",
                include_bytes!("../../testdata/eval/dataset/test.jsonl"),
            ),
        ]
        .into_iter()
        .map(|(split, bytes)| {
            let examples = JsonlReader::new(bytes, split)
                .values::<DatasetExampleV1>()
                .map(|item| item.expect("the committed dataset is valid").1)
                .collect();
            (split.to_owned(), examples)
        })
        .collect()
    })
}

/// `data` as a predictions file. Lines that parse and pass the checks are
/// scored against the committed dataset: scoring accepts every checked
/// prediction and gives figures between 0 and 1.
pub fn predictions(data: &[u8]) {
    let mut checked = Vec::new();
    for item in JsonlReader::new(data, "predictions.jsonl").values::<PredictionV1>() {
        if let Ok((_, prediction)) = item
            && prediction.check().is_ok()
        {
            checked.push(prediction);
        }
    }
    let options =
        EvalOptions::new(&[1, 3, 5], RiskPolicy::default_policy()).expect("valid options");
    let scores = score(examples(), &checked, &options).expect("checked predictions score");
    for block in std::iter::once(&scores.overall).chain(scores.by_split.values()) {
        let fractions = block.recall_at_k.values().flatten().chain(&block.mrr);
        for &f in fractions {
            assert!((0.0..=1.0).contains(&f), "a fraction out of range: {f}");
        }
        assert!(block.targeted + block.untargeted <= block.examples);
    }
}
