; nvverify-generator: clang-22.1.8 target=sm_89 opt=O2 source=clang19/src/reduce_shared.cu
; ModuleID = 'reduce_shared.cu'
source_filename = "reduce_shared.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16block_sum_staticPKfPfiE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@dyn_smem = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef float @_Z8warp_sumf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %0, i32 16, i32 31)
  %3 = fadd contract float %0, %2
  %4 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %3, i32 8, i32 31)
  %5 = fadd contract float %3, %4
  %6 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %5, i32 4, i32 31)
  %7 = fadd contract float %5, %6
  %8 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %7, i32 2, i32 31)
  %9 = fadd contract float %7, %8
  %10 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %9, i32 1, i32 31)
  %11 = fadd contract float %9, %10
  ret float %11
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z16block_sum_staticPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 8
  %7 = add i32 %6, %4
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !11
  br label %13

13:                                               ; preds = %3, %9
  %14 = phi contract float [ %12, %9 ], [ 0.000000e+00, %3 ]
  %15 = zext nneg i32 %4 to i64
  %16 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_sum_staticPKfPfiE1s to ptr), i64 %15
  store float %14, ptr %16, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = icmp samesign ult i32 %4, 128
  br i1 %17, label %18, label %25

18:                                               ; preds = %13
  %19 = zext nneg i32 %4 to i64
  %20 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_sum_staticPKfPfiE1s to ptr), i64 %19
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 512
  %22 = load float, ptr %21, align 4, !tbaa !11
  %23 = load float, ptr %16, align 4, !tbaa !11
  %24 = fadd contract float %22, %23
  store float %24, ptr %16, align 4, !tbaa !11
  br label %25

25:                                               ; preds = %18, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %26 = icmp samesign ult i32 %4, 64
  br i1 %26, label %27, label %34

27:                                               ; preds = %25
  %28 = zext nneg i32 %4 to i64
  %29 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_sum_staticPKfPfiE1s to ptr), i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 256
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = load float, ptr %16, align 4, !tbaa !11
  %33 = fadd contract float %31, %32
  store float %33, ptr %16, align 4, !tbaa !11
  br label %34

34:                                               ; preds = %27, %25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = icmp samesign ult i32 %4, 32
  br i1 %35, label %36, label %55

36:                                               ; preds = %34
  %37 = load float, ptr %16, align 4, !tbaa !11
  %38 = getelementptr i8, ptr %16, i64 128
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = fadd contract float %37, %39
  %41 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %40, i32 16, i32 31)
  %42 = fadd contract float %40, %41
  %43 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %42, i32 8, i32 31)
  %44 = fadd contract float %42, %43
  %45 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %44, i32 4, i32 31)
  %46 = fadd contract float %44, %45
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %46, i32 2, i32 31)
  %48 = fadd contract float %46, %47
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %48, i32 1, i32 31)
  %50 = icmp eq i32 %4, 0
  br i1 %50, label %51, label %55

51:                                               ; preds = %36
  %52 = zext nneg i32 %5 to i64
  %53 = getelementptr inbounds nuw float, ptr %1, i64 %52
  %54 = fadd contract float %48, %49
  store float %54, ptr %53, align 4, !tbaa !11
  br label %55

55:                                               ; preds = %36, %51, %34
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17block_sum_dynamicPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = add i32 %7, %4
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %6, %11
  br label %26

13:                                               ; preds = %26, %3
  %14 = phi float [ 0.000000e+00, %3 ], [ %32, %26 ]
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %14, i32 16, i32 31)
  %16 = fadd contract float %14, %15
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %16, i32 8, i32 31)
  %18 = fadd contract float %16, %17
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %18, i32 4, i32 31)
  %20 = fadd contract float %18, %19
  %21 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %20, i32 2, i32 31)
  %22 = fadd contract float %20, %21
  %23 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %22, i32 1, i32 31)
  %24 = and i32 %4, 31
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %35, label %40

26:                                               ; preds = %10, %26
  %27 = phi i32 [ %8, %10 ], [ %33, %26 ]
  %28 = phi float [ 0.000000e+00, %10 ], [ %32, %26 ]
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = fadd contract float %28, %31
  %33 = add i32 %27, %12
  %34 = icmp slt i32 %33, %2
  br i1 %34, label %26, label %13, !llvm.loop !13

35:                                               ; preds = %13
  %36 = lshr exact i32 %4, 5
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @dyn_smem to ptr), i64 %37
  %39 = fadd contract float %22, %23
  store float %39, ptr %38, align 4, !tbaa !11
  br label %40

40:                                               ; preds = %35, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %41 = icmp samesign ult i32 %4, 32
  br i1 %41, label %42, label %65

42:                                               ; preds = %40
  %43 = lshr i32 %6, 5
  %44 = icmp samesign ult i32 %4, %43
  br i1 %44, label %45, label %49

45:                                               ; preds = %42
  %46 = zext nneg i32 %4 to i64
  %47 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @dyn_smem to ptr), i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !11
  br label %49

49:                                               ; preds = %42, %45
  %50 = phi contract float [ %48, %45 ], [ 0.000000e+00, %42 ]
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %50, i32 16, i32 31)
  %52 = fadd contract float %50, %51
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %52, i32 8, i32 31)
  %54 = fadd contract float %52, %53
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %54, i32 4, i32 31)
  %56 = fadd contract float %54, %55
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %56, i32 2, i32 31)
  %58 = fadd contract float %56, %57
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %58, i32 1, i32 31)
  %60 = icmp eq i32 %4, 0
  br i1 %60, label %61, label %65

61:                                               ; preds = %49
  %62 = zext nneg i32 %5 to i64
  %63 = getelementptr inbounds nuw float, ptr %1, i64 %62
  %64 = fadd contract float %58, %59
  store float %64, ptr %63, align 4, !tbaa !11
  br label %65

65:                                               ; preds = %49, %61, %40
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14count_positivePKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = icmp sgt i32 %10, 0
  %12 = tail call noundef i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %11)
  %13 = icmp ne i32 %10, 0
  %14 = tail call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 %13)
  %15 = icmp slt i32 %10, 0
  %16 = tail call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %15)
  %17 = icmp eq i32 %6, 0
  br i1 %17, label %18, label %30

18:                                               ; preds = %2
  %19 = zext i1 %16 to i32
  %20 = zext i1 %14 to i32
  %21 = mul i32 %3, 3
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr %1, i64 %22
  store i32 %12, ptr %23, align 4, !tbaa !6
  %24 = add i32 %21, 1
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr %1, i64 %25
  store i32 %20, ptr %26, align 4, !tbaa !6
  %27 = add i32 %21, 2
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr %1, i64 %28
  store i32 %19, ptr %29, align 4, !tbaa !6
  br label %30

30:                                               ; preds = %18, %2
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1) #2

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1) #2

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1) #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_89" "target-features"="+ptx88,+sm_89" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_89" "target-features"="+ptx88,+sm_89" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
