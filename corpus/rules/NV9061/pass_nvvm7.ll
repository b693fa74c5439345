; NVVM IR: libNVVM's NVVM 7 path does not judge `llvm.nvvm.activemask` by its signature (its
; LLVM 7 does not know the intrinsic): libNVVM 12.9 and 13.5 accept this declaration, whose
; result LLVM 19 and 22 refuse, so the row is not marked `Nvvm7` and says nothing here.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.activemask()
define void @f(float* %p) {
  %m = call float @llvm.nvvm.activemask()
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
