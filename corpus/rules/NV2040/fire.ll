; Names llc keeps as written must be PTX identifiers.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@"table-a" = addrspace(1) global i32 0 ; expect: NV2040
@"ver.1" = addrspace(1) global i32 0 ; expect: NV2040

define ptx_kernel void @"kern@1"() { ; expect: NV2040
entry:
  store i32 1, ptr addrspace(1) @"table-a"
  store i32 1, ptr addrspace(1) @"ver.1"
  ret void
}
