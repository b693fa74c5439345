#!/usr/bin/env python3
"""Time libNVVM's nvvmVerifyProgram on NVVM IR text files (ctypes; no other dependency).

  nvvm_verify.py LIBNVVM [-arch=compute_90 ...] FILE.ll...

For each file prints one line: "<verify seconds> <add seconds> <rc> <file>" where the
times cover nvvmVerifyProgram and nvvmAddModuleToProgram only (not python start-up,
dlopen or reading the file); rc is the verify result (0 = valid). On failure the
program log follows on stderr. Exits 1 if any file failed.
"""
import ctypes
import sys
import time


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    lib = ctypes.CDLL(argv[1])
    opts = [a for a in argv[2:] if a.startswith("-")] or ["-arch=compute_90"]
    files = [a for a in argv[2:] if not a.startswith("-")]
    copts = (ctypes.c_char_p * len(opts))(*[o.encode() for o in opts])
    bad = 0
    for path in files:
        with open(path, "rb") as f:
            data = f.read()
        prog = ctypes.c_void_p()
        lib.nvvmCreateProgram(ctypes.byref(prog))
        t0 = time.perf_counter()
        rc = lib.nvvmAddModuleToProgram(prog, data, ctypes.c_size_t(len(data)), path.encode())
        t1 = time.perf_counter()
        if rc == 0:
            rc = lib.nvvmVerifyProgram(prog, len(opts), copts)
        t2 = time.perf_counter()
        if rc != 0:
            bad += 1
            n = ctypes.c_size_t()
            lib.nvvmGetProgramLogSize(prog, ctypes.byref(n))
            buf = ctypes.create_string_buffer(n.value)
            lib.nvvmGetProgramLog(prog, buf)
            sys.stderr.write(buf.value.decode(errors="replace")[:4000] + "\n")
        lib.nvvmDestroyProgram(ctypes.byref(prog))
        print("%.6f %.6f %d %s" % (t2 - t1, t1 - t0, rc, path), flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
