; nvverify-generator: clang-19.1.7 target=sm_90 opt=O0 source=clang19/src/half_bf16.cu
; ModuleID = 'half_bf16.cu'
source_filename = "half_bf16.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }
%struct.__nv_bfloat16 = type { i16 }
%struct.__nv_bfloat162 = type { %struct.__nv_bfloat16, %struct.__nv_bfloat16 }
%struct.__nv_bfloat16_raw = type { i16 }
%struct.__nv_bfloat162_raw = type { i16, i16 }

$_ZN7__half2C1ERKS_ = comdat any

$_ZN7__half2aSEOKS_ = comdat any

$_ZN7__half2aSERKS_ = comdat any

$_ZN14__nv_bfloat162C1ERKS_ = comdat any

$_ZN7__half2C2ERKS_ = comdat any

$_ZN14__nv_bfloat162C2ERKS_ = comdat any

$_ZN14__nv_bfloat162aSEOS_ = comdat any

$_ZNK13__nv_bfloat16cv17__nv_bfloat16_rawEv = comdat any

$_ZNK14__nv_bfloat162cv18__nv_bfloat162_rawEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9half_mathPK7__half2S1_PS_P6__halfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.__half2, align 4
  %13 = alloca %struct.__half2, align 4
  %14 = alloca %struct.__half2, align 4
  %15 = alloca %struct.__half2, align 4
  %16 = alloca %struct.__half2, align 4
  %17 = alloca %struct.__half2, align 4
  %18 = alloca %struct.__half2, align 4
  %19 = alloca %struct.__half2, align 4
  %20 = alloca %struct.__half2, align 4
  %21 = alloca %struct.__half2, align 4
  %22 = alloca %struct.__half2, align 4
  %23 = alloca %struct.__half2, align 4
  %24 = alloca %struct.__half2, align 4
  %25 = alloca %struct.__half2, align 4
  %26 = alloca %struct.__half2, align 4
  %27 = alloca %struct.__half2, align 4
  %28 = alloca %struct.__half, align 2
  %29 = alloca %struct.__half2, align 4
  %30 = alloca %struct.__half, align 2
  %31 = alloca %struct.__half2, align 4
  %32 = alloca %struct.__half, align 2
  %33 = alloca %struct.__half, align 2
  %34 = alloca %struct.__half, align 2
  %35 = alloca %struct.__half, align 2
  %36 = alloca %struct.__half, align 2
  %37 = alloca %struct.__half, align 2
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %38 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = mul i32 %38, %39
  %41 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %42 = add i32 %40, %41
  store i32 %42, ptr %11, align 4
  %43 = load i32, ptr %11, align 4
  %44 = load i32, ptr %10, align 4
  %45 = icmp sge i32 %43, %44
  br i1 %45, label %46, label %47

46:                                               ; preds = %5
  br label %85

47:                                               ; preds = %5
  %48 = load ptr, ptr %6, align 8
  %49 = load i32, ptr %11, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds %struct.__half2, ptr %48, i64 %50
  call void @_ZN7__half2C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %12, ptr noundef nonnull align 4 dereferenceable(4) %51) #6
  %52 = load ptr, ptr %7, align 8
  %53 = load i32, ptr %11, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds %struct.__half2, ptr %52, i64 %54
  call void @_ZN7__half2C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %13, ptr noundef nonnull align 4 dereferenceable(4) %55) #6
  call void @_ZN7__half2C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %15, ptr noundef nonnull align 4 dereferenceable(4) %12) #6
  call void @_ZN7__half2C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %16, ptr noundef nonnull align 4 dereferenceable(4) %13) #6
  call void @_ZN7__half2C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %18, ptr noundef nonnull align 4 dereferenceable(4) %12) #6
  call void @_ZN7__half2C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %19, ptr noundef nonnull align 4 dereferenceable(4) %12) #6
  call void @_ZL7__hmul27__half2S_(ptr dead_on_unwind writable sret(%struct.__half2) align 4 %17, ptr noundef byval(%struct.__half2) align 4 %18, ptr noundef byval(%struct.__half2) align 4 %19) #6
  call void @_ZL7__hfma27__half2S_S_(ptr dead_on_unwind writable sret(%struct.__half2) align 4 %14, ptr noundef byval(%struct.__half2) align 4 %15, ptr noundef byval(%struct.__half2) align 4 %16, ptr noundef byval(%struct.__half2) align 4 %17) #6
  call void @_ZN7__half2C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %21, ptr noundef nonnull align 4 dereferenceable(4) %14) #6
  call void @_ZN7__half2C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %23, ptr noundef nonnull align 4 dereferenceable(4) %13) #6
  call void @_ZN7__half2C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %24, ptr noundef nonnull align 4 dereferenceable(4) %12) #6
  call void @_ZL7__hsub27__half2S_(ptr dead_on_unwind writable sret(%struct.__half2) align 4 %22, ptr noundef byval(%struct.__half2) align 4 %23, ptr noundef byval(%struct.__half2) align 4 %24) #6
  call void @_ZL7__hadd27__half2S_(ptr dead_on_unwind writable sret(%struct.__half2) align 4 %20, ptr noundef byval(%struct.__half2) align 4 %21, ptr noundef byval(%struct.__half2) align 4 %22) #6
  %56 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZN7__half2aSEOKS_(ptr noundef nonnull align 4 dereferenceable(4) %14, ptr noundef nonnull align 4 dereferenceable(4) %20) #6
  call void @_ZN7__half2C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %26, ptr noundef nonnull align 4 dereferenceable(4) %14) #6
  call void @_ZL16__float2half2_rnf(ptr dead_on_unwind writable sret(%struct.__half2) align 4 %27, float noundef 0.000000e+00) #6
  call void @_ZL7__hmax27__half2S_(ptr dead_on_unwind writable sret(%struct.__half2) align 4 %25, ptr noundef byval(%struct.__half2) align 4 %26, ptr noundef byval(%struct.__half2) align 4 %27) #6
  %57 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZN7__half2aSEOKS_(ptr noundef nonnull align 4 dereferenceable(4) %14, ptr noundef nonnull align 4 dereferenceable(4) %25) #6
  %58 = load ptr, ptr %8, align 8
  %59 = load i32, ptr %11, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds %struct.__half2, ptr %58, i64 %60
  %62 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZN7__half2aSERKS_(ptr noundef nonnull align 4 dereferenceable(4) %61, ptr noundef nonnull align 4 dereferenceable(4) %14) #6
  call void @_ZN7__half2C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %29, ptr noundef nonnull align 4 dereferenceable(4) %14) #6
  %63 = call %struct.__half @_ZL10__low2half7__half2(ptr noundef byval(%struct.__half2) align 4 %29) #6
  %64 = getelementptr inbounds %struct.__half, ptr %28, i32 0, i32 0
  %65 = extractvalue %struct.__half %63, 0
  store i16 %65, ptr %64, align 2
  call void @_ZN7__half2C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %31, ptr noundef nonnull align 4 dereferenceable(4) %14) #6
  %66 = call %struct.__half @_ZL11__high2half7__half2(ptr noundef byval(%struct.__half2) align 4 %31) #6
  %67 = getelementptr inbounds %struct.__half, ptr %30, i32 0, i32 0
  %68 = extractvalue %struct.__half %66, 0
  store i16 %68, ptr %67, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %33, ptr align 2 %28, i64 2, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %34, ptr align 2 %30, i64 2, i1 false)
  %69 = call noundef zeroext i1 @_ZL5__hgt6__halfS_(ptr noundef byval(%struct.__half) align 2 %33, ptr noundef byval(%struct.__half) align 2 %34) #6
  br i1 %69, label %70, label %74

