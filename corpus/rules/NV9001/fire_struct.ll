; A named struct result: LLVM words the type with its body ('%struct.V = type { float, float }').
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.V = type { float, float }

define %struct.V @f(float %x) {
  ret float %x ; expect: NV9001
}
