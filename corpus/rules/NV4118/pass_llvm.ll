; target: sm_80
; profile: llvm
; the same mma for llc at sm_80: the rule is libNVVM's
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(1) %out, i32 %a0, i32 %a1, i32 %b0, i32 %c0, i32 %c1, i32 %c2, i32 %c3) {
entry:
  %d = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.s8(i32 %a0, i32 %a1, i32 %b0, i32 %c0, i32 %c1, i32 %c2, i32 %c3)
  %d0 = extractvalue { i32, i32, i32, i32 } %d, 0
  store i32 %d0, ptr addrspace(1) %out
  ret void
}

declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.s8(i32, i32, i32, i32, i32, i32, i32)