70:                                               ; preds = %47
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %35, ptr align 2 %28, i64 2, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %36, ptr align 2 %30, i64 2, i1 false)
  %71 = call %struct.__half @_ZL6__hdiv6__halfS_(ptr noundef byval(%struct.__half) align 2 %35, ptr noundef byval(%struct.__half) align 2 %36) #6
  %72 = getelementptr inbounds %struct.__half, ptr %32, i32 0, i32 0
  %73 = extractvalue %struct.__half %71, 0
  store i16 %73, ptr %72, align 2
  br label %80

74:                                               ; preds = %47
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %37, ptr align 2 %28, i64 2, i1 false)
  %75 = call contract noundef float @_ZL12__half2float6__half(ptr noundef byval(%struct.__half) align 2 %37) #6
  %76 = fadd contract float %75, 1.000000e+00
  %77 = call %struct.__half @_ZL12__float2halff(float noundef %76) #6
  %78 = getelementptr inbounds %struct.__half, ptr %32, i32 0, i32 0
  %79 = extractvalue %struct.__half %77, 0
  store i16 %79, ptr %78, align 2
  br label %80

80:                                               ; preds = %74, %70
  %81 = load ptr, ptr %9, align 8
  %82 = load i32, ptr %11, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds %struct.__half, ptr %81, i64 %83
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %84, ptr align 2 %32, i64 2, i1 false)
  br label %85

