; nvverify-generator: clang-22.1.8 target=sm_90 opt=O2 source=clang22/src/scoped_atomics.cu
; ModuleID = 'scoped_atomics.cu'
source_filename = "scoped_atomics.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13scoped_sharedPiE3bin = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15scoped_countersPiPyPfi(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %36

11:                                               ; preds = %4
  %12 = atomicrmw add ptr %0, i32 1 monotonic, align 4
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %14 = atomicrmw add ptr %13, i32 1 acq_rel, align 4
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %16 = atomicrmw xchg ptr %15, i32 %9 seq_cst, align 4
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %18 = atomicrmw max ptr %17, i32 %9 release, align 4
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %20 = load atomic i32, ptr %19 acquire, align 4
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %24

22:                                               ; preds = %11
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 20
  store atomic i32 %9, ptr %23 release, align 4
  br label %24

24:                                               ; preds = %22, %11
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %26 = cmpxchg ptr %25, i32 0, i32 %9 acq_rel acquire, align 4
  %27 = atomicrmw add ptr %1, i64 1 monotonic, align 8
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %29 = tail call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr nonnull %28, i32 1)
  %30 = tail call contract float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0(ptr %2, float 1.000000e+00)
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %32 = tail call i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr nonnull %31, i32 0, i32 %9)
  %33 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %34 = sext i32 %9 to i64
  %35 = tail call i64 @llvm.nvvm.atomic.exch.gen.i.sys.i64.p0(ptr nonnull %33, i64 %34)
  fence seq_cst
  br label %36

36:                                               ; preds = %4, %24
  ret void
}

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr captures(none), i32) #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0(ptr captures(none), float) #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr captures(none), i32, i32) #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i64 @llvm.nvvm.atomic.exch.gen.i.sys.i64.p0(ptr captures(none), i64) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13scoped_sharedPi(ptr noundef captures(none) %0) local_unnamed_addr #2 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = and i32 %2, 31
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13scoped_sharedPiE3bin to ptr), i64 %4
  store i32 0, ptr %5, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %6 = atomicrmw add ptr %5, i32 1 monotonic, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = icmp samesign ult i32 %2, 32
  br i1 %7, label %8, label %14

8:                                                ; preds = %1
  %9 = zext nneg i32 %2 to i64
  %10 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13scoped_sharedPiE3bin to ptr), i64 %9
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %12 = load i32, ptr %10, align 4, !tbaa !6
  %13 = atomicrmw add ptr %11, i32 %12 release, align 4
  br label %14

14:                                               ; preds = %8, %1
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11atomic_refsPiPy(ptr noundef %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = tail call noundef i1 @llvm.nvvm.isspacep.local(ptr %0)
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = load volatile i32, ptr %0, align 4, !tbaa !6
  %6 = add nsw i32 %5, 1
  store volatile i32 %6, ptr %0, align 4, !tbaa !6
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #5, !srcloc !11
  br label %9

7:                                                ; preds = %2
  %8 = tail call i32 asm sideeffect "atom.add.relaxed.cta.s32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %0, i32 1) #5, !srcloc !12
  br label %9

9:                                                ; preds = %4, %7
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef i1 @llvm.nvvm.isspacep.local(ptr nonnull %10)
  br i1 %12, label %13, label %20

13:                                               ; preds = %9
  %14 = load volatile i32, ptr %10, align 4, !tbaa !6
  %15 = icmp slt i32 %14, %11
  br i1 %15, label %18, label %16

16:                                               ; preds = %13
  %17 = load volatile i32, ptr %10, align 4, !tbaa !6
  br label %18

18:                                               ; preds = %16, %13
  %19 = phi i32 [ %17, %16 ], [ %11, %13 ]
  store volatile i32 %19, ptr %10, align 4, !tbaa !6
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #5, !srcloc !11
  br label %22

20:                                               ; preds = %9
  %21 = tail call i32 asm sideeffect "atom.max.acq_rel.gpu.s32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull %10, i32 %11) #5, !srcloc !13
  br label %22

22:                                               ; preds = %18, %20
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %24 = tail call noundef i1 @llvm.nvvm.isspacep.local(ptr nonnull %23)
  br i1 %24, label %25, label %27

25:                                               ; preds = %22
  %26 = load i32, ptr %23, align 1
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #5, !srcloc !11
  br label %29

27:                                               ; preds = %22
  %28 = tail call i32 asm sideeffect "ld.acquire.gpu.b32 $0,[$1];", "=r,l,~{memory}"(ptr nonnull %23) #5, !srcloc !14
  br label %29

29:                                               ; preds = %25, %27
  %30 = phi i32 [ %26, %25 ], [ %28, %27 ]
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %36, label %32

32:                                               ; preds = %29
  %33 = tail call noundef i1 @llvm.nvvm.isspacep.local(ptr %1)
  br i1 %33, label %34, label %35

34:                                               ; preds = %32
  store i64 1, ptr %1, align 1
  br label %36

35:                                               ; preds = %32
  tail call void asm sideeffect "st.release.sys.b64 [$0],$1;", "l,l,~{memory}"(ptr %1, i64 1) #5, !srcloc !15
  br label %36

36:                                               ; preds = %35, %34, %29
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.local(ptr captures(none)) #4

attributes #0 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nounwind memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
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
!11 = !{i64 7971842}
!12 = !{i64 9078347}
!13 = !{i64 9117103}
!14 = !{i64 8940957}
!15 = !{i64 8988265}
