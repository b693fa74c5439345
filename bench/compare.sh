#!/usr/bin/env bash
# Times `nvverify check` against the peers on the same generated modules, in one run.
#
#   bench/compare.sh                 # everything; Markdown on stdout, raw samples in $BENCH_DIR
#   REPS=7 SIZES="1 5 20" bench/compare.sh
#
# Tools (a peer that is not installed is skipped, with a note):
#   nvverify  `nvverify check --threads 1|2 --quiet` (release build), both dialects
#   libNVVM   nvvmVerifyProgram -arch=compute_90 via bench/nvvm_verify.py (ctypes), typed dialect;
#             "process" = python start + dlopen + add + verify, "verify call" = nvvmVerifyProgram alone
#   opt-19    `opt -passes=verify -disable-output`, modern dialect (LLVM 19 cannot read typed pointers)
#   llvm-as   `llvm-as -o /dev/null`, modern dialect
# Modules (engine/examples/gen_module): the 5,000-function module of oracles.md §6 (~19 MB,
# 500 kernels), the same with every other function's arithmetic in inline PTX (asm5000), and modules of $SIZES MiB, both dialects, one violation every 20 functions;
# a tree of 1,000 small modules (8 functions each) for 1-vs-2-thread throughput.
# Every repetition runs every (module, tool) pair once, tools alternating, the order reversed
# on odd repetitions; the table gives medians (and the minimum), peak RSS from /usr/bin/time
# (maximum over repetitions) and ratios against libNVVM (typed) or opt-19 (modern).
# Finally the incremental re-verification after a one-function edit, in process
# (engine/examples/incremental.rs, through Workspace).
#
# Environment: REPS (5), SIZES ("1 5 20"), BENCH_DIR (/tmp/nvverify-bench), SKIP_BUILD=1,
# NVVERIFY (binary; default: $CARGO_TARGET_DIR/release/nvverify, profile-guided on x86-64 Linux:
# bench/pgo/README.md), SKIP_TREE=1, SKIP_INCREMENTAL=1,
# NVVERIFY_BASE (a second nvverify binary, e.g. before a change, or the plain build of
# `NVVERIFY_NO_PGO=1 cargo build --release` in another CARGO_TARGET_DIR: timed as base-t1/base-t2),
# RUN_PREFIX (words put before every timed command, e.g. "chrt -f 10" as root on a machine shared
# with other builds: the runs then preempt them and the 1-vs-2-thread wall times mean something;
# runs longer than ~0.95 s get throttled by the kernel's real-time limit).
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
read -r -a PREFIX <<<"${RUN_PREFIX:-}"
BENCH_DIR=${BENCH_DIR:-/tmp/nvverify-bench}
REPS=${REPS:-5}
SIZES=${SIZES:-"1 5 20"}
TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target}
PLAIN=$TARGET_DIR/release/nvverify
NVVERIFY=${NVVERIFY:-$PLAIN}
GEN=$TARGET_DIR/release/examples/gen_module
INCREMENTAL=$TARGET_DIR/release/examples/incremental
TIME=/usr/bin/time
mkdir -p "$BENCH_DIR"

note() { echo "compare.sh: $*" >&2; }

if [ -f "$ROOT/.oracles/env.sh" ]; then
    # shellcheck disable=SC1091
    . "$ROOT/.oracles/env.sh"
fi
LIBNVVM=${NVVERIFY_LIBNVVM_13:-}
LLVM_BIN=${NVVERIFY_LLVM19_BIN:-/usr/lib/llvm-19/bin}
OPT=${NVVERIFY_OPT:-$LLVM_BIN/opt}
LLVM_AS=${NVVERIFY_LLVM_AS:-$LLVM_BIN/llvm-as}
PYTHON=${PYTHON:-python3}

if [ ! -x "$TIME" ]; then
    note "/usr/bin/time missing; trying apt-get install time"
    (apt-get install -y time >/dev/null 2>&1 || sudo apt-get install -y time >/dev/null 2>&1) || true
fi
if [ ! -x "$TIME" ]; then
    note "no /usr/bin/time: peak RSS will read 0"
fi

