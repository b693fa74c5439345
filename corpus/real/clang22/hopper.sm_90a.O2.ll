; nvverify-generator: clang-22.1.8 target=sm_90a opt=O2 source=clang19/src/hopper.cu
; ModuleID = 'hopper.cu'
source_filename = "hopper.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16warp_specializedPKfPfiE3bar = internal addrspace(3) global i64 undef, align 8
@_ZZ16warp_specializedPKfPfiE5stage = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z16warp_specializedPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @_ZZ16warp_specializedPKfPfiE3bar, i32 128)
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = icmp samesign ult i32 %4, 128
  br i1 %8, label %9, label %24

9:                                                ; preds = %7
  tail call void asm sideeffect "setmaxnreg.dec.sync.aligned.u32 40;", ""() #3, !srcloc !11
  br label %12

10:                                               ; preds = %19
  %11 = tail call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) @_ZZ16warp_specializedPKfPfiE3bar)
  br label %38

12:                                               ; preds = %9, %19
  %13 = phi i32 [ %4, %9 ], [ %22, %19 ]
  %14 = icmp slt i32 %13, %2
  %15 = zext nneg i32 %13 to i64
  br i1 %14, label %16, label %19

16:                                               ; preds = %12
  %17 = getelementptr inbounds nuw float, ptr %0, i64 %15
  %18 = load float, ptr %17, align 4, !tbaa !12
  br label %19

19:                                               ; preds = %12, %16
  %20 = phi contract float [ %18, %16 ], [ 0.000000e+00, %12 ]
  %21 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16warp_specializedPKfPfiE5stage to ptr), i64 %15
  store float %20, ptr %21, align 4, !tbaa !12
  %22 = add nuw nsw i32 %13, 128
  %23 = icmp samesign ult i32 %13, 128
  br i1 %23, label %12, label %10, !llvm.loop !14

24:                                               ; preds = %7
  tail call void asm sideeffect "setmaxnreg.inc.sync.aligned.u32 232;", ""() #3, !srcloc !16
  br label %25

25:                                               ; preds = %25, %24
  %26 = tail call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) @_ZZ16warp_specializedPKfPfiE3bar, i64 0)
  br i1 %26, label %27, label %25, !llvm.loop !17

27:                                               ; preds = %25
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"() #3, !srcloc !18
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #3, !srcloc !19
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", "~{memory}"() #3, !srcloc !20
  %28 = add nsw i32 %4, -128
  %29 = icmp slt i32 %28, %2
  br i1 %29, label %30, label %38

30:                                               ; preds = %27
  %31 = zext nneg i32 %28 to i64
  %32 = getelementptr inbounds nuw float, ptr %1, i64 %31
  %33 = and i32 %28, 255
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16warp_specializedPKfPfiE5stage to ptr), i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !12
  %37 = fmul contract float %36, 2.000000e+00
  store float %37, ptr %32, align 4, !tbaa !12
  br label %38

38:                                               ; preds = %27, %30, %10
  tail call void @llvm.nvvm.barrier.cluster.arrive()
  tail call void @llvm.nvvm.barrier.cluster.wait()
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3)) #1

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3), i64) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.wait() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxclusterrank"="2" "nvvm.maxntid"="384" "nvvm.minctasm"="1" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx88,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

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
!11 = !{i64 664}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{i64 865}
!17 = distinct !{!17, !15}
!18 = !{i64 996}
!19 = !{i64 1056}
!20 = !{i64 1123}
