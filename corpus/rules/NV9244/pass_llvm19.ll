; LLVM 19 reads `mustprogress`, `willreturn` and `memory(…)` after a parameter list.
; target: sm_80
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) nounwind mustprogress willreturn memory(none) {
  ret i32 %x
}
