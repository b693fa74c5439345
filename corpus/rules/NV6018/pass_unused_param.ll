; An x86_fp80 parameter of a function whose body never touches it: libNVVM's verifier accepts it
; (oracles.md §1.2), so NV6018 stays quiet; ptxas then refuses the `.param .b80` (NV3043).
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @unused(x86_fp80 %x, double* %out) { ; expect: NV3043
entry:
  store double 1.0, double* %out, align 8
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
