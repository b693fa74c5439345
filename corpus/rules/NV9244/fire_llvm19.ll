; A function attribute of LLVM 22 after a definition's parameter list, read by llc 19.
; target: sm_80
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) nounwind nocreateundeforpoison { ; expect: NV9244
  ret i32 %x
}