85:                                               ; preds = %80, %46
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN7__half2C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN7__half2C2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL7__hfma27__half2S_S_(ptr dead_on_unwind noalias writable sret(%struct.__half2) align 4 %0, ptr noundef byval(%struct.__half2) align 4 %1, ptr noundef byval(%struct.__half2) align 4 %2, ptr noundef byval(%struct.__half2) align 4 %3) #1 {
  %5 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  %6 = load i32, ptr %1, align 4
  %7 = load i32, ptr %2, align 4
  %8 = load i32, ptr %3, align 4
  %9 = call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %6, i32 %7, i32 %8) #7, !srcloc !10
  store i32 %9, ptr %0, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL7__hmul27__half2S_(ptr dead_on_unwind noalias writable sret(%struct.__half2) align 4 %0, ptr noundef byval(%struct.__half2) align 4 %1, ptr noundef byval(%struct.__half2) align 4 %2) #1 {
  %4 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  %5 = load i32, ptr %1, align 4
  %6 = load i32, ptr %2, align 4
  %7 = call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %5, i32 %6) #7, !srcloc !11
  store i32 %7, ptr %0, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL7__hadd27__half2S_(ptr dead_on_unwind noalias writable sret(%struct.__half2) align 4 %0, ptr noundef byval(%struct.__half2) align 4 %1, ptr noundef byval(%struct.__half2) align 4 %2) #1 {
  %4 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  %5 = load i32, ptr %1, align 4
  %6 = load i32, ptr %2, align 4
  %7 = call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %5, i32 %6) #7, !srcloc !12
  store i32 %7, ptr %0, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL7__hsub27__half2S_(ptr dead_on_unwind noalias writable sret(%struct.__half2) align 4 %0, ptr noundef byval(%struct.__half2) align 4 %1, ptr noundef byval(%struct.__half2) align 4 %2) #1 {
  %4 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  %5 = load i32, ptr %1, align 4
  %6 = load i32, ptr %2, align 4
  %7 = call i32 asm "{sub.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %5, i32 %6) #7, !srcloc !13
  store i32 %7, ptr %0, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN7__half2aSEOKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %5, align 4
  ret ptr %5
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL7__hmax27__half2S_(ptr dead_on_unwind noalias writable sret(%struct.__half2) align 4 %0, ptr noundef byval(%struct.__half2) align 4 %1, ptr noundef byval(%struct.__half2) align 4 %2) #1 {
  %4 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  %5 = load i32, ptr %1, align 4
  %6 = load i32, ptr %2, align 4
  %7 = call i32 asm "{max.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %5, i32 %6) #7, !srcloc !14
  store i32 %7, ptr %0, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL16__float2half2_rnf(ptr dead_on_unwind noalias writable sret(%struct.__half2) align 4 %0, float noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load float, ptr %4, align 4
  %6 = call i32 asm "{.reg .f16 low;\0A  cvt.rn.f16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float %5) #7, !srcloc !15
  store i32 %6, ptr %0, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN7__half2aSERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %5, align 4
  ret ptr %5
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.__half @_ZL10__low2half7__half2(ptr noundef byval(%struct.__half2) align 4 %0) #1 {
  %2 = alloca %struct.__half, align 2
  %3 = load i32, ptr %0, align 4
  %4 = call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %3) #7, !srcloc !16
  store i16 %4, ptr %2, align 2
  %5 = load %struct.__half, ptr %2, align 2
  ret %struct.__half %5
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.__half @_ZL11__high2half7__half2(ptr noundef byval(%struct.__half2) align 4 %0) #1 {
  %2 = alloca %struct.__half, align 2
  %3 = load i32, ptr %0, align 4
  %4 = call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, high;}", "=h,r"(i32 %3) #7, !srcloc !17
  store i16 %4, ptr %2, align 2
  %5 = load %struct.__half, ptr %2, align 2
  ret %struct.__half %5
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef zeroext i1 @_ZL5__hgt6__halfS_(ptr noundef byval(%struct.__half) align 2 %0, ptr noundef byval(%struct.__half) align 2 %1) #1 {
  %3 = alloca i16, align 2
  %4 = load i16, ptr %0, align 2
  %5 = load i16, ptr %1, align 2
  %6 = call i16 asm "{ .reg .pred __$$temp3;\0A  setp.gt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %4, i16 %5) #7, !srcloc !18
  store i16 %6, ptr %3, align 2
  %7 = load i16, ptr %3, align 2
  %8 = zext i16 %7 to i32
  %9 = icmp ne i32 %8, 0
  %10 = zext i1 %9 to i64
  %11 = select i1 %9, i1 true, i1 false
  ret i1 %11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent noinline nounwind optnone
define internal %struct.__half @_ZL6__hdiv6__halfS_(ptr noundef byval(%struct.__half) align 2 %0, ptr noundef byval(%struct.__half) align 2 %1) #3 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca %struct.__half, align 2
  %10 = alloca %struct.__half, align 2
  %11 = alloca %struct.__half, align 2
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca %struct.__half, align 2
  %15 = alloca float, align 4
  %16 = alloca %struct.__half, align 2
  %17 = alloca float, align 4
  %18 = alloca %struct.__half, align 2
  %19 = alloca %struct.__half, align 2
  %20 = alloca %struct.__half, align 2
  %21 = alloca %struct.__half, align 2
  %22 = alloca %struct.__half, align 2
  %23 = alloca %struct.__half, align 2
  %24 = alloca %struct.__half, align 2
  %25 = alloca float, align 4
  %26 = alloca %struct.__half, align 2
  store i16 143, ptr %11, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %14, ptr align 2 %0, i64 2, i1 false)
  %27 = call contract noundef float @_ZL12__half2float6__half(ptr noundef byval(%struct.__half) align 2 %14) #6
  store float %27, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %16, ptr align 2 %1, i64 2, i1 false)
  %28 = call contract noundef float @_ZL12__half2float6__half(ptr noundef byval(%struct.__half) align 2 %16) #6
  store float %28, ptr %15, align 4
  %29 = load float, ptr %15, align 4
  %30 = call contract float asm "{rcp.approx.ftz.f32 $0, $1;\0A}", "=f,f"(float %29) #7, !srcloc !19
  store float %30, ptr %12, align 4
  %31 = load float, ptr %12, align 4
  %32 = load float, ptr %13, align 4
  %33 = fmul contract float %31, %32
  store float %33, ptr %17, align 4
  %34 = load float, ptr %17, align 4
  %35 = call %struct.__half @_ZL12__float2halff(float noundef %34) #6
  %36 = getelementptr inbounds %struct.__half, ptr %18, i32 0, i32 0
  %37 = extractvalue %struct.__half %35, 0
  store i16 %37, ptr %36, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %9, ptr align 2 %18, i64 2, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %20, ptr align 2 %9, i64 2, i1 false)
  %38 = call %struct.__half @_ZL6__habs6__half(ptr noundef byval(%struct.__half) align 2 %20) #6
  %39 = getelementptr inbounds %struct.__half, ptr %19, i32 0, i32 0
  %40 = extractvalue %struct.__half %38, 0
  store i16 %40, ptr %39, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %10, ptr align 2 %19, i64 2, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %21, ptr align 2 %10, i64 2, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %22, ptr align 2 %11, i64 2, i1 false)
  %41 = call noundef zeroext i1 @_ZL5__hlt6__halfS_(ptr noundef byval(%struct.__half) align 2 %21, ptr noundef byval(%struct.__half) align 2 %22) #6
  br i1 %41, label %42, label %67

