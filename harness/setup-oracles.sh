#!/usr/bin/env bash
# setup-oracles.sh — install the real reference tools ("oracles") that nvverify's
# differential harness compares against, into the git-ignored folder .oracles/ at
# the repo root.  Idempotent: every step is skipped when its result is already there.
#
#   harness/setup-oracles.sh                 # CUDA 13.5 + CUDA 12.9 venvs, llvm-19/clang-19 and llvm-22/clang-22 (apt)
#   harness/setup-oracles.sh --generators    # also numba-cuda (+nvrtc) and triton (~1.1 GB venv)
#   harness/setup-oracles.sh --no-apt        # never call apt-get
#   harness/setup-oracles.sh --force         # rebuild the venvs from scratch
#   harness/setup-oracles.sh --check         # install nothing; only (re)write .oracles/env.sh
#
# Afterwards:  . .oracles/env.sh   (exports NVVERIFY_* paths; see harness/README.md)
#
# Network outage policy: a failed download prints a loud
#   NOTICE: oracle install failed: <what>
# and the script carries on and exits 0 with whatever it could install, so tests
# that need an oracle can skip (they read .oracles/env.sh and check the paths).
#
# Pinned versions (override with the environment variables of the same name):
#   CUDA13_SPEC  nvidia-cuda-nvcc==13.5.*                 (libnvvm.so.4, ptxas, cicc, libcudart)
#   CUDA12_SPEC  nvidia-cuda-nvcc-cu12==12.9.* nvidia-cuda-runtime-cu12==12.9.* nvidia-cuda-cccl-cu12==12.9.*
#   NUMBA_SPEC   numba-cuda==0.30.* nvidia-cuda-nvrtc==13.5.*
#   TRITON_SPEC  triton==3.9.*
# pip keeps its wheel cache in $PIP_CACHE_DIR (default ~/.cache/pip); cache that in CI.

set -u
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
O="${NVVERIFY_ORACLES_DIR:-$ROOT/.oracles}"
PY="${PYTHON:-python3}"

CUDA13_SPEC="${CUDA13_SPEC:-nvidia-cuda-nvcc==13.5.*}"
CUDA12_SPEC="${CUDA12_SPEC:-nvidia-cuda-nvcc-cu12==12.9.* nvidia-cuda-runtime-cu12==12.9.* nvidia-cuda-cccl-cu12==12.9.*}"
NUMBA_SPEC="${NUMBA_SPEC:-numba-cuda==0.30.* nvidia-cuda-nvrtc==13.5.*}"
TRITON_SPEC="${TRITON_SPEC:-triton==3.9.*}"

GENERATORS=0; APT=1; FORCE=0; CHECK=0
for a in "$@"; do
  case "$a" in
    --generators) GENERATORS=1 ;;
    --no-apt) APT=0 ;;
    --force) FORCE=1 ;;
    --check) CHECK=1 ;;
    -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
    *) echo "setup-oracles.sh: unknown option $a" >&2; exit 2 ;;
  esac
done

FAILED=()
notice() {
  FAILED+=("$1")
  echo "" >&2
  echo "########################################################################" >&2
  echo "NOTICE: oracle install failed: $1" >&2
  echo "########################################################################" >&2
}
log() { echo "[setup-oracles] $*"; }
T0=$(date +%s)
mkdir -p "$O"

