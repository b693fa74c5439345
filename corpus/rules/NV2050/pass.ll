; Near misses with PTX 7.0: an unpacked struct (the pointer is aligned), a packed one holding
; null, a packed one whose pointers sit at multiples of 8 bytes, and an array of 12-byte packed
; structs whose only address is the first element's (offset 0; the array is 24 bytes).
; target: sm_70
; profile: llvm
; ptx: 7.0
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0
@p = addrspace(1) global { i8, ptr addrspace(1) } { i8 1, ptr addrspace(1) @g }
@q = addrspace(1) global <{ i8, ptr addrspace(1) }> <{ i8 1, ptr addrspace(1) null }>
@r = addrspace(1) global <{ ptr addrspace(1), ptr addrspace(1) }> <{ ptr addrspace(1) @g, ptr addrspace(1) @g }>
@s = addrspace(1) global [2 x <{ ptr addrspace(1), i32 }>] [<{ ptr addrspace(1), i32 }> <{ ptr addrspace(1) @g, i32 1 }>, <{ ptr addrspace(1), i32 }> zeroinitializer]
