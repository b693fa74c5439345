; Each cast converts a pair its opcode takes.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x, float %y, ptr %p, <2 x i16> %v) {
  %a = trunc i32 %x to i8
  %b = zext i32 %x to i64
  %c = bitcast i32 %x to float
  %d = addrspacecast ptr %p to ptr addrspace(1)
  %e = bitcast <2 x i16> %v to i32
  %f = fptosi float %y to i32
  %g = ptrtoint ptr %p to i64
  ret void
}
