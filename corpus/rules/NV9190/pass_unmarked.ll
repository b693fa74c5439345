; libNVVM 13.5's NVVM 23 verify (the nvvm profile on modern IR) accepts this declaration,
; whose result LLVM 19 and 22 refuse (`Intrinsic has incorrect return type!`): the row is
; not marked `Nvvm23` in rules/nvvm_signatures.ron, so the nvvm profile does not judge it.
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)
define void @f(ptr %p) {
  %v = call float @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %p, i32 1)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
