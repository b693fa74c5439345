; target: sm_120a
; consumer: triton@3.6.0
; ptx: 8.6
; Triton 3.6 with ptx_version=86: its LLVM accepts +ptx86 for sm_120a, but Triton writes
; `.version 8.6` and ptxas-blackwell 12.9 refuses: `PTX .version 8.6 does not support .target sm_120a`.
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64" ; expect: NV1009

define ptx_kernel void @add_kernel(ptr addrspace(1) %x) {
  ret void
}
