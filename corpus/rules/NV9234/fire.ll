; A global variable named, above its definition, with another pointer type than the
; definition gives it.
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(1) %out) {
entry:
  %v = load float, ptr @g, align 4 ; expect: NV9234
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

@g = addrspace(1) global float 0.0, align 4