42:                                               ; preds = %2
  %43 = call %struct.__half @_ZL12__float2halff(float noundef 0.000000e+00) #6
  %44 = getelementptr inbounds %struct.__half, ptr %23, i32 0, i32 0
  %45 = extractvalue %struct.__half %43, 0
  store i16 %45, ptr %44, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %24, ptr align 2 %10, i64 2, i1 false)
  %46 = call noundef zeroext i1 @_ZL5__hlt6__halfS_(ptr noundef byval(%struct.__half) align 2 %23, ptr noundef byval(%struct.__half) align 2 %24) #6
  br i1 %46, label %47, label %67

47:                                               ; preds = %42
  %48 = load float, ptr %15, align 4
  %49 = fneg contract float %48
  %50 = load float, ptr %17, align 4
  %51 = load float, ptr %13, align 4
  store float %49, ptr %3, align 4
  store float %50, ptr %4, align 4
  store float %51, ptr %5, align 4
  %52 = load float, ptr %3, align 4
  %53 = load float, ptr %4, align 4
  %54 = load float, ptr %5, align 4
  %55 = call float @llvm.nvvm.fma.rn.f(float %52, float %53, float %54)
  store float %55, ptr %25, align 4
  %56 = load float, ptr %12, align 4
  %57 = load float, ptr %25, align 4
  %58 = load float, ptr %17, align 4
  store float %56, ptr %6, align 4
  store float %57, ptr %7, align 4
  store float %58, ptr %8, align 4
  %59 = load float, ptr %6, align 4
  %60 = load float, ptr %7, align 4
  %61 = load float, ptr %8, align 4
  %62 = call float @llvm.nvvm.fma.rn.f(float %59, float %60, float %61)
  store float %62, ptr %17, align 4
  %63 = load float, ptr %17, align 4
  %64 = call %struct.__half @_ZL12__float2halff(float noundef %63) #6
  %65 = getelementptr inbounds %struct.__half, ptr %26, i32 0, i32 0
  %66 = extractvalue %struct.__half %64, 0
  store i16 %66, ptr %65, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %9, ptr align 2 %26, i64 2, i1 false)
  br label %67

67:                                               ; preds = %47, %42, %2
  %68 = load %struct.__half, ptr %9, align 2
  ret %struct.__half %68
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.__half @_ZL12__float2halff(float noundef %0) #1 {
  %2 = alloca %struct.__half, align 2
  %3 = alloca float, align 4
  store float %0, ptr %3, align 4
  %4 = load float, ptr %3, align 4
  %5 = call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %4) #7, !srcloc !20
  store i16 %5, ptr %2, align 2
  %6 = load %struct.__half, ptr %2, align 2
  ret %struct.__half %6
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL12__half2float6__half(ptr noundef byval(%struct.__half) align 2 %0) #1 {
  %2 = alloca float, align 4
  %3 = load i16, ptr %0, align 2
  %4 = call contract float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %3) #7, !srcloc !21
  store float %4, ptr %2, align 4
  %5 = load float, ptr %2, align 4
  ret float %5
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9bf16_mathPK13__nv_bfloat16PK14__nv_bfloat162Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.__nv_bfloat16, align 2
  %11 = alloca %struct.__nv_bfloat162, align 4
  %12 = alloca %struct.__nv_bfloat16, align 2
  %13 = alloca %struct.__nv_bfloat16, align 2
  %14 = alloca %struct.__nv_bfloat16, align 2
  %15 = alloca %struct.__nv_bfloat162, align 4
  %16 = alloca %struct.__nv_bfloat16, align 2
  %17 = alloca %struct.__nv_bfloat162, align 4
  %18 = alloca %struct.__nv_bfloat162, align 4
  %19 = alloca %struct.__nv_bfloat162, align 4
  %20 = alloca %struct.__nv_bfloat162, align 4
  %21 = alloca %struct.__nv_bfloat16, align 2
  %22 = alloca %struct.__nv_bfloat16, align 2
  %23 = alloca %struct.__nv_bfloat162, align 4
  %24 = alloca %struct.__nv_bfloat162, align 4
  %25 = alloca %struct.__nv_bfloat16, align 2
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %26 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %28 = mul i32 %26, %27
  %29 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = add i32 %28, %29
  store i32 %30, ptr %9, align 4
  %31 = load i32, ptr %9, align 4
  %32 = load i32, ptr %8, align 4
  %33 = icmp sge i32 %31, %32
  br i1 %33, label %34, label %35

34:                                               ; preds = %4
  br label %72

