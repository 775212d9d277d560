#!/usr/bin/env bash
# Longer fuzzing sessions with cargo-fuzz (libFuzzer), on the nightly toolchain.
#
#   scripts/fuzz.sh                  every target, 5 minutes each, one at a time
#   scripts/fuzz.sh scrub map_request     just these targets
#   FUZZ_SECONDS=3600 scripts/fuzz.sh map_geometry
#
# Targets are listed in fuzz/Cargo.toml (`cargo +nightly fuzz list --fuzz-dir fuzz`).
# Each run starts from the committed seeds (fuzz/corpus/<target>/) and
# regressions (fuzz/regressions/<target>/); what it learns and finds goes to
# FUZZ_WORK (default target/fuzz-work/<target>/: corpus/, artifacts/, log),
# never into the source tree. A finding is a file in artifacts/: reproduce it
# with `cargo +nightly fuzz run --fuzz-dir fuzz --features libfuzzer <target>
# <file>`, fix the owning crate with a regression test there, and commit the
# file under fuzz/regressions/<target>/ so CI replays it (docs/reliability.md).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-300}
work=${FUZZ_WORK:-target/fuzz-work}

if ! rustup toolchain list | grep -q '^nightly'; then
  echo "scripts/fuzz.sh needs the nightly toolchain: rustup toolchain install nightly" >&2
  exit 2
fi
if ! cargo +nightly fuzz --version >/dev/null 2>&1; then
  cargo +stable install cargo-fuzz --locked
fi

fuzz() { cargo +nightly fuzz "$1" --fuzz-dir fuzz --features libfuzzer "${@:2}"; }

if (($#)); then
  targets=("$@")
else
  mapfile -t targets < <(cargo +nightly fuzz list --fuzz-dir fuzz)
fi

fuzz build
for target in "${targets[@]}"; do
  out="$work/$target"
  mkdir -p "$out/corpus" "$out/artifacts"
  seeds=("fuzz/corpus/$target")
  [[ -d "fuzz/regressions/$target" ]] && seeds+=("fuzz/regressions/$target")
  printf '\n==> %s for %ss (log: %s/log)\n' "$target" "$seconds" "$out"
  # The first corpus folder receives what libFuzzer learns; the seeds are read only.
  fuzz run "$target" "$out/corpus" "${seeds[@]}" -- \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/artifacts/" -print_final_stats=1 2>&1 | tee "$out/log" ||
    echo "$target: stopped with a finding, see $out/artifacts/" >&2
done
