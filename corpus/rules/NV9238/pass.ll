; A global variable loaded through its pointer, and its and a function's addresses stored.
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0, align 4
@table = addrspace(1) global [2 x ptr] zeroinitializer, align 8

define void @h() {
entry:
  ret void
}

define void @f(ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) @g, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  %p = addrspacecast ptr addrspace(1) @g to ptr
  store ptr %p, ptr addrspace(1) @table, align 8
  %slot = getelementptr inbounds [2 x ptr], ptr addrspace(1) @table, i64 0, i64 1
  store ptr @h, ptr addrspace(1) %slot, align 8
  %n = ptrtoint ptr addrspace(1) @g to i64
  %q = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %n
  store i8 0, ptr addrspace(1) %q, align 1
  ret void
}
