; Power-of-two alignments on globals and a function, beside a parameter's align attribute.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = addrspace(1) global i32 0, align 16
@b = external addrspace(1) global i32, align 1
define void @f(ptr align 8 %p) align 4 {
  ret void
}
