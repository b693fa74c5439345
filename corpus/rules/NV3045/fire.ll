; Function definitions with parameters that carry no bits.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f({} %a) { ; expect: NV3045
entry:
  ret void
}

define ptx_kernel void @k([0 x i32] %a, i32 %n) { ; expect: NV3045
entry:
  ret void
}
