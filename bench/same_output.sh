#!/usr/bin/env bash
# Checks that a change to the engine changed no output: the JSON reports of two nvverify binaries
# must be byte-equal on the generated bench modules (1 and 2 threads) and on corpus/ under both
# profiles and the inferred one. Run it before timing anything.
#
#   bench/same_output.sh OLD_BINARY NEW_BINARY      # BENCH_DIR=/tmp/nvverify-bench (compare.sh makes it)
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OLD=${1:?old binary}
NEW=${2:?new binary}
BENCH_DIR=${BENCH_DIR:-/tmp/nvverify-bench}
fail=0
digest() { "$@" 2>&1 | md5sum | cut -c1-32; }
same() { # label, args...
    local label=$1
    shift
    if [ "$(digest "$OLD" "$@")" != "$(digest "$NEW" "$@")" ]; then
        echo "DIFFERENT: $label"
        fail=1
    fi
}
for f in "$BENCH_DIR"/*.ll; do
    [ -e "$f" ] || { echo "no modules in $BENCH_DIR (run bench/compare.sh once)"; break; }
    for t in 1 2; do same "$f --threads $t" check --format json --threads "$t" "$f"; done
done
for p in nvvm llvm; do same "corpus --profile $p" check --format json --profile "$p" "$ROOT/corpus"; done
same "corpus (inferred profile)" check --format json "$ROOT/corpus"
if [ $fail = 0 ]; then echo "same output"; else echo "outputs differ"; fi
exit $fail
