; LLVM 19: 64-bit atomic loads and stores are native.
; target: sm_60
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p) {
entry:
  %w = load atomic i64, ptr %p monotonic, align 8
  store atomic i64 %w, ptr %p monotonic, align 8
  ret void
}
