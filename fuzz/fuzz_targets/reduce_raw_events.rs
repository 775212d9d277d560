#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| mimic_fuzz::reduce_raw_events(data));
