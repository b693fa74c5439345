; comment: cmpxchg through local and constant pointers: llc-19 cannot select it, llc-22's atom.local/atom.const is refused by ptxas
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(5) %l, ptr addrspace(4) %c) {
entry:
  %a = cmpxchg ptr addrspace(5) %l, i32 0, i32 1 seq_cst seq_cst ; expect: NV6055
  %b = cmpxchg ptr addrspace(4) %c, i32 0, i32 1 seq_cst seq_cst ; expect: NV6055
  ret void
}
