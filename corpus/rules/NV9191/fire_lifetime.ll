; libNVVM 13.5 at compute_100 (NVVM 23) reads `llvm.lifetime.*` as LLVM 22 does, `(ptr)`:
; `intrinsic argument 0 type (overload type 0) expected any pointer or pointer vector, but got
; i32 ptr @llvm.lifetime.start.p0`.
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.lifetime.start.p0(i32)
define void @f() {
  call void @llvm.lifetime.start.p0(i32 1) ; expect: NV9191
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
