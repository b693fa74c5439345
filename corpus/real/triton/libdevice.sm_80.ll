; nvverify-generator: triton-3.9.0 target=sm_80 cc=80 ptx=8.8 options=num_warps=4 source=triton/src/kernels.py:libdevice_kernel dialect=triton-llir
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @libdevice_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !6 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !14
  %7 = shl i32 %6, 8, !dbg !14
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %9 = and i32 %8, 127, !dbg !15
  %10 = or disjoint i32 %7, %9, !dbg !14
  %11 = or disjoint i32 %10, 128, !dbg !14
  %12 = icmp slt i32 %10, %2, !dbg !16
  %13 = icmp slt i32 %11, %2, !dbg !16
  %14 = sext i32 %10 to i64, !dbg !17
  %15 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %14, !dbg !17
  %16 = sext i32 %11 to i64, !dbg !17
  %17 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %16, !dbg !17
  %18 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %15, i1 %12) #5, !dbg !18
  %19 = bitcast i32 %18 to float, !dbg !18
  %20 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %17, i1 %13) #5, !dbg !18
  %21 = bitcast i32 %20 to float, !dbg !18
  %22 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not.i32 = icmp eq i32 %22, 0, !dbg !19
  %23 = tail call float @llvm.nvvm.fabs.ftz.f32(float %19), !dbg !19
  %24 = tail call float @llvm.nvvm.fabs.f32(float %19), !dbg !19
  %.0.i33 = select i1 %.not.i32, float %24, float %23, !dbg !19
  %25 = fcmp oge float %.0.i33, 1.002960e+00, !dbg !19
  br i1 %25, label %__nv_fabsf.exit1.i, label %27, !dbg !19

__nv_fabsf.exit1.i:                               ; preds = %5
  %26 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not1.i = icmp eq i32 %26, 0, !dbg !19
  %.01.i42 = select i1 %.not1.i, float %24, float %23, !dbg !19
  br label %__internal_fmad.exit.i, !dbg !19

27:                                               ; preds = %5
  %28 = fmul float %19, %19, !dbg !19
  br label %__internal_fmad.exit.i, !dbg !19

__internal_fmad.exit.i:                           ; preds = %27, %__nv_fabsf.exit1.i
  %29 = phi float [ f0x3F210A14, %__nv_fabsf.exit1.i ], [ f0x3E0375D3, %27 ], !dbg !19
  %30 = phi float [ f0x3F69B4F9, %__nv_fabsf.exit1.i ], [ f0xBEC093AC, %27 ], !dbg !19
  %31 = phi float [ f0x3E235519, %__nv_fabsf.exit1.i ], [ f0x3DE718AF, %27 ], !dbg !19
  %32 = phi float [ f0xBD24D99A, %__nv_fabsf.exit1.i ], [ f0xBCDC1BE7, %27 ], !dbg !19
  %33 = phi float [ f0x3C09919F, %__nv_fabsf.exit1.i ], [ f0x3BAAD5EA, %27 ], !dbg !19
  %34 = phi float [ f0xBAAE005B, %__nv_fabsf.exit1.i ], [ f0xBA574D20, %27 ], !dbg !19
  %35 = phi float [ f0x38EB4C3A, %__nv_fabsf.exit1.i ], [ f0x38B1E96A, %27 ], !dbg !19
  %36 = phi float [ %.01.i42, %__nv_fabsf.exit1.i ], [ %28, %27 ], !dbg !19
  %37 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not2.i = icmp eq i32 %37, 0, !dbg !19
  %38 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %35, float %36, float %34) #5, !dbg !19
  %39 = tail call float @llvm.nvvm.fma.rn.f(float %35, float %36, float %34) #5, !dbg !19
  %.02.i34 = select i1 %.not2.i, float %39, float %38, !dbg !19
  %40 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not3.i = icmp eq i32 %40, 0, !dbg !19
  %41 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i34, float %36, float %33) #5, !dbg !19
  %42 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i34, float %36, float %33) #5, !dbg !19
  %.03.i35 = select i1 %.not3.i, float %42, float %41, !dbg !19
  %43 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not4.i = icmp eq i32 %43, 0, !dbg !19
  %44 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.03.i35, float %36, float %32) #5, !dbg !19
  %45 = tail call float @llvm.nvvm.fma.rn.f(float %.03.i35, float %36, float %32) #5, !dbg !19
  %.04.i36 = select i1 %.not4.i, float %45, float %44, !dbg !19
  %46 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not5.i = icmp eq i32 %46, 0, !dbg !19
  %47 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i36, float %36, float %31) #5, !dbg !19
  %48 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i36, float %36, float %31) #5, !dbg !19
  %.05.i37 = select i1 %.not5.i, float %48, float %47, !dbg !19
  %49 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not6.i = icmp eq i32 %49, 0, !dbg !19
  %50 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i37, float %36, float %30) #5, !dbg !19
  %51 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i37, float %36, float %30) #5, !dbg !19
  %.06.i38 = select i1 %.not6.i, float %51, float %50, !dbg !19
  %52 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not7.i = icmp eq i32 %52, 0, !dbg !19
  %53 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i38, float %36, float %29) #5, !dbg !19
  %54 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i38, float %36, float %29) #5, !dbg !19
  %.07.i39 = select i1 %.not7.i, float %54, float %53, !dbg !19
  %55 = fneg float %36, !dbg !19
  %56 = select i1 %25, float %55, float %19, !dbg !19
  %57 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not8.i = icmp eq i32 %57, 0, !dbg !19
  %58 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i39, float %56, float %56) #5, !dbg !19
  %59 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i39, float %56, float %56) #5, !dbg !19
  %.08.i40 = select i1 %.not8.i, float %59, float %58, !dbg !19
  br i1 %25, label %60, label %__nv_erff.exit, !dbg !19

