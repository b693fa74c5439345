; `load atomic` with a release ordering (NVVM IR, libNVVM's NVVM 7 path).
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g()
declare i32 @h()

define void @f(i32 %a, i32 addrspace(1)* %p, i1 zeroext %c) {
entry:
  %v = load atomic i32, i32 addrspace(1)* %p release, align 4 ; expect: NV6006, NV9213
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
