; llc 22 and libNVVM's NVVM 23 path read `icmp samesign`.
; target: sm_100
; profile: llvm
; llvm: 22
target triple = "nvptx64-nvidia-cuda"

define i1 @f(i32 %a, i32 %b) {
  %c = icmp samesign ult i32 %a, %b
  ret i1 %c
}
