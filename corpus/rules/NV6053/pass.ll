; target: sm_90
; profile: llvm
; llvm: 22
; the same exchange acq_rel, and a seq_cst 128-bit cmpxchg: both compile
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(1) %p, i128 %v) #0 {
entry:
  %r = atomicrmw xchg ptr addrspace(1) %p, i128 %v syncscope("device") acq_rel
  %c = cmpxchg ptr addrspace(1) %p, i128 %v, i128 %v syncscope("device") seq_cst seq_cst
  ret void
}

attributes #0 = { "target-features"="+ptx87" }
