; `immarg` on parameters of functions that are not intrinsics, declared and defined.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @f(i32 immarg) ; expect: NV9098
define void @g(i32 %x, i1 immarg %b) { ; expect: NV9098
  ret void
}
