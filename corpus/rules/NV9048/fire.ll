; `atomicrmw xchg` of a vector.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, <2 x i32> %x) {
  %v = atomicrmw xchg ptr %p, <2 x i32> %x seq_cst ; expect: NV9048
  ret void
}
