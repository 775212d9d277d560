#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| mimic_fuzz::jsonl_records(data));
