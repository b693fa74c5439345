; i8..i64, float, double, a struct of outputs and pointers fit PTX registers on the NVVM 7 path.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i32* %p, float %f, double %d) {
entry:
  %a = call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"()
  %b = call { i32, float } asm sideeffect "mov.u32 $0, 1; mov.f32 $1, $2;", "=r,=f,f"(float %f)
  %c = call double asm "add.f64 $0, $1, $1;", "=d,d"(double %d)
  %h = call i16 asm "mov.b16 $0, 0;", "=h"()
  call void asm sideeffect "st.u32 [$0], $1;", "l,r"(i32* %p, i32 %a)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
