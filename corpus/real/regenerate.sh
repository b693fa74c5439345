#!/usr/bin/env bash
# Rebuild the real-generator corpus (corpus/real/{clang19,clang22,numba,triton}/*.ll) from the kernel
# sources beside them, check every module with the real tools, and rewrite VERSIONS.md.
# NOT run by CI. Needs the oracles, generators included:
#     harness/setup-oracles.sh --generators
#     corpus/real/regenerate.sh            # all four
#     corpus/real/regenerate.sh numba      # or any of: clang19 clang22 numba triton
# Exits non-zero if a generator or an acceptance check failed.
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
ENV="$ROOT/.oracles/env.sh"
[ -f "$ENV" ] || { echo "regenerate.sh: $ENV missing; run harness/setup-oracles.sh --generators" >&2; exit 2; }
. "$ENV"
parts=("$@"); [ ${#parts[@]} -eq 0 ] && parts=(clang19 clang22 numba triton)
rc=0
for p in "${parts[@]}"; do
  t=$(date +%s)
  case "$p" in
    clang19)
      [ -n "$NVVERIFY_CUDA12_ROOT" ] && [ -n "$NVVERIFY_LLC" ] || { echo "clang19: CUDA 12.9 headers or llvm-19 missing" >&2; rc=1; continue; }
      "$HERE/clang19/build.sh" || rc=1 ;;
    clang22)
      [ -n "$NVVERIFY_CUDA12_ROOT" ] && [ -n "${NVVERIFY_CLANG_22:-}" ] && [ -n "${NVVERIFY_LLC_22:-}" ] || { echo "clang22: CUDA 12.9 headers or llvm-22 missing" >&2; rc=1; continue; }
      "$HERE/clang22/build.sh" || rc=1 ;;
    numba)
      [ -n "$NVVERIFY_NUMBA_PYTHON" ] || { echo "numba: run harness/setup-oracles.sh --generators" >&2; rc=1; continue; }
      CUDA_HOME="$NVVERIFY_CUDA13_HOME" "$NVVERIFY_NUMBA_PYTHON" "$HERE/numba/gen_numba.py" || rc=1 ;;
    triton)
      [ -n "$NVVERIFY_TRITON_PYTHON" ] || { echo "triton: run harness/setup-oracles.sh --generators" >&2; rc=1; continue; }
      "$NVVERIFY_TRITON_PYTHON" "$HERE/triton/gen_triton.py" || rc=1 ;;
    *) echo "regenerate.sh: unknown part $p (clang19|clang22|numba|triton)" >&2; exit 2 ;;
  esac
  echo "== $p: $(( $(date +%s) - t )) s"
done
python3 "$HERE/tools/write_versions.py" || rc=1
total=$(find "$HERE" -name '*.ll' | wc -l); bytes=$(find "$HERE" -name '*.ll' -exec cat {} + | wc -c)
echo "== corpus/real: $total modules, $bytes bytes"
exit $rc
