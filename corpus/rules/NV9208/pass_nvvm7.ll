; NVVM IR below compute_100: libNVVM's NVVM 7 path refuses the attribute itself
; (`naked function attribute is not supported.`, NV3001) and says nothing of the argument use.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x, i32* %p) naked { ; expect: NV3001
  store i32 %x, i32* %p
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
