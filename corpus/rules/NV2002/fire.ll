; comment: the globals are used: libNVVM's NVVM 23 front end (compute_100+) drops an unused internal global before verifying
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global i32 5, align 4 ; expect: NV2002
@z = internal addrspace(3) global [4 x float] zeroinitializer, align 4 ; expect: NV2002

define void @kern(i32* %out) {
entry:
  %a = load i32, i32 addrspace(3)* @s, align 4
  %p = getelementptr [4 x float], [4 x float] addrspace(3)* @z, i64 0, i64 1
  %b = load float, float addrspace(3)* %p, align 4
  %c = fptosi float %b to i32
  %d = add i32 %a, %c
  store i32 %d, i32* %out, align 4
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
