; Alignments that are not powers of two on a global, a declared global and a function.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = addrspace(1) global i32 0, align 3 ; expect: NV9133
@b = external addrspace(1) global i32, align 0 ; expect: NV9133
define void @f() align 12 { ; expect: NV9133
  ret void
}
