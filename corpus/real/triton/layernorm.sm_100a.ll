; nvverify-generator: triton-3.9.0 target=sm_100a cc=100 ptx=9.4 options=num_warps=4 source=triton/src/kernels.py:layernorm_kernel dialect=triton-llir
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
  br i1 %53, label %.lr.ph, label %._crit_edge, !dbg !21

._crit_edge:                                      ; preds = %.lr.ph, %11
  %54 = phi <4 x float> [ zeroinitializer, %11 ], [ %51, %.lr.ph ], !dbg !27
  %55 = shufflevector <4 x float> %54, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !28
  %56 = shufflevector <4 x float> %54, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !28
  %57 = fadd <2 x float> %55, %56, !dbg !28
  %shift = shufflevector <2 x float> %57, <2 x float> poison, <2 x i32> <i32 1, i32 poison>, !dbg !33
  %foldExtExtBinop = fadd <2 x float> %57, %shift, !dbg !33
  %58 = extractelement <2 x float> %foldExtExtBinop, i64 0, !dbg !33
  %59 = bitcast float %58 to i32, !dbg !28
  %60 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %59, i32 16, i32 31), !dbg !28
  %61 = bitcast i32 %60 to float, !dbg !28
  %62 = fadd float %58, %61, !dbg !33
  %63 = bitcast float %62 to i32, !dbg !28
  %64 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %63, i32 8, i32 31), !dbg !28
  %65 = bitcast i32 %64 to float, !dbg !28
  %66 = fadd float %62, %65, !dbg !33
  %67 = bitcast float %66 to i32, !dbg !28
  %68 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %67, i32 4, i32 31), !dbg !28
  %69 = bitcast i32 %68 to float, !dbg !28
  %70 = fadd float %66, %69, !dbg !33
  %71 = bitcast float %70 to i32, !dbg !28
  %72 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %71, i32 2, i32 31), !dbg !28
  %73 = bitcast i32 %72 to float, !dbg !28
  %74 = fadd float %70, %73, !dbg !33
  %75 = bitcast float %74 to i32, !dbg !28
  %76 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %75, i32 1, i32 31), !dbg !28
  %77 = bitcast i32 %76 to float, !dbg !28
  %78 = fadd float %74, %77, !dbg !33
  %79 = lshr i32 %17, 3, !dbg !28
  %80 = and i32 %79, 12, !dbg !28
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %80, !dbg !28
  store float %78, ptr addrspace(3) %81, align 4, !dbg !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !28
  %82 = shl nuw nsw i32 %17, 2, !dbg !28
  %83 = and i32 %82, 12, !dbg !28
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %83, !dbg !28
  %85 = load i32, ptr addrspace(3) %84, align 4, !dbg !28
  %86 = bitcast i32 %85 to float, !dbg !28
  %87 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %85, i32 2, i32 31), !dbg !28
  %88 = bitcast i32 %87 to float, !dbg !28
  %89 = fadd float %86, %88, !dbg !33
  %90 = bitcast float %89 to i32, !dbg !28
  %91 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %90, i32 1, i32 31), !dbg !28
  %92 = bitcast i32 %91 to float, !dbg !28
  %93 = fadd float %89, %92, !dbg !33
  %94 = sitofp i32 %7 to float, !dbg !34
  %95 = tail call float @llvm.nvvm.div.full(float %93, float %94), !dbg !34
  br i1 %22, label %.lr.ph6.preheader, label %._crit_edge7, !dbg !35

.lr.ph6.preheader:                                ; preds = %._crit_edge
  %96 = insertelement <4 x i32> poison, i32 %18, i64 0
  %97 = insertelement <4 x i32> %96, i32 %19, i64 1
  %98 = insertelement <4 x i32> %97, i32 %20, i64 2
  %99 = insertelement <4 x i32> %98, i32 %21, i64 3
  %100 = insertelement <4 x i32> poison, i32 %7, i64 0
  %101 = shufflevector <4 x i32> %100, <4 x i32> poison, <4 x i32> zeroinitializer
  %102 = insertelement <4 x float> poison, float %95, i64 0
  %103 = shufflevector <4 x float> %102, <4 x float> poison, <4 x i32> zeroinitializer
  br label %.lr.ph6, !dbg !35

