; LLVM 19 reads `mustprogress`, `nofree` and `memory(…)` after a declaration's parameter list.
; target: sm_80
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

declare i32 @g(i32) nounwind mustprogress nofree memory(none)

define i32 @f(i32 %x) {
  %y = call i32 @g(i32 %x)
  ret i32 %y
}
