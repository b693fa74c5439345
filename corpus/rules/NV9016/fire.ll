; `fcmp` on integers.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i1 @f(i32 %x) {
  %y = fcmp oeq i32 %x, %x ; expect: NV9016
  ret i1 %y
}