.lr.ph6:                                          ; preds = %.lr.ph6.preheader, %.lr.ph6
  %104 = phi i32 [ %140, %.lr.ph6 ], [ 0, %.lr.ph6.preheader ]
  %105 = phi <4 x float> [ %139, %.lr.ph6 ], [ zeroinitializer, %.lr.ph6.preheader ]
  %106 = insertelement <4 x i32> poison, i32 %104, i64 0, !dbg !36
  %107 = shufflevector <4 x i32> %106, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !36
  %108 = or disjoint <4 x i32> %107, %99, !dbg !36
  %109 = extractelement <4 x i32> %108, i64 0, !dbg !37
  %110 = sext i32 %109 to i64, !dbg !37
  %111 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %110, !dbg !37
  %112 = extractelement <4 x i32> %108, i64 1, !dbg !37
  %113 = sext i32 %112 to i64, !dbg !37
  %114 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %113, !dbg !37
  %115 = extractelement <4 x i32> %108, i64 2, !dbg !37
  %116 = sext i32 %115 to i64, !dbg !37
  %117 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %116, !dbg !37
  %118 = extractelement <4 x i32> %108, i64 3, !dbg !37
  %119 = sext i32 %118 to i64, !dbg !37
  %120 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %119, !dbg !37
  %121 = icmp slt <4 x i32> %108, %101, !dbg !38
  %122 = extractelement <4 x i1> %121, i64 0, !dbg !39
  %123 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %111, i1 %122) #6, !dbg !39
  %124 = extractelement <4 x i1> %121, i64 1, !dbg !39
  %125 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %114, i1 %124) #6, !dbg !39
  %126 = extractelement <4 x i1> %121, i64 2, !dbg !39
  %127 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %117, i1 %126) #6, !dbg !39
  %128 = extractelement <4 x i1> %121, i64 3, !dbg !39
  %129 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %120, i1 %128) #6, !dbg !39
  %130 = insertelement <4 x i16> poison, i16 %123, i64 0, !dbg !39
  %131 = insertelement <4 x i16> %130, i16 %125, i64 1, !dbg !39
  %132 = insertelement <4 x i16> %131, i16 %127, i64 2, !dbg !39
  %133 = insertelement <4 x i16> %132, i16 %129, i64 3, !dbg !39
  %134 = bitcast <4 x i16> %133 to <4 x half>, !dbg !39
  %135 = fpext <4 x half> %134 to <4 x float>, !dbg !39
  %136 = fsub <4 x float> %135, %103, !dbg !40
  %137 = select <4 x i1> %121, <4 x float> %136, <4 x float> zeroinitializer, !dbg !41
  %138 = fmul <4 x float> %137, %137, !dbg !42
  %139 = fadd <4 x float> %105, %138, !dbg !43
  %140 = add i32 %104, 512, !dbg !35
  %141 = icmp slt i32 %140, %7, !dbg !35
  br i1 %141, label %.lr.ph6, label %._crit_edge7, !dbg !35

