; LLVM 7 printed unnamed blocks only as comments (`; <label>:N:`), so a
; block starts right after each terminator. Unnamed parameters take the
; first slots.
target triple = "nvptx64-nvidia-cuda"

define i32 @numbered(i32, i32*) {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %7

; <label>:4:                                      ; preds = %2
  %5 = load i32, i32* %1, align 4
  %6 = add nsw i32 %5, %0
  br label %7

; <label>:7:                                      ; preds = %4, %2
  %8 = phi i32 [ %6, %4 ], [ 0, %2 ]
  ret i32 %8
}

define void @explicit(i32 %x) {
0:
  br label %1

1:
  ret void
}
