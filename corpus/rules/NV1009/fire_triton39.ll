; target: sm_120a
; consumer: triton@3.9.0
; ptx: 8.6
; Triton 3.9 with ptx_version=86: its LLVM (24.0.0git) aborts with `LLVM ERROR: PTX version 8.6
; does not support target 'sm_120a'. Minimum required PTX version is 8.7. …`.
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64" ; expect: NV1009

define ptx_kernel void @add_kernel(ptr addrspace(1) %x) {
  ret void
}
