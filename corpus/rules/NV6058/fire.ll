; An atomic load and store with AMDGPU's "agent" scope on sm_80 (scoped ld/st).
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p) {
entry:
  %v = load atomic i32, ptr %p syncscope("agent") monotonic, align 4 ; expect: NV6058
  store atomic i32 %v, ptr %p syncscope("agent") release, align 4 ; expect: NV6058
  ret void
}
