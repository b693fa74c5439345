; The largest alignment, 2^32, on a function, and 2^31 on a global (a global aligned to 2^32 passes the parser too, but ptxas refuses its `.align 4294967296`: `Constant overflow`, a back-end matter).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = addrspace(1) global i32 0, align 2147483648
define void @f() align 4294967296 {
  ret void
}
