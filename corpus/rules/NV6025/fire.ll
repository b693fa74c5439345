; target: sm_52
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)

define void @f() #0 {
entry:
  %s = call ptr @llvm.stacksave.p0() ; expect: NV6025
  call void @llvm.stackrestore.p0(ptr %s) ; expect: NV6025
  ret void
}

attributes #0 = { "target-features"="+ptx72" }
