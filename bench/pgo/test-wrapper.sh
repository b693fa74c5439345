#!/usr/bin/env bash
# Tests bench/pgo/rustc-wrapper against a stand-in rustc that prints its arguments (and, for
# `-vV`, a version whose host and LLVM each case sets): which compilations get the profile's
# flags, and which run unchanged. CI runs it (.ci/run).
#
#   bash bench/pgo/test-wrapper.sh
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
WRAPPER=$HERE/rustc-wrapper
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
FAKE=$WORK/rustc
cat >"$FAKE" <<'EOF'
#!/usr/bin/env bash
if [ "$1" = -vV ]; then
    printf 'rustc 1.95.0\nhost: %s\nLLVM version: %s\n' "$FAKE_HOST" "$FAKE_LLVM"
    exit 0
fi
echo "$*"
EOF
chmod +x "$FAKE"
failures=0

# case NAME EXPECT(profile|plain) HOST LLVM ARGS...
case_() {
    local name=$1 expect=$2
    export FAKE_HOST=$3 FAKE_LLVM=$4
    shift 4
    local out got
    out=$("$WRAPPER" "$FAKE" "$@")
    case "$out" in
        *"-Cprofile-use=$HERE/nvverify.profdata"*) got=profile ;;
        *) got=plain ;;
    esac
    if [ "$got" != "$expect" ]; then
        echo "FAIL: $name: expected $expect, got: $out"
        failures=$((failures + 1))
    fi
    # Whatever it adds, the compilation's own arguments are passed on first, in order.
    case "$out" in
        "$*"*) ;;
        *)
            echo "FAIL: $name: arguments not passed on as given: $out"
            failures=$((failures + 1))
            ;;
    esac
}

release=(--crate-name engine --edition=2021 engine/src/lib.rs -C opt-level=3 -C codegen-units=1)
linux=x86_64-unknown-linux-gnu

case_ "release for the host" profile "$linux" 22.1.2 "${release[@]}"
case_ "release, -Copt-level=3 spelled as one word" profile "$linux" 22.1.2 \
    --crate-name engine -Copt-level=3
case_ "release for an explicit x86-64 Linux target" profile "$linux" 23.0.0 \
    "${release[@]}" --target "$linux"
case_ "dev build (opt-level 0)" plain "$linux" 22.1.2 --crate-name engine -C opt-level=0
case_ "no opt-level (build script defaults)" plain "$linux" 22.1.2 --crate-name build_script_build
case_ "another target" plain "$linux" 22.1.2 "${release[@]}" --target aarch64-unknown-linux-gnu
case_ "another host" plain aarch64-apple-darwin 22.1.2 "${release[@]}"
case_ "an LLVM older than the profile's format" plain "$linux" 21.1.0 "${release[@]}"
case_ "instrumenting (bench/pgo/generate.py)" plain "$linux" 22.1.2 "${release[@]}" \
    -Cprofile-generate=/tmp/x
case_ "a sanitizer build (cargo fuzz)" plain "$linux" 22.1.2 "${release[@]}" -Zsanitizer=address
NVVERIFY_NO_PGO=1 case_ "NVVERIFY_NO_PGO=1" plain "$linux" 22.1.2 "${release[@]}"

# The executable's crate alone is told it was compiled with the profile.
export FAKE_HOST=$linux FAKE_LLVM=22.1.2
out=$("$WRAPPER" "$FAKE" --crate-name nvverify -C opt-level=3)
[[ "$out" == *"--cfg nvverify_pgo"* ]] || { echo "FAIL: nvverify gets no --cfg nvverify_pgo: $out"; failures=$((failures + 1)); }
out=$("$WRAPPER" "$FAKE" "${release[@]}")
[[ "$out" != *"nvverify_pgo"* ]] || { echo "FAIL: engine gets --cfg nvverify_pgo: $out"; failures=$((failures + 1)); }
# `rustc -vV` itself (cargo asks through the wrapper) is passed through.
out=$("$WRAPPER" "$FAKE" -vV)
[[ "$out" == *"LLVM version: 22.1.2"* ]] || { echo "FAIL: -vV not passed through: $out"; failures=$((failures + 1)); }

if [ "$failures" -gt 0 ]; then
    echo "rustc-wrapper: $failures failure(s)"
    exit 1
fi
echo "rustc-wrapper: every case as expected"
