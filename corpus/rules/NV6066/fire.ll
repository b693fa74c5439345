; An i128 inline-asm operand on sm_60 (.b128 registers arrived with sm_70).
; target: sm_60
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p) {
entry:
  %v = load i128, ptr %p
  call void asm sideeffect "// $0", "q"(i128 %v) ; expect: NV6066
  ret void
}
