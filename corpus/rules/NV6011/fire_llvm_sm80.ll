; 128-bit compare-and-swap needs sm_90 with the llvm profile (LLVM 22: `unsupported cmpxchg`).
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p) #0 {
entry:
  %a = cmpxchg ptr addrspace(1) %p, i128 0, i128 1 seq_cst seq_cst ; expect: NV6011
  ret void
}

attributes #0 = { "target-features"="+ptx83" }
