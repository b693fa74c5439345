; nvverify-generator: clang-22.1.8 target=sm_80 opt=O2 source=clang19/src/half_bf16.cu
; ModuleID = 'half_bf16.cu'
source_filename = "half_bf16.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }
%struct.__nv_bfloat16 = type { i16 }
%struct.__nv_bfloat162 = type { %struct.__nv_bfloat16, %struct.__nv_bfloat16 }

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9half_mathPK7__half2S1_PS_P6__halfi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %54

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds %struct.__half2, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = getelementptr inbounds %struct.__half2, ptr %1, i64 %13
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %15, i32 %15) #4, !srcloc !11
  %19 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %15, i32 %17, i32 %18) #4, !srcloc !12
  %20 = tail call i32 asm "{sub.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %17, i32 %15) #4, !srcloc !13
  %21 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %19, i32 %20) #4, !srcloc !14
  %22 = tail call i32 asm "{.reg .f16 low;\0A  cvt.rn.f16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 0.000000e+00) #4, !srcloc !15
  %23 = tail call i32 asm "{max.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %21, i32 %22) #4, !srcloc !16
  %24 = getelementptr inbounds %struct.__half2, ptr %2, i64 %13
  store i32 %23, ptr %24, align 4, !tbaa !6
  %25 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %23) #4, !srcloc !17
  %26 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, high;}", "=h,r"(i32 %23) #4, !srcloc !18
  %27 = tail call i16 asm "{ .reg .pred __$$temp3;\0A  setp.gt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %25, i16 %26) #4, !srcloc !19
  %28 = icmp eq i16 %27, 0
  br i1 %28, label %47, label %29

29:                                               ; preds = %12
  %30 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %25) #4, !srcloc !20
  %31 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %26) #4, !srcloc !20
  %32 = tail call contract float asm "{rcp.approx.ftz.f32 $0, $1;\0A}", "=f,f"(float %31) #4, !srcloc !21
  %33 = fmul contract float %30, %32
  %34 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %33) #4, !srcloc !22
  %35 = tail call i16 asm "{abs.f16 $0,$1;\0A}", "=h,h"(i16 %34) #4, !srcloc !23
  %36 = tail call i16 asm "{ .reg .pred __$$temp3;\0A  setp.lt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %35, i16 143) #4, !srcloc !24
  %37 = icmp eq i16 %36, 0
  br i1 %37, label %51, label %38

38:                                               ; preds = %29
  %39 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #4, !srcloc !22
  %40 = tail call i16 asm "{ .reg .pred __$$temp3;\0A  setp.lt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %39, i16 %35) #4, !srcloc !24
  %41 = icmp eq i16 %40, 0
  br i1 %41, label %51, label %42

42:                                               ; preds = %38
  %43 = fneg contract float %31
  %44 = tail call noundef float @llvm.fma.f32(float %43, float %33, float %30)
  %45 = tail call noundef float @llvm.fma.f32(float %32, float %44, float %33)
  %46 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %45) #4, !srcloc !22
  br label %51

47:                                               ; preds = %12
  %48 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %25) #4, !srcloc !20
  %49 = fadd contract float %48, 1.000000e+00
  %50 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %49) #4, !srcloc !22
  br label %51

51:                                               ; preds = %42, %38, %29, %47
  %52 = phi i16 [ %50, %47 ], [ %46, %42 ], [ %34, %38 ], [ %34, %29 ]
  %53 = getelementptr inbounds %struct.__half, ptr %3, i64 %13
  store i16 %52, ptr %53, align 2, !tbaa !25
  br label %54

