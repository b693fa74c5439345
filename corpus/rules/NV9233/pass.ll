; Global variables named with the pointer types their definitions give them (NVVM IR).
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, float }

@g = addrspace(1) global float 0.000000e+00, align 4
@s = addrspace(3) global %struct.S undef, align 4
@arr = internal addrspace(3) global [4 x i32] undef, align 4

define void @f(float addrspace(1)* %out) {
entry:
  %v = load float, float addrspace(1)* @g, align 4
  %p = getelementptr inbounds %struct.S, %struct.S addrspace(3)* @s, i64 0, i32 1
  %w = load float, float addrspace(3)* %p, align 4
  %q = getelementptr inbounds [4 x i32], [4 x i32] addrspace(3)* @arr, i64 0, i64 1
  %i = load i32, i32 addrspace(3)* %q, align 4
  %x = load float, float addrspace(1)* @later, align 4
  %s = fadd float %v, %w
  %t = fadd float %s, %x
  store float %t, float addrspace(1)* %out, align 4
  ret void
}

@later = addrspace(1) global float 1.000000e+00, align 4

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
