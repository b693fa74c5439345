; A generic (addrspace(0)) alloca is fine.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i32* %out) {
entry:
  %slot = alloca i32, align 4
  store i32 7, i32* %slot, align 4
  %v = load i32, i32* %slot, align 4
  store i32 %v, i32* %out, align 4
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
