; `!align` on a load of an integer and on a store.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !align !0 ; expect: NV9115
  store ptr null, ptr %p, !align !0 ; expect: NV9115
  ret i32 %v
}
!0 = !{i64 8}
