; target: sm_100a
; profile: llvm
; the same shape error in inline PTX
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(i32 %t, i64 %desc) {
entry:
  call void asm sideeffect "tcgen05.cp.cta_group::1.256x128b [$0], $1;", "r,l"(i32 %t, i64 %desc) ; expect: NV5010
  ret void
}

