target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = global i32
@h = internal constant [4 x i8]
@e = external global i32
