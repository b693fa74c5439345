; NVVM IR (LLVM 7 dialect) carrying CPU-only features that libNVVM rejects.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@counter = addrspace(3) global i32 5, align 4

define void @helper(i8 %flag) #0 section "fast" {
entry:
  fence acquire
  ret void
}

define void @kernel(float addrspace(1)* %out) {
entry:
  %c = addrspacecast i32 addrspace(3)* @counter to i32 addrspace(1)*
  %v = load atomic i32, i32 addrspace(1)* %c seq_cst, align 4
  ret void
}

attributes #0 = { naked uwtable }

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}
!0 = !{void (float addrspace(1)*)* @kernel, !"kernel", i32 1, !"maxntidx", i32 2048}
!1 = !{i32 2, i32 0}
