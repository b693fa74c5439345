#!/usr/bin/env python3
"""Side-by-side wall times of two nvverify binaries, for a machine without farm-bench (the lent GPU
machine: quiet, 16 cores). Alternating pairs (A B, then B A, ...), medians of wall seconds and of
the pair ratios, peak RSS of each run (os.wait4). One JSON line per configuration.

  pairs.py NEW OLD pairs MODULE...   # 1 and 2 threads, inferred profile and --profile llvm
  pairs.py NEW OLD sweep MODULE...   # --threads 1, 2, 4, 8, 16
PAIRS (default 11; 7 in the sweep) sets the number of pairs."""
import json, os, statistics, subprocess, sys, time

def run(cmd):
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    t1 = time.perf_counter()
    return t1 - t0, ru.ru_maxrss, os.waitstatus_to_exitcode(status)

def pairs(a, b, n):
    ta, tb, ra, rb, ratio = [], [], [], [], []
    run(a); run(b)
    for i in range(n):
        order = [(a, ta, ra), (b, tb, rb)] if i % 2 == 0 else [(b, tb, rb), (a, ta, ra)]
        got = {}
        for cmd, ts, rs in order:
            t, rss, _ = run(cmd)
            ts.append(t); rs.append(rss); got[id(ts)] = t
        ratio.append(got[id(ta)] / got[id(tb)])
    med = statistics.median
    return {"new_ms": round(med(ta) * 1e3, 2), "old_ms": round(med(tb) * 1e3, 2),
            "ratio_median": round(med(ratio), 3), "new_min_ms": round(min(ta) * 1e3, 2),
            "old_min_ms": round(min(tb) * 1e3, 2), "new_peak_kib": max(ra), "old_peak_kib": max(rb)}

def main():
    new, old, mode = sys.argv[1], sys.argv[2], sys.argv[3]
    mods = sys.argv[4:]
    if mode == "pairs":
        for m in mods:
            for prof in ([], ["--profile", "llvm"]):
                for t in ("1", "2"):
                    args = ["check", "--quiet", "--threads", t, "--target", "sm_90", *prof, m]
                    r = pairs([new, *args], [old, *args], int(os.environ.get("PAIRS", "11")))
                    r.update(module=os.path.basename(m), threads=t, profile=" ".join(prof) or "inferred")
                    print(json.dumps(r), flush=True)
    elif mode == "sweep":
        for m in mods:
            for t in ("1", "2", "4", "8", "16"):
                args = ["check", "--quiet", "--threads", t, "--target", "sm_90", m]
                r = pairs([new, *args], [old, *args], int(os.environ.get("PAIRS", "7")))
                r.update(module=os.path.basename(m), threads=t, sweep=True)
                print(json.dumps(r), flush=True)

main()
