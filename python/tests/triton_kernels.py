"""Triton's tutorial kernels, compile-only (``triton.compile`` for a ``GPUTarget``, no GPU), plus
kernels of our own: what the hook is run over on every Triton release the CI tests.

The tutorials (python/tutorials/ in the Triton repository): vector add (01), fused softmax (02),
matmul (03), layer norm (05), fused attention (06, the forward pass with its ``-inf`` running
maximum), fp8 and block-scaled matmul (10), persistent matmul (09); ours: libdevice math, atomics,
a scan, and inline PTX that each target has (``mov.u32 %laneid``) or lacks (``tcgen05.fence``,
``redux.sync … f32``: sm_100a only).

``KERNELS`` maps a name to ``(jit function, signature, constexprs, options)``; ``compile(name,
capability)`` compiles one.
"""

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
from triton.language.extra import libdevice


@triton.jit
def vector_add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(axis=0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)


@triton.jit
def softmax(out_ptr, in_ptr, in_stride, out_stride, n_rows, n_cols, BLOCK: tl.constexpr):
    start = tl.program_id(0)
    step = tl.num_programs(0)
    for row in tl.range(start, n_rows, step, num_stages=2):
        offs = tl.arange(0, BLOCK)
        mask = offs < n_cols
        x = tl.load(in_ptr + row * in_stride + offs, mask=mask, other=-float("inf"))
        x = x - tl.max(x, axis=0)
        num = tl.exp(x)
        tl.store(out_ptr + row * out_stride + offs, num / tl.sum(num, axis=0), mask=mask)


@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP: tl.constexpr):
    pid = tl.program_id(0)
    num_m = tl.cdiv(M, BM)
    num_n = tl.cdiv(N, BN)
    group = GROUP * num_n
    first_m = (pid // group) * GROUP
    size_m = min(num_m - first_m, GROUP)
    pid_m = first_m + ((pid % group) % size_m)
    pid_n = (pid % group) // size_m
    offs_m = (pid_m * BM + tl.arange(0, BM)) % M
    offs_n = (pid_n * BN + tl.arange(0, BN)) % N
    offs_k = tl.arange(0, BK)
    a_ptrs = a_ptr + offs_m[:, None] * sam + offs_k[None, :] * sak
    b_ptrs = b_ptr + offs_k[:, None] * sbk + offs_n[None, :] * sbn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BK, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BK, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK * sak
        b_ptrs += BK * sbk
    c = acc.to(c_ptr.dtype.element_ty)
    cm = pid_m * BM + tl.arange(0, BM)
    cn = pid_n * BN + tl.arange(0, BN)
    tl.store(c_ptr + scm * cm[:, None] + scn * cn[None, :], c, mask=(cm[:, None] < M) & (cn[None, :] < N))


@triton.jit
def persistent_matmul(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, NUM_SMS: tl.constexpr):
    start = tl.program_id(0)
    num_m = tl.cdiv(M, BM)
    num_n = tl.cdiv(N, BN)
    for tile in tl.range(start, num_m * num_n, NUM_SMS, flatten=True):
        pid_m = tile // num_n
        pid_n = tile % num_n
        offs_m = (pid_m * BM + tl.arange(0, BM)) % M
        offs_n = (pid_n * BN + tl.arange(0, BN)) % N
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, tl.cdiv(K, BK)):
            offs_k = k * BK + tl.arange(0, BK)
            a = tl.load(a_ptr + offs_m[:, None] * sam + offs_k[None, :] * sak, mask=offs_k[None, :] < K, other=0.0)
            b = tl.load(b_ptr + offs_k[:, None] * sbk + offs_n[None, :] * sbn, mask=offs_k[:, None] < K, other=0.0)
            acc = tl.dot(a, b, acc)
        cm = pid_m * BM + tl.arange(0, BM)
        cn = pid_n * BN + tl.arange(0, BN)
        mask = (cm[:, None] < M) & (cn[None, :] < N)
        tl.store(c_ptr + scm * cm[:, None] + scn * cn[None, :], acc.to(c_ptr.dtype.element_ty), mask=mask)


