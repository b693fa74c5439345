; nvverify-generator: clang-19.1.7 target=sm_70 opt=O0 source=clang19/src/structs.cu
; ModuleID = 'structs.cu'
source_filename = "structs.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.Vec3 = type { float, float, float }
%struct.Particle = type { %struct.Vec3, %struct.Vec3, float, i32 }
%struct.Params = type { ptr, i32, [4 x float], double, i8 }
%struct.Big = type { [512 x float], i32 }
%union.Bits = type { float }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Vec3 @_Z3add4Vec3S_(ptr noundef byval(%struct.Vec3) align 4 %0, ptr noundef byval(%struct.Vec3) align 4 %1) #0 {
  %3 = alloca %struct.Vec3, align 4
  %4 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = fadd contract float %6, %8
  store float %9, ptr %4, align 4
  %10 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 1
  %11 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fadd contract float %12, %14
  store float %15, ptr %10, align 4
  %16 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 2
  %17 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 2
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %18, %20
  store float %21, ptr %16, align 4
  %22 = load %struct.Vec3, ptr %3, align 4
  ret %struct.Vec3 %22
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Vec3 @_Z5scale4Vec3f(ptr noundef byval(%struct.Vec3) align 4 %0, float noundef %1) #0 {
  %3 = alloca %struct.Vec3, align 4
  %4 = alloca float, align 4
  store float %1, ptr %4, align 4
  %5 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 0
  %6 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = load float, ptr %4, align 4
  %9 = fmul contract float %7, %8
  store float %9, ptr %5, align 4
  %10 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 1
  %11 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = load float, ptr %4, align 4
  %14 = fmul contract float %12, %13
  store float %14, ptr %10, align 4
  %15 = getelementptr inbounds %struct.Vec3, ptr %3, i32 0, i32 2
  %16 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %17 = load float, ptr %16, align 4
  %18 = load float, ptr %4, align 4
  %19 = fmul contract float %17, %18
  store float %19, ptr %15, align 4
  %20 = load %struct.Vec3, ptr %3, align 4
  ret %struct.Vec3 %20
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9integrateP8Particleif4Vec3(ptr noundef %0, i32 noundef %1, float noundef %2, ptr noundef byval(%struct.Vec3) align 4 %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Particle, align 4
  %10 = alloca %struct.Vec3, align 4
  %11 = alloca %struct.Vec3, align 4
  %12 = alloca %struct.Vec3, align 4
  %13 = alloca %struct.Vec3, align 4
  %14 = alloca %struct.Vec3, align 4
  %15 = alloca %struct.Vec3, align 4
  %16 = alloca %struct.Vec3, align 4
  %17 = alloca %struct.Vec3, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store float %2, ptr %7, align 4
  %18 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add i32 %20, %21
  store i32 %22, ptr %8, align 4
  %23 = load i32, ptr %8, align 4
  %24 = load i32, ptr %6, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %4
  br label %74

27:                                               ; preds = %4
  %28 = load ptr, ptr %5, align 8
  %29 = load i32, ptr %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds %struct.Particle, ptr %28, i64 %30
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %31, i64 32, i1 false)
  %32 = getelementptr inbounds %struct.Particle, ptr %9, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %32, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %3, i64 12, i1 false)
  %33 = load float, ptr %7, align 4
  %34 = call %struct.Vec3 @_Z5scale4Vec3f(ptr noundef byval(%struct.Vec3) align 4 %13, float noundef %33) #4
  %35 = getelementptr inbounds %struct.Vec3, ptr %12, i32 0, i32 0
  %36 = extractvalue %struct.Vec3 %34, 0
  store float %36, ptr %35, align 4
  %37 = getelementptr inbounds %struct.Vec3, ptr %12, i32 0, i32 1
  %38 = extractvalue %struct.Vec3 %34, 1
  store float %38, ptr %37, align 4
  %39 = getelementptr inbounds %struct.Vec3, ptr %12, i32 0, i32 2
  %40 = extractvalue %struct.Vec3 %34, 2
  store float %40, ptr %39, align 4
  %41 = call %struct.Vec3 @_Z3add4Vec3S_(ptr noundef byval(%struct.Vec3) align 4 %11, ptr noundef byval(%struct.Vec3) align 4 %12) #4
  %42 = getelementptr inbounds %struct.Vec3, ptr %10, i32 0, i32 0
  %43 = extractvalue %struct.Vec3 %41, 0
  store float %43, ptr %42, align 4
  %44 = getelementptr inbounds %struct.Vec3, ptr %10, i32 0, i32 1
  %45 = extractvalue %struct.Vec3 %41, 1
  store float %45, ptr %44, align 4
  %46 = getelementptr inbounds %struct.Vec3, ptr %10, i32 0, i32 2
  %47 = extractvalue %struct.Vec3 %41, 2
  store float %47, ptr %46, align 4
  %48 = getelementptr inbounds %struct.Particle, ptr %9, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %48, ptr align 4 %10, i64 12, i1 false)
  %49 = getelementptr inbounds %struct.Particle, ptr %9, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %49, i64 12, i1 false)
  %50 = getelementptr inbounds %struct.Particle, ptr %9, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %50, i64 12, i1 false)
  %51 = load float, ptr %7, align 4
  %52 = getelementptr inbounds %struct.Particle, ptr %9, i32 0, i32 2
  %53 = load float, ptr %52, align 4
  %54 = fdiv contract float %51, %53
  %55 = call %struct.Vec3 @_Z5scale4Vec3f(ptr noundef byval(%struct.Vec3) align 4 %17, float noundef %54) #4
  %56 = getelementptr inbounds %struct.Vec3, ptr %16, i32 0, i32 0
  %57 = extractvalue %struct.Vec3 %55, 0
  store float %57, ptr %56, align 4
  %58 = getelementptr inbounds %struct.Vec3, ptr %16, i32 0, i32 1
  %59 = extractvalue %struct.Vec3 %55, 1
  store float %59, ptr %58, align 4
  %60 = getelementptr inbounds %struct.Vec3, ptr %16, i32 0, i32 2
  %61 = extractvalue %struct.Vec3 %55, 2
  store float %61, ptr %60, align 4
  %62 = call %struct.Vec3 @_Z3add4Vec3S_(ptr noundef byval(%struct.Vec3) align 4 %15, ptr noundef byval(%struct.Vec3) align 4 %16) #4
  %63 = getelementptr inbounds %struct.Vec3, ptr %14, i32 0, i32 0
  %64 = extractvalue %struct.Vec3 %62, 0
  store float %64, ptr %63, align 4
  %65 = getelementptr inbounds %struct.Vec3, ptr %14, i32 0, i32 1
  %66 = extractvalue %struct.Vec3 %62, 1
  store float %66, ptr %65, align 4
  %67 = getelementptr inbounds %struct.Vec3, ptr %14, i32 0, i32 2
  %68 = extractvalue %struct.Vec3 %62, 2
  store float %68, ptr %67, align 4
  %69 = getelementptr inbounds %struct.Particle, ptr %9, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %69, ptr align 4 %14, i64 12, i1 false)
  %70 = load ptr, ptr %5, align 8
  %71 = load i32, ptr %8, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds %struct.Particle, ptr %70, i64 %72
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %73, ptr align 4 %9, i64 32, i1 false)
  br label %74

