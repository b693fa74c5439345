; Packed aggregates holding addresses at unaligned offsets, with PTX 7.0 (no mask()).
; target: sm_70
; profile: llvm
; ptx: 7.0
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0
@p = addrspace(1) global <{ i8, ptr addrspace(1) }> <{ i8 1, ptr addrspace(1) @g }> ; expect: NV2050
@q = addrspace(1) global [2 x <{ ptr addrspace(1), i32 }>] [<{ ptr addrspace(1), i32 }> zeroinitializer, <{ ptr addrspace(1), i32 }> <{ ptr addrspace(1) @g, i32 1 }>] ; expect: NV2050
@r = addrspace(1) global <{ i8, i64 }> <{ i8 1, i64 ptrtoint (ptr addrspace(1) @g to i64) }> ; expect: NV2050
