#!/bin/sh
# Runs the fuzz targets one after another, one worker each (the machine is shared), and
# keeps going after a crash, a timeout or an out-of-memory so every target gets its time.
# Usage: fuzz/run.sh SECONDS [TARGET...]   (default: all four targets, SECONDS each)
# Needs cargo-fuzz (`cargo install cargo-fuzz`) and nightly, or RUSTC_BOOTSTRAP=1 on stable
# (set here). Builds once, then runs the binaries directly so an edit elsewhere in the tree
# does not trigger a rebuild between targets.
# Findings land in fuzz/artifacts/<target>/, logs in fuzz/logs/<target>.log.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
secs=${1:-600}
shift || true
targets=${*:-parse_module check_module check_configured rules_load}
[ -d "$here/corpus" ] || "$here/seed.sh"
cd "$root"
export RUSTC_BOOTSTRAP=1
cargo fuzz build --fuzz-dir fuzz -s none -a || exit 1
bin="${CARGO_TARGET_DIR:-$here/target}/x86_64-unknown-linux-gnu/release"
for t in $targets; do
    mkdir -p "$here/artifacts/$t" "$here/logs"
    echo "== $t: ${secs}s from $(date -u +%H:%M:%S)"
    "$bin/$t" "$here/corpus/$t" \
        -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -max_total_time="$secs" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$here/artifacts/$t/" -print_final_stats=1 \
        > "$here/logs/$t.log" 2>&1
    echo "   exit $? ; $(grep -E '^#[0-9]+' "$here/logs/$t.log" | tail -1)"
done
