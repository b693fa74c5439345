#!/usr/bin/env python3
"""Writes bench/layout/symbol-order.txt: the order in which lld lays out the release binary's
functions and data (build.rs passes it as `--symbol-ordering-file`).

  python3 bench/layout/generate.py              # builds the release binary, trains, writes the file
  python3 bench/layout/generate.py --check      # fails if a stable name of the file is not the binary's
  NVVERIFY=path/to/nvverify python3 bench/layout/generate.py   # a release binary already built

Why: the kernel maps an executable's pages 64 KB at a time around each page a process touches
(fault-around), so peak RSS counts every 64 KB window that holds any code or data a run uses. Laid
out in the compiler's order, the ~1.4 MB of code and ~350 KB of tables a check of a clean module
runs through were spread over 3.7 MB of code and 1.7 MB of data. Put first and together, they keep
~2 MB fewer pages resident, and the instruction cache and TLB see them packed.

Training set: bench/training.py's (the profile of bench/pgo/generate.py trains on the same runs).

Functions: from callgrind (`--demangle=no`, so the names are the binary's), ranked by the share of the
clean runs of one thread count that execute them (the larger of the counts': the pool's code runs
only at two threads), then by the number of other runs, then by instructions; after the functions the
clean runs execute, the cold parts of the ranked functions that no run entered (`NAME.cold`, split
off by the profile-guided build: bench/pgo/README.md). Data: every load and
store valgrind's lackey traces, filtered by bench/layout/lines.c to the 64-byte lines of the
executable's data segments they touch, on small modules of the same kinds; each symbol over such
a line, ranked the same way, then by address. (Exact, so the ranking does not depend on the layout
the training binary had; bench/layout/touch.c, which records whole pages, shows what a run keeps
resident.) Names carry rustc's hashes, which hold across most edits of the code but not across a
new monomorphisation of a hot generic, a new toolchain, new dependency versions or a new profile
(bench/pgo: what it inlines has no symbol of its own): lld then places fewer names (quietly), and
`--check` fails until the file is written again. After a new profile, write this file last."""
import collections
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from training import ROOT, TARGET, run, training_runs  # noqa: E402  (bench/training.py)

ORDER = os.path.join(ROOT, "bench", "layout", "symbol-order.txt")


def note(msg):
    print(f"layout: {msg}", file=sys.stderr, flush=True)


def self_costs(path, binary):
    """Self instructions per function of the executable in one callgrind output file."""
    costs = collections.Counter()
    fn_names, obj_names = {}, {}
    fn = obj = None
    after_calls = False
    base = os.path.basename(binary)
    with open(path, errors="replace") as f:
        for line in f:
            key, eq, rest = line.partition("=")
            if eq and key in ("fn", "cfn", "ob", "cob", "fl", "fi", "fe", "cfi", "cfl"):
                ident, _, name = rest.rstrip("\n").partition(" ")
                table = fn_names if key in ("fn", "cfn") else obj_names if key in ("ob", "cob") else None
                if table is not None and name:
                    table[ident] = name
                if key == "fn":
                    fn, after_calls = fn_names.get(ident), False
                elif key == "ob":
                    obj = obj_names.get(ident)
                continue
            if line.startswith("calls="):
                after_calls = True  # the next cost line is the call's inclusive cost
                continue
            if line[:1].isdigit() or line[:1] in "+-*":
                if after_calls:
                    after_calls = False
                    continue
                parts = line.split()
                if len(parts) >= 2 and fn and obj and os.path.basename(obj) == base:
                    # `name'2`: the same function, called recursively.
                    costs[re.sub(r"'\d+$", "", fn)] += int(parts[1])
    return costs


def data_symbols(binary):
    out = []
    nm = run(["nm", "-S", "--defined-only", binary], capture_output=True, text=True).stdout
    for line in nm.splitlines():
        p = line.split()
        if len(p) == 4 and p[2] in "rRdD":
            out.append((int(p[0], 16), int(p[1], 16), p[3]))
    return out


def data_segments(binary):
    """(start, end) of the executable's loaded segments other than its code."""
    out = []
    for line in run(["readelf", "-lW", binary], capture_output=True, text=True).stdout.splitlines():
        p = line.split()
        if p and p[0] == "LOAD" and "E" not in p[6:-1]:
            start = int(p[2], 16)
            out.append((start, start + int(p[5], 16)))
    return out


def touched(line_file, symbols):
    """The symbols over any 64-byte line of `line_file`."""
    lines = {int(l, 16) for l in open(line_file) if l.strip()}
    return {
        name
        for addr, size, name in symbols
        if any(line in lines for line in range(addr & ~63, addr + max(size, 1), 64))
    }


def with_cold_parts(code, clean_runs, binary):
    """`code` with the cold parts of its functions that no training run entered (`NAME.cold`:
    the blocks the profile says never run, which the compiler splits off) put right after the
    functions the clean runs execute: a run that does enter one (the training cannot reach every
    path) then touches a page beside the hot code, not a 64 KB window of its own."""
    nm = run(["nm", "--defined-only", binary], capture_output=True, text=True).stdout
    cold = {line.split()[-1] for line in nm.splitlines() if line.endswith(".cold")}
    ranked = set(code)
    parts = [name + ".cold" for name in code if name + ".cold" in cold and name + ".cold" not in ranked]
    split = next((i for i, name in enumerate(code) if clean_runs[name] == 0), len(code))
    return code[:split] + parts + code[split:]


