; nvverify-generator: triton-3.9.0 target=sm_80 cc=80 ptx=8.8 options=num_warps=4 source=triton/src/kernels.py:layernorm_kernel dialect=triton-llir
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
  %23 = phi float [ %56, %.lr.ph ], [ 0.000000e+00, %11 ]
  %24 = phi float [ %57, %.lr.ph ], [ 0.000000e+00, %11 ]
  %25 = phi float [ %58, %.lr.ph ], [ 0.000000e+00, %11 ]
  %26 = phi float [ %59, %.lr.ph ], [ 0.000000e+00, %11 ]
  %27 = phi i32 [ %60, %.lr.ph ], [ 0, %11 ]
  %28 = or disjoint i32 %27, %18, !dbg !22
  %29 = or disjoint i32 %27, %19, !dbg !22
  %30 = or disjoint i32 %27, %20, !dbg !22
  %31 = or disjoint i32 %27, %21, !dbg !22
  %32 = icmp slt i32 %28, %7, !dbg !23
  %33 = icmp slt i32 %29, %7, !dbg !23
  %34 = icmp slt i32 %30, %7, !dbg !23
  %35 = icmp slt i32 %31, %7, !dbg !23
  %36 = sext i32 %28 to i64, !dbg !24
  %37 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %36, !dbg !24
  %38 = sext i32 %29 to i64, !dbg !24
  %39 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %38, !dbg !24
  %40 = sext i32 %30 to i64, !dbg !24
  %41 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %40, !dbg !24
  %42 = sext i32 %31 to i64, !dbg !24
  %43 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %42, !dbg !24
  %44 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %37, i1 %32) #6, !dbg !25
  %45 = bitcast i16 %44 to half, !dbg !25
  %46 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %39, i1 %33) #6, !dbg !25
  %47 = bitcast i16 %46 to half, !dbg !25
  %48 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %41, i1 %34) #6, !dbg !25
  %49 = bitcast i16 %48 to half, !dbg !25
  %50 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %43, i1 %35) #6, !dbg !25
  %51 = bitcast i16 %50 to half, !dbg !25
  %52 = fpext half %45 to float, !dbg !25
  %53 = fpext half %47 to float, !dbg !25
  %54 = fpext half %49 to float, !dbg !25
  %55 = fpext half %51 to float, !dbg !25
  %56 = fadd float %23, %52, !dbg !26
  %57 = fadd float %24, %53, !dbg !26
  %58 = fadd float %25, %54, !dbg !26
  %59 = fadd float %26, %55, !dbg !26
  %60 = add i32 %27, 512, !dbg !21
  %61 = icmp slt i32 %60, %7, !dbg !21
  br i1 %61, label %.lr.ph, label %._crit_edge.loopexit, !dbg !21