if [ "${SKIP_BUILD:-0}" != 1 ]; then
    (cd "$ROOT" && cargo build --release --quiet --bin nvverify &&
        cargo build --release --quiet -p engine --example gen_module --example incremental) || {
        note "build failed"
        exit 2
    }
fi
BINARIES="nvverify = $NVVERIFY${NVVERIFY_BASE:+; base = $NVVERIFY_BASE}"

# --- modules -------------------------------------------------------------------------------
FILES=()
gen() { # name, generator args...
    local name=$1
    shift
    if [ ! -s "$BENCH_DIR/$name.ll" ]; then
        "$GEN" "$@" "$BENCH_DIR/$name.ll" >>"$BENCH_DIR/generated.txt" || exit 2
    fi
    FILES+=("$BENCH_DIR/$name.ll")
}
for d in typed modern; do
    gen "fn5000_$d" --dialect "$d" --functions 5000
    # Half the functions do their arithmetic in inline PTX (the inline-asm reader's load).
    gen "asm5000_$d" --dialect "$d" --functions 5000 --asm-half
    for mb in $SIZES; do
        gen "${mb}mb_$d" --dialect "$d" --mb "$mb"
    done
done
TREE=$BENCH_DIR/tree_typed
if [ "${SKIP_TREE:-0}" != 1 ] && [ ! -s "$TREE/mod_0999.ll" ]; then
    "$GEN" --dialect typed --tree 1000 --functions 8 --violation-every 4 "$TREE" >>"$BENCH_DIR/generated.txt" || exit 2
fi

# --- tools ---------------------------------------------------------------------------------
TOOLS_TYPED=(nvverify-t1 nvverify-t2)
TOOLS_MODERN=(nvverify-t1 nvverify-t2)
if [ -n "${NVVERIFY_BASE:-}" ]; then
    TOOLS_TYPED+=(base-t1 base-t2)
    TOOLS_MODERN+=(base-t1 base-t2)
fi
if [ -n "$LIBNVVM" ] && [ -f "$LIBNVVM" ]; then TOOLS_TYPED+=(libnvvm); else note "libNVVM not installed: skipped"; fi
if [ -x "$OPT" ]; then TOOLS_MODERN+=(opt-19); else note "opt-19 not installed: skipped"; fi
if [ -x "$LLVM_AS" ]; then TOOLS_MODERN+=(llvm-as-19); else note "llvm-as-19 not installed: skipped"; fi

SAMPLES=$BENCH_DIR/samples.tsv
: >"$SAMPLES"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# run TOOL FILE: appends "file tool seconds rss_kb rc" (and for libNVVM the verify-call line)
run() {
    local tool=$1 file=$2 cmd=()
    case $tool in
    nvverify-t1) cmd=("$NVVERIFY" check --threads 1 --quiet "$file") ;;
    nvverify-t2) cmd=("$NVVERIFY" check --threads 2 --quiet "$file") ;;
    base-t1) cmd=("$NVVERIFY_BASE" check --threads 1 --quiet "$file") ;;
    base-t2) cmd=("$NVVERIFY_BASE" check --threads 2 --quiet "$file") ;;
    libnvvm) cmd=("$PYTHON" "$ROOT/bench/nvvm_verify.py" "$LIBNVVM" -arch=compute_90 "$file") ;;
    opt-19) cmd=("$OPT" -passes=verify -disable-output "$file") ;;
    llvm-as-19) cmd=("$LLVM_AS" -o /dev/null "$file") ;;
    esac
    local start end rc rss=0
    start=$(date +%s%N)
    if [ -x "$TIME" ]; then
        "${PREFIX[@]}" "$TIME" -f "%M" -o "$TMP/rss" "${cmd[@]}" >"$TMP/out" 2>"$TMP/err"
        rc=$?
        rss=$(tail -n 1 "$TMP/rss")
    else
        "${PREFIX[@]}" "${cmd[@]}" >"$TMP/out" 2>"$TMP/err"
        rc=$?
    fi
    end=$(date +%s%N)
    local secs
    secs=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f", (b - a) / 1e9 }')
    printf '%s\t%s\t%s\t%s\t%s\n' "$(basename "$file" .ll)" "$tool" "$secs" "$rss" "$rc" >>"$SAMPLES"
    if [ "$tool" = libnvvm ]; then
        local call vrc
        call=$(awk 'NR==1 { print $1 }' "$TMP/out")
        vrc=$(awk 'NR==1 { print $3 }' "$TMP/out")
        printf '%s\t%s\t%s\t%s\t%s\n' "$(basename "$file" .ll)" "libnvvm-call" "${call:-0}" "$rss" "${vrc:-$rc}" >>"$SAMPLES"
    fi
    case $tool in
    nvverify-* | base-*) [ "$rc" -le 1 ] || note "$tool failed on $file (rc $rc): $(head -c 300 "$TMP/err")" ;;
    *) [ "$rc" -eq 0 ] || note "$tool rejected $file (rc $rc): $(head -c 300 "$TMP/err")" ;;
    esac
}

