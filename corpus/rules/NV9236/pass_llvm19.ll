; llc 19 reads the `atomicrmw` operations of LLVM 15 and 16.
; target: sm_90
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

define float @f(ptr addrspace(1) %p, float %v) {
  %c = atomicrmw fmax ptr addrspace(1) %p, float %v seq_cst
  ret float %c
}

define i32 @g(ptr addrspace(1) %p, i32 %v) {
  %c = atomicrmw uinc_wrap ptr addrspace(1) %p, i32 %v seq_cst
  ret i32 %c
}
