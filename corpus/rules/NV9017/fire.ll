; Casts between types their opcodes do not convert.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x, float %y, ptr %p) {
  %a = trunc i32 %x to float ; expect: NV9017
  %b = zext i32 %x to i16 ; expect: NV9017
  %c = bitcast i32 %x to double ; expect: NV9017
  %d = addrspacecast ptr %p to ptr ; expect: NV9017
  ret void
}
