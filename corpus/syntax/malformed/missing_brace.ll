target triple = "nvptx64-nvidia-cuda"

define void @open(i32 %x) {
entry:
  %y = add i32 %x, 1
  ret void

declare void @decl_after(i32)

define i32 @after(i32 %x) {
  ret i32 %x
}
