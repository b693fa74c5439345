; target: sm_100a
; profile: nvvm
; inline PTX: 16x128b.x64
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i32 %t, i32 %v) {
entry:
  call void asm sideeffect "tcgen05.st.sync.aligned.16x128b.x1.b32 [$0], {$1, $2};", "r,r,r"(i32 %t, i32 %v, i32 %v)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
