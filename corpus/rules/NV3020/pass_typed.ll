; comment: block and cluster shapes given as annotations satisfy blocksareclusters
; target: sm_90
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern() #0 {
entry:
  ret void
}

attributes #0 = { "nvvm.blocksareclusters" }

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
!nvvm.annotations = !{!1}
!1 = !{void ()* @kern, !"kernel", i32 1, !"reqntidx", i32 128, !"reqntidy", i32 1, !"reqntidz", i32 1, !"cluster_dim_x", i32 2, !"cluster_dim_y", i32 1, !"cluster_dim_z", i32 1}