60:                                               ; preds = %__internal_fmad.exit.i
  %61 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %.08.i40), !dbg !19
  %62 = fsub float 1.000000e+00, %61, !dbg !19
  %63 = bitcast float %62 to i32, !dbg !19
  %64 = and i32 %18, -2147483648, !dbg !19
  %65 = or i32 %64, %63, !dbg !19
  %66 = bitcast i32 %65 to float, !dbg !19
  br label %__nv_erff.exit, !dbg !19

__nv_erff.exit:                                   ; preds = %__internal_fmad.exit.i, %60
  %r.0.i41 = phi float [ %66, %60 ], [ %.08.i40, %__internal_fmad.exit.i ], !dbg !19
  %67 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not.i43 = icmp eq i32 %67, 0, !dbg !19
  %68 = tail call float @llvm.nvvm.fabs.ftz.f32(float %21), !dbg !19
  %69 = tail call float @llvm.nvvm.fabs.f32(float %21), !dbg !19
  %.0.i44 = select i1 %.not.i43, float %69, float %68, !dbg !19
  %70 = fcmp oge float %.0.i44, 1.002960e+00, !dbg !19
  br i1 %70, label %__nv_fabsf.exit1.i61, label %72, !dbg !19

__nv_fabsf.exit1.i61:                             ; preds = %__nv_erff.exit
  %71 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not1.i62 = icmp eq i32 %71, 0, !dbg !19
  %.01.i63 = select i1 %.not1.i62, float %69, float %68, !dbg !19
  br label %__internal_fmad.exit.i45, !dbg !19

72:                                               ; preds = %__nv_erff.exit
  %73 = fmul float %21, %21, !dbg !19
  br label %__internal_fmad.exit.i45, !dbg !19

