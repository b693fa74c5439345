target triple = "nvptx64-nvidia-cuda"

define void @cut(ptr %p) {
entry:
  %v = load i32, ptr %p, align
define void @after(ptr %p) {
entry:
  ret void
}

@g_after = global i32 1
