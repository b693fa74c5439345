; nvverify-generator: clang-22.1.8 target=sm_80 opt=O2 source=clang19/src/coop_groups.cu
; ModuleID = 'coop_groups.cu'
source_filename = "coop_groups.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9cg_reducePKiPiE7partial = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9cg_reducePKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #6, !srcloc !11
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %10 = mul nuw nsw i32 %6, %8
  %11 = add nuw nsw i32 %10, %5
  %12 = mul nuw nsw i32 %11, %7
  %13 = add nuw nsw i32 %12, %4
  %14 = mul nuw nsw i32 %7, %8
  %15 = mul nuw nsw i32 %14, %9
  %16 = add nuw nsw i32 %15, 31
  %17 = lshr i32 %16, 5
  %18 = shl i32 %13, 11
  %19 = and i32 %17, 65535
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = mul i32 %15, %20
  %22 = add i32 %13, %21
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds nuw i32, ptr %0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %25, i32 -1)
  %27 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 %25, i32 -1)
  %28 = and i32 %13, 31
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %35

30:                                               ; preds = %2
  %31 = lshr exact i32 %18, 16
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9cg_reducePKiPiE7partial to ptr), i64 %32
  %34 = add nsw i32 %27, %26
  store i32 %34, ptr %33, align 4, !tbaa !6
  br label %35

35:                                               ; preds = %30, %2
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %36 = icmp ult i32 %18, 65536
  br i1 %36, label %37, label %49

37:                                               ; preds = %35
  %38 = icmp samesign ult i32 %28, %19
  br i1 %38, label %39, label %43

39:                                               ; preds = %37
  %40 = zext nneg i32 %28 to i64
  %41 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9cg_reducePKiPiE7partial to ptr), i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !6
  br label %43

43:                                               ; preds = %37, %39
  %44 = phi i32 [ %42, %39 ], [ 0, %37 ]
  %45 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %44, i32 -1)
  br i1 %29, label %46, label %49

46:                                               ; preds = %43
  %47 = zext nneg i32 %20 to i64
  %48 = getelementptr inbounds nuw i32, ptr %1, i64 %47
  store i32 %45, ptr %48, align 4, !tbaa !6
  br label %49

49:                                               ; preds = %43, %46, %35
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8cg_tilesPf(ptr noundef captures(none) %0) local_unnamed_addr #1 {
  %2 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #6, !srcloc !11
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %8 = mul nuw nsw i32 %5, %7
  %9 = add nuw nsw i32 %8, %4
  %10 = mul nuw nsw i32 %9, %6
  %11 = add nuw nsw i32 %10, %3
  %12 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !12
  %13 = zext nneg i32 %11 to i64
  %14 = getelementptr inbounds nuw float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !13
  %16 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !12
  %17 = and i32 %16, -8
  %18 = shl i32 255, %17
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 %18, float %15, i32 4, i32 6175)
  %20 = fadd contract float %15, %19
  %21 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !12
  %22 = and i32 %21, -8
  %23 = shl i32 255, %22
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 %23, float %20, i32 2, i32 6175)
  %25 = fadd contract float %20, %24
  %26 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !12
  %27 = and i32 %26, -8
  %28 = shl i32 255, %27
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 %28, float %25, i32 1, i32 6175)
  %30 = fadd contract float %25, %29
  %31 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !12
  %32 = and i32 %31, -8
  %33 = shl i32 255, %32
  %34 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 %33, float %30, i32 0, i32 6175)
  %35 = fcmp contract ogt float %34, 1.000000e+02
  %36 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %33, i1 %35)
  %37 = icmp eq i32 %36, 0
  %38 = select i1 %37, float %34, float 0.000000e+00
  %39 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !12
  %40 = and i32 %39, -8
  %41 = shl i32 255, %40
  tail call void @llvm.nvvm.bar.warp.sync(i32 %41)
  %42 = fcmp contract ogt float %38, 1.000000e+00
  br i1 %42, label %43, label %55

43:                                               ; preds = %1
  %44 = tail call noundef i32 @llvm.nvvm.activemask()
  %45 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %44)
  %46 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #6, !srcloc !15
  %47 = and i32 %46, %44
  %48 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %47)
  %49 = add nuw nsw i32 %48, %45
  %50 = uitofp nneg i32 %49 to float
  %51 = fadd contract float %38, %50
  %52 = tail call i32 @llvm.bitreverse.i32(i32 %44)
  %53 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %52) #7, !srcloc !16
  %54 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 %44, float %51, i32 %53, i32 31)
  br label %55

55:                                               ; preds = %43, %1
  %56 = phi float [ %54, %43 ], [ %38, %1 ]
  store float %56, ptr %14, align 4, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind memory(none) }
attributes #7 = { nounwind memory(none) }

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
!11 = !{i64 2163512084, i64 2163512088, i64 2163512125, i64 2163512165, i64 2163512226, i64 2163512262, i64 2163512312}
!12 = !{i64 15900307}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{i64 15900688}
!16 = !{i32 12369}
