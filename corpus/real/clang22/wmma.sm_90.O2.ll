; nvverify-generator: clang-22.1.8 target=sm_90 opt=O2 source=clang19/src/wmma.cu
; ModuleID = 'wmma.cu'
source_filename = "wmma.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12wmma_f16_f32PK6__halfS1_Pfiii(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr readonly %2, i32 %5)
  %8 = extractvalue { float, float, float, float, float, float, float, float } %7, 0
  %9 = extractvalue { float, float, float, float, float, float, float, float } %7, 1
  %10 = extractvalue { float, float, float, float, float, float, float, float } %7, 2
  %11 = extractvalue { float, float, float, float, float, float, float, float } %7, 3
  %12 = extractvalue { float, float, float, float, float, float, float, float } %7, 4
  %13 = extractvalue { float, float, float, float, float, float, float, float } %7, 5
  %14 = extractvalue { float, float, float, float, float, float, float, float } %7, 6
  %15 = extractvalue { float, float, float, float, float, float, float, float } %7, 7
  %16 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr readonly %0, i32 %3)
  %17 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %16, 0
  %18 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %16, 1
  %19 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %16, 2
  %20 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %16, 3
  %21 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %16, 4
  %22 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %16, 5
  %23 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %16, 6
  %24 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %16, 7
  %25 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr readonly %1, i32 %4)
  %26 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %25, 0
  %27 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %25, 1
  %28 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %25, 2
  %29 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %25, 3
  %30 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %25, 4
  %31 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %25, 5
  %32 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %25, 6
  %33 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %25, 7
  %34 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %17, <2 x half> %18, <2 x half> %19, <2 x half> %20, <2 x half> %21, <2 x half> %22, <2 x half> %23, <2 x half> %24, <2 x half> %26, <2 x half> %27, <2 x half> %28, <2 x half> %29, <2 x half> %30, <2 x half> %31, <2 x half> %32, <2 x half> %33, float %8, float %9, float %10, float %11, float %12, float %13, float %14, float %15)
  %35 = extractvalue { float, float, float, float, float, float, float, float } %34, 0
  %36 = extractvalue { float, float, float, float, float, float, float, float } %34, 1
  %37 = extractvalue { float, float, float, float, float, float, float, float } %34, 2
  %38 = extractvalue { float, float, float, float, float, float, float, float } %34, 3
  %39 = extractvalue { float, float, float, float, float, float, float, float } %34, 4
  %40 = extractvalue { float, float, float, float, float, float, float, float } %34, 5
  %41 = extractvalue { float, float, float, float, float, float, float, float } %34, 6
  %42 = extractvalue { float, float, float, float, float, float, float, float } %34, 7
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %44 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull readonly %43, i32 %3)
  %45 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 0
  %46 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 1
  %47 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 2
  %48 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 3
  %49 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 4
  %50 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 5
  %51 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 6
  %52 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %44, 7
  %53 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %54 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull readonly %53, i32 %4)
  %55 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 0
  %56 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 1
  %57 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 2
  %58 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 3
  %59 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 4
  %60 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 5
  %61 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 6
  %62 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %54, 7
  %63 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %45, <2 x half> %46, <2 x half> %47, <2 x half> %48, <2 x half> %49, <2 x half> %50, <2 x half> %51, <2 x half> %52, <2 x half> %55, <2 x half> %56, <2 x half> %57, <2 x half> %58, <2 x half> %59, <2 x half> %60, <2 x half> %61, <2 x half> %62, float %35, float %36, float %37, float %38, float %39, float %40, float %41, float %42)
  %64 = extractvalue { float, float, float, float, float, float, float, float } %63, 0
  %65 = extractvalue { float, float, float, float, float, float, float, float } %63, 1
  %66 = extractvalue { float, float, float, float, float, float, float, float } %63, 2
  %67 = extractvalue { float, float, float, float, float, float, float, float } %63, 3
  %68 = extractvalue { float, float, float, float, float, float, float, float } %63, 4
  %69 = extractvalue { float, float, float, float, float, float, float, float } %63, 5
  %70 = extractvalue { float, float, float, float, float, float, float, float } %63, 6
  %71 = extractvalue { float, float, float, float, float, float, float, float } %63, 7
  %72 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %73 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull readonly %72, i32 %3)
  %74 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 0
  %75 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 1
  %76 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 2
  %77 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 3
  %78 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 4
  %79 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 5
  %80 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 6
  %81 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 7
  %82 = getelementptr inbounds nuw i8, ptr %1, i64 64
  %83 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull readonly %82, i32 %4)
  %84 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %83, 0
  %85 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %83, 1
  %86 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %83, 2
  %87 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %83, 3
  %88 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %83, 4
  %89 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %83, 5
  %90 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %83, 6
  %91 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %83, 7
  %92 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %74, <2 x half> %75, <2 x half> %76, <2 x half> %77, <2 x half> %78, <2 x half> %79, <2 x half> %80, <2 x half> %81, <2 x half> %84, <2 x half> %85, <2 x half> %86, <2 x half> %87, <2 x half> %88, <2 x half> %89, <2 x half> %90, <2 x half> %91, float %64, float %65, float %66, float %67, float %68, float %69, float %70, float %71)
  %93 = extractvalue { float, float, float, float, float, float, float, float } %92, 0
  %94 = extractvalue { float, float, float, float, float, float, float, float } %92, 1
  %95 = extractvalue { float, float, float, float, float, float, float, float } %92, 2
  %96 = extractvalue { float, float, float, float, float, float, float, float } %92, 3
  %97 = extractvalue { float, float, float, float, float, float, float, float } %92, 4
  %98 = extractvalue { float, float, float, float, float, float, float, float } %92, 5
  %99 = extractvalue { float, float, float, float, float, float, float, float } %92, 6
  %100 = extractvalue { float, float, float, float, float, float, float, float } %92, 7
  %101 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %102 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull readonly %101, i32 %3)
  %103 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %102, 0
  %104 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %102, 1
  %105 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %102, 2
  %106 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %102, 3
  %107 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %102, 4
  %108 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %102, 5
  %109 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %102, 6
  %110 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %102, 7
  %111 = getelementptr inbounds nuw i8, ptr %1, i64 96
  %112 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull readonly %111, i32 %4)
  %113 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %112, 0
  %114 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %112, 1
  %115 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %112, 2
  %116 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %112, 3
  %117 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %112, 4
  %118 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %112, 5
  %119 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %112, 6
  %120 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %112, 7
  %121 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %103, <2 x half> %104, <2 x half> %105, <2 x half> %106, <2 x half> %107, <2 x half> %108, <2 x half> %109, <2 x half> %110, <2 x half> %113, <2 x half> %114, <2 x half> %115, <2 x half> %116, <2 x half> %117, <2 x half> %118, <2 x half> %119, <2 x half> %120, float %93, float %94, float %95, float %96, float %97, float %98, float %99, float %100)
  %122 = extractvalue { float, float, float, float, float, float, float, float } %121, 0
  %123 = extractvalue { float, float, float, float, float, float, float, float } %121, 1
  %124 = extractvalue { float, float, float, float, float, float, float, float } %121, 2
  %125 = extractvalue { float, float, float, float, float, float, float, float } %121, 3
  %126 = extractvalue { float, float, float, float, float, float, float, float } %121, 4
  %127 = extractvalue { float, float, float, float, float, float, float, float } %121, 5
  %128 = extractvalue { float, float, float, float, float, float, float, float } %121, 6
  %129 = extractvalue { float, float, float, float, float, float, float, float } %121, 7
  %130 = fmul contract float %122, 5.000000e-01
  %131 = fmul contract float %123, 5.000000e-01
  %132 = fmul contract float %124, 5.000000e-01
  %133 = fmul contract float %125, 5.000000e-01
  %134 = fmul contract float %126, 5.000000e-01
  %135 = fmul contract float %127, 5.000000e-01
  %136 = fmul contract float %128, 5.000000e-01
  %137 = fmul contract float %129, 5.000000e-01
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %2, float %130, float %131, float %132, float %133, float %134, float %135, float %136, float %137, i32 %5)
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13wmma_32x8_f16PK6__halfS1_PS_(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #1 {
  %4 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #5, !srcloc !11
  %5 = insertelement <2 x i16> poison, i16 %4, i64 0
  %6 = bitcast <2 x i16> %5 to <2 x half>
  %7 = shufflevector <2 x half> %6, <2 x half> poison, <2 x i32> zeroinitializer
  %8 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.load.a.col.stride.f16.p0(ptr readonly %0, i32 32)
  %9 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %8, 0
  %10 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %8, 1
  %11 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %8, 2
  %12 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %8, 3
  %13 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %8, 4
  %14 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %8, 5
  %15 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %8, 6
  %16 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %8, 7
  %17 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.load.b.row.stride.f16.p0(ptr readonly %1, i32 8)
  %18 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %17, 0
  %19 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %17, 1
  %20 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %17, 2
  %21 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %17, 3
  %22 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %17, 4
  %23 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %17, 5
  %24 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %17, 6
  %25 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %17, 7
  %26 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.col.row.f16.f16(<2 x half> %9, <2 x half> %10, <2 x half> %11, <2 x half> %12, <2 x half> %13, <2 x half> %14, <2 x half> %15, <2 x half> %16, <2 x half> %18, <2 x half> %19, <2 x half> %20, <2 x half> %21, <2 x half> %22, <2 x half> %23, <2 x half> %24, <2 x half> %25, <2 x half> %7, <2 x half> %7, <2 x half> %7, <2 x half> %7)
  %27 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %26, 0
  %28 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %26, 1
  %29 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %26, 2
  %30 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %26, 3
  tail call void @llvm.nvvm.wmma.m32n8k16.store.d.col.stride.f16.p0(ptr %2, <2 x half> %27, <2 x half> %28, <2 x half> %29, <2 x half> %30, i32 8)
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13wmma_8x32_f32PK6__halfS1_Pf(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.load.a.row.stride.f16.p0(ptr readonly %0, i32 16)
  %5 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 0
  %6 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 1
  %7 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 2
  %8 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 3
  %9 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 4
  %10 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 5
  %11 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 6
  %12 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 7
  %13 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.load.b.row.stride.f16.p0(ptr readonly %1, i32 32)
  %14 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 0
  %15 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 1
  %16 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 2
  %17 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 3
  %18 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 4
  %19 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 5
  %20 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 6
  %21 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 7
  %22 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.row.row.f32.f32(<2 x half> %5, <2 x half> %6, <2 x half> %7, <2 x half> %8, <2 x half> %9, <2 x half> %10, <2 x half> %11, <2 x half> %12, <2 x half> %14, <2 x half> %15, <2 x half> %16, <2 x half> %17, <2 x half> %18, <2 x half> %19, <2 x half> %20, <2 x half> %21, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00)
  %23 = extractvalue { float, float, float, float, float, float, float, float } %22, 0
  %24 = extractvalue { float, float, float, float, float, float, float, float } %22, 1
  %25 = extractvalue { float, float, float, float, float, float, float, float } %22, 2
  %26 = extractvalue { float, float, float, float, float, float, float, float } %22, 3
  %27 = extractvalue { float, float, float, float, float, float, float, float } %22, 4
  %28 = extractvalue { float, float, float, float, float, float, float, float } %22, 5
  %29 = extractvalue { float, float, float, float, float, float, float, float } %22, 6
  %30 = extractvalue { float, float, float, float, float, float, float, float } %22, 7
  tail call void @llvm.nvvm.wmma.m8n32k16.store.d.row.stride.f32.p0(ptr %2, float %23, float %24, float %25, float %26, float %27, float %28, float %29, float %30, i32 32)
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z7wmma_s8PKaS0_Pi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.s8.p0(ptr readonly %0, i32 16)
  %5 = extractvalue { i32, i32 } %4, 0
  %6 = extractvalue { i32, i32 } %4, 1
  %7 = tail call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.s8.p0(ptr readonly %1, i32 16)
  %8 = extractvalue { i32, i32 } %7, 0
  %9 = extractvalue { i32, i32 } %7, 1
  %10 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.s8.satfinite(i32 %5, i32 %6, i32 %8, i32 %9, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  %11 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %10, 0
  %12 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %10, 1
  %13 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %10, 2
  %14 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %10, 3
  %15 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %10, 4
  %16 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %10, 5
  %17 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %10, 6
  %18 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %10, 7
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0(ptr %2, i32 %11, i32 %12, i32 %13, i32 %14, i32 %15, i32 %16, i32 %17, i32 %18, i32 16)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr readonly captures(none), i32) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr readonly captures(none), i32) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr readonly captures(none), i32) #2

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #3

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr writeonly captures(none), float, float, float, float, float, float, float, float, i32) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.load.a.col.stride.f16.p0(ptr readonly captures(none), i32) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.load.b.row.stride.f16.p0(ptr readonly captures(none), i32) #2

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.col.row.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #3

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m32n8k16.store.d.col.stride.f16.p0(ptr writeonly captures(none), <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.load.a.row.stride.f16.p0(ptr readonly captures(none), i32) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.load.b.row.stride.f16.p0(ptr readonly captures(none), i32) #2

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.row.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #3

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m8n32k16.store.d.row.stride.f32.p0(ptr writeonly captures(none), float, float, float, float, float, float, float, float, i32) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.s8.p0(ptr readonly captures(none), i32) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.s8.p0(ptr readonly captures(none), i32) #2

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.s8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #3

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0(ptr writeonly captures(none), i32, i32, i32, i32, i32, i32, i32, i32, i32) #4

attributes #0 = { mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: read) }
attributes #3 = { nocallback nofree nosync nounwind memory(none) }
attributes #4 = { nocallback nounwind memory(argmem: write) }
attributes #5 = { convergent nounwind memory(none) }

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
!11 = !{i64 2156152745}
