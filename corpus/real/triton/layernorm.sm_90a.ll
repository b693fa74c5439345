; nvverify-generator: triton-3.9.0 target=sm_90a cc=90 ptx=9.4 options=num_warps=4 source=triton/src/kernels.py:layernorm_kernel dialect=triton-llir
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @layernorm_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, ptr addrspace(1) %5, i32 %6, i32 %7, float %8, ptr addrspace(1) nofree readnone captures(none) %9, ptr addrspace(1) nofree readnone captures(none) %10) local_unnamed_addr #0 !dbg !6 {
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %13 = mul i32 %6, %12, !dbg !17
  %14 = sext i32 %13 to i64, !dbg !18
  %15 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %14, !dbg !18
  %16 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %14, !dbg !19
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %18 = and i32 %17, 127, !dbg !20
  %19 = or disjoint i32 %18, 128, !dbg !20
  %20 = or disjoint i32 %18, 256, !dbg !20
  %21 = or disjoint i32 %18, 384, !dbg !20
  %22 = icmp sgt i32 %7, 0, !dbg !21
  br i1 %22, label %.lr.ph, label %._crit_edge, !dbg !21

.lr.ph:                                           ; preds = %11, %.lr.ph
  %23 = phi i32 [ %52, %.lr.ph ], [ 0, %11 ]
  %24 = phi <4 x float> [ %51, %.lr.ph ], [ zeroinitializer, %11 ]
  %25 = or disjoint i32 %23, %18, !dbg !22
  %26 = or disjoint i32 %23, %19, !dbg !22
  %27 = or disjoint i32 %23, %20, !dbg !22
  %28 = or disjoint i32 %23, %21, !dbg !22
  %29 = icmp slt i32 %25, %7, !dbg !23
  %30 = icmp slt i32 %26, %7, !dbg !23
  %31 = icmp slt i32 %27, %7, !dbg !23
  %32 = icmp slt i32 %28, %7, !dbg !23
  %33 = sext i32 %25 to i64, !dbg !24
  %34 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %33, !dbg !24
  %35 = sext i32 %26 to i64, !dbg !24
  %36 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %35, !dbg !24
  %37 = sext i32 %27 to i64, !dbg !24
  %38 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %37, !dbg !24
  %39 = sext i32 %28 to i64, !dbg !24
  %40 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %39, !dbg !24
  %41 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %34, i1 %29) #6, !dbg !25
  %42 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %36, i1 %30) #6, !dbg !25
  %43 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %38, i1 %31) #6, !dbg !25
  %44 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %40, i1 %32) #6, !dbg !25
  %45 = insertelement <4 x i16> poison, i16 %41, i64 0, !dbg !25
  %46 = insertelement <4 x i16> %45, i16 %42, i64 1, !dbg !25
  %47 = insertelement <4 x i16> %46, i16 %43, i64 2, !dbg !25
  %48 = insertelement <4 x i16> %47, i16 %44, i64 3, !dbg !25
  %49 = bitcast <4 x i16> %48 to <4 x half>, !dbg !25
  %50 = fpext <4 x half> %49 to <4 x float>, !dbg !25
  %51 = fadd <4 x float> %24, %50, !dbg !26
  %52 = add i32 %23, 512, !dbg !21
  %53 = icmp slt i32 %52, %7, !dbg !21
  br i1 %53, label %.lr.ph, label %._crit_edge.loopexit, !dbg !21

