; comment: LLVM 19 writes `alloca.u64 %rd, %rd, 0` for an alloca aligned to at most 8 bytes
; target: sm_90
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %n) {
entry:
  %a = alloca i32, i32 %n, align 4 ; expect: NV6056
  store volatile i32 0, ptr %a
  ret void
}
