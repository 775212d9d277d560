#!/usr/bin/env bash
# Longer sessions of differential fuzzing on generated pages
# (docs/generated-pages.md): seeds FROM..TO through the observer, mapping
# and Chromium's referee, in a release build, with the machine's fonts
# hidden as in CI.
#
#   scripts/gen-pages.sh                 seeds 500..5500 (past CI's 0..500)
#   scripts/gen-pages.sh 0 20000         another range
#   MIMIC_GEN_SHRINK=50 scripts/gen-pages.sh   shrink up to 50 failing pages
#
# It prints the figures per check, pages per second, how often each
# construct occurred, and each failing page shrunk to a minimal one under
# target/<profile>/tmp/generated-failures/seed-N/ (or
# $CARGO_TARGET_DIR/tmp/...): fix the fault at its cause and commit the page
# under testdata/generated/<what-it-shows>/, which
# `shrunk_regression_pages_pass_the_checker` loads.
set -euo pipefail
cd "$(dirname "$0")/.."

from=${1:-500}
to=${2:-5500}
no_fonts=$(mktemp -d)
trap 'rm -rf "$no_fonts"' EXIT
printf '<?xml version="1.0"?>\n<fontconfig></fontconfig>\n' >"$no_fonts/fonts.conf"

FONTCONFIG_FILE="$no_fonts/fonts.conf" \
  MIMIC_GEN_SEEDS="$from..$to" \
  MIMIC_GEN_SHRINK="${MIMIC_GEN_SHRINK:-20}" \
  cargo test --release -p mimic-fidelity --test generated generated_pages_pass_the_checker \
  -- --nocapture