74:                                               ; preds = %27, %26
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11with_params6ParamsPKf(ptr noundef byval(%struct.Params) align 8 %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  %5 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 1
  %12 = load i32, ptr %11, align 8
  %13 = icmp slt i32 %10, %12
  br i1 %13, label %14, label %40

14:                                               ; preds = %2
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %15, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 2
  %21 = load i32, ptr %4, align 4
  %22 = and i32 %21, 3
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [4 x float], ptr %20, i64 0, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = fmul contract float %19, %25
  %27 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 3
  %28 = load double, ptr %27, align 8
  %29 = fptrunc double %28 to float
  %30 = fadd contract float %26, %29
  %31 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 4
  %32 = load i8, ptr %31, align 8
  %33 = sitofp i8 %32 to float
  %34 = fadd contract float %30, %33
  %35 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 0
  %36 = load ptr, ptr %35, align 8
  %37 = load i32, ptr %4, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %36, i64 %38
  store float %34, ptr %39, align 4
  br label %40

40:                                               ; preds = %14, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8with_big3BigPf(ptr noundef byval(%struct.Big) align 4 %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %7, ptr %4, align 4
  store float 0.000000e+00, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %29, %2
  %9 = load i32, ptr %6, align 4
  %10 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = icmp slt i32 %9, %11
  br i1 %12, label %13, label %16

13:                                               ; preds = %8
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %14, 512
  br label %16

16:                                               ; preds = %13, %8
  %17 = phi i1 [ false, %8 ], [ %15, %13 ]
  br i1 %17, label %18, label %32

18:                                               ; preds = %16
  %19 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %20 = load i32, ptr %6, align 4
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %20, %21
  %23 = and i32 %22, 511
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [512 x float], ptr %19, i64 0, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = load float, ptr %5, align 4
  %28 = fadd contract float %27, %26
  store float %28, ptr %5, align 4
  br label %29

29:                                               ; preds = %18
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %6, align 4
  br label %8, !llvm.loop !11

32:                                               ; preds = %16
  %33 = load float, ptr %5, align 4
  %34 = load ptr, ptr %3, align 8
  %35 = load i32, ptr %4, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %34, i64 %36
  store float %33, ptr %37, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8type_punPKfPj4Bits(ptr noundef %0, ptr noundef %1, ptr noundef byval(%union.Bits) align 4 %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %union.Bits, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %7, i64 %9
  %11 = load float, ptr %10, align 4
  store float %11, ptr %6, align 4
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %2, align 4
  %14 = xor i32 %12, %13
  %15 = load ptr, ptr %5, align 8
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  store i32 %14, ptr %18, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7}
!llvm.ident = !{!8, !9}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z9integrateP8Particleif4Vec3, !"kernel", i32 1}
!5 = !{ptr @_Z11with_params6ParamsPKf, !"kernel", i32 1}
!6 = !{ptr @_Z8with_big3BigPf, !"kernel", i32 1}
!7 = !{ptr @_Z8type_punPKfPj4Bits, !"kernel", i32 1}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{i32 2, i32 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