__internal_fmad.exit.i45:                         ; preds = %72, %__nv_fabsf.exit1.i61
  %74 = phi float [ f0x3F210A14, %__nv_fabsf.exit1.i61 ], [ f0x3E0375D3, %72 ], !dbg !19
  %75 = phi float [ f0x3F69B4F9, %__nv_fabsf.exit1.i61 ], [ f0xBEC093AC, %72 ], !dbg !19
  %76 = phi float [ f0x3E235519, %__nv_fabsf.exit1.i61 ], [ f0x3DE718AF, %72 ], !dbg !19
  %77 = phi float [ f0xBD24D99A, %__nv_fabsf.exit1.i61 ], [ f0xBCDC1BE7, %72 ], !dbg !19
  %78 = phi float [ f0x3C09919F, %__nv_fabsf.exit1.i61 ], [ f0x3BAAD5EA, %72 ], !dbg !19
  %79 = phi float [ f0xBAAE005B, %__nv_fabsf.exit1.i61 ], [ f0xBA574D20, %72 ], !dbg !19
  %80 = phi float [ f0x38EB4C3A, %__nv_fabsf.exit1.i61 ], [ f0x38B1E96A, %72 ], !dbg !19
  %81 = phi float [ %.01.i63, %__nv_fabsf.exit1.i61 ], [ %73, %72 ], !dbg !19
  %82 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not2.i46 = icmp eq i32 %82, 0, !dbg !19
  %83 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %80, float %81, float %79) #5, !dbg !19
  %84 = tail call float @llvm.nvvm.fma.rn.f(float %80, float %81, float %79) #5, !dbg !19
  %.02.i47 = select i1 %.not2.i46, float %84, float %83, !dbg !19
  %85 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not3.i48 = icmp eq i32 %85, 0, !dbg !19
  %86 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i47, float %81, float %78) #5, !dbg !19
  %87 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i47, float %81, float %78) #5, !dbg !19
  %.03.i49 = select i1 %.not3.i48, float %87, float %86, !dbg !19
  %88 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not4.i50 = icmp eq i32 %88, 0, !dbg !19
  %89 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.03.i49, float %81, float %77) #5, !dbg !19
  %90 = tail call float @llvm.nvvm.fma.rn.f(float %.03.i49, float %81, float %77) #5, !dbg !19
  %.04.i51 = select i1 %.not4.i50, float %90, float %89, !dbg !19
  %91 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not5.i52 = icmp eq i32 %91, 0, !dbg !19
  %92 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i51, float %81, float %76) #5, !dbg !19
  %93 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i51, float %81, float %76) #5, !dbg !19
  %.05.i53 = select i1 %.not5.i52, float %93, float %92, !dbg !19
  %94 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not6.i54 = icmp eq i32 %94, 0, !dbg !19
  %95 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i53, float %81, float %75) #5, !dbg !19
  %96 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i53, float %81, float %75) #5, !dbg !19
  %.06.i55 = select i1 %.not6.i54, float %96, float %95, !dbg !19
  %97 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not7.i56 = icmp eq i32 %97, 0, !dbg !19
  %98 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i55, float %81, float %74) #5, !dbg !19
  %99 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i55, float %81, float %74) #5, !dbg !19
  %.07.i57 = select i1 %.not7.i56, float %99, float %98, !dbg !19
  %100 = fneg float %81, !dbg !19
  %101 = select i1 %70, float %100, float %21, !dbg !19
  %102 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !19
  %.not8.i58 = icmp eq i32 %102, 0, !dbg !19
  %103 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i57, float %101, float %101) #5, !dbg !19
  %104 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i57, float %101, float %101) #5, !dbg !19
  %.08.i59 = select i1 %.not8.i58, float %104, float %103, !dbg !19
  br i1 %70, label %105, label %__nv_erff.exit64, !dbg !19

105:                                              ; preds = %__internal_fmad.exit.i45
  %106 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %.08.i59), !dbg !19
  %107 = fsub float 1.000000e+00, %106, !dbg !19
  %108 = bitcast float %107 to i32, !dbg !19
  %109 = and i32 %20, -2147483648, !dbg !19
  %110 = or i32 %109, %108, !dbg !19
  %111 = bitcast i32 %110 to float, !dbg !19
  br label %__nv_erff.exit64, !dbg !19

