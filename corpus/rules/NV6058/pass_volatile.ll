; A volatile monotonic atomic load/store is a plain ld.volatile/st.volatile: its scope is not read.
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p) {
entry:
  %v = load atomic volatile i32, ptr %p syncscope("agent") monotonic, align 4
  store atomic volatile i32 %v, ptr %p syncscope("agent") monotonic, align 4
  ret void
}
