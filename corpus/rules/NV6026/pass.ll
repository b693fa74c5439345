; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr @llvm.stacksave.p0()

define ptr @f() #0 {
entry:
  %s = call ptr @llvm.stacksave.p0()
  ret ptr %s
}

attributes #0 = { "target-features"="+ptx73" }
