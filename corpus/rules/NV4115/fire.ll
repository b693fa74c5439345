; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i64 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.clock64()
define void @f(i64* %p, i32* %q) {
  %v = call i64 @llvm.nvvm.read.ptx.sreg.tid.x() ; expect: NV4115, NV9061
  store i64 %v, i64* %p
  %c = call i32 @llvm.nvvm.read.ptx.sreg.clock64() ; expect: NV4115, NV9061
  store i32 %c, i32* %q
  ret void
}

!nvvmir.version = !{!90}
!90 = !{i32 2, i32 0}
