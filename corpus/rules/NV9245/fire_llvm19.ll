; A function attribute of LLVM 22 after a declaration's parameter list, read by llc 19.
; target: sm_80
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

declare i32 @g(i32) nocreateundeforpoison ; expect: NV9245

define i32 @f(i32 %x) {
  %y = call i32 @g(i32 %x)
  ret i32 %y
}