._crit_edge.loopexit:                             ; preds = %.lr.ph
  %62 = fadd float %56, %57, !dbg !27
  %63 = fadd float %58, %59, !dbg !27
  %64 = fadd float %62, %63, !dbg !27
  br label %._crit_edge, !dbg !27

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %11
  %65 = phi float [ 0.000000e+00, %11 ], [ %64, %._crit_edge.loopexit ], !dbg !27
  %66 = bitcast float %65 to i32, !dbg !30
  %67 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %66, i32 16, i32 31), !dbg !30
  %68 = bitcast i32 %67 to float, !dbg !30
  %69 = fadd float %65, %68, !dbg !27
  %70 = bitcast float %69 to i32, !dbg !30
  %71 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %70, i32 8, i32 31), !dbg !30
  %72 = bitcast i32 %71 to float, !dbg !30
  %73 = fadd float %69, %72, !dbg !27
  %74 = bitcast float %73 to i32, !dbg !30
  %75 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 4, i32 31), !dbg !30
  %76 = bitcast i32 %75 to float, !dbg !30
  %77 = fadd float %73, %76, !dbg !27
  %78 = bitcast float %77 to i32, !dbg !30
  %79 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %78, i32 2, i32 31), !dbg !30
  %80 = bitcast i32 %79 to float, !dbg !30
  %81 = fadd float %77, %80, !dbg !27
  %82 = bitcast float %81 to i32, !dbg !30
  %83 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %82, i32 1, i32 31), !dbg !30
  %84 = bitcast i32 %83 to float, !dbg !30
  %85 = fadd float %81, %84, !dbg !27
  %86 = lshr i32 %17, 3, !dbg !30
  %87 = and i32 %86, 12, !dbg !30
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %87, !dbg !30
  store float %85, ptr addrspace(3) %88, align 4, !dbg !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %89 = shl nuw nsw i32 %17, 2, !dbg !30
  %90 = and i32 %89, 12, !dbg !30
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %90, !dbg !30
  %92 = load i32, ptr addrspace(3) %91, align 4, !dbg !30
  %93 = bitcast i32 %92 to float, !dbg !30
  %94 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %92, i32 2, i32 31), !dbg !30
  %95 = bitcast i32 %94 to float, !dbg !30
  %96 = fadd float %93, %95, !dbg !27
  %97 = bitcast float %96 to i32, !dbg !30
  %98 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %97, i32 1, i32 31), !dbg !30
  %99 = bitcast i32 %98 to float, !dbg !30
  %100 = fadd float %96, %99, !dbg !27
  %101 = sitofp i32 %7 to float, !dbg !33
  %102 = tail call float @llvm.nvvm.div.full(float %100, float %101), !dbg !33
  br i1 %22, label %.lr.ph6, label %._crit_edge7, !dbg !34

.lr.ph6:                                          ; preds = %._crit_edge, %.lr.ph6
  %103 = phi float [ %148, %.lr.ph6 ], [ 0.000000e+00, %._crit_edge ]
  %104 = phi float [ %149, %.lr.ph6 ], [ 0.000000e+00, %._crit_edge ]
  %105 = phi float [ %150, %.lr.ph6 ], [ 0.000000e+00, %._crit_edge ]
  %106 = phi float [ %151, %.lr.ph6 ], [ 0.000000e+00, %._crit_edge ]
  %107 = phi i32 [ %152, %.lr.ph6 ], [ 0, %._crit_edge ]
  %108 = or disjoint i32 %107, %18, !dbg !35
  %109 = or disjoint i32 %107, %19, !dbg !35
  %110 = or disjoint i32 %107, %20, !dbg !35
  %111 = or disjoint i32 %107, %21, !dbg !35
  %112 = icmp slt i32 %108, %7, !dbg !36
  %113 = icmp slt i32 %109, %7, !dbg !36
  %114 = icmp slt i32 %110, %7, !dbg !36
  %115 = icmp slt i32 %111, %7, !dbg !36
  %116 = sext i32 %108 to i64, !dbg !37
  %117 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %116, !dbg !37
  %118 = sext i32 %109 to i64, !dbg !37
  %119 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %118, !dbg !37
  %120 = sext i32 %110 to i64, !dbg !37
  %121 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %120, !dbg !37
  %122 = sext i32 %111 to i64, !dbg !37
  %123 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %122, !dbg !37
  %124 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %117, i1 %112) #6, !dbg !38
  %125 = bitcast i16 %124 to half, !dbg !38
  %126 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %119, i1 %113) #6, !dbg !38
  %127 = bitcast i16 %126 to half, !dbg !38
  %128 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %121, i1 %114) #6, !dbg !38
  %129 = bitcast i16 %128 to half, !dbg !38
  %130 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %123, i1 %115) #6, !dbg !38
  %131 = bitcast i16 %130 to half, !dbg !38
  %132 = fpext half %125 to float, !dbg !38
  %133 = fpext half %127 to float, !dbg !38
  %134 = fpext half %129 to float, !dbg !38
  %135 = fpext half %131 to float, !dbg !38
  %136 = fsub float %132, %102, !dbg !39
  %137 = fsub float %133, %102, !dbg !39
  %138 = fsub float %134, %102, !dbg !39
  %139 = fsub float %135, %102, !dbg !39
  %140 = select i1 %112, float %136, float 0.000000e+00, !dbg !40
  %141 = select i1 %113, float %137, float 0.000000e+00, !dbg !40
  %142 = select i1 %114, float %138, float 0.000000e+00, !dbg !40
  %143 = select i1 %115, float %139, float 0.000000e+00, !dbg !40
  %144 = fmul float %140, %140, !dbg !41
  %145 = fmul float %141, %141, !dbg !41
  %146 = fmul float %142, %142, !dbg !41
  %147 = fmul float %143, %143, !dbg !41
  %148 = fadd float %103, %144, !dbg !42
  %149 = fadd float %104, %145, !dbg !42
  %150 = fadd float %105, %146, !dbg !42
  %151 = fadd float %106, %147, !dbg !42
  %152 = add i32 %107, 512, !dbg !34
  %153 = icmp slt i32 %152, %7, !dbg !34
  br i1 %153, label %.lr.ph6, label %._crit_edge7.loopexit, !dbg !34

