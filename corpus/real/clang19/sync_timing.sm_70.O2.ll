; nvverify-generator: clang-19.1.7 target=sm_70 opt=O2 source=clang19/src/sync_timing.cu
; ModuleID = 'sync_timing.cu'
source_filename = "sync_timing.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17producer_consumerPViPiPxE3buf = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z17producer_consumerPViPiPx(ptr noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %6 = icmp ult i32 %4, 64
  br i1 %6, label %7, label %11

7:                                                ; preds = %3
  %8 = mul nuw nsw i32 %4, 3
  %9 = zext nneg i32 %4 to i64
  %10 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17producer_consumerPViPiPxE3buf to ptr), i64 0, i64 %9
  store i32 %8, ptr %10, align 4, !tbaa !9
  tail call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 1, i32 128) #5, !srcloc !13
  br label %18

11:                                               ; preds = %3
  tail call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 1, i32 128) #5, !srcloc !13
  %12 = add nsw i32 %4, -64
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17producer_consumerPViPiPxE3buf to ptr), i64 0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !9
  %16 = zext nneg i32 %4 to i64
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  store i32 %15, ptr %17, align 4, !tbaa !9
  br label %18

18:                                               ; preds = %11, %7
  tail call void @llvm.nvvm.bar.warp.sync(i32 65535)
  %19 = icmp eq i32 %4, 0
  br i1 %19, label %20, label %26

20:                                               ; preds = %18
  %21 = load volatile i32, ptr %0, align 4, !tbaa !9
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %26

23:                                               ; preds = %20, %23
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 100) #5, !srcloc !14
  %24 = load volatile i32, ptr %0, align 4, !tbaa !9
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %23, label %26, !llvm.loop !15

26:                                               ; preds = %23, %20, %18
  tail call void @llvm.nvvm.barrier0()
  %27 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #5, !srcloc !17
  %28 = tail call noundef i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %29 = sub i64 %28, %5
  %30 = and i64 %27, 1
  %31 = add nsw i64 %29, %30
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.clock()
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %31, %33
  %35 = zext nneg i32 %4 to i64
  %36 = getelementptr inbounds i64, ptr %2, i64 %35
  store i64 %34, ptr %36, align 8, !tbaa !18
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent norecurse nounwind memory(argmem: write)
define dso_local void @_Z9lane_infoPj(ptr nocapture noundef writeonly %0) local_unnamed_addr #2 {
  %2 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !20
  %3 = tail call i32 asm "mov.u32 $0, %warpid;", "=r"() #6, !srcloc !21
  %4 = tail call i32 asm "mov.u32 $0, %smid;", "=r"() #6, !srcloc !22
  %5 = tail call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #6, !srcloc !23
  %6 = shl i32 %3, 8
  %7 = add i32 %6, %2
  %8 = shl i32 %4, 16
  %9 = add i32 %7, %8
  %10 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %5)
  %11 = add i32 %9, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  store i32 %11, ptr %14, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nounwind memory(inaccessiblemem: readwrite)
declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: nocallback nounwind memory(inaccessiblemem: readwrite)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.clock() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent norecurse nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z17producer_consumerPViPiPx, !"kernel", i32 1}
!5 = !{ptr @_Z9lane_infoPj, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{i64 278}
!14 = !{i64 6112163}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i64 815}
!18 = !{!19, !19, i64 0}
!19 = !{!"long long", !11, i64 0}
!20 = !{i64 1003}
!21 = !{i64 1048}
!22 = !{i64 1093}
!23 = !{i64 1136}
