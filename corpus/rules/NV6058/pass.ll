; Below sm_70 a monotonic atomic load is a volatile load and its scope is not read.
; target: sm_60
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p) {
entry:
  %v = load atomic i32, ptr %p syncscope("agent") monotonic, align 4
  store i32 %v, ptr %p
  ret void
}
