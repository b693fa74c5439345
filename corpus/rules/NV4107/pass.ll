; target: sm_80
; profile: nvvm
; supported widths
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i64 %x, i32 %ia, i32 %ib, i32 %y) {
entry:
  %a = trunc i32 %ia to i16
  %b = trunc i32 %ib to i16
  %c = call i64 @llvm.ctpop.i64(i64 %x)
  %o = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 %a, i16 %b)
  %s = call i32 @llvm.bswap.i32(i32 %y)
  ret void
}

declare i64 @llvm.ctpop.i64(i64)
declare { i16, i1 } @llvm.sadd.with.overflow.i16(i16, i16)
declare i32 @llvm.bswap.i32(i32)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
