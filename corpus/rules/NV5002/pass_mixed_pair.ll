; target: sm_80
; profile: llvm
; the result is stored so that llc cannot delete the call as dead code
; s8 with u8 is a legal mixed pair at m16n8k32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sink0 = addrspace(1) global i32 zeroinitializer

define ptx_kernel void @kern(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3) {
entry:
  %d = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8.u8(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3)
  %d.0 = extractvalue { i32, i32, i32, i32 } %d, 0
  store volatile i32 %d.0, ptr addrspace(1) @sink0
  ret void
}

declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
