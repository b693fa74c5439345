; nvverify-generator: clang-19.1.7 target=sm_90 opt=O2 source=clang19/src/cluster.cu
; ModuleID = 'cluster.cu'
source_filename = "cluster.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16cluster_exchangePiE3buf = internal addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16cluster_exchangePi(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank()
  %4 = mul i32 %2, 1000
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = zext nneg i32 %5 to i64
  %8 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16cluster_exchangePiE3buf to ptr), i64 0, i64 %7
  store i32 %6, ptr %8, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cluster.arrive()
  tail call void @llvm.nvvm.barrier.cluster.wait()
  %9 = add i32 %2, 1
  %10 = urem i32 %9, %3
  %11 = tail call ptr @llvm.nvvm.mapa(ptr addrspacecast (ptr addrspace(3) @_ZZ16cluster_exchangePiE3buf to ptr), i32 %10)
  %12 = getelementptr inbounds i32, ptr %11, i64 %7
  %13 = load i32, ptr %12, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
  tail call void @llvm.nvvm.barrier.cluster.wait()
  %14 = tail call i1 @llvm.nvvm.is_explicit_cluster()
  %15 = zext i1 %14 to i32
  %16 = add nsw i32 %13, %15
  %17 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = add i32 %19, %5
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  store i32 %16, ptr %22, align 4, !tbaa !13
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
declare ptr @llvm.nvvm.mapa(ptr nocapture, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i1 @llvm.nvvm.is_explicit_cluster() #1

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @_Z11cluster_idsPj(ptr nocapture noundef writeonly %0) local_unnamed_addr #3 {
  %2 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul i32 %2, %3
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
  %8 = shl i32 %6, 3
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  store i32 %7, ptr %10, align 4, !tbaa !13
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.clusterid.y()
  %12 = or disjoint i32 %8, 1
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  store i32 %11, ptr %14, align 4, !tbaa !13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
  %16 = or disjoint i32 %8, 2
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  store i32 %15, ptr %18, align 4, !tbaa !13
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x()
  %20 = or disjoint i32 %8, 3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  store i32 %19, ptr %22, align 4, !tbaa !13
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y()
  %24 = or disjoint i32 %8, 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %0, i64 %25
  store i32 %23, ptr %26, align 4, !tbaa !13
  %27 = tail call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x()
  %28 = or disjoint i32 %8, 5
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %0, i64 %29
  store i32 %27, ptr %30, align 4, !tbaa !13
  %31 = tail call i1 @llvm.nvvm.isspacep.shared.cluster(ptr %0)
  %32 = zext i1 %31 to i32
  %33 = or disjoint i32 %8, 6
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %0, i64 %34
  store i32 %32, ptr %35, align 4, !tbaa !13
  tail call void @llvm.nvvm.fence.sc.cluster()
  %36 = tail call i32 @llvm.nvvm.getctarank(ptr %0)
  %37 = or disjoint i32 %8, 7
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %0, i64 %38
  store i32 %36, ptr %39, align 4, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.clusterid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.clusterid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared.cluster(ptr nocapture) #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.sc.cluster() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.getctarank(ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z22bounded_cluster_kernelPf(ptr nocapture noundef %0) local_unnamed_addr #5 {
  %2 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = shl i32 %2, 7
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = add i32 %3, %4
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds float, ptr %0, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !17
  %9 = fmul contract float %8, 2.000000e+00
  store float %9, ptr %7, align 4, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nounwind }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10, !11}
!nvvmir.version = !{!12}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z16cluster_exchangePi, !"kernel", i32 1}
!5 = !{ptr @_Z11cluster_idsPj, !"kernel", i32 1}
!6 = !{ptr @_Z22bounded_cluster_kernelPf, !"kernel", i32 1}
!7 = !{ptr @_Z22bounded_cluster_kernelPf, !"maxntidx", i32 128}
!8 = !{ptr @_Z22bounded_cluster_kernelPf, !"minctasm", i32 1}
!9 = !{ptr @_Z22bounded_cluster_kernelPf, !"maxclusterrank", i32 8}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !15, i64 0}
