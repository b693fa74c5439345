; nvverify-generator: clang-22.1.8 target=sm_90 opt=O2 source=clang19/src/structs.cu
; ModuleID = 'structs.cu'
source_filename = "structs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec3 = type { float, float, float }
%struct.Particle = type { %struct.Vec3, %struct.Vec3, float, i32 }
%struct.Params = type { ptr, i32, [4 x float], double, i8 }
%struct.Big = type { [512 x float], i32 }
%union.Bits = type { float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z3add4Vec3S_(ptr noundef readonly byval(%struct.Vec3) align 4 captures(none) %0, ptr noundef readonly byval(%struct.Vec3) align 4 captures(none) %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !11
  %4 = load float, ptr %1, align 4, !tbaa !11
  %5 = fadd contract float %3, %4
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !14
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !14
  %10 = fadd contract float %7, %9
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %12 = load float, ptr %11, align 4, !tbaa !15
  %13 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %14 = load float, ptr %13, align 4, !tbaa !15
  %15 = fadd contract float %12, %14
  %16 = insertvalue %struct.Vec3 poison, float %5, 0
  %17 = insertvalue %struct.Vec3 %16, float %10, 1
  %18 = insertvalue %struct.Vec3 %17, float %15, 2
  ret %struct.Vec3 %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z5scale4Vec3f(ptr noundef readonly byval(%struct.Vec3) align 4 captures(none) %0, float noundef %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !11
  %4 = fmul contract float %1, %3
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !14
  %7 = fmul contract float %1, %6
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %9 = load float, ptr %8, align 4, !tbaa !15
  %10 = fmul contract float %1, %9
  %11 = insertvalue %struct.Vec3 poison, float %4, 0
  %12 = insertvalue %struct.Vec3 %11, float %7, 1
  %13 = insertvalue %struct.Vec3 %12, float %10, 2
  ret %struct.Vec3 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9integrateP8Particleif4Vec3(ptr noundef captures(none) %0, i32 noundef %1, float noundef %2, ptr noundef readonly byval(%struct.Vec3) align 4 captures(none) %3) local_unnamed_addr #1 {
  %5 = alloca %struct.Vec3, align 4
  %6 = alloca %struct.Vec3, align 4
  %7 = alloca %struct.Vec3, align 4
  %8 = alloca %struct.Vec3, align 4
  %9 = alloca %struct.Vec3, align 4
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %1
  br i1 %15, label %16, label %59

16:                                               ; preds = %4
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds %struct.Particle, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !16
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %21 = load float, ptr %20, align 4, !tbaa !16
  %22 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %23 = load float, ptr %22, align 4, !tbaa !16
  %24 = getelementptr inbounds nuw i8, ptr %18, i64 12
  %25 = load float, ptr %24, align 4, !tbaa !16
  %26 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %27 = load float, ptr %26, align 4, !tbaa !16
  %28 = getelementptr inbounds nuw i8, ptr %18, i64 20
  %29 = load float, ptr %28, align 4, !tbaa !16
  %30 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %31 = load float, ptr %30, align 4, !tbaa !16
  store float %25, ptr %5, align 4, !tbaa !16
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store float %27, ptr %32, align 4, !tbaa !16
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store float %29, ptr %33, align 4, !tbaa !16
  %34 = tail call %struct.Vec3 @_Z5scale4Vec3f(ptr noundef nonnull byval(%struct.Vec3) align 4 %3, float noundef %2) #7
  %35 = extractvalue %struct.Vec3 %34, 0
  store float %35, ptr %6, align 4
  %36 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %37 = extractvalue %struct.Vec3 %34, 1
  store float %37, ptr %36, align 4
  %38 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %39 = extractvalue %struct.Vec3 %34, 2
  store float %39, ptr %38, align 4
  %40 = tail call %struct.Vec3 @_Z3add4Vec3S_(ptr noundef nonnull byval(%struct.Vec3) align 4 %5, ptr noundef nonnull byval(%struct.Vec3) align 4 %6) #7
  %41 = extractvalue %struct.Vec3 %40, 0
  %42 = extractvalue %struct.Vec3 %40, 1
  %43 = extractvalue %struct.Vec3 %40, 2
  store float %19, ptr %7, align 4, !tbaa !16
  %44 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store float %21, ptr %44, align 4, !tbaa !16
  %45 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store float %23, ptr %45, align 4, !tbaa !16
  store float %41, ptr %9, align 4, !tbaa !16
  %46 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store float %42, ptr %46, align 4, !tbaa !16
  %47 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store float %43, ptr %47, align 4, !tbaa !16
  %48 = fdiv contract float %2, %31
  %49 = tail call %struct.Vec3 @_Z5scale4Vec3f(ptr noundef nonnull byval(%struct.Vec3) align 4 %9, float noundef %48) #7
  %50 = extractvalue %struct.Vec3 %49, 0
  store float %50, ptr %8, align 4
  %51 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %52 = extractvalue %struct.Vec3 %49, 1
  store float %52, ptr %51, align 4
  %53 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %54 = extractvalue %struct.Vec3 %49, 2
  store float %54, ptr %53, align 4
  %55 = tail call %struct.Vec3 @_Z3add4Vec3S_(ptr noundef nonnull byval(%struct.Vec3) align 4 %7, ptr noundef nonnull byval(%struct.Vec3) align 4 %8) #7
  %56 = extractvalue %struct.Vec3 %55, 0
  %57 = extractvalue %struct.Vec3 %55, 1
  %58 = extractvalue %struct.Vec3 %55, 2
  store float %56, ptr %18, align 4, !tbaa !16
  store float %57, ptr %20, align 4, !tbaa !16
  store float %58, ptr %22, align 4, !tbaa !16
  store float %41, ptr %24, align 4, !tbaa !16
  store float %42, ptr %26, align 4, !tbaa !16
  store float %43, ptr %28, align 4, !tbaa !16
  br label %59

59:                                               ; preds = %4, %16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z11with_params6ParamsPKf(ptr noundef readonly byval(%struct.Params) align 8 captures(none) %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %9 = load i32, ptr %8, align 8, !tbaa !17
  %10 = icmp slt i32 %7, %9
  br i1 %10, label %11, label %31

11:                                               ; preds = %2
  %12 = sext i32 %7 to i64
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !16
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %16 = and i32 %7, 3
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw float, ptr %15, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !16
  %20 = fmul contract float %14, %19
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %22 = load double, ptr %21, align 8, !tbaa !22
  %23 = fptrunc contract double %22 to float
  %24 = fadd contract float %20, %23
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %26 = load i8, ptr %25, align 8, !tbaa !23
  %27 = sitofp i8 %26 to float
  %28 = fadd contract float %24, %27
  %29 = load ptr, ptr %0, align 8, !tbaa !24
  %30 = getelementptr inbounds float, ptr %29, i64 %12
  store float %28, ptr %30, align 4, !tbaa !16
  br label %31

31:                                               ; preds = %11, %2
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z8with_big3BigPf(ptr noundef readonly byval(%struct.Big) align 4 captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #3 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 2048
  %5 = load i32, ptr %4, align 4, !tbaa !25
  %6 = tail call i32 @llvm.smin.i32(i32 %5, i32 512)
  %7 = icmp sgt i32 %5, 0
  br i1 %7, label %8, label %32

8:                                                ; preds = %2
  %9 = and i32 %6, 3
  %10 = icmp slt i32 %5, 4
  br i1 %10, label %15, label %11

11:                                               ; preds = %8
  %12 = and i32 %6, 1020
  br label %36

13:                                               ; preds = %36
  %14 = icmp eq i32 %9, 0
  br i1 %14, label %32, label %15

15:                                               ; preds = %13, %8
  %16 = phi i32 [ 0, %8 ], [ %67, %13 ]
  %17 = phi float [ 0.000000e+00, %8 ], [ %66, %13 ]
  %18 = icmp ne i32 %9, 0
  tail call void @llvm.assume(i1 %18)
  br label %19

19:                                               ; preds = %19, %15
  %20 = phi i32 [ %29, %19 ], [ %16, %15 ]
  %21 = phi float [ %28, %19 ], [ %17, %15 ]
  %22 = phi i32 [ %30, %19 ], [ 0, %15 ]
  %23 = add nuw nsw i32 %20, %3
  %24 = and i32 %23, 511
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !16
  %28 = fadd contract float %21, %27
  %29 = add nuw nsw i32 %20, 1
  %30 = add i32 %22, 1
  %31 = icmp eq i32 %30, %9
  br i1 %31, label %32, label %19, !llvm.loop !27

32:                                               ; preds = %13, %19, %2
  %33 = phi float [ 0.000000e+00, %2 ], [ %66, %13 ], [ %28, %19 ]
  %34 = zext nneg i32 %3 to i64
  %35 = getelementptr inbounds nuw float, ptr %1, i64 %34
  store float %33, ptr %35, align 4, !tbaa !16
  ret void

36:                                               ; preds = %36, %11
  %37 = phi i32 [ 0, %11 ], [ %67, %36 ]
  %38 = phi float [ 0.000000e+00, %11 ], [ %66, %36 ]
  %39 = phi i32 [ 0, %11 ], [ %68, %36 ]
  %40 = add nuw nsw i32 %37, %3
  %41 = and i32 %40, 511
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !16
  %45 = fadd contract float %38, %44
  %46 = or disjoint i32 %37, 1
  %47 = add nuw nsw i32 %46, %3
  %48 = and i32 %47, 511
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !16
  %52 = fadd contract float %45, %51
  %53 = or disjoint i32 %37, 2
  %54 = add nuw nsw i32 %53, %3
  %55 = and i32 %54, 511
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !16
  %59 = fadd contract float %52, %58
  %60 = or disjoint i32 %37, 3
  %61 = add nuw nsw i32 %60, %3
  %62 = and i32 %61, 511
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !16
  %66 = fadd contract float %59, %65
  %67 = add nuw nsw i32 %37, 4
  %68 = add i32 %39, 4
  %69 = icmp eq i32 %68, %12
  br i1 %69, label %13, label %36, !llvm.loop !29
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z8type_punPKfPj4Bits(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef readonly byval(%union.Bits) align 4 captures(none) %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw float, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !16
  %8 = load i32, ptr %2, align 4, !tbaa !31
  %9 = xor i32 %8, %7
  %10 = getelementptr inbounds nuw i32, ptr %1, i64 %5
  store i32 %9, ptr %10, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nounwind }

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
!11 = !{!12, !13, i64 0}
!12 = !{!"_ZTS4Vec3", !13, i64 0, !13, i64 4, !13, i64 8}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !13, i64 4}
!15 = !{!12, !13, i64 8}
!16 = !{!13, !13, i64 0}
!17 = !{!18, !7, i64 8}
!18 = !{!"_ZTS6Params", !19, i64 0, !7, i64 8, !8, i64 12, !21, i64 32, !8, i64 40}
!19 = !{!"p1 float", !20, i64 0}
!20 = !{!"any pointer", !8, i64 0}
!21 = !{!"double", !8, i64 0}
!22 = !{!18, !21, i64 32}
!23 = !{!18, !8, i64 40}
!24 = !{!18, !19, i64 0}
!25 = !{!26, !7, i64 2048}
!26 = !{!"_ZTS3Big", !8, i64 0, !7, i64 2048}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.mustprogress"}
!31 = !{!8, !8, i64 0}
