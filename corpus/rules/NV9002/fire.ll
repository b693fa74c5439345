; A use of a value nothing defines, and a branch to a block that does not exist.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) {
entry:
  %y = add i32 %q, 1 ; expect: NV9002
  br label %nowhere ; expect: NV9002
}
