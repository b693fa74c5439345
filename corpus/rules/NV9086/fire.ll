; Aliases of `weak` and `linkonce` aliases.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  ret void
}
@w = weak alias void (), ptr @f ; expect: NV2051
@l = linkonce alias void (), ptr @f ; expect: NV2051
@a = alias void (), ptr @w ; expect: NV9086
@b = alias void (), ptr @l ; expect: NV9086
