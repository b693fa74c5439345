target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%t = type { i32 }
%t = type { i64 }
@g = global i32 0
@g = global i64 1
define void @f() {
entry:
  %x = add i32 1, 2
  %x = add i32 3, 4
  ret void
}
define void @f(i32 %a, i32 %a) {
  ret void
}
attributes #0 = { nounwind }
attributes #0 = { "target-cpu"="sm_90" }
!0 = !{}
!0 = !{!0}
