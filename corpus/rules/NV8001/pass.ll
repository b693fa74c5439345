; target: sm_80
; profile: llvm
; the same conversion at its minimum target
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(1) %p, float %x) {
entry:
  %h = call i16 asm "{\0A\09.reg .pred p;\0A\09cvt.rn.bf16.f32 $0, $1;\0A}", "=h,f"(float %x)
  store i16 %h, ptr addrspace(1) %p
  ret void
}