@triton.jit
def block_scaled_matmul(a_ptr, a_scale_ptr, b_ptr, b_scale_ptr, c_ptr,
                        BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # mxfp8 (e4m3) operands with one e8m0 scale per 32 elements along K (tutorial 10).
    offs_m = tl.arange(0, BM)
    offs_n = tl.arange(0, BN)
    offs_k = tl.arange(0, BK)
    offs_s = tl.arange(0, BK // 32)
    a = tl.load(a_ptr + offs_m[:, None] * BK + offs_k[None, :])
    b = tl.load(b_ptr + offs_k[:, None] * BN + offs_n[None, :])
    a_scale = tl.load(a_scale_ptr + offs_m[:, None] * (BK // 32) + offs_s[None, :])
    b_scale = tl.load(b_scale_ptr + offs_n[:, None] * (BK // 32) + offs_s[None, :])
    c = tl.dot_scaled(a, a_scale, "e4m3", b, b_scale, "e4m3")
    tl.store(c_ptr + offs_m[:, None] * BN + offs_n[None, :], c)


@triton.jit
def layer_norm(x_ptr, y_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr, stride, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    x_ptr += row * stride
    y_ptr += row * stride
    mean = 0
    _mean = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        _mean += tl.load(x_ptr + cols, mask=cols < N, other=0.0).to(tl.float32)
    mean = tl.sum(_mean, axis=0) / N
    _var = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + cols, mask=cols < N, other=0.0).to(tl.float32)
        x = tl.where(cols < N, x - mean, 0.0)
        _var += x * x
    rstd = 1 / tl.sqrt(tl.sum(_var, axis=0) / N + eps)
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, rstd)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        mask = cols < N
        w = tl.load(w_ptr + cols, mask=mask)
        b = tl.load(b_ptr + cols, mask=mask)
        x = tl.load(x_ptr + cols, mask=mask, other=0.0).to(tl.float32)
        tl.store(y_ptr + cols, ((x - mean) * rstd) * w + b, mask=mask)


@triton.jit
def attention(q_ptr, k_ptr, v_ptr, o_ptr, sm_scale, N_CTX,
              HEAD: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
    # The forward pass of tutorial 06: online softmax with a -inf running maximum.
    start_m = tl.program_id(0)
    offs_m = start_m * BM + tl.arange(0, BM)
    offs_n = tl.arange(0, BN)
    offs_d = tl.arange(0, HEAD)
    q = tl.load(q_ptr + offs_m[:, None] * HEAD + offs_d[None, :])
    m_i = tl.zeros([BM], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BM], dtype=tl.float32) + 1.0
    acc = tl.zeros([BM, HEAD], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    for start_n in range(0, N_CTX, BN):
        k = tl.load(k_ptr + (start_n + offs_n)[None, :] * HEAD + offs_d[:, None])
        qk = tl.dot(q, k)
        mask = offs_m[:, None] >= (start_n + offs_n[None, :])
        qk = qk * qk_scale + tl.where(mask, 0, -1.0e6)
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        qk -= m_ij[:, None]
        p = tl.math.exp2(qk)
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        v = tl.load(v_ptr + (start_n + offs_n)[:, None] * HEAD + offs_d[None, :])
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_ij
    acc = acc / l_i[:, None]
    tl.store(o_ptr + offs_m[:, None] * HEAD + offs_d[None, :], acc.to(tl.float16))


@triton.jit
def libdevice_math(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = libdevice.erf(x) + libdevice.log1p(tl.abs(x)) + libdevice.j0(x) + tl.math.rsqrt(x * x + 1.0)
    tl.store(y_ptr + offs, y, mask=mask)


@triton.jit
def atomics_and_scan(x_ptr, total_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.cumsum(x, axis=0), mask=mask)
    tl.atomic_add(total_ptr, tl.sum(x, axis=0))
    tl.atomic_max(total_ptr + 1, tl.max(x, axis=0))


LANE_ID = tl.constexpr("mov.u32 $0, %laneid;")
# tcgen05 and redux.sync on f32 exist on sm_100a only: ptxas refuses them elsewhere.
TCGEN05_FENCE = tl.constexpr("tcgen05.fence::before_thread_sync; mov.u32 $0, $1;")
REDUX_F32 = tl.constexpr("redux.sync.min.abs.NaN.f32 $0, $1, 0xffffffff;")


@triton.jit
def inline_lane_id(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    lane = tl.inline_asm_elementwise(LANE_ID, "=r", [], dtype=tl.int32, is_pure=True, pack=1)
    tl.store(y_ptr + offs, x + lane.to(tl.float32), mask=mask)


@triton.jit
def inline_tcgen05_fence(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask).to(tl.int32, bitcast=True)
    y = tl.inline_asm_elementwise(TCGEN05_FENCE, "=r,r", [x], dtype=tl.int32, is_pure=False, pack=1)
    tl.store(y_ptr + offs, y.to(tl.float32, bitcast=True), mask=mask)


@triton.jit
def inline_redux_f32(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.inline_asm_elementwise(REDUX_F32, "=f,f", [x], dtype=tl.float32, is_pure=True, pack=1)
    tl.store(y_ptr + offs, y, mask=mask)


_ELEMENTWISE = {"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"}
_MATMUL = {
    **{name: "*fp16" for name in ("a_ptr", "b_ptr", "c_ptr")},
    **{name: "i32" for name in ("M", "N", "K", "sam", "sak", "sbk", "sbn", "scm", "scn")},
}

#: name → (kernel, signature, constexprs, compile options)
KERNELS = {
    "vector_add": (
        vector_add,
        {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"},
        {"BLOCK": 1024},
        {},
    ),
    "softmax": (
        softmax,
        {"out_ptr": "*fp32", "in_ptr": "*fp32", "in_stride": "i32", "out_stride": "i32",
         "n_rows": "i32", "n_cols": "i32", "BLOCK": "constexpr"},
        {"BLOCK": 1024},
        {"num_warps": 8},
    ),
    "matmul_f16": (
        matmul,
        {**_MATMUL, "BM": "constexpr", "BN": "constexpr", "BK": "constexpr", "GROUP": "constexpr"},
        {"BM": 128, "BN": 128, "BK": 64, "GROUP": 8},
        {"num_warps": 8, "num_stages": 3},
    ),
    "matmul_fp8": (
        matmul,
        {**_MATMUL, "a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv", "BM": "constexpr", "BN": "constexpr",
         "BK": "constexpr", "GROUP": "constexpr"},
        {"BM": 128, "BN": 128, "BK": 128, "GROUP": 8},
        {"num_warps": 8, "num_stages": 3},
    ),
    "persistent_matmul": (
        persistent_matmul,
        {**_MATMUL, "BM": "constexpr", "BN": "constexpr", "BK": "constexpr", "NUM_SMS": "constexpr"},
        {"BM": 128, "BN": 128, "BK": 64, "NUM_SMS": 132},
        {"num_warps": 8, "num_stages": 3},
    ),
    "block_scaled_matmul": (
        block_scaled_matmul,
        {"a_ptr": "*fp8e4nv", "a_scale_ptr": "*u8", "b_ptr": "*fp8e4nv", "b_scale_ptr": "*u8",
         "c_ptr": "*fp32", "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"},
        {"BM": 128, "BN": 128, "BK": 128},
        {"num_warps": 4},
    ),
    "layer_norm": (
        layer_norm,
        {"x_ptr": "*fp16", "y_ptr": "*fp16", "w_ptr": "*fp16", "b_ptr": "*fp16", "mean_ptr": "*fp32",
         "rstd_ptr": "*fp32", "stride": "i32", "N": "i32", "eps": "fp32", "BLOCK": "constexpr"},
        {"BLOCK": 1024},
        {"num_warps": 8},
    ),
    "attention": (
        attention,
        {"q_ptr": "*fp16", "k_ptr": "*fp16", "v_ptr": "*fp16", "o_ptr": "*fp16", "sm_scale": "fp32",
         "N_CTX": "i32", "HEAD": "constexpr", "BM": "constexpr", "BN": "constexpr"},
        {"HEAD": 64, "BM": 128, "BN": 64},
        {"num_warps": 4, "num_stages": 3},
    ),
    "libdevice_math": (libdevice_math, _ELEMENTWISE, {"BLOCK": 256}, {}),
    "atomics_and_scan": (
        atomics_and_scan,
        {"x_ptr": "*fp32", "total_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"},
        {"BLOCK": 256},
        {},
    ),
    "inline_lane_id": (inline_lane_id, _ELEMENTWISE, {"BLOCK": 256}, {}),
    "inline_tcgen05_fence": (inline_tcgen05_fence, _ELEMENTWISE, {"BLOCK": 256}, {}),
    "inline_redux_f32": (inline_redux_f32, _ELEMENTWISE, {"BLOCK": 256}, {}),
}

#: The capabilities the matrix compiles for: sm_80, sm_90a, sm_100a, sm_120a (and sm_121a).
CAPABILITIES = (80, 90, 100, 120, 121)


def compile(name: str, capability: int):
    kernel, signature, constexprs, options = KERNELS[name]
    source = ASTSource(fn=kernel, signature=signature, constexprs=constexprs)
    return triton.compile(source, target=GPUTarget("cuda", capability, 32), options=options)
