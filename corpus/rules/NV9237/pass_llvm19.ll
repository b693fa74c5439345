; llc 19 reads `zext nneg`, `or disjoint` and `trunc nuw`, and fast-math flags on arithmetic.
; target: sm_80
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

define i64 @f(i32 %x, float %a) {
  %z = zext nneg i32 %x to i64
  %o = or disjoint i64 %z, 1
  %t = trunc nuw i64 %o to i32
  %b = fadd contract float %a, 1.0
  %c = fpext float %b to double
  %i = fptosi double %c to i64
  %w = zext i32 %t to i64
  %r = add i64 %w, %i
  ret i64 %r
}

; `getelementptr nusw`/`nuw` (LLVM 19), fast-math flags on `select` and `phi`: LLVM 19 reads them.
define float @g(ptr %p, i32 %k, float %v) {
entry:
  %c = icmp eq i32 %k, 0
  %q = getelementptr nusw float, ptr %p, i64 1
  %q2 = getelementptr inbounds nuw float, ptr %q, i64 1
  %s = select nnan i1 %c, float %v, float 1.0
  br label %next
next:
  %m = phi fast float [ %s, %entry ]
  store float %m, ptr %q2
  ret float %m
}
