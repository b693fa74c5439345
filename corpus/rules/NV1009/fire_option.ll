; target: sm_90a
; profile: llvm
; ptx: 7.8
; With --ptx (no +ptxNN in the module) the diagnostic sits at the module's first line.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64" ; expect: NV1009
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern() {
entry:
  ret void
}
