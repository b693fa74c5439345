; `getelementptr` on pointers and vectors of pointers.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr addrspace(1) %q, <2 x ptr> %v) {
  %g = getelementptr i32, ptr %p, i32 1
  %h = getelementptr inbounds i8, ptr addrspace(1) %q, i64 16
  %i = getelementptr i32, <2 x ptr> %v, <2 x i64> <i64 0, i64 1>
  ret void
}
