; cta_group 2: inside LLVM 22's range.
; target: sm_100a
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)

define void @f(ptr addrspace(6) %t, i64 %a, i64 %b, i32 %d) #0 {
entry:
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %t, i64 %a, i64 %b, i32 %d, i1 true, i32 0, i32 2, i32 0)
  ret void
}

attributes #0 = { "target-features"="+ptx87" }