._crit_edge7.loopexit:                            ; preds = %.lr.ph6
  %154 = fadd float %148, %149, !dbg !43
  %155 = fadd float %150, %151, !dbg !43
  %156 = fadd float %154, %155, !dbg !43
  br label %._crit_edge7, !dbg !44

._crit_edge7:                                     ; preds = %._crit_edge7.loopexit, %._crit_edge
  %157 = phi float [ 0.000000e+00, %._crit_edge ], [ %156, %._crit_edge7.loopexit ], !dbg !46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !44
  %158 = bitcast float %157 to i32, !dbg !44
  %159 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %158, i32 16, i32 31), !dbg !44
  %160 = bitcast i32 %159 to float, !dbg !44
  %161 = fadd float %157, %160, !dbg !43
  %162 = bitcast float %161 to i32, !dbg !44
  %163 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %162, i32 8, i32 31), !dbg !44
  %164 = bitcast i32 %163 to float, !dbg !44
  %165 = fadd float %161, %164, !dbg !43
  %166 = bitcast float %165 to i32, !dbg !44
  %167 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %166, i32 4, i32 31), !dbg !44
  %168 = bitcast i32 %167 to float, !dbg !44
  %169 = fadd float %165, %168, !dbg !43
  %170 = bitcast float %169 to i32, !dbg !44
  %171 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %170, i32 2, i32 31), !dbg !44
  %172 = bitcast i32 %171 to float, !dbg !44
  %173 = fadd float %169, %172, !dbg !43
  %174 = bitcast float %173 to i32, !dbg !44
  %175 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %174, i32 1, i32 31), !dbg !44
  %176 = bitcast i32 %175 to float, !dbg !44
  %177 = fadd float %173, %176, !dbg !43
  store float %177, ptr addrspace(3) %88, align 4, !dbg !44
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !44
  %178 = load i32, ptr addrspace(3) %91, align 4, !dbg !44
  %179 = bitcast i32 %178 to float, !dbg !44
  %180 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %178, i32 2, i32 31), !dbg !44
  %181 = bitcast i32 %180 to float, !dbg !44
  %182 = fadd float %179, %181, !dbg !43
  %183 = bitcast float %182 to i32, !dbg !44
  %184 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %183, i32 1, i32 31), !dbg !44
  %185 = bitcast i32 %184 to float, !dbg !44
  %186 = fadd float %182, %185, !dbg !43
  %187 = tail call float @llvm.nvvm.div.full(float %186, float %101), !dbg !47
  %188 = fadd float %8, %187, !dbg !48
  %189 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #6, !dbg !49
  %.not.i = icmp eq i32 %189, 0, !dbg !49
  %190 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #6, !dbg !49
  %.not1.i = icmp eq i32 %190, 0, !dbg !49
  br i1 %.not.i, label %196, label %191, !dbg !49

