; `cmpxchg` whose failure ordering is `unordered` or releases (LLVM 13 on) (modern IR).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g()
declare i32 @h()

define void @f(i32 %a, ptr %p, i1 %c) {
entry:
  %v = cmpxchg ptr %p, i32 0, i32 1 seq_cst release ; expect: NV9220
  %w = cmpxchg ptr %p, i32 0, i32 1 seq_cst acq_rel ; expect: NV9220
  %x = cmpxchg ptr %p, i32 0, i32 1 seq_cst unordered ; expect: NV9220
  ret void
}
