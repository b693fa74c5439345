; llvm.stackaddress: PTX does not expose the stack pointer.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr @llvm.stackaddress.p0()

define ptx_kernel void @k(ptr %p) {
entry:
  %a = call ptr @llvm.stackaddress.p0() ; expect: NV6060
  store ptr %a, ptr %p
  ret void
}
