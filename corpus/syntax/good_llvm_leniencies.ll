; Spellings LLVM's own parser accepts that look malformed (both llvm-as 19 and 22 take them).
target triple = "nvptx64-nvidia-cuda"

; A declaration's alignment without the comma.
@decl_align = external global ptr align 16
@decl_align_as = external addrspace(1) global i32 align 4

; A typed pointer whose integer type touches `addrspace`.
define void @glued(i8addrspace(0)* %p, i32addrspace(1)* %q) {
  ret void
}
