; target: sm_80
; profile: llvm
; the result is stored so that llc cannot delete the call as dead code
; f64 WMMA takes a rounding mode
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sink0 = addrspace(1) global double zeroinitializer

define ptx_kernel void @kern(double %a0, double %b0, double %c0, double %c1) {
entry:
  %d = call { double, double } @llvm.nvvm.wmma.m8n8k4.mma.row.col.rn.f64(double %a0, double %b0, double %c0, double %c1)
  %d.0 = extractvalue { double, double } %d, 0
  store volatile double %d.0, ptr addrspace(1) @sink0
  ret void
}

declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.row.col.rn.f64(double, double, double, double)