echo "load before: $(uptime)" >"$BENCH_DIR/load.txt"
for ((rep = 0; rep < REPS; rep++)); do
    for file in "${FILES[@]}"; do
        case $file in
        *typed.ll) tools=("${TOOLS_TYPED[@]}") ;;
        *) tools=("${TOOLS_MODERN[@]}") ;;
        esac
        if ((rep % 2)); then
            rev=()
            for ((i = ${#tools[@]} - 1; i >= 0; i--)); do rev+=("${tools[i]}"); done
            tools=("${rev[@]}")
        fi
        for tool in "${tools[@]}"; do run "$tool" "$file"; done
    done
    note "repetition $((rep + 1))/$REPS done"
done

TREE_SAMPLES=$BENCH_DIR/tree.tsv
: >"$TREE_SAMPLES"
if [ "${SKIP_TREE:-0}" != 1 ]; then
    TREE_TOOLS=(nvverify)
    [ -n "${NVVERIFY_BASE:-}" ] && TREE_TOOLS+=(base)
    for ((rep = 0; rep < REPS; rep++)); do
        order=()
        for tool in "${TREE_TOOLS[@]}"; do order+=("$tool 1" "$tool 2"); done
        if ((rep % 2)); then
            rev=()
            for ((i = ${#order[@]} - 1; i >= 0; i--)); do rev+=("${order[i]}"); done
            order=("${rev[@]}")
        fi
        for pair in "${order[@]}"; do
            read -r tool t <<<"$pair"
            bin=$NVVERIFY
            [ "$tool" = base ] && bin=$NVVERIFY_BASE
            start=$(date +%s%N)
            # Peak RSS and CPU seconds (user + system): wall times on a loaded machine vary.
            "${PREFIX[@]}" "$TIME" -f "%M %U %S" -o "$TMP/rss" "$bin" check --threads "$t" --quiet "$TREE" >/dev/null 2>&1
            rc=$?
            end=$(date +%s%N)
            read -r kb user sys < <(tail -n 1 "$TMP/rss")
            printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$tool" "$t" \
                "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f", (b - a) / 1e9 }')" "$kb" "$rc" \
                "$(awk -v u="${user:-0}" -v s="${sys:-0}" 'BEGIN { printf "%.2f", u + s }')" >>"$TREE_SAMPLES"
        done
    done
fi

INC=$BENCH_DIR/incremental.txt
: >"$INC"
if [ "${SKIP_INCREMENTAL:-0}" != 1 ] && [ -x "$INCREMENTAL" ]; then
    for d in typed modern; do
        echo "## fn5000_$d (RAYON_NUM_THREADS=2)" >>"$INC"
        RAYON_NUM_THREADS=2 "$INCREMENTAL" "$BENCH_DIR/fn5000_$d.ll" --reps 41 >>"$INC" 2>&1
    done
fi
echo "load after:  $(uptime)" >>"$BENCH_DIR/load.txt"

"$PYTHON" - "$SAMPLES" "$TREE_SAMPLES" "$TREE" "$INC" "$BENCH_DIR/load.txt" "$REPS" "$BINARIES" <<'PY'
import os, statistics, sys
from collections import defaultdict

samples, tree_samples, tree, inc, load, reps, binaries = sys.argv[1:]
t = defaultdict(list); rss = defaultdict(int); rcs = defaultdict(set)
for line in open(samples):
    f, tool, s, kb, rc = line.split("\t")
    t[f, tool].append(float(s)); rss[f, tool] = max(rss[f, tool], int(kb or 0)); rcs[f, tool].add(int(rc))

def size(f):
    p = os.path.join(os.path.dirname(samples), f + ".ll")
    return os.path.getsize(p) / 1e6 if os.path.exists(p) else 0

order = {"nvverify-t1": 0, "nvverify-t2": 1, "base-t1": 1.1, "base-t2": 1.2, "libnvvm": 2, "libnvvm-call": 3, "opt-19": 4, "llvm-as-19": 5}
files = sorted({f for f, _ in t}, key=lambda f: (f.endswith("modern"), size(f)))
print("Load: " + " / ".join(l.strip() for l in open(load)))
print(f"\nBinaries: {binaries}.")
print(f"\nMedians of {reps} alternating repetitions; RSS = peak resident set (max over repetitions).")
print("Baseline: libNVVM verify process (typed) or opt-19 (modern); ×: baseline time / tool time;"
      " RSS %: tool RSS / baseline RSS. nvverify exits 1 on the seeded violations (expected).\n")
print("| module | MB | tool | median s | min s | MB/s | peak RSS MB | × vs baseline | × vs libNVVM verify call | RSS % of baseline | rc |")
print("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---|")
for f in files:
    tools = sorted({tool for g, tool in t if g == f}, key=lambda x: order.get(x, 9))
    base = "libnvvm" if (f, "libnvvm") in t else ("opt-19" if (f, "opt-19") in t else None)
    med = {tool: statistics.median(t[f, tool]) for tool in tools}
    mb = size(f)
    for tool in tools:
        m = med[tool]
        x = f"{med[base] / m:.1f}×" if base and tool != base and tool != "libnvvm-call" else ""
        ours = tool.startswith(("nvverify", "base"))
        xc = f"{med['libnvvm-call'] / m:.1f}×" if "libnvvm-call" in med and ours else ""
        r = f"{100 * rss[f, tool] / rss[f, base]:.0f}%" if base and rss[f, base] and ours else ""
        print(f"| {f} | {mb:.1f} | {tool} | {m:.4f} | {min(t[f, tool]):.4f} | {mb / m:.0f} | "
              f"{rss[f, tool] / 1024:.0f} | {x} | {xc} | {r} | {','.join(map(str, sorted(rcs[f, tool])))} |")

tt = defaultdict(list); trss = defaultdict(int); tcpu = defaultdict(list)
if os.path.getsize(tree_samples):
    for line in open(tree_samples):
        tool, th, s, kb, rc, cpu = line.rstrip("\n").split("\t")
        tt[tool, th].append(float(s)); trss[tool, th] = max(trss[tool, th], int(kb or 0))
        tcpu[tool, th].append(float(cpu or 0))
    n = len([x for x in os.listdir(tree) if x.endswith(".ll")])
    mbytes = sum(os.path.getsize(os.path.join(tree, x)) for x in os.listdir(tree)) / 1e6
    print(f"\n1,000 small modules ({n} files, {mbytes:.1f} MB, 8 functions each): `nvverify check DIR`\n")
    print("| tool | threads | median s | min s | median CPU s | modules/s | MB/s | peak RSS MB |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for tool, th in sorted(tt):
        m = statistics.median(tt[tool, th])
        print(f"| {tool} | {th} | {m:.3f} | {min(tt[tool, th]):.3f} | {statistics.median(tcpu[tool, th]):.2f} | "
              f"{n / m:.0f} | {mbytes / m:.0f} | {trss[tool, th] / 1024:.0f} |")
    for tool in sorted({tool for tool, _ in tt}):
        if (tool, "1") in tt and (tool, "2") in tt:
            med = statistics.median(tt[tool, "1"]) / statistics.median(tt[tool, "2"])
            best = min(tt[tool, "1"]) / min(tt[tool, "2"])
            print(f"\n{tool}: speed-up 1 → 2 threads {med:.2f}× (medians), {best:.2f}× (minima)")
if os.path.exists(inc) and os.path.getsize(inc):
    print("\nIncremental re-verification after a one-function edit (in process, Workspace):\n")
    print("```")
    print(open(inc).read().rstrip())
    print("```")
PY
