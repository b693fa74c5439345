; Alignments above 2^32 on a global and a function.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = addrspace(1) global i32 0, align 8589934592 ; expect: NV9134
define void @f() align 8589934592 { ; expect: NV9134
  ret void
}
