; Inline PTX operands bind to registers of 1 to 64 bits: an i128 result and a fp128 operand do not.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i128* %out, fp128* %in) {
entry:
  %v = call i128 asm sideeffect "mov.b128 $0, 0;", "=r"() ; expect: NV6050
  store i128 %v, i128* %out, align 16
  %f = load fp128, fp128* %in, align 16 ; expect: NV6018
  call void asm sideeffect "// $0", "r"(fp128 %f) ; expect: NV6050, NV6018
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
