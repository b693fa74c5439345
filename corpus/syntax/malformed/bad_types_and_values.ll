target triple = "nvptx64-nvidia-cuda"

%T = type { i32, float
@g = global <4 x i32> <i32 1, i32 2
define void @f(i32 %x, ) {
  ret void
}
!0 = !{i32 1, !"unterminated
!1 = !DILocation(line: 1
!llvm.ident = !{!0, !1}
attributes #0 = { nounwind "a"= }
@after = global i32 9
