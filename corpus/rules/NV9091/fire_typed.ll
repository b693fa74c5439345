; `llvm.global_ctors` with a 64-bit priority in NVVM IR (NVIDIA refuses `appending` and warns of constructors too).
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  ret void
}
@llvm.global_ctors = appending global [1 x { i64, void ()*, i8* }] [{ i64, void ()*, i8* } { i64 65535, void ()* @f, i8* null }] ; expect: NV9091, NV2005, NV2007

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
