; target: sm_90
; profile: llvm
; a misspelt opcode (mbarier) is a warning: ptxas would refuse it
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(3) %bar) {
entry:
  %s = call i64 asm sideeffect "mbarier.arrive.shared.b64 $0, [$1];", "=l,r"(ptr addrspace(3) %bar) ; expect: NV8003
  ret void
}