__nv_erff.exit64:                                 ; preds = %__internal_fmad.exit.i45, %105
  %r.0.i60 = phi float [ %111, %105 ], [ %.08.i59, %__internal_fmad.exit.i45 ], !dbg !19
  %112 = tail call float @llvm.fabs.f32(float %19), !dbg !20
  %113 = tail call float @llvm.fabs.f32(float %21), !dbg !20
  %114 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not.i = icmp eq i32 %114, 0, !dbg !21
  %115 = tail call float @llvm.nvvm.add.rz.ftz.f(float %112, float 1.000000e+00) #5, !dbg !21
  %116 = tail call float @llvm.nvvm.add.rz.f(float %112, float 1.000000e+00) #5, !dbg !21
  %.01.i = select i1 %.not.i, float %116, float %115, !dbg !21
  %117 = bitcast float %.01.i to i32, !dbg !21
  %118 = add i32 %117, -1061158912, !dbg !21
  %119 = and i32 %118, -8388608, !dbg !21
  %120 = bitcast float %112 to i32, !dbg !21
  %121 = sub i32 %120, %119, !dbg !21
  %122 = bitcast i32 %121 to float, !dbg !21
  %123 = sub i32 1082130432, %119, !dbg !21
  %124 = bitcast i32 %123 to float, !dbg !21
  %125 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not14.i = icmp eq i32 %125, 0, !dbg !21
  %126 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 2.500000e-01, float %124, float -1.000000e+00) #5, !dbg !21
  %127 = tail call float @llvm.nvvm.fma.rn.f(float 2.500000e-01, float %124, float -1.000000e+00) #5, !dbg !21
  %.09.i = select i1 %.not14.i, float %127, float %126, !dbg !21
  %128 = fadd float %.09.i, %122, !dbg !21
  %129 = sitofp i32 %119 to float, !dbg !21
  %130 = fmul nnan float %129, f0x34000000, !dbg !21
  %131 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not15.i = icmp eq i32 %131, 0, !dbg !21
  %132 = tail call float @llvm.nvvm.fma.rn.ftz.f(float f0xBD39BF78, float %128, float f0x3DD80012) #5, !dbg !21
  %133 = tail call float @llvm.nvvm.fma.rn.f(float f0xBD39BF78, float %128, float f0x3DD80012) #5, !dbg !21
  %.012.i = select i1 %.not15.i, float %133, float %132, !dbg !21
  %134 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not16.i = icmp eq i32 %134, 0, !dbg !21
  %135 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i, float %128, float f0xBE0778E0) #5, !dbg !21
  %136 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i, float %128, float f0xBE0778E0) #5, !dbg !21
  %.010.i = select i1 %.not16.i, float %136, float %135, !dbg !21
  %137 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not17.i = icmp eq i32 %137, 0, !dbg !21
  %138 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i, float %128, float f0x3E146475) #5, !dbg !21
  %139 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i, float %128, float f0x3E146475) #5, !dbg !21
  %.06.i = select i1 %.not17.i, float %139, float %138, !dbg !21
  %140 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not18.i = icmp eq i32 %140, 0, !dbg !21
  %141 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i, float %128, float f0xBE2A68DD) #5, !dbg !21
  %142 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i, float %128, float f0xBE2A68DD) #5, !dbg !21
  %.02.i = select i1 %.not18.i, float %142, float %141, !dbg !21
  %143 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not19.i = icmp eq i32 %143, 0, !dbg !21
  %144 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i, float %128, float f0x3E4CAF9E) #5, !dbg !21
  %145 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i, float %128, float f0x3E4CAF9E) #5, !dbg !21
  %.0.i = select i1 %.not19.i, float %145, float %144, !dbg !21
  %146 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not20.i = icmp eq i32 %146, 0, !dbg !21
  %147 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i, float %128, float f0xBE800042) #5, !dbg !21
  %148 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i, float %128, float f0xBE800042) #5, !dbg !21
  %.011.i = select i1 %.not20.i, float %148, float %147, !dbg !21
  %149 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not21.i = icmp eq i32 %149, 0, !dbg !21
  %150 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i, float %128, float f0x3EAAAAE6) #5, !dbg !21
  %151 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i, float %128, float f0x3EAAAAE6) #5, !dbg !21
  %.08.i = select i1 %.not21.i, float %151, float %150, !dbg !21
  %152 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not22.i = icmp eq i32 %152, 0, !dbg !21
  %153 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.08.i, float %128, float -5.000000e-01) #5, !dbg !21
  %154 = tail call float @llvm.nvvm.fma.rn.f(float %.08.i, float %128, float -5.000000e-01) #5, !dbg !21
  %.07.i = select i1 %.not22.i, float %154, float %153, !dbg !21
  %155 = fmul float %128, %.07.i, !dbg !21
  %156 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not23.i = icmp eq i32 %156, 0, !dbg !21
  %157 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %155, float %128, float %128) #5, !dbg !21
  %158 = tail call float @llvm.nvvm.fma.rn.f(float %155, float %128, float %128) #5, !dbg !21
  %.05.i = select i1 %.not23.i, float %158, float %157, !dbg !21
  %159 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not24.i = icmp eq i32 %159, 0, !dbg !21
  %160 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %130, float f0x3F317218, float %.05.i) #5, !dbg !21
  %161 = tail call float @llvm.nvvm.fma.rn.f(float %130, float f0x3F317218, float %.05.i) #5, !dbg !21
  %.04.i = select i1 %.not24.i, float %161, float %160, !dbg !21
  %162 = icmp samesign ugt i32 %120, 2139095039, !dbg !21
  br i1 %162, label %__nv_fmaf_rn.exit.i, label %__nv_log1pf.exit, !dbg !21

__nv_fmaf_rn.exit.i:                              ; preds = %__nv_erff.exit64
  %163 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not25.i = icmp eq i32 %163, 0, !dbg !21
  %164 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %112, float +inf, float +inf) #5, !dbg !21
  %165 = tail call float @llvm.nvvm.fma.rn.f(float %112, float +inf, float +inf) #5, !dbg !21
  %.03.i = select i1 %.not25.i, float %165, float %164, !dbg !21
  %166 = fcmp oeq float %19, 0.000000e+00, !dbg !21
  %r.1.i = select i1 %166, float -0.000000e+00, float %.03.i, !dbg !21
  br label %__nv_log1pf.exit, !dbg !21

