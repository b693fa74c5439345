; LLVM 19: a 128-bit atomic load and store become calls of libatomic.
; target: sm_60
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p) {
entry:
  %v = load atomic i128, ptr %p monotonic, align 16 ; expect: NV6065
  store atomic i128 %v, ptr %p monotonic, align 16 ; expect: NV6065
  ret void
}
