; cmpxchg through generic, global and shared pointers is fine.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i32* %g0, i32 addrspace(1)* %g1, i32 addrspace(3)* %s) {
entry:
  %a = cmpxchg i32* %g0, i32 0, i32 1 seq_cst seq_cst
  %b = cmpxchg i32 addrspace(1)* %g1, i32 0, i32 1 seq_cst seq_cst
  %c = cmpxchg i32 addrspace(3)* %s, i32 0, i32 1 seq_cst seq_cst
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
