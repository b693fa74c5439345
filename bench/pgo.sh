#!/usr/bin/env bash
# Builds nvverify with profile-guided optimisation and prints the binary's path.
#
#   bench/pgo.sh                       # -> $CARGO_TARGET_DIR/pgo-use/release/nvverify
#   NVVERIFY=$(bench/pgo.sh) NVVERIFY_BASE=$CARGO_TARGET_DIR/release/nvverify bench/compare.sh
#
# An instrumented release build (-Cprofile-generate) checks a training set, llvm-profdata merges
# the counts, and the release build is made again with them (-Cprofile-use): the lexer's and the
# parser's branches then follow the measured paths. The training set is not the benchmark: the
# bundled corpus (modules from numba, Triton, clang and the rule fixtures) and generated 2 MiB
# modules of both dialects plus a tree of 100 small ones (a different size and seed from the
# 5,000-function module and the 1/5/20 MiB modules that compare.sh times), each checked at 1 and
# 2 threads in the human and JSON formats.
#
# Needs llvm-profdata of the toolchain's own LLVM (rustup's llvm-tools component; installed if
# missing). Environment: CARGO_TARGET_DIR (default target/), PGO_DIR (training data and counts,
# default $CARGO_TARGET_DIR/pgo-data).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target}
PGO_DIR=${PGO_DIR:-$TARGET_DIR/pgo-data}
note() { echo "pgo.sh: $*" >&2; }

HOST=$(rustc -vV | sed -n 's/^host: //p')
PROFDATA=$(rustc --print sysroot)/lib/rustlib/$HOST/bin/llvm-profdata
if [ ! -x "$PROFDATA" ]; then
    note "installing rustup's llvm-tools (llvm-profdata)"
    rustup component add llvm-tools >&2
fi
[ -x "$PROFDATA" ] || {
    note "no llvm-profdata at $PROFDATA"
    exit 2
}

cd "$ROOT"
note "training modules"
cargo build --release --quiet -p engine --example gen_module >&2
GEN=$TARGET_DIR/release/examples/gen_module
TRAIN=$PGO_DIR/train
mkdir -p "$TRAIN"
for d in typed modern; do
    [ -s "$TRAIN/2mb_$d.ll" ] || "$GEN" --dialect "$d" --mb 2 --violation-every 7 "$TRAIN/2mb_$d.ll" >/dev/null
done
[ -s "$TRAIN/tree/mod_0099.ll" ] || "$GEN" --dialect typed --tree 100 --functions 12 --violation-every 3 "$TRAIN/tree" >/dev/null

note "instrumented build"
RAW=$PGO_DIR/raw
rm -rf "$RAW"
RUSTFLAGS="${RUSTFLAGS:-} -Cprofile-generate=$RAW" \
    cargo build --release --quiet --bin nvverify --target-dir "$TARGET_DIR/pgo-gen" >&2
INSTRUMENTED=$TARGET_DIR/pgo-gen/release/nvverify

note "training runs"
for input in "$TRAIN/2mb_typed.ll" "$TRAIN/2mb_modern.ll" "$TRAIN/tree" corpus; do
    for threads in 1 2; do
        for format in human json; do
            # Exit status 1 (findings) is expected.
            "$INSTRUMENTED" check --threads "$threads" --quiet --format "$format" "$input" >/dev/null 2>&1 || true
        done
    done
done

"$PROFDATA" merge -o "$PGO_DIR/merged.profdata" "$RAW"
note "optimised build"
RUSTFLAGS="${RUSTFLAGS:-} -Cprofile-use=$PGO_DIR/merged.profdata" \
    cargo build --release --quiet --bin nvverify --target-dir "$TARGET_DIR/pgo-use" >&2
echo "$TARGET_DIR/pgo-use/release/nvverify"
