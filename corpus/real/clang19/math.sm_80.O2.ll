; nvverify-generator: clang-19.1.7 target=sm_80 opt=O2 source=clang19/src/math.cu
; ModuleID = 'math.cu'
source_filename = "math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__cudart_i2opi_f = internal unnamed_addr addrspace(1) constant [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4
@__cudart_i2opi_d = internal unnamed_addr addrspace(1) constant [18 x i64] [i64 7780917995555872008, i64 4397547296490951402, i64 8441921394348257659, i64 5712322887342352941, i64 7869616827067468215, i64 -1211730484530615009, i64 2303758334597371919, i64 -7168499653074671557, i64 4148332274289687028, i64 -1613291254968254911, i64 -1692731182770600828, i64 -135693905287338178, i64 452944820249399836, i64 -5249950069107600672, i64 -121206125134887583, i64 -2638381946312093631, i64 -277156292786332224, i64 -6703182060581546711], align 8
@__cudart_sin_cos_coeffs = internal unnamed_addr addrspace(1) constant [16 x double] [double 0xBE5AE5F12CB0D246, double 0x3EC71DE369ACE392, double 0xBF2A01A019DB62A1, double 0x3F81111111110818, double 0xBFC5555555555554, double 0.000000e+00, double 0.000000e+00, double 0xBDA8FF8320FD8164, double 0x3E21EEA7C1EF8528, double 0xBE927E4F8E06E6D9, double 0x3EFA01A019DDBCE9, double 0xBF56C16C16C15D47, double 0x3FA5555555555551, double -5.000000e-01, double 1.000000e+00, double 0.000000e+00], align 16

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z10float_mathPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [7 x i32], align 4
  %5 = alloca [7 x i32], align 4
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %473

12:                                               ; preds = %3
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %5)
  %16 = fmul float %15, 0x3FE45F3060000000
  %17 = tail call i32 @llvm.nvvm.f2i.rn(float %16) #8
  %18 = sitofp i32 %17 to float
  %19 = tail call float @llvm.fma.f32(float %18, float 0xBFF921FB40000000, float %15)
  %20 = tail call float @llvm.fma.f32(float %18, float 0xBE74442D00000000, float %19)
  %21 = tail call float @llvm.fma.f32(float %18, float 0xBCF84698A0000000, float %20)
  %22 = tail call float @llvm.nvvm.fabs.f(float %15) #8
  %23 = fcmp ult float %22, 1.056150e+05
  br i1 %23, label %97, label %24

24:                                               ; preds = %12
  %25 = fcmp oeq float %22, 0x7FF0000000000000
  br i1 %25, label %26, label %28

26:                                               ; preds = %24
  %27 = tail call float @llvm.nvvm.mul.rn.f(float %15, float 0.000000e+00) #8
  br label %97

28:                                               ; preds = %24
  %29 = bitcast float %15 to i32
  %30 = lshr i32 %29, 23
  %31 = and i32 %30, 224
  %32 = add nsw i32 %31, -128
  %33 = shl i32 %29, 8
  %34 = or i32 %33, -2147483648
  %35 = lshr exact i32 %32, 5
  br label %36

36:                                               ; preds = %28, %36
  %37 = phi i32 [ 0, %28 ], [ %46, %36 ]
  %38 = phi i32 [ 0, %28 ], [ %44, %36 ]
  %39 = zext nneg i32 %37 to i64
  %40 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %39
  %41 = load i32, ptr addrspace(1) %40, align 4
  %42 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %41, i32 %34, i32 %38) #9, !srcloc !14
  %43 = extractvalue { i32, i32 } %42, 0
  %44 = extractvalue { i32, i32 } %42, 1
  %45 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %39
  store i32 %43, ptr %45, align 4
  %46 = add nuw nsw i32 %37, 1
  %47 = icmp eq i32 %46, 6
  br i1 %47, label %48, label %36, !llvm.loop !15

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %5, i64 24
  store i32 %44, ptr %49, align 4
  %50 = and i32 %30, 31
  %51 = sub nsw i32 6, %35
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = sub nsw i32 5, %35
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4
  %59 = icmp eq i32 %50, 0
  br i1 %59, label %72, label %60

60:                                               ; preds = %48
  %61 = sub nsw i32 4, %35
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %62
  %64 = shl i32 %58, %50
  %65 = shl i32 %54, %50
  %66 = sub nuw nsw i32 32, %50
  %67 = lshr i32 %58, %66
  %68 = add i32 %67, %65
  %69 = load i32, ptr %63, align 4
  %70 = lshr i32 %69, %66
  %71 = add i32 %70, %64
  br label %72

72:                                               ; preds = %60, %48
  %73 = phi i32 [ %68, %60 ], [ %54, %48 ]
  %74 = phi i32 [ %71, %60 ], [ %58, %48 ]
  %75 = lshr i32 %73, 30
  %76 = tail call i32 @llvm.fshl.i32(i32 %73, i32 %74, i32 2)
  %77 = shl i32 %74, 2
  %78 = lshr i32 %76, 31
  %79 = add nuw nsw i32 %78, %75
  %80 = sub nsw i32 0, %79
  %81 = icmp slt i32 %29, 0
  %82 = select i1 %81, i32 %80, i32 %79
  %83 = xor i32 %76, %29
  %84 = ashr i32 %76, 31
  %85 = xor i32 %84, %76
  %86 = xor i32 %84, %77
  %87 = zext i32 %85 to i64
  %88 = shl nuw i64 %87, 32
  %89 = zext i32 %86 to i64
  %90 = or disjoint i64 %88, %89
  %91 = sitofp i64 %90 to double
  %92 = fmul double %91, 0x3BF921FB54442D19
  %93 = fptrunc double %92 to float
  %94 = fneg float %93
  %95 = icmp slt i32 %83, 0
  %96 = select i1 %95, float %94, float %93
  br label %97

97:                                               ; preds = %12, %26, %72
  %98 = phi i32 [ %17, %12 ], [ 0, %26 ], [ %82, %72 ]
  %99 = phi float [ %21, %12 ], [ %27, %26 ], [ %96, %72 ]
  %100 = tail call float @llvm.nvvm.mul.rn.f(float %99, float %99) #8
  %101 = and i32 %98, 1
  %102 = icmp eq i32 %101, 0
  %103 = select i1 %102, float %99, float 1.000000e+00
  %104 = tail call float @llvm.fma.f32(float %100, float %103, float 0.000000e+00)
  %105 = tail call float @llvm.fma.f32(float %100, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %106 = select i1 %102, float 0xBF29A82A60000000, float %105
  %107 = select i1 %102, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %108 = tail call float @llvm.fma.f32(float %106, float %100, float %107)
  %109 = select i1 %102, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %110 = tail call float @llvm.fma.f32(float %108, float %100, float %109)
  %111 = tail call float @llvm.fma.f32(float %110, float %104, float %103)
  %112 = and i32 %98, 2
  %113 = icmp eq i32 %112, 0
  %114 = tail call float @llvm.fma.f32(float %111, float -1.000000e+00, float 0.000000e+00)
  %115 = select i1 %113, float %111, float %114
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %4)
  br i1 %23, label %189, label %116

116:                                              ; preds = %97
  %117 = fcmp oeq float %22, 0x7FF0000000000000
  br i1 %117, label %118, label %120

118:                                              ; preds = %116
  %119 = tail call float @llvm.nvvm.mul.rn.f(float %15, float 0.000000e+00) #8
  br label %189

120:                                              ; preds = %116
  %121 = bitcast float %15 to i32
  %122 = lshr i32 %121, 23
  %123 = and i32 %122, 224
  %124 = add nsw i32 %123, -128
  %125 = shl i32 %121, 8
  %126 = or i32 %125, -2147483648
  %127 = lshr exact i32 %124, 5
  br label %128

128:                                              ; preds = %120, %128
  %129 = phi i32 [ 0, %120 ], [ %138, %128 ]
  %130 = phi i32 [ 0, %120 ], [ %136, %128 ]
  %131 = zext nneg i32 %129 to i64
  %132 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %131
  %133 = load i32, ptr addrspace(1) %132, align 4
  %134 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %133, i32 %126, i32 %130) #9, !srcloc !14
  %135 = extractvalue { i32, i32 } %134, 0
  %136 = extractvalue { i32, i32 } %134, 1
  %137 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %131
  store i32 %135, ptr %137, align 4
  %138 = add nuw nsw i32 %129, 1
  %139 = icmp eq i32 %138, 6
  br i1 %139, label %140, label %128, !llvm.loop !15

140:                                              ; preds = %128
  %141 = getelementptr inbounds i8, ptr %4, i64 24
  store i32 %136, ptr %141, align 4
  %142 = and i32 %122, 31
  %143 = sub nsw i32 6, %127
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %144
  %146 = load i32, ptr %145, align 4
  %147 = sub nsw i32 5, %127
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %148
  %150 = load i32, ptr %149, align 4
  %151 = icmp eq i32 %142, 0
  br i1 %151, label %164, label %152

152:                                              ; preds = %140
  %153 = sub nsw i32 4, %127
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %154
  %156 = shl i32 %150, %142
  %157 = shl i32 %146, %142
  %158 = sub nuw nsw i32 32, %142
  %159 = lshr i32 %150, %158
  %160 = add i32 %159, %157
  %161 = load i32, ptr %155, align 4
  %162 = lshr i32 %161, %158
  %163 = add i32 %162, %156
  br label %164

164:                                              ; preds = %152, %140
  %165 = phi i32 [ %160, %152 ], [ %146, %140 ]
  %166 = phi i32 [ %163, %152 ], [ %150, %140 ]
  %167 = lshr i32 %165, 30
  %168 = tail call i32 @llvm.fshl.i32(i32 %165, i32 %166, i32 2)
  %169 = shl i32 %166, 2
  %170 = lshr i32 %168, 31
  %171 = add nuw nsw i32 %170, %167
  %172 = sub nsw i32 0, %171
  %173 = icmp slt i32 %121, 0
  %174 = select i1 %173, i32 %172, i32 %171
  %175 = xor i32 %168, %121
  %176 = ashr i32 %168, 31
  %177 = xor i32 %176, %168
  %178 = xor i32 %176, %169
  %179 = zext i32 %177 to i64
  %180 = shl nuw i64 %179, 32
  %181 = zext i32 %178 to i64
  %182 = or disjoint i64 %180, %181
  %183 = sitofp i64 %182 to double
  %184 = fmul double %183, 0x3BF921FB54442D19
  %185 = fptrunc double %184 to float
  %186 = fneg float %185
  %187 = icmp slt i32 %175, 0
  %188 = select i1 %187, float %186, float %185
  br label %189

