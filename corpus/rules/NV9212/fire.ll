; An instruction's `align` that is not a power of two (modern IR).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g()
declare i32 @h()

define void @f(i32 %a, ptr %p, i1 %c) {
entry:
  %v = load i32, ptr %p, align 3 ; expect: NV9212
  store i32 1, ptr %p, align 0 ; expect: NV9212
  %m = alloca i32, align 12 ; expect: NV9212
  %x = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, align 3 ; expect: NV9212
  %y = atomicrmw add ptr %p, i32 1 seq_cst, align 6 ; expect: NV9212
  ret void
}
