; NVVM IR with typed pointers at compute_100: libNVVM 13.5 upgrades it and judges it on its
; NVVM 23 path, in that path's words (the same module at compute_80 is NV9061's).
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.fmax.f(float, float)
define void @f(float* %p, float %a) {
  %m = call i32 @llvm.nvvm.fmax.f(float %a, float 1.0) ; expect: NV9190
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
