; LLVM 19's Verifier does not look at a naked function's argument uses: opt-19 accepts this.
; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x, ptr %p) naked {
  store i32 %x, ptr %p
  unreachable
}