54:                                               ; preds = %5, %51
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9bf16_mathPK13__nv_bfloat16PK14__nv_bfloat162Pfi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %35

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.__nv_bfloat16, ptr %0, i64 %12
  %14 = load i16, ptr %13, align 2, !tbaa !25
  %15 = getelementptr inbounds %struct.__nv_bfloat162, ptr %1, i64 %12
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = tail call i16 asm "{.reg .b16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %16) #4, !srcloc !27
  %18 = tail call i16 asm "{.reg .b16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, high;}", "=h,r"(i32 %16) #4, !srcloc !28
  %19 = tail call i16 asm "{fma.rn.bf16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %14, i16 %17, i16 %18) #4, !srcloc !29
  %20 = tail call i32 asm "{  mov.b32 $0, {$1,$1};}\0A", "=r,h"(i16 %19) #4, !srcloc !30
  %21 = tail call i32 asm "{.reg .b32 c;\0A  mov.b32 c, 0x80008000U;\0A  fma.rn.bf16x2 $0,$1,$2,c;}\0A", "=r,r,r"(i32 %16, i32 %20) #4, !srcloc !31
  %22 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %19) #4, !srcloc !32
  %23 = trunc i32 %21 to i16
  %24 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %23) #4, !srcloc !32
  %25 = fadd contract float %22, %24
  %26 = lshr i32 %21, 16
  %27 = trunc nuw i32 %26 to i16
  %28 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %27) #4, !srcloc !32
  %29 = fadd contract float %25, %28
  %30 = getelementptr inbounds float, ptr %2, i64 %12
  %31 = load float, ptr %30, align 4, !tbaa !33
  %32 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %31) #4, !srcloc !35
  %33 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %32) #4, !srcloc !32
  %34 = fadd contract float %29, %33
  store float %34, ptr %30, align 4, !tbaa !33
  br label %35

35:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z7convertPKfP6__halfP13__nv_bfloat16Psi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %23

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !33
  %16 = tail call i16 asm "{  cvt.rz.f16.f32 $0, $1;}\0A", "=h,f"(float %15) #4, !srcloc !36
  %17 = getelementptr inbounds %struct.__half, ptr %1, i64 %13
  store i16 %16, ptr %17, align 2, !tbaa !25
  %18 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %15) #4, !srcloc !37
  %19 = getelementptr inbounds %struct.__nv_bfloat16, ptr %2, i64 %13
  store i16 %18, ptr %19, align 2, !tbaa !25
  %20 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %15) #4, !srcloc !22
  %21 = tail call noundef i16 asm "cvt.rni.s16.f16 $0, $1;", "=h,h"(i16 %20) #4, !srcloc !38
  %22 = getelementptr inbounds i16, ptr %3, i64 %13
  store i16 %21, ptr %22, align 2, !tbaa !25
  br label %23

23:                                               ; preds = %12, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind memory(none) }

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
!11 = !{i64 2157363049, i64 2157363078}
!12 = !{i64 2157458201, i64 2157458255}
!13 = !{i64 2157348149, i64 2157348178}
!14 = !{i64 2157333249, i64 2157333278}
!15 = !{i64 2156127878, i64 2156127907, i64 2156127945}
!16 = !{i64 2156666394, i64 2156666423}
!17 = !{i64 2156511766, i64 2156511800, i64 2156511837}
!18 = !{i64 2156548200, i64 2156548234, i64 2156548271}
!19 = !{i64 2157204416, i64 2157204454, i64 2157204507}
!20 = !{i64 2156153407}
!21 = !{i64 2157624885, i64 2157624915}
!22 = !{i64 2156084606}
!23 = !{i64 2157746489, i64 2157746507}
!24 = !{i64 2157185719, i64 2157185757, i64 2157185810}
!25 = !{!26, !26, i64 0}
!26 = !{!"short", !8, i64 0}
!27 = !{i64 2159041987, i64 2159042021, i64 2159042058}
!28 = !{i64 2159078421, i64 2159078455, i64 2159078492}
!29 = !{i64 10755598, i64 10755626}
!30 = !{i64 2159100076}
!31 = !{i64 2160440829, i64 2160440856, i64 2160440894}
!32 = !{i64 2158451942}
!33 = !{!34, !34, i64 0}
!34 = !{!"float", !8, i64 0}
!35 = !{i64 2158391482}
!36 = !{i64 2156101232}
!37 = !{i64 2158382551}
!38 = !{i64 8450919}
