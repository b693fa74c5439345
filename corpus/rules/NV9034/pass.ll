; `alloca` of sized types.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, [4 x float] }
define void @f() {
  %a = alloca i32
  %b = alloca %S, align 8
  %c = alloca <4 x float>
  %d = alloca ptr
  ret void
}
