; `extractvalue`/`insertvalue` indices in range.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, [2 x float] }
define void @f({ i32, float } %a, %S %s) {
  %v = extractvalue { i32, float } %a, 1
  %w = insertvalue { i32, float } %a, i32 1, 0
  %x = extractvalue %S %s, 1, 1
  %y = insertvalue %S %s, [2 x float] zeroinitializer, 1
  ret void
}