__nv_log1pf.exit:                                 ; preds = %__nv_erff.exit64, %__nv_fmaf_rn.exit.i
  %r.2.i = phi float [ %r.1.i, %__nv_fmaf_rn.exit.i ], [ %.04.i, %__nv_erff.exit64 ], !dbg !21
  %167 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not.i1 = icmp eq i32 %167, 0, !dbg !21
  %168 = tail call float @llvm.nvvm.add.rz.ftz.f(float %113, float 1.000000e+00) #5, !dbg !21
  %169 = tail call float @llvm.nvvm.add.rz.f(float %113, float 1.000000e+00) #5, !dbg !21
  %.01.i2 = select i1 %.not.i1, float %169, float %168, !dbg !21
  %170 = bitcast float %.01.i2 to i32, !dbg !21
  %171 = add i32 %170, -1061158912, !dbg !21
  %172 = and i32 %171, -8388608, !dbg !21
  %173 = bitcast float %113 to i32, !dbg !21
  %174 = sub i32 %173, %172, !dbg !21
  %175 = bitcast i32 %174 to float, !dbg !21
  %176 = sub i32 1082130432, %172, !dbg !21
  %177 = bitcast i32 %176 to float, !dbg !21
  %178 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not14.i3 = icmp eq i32 %178, 0, !dbg !21
  %179 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 2.500000e-01, float %177, float -1.000000e+00) #5, !dbg !21
  %180 = tail call float @llvm.nvvm.fma.rn.f(float 2.500000e-01, float %177, float -1.000000e+00) #5, !dbg !21
  %.09.i4 = select i1 %.not14.i3, float %180, float %179, !dbg !21
  %181 = fadd float %.09.i4, %175, !dbg !21
  %182 = sitofp i32 %172 to float, !dbg !21
  %183 = fmul nnan float %182, f0x34000000, !dbg !21
  %184 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not15.i5 = icmp eq i32 %184, 0, !dbg !21
  %185 = tail call float @llvm.nvvm.fma.rn.ftz.f(float f0xBD39BF78, float %181, float f0x3DD80012) #5, !dbg !21
  %186 = tail call float @llvm.nvvm.fma.rn.f(float f0xBD39BF78, float %181, float f0x3DD80012) #5, !dbg !21
  %.012.i6 = select i1 %.not15.i5, float %186, float %185, !dbg !21
  %187 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not16.i7 = icmp eq i32 %187, 0, !dbg !21
  %188 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i6, float %181, float f0xBE0778E0) #5, !dbg !21
  %189 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i6, float %181, float f0xBE0778E0) #5, !dbg !21
  %.010.i8 = select i1 %.not16.i7, float %189, float %188, !dbg !21
  %190 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not17.i9 = icmp eq i32 %190, 0, !dbg !21
  %191 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i8, float %181, float f0x3E146475) #5, !dbg !21
  %192 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i8, float %181, float f0x3E146475) #5, !dbg !21
  %.06.i10 = select i1 %.not17.i9, float %192, float %191, !dbg !21
  %193 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not18.i11 = icmp eq i32 %193, 0, !dbg !21
  %194 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i10, float %181, float f0xBE2A68DD) #5, !dbg !21
  %195 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i10, float %181, float f0xBE2A68DD) #5, !dbg !21
  %.02.i12 = select i1 %.not18.i11, float %195, float %194, !dbg !21
  %196 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not19.i13 = icmp eq i32 %196, 0, !dbg !21
  %197 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i12, float %181, float f0x3E4CAF9E) #5, !dbg !21
  %198 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i12, float %181, float f0x3E4CAF9E) #5, !dbg !21
  %.0.i14 = select i1 %.not19.i13, float %198, float %197, !dbg !21
  %199 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not20.i15 = icmp eq i32 %199, 0, !dbg !21
  %200 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i14, float %181, float f0xBE800042) #5, !dbg !21
  %201 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i14, float %181, float f0xBE800042) #5, !dbg !21
  %.011.i16 = select i1 %.not20.i15, float %201, float %200, !dbg !21
  %202 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not21.i17 = icmp eq i32 %202, 0, !dbg !21
  %203 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i16, float %181, float f0x3EAAAAE6) #5, !dbg !21
  %204 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i16, float %181, float f0x3EAAAAE6) #5, !dbg !21
  %.08.i18 = select i1 %.not21.i17, float %204, float %203, !dbg !21
  %205 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not22.i19 = icmp eq i32 %205, 0, !dbg !21
  %206 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.08.i18, float %181, float -5.000000e-01) #5, !dbg !21
  %207 = tail call float @llvm.nvvm.fma.rn.f(float %.08.i18, float %181, float -5.000000e-01) #5, !dbg !21
  %.07.i20 = select i1 %.not22.i19, float %207, float %206, !dbg !21
  %208 = fmul float %181, %.07.i20, !dbg !21
  %209 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not23.i21 = icmp eq i32 %209, 0, !dbg !21
  %210 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %208, float %181, float %181) #5, !dbg !21
  %211 = tail call float @llvm.nvvm.fma.rn.f(float %208, float %181, float %181) #5, !dbg !21
  %.05.i22 = select i1 %.not23.i21, float %211, float %210, !dbg !21
  %212 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not24.i23 = icmp eq i32 %212, 0, !dbg !21
  %213 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %183, float f0x3F317218, float %.05.i22) #5, !dbg !21
  %214 = tail call float @llvm.nvvm.fma.rn.f(float %183, float f0x3F317218, float %.05.i22) #5, !dbg !21
  %.04.i24 = select i1 %.not24.i23, float %214, float %213, !dbg !21
  %215 = icmp samesign ugt i32 %173, 2139095039, !dbg !21
  br i1 %215, label %__nv_fmaf_rn.exit.i28, label %__nv_log1pf.exit31, !dbg !21