._crit_edge7:                                     ; preds = %.lr.ph6, %._crit_edge
  %142 = phi <4 x float> [ zeroinitializer, %._crit_edge ], [ %139, %.lr.ph6 ], !dbg !44
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !45
  %143 = shufflevector <4 x float> %142, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !45
  %144 = shufflevector <4 x float> %142, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !45
  %145 = fadd <2 x float> %143, %144, !dbg !45
  %shift23 = shufflevector <2 x float> %145, <2 x float> poison, <2 x i32> <i32 1, i32 poison>, !dbg !47
  %foldExtExtBinop24 = fadd <2 x float> %145, %shift23, !dbg !47
  %146 = extractelement <2 x float> %foldExtExtBinop24, i64 0, !dbg !47
  %147 = bitcast float %146 to i32, !dbg !45
  %148 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %147, i32 16, i32 31), !dbg !45
  %149 = bitcast i32 %148 to float, !dbg !45
  %150 = fadd float %146, %149, !dbg !47
  %151 = bitcast float %150 to i32, !dbg !45
  %152 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %151, i32 8, i32 31), !dbg !45
  %153 = bitcast i32 %152 to float, !dbg !45
  %154 = fadd float %150, %153, !dbg !47
  %155 = bitcast float %154 to i32, !dbg !45
  %156 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %155, i32 4, i32 31), !dbg !45
  %157 = bitcast i32 %156 to float, !dbg !45
  %158 = fadd float %154, %157, !dbg !47
  %159 = bitcast float %158 to i32, !dbg !45
  %160 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %159, i32 2, i32 31), !dbg !45
  %161 = bitcast i32 %160 to float, !dbg !45
  %162 = fadd float %158, %161, !dbg !47
  %163 = bitcast float %162 to i32, !dbg !45
  %164 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %163, i32 1, i32 31), !dbg !45
  %165 = bitcast i32 %164 to float, !dbg !45
  %166 = fadd float %162, %165, !dbg !47
  store float %166, ptr addrspace(3) %81, align 4, !dbg !45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !45
  %167 = load i32, ptr addrspace(3) %84, align 4, !dbg !45
  %168 = bitcast i32 %167 to float, !dbg !45
  %169 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %167, i32 2, i32 31), !dbg !45
  %170 = bitcast i32 %169 to float, !dbg !45
  %171 = fadd float %168, %170, !dbg !47
  %172 = bitcast float %171 to i32, !dbg !45
  %173 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %172, i32 1, i32 31), !dbg !45
  %174 = bitcast i32 %173 to float, !dbg !45
  %175 = fadd float %171, %174, !dbg !47
  %176 = tail call float @llvm.nvvm.div.full(float %175, float %94), !dbg !48
  %177 = fadd float %8, %176, !dbg !49
  %178 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #6, !dbg !50
  %.not.i = icmp eq i32 %178, 0, !dbg !50
  %179 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #6, !dbg !50
  %.not1.i = icmp eq i32 %179, 0, !dbg !50
  br i1 %.not.i, label %185, label %180, !dbg !50

180:                                              ; preds = %._crit_edge7
  br i1 %.not1.i, label %183, label %181, !dbg !50

181:                                              ; preds = %180
  %182 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %177) #6, !dbg !50
  br label %__nv_sqrtf.exit, !dbg !50

183:                                              ; preds = %180
  %184 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %177) #6, !dbg !50
  br label %__nv_sqrtf.exit, !dbg !50

185:                                              ; preds = %._crit_edge7
  br i1 %.not1.i, label %188, label %186, !dbg !50

186:                                              ; preds = %185
  %187 = tail call float @llvm.nvvm.sqrt.rn.f(float %177) #6, !dbg !50
  br label %__nv_sqrtf.exit, !dbg !50

188:                                              ; preds = %185
  %189 = tail call float @llvm.nvvm.sqrt.approx.f(float %177) #6, !dbg !50
  br label %__nv_sqrtf.exit, !dbg !50

__nv_sqrtf.exit:                                  ; preds = %181, %183, %186, %188
  %.0.i = phi float [ %182, %181 ], [ %184, %183 ], [ %187, %186 ], [ %189, %188 ], !dbg !50
  %190 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %.0.i), !dbg !51
  %191 = zext nneg i32 %12 to i64, !dbg !52
  %192 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %191, !dbg !52
  %193 = icmp eq i32 %17, 0, !dbg !53
  %194 = bitcast float %95 to i32, !dbg !53
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %194, ptr addrspace(1) %192, i1 %193) #6, !dbg !53
  %195 = getelementptr [4 x i8], ptr addrspace(1) %5, i64 %191, !dbg !54
  %196 = bitcast float %190 to i32, !dbg !55
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %196, ptr addrspace(1) %195, i1 %193) #6, !dbg !55
  br i1 %22, label %.lr.ph9, label %._crit_edge10, !dbg !56

