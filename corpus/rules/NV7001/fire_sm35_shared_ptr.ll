; Past sm_32 a shared pointer parameter takes 8 bytes at 8-byte alignment: 4096 + 8 = 4104 bytes overflow.
; target: sm_35
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { [4092 x i8] }

define void @kern(%S* byval align 4 %s, i32 addrspace(3)* %sh) { ; expect: NV7001
entry:
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
!nvvm.annotations = !{!1}
!1 = !{void (%S*, i32 addrspace(3)*)* @kern, !"kernel", i32 1}
