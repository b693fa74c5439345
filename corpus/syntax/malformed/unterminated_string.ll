target triple = "nvptx64-nvidia-cuda"

@s = constant [3 x i8] c"ab
@after = global i32 2
