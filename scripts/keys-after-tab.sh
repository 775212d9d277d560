#!/usr/bin/env bash
# Issue 18, fault 5: runs the human-mode key tests (real X input on Xvfb,
# tests/human.rs `keys_*`) RUNS times in a row (default 10) and prints how
# many runs passed, as "passes/RUNS". Exit status 0 only when all passed.
# Needs Xvfb, xdotool and Chromium, like `cargo test --test human`.
set -u
runs="${1:-10}"
cd "$(dirname "$0")/.."
# Build once, so each run measures the tests, not the compiler.
cargo test --test human --no-run --quiet || exit 1
passes=0
scenes=0
for run in $(seq 1 "$runs"); do
    log="$(mktemp)"
    if cargo test --quiet --test human keys_ -- --test-threads 1 --nocapture >"$log" 2>&1; then
        passes=$((passes + 1))
        echo "run $run: passed"
    else
        echo "run $run: FAILED"
        sed -n '/panicked at/,/^$/p' "$log" | head -40
    fi
    # Whether this run met the fault's scene (no observation between Tab and typing).
    if grep -q "^scene: " "$log"; then scenes=$((scenes + 1)); fi
    rm -f "$log"
done
echo "password step met an observation older than the Tab in $scenes/$runs runs"
echo "passes: $passes/$runs"
[ "$passes" -eq "$runs" ]
