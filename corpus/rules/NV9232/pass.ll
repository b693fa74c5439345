; Global variables named with the pointer types their definitions give them, above and below
; their uses; a function named as a value is not judged here.
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [256 x float] undef, align 4
@g = addrspace(1) global float 0.0, align 4

define void @f(ptr addrspace(1) %out) {
entry:
  %p = getelementptr inbounds [256 x float], ptr addrspace(3) @smem, i64 0, i64 3
  %v = load float, ptr addrspace(3) %p, align 4
  %w = load float, ptr addrspace(1) @g, align 4
  %y = load float, ptr addrspace(1) @later, align 4
  %s = fadd float %v, %w
  %t = fadd float %s, 1.0
  %u = fadd float %t, %y
  store float %u, ptr addrspace(1) %out, align 4
  store ptr @f, ptr addrspace(1) @table, align 8
  ret void
}

@later = addrspace(1) global float 1.0, align 4
@table = addrspace(1) global ptr null, align 8