# ---------------------------------------------------------------- python venvs
# make_venv NAME "SPEC..."  — (re)creates $O/NAME unless its stamp matches SPEC.
make_venv() {
  local name="$1" spec="$2" dir="$O/$1" stamp="$O/$1/.nvverify-spec"
  if [ "$FORCE" = 0 ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$spec" ]; then
    log "$name: present ($spec)"; return 0
  fi
  [ "$CHECK" = 1 ] && { log "$name: missing (--check: not installing)"; return 0; }
  log "$name: installing $spec"
  local t=$(date +%s)
  rm -rf "$dir"
  if ! "$PY" -m venv "$dir" >/dev/null; then notice "$name: python3 -m venv failed"; rm -rf "$dir"; return 1; fi
  # shellcheck disable=SC2086
  if ! "$dir/bin/pip" install --quiet --disable-pip-version-check $spec; then
    notice "$name: pip install $spec"
    rm -rf "$dir"; return 1
  fi
  echo "$spec" >"$stamp"
  log "$name: done in $(( $(date +%s) - t )) s"
}

site_packages() { ls -d "$O/$1"/lib/python3*/site-packages 2>/dev/null | head -n1; }

make_venv cuda13 "$CUDA13_SPEC"
make_venv cuda12 "$CUDA12_SPEC"
if [ "$GENERATORS" = 1 ]; then
  make_venv numba "$NUMBA_SPEC"
  make_venv triton "$TRITON_SPEC"
fi

# ---------------------------------------------------------------- Debian LLVM 19 and 22
# apt_llvm MAJOR — installs llvm-MAJOR and clang-MAJOR unless llc-, opt- and clang-MAJOR are on
# PATH. One `apt-get update` serves every version that needs installing.
APT_UPDATED=0
apt_llvm() {
  local v="$1"
  if command -v "llc-$v" >/dev/null && command -v "clang-$v" >/dev/null && command -v "opt-$v" >/dev/null; then
    log "llvm-$v/clang-$v: present"; return 0
  fi
  if [ "$APT" = 0 ] || [ "$CHECK" = 1 ]; then
    log "llvm-$v/clang-$v: missing (apt disabled)"; return 0
  fi
  local sudo="" t
  [ "$(id -u)" != 0 ] && command -v sudo >/dev/null && sudo="sudo"
  t=$(date +%s)
  log "llvm-$v/clang-$v: apt-get install"
  if [ "$APT_UPDATED" = 0 ]; then
    $sudo apt-get update -qq >/dev/null || { notice "apt-get update (for llvm-$v clang-$v)"; return 1; }
    APT_UPDATED=1
  fi
  if DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "llvm-$v" "clang-$v" >/dev/null; then
    log "llvm-$v/clang-$v: done in $(( $(date +%s) - t )) s"
  else
    notice "apt-get install llvm-$v clang-$v"
  fi
}
apt_llvm 19
apt_llvm 22

# ---------------------------------------------------------------- discovery
first() { for f in "$@"; do [ -e "$f" ] && { echo "$f"; return; }; done; echo ""; }
SP13="$(site_packages cuda13)"; SP12="$(site_packages cuda12)"
C13="${SP13:+$SP13/nvidia/cu13}"; C12="${SP12:+$SP12/nvidia/cuda_nvcc}"; R12="${SP12:+$SP12/nvidia/cuda_runtime}"; X12="${SP12:+$SP12/nvidia/cuda_cccl}"
LIBNVVM_13="$(first "$C13/lib/libnvvm.so.4" "$C13/nvvm/lib64/libnvvm.so.4")"
LIBNVVM_12="$(first "$C12/nvvm/lib64/libnvvm.so")"
PTXAS_13="$(first "$C13/bin/ptxas")"
PTXAS_12="$(first "$C12/bin/ptxas")"
CICC_13="$(first "$C13/nvvm/bin/cicc")"
LIBDEVICE_13="$(first "$C13"/nvvm/libdevice/libdevice.10.bc)"
LIBDEVICE_12="$(first "$C12"/nvvm/libdevice/libdevice.10.bc)"
LIBCUDART_13="$(first "$C13/lib/libcudart.so.13" "$C13"/lib/libcudart.so.13.*)"
LLVM19_BIN="$(first /usr/lib/llvm-19/bin)"
LLC="$(first /usr/lib/llvm-19/bin/llc)"; OPT="$(first /usr/lib/llvm-19/bin/opt)"
LLVM_AS="$(first /usr/lib/llvm-19/bin/llvm-as)"; CLANG="$(first /usr/lib/llvm-19/bin/clang)"
LLVM22_BIN="$(first /usr/lib/llvm-22/bin)"
LLC_22="$(first /usr/lib/llvm-22/bin/llc)"; CLANG_22="$(first /usr/lib/llvm-22/bin/clang)"

# CUDA 12.9 symlink root for `clang-19 --cuda-path=` (oracles.md §4): include/ merges the
# runtime, nvcc and CCCL (nv/target, cuda/std) headers; nvvm -> cuda_nvcc/nvvm; bin/ptxas; plus a stub include dir
# holding an empty curand_mtgp32_kernel.h that clang's CUDA wrapper headers want.
# A farm is rebuilt only when what it points at changed (so a rerun does not pull it from
# under a test that is using it).
farm_current() { [ -f "$1/.nvverify-farm" ] && [ "$(cat "$1/.nvverify-farm")" = "$2" ]; }
CUDA12_ROOT=""; CUDA_STUB_INCLUDE=""
if [ -n "$C12" ] && [ -d "$R12/include" ]; then
  CUDA12_ROOT="$O/cuda12-root"; CUDA_STUB_INCLUDE="$O/cuda-stub-include"
  SIG12="$C12|$R12|$X12|$(cat "$O/cuda12/.nvverify-spec" 2>/dev/null)"
fi
if [ -n "$CUDA12_ROOT" ] && ! farm_current "$CUDA12_ROOT" "$SIG12"; then
  rm -rf "$CUDA12_ROOT"; mkdir -p "$CUDA12_ROOT/include" "$CUDA12_ROOT/bin" "$CUDA12_ROOT/lib64" "$CUDA_STUB_INCLUDE"
  for d in "$R12/include" "$C12/include" "$X12/include"; do
    [ -d "$d" ] || continue
    for f in "$d"/*; do ln -sfn "$f" "$CUDA12_ROOT/include/$(basename "$f")"; done
  done
  ln -sfn "$C12/nvvm" "$CUDA12_ROOT/nvvm"
  ln -sfn "$C12/bin/ptxas" "$CUDA12_ROOT/bin/ptxas"
  [ -d "$R12/lib" ] && for f in "$R12"/lib/*; do ln -sfn "$f" "$CUDA12_ROOT/lib64/$(basename "$f")"; done
  : >"$CUDA_STUB_INCLUDE/curand_mtgp32_kernel.h"
  echo "$SIG12" >"$CUDA12_ROOT/.nvverify-farm"
fi

# CUDA 13.5 CUDA_HOME-style farm (numba-cuda's loader wants lib64/libcudart, nvvm/lib64/libnvvm, nvvm/libdevice).
CUDA13_HOME=""; SPN="$(site_packages numba)"
[ -n "$SPN" ] && [ ! -f "$O/numba/.nvverify-spec" ] && SPN=""
if [ -n "$C13" ] && [ -n "$LIBNVVM_13" ]; then
  CUDA13_HOME="$O/cuda13-home"; SIG13="$C13|$SPN|$(cat "$O/cuda13/.nvverify-spec" 2>/dev/null)"
fi
if [ -n "$CUDA13_HOME" ] && ! farm_current "$CUDA13_HOME" "$SIG13"; then
  rm -rf "$CUDA13_HOME"; mkdir -p "$CUDA13_HOME/lib64" "$CUDA13_HOME/nvvm/lib64" "$CUDA13_HOME/bin"
  for f in "$C13"/lib/libcudart.so*; do [ -e "$f" ] && ln -sfn "$f" "$CUDA13_HOME/lib64/$(basename "$f")"; done
  [ -e "$CUDA13_HOME/lib64/libcudart.so" ] || { [ -n "$LIBCUDART_13" ] && ln -sfn "$LIBCUDART_13" "$CUDA13_HOME/lib64/libcudart.so"; }
  ln -sfn "$LIBNVVM_13" "$CUDA13_HOME/nvvm/lib64/libnvvm.so.4"
  ln -sfn "$LIBNVVM_13" "$CUDA13_HOME/nvvm/lib64/libnvvm.so"
  [ -d "$C13/nvvm/libdevice" ] && ln -sfn "$C13/nvvm/libdevice" "$CUDA13_HOME/nvvm/libdevice"
  [ -d "$C13/include" ] && ln -sfn "$C13/include" "$CUDA13_HOME/include"
  for b in "$C13"/bin/*; do [ -e "$b" ] && ln -sfn "$b" "$CUDA13_HOME/bin/$(basename "$b")"; done
  # nvrtc (generators venv) goes beside libcudart so numba-cuda finds it via CUDA_HOME.
  if [ -n "$SPN" ]; then
    for f in "$SPN"/nvidia/cu13/lib/libnvrtc*.so*; do [ -e "$f" ] && ln -sfn "$f" "$CUDA13_HOME/lib64/$(basename "$f")"; done
    [ -e "$CUDA13_HOME/lib64/libnvrtc.so" ] || for f in "$CUDA13_HOME"/lib64/libnvrtc.so.13*; do ln -sfn "$f" "$CUDA13_HOME/lib64/libnvrtc.so"; break; done
  fi
  echo "$SIG13" >"$CUDA13_HOME/.nvverify-farm"
fi

NUMBA_PY="$(first "$O/numba/bin/python")"; TRITON_PY="$(first "$O/triton/bin/python")"
[ -n "$NUMBA_PY" ] && [ ! -f "$O/numba/.nvverify-spec" ] && NUMBA_PY=""
[ -n "$TRITON_PY" ] && [ ! -f "$O/triton/.nvverify-spec" ] && TRITON_PY=""

# ---------------------------------------------------------------- env.sh
ENV="$O/env.sh"
{
  echo "# Generated by harness/setup-oracles.sh on $(date -u +%Y-%m-%dT%H:%M:%SZ). Source it: . .oracles/env.sh"
  echo "# An empty value means that oracle is not installed; tests should skip."
  emit() { printf 'export %s=%q\n' "$1" "$2"; }
  emit NVVERIFY_ORACLES "$O"
  emit NVVERIFY_LIBNVVM_13 "$LIBNVVM_13"
  emit NVVERIFY_LIBNVVM_12 "$LIBNVVM_12"
  emit NVVERIFY_PTXAS_13 "$PTXAS_13"
  emit NVVERIFY_PTXAS_12 "$PTXAS_12"
  emit NVVERIFY_CICC_13 "$CICC_13"
  emit NVVERIFY_LIBDEVICE_13 "$LIBDEVICE_13"
  emit NVVERIFY_LIBDEVICE_12 "$LIBDEVICE_12"
  emit NVVERIFY_LLVM19_BIN "$LLVM19_BIN"
  emit NVVERIFY_LLC "$LLC"
  emit NVVERIFY_OPT "$OPT"
  emit NVVERIFY_LLVM_AS "$LLVM_AS"
  emit NVVERIFY_CLANG "$CLANG"
  emit NVVERIFY_LLVM22_BIN "$LLVM22_BIN"
  emit NVVERIFY_LLC_22 "$LLC_22"
  emit NVVERIFY_CLANG_22 "$CLANG_22"
  emit NVVERIFY_CUDA12_ROOT "$CUDA12_ROOT"
  emit NVVERIFY_CUDA_STUB_INCLUDE "$CUDA_STUB_INCLUDE"
  emit NVVERIFY_CUDA13_HOME "$CUDA13_HOME"
  emit NVVERIFY_NUMBA_PYTHON "$NUMBA_PY"
  emit NVVERIFY_TRITON_PYTHON "$TRITON_PY"
} >"$ENV"

log "wrote $ENV"
sed -n 's/^export /  /p' "$ENV"
log "total $(( $(date +%s) - T0 )) s"
if [ "${#FAILED[@]}" -gt 0 ]; then
  summary="$(printf '%s; ' "${FAILED[@]}")"
  echo "NOTICE: oracle install failed: ${#FAILED[@]} step(s): ${summary%; } — dependent tests will skip" >&2
fi
exit 0
