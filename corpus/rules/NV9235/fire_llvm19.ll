; An instruction of LLVM 22 read by llc 19.
; target: sm_80
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

define i64 @f(ptr %p) {
  %a = ptrtoaddr ptr %p to i64 ; expect: NV9235
  ret i64 %a
}
