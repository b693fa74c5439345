#!/usr/bin/env python3
"""The code a check fetches for every function: a deterministic measure beside the instruction
count (bench/results.md, 2026-11-29 08:30).

  bench/footprint.py BIN [BIN...]                 # fn1000_typed.ll, generated if missing
  bench/footprint.py --module M.ll --functions N BIN...
  bench/footprint.py --top 12 BIN                 # and the functions holding most of it

For each binary: callgrind (`--dump-instr=yes`) runs `check --threads 1 --format json --target
sm_90` on the module; the 64-byte lines of code whose instructions ran at least 0.9 times per
function are the per-function working set. It prints their size in KB (against a 32 KB
instruction cache), the total instructions, and with --top the functions the lines belong to.
Counts are exact for a binary and its inputs: two runs give the same numbers.

It is a cost bench/icount.sh does not see, but not a predictor of wall time by itself: the
profile-guided layout took ~20% off it and ~15% off the wall time, while calling four hot parser
helpers out of line took 13% off it and nothing off the wall time (bench/README.md)."""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GEN = os.path.join(ROOT, "..", "shared", "bench", "gen_big_module.py")


def parse_callgrind(path):
    """(Ir by instruction address, function name by address) from a `--dump-instr=yes` file.
    Positions are `instr line`; call lines give inclusive costs, skipped here."""
    counts = collections.Counter()
    owner = {}
    names = {}
    current = None
    addr = line = 0
    skip_next = False

    def value(token, previous):
        if token == "*":
            return previous
        if token[0] in "+-":
            return previous + int(token[0] + str(int(token[1:], 0)))
        return int(token, 0)

    with open(path) as f:
        for raw in f:
            if raw.startswith("fn="):
                m = re.match(r"fn=\((\d+)\)(?: (.*))?", raw.rstrip("\n"))
                current = m.group(1)
                if m.group(2):
                    names[current] = m.group(2)
                continue
            if raw.startswith(("cfn=", "cfi=", "cfl=", "cob=")):
                m = re.match(r"cfn=\((\d+)\) (.*)", raw.rstrip("\n"))
                if m:
                    names.setdefault(m.group(1), m.group(2))
                continue
            if raw.startswith("calls="):
                skip_next = True
                continue
            if not raw or not (raw[0].isdigit() or raw[0] in "+-*"):
                continue
            parts = raw.split()
            if len(parts) < 3:
                continue
            addr, line = value(parts[0], addr), value(parts[1], line)
            if skip_next:
                skip_next = False
                continue
            counts[addr] += int(parts[2])
            owner[addr] = current
    return counts, {a: names.get(fid, fid) for a, fid in owner.items()}


def measure(binary, module, functions, top):
    with tempfile.TemporaryDirectory() as work:
        out = os.path.join(work, "cg.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--dump-instr=yes", f"--callgrind-out-file={out}",
             binary, "check", "--threads", "1", "--format", "json", "--target", "sm_90", module],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        counts, owner = parse_callgrind(out)
    floor = 0.9 * functions
    lines = collections.defaultdict(set)
    for addr, n in counts.items():
        if n >= floor:
            lines[owner[addr]].add(addr >> 6)
    every = set().union(*lines.values()) if lines else set()
    total = sum(counts.values())
    print(f"{binary}: {len(every) * 64 / 1024:.1f} KB of code run per function "
          f"({len(every)} lines), {total:,} instructions")
    for name, held in sorted(lines.items(), key=lambda kv: -len(kv[1]))[:top]:
        print(f"  {len(held) * 64 / 1024:6.1f} KB  {name[:110]}")


def main(argv):
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("binaries", nargs="+")
    args.add_argument("--module")
    args.add_argument("--functions", type=int, default=1000)
    args.add_argument("--top", type=int, default=0)
    a = args.parse_args(argv[1:])
    module = a.module
    if module is None:
        module = os.path.join(tempfile.gettempdir(), "nvverify-footprint-fn1000_typed.ll")
        if not os.path.exists(module):
            with open(module, "w") as f:
                subprocess.run([sys.executable, GEN, "1000", "typed", "100"], stdout=f, check=True)
    for binary in a.binaries:
        measure(binary, module, a.functions, a.top)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
