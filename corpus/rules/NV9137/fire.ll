; Local linkage with hidden or protected visibility on a global, a function and an alias.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal hidden addrspace(1) global i32 0 ; expect: NV9137
define private protected void @f() { ; expect: NV9137
  ret void
}
define void @h() {
  ret void
}
@a = internal hidden alias void (), ptr @h ; expect: NV9137
