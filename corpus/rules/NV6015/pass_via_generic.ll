; Casts through the generic space are the legal route (global -> generic -> global, shared -> generic).
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global i32 undef, align 4

define void @k(i32 addrspace(1)* %p) {
entry:
  %gen = addrspacecast i32 addrspace(1)* %p to i32*
  %g = addrspacecast i32* %gen to i32 addrspace(1)*
  store i32 1, i32 addrspace(1)* %g, align 4
  store i32 2, i32* addrspacecast (i32 addrspace(3)* @s to i32*), align 4
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