._crit_edge.loopexit:                             ; preds = %.lr.ph
  %shift = shufflevector <4 x float> %51, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop = fadd <4 x float> %51, %shift, !dbg !27
  %shift23 = shufflevector <4 x float> %51, <4 x float> poison, <4 x i32> <i32 poison, i32 poison, i32 3, i32 poison>, !dbg !27
  %foldExtExtBinop24 = fadd <4 x float> %51, %shift23, !dbg !27
  %shift26 = shufflevector <4 x float> %foldExtExtBinop24, <4 x float> poison, <4 x i32> <i32 2, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop27 = fadd <4 x float> %foldExtExtBinop, %shift26, !dbg !27
  %54 = extractelement <4 x float> %foldExtExtBinop27, i64 0, !dbg !27
  br label %._crit_edge, !dbg !27

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %11
  %55 = phi float [ 0.000000e+00, %11 ], [ %54, %._crit_edge.loopexit ], !dbg !27
  %56 = bitcast float %55 to i32, !dbg !30
  %57 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %56, i32 16, i32 31), !dbg !30
  %58 = bitcast i32 %57 to float, !dbg !30
  %59 = fadd float %55, %58, !dbg !27
  %60 = bitcast float %59 to i32, !dbg !30
  %61 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 8, i32 31), !dbg !30
  %62 = bitcast i32 %61 to float, !dbg !30
  %63 = fadd float %59, %62, !dbg !27
  %64 = bitcast float %63 to i32, !dbg !30
  %65 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %64, i32 4, i32 31), !dbg !30
  %66 = bitcast i32 %65 to float, !dbg !30
  %67 = fadd float %63, %66, !dbg !27
  %68 = bitcast float %67 to i32, !dbg !30
  %69 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %68, i32 2, i32 31), !dbg !30
  %70 = bitcast i32 %69 to float, !dbg !30
  %71 = fadd float %67, %70, !dbg !27
  %72 = bitcast float %71 to i32, !dbg !30
  %73 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %72, i32 1, i32 31), !dbg !30
  %74 = bitcast i32 %73 to float, !dbg !30
  %75 = fadd float %71, %74, !dbg !27
  %76 = lshr i32 %17, 3, !dbg !30
  %77 = and i32 %76, 12, !dbg !30
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %77, !dbg !30
  store float %75, ptr addrspace(3) %78, align 4, !dbg !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %79 = shl nuw nsw i32 %17, 2, !dbg !30
  %80 = and i32 %79, 12, !dbg !30
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %80, !dbg !30
  %82 = load i32, ptr addrspace(3) %81, align 4, !dbg !30
  %83 = bitcast i32 %82 to float, !dbg !30
  %84 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %82, i32 2, i32 31), !dbg !30
  %85 = bitcast i32 %84 to float, !dbg !30
  %86 = fadd float %83, %85, !dbg !27
  %87 = bitcast float %86 to i32, !dbg !30
  %88 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %87, i32 1, i32 31), !dbg !30
  %89 = bitcast i32 %88 to float, !dbg !30
  %90 = fadd float %86, %89, !dbg !27
  %91 = sitofp i32 %7 to float, !dbg !33
  %92 = tail call float @llvm.nvvm.div.full(float %90, float %91), !dbg !33
  br i1 %22, label %.lr.ph6.preheader, label %._crit_edge7, !dbg !34

.lr.ph6.preheader:                                ; preds = %._crit_edge
  %93 = insertelement <4 x i32> poison, i32 %18, i64 0
  %94 = insertelement <4 x i32> %93, i32 %19, i64 1
  %95 = insertelement <4 x i32> %94, i32 %20, i64 2
  %96 = insertelement <4 x i32> %95, i32 %21, i64 3
  %97 = insertelement <4 x i32> poison, i32 %7, i64 0
  %98 = shufflevector <4 x i32> %97, <4 x i32> poison, <4 x i32> zeroinitializer
  %99 = insertelement <4 x float> poison, float %92, i64 0
  %100 = shufflevector <4 x float> %99, <4 x float> poison, <4 x i32> zeroinitializer
  br label %.lr.ph6, !dbg !34

