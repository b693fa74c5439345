; nvverify-generator: clang-22.1.8 target=sm_70 opt=O2 source=clang19/src/sync_timing.cu
; ModuleID = 'sync_timing.cu'
source_filename = "sync_timing.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17producer_consumerPViPiPxE3buf = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17producer_consumerPViPiPx(ptr noundef %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %6 = icmp samesign ult i32 %4, 64
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17producer_consumerPViPiPxE3buf to ptr), i64 %7
  br i1 %6, label %9, label %11

9:                                                ; preds = %3
  %10 = mul nuw nsw i32 %4, 3
  store i32 %10, ptr %8, align 4, !tbaa !6
  tail call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 1, i32 128) #6, !srcloc !11
  br label %15

11:                                               ; preds = %3
  tail call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 1, i32 128) #6, !srcloc !11
  %12 = getelementptr i8, ptr %8, i64 -256
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = getelementptr inbounds nuw i32, ptr %1, i64 %7
  store i32 %13, ptr %14, align 4, !tbaa !6
  br label %15

15:                                               ; preds = %11, %9
  tail call void @llvm.nvvm.bar.warp.sync(i32 65535)
  %16 = icmp eq i32 %4, 0
  br i1 %16, label %17, label %23

17:                                               ; preds = %15
  %18 = load volatile i32, ptr %0, align 4, !tbaa !6
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %23

20:                                               ; preds = %17, %20
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 100) #6, !srcloc !12
  %21 = load volatile i32, ptr %0, align 4, !tbaa !6
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %20, label %23, !llvm.loop !13

23:                                               ; preds = %20, %17, %15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %24 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #6, !srcloc !15
  %25 = tail call noundef i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %26 = sub i64 %25, %5
  %27 = and i64 %24, 1
  %28 = add nsw i64 %26, %27
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.clock()
  %30 = sext i32 %29 to i64
  %31 = add nsw i64 %28, %30
  %32 = zext nneg i32 %4 to i64
  %33 = getelementptr inbounds nuw i64, ptr %2, i64 %32
  store i64 %31, ptr %33, align 8, !tbaa !16
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: write)
define dso_local ptx_kernel void @_Z9lane_infoPj(ptr noundef writeonly captures(none) %0) local_unnamed_addr #2 {
  %2 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"() #7, !srcloc !18
  %3 = tail call i32 asm "mov.u32 $0, %warpid;", "=r"() #7, !srcloc !19
  %4 = tail call i32 asm "mov.u32 $0, %smid;", "=r"() #7, !srcloc !20
  %5 = tail call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #7, !srcloc !21
  %6 = shl i32 %3, 8
  %7 = add i32 %6, %2
  %8 = shl i32 %4, 16
  %9 = add i32 %7, %8
  %10 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %5)
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  store i32 %11, ptr %14, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.clock() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx88,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx88,+sm_70" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }
attributes #7 = { convergent nounwind memory(none) }

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
!11 = !{i64 278}
!12 = !{i64 7970272}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{i64 815}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !8, i64 0}
!18 = !{i64 1003}
!19 = !{i64 1048}
!20 = !{i64 1093}
!21 = !{i64 1136}
