; A shared-memory global named with a generic pointer, in typed-pointer IR on libNVVM's
; NVVM 23 path (which reads `T*` as `ptr`).
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global i32 undef, align 4

define void @f(i32 addrspace(1)* %out) {
entry:
  %v = load i32, i32* @g, align 4 ; expect: NV9232
  store i32 %v, i32 addrspace(1)* %out, align 4
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
