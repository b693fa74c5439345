target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%bad = type { i32, %bad }
%a = type { %b }
%b = type { i8, %a }
define void @k(%bad %p, %a %q, ptr byval(%bad) align 4 %r) {
entry:
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
