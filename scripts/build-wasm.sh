#!/usr/bin/env bash
# Builds the WebAssembly package of mimic's pure layers (crates/mimic-wasm)
# as an npm-style folder: OUT/wasm/{package.json, mimic_wasm.js,
# mimic_wasm.d.ts, mimic_wasm_bg.wasm}. See docs/wasm.md.
#
#   scripts/build-wasm.sh [--out OUT]     (OUT defaults to ./mimic-out)
#
# Installs wasm-bindgen-cli from crates.io at the version of the
# wasm-bindgen library in Cargo.lock when that exact version is missing.
# Runs wasm-opt (Debian package `binaryen`) when it is on PATH.
set -euo pipefail

out=./mimic-out
while (($#)); do
  case "$1" in
    --out) out="${2:?--out needs a folder}"; shift 2 ;;
    --out=*) out="${1#--out=}"; shift ;;
    -h | --help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-wasm.sh: unknown argument $1 (try --help)" >&2; exit 2 ;;
  esac
done
pkg="$out/wasm"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

# The CLI must be the exact version of the library it reads the output of.
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [[ -z "$version" ]]; then
  echo "build-wasm.sh: no wasm-bindgen in Cargo.lock" >&2
  exit 1
fi
if [[ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $version" ]]; then
  echo "==> installing wasm-bindgen-cli $version"
  # The CLI's own lock file can name a release the registry mirror does not
  # have yet; then resolve afresh within the same exact CLI version.
  cargo install wasm-bindgen-cli --version "=$version" --locked ||
    cargo install wasm-bindgen-cli --version "=$version"
fi
rustup target list --installed | grep -qx wasm32-unknown-unknown ||
  rustup target add wasm32-unknown-unknown

# The crate's version and cargo's target folder (CARGO_TARGET_DIR or target/).
read -r crate_version target_dir < <(cargo metadata --locked --no-deps --format-version 1 |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const m=JSON.parse(s);const p=m.packages.find(p=>p.name==="mimic-wasm");console.log(p.version,m.target_directory)})')

echo "==> cargo build -p mimic-wasm --target wasm32-unknown-unknown"
# Size over debuggability for the shipped binary; these override the
# workspace's release profile for this build only.
CARGO_PROFILE_RELEASE_DEBUG=false \
  CARGO_PROFILE_RELEASE_LTO=true \
  CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1 \
  cargo build --locked --quiet -p mimic-wasm --target wasm32-unknown-unknown --release
wasm="$target_dir/wasm32-unknown-unknown/release/mimic_wasm.wasm"

bytes() { wc -c <"$1" | tr -d ' '; }
rm -rf "$pkg"
mkdir -p "$pkg"
if command -v wasm-opt >/dev/null 2>&1; then
  # Before wasm-bindgen, not after: binaryen 108 (Debian's) rewrites the
  # externref table wasm-bindgen adds as anyref, which Node rejects.
  # The features are the ones Rust enables by default for wasm32.
  optimized="$pkg/.opt/mimic_wasm.wasm"
  mkdir -p "$pkg/.opt"
  wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-mutable-globals --enable-reference-types \
    --enable-multivalue "$wasm" -o "$optimized"
  wasm-bindgen --target nodejs --out-dir "$pkg" "$optimized"
  rm -r "$pkg/.opt"
  echo "wasm: $(bytes "$pkg/mimic_wasm_bg.wasm") bytes (wasm-opt -O3, then wasm-bindgen)"
else
  wasm-bindgen --target nodejs --out-dir "$pkg" "$wasm"
  echo "wasm: $(bytes "$pkg/mimic_wasm_bg.wasm") bytes (wasm-bindgen; wasm-opt not on PATH, Debian: apt-get install binaryen)"
fi

node - "$pkg" "$crate_version" <<'EOF'
const [dir, version] = process.argv.slice(2);
const pkg = {
  name: "mimic-wasm",
  version,
  description: "mimic's trace validation, scrubbing and candidate mapping for TypeScript, as WebAssembly. It cannot execute anything.",
  license: "MIT OR Apache-2.0",
  main: "mimic_wasm.js",
  types: "mimic_wasm.d.ts",
  files: ["mimic_wasm.js", "mimic_wasm.d.ts", "mimic_wasm_bg.wasm", "mimic_wasm_bg.wasm.d.ts"],
  engines: { node: ">=18" },
};
require("fs").writeFileSync(`${dir}/package.json`, JSON.stringify(pkg, null, 2) + "\n");
EOF
echo "package: $pkg"
