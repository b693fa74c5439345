; An intrinsic called with an i32 where its declaration takes a float (issue 28).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.fmax.f(float, float)

define void @g(float %a) {
entry:
  %m = call float @llvm.nvvm.fmax.f(float %a, i32 3) ; expect: NV9012, NV9013
  ret void
}
