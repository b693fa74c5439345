; The llvm profile (llc + ptxas) accepts fences: NV6002 is an nvvm-only rule.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p) {
entry:
  store volatile i32 1, ptr %p, align 4
  fence syncscope("device") acq_rel
  ret void
}