35:                                               ; preds = %4
  %36 = load ptr, ptr %5, align 8
  %37 = load i32, ptr %9, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds %struct.__nv_bfloat16, ptr %36, i64 %38
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %10, ptr align 2 %39, i64 2, i1 false)
  %40 = load ptr, ptr %6, align 8
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds %struct.__nv_bfloat162, ptr %40, i64 %42
  call void @_ZN14__nv_bfloat162C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %11, ptr noundef nonnull align 4 dereferenceable(4) %43) #6
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %13, ptr align 2 %10, i64 2, i1 false)
  call void @_ZN14__nv_bfloat162C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %15, ptr noundef nonnull align 4 dereferenceable(4) %11) #6
  %44 = call %struct.__nv_bfloat16 @_ZL14__low2bfloat1614__nv_bfloat162(ptr noundef byval(%struct.__nv_bfloat162) align 4 %15) #6
  %45 = getelementptr inbounds %struct.__nv_bfloat16, ptr %14, i32 0, i32 0
  %46 = extractvalue %struct.__nv_bfloat16 %44, 0
  store i16 %46, ptr %45, align 2
  call void @_ZN14__nv_bfloat162C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %17, ptr noundef nonnull align 4 dereferenceable(4) %11) #6
  %47 = call %struct.__nv_bfloat16 @_ZL15__high2bfloat1614__nv_bfloat162(ptr noundef byval(%struct.__nv_bfloat162) align 4 %17) #6
  %48 = getelementptr inbounds %struct.__nv_bfloat16, ptr %16, i32 0, i32 0
  %49 = extractvalue %struct.__nv_bfloat16 %47, 0
  store i16 %49, ptr %48, align 2
  %50 = call %struct.__nv_bfloat16 @_ZL6__hfma13__nv_bfloat16S_S_(ptr noundef byval(%struct.__nv_bfloat16) align 2 %13, ptr noundef byval(%struct.__nv_bfloat16) align 2 %14, ptr noundef byval(%struct.__nv_bfloat16) align 2 %16) #6
  %51 = getelementptr inbounds %struct.__nv_bfloat16, ptr %12, i32 0, i32 0
  %52 = extractvalue %struct.__nv_bfloat16 %50, 0
  store i16 %52, ptr %51, align 2
  call void @_ZN14__nv_bfloat162C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %19, ptr noundef nonnull align 4 dereferenceable(4) %11) #6
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %21, ptr align 2 %12, i64 2, i1 false)
  call void @_ZL20__bfloat162bfloat16213__nv_bfloat16(ptr dead_on_unwind writable sret(%struct.__nv_bfloat162) align 4 %20, ptr noundef byval(%struct.__nv_bfloat16) align 2 %21) #6
  call void @_ZL7__hmul214__nv_bfloat162S_(ptr dead_on_unwind writable sret(%struct.__nv_bfloat162) align 4 %18, ptr noundef byval(%struct.__nv_bfloat162) align 4 %19, ptr noundef byval(%struct.__nv_bfloat162) align 4 %20) #6
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %22, ptr align 2 %12, i64 2, i1 false)
  %53 = call contract noundef float @_ZL16__bfloat162float13__nv_bfloat16(ptr noundef byval(%struct.__nv_bfloat16) align 2 %22) #6
  call void @_ZN14__nv_bfloat162C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %23, ptr noundef nonnull align 4 dereferenceable(4) %18) #6
  %54 = call contract noundef float @_ZL11__low2float14__nv_bfloat162(ptr noundef byval(%struct.__nv_bfloat162) align 4 %23) #6
  %55 = fadd contract float %53, %54
  call void @_ZN14__nv_bfloat162C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %24, ptr noundef nonnull align 4 dereferenceable(4) %18) #6
  %56 = call contract noundef float @_ZL12__high2float14__nv_bfloat162(ptr noundef byval(%struct.__nv_bfloat162) align 4 %24) #6
  %57 = fadd contract float %55, %56
  %58 = load ptr, ptr %7, align 8
  %59 = load i32, ptr %9, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %58, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = call %struct.__nv_bfloat16 @_ZL19__float2bfloat16_rnf(float noundef %62) #6
  %64 = getelementptr inbounds %struct.__nv_bfloat16, ptr %25, i32 0, i32 0
  %65 = extractvalue %struct.__nv_bfloat16 %63, 0
  store i16 %65, ptr %64, align 2
  %66 = call contract noundef float @_ZL16__bfloat162float13__nv_bfloat16(ptr noundef byval(%struct.__nv_bfloat16) align 2 %25) #6
  %67 = fadd contract float %57, %66
  %68 = load ptr, ptr %7, align 8
  %69 = load i32, ptr %9, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %68, i64 %70
  store float %67, ptr %71, align 4
  br label %72

