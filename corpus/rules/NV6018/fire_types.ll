; x86_fp80, fp128, ppc_fp128 and x86_mmx have no PTX equivalent.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(double %d, double* %out) {
entry:
  %a = fpext double %d to x86_fp80 ; expect: NV6018
  %b = fpext double %d to fp128 ; expect: NV6018
  %c = fpext double %d to ppc_fp128 ; expect: NV6018
  %r = fptrunc fp128 %b to double ; expect: NV6018
  store double %r, double* %out, align 8
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
