target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@msg = internal constant [6 x i8] c"abÿþcd"
!llvm.ident = !{!0}
!0 = !{!"clang Ã( version"}
