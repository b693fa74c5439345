; target: sm_80
; profile: llvm
; double and fp128 parameters (fp128 is .b128, which PTX 8.3 and later accept)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @dev(double %x, fp128 %y) #0 {
entry:
  ret void
}

attributes #0 = { "target-features"="+ptx83" }
