; Pointer attributes on a call's integer argument, in NVVM IR for libNVVM's NVVM 23 path
; (sm_100 and later), which upgrades the IR and words it as modern LLVM does (not NV9097's list).
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @sink(i32)

define void @f(i32* %p) {
  call void @sink(i32 nonnull 1) ; expect: NV9063
  ret void
}

!nvvmir.version = !{!99}
!99 = !{i32 2, i32 0}
