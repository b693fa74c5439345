; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.x86.rdtsc()

define i64 @f() {
entry:
  %a = call i32 @llvm.amdgcn.workitem.id.x() ; expect: NV6030
  %b = call i64 @llvm.x86.rdtsc() ; expect: NV6030
  %c = zext i32 %a to i64
  %d = add i64 %b, %c
  ret i64 %d
}
