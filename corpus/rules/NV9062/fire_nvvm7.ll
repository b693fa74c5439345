; NVVM IR (typed pointers: libNVVM's NVVM 7 path): `llvm.nvvm.fmax.f` declared with an
; integer second parameter; the row is marked `Nvvm7` (libNVVM 12.9 and 13.5 refuse it).
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.fmax.f(float, i32)
define void @f(float* %p, float %a) {
  %m = call float @llvm.nvvm.fmax.f(float %a, i32 1) ; expect: NV9062
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
