; `extractvalue`/`insertvalue` on structs and arrays.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, [2 x float] }
define void @f(%S %s, [3 x i8] %a) {
  %v = extractvalue %S %s, 1, 0
  %w = insertvalue [3 x i8] %a, i8 1, 2
  ret void
}
