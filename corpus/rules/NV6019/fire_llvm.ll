; comment: llc cannot select a BlockAddress node
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out) {
entry:
  store ptr blockaddress(@k, %target), ptr %out, align 8 ; expect: NV6019
  br label %target
target:
  ret void
}