189:                                              ; preds = %97, %118, %164
  %190 = phi i32 [ %17, %97 ], [ 0, %118 ], [ %174, %164 ]
  %191 = phi float [ %21, %97 ], [ %119, %118 ], [ %188, %164 ]
  %192 = add i32 %190, 1
  %193 = tail call float @llvm.nvvm.mul.rn.f(float %191, float %191) #8
  %194 = and i32 %190, 1
  %195 = icmp eq i32 %194, 0
  %196 = select i1 %195, float 1.000000e+00, float %191
  %197 = tail call float @llvm.fma.f32(float %193, float %196, float 0.000000e+00)
  %198 = tail call float @llvm.fma.f32(float %193, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %199 = select i1 %195, float %198, float 0xBF29A82A60000000
  %200 = select i1 %195, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %201 = tail call float @llvm.fma.f32(float %199, float %193, float %200)
  %202 = select i1 %195, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %203 = tail call float @llvm.fma.f32(float %201, float %193, float %202)
  %204 = tail call float @llvm.fma.f32(float %203, float %197, float %196)
  %205 = and i32 %192, 2
  %206 = icmp eq i32 %205, 0
  %207 = tail call float @llvm.fma.f32(float %204, float -1.000000e+00, float 0.000000e+00)
  %208 = select i1 %206, float %204, float %207
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %4)
  %209 = fmul contract float %115, %208
  %210 = fneg contract float %15
  %211 = fmul contract float %15, %210
  %212 = tail call float @llvm.fma.f32(float %211, float 0x3F777313A0000000, float 5.000000e-01)
  %213 = tail call float @llvm.nvvm.saturate.f(float %212) #8
  %214 = tail call float @llvm.nvvm.fma.rm.f(float %213, float 2.520000e+02, float 0x4168000020000000) #8
  %215 = fadd float %214, 0xC168000FE0000000
  %216 = fneg float %215
  %217 = tail call float @llvm.fma.f32(float %211, float 0x3FF7154760000000, float %216)
  %218 = tail call float @llvm.fma.f32(float %211, float 0x3E54AE0C00000000, float %217)
  %219 = bitcast float %214 to i32
  %220 = shl i32 %219, 23
  %221 = bitcast i32 %220 to float
  %222 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %218) #8
  %223 = fmul float %222, %221
  %224 = fadd contract float %223, %209
  %225 = fadd contract float %22, 1.000000e+00
  %226 = fcmp olt float %225, 0x3810000000000000
  %227 = fmul float %225, 0x4160000000000000
  %228 = select i1 %226, float %227, float %225
  %229 = select i1 %226, float -2.300000e+01, float 0.000000e+00
  %230 = bitcast float %228 to i32
  %231 = add i32 %230, -1059760811
  %232 = and i32 %231, -8388608
  %233 = sub i32 %230, %232
  %234 = bitcast i32 %233 to float
  %235 = sitofp i32 %232 to float
  %236 = tail call float @llvm.fma.f32(float %235, float 0x3E80000000000000, float %229)
  %237 = fadd float %234, -1.000000e+00
  %238 = tail call float @llvm.fma.f32(float %237, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %239 = tail call float @llvm.fma.f32(float %238, float %237, float 0xBFBF19B980000000)
  %240 = tail call float @llvm.fma.f32(float %239, float %237, float 0x3FC1E52AA0000000)
  %241 = tail call float @llvm.fma.f32(float %240, float %237, float 0xBFC55B1720000000)
  %242 = tail call float @llvm.fma.f32(float %241, float %237, float 0x3FC99DA160000000)
  %243 = tail call float @llvm.fma.f32(float %242, float %237, float 0xBFCFFFE440000000)
  %244 = tail call float @llvm.fma.f32(float %243, float %237, float 0x3FD5554F00000000)
  %245 = tail call float @llvm.fma.f32(float %244, float %237, float -5.000000e-01)
  %246 = fmul float %237, %245
  %247 = tail call float @llvm.fma.f32(float %246, float %237, float %237)
  %248 = tail call float @llvm.fma.f32(float %236, float 0x3FE62E4300000000, float %247)
  %249 = icmp ugt i32 %230, 2139095039
  %250 = tail call float @llvm.fma.f32(float %228, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %251 = select i1 %249, float %250, float %248
  %252 = fcmp oeq float %228, 0.000000e+00
  %253 = select i1 %252, float 0xFFF0000000000000, float %251
  %254 = fadd contract float %253, %224
  %255 = tail call float @llvm.nvvm.fabs.f(float 1.500000e+00) #8
  %256 = fcmp une float %255, 1.000000e+00
  %257 = tail call float @llvm.nvvm.fabs.f(float %22) #8
  %258 = fcmp olt float %257, 0x3810000000000000
  %259 = fmul float %257, 0x4170000000000000
  %260 = select i1 %258, float %259, float %257
  %261 = select i1 %258, float -2.400000e+01, float 0.000000e+00
  %262 = bitcast float %260 to i32
  %263 = add i32 %262, -1060439283
  %264 = and i32 %263, -8388608
  %265 = sub i32 %262, %264
  %266 = bitcast i32 %265 to float
  %267 = sitofp i32 %264 to float
  %268 = tail call float @llvm.fma.f32(float %267, float 0x3E80000000000000, float %261)
  %269 = fadd float %266, -1.000000e+00
  %270 = fadd float %266, 1.000000e+00
  %271 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %270) #9, !srcloc !17
  %272 = fmul float %269, 2.000000e+00
  %273 = fmul float %272, %271
  %274 = fmul float %273, %273
  %275 = fsub float %269, %273
  %276 = fmul float %275, 2.000000e+00
  %277 = fneg float %273
  %278 = tail call float @llvm.fma.f32(float %277, float %269, float %276)
  %279 = tail call float @llvm.nvvm.mul.rn.f(float %271, float %278) #8
  %280 = tail call float @llvm.fma.f32(float %274, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %281 = tail call float @llvm.fma.f32(float %280, float %274, float 0x3F92776E60000000)
  %282 = tail call float @llvm.fma.f32(float %281, float %274, float 0x3FBEC709E0000000)
  %283 = tail call float @llvm.nvvm.mul.rn.f(float %282, float %274) #8
  %284 = tail call float @llvm.fma.f32(float %273, float 0x3FF7154760000000, float %268)
  %285 = fsub float %268, %284
  %286 = tail call float @llvm.fma.f32(float %273, float 0x3FF7154760000000, float %285)
  %287 = tail call float @llvm.fma.f32(float %279, float 0x3FF7154760000000, float %286)
  %288 = tail call float @llvm.fma.f32(float %273, float 0x3E54ABC680000000, float %287)
  %289 = fmul float %283, 3.000000e+00
  %290 = tail call float @llvm.fma.f32(float %289, float %279, float %288)
  %291 = tail call float @llvm.fma.f32(float %283, float %273, float %290)
  %292 = tail call float @llvm.nvvm.add.rn.f(float %284, float %291) #8
  %293 = fneg float %284
  %294 = tail call float @llvm.nvvm.add.rn.f(float %292, float %293) #8
  %295 = fneg float %294
  %296 = tail call float @llvm.nvvm.add.rn.f(float %291, float %295) #8
  %297 = tail call float @llvm.nvvm.mul.rn.f(float %292, float 1.500000e+00) #8
  %298 = fneg float %297
  %299 = tail call float @llvm.fma.f32(float %292, float 1.500000e+00, float %298)
  %300 = tail call float @llvm.fma.f32(float %296, float 1.500000e+00, float %299)
  %301 = tail call float @llvm.nvvm.round.f(float %297) #8
  %302 = fsub float %297, %301
  %303 = fadd float %302, %300
  %304 = tail call float @llvm.fma.f32(float %303, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %305 = tail call float @llvm.fma.f32(float %304, float %303, float 0x3F83B30AC0000000)
  %306 = tail call float @llvm.fma.f32(float %305, float %303, float 0x3FAC6AF760000000)
  %307 = tail call float @llvm.fma.f32(float %306, float %303, float 0x3FCEBFBD80000000)
  %308 = tail call float @llvm.fma.f32(float %307, float %303, float 0x3FE62E4300000000)
  %309 = tail call float @llvm.fma.f32(float %308, float %303, float 1.000000e+00)
  %310 = fptosi float %301 to i32
  %311 = fcmp ogt float %301, 0.000000e+00
  %312 = select i1 %311, i32 0, i32 -2097152000
  %313 = add nsw i32 %312, 2130706432
  %314 = bitcast i32 %313 to float
  %315 = fmul float %309, %314
  %316 = shl i32 %310, 23
  %317 = sub i32 %316, %312
  %318 = bitcast i32 %317 to float
  %319 = fmul float %315, %318
  %320 = tail call float @llvm.nvvm.fabs.f(float %297) #8
  %321 = fcmp ogt float %320, 1.520000e+02
  %322 = fcmp olt float %297, 0.000000e+00
  %323 = select i1 %322, float 0.000000e+00, float 0x7FF0000000000000
  %324 = select i1 %321, float %323, float %319
  %325 = fcmp oeq float %22, 1.000000e+00
  br i1 %325, label %347, label %326

326:                                              ; preds = %189
  %327 = fcmp uno float %257, 0.000000e+00
  %328 = fcmp uno float %255, 0.000000e+00
  %329 = select i1 %327, i1 true, i1 %328
  br i1 %329, label %330, label %332

330:                                              ; preds = %326
  %331 = tail call float @llvm.nvvm.add.rn.f(float %22, float 1.500000e+00) #8
  br label %347

332:                                              ; preds = %326
  %333 = fcmp oeq float %22, 0.000000e+00
  %334 = fcmp oeq float %257, 0x7FF0000000000000
  %335 = select i1 %333, i1 true, i1 %334
  br i1 %335, label %336, label %340

336:                                              ; preds = %332
  %337 = fadd float %22, %22
  %338 = tail call float @llvm.fabs.f32(float %337)
  %339 = select i1 %256, float %338, float %337
  br label %347

340:                                              ; preds = %332
  %341 = fcmp oeq float %22, -1.000000e+00
  %342 = fcmp oeq float %255, 0x7FF0000000000000
  %343 = and i1 %342, %341
  br i1 %343, label %347, label %344

344:                                              ; preds = %340
  %345 = fcmp olt float %22, 0.000000e+00
  br i1 %345, label %346, label %347

346:                                              ; preds = %344
  br label %347

347:                                              ; preds = %189, %330, %336, %340, %344, %346
  %348 = phi float [ 1.000000e+00, %189 ], [ %331, %330 ], [ %339, %336 ], [ 0x7FFFFFFFE0000000, %346 ], [ %324, %344 ], [ 1.000000e+00, %340 ]
  %349 = fadd contract float %254, %348
  %350 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %22) #8
  %351 = fmul float %15, %15
  %352 = fadd contract float %351, 1.000000e+00
  %353 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %352)
  %354 = fadd contract float %350, %353
  %355 = fcmp oge float %22, 0x3FF00C1FC0000000
  %356 = select i1 %355, float %22, float %351
  %357 = select i1 %355, float 0x3F1D698740000000, float 0x3F163D2D40000000
  %358 = select i1 %355, float 0xBF55C00B60000000, float 0xBF4AE9A400000000
  %359 = tail call float @llvm.fma.f32(float %357, float %356, float %358)
  %360 = select i1 %355, float 0x3F813233E0000000, float 0x3F755ABD40000000
  %361 = tail call float @llvm.fma.f32(float %359, float %356, float %360)
  %362 = select i1 %355, float 0xBFA49B3340000000, float 0xBF9B837CE0000000
  %363 = tail call float @llvm.fma.f32(float %361, float %356, float %362)
  %364 = select i1 %355, float 0x3FC46AA320000000, float 0x3FBCE315E0000000
  %365 = tail call float @llvm.fma.f32(float %363, float %356, float %364)
  %366 = select i1 %355, float 0x3FED369F20000000, float 0xBFD8127580000000
  %367 = tail call float @llvm.fma.f32(float %365, float %356, float %366)
  %368 = select i1 %355, float 0x3FE4214280000000, float 0x3FC06EBA60000000
  %369 = tail call float @llvm.fma.f32(float %367, float %356, float %368)
  %370 = fneg float %356
  %371 = select i1 %355, float %370, float %15
  %372 = tail call float @llvm.fma.f32(float %369, float %371, float %371)
  br i1 %355, label %376, label %373

373:                                              ; preds = %347
  %374 = bitcast float %15 to i32
  %375 = and i32 %374, -2147483648
  br label %384

376:                                              ; preds = %347
  %377 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %372) #8
  %378 = fsub float 1.000000e+00, %377
  %379 = bitcast float %378 to i32
  %380 = bitcast float %15 to i32
  %381 = and i32 %380, -2147483648
  %382 = or i32 %381, %379
  %383 = bitcast i32 %382 to float
  br label %384

