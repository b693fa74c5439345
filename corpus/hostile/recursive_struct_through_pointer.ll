target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%node = type { i32, %node* }
define void @k(%node* byval(%node) align 8 %p) {
entry:
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (%node*)* @k, !"kernel", i32 1}
