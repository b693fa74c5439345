; llvm.frameaddress and llvm.returnaddress compile (to 0).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr @llvm.frameaddress.p0(i32)
declare ptr @llvm.returnaddress(i32)

define ptx_kernel void @k(ptr %p) {
entry:
  %a = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %a, ptr %p
  %b = call ptr @llvm.returnaddress(i32 0)
  store ptr %b, ptr %p
  ret void
}
