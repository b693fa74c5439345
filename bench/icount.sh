#!/usr/bin/env bash
# The instruction-count guard: callgrind's total instructions (Ir) of one `nvverify check` per case
# below, against the counts committed in bench/icount.baseline. A case more than 3% above its
# baseline fails (exit 1): a slowdown lands only with its baseline raised in the same commit, where
# a reviewer sees it. Counts are deterministic (two runs of one binary differ by < 0.02%), so the
# guard catches what wall-time benchmarks on a shared machine cannot: the 1-5% steps that add up.
#
#   bash bench/icount.sh                 # builds the release binary, checks every case
#   bash bench/icount.sh --update        # rewrites bench/icount.baseline with the counts measured
#   NVVERIFY=path/to/nvverify bash bench/icount.sh   # a binary already built
#
# Cases: the generated bench module (../shared/bench/gen_big_module.py, 1,000 functions x 100
# instructions, both dialects) under the inferred profile and --profile llvm, and three real
# modules of corpus/real (clang, Triton, numba). One thread, JSON output, sm_90 for the generated
# ones (as issue 27 measures). Counts depend on the CPU features the binary picks (the lexer's
# AVX2 path) and the libc: a baseline is valid on one kind of machine; --update after a move.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BASELINE=$ROOT/bench/icount.baseline
LIMIT_PERCENT=${ICOUNT_LIMIT_PERCENT:-3}
GEN=${GEN:-$ROOT/../shared/bench/gen_big_module.py}
WORK=${ICOUNT_DIR:-$(mktemp -d /tmp/nvverify-icount.XXXXXX)}
update=0
[ "${1:-}" = "--update" ] && update=1

if ! command -v valgrind >/dev/null && [ "${CI:-}" = true ]; then
    (apt-get install -y -qq valgrind || sudo apt-get install -y -qq valgrind) >/dev/null 2>&1 || true
fi
command -v valgrind >/dev/null || { echo "icount: valgrind is not installed (apt-get install valgrind)"; exit 2; }
if [ -z "${NVVERIFY:-}" ]; then
    (cd "$ROOT" && cargo build --release --locked -p nvverify -q)
    NVVERIFY=$ROOT/target/release/nvverify
fi
[ -e "$WORK/fn1000_typed.ll" ] || python3 "$GEN" 1000 typed 100 >"$WORK/fn1000_typed.ll"
[ -e "$WORK/fn1000_modern.ll" ] || python3 "$GEN" 1000 modern 100 >"$WORK/fn1000_modern.ll"

# name|arguments after `check --threads 1 --format json`
CASES=(
    "fn1000_typed|--target sm_90 $WORK/fn1000_typed.ll"
    "fn1000_modern|--target sm_90 $WORK/fn1000_modern.ll"
    "fn1000_typed_llvm|--target sm_90 --profile llvm $WORK/fn1000_typed.ll"
    "fn1000_modern_llvm|--target sm_90 --profile llvm $WORK/fn1000_modern.ll"
    "clang22_scoped_atomics|$ROOT/corpus/real/clang22/scoped_atomics.sm_100.O0.ll"
    "triton_matmul_sm90a|$ROOT/corpus/real/triton/matmul.sm_90a.ll"
    "numba_matmul_sm100|$ROOT/corpus/real/numba/matmul.sm_100.ll"
)

# Total Ir of one run (the `totals:` line callgrind writes).
count() {
    local out=$WORK/cg.out
    # Under valgrind a check ends with `_exit` and no holder (src/exit.rs).
    # shellcheck disable=SC2086 # the arguments are split on purpose
    valgrind --tool=callgrind --callgrind-out-file="$out" "$NVVERIFY" check --threads 1 --format json $1 \
        >/dev/null 2>"$WORK/valgrind.log" || true
    awk '/^totals:/ { print $2 }' "$out"
}

baseline_of() { [ -e "$BASELINE" ] && awk -v n="$1" '$1 == n { print $2 }' "$BASELINE" || true; }

fail=0
new_baseline=""
printf '%-24s %15s %15s %9s\n' case baseline now change
for entry in "${CASES[@]}"; do
    name=${entry%%|*}
    args=${entry#*|}
    now=$(count "$args")
    [ -n "$now" ] || { echo "icount: no count for $name (see $WORK/valgrind.log)"; exit 2; }
    new_baseline+="$name $now"$'\n'
    base=$(baseline_of "$name")
    if [ -z "$base" ]; then
        printf '%-24s %15s %15s %9s\n' "$name" "-" "$now" "new"
        [ $update = 1 ] || fail=1
        continue
    fi
    change=$(awk -v a="$base" -v b="$now" 'BEGIN { printf "%+.2f%%", (b - a) * 100 / a }')
    verdict=""
    if awk -v a="$base" -v b="$now" -v l="$LIMIT_PERCENT" 'BEGIN { exit !(b > a * (1 + l / 100)) }'; then
        verdict="  FAIL: more than ${LIMIT_PERCENT}% above the baseline"
        fail=1
    elif awk -v a="$base" -v b="$now" -v l="$LIMIT_PERCENT" 'BEGIN { exit !(b < a * (1 - l / 100)) }'; then
        verdict="  (faster: lower the baseline with --update)"
    fi
    printf '%-24s %15s %15s %9s%s\n' "$name" "$base" "$now" "$change" "$verdict"
done

if [ $update = 1 ]; then
    {
        echo "# bench/icount.sh: callgrind total instructions (Ir) per case, one thread; see bench/README.md"
        printf '%s' "$new_baseline"
    } >"$BASELINE"
    echo "icount: wrote $BASELINE"
    exit 0
fi
if [ $fail = 1 ]; then
    echo "icount: instruction counts grew past the baseline (or a case has none)."
    echo "        Make it cheaper, or raise the baseline in the same commit: bash bench/icount.sh --update"
    exit 1
fi
echo "icount: every case within ${LIMIT_PERCENT}% of bench/icount.baseline"