384:                                              ; preds = %373, %376
  %385 = phi i32 [ %375, %373 ], [ %381, %376 ]
  %386 = phi float [ %372, %373 ], [ %383, %376 ]
  %387 = fadd contract float %354, %386
  %388 = fmul float %22, 0x4007154760000000
  %389 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %388) #8
  %390 = fadd float %389, 1.000000e+00
  %391 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %390) #9, !srcloc !17
  %392 = tail call float @llvm.fma.f32(float %391, float -2.000000e+00, float 1.000000e+00)
  %393 = fcmp oge float %22, 0x4022059680000000
  %394 = select i1 %393, float 1.000000e+00, float %392
  %395 = bitcast float %394 to i32
  %396 = or i32 %385, %395
  %397 = bitcast i32 %396 to float
  %398 = tail call float @llvm.fma.f32(float %351, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %399 = tail call float @llvm.fma.f32(float %398, float %351, float 0x3FC10B2820000000)
  %400 = tail call float @llvm.fma.f32(float %399, float %351, float 0xBFD5553DA0000000)
  %401 = tail call float @llvm.fma.f32(float %400, float %351, float 0.000000e+00)
  %402 = tail call float @llvm.fma.f32(float %401, float %15, float %15)
  %403 = fcmp oge float %22, 0x3FE3333340000000
  %404 = select i1 %403, float %397, float %402
  %405 = fadd contract float %387, %404
  %406 = tail call float @llvm.nvvm.fabs.f(float 2.000000e+00) #8
  %407 = fcmp oeq float %406, 0.000000e+00
  %408 = fcmp oeq float %22, 0.000000e+00
  %409 = and i1 %407, %408
  br i1 %409, label %410, label %412

410:                                              ; preds = %384
  %411 = bitcast i32 %385 to float
  br label %442

412:                                              ; preds = %384
  %413 = fcmp oeq float %406, 0x7FF0000000000000
  %414 = fcmp oeq float %22, 0x7FF0000000000000
  %415 = and i1 %413, %414
  br i1 %415, label %416, label %419

416:                                              ; preds = %412
  %417 = or disjoint i32 %385, 1061752795
  %418 = bitcast i32 %417 to float
  br label %442

419:                                              ; preds = %412
  %420 = tail call float @llvm.maxnum.f32(float %22, float %406)
  %421 = tail call float @llvm.minnum.f32(float %22, float %406)
  %422 = fdiv float %421, %420
  %423 = tail call float @llvm.nvvm.mul.rn.f(float %422, float %422) #8
  %424 = tail call float @llvm.fma.f32(float %423, float 0xBFEA58FD40000000, float 0xC016B31060000000)
  %425 = tail call float @llvm.fma.f32(float %424, float %423, float 0xC01A4320E0000000)
  %426 = fmul float %423, %425
  %427 = fmul float %422, %426
  %428 = fadd float %423, 0x4026ABB800000000
  %429 = tail call float @llvm.fma.f32(float %428, float %423, float 0x403CD7AC00000000)
  %430 = tail call float @llvm.fma.f32(float %429, float %423, float 0x4033B25900000000)
  %431 = fdiv float 1.000000e+00, %430
  %432 = tail call float @llvm.fma.f32(float %427, float %431, float %422)
  %433 = fcmp ogt float %22, %406
  %434 = fsub float 0x3FF921FB60000000, %432
  %435 = select i1 %433, float %434, float %432
  %436 = bitcast float %435 to i32
  %437 = or i32 %385, %436
  %438 = bitcast i32 %437 to float
  %439 = fadd float %406, %22
  %440 = fcmp ord float %439, 0.000000e+00
  %441 = select i1 %440, float %438, float %439
  br label %442

442:                                              ; preds = %410, %416, %419
  %443 = phi float [ %411, %410 ], [ %418, %416 ], [ %441, %419 ]
  %444 = fadd contract float %405, %443
  %445 = fadd contract float %349, %444
  %446 = fmul float %15, 0x3FF7154760000000
  %447 = tail call noundef float @llvm.nvvm.ex2.approx.f(float %446) #8
  %448 = tail call noundef float @llvm.nvvm.div.approx.f(float %15, float 3.000000e+00)
  %449 = fadd contract float %447, %448
  %450 = tail call noundef float @llvm.nvvm.sin.approx.f(float %15) #8
  %451 = fadd contract float %449, %450
  %452 = tail call noundef float @llvm.nvvm.saturate.f(float %15)
  %453 = fadd contract float %452, %451
  %454 = tail call noundef float @llvm.fma.f32(float %15, float %15, float 1.000000e+00)
  %455 = fadd contract float %454, %453
  %456 = fadd contract float %445, %455
  %457 = tail call noundef float @llvm.floor.f32(float %15)
  %458 = tail call noundef float @llvm.ceil.f32(float %15)
  %459 = fadd contract float %457, %458
  %460 = or disjoint i32 %385, 1056964608
  %461 = bitcast i32 %460 to float
  %462 = tail call float @llvm.nvvm.add.rz.f(float %15, float %461) #8
  %463 = tail call noundef float @llvm.trunc.f32(float %462)
  %464 = fadd contract float %459, %463
  %465 = tail call noundef float @llvm.trunc.f32(float %15)
  %466 = fadd contract float %465, %464
  %467 = tail call noundef float @llvm.minnum.f32(float %15, float 0.000000e+00)
  %468 = fadd contract float %467, %466
  %469 = tail call noundef float @llvm.maxnum.f32(float %15, float 1.000000e+00)
  %470 = fadd contract float %469, %468
  %471 = fadd contract float %470, %456
  %472 = getelementptr inbounds float, ptr %1, i64 %13
  store float %471, ptr %472, align 4, !tbaa !10
  br label %473

473:                                              ; preds = %3, %442
  ret void
}

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z11double_mathPKdPdi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %537

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !18
  %14 = tail call i32 @llvm.nvvm.d2i.lo(double %13) #8
  %15 = tail call i32 @llvm.nvvm.d2i.hi(double %13) #8
  %16 = and i32 %15, 2147483647
  %17 = icmp eq i32 %16, 2146435072
  %18 = icmp eq i32 %14, 0
  %19 = select i1 %17, i1 %18, i1 false
  br i1 %19, label %20, label %22

20:                                               ; preds = %10
  %21 = tail call double @llvm.nvvm.mul.rn.d(double %13, double 0.000000e+00) #8
  br label %36

22:                                               ; preds = %10
  %23 = fmul double %13, 0x3FE45F306DC9C883
  %24 = tail call i32 @llvm.nvvm.d2i.rn(double %23) #8
  %25 = sitofp i32 %24 to double
  %26 = fneg double %25
  %27 = tail call double @llvm.fma.f64(double %26, double 0x3FF921FB54442D18, double %13)
  %28 = tail call double @llvm.fma.f64(double %26, double 0x3C91A62633145C00, double %27)
  %29 = tail call double @llvm.fma.f64(double %26, double 0x397B839A252049C0, double %28)
  %30 = tail call double @llvm.fabs.f64(double %13)
  %31 = fcmp ult double %30, 0x41E0000000000000
  br i1 %31, label %36, label %32

32:                                               ; preds = %22
  %33 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %13) #8
  %34 = extractvalue { double, i32 } %33, 0
  %35 = extractvalue { double, i32 } %33, 1
  br label %36

