; NVVM IR at compute_100: libNVVM's NVVM 23 path runs LLVM's Verifier before its own checks,
; `cannot use argument of naked function i32 %x`; with the argument unused it says only
; `naked function attribute is not supported.` (NV3001).
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x, ptr %p) naked { ; expect: NV9208, NV3001
  store i32 %x, ptr %p
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
