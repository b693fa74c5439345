; A global variable named with another address space than its definition gives it.
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [256 x float] undef, align 4
@g = addrspace(1) global float 0.0, align 4

define void @f(ptr addrspace(1) %out) {
entry:
  %v = load float, ptr @smem, align 4 ; expect: NV9232
  %p = getelementptr inbounds float, ptr addrspace(1) @smem, i64 3 ; expect: NV9232
  %w = load float, ptr addrspace(1) @g, align 4
  %s = fadd float %v, %w
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
