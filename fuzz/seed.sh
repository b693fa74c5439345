#!/bin/sh
# Builds the seed corpora under fuzz/corpus/<target>/ from the repository's
# corpus/ (syntax, rules, real, examples, hostile) and rules/*.ron.
# Usage: fuzz/seed.sh   (from anywhere)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out="$here/corpus"
mkdir -p "$out/parse_module" "$out/check_module" "$out/check_configured" "$out/rules_load"
find "$root/corpus" -type f \( -name '*.ll' -o -path '*/hostile/*' \) | sort | while read -r f; do
    sum=$(sha1sum "$f" | cut -c1-16)
    cp "$f" "$out/parse_module/$sum"
    cp "$f" "$out/check_module/$sum"
    # check_configured: first byte picks target/profile; cycle a few.
    for sel in 0 4 12 17; do
        { printf "\\$(printf %03o "$sel")"; cat "$f"; } > "$out/check_configured/$sum-$sel"
    done
done
i=0
for f in $(ls "$root"/rules/*.ron | sort); do
    { printf "\\$(printf %03o "$i")"; cat "$f"; } > "$out/rules_load/$(basename "$f" .ron)"
    i=$((i + 1))
done
# asm_reader: every inline-asm string of the corpus, raw (escapes kept), after a selector byte.
mkdir -p "$out/asm_reader"
grep -rhoE 'asm (sideeffect )?(alignstack )?"[^"]*"' "$root/corpus" | sed -E 's/^asm (sideeffect )?(alignstack )?"//; s/"$//' | sort -u | while read -r a; do
    sum=$(printf '%s' "$a" | sha1sum | cut -c1-16)
    { printf '\\002'; printf '%s' "$a"; } > "$out/asm_reader/$sum"
done
for t in parse_module check_module check_configured rules_load asm_reader; do
    echo "$t: $(ls "$out/$t" | wc -l) seeds"
done
