; comment: a global after the functions is reported at its own line
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i32* %out) {
entry:
  %p = getelementptr [2 x i32], [2 x i32] addrspace(3)* @late, i64 0, i64 1
  %v = load i32, i32 addrspace(3)* %p, align 4
  store i32 %v, i32* %out, align 4
  ret void
}

@late = internal addrspace(3) global [2 x i32] [i32 1, i32 2], align 4 ; expect: NV2002

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
