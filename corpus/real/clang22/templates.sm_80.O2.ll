; nvverify-generator: clang-22.1.8 target=sm_80 opt=O2 source=clang19/src/templates.cu
; ModuleID = 'templates.cu'
source_filename = "templates.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Array = type { [4 x float] }
%struct.Array.0 = type { [4 x double] }
%struct.Array.2 = type { [4 x i64] }
%struct.Array.4 = type { [4 x i16] }
%struct.float4 = type { float, float, float, float }
%struct.int2 = type { i32, i32 }
%struct.double2.6 = type { double, double }
%struct.uchar4 = type { i8, i8, i8, i8 }

$_Z9transformIfEvPK5ArrayIT_Li4EEPS1_S1_ = comdat any

$_Z9transformIdEvPK5ArrayIT_Li4EEPS1_S1_ = comdat any

$_Z9transformIxEvPK5ArrayIT_Li4EEPS1_S1_ = comdat any

$_Z9transformIsEvPK5ArrayIT_Li4EEPS1_S1_ = comdat any

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9transformIfEvPK5ArrayIT_Li4EEPS1_S1_(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, float noundef %2) local_unnamed_addr #0 comdat {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds %struct.Array, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %17 = load float, ptr %16, align 4, !tbaa !11
  %18 = fmul contract float %2, %11
  %19 = fadd contract float %18, 1.000000e+00
  %20 = fmul contract float %2, %13
  %21 = fadd contract float %20, 1.000000e+00
  %22 = fadd contract float %19, %21
  %23 = fmul contract float %2, %15
  %24 = fadd contract float %23, 1.000000e+00
  %25 = fadd contract float %22, %24
  %26 = fmul contract float %2, %17
  %27 = fadd contract float %26, 1.000000e+00
  %28 = fadd contract float %25, %27
  %29 = getelementptr inbounds float, ptr %1, i64 %9
  store float %28, ptr %29, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9transformIdEvPK5ArrayIT_Li4EEPS1_S1_(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, double noundef %2) local_unnamed_addr #0 comdat {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds %struct.Array.0, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %17 = load double, ptr %16, align 8, !tbaa !11
  %18 = fmul contract double %2, %11
  %19 = fadd contract double %18, 1.000000e+00
  %20 = fmul contract double %2, %13
  %21 = fadd contract double %20, 1.000000e+00
  %22 = fadd contract double %19, %21
  %23 = fmul contract double %2, %15
  %24 = fadd contract double %23, 1.000000e+00
  %25 = fadd contract double %22, %24
  %26 = fmul contract double %2, %17
  %27 = fadd contract double %26, 1.000000e+00
  %28 = fadd contract double %25, %27
  %29 = getelementptr inbounds double, ptr %1, i64 %9
  store double %28, ptr %29, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9transformIxEvPK5ArrayIT_Li4EEPS1_S1_(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i64 noundef %2) local_unnamed_addr #0 comdat {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds %struct.Array.2, ptr %0, i64 %9
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %17 = load i64, ptr %16, align 8, !tbaa !11
  %18 = add i64 %13, %11
  %19 = add i64 %18, %15
  %20 = add i64 %19, %17
  %21 = mul i64 %20, %2
  %22 = add i64 %21, 4
  %23 = getelementptr inbounds i64, ptr %1, i64 %9
  store i64 %22, ptr %23, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9transformIsEvPK5ArrayIT_Li4EEPS1_S1_(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i16 noundef signext %2) local_unnamed_addr #0 comdat {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds %struct.Array.4, ptr %0, i64 %9
  %11 = load i64, ptr %10, align 2, !tbaa !11
  %12 = trunc i64 %11 to i16
  %13 = lshr i64 %11, 16
  %14 = trunc i64 %13 to i16
  %15 = lshr i64 %11, 32
  %16 = trunc i64 %15 to i16
  %17 = lshr i64 %11, 48
  %18 = trunc nuw i64 %17 to i16
  %19 = add i16 %16, %12
  %20 = add i16 %19, %18
  %21 = add i16 %20, %14
  %22 = mul i16 %21, %2
  %23 = add i16 %22, 4
  %24 = getelementptr inbounds i16, ptr %1, i64 %9
  store i16 %23, ptr %24, align 2, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9vec_typesPK6float4PK4int2P7double2P6uchar4(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %6
  %8 = load float, ptr %7, align 16, !tbaa !12
  %9 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %10 = load float, ptr %9, align 4, !tbaa !12
  %11 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %12 = load float, ptr %11, align 8, !tbaa !12
  %13 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %14 = load float, ptr %13, align 4, !tbaa !12
  %15 = getelementptr inbounds nuw %struct.int2, ptr %1, i64 %6
  %16 = load i32, ptr %15, align 8, !tbaa !6
  %17 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = fadd contract float %8, %10
  %20 = sitofp i32 %16 to float
  %21 = fadd contract float %19, %20
  %22 = fpext contract float %21 to double
  %23 = fmul contract float %12, %14
  %24 = sitofp i32 %18 to float
  %25 = fsub contract float %23, %24
  %26 = fpext contract float %25 to double
  %27 = getelementptr inbounds nuw %struct.double2.6, ptr %2, i64 %6
  store double %22, ptr %27, align 16, !tbaa !14
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 8
  store double %26, ptr %28, align 8, !tbaa !14
  %29 = trunc i32 %16 to i8
  %30 = trunc i32 %18 to i8
  %31 = getelementptr inbounds nuw %struct.uchar4, ptr %3, i64 %6
  store i8 %29, ptr %31, align 4, !tbaa !11
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 1
  store i8 %30, ptr %32, align 1, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %31, i64 2
  store i8 0, ptr %33, align 2, !tbaa !11
  %34 = getelementptr inbounds nuw i8, ptr %31, i64 3
  store i8 -1, ptr %34, align 1, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9wide_intsPKyPyS1_Px(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i64, ptr %0, i64 %6
  %8 = load i64, ptr %7, align 8, !tbaa !16
  %9 = zext i64 %8 to i128
  %10 = getelementptr i8, ptr %7, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !16
  %12 = zext i64 %11 to i128
  %13 = mul nuw i128 %12, %9
  %14 = trunc i128 %13 to i64
  %15 = getelementptr inbounds nuw i64, ptr %1, i64 %6
  store i64 %14, ptr %15, align 8, !tbaa !16
  %16 = lshr i128 %13, 64
  %17 = trunc nuw i128 %16 to i64
  %18 = getelementptr inbounds nuw i64, ptr %2, i64 %6
  store i64 %17, ptr %18, align 8, !tbaa !16
  %19 = load i64, ptr %7, align 8, !tbaa !16
  %20 = add nsw i64 %6, -17
  %21 = sdiv i64 %19, %20
  %22 = urem i64 %19, 1000003
  %23 = add nsw i64 %21, %22
  %24 = getelementptr inbounds nuw i64, ptr %3, i64 %6
  store i64 %23, ptr %24, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!8, !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !8, i64 0}
