#!/usr/bin/env bash
# The Python package's CI step (called by .ci/run after the cargo tests): builds the wheel from
# source, installs it in a fresh venv beside the real compilers from the package index
# (triton, numba-cuda with the CUDA 13.5 nvrtc and nvcc wheels: libNVVM and libdevice), and
# runs pytest. No GPU: Triton compiles for a GPUTarget, numba-cuda with compile_ptx.
#
#   bash python/ci.sh            # from the repository root
#
# Environment: PYTHON (python3), PY_CI_DIR (/tmp/nvverify-python-ci: the venvs and the wheel),
# TRITON_SPEC, NUMBA_SPEC (the pins of harness/setup-oracles.sh --generators).
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-python3}"
DIR="${PY_CI_DIR:-/tmp/nvverify-python-ci}"
TRITON_SPEC="${TRITON_SPEC:-triton==3.9.*}"
NUMBA_SPEC="${NUMBA_SPEC:-numba-cuda==0.30.* nvidia-cuda-nvrtc==13.5.* nvidia-cuda-nvcc==13.5.*}"
rm -rf "$DIR"; mkdir -p "$DIR/wheel"

t=$(date +%s)
echo "== python: build the wheel (maturin, abi3) from source"
"$PY" -m venv "$DIR/build"
"$DIR/build/bin/pip" install --quiet --disable-pip-version-check "maturin>=1.7,<2"
"$DIR/build/bin/maturin" build --release --manifest-path python/Cargo.toml --out "$DIR/wheel"
ls -l "$DIR/wheel"
echo "wheel built in $(( $(date +%s) - t )) s"

t=$(date +%s)
echo "== python: a fresh venv with the wheel, $TRITON_SPEC, $NUMBA_SPEC"
"$PY" -m venv "$DIR/test"
# shellcheck disable=SC2086
"$DIR/test/bin/pip" install --quiet --disable-pip-version-check "$DIR"/wheel/nvverify-*.whl \
    pytest $TRITON_SPEC $NUMBA_SPEC
"$DIR/test/bin/pip" list --disable-pip-version-check 2>/dev/null | grep -iE "^(nvverify|triton|numba|numba-cuda|nvidia-cuda-n)" || true
echo "venv made in $(( $(date +%s) - t )) s"

echo "== python: pytest"
# The compiler tests must not skip here: a missing compiler is a failure. pytest runs from
# the venv's folder, so that `import nvverify` is the installed wheel, not python/nvverify/.
ROOT=$(pwd)
cd "$DIR"
NVVERIFY_REQUIRE_COMPILERS=1 env -u CUDA_HOME -u CUDA_PATH \
    "$DIR/test/bin/python" -m pytest -ra "$ROOT/python/tests"