191:                                              ; preds = %._crit_edge7
  br i1 %.not1.i, label %194, label %192, !dbg !49

192:                                              ; preds = %191
  %193 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %188) #6, !dbg !49
  br label %__nv_sqrtf.exit, !dbg !49

194:                                              ; preds = %191
  %195 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %188) #6, !dbg !49
  br label %__nv_sqrtf.exit, !dbg !49

196:                                              ; preds = %._crit_edge7
  br i1 %.not1.i, label %199, label %197, !dbg !49

197:                                              ; preds = %196
  %198 = tail call float @llvm.nvvm.sqrt.rn.f(float %188) #6, !dbg !49
  br label %__nv_sqrtf.exit, !dbg !49

199:                                              ; preds = %196
  %200 = tail call float @llvm.nvvm.sqrt.approx.f(float %188) #6, !dbg !49
  br label %__nv_sqrtf.exit, !dbg !49

__nv_sqrtf.exit:                                  ; preds = %192, %194, %197, %199
  %.0.i = phi float [ %193, %192 ], [ %195, %194 ], [ %198, %197 ], [ %200, %199 ], !dbg !49
  %201 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %.0.i), !dbg !50
  %202 = zext nneg i32 %12 to i64, !dbg !51
  %203 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %202, !dbg !51
  %204 = icmp eq i32 %17, 0, !dbg !52
  %205 = bitcast float %102 to i32, !dbg !52
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %205, ptr addrspace(1) %203, i1 %204) #6, !dbg !52
  %206 = getelementptr [4 x i8], ptr addrspace(1) %5, i64 %202, !dbg !53
  %207 = bitcast float %201 to i32, !dbg !54
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %207, ptr addrspace(1) %206, i1 %204) #6, !dbg !54
  br i1 %22, label %.lr.ph9, label %._crit_edge10, !dbg !55