def stable(name):
    """Whether a name survives unrelated edits: not one LTO made unique with a number
    (`write_str.2465`, `take_local_job.460.cold`: the numbers shift when any function is
    added)."""
    return re.search(r"\.\d+(\.cold)?$", name) is None


def check(binary):
    """Every stable name of the file must name a symbol of the binary: a hot function the
    file misses is placed wherever the compiler put it, and each one that lands alone keeps
    a 64 KB window of code resident (24 missed names cost 880 KB of peak RSS once)."""
    names = [l.strip() for l in open(ORDER) if l.strip()]
    nm = run(["nm", "--defined-only", binary], capture_output=True, text=True).stdout
    present = {l.split()[-1] for l in nm.splitlines() if l.strip()}
    wanted = [n for n in names if stable(n)]
    missing = [n for n in wanted if n not in present]
    print(f"{len(wanted) - len(missing)} of the {len(wanted)} stable names of "
          f"{os.path.relpath(ORDER, ROOT)} are in {binary} ({len(names) - len(wanted)} numbered "
          f"by LTO not counted)")
    for name in missing[:20]:
        print(f"  missing: {name}")
    if missing:
        print("the layout is stale: run `python3 bench/layout/generate.py` and commit "
              "bench/layout/symbol-order.txt")
        return 1
    return 0


def main(argv):
    binary = os.environ.get("NVVERIFY")
    if not binary:
        run(["cargo", "build", "--release", "--quiet", "-p", "nvverify"], cwd=ROOT)
        binary = os.path.join(TARGET, "release", "nvverify")
    if "--check" in argv:
        return check(binary)
    work = tempfile.mkdtemp(prefix="nvverify-layout.")
    note(f"training modules in {work}")
    runs, data_training = training_runs(work)
    lines = os.path.join(work, "lines")
    run(["cc", "-O2", os.path.join(ROOT, "bench", "layout", "lines.c"), "-o", lines])
    segments = [f"{x:x}" for seg in data_segments(binary) for x in seg]
    env = {k: v for k, v in os.environ.items() if k != "LD_LIBRARY_PATH"}
    code_runs = {"clean": collections.Counter(), "findings": collections.Counter()}
    # Clean runs by thread count: a one-thread check runs on the calling thread alone, so the
    # thread pool's code (jobs, latches, stealing) runs only in the others.
    clean_by_threads = collections.defaultdict(collections.Counter)
    clean_total = collections.Counter()
    data_runs = {"clean": collections.Counter(), "findings": collections.Counter()}
    instructions = collections.Counter()
    symbols = data_symbols(binary)
    for i, (group, args) in enumerate(runs):
        note(f"run {i + 1}/{len(runs)}: {group} {' '.join(args)}")
        out = os.path.join(work, f"cg.{i}")
        # Exit status 1 (findings) is expected. Under valgrind a check ends with `_exit` and no
        # holder (src/exit.rs): the path a check takes.
        subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}",
                        binary, "check", *args], env=env, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        threads = args[args.index("--threads") + 1] if "--threads" in args else ""
        if group == "clean":
            clean_total[threads] += 1
        for name, cost in self_costs(out, binary).items():
            if cost > 0:
                code_runs[group][name] += 1
                if group == "clean":
                    clean_by_threads[threads][name] += 1
                instructions[name] += cost
    for i, (group, args) in enumerate(data_training):
        note(f"data run {i + 1}/{len(data_training)}: {group} {' '.join(args)}")
        out = os.path.join(work, f"lines.{i}")
        with open(out, "w") as f:
            # The trace goes to valgrind's log (stderr); the program's output is dropped.
            trace = subprocess.Popen(["valgrind", "--tool=lackey", "--trace-mem=yes", binary, "check",
                                      *args], env=env, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE)
            subprocess.run([lines, *segments], stdin=trace.stderr, stdout=f, check=True)
            trace.stderr.close()
            trace.wait()
        for name in touched(out, symbols):
            data_runs[group][name] += 1
    # The share of the clean runs of one thread count that execute a function, the larger of
    # the counts': what every two-thread check runs ranks with what every check runs (ranked
    # by all clean runs, the pool's code came after everything one-thread runs share and kept
    # 64 KB windows more resident at two threads).
    def clean_share(name):
        return max((clean_by_threads[t][name] / clean_total[t] for t in clean_total), default=0)

    code = sorted(instructions, key=lambda n: (-clean_share(n), -code_runs["findings"][n],
                                               -instructions[n], n))
    code = with_cold_parts(code, code_runs["clean"], binary)
    address = {name: addr for addr, _, name in symbols}
    data = sorted(set(data_runs["clean"]) | set(data_runs["findings"]),
                  key=lambda n: (-data_runs["clean"][n], -data_runs["findings"][n], address[n]))
    with open(ORDER, "w") as f:
        for name in code + data:
            # Callgrind names code it has no symbol for by its address.
            if " " not in name and not name.startswith("0x"):
                f.write(name + "\n")
    note(f"{len(code)} functions, {len(data)} data symbols -> {os.path.relpath(ORDER, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
