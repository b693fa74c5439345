; nvverify-generator: clang-19.1.7 target=sm_75 opt=O2 source=clang19/src/globals.cu
; ModuleID = 'globals.cu'
source_filename = "globals.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@filter = dso_local addrspace(4) externally_initialized global [9 x float] [float 6.250000e-02, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 2.500000e-01, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 6.250000e-02], align 4
@dims = dso_local addrspace(4) externally_initialized global [2 x i32] zeroinitializer, align 4
@counter = dso_local addrspace(1) externally_initialized global i32 0, align 4
@table = dso_local addrspace(1) externally_initialized global [4 x i64] [i64 1, i64 2, i64 3, i64 281474976710655], align 8
@scratch = dso_local addrspace(1) externally_initialized global [1024 x float] zeroinitializer, align 4
@_ZZ7blur3x3PKfPfiiE4tile = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4
@_ZZ11use_globalsPfE2sh = internal addrspace(3) global [32 x float] undef, align 4
@llvm.compiler.used = appending global [5 x ptr] [ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr addrspacecast (ptr addrspace(4) @dims to ptr), ptr addrspacecast (ptr addrspace(4) @filter to ptr), ptr addrspacecast (ptr addrspace(1) @scratch to ptr), ptr addrspacecast (ptr addrspace(1) @table to ptr)], section "llvm.metadata"

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z7blur3x3PKfPfii(ptr noalias nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 4
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 4
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = tail call i32 @llvm.smax.i32(i32 %8, i32 1)
  %14 = add nsw i32 %13, -1
  %15 = add nsw i32 %2, -1
  %16 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %14, i32 %15)
  %17 = tail call i32 @llvm.umax.i32(i32 %12, i32 1)
  %18 = add nsw i32 %17, -1
  %19 = add nsw i32 %3, -1
  %20 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %18, i32 %19)
  %21 = mul nsw i32 %20, %2
  %22 = add nsw i32 %21, %16
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %24, i32 4)
  %26 = zext nneg i32 %11 to i64
  %27 = zext nneg i32 %7 to i64
  %28 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7blur3x3PKfPfiiE4tile to ptr), i64 0, i64 %26, i64 %27
  store float %25, ptr %28, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %29 = icmp ult i32 %7, 16
  br i1 %29, label %30, label %93

30:                                               ; preds = %4
  %31 = icmp ult i32 %11, 16
  %32 = icmp slt i32 %8, %2
  %33 = and i1 %31, %32
  %34 = icmp slt i32 %12, %3
  %35 = and i1 %33, %34
  br i1 %35, label %36, label %93

