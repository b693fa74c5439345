target triple = "nvptx64-nvidia-cuda"

@max_ok = global i8388607 0
@too_wide = global i8388608 0
@absurd = global i99999999999999999999999 0
@zero = global i0 0
@after = global i32 5
