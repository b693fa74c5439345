; target: sm_90
; profile: llvm
; the same arrive spelt right, after a comment, a label and a guard
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(3) %bar, i1 %c) {
entry:
  %s = call i64 asm sideeffect "// arrive\0AL${:uid}:\0A\09@$2 mbarrier.arrive.shared.b64 $0, [$1];", "=l,r,b"(ptr addrspace(3) %bar, i1 %c)
  ret void
}

