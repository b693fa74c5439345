target triple = "nvptx64-nvidia-cuda"

@bad = constant [4 x i8] c"aÿþb"
@ok_after = global i32 3
