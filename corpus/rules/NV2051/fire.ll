; Weak and linkonce aliases: PTX's .alias cannot be .weak.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = weak alias void (), ptr @f ; expect: NV2051
@b = linkonce_odr alias void (), ptr @f ; expect: NV2051

define void @f() {
entry:
  ret void
}
