; nvverify-generator: clang-22.1.8 target=sm_75 opt=O2 source=clang19/src/globals.cu
; ModuleID = 'globals.cu'
source_filename = "globals.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@filter = dso_local addrspace(4) externally_initialized constant [9 x float] [float 6.250000e-02, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 2.500000e-01, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 6.250000e-02], align 4
@dims = dso_local addrspace(4) externally_initialized constant [2 x i32] zeroinitializer, align 4
@counter = dso_local addrspace(1) externally_initialized global i32 0, align 4
@table = dso_local addrspace(1) externally_initialized global [4 x i64] [i64 1, i64 2, i64 3, i64 281474976710655], align 8
@scratch = dso_local addrspace(1) externally_initialized global [1024 x float] zeroinitializer, align 4
@_ZZ7blur3x3PKfPfiiE4tile = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4
@_ZZ11use_globalsPfE2sh = internal addrspace(3) global [32 x float] undef, align 4
@llvm.compiler.used = appending global [5 x ptr] [ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr addrspacecast (ptr addrspace(4) @dims to ptr), ptr addrspacecast (ptr addrspace(4) @filter to ptr), ptr addrspacecast (ptr addrspace(1) @scratch to ptr), ptr addrspacecast (ptr addrspace(1) @table to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7blur3x3PKfPfii(ptr noalias noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 4
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = tail call i32 @llvm.smax.i32(i32 %8, i32 1)
  %14 = tail call i32 @llvm.smin.i32(i32 %13, i32 %2)
  %15 = add nsw i32 %14, -1
  %16 = tail call i32 @llvm.umax.i32(i32 %12, i32 1)
  %17 = tail call i32 @llvm.smin.i32(i32 %16, i32 %3)
  %18 = add nsw i32 %17, -1
  %19 = mul nsw i32 %18, %2
  %20 = add nsw i32 %15, %19
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = addrspacecast ptr %22 to ptr addrspace(1)
  %24 = load float, ptr addrspace(1) %23, align 4, !invariant.load !11
  %25 = zext nneg i32 %11 to i64
  %26 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7blur3x3PKfPfiiE4tile to ptr), i64 %25
  %27 = zext nneg i32 %7 to i64
  %28 = getelementptr inbounds nuw float, ptr %26, i64 %27
  store float %24, ptr %28, align 4, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %29 = icmp samesign ult i32 %7, 16
  br i1 %29, label %30, label %95

30:                                               ; preds = %4
  %31 = icmp samesign ult i32 %11, 16
  %32 = icmp slt i32 %8, %2
  %33 = and i1 %31, %32
  %34 = icmp slt i32 %12, %3
  %35 = and i1 %33, %34
  br i1 %35, label %36, label %95

36:                                               ; preds = %30
  %37 = load float, ptr addrspacecast (ptr addrspace(4) @filter to ptr), align 4, !tbaa !12
  %38 = load float, ptr %28, align 4, !tbaa !12
  %39 = fmul contract float %37, %38
  %40 = fadd contract float %39, 0.000000e+00
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 4), align 4, !tbaa !12
  %42 = add nuw nsw i32 %7, 1
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw float, ptr %26, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !12
  %46 = fmul contract float %41, %45
  %47 = fadd contract float %40, %46
  %48 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 8), align 4, !tbaa !12
  %49 = add nuw nsw i32 %7, 2
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw float, ptr %26, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !12
  %53 = fmul contract float %48, %52
  %54 = fadd contract float %47, %53
  %55 = zext nneg i32 %11 to i64
  %56 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7blur3x3PKfPfiiE4tile to ptr), i64 %55
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 72
  %58 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 12), align 4, !tbaa !12
  %59 = getelementptr inbounds nuw float, ptr %57, i64 %27
  %60 = load float, ptr %59, align 4, !tbaa !12
  %61 = fmul contract float %58, %60
  %62 = fadd contract float %54, %61
  %63 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 16), align 4, !tbaa !12
  %64 = getelementptr inbounds nuw float, ptr %57, i64 %43
  %65 = load float, ptr %64, align 4, !tbaa !12
  %66 = fmul contract float %63, %65
  %67 = fadd contract float %62, %66
  %68 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 20), align 4, !tbaa !12
  %69 = getelementptr inbounds nuw float, ptr %57, i64 %50
  %70 = load float, ptr %69, align 4, !tbaa !12
  %71 = fmul contract float %68, %70
  %72 = fadd contract float %67, %71
  %73 = zext nneg i32 %11 to i64
  %74 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7blur3x3PKfPfiiE4tile to ptr), i64 %73
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 144
  %76 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 24), align 4, !tbaa !12
  %77 = getelementptr inbounds nuw float, ptr %75, i64 %27
  %78 = load float, ptr %77, align 4, !tbaa !12
  %79 = fmul contract float %76, %78
  %80 = fadd contract float %72, %79
  %81 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 28), align 4, !tbaa !12
  %82 = getelementptr inbounds nuw float, ptr %75, i64 %43
  %83 = load float, ptr %82, align 4, !tbaa !12
  %84 = fmul contract float %81, %83
  %85 = fadd contract float %80, %84
  %86 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @filter to ptr), i64 32), align 4, !tbaa !12
  %87 = getelementptr inbounds nuw float, ptr %75, i64 %50
  %88 = load float, ptr %87, align 4, !tbaa !12
  %89 = fmul contract float %86, %88
  %90 = fadd contract float %85, %89
  %91 = mul nsw i32 %2, %12
  %92 = add nsw i32 %91, %8
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %1, i64 %93
  store float %90, ptr %94, align 4, !tbaa !12
  br label %95

95:                                               ; preds = %36, %30, %4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z11use_globalsPf(ptr noundef captures(none) %0) local_unnamed_addr #2 {
  %2 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @counter to ptr), i32 1 seq_cst, align 4
  %3 = and i32 %2, 3
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 %4
  %6 = load i64, ptr %5, align 8, !tbaa !14
  %7 = uitofp i64 %6 to float
  %8 = load i32, ptr addrspacecast (ptr addrspace(4) @dims to ptr), align 4, !tbaa !6
  %9 = sitofp i32 %8 to float
  %10 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @dims to ptr), i64 4), align 4, !tbaa !6
  %11 = sitofp i32 %10 to float
  %12 = fmul contract float %9, %11
  %13 = fadd contract float %12, %7
  %14 = and i32 %2, 1023
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(1) @scratch to ptr), i64 %15
  store float %13, ptr %16, align 4, !tbaa !12
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !12
  %21 = and i32 %17, 31
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11use_globalsPfE2sh to ptr), i64 %22
  store float %20, ptr %23, align 4, !tbaa !12
  %24 = and i32 %17, 1
  %25 = icmp eq i32 %24, 0
  %26 = select i1 %25, ptr %0, ptr addrspacecast (ptr addrspace(3) @_ZZ11use_globalsPfE2sh to ptr)
  %27 = tail call i1 @llvm.nvvm.isspacep.shared(ptr %26)
  %28 = zext i1 %27 to i32
  %29 = tail call i1 @llvm.nvvm.isspacep.global(ptr %26)
  %30 = zext i1 %29 to i32
  %31 = add nuw nsw i32 %28, %30
  %32 = uitofp nneg i32 %31 to float
  %33 = load float, ptr %26, align 4, !tbaa !12
  %34 = fadd contract float %33, %32
  store float %34, ptr %19, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.global(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !8, i64 0}