36:                                               ; preds = %30
  %37 = load float, ptr addrspacecast (ptr addrspace(4) @filter to ptr), align 4, !tbaa !9
  %38 = load float, ptr %28, align 4, !tbaa !9
  %39 = fmul contract float %37, %38
  %40 = fadd contract float %39, 0.000000e+00
  %41 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 4), align 4, !tbaa !9
  %42 = add nuw nsw i32 %7, 1
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7blur3x3PKfPfiiE4tile to ptr), i64 0, i64 %26, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !9
  %46 = fmul contract float %41, %45
  %47 = fadd contract float %40, %46
  %48 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 8), align 4, !tbaa !9
  %49 = add nuw nsw i32 %7, 2
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7blur3x3PKfPfiiE4tile to ptr), i64 0, i64 %26, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !9
  %53 = fmul contract float %48, %52
  %54 = fadd contract float %47, %53
  %55 = add nuw nsw i32 %11, 1
  %56 = zext nneg i32 %55 to i64
  %57 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 12), align 4, !tbaa !9
  %58 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7blur3x3PKfPfiiE4tile to ptr), i64 0, i64 %56, i64 %27
  %59 = load float, ptr %58, align 4, !tbaa !9
  %60 = fmul contract float %57, %59
  %61 = fadd contract float %54, %60
  %62 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 16), align 4, !tbaa !9
  %63 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7blur3x3PKfPfiiE4tile to ptr), i64 0, i64 %56, i64 %43
  %64 = load float, ptr %63, align 4, !tbaa !9
  %65 = fmul contract float %62, %64
  %66 = fadd contract float %61, %65
  %67 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 20), align 4, !tbaa !9
  %68 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7blur3x3PKfPfiiE4tile to ptr), i64 0, i64 %56, i64 %50
  %69 = load float, ptr %68, align 4, !tbaa !9
  %70 = fmul contract float %67, %69
  %71 = fadd contract float %66, %70
  %72 = add nuw nsw i32 %11, 2
  %73 = zext nneg i32 %72 to i64
  %74 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 24), align 4, !tbaa !9
  %75 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7blur3x3PKfPfiiE4tile to ptr), i64 0, i64 %73, i64 %27
  %76 = load float, ptr %75, align 4, !tbaa !9
  %77 = fmul contract float %74, %76
  %78 = fadd contract float %71, %77
  %79 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 28), align 4, !tbaa !9
  %80 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7blur3x3PKfPfiiE4tile to ptr), i64 0, i64 %73, i64 %43
  %81 = load float, ptr %80, align 4, !tbaa !9
  %82 = fmul contract float %79, %81
  %83 = fadd contract float %78, %82
  %84 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 32), align 4, !tbaa !9
  %85 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7blur3x3PKfPfiiE4tile to ptr), i64 0, i64 %73, i64 %50
  %86 = load float, ptr %85, align 4, !tbaa !9
  %87 = fmul contract float %84, %86
  %88 = fadd contract float %83, %87
  %89 = mul nsw i32 %12, %2
  %90 = add nsw i32 %89, %8
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %1, i64 %91
  store float %88, ptr %92, align 4, !tbaa !9
  br label %93

93:                                               ; preds = %36, %30, %4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none)
define dso_local void @_Z11use_globalsPf(ptr nocapture noundef %0) local_unnamed_addr #2 {
  %2 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @counter to ptr), i32 1 seq_cst, align 4
  %3 = and i32 %2, 3
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds [4 x i64], ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 0, i64 %4
  %6 = load i64, ptr %5, align 8, !tbaa !13
  %7 = uitofp i64 %6 to float
  %8 = load i32, ptr addrspacecast (ptr addrspace(4) @dims to ptr), align 4, !tbaa !15
  %9 = sitofp i32 %8 to float
  %10 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @dims to ptr), i64 4), align 4, !tbaa !15
  %11 = sitofp i32 %10 to float
  %12 = fmul contract float %9, %11
  %13 = fadd contract float %12, %7
  %14 = and i32 %2, 1023
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(1) @scratch to ptr), i64 0, i64 %15
  store float %13, ptr %16, align 4, !tbaa !9
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !9
  %21 = and i32 %17, 31
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11use_globalsPfE2sh to ptr), i64 0, i64 %22
  store float %20, ptr %23, align 4, !tbaa !9
  %24 = and i32 %17, 1
  %25 = icmp eq i32 %24, 0
  %26 = select i1 %25, ptr %0, ptr addrspacecast (ptr addrspace(3) @_ZZ11use_globalsPfE2sh to ptr)
  %27 = tail call i1 @llvm.nvvm.isspacep.shared(ptr %26)
  %28 = zext i1 %27 to i32
  %29 = tail call i1 @llvm.nvvm.isspacep.global(ptr %26)
  %30 = zext i1 %29 to i32
  %31 = add nuw nsw i32 %28, %30
  %32 = uitofp nneg i32 %31 to float
  %33 = load float, ptr %26, align 4, !tbaa !9
  %34 = fadd contract float %33, %32
  store float %34, ptr %19, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx85,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx85,+sm_75" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z7blur3x3PKfPfii, !"kernel", i32 1}
!5 = !{ptr @_Z11use_globalsPf, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !11, i64 0}
