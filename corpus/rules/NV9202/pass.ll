; The older forms libNVVM 13.5's NVVM 23 path upgrades (as opt-19 and opt-22 do): `llvm.ctlz`
; without its flag, `llvm.memcpy` with its alignment. (It also accepts `llvm.nvvm.nanosleep`
; with a second `i32`, which opt refuses: rules/intrinsic_signatures.ron, `intrinsic_upgrades:`.)
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.ctlz.i32(i32)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i32, i1)
define void @f(ptr %p, i32 %i) {
  %a = call i32 @llvm.ctlz.i32(i32 %i)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i32 1, i1 false)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
