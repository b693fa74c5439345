; A global variable and a function named with a type that is not a pointer.
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0, align 4

define void @h() {
entry:
  ret void
}

define void @f(ptr addrspace(1) %out) {
entry:
  store i32 @g, ptr addrspace(1) %out, align 4 ; expect: NV9238
  store i64 @h, ptr addrspace(1) %out, align 8 ; expect: NV9238
  ret void
}
