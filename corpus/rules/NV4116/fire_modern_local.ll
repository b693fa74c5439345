; comment: local (addrspace 5) pointers do not help: still Unsupported intrinsic (libNVVM 13.5, compute_100)
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern() {
entry:
  %s = call ptr addrspace(5) @llvm.stacksave.p5() ; expect: NV4116
  call void @llvm.stackrestore.p5(ptr addrspace(5) %s) ; expect: NV4116
  ret void
}

declare ptr addrspace(5) @llvm.stacksave.p5()
declare void @llvm.stackrestore.p5(ptr addrspace(5))

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
