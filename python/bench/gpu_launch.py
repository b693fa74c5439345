"""Real kernel launches on a GPU through the Triton hook: the JIT path (`kernel[grid](...)`), which
the CI (no GPU) cannot run. Run by bench/device/run.sh on a lent GPU machine, from the repository
root, with the wheel installed under SITE (default /tmp/site; its nvverify-hooks.pth is run by
site.addsitedir, as Python's start-up runs it for an installed wheel) and NVVERIFY_TRITON=1 in the
environment: the hook is installed by the environment variable, not by code.

Each kernel of python/tests/triton_kernels.py launched here is checked against torch; the hook's
verifications are counted and timed; `inline_tcgen05_fence` (an sm_100a-only instruction) must
raise nvverify.VerificationError (NV8001) at its launch on an sm_90a GPU, before ptxas runs.
Prints one line per kernel and a summary; exits 1 if a result is wrong or the refusal is missing."""
import os, site, sys, time
site.addsitedir(os.environ.get("SITE", "/tmp/site"))
t_import = time.perf_counter()
import torch, triton
sys.path.insert(0, "python/tests")
import nvverify, nvverify.triton as nt
from hook_timer import time_calls
import triton_kernels as K
print("triton", triton.__version__, "torch", torch.__version__, "gpu", torch.cuda.get_device_name(),
      "capability", torch.cuda.get_device_capability(), "hook installed:", nt.installed(), flush=True)
calls = time_calls(nt, "verify")
dev = "cuda"
ok = {}
def timed(name, f):
    t = time.perf_counter()
    try:
        f(); ok[name] = "ok"
    except Exception as e:  # noqa
        ok[name] = f"{type(e).__name__}: {str(e)[:300]}"
    print(f"{name}: {ok[name]} ({(time.perf_counter()-t)*1e3:.0f} ms incl. compile)", flush=True)

def vector_add():
    n = 98432; x = torch.rand(n, device=dev); y = torch.rand(n, device=dev); out = torch.empty_like(x)
    K.vector_add[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
    torch.cuda.synchronize(); assert torch.allclose(out, x + y)
def softmax():
    x = torch.randn(1823, 781, device=dev); y = torch.empty_like(x)
    K.softmax[(64,)](y, x, x.stride(0), y.stride(0), x.shape[0], x.shape[1], BLOCK=1024)
    torch.cuda.synchronize(); assert torch.allclose(y, torch.softmax(x, dim=1), atol=1e-5)
def matmul():
    M = N = K_ = 512; a = torch.randn(M, K_, device=dev, dtype=torch.float16); b = torch.randn(K_, N, device=dev, dtype=torch.float16)
    c = torch.empty(M, N, device=dev, dtype=torch.float16)
    grid = (triton.cdiv(M, 64) * triton.cdiv(N, 64),)
    K.matmul[grid](a, b, c, M, N, K_, a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1), BM=64, BN=64, BK=32, GROUP=8)
    torch.cuda.synchronize(); assert torch.allclose(c.float(), (a.float() @ b.float()), atol=1e-1, rtol=1e-2)
def layer_norm():
    M, N = 256, 1000; x = torch.randn(M, N, device=dev); w = torch.rand(N, device=dev); b = torch.rand(N, device=dev)
    y = torch.empty_like(x); mean = torch.empty(M, device=dev); rstd = torch.empty(M, device=dev)
    K.layer_norm[(M,)](x, y, w, b, mean, rstd, x.stride(0), N, 1e-5, BLOCK=1024)
    torch.cuda.synchronize(); assert torch.allclose(y, torch.nn.functional.layer_norm(x, (N,), w, b, 1e-5), atol=1e-4)
def lane_id():
    # Each element gets the lane of the thread that holds it: every lane 0..31 appears, nothing else.
    n = 4096; x = torch.zeros(n, device=dev); y = torch.empty_like(x)
    K.inline_lane_id[(n // 1024,)](x, y, n, BLOCK=1024)
    torch.cuda.synchronize()
    assert torch.equal(torch.unique(y), torch.arange(32, device=dev, dtype=torch.float32))
def tcgen05():
    n = 4096; x = torch.rand(n, device=dev); y = torch.empty_like(x)
    K.inline_tcgen05_fence[(n // 1024,)](x, y, n, BLOCK=1024)
    torch.cuda.synchronize()
for name, f in [("vector_add", vector_add), ("softmax", softmax), ("matmul", matmul),
                ("layer_norm", layer_norm), ("inline_lane_id", lane_id), ("inline_tcgen05_fence (sm_100a only)", tcgen05)]:
    timed(name, f)
print("hook verifications:", len(calls), "total ms:", round(sum(calls) * 1e3, 1),
      "per kernel ms:", [round(c * 1e3, 1) for c in calls], flush=True)
refused = ok.pop("inline_tcgen05_fence (sm_100a only)")
good = all(v == "ok" for v in ok.values()) and refused.startswith("VerificationError") and "NV8001" in refused
print("device launches:", "as expected" if good else "NOT as expected")
sys.exit(0 if good else 1)
