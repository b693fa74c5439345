; nvverify-generator: clang-22.1.8 target=sm_86 opt=O0 source=clang19/src/warp_vote.cu
; ModuleID = 'warp_vote.cu'
source_filename = "warp_vote.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__Bits = type { i32, i32 }

$_Z11__shfl_syncjiii = comdat any

$_Z14__shfl_up_syncjiji = comdat any

$_Z16__shfl_down_syncjiji = comdat any

$_Z15__shfl_xor_syncjiii = comdat any

$_Z15__shfl_xor_syncjfii = comdat any

$_Z13__ballot_syncji = comdat any

$_Z10__any_syncji = comdat any

$_Z10__all_syncji = comdat any

$_Z12__activemaskv = comdat any

$_Z10__syncwarpj = comdat any

$_Z14__shfl_up_syncjyji = comdat any

$_Z18__match32_any_syncjj = comdat any

$_Z18__match32_all_syncjjPi = comdat any

$_Z14__shfl_up_syncjxji = comdat any

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z8warp_opsPKiPi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %25 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = and i32 %25, 31
  store i32 %26, ptr %9, align 4
  %27 = load ptr, ptr %7, align 8
  %28 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %30 = mul i32 %28, %29
  %31 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = add i32 %30, %31
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr %27, i64 %33
  %35 = load i32, ptr %34, align 4
  store i32 %35, ptr %10, align 4
  store i32 -1, ptr %11, align 4
  %36 = load i32, ptr %11, align 4
  %37 = load i32, ptr %10, align 4
  %38 = call noundef i32 @_Z11__shfl_syncjiii(i32 noundef %36, i32 noundef %37, i32 noundef 0, i32 noundef 32) #7
  store i32 %38, ptr %12, align 4
  %39 = load i32, ptr %11, align 4
  %40 = load i32, ptr %10, align 4
  %41 = call noundef i32 @_Z14__shfl_up_syncjiji(i32 noundef %39, i32 noundef %40, i32 noundef 1, i32 noundef 32) #7
  store i32 %41, ptr %13, align 4
  %42 = load i32, ptr %11, align 4
  %43 = load i32, ptr %10, align 4
  %44 = call noundef i32 @_Z16__shfl_down_syncjiji(i32 noundef %42, i32 noundef %43, i32 noundef 2, i32 noundef 32) #7
  store i32 %44, ptr %14, align 4
  %45 = load i32, ptr %11, align 4
  %46 = load i32, ptr %10, align 4
  %47 = call noundef i32 @_Z15__shfl_xor_syncjiii(i32 noundef %45, i32 noundef %46, i32 noundef 4, i32 noundef 32) #7
  store i32 %47, ptr %15, align 4
  %48 = load i32, ptr %11, align 4
  %49 = load i32, ptr %10, align 4
  %50 = sitofp i32 %49 to float
  %51 = fmul contract float %50, 5.000000e-01
  %52 = call contract noundef float @_Z15__shfl_xor_syncjfii(i32 noundef %48, float noundef %51, i32 noundef 8, i32 noundef 16) #7
  store float %52, ptr %16, align 4
  %53 = load i32, ptr %11, align 4
  %54 = load i32, ptr %10, align 4
  %55 = icmp sgt i32 %54, 0
  %56 = zext i1 %55 to i32
  %57 = call noundef i32 @_Z13__ballot_syncji(i32 noundef %53, i32 noundef %56) #7
  store i32 %57, ptr %17, align 4
  %58 = load i32, ptr %11, align 4
  %59 = load i32, ptr %10, align 4
  %60 = icmp eq i32 %59, 42
  %61 = zext i1 %60 to i32
  %62 = call noundef i32 @_Z10__any_syncji(i32 noundef %58, i32 noundef %61) #7
  store i32 %62, ptr %18, align 4
  %63 = load i32, ptr %11, align 4
  %64 = load i32, ptr %10, align 4
  %65 = icmp ne i32 %64, 0
  %66 = zext i1 %65 to i32
  %67 = call noundef i32 @_Z10__all_syncji(i32 noundef %63, i32 noundef %66) #7
  store i32 %67, ptr %19, align 4
  %68 = call noundef i32 @_Z12__activemaskv() #7
  store i32 %68, ptr %20, align 4
  %69 = load i32, ptr %11, align 4
  %70 = load i32, ptr %10, align 4
  %71 = and i32 %70, 7
  %72 = call noundef i32 @_ZL16__match_any_syncji(i32 noundef %69, i32 noundef %71) #7
  store i32 %72, ptr %21, align 4
  %73 = load i32, ptr %11, align 4
  %74 = load i32, ptr %10, align 4
  %75 = ashr i32 %74, 4
  %76 = call noundef i32 @_ZL16__match_all_syncjiPi(i32 noundef %73, i32 noundef %75, ptr noundef %22) #7
  store i32 %76, ptr %23, align 4
  call void @_Z10__syncwarpj(i32 noundef -1) #7
  %77 = load i32, ptr %12, align 4
  %78 = load i32, ptr %13, align 4
  %79 = add nsw i32 %77, %78
  %80 = load i32, ptr %14, align 4
  %81 = add nsw i32 %79, %80
  %82 = load i32, ptr %15, align 4
  %83 = add nsw i32 %81, %82
  %84 = load float, ptr %16, align 4
  %85 = fptosi float %84 to i32
  %86 = add nsw i32 %83, %85
  %87 = load i32, ptr %17, align 4
  store i32 %87, ptr %6, align 4
  %88 = load i32, ptr %6, align 4
  %89 = call noundef i32 @llvm.ctpop.i32(i32 %88)
  %90 = add nsw i32 %86, %89
  %91 = load i32, ptr %18, align 4
  %92 = add nsw i32 %90, %91
  %93 = load i32, ptr %19, align 4
  %94 = add nsw i32 %92, %93
  %95 = load i32, ptr %20, align 4
  store i32 %95, ptr %5, align 4
  %96 = load i32, ptr %5, align 4
  %97 = call i32 @llvm.bitreverse.i32(i32 %96)
  %98 = call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %97) #8, !srcloc !7
  %99 = add i32 %98, 1
  %100 = add nsw i32 %94, %99
  %101 = load i32, ptr %21, align 4
  store i32 %101, ptr %4, align 4
  %102 = load i32, ptr %4, align 4
  %103 = call noundef i32 @llvm.ctlz.i32(i32 %102, i1 false)
  %104 = add nsw i32 %100, %103
  %105 = load i32, ptr %23, align 4
  store i32 %105, ptr %3, align 4
  %106 = load i32, ptr %3, align 4
  %107 = call noundef i32 @llvm.bitreverse.i32(i32 %106)
  %108 = add nsw i32 %104, %107
  %109 = load i32, ptr %22, align 4
  %110 = add nsw i32 %108, %109
  %111 = load i32, ptr %9, align 4
  %112 = add nsw i32 %110, %111
  store i32 %112, ptr %24, align 4
  %113 = load i32, ptr %24, align 4
  %114 = load ptr, ptr %8, align 8
  %115 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %116 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %117 = mul i32 %115, %116
  %118 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %119 = add i32 %117, %118
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds nuw i32, ptr %114, i64 %120
  store i32 %113, ptr %121, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z11__shfl_syncjiii(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #1 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %8, align 4
  %13 = sub nsw i32 32, %12
  %14 = shl i32 %13, 8
  %15 = or i32 %14, 31
  %16 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %9, i32 %10, i32 %11, i32 %15)
  ret i32 %16
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z14__shfl_up_syncjiji(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #1 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %8, align 4
  %13 = sub nsw i32 32, %12
  %14 = shl i32 %13, 8
  %15 = or i32 %14, 0
  %16 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %9, i32 %10, i32 %11, i32 %15)
  ret i32 %16
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z16__shfl_down_syncjiji(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #1 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %8, align 4
  %13 = sub nsw i32 32, %12
  %14 = shl i32 %13, 8
  %15 = or i32 %14, 31
  %16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %9, i32 %10, i32 %11, i32 %15)
  ret i32 %16
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z15__shfl_xor_syncjiii(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #1 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %8, align 4
  %13 = sub nsw i32 32, %12
  %14 = shl i32 %13, 8
  %15 = or i32 %14, 31
  %16 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %9, i32 %10, i32 %11, i32 %15)
  ret i32 %16
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z15__shfl_xor_syncjfii(i32 noundef %0, float noundef %1, i32 noundef %2, i32 noundef %3) #1 comdat {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load float, ptr %6, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %8, align 4
  %13 = sub nsw i32 32, %12
  %14 = shl i32 %13, 8
  %15 = or i32 %14, 31
  %16 = call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 %9, float %10, i32 %11, i32 %15)
  ret float %16
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z13__ballot_syncji(i32 noundef %0, i32 noundef %1) #1 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ne i32 %6, 0
  %8 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %5, i1 %7)
  ret i32 %8
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z10__any_syncji(i32 noundef %0, i32 noundef %1) #1 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ne i32 %6, 0
  %8 = call i1 @llvm.nvvm.vote.any.sync(i32 %5, i1 %7)
  %9 = zext i1 %8 to i32
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z10__all_syncji(i32 noundef %0, i32 noundef %1) #1 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ne i32 %6, 0
  %8 = call i1 @llvm.nvvm.vote.all.sync(i32 %5, i1 %7)
  %9 = zext i1 %8 to i32
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z12__activemaskv() #1 comdat {
  %1 = call i32 @llvm.nvvm.activemask()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL16__match_any_syncji(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef i32 @_Z18__match32_any_syncjj(i32 noundef %5, i32 noundef %6) #7
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL16__match_all_syncjiPi(i32 noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %6, align 8
  %10 = call noundef i32 @_Z18__match32_all_syncjjPi(i32 noundef %7, i32 noundef %8, ptr noundef %9) #7
  ret i32 %10
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_Z10__syncwarpj(i32 noundef %0) #1 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 %3)
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z15warp_prefix_sumPKyPy(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %11 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = and i32 %11, 31
  store i32 %12, ptr %7, align 4
  %13 = load ptr, ptr %5, align 8
  %14 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds nuw i64, ptr %13, i64 %15
  %17 = load i64, ptr %16, align 8
  store i64 %17, ptr %8, align 8
  store i32 1, ptr %9, align 4
  br label %18

18:                                               ; preds = %33, %2
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %19, 32
  br i1 %20, label %21, label %36

21:                                               ; preds = %18
  %22 = load i64, ptr %8, align 8
  %23 = load i32, ptr %9, align 4
  %24 = call noundef i64 @_Z14__shfl_up_syncjyji(i32 noundef -1, i64 noundef %22, i32 noundef %23, i32 noundef 32) #7
  store i64 %24, ptr %10, align 8
  %25 = load i32, ptr %7, align 4
  %26 = load i32, ptr %9, align 4
  %27 = icmp sge i32 %25, %26
  br i1 %27, label %28, label %32

28:                                               ; preds = %21
  %29 = load i64, ptr %10, align 8
  %30 = load i64, ptr %8, align 8
  %31 = add i64 %30, %29
  store i64 %31, ptr %8, align 8
  br label %32

32:                                               ; preds = %28, %21
  br label %33

33:                                               ; preds = %32
  %34 = load i32, ptr %9, align 4
  %35 = shl i32 %34, 1
  store i32 %35, ptr %9, align 4
  br label %18, !llvm.loop !8

36:                                               ; preds = %18
  %37 = load i64, ptr %8, align 8
  %38 = load i64, ptr %8, align 8
  store i64 %38, ptr %4, align 8
  %39 = load i64, ptr %4, align 8
  %40 = call i64 @llvm.ctpop.i64(i64 %39)
  %41 = trunc i64 %40 to i32
  %42 = sext i32 %41 to i64
  %43 = add i64 %37, %42
  %44 = load i64, ptr %8, align 8
  store i64 %44, ptr %3, align 8
  %45 = load i64, ptr %3, align 8
  %46 = sub i64 0, %45
  %47 = and i64 %45, %46
  %48 = call i64 @llvm.ctlz.i64(i64 %47, i1 false)
  %49 = trunc i64 %48 to i32
  %50 = sub i32 64, %49
  %51 = sext i32 %50 to i64
  %52 = add i64 %43, %51
  %53 = load ptr, ptr %6, align 8
  %54 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds nuw i64, ptr %53, i64 %55
  store i64 %52, ptr %56, align 8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i64 @_Z14__shfl_up_syncjyji(i32 noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3) #1 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i64 %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i64, ptr %6, align 8
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %8, align 4
  %13 = call noundef i64 @_Z14__shfl_up_syncjxji(i32 noundef %9, i64 noundef %10, i32 noundef %11, i32 noundef %12) #7
  ret i64 %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z18__match32_any_syncjj(i32 noundef %0, i32 noundef %1) #1 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call i32 @llvm.nvvm.match.any.sync.i32(i32 %5, i32 %6)
  ret i32 %7
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z18__match32_all_syncjjPi(i32 noundef %0, i32 noundef %1, ptr noundef %2) #1 comdat {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %6, align 8
  %10 = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %7, i32 %8)
  %11 = extractvalue { i32, i1 } %10, 1
  %12 = zext i1 %11 to i32
  store i32 %12, ptr %9, align 4
  %13 = extractvalue { i32, i1 } %10, 0
  ret i32 %13
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i64 @_Z14__shfl_up_syncjxji(i32 noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3) #1 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.__Bits, align 4
  %16 = alloca i64, align 8
  store i32 %0, ptr %11, align 4
  store i64 %1, ptr %12, align 8
  store i32 %2, ptr %13, align 4
  store i32 %3, ptr %14, align 4
  store ptr %15, ptr %5, align 8
  store ptr %12, ptr %6, align 8
  store i64 8, ptr %7, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = load ptr, ptr %6, align 8
  %19 = load i64, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 1 %18, i64 %19, i1 false)
  %20 = load i32, ptr %11, align 4
  %21 = getelementptr inbounds nuw %struct.__Bits, ptr %15, i32 0, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = load i32, ptr %13, align 4
  %24 = load i32, ptr %14, align 4
  %25 = call noundef i32 @_Z14__shfl_up_syncjiji(i32 noundef %20, i32 noundef %22, i32 noundef %23, i32 noundef %24) #7
  %26 = getelementptr inbounds nuw %struct.__Bits, ptr %15, i32 0, i32 0
  store i32 %25, ptr %26, align 4
  %27 = load i32, ptr %11, align 4
  %28 = getelementptr inbounds nuw %struct.__Bits, ptr %15, i32 0, i32 1
  %29 = load i32, ptr %28, align 4
  %30 = load i32, ptr %13, align 4
  %31 = load i32, ptr %14, align 4
  %32 = call noundef i32 @_Z14__shfl_up_syncjiji(i32 noundef %27, i32 noundef %29, i32 noundef %30, i32 noundef %31) #7
  %33 = getelementptr inbounds nuw %struct.__Bits, ptr %15, i32 0, i32 1
  store i32 %32, ptr %33, align 4
  store ptr %16, ptr %8, align 8
  store ptr %15, ptr %9, align 8
  store i64 8, ptr %10, align 8
  %34 = load ptr, ptr %8, align 8
  %35 = load ptr, ptr %9, align 8
  %36 = load i64, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %34, ptr align 1 %35, i64 %36, i1 false)
  %37 = load i64, ptr %16, align 8
  ret i64 %37
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind }
attributes #8 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!nvvmir.version = !{!6}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{i32 2, i32 0}
!7 = !{i32 12369}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
