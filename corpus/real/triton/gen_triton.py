"""Regenerate corpus/real/triton/*.ll: Triton's `llir` stage (modern LLVM IR) for cc 80/90/100.

Run with the triton venv that harness/setup-oracles.sh --generators installs (no GPU and
no torch needed). Each module counts as accepted when Triton's own pipeline carried it to
a cubin (Triton's bundled ptxas / ptxas-blackwell assemble it).
"""
import importlib.metadata as md
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))
# Pin FP fusion (the 3.9 default, which warns that it will change) and use a private cache
# so that every run really compiles.
os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
_CACHE = None
if "TRITON_CACHE_DIR" not in os.environ:
    import atexit
    import shutil
    import tempfile
    _CACHE = tempfile.mkdtemp(prefix="nvverify-triton-cache-")
    os.environ["TRITON_CACHE_DIR"] = _CACHE
    atexit.register(shutil.rmtree, _CACHE, True)

import triton  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.compiler import ASTSource  # noqa: E402

import kernels  # noqa: E402

SITE = os.path.dirname(os.path.dirname(os.path.abspath(triton.__file__)))


def main():
    ver = md.version("triton")
    for f in os.listdir(HERE):
        if f.endswith(".ll"):
            os.remove(os.path.join(HERE, f))
    rows, fails = [], 0
    for name, fn, sig, constexprs, opts, ccs in kernels.KERNELS:
        for cc in ccs:
            src = ASTSource(fn=fn, signature=sig, constexprs=constexprs)
            try:
                k = triton.compile(src, target=GPUTarget("cuda", cc, 32), options=dict(opts))
            except Exception as e:  # keep going; report at the end
                fails += 1
                print("FAIL", name, cc, e, file=sys.stderr)
                continue
            llir = k.asm["llir"]
            # The only edit to Triton's output: debug-info DIFile directories hold absolute
            # paths (this checkout, the venv); make them relative so the corpus is reproducible.
            llir = llir.replace('directory: "%s"' % os.path.join(HERE, "src"),
                                'directory: "corpus/real/triton/src"')
            llir = llir.replace('directory: "%s/' % SITE, 'directory: "site-packages/')
            cubin = k.asm.get("cubin", b"")
            ptx = k.asm.get("ptx", "")
            m = re.search(r"^\.target\s+(\S+)", ptx, re.M)
            ptx_target = m.group(1).rstrip(",") if m else "?"
            m = re.search(r"^\.version\s+(\S+)", ptx, re.M)
            ptx_version = m.group(1) if m else "?"
            if not cubin:
                fails += 1
                print("FAIL", name, cc, "no cubin", file=sys.stderr)
            status = "triton.compile -> cubin (%d bytes; ptx .version %s .target %s)" % (
                len(cubin), ptx_version, ptx_target)
            # Triton compiles cc 90 / 100 for the arch-specific targets sm_90a / sm_100a (wgmma and
            # tcgen05 need them), so the header's target is the PTX .target it really used.
            sm = ptx_target if ptx_target.startswith("sm_") else "sm_%d" % cc
            opts_s = ",".join("%s=%s" % kv for kv in sorted(opts.items()))
            fname = "%s.%s.ll" % (name, sm)
            # ptx=: the PTX ISA version Triton compiled at (it rewrites the PTX's .version to it
            # and hands LLVM min(9.0, it) as +ptxNN); the llir itself does not say.
            header = ("; nvverify-generator: triton-%s target=%s cc=%d ptx=%s options=%s "
                      "source=triton/src/kernels.py:%s dialect=triton-llir\n"
                      % (ver, sm, cc, ptx_version, opts_s, fn.fn.__name__))
            with open(os.path.join(HERE, fname), "w") as fh:
                fh.write(header + llir if llir.endswith("\n") else header + llir + "\n")
            rows.append("\t".join(["triton/" + fname, "triton-" + ver, sm, "cc=%d %s" % (cc, opts_s),
                                   "triton/src/kernels.py:" + fn.fn.__name__, status]))
            print("triton/%s %d bytes; %s" % (fname, len(llir), status))
    with open(os.path.join(HERE, "manifest.tsv"), "w") as fh:
        fh.write("\n".join(rows) + "\n")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
