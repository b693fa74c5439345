; The older forms every reader upgrades: `llvm.ctlz`/`llvm.cttz` without their `i1` flag and
; `llvm.memcpy` with its alignment argument (opt-19, opt-22 accept). And `llvm.fma`
; declared but never called: LLVM judges only called intrinsics.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.ctlz.i32(i32)
declare i32 @llvm.cttz.i32(i32)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i32, i1)
declare float @llvm.fma.f32(float, float)
define void @f(ptr %p, i32 %i) {
  %a = call i32 @llvm.ctlz.i32(i32 %i)
  %b = call i32 @llvm.cttz.i32(i32 %i)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i32 1, i1 false)
  ret void
}