36:                                               ; preds = %20, %22, %32
  %37 = phi double [ %21, %20 ], [ %34, %32 ], [ %29, %22 ]
  %38 = phi i32 [ 0, %20 ], [ %35, %32 ], [ %24, %22 ]
  %39 = and i32 %38, 1
  %40 = shl nuw nsw i32 %39, 3
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %41
  %43 = tail call double @llvm.nvvm.mul.rn.d(double %37, double %37) #8
  %44 = icmp eq i32 %39, 0
  %45 = select i1 %44, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %46 = load double, ptr addrspace(1) %42, align 16
  %47 = tail call double @llvm.fma.f64(double %45, double %43, double %46)
  %48 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 8
  %49 = load double, ptr addrspace(1) %48, align 8
  %50 = tail call double @llvm.fma.f64(double %47, double %43, double %49)
  %51 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 16
  %52 = load double, ptr addrspace(1) %51, align 16
  %53 = tail call double @llvm.fma.f64(double %50, double %43, double %52)
  %54 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 24
  %55 = load double, ptr addrspace(1) %54, align 8
  %56 = tail call double @llvm.fma.f64(double %53, double %43, double %55)
  %57 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 32
  %58 = load double, ptr addrspace(1) %57, align 16
  %59 = tail call double @llvm.fma.f64(double %56, double %43, double %58)
  %60 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 40
  %61 = load double, ptr addrspace(1) %60, align 8
  %62 = tail call double @llvm.fma.f64(double %59, double %43, double %61)
  %63 = tail call double @llvm.fma.f64(double %62, double %37, double %37)
  %64 = tail call double @llvm.fma.f64(double %62, double %43, double 1.000000e+00)
  %65 = select i1 %44, double %63, double %64
  %66 = and i32 %38, 2
  %67 = icmp eq i32 %66, 0
  %68 = tail call double @llvm.fma.f64(double %65, double -1.000000e+00, double 0.000000e+00)
  %69 = select i1 %67, double %65, double %68
  %70 = tail call double @llvm.fma.f64(double %13, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %71 = tail call i32 @llvm.nvvm.d2i.lo(double %70) #8
  %72 = tail call double @llvm.nvvm.add.rn.d(double %70, double 0xC338000000000000) #8
  %73 = tail call double @llvm.fma.f64(double %72, double 0xBFE62E42FEFA39EF, double %13)
  %74 = tail call double @llvm.fma.f64(double %72, double 0xBC7ABC9E3B39803F, double %73)
  %75 = tail call double @llvm.fma.f64(double %74, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %76 = tail call double @llvm.fma.f64(double %75, double %74, double 0x3EC71DEE62401315)
  %77 = tail call double @llvm.fma.f64(double %76, double %74, double 0x3EFA01997C89EB71)
  %78 = tail call double @llvm.fma.f64(double %77, double %74, double 0x3F2A01A014761F65)
  %79 = tail call double @llvm.fma.f64(double %78, double %74, double 0x3F56C16C1852B7AF)
  %80 = tail call double @llvm.fma.f64(double %79, double %74, double 0x3F81111111122322)
  %81 = tail call double @llvm.fma.f64(double %80, double %74, double 0x3FA55555555502A1)
  %82 = tail call double @llvm.fma.f64(double %81, double %74, double 0x3FC5555555555511)
  %83 = tail call double @llvm.fma.f64(double %82, double %74, double 0x3FE000000000000B)
  %84 = tail call double @llvm.fma.f64(double %83, double %74, double 1.000000e+00)
  %85 = tail call double @llvm.fma.f64(double %84, double %74, double 1.000000e+00)
  %86 = tail call i32 @llvm.nvvm.d2i.lo(double %85) #8
  %87 = tail call i32 @llvm.nvvm.d2i.hi(double %85) #8
  %88 = shl i32 %71, 20
  %89 = add i32 %87, %88
  %90 = tail call double @llvm.nvvm.lohi.i2d(i32 %86, i32 %89) #8
  %91 = bitcast i32 %15 to float
  %92 = tail call float @llvm.nvvm.fabs.f(float %91) #8
  %93 = fcmp olt float %92, 0x4010C46560000000
  br i1 %93, label %109, label %94

94:                                               ; preds = %36
  %95 = fcmp olt double %13, 0.000000e+00
  %96 = fadd double %13, 0x7FF0000000000000
  %97 = select i1 %95, double 0.000000e+00, double %96
  %98 = fcmp olt float %92, 0x4010E90000000000
  br i1 %98, label %99, label %109

99:                                               ; preds = %94
  %100 = sdiv i32 %71, 2
  %101 = shl i32 %100, 20
  %102 = add i32 %87, %101
  %103 = tail call double @llvm.nvvm.lohi.i2d(i32 %86, i32 %102) #8
  %104 = sub nsw i32 %71, %100
  %105 = shl i32 %104, 20
  %106 = add nsw i32 %105, 1072693248
  %107 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %106) #8
  %108 = fmul double %107, %103
  br label %109

109:                                              ; preds = %36, %94, %99
  %110 = phi double [ %90, %36 ], [ %108, %99 ], [ %97, %94 ]
  %111 = fadd contract double %69, %110
  %112 = tail call noundef double @llvm.fabs.f64(double %13)
  %113 = tail call i32 @llvm.nvvm.d2i.hi(double %112) #8
  %114 = bitcast i32 %113 to float
  %115 = fcmp olt float %114, 0x3FFCAAAAA0000000
  %116 = fcmp ogt float %114, 0xBFFB333320000000
  %117 = and i1 %115, %116
  br i1 %117, label %118, label %135

118:                                              ; preds = %109
  %119 = fadd double %112, 2.000000e+00
  %120 = fdiv double %112, %119
  %121 = fneg double %112
  %122 = fmul double %120, %121
  %123 = fadd double %112, %122
  %124 = fmul double %123, %123
  %125 = tail call double @llvm.fma.f64(double %124, double 0x3EB372FB2FBE14B5, double 0x3ED087FFCEB2DC44)
  %126 = tail call double @llvm.fma.f64(double %125, double %124, double 0x3EF3B9FF890F468C)
  %127 = tail call double @llvm.fma.f64(double %126, double %124, double 0x3F17457EFD51BAF8)
  %128 = tail call double @llvm.fma.f64(double %127, double %124, double 0x3F3C71C8DE3CE825)
  %129 = tail call double @llvm.fma.f64(double %128, double %124, double 0x3F6249248FA4661F)
  %130 = tail call double @llvm.fma.f64(double %129, double %124, double 0x3F899999999D70C4)
  %131 = tail call double @llvm.fma.f64(double %130, double %124, double 0x3FB5555555555462)
  %132 = fmul double %124, %131
  %133 = tail call double @llvm.fma.f64(double %132, double %123, double %122)
  %134 = fadd double %112, %133
  br label %206

135:                                              ; preds = %109
  %136 = fadd double %112, 1.000000e+00
  %137 = tail call i32 @llvm.nvvm.d2i.hi(double %136) #8
  %138 = tail call i32 @llvm.nvvm.d2i.lo(double %136) #8
  %139 = icmp slt i32 %137, 1048576
  br i1 %139, label %140, label %144

140:                                              ; preds = %135
  %141 = fmul double %136, 0x4350000000000000
  %142 = tail call i32 @llvm.nvvm.d2i.lo(double %141) #8
  %143 = tail call i32 @llvm.nvvm.d2i.hi(double %141) #8
  br label %144

144:                                              ; preds = %140, %135
  %145 = phi double [ %141, %140 ], [ %136, %135 ]
  %146 = phi i32 [ %143, %140 ], [ %137, %135 ]
  %147 = phi i32 [ %142, %140 ], [ %138, %135 ]
  %148 = phi i32 [ -1077, %140 ], [ -1023, %135 ]
  %149 = add i32 %146, -1
  %150 = icmp ult i32 %149, 2146435071
  br i1 %150, label %151, label %200

151:                                              ; preds = %144
  %152 = lshr i32 %146, 20
  %153 = add nsw i32 %148, %152
  %154 = and i32 %146, 1048575
  %155 = or disjoint i32 %154, 1072693248
  %156 = tail call double @llvm.nvvm.lohi.i2d(i32 %147, i32 %155) #8
  %157 = icmp ugt i32 %155, 1073127582
  %158 = tail call i32 @llvm.nvvm.d2i.lo(double %156) #8
  %159 = tail call i32 @llvm.nvvm.d2i.hi(double %156) #8
  %160 = add i32 %159, -1048576
  %161 = tail call double @llvm.nvvm.lohi.i2d(i32 %158, i32 %160) #8
  %162 = select i1 %157, double %161, double %156
  %163 = zext i1 %157 to i32
  %164 = add nsw i32 %153, %163
  %165 = fadd double %162, -1.000000e+00
  %166 = fadd double %162, 1.000000e+00
  %167 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %166) #8
  %168 = fneg double %166
  %169 = tail call double @llvm.fma.f64(double %168, double %167, double 1.000000e+00)
  %170 = tail call double @llvm.fma.f64(double %169, double %169, double %169)
  %171 = tail call double @llvm.fma.f64(double %170, double %167, double %167)
  %172 = fmul double %165, %171
  %173 = fadd double %172, %172
  %174 = fmul double %173, %173
  %175 = tail call double @llvm.fma.f64(double %174, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %176 = tail call double @llvm.fma.f64(double %175, double %174, double 0x3EF3B2669F02676F)
  %177 = tail call double @llvm.fma.f64(double %176, double %174, double 0x3F1745CBA9AB0956)
  %178 = tail call double @llvm.fma.f64(double %177, double %174, double 0x3F3C71C72D1B5154)
  %179 = tail call double @llvm.fma.f64(double %178, double %174, double 0x3F624924923BE72D)
  %180 = tail call double @llvm.fma.f64(double %179, double %174, double 0x3F8999999999A3C4)
  %181 = tail call double @llvm.fma.f64(double %180, double %174, double 0x3FB5555555555554)
  %182 = fsub double %165, %173
  %183 = fmul double %182, 2.000000e+00
  %184 = fneg double %173
  %185 = tail call double @llvm.fma.f64(double %184, double %165, double %183)
  %186 = fmul double %171, %185
  %187 = fmul double %174, %181
  %188 = tail call double @llvm.fma.f64(double %187, double %173, double %186)
  %189 = xor i32 %164, -2147483648
  %190 = tail call double @llvm.nvvm.lohi.i2d(i32 %189, i32 1127219200) #8
  %191 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #8
  %192 = fsub double %190, %191
  %193 = tail call double @llvm.fma.f64(double %192, double 0x3FE62E42FEFA39EF, double %173)
  %194 = fneg double %192
  %195 = tail call double @llvm.fma.f64(double %194, double 0x3FE62E42FEFA39EF, double %193)
  %196 = fsub double %195, %173
  %197 = fsub double %188, %196
  %198 = tail call double @llvm.fma.f64(double %192, double 0x3C7ABC9E3B39803F, double %197)
  %199 = fadd double %193, %198
  br label %206

200:                                              ; preds = %144
  %201 = tail call double @llvm.fma.f64(double %145, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %202 = tail call i32 @llvm.nvvm.d2i.hi(double %145) #8
  %203 = and i32 %202, 2147483647
  %204 = icmp eq i32 %203, 0
  %205 = select i1 %204, double 0xFFF0000000000000, double %201
  br label %206

206:                                              ; preds = %118, %151, %200
  %207 = phi double [ %134, %118 ], [ %199, %151 ], [ %205, %200 ]
  %208 = fadd contract double %111, %207
  %209 = tail call noundef double @llvm.sqrt.f64(double %112)
  %210 = fadd contract double %209, %208
  %211 = fcmp une double %13, 0.000000e+00
  %212 = icmp ult i32 %16, 2146435072
  %213 = and i1 %211, %212
  br i1 %213, label %214, label %262

214:                                              ; preds = %206
  %215 = icmp ult i32 %16, 1048576
  %216 = tail call double @llvm.nvvm.lohi.i2d(i32 %14, i32 %16) #8
  %217 = fmul double %216, 0x4350000000000000
  %218 = tail call i32 @llvm.nvvm.d2i.lo(double %217) #8
  %219 = tail call i32 @llvm.nvvm.d2i.hi(double %217) #8
  %220 = select i1 %215, i32 %218, i32 %14
  %221 = select i1 %215, i32 %219, i32 %16
  %222 = select i1 %215, i32 4078, i32 1048576
  %223 = lshr i32 %221, 20
  %224 = add nsw i32 %223, -1022
  %225 = sitofp i32 %224 to float
  %226 = fmul float %225, 0x3FD5555560000000
  %227 = tail call i32 @llvm.nvvm.f2i.rn(float %226) #8
  %228 = mul i32 %227, -3145728
  %229 = add i32 %228, %221
  %230 = tail call double @llvm.nvvm.lohi.i2d(i32 %220, i32 %229) #8
  %231 = fptrunc double %230 to float
  %232 = tail call float @llvm.nvvm.lg2.approx.ftz.f(float %231) #8
  %233 = fmul float %232, 0x3FD5555560000000
  %234 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %233) #8
  %235 = fpext float %234 to double
  %236 = fmul double %235, %235
  %237 = tail call i32 @llvm.nvvm.d2i.lo(double %236) #8
  %238 = tail call i32 @llvm.nvvm.d2i.hi(double %236) #8
  %239 = add i32 %238, 1048576
  %240 = tail call double @llvm.nvvm.lohi.i2d(i32 %237, i32 %239) #8
  %241 = tail call double @llvm.fma.f64(double %240, double %235, double %230)
  %242 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %241) #8
  %243 = fneg double %241
  %244 = tail call double @llvm.fma.f64(double %243, double %242, double 1.000000e+00)
  %245 = tail call double @llvm.fma.f64(double %244, double %244, double %244)
  %246 = tail call double @llvm.fma.f64(double %245, double %242, double %242)
  %247 = fneg double %235
  %248 = tail call double @llvm.fma.f64(double %236, double %247, double %230)
  %249 = fmul double %248, %246
  %250 = tail call double @llvm.fma.f64(double %235, double %249, double %235)
  %251 = tail call i32 @llvm.nvvm.d2i.lo(double %250) #8
  %252 = tail call i32 @llvm.nvvm.d2i.hi(double %250) #8
  %253 = add i32 %227, %222
  %254 = shl i32 %253, 20
  %255 = add nsw i32 %252, %254
  %256 = tail call double @llvm.nvvm.lohi.i2d(i32 %251, i32 %255) #8
  %257 = tail call i32 @llvm.nvvm.d2i.lo(double %256) #8
  %258 = tail call i32 @llvm.nvvm.d2i.hi(double %256) #8
  %259 = and i32 %15, -2147483648
  %260 = or i32 %258, %259
  %261 = tail call double @llvm.nvvm.lohi.i2d(i32 %257, i32 %260) #8
  br label %264

262:                                              ; preds = %206
  %263 = fadd double %13, %13
  br label %264

264:                                              ; preds = %214, %262
  %265 = phi double [ %261, %214 ], [ %263, %262 ]
  %266 = fadd contract double %210, %265
  %267 = tail call noundef double @llvm.fma.f64(double %13, double %13, double 1.000000e+00)
  %268 = fadd contract double %267, %266
  %269 = bitcast double %112 to i64
  %270 = icmp ugt i64 %269, 4611686018427387903
  %271 = select i1 %270, i64 4611686018427387904, i64 %269
  %272 = bitcast i64 %271 to double
  %273 = select i1 %270, i64 %269, i64 4611686018427387904
  %274 = bitcast i64 %273 to double
  %275 = tail call i32 @llvm.nvvm.d2i.hi(double %274) #8
  %276 = and i32 %275, -4194304
  %277 = sub i32 2144337920, %276
  %278 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %277) #8
  %279 = fmul double %278, %272
  %280 = fmul double %278, %274
  %281 = fmul double %279, %279
  %282 = tail call double @llvm.fma.f64(double %280, double %280, double %281)
  %283 = tail call double @llvm.minnum.f64(double %282, double 0x7FEFFFFFFFFFFFFF)
  %284 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %283) #9, !srcloc !20
  %285 = tail call double @llvm.nvvm.mul.rn.d(double %284, double %284) #8
  %286 = fneg double %285
  %287 = tail call double @llvm.fma.f64(double %283, double %286, double 1.000000e+00)
  %288 = tail call double @llvm.fma.f64(double %287, double 3.750000e-01, double 5.000000e-01)
  %289 = tail call double @llvm.nvvm.mul.rn.d(double %287, double %284) #8
  %290 = tail call double @llvm.fma.f64(double %288, double %289, double %284)
  %291 = fmul double %282, %290
  %292 = or disjoint i32 %276, 1048576
  %293 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %292) #8
  %294 = fmul double %293, %291
  %295 = fcmp oeq double %272, 0.000000e+00
  %296 = select i1 %295, double %274, double %294
  %297 = tail call i32 @llvm.nvvm.d2i.hi(double %272) #8
  %298 = tail call i32 @llvm.nvvm.d2i.hi(double 0x7FF0000000000000) #8
  %299 = icmp ult i32 %297, %298
  %300 = select i1 %299, double %296, double %272
  %301 = fadd contract double %268, %300
  %302 = fadd contract double %112, 2.000000e+00
  %303 = tail call double @llvm.fabs.f64(double %302)
  %304 = fcmp uno double %302, 0.000000e+00
  br i1 %304, label %437, label %305

