; NVVM IR: libNVVM's NVVM 7 path (LLVM 7's reader) upgrades the five-parameter form as every
; later reader does, and refuses the rewritten call: `Call parameter type does not match
; function signature! i32 0 i1  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %p, i8* %p, i64 4, i32 0)`.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1, i32)
declare void @llvm.memset.p0i8.i64(i8*, i32, i64, i32, i1)
define void @f(i8* %p) {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %p, i8* %p, i64 4, i1 false, i32 0) ; expect: NV9207
  call void @llvm.memset.p0i8.i64(i8* %p, i32 0, i64 4, i32 1, i1 false) ; expect: NV9207
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
