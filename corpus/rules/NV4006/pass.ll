; target: sm_90a
; profile: llvm
; llvm: 23
; the same call under LLVM 23, which has the intrinsic (IntrinsicsNVVM.td on main)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(1) %p, float %a, float %b) #0 {
entry:
  %r = call float @llvm.nvvm.fadd.f32(float %a, float %b, i32 /* rnd=rz */ 0)
  store float %r, ptr addrspace(1) %p
  ret void
}

declare float @llvm.nvvm.fadd.f32(float, float, i32 immarg range(i32 0, 4))

attributes #0 = { "target-features"="+ptx86" }
