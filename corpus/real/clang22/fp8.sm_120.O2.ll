; nvverify-generator: clang-22.1.8 target=sm_120 opt=O2 source=clang22/src/fp8.cu
; ModuleID = 'fp8.cu'
source_filename = "fp8.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__nv_fp8_e4m3 = type { i8 }
%struct.__nv_fp8_e5m2 = type { i8 }
%struct.float2.0 = type { float, float }
%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13quantize_e4m3PKfP13__nv_fp8_e4m3fi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !11
  %15 = fmul contract float %2, %14
  %16 = tail call i16 asm "{cvt.rn.satfinite.e4m3x2.f32 $0, $2, $1;}\0A", "=h,f,f"(float %15, float 0.000000e+00) #2, !srcloc !13
  %17 = trunc i16 %16 to i8
  %18 = getelementptr inbounds %struct.__nv_fp8_e4m3, ptr %1, i64 %12
  store i8 %17, ptr %18, align 1, !tbaa !14
  br label %19

19:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15dequantize_e5m2PK13__nv_fp8_e5m2Pfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %19

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.__nv_fp8_e5m2, ptr %0, i64 %11
  %13 = load i8, ptr %12, align 1, !tbaa !15
  %14 = zext i8 %13 to i16
  %15 = tail call i32 asm "{cvt.rn.f16x2.e5m2x2 $0, $1;}\0A", "=r,h"(i16 range(i16 0, 256) %14) #2, !srcloc !17
  %16 = trunc i32 %15 to i16
  %17 = tail call contract noundef float asm "{cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %16) #2, !srcloc !18
  %18 = getelementptr inbounds float, ptr %1, i64 %11
  store float %17, ptr %18, align 4, !tbaa !11
  br label %19

19:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10pack_pairsPK6float2PtP7__half2i(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %30

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.float2.0, ptr %0, i64 %12
  %14 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %15 = load float, ptr %14, align 4, !tbaa !19
  %16 = load float, ptr %13, align 8, !tbaa !21
  %17 = tail call i16 @llvm.nvvm.ff.to.e4m3x2.rn(float %15, float %16)
  %18 = tail call i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float %16, float %15)
  %19 = xor i16 %17, %18
  %20 = getelementptr inbounds i16, ptr %1, i64 %12
  store i16 %19, ptr %20, align 2, !tbaa !22
  %21 = tail call contract <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16 %17)
  %22 = extractelement <2 x half> %21, i64 0
  %23 = fpext contract half %22 to float
  %24 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %23) #2, !srcloc !24
  %25 = extractelement <2 x half> %21, i64 1
  %26 = fpext contract half %25 to float
  %27 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %26) #2, !srcloc !24
  %28 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %24, i16 %27) #2, !srcloc !25
  %29 = getelementptr inbounds %struct.__half2, ptr %2, i64 %12
  store i32 %28, ptr %29, align 4, !tbaa !6
  br label %30

30:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.e4m3x2.rn(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_120" "target-features"="+ptx88,+sm_120" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind memory(none) }

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
!13 = !{i64 13873111}
!14 = !{!8, !8, i64 0}
!15 = !{!16, !8, i64 0}
!16 = !{!"_ZTS13__nv_fp8_e5m2", !8, i64 0}
!17 = !{i64 13882554}
!18 = !{i64 13875230}
!19 = !{!20, !12, i64 4}
!20 = !{!"_ZTS6float2", !12, i64 0, !12, i64 4}
!21 = !{!20, !12, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !8, i64 0}
!24 = !{i64 2156104876}
!25 = !{i64 2156580612}
