; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
define void @f(i32* %p, i64* %q) {
  %v = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %v, i32* %p
  %c = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %t = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %s = add i64 %c, %t
  store i64 %s, i64* %q
  ret void
}

!nvvmir.version = !{!90}
!90 = !{i32 2, i32 0}
