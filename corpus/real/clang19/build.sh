#!/usr/bin/env bash
# Rebuild corpus/real/clang19/*.ll from src/*.cu with Debian clang-19 + the CUDA 12.9 pip headers,
# then check each module with llc-19 (NVPTX back end) and ptxas 13.5 / 12.9.
# Needs: harness/setup-oracles.sh (writes .oracles/env.sh). Called by ../regenerate.sh.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
. "$ROOT/.oracles/env.sh"
: "${NVVERIFY_CUDA12_ROOT:?run harness/setup-oracles.sh first}"
CLANG="${NVVERIFY_LLVM19_BIN}/clang"; LLC="$NVVERIFY_LLC"
VER="$("$CLANG" --version | sed -n 's/.*clang version \([0-9.]*\).*/\1/p' | head -n1)"
MANIFEST="$HERE/manifest.tsv"; : >"$MANIFEST"
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
rm -f "$HERE"/*.ll

# source  arch  opt  extra-clang-flags
BUILDS='
axpy          sm_70  O0
axpy          sm_80  O2
axpy          sm_90  O2
reduce_shared sm_70  O2
reduce_shared sm_89  O2
atomics       sm_70  O2
atomics       sm_90  O2
warp_vote     sm_75  O2
warp_vote     sm_86  O0
redux         sm_80  O2
redux         sm_90a O2
cluster       sm_90  O2
cluster       sm_90a O0
wmma          sm_70  O2
wmma          sm_90  O2
wmma_ampere   sm_80  O2
half_bf16     sm_80  O2
half_bf16     sm_90  O0
structs       sm_70  O0
structs       sm_90  O2
printf_assert sm_75  O2
coop_groups   sm_80  O2
cp_async      sm_80  O2
cp_async      sm_90  O2
math          sm_80  O2
math          sm_70  O2  -fgpu-flush-denormals-to-zero -ffast-math
globals       sm_75  O2
local_mem     sm_75  O0
local_mem     sm_89  O2
templates     sm_80  O2
sync_timing   sm_70  O2
hopper        sm_90a O2
'

fail=0
while read -r src arch opt extra; do
  [ -z "$src" ] && continue
  suffix=""; case "$extra" in *flush-denormals*) suffix=".ftz" ;; esac
  name="$src.$arch.$opt$suffix"
  out="$HERE/$name.ll"
  # Compile from inside src/ so that source_filename / ModuleID hold only the bare file name.
  # shellcheck disable=SC2086
  (cd "$HERE/src" && "$CLANG" -x cuda --cuda-device-only -Wno-unknown-cuda-version \
      --cuda-path="$NVVERIFY_CUDA12_ROOT" -I"$NVVERIFY_CUDA_STUB_INCLUDE" \
      --cuda-gpu-arch="$arch" -"$opt" $extra -S -emit-llvm "$src.cu" -o "$TMP/$name.ll")
  {
    echo "; nvverify-generator: clang-$VER target=$arch opt=$opt source=clang19/src/$src.cu${extra:+ flags=\"$extra\"}"
    cat "$TMP/$name.ll"
  } >"$out"
  # Oracle checks: the PTX version comes from the module's own target-features (+ptxNN).
  ptx="$(grep -o '+ptx[0-9]*' "$out" | head -n1 || true)"
  status="ok"
  "$NVVERIFY_OPT" -passes=verify -disable-output "$out" 2>"$TMP/err" || status="opt-verify-FAIL"
  if [ "$status" = ok ]; then
    "$LLC" -march=nvptx64 -mcpu="$arch" ${ptx:+-mattr=$ptx} "$out" -o "$TMP/$name.ptx" 2>"$TMP/err" || status="llc-FAIL"
  fi
  # ptxas 13.x dropped sm_70/sm_72; those are checked with ptxas 12.9 only.
  p13=1; case "$arch" in sm_70|sm_72) p13=0 ;; esac
  if [ "$status" = ok ] && [ "$p13" = 1 ]; then
    "$NVVERIFY_PTXAS_13" -arch="$arch" "$TMP/$name.ptx" -o "$TMP/$name.cubin" 2>"$TMP/err" || status="ptxas13-FAIL"
  fi
  if [ "$status" = ok ]; then
    "$NVVERIFY_PTXAS_12" -arch="$arch" "$TMP/$name.ptx" -o "$TMP/$name.cubin" 2>"$TMP/err" || status="ptxas12-FAIL"
  fi
  pv="12.9"; [ "$p13" = 1 ] && pv="13.5 + 12.9"
  checks="opt-19 verify; llc-19 -mcpu=$arch${ptx:+ -mattr=$ptx}; ptxas $pv -arch=$arch"
  if [ "$status" != ok ]; then fail=1; echo "FAIL $name: $status" >&2; cat "$TMP/err" >&2; checks="$status"; fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "clang19/$name.ll" "clang-$VER" "$arch" "$opt${extra:+ $extra}" "clang19/src/$src.cu" "$checks" >>"$MANIFEST"
  echo "clang19/$name.ll $(wc -c <"$out") bytes: $status"
done <<<"$BUILDS"
exit $fail
