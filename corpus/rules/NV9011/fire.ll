; NVVM IR: an argument of another type than the callee's parameter (issue 28), and a call of a defined function with one argument too many.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.fmax.f(float, float)

define float @h(float %a) {
  ret float %a
}

define void @g(float %a, float* %p) {
entry:
  %m = call float @llvm.nvvm.fmax.f(float %a, i32 3) ; expect: NV9011
  %n = call float @h(float %a, float %a) ; expect: NV9011
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