72:                                               ; preds = %35, %34
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN14__nv_bfloat162C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN14__nv_bfloat162C2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.__nv_bfloat16 @_ZL6__hfma13__nv_bfloat16S_S_(ptr noundef byval(%struct.__nv_bfloat16) align 2 %0, ptr noundef byval(%struct.__nv_bfloat16) align 2 %1, ptr noundef byval(%struct.__nv_bfloat16) align 2 %2) #1 {
  %4 = alloca %struct.__nv_bfloat16, align 2
  %5 = load i16, ptr %0, align 2
  %6 = load i16, ptr %1, align 2
  %7 = load i16, ptr %2, align 2
  %8 = call i16 asm "{fma.rn.bf16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %5, i16 %6, i16 %7) #7, !srcloc !22
  store i16 %8, ptr %4, align 2
  %9 = load %struct.__nv_bfloat16, ptr %4, align 2
  ret %struct.__nv_bfloat16 %9
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.__nv_bfloat16 @_ZL14__low2bfloat1614__nv_bfloat162(ptr noundef byval(%struct.__nv_bfloat162) align 4 %0) #1 {
  %2 = alloca %struct.__nv_bfloat16, align 2
  %3 = load i32, ptr %0, align 4
  %4 = call i16 asm "{.reg .b16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %3) #7, !srcloc !23
  store i16 %4, ptr %2, align 2
  %5 = load %struct.__nv_bfloat16, ptr %2, align 2
  ret %struct.__nv_bfloat16 %5
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.__nv_bfloat16 @_ZL15__high2bfloat1614__nv_bfloat162(ptr noundef byval(%struct.__nv_bfloat162) align 4 %0) #1 {
  %2 = alloca %struct.__nv_bfloat16, align 2
  %3 = load i32, ptr %0, align 4
  %4 = call i16 asm "{.reg .b16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, high;}", "=h,r"(i32 %3) #7, !srcloc !24
  store i16 %4, ptr %2, align 2
  %5 = load %struct.__nv_bfloat16, ptr %2, align 2
  ret %struct.__nv_bfloat16 %5
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL7__hmul214__nv_bfloat162S_(ptr dead_on_unwind noalias writable sret(%struct.__nv_bfloat162) align 4 %0, ptr noundef byval(%struct.__nv_bfloat162) align 4 %1, ptr noundef byval(%struct.__nv_bfloat162) align 4 %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca %struct.__nv_bfloat162, align 4
  %6 = alloca %struct.__nv_bfloat162, align 4
  %7 = alloca %struct.__nv_bfloat162, align 4
  store ptr %0, ptr %4, align 8
  call void @_ZN14__nv_bfloat162C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 4 dereferenceable(4) %1) #6
  call void @_ZN14__nv_bfloat162C1ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %7, ptr noundef nonnull align 4 dereferenceable(4) %2) #6
  call void @_ZL23__internal_device_hmul214__nv_bfloat162S_(ptr dead_on_unwind writable sret(%struct.__nv_bfloat162) align 4 %5, ptr noundef byval(%struct.__nv_bfloat162) align 4 %6, ptr noundef byval(%struct.__nv_bfloat162) align 4 %7) #6
  %8 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZN14__nv_bfloat162aSEOS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %5) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL20__bfloat162bfloat16213__nv_bfloat16(ptr dead_on_unwind noalias writable sret(%struct.__nv_bfloat162) align 4 %0, ptr noundef byval(%struct.__nv_bfloat16) align 2 %1) #1 {
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load i16, ptr %1, align 2
  %5 = call i32 asm "{  mov.b32 $0, {$1,$1};}\0A", "=r,h"(i16 %4) #7, !srcloc !25
  store i32 %5, ptr %0, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL16__bfloat162float13__nv_bfloat16(ptr noundef byval(%struct.__nv_bfloat16) align 2 %0) #1 {
  %2 = alloca %struct.__nv_bfloat16_raw, align 2
  %3 = call %struct.__nv_bfloat16_raw @_ZNK13__nv_bfloat16cv17__nv_bfloat16_rawEv(ptr noundef nonnull align 2 dereferenceable(2) %0) #6
  %4 = getelementptr inbounds %struct.__nv_bfloat16_raw, ptr %2, i32 0, i32 0
  %5 = extractvalue %struct.__nv_bfloat16_raw %3, 0
  store i16 %5, ptr %4, align 2
  %6 = getelementptr inbounds %struct.__nv_bfloat16_raw, ptr %2, i32 0, i32 0
  %7 = load i16, ptr %6, align 2
  %8 = call contract noundef float @_ZL25__internal_bfloat162floatt(i16 noundef zeroext %7) #6
  ret float %8
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL11__low2float14__nv_bfloat162(ptr noundef byval(%struct.__nv_bfloat162) align 4 %0) #1 {
  %2 = alloca %struct.__nv_bfloat162_raw, align 4
  %3 = call %struct.__nv_bfloat162_raw @_ZNK14__nv_bfloat162cv18__nv_bfloat162_rawEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #6
  %4 = getelementptr inbounds %struct.__nv_bfloat162_raw, ptr %2, i32 0, i32 0
  %5 = extractvalue %struct.__nv_bfloat162_raw %3, 0
  store i16 %5, ptr %4, align 4
  %6 = getelementptr inbounds %struct.__nv_bfloat162_raw, ptr %2, i32 0, i32 1
  %7 = extractvalue %struct.__nv_bfloat162_raw %3, 1
  store i16 %7, ptr %6, align 2
  %8 = getelementptr inbounds %struct.__nv_bfloat162_raw, ptr %2, i32 0, i32 0
  %9 = load i16, ptr %8, align 4
  %10 = call contract noundef float @_ZL25__internal_bfloat162floatt(i16 noundef zeroext %9) #6
  ret float %10
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL12__high2float14__nv_bfloat162(ptr noundef byval(%struct.__nv_bfloat162) align 4 %0) #1 {
  %2 = alloca %struct.__nv_bfloat162_raw, align 4
  %3 = call %struct.__nv_bfloat162_raw @_ZNK14__nv_bfloat162cv18__nv_bfloat162_rawEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #6
  %4 = getelementptr inbounds %struct.__nv_bfloat162_raw, ptr %2, i32 0, i32 0
  %5 = extractvalue %struct.__nv_bfloat162_raw %3, 0
  store i16 %5, ptr %4, align 4
  %6 = getelementptr inbounds %struct.__nv_bfloat162_raw, ptr %2, i32 0, i32 1
  %7 = extractvalue %struct.__nv_bfloat162_raw %3, 1
  store i16 %7, ptr %6, align 2
  %8 = getelementptr inbounds %struct.__nv_bfloat162_raw, ptr %2, i32 0, i32 1
  %9 = load i16, ptr %8, align 2
  %10 = call contract noundef float @_ZL25__internal_bfloat162floatt(i16 noundef zeroext %9) #6
  ret float %10
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.__nv_bfloat16 @_ZL19__float2bfloat16_rnf(float noundef %0) #1 {
  %2 = alloca %struct.__nv_bfloat16, align 2
  %3 = alloca float, align 4
  store float %0, ptr %3, align 4
  %4 = load float, ptr %3, align 4
  %5 = call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %4) #7, !srcloc !26
  store i16 %5, ptr %2, align 2
  %6 = load %struct.__nv_bfloat16, ptr %2, align 2
  ret %struct.__nv_bfloat16 %6
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z7convertPKfP6__halfP13__nv_bfloat16Psi(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca %struct.__half, align 2
  %14 = alloca %struct.__nv_bfloat16, align 2
  %15 = alloca %struct.__half, align 2
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add i32 %18, %19
  store i32 %20, ptr %11, align 4
  %21 = load i32, ptr %11, align 4
  %22 = load i32, ptr %10, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %55

24:                                               ; preds = %5
  %25 = load ptr, ptr %6, align 8
  %26 = load i32, ptr %11, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %25, i64 %27
  %29 = load float, ptr %28, align 4
  store float %29, ptr %12, align 4
  %30 = load float, ptr %12, align 4
  %31 = call %struct.__half @_ZL15__float2half_rzf(float noundef %30) #6
  %32 = getelementptr inbounds %struct.__half, ptr %13, i32 0, i32 0
  %33 = extractvalue %struct.__half %31, 0
  store i16 %33, ptr %32, align 2
  %34 = load ptr, ptr %7, align 8
  %35 = load i32, ptr %11, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds %struct.__half, ptr %34, i64 %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %37, ptr align 2 %13, i64 2, i1 false)
  %38 = load float, ptr %12, align 4
  %39 = call %struct.__nv_bfloat16 @_ZL16__float2bfloat16f(float noundef %38) #6
  %40 = getelementptr inbounds %struct.__nv_bfloat16, ptr %14, i32 0, i32 0
  %41 = extractvalue %struct.__nv_bfloat16 %39, 0
  store i16 %41, ptr %40, align 2
  %42 = load ptr, ptr %8, align 8
  %43 = load i32, ptr %11, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.__nv_bfloat16, ptr %42, i64 %44
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %45, ptr align 2 %14, i64 2, i1 false)
  %46 = load float, ptr %12, align 4
  %47 = call %struct.__half @_ZL12__float2halff(float noundef %46) #6
  %48 = getelementptr inbounds %struct.__half, ptr %15, i32 0, i32 0
  %49 = extractvalue %struct.__half %47, 0
  store i16 %49, ptr %48, align 2
  %50 = call noundef signext i16 @_ZL15__half2short_rn6__half(ptr noundef byval(%struct.__half) align 2 %15) #6
  %51 = load ptr, ptr %9, align 8
  %52 = load i32, ptr %11, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i16, ptr %51, i64 %53
  store i16 %50, ptr %54, align 2
  br label %55