.lr.ph9:                                          ; preds = %__nv_sqrtf.exit, %.lr.ph9
  %197 = phi i32 [ %278, %.lr.ph9 ], [ 0, %__nv_sqrtf.exit ]
  %198 = or disjoint i32 %197, %18, !dbg !57
  %199 = or disjoint i32 %197, %19, !dbg !57
  %200 = or disjoint i32 %197, %20, !dbg !57
  %201 = or disjoint i32 %197, %21, !dbg !57
  %202 = icmp slt i32 %198, %7, !dbg !58
  %203 = icmp slt i32 %199, %7, !dbg !58
  %204 = icmp slt i32 %200, %7, !dbg !58
  %205 = icmp slt i32 %201, %7, !dbg !58
  %206 = sext i32 %198 to i64, !dbg !59
  %207 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %206, !dbg !59
  %208 = sext i32 %199 to i64, !dbg !59
  %209 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %208, !dbg !59
  %210 = sext i32 %200 to i64, !dbg !59
  %211 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %210, !dbg !59
  %212 = sext i32 %201 to i64, !dbg !59
  %213 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %212, !dbg !59
  %214 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %207, i1 %202) #6, !dbg !60
  %215 = bitcast i32 %214 to float, !dbg !60
  %216 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %209, i1 %203) #6, !dbg !60
  %217 = bitcast i32 %216 to float, !dbg !60
  %218 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %211, i1 %204) #6, !dbg !60
  %219 = bitcast i32 %218 to float, !dbg !60
  %220 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %213, i1 %205) #6, !dbg !60
  %221 = bitcast i32 %220 to float, !dbg !60
  %222 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %206, !dbg !61
  %223 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %208, !dbg !61
  %224 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %210, !dbg !61
  %225 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %212, !dbg !61
  %226 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %222, i1 %202) #6, !dbg !62
  %227 = bitcast i32 %226 to float, !dbg !62
  %228 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %223, i1 %203) #6, !dbg !62
  %229 = bitcast i32 %228 to float, !dbg !62
  %230 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %224, i1 %204) #6, !dbg !62
  %231 = bitcast i32 %230 to float, !dbg !62
  %232 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %225, i1 %205) #6, !dbg !62
  %233 = bitcast i32 %232 to float, !dbg !62
  %234 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %206, !dbg !63
  %235 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %208, !dbg !63
  %236 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %210, !dbg !63
  %237 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %212, !dbg !63
  %238 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %234, i1 %202) #6, !dbg !64
  %239 = bitcast i16 %238 to half, !dbg !64
  %240 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %235, i1 %203) #6, !dbg !64
  %241 = bitcast i16 %240 to half, !dbg !64
  %242 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %236, i1 %204) #6, !dbg !64
  %243 = bitcast i16 %242 to half, !dbg !64
  %244 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %237, i1 %205) #6, !dbg !64
  %245 = bitcast i16 %244 to half, !dbg !64
  %246 = fpext half %239 to float, !dbg !64
  %247 = fpext half %241 to float, !dbg !64
  %248 = fpext half %243 to float, !dbg !64
  %249 = fpext half %245 to float, !dbg !64
  %250 = getelementptr [2 x i8], ptr addrspace(1) %16, i64 %206, !dbg !65
  %251 = getelementptr [2 x i8], ptr addrspace(1) %16, i64 %208, !dbg !65
  %252 = getelementptr [2 x i8], ptr addrspace(1) %16, i64 %210, !dbg !65
  %253 = getelementptr [2 x i8], ptr addrspace(1) %16, i64 %212, !dbg !65
  %254 = fsub float %246, %95, !dbg !66
  %255 = fsub float %247, %95, !dbg !66
  %256 = fsub float %248, %95, !dbg !66
  %257 = fsub float %249, %95, !dbg !66
  %258 = fmul float %190, %254, !dbg !67
  %259 = fmul float %190, %255, !dbg !67
  %260 = fmul float %190, %256, !dbg !67
  %261 = fmul float %190, %257, !dbg !67
  %262 = fmul float %258, %215, !dbg !67
  %263 = fmul float %259, %217, !dbg !67
  %264 = fmul float %260, %219, !dbg !67
  %265 = fmul float %261, %221, !dbg !67
  %266 = fadd float %262, %227, !dbg !67
  %267 = fadd float %263, %229, !dbg !67
  %268 = fadd float %264, %231, !dbg !67
  %269 = fadd float %265, %233, !dbg !67
  %270 = fptrunc float %266 to half, !dbg !68
  %271 = fptrunc float %267 to half, !dbg !68
  %272 = fptrunc float %268 to half, !dbg !68
  %273 = fptrunc float %269 to half, !dbg !68
  %274 = bitcast half %270 to i16, !dbg !68
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %274, ptr addrspace(1) %250, i1 %202) #6, !dbg !68
  %275 = bitcast half %271 to i16, !dbg !68
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %275, ptr addrspace(1) %251, i1 %203) #6, !dbg !68
  %276 = bitcast half %272 to i16, !dbg !68
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %276, ptr addrspace(1) %252, i1 %204) #6, !dbg !68
  %277 = bitcast half %273 to i16, !dbg !68
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %277, ptr addrspace(1) %253, i1 %205) #6, !dbg !68
  %278 = add i32 %197, 512, !dbg !56
  %279 = icmp slt i32 %278, %7, !dbg !56
  br i1 %279, label %.lr.ph9, label %._crit_edge10, !dbg !56

