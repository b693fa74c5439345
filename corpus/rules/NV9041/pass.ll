; `insertvalue` of each field's type.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, [2 x float] }
define void @f({ i32, float } %a, %S %s) {
  %v = insertvalue { i32, float } %a, float 1.0, 1
  %w = insertvalue %S %s, float 1.0, 1, 0
  %x = insertvalue { ptr, i64 } undef, ptr null, 0
  ret void
}
