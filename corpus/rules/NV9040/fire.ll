; `extractvalue`/`insertvalue` indices beyond the aggregate.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, [2 x float] }
define void @f({ i32, float } %a, %S %s) {
  %v = extractvalue { i32, float } %a, 2 ; expect: NV9040
  %w = insertvalue { i32, float } %a, i32 1, 2 ; expect: NV9040
  %x = extractvalue %S %s, 1, 2 ; expect: NV9040
  %y = extractvalue %S %s, 0, 0 ; expect: NV9040
  ret void
}
