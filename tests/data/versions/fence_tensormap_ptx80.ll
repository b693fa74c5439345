target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.cta()
define void @k() #0 {
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.cta()
  ret void
}
attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx80" }
!llvm.ident = !{!0}
!0 = !{!"clang version 19.1.7"}
