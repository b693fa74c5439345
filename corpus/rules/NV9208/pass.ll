; A `naked` function whose arguments are unused (its assembly reads them from the ABI's
; registers), and a function that is not naked using its arguments: opt-22 accepts both.
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x, ptr %p) naked {
  call void asm sideeffect "membar.gl;", ""()
  unreachable
}

define void @g(i32 %x, ptr %p) #0 {
  store i32 %x, ptr %p
  ret void
}

attributes #0 = { noinline }
