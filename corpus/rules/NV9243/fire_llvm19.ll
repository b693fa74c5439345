; A function attribute of LLVM 22 read by llc 19.
; target: sm_80
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) #0 {
  ret i32 %x
}

attributes #0 = { nounwind nocreateundeforpoison } ; expect: NV9243
