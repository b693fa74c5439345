; A shared-memory global named with its own address space and another value type, in
; typed-pointer IR on libNVVM's NVVM 23 path: pointers are opaque there, so it is accepted.
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global i32 undef, align 4

define void @f(float addrspace(1)* %out) {
entry:
  %v = load float, float addrspace(3)* @g, align 4
  store float %v, float addrspace(1)* %out, align 4
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
