; target: sm_90
; ptx: 7.8
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i64 @llvm.nvvm.read.ptx.sreg.clusterid.x()
define void @f(ptr %p) {
  %v = call i64 @llvm.nvvm.read.ptx.sreg.clusterid.x() ; expect: NV4115, NV9061
  store i64 %v, ptr %p
  ret void
}
