; comment: a texture in shared memory
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tex = addrspace(3) global i64 undef, align 8 ; expect: NV2003

define void @kern() {
entry:
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
!nvvm.annotations = !{!1, !2}
!1 = !{void ()* @kern, !"kernel", i32 1}
!2 = !{i64 addrspace(3)* @tex, !"texture", i32 1}
