#!/usr/bin/env bash
# Proves the WebAssembly package (docs/wasm.md): builds it into a temporary
# folder, then node's test runner checks its answers against the Rust tools
# on the shared fixtures and type-checks a TypeScript program against its
# declarations with the pinned tsc. `.ci/run` calls it; run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
scripts/build-wasm.sh --out "$out"

echo "==> cargo build the validate and eval-candidate-scorer examples (the tools the package must agree with)"
examples=$(cargo build --locked --quiet --example validate --example eval-candidate-scorer \
  --message-format=json |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const found={};for(const l of s.split("\n")){if(!l)continue;const m=JSON.parse(l);if(m.reason==="compiler-artifact"&&m.executable)found[m.target.name]=m.executable}console.log(found.validate,found["eval-candidate-scorer"])})')
read -r validate eval_scorer <<<"$examples"

# The TypeScript compiler pinned for crates/mimic-schema/tests/typescript_compat.rs,
# installed where that test installs it (target/tmp/typescript), only when missing.
pins=crates/mimic-schema/tests/typescript
target_dir=$(cargo metadata --locked --no-deps --format-version 1 |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')
tooling="$target_dir/tmp/typescript"
pinned=$(node -p "require('./$pins/package.json').devDependencies.typescript")
installed=$(node -p "try { require('$tooling/node_modules/typescript/package.json').version } catch { '' }")
if [[ "$pinned" != "$installed" ]]; then
  echo "==> installing typescript $pinned (npm ci)"
  mkdir -p "$tooling"
  cp "$pins/package.json" "$pins/package-lock.json" "$tooling/"
  (cd "$tooling" && npm ci --no-audit --no-fund --loglevel=error)
fi

echo "==> node --test crates/mimic-wasm/tests/node"
MIMIC_WASM_PKG="$out/wasm" MIMIC_VALIDATE="$validate" MIMIC_EVAL="$eval_scorer" \
  MIMIC_TSC="$tooling/node_modules/typescript/bin/tsc" \
  node --test crates/mimic-wasm/tests/node/*.test.mjs
