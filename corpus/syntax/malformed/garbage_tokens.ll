target triple = "nvptx64-nvidia-cuda"

this is not llvm ir
@g = global i32 1

define void @body_garbage(i32 %x) {
entry:
  %a = add i32 %x, 1
  %b = frobnicate i32 %a, 2
  %c = mul i32 %a, ???
  %d = sub i32 %a, 1
  ret void
}

define void @after() {
  ret void
}
