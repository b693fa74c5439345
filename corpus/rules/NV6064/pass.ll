; 128-bit atomic load and store on sm_90 with PTX 8.4 (PTX 8.3 for a scoped one); a 64-bit one anywhere.
; target: sm_90
; profile: llvm
; ptx: 8.4
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p) {
entry:
  %v = load atomic i128, ptr %p monotonic, align 16
  store atomic i128 %v, ptr %p monotonic, align 16
  %w = load atomic i64, ptr %p monotonic, align 8
  store atomic i64 %w, ptr %p monotonic, align 8
  ret void
}
