; A kernel whose non-void return is undef or poison: llc drops it and ptxas accepts the .entry.
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel float @kern(ptr addrspace(1) %p) {
entry:
  ret float undef
}

define ptx_kernel i32 @kern2(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  ret i32 poison
b:
  ret i32 undef
}