55:                                               ; preds = %24, %5
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.__half @_ZL15__float2half_rzf(float noundef %0) #1 {
  %2 = alloca %struct.__half, align 2
  %3 = alloca float, align 4
  store float %0, ptr %3, align 4
  %4 = load float, ptr %3, align 4
  %5 = call i16 asm "{  cvt.rz.f16.f32 $0, $1;}\0A", "=h,f"(float %4) #7, !srcloc !27
  store i16 %5, ptr %2, align 2
  %6 = load %struct.__half, ptr %2, align 2
  ret %struct.__half %6
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.__nv_bfloat16 @_ZL16__float2bfloat16f(float noundef %0) #1 {
  %2 = alloca %struct.__nv_bfloat16, align 2
  %3 = alloca float, align 4
  store float %0, ptr %3, align 4
  %4 = load float, ptr %3, align 4
  %5 = call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %4) #7, !srcloc !28
  store i16 %5, ptr %2, align 2
  %6 = load %struct.__nv_bfloat16, ptr %2, align 2
  ret %struct.__nv_bfloat16 %6
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef signext i16 @_ZL15__half2short_rn6__half(ptr noundef byval(%struct.__half) align 2 %0) #1 {
  %2 = alloca i16, align 2
  %3 = load i16, ptr %0, align 2
  %4 = call i16 asm "cvt.rni.s16.f16 $0, $1;", "=h,h"(i16 %3) #7, !srcloc !29
  store i16 %4, ptr %2, align 2
  %5 = load i16, ptr %2, align 2
  ret i16 %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN7__half2C2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.__half2, ptr %5, i32 0, i32 0
  %7 = getelementptr inbounds %struct.__half2, ptr %5, i32 0, i32 1
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %5, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.__half @_ZL6__habs6__half(ptr noundef byval(%struct.__half) align 2 %0) #1 {
  %2 = alloca %struct.__half, align 2
  %3 = load i16, ptr %0, align 2
  %4 = call i16 asm "{abs.f16 $0,$1;\0A}", "=h,h"(i16 %3) #7, !srcloc !30
  store i16 %4, ptr %2, align 2
  %5 = load %struct.__half, ptr %2, align 2
  ret %struct.__half %5
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef zeroext i1 @_ZL5__hlt6__halfS_(ptr noundef byval(%struct.__half) align 2 %0, ptr noundef byval(%struct.__half) align 2 %1) #1 {
  %3 = alloca i16, align 2
  %4 = load i16, ptr %0, align 2
  %5 = load i16, ptr %1, align 2
  %6 = call i16 asm "{ .reg .pred __$$temp3;\0A  setp.lt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %4, i16 %5) #7, !srcloc !31
  store i16 %6, ptr %3, align 2
  %7 = load i16, ptr %3, align 2
  %8 = zext i16 %7 to i32
  %9 = icmp ne i32 %8, 0
  %10 = zext i1 %9 to i64
  %11 = select i1 %9, i1 true, i1 false
  ret i1 %11
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN14__nv_bfloat162C2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.__nv_bfloat162, ptr %5, i32 0, i32 0
  %7 = getelementptr inbounds %struct.__nv_bfloat162, ptr %5, i32 0, i32 1
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %5, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL23__internal_device_hmul214__nv_bfloat162S_(ptr dead_on_unwind noalias writable sret(%struct.__nv_bfloat162) align 4 %0, ptr noundef byval(%struct.__nv_bfloat162) align 4 %1, ptr noundef byval(%struct.__nv_bfloat162) align 4 %2) #1 {
  %4 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  %5 = load i32, ptr %1, align 4
  %6 = load i32, ptr %2, align 4
  %7 = call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %5, i32 %6) #7, !srcloc !32
  store i32 %7, ptr %0, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN14__nv_bfloat162aSEOS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %5, align 4
  ret ptr %5
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL25__internal_bfloat162floatt(i16 noundef zeroext %0) #1 {
  %2 = alloca i16, align 2
  %3 = alloca float, align 4
  store i16 %0, ptr %2, align 2
  %4 = load i16, ptr %2, align 2
  %5 = call contract noundef float @_ZL32__internal_device_bfloat162floatt(i16 noundef zeroext %4) #6
  store float %5, ptr %3, align 4
  %6 = load float, ptr %3, align 4
  ret float %6
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local %struct.__nv_bfloat16_raw @_ZNK13__nv_bfloat16cv17__nv_bfloat16_rawEv(ptr noundef nonnull align 2 dereferenceable(2) %0) #1 comdat align 2 {
  %2 = alloca %struct.__nv_bfloat16_raw, align 2
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %struct.__nv_bfloat16, ptr %4, i32 0, i32 0
  %6 = load i16, ptr %5, align 2
  %7 = getelementptr inbounds %struct.__nv_bfloat16_raw, ptr %2, i32 0, i32 0
  store i16 %6, ptr %7, align 2
  %8 = load %struct.__nv_bfloat16_raw, ptr %2, align 2
  ret %struct.__nv_bfloat16_raw %8
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL32__internal_device_bfloat162floatt(i16 noundef zeroext %0) #1 {
  %2 = alloca i16, align 2
  %3 = alloca float, align 4
  store i16 %0, ptr %2, align 2
  %4 = load i16, ptr %2, align 2
  %5 = call contract float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %4) #7, !srcloc !33
  store float %5, ptr %3, align 4
  %6 = load float, ptr %3, align 4
  ret float %6
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local %struct.__nv_bfloat162_raw @_ZNK14__nv_bfloat162cv18__nv_bfloat162_rawEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #1 comdat align 2 {
  %2 = alloca %struct.__nv_bfloat162_raw, align 4
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %struct.__nv_bfloat162_raw, ptr %2, i32 0, i32 0
  store i16 0, ptr %5, align 4
  %6 = getelementptr inbounds %struct.__nv_bfloat162_raw, ptr %2, i32 0, i32 1
  store i16 0, ptr %6, align 2
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %2, align 4
  %8 = load %struct.__nv_bfloat162_raw, ptr %2, align 4
  ret %struct.__nv_bfloat162_raw %8
}

