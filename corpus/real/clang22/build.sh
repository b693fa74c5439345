#!/usr/bin/env bash
# Rebuild corpus/real/clang22/*.ll with Debian clang-22 + the CUDA 12.9 pip headers, from the same
# kernel sources as clang19 (../clang19/src/*.cu) plus clang22/src/*.cu (scoped atomics, clusters,
# TMA, fp8), then check each module with opt-22 -passes=verify, llc-22 (NVPTX back end) and
# ptxas 13.5 (12.9 for sm_70, which 13.x dropped).
# Needs: harness/setup-oracles.sh (writes .oracles/env.sh). Called by ../regenerate.sh.
#
# clang-22 takes CUDA 12.9's headers with a warning (`CUDA version 12.9 is only partially
# supported`, silenced by -Wno-unknown-cuda-version); it picks +ptx88 from that CUDA version.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
. "$ROOT/.oracles/env.sh"
: "${NVVERIFY_CUDA12_ROOT:?run harness/setup-oracles.sh first}"
: "${NVVERIFY_CLANG_22:?llvm-22/clang-22 missing: run harness/setup-oracles.sh}"
CLANG="$NVVERIFY_CLANG_22"; LLC="$NVVERIFY_LLC_22"; OPT="$NVVERIFY_LLVM22_BIN/opt"
VER="$("$CLANG" --version | sed -n 's/.*clang version \([0-9.]*\).*/\1/p' | head -n1)"
MANIFEST="$HERE/manifest.tsv"; : >"$MANIFEST"
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
rm -f "$HERE"/*.ll

# source-folder  source  arch  opt  extra-clang-flags
BUILDS='
clang19  axpy            sm_70   O0
clang19  axpy            sm_90   O2
clang19  axpy            sm_100  O2
clang19  reduce_shared   sm_89   O2
clang19  atomics         sm_70   O2
clang19  atomics         sm_90   O2
clang19  warp_vote       sm_86   O0
clang19  redux           sm_80   O2
clang19  redux           sm_90a  O2
clang19  cluster         sm_90   O2
clang19  wmma            sm_70   O2
clang19  wmma            sm_90   O2
clang19  wmma_ampere     sm_80   O2
clang19  half_bf16       sm_80   O2
clang19  half_bf16       sm_100a O2
clang19  structs         sm_90   O2
clang19  printf_assert   sm_75   O2
clang19  coop_groups     sm_80   O2
clang19  cp_async        sm_90   O2
clang19  math            sm_80   O2
clang19  math            sm_120  O2  -fgpu-flush-denormals-to-zero -ffast-math
clang19  globals         sm_75   O2
clang19  local_mem       sm_89   O2
clang19  templates       sm_80   O2
clang19  sync_timing     sm_70   O2
clang19  hopper          sm_90a  O2
clang22  scoped_atomics  sm_80   O2
clang22  scoped_atomics  sm_90   O2
clang22  scoped_atomics  sm_100  O0
clang22  cluster_launch  sm_90   O2
clang22  cluster_launch  sm_100a O2
clang22  tma             sm_90a  O2
clang22  fp8             sm_89   O2
clang22  fp8             sm_120  O2
clang22  fp8_blackwell   sm_100a O2
'

fail=0
while read -r dir src arch opt extra; do
  [ -z "$src" ] && continue
  suffix=""; case "$extra" in *flush-denormals*) suffix=".ftz" ;; esac
  name="$src.$arch.$opt$suffix"
  out="$HERE/$name.ll"
  # Compile from inside the source folder so that source_filename / ModuleID hold only the bare
  # file name. -std=c++17: libcu++ (cuda/atomic, cuda/ptx) wants it.
  # shellcheck disable=SC2086
  (cd "$HERE/../$dir/src" && "$CLANG" -x cuda --cuda-device-only -std=c++17 -Wno-unknown-cuda-version \
      --cuda-path="$NVVERIFY_CUDA12_ROOT" -I"$NVVERIFY_CUDA_STUB_INCLUDE" \
      --cuda-gpu-arch="$arch" -"$opt" $extra -S -emit-llvm "$src.cu" -o "$TMP/$name.ll")
  {
    echo "; nvverify-generator: clang-$VER target=$arch opt=$opt source=$dir/src/$src.cu${extra:+ flags=\"$extra\"}"
    cat "$TMP/$name.ll"
  } >"$out"
  # Oracle checks: the PTX version comes from the module's own target-features (+ptxNN).
  ptx="$(grep -o '+ptx[0-9]*' "$out" | head -n1 || true)"
  status="ok"
  "$OPT" -passes=verify -disable-output "$out" 2>"$TMP/err" || status="opt-verify-FAIL"
  if [ "$status" = ok ]; then
    "$LLC" -march=nvptx64 -mcpu="$arch" ${ptx:+-mattr=$ptx} "$out" -o "$TMP/$name.ptx" 2>"$TMP/err" || status="llc-FAIL"
  fi
  # ptxas 13.x dropped sm_70/sm_72 (checked with 12.9); 12.9 stops at PTX 8.8 and knows neither
  # sm_110 nor sm_88, so the Blackwell modules are checked with 13.5 only.
  ptxas="$NVVERIFY_PTXAS_13"; pv="13.5"
  case "$arch" in sm_70|sm_72) ptxas="$NVVERIFY_PTXAS_12"; pv="12.9" ;; esac
  if [ "$status" = ok ]; then
    "$ptxas" -arch="$arch" "$TMP/$name.ptx" -o "$TMP/$name.cubin" 2>"$TMP/err" || status="ptxas$pv-FAIL"
  fi
  checks="opt-22 verify; llc-22 -mcpu=$arch${ptx:+ -mattr=$ptx}; ptxas $pv -arch=$arch"
  if [ "$status" != ok ]; then fail=1; echo "FAIL $name: $status" >&2; cat "$TMP/err" >&2; checks="$status"; fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "clang22/$name.ll" "clang-$VER" "$arch" "$opt${extra:+ $extra}" "$dir/src/$src.cu" "$checks" >>"$MANIFEST"
  echo "clang22/$name.ll $(wc -c <"$out") bytes: $status"
done <<<"$BUILDS"
exit $fail