305:                                              ; preds = %264
  %306 = tail call fastcc double @__internal_lgamma_pos(double %303)
  %307 = tail call i32 @llvm.nvvm.d2i.hi(double %302) #8
  %308 = icmp slt i32 %307, 0
  br i1 %308, label %309, label %439

309:                                              ; preds = %305
  %310 = tail call double @llvm.trunc.f64(double %303)
  %311 = fcmp oeq double %303, %310
  br i1 %311, label %439, label %312

312:                                              ; preds = %309
  %313 = tail call i32 @llvm.nvvm.d2i.hi(double %303) #8
  %314 = icmp slt i32 %313, 1006632960
  br i1 %314, label %361, label %315

315:                                              ; preds = %312
  %316 = tail call i32 @llvm.nvvm.d2i.lo(double %303) #8
  %317 = add nuw i32 %313, 1048576
  %318 = tail call double @llvm.nvvm.lohi.i2d(i32 %316, i32 %317) #8
  %319 = tail call double @llvm.nvvm.round.d(double %318) #8
  %320 = fptosi double %319 to i64
  %321 = trunc i64 %320 to i32
  %322 = fneg double %319
  %323 = tail call double @llvm.fma.f64(double %322, double 5.000000e-01, double %303)
  %324 = fmul double %323, 0x3CA1A62633145C07
  %325 = tail call double @llvm.fma.f64(double %323, double 0x400921FB54442D18, double %324)
  %326 = and i32 %321, 1
  %327 = shl nuw nsw i32 %326, 3
  %328 = zext nneg i32 %327 to i64
  %329 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %328
  %330 = tail call double @llvm.nvvm.mul.rn.d(double %325, double %325) #8
  %331 = icmp eq i32 %326, 0
  %332 = select i1 %331, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %333 = load double, ptr addrspace(1) %329, align 16
  %334 = tail call double @llvm.fma.f64(double %332, double %330, double %333)
  %335 = getelementptr inbounds i8, ptr addrspace(1) %329, i64 8
  %336 = load double, ptr addrspace(1) %335, align 8
  %337 = tail call double @llvm.fma.f64(double %334, double %330, double %336)
  %338 = getelementptr inbounds i8, ptr addrspace(1) %329, i64 16
  %339 = load double, ptr addrspace(1) %338, align 16
  %340 = tail call double @llvm.fma.f64(double %337, double %330, double %339)
  %341 = getelementptr inbounds i8, ptr addrspace(1) %329, i64 24
  %342 = load double, ptr addrspace(1) %341, align 8
  %343 = tail call double @llvm.fma.f64(double %340, double %330, double %342)
  %344 = getelementptr inbounds i8, ptr addrspace(1) %329, i64 32
  %345 = load double, ptr addrspace(1) %344, align 16
  %346 = tail call double @llvm.fma.f64(double %343, double %330, double %345)
  %347 = getelementptr inbounds i8, ptr addrspace(1) %329, i64 40
  %348 = load double, ptr addrspace(1) %347, align 8
  %349 = tail call double @llvm.fma.f64(double %346, double %330, double %348)
  %350 = tail call double @llvm.fma.f64(double %349, double %325, double %325)
  %351 = tail call double @llvm.fma.f64(double %349, double %330, double 1.000000e+00)
  %352 = select i1 %331, double %350, double %351
  %353 = and i32 %321, 2
  %354 = icmp eq i32 %353, 0
  %355 = tail call double @llvm.fma.f64(double %352, double -1.000000e+00, double 0.000000e+00)
  %356 = select i1 %354, double %352, double %355
  %357 = fmul double %302, %356
  %358 = tail call double @llvm.fabs.f64(double %357)
  %359 = fdiv double 0x400921FB54442D18, %358
  %360 = tail call i32 @llvm.nvvm.d2i.hi(double %359) #8
  br label %361

361:                                              ; preds = %315, %312
  %362 = phi i32 [ %360, %315 ], [ %313, %312 ]
  %363 = phi double [ %359, %315 ], [ %303, %312 ]
  %364 = tail call i32 @llvm.nvvm.d2i.lo(double %363) #8
  %365 = icmp slt i32 %362, 1048576
  br i1 %365, label %366, label %370

366:                                              ; preds = %361
  %367 = fmul double %363, 0x4350000000000000
  %368 = tail call i32 @llvm.nvvm.d2i.lo(double %367) #8
  %369 = tail call i32 @llvm.nvvm.d2i.hi(double %367) #8
  br label %370

370:                                              ; preds = %366, %361
  %371 = phi double [ %367, %366 ], [ %363, %361 ]
  %372 = phi i32 [ %369, %366 ], [ %362, %361 ]
  %373 = phi i32 [ %368, %366 ], [ %364, %361 ]
  %374 = phi i32 [ -1077, %366 ], [ -1023, %361 ]
  %375 = add i32 %372, -1
  %376 = icmp ult i32 %375, 2146435071
  br i1 %376, label %377, label %426

