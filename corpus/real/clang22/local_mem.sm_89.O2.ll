; nvverify-generator: clang-22.1.8 target=sm_89 opt=O2 source=clang19/src/local_mem.cu
; ModuleID = 'local_mem.cu'
source_filename = "local_mem.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ops = dso_local addrspace(1) externally_initialized global [3 x ptr] [ptr @_Z5op_sqf, ptr @_Z6op_negf, ptr @_Z7op_halff], align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @ops to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z5op_sqf(float noundef %0) #0 {
  %2 = fmul contract float %0, %0
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z6op_negf(float noundef %0) #0 {
  %2 = fneg contract float %0
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z7op_halff(float noundef %0) #0 {
  %2 = fmul contract float %0, 5.000000e-01
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z3fibi(i32 noundef %0) local_unnamed_addr #1 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %46, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -2
  %5 = lshr i32 %4, 1
  %6 = add nuw i32 %5, 1
  %7 = and i32 %6, 3
  %8 = icmp ult i32 %4, 6
  br i1 %8, label %32, label %9

9:                                                ; preds = %3
  %10 = and i32 %6, -4
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i32 [ %0, %9 ], [ %24, %11 ]
  %13 = phi i32 [ 0, %9 ], [ %27, %11 ]
  %14 = phi i32 [ 0, %9 ], [ %28, %11 ]
  %15 = add nsw i32 %12, -1
  %16 = tail call noundef i32 @_Z3fibi(i32 noundef %15) #7
  %17 = add nsw i32 %16, %13
  %18 = add nsw i32 %12, -3
  %19 = tail call noundef i32 @_Z3fibi(i32 noundef %18) #7
  %20 = add nsw i32 %19, %17
  %21 = add nsw i32 %12, -5
  %22 = tail call noundef i32 @_Z3fibi(i32 noundef %21) #7
  %23 = add nsw i32 %22, %20
  %24 = add nsw i32 %12, -8
  %25 = add nsw i32 %12, -7
  %26 = tail call noundef i32 @_Z3fibi(i32 noundef %25) #7
  %27 = add nsw i32 %26, %23
  %28 = add i32 %14, 4
  %29 = icmp eq i32 %28, %10
  br i1 %29, label %30, label %11

30:                                               ; preds = %11
  %31 = icmp eq i32 %7, 0
  br i1 %31, label %46, label %32

32:                                               ; preds = %30, %3
  %33 = phi i32 [ %0, %3 ], [ %24, %30 ]
  %34 = phi i32 [ 0, %3 ], [ %27, %30 ]
  %35 = icmp ne i32 %7, 0
  tail call void @llvm.assume(i1 %35)
  br label %36

36:                                               ; preds = %36, %32
  %37 = phi i32 [ %40, %36 ], [ %33, %32 ]
  %38 = phi i32 [ %43, %36 ], [ %34, %32 ]
  %39 = phi i32 [ %44, %36 ], [ 0, %32 ]
  %40 = add nsw i32 %37, -2
  %41 = add nsw i32 %37, -1
  %42 = tail call noundef i32 @_Z3fibi(i32 noundef %41) #7
  %43 = add nsw i32 %42, %38
  %44 = add i32 %39, 1
  %45 = icmp eq i32 %44, %7
  br i1 %45, label %46, label %36, !llvm.loop !11

