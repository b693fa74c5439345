; target: sm_90
; profile: llvm
; ptx: 7.8
; on sm_90 the e4m3x2 conversion needs only PTX 7.8
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(1) %p, float %a, float %b) {
entry:
  %v = call i16 asm "cvt.rn.satfinite.e4m3x2.f32 $0, $1, $2;", "=h,f,f"(float %a, float %b)
  store i16 %v, ptr addrspace(1) %p
  ret void
}

