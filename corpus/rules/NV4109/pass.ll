; target: sm_80
; profile: nvvm
; metadata wrapping the texture global (annotated `texture`)
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tex = addrspace(1) global i64 0, align 8

define void @kern(i32 %x) {
entry:
  %h = call i64 @llvm.nvvm.texsurf.handle.p1i64(metadata i64 addrspace(1)* @tex, i64 addrspace(1)* @tex)
  ret void
}

declare i64 @llvm.nvvm.texsurf.handle.p1i64(metadata, i64 addrspace(1)*)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
!nvvm.annotations = !{!1}
!1 = !{i64 addrspace(1)* @tex, !"texture", i32 1}
