; Definitions before uses; the join takes `%t` through a phi; an unreachable block may use anything.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @g(float %m, ptr %p, i1 %c) {
entry:
  %w = fadd float %m, 1.0
  br label %next
next:
  %z = fadd float %w, 1.0
  store float %z, ptr %p
  br i1 %c, label %then, label %join
then:
  %t = fadd float %m, 2.0
  br label %join
join:
  %j = phi float [ %t, %then ], [ %z, %next ]
  store float %j, ptr %p
  ret void
dead:
  store float %u, ptr %p
  %u = fadd float %m, 3.0
  ret void
}
