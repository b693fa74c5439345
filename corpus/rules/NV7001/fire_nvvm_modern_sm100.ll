; libNVVM compute_100+ (NVVM 23) reads modern IR with byval(%S): 32760 + 8 = 32768 bytes overflow 32764 (measured).
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { [32760 x i8] }

define void @kern(ptr byval(%S) align 4 %s, ptr addrspace(1) %p) { ; expect: NV7001
entry:
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
!nvvm.annotations = !{!1}
!1 = !{ptr @kern, !"kernel", i32 1}
