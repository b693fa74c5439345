; nvverify-generator: clang-19.1.7 target=sm_80 opt=O2 source=clang19/src/cp_async.cu
; ModuleID = 'cp_async.cu'
source_filename = "cp_async.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ10stage_copyPK6float4PS_iE3buf = internal addrspace(3) global [2 x [128 x %struct.float4]] undef, align 16
@_ZZ13pipeline_copyPKiPiE1s = internal addrspace(3) global [256 x i32] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10stage_copyPK6float4PS_i(ptr noalias noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_copyPK6float4PS_iE3buf to ptr), i64 0, i64 %5
  %7 = addrspacecast ptr %6 to ptr addrspace(3)
  %8 = getelementptr inbounds %struct.float4, ptr %0, i64 %5
  %9 = addrspacecast ptr %8 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %7, ptr addrspace(1) %9)
  tail call void @llvm.nvvm.cp.async.commit.group()
  %10 = icmp sgt i32 %2, 1
  br i1 %10, label %11, label %15

11:                                               ; preds = %3
  %12 = add nuw nsw i32 %4, 1
  %13 = and i32 %12, 127
  %14 = zext nneg i32 %13 to i64
  br label %24

15:                                               ; preds = %24, %3
  %16 = phi float [ 0.000000e+00, %3 ], [ %49, %24 ]
  %17 = phi float [ 0.000000e+00, %3 ], [ %50, %24 ]
  %18 = phi float [ 0.000000e+00, %3 ], [ %51, %24 ]
  %19 = phi float [ 0.000000e+00, %3 ], [ %52, %24 ]
  tail call void @llvm.nvvm.cp.async.wait.all()
  %20 = getelementptr inbounds %struct.float4, ptr %1, i64 %5
  store float %16, ptr %20, align 16, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %20, i64 4
  store float %17, ptr %21, align 4, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %20, i64 8
  store float %18, ptr %22, align 8, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %20, i64 12
  store float %19, ptr %23, align 4, !tbaa !9
  ret void

24:                                               ; preds = %11, %24
  %25 = phi float [ 0.000000e+00, %11 ], [ %52, %24 ]
  %26 = phi float [ 0.000000e+00, %11 ], [ %51, %24 ]
  %27 = phi float [ 0.000000e+00, %11 ], [ %50, %24 ]
  %28 = phi float [ 0.000000e+00, %11 ], [ %49, %24 ]
  %29 = phi i32 [ 1, %11 ], [ %53, %24 ]
  %30 = and i32 %29, 1
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [2 x [128 x %struct.float4]], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_copyPK6float4PS_iE3buf to ptr), i64 0, i64 %31, i64 %5
  %33 = addrspacecast ptr %32 to ptr addrspace(3)
  %34 = shl nsw i32 %29, 7
  %35 = add nuw nsw i32 %34, %4
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds %struct.float4, ptr %0, i64 %36
  %38 = addrspacecast ptr %37 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %33, ptr addrspace(1) %38)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 1)
  tail call void @llvm.nvvm.barrier0()
  %39 = xor i32 %30, 1
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [2 x [128 x %struct.float4]], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_copyPK6float4PS_iE3buf to ptr), i64 0, i64 %40, i64 %14
  %42 = load float, ptr %41, align 16, !tbaa !9
  %43 = getelementptr inbounds i8, ptr %41, i64 4
  %44 = load float, ptr %43, align 4, !tbaa !9
  %45 = getelementptr inbounds i8, ptr %41, i64 8
  %46 = load float, ptr %45, align 8, !tbaa !9
  %47 = getelementptr inbounds i8, ptr %41, i64 12
  %48 = load float, ptr %47, align 4, !tbaa !9
  %49 = fadd contract float %28, %42
  %50 = fadd contract float %27, %44
  %51 = fadd contract float %26, %46
  %52 = fadd contract float %25, %48
  tail call void @llvm.nvvm.barrier0()
  %53 = add nuw nsw i32 %29, 1
  %54 = icmp eq i32 %53, %2
  br i1 %54, label %15, label %24, !llvm.loop !13
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
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.all() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13pipeline_copyPKiPi(ptr noundef %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13pipeline_copyPKiPiE1s to ptr), i64 0, i64 %4
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 8
  %8 = add i32 %7, %3
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = addrspacecast ptr %5 to ptr addrspace(3)
  %12 = ptrtoint ptr addrspace(3) %11 to i64
  %13 = trunc i64 %12 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %13, ptr %10, i64 4, i64 4) #5, !srcloc !15
  tail call void asm sideeffect "cp.async.commit_group;", ""() #5, !srcloc !16
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #5, !srcloc !17
  tail call void @llvm.nvvm.barrier0()
  %14 = sub nsw i32 255, %3
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13pipeline_copyPKiPiE1s to ptr), i64 0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !18
  %18 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %17, ptr %18, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nounwind memory(argmem: readwrite) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z10stage_copyPK6float4PS_i, !"kernel", i32 1}
!5 = !{ptr @_Z13pipeline_copyPKiPi, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{i64 6160862}
!16 = !{i64 6162414}
!17 = !{i64 6162568}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !11, i64 0}
