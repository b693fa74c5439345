#!/usr/bin/env python3
"""Wall time of several nvverify binaries side by side on one module, on a shared machine.

  bench/wall.py ROUNDS MODULE BIN1,BIN2,...,REF -- ARGS...
  bench/wall.py 15 /tmp/big.ll old/nvverify,new/nvverify -- check --target sm_80 --threads 1

Each round runs every binary once (the order reversed every other round) on ARGS followed by
MODULE, and reads MODULE whole just before each run: the project's VM drops clean page-cache
pages all the time (bench/results.md, 2026-11-28), and a run that reads part of its input from
disk times the disk. Prints, per binary, the median wall time and the median of its per-round
ratio to the last binary (REF), then the load average."""
import os
import statistics
import subprocess
import sys
import time


def main(argv):
    if len(argv) < 5 or "--" not in argv:
        print(__doc__, file=sys.stderr)
        return 2
    rounds, module, bins = int(argv[1]), argv[2], argv[3].split(",")
    args = argv[argv.index("--") + 1:] + [module]
    times = {b: [] for b in bins}
    for r in range(rounds):
        for b in bins if r % 2 == 0 else bins[::-1]:
            with open(module, "rb") as f:
                while f.read(1 << 22):
                    pass
            start = time.perf_counter()
            subprocess.run([b, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times[b].append(time.perf_counter() - start)
    ref = times[bins[-1]]
    for b in bins:
        ratio = statistics.median(x / y for x, y in zip(times[b], ref))
        print(f"{statistics.median(times[b]) * 1e3:8.1f} ms  {ratio:.3f}  {b}")
    print(f"load {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
