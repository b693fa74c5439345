"""Real numba-cuda launches on a GPU through the numba hook (`@cuda.jit` compiled at first
launch), which the CI (no GPU) cannot run. Run by bench/device/run.sh with the wheel under SITE
(default /tmp/site, its .pth run by site.addsitedir) and NVVERIFY_NUMBA=1 in the environment.
Checks the results, counts the hook's verifications; exits 1 if a result is wrong or the hook
verified nothing."""
import os, site, sys, time
site.addsitedir(os.environ.get("SITE", "/tmp/site"))
import numpy as np
from numba import cuda
import numba
import nvverify.numba as nn
from hook_timer import time_calls

calls = time_calls(nn, "verify_module")
print("numba", numba.__version__, "numba-cuda", getattr(cuda, "__version__", "?"), "hook installed:", nn.installed(), flush=True)

@cuda.jit
def saxpy(a, x, y, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a * x[i] + y[i]

@cuda.jit
def block_sum(x, out):
    s = cuda.shared.array(256, dtype=np.float32)
    i = cuda.grid(1)
    t = cuda.threadIdx.x
    s[t] = x[i] if i < x.size else 0.0
    cuda.syncthreads()
    step = 128
    while step > 0:
        if t < step:
            s[t] += s[t + step]
        cuda.syncthreads()
        step //= 2
    if t == 0:
        cuda.atomic.add(out, 0, s[0])

good = True
n = 1 << 16
x = np.random.rand(n).astype(np.float32); y = np.random.rand(n).astype(np.float32)
out = np.zeros_like(x)
t = time.perf_counter()
saxpy[(n + 255) // 256, 256](np.float32(2.0), x, y, out)
ok = np.allclose(out, 2.0 * x + y)
good &= ok
print(f"saxpy: {'ok' if ok else 'WRONG'} ({(time.perf_counter() - t) * 1e3:.0f} ms incl. compile)", flush=True)
total = np.zeros(1, dtype=np.float32)
t = time.perf_counter()
block_sum[(n + 255) // 256, 256](x, total)
ok = abs(total[0] - x.sum()) < 1e-2 * n
good &= ok
print(f"block_sum: {'ok' if ok else 'WRONG'} ({(time.perf_counter() - t) * 1e3:.0f} ms incl. compile)", flush=True)
print("hook verifications:", len(calls), "ms each:", [round(c * 1e3, 1) for c in calls], flush=True)
good &= len(calls) >= 2
print("numba launches:", "as expected" if good else "NOT as expected")
sys.exit(0 if good else 1)
