#!/usr/bin/env python3
"""Run libNVVM's verifier (and optionally its compiler) on NVVM IR text files, via ctypes.

  nvvm_check.py LIBNVVM [--compile] [--libdevice FILE] [--as-nvvm] -arch=compute_XX [more options] FILE.ll...

Prints one line per file: "OK <file>" or "FAIL <file> <stage> rc=<n>: <log>"; exits 1 if any failed.
The first line of a corpus file (the "; nvverify-generator:" comment) is harmless IR text.
--as-nvvm rewrites upstream-LLVM IR (Triton's llir) the way libNVVM wants it before adding it:
the NVVM datalayout, a triple if there is none, and !nvvmir.version if there is none
(oracles.md section 1.6). Used by write_versions.py for independent cross-checks.
"""
import ctypes
import re
import sys

NVVM_DATALAYOUT = ("e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-"
                   "f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64")


def as_nvvm(text):
    text = re.sub(r'^target datalayout = ".*"$', 'target datalayout = "%s"' % NVVM_DATALAYOUT, text,
                  count=1, flags=re.M)
    if not re.search(r"^target triple", text, re.M):
        text = text.replace('target datalayout = "%s"' % NVVM_DATALAYOUT,
                            'target datalayout = "%s"\ntarget triple = "nvptx64-nvidia-cuda"' % NVVM_DATALAYOUT, 1)
    if "!nvvmir.version" not in text:
        text += "\n!nvvmir.version = !{!99999}\n!99999 = !{i32 2, i32 0}\n"
    return text


def check(libpath, path, opts, compile_too=False, libdevice=None, nvvm_rewrite=False):
    """Return (ok, stage, rc, log) for one file."""
    lib = ctypes.CDLL(libpath)
    data = open(path, "rb").read()
    if nvvm_rewrite:
        data = as_nvvm(data.decode()).encode()
    copts = (ctypes.c_char_p * len(opts))(*[o.encode() for o in opts])
    prog = ctypes.c_void_p()
    lib.nvvmCreateProgram(ctypes.byref(prog))
    rc = lib.nvvmAddModuleToProgram(prog, data, ctypes.c_size_t(len(data)), path.encode())
    stage = "add"
    if rc == 0:
        stage = "verify"
        rc = lib.nvvmVerifyProgram(prog, len(opts), copts)
    if rc == 0 and compile_too:
        stage = "compile"
        if libdevice is not None:
            ld = open(libdevice, "rb").read()
            lib.nvvmLazyAddModuleToProgram(prog, ld, ctypes.c_size_t(len(ld)), b"libdevice")
        rc = lib.nvvmCompileProgram(prog, len(opts), copts)
    log = ""
    if rc != 0:
        n = ctypes.c_size_t()
        lib.nvvmGetProgramLogSize(prog, ctypes.byref(n))
        buf = ctypes.create_string_buffer(n.value)
        lib.nvvmGetProgramLog(prog, buf)
        log = buf.value.decode(errors="replace").strip().replace("\n", " | ")
    lib.nvvmDestroyProgram(ctypes.byref(prog))
    return rc == 0, stage, rc, log


def main(argv):
    if len(argv) < 3:
        print(__doc__)
        return 2
    args = argv[2:]
    compile_too = "--compile" in args
    rewrite = "--as-nvvm" in args
    args = [a for a in args if a not in ("--compile", "--as-nvvm")]
    libdevice = None
    if "--libdevice" in args:
        i = args.index("--libdevice")
        libdevice = args[i + 1]
        del args[i:i + 2]
    opts = [a for a in args if a.startswith("-")]
    files = [a for a in args if not a.startswith("-")]
    bad = 0
    for f in files:
        ok, stage, rc, log = check(argv[1], f, opts, compile_too, libdevice, rewrite)
        if ok:
            print("OK", f)
        else:
            bad += 1
            print("FAIL %s %s rc=%d: %s" % (f, stage, rc, log))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
