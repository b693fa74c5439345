"""numba-cuda kernels for the nvverify real-IR corpus.

Each entry of KERNELS is (name, python function, signature, list of compute capabilities,
extra compile_ptx options).  ../gen_numba.py compiles every (kernel, cc) pair with
numba.cuda.compile_ptx and captures the NVVM IR that numba hands to libNVVM.
"""
import math

import numba
import numpy as np
from numba import cuda, float32, float64, int32, uint32, void


# ---------------------------------------------------------------- elementwise
def axpy(r, a, x, y):
    i = cuda.grid(1)
    if i < r.size:
        r[i] = a * x[i] + y[i]


# ---------------------------------------------------------------- shared-memory reduction
BLOCK = 256


def block_sum(inp, out):
    sm = cuda.shared.array(BLOCK, dtype=float32)
    t = cuda.threadIdx.x
    i = cuda.blockIdx.x * BLOCK + t
    sm[t] = inp[i] if i < inp.size else float32(0.0)
    cuda.syncthreads()
    s = BLOCK // 2
    while s > 0:
        if t < s:
            sm[t] += sm[t + s]
        cuda.syncthreads()
        s //= 2
    if t == 0:
        out[cuda.blockIdx.x] = sm[0]


# ---------------------------------------------------------------- atomics
def atomics(fi, ff, fd, hist, data):
    i = cuda.grid(1)
    if i < data.size:
        v = data[i]
        cuda.atomic.add(hist, v % hist.size, 1)
        cuda.atomic.max(fi, 0, v)
        cuda.atomic.min(fi, 1, v)
        cuda.atomic.add(ff, 0, float32(0.5))
        cuda.atomic.max(ff, 1, float32(v))
        cuda.atomic.add(fd, 0, float64(v))
        cuda.atomic.compare_and_swap(fi[2:], 0, v)
        cuda.atomic.exch(fi, 3, v)
        cuda.atomic.and_(fi, 4, v)
        cuda.atomic.or_(fi, 5, v)
        cuda.atomic.xor(fi, 6, v)
        cuda.atomic.sub(fi, 7, 1)


# ---------------------------------------------------------------- local (private) arrays
def local_sort(inp, out):
    i = cuda.grid(1)
    buf = cuda.local.array(16, dtype=int32)
    n = 16
    for k in range(n):
        idx = i * n + k
        buf[k] = inp[idx] if idx < inp.size else 2147483647
    for a in range(1, n):
        key = buf[a]
        b = a - 1
        while b >= 0 and buf[b] > key:
            buf[b + 1] = buf[b]
            b -= 1
        buf[b + 1] = key
    for k in range(n):
        idx = i * n + k
        if idx < out.size:
            out[idx] = buf[k]


# ---------------------------------------------------------------- math library (libdevice)
def math_funcs(x, y, z):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        y[i] = (math.sin(v) * math.cos(v) + math.exp(-v * v) + math.log1p(abs(v))
                + math.sqrt(abs(v)) + math.erf(v) + math.pow(abs(v), 1.5) + math.atan2(v, 2.0)
                + math.tanh(v) + math.floor(v) + cuda.fma(v, v, 1.0) + cuda.cbrt(v))
        c = complex(v, 1.0) * complex(0.5, v)
        z[i] = math.hypot(c.real, c.imag) + math.isnan(v) + math.isinf(v)


# ---------------------------------------------------------------- record (struct) arguments
particle = np.dtype([("x", np.float32), ("y", np.float32), ("vx", np.float32),
                     ("vy", np.float32), ("mass", np.float64), ("id", np.int32)], align=True)
particle_t = numba.from_dtype(particle)


def step_particles(ps, dt, g):
    i = cuda.grid(1)
    if i < ps.size:
        p = ps[i]
        p.vy += g * dt
        p.x += p.vx * dt / p.mass
        p.y += p.vy * dt / p.mass
        p.id = i


