; target: sm_80
; profile: nvvm
; NVVM IR: the same conversion at sm_80
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i16 addrspace(1)* %p, float %x) {
entry:
  %h = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %x)
  store i16 %h, i16 addrspace(1)* %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i16 addrspace(1)*, float)* @kern, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}

