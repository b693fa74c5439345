; nvverify-generator: clang-22.1.8 target=sm_90 opt=O2 source=clang19/src/cp_async.cu
; ModuleID = 'cp_async.cu'
source_filename = "cp_async.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ10stage_copyPK6float4PS_iE3buf = internal addrspace(3) global [2 x [128 x %struct.float4]] undef, align 16
@_ZZ13pipeline_copyPKiPiE1s = internal addrspace(3) global [256 x i32] undef, align 16

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10stage_copyPK6float4PS_i(ptr noalias noundef %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_copyPK6float4PS_iE3buf to ptr), i64 %5
  %7 = addrspacecast ptr %6 to ptr addrspace(3)
  %8 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %5
  %9 = addrspacecast ptr %8 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %7, ptr addrspace(1) %9)
  tail call void @llvm.nvvm.cp.async.commit.group()
  %10 = icmp sgt i32 %2, 1
  br i1 %10, label %11, label %16

11:                                               ; preds = %3
  %12 = add nuw nsw i32 %4, 1
  %13 = and i32 %12, 127
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_copyPK6float4PS_iE3buf to ptr), i64 %14
  br label %25

16:                                               ; preds = %25, %3
  %17 = phi float [ 0.000000e+00, %3 ], [ %50, %25 ]
  %18 = phi float [ 0.000000e+00, %3 ], [ %51, %25 ]
  %19 = phi float [ 0.000000e+00, %3 ], [ %52, %25 ]
  %20 = phi float [ 0.000000e+00, %3 ], [ %53, %25 ]
  tail call void @llvm.nvvm.cp.async.wait.all()
  %21 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %5
  store float %17, ptr %21, align 16, !tbaa !11
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 4
  store float %18, ptr %22, align 4, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr %21, i64 8
  store float %19, ptr %23, align 8, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %21, i64 12
  store float %20, ptr %24, align 4, !tbaa !11
  ret void

25:                                               ; preds = %11, %25
  %26 = phi float [ 0.000000e+00, %11 ], [ %53, %25 ]
  %27 = phi float [ 0.000000e+00, %11 ], [ %52, %25 ]
  %28 = phi float [ 0.000000e+00, %11 ], [ %51, %25 ]
  %29 = phi float [ 0.000000e+00, %11 ], [ %50, %25 ]
  %30 = phi i32 [ 1, %11 ], [ %54, %25 ]
  %31 = and i32 %30, 1
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds nuw [128 x %struct.float4], ptr %6, i64 %32
  %34 = addrspacecast ptr %33 to ptr addrspace(3)
  %35 = shl nsw i32 %30, 7
  %36 = add nuw nsw i32 %35, %4
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %37
  %39 = addrspacecast ptr %38 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %34, ptr addrspace(1) %39)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 1)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = xor i32 %31, 1
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw [128 x %struct.float4], ptr %15, i64 %41
  %43 = load float, ptr %42, align 16, !tbaa !11
  %44 = getelementptr inbounds nuw i8, ptr %42, i64 4
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = getelementptr inbounds nuw i8, ptr %42, i64 8
  %47 = load float, ptr %46, align 8, !tbaa !11
  %48 = getelementptr inbounds nuw i8, ptr %42, i64 12
  %49 = load float, ptr %48, align 4, !tbaa !11
  %50 = fadd contract float %29, %43
  %51 = fadd contract float %28, %45
  %52 = fadd contract float %27, %47
  %53 = fadd contract float %26, %49
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %54 = add nuw nsw i32 %30, 1
  %55 = icmp eq i32 %54, %2
  br i1 %55, label %16, label %25, !llvm.loop !13
}

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.all() #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13pipeline_copyPKiPi(ptr noundef %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13pipeline_copyPKiPiE1s to ptr), i64 %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 8
  %8 = add i32 %7, %3
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = addrspacecast ptr %5 to ptr addrspace(3)
  %12 = ptrtoint ptr addrspace(3) %11 to i64
  %13 = trunc i64 %12 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %13, ptr %10, i64 4, i64 4) #5, !srcloc !15
  tail call void asm sideeffect "cp.async.commit_group;", ""() #5, !srcloc !16
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #5, !srcloc !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = sub nsw i32 255, %3
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13pipeline_copyPKiPiE1s to ptr), i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = getelementptr inbounds nuw i32, ptr %1, i64 %9
  store i32 %17, ptr %18, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nounwind memory(argmem: readwrite) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
!15 = !{i64 8106754}
!16 = !{i64 8108306}
!17 = !{i64 8108460}
