; An overloaded intrinsic (llvm.nvvm.flo.u.*: the name carries the type): its shiftamt flag
; (argument 1) is ImmArg.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.flo.u.i32(i32, i1)

define i32 @f(i32 %x, i1 %s) {
entry:
  %r = call i32 @llvm.nvvm.flo.u.i32(i32 %x, i1 %s) ; expect: NV4112
  ret i32 %r
}
