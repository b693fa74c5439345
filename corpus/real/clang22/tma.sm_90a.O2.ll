; nvverify-generator: clang-22.1.8 target=sm_90a opt=O2 source=clang22/src/tma.cu
; ModuleID = 'tma.cu'
source_filename = "tma.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CUtensorMap_st = type { [16 x i64] }

@_ZZ13tma_tile_copy14CUtensorMap_stS_E4tile = internal addrspace(3) global [32 x [32 x float]] undef, align 128
@_ZZ13tma_tile_copy14CUtensorMap_stS_E3bar = internal addrspace(3) global i64 undef, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13tma_tile_copy14CUtensorMap_stS_(ptr noundef byval(%struct.CUtensorMap_st) align 64 "nvvm.grid_constant" %0, ptr noundef byval(%struct.CUtensorMap_st) align 64 "nvvm.grid_constant" %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl nsw i32 %3, 5
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = shl nuw nsw i32 %5, 5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %2
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13tma_tile_copy14CUtensorMap_stS_E3bar to i32), i32 1) #3, !srcloc !11
  tail call void asm sideeffect "fence.proxy.async.shared::cta; // 6.", "~{memory}"() #3, !srcloc !12
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13tma_tile_copy14CUtensorMap_stS_E4tile to i32), ptr nonnull %0, i32 %4, i32 %6, i32 ptrtoint (ptr addrspace(3) @_ZZ13tma_tile_copy14CUtensorMap_stS_E3bar to i32)) #3, !srcloc !13
  %10 = call noundef i64 asm "mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 $0, [$1], $2; // 8. ", "=l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13tma_tile_copy14CUtensorMap_stS_E3bar to i32), i32 4096) #3, !srcloc !14
  br label %11

11:                                               ; preds = %9, %2
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %12

12:                                               ; preds = %12, %11
  %13 = call i32 asm "{\0A\09 .reg .pred P_OUT; \0A\09mbarrier.try_wait.parity.shared::cta.b64  P_OUT, [$1], $2;                                // 7a. \0A\09selp.b32 $0, 1, 0, P_OUT; \0A}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13tma_tile_copy14CUtensorMap_stS_E3bar to i32), i32 0) #3, !srcloc !15
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %12, label %15, !llvm.loop !16

15:                                               ; preds = %12
  %16 = and i32 %7, 31
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13tma_tile_copy14CUtensorMap_stS_E4tile to ptr), i64 %17
  %19 = lshr i32 %7, 5
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr %18, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !18
  %23 = fmul contract float %22, 2.000000e+00
  store float %23, ptr %21, align 4, !tbaa !18
  call void asm sideeffect "fence.proxy.async.shared::cta; // 6.", "~{memory}"() #3, !srcloc !12
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %24, label %25

24:                                               ; preds = %15
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(ptr nonnull %1, i32 %4, i32 %6, i32 ptrtoint (ptr addrspace(3) @_ZZ13tma_tile_copy14CUtensorMap_stS_E4tile to i32)) #3, !srcloc !20
  call void asm sideeffect "cp.async.bulk.commit_group;", ""() #3, !srcloc !21
  call void asm sideeffect "cp.async.bulk.wait_group.read $0;", "n,~{memory}"(i32 0) #3, !srcloc !22
  br label %25

25:                                               ; preds = %24, %15
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx88,+sm_90a" "uniform-work-group-size"="true" }
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
!11 = !{i64 9404071}
!12 = !{i64 9229622}
!13 = !{i64 8923341}
!14 = !{i64 9377745}
!15 = !{i64 9452099, i64 9452103, i64 9452126, i64 9452236, i64 9452284}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !8, i64 0}
!20 = !{i64 8928639}
!21 = !{i64 8912405}
!22 = !{i64 9043275}