.lr.ph6:                                          ; preds = %.lr.ph6.preheader, %.lr.ph6
  %101 = phi i32 [ %137, %.lr.ph6 ], [ 0, %.lr.ph6.preheader ]
  %102 = phi <4 x float> [ %136, %.lr.ph6 ], [ zeroinitializer, %.lr.ph6.preheader ]
  %103 = insertelement <4 x i32> poison, i32 %101, i64 0, !dbg !35
  %104 = shufflevector <4 x i32> %103, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !35
  %105 = or disjoint <4 x i32> %104, %96, !dbg !35
  %106 = extractelement <4 x i32> %105, i64 0, !dbg !36
  %107 = sext i32 %106 to i64, !dbg !36
  %108 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %107, !dbg !36
  %109 = extractelement <4 x i32> %105, i64 1, !dbg !36
  %110 = sext i32 %109 to i64, !dbg !36
  %111 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %110, !dbg !36
  %112 = extractelement <4 x i32> %105, i64 2, !dbg !36
  %113 = sext i32 %112 to i64, !dbg !36
  %114 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %113, !dbg !36
  %115 = extractelement <4 x i32> %105, i64 3, !dbg !36
  %116 = sext i32 %115 to i64, !dbg !36
  %117 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %116, !dbg !36
  %118 = icmp slt <4 x i32> %105, %98, !dbg !37
  %119 = extractelement <4 x i1> %118, i64 0, !dbg !38
  %120 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %108, i1 %119) #6, !dbg !38
  %121 = extractelement <4 x i1> %118, i64 1, !dbg !38
  %122 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %111, i1 %121) #6, !dbg !38
  %123 = extractelement <4 x i1> %118, i64 2, !dbg !38
  %124 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %114, i1 %123) #6, !dbg !38
  %125 = extractelement <4 x i1> %118, i64 3, !dbg !38
  %126 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %117, i1 %125) #6, !dbg !38
  %127 = insertelement <4 x i16> poison, i16 %120, i64 0, !dbg !38
  %128 = insertelement <4 x i16> %127, i16 %122, i64 1, !dbg !38
  %129 = insertelement <4 x i16> %128, i16 %124, i64 2, !dbg !38
  %130 = insertelement <4 x i16> %129, i16 %126, i64 3, !dbg !38
  %131 = bitcast <4 x i16> %130 to <4 x half>, !dbg !38
  %132 = fpext <4 x half> %131 to <4 x float>, !dbg !38
  %133 = fsub <4 x float> %132, %100, !dbg !39
  %134 = select <4 x i1> %118, <4 x float> %133, <4 x float> zeroinitializer, !dbg !40
  %135 = fmul <4 x float> %134, %134, !dbg !41
  %136 = fadd <4 x float> %102, %135, !dbg !42
  %137 = add i32 %101, 512, !dbg !34
  %138 = icmp slt i32 %137, %7, !dbg !34
  br i1 %138, label %.lr.ph6, label %._crit_edge7.loopexit, !dbg !34

._crit_edge7.loopexit:                            ; preds = %.lr.ph6
  %shift29 = shufflevector <4 x float> %136, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, !dbg !43
  %foldExtExtBinop30 = fadd <4 x float> %136, %shift29, !dbg !43
  %shift32 = shufflevector <4 x float> %136, <4 x float> poison, <4 x i32> <i32 poison, i32 poison, i32 3, i32 poison>, !dbg !43
  %foldExtExtBinop33 = fadd <4 x float> %136, %shift32, !dbg !43
  %shift35 = shufflevector <4 x float> %foldExtExtBinop33, <4 x float> poison, <4 x i32> <i32 2, i32 poison, i32 poison, i32 poison>, !dbg !43
  %foldExtExtBinop36 = fadd <4 x float> %foldExtExtBinop30, %shift35, !dbg !43
  %139 = extractelement <4 x float> %foldExtExtBinop36, i64 0, !dbg !43
  br label %._crit_edge7, !dbg !44

._crit_edge7:                                     ; preds = %._crit_edge7.loopexit, %._crit_edge
  %140 = phi float [ 0.000000e+00, %._crit_edge ], [ %139, %._crit_edge7.loopexit ], !dbg !46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !44
  %141 = bitcast float %140 to i32, !dbg !44
  %142 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %141, i32 16, i32 31), !dbg !44
  %143 = bitcast i32 %142 to float, !dbg !44
  %144 = fadd float %140, %143, !dbg !43
  %145 = bitcast float %144 to i32, !dbg !44
  %146 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %145, i32 8, i32 31), !dbg !44
  %147 = bitcast i32 %146 to float, !dbg !44
  %148 = fadd float %144, %147, !dbg !43
  %149 = bitcast float %148 to i32, !dbg !44
  %150 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %149, i32 4, i32 31), !dbg !44
  %151 = bitcast i32 %150 to float, !dbg !44
  %152 = fadd float %148, %151, !dbg !43
  %153 = bitcast float %152 to i32, !dbg !44
  %154 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %153, i32 2, i32 31), !dbg !44
  %155 = bitcast i32 %154 to float, !dbg !44
  %156 = fadd float %152, %155, !dbg !43
  %157 = bitcast float %156 to i32, !dbg !44
  %158 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %157, i32 1, i32 31), !dbg !44
  %159 = bitcast i32 %158 to float, !dbg !44
  %160 = fadd float %156, %159, !dbg !43
  store float %160, ptr addrspace(3) %78, align 4, !dbg !44
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !44
  %161 = load i32, ptr addrspace(3) %81, align 4, !dbg !44
  %162 = bitcast i32 %161 to float, !dbg !44
  %163 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %161, i32 2, i32 31), !dbg !44
  %164 = bitcast i32 %163 to float, !dbg !44
  %165 = fadd float %162, %164, !dbg !43
  %166 = bitcast float %165 to i32, !dbg !44
  %167 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %166, i32 1, i32 31), !dbg !44
  %168 = bitcast i32 %167 to float, !dbg !44
  %169 = fadd float %165, %168, !dbg !43
  %170 = tail call float @llvm.nvvm.div.full(float %169, float %91), !dbg !47
  %171 = fadd float %8, %170, !dbg !48
  %172 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #6, !dbg !49
  %.not.i = icmp eq i32 %172, 0, !dbg !49
  %173 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #6, !dbg !49
  %.not1.i = icmp eq i32 %173, 0, !dbg !49
  br i1 %.not.i, label %179, label %174, !dbg !49

