; One entry per predecessor edge (a switch reaching `%b` twice gives two entries).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %a [ i32 0, label %b
                            i32 1, label %b ]
a:
  br label %b
b:
  %p = phi i32 [ %x, %entry ], [ %x, %entry ], [ 0, %a ]
  ret i32 %p
}
