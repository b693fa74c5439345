; comment: textures and surfaces in the global (1) or generic (0) space (libNVVM accepts both)
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tex = addrspace(1) global i64 0, align 8
@plain = global i64 0, align 8
@gtex = global i64 0, align 8

define void @kern() {
entry:
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
!nvvm.annotations = !{!1, !2, !3}
!1 = !{void ()* @kern, !"kernel", i32 1}
!2 = !{i64 addrspace(1)* @tex, !"texture", i32 1}
!3 = !{i64* @gtex, !"surface", i32 1}
