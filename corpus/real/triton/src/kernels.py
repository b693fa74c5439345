"""Triton kernels for the nvverify real-IR corpus.

KERNELS lists (name, jit function, signature, constexprs, compile options, capabilities).
../gen_triton.py compiles each one with triton.compile(ASTSource(...), target=GPUTarget("cuda", cc, 32))
and keeps the `llir` stage (modern LLVM IR handed to Triton's NVPTX back end).
"""
import triton
import triton.language as tl


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n_elements, BLOCK: tl.constexpr):
    pid = tl.program_id(axis=0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n_elements
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


@triton.jit
def softmax_kernel(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    den = tl.sum(num, axis=0)
    tl.store(out_ptr + row * out_stride + cols, num / den, mask=mask)


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn,
                  stride_cm, stride_cn, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                  BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    offs_n = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_K, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_K, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    c = acc.to(tl.float16)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c_ptrs = c_ptr + rm[:, None] * stride_cm + rn[None, :] * stride_cn
    tl.store(c_ptrs, c, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def layernorm_kernel(x_ptr, y_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr, stride, N, eps,
                     BLOCK: tl.constexpr):
    row = tl.program_id(0)
    x_ptr += row * stride
    y_ptr += row * stride
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + cols, mask=cols < N, other=0.0).to(tl.float32)
    mean = tl.sum(acc, axis=0) / N
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + cols, mask=cols < N, other=0.0).to(tl.float32)
        x = tl.where(cols < N, x - mean, 0.0)
        acc += x * x
    var = tl.sum(acc, axis=0) / N
    rstd = 1 / tl.sqrt(var + eps)
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, rstd)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        mask = cols < N
        w = tl.load(w_ptr + cols, mask=mask)
        b = tl.load(b_ptr + cols, mask=mask)
        x = tl.load(x_ptr + cols, mask=mask, other=0.0).to(tl.float32)
        tl.store(y_ptr + cols, (x - mean) * rstd * w + b, mask=mask)


@triton.jit
def atomics_kernel(x_ptr, hist_ptr, max_ptr, sum_ptr, lock_ptr, n, NBINS: tl.constexpr,
                   BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    tl.atomic_add(hist_ptr + (x % NBINS), 1, mask=mask)
    tl.atomic_max(max_ptr, tl.max(x, axis=0))
    tl.atomic_add(sum_ptr, tl.sum(x.to(tl.float32), axis=0), sem="relaxed")
    while tl.atomic_cas(lock_ptr, 0, 1) == 1:
        pass
    tl.atomic_xchg(lock_ptr, 0)


from triton.language.extra import libdevice  # noqa: E402  (after the first kernels: their debug lines stay)


@triton.jit
def online_softmax_kernel(out_ptr, in_ptr, n_cols, BLOCK: tl.constexpr):
    # Fused attention's online softmax (tutorial 06): a running maximum that starts at -inf.
    row = tl.program_id(0)
    m = tl.full([BLOCK], -float("inf"), tl.float32)
    s = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(in_ptr + row * n_cols + cols, mask=cols < n_cols, other=-float("inf"))
        m_new = tl.maximum(m, x)
        s = s * tl.exp(m - m_new) + tl.exp(x - m_new)
        m = m_new
    tl.store(out_ptr + row * BLOCK + tl.arange(0, BLOCK), s)


@triton.jit
def libdevice_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    # libdevice functions inlined into the kernel (their bodies hold +inf constants).
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = libdevice.erf(x) + libdevice.log1p(tl.abs(x))
    tl.store(y_ptr + offs, y, mask=mask)


ALL = [80, 90, 100]
KERNELS = [
    ("vector_add", add_kernel,
     {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n_elements": "i32", "BLOCK": "constexpr"},
     {"BLOCK": 1024}, {"num_warps": 4}, ALL),
    ("softmax", softmax_kernel,
     {"out_ptr": "*fp32", "in_ptr": "*fp32", "in_stride": "i32", "out_stride": "i32", "n_cols": "i32",
      "BLOCK": "constexpr"},
     {"BLOCK": 1024}, {"num_warps": 4}, ALL),
    ("matmul", matmul_kernel,
     {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": "i32", "N": "i32", "K": "i32",
      "stride_am": "i32", "stride_ak": "i32", "stride_bk": "i32", "stride_bn": "i32",
      "stride_cm": "i32", "stride_cn": "i32",
      "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "BLOCK_K": "constexpr"},
     {"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 32}, {"num_warps": 4, "num_stages": 2}, ALL),
    ("layernorm", layernorm_kernel,
     {"x_ptr": "*fp16", "y_ptr": "*fp16", "w_ptr": "*fp32", "b_ptr": "*fp32", "mean_ptr": "*fp32",
      "rstd_ptr": "*fp32", "stride": "i32", "N": "i32", "eps": "fp32", "BLOCK": "constexpr"},
     {"BLOCK": 512}, {"num_warps": 4}, ALL),
    ("atomics", atomics_kernel,
     {"x_ptr": "*i32", "hist_ptr": "*i32", "max_ptr": "*i32", "sum_ptr": "*fp32", "lock_ptr": "*i32",
      "n": "i32", "NBINS": "constexpr", "BLOCK": "constexpr"},
     {"NBINS": 64, "BLOCK": 256}, {"num_warps": 2}, ALL),
    # Triton 3.9's LLVM writes LLVM 23's special FP literals (`float -inf`, `float +inf`) here.
    ("online_softmax", online_softmax_kernel,
     {"out_ptr": "*fp32", "in_ptr": "*fp32", "n_cols": "i32", "BLOCK": "constexpr"},
     {"BLOCK": 256}, {"num_warps": 4}, [80, 90]),
    ("libdevice", libdevice_kernel,
     {"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"},
     {"BLOCK": 256}, {"num_warps": 4}, [80]),
]
