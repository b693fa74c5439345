; `icmp samesign` read by llc 19.
; target: sm_80
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

define i1 @f(i32 %a, i32 %b) {
  %c = icmp samesign ult i32 %a, %b ; expect: NV9239
  ret i1 %c
}
