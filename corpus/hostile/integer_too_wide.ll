target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@a = external global i8388608
@b = external global i8388607
declare void @f(i18446744073709551616, [18446744073709551615 x i8388607])
