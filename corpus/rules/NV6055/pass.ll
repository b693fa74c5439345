; comment: cmpxchg on generic, global and shared memory
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s) {
entry:
  %a = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst
  %b = cmpxchg ptr addrspace(1) %g, i32 0, i32 1 seq_cst seq_cst
  %c = cmpxchg ptr addrspace(3) %s, i32 0, i32 1 seq_cst seq_cst
  ret void
}
