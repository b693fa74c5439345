; sspreq guards every function; NVPTX has no stack guard.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() #0 { ; expect: NV3046
entry:
  ret void
}

attributes #0 = { sspreq }
