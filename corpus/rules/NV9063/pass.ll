; Each attribute on a type it applies to; attributes that apply to any type.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define noalias ptr @a(ptr nonnull noalias %p, ptr byval(i32) align 4 %q, i8 zeroext %c, i16 signext %s, <2 x ptr> align 8 %v, i32 noundef %n) {
  ret ptr null
}
declare void @d(ptr nocapture readonly dereferenceable(8), ptr sret(i32), i32 inreg)
