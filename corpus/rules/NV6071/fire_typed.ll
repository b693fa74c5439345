; NVVM IR below compute_100 (libNVVM's NVVM 7 path): refused with an empty log (rc 6).
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { <2 x i32>, <2 x i1> } @llvm.usub.with.overflow.v2i32(<2 x i32>, <2 x i32>)
define void @f(float* %p, <2 x i32> %a) {
  %r = call { <2 x i32>, <2 x i1> } @llvm.usub.with.overflow.v2i32(<2 x i32> %a, <2 x i32> %a) ; expect: NV6071
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
