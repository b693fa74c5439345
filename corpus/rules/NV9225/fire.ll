; Instructions that take the address of an intrinsic (after NV9224).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.fma.f32(float, float, float)
declare void @g(ptr)

@fp = global ptr @llvm.fma.f32 ; expect: NV9224

define void @f(ptr %p) {
entry:
  store ptr @llvm.nvvm.read.ptx.sreg.tid.x, ptr %p, align 8 ; expect: NV9224, NV9225
  call void @g(ptr @llvm.fma.f32) ; expect: NV9224, NV9225
  ret void
}
