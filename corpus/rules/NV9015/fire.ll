; `icmp` on floats.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i1 @f(float %x) {
  %y = icmp eq float %x, %x ; expect: NV9015
  ret i1 %y
}
