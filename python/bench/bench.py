#!/usr/bin/env python3
"""In-process timing of ``nvverify.check`` beside libNVVM's ``nvvmVerifyProgram`` (ctypes), on the
same modules in the same process.

  python python/bench/bench.py [--reps N] [--libnvvm PATH] [--big FILE] [MODULE.ll ...]

Modules (default): the Triton-sized modules of corpus/real (50-200 KB: Triton, numba-cuda and
clang-19 output) and, with ``--big``, the 5,000-function module of bench/compare.sh
(``gen_module --dialect typed --functions 5000``). libNVVM: ``--libnvvm`` or
``$NVVERIFY_LIBNVVM_13`` (``. .oracles/env.sh`` after ``bash harness/setup-oracles.sh``); without
it only nvverify is timed.

Each repetition times, per module: ``nvverify.check(text, target=…)`` (text already in memory;
the report object built, diagnostics converted), and libNVVM's create program + add module +
``nvvmVerifyProgram(-arch=compute_XX)`` + destroy (the ctypes call overhead included), the two
alternating. The table gives medians (and minima) in milliseconds. libNVVM reads only NVVM IR
(LLVM 7 typed pointers): on Triton's and clang's modern IR it refuses the module early (the
result code is shown, and no ratio).
"""

import argparse
import ctypes
import os
import pathlib
import statistics
import sys
import time

import nvverify

ROOT = pathlib.Path(__file__).resolve().parents[2]


def default_modules():
    found = []
    for path in sorted((ROOT / "corpus" / "real").glob("*/*.ll")):
        if 50_000 <= path.stat().st_size <= 200_000:
            found.append(path)
    return found


def target_of(path: pathlib.Path) -> str:
    first = path.read_text().split("\n", 1)[0]
    for word in first.split():
        if word.startswith("target="):
            return word[len("target="):]
    return "sm_90"


class LibNVVM:
    def __init__(self, path: str):
        self.lib = ctypes.CDLL(path)
        self.lib.nvvmCreateProgram.argtypes = [ctypes.POINTER(ctypes.c_void_p)]
        self.lib.nvvmAddModuleToProgram.argtypes = [
            ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p]
        self.lib.nvvmVerifyProgram.argtypes = [
            ctypes.c_void_p, ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)]
        self.lib.nvvmDestroyProgram.argtypes = [ctypes.POINTER(ctypes.c_void_p)]

    def verify(self, data: bytes, arch: str) -> int:
        options = (ctypes.c_char_p * 1)(f"-arch={arch}".encode())
        program = ctypes.c_void_p()
        self.lib.nvvmCreateProgram(ctypes.byref(program))
        rc = self.lib.nvvmAddModuleToProgram(program, data, len(data), b"m")
        if rc == 0:
            rc = self.lib.nvvmVerifyProgram(program, 1, options)
        self.lib.nvvmDestroyProgram(ctypes.byref(program))
        return rc


NVVM_RESULTS = {3: "NVVM_ERROR_IR_VERSION_MISMATCH", 4: "NVVM_ERROR_INVALID_INPUT",
                6: "NVVM_ERROR_INVALID_IR"}


def compute_arch(target: str) -> str:
    """libNVVM's -arch for a target (sm_90a → compute_90a); below its lowest, compute_75."""
    number = target[3:]
    digits = int("".join(c for c in number if c.isdigit()))
    return f"compute_{number}" if digits >= 75 else "compute_75"


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("modules", nargs="*", type=pathlib.Path)
    parser.add_argument("--reps", type=int, default=51)
    parser.add_argument("--big", type=pathlib.Path, help="the 5,000-function module")
    parser.add_argument("--big-reps", type=int, default=7)
    parser.add_argument("--libnvvm", default=os.environ.get("NVVERIFY_LIBNVVM_13", ""))
    args = parser.parse_args(argv)
    modules = [(m, args.reps) for m in (args.modules or default_modules())]
    if args.big:
        modules.append((args.big, args.big_reps))
    libnvvm = LibNVVM(args.libnvvm) if args.libnvvm else None

    print(f"nvverify {nvverify.__version__}, Python {sys.version.split()[0]}, "
          f"libNVVM {'at ' + args.libnvvm if libnvvm else 'not given'}")
    print()
    print("| module | KB | target | diagnostics | nvverify.check median (min) ms "
          "| libNVVM verify median (min) ms | ratio |")
    print("|---|---:|---|---:|---:|---:|---:|")
    for path, reps in modules:
        text = path.read_text()
        data = text.encode()
        target = target_of(path) if path.is_relative_to(ROOT / "corpus") else "sm_90"
        ours, theirs = [], []
        rc = None
        report = nvverify.check(text, target=target)  # warm: rule tables, allocator
        for rep in range(reps):
            order = (0, 1) if rep % 2 == 0 else (1, 0)
            for which in order:
                if which == 0:
                    t = time.perf_counter()
                    nvverify.check(text, target=target)
                    ours.append(time.perf_counter() - t)
                elif libnvvm is not None:
                    t = time.perf_counter()
                    rc = libnvvm.verify(data, compute_arch(target))
                    theirs.append(time.perf_counter() - t)
        ms = lambda xs: f"{statistics.median(xs) * 1e3:.3f} ({min(xs) * 1e3:.3f})"
        if theirs and rc == 0:
            their_text = ms(theirs)
            ratio = f"{statistics.median(theirs) / statistics.median(ours):.1f}x"
        elif theirs:
            # Not a verdict: libNVVM refused a module it cannot read (modern IR).
            their_text = f"{ms(theirs)} refused: {NVVM_RESULTS.get(rc, rc)}"
            ratio = "n/a"
        else:
            their_text, ratio = "-", "-"
        name = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
        print(f"| {name} | {len(data) // 1024} | {target} | {len(report.diagnostics)} "
              f"| {ms(ours)} | {their_text} | {ratio} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
