; comment: LLVM 19's NVPTX back end refuses static dtorructors
; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @f, ptr null }] ; expect: NV2046

define internal void @f() {
entry:
  ret void
}

define ptx_kernel void @kern() {
entry:
  ret void
}
