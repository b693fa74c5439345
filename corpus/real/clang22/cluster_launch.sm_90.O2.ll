; nvverify-generator: clang-22.1.8 target=sm_90 opt=O2 source=clang22/src/cluster_launch.cu
; ModuleID = 'cluster_launch.cu'
source_filename = "cluster_launch.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11cluster_sumPKfPfE7partial = internal addrspace(3) global float undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11cluster_sumPKfPf(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  store float 0.000000e+00, ptr addrspacecast (ptr addrspace(3) @_ZZ11cluster_sumPKfPfE7partial to ptr), align 4, !tbaa !11
  br label %8

8:                                                ; preds = %7, %2
  tail call void @llvm.nvvm.barrier.cluster.arrive()
  tail call void @llvm.nvvm.barrier.cluster.wait()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = add i32 %11, %5
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !11
  %16 = atomicrmw fadd ptr addrspacecast (ptr addrspace(3) @_ZZ11cluster_sumPKfPfE7partial to ptr), float %15 seq_cst, align 4
  tail call void @llvm.nvvm.barrier.cluster.arrive()
  tail call void @llvm.nvvm.barrier.cluster.wait()
  %17 = icmp eq i32 %3, 0
  %18 = icmp ult i32 %5, %4
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %8
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw float, ptr %1, i64 %22
  %24 = tail call ptr @llvm.nvvm.mapa(ptr addrspacecast (ptr addrspace(3) @_ZZ11cluster_sumPKfPfE7partial to ptr), i32 %5)
  %25 = load float, ptr %24, align 4, !tbaa !11
  %26 = atomicrmw fadd ptr %23, float %25 seq_cst, align 4
  br label %27

27:                                               ; preds = %20, %8
  tail call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
  tail call void @llvm.nvvm.barrier.cluster.wait()
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.wait() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.nvvm.mapa(ptr captures(none), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.clusterid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed() #2

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13cluster_shapePj(ptr noundef writeonly captures(none) %0) local_unnamed_addr #3 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %14

4:                                                ; preds = %1
  %5 = tail call i1 @llvm.nvvm.is_explicit_cluster()
  br i1 %5, label %6, label %14

6:                                                ; preds = %4
  %7 = tail call range(i32 0, 4) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y()
  %8 = shl nuw nsw i32 %7, 1
  %9 = tail call range(i32 0, 4) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.z()
  %10 = add nuw nsw i32 %8, %9
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = tail call range(i32 1, 5) i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x()
  store i32 %13, ptr %12, align 4, !tbaa !6
  br label %14

14:                                               ; preds = %6, %4, %1
  tail call void @llvm.nvvm.fence.sc.cluster()
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i1 @llvm.nvvm.is_explicit_cluster() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.z() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.sc.cluster() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxclusterrank"="4" "nvvm.maxntid"="128" "nvvm.minctasm"="1" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