377:                                              ; preds = %370
  %378 = lshr i32 %372, 20
  %379 = add nsw i32 %374, %378
  %380 = and i32 %372, 1048575
  %381 = or disjoint i32 %380, 1072693248
  %382 = tail call double @llvm.nvvm.lohi.i2d(i32 %373, i32 %381) #8
  %383 = icmp ugt i32 %381, 1073127582
  %384 = tail call i32 @llvm.nvvm.d2i.lo(double %382) #8
  %385 = tail call i32 @llvm.nvvm.d2i.hi(double %382) #8
  %386 = add i32 %385, -1048576
  %387 = tail call double @llvm.nvvm.lohi.i2d(i32 %384, i32 %386) #8
  %388 = select i1 %383, double %387, double %382
  %389 = zext i1 %383 to i32
  %390 = add nsw i32 %379, %389
  %391 = fadd double %388, -1.000000e+00
  %392 = fadd double %388, 1.000000e+00
  %393 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %392) #8
  %394 = fneg double %392
  %395 = tail call double @llvm.fma.f64(double %394, double %393, double 1.000000e+00)
  %396 = tail call double @llvm.fma.f64(double %395, double %395, double %395)
  %397 = tail call double @llvm.fma.f64(double %396, double %393, double %393)
  %398 = fmul double %391, %397
  %399 = fadd double %398, %398
  %400 = fmul double %399, %399
  %401 = tail call double @llvm.fma.f64(double %400, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %402 = tail call double @llvm.fma.f64(double %401, double %400, double 0x3EF3B2669F02676F)
  %403 = tail call double @llvm.fma.f64(double %402, double %400, double 0x3F1745CBA9AB0956)
  %404 = tail call double @llvm.fma.f64(double %403, double %400, double 0x3F3C71C72D1B5154)
  %405 = tail call double @llvm.fma.f64(double %404, double %400, double 0x3F624924923BE72D)
  %406 = tail call double @llvm.fma.f64(double %405, double %400, double 0x3F8999999999A3C4)
  %407 = tail call double @llvm.fma.f64(double %406, double %400, double 0x3FB5555555555554)
  %408 = fsub double %391, %399
  %409 = fmul double %408, 2.000000e+00
  %410 = fneg double %399
  %411 = tail call double @llvm.fma.f64(double %410, double %391, double %409)
  %412 = fmul double %397, %411
  %413 = fmul double %400, %407
  %414 = tail call double @llvm.fma.f64(double %413, double %399, double %412)
  %415 = xor i32 %390, -2147483648
  %416 = tail call double @llvm.nvvm.lohi.i2d(i32 %415, i32 1127219200) #8
  %417 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #8
  %418 = fsub double %416, %417
  %419 = tail call double @llvm.fma.f64(double %418, double 0x3FE62E42FEFA39EF, double %399)
  %420 = fneg double %418
  %421 = tail call double @llvm.fma.f64(double %420, double 0x3FE62E42FEFA39EF, double %419)
  %422 = fsub double %421, %399
  %423 = fsub double %414, %422
  %424 = tail call double @llvm.fma.f64(double %418, double 0x3C7ABC9E3B39803F, double %423)
  %425 = fadd double %419, %424
  br label %432

426:                                              ; preds = %370
  %427 = tail call double @llvm.fma.f64(double %371, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %428 = tail call i32 @llvm.nvvm.d2i.hi(double %371) #8
  %429 = and i32 %428, 2147483647
  %430 = icmp eq i32 %429, 0
  %431 = select i1 %430, double 0xFFF0000000000000, double %427
  br label %432

432:                                              ; preds = %426, %377
  %433 = phi double [ %425, %377 ], [ %431, %426 ]
  %434 = fneg double %433
  %435 = fsub double %433, %306
  %436 = select i1 %314, double %434, double %435
  br label %439

437:                                              ; preds = %264
  %438 = fadd double %302, %302
  br label %439

439:                                              ; preds = %305, %309, %432, %437
  %440 = phi double [ %438, %437 ], [ %306, %305 ], [ %436, %432 ], [ 0x7FF0000000000000, %309 ]
  %441 = fadd contract double %301, %440
  %442 = tail call i32 @llvm.nvvm.d2i.hi(double 3.000000e+00) #8
  %443 = and i32 %442, 2147483647
  %444 = tail call i32 @llvm.nvvm.d2i.lo(double 3.000000e+00) #8
  %445 = tail call double @llvm.nvvm.lohi.i2d(i32 %14, i32 %16) #8
  %446 = tail call double @llvm.nvvm.lohi.i2d(i32 %444, i32 %443) #8
  %447 = icmp ugt i32 %16, 2146435071
  %448 = icmp ugt i32 %443, 2146435071
  %449 = select i1 %447, i1 true, i1 %448
  br i1 %449, label %450, label %459

450:                                              ; preds = %439
  %451 = fcmp ord double %445, 0.000000e+00
  %452 = fcmp ord double %446, 0.000000e+00
  %453 = select i1 %451, i1 %452, i1 false
  br i1 %453, label %456, label %454

454:                                              ; preds = %450
  %455 = tail call double @llvm.nvvm.add.rn.d(double %13, double 3.000000e+00) #8
  br label %530

456:                                              ; preds = %450
  %457 = fcmp oeq double %445, 0x7FF0000000000000
  %458 = select i1 %457, double 0xFFF8000000000000, double %13
  br label %530

459:                                              ; preds = %439
  %460 = fcmp oeq double %446, 0.000000e+00
  br i1 %460, label %530, label %461

461:                                              ; preds = %459
  %462 = fcmp ult double %445, %446
  br i1 %462, label %530, label %463

463:                                              ; preds = %461
  %464 = tail call i32 @llvm.nvvm.d2i.hi(double %445) #8
  %465 = lshr i32 %464, 20
  %466 = tail call i32 @llvm.nvvm.d2i.hi(double %446) #8
  %467 = lshr i32 %466, 20
  %468 = icmp ult i32 %464, 1048576
  %469 = fmul double %445, 0x4350000000000000
  %470 = tail call i32 @llvm.nvvm.d2i.hi(double %469) #8
  %471 = lshr i32 %470, 20
  %472 = add nsw i32 %471, -54
  %473 = select i1 %468, double %469, double %445
  %474 = select i1 %468, i32 %472, i32 %465
  %475 = icmp ult i32 %466, 1048576
  %476 = fmul double %446, 0x4350000000000000
  %477 = tail call i32 @llvm.nvvm.d2i.hi(double %476) #8
  %478 = lshr i32 %477, 20
  %479 = add nsw i32 %478, -54
  %480 = select i1 %475, double %476, double %446
  %481 = select i1 %475, i32 %479, i32 %467
  %482 = bitcast double %473 to i64
  %483 = bitcast double %480 to i64
  %484 = and i64 %482, 4503599627370495
  %485 = or disjoint i64 %484, 4503599627370496
  %486 = and i64 %483, 4503599627370495
  %487 = or disjoint i64 %486, 4503599627370496
  %488 = sub nsw i32 %474, %481
  br label %489

489:                                              ; preds = %489, %463
  %490 = phi i64 [ %485, %463 ], [ %497, %489 ]
  %491 = phi i32 [ %488, %463 ], [ %498, %489 ]
  %492 = sub i64 %490, %487
  %493 = bitcast i64 %492 to double
  %494 = tail call i32 @llvm.nvvm.d2i.hi(double %493) #8
  %495 = icmp slt i32 %494, 0
  %496 = select i1 %495, i64 %490, i64 %492
  %497 = shl i64 %496, 1
  %498 = add nsw i32 %491, -1
  %499 = icmp sgt i32 %491, 0
  br i1 %499, label %489, label %500

500:                                              ; preds = %489
  %501 = and i64 %496, 9223372036854775807
  %502 = icmp eq i64 %501, 0
  br i1 %502, label %522, label %503

503:                                              ; preds = %500
  %504 = bitcast i64 %501 to double
  %505 = fmul double %504, 0x4350000000000000
  %506 = tail call i32 @llvm.nvvm.d2i.hi(double %505) #8
  %507 = lshr i32 %506, 20
  %508 = sub nsw i32 55, %507
  %509 = sub nsw i32 %481, %508
  %510 = zext nneg i32 %508 to i64
  %511 = shl i64 %501, %510
  %512 = icmp slt i32 %509, 1
  br i1 %512, label %513, label %517

513:                                              ; preds = %503
  %514 = sub nsw i32 1, %509
  %515 = zext nneg i32 %514 to i64
  %516 = lshr i64 %511, %515
  br label %522

517:                                              ; preds = %503
  %518 = add nuw nsw i32 %509, 4095
  %519 = zext nneg i32 %518 to i64
  %520 = shl i64 %519, 52
  %521 = add i64 %520, %511
  br label %522

522:                                              ; preds = %517, %513, %500
  %523 = phi i64 [ 0, %500 ], [ %516, %513 ], [ %521, %517 ]
  %524 = bitcast i64 %523 to double
  %525 = tail call i32 @llvm.nvvm.d2i.lo(double %524) #8
  %526 = tail call i32 @llvm.nvvm.d2i.hi(double %524) #8
  %527 = and i32 %15, -2147483648
  %528 = or i32 %526, %527
  %529 = tail call double @llvm.nvvm.lohi.i2d(i32 %525, i32 %528) #8
  br label %530

530:                                              ; preds = %454, %456, %459, %461, %522
  %531 = phi double [ %458, %456 ], [ %455, %454 ], [ %529, %522 ], [ %13, %461 ], [ 0xFFF8000000000000, %459 ]
  %532 = fadd contract double %441, %531
  %533 = tail call noundef i32 @llvm.nvvm.d2i.rn(double %13)
  %534 = sitofp i32 %533 to double
  %535 = fadd contract double %532, %534
  %536 = getelementptr inbounds double, ptr %1, i64 %11
  store double %535, ptr %536, align 8, !tbaa !18
  br label %537

537:                                              ; preds = %3, %530
  ret void
}

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z8int_mathPKiPxPji(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %43

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !21
  %15 = getelementptr inbounds i64, ptr %1, i64 %12
  %16 = load i64, ptr %15, align 8, !tbaa !23
  %17 = tail call noundef i64 @llvm.nvvm.mulhi.ll(i64 %16, i64 4886718345)
  %18 = tail call noundef i32 @llvm.nvvm.mulhi.i(i32 %14, i32 77)
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 %17, %19
  %21 = tail call noundef i32 @llvm.abs.i32(i32 %14, i1 false)
  %22 = sext i32 %21 to i64
  %23 = add nsw i64 %20, %22
  %24 = tail call noundef i64 @llvm.abs.i64(i64 %16, i1 false)
  %25 = add nsw i64 %23, %24
  %26 = sdiv i32 %14, 7
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 %25, %27
  %29 = srem i32 %14, 13
  %30 = sext i32 %29 to i64
  %31 = add nsw i64 %28, %30
  store i64 %31, ptr %15, align 8, !tbaa !23
  %32 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %14, i32 3)
  %33 = tail call noundef i32 @llvm.nvvm.prmt(i32 %14, i32 19088743, i32 12816)
  %34 = add i32 %32, %33
  %35 = getelementptr inbounds i32, ptr %2, i64 %12
  %36 = load i32, ptr %35, align 4, !tbaa !21
  %37 = tail call noundef i32 asm "shf.l.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %14, i32 %36, i32 5) #10, !srcloc !25
  %38 = tail call noundef i32 @llvm.nvvm.sad.i(i32 %14, i32 3, i32 0)
  %39 = tail call noundef i32 @llvm.nvvm.sad.ui(i32 5, i32 %14, i32 1)
  %40 = add i32 %34, %38
  %41 = add i32 %40, %39
  %42 = add i32 %41, %37
  store i32 %42, ptr %35, align 4, !tbaa !21
  br label %43

43:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ll(i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.sad.i(i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.sad.ui(i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rn(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rz.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %0) unnamed_addr #4 {
  %2 = alloca [5 x i64], align 8
  %3 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #8
  %4 = and i32 %3, -2147483648
  %5 = lshr i32 %3, 20
  %6 = and i32 %5, 2047
  %7 = icmp eq i32 %6, 2047
  br i1 %7, label %105, label %8

8:                                                ; preds = %1
  %9 = add nsw i32 %6, -1024
  %10 = bitcast double %0 to i64
  %11 = shl i64 %10, 11
  %12 = or i64 %11, -9223372036854775808
  %13 = lshr i32 %9, 6
  %14 = sub nsw i32 15, %13
  %15 = sub nsw i32 19, %13
  %16 = icmp ult i32 %9, 128
  %17 = select i1 %16, i32 18, i32 %15
  %18 = icmp slt i32 %14, %17
  br i1 %18, label %19, label %33

19:                                               ; preds = %8, %19
  %20 = phi i32 [ %31, %19 ], [ %14, %8 ]
  %21 = phi i64 [ %27, %19 ], [ 0, %8 ]
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds [18 x i64], ptr addrspace(1) @__cudart_i2opi_d, i64 0, i64 %22
  %24 = load i64, ptr addrspace(1) %23, align 8
  %25 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\0A\09mov.b64         {alo,ahi}, $2;    \0A\09mov.b64         {blo,bhi}, $3;    \0A\09mov.b64         {clo,chi}, $4;    \0A\09mad.lo.cc.u32   r0, alo, blo, clo;\0A\09madc.hi.cc.u32  r1, alo, blo, chi;\0A\09madc.hi.u32     r2, alo, bhi,   0;\0A\09mad.lo.cc.u32   r1, alo, bhi,  r1;\0A\09madc.hi.cc.u32  r2, ahi, blo,  r2;\0A\09madc.hi.u32     r3, ahi, bhi,   0;\0A\09mad.lo.cc.u32   r1, ahi, blo,  r1;\0A\09madc.lo.cc.u32  r2, ahi, bhi,  r2;\0A\09addc.u32        r3,  r3,   0;     \0A\09mov.b64         $0, {r0,r1};      \0A\09mov.b64         $1, {r2,r3};      \0A\09}", "=l,=l,l,l,l"(i64 %24, i64 %12, i64 %21) #9, !srcloc !26
  %26 = extractvalue { i64, i64 } %25, 0
  %27 = extractvalue { i64, i64 } %25, 1
  %28 = sub nsw i32 %20, %14
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %29
  store i64 %26, ptr %30, align 8
  %31 = add nsw i32 %20, 1
  %32 = icmp eq i32 %31, %17
  br i1 %32, label %33, label %19, !llvm.loop !27

33:                                               ; preds = %19, %8
  %34 = phi i64 [ 0, %8 ], [ %27, %19 ]
  %35 = phi i32 [ %14, %8 ], [ %17, %19 ]
  %36 = sub nsw i32 %35, %14
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %37
  store i64 %34, ptr %38, align 8
  %39 = and i32 %5, 63
  %40 = getelementptr inbounds i8, ptr %2, i64 16
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds i8, ptr %2, i64 24
  %43 = load i64, ptr %42, align 8
  %44 = icmp eq i32 %39, 0
  br i1 %44, label %57, label %45

45:                                               ; preds = %33
  %46 = sub nuw nsw i32 64, %39
  %47 = zext nneg i32 %39 to i64
  %48 = shl i64 %43, %47
  %49 = zext nneg i32 %46 to i64
  %50 = lshr i64 %41, %49
  %51 = or i64 %48, %50
  %52 = shl i64 %41, %47
  %53 = getelementptr inbounds i8, ptr %2, i64 8
  %54 = load i64, ptr %53, align 8
  %55 = lshr i64 %54, %49
  %56 = or i64 %55, %52
  br label %57

57:                                               ; preds = %45, %33
  %58 = phi i64 [ %51, %45 ], [ %43, %33 ]
  %59 = phi i64 [ %56, %45 ], [ %41, %33 ]
  %60 = lshr i64 %58, 62
  %61 = trunc nuw nsw i64 %60 to i32
  %62 = tail call i64 @llvm.fshl.i64(i64 %58, i64 %59, i64 2)
  %63 = shl i64 %59, 2
  %64 = lshr i64 %62, 63
  %65 = trunc nuw nsw i64 %64 to i32
  %66 = add nuw nsw i32 %65, %61
  %67 = icmp eq i32 %4, 0
  %68 = sub nsw i32 0, %66
  %69 = select i1 %67, i32 %66, i32 %68
  %70 = icmp sgt i64 %62, -1
  br i1 %70, label %76, label %71

71:                                               ; preds = %57
  %72 = xor i32 %4, -2147483648
  %73 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09sub.cc.u32      r0, a0, b0; \0A\09subc.cc.u32     r1, a1, b1; \0A\09subc.cc.u32     r2, a2, b2; \0A\09subc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 0, i64 0, i64 %63, i64 %62) #9, !srcloc !28
  %74 = extractvalue { i64, i64 } %73, 0
  %75 = extractvalue { i64, i64 } %73, 1
  br label %76

76:                                               ; preds = %71, %57
  %77 = phi i64 [ %75, %71 ], [ %62, %57 ]
  %78 = phi i64 [ %74, %71 ], [ %63, %57 ]
  %79 = phi i32 [ %72, %71 ], [ %4, %57 ]
  %80 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %77, i1 false)
  %81 = freeze i64 %78
  %82 = tail call i64 @llvm.fshl.i64(i64 %77, i64 %81, i64 %80)
  %83 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\0A\09mov.b64         {alo,ahi}, $2;   \0A\09mov.b64         {blo,bhi}, $3;   \0A\09mul.lo.u32      r0, alo, blo;    \0A\09mul.hi.u32      r1, alo, blo;    \0A\09mad.lo.cc.u32   r1, alo, bhi, r1;\0A\09madc.hi.u32     r2, alo, bhi,  0;\0A\09mad.lo.cc.u32   r1, ahi, blo, r1;\0A\09madc.hi.cc.u32  r2, ahi, blo, r2;\0A\09madc.hi.u32     r3, ahi, bhi,  0;\0A\09mad.lo.cc.u32   r2, ahi, bhi, r2;\0A\09addc.u32        r3, r3,  0;      \0A\09mov.b64         $0, {r0,r1};     \0A\09mov.b64         $1, {r2,r3};     \0A\09}", "=l,=l,l,l"(i64 %82, i64 -3958705157555305931) #9, !srcloc !29
  %84 = extractvalue { i64, i64 } %83, 1
  %85 = icmp sgt i64 %84, 0
  br i1 %85, label %86, label %91

