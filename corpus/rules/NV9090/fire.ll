; Intrinsic globals defined without `appending` linkage.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = global i32 0
define void @f() {
  ret void
}
@llvm.used = global [1 x ptr] [ptr @g], section "llvm.metadata" ; expect: NV9090
@llvm.global_ctors = internal global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @f, ptr null }] ; expect: NV9090
