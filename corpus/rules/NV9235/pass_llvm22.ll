; llc 22 reads `ptrtoaddr` (LLVM 22) and `freeze` (LLVM 10).
; target: sm_80
; profile: llvm
; llvm: 22
target triple = "nvptx64-nvidia-cuda"

define i64 @f(ptr %p, i64 %n) {
  %a = ptrtoaddr ptr %p to i64
  %m = freeze i64 %n
  %r = add i64 %a, %m
  ret i64 %r
}
