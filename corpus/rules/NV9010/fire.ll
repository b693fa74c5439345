; A use before its definition (issue 28), and a value defined on one path used after the join.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @g(float %m, ptr %p, i1 %c) {
entry:
  br label %next
next:
  %z = fadd float %w, 1.0 ; expect: NV9010
  %w = fadd float %m, 1.0
  store float %z, ptr %p
  br i1 %c, label %then, label %join
then:
  %t = fadd float %m, 2.0
  br label %join
join:
  store float %t, ptr %p ; expect: NV9010
  ret void
}
