; comment: libNVVM refuses llvm.stacksave and llvm.stackrestore (Unsupported intrinsic)
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern() {
entry:
  %s = call i8* @llvm.stacksave() ; expect: NV4116
  call void @llvm.stackrestore(i8* %s) ; expect: NV4116
  ret void
}

declare i8* @llvm.stacksave()
declare void @llvm.stackrestore(i8*)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
