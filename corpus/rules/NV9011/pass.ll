; NVVM IR: calls with the callees' own types, a varargs callee called with its type spelled out.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.fmax.f(float, float)
declare i32 @vprintf(i8*, i8*)

define float @h(float %a) {
  ret float %a
}

define void @g(float %a, i8* %fmt) {
entry:
  %m = call float @llvm.nvvm.fmax.f(float %a, float 3.0)
  %n = call float @h(float %m)
  %r = call i32 @vprintf(i8* %fmt, i8* null)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