174:                                              ; preds = %._crit_edge7
  br i1 %.not1.i, label %177, label %175, !dbg !49

175:                                              ; preds = %174
  %176 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %171) #6, !dbg !49
  br label %__nv_sqrtf.exit, !dbg !49

177:                                              ; preds = %174
  %178 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %171) #6, !dbg !49
  br label %__nv_sqrtf.exit, !dbg !49

179:                                              ; preds = %._crit_edge7
  br i1 %.not1.i, label %182, label %180, !dbg !49

180:                                              ; preds = %179
  %181 = tail call float @llvm.nvvm.sqrt.rn.f(float %171) #6, !dbg !49
  br label %__nv_sqrtf.exit, !dbg !49

182:                                              ; preds = %179
  %183 = tail call float @llvm.nvvm.sqrt.approx.f(float %171) #6, !dbg !49
  br label %__nv_sqrtf.exit, !dbg !49

__nv_sqrtf.exit:                                  ; preds = %175, %177, %180, %182
  %.0.i = phi float [ %176, %175 ], [ %178, %177 ], [ %181, %180 ], [ %183, %182 ], !dbg !49
  %184 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %.0.i), !dbg !50
  %185 = zext nneg i32 %12 to i64, !dbg !51
  %186 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %185, !dbg !51
  %187 = icmp eq i32 %17, 0, !dbg !52
  %188 = bitcast float %92 to i32, !dbg !52
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %188, ptr addrspace(1) %186, i1 %187) #6, !dbg !52
  %189 = getelementptr [4 x i8], ptr addrspace(1) %5, i64 %185, !dbg !53
  %190 = bitcast float %184 to i32, !dbg !54
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %190, ptr addrspace(1) %189, i1 %187) #6, !dbg !54
  br i1 %22, label %.lr.ph9, label %._crit_edge10, !dbg !55

