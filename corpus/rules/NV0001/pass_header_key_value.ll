; The header spells a required argument in parentheses (`alignstack(16)`, `allocsize(0)`);
; `alignstack=16` is the spelling inside an attribute group. opt-19 and opt-22 accept both.
; target: sm_80
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x) alignstack(16) {
  ret void
}

declare ptr @g(i32) nounwind allocsize(0)

define void @h() #0 {
  ret void
}

attributes #0 = { alignstack=16 nounwind }