._crit_edge10:                                    ; preds = %.lr.ph9, %__nv_sqrtf.exit
  ret void, !dbg !69
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
!27 = !DILocation(line: 64, column: 11, scope: !6)
!28 = !DILocation(line: 314, column: 12, scope: !29, inlinedAt: !31)
!29 = distinct !DILexicalBlockFile(scope: !6, file: !30, discriminator: 0)
!30 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!31 = !DILocation(line: 68, column: 12, scope: !32)
!32 = distinct !DILexicalBlockFile(scope: !6, file: !1, discriminator: 0)
!33 = !DILocation(line: 287, column: 12, scope: !29, inlinedAt: !28)
!34 = !DILocation(line: 68, column: 12, scope: !6)
!35 = !DILocation(line: 70, column: 5, scope: !6)
!36 = !DILocation(line: 71, column: 16, scope: !6)
!37 = !DILocation(line: 72, column: 21, scope: !6)
!38 = !DILocation(line: 72, column: 40, scope: !6)
!39 = !DILocation(line: 72, column: 13, scope: !6)
!40 = !DILocation(line: 73, column: 32, scope: !6)
!41 = !DILocation(line: 73, column: 13, scope: !6)
!42 = !DILocation(line: 74, column: 16, scope: !6)
!43 = !DILocation(line: 74, column: 9, scope: !6)
!44 = !DILocation(line: 69, column: 11, scope: !6)
!45 = !DILocation(line: 314, column: 12, scope: !29, inlinedAt: !46)
!46 = !DILocation(line: 75, column: 11, scope: !32)
!47 = !DILocation(line: 287, column: 12, scope: !29, inlinedAt: !45)
!48 = !DILocation(line: 75, column: 11, scope: !6)
!49 = !DILocation(line: 76, column: 24, scope: !6)
!50 = !DILocation(line: 76, column: 16, scope: !6)
!51 = !DILocation(line: 76, column: 12, scope: !6)
!52 = !DILocation(line: 77, column: 14, scope: !6)
!53 = !DILocation(line: 77, column: 5, scope: !6)
!54 = !DILocation(line: 78, column: 14, scope: !6)
!55 = !DILocation(line: 78, column: 5, scope: !6)
!56 = !DILocation(line: 79, column: 5, scope: !6)
!57 = !DILocation(line: 80, column: 16, scope: !6)
!58 = !DILocation(line: 81, column: 16, scope: !6)
!59 = !DILocation(line: 82, column: 21, scope: !6)
!60 = !DILocation(line: 82, column: 13, scope: !6)
!61 = !DILocation(line: 83, column: 21, scope: !6)
!62 = !DILocation(line: 83, column: 13, scope: !6)
!63 = !DILocation(line: 84, column: 21, scope: !6)
!64 = !DILocation(line: 84, column: 13, scope: !6)
!65 = !DILocation(line: 85, column: 18, scope: !6)
!66 = !DILocation(line: 85, column: 33, scope: !6)
!67 = !DILocation(line: 85, column: 32, scope: !6)
!68 = !DILocation(line: 85, column: 9, scope: !6)
!69 = !DILocation(line: 59, column: 1, scope: !6)
