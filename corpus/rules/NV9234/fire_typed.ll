; A global variable named, above its definition, with another pointer type than the
; definition gives it (NVVM IR).
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 addrspace(1)* %out) {
entry:
  %v = load i32, i32 addrspace(1)* @g, align 4 ; expect: NV9234
  store i32 %v, i32 addrspace(1)* %out, align 4
  ret void
}

@g = addrspace(1) global float 0.000000e+00, align 4

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
