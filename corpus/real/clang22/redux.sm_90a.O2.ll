; nvverify-generator: clang-22.1.8 target=sm_90a opt=O2 source=clang19/src/redux.cu
; ModuleID = 'redux.cu'
source_filename = "redux.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z11warp_reducePKjPj(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %10, i32 -1)
  %12 = tail call noundef i32 @llvm.nvvm.redux.sync.umin(i32 %10, i32 -1)
  %13 = tail call noundef i32 @llvm.nvvm.redux.sync.umax(i32 %10, i32 -1)
  %14 = add nsw i32 %10, -100
  %15 = tail call noundef i32 @llvm.nvvm.redux.sync.min(i32 %14, i32 -1)
  %16 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 %14, i32 -1)
  %17 = tail call noundef i32 @llvm.nvvm.redux.sync.and(i32 %10, i32 -1)
  %18 = tail call noundef i32 @llvm.nvvm.redux.sync.or(i32 %10, i32 -1)
  %19 = tail call noundef i32 @llvm.nvvm.redux.sync.xor(i32 %10, i32 -1)
  %20 = and i32 %6, 31
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %37

22:                                               ; preds = %2
  %23 = lshr i32 %4, 5
  %24 = mul i32 %23, %3
  %25 = lshr exact i32 %6, 5
  %26 = add i32 %24, %25
  %27 = shl i32 %26, 3
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr %1, i64 %28
  store i32 %11, ptr %29, align 4, !tbaa !6
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 4
  store i32 %12, ptr %30, align 4, !tbaa !6
  %31 = getelementptr inbounds nuw i8, ptr %29, i64 8
  store i32 %13, ptr %31, align 4, !tbaa !6
  %32 = getelementptr inbounds nuw i8, ptr %29, i64 12
  store i32 %15, ptr %32, align 4, !tbaa !6
  %33 = getelementptr inbounds nuw i8, ptr %29, i64 16
  store i32 %16, ptr %33, align 4, !tbaa !6
  %34 = getelementptr inbounds nuw i8, ptr %29, i64 20
  store i32 %17, ptr %34, align 4, !tbaa !6
  %35 = getelementptr inbounds nuw i8, ptr %29, i64 24
  store i32 %18, ptr %35, align 4, !tbaa !6
  %36 = getelementptr inbounds nuw i8, ptr %29, i64 28
  store i32 %19, ptr %36, align 4, !tbaa !6
  br label %37

37:                                               ; preds = %22, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z19warp_reduce_builtinPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = tail call i32 @llvm.nvvm.redux.sync.add(i32 %6, i32 -1)
  %8 = tail call i32 @llvm.nvvm.redux.sync.umax(i32 %6, i32 65535)
  %9 = add i32 %8, %7
  %10 = getelementptr inbounds nuw i32, ptr %1, i64 %4
  store i32 %9, ptr %10, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.and(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx88,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