46:                                               ; preds = %30, %36, %1
  %47 = phi i32 [ 0, %1 ], [ %27, %30 ], [ %43, %36 ]
  %48 = phi i32 [ %0, %1 ], [ %24, %30 ], [ %40, %36 ]
  %49 = add nsw i32 %48, %47
  ret i32 %49
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12private_sortPKiPii(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = alloca [32 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #7
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = shl i32 %9, 5
  br label %11

11:                                               ; preds = %30, %3
  %12 = phi i32 [ 0, %3 ], [ %34, %30 ]
  %13 = or disjoint i32 %12, %10
  %14 = icmp slt i32 %13, %2
  br i1 %14, label %15, label %19

15:                                               ; preds = %11
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  br label %19

19:                                               ; preds = %11, %15
  %20 = phi i32 [ %18, %15 ], [ 2147483647, %11 ]
  %21 = zext nneg i32 %12 to i64
  %22 = getelementptr inbounds nuw i32, ptr %4, i64 %21
  store i32 %20, ptr %22, align 4, !tbaa !6
  %23 = or disjoint i32 %12, 1
  %24 = or disjoint i32 %23, %10
  %25 = icmp slt i32 %24, %2
  br i1 %25, label %26, label %30

26:                                               ; preds = %19
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds i32, ptr %0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  br label %30

30:                                               ; preds = %26, %19
  %31 = phi i32 [ %29, %26 ], [ 2147483647, %19 ]
  %32 = zext nneg i32 %23 to i64
  %33 = getelementptr inbounds nuw i32, ptr %4, i64 %32
  store i32 %31, ptr %33, align 4, !tbaa !6
  %34 = add nuw nsw i32 %12, 2
  %35 = icmp eq i32 %34, 32
  br i1 %35, label %36, label %11, !llvm.loop !13

36:                                               ; preds = %30, %52
  %37 = phi i32 [ %56, %52 ], [ 1, %30 ]
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw i32, ptr %4, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  br label %41

41:                                               ; preds = %36, %48
  %42 = phi i32 [ %37, %36 ], [ %43, %48 ]
  %43 = add nsw i32 %42, -1
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw i32, ptr %4, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = icmp sgt i32 %46, %40
  br i1 %47, label %48, label %52

48:                                               ; preds = %41
  %49 = zext nneg i32 %42 to i64
  %50 = getelementptr inbounds nuw i32, ptr %4, i64 %49
  store i32 %46, ptr %50, align 4, !tbaa !6
  %51 = icmp sgt i32 %42, 1
  br i1 %51, label %41, label %52, !llvm.loop !15

52:                                               ; preds = %48, %41
  %53 = phi i32 [ 0, %48 ], [ %42, %41 ]
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %4, i64 %54
  store i32 %40, ptr %55, align 4, !tbaa !6
  %56 = add nuw nsw i32 %37, 1
  %57 = icmp eq i32 %56, 32
  br i1 %57, label %59, label %36, !llvm.loop !16

58:                                               ; preds = %79
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #7
  ret void

59:                                               ; preds = %52, %79
  %60 = phi i32 [ %80, %79 ], [ 0, %52 ]
  %61 = or disjoint i32 %60, %10
  %62 = icmp slt i32 %61, %2
  br i1 %62, label %63, label %69

63:                                               ; preds = %59
  %64 = sext i32 %61 to i64
  %65 = getelementptr inbounds i32, ptr %1, i64 %64
  %66 = zext nneg i32 %60 to i64
  %67 = getelementptr inbounds nuw i32, ptr %4, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !6
  store i32 %68, ptr %65, align 4, !tbaa !6
  br label %69

69:                                               ; preds = %59, %63
  %70 = or disjoint i32 %60, 1
  %71 = or disjoint i32 %70, %10
  %72 = icmp slt i32 %71, %2
  br i1 %72, label %73, label %79

73:                                               ; preds = %69
  %74 = sext i32 %71 to i64
  %75 = getelementptr inbounds i32, ptr %1, i64 %74
  %76 = zext nneg i32 %70 to i64
  %77 = getelementptr inbounds nuw i32, ptr %4, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !6
  store i32 %78, ptr %75, align 4, !tbaa !6
  br label %79

79:                                               ; preds = %73, %69
  %80 = add nuw nsw i32 %60, 2
  %81 = icmp eq i32 %80, 32
  br i1 %81, label %58, label %59, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8indirectPfPKiPi(ptr noundef captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #4 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr %1, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !6
  %8 = srem i32 %7, 3
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds ptr, ptr addrspacecast (ptr addrspace(1) @ops to ptr), i64 %9
  %11 = load ptr, ptr %10, align 8, !tbaa !18
  %12 = getelementptr inbounds nuw float, ptr %0, i64 %5
  %13 = load float, ptr %12, align 4, !tbaa !20
  %14 = tail call contract noundef float %11(float noundef %13) #8
  store float %14, ptr %12, align 4, !tbaa !20
  %15 = and i32 %4, 15
  %16 = tail call noundef i32 @_Z3fibi(i32 noundef %15) #7
  %17 = getelementptr inbounds nuw i32, ptr %2, i64 %5
  store i32 %16, ptr %17, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_89" "target-features"="+ptx88,+sm_89" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_89" "target-features"="+ptx88,+sm_89" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_89" "target-features"="+ptx88,+sm_89" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_89" "target-features"="+ptx88,+sm_89" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !8, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !8, i64 0}