.lr.ph9:                                          ; preds = %__nv_sqrtf.exit, %.lr.ph9
  %191 = phi i32 [ %272, %.lr.ph9 ], [ 0, %__nv_sqrtf.exit ]
  %192 = or disjoint i32 %191, %18, !dbg !56
  %193 = or disjoint i32 %191, %19, !dbg !56
  %194 = or disjoint i32 %191, %20, !dbg !56
  %195 = or disjoint i32 %191, %21, !dbg !56
  %196 = icmp slt i32 %192, %7, !dbg !57
  %197 = icmp slt i32 %193, %7, !dbg !57
  %198 = icmp slt i32 %194, %7, !dbg !57
  %199 = icmp slt i32 %195, %7, !dbg !57
  %200 = sext i32 %192 to i64, !dbg !58
  %201 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %200, !dbg !58
  %202 = sext i32 %193 to i64, !dbg !58
  %203 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %202, !dbg !58
  %204 = sext i32 %194 to i64, !dbg !58
  %205 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %204, !dbg !58
  %206 = sext i32 %195 to i64, !dbg !58
  %207 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %206, !dbg !58
  %208 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %201, i1 %196) #6, !dbg !59
  %209 = bitcast i32 %208 to float, !dbg !59
  %210 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %203, i1 %197) #6, !dbg !59
  %211 = bitcast i32 %210 to float, !dbg !59
  %212 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %205, i1 %198) #6, !dbg !59
  %213 = bitcast i32 %212 to float, !dbg !59
  %214 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %207, i1 %199) #6, !dbg !59
  %215 = bitcast i32 %214 to float, !dbg !59
  %216 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %200, !dbg !60
  %217 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %202, !dbg !60
  %218 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %204, !dbg !60
  %219 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %206, !dbg !60
  %220 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %216, i1 %196) #6, !dbg !61
  %221 = bitcast i32 %220 to float, !dbg !61
  %222 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %217, i1 %197) #6, !dbg !61
  %223 = bitcast i32 %222 to float, !dbg !61
  %224 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %218, i1 %198) #6, !dbg !61
  %225 = bitcast i32 %224 to float, !dbg !61
  %226 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %219, i1 %199) #6, !dbg !61
  %227 = bitcast i32 %226 to float, !dbg !61
  %228 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %200, !dbg !62
  %229 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %202, !dbg !62
  %230 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %204, !dbg !62
  %231 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %206, !dbg !62
  %232 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %228, i1 %196) #6, !dbg !63
  %233 = bitcast i16 %232 to half, !dbg !63
  %234 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %229, i1 %197) #6, !dbg !63
  %235 = bitcast i16 %234 to half, !dbg !63
  %236 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %230, i1 %198) #6, !dbg !63
  %237 = bitcast i16 %236 to half, !dbg !63
  %238 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %231, i1 %199) #6, !dbg !63
  %239 = bitcast i16 %238 to half, !dbg !63
  %240 = fpext half %233 to float, !dbg !63
  %241 = fpext half %235 to float, !dbg !63
  %242 = fpext half %237 to float, !dbg !63
  %243 = fpext half %239 to float, !dbg !63
  %244 = getelementptr [2 x i8], ptr addrspace(1) %16, i64 %200, !dbg !64
  %245 = getelementptr [2 x i8], ptr addrspace(1) %16, i64 %202, !dbg !64
  %246 = getelementptr [2 x i8], ptr addrspace(1) %16, i64 %204, !dbg !64
  %247 = getelementptr [2 x i8], ptr addrspace(1) %16, i64 %206, !dbg !64
  %248 = fsub float %240, %92, !dbg !65
  %249 = fsub float %241, %92, !dbg !65
  %250 = fsub float %242, %92, !dbg !65
  %251 = fsub float %243, %92, !dbg !65
  %252 = fmul float %184, %248, !dbg !66
  %253 = fmul float %184, %249, !dbg !66
  %254 = fmul float %184, %250, !dbg !66
  %255 = fmul float %184, %251, !dbg !66
  %256 = fmul float %252, %209, !dbg !66
  %257 = fmul float %253, %211, !dbg !66
  %258 = fmul float %254, %213, !dbg !66
  %259 = fmul float %255, %215, !dbg !66
  %260 = fadd float %256, %221, !dbg !66
  %261 = fadd float %257, %223, !dbg !66
  %262 = fadd float %258, %225, !dbg !66
  %263 = fadd float %259, %227, !dbg !66
  %264 = fptrunc float %260 to half, !dbg !67
  %265 = fptrunc float %261 to half, !dbg !67
  %266 = fptrunc float %262 to half, !dbg !67
  %267 = fptrunc float %263 to half, !dbg !67
  %268 = bitcast half %264 to i16, !dbg !67
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %268, ptr addrspace(1) %244, i1 %196) #6, !dbg !67
  %269 = bitcast half %265 to i16, !dbg !67
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %269, ptr addrspace(1) %245, i1 %197) #6, !dbg !67
  %270 = bitcast half %266 to i16, !dbg !67
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %270, ptr addrspace(1) %246, i1 %198) #6, !dbg !67
  %271 = bitcast half %267 to i16, !dbg !67
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %271, ptr addrspace(1) %247, i1 %199) #6, !dbg !67
  %272 = add i32 %191, 512, !dbg !55
  %273 = icmp slt i32 %272, %7, !dbg !55
  br i1 %273, label %.lr.ph9, label %._crit_edge10, !dbg !55

