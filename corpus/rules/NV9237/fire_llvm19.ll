; Fast-math flags on `fpext` (LLVM 20, as clang 22 writes them) read by llc 19.
; target: sm_80
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

define double @f(float %a) {
  %c = fpext contract float %a to double ; expect: NV9237
  ret double %c
}

define half @g(float %a) {
  %c = fptrunc fast float %a to half ; expect: NV9237
  ret half %c
}
