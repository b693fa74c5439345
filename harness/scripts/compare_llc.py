#!/usr/bin/env python3
"""Compare two llc oracles in a `harness diff` report (diff.json).

    python3 harness/scripts/compare_llc.py target/harness/diff.json [OLD NEW]

OLD/NEW default to llc19+ptxas / llc22+ptxas. Prints, as Markdown:
  * agree / disagree counts per oracle (disagree = nvverify-only + oracle-only),
  * every disagreement of NEW that OLD does not share on the same (module, target): OLD agreed,
    could not judge (unusable), or does not run there (a target or syntax only NEW knows) and shows
    no disagreement of the same class on that module at any other target,
  * every (module, target) where OLD and NEW differ in acceptance (one accepts, the other rejects),
    with nvverify's errors under each one's `--llvm N`.
"""
import collections
import json
import sys

DISAGREE = ("nvverify-only", "oracle-only")


def short(msgs, n=240):
    s = "; ".join(msgs)
    return s if len(s) <= n else s[:n] + "…"


def verdict(c):
    v = c["verdict"]
    return v["verdict"], v.get("detail")


def nv_errors(c):
    return ["%s: %s" % (f["code"], f["message"][:120]) for f in c["findings"] if f["severity"] == "error"]


def main():
    path = sys.argv[1]
    old, new = (sys.argv[2], sys.argv[3]) if len(sys.argv) > 3 else ("llc19+ptxas", "llc22+ptxas")
    cases = json.load(open(path))["cases"]
    by = {}
    counts = collections.defaultdict(collections.Counter)
    for c in cases:
        if c["oracle"] in (old, new):
            by[(c["oracle"], c["module"], c["target"])] = c
            counts[c["oracle"]][c["comparison"]["class"]] += 1
    print("## Counts\n")
    print("| oracle | agree | disagree (nvverify-only + oracle-only) | out-of-scope | unusable |")
    print("|---|---|---|---|---|")
    for o in (old, new):
        k = counts[o]
        print("| %s | %d | %d (%d + %d) | %d | %d |" % (
            o, k["agree"], k["nvverify-only"] + k["oracle-only"], k["nvverify-only"], k["oracle-only"],
            k["out-of-scope"], k["unusable"]))
    print("\n## Disagreements new with %s\n" % new)
    print("| module | target | class | nvverify | %s | %s there |" % (new, old))
    print("|---|---|---|---|---|---|")
    n_new = 0
    shared_elsewhere = 0
    for (o, m, t), c in sorted(by.items()):
        if o != new or c["comparison"]["class"] not in DISAGREE:
            continue
        prev = by.get((old, m, t))
        if prev is not None and prev["comparison"]["class"] in DISAGREE:
            continue
        if prev is None and any(k[0] == old and k[1] == m and v["comparison"]["class"] == c["comparison"]["class"]
                                for k, v in by.items()):
            # OLD does not run at this target but disagrees the same way on the module elsewhere.
            shared_elsewhere += 1
            continue
        n_new += 1
        kind, detail = verdict(c)
        prev_s = "does not run" if prev is None else prev["comparison"]["class"] + (
            " (%s)" % short([verdict(prev)[1]], 80) if verdict(prev)[0] == "unusable" else "")
        print("| `%s` | %s | %s | %s | %s | %s |" % (
            m, t, c["comparison"]["class"], short(nv_errors(c), 160) or "no error",
            kind + (": " + short(detail if isinstance(detail, list) else [detail]) if detail else ""),
            prev_s))
    print("\n%d new disagreement(s); %d more at targets %s does not run, where %s disagrees the same way on"
          " the same module at another target (not listed).\n" % (n_new, shared_elsewhere, old, old))
    print("## Acceptance differs between %s and %s\n" % (old, new))
    print("| module | target | %s | %s | nvverify for %s | nvverify for %s |" % (old, new, old, new))
    print("|---|---|---|---|---|---|")
    n_diff = 0
    for (o, m, t), c in sorted(by.items()):
        if o != old or (new, m, t) not in by:
            continue
        a, b = verdict(c), verdict(by[(new, m, t)])
        if {a[0], b[0]} == {"accept", "reject"}:
            n_diff += 1
            fmt = lambda v: v[0] + (": " + short(v[1], 200) if v[0] == "reject" else "")
            print("| `%s` | %s | %s | %s | %s | %s |" % (m, t, fmt(a), fmt(b), short(nv_errors(c), 160) or "no error",
                                                  short(nv_errors(by[(new, m, t)]), 160) or "no error"))
    print("\n%d (module, target) pair(s) where the two llc versions differ.\n" % n_diff)


if __name__ == "__main__":
    main()
