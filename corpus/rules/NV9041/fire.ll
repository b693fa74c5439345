; `insertvalue` of a value of another type than the field's.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, [2 x float] }
define void @f({ i32, float } %a, %S %s) {
  %v = insertvalue { i32, float } %a, i32 1, 1 ; expect: NV9041
  %w = insertvalue %S %s, double 1.0, 1, 0 ; expect: NV9041
  ret void
}
