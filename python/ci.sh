#!/usr/bin/env bash
# The Python package's CI step (called by .ci/run after the cargo tests): builds the wheel from
# source, then runs pytest against the real compilers from the package index, one venv per
# compiler release: Triton 3.5 and 3.6 (what recent PyTorch releases pin) and the newest Triton,
# and numba-cuda with the CUDA 13.5 nvrtc and nvcc wheels (libNVVM, libdevice) and the NumPy pip
# resolves for it. No GPU: Triton compiles for a GPUTarget (sm_80/90a/100a/120a/121a), numba-cuda
# with compile_ptx. Each Triton test compiles its kernel without the hook first: Triton's own
# tool chain is the oracle (python/tests/test_triton.py).
#
#   bash python/ci.sh            # from the repository root
#
# The venvs are kept between runs (a venv is rebuilt only when its spec changes; pip's cache
# serves the downloads), the wheel is rebuilt every run.
#
# Measured (2 cores shared with a cargo test --workspace, first run): 31 min wall, 7.5 min CPU:
# wheel 235 s, venvs 41/75/117 s (Triton 3.5.1/3.6.0/3.9.0) + 144 s (numba-cuda), pytest
# 292/422/497 s (87 Triton tests each: 65 matrix modules compiled twice) + 33 s (numba-cuda).
#
# Environment: PYTHON (python3), PY_CI_DIR (/tmp/nvverify-python-ci: the venvs and the wheel),
# TRITON_SPECS (space-separated pins, one venv each), NUMBA_SPEC, PY_CI_FRESH=1 (rebuild the
# venvs).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PY="${PYTHON:-python3}"
DIR="${PY_CI_DIR:-/tmp/nvverify-python-ci}"
TRITON_SPECS="${TRITON_SPECS:-triton==3.5.1 triton==3.6.0 triton==3.9.*}"
NUMBA_SPEC="${NUMBA_SPEC:-numba-cuda==0.30.* nvidia-cuda-nvrtc==13.5.* nvidia-cuda-nvcc==13.5.*}"
PIP=(--quiet --disable-pip-version-check)
[ "${PY_CI_FRESH:-0}" = 1 ] && rm -rf "$DIR"
rm -rf "$DIR/wheel"; mkdir -p "$DIR/wheel"
start=$(date +%s)

t=$(date +%s)
echo "== python: build the wheel (maturin, abi3) from source"
[ -x "$DIR/build/bin/maturin" ] || { "$PY" -m venv "$DIR/build" && "$DIR/build/bin/pip" install "${PIP[@]}" "maturin>=1.7,<2"; }
"$DIR/build/bin/maturin" build --release --manifest-path python/Cargo.toml --out "$DIR/wheel"
ls -l "$DIR/wheel"
echo "wheel built in $(( $(date +%s) - t )) s"

# venv NAME SPEC...: a venv with SPEC (made once, kept while the spec is the same) and this
# run's wheel.
venv() {
    local name=$1; shift
    local dir="$DIR/$name" t
    t=$(date +%s)
    if [ "$(cat "$dir/.spec" 2>/dev/null)" != "$*" ]; then
        rm -rf "$dir"
        "$PY" -m venv "$dir"
        # shellcheck disable=SC2068
        "$dir/bin/pip" install "${PIP[@]}" pytest $@
        echo "$*" > "$dir/.spec"
    fi
    "$dir/bin/pip" install "${PIP[@]}" --force-reinstall --no-deps "$DIR"/wheel/nvverify-*.whl
    "$dir/bin/pip" list --disable-pip-version-check 2>/dev/null \
        | grep -iE "^(nvverify|triton|numba|numba-cuda|numpy|nvidia-cuda-n)" | tr -s ' ' | paste -sd ';' || true
    echo "venv $name ready in $(( $(date +%s) - t )) s"
}

# run NAME TESTS...: pytest from the venv's folder, so that `import nvverify` is the installed
# wheel, not python/nvverify/. The compiler tests must not skip: a missing compiler fails.
run() {
    local name=$1; shift
    local t
    t=$(date +%s)
    (cd "$DIR/$name" && NVVERIFY_REQUIRE_COMPILERS=1 env -u CUDA_HOME -u CUDA_PATH \
        "$DIR/$name/bin/python" -m pytest -q -ra -p no:cacheprovider "$@")
    echo "pytest in $name: $(( $(date +%s) - t )) s"
}

LOG="$DIR/triton-matrix.jsonl"
rm -f "$LOG"
first=1
for spec in $TRITON_SPECS; do
    name="triton-${spec#triton==}"; name="${name//\*/x}"
    echo "== python: $spec"
    venv "$name" "$spec"
    tests=("$ROOT/python/tests/test_triton.py")
    [ $first = 1 ] && tests+=("$ROOT/python/tests/test_api.py")
    first=0
    NVVERIFY_MATRIX_LOG="$LOG" run "$name" "${tests[@]}"
done

echo "== python: $NUMBA_SPEC"
# shellcheck disable=SC2086
venv numba $NUMBA_SPEC
run numba "$ROOT/python/tests/test_numba.py"

echo "== python: the Triton matrix (each module compiled without, then with the hook)"
"$PY" - "$LOG" <<'EOF'
import collections, json, sys
rows = [json.loads(line) for line in open(sys.argv[1])]
by = collections.defaultdict(collections.Counter)
for r in rows:
    c = by[r["triton"]]
    c["modules"] += 1
    c["compiled"] += r["plain"] is None
    c["compiled, hook passed"] += r["plain"] is None and r["hooked"] is None
    c["ptxas refused the IR"] += r["oracle"] == "ptxas refused the IR"
    c["of those, the hook raised first"] += r["oracle"] == "ptxas refused the IR" and r["hooked"] == "VerificationError"
    c["not compiled by Triton itself"] += r["oracle"] == "not compiled by Triton"
    c["unreadable (NV0001, warned)"] += bool(r["unreadable"])
for version, c in sorted(by.items()):
    print(f"Triton {version}: " + ", ".join(f"{k} {v}" for k, v in c.items()))
EOF
echo "python CI done in $(( $(date +%s) - start )) s"
