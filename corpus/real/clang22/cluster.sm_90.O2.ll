; nvverify-generator: clang-22.1.8 target=sm_90 opt=O2 source=clang19/src/cluster.cu
; ModuleID = 'cluster.cu'
source_filename = "cluster.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16cluster_exchangePiE3buf = internal addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z16cluster_exchangePi(ptr noundef writeonly captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank()
  %4 = mul i32 %2, 1000
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = zext nneg i32 %5 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16cluster_exchangePiE3buf to ptr), i64 %7
  store i32 %6, ptr %8, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cluster.arrive()
  tail call void @llvm.nvvm.barrier.cluster.wait()
  %9 = add i32 %2, 1
  %10 = urem i32 %9, %3
  %11 = tail call ptr @llvm.nvvm.mapa(ptr addrspacecast (ptr addrspace(3) @_ZZ16cluster_exchangePiE3buf to ptr), i32 %10)
  %12 = getelementptr inbounds nuw i32, ptr %11, i64 %7
  %13 = load i32, ptr %12, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
  tail call void @llvm.nvvm.barrier.cluster.wait()
  %14 = tail call i1 @llvm.nvvm.is_explicit_cluster()
  %15 = zext i1 %14 to i32
  %16 = add nsw i32 %13, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = add i32 %19, %5
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21
  store i32 %16, ptr %22, align 4, !tbaa !6
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

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i1 @llvm.nvvm.is_explicit_cluster() #1

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11cluster_idsPj(ptr noundef writeonly captures(none) %0) local_unnamed_addr #3 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul i32 %2, %3
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
  %8 = shl i32 %6, 3
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  store i32 %7, ptr %10, align 4, !tbaa !6
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.clusterid.y()
  %12 = or disjoint i32 %8, 1
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  store i32 %11, ptr %14, align 4, !tbaa !6
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
  %16 = or disjoint i32 %8, 2
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %17
  store i32 %15, ptr %18, align 4, !tbaa !6
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x()
  %20 = or disjoint i32 %8, 3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21
  store i32 %19, ptr %22, align 4, !tbaa !6
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y()
  %24 = or disjoint i32 %8, 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr %0, i64 %25
  store i32 %23, ptr %26, align 4, !tbaa !6
  %27 = tail call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x()
  %28 = or disjoint i32 %8, 5
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr %0, i64 %29
  store i32 %27, ptr %30, align 4, !tbaa !6
  %31 = tail call i1 @llvm.nvvm.isspacep.shared.cluster(ptr %0)
  %32 = zext i1 %31 to i32
  %33 = or disjoint i32 %8, 6
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds nuw i32, ptr %0, i64 %34
  store i32 %32, ptr %35, align 4, !tbaa !6
  tail call void @llvm.nvvm.fence.sc.cluster()
  %36 = tail call i32 @llvm.nvvm.getctarank(ptr %0)
  %37 = or disjoint i32 %8, 7
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds nuw i32, ptr %0, i64 %38
  store i32 %36, ptr %39, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.clusterid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.clusterid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared.cluster(ptr captures(none)) #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.sc.cluster() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.getctarank(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z22bounded_cluster_kernelPf(ptr noundef captures(none) %0) local_unnamed_addr #5 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = shl i32 %2, 7
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = add i32 %3, %4
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr %0, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !11
  %9 = fmul contract float %8, 2.000000e+00
  store float %9, ptr %7, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxclusterrank"="8" "nvvm.maxntid"="128" "nvvm.minctasm"="1" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }

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
