; `alignstack=16` (and every `key=value` form) is LLVM's spelling inside `attributes #N = { … }`
; alone: in a function header opt-19 and opt-22 stop at the `=`, `expected '('` (7:34, 11:40).
; target: sm_80
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x) alignstack=16 { ; expect: NV0001
  ret void
}

declare void @g(i32) nounwind allocsize=0 ; expect: NV0001

define void @h() #0 {
  ret void
}

attributes #0 = { alignstack=16 nounwind }
