; `extractvalue`/`insertvalue` on an integer.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %a) {
  %v = extractvalue i32 %a, 0 ; expect: NV9039
  %w = insertvalue i32 %a, i32 1, 0 ; expect: NV9039
  ret void
}