def record_by_value(rec, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = rec.x * rec.mass + rec.id


# ---------------------------------------------------------------- warp-level intrinsics
def warp_ops(inp, out):
    i = cuda.grid(1)
    lane = cuda.laneid
    v = inp[i]
    mask = cuda.activemask()
    s = v
    off = 16
    while off > 0:
        s += cuda.shfl_down_sync(0xFFFFFFFF, s, off)
        off //= 2
    b = cuda.ballot_sync(mask, v > 0)
    a = cuda.all_sync(mask, v != 0)
    n = cuda.any_sync(mask, v == 7)
    x = cuda.shfl_xor_sync(0xFFFFFFFF, v, 1)
    u = cuda.shfl_up_sync(0xFFFFFFFF, v, 1)
    m = cuda.match_any_sync(mask, v & 3)
    cuda.syncwarp()
    out[i] = s + cuda.popc(b) + a + n + x + u + cuda.popc(m) + lane + cuda.lanemask_lt()


# ---------------------------------------------------------------- device functions and a 2-D grid
@cuda.jit(device=True)
def clamp(v, lo, hi):
    return min(max(v, lo), hi)


def scale2d(img, s):
    r, c = cuda.grid(2)
    if r < img.shape[0] and c < img.shape[1]:
        img[r, c] = clamp(img[r, c] * s, float32(0.0), float32(1.0))


def bits_and_fences(inp, out, flags):
    i = cuda.grid(1)
    v = inp[i] if i < inp.size else uint32(0)
    r = cuda.brev(v) ^ uint32(cuda.clz(v)) ^ uint32(cuda.ffs(v)) ^ uint32(cuda.popc(v))
    cnt = cuda.syncthreads_count(int32(v > 10))
    anyv = cuda.syncthreads_or(int32(v == 0))
    allv = cuda.syncthreads_and(int32(v != 3))
    if i < out.size:
        out[i] = r + uint32(cnt + anyv + allv)
    cuda.threadfence_block()
    cuda.threadfence()
    if cuda.threadIdx.x == 0:
        cuda.threadfence_system()
        flags[cuda.blockIdx.x] = 1


# ---------------------------------------------------------------- tiled matmul (shared tiles)
TPB = 16


def matmul(A, B, C):
    sA = cuda.shared.array(shape=(TPB, TPB), dtype=float32)
    sB = cuda.shared.array(shape=(TPB, TPB), dtype=float32)
    x, y = cuda.grid(2)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bpg = cuda.gridDim.x
    tmp = float32(0.0)
    for t in range(bpg):
        sA[ty, tx] = 0
        sB[ty, tx] = 0
        if y < A.shape[0] and (tx + t * TPB) < A.shape[1]:
            sA[ty, tx] = A[y, tx + t * TPB]
        if x < B.shape[1] and (ty + t * TPB) < B.shape[0]:
            sB[ty, tx] = B[ty + t * TPB, x]
        cuda.syncthreads()
        for j in range(TPB):
            tmp += sA[ty, j] * sB[j, tx]
        cuda.syncthreads()
    if y < C.shape[0] and x < C.shape[1]:
        C[y, x] = tmp


# ---------------------------------------------------------------- constant memory
COEFFS = np.array([0.25, 0.5, 0.25, 1.0, -1.0, 2.0, 0.125, 3.5], dtype=np.float64)


def const_filter(x, y):
    c = cuda.const.array_like(COEFFS)
    i = cuda.grid(1)
    if i < y.size:
        acc = 0.0
        for k in range(c.size):
            acc += c[k] * x[(i + k) % x.size]
        y[i] = acc


f32a = float32[::1]
KERNELS = [
    ("axpy", axpy, void(float32[:], float32, float32[:], float32[:]), [(7, 5), (8, 0), (9, 0), (10, 0)], {}),
    ("block_sum", block_sum, void(f32a, f32a), [(8, 0), (9, 0)], {}),
    ("atomics", atomics, void(int32[:], float32[:], float64[:], uint32[:], int32[:]), [(7, 5), (10, 0)], {}),
    ("local_sort", local_sort, void(int32[:], int32[:]), [(8, 0)], {}),
    ("math_funcs", math_funcs, void(float64[:], float64[:], float32[:]), [(9, 0), (10, 0)], {}),
    ("math_funcs_fastmath", math_funcs, void(float64[:], float64[:], float32[:]), [(8, 0)], {"fastmath": True}),
    ("step_particles", step_particles, void(particle_t[:], float32, float32), [(8, 0), (10, 0)], {}),
    ("record_by_value", record_by_value, void(particle_t, float64[:]), [(9, 0)], {}),
    ("warp_ops", warp_ops, void(int32[:], int32[:]), [(9, 0)], {}),
    ("scale2d", scale2d, void(float32[:, :], float32), [(7, 5)], {}),
    ("bits_and_fences", bits_and_fences, void(uint32[:], uint32[:], int32[:]), [(8, 0)], {}),
    ("matmul", matmul, void(float32[:, :], float32[:, :], float32[:, :]), [(7, 5), (10, 0)], {}),
    ("const_filter", const_filter, void(float64[:], float64[:]), [(9, 0)], {}),
]