86:                                               ; preds = %76
  %87 = add nuw nsw i64 %80, 1
  %88 = extractvalue { i64, i64 } %83, 0
  %89 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09add.cc.u32      r0, a0, b0; \0A\09addc.cc.u32     r1, a1, b1; \0A\09addc.cc.u32     r2, a2, b2; \0A\09addc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 %88, i64 %84, i64 %88, i64 %84) #9, !srcloc !30
  %90 = extractvalue { i64, i64 } %89, 1
  br label %91

91:                                               ; preds = %86, %76
  %92 = phi i64 [ %90, %86 ], [ %84, %76 ]
  %93 = phi i64 [ %87, %86 ], [ %80, %76 ]
  %94 = zext i32 %79 to i64
  %95 = shl nuw i64 %94, 32
  %96 = add i64 %92, 1
  %97 = lshr i64 %96, 10
  %98 = add nuw nsw i64 %97, 1
  %99 = lshr i64 %98, 1
  %100 = shl nuw nsw i64 %93, 52
  %101 = sub nsw i64 %99, %100
  %102 = add nsw i64 %101, 4602678819172646912
  %103 = or i64 %102, %95
  %104 = bitcast i64 %103 to double
  br label %105

105:                                              ; preds = %1, %91
  %106 = phi double [ %104, %91 ], [ %0, %1 ]
  %107 = phi i32 [ %69, %91 ], [ 0, %1 ]
  %108 = insertvalue { double, i32 } poison, double %106, 0
  %109 = insertvalue { double, i32 } %108, i32 %107, 1
  ret { double, i32 } %109
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.ftz.f(float) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc double @__internal_lgamma_pos(double %0) unnamed_addr #5 {
  %2 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #8
  %3 = icmp sgt i32 %2, 1074266111
  br i1 %3, label %4, label %100

4:                                                ; preds = %1
  %5 = icmp ugt i32 %2, 1075838975
  br i1 %5, label %6, label %82

6:                                                ; preds = %4
  %7 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %0) #8
  %8 = fneg double %0
  %9 = tail call double @llvm.fma.f64(double %8, double %7, double 1.000000e+00)
  %10 = tail call double @llvm.fma.f64(double %9, double %9, double %9)
  %11 = tail call double @llvm.fma.f64(double %10, double %7, double %7)
  %12 = fmul double %11, %11
  %13 = tail call double @llvm.fma.f64(double %12, double 0xBF5AC321034783F9, double 0x3F4B68B992738FBF)
  %14 = tail call double @llvm.fma.f64(double %13, double %12, double 0xBF4380D01E4F7B8C)
  %15 = tail call double @llvm.fma.f64(double %14, double %12, double 0x3F4A019FA29F7264)
  %16 = tail call double @llvm.fma.f64(double %15, double %12, double 0xBF66C16C16B2ACEC)
  %17 = tail call double @llvm.fma.f64(double %16, double %12, double 0x3FB5555555555545)
  %18 = tail call double @llvm.fma.f64(double %17, double %11, double 0x3FED67F1C864BEAE)
  %19 = icmp ult i32 %2, 2146435072
  br i1 %19, label %20, label %68

