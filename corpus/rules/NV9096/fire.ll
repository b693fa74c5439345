; Constructor and destructor lists of the two-field form, defined and declared.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  ret void
}
@llvm.global_ctors = appending global [1 x { i32, ptr }] [{ i32, ptr } { i32 65535, ptr @f }] ; expect: NV9096
@llvm.global_dtors = external global [1 x { i32, ptr }] ; expect: NV9096
