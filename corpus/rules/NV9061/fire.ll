; Generic intrinsics declared with a result type their signature does not give.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.fma.i32(i32, i32, i32)
declare { i32, i32 } @llvm.umul.with.overflow.i32(i32, i32)
declare i32 @llvm.trap()
define void @f() {
  %a = call i32 @llvm.fma.i32(i32 1, i32 2, i32 3) ; expect: NV9061
  %b = call { i32, i32 } @llvm.umul.with.overflow.i32(i32 1, i32 2) ; expect: NV9061
  %c = call i32 @llvm.trap() ; expect: NV9061
  ret void
}