; Function Attrs: convergent nounwind
declare i32 @__nvvm_reflect(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.f(float, float, float) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #6 = { convergent nounwind }
attributes #7 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6}
!llvm.ident = !{!7, !8}
!nvvmir.version = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z9half_mathPK7__half2S1_PS_P6__halfi, !"kernel", i32 1}
!5 = !{ptr @_Z9bf16_mathPK13__nv_bfloat16PK14__nv_bfloat162Pfi, !"kernel", i32 1}
!6 = !{ptr @_Z7convertPKfP6__halfP13__nv_bfloat16Psi, !"kernel", i32 1}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!9 = !{i32 2, i32 0}
!10 = !{i64 2155507917, i64 2155507971}
!11 = !{i64 2155416826, i64 2155416855}
!12 = !{i64 2155387026, i64 2155387055}
!13 = !{i64 2155401926, i64 2155401955}
!14 = !{i64 2154720171, i64 2154720200}
!15 = !{i64 2154181655, i64 2154181684, i64 2154181722}
!16 = !{i64 2154565543, i64 2154565577, i64 2154565614}
!17 = !{i64 2154601977, i64 2154602011, i64 2154602048}
!18 = !{i64 2155258193, i64 2155258231, i64 2155258284}
!19 = !{i64 2155674601, i64 2155674631}
!20 = !{i64 2154138383}
!21 = !{i64 2154203123}
!22 = !{i64 8809958, i64 8809986}
!23 = !{i64 2157133636, i64 2157133670, i64 2157133707}
!24 = !{i64 2157170070, i64 2157170104, i64 2157170141}
!25 = !{i64 2157191725}
!26 = !{i64 2156434934}
!27 = !{i64 2154155009}
!28 = !{i64 2156426003}
!29 = !{i64 6504696}
!30 = !{i64 2155800266, i64 2155800284}
!31 = !{i64 2155239496, i64 2155239534, i64 2155239587}
!32 = !{i64 2158472906}
!33 = !{i64 2156487293}
