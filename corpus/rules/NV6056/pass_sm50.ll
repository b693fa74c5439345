; comment: below sm_52 or PTX 7.3 the alloca instruction does not exist at all (NV6027), not this rule
; target: sm_50
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %n) {
entry:
  %a = alloca i32, i32 %n, align 4 ; expect: NV6027
  store volatile i32 0, ptr %a
  ret void
}