.lr.ph9:                                          ; preds = %__nv_sqrtf.exit, %.lr.ph9
  %208 = phi i32 [ %289, %.lr.ph9 ], [ 0, %__nv_sqrtf.exit ]
  %209 = or disjoint i32 %208, %18, !dbg !56
  %210 = or disjoint i32 %208, %19, !dbg !56
  %211 = or disjoint i32 %208, %20, !dbg !56
  %212 = or disjoint i32 %208, %21, !dbg !56
  %213 = icmp slt i32 %209, %7, !dbg !57
  %214 = icmp slt i32 %210, %7, !dbg !57
  %215 = icmp slt i32 %211, %7, !dbg !57
  %216 = icmp slt i32 %212, %7, !dbg !57
  %217 = sext i32 %209 to i64, !dbg !58
  %218 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %217, !dbg !58
  %219 = sext i32 %210 to i64, !dbg !58
  %220 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %219, !dbg !58
  %221 = sext i32 %211 to i64, !dbg !58
  %222 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %221, !dbg !58
  %223 = sext i32 %212 to i64, !dbg !58
  %224 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %223, !dbg !58
  %225 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %218, i1 %213) #6, !dbg !59
  %226 = bitcast i32 %225 to float, !dbg !59
  %227 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %220, i1 %214) #6, !dbg !59
  %228 = bitcast i32 %227 to float, !dbg !59
  %229 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %222, i1 %215) #6, !dbg !59
  %230 = bitcast i32 %229 to float, !dbg !59
  %231 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %224, i1 %216) #6, !dbg !59
  %232 = bitcast i32 %231 to float, !dbg !59
  %233 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %217, !dbg !60
  %234 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %219, !dbg !60
  %235 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %221, !dbg !60
  %236 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %223, !dbg !60
  %237 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %233, i1 %213) #6, !dbg !61
  %238 = bitcast i32 %237 to float, !dbg !61
  %239 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %234, i1 %214) #6, !dbg !61
  %240 = bitcast i32 %239 to float, !dbg !61
  %241 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %235, i1 %215) #6, !dbg !61
  %242 = bitcast i32 %241 to float, !dbg !61
  %243 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %236, i1 %216) #6, !dbg !61
  %244 = bitcast i32 %243 to float, !dbg !61
  %245 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %217, !dbg !62
  %246 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %219, !dbg !62
  %247 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %221, !dbg !62
  %248 = getelementptr [2 x i8], ptr addrspace(1) %15, i64 %223, !dbg !62
  %249 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %245, i1 %213) #6, !dbg !63
  %250 = bitcast i16 %249 to half, !dbg !63
  %251 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %246, i1 %214) #6, !dbg !63
  %252 = bitcast i16 %251 to half, !dbg !63
  %253 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %247, i1 %215) #6, !dbg !63
  %254 = bitcast i16 %253 to half, !dbg !63
  %255 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %248, i1 %216) #6, !dbg !63
  %256 = bitcast i16 %255 to half, !dbg !63
  %257 = fpext half %250 to float, !dbg !63
  %258 = fpext half %252 to float, !dbg !63
  %259 = fpext half %254 to float, !dbg !63
  %260 = fpext half %256 to float, !dbg !63
  %261 = getelementptr [2 x i8], ptr addrspace(1) %16, i64 %217, !dbg !64
  %262 = getelementptr [2 x i8], ptr addrspace(1) %16, i64 %219, !dbg !64
  %263 = getelementptr [2 x i8], ptr addrspace(1) %16, i64 %221, !dbg !64
  %264 = getelementptr [2 x i8], ptr addrspace(1) %16, i64 %223, !dbg !64
  %265 = fsub float %257, %102, !dbg !65
  %266 = fsub float %258, %102, !dbg !65
  %267 = fsub float %259, %102, !dbg !65
  %268 = fsub float %260, %102, !dbg !65
  %269 = fmul float %201, %265, !dbg !66
  %270 = fmul float %201, %266, !dbg !66
  %271 = fmul float %201, %267, !dbg !66
  %272 = fmul float %201, %268, !dbg !66
  %273 = fmul float %269, %226, !dbg !66
  %274 = fmul float %270, %228, !dbg !66
  %275 = fmul float %271, %230, !dbg !66
  %276 = fmul float %272, %232, !dbg !66
  %277 = fadd float %273, %238, !dbg !66
  %278 = fadd float %274, %240, !dbg !66
  %279 = fadd float %275, %242, !dbg !66
  %280 = fadd float %276, %244, !dbg !66
  %281 = fptrunc float %277 to half, !dbg !67
  %282 = fptrunc float %278 to half, !dbg !67
  %283 = fptrunc float %279 to half, !dbg !67
  %284 = fptrunc float %280 to half, !dbg !67
  %285 = bitcast half %281 to i16, !dbg !67
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %285, ptr addrspace(1) %261, i1 %213) #6, !dbg !67
  %286 = bitcast half %282 to i16, !dbg !67
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %286, ptr addrspace(1) %262, i1 %214) #6, !dbg !67
  %287 = bitcast half %283 to i16, !dbg !67
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %287, ptr addrspace(1) %263, i1 %215) #6, !dbg !67
  %288 = bitcast half %284 to i16, !dbg !67
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %288, ptr addrspace(1) %264, i1 %216) #6, !dbg !67
  %289 = add i32 %208, 512, !dbg !55
  %290 = icmp slt i32 %289, %7, !dbg !55
  br i1 %290, label %.lr.ph9, label %._crit_edge10, !dbg !55

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
!36 = !DILocation(line: 72, column: 40, scope: !6)
!37 = !DILocation(line: 72, column: 21, scope: !6)
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