__nv_fmaf_rn.exit.i28:                            ; preds = %__nv_log1pf.exit
  %216 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !21
  %.not25.i29 = icmp eq i32 %216, 0, !dbg !21
  %217 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %113, float +inf, float +inf) #5, !dbg !21
  %218 = tail call float @llvm.nvvm.fma.rn.f(float %113, float +inf, float +inf) #5, !dbg !21
  %.03.i30 = select i1 %.not25.i29, float %218, float %217, !dbg !21
  %219 = fcmp oeq float %21, 0.000000e+00, !dbg !21
  %r.1.i27 = select i1 %219, float -0.000000e+00, float %.03.i30, !dbg !21
  br label %__nv_log1pf.exit31, !dbg !21

__nv_log1pf.exit31:                               ; preds = %__nv_log1pf.exit, %__nv_fmaf_rn.exit.i28
  %r.2.i25 = phi float [ %r.1.i27, %__nv_fmaf_rn.exit.i28 ], [ %.04.i24, %__nv_log1pf.exit ], !dbg !21
  %220 = fadd float %r.0.i41, %r.2.i, !dbg !19
  %221 = fadd float %r.0.i60, %r.2.i25, !dbg !19
  %222 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %14, !dbg !22
  %223 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %16, !dbg !22
  %224 = bitcast float %220 to i32, !dbg !23
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %224, ptr addrspace(1) %222, i1 %12) #5, !dbg !23
  %225 = bitcast float %221 to i32, !dbg !23
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %225, ptr addrspace(1) %223, i1 %13) #5, !dbg !23
  ret void, !dbg !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rz.ftz.f(float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rz.f(float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.f(float, float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.ftz.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}
!nvvmir.version = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus/real/triton/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = !{i32 2, i32 0}
!6 = distinct !DISubprogram(name: "libdevice_kernel", linkageName: "libdevice_kernel", scope: !1, file: !1, line: 122, type: !7, scopeLine: 122, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!7 = !DISubroutineType(cc: DW_CC_normal, types: !8)
!8 = !{null, !9, !9, !11, !12, !12}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!14 = !DILocation(line: 124, column: 12, scope: !6)
!15 = !DILocation(line: 124, column: 39, scope: !6)
!16 = !DILocation(line: 125, column: 12, scope: !6)
!17 = !DILocation(line: 126, column: 17, scope: !6)
!18 = !DILocation(line: 126, column: 9, scope: !6)
!19 = !DILocation(line: 127, column: 9, scope: !6)
!20 = !DILocation(line: 127, column: 44, scope: !6)
!21 = !DILocation(line: 127, column: 28, scope: !6)
!22 = !DILocation(line: 128, column: 14, scope: !6)
!23 = !DILocation(line: 128, column: 5, scope: !6)
!24 = !DILocation(line: 122, column: 1, scope: !6)
