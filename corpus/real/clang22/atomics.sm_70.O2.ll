; nvverify-generator: clang-22.1.8 target=sm_70 opt=O2 source=clang19/src/atomics.cu
; ModuleID = 'atomics.cu'
source_filename = "atomics.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9histogramPKhiPjE5local = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite)
define dso_local noundef float @_Z10atomic_mulPff(ptr noundef captures(none) %0, float noundef %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %0, align 4, !tbaa !6
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi i32 [ %3, %2 ], [ %10, %4 ]
  %6 = bitcast i32 %5 to float
  %7 = fmul contract float %1, %6
  %8 = bitcast float %7 to i32
  %9 = cmpxchg ptr %0, i32 %5, i32 %8 seq_cst seq_cst, align 4
  %10 = extractvalue { i32, i1 } %9, 0
  %11 = icmp eq i32 %5, %10
  br i1 %11, label %12, label %4, !llvm.loop !11

12:                                               ; preds = %4
  ret float %6
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9histogramPKhiPj(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef captures(none) %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp samesign ult i32 %4, 256
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %5, label %15, label %7

7:                                                ; preds = %15, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = mul i32 %8, %6
  %10 = add i32 %9, %4
  %11 = icmp slt i32 %10, %1
  br i1 %11, label %12, label %21

12:                                               ; preds = %7
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul i32 %6, %13
  br label %22

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %19, %15 ], [ %4, %3 ]
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhiPjE5local to ptr), i64 %17
  store i32 0, ptr %18, align 4, !tbaa !6
  %19 = add nuw nsw i32 %16, %6
  %20 = icmp samesign ult i32 %19, 256
  br i1 %20, label %15, label %7, !llvm.loop !13

21:                                               ; preds = %22, %7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %5, label %33, label %32

22:                                               ; preds = %12, %22
  %23 = phi i32 [ %10, %12 ], [ %30, %22 ]
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i8, ptr %0, i64 %24
  %26 = load i8, ptr %25, align 1, !tbaa !14
  %27 = zext i8 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhiPjE5local to ptr), i64 %27
  %29 = atomicrmw add ptr %28, i32 1 seq_cst, align 4
  %30 = add i32 %23, %14
  %31 = icmp slt i32 %30, %1
  br i1 %31, label %22, label %21, !llvm.loop !15

32:                                               ; preds = %33, %21
  ret void

33:                                               ; preds = %21, %33
  %34 = phi i32 [ %40, %33 ], [ %4, %21 ]
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw i32, ptr %2, i64 %35
  %37 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKhiPjE5local to ptr), i64 %35
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = atomicrmw add ptr %36, i32 %38 seq_cst, align 4
  %40 = add nuw nsw i32 %34, %6
  %41 = icmp samesign ult i32 %40, 256
  br i1 %41, label %33, label %32, !llvm.loop !16
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12misc_atomicsPiPyPfPdPj(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3, ptr noundef captures(none) %4) local_unnamed_addr #3 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = atomicrmw max ptr %0, i32 %6 seq_cst, align 4
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %9 = sub nsw i32 0, %6
  %10 = atomicrmw min ptr %8, i32 %9 seq_cst, align 4
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %12 = atomicrmw xchg ptr %11, i32 %6 seq_cst, align 4
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %14 = xor i32 %6, -1
  %15 = atomicrmw and ptr %13, i32 %14 seq_cst, align 4
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %17 = atomicrmw or ptr %16, i32 %6 seq_cst, align 4
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %19 = atomicrmw xor ptr %18, i32 %6 seq_cst, align 4
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %21 = atomicrmw add ptr %20, i32 -1 seq_cst, align 4
  %22 = atomicrmw uinc_wrap ptr %4, i32 1000 seq_cst, align 4
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %24 = atomicrmw udec_wrap ptr %23, i32 1000 seq_cst, align 4
  %25 = zext nneg i32 %6 to i64
  %26 = atomicrmw add ptr %1, i64 %25 seq_cst, align 8
  %27 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %28 = cmpxchg ptr %27, i64 0, i64 %25 seq_cst seq_cst, align 8
  %29 = atomicrmw fadd ptr %2, float 1.500000e+00 seq_cst, align 4
  %30 = atomicrmw fadd ptr %3, double 2.500000e+00 seq_cst, align 8
  %31 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !6
  br label %33

33:                                               ; preds = %33, %5
  %34 = phi i32 [ %32, %5 ], [ %39, %33 ]
  %35 = bitcast i32 %34 to float
  %36 = fmul contract float %35, 0x3FF028F5C0000000
  %37 = bitcast float %36 to i32
  %38 = cmpxchg ptr %31, i32 %34, i32 %37 seq_cst seq_cst, align 4
  %39 = extractvalue { i32, i1 } %38, 0
  %40 = icmp eq i32 %34, %39
  br i1 %40, label %41, label %33, !llvm.loop !11

41:                                               ; preds = %33
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %43 = tail call noundef i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr nonnull %42, i32 1)
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %45 = tail call noundef i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr nonnull %44, i32 1)
  tail call void @llvm.nvvm.membar.cta()
  tail call void @llvm.nvvm.membar.gl()
  tail call void @llvm.nvvm.membar.sys()
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11ticket_lockPiS_(ptr noundef captures(none) %0, ptr noundef %1) local_unnamed_addr #4 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %12

5:                                                ; preds = %2, %5
  %6 = cmpxchg ptr %0, i32 0, i32 1 seq_cst seq_cst, align 4
  %7 = extractvalue { i32, i1 } %6, 1
  br i1 %7, label %8, label %5, !llvm.loop !17

8:                                                ; preds = %5
  tail call void @llvm.nvvm.membar.gl()
  %9 = load volatile i32, ptr %1, align 4, !tbaa !6
  %10 = add nsw i32 %9, 1
  store volatile i32 %10, ptr %1, align 4, !tbaa !6
  tail call void @llvm.nvvm.membar.gl()
  %11 = atomicrmw xchg ptr %0, i32 0 seq_cst, align 4
  br label %12

12:                                               ; preds = %8, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr captures(none), i32) #6

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr captures(none), i32) #6

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #7

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #7

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.sys() #7

attributes #0 = { nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx88,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx88,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx88,+sm_70" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx88,+sm_70" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nounwind memory(argmem: readwrite) }
attributes #7 = { nocallback nounwind }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
