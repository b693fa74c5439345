; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(ptr addrspace(1) %p) {
entry:
  %v = load atomic i32, ptr addrspace(1) %p acquire, align 4
  fence seq_cst
  ret i32 %v
}