20:                                               ; preds = %6
  %21 = tail call i32 @llvm.nvvm.d2i.lo(double %0) #8
  %22 = lshr i32 %2, 20
  %23 = and i32 %2, 1048575
  %24 = or disjoint i32 %23, 1072693248
  %25 = tail call double @llvm.nvvm.lohi.i2d(i32 %21, i32 %24) #8
  %26 = icmp ugt i32 %24, 1073127582
  %27 = tail call i32 @llvm.nvvm.d2i.lo(double %25) #8
  %28 = tail call i32 @llvm.nvvm.d2i.hi(double %25) #8
  %29 = add i32 %28, -1048576
  %30 = tail call double @llvm.nvvm.lohi.i2d(i32 %27, i32 %29) #8
  %31 = select i1 %26, double %30, double %25
  %32 = select i1 %26, i32 2147482626, i32 2147482625
  %33 = add nuw i32 %32, %22
  %34 = fadd double %31, -1.000000e+00
  %35 = fadd double %31, 1.000000e+00
  %36 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %35) #8
  %37 = fneg double %35
  %38 = tail call double @llvm.fma.f64(double %37, double %36, double 1.000000e+00)
  %39 = tail call double @llvm.fma.f64(double %38, double %38, double %38)
  %40 = tail call double @llvm.fma.f64(double %39, double %36, double %36)
  %41 = fmul double %34, %40
  %42 = fadd double %41, %41
  %43 = fmul double %42, %42
  %44 = tail call double @llvm.fma.f64(double %43, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %45 = tail call double @llvm.fma.f64(double %44, double %43, double 0x3EF3B2669F02676F)
  %46 = tail call double @llvm.fma.f64(double %45, double %43, double 0x3F1745CBA9AB0956)
  %47 = tail call double @llvm.fma.f64(double %46, double %43, double 0x3F3C71C72D1B5154)
  %48 = tail call double @llvm.fma.f64(double %47, double %43, double 0x3F624924923BE72D)
  %49 = tail call double @llvm.fma.f64(double %48, double %43, double 0x3F8999999999A3C4)
  %50 = tail call double @llvm.fma.f64(double %49, double %43, double 0x3FB5555555555554)
  %51 = fsub double %34, %42
  %52 = fmul double %51, 2.000000e+00
  %53 = fneg double %42
  %54 = tail call double @llvm.fma.f64(double %53, double %34, double %52)
  %55 = fmul double %40, %54
  %56 = fmul double %43, %50
  %57 = tail call double @llvm.fma.f64(double %56, double %42, double %55)
  %58 = tail call double @llvm.nvvm.lohi.i2d(i32 %33, i32 1127219200) #8
  %59 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #8
  %60 = fsub double %58, %59
  %61 = tail call double @llvm.fma.f64(double %60, double 0x3FE62E42FEFA39EF, double %42)
  %62 = fneg double %60
  %63 = tail call double @llvm.fma.f64(double %62, double 0x3FE62E42FEFA39EF, double %61)
  %64 = fsub double %63, %42
  %65 = fsub double %57, %64
  %66 = tail call double @llvm.fma.f64(double %60, double 0x3C7ABC9E3B39803F, double %65)
  %67 = fadd double %61, %66
  br label %70

68:                                               ; preds = %6
  %69 = tail call double @llvm.fma.f64(double %0, double 0x7FF0000000000000, double 0x7FF0000000000000)
  br label %70

70:                                               ; preds = %20, %68
  %71 = phi double [ %67, %20 ], [ %69, %68 ]
  %72 = tail call i32 @llvm.nvvm.d2i.lo(double %71) #8
  %73 = tail call i32 @llvm.nvvm.d2i.hi(double %71) #8
  %74 = add i32 %73, -1048576
  %75 = tail call double @llvm.nvvm.lohi.i2d(i32 %72, i32 %74) #8
  %76 = fadd double %0, -5.000000e-01
  %77 = tail call double @llvm.fma.f64(double %75, double %76, double %18)
  %78 = tail call double @llvm.fma.f64(double %75, double %76, double %8)
  %79 = fadd double %78, %77
  %80 = fcmp oeq double %0, 0x7FF0000000000000
  %81 = select i1 %80, double %0, double %79
  br label %238

82:                                               ; preds = %4
  %83 = fadd double %0, -3.000000e+00
  %84 = tail call double @llvm.fma.f64(double %83, double 0xC0AF7040BB18FB05, double 0xC1122B7730207EF3)
  %85 = tail call double @llvm.fma.f64(double %84, double %83, double 0xC1585A0DB81DE7D0)
  %86 = tail call double @llvm.fma.f64(double %85, double %83, double 0xC18A992B8BA94677)
  %87 = tail call double @llvm.fma.f64(double %86, double %83, double 0xC1AAC5CB6957CC20)
  %88 = tail call double @llvm.fma.f64(double %87, double %83, double 0xC1BC0E2B308774BE)
  %89 = tail call double @llvm.fma.f64(double %88, double %83, double 0xC1C6BA13DCAE7F67)
  %90 = tail call double @llvm.fma.f64(double %89, double %83, double 0xC1CCF33B9C3D120C)
  %91 = fadd double %83, 0xC08FF62E0BE189FE
  %92 = tail call double @llvm.fma.f64(double %91, double %83, double 0xC10074FACE10C93F)
  %93 = tail call double @llvm.fma.f64(double %92, double %83, double 0xC151B662F8D75791)
  %94 = tail call double @llvm.fma.f64(double %93, double %83, double 0xC18EE64AB4D207F7)
  %95 = tail call double @llvm.fma.f64(double %94, double %83, double 0xC1B9051687C9951A)
  %96 = tail call double @llvm.fma.f64(double %95, double %83, double 0xC1D2B866BF0B853D)
  %97 = tail call double @llvm.fma.f64(double %96, double %83, double 0xC1D4E2130E9DC133)
  %98 = fdiv double %90, %97
  %99 = fadd double %83, %98
  br label %238

100:                                              ; preds = %1
  %101 = icmp sgt i32 %2, 1073217535
  br i1 %101, label %102, label %124

102:                                              ; preds = %100
  %103 = fadd double %0, -2.000000e+00
  %104 = tail call double @llvm.fma.f64(double %103, double 0x3E452636124338B3, double 0xBE71FA71D78C0EE2)
  %105 = tail call double @llvm.fma.f64(double %104, double %103, double 0x3E8D111F31E61306)
  %106 = tail call double @llvm.fma.f64(double %105, double %103, double 0xBEA0502BBE1B2706)
  %107 = tail call double @llvm.fma.f64(double %106, double %103, double 0x3EB06850B2970292)
  %108 = tail call double @llvm.fma.f64(double %107, double %103, double 0xBEC108474875033D)
  %109 = tail call double @llvm.fma.f64(double %108, double %103, double 0x3ED24ACCC62909DC)
  %110 = tail call double @llvm.fma.f64(double %109, double %103, double 0xBEE3CB25209E63BE)
  %111 = tail call double @llvm.fma.f64(double %110, double %103, double 0x3EF581CBBC8CDC7B)
  %112 = tail call double @llvm.fma.f64(double %111, double %103, double 0xBF078E04B85C7597)
  %113 = tail call double @llvm.fma.f64(double %112, double %103, double 0x3F1A12730CF45051)
  %114 = tail call double @llvm.fma.f64(double %113, double %103, double 0xBF2D3FD354062012)
  %115 = tail call double @llvm.fma.f64(double %114, double %103, double 0x3F40B36B0B4DE323)
  %116 = tail call double @llvm.fma.f64(double %115, double %103, double 0xBF538AC5C6D0317A)
  %117 = tail call double @llvm.fma.f64(double %116, double %103, double 0x3F67ADD6EAAB19FC)
  %118 = tail call double @llvm.fma.f64(double %117, double %103, double 0xBF7E404FC20E4D5B)
  %119 = tail call double @llvm.fma.f64(double %118, double %103, double 0x3F951322AC7DA390)
  %120 = tail call double @llvm.fma.f64(double %119, double %103, double 0xBFB13E001A5578A3)
  %121 = tail call double @llvm.fma.f64(double %120, double %103, double 0x3FD4A34CC4A60FA3)
  %122 = tail call double @llvm.fma.f64(double %121, double %103, double 0x3FDB0EE6072093CF)
  %123 = fmul double %103, %122
  br label %238

124:                                              ; preds = %100
  %125 = icmp sgt i32 %2, 1072064101
  br i1 %125, label %126, label %150

126:                                              ; preds = %124
  %127 = fsub double 1.000000e+00, %0
  %128 = tail call double @llvm.fma.f64(double %127, double 0x3F881F6D2A4C4310, double 0x3FA3EB504359EB88)
  %129 = tail call double @llvm.fma.f64(double %128, double %127, double 0x3FAE35D8DEB06317)
  %130 = tail call double @llvm.fma.f64(double %129, double %127, double 0x3FAED469A8B6ECCE)
  %131 = tail call double @llvm.fma.f64(double %130, double %127, double 0x3FACC1B1C357BEFE)
  %132 = tail call double @llvm.fma.f64(double %131, double %127, double 0x3FAD7154DB67F79F)
  %133 = tail call double @llvm.fma.f64(double %132, double %127, double 0x3FAFCC622CF2F7BB)
  %134 = tail call double @llvm.fma.f64(double %133, double %127, double 0x3FB11747A4D1CC43)
  %135 = tail call double @llvm.fma.f64(double %134, double %127, double 0x3FB24CE16A21B8AC)
  %136 = tail call double @llvm.fma.f64(double %135, double %127, double 0x3FB3B1C21A7BCB00)
  %137 = tail call double @llvm.fma.f64(double %136, double %127, double 0x3FB556723452ED57)
  %138 = tail call double @llvm.fma.f64(double %137, double %127, double 0x3FB748C00891544F)
  %139 = tail call double @llvm.fma.f64(double %138, double %127, double 0x3FB9A0207808CF40)
  %140 = tail call double @llvm.fma.f64(double %139, double %127, double 0x3FBC80673B8AE26B)
  %141 = tail call double @llvm.fma.f64(double %140, double %127, double 0x3FC010B364B7E555)
  %142 = tail call double @llvm.fma.f64(double %141, double %127, double 0x3FC2703A1D239658)
  %143 = tail call double @llvm.fma.f64(double %142, double %127, double 0x3FC5B40CB1137E6E)
  %144 = tail call double @llvm.fma.f64(double %143, double %127, double 0x3FCA8B9C17AC4F03)
  %145 = tail call double @llvm.fma.f64(double %144, double %127, double 0x3FD151322AC7CB52)
  %146 = tail call double @llvm.fma.f64(double %145, double %127, double 0x3FD9A4D55BEAB1D4)
  %147 = tail call double @llvm.fma.f64(double %146, double %127, double 0x3FEA51A6625307D6)
  %148 = tail call double @llvm.fma.f64(double %147, double %127, double 0x3FE2788CFC6FB619)
  %149 = fmul double %127, %148
  br label %238

150:                                              ; preds = %124
  %151 = tail call double @llvm.fma.f64(double %0, double 0xBE7844988BFE6590, double 0x3EA7B77CEB0625E8)
  %152 = tail call double @llvm.fma.f64(double %151, double %0, double 0xBE998C69C8710CC4)
  %153 = tail call double @llvm.fma.f64(double %152, double %0, double 0xBEF6527A5A11CF6E)
  %154 = tail call double @llvm.fma.f64(double %153, double %0, double 0x3F20EC2950B1B5DE)
  %155 = tail call double @llvm.fma.f64(double %154, double %0, double 0xBF2C4D80C24BA278)
  %156 = tail call double @llvm.fma.f64(double %155, double %0, double 0xBF5315B4E8CC0D09)
  %157 = tail call double @llvm.fma.f64(double %156, double %0, double 0x3F7D917F15D50020)
  %158 = tail call double @llvm.fma.f64(double %157, double %0, double 0xBF83B4ABB41CB6FA)
  %159 = tail call double @llvm.fma.f64(double %158, double %0, double 0xBFA59AF1275B7120)
  %160 = tail call double @llvm.fma.f64(double %159, double %0, double 0x3FC5512321A168A0)
  %161 = tail call double @llvm.fma.f64(double %160, double %0, double 0xBFA5815E8FDCE74C)
  %162 = tail call double @llvm.fma.f64(double %161, double %0, double 0xBFE4FCF4026ADD1A)
  %163 = tail call double @llvm.fma.f64(double %162, double %0, double 0x3FE2788CFC6FB5C8)
  %164 = fmul double %163, %0
  %165 = tail call double @llvm.fma.f64(double %164, double %0, double %0)
  %166 = tail call i32 @llvm.nvvm.d2i.hi(double %165) #8
  %167 = tail call i32 @llvm.nvvm.d2i.lo(double %165) #8
  %168 = icmp slt i32 %166, 1048576
  br i1 %168, label %169, label %173

169:                                              ; preds = %150
  %170 = fmul double %165, 0x4350000000000000
  %171 = tail call i32 @llvm.nvvm.d2i.lo(double %170) #8
  %172 = tail call i32 @llvm.nvvm.d2i.hi(double %170) #8
  br label %173

173:                                              ; preds = %169, %150
  %174 = phi double [ %170, %169 ], [ %165, %150 ]
  %175 = phi i32 [ %172, %169 ], [ %166, %150 ]
  %176 = phi i32 [ %171, %169 ], [ %167, %150 ]
  %177 = phi i32 [ -1077, %169 ], [ -1023, %150 ]
  %178 = add i32 %175, -1
  %179 = icmp ult i32 %178, 2146435071
  br i1 %179, label %180, label %229

180:                                              ; preds = %173
  %181 = lshr i32 %175, 20
  %182 = add nsw i32 %177, %181
  %183 = and i32 %175, 1048575
  %184 = or disjoint i32 %183, 1072693248
  %185 = tail call double @llvm.nvvm.lohi.i2d(i32 %176, i32 %184) #8
  %186 = icmp ugt i32 %184, 1073127582
  %187 = tail call i32 @llvm.nvvm.d2i.lo(double %185) #8
  %188 = tail call i32 @llvm.nvvm.d2i.hi(double %185) #8
  %189 = add i32 %188, -1048576
  %190 = tail call double @llvm.nvvm.lohi.i2d(i32 %187, i32 %189) #8
  %191 = select i1 %186, double %190, double %185
  %192 = zext i1 %186 to i32
  %193 = add nsw i32 %182, %192
  %194 = fadd double %191, -1.000000e+00
  %195 = fadd double %191, 1.000000e+00
  %196 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %195) #8
  %197 = fneg double %195
  %198 = tail call double @llvm.fma.f64(double %197, double %196, double 1.000000e+00)
  %199 = tail call double @llvm.fma.f64(double %198, double %198, double %198)
  %200 = tail call double @llvm.fma.f64(double %199, double %196, double %196)
  %201 = fmul double %194, %200
  %202 = fadd double %201, %201
  %203 = fmul double %202, %202
  %204 = tail call double @llvm.fma.f64(double %203, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %205 = tail call double @llvm.fma.f64(double %204, double %203, double 0x3EF3B2669F02676F)
  %206 = tail call double @llvm.fma.f64(double %205, double %203, double 0x3F1745CBA9AB0956)
  %207 = tail call double @llvm.fma.f64(double %206, double %203, double 0x3F3C71C72D1B5154)
  %208 = tail call double @llvm.fma.f64(double %207, double %203, double 0x3F624924923BE72D)
  %209 = tail call double @llvm.fma.f64(double %208, double %203, double 0x3F8999999999A3C4)
  %210 = tail call double @llvm.fma.f64(double %209, double %203, double 0x3FB5555555555554)
  %211 = fsub double %194, %202
  %212 = fmul double %211, 2.000000e+00
  %213 = fneg double %202
  %214 = tail call double @llvm.fma.f64(double %213, double %194, double %212)
  %215 = fmul double %200, %214
  %216 = fmul double %203, %210
  %217 = tail call double @llvm.fma.f64(double %216, double %202, double %215)
  %218 = xor i32 %193, -2147483648
  %219 = tail call double @llvm.nvvm.lohi.i2d(i32 %218, i32 1127219200) #8
  %220 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #8
  %221 = fsub double %219, %220
  %222 = tail call double @llvm.fma.f64(double %221, double 0x3FE62E42FEFA39EF, double %202)
  %223 = fneg double %221
  %224 = tail call double @llvm.fma.f64(double %223, double 0x3FE62E42FEFA39EF, double %222)
  %225 = fsub double %224, %202
  %226 = fsub double %217, %225
  %227 = tail call double @llvm.fma.f64(double %221, double 0x3C7ABC9E3B39803F, double %226)
  %228 = fadd double %222, %227
  br label %235

229:                                              ; preds = %173
  %230 = tail call double @llvm.fma.f64(double %174, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %231 = tail call i32 @llvm.nvvm.d2i.hi(double %174) #8
  %232 = and i32 %231, 2147483647
  %233 = icmp eq i32 %232, 0
  %234 = select i1 %233, double 0xFFF0000000000000, double %230
  br label %235

235:                                              ; preds = %180, %229
  %236 = phi double [ %228, %180 ], [ %234, %229 ]
  %237 = fneg double %236
  br label %238

238:                                              ; preds = %102, %235, %126, %70, %82
  %239 = phi double [ %81, %70 ], [ %99, %82 ], [ %123, %102 ], [ %149, %126 ], [ %237, %235 ]
  ret double %239
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.round.d(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #7

attributes #0 = { norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind }
attributes #9 = { nounwind memory(none) }
attributes #10 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6}
!llvm.ident = !{!7, !8}
!nvvmir.version = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z10float_mathPKfPfi, !"kernel", i32 1}
!5 = !{ptr @_Z11double_mathPKdPdi, !"kernel", i32 1}
!6 = !{ptr @_Z8int_mathPKiPxPji, !"kernel", i32 1}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!9 = !{i32 2, i32 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 33416, i32 33420, i32 33465, i32 33510}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.count", i32 1}
!17 = !{i32 21584}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !12, i64 0}
!20 = !{i32 150900}
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !12, i64 0}
!23 = !{!24, !24, i64 0}
!24 = !{!"long long", !12, i64 0}
!25 = !{i64 6046799}
!26 = !{i32 157355, i32 157359, i32 157428, i32 157476, i32 157524, i32 157572, i32 157620, i32 157668, i32 157716, i32 157764, i32 157812, i32 157860, i32 157908, i32 157956, i32 158004, i32 158052, i32 158100}
!27 = distinct !{!27, !16}
!28 = !{i32 155089, i32 155093, i32 155164, i32 155206, i32 155248, i32 155290, i32 155332, i32 155374, i32 155416, i32 155458, i32 155500, i32 155542, i32 155584}
!29 = !{i32 156130, i32 156134, i32 156193, i32 156240, i32 156287, i32 156334, i32 156381, i32 156428, i32 156475, i32 156522, i32 156569, i32 156616, i32 156663, i32 156710, i32 156757, i32 156804}
!30 = !{i32 153891, i32 153895, i32 153966, i32 154008, i32 154050, i32 154092, i32 154134, i32 154176, i32 154218, i32 154260, i32 154302, i32 154344, i32 154386}
