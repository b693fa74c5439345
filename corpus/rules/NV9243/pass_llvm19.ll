; Function attributes llc 19 reads: those of LLVM 10 to 16.
; target: sm_80
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) #0 {
  ret i32 %x
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
