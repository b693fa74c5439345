#!/usr/bin/env python3
"""Generates a large NVVM module for nvverify's watch and cache measurements.

    python3 docs/bench/gen_module.py typed  19 > big_typed.ll    # LLVM 7 NVVM IR (libNVVM)
    python3 docs/bench/gen_module.py modern 19 > big_modern.ll   # opaque pointers (clang/Triton)
    python3 docs/bench/gen_module.py tree DIR 1000               # 1,000 small modules, both dialects

A module is ~5,000 functions of loads, GEPs, arithmetic, stores and NVVM intrinsic calls; every
10th function is a kernel and every 100th calls a Hopper-only cluster barrier, so a check for
sm_80 has findings to report. Output is deterministic.
"""
import os
import sys


def function(i, typed, body_steps):
    g = "float addrspace(1)*" if typed else "ptr addrspace(1)"
    kernel = i % 10 == 0
    cc = "ptx_kernel " if (kernel and not typed) else ""
    lines = [f"define {cc}void @f{i}({g} %out, {g} %in, i32 %n) {{", "entry:"]
    lines.append("  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
    lines.append("  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()")
    lines.append(f"  %base = mul i32 %ctaid, {(i % 7) + 32}")
    for j in range(body_steps):
        lines.append(f"  %i{j} = add i32 %base, {j * 3 + i % 5}")
        lines.append(
            f"  %p{j} = getelementptr inbounds float, {g} %in, i32 %i{j}"
        )
        lines.append(f"  %v{j} = load float, {g} %p{j}, align 4")
        prev = "1.000000e+00" if j == 0 else f"%s{j - 1}"
        lines.append(f"  %s{j} = fadd float %v{j}, {prev}")
    if i % 100 == 0:
        lines.append("  call void @llvm.nvvm.barrier.cluster.arrive()")
        lines.append("  call void @llvm.nvvm.barrier.cluster.wait()")
    lines.append("  call void @llvm.nvvm.barrier0()")
    lines.append(f"  %q = getelementptr inbounds float, {g} %out, i32 %tid")
    lines.append(f"  store float %s{body_steps - 1}, {g} %q, align 4")
    lines.append("  ret void")
    lines.append("}")
    return "\n".join(lines) + "\n\n"


def module(typed, functions, body_steps):
    out = []
    out.append(f"; ModuleID = 'gen_{'typed' if typed else 'modern'}'\n")
    if typed:
        out.append(
            'target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-'
            'i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"\n'
        )
    else:
        out.append('target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"\n')
    out.append('target triple = "nvptx64-nvidia-cuda"\n\n')
    for i in range(functions):
        out.append(function(i, typed, body_steps))
    out.append("declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n")
    out.append("declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n")
    out.append("declare void @llvm.nvvm.barrier0()\n")
    out.append("declare void @llvm.nvvm.barrier.cluster.arrive()\n")
    out.append("declare void @llvm.nvvm.barrier.cluster.wait()\n\n")
    if typed:
        kernels = [i for i in range(functions) if i % 10 == 0]
        g = "float addrspace(1)*"
        out.append("!nvvmir.version = !{!0}\n!0 = !{i32 2, i32 0}\n")
        out.append(
            "!nvvm.annotations = !{"
            + ", ".join(f"!{n + 1}" for n in range(len(kernels)))
            + "}\n"
        )
        for n, i in enumerate(kernels):
            out.append(
                f'!{n + 1} = !{{void ({g}, {g}, i32)* @f{i}, !"kernel", i32 1}}\n'
            )
    return "".join(out)


def main():
    kind = sys.argv[1]
    if kind in ("typed", "modern"):
        megabytes = float(sys.argv[2]) if len(sys.argv) > 2 else 19
        functions = 5000
        # Bytes per body step: typed pointers spell out more.
        per_step = 197 if kind == "typed" else 190
        steps = max(1, int(megabytes * 1e6 / functions / per_step))
        sys.stdout.write(module(kind == "typed", functions, steps))
    elif kind == "tree":
        root, count = sys.argv[2], int(sys.argv[3])
        for n in range(count):
            folder = os.path.join(root, f"d{n // 100:02}")
            os.makedirs(folder, exist_ok=True)
            # The ModuleID makes every module distinct (the cache keys by content).
            text = f"; module {n}\n" + module(n % 2 == 0, 20 + n % 13, 6 + n % 5)
            with open(os.path.join(folder, f"m{n:04}.ll"), "w") as f:
                f.write(text)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
