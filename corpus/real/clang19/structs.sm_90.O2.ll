; nvverify-generator: clang-19.1.7 target=sm_90 opt=O2 source=clang19/src/structs.cu
; ModuleID = 'structs.cu'
source_filename = "structs.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec3 = type { float, float, float }
%struct.Particle = type { %struct.Vec3, %struct.Vec3, float, i32 }
%struct.Params = type { ptr, i32, [4 x float], double, i8 }
%struct.Big = type { [512 x float], i32 }
%union.Bits = type { float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z3add4Vec3S_(ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %0, ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !11
  %4 = load float, ptr %1, align 4, !tbaa !11
  %5 = fadd contract float %3, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !16
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !16
  %10 = fadd contract float %7, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load float, ptr %11, align 4, !tbaa !17
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load float, ptr %13, align 4, !tbaa !17
  %15 = fadd contract float %12, %14
  %16 = insertvalue %struct.Vec3 poison, float %5, 0
  %17 = insertvalue %struct.Vec3 %16, float %10, 1
  %18 = insertvalue %struct.Vec3 %17, float %15, 2
  ret %struct.Vec3 %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z5scale4Vec3f(ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %0, float noundef %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !11
  %4 = fmul contract float %3, %1
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !16
  %7 = fmul contract float %6, %1
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load float, ptr %8, align 4, !tbaa !17
  %10 = fmul contract float %9, %1
  %11 = insertvalue %struct.Vec3 poison, float %4, 0
  %12 = insertvalue %struct.Vec3 %11, float %7, 1
  %13 = insertvalue %struct.Vec3 %12, float %10, 2
  ret %struct.Vec3 %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9integrateP8Particleif4Vec3(ptr nocapture noundef %0, i32 noundef %1, float noundef %2, ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %3) local_unnamed_addr #1 {
  %5 = alloca %struct.Vec3, align 4
  %6 = alloca %struct.Vec3, align 4
  %7 = alloca %struct.Vec3, align 4
  %8 = alloca %struct.Vec3, align 4
  %9 = alloca %struct.Vec3, align 4
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %1
  br i1 %15, label %16, label %59

16:                                               ; preds = %4
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds %struct.Particle, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %18, i64 4
  %21 = load float, ptr %20, align 4, !tbaa !18
  %22 = getelementptr inbounds i8, ptr %18, i64 8
  %23 = load float, ptr %22, align 4, !tbaa !18
  %24 = getelementptr inbounds i8, ptr %18, i64 12
  %25 = load float, ptr %24, align 4, !tbaa !18
  %26 = getelementptr inbounds i8, ptr %18, i64 16
  %27 = load float, ptr %26, align 4, !tbaa !18
  %28 = getelementptr inbounds i8, ptr %18, i64 20
  %29 = load float, ptr %28, align 4, !tbaa !18
  %30 = getelementptr inbounds i8, ptr %18, i64 24
  %31 = load float, ptr %30, align 4, !tbaa !18
  store float %25, ptr %5, align 4, !tbaa !18
  %32 = getelementptr inbounds i8, ptr %5, i64 4
  store float %27, ptr %32, align 4, !tbaa !18
  %33 = getelementptr inbounds i8, ptr %5, i64 8
  store float %29, ptr %33, align 4, !tbaa !18
  %34 = tail call %struct.Vec3 @_Z5scale4Vec3f(ptr noundef nonnull byval(%struct.Vec3) align 4 %3, float noundef %2) #6
  %35 = extractvalue %struct.Vec3 %34, 0
  store float %35, ptr %6, align 4
  %36 = getelementptr inbounds i8, ptr %6, i64 4
  %37 = extractvalue %struct.Vec3 %34, 1
  store float %37, ptr %36, align 4
  %38 = getelementptr inbounds i8, ptr %6, i64 8
  %39 = extractvalue %struct.Vec3 %34, 2
  store float %39, ptr %38, align 4
  %40 = tail call %struct.Vec3 @_Z3add4Vec3S_(ptr noundef nonnull byval(%struct.Vec3) align 4 %5, ptr noundef nonnull byval(%struct.Vec3) align 4 %6) #6
  %41 = extractvalue %struct.Vec3 %40, 0
  %42 = extractvalue %struct.Vec3 %40, 1
  %43 = extractvalue %struct.Vec3 %40, 2
  store float %19, ptr %7, align 4, !tbaa !18
  %44 = getelementptr inbounds i8, ptr %7, i64 4
  store float %21, ptr %44, align 4, !tbaa !18
  %45 = getelementptr inbounds i8, ptr %7, i64 8
  store float %23, ptr %45, align 4, !tbaa !18
  store float %41, ptr %9, align 4, !tbaa !18
  %46 = getelementptr inbounds i8, ptr %9, i64 4
  store float %42, ptr %46, align 4, !tbaa !18
  %47 = getelementptr inbounds i8, ptr %9, i64 8
  store float %43, ptr %47, align 4, !tbaa !18
  %48 = fdiv contract float %2, %31
  %49 = tail call %struct.Vec3 @_Z5scale4Vec3f(ptr noundef nonnull byval(%struct.Vec3) align 4 %9, float noundef %48) #6
  %50 = extractvalue %struct.Vec3 %49, 0
  store float %50, ptr %8, align 4
  %51 = getelementptr inbounds i8, ptr %8, i64 4
  %52 = extractvalue %struct.Vec3 %49, 1
  store float %52, ptr %51, align 4
  %53 = getelementptr inbounds i8, ptr %8, i64 8
  %54 = extractvalue %struct.Vec3 %49, 2
  store float %54, ptr %53, align 4
  %55 = tail call %struct.Vec3 @_Z3add4Vec3S_(ptr noundef nonnull byval(%struct.Vec3) align 4 %7, ptr noundef nonnull byval(%struct.Vec3) align 4 %8) #6
  %56 = extractvalue %struct.Vec3 %55, 0
  %57 = extractvalue %struct.Vec3 %55, 1
  %58 = extractvalue %struct.Vec3 %55, 2
  store float %56, ptr %18, align 4, !tbaa !18
  store float %57, ptr %20, align 4, !tbaa !18
  store float %58, ptr %22, align 4, !tbaa !18
  store float %41, ptr %24, align 4, !tbaa !18
  store float %42, ptr %26, align 4, !tbaa !18
  store float %43, ptr %28, align 4, !tbaa !18
  br label %59

59:                                               ; preds = %4, %16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none)
define dso_local void @_Z11with_params6ParamsPKf(ptr nocapture noundef readonly byval(%struct.Params) align 8 %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i32, ptr %8, align 8, !tbaa !19
  %10 = icmp slt i32 %7, %9
  br i1 %10, label %11, label %31

11:                                               ; preds = %2
  %12 = sext i32 %7 to i64
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !18
  %15 = getelementptr inbounds i8, ptr %0, i64 12
  %16 = and i32 %7, 3
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [4 x float], ptr %15, i64 0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !18
  %20 = fmul contract float %14, %19
  %21 = getelementptr inbounds i8, ptr %0, i64 32
  %22 = load double, ptr %21, align 8, !tbaa !24
  %23 = fptrunc double %22 to float
  %24 = fadd contract float %20, %23
  %25 = getelementptr inbounds i8, ptr %0, i64 40
  %26 = load i8, ptr %25, align 8, !tbaa !25
  %27 = sitofp i8 %26 to float
  %28 = fadd contract float %24, %27
  %29 = load ptr, ptr %0, align 8, !tbaa !26
  %30 = getelementptr inbounds float, ptr %29, i64 %12
  store float %28, ptr %30, align 4, !tbaa !18
  br label %31

31:                                               ; preds = %11, %2
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z8with_big3BigPf(ptr nocapture noundef readonly byval(%struct.Big) align 4 %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #3 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = getelementptr inbounds i8, ptr %0, i64 2048
  %5 = load i32, ptr %4, align 4, !tbaa !27
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %33

7:                                                ; preds = %2
  %8 = add nsw i32 %5, -1
  %9 = tail call i32 @llvm.umin.i32(i32 %8, i32 511)
  %10 = add nuw nsw i32 %9, 1
  %11 = and i32 %10, 3
  %12 = icmp ult i32 %5, 4
  br i1 %12, label %15, label %13

13:                                               ; preds = %7
  %14 = and i32 %10, 1020
  br label %37

15:                                               ; preds = %37, %7
  %16 = phi float [ poison, %7 ], [ %67, %37 ]
  %17 = phi i32 [ 0, %7 ], [ %68, %37 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %67, %37 ]
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %33, label %20

20:                                               ; preds = %15, %20
  %21 = phi i32 [ %30, %20 ], [ %17, %15 ]
  %22 = phi float [ %29, %20 ], [ %18, %15 ]
  %23 = phi i32 [ %31, %20 ], [ 0, %15 ]
  %24 = add nuw nsw i32 %21, %3
  %25 = and i32 %24, 511
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [512 x float], ptr %0, i64 0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !18
  %29 = fadd contract float %22, %28
  %30 = add nuw nsw i32 %21, 1
  %31 = add i32 %23, 1
  %32 = icmp eq i32 %31, %11
  br i1 %32, label %33, label %20, !llvm.loop !29

33:                                               ; preds = %15, %20, %2
  %34 = phi float [ 0.000000e+00, %2 ], [ %16, %15 ], [ %29, %20 ]
  %35 = zext nneg i32 %3 to i64
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  store float %34, ptr %36, align 4, !tbaa !18
  ret void

37:                                               ; preds = %37, %13
  %38 = phi i32 [ 0, %13 ], [ %68, %37 ]
  %39 = phi float [ 0.000000e+00, %13 ], [ %67, %37 ]
  %40 = phi i32 [ 0, %13 ], [ %69, %37 ]
  %41 = add nuw nsw i32 %38, %3
  %42 = and i32 %41, 511
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [512 x float], ptr %0, i64 0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !18
  %46 = fadd contract float %39, %45
  %47 = or disjoint i32 %38, 1
  %48 = add nuw nsw i32 %47, %3
  %49 = and i32 %48, 511
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [512 x float], ptr %0, i64 0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !18
  %53 = fadd contract float %46, %52
  %54 = or disjoint i32 %38, 2
  %55 = add nuw nsw i32 %54, %3
  %56 = and i32 %55, 511
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [512 x float], ptr %0, i64 0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !18
  %60 = fadd contract float %53, %59
  %61 = or disjoint i32 %38, 3
  %62 = add nuw nsw i32 %61, %3
  %63 = and i32 %62, 511
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds [512 x float], ptr %0, i64 0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !18
  %67 = fadd contract float %60, %66
  %68 = add nuw nsw i32 %38, 4
  %69 = add i32 %40, 4
  %70 = icmp eq i32 %69, %14
  br i1 %70, label %15, label %37, !llvm.loop !31
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z8type_punPKfPj4Bits(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly byval(%union.Bits) align 4 %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds float, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !18
  %8 = load i32, ptr %2, align 4, !tbaa !33
  %9 = xor i32 %8, %7
  %10 = getelementptr inbounds i32, ptr %1, i64 %5
  store i32 %9, ptr %10, align 4, !tbaa !34
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7}
!llvm.ident = !{!8, !9}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z9integrateP8Particleif4Vec3, !"kernel", i32 1}
!5 = !{ptr @_Z11with_params6ParamsPKf, !"kernel", i32 1}
!6 = !{ptr @_Z8with_big3BigPf, !"kernel", i32 1}
!7 = !{ptr @_Z8type_punPKfPj4Bits, !"kernel", i32 1}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{i32 2, i32 0}
!11 = !{!12, !13, i64 0}
!12 = !{!"_ZTS4Vec3", !13, i64 0, !13, i64 4, !13, i64 8}
!13 = !{!"float", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{!12, !13, i64 4}
!17 = !{!12, !13, i64 8}
!18 = !{!13, !13, i64 0}
!19 = !{!20, !22, i64 8}
!20 = !{!"_ZTS6Params", !21, i64 0, !22, i64 8, !14, i64 12, !23, i64 32, !14, i64 40}
!21 = !{!"any pointer", !14, i64 0}
!22 = !{!"int", !14, i64 0}
!23 = !{!"double", !14, i64 0}
!24 = !{!20, !23, i64 32}
!25 = !{!20, !14, i64 40}
!26 = !{!20, !21, i64 0}
!27 = !{!28, !22, i64 2048}
!28 = !{!"_ZTS3Big", !14, i64 0, !22, i64 2048}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.mustprogress"}
!33 = !{!14, !14, i64 0}
!34 = !{!22, !22, i64 0}
