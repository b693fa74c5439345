; NVVM IR: LLVM 7 upgrades `llvm.ctlz` without its flag; libNVVM 12.9 and 13.5 at compute_80
; accept it.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.ctlz.i32(i32)
define void @f(float* %p, i32 %i) {
  %a = call i32 @llvm.ctlz.i32(i32 %i)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
