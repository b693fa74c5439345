; LLVM 19's `llvm.lifetime.start/end` take `(i64 immarg, ptr nocapture)`: a parameter more,
; or a size of another type, is refused by opt-19 (`Intrinsic has incorrect argument type!` /
; `ptr @llvm.lifetime.start.p0`); LLVM 22 reads the first as an older form and accepts it.
; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.lifetime.start.p0(i32, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr, i32)
define void @f() {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(i32 4, ptr %a) ; expect: NV9062
  call void @llvm.lifetime.end.p0(i64 4, ptr %a, i32 1) ; expect: NV9062
  ret void
}
