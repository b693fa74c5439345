; `atomicrmw` operations of LLVM 20 read by llc 19.
; target: sm_90
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

define float @f(ptr addrspace(1) %p, float %v) {
  %c = atomicrmw fminimum ptr addrspace(1) %p, float %v seq_cst ; expect: NV9236
  ret float %c
}

define i32 @g(ptr addrspace(1) %p, i32 %v) {
  %c = atomicrmw usub_sat ptr addrspace(1) %p, i32 %v seq_cst ; expect: NV9236
  ret i32 %c
}
