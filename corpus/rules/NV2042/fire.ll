; target: sm_80
; profile: llvm
; a module-scope variable in local memory: ptxas refuses .local at module scope
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scratch = addrspace(5) global i32 0, align 4 ; expect: NV2042

define ptx_kernel void @kern() {
entry:
  ret void
}
