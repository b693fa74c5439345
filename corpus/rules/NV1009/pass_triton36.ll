; target: sm_120a
; consumer: triton@3.6.0
; ptx: 8.8
; Triton 3.6 compiles for sm_120a with ptxas-blackwell 12.9 (PTX 8.8): it gives its LLVM
; +ptx86 (get_features' cap), which that LLVM accepts below sm_120a's minimum (8.7), and writes
; `.version 8.8` before ptxas. The module carries no triple and no +ptxNN, as Triton's llir.
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define ptx_kernel void @add_kernel(ptr addrspace(1) %x) {
  ret void
}
