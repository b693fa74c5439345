; target: sm_75
; profile: nvvm
; libNVVM's own text: branch.if.convergent is not supported on pre-Ampere architectures
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i32 %x) {
entry:
  %c = call i1 @llvm.nvvm.branch.if.convergent(i32 %x) ; expect: NV4001
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  ret void
}

declare i1 @llvm.nvvm.branch.if.convergent(i32)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
