; LLVM 19 refuses no declaration here: the older forms its reader upgrades (`llvm.ctlz`
; without its flag, `llvm.memcpy` with its alignment), a declaration with fewer parameters
; whose missing ones carry no attribute (`llvm.fma`, `llvm.nvvm.ldg.global.f`: only its
; pointer is `nocapture`), not called, and declarations as their signatures give them.
; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.ctlz.i32(i32)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i32, i1)
declare float @llvm.fma.f32(float, float)
declare float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1))
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare void @llvm.nvvm.cp.async.wait.group(i32)
define void @f(ptr %p, i32 %x) {
  %a = alloca i32
  call void @llvm.lifetime.end.p0(i64 4, ptr %a)
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  %c = call i32 @llvm.ctlz.i32(i32 %x)
  ret void
}
