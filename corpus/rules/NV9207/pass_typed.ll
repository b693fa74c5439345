; NVVM IR: the five-parameter forms as LLVM 6 wrote them, which libNVVM's NVVM 7 path
; rewrites and accepts.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i32, i1)
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i32, i1)
define void @f(i8* %p) {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %p, i8* %p, i64 4, i32 1, i1 false)
  call void @llvm.memset.p0i8.i64(i8* %p, i8 0, i64 4, i32 1, i1 false)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
