; An instruction that uses its own result: arithmetic (the parser's fast path) and a GEP in a
; loop (the full walk), each reported once whatever the number of its own uses.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %a, ptr %p) {
entry:
  %x = add i32 %x, %a ; expect: NV9209
  %y = mul i32 %y, %y ; expect: NV9209
  store i32 %x, ptr %p, align 4
  br label %loop
loop:
  %q = getelementptr i8, ptr %q, i64 1 ; expect: NV9209
  store i8 0, ptr %q, align 1
  br label %loop
}
