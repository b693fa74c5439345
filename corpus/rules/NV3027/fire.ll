; target: sm_90
; profile: llvm
; llvm: 22
; the attribute form: LLVM 22 reads "nvvm.*" launch attributes (LLVM 19 knows only the annotations)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern() #0 { ; expect: NV3027
entry:
  ret void
}

attributes #0 = { "nvvm.maxntid"="128" "nvvm.reqntid"="128" }