._crit_edge10:                                    ; preds = %.lr.ph9, %__nv_sqrtf.exit
  ret void, !dbg !68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #6 = { nounwind }

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
!6 = distinct !DISubprogram(name: "layernorm_kernel", linkageName: "layernorm_kernel", scope: !1, file: !1, line: 59, type: !7, scopeLine: 59, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!7 = !DISubroutineType(cc: DW_CC_normal, types: !8)
!8 = !{null, !9, !9, !11, !11, !11, !11, !13, !13, !12, !14, !14}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!16 = !DILocation(line: 61, column: 11, scope: !6)
!17 = !DILocation(line: 62, column: 14, scope: !6)
!18 = !DILocation(line: 62, column: 5, scope: !6)
!19 = !DILocation(line: 63, column: 5, scope: !6)
!20 = !DILocation(line: 66, column: 22, scope: !6)
!21 = !DILocation(line: 65, column: 5, scope: !6)
!22 = !DILocation(line: 66, column: 16, scope: !6)
!23 = !DILocation(line: 67, column: 43, scope: !6)
!24 = !DILocation(line: 67, column: 24, scope: !6)
!25 = !DILocation(line: 67, column: 16, scope: !6)
!26 = !DILocation(line: 67, column: 9, scope: !6)
!27 = !DILocation(line: 287, column: 12, scope: !28, inlinedAt: !30)
!28 = distinct !DILexicalBlockFile(scope: !6, file: !29, discriminator: 0)
!29 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!30 = !DILocation(line: 314, column: 12, scope: !28, inlinedAt: !31)
!31 = !DILocation(line: 68, column: 12, scope: !32)
!32 = distinct !DILexicalBlockFile(scope: !6, file: !1, discriminator: 0)
!33 = !DILocation(line: 68, column: 12, scope: !6)
!34 = !DILocation(line: 70, column: 5, scope: !6)
!35 = !DILocation(line: 71, column: 16, scope: !6)
!36 = !DILocation(line: 72, column: 21, scope: !6)
!37 = !DILocation(line: 72, column: 40, scope: !6)
!38 = !DILocation(line: 72, column: 13, scope: !6)
!39 = !DILocation(line: 73, column: 32, scope: !6)
!40 = !DILocation(line: 73, column: 13, scope: !6)
!41 = !DILocation(line: 74, column: 16, scope: !6)
!42 = !DILocation(line: 74, column: 9, scope: !6)
!43 = !DILocation(line: 287, column: 12, scope: !28, inlinedAt: !44)
!44 = !DILocation(line: 314, column: 12, scope: !28, inlinedAt: !45)
!45 = !DILocation(line: 75, column: 11, scope: !32)
!46 = !DILocation(line: 69, column: 11, scope: !6)
!47 = !DILocation(line: 75, column: 11, scope: !6)
!48 = !DILocation(line: 76, column: 24, scope: !6)
!49 = !DILocation(line: 76, column: 16, scope: !6)
!50 = !DILocation(line: 76, column: 12, scope: !6)
!51 = !DILocation(line: 77, column: 14, scope: !6)
!52 = !DILocation(line: 77, column: 5, scope: !6)
!53 = !DILocation(line: 78, column: 14, scope: !6)
!54 = !DILocation(line: 78, column: 5, scope: !6)
!55 = !DILocation(line: 79, column: 5, scope: !6)
!56 = !DILocation(line: 80, column: 16, scope: !6)
!57 = !DILocation(line: 81, column: 16, scope: !6)
!58 = !DILocation(line: 82, column: 21, scope: !6)
!59 = !DILocation(line: 82, column: 13, scope: !6)
!60 = !DILocation(line: 83, column: 21, scope: !6)
!61 = !DILocation(line: 83, column: 13, scope: !6)
!62 = !DILocation(line: 84, column: 21, scope: !6)
!63 = !DILocation(line: 84, column: 13, scope: !6)
!64 = !DILocation(line: 85, column: 18, scope: !6)
!65 = !DILocation(line: 85, column: 33, scope: !6)
!66 = !DILocation(line: 85, column: 32, scope: !6)
!67 = !DILocation(line: 85, column: 9, scope: !6)
!68 = !DILocation(line: 59, column: 1, scope: !6)
