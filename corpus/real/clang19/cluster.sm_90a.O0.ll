; nvverify-generator: clang-19.1.7 target=sm_90a opt=O0 source=clang19/src/cluster.cu
; ModuleID = 'cluster.cu'
source_filename = "cluster.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ16cluster_exchangePiE3buf = internal addrspace(3) global [128 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z16cluster_exchangePi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  store i32 %8, ptr %3, align 4
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank()
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %3, align 4
  %11 = mul i32 %10, 1000
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16cluster_exchangePiE3buf to ptr), i64 0, i64 %15
  store i32 %13, ptr %16, align 4
  call void @llvm.nvvm.barrier.cluster.arrive()
  call void @llvm.nvvm.barrier.cluster.wait()
  %17 = load i32, ptr %3, align 4
  %18 = add i32 %17, 1
  %19 = load i32, ptr %4, align 4
  %20 = urem i32 %18, %19
  store i32 %20, ptr %5, align 4
  %21 = load i32, ptr %5, align 4
  %22 = call ptr @llvm.nvvm.mapa(ptr addrspacecast (ptr addrspace(3) @_ZZ16cluster_exchangePiE3buf to ptr), i32 %21)
  store ptr %22, ptr %6, align 8
  %23 = load ptr, ptr %6, align 8
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %23, i64 %25
  %27 = load i32, ptr %26, align 4
  store i32 %27, ptr %7, align 4
  call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
  call void @llvm.nvvm.barrier.cluster.wait()
  %28 = load i32, ptr %7, align 4
  %29 = call i1 @llvm.nvvm.is_explicit_cluster()
  %30 = zext i1 %29 to i32
  %31 = add nsw i32 %28, %30
  %32 = load ptr, ptr %2, align 8
  %33 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %34 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %35 = mul i32 %33, %34
  %36 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = add i32 %35, %36
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %32, i64 %38
  store i32 %31, ptr %39, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.wait() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.nvvm.mapa(ptr nocapture, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i1 @llvm.nvvm.is_explicit_cluster() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11cluster_idsPj(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  store i32 %8, ptr %3, align 4
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
  %10 = load ptr, ptr %2, align 8
  %11 = load i32, ptr %3, align 4
  %12 = mul i32 8, %11
  %13 = add i32 %12, 0
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %10, i64 %14
  store i32 %9, ptr %15, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.y()
  %17 = load ptr, ptr %2, align 8
  %18 = load i32, ptr %3, align 4
  %19 = mul i32 8, %18
  %20 = add i32 %19, 1
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %17, i64 %21
  store i32 %16, ptr %22, align 4
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
  %24 = load ptr, ptr %2, align 8
  %25 = load i32, ptr %3, align 4
  %26 = mul i32 8, %25
  %27 = add i32 %26, 2
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %24, i64 %28
  store i32 %23, ptr %29, align 4
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x()
  %31 = load ptr, ptr %2, align 8
  %32 = load i32, ptr %3, align 4
  %33 = mul i32 8, %32
  %34 = add i32 %33, 3
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %31, i64 %35
  store i32 %30, ptr %36, align 4
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y()
  %38 = load ptr, ptr %2, align 8
  %39 = load i32, ptr %3, align 4
  %40 = mul i32 8, %39
  %41 = add i32 %40, 4
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %38, i64 %42
  store i32 %37, ptr %43, align 4
  %44 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x()
  %45 = load ptr, ptr %2, align 8
  %46 = load i32, ptr %3, align 4
  %47 = mul i32 8, %46
  %48 = add i32 %47, 5
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %45, i64 %49
  store i32 %44, ptr %50, align 4
  %51 = load ptr, ptr %2, align 8
  %52 = call i1 @llvm.nvvm.isspacep.shared.cluster(ptr %51)
  %53 = zext i1 %52 to i64
  %54 = select i1 %52, i32 1, i32 0
  %55 = load ptr, ptr %2, align 8
  %56 = load i32, ptr %3, align 4
  %57 = mul i32 8, %56
  %58 = add i32 %57, 6
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %55, i64 %59
  store i32 %54, ptr %60, align 4
  call void @llvm.nvvm.fence.sc.cluster()
  %61 = load ptr, ptr %2, align 8
  %62 = call i32 @llvm.nvvm.getctarank(ptr %61)
  %63 = load ptr, ptr %2, align 8
  %64 = load i32, ptr %3, align 4
  %65 = mul i32 8, %64
  %66 = add i32 %65, 7
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %63, i64 %67
  store i32 %62, ptr %68, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.clusterid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.clusterid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared.cluster(ptr nocapture) #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.sc.cluster() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.getctarank(ptr nocapture) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z22bounded_cluster_kernelPf(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = mul i32 %4, 128
  %6 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds float, ptr %3, i64 %8
  %10 = load float, ptr %9, align 4
  %11 = fmul contract float %10, 2.000000e+00
  store float %11, ptr %9, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10, !11}
!nvvmir.version = !{!12}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z16cluster_exchangePi, !"kernel", i32 1}
!5 = !{ptr @_Z11cluster_idsPj, !"kernel", i32 1}
!6 = !{ptr @_Z22bounded_cluster_kernelPf, !"kernel", i32 1}
!7 = !{ptr @_Z22bounded_cluster_kernelPf, !"maxntidx", i32 128}
!8 = !{ptr @_Z22bounded_cluster_kernelPf, !"minctasm", i32 1}
!9 = !{ptr @_Z22bounded_cluster_kernelPf, !"maxclusterrank", i32 8}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
