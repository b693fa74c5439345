"""Regenerate corpus/real/numba/*.ll: NVVM IR (LLVM-7 typed-pointer dialect) from numba-cuda.

Run with the numba venv that harness/setup-oracles.sh --generators installs, with
CUDA_HOME pointing at the .oracles/cuda13-home symlink farm (../regenerate.sh does this).
The IR is captured where numba hands it to libNVVM (CompilationUnit.add_module), together
with the libNVVM options. numba itself runs nvvmVerifyProgram + nvvmCompileProgram on it;
the resulting PTX is then assembled with ptxas 13.5 (-arch=sm_XX).
"""
import importlib.metadata as md
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))

from numba import cuda  # noqa: E402
from numba.cuda.cudadrv import nvvm  # noqa: E402

import kernels  # noqa: E402

CAPTURED = []
_orig_init = nvvm.CompilationUnit.__init__
_orig_add = nvvm.CompilationUnit.add_module


def _init(self, options):
    _orig_init(self, options)
    CAPTURED.append({"options": list(self._options_str), "modules": []})


def _add(self, buf):
    CAPTURED[-1]["modules"].append(bytes(buf))
    return _orig_add(self, buf)


nvvm.CompilationUnit.__init__ = _init
nvvm.CompilationUnit.add_module = _add

# A @cuda.jit(device=True) function called from a kernel is compiled for
# get_current_device().compute_capability, which needs a GPU. With no GPU we answer
# with the cc being compiled for, and drop cached device-function overloads per target.
from numba.cuda import dispatcher as _dispatcher  # noqa: E402

_CURRENT_CC = [None]


class _FakeDevice:
    @property
    def compute_capability(self):
        return _CURRENT_CC[0]


_dispatcher.get_current_device = lambda: _FakeDevice()


def _reset_device_functions():
    for obj in vars(kernels).values():
        if isinstance(obj, _dispatcher.CUDADispatcher) and obj.targetoptions.get("device"):
            obj.overloads.clear()


def main():
    ver = md.version("numba-cuda")
    numba_ver = md.version("numba")
    llvmlite_ver = md.version("llvmlite")
    ptxas = os.environ.get("NVVERIFY_PTXAS_13", "")
    nvvm_ver = "nvvmVersion " + ".".join(map(str, nvvm.NVVM().get_version()))
    # Which CUDA release that libNVVM is from: the dist-info beside the library setup-oracles.sh
    # pointed CUDA_HOME at.
    lib = os.path.realpath(os.path.join(os.environ.get("CUDA_HOME", ""), "nvvm/lib64/libnvvm.so"))
    site = lib.split("/nvidia/")[0]
    dists = sorted(d for d in os.listdir(site) if d.startswith("nvidia_cuda_nvcc-")) if os.path.isdir(site) else []
    if dists:
        nvvm_ver = "CUDA " + dists[0][len("nvidia_cuda_nvcc-"):-len(".dist-info")] + ", " + nvvm_ver
    for f in os.listdir(HERE):
        if f.endswith(".ll"):
            os.remove(os.path.join(HERE, f))
    rows, fails = [], 0
    for name, fn, sig, ccs, opts in kernels.KERNELS:
        for cc in ccs:
            CAPTURED.clear()
            _CURRENT_CC[0] = cc
            _reset_device_functions()
            sm = "sm_%d%d" % cc
            ptx, _ = cuda.compile_ptx(fn, sig, cc=cc, **opts)
            units = [u for u in CAPTURED if u["modules"]]
            assert len(units) == 1, (name, cc, len(units))
            unit = units[0]
            texts = [m.decode("utf-8") for m in unit["modules"] if not m.startswith(b"BC")]
            assert texts, (name, cc)
            opts_s = " ".join(unit["options"])
            status = "numba compile_ptx (libNVVM %s verify+compile %s)" % (nvvm_ver, opts_s)
            if len(texts) > 1:
                status = ("part of a %d-module libNVVM program; " % len(texts)) + status
            if ptxas:
                with tempfile.TemporaryDirectory() as d:
                    p = os.path.join(d, "k.ptx")
                    with open(p, "w") as fh:
                        fh.write(ptx)
                    r = subprocess.run([ptxas, "-arch=" + sm, p, "-o", os.path.join(d, "k.cubin")],
                                       capture_output=True, text=True)
                    if r.returncode != 0:
                        fails += 1
                        status += "; ptxas-13.5 FAILED: " + r.stderr.strip()
                        print("FAIL", name, sm, r.stderr, file=sys.stderr)
                    else:
                        status += "; ptxas 13.5 -arch=" + sm
            # numba adds one module per separately compiled device function (libNVVM links
            # them): part 1 is the kernel's module, part k>1 the k-th extra module.
            for k, ir in enumerate(texts, 1):
                part = "" if len(texts) == 1 else " part=%d/%d" % (k, len(texts))
                fname = "%s.%s%s.ll" % (name, sm, "" if k == 1 else ".part%d" % k)
                header = ("; nvverify-generator: numba-cuda-%s target=%s nvvm-options=\"%s\" "
                          "source=numba/src/kernels.py:%s dialect=nvvm7-typed%s numba=%s llvmlite=%s\n"
                          % (ver, sm, opts_s, fn.__name__, part, numba_ver, llvmlite_ver))
                with open(os.path.join(HERE, fname), "w") as fh:
                    fh.write(header + ir if ir.endswith("\n") else header + ir + "\n")
                rows.append("\t".join(["numba/" + fname, "numba-cuda-" + ver, sm, opts_s,
                                       "numba/src/kernels.py:" + fn.__name__, status]))
                print("numba/%s %d bytes" % (fname, len(ir)))
    with open(os.path.join(HERE, "manifest.tsv"), "w") as fh:
        fh.write("\n".join(rows) + "\n")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
