; nvverify-generator: clang-22.1.8 target=sm_75 opt=O2 source=clang19/src/printf_assert.cu
; ModuleID = 'printf_assert.cu'
source_filename = "printf_assert.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, i32, i64, double, ptr, ptr }
%printf_args.0 = type { i32 }

@.str = private unnamed_addr constant [6 x i8] c"n > 0\00", align 1
@.str1 = private unnamed_addr constant [17 x i8] c"printf_assert.cu\00", align 1
@__PRETTY_FUNCTION__._Z6reportPKfi = private unnamed_addr constant [32 x i8] c"void report(const float *, int)\00", align 1
@.str2 = private unnamed_addr constant [58 x i8] c"NaN at block %d thread %u: idx=%lld val=%f ptr=%p tag=%s\0A\00", align 1
@.str3 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str4 = private unnamed_addr constant [6 x i8] c"n=%d\0A\00", align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6reportPKfi(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca %printf_args, align 8
  %4 = alloca %printf_args.0, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp sgt i32 %1, 0
  br i1 %10, label %12, label %11

11:                                               ; preds = %2
  tail call void @__assertfail(ptr noundef nonnull @.str, ptr noundef nonnull @.str1, i32 noundef 8, ptr noundef nonnull @__PRETTY_FUNCTION__._Z6reportPKfi, i64 noundef 1) #3
  br label %12

12:                                               ; preds = %2, %11
  %13 = icmp slt i32 %9, %1
  br i1 %13, label %14, label %27

14:                                               ; preds = %12
  %15 = sext i32 %9 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !11
  %18 = fcmp contract uno float %17, 0.000000e+00
  br i1 %18, label %19, label %27

19:                                               ; preds = %14
  %20 = fpext contract float %17 to double
  store i32 %5, ptr %3, align 8
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 %8, ptr %21, align 4
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i64 %15, ptr %22, align 8
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store double %20, ptr %23, align 8
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 24
  store ptr %16, ptr %24, align 8
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 32
  store ptr @.str3, ptr %25, align 8
  %26 = call i32 @vprintf(ptr nonnull @.str2, ptr nonnull %3) #4
  br label %27

27:                                               ; preds = %19, %14, %12
  %28 = icmp eq i32 %9, 0
  br i1 %28, label %29, label %31

29:                                               ; preds = %27
  store i32 %1, ptr %4, align 8
  %30 = call i32 @vprintf(ptr nonnull @.str4, ptr nonnull %4) #4
  br label %31

31:                                               ; preds = %29, %27
  ret void
}

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind }

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
