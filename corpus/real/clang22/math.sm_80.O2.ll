; nvverify-generator: clang-22.1.8 target=sm_80 opt=O2 source=clang19/src/math.cu
; ModuleID = 'math.cu'
source_filename = "math.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__cudart_i2opi_f = internal unnamed_addr addrspace(1) constant [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4
@__cudart_i2opi_d = internal unnamed_addr addrspace(1) constant [18 x i64] [i64 7780917995555872008, i64 4397547296490951402, i64 8441921394348257659, i64 5712322887342352941, i64 7869616827067468215, i64 -1211730484530615009, i64 2303758334597371919, i64 -7168499653074671557, i64 4148332274289687028, i64 -1613291254968254911, i64 -1692731182770600828, i64 -135693905287338178, i64 452944820249399836, i64 -5249950069107600672, i64 -121206125134887583, i64 -2638381946312093631, i64 -277156292786332224, i64 -6703182060581546711], align 8
@__cudart_sin_cos_coeffs = internal unnamed_addr addrspace(1) constant [16 x double] [double 0xBE5AE5F12CB0D246, double 0x3EC71DE369ACE392, double 0xBF2A01A019DB62A1, double 0x3F81111111110818, double 0xBFC5555555555554, double 0.000000e+00, double 0.000000e+00, double 0xBDA8FF8320FD8164, double 0x3E21EEA7C1EF8528, double 0xBE927E4F8E06E6D9, double 0x3EFA01A019DDBCE9, double 0xBF56C16C16C15D47, double 0x3FA5555555555551, double -5.000000e-01, double 1.000000e+00, double 0.000000e+00], align 16

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10float_mathPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [7 x i32], align 4
  %5 = alloca [7 x i32], align 4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %437

12:                                               ; preds = %3
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  %16 = fmul float %15, 0x3FE45F3060000000
  %17 = tail call i32 @llvm.nvvm.f2i.rn(float %16) #10
  %18 = sitofp i32 %17 to float
  %19 = tail call float @llvm.fma.f32(float %18, float 0xBFF921FB40000000, float %15)
  %20 = tail call float @llvm.fma.f32(float %18, float 0xBE74442D00000000, float %19)
  %21 = tail call float @llvm.fma.f32(float %18, float 0xBCF84698A0000000, float %20)
  %22 = tail call float @llvm.nvvm.fabs.f32(float %15)
  %23 = fcmp ult float %22, 1.056150e+05
  br i1 %23, label %92, label %24

24:                                               ; preds = %12
  %25 = fcmp oeq float %22, 0x7FF0000000000000
  br i1 %25, label %26, label %28

26:                                               ; preds = %24
  %27 = tail call float @llvm.nvvm.mul.rn.f(float %15, float 0.000000e+00) #10
  br label %92

28:                                               ; preds = %24
  %29 = bitcast float %15 to i32
  %30 = shl i32 %29, 8
  %31 = or i32 %30, -2147483648
  br label %32

32:                                               ; preds = %28, %32
  %33 = phi i32 [ 0, %28 ], [ %42, %32 ]
  %34 = phi i32 [ 0, %28 ], [ %40, %32 ]
  %35 = zext nneg i32 %33 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspace(1) @__cudart_i2opi_f, i64 %35
  %37 = load i32, ptr addrspace(1) %36, align 4
  %38 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %37, i32 %31, i32 %34) #11, !srcloc !13
  %39 = extractvalue { i32, i32 } %38, 0
  %40 = extractvalue { i32, i32 } %38, 1
  %41 = getelementptr inbounds nuw i32, ptr %5, i64 %35
  store i32 %39, ptr %41, align 4
  %42 = add nuw nsw i32 %33, 1
  %43 = icmp eq i32 %42, 6
  br i1 %43, label %44, label %32, !llvm.loop !14

44:                                               ; preds = %32
  %45 = lshr i32 %29, 23
  %46 = and i32 %45, 224
  %47 = add nsw i32 %46, -128
  %48 = lshr exact i32 %47, 5
  %49 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 %40, ptr %49, align 4
  %50 = sub nsw i32 6, %48
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %5, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = sub nsw i32 5, %48
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %5, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = freeze i32 %57
  %59 = and i32 %29, 260046848
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %67, label %61

61:                                               ; preds = %44
  %62 = sub nsw i32 4, %48
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %5, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = tail call i32 @llvm.fshl.i32(i32 %58, i32 %65, i32 %45)
  br label %67

67:                                               ; preds = %61, %44
  %68 = phi i32 [ %66, %61 ], [ %58, %44 ]
  %69 = tail call i32 @llvm.fshl.i32(i32 %53, i32 %58, i32 %45)
  %70 = lshr i32 %69, 30
  %71 = tail call i32 @llvm.fshl.i32(i32 %69, i32 %68, i32 2)
  %72 = shl i32 %68, 2
  %73 = lshr i32 %71, 31
  %74 = add nuw nsw i32 %73, %70
  %75 = sub nsw i32 0, %74
  %76 = icmp slt i32 %29, 0
  %77 = select i1 %76, i32 %75, i32 %74
  %78 = xor i32 %71, %29
  %79 = ashr i32 %71, 31
  %80 = xor i32 %79, %71
  %81 = xor i32 %79, %72
  %82 = zext i32 %80 to i64
  %83 = shl nuw i64 %82, 32
  %84 = zext i32 %81 to i64
  %85 = or disjoint i64 %83, %84
  %86 = sitofp i64 %85 to double
  %87 = fmul double %86, 0x3BF921FB54442D19
  %88 = fptrunc double %87 to float
  %89 = fneg float %88
  %90 = icmp slt i32 %78, 0
  %91 = select i1 %90, float %89, float %88
  br label %92

92:                                               ; preds = %12, %26, %67
  %93 = phi i32 [ %17, %12 ], [ 0, %26 ], [ %77, %67 ]
  %94 = phi float [ %21, %12 ], [ %27, %26 ], [ %91, %67 ]
  %95 = tail call float @llvm.nvvm.mul.rn.f(float %94, float %94) #10
  %96 = and i32 %93, 1
  %97 = icmp eq i32 %96, 0
  %98 = select i1 %97, float %94, float 1.000000e+00
  %99 = tail call float @llvm.fma.f32(float %95, float %98, float 0.000000e+00)
  %100 = tail call float @llvm.fma.f32(float %95, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %101 = select i1 %97, float 0xBF29A82A60000000, float %100
  %102 = select i1 %97, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %103 = tail call float @llvm.fma.f32(float %101, float %95, float %102)
  %104 = select i1 %97, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %105 = tail call float @llvm.fma.f32(float %103, float %95, float %104)
  %106 = tail call float @llvm.fma.f32(float %105, float %99, float %98)
  %107 = and i32 %93, 2
  %108 = icmp eq i32 %107, 0
  %109 = fsub float 0.000000e+00, %106
  %110 = select i1 %108, float %106, float %109
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  br i1 %23, label %179, label %111

111:                                              ; preds = %92
  %112 = fcmp oeq float %22, 0x7FF0000000000000
  br i1 %112, label %113, label %115

113:                                              ; preds = %111
  %114 = tail call float @llvm.nvvm.mul.rn.f(float %15, float 0.000000e+00) #10
  br label %179

115:                                              ; preds = %111
  %116 = bitcast float %15 to i32
  %117 = shl i32 %116, 8
  %118 = or i32 %117, -2147483648
  br label %119

119:                                              ; preds = %115, %119
  %120 = phi i32 [ 0, %115 ], [ %129, %119 ]
  %121 = phi i32 [ 0, %115 ], [ %127, %119 ]
  %122 = zext nneg i32 %120 to i64
  %123 = getelementptr inbounds nuw i32, ptr addrspace(1) @__cudart_i2opi_f, i64 %122
  %124 = load i32, ptr addrspace(1) %123, align 4
  %125 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %124, i32 %118, i32 %121) #11, !srcloc !13
  %126 = extractvalue { i32, i32 } %125, 0
  %127 = extractvalue { i32, i32 } %125, 1
  %128 = getelementptr inbounds nuw i32, ptr %4, i64 %122
  store i32 %126, ptr %128, align 4
  %129 = add nuw nsw i32 %120, 1
  %130 = icmp eq i32 %129, 6
  br i1 %130, label %131, label %119, !llvm.loop !14

131:                                              ; preds = %119
  %132 = lshr i32 %116, 23
  %133 = and i32 %132, 224
  %134 = add nsw i32 %133, -128
  %135 = lshr exact i32 %134, 5
  %136 = getelementptr inbounds nuw i8, ptr %4, i64 24
  store i32 %127, ptr %136, align 4
  %137 = sub nsw i32 6, %135
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i32, ptr %4, i64 %138
  %140 = load i32, ptr %139, align 4
  %141 = sub nsw i32 5, %135
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds i32, ptr %4, i64 %142
  %144 = load i32, ptr %143, align 4
  %145 = freeze i32 %144
  %146 = and i32 %116, 260046848
  %147 = icmp eq i32 %146, 0
  br i1 %147, label %154, label %148

148:                                              ; preds = %131
  %149 = sub nsw i32 4, %135
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds i32, ptr %4, i64 %150
  %152 = load i32, ptr %151, align 4
  %153 = tail call i32 @llvm.fshl.i32(i32 %145, i32 %152, i32 %132)
  br label %154

154:                                              ; preds = %148, %131
  %155 = phi i32 [ %153, %148 ], [ %145, %131 ]
  %156 = tail call i32 @llvm.fshl.i32(i32 %140, i32 %145, i32 %132)
  %157 = lshr i32 %156, 30
  %158 = tail call i32 @llvm.fshl.i32(i32 %156, i32 %155, i32 2)
  %159 = shl i32 %155, 2
  %160 = lshr i32 %158, 31
  %161 = add nuw nsw i32 %160, %157
  %162 = sub nsw i32 0, %161
  %163 = icmp slt i32 %116, 0
  %164 = select i1 %163, i32 %162, i32 %161
  %165 = xor i32 %158, %116
  %166 = ashr i32 %158, 31
  %167 = xor i32 %166, %158
  %168 = xor i32 %166, %159
  %169 = zext i32 %167 to i64
  %170 = shl nuw i64 %169, 32
  %171 = zext i32 %168 to i64
  %172 = or disjoint i64 %170, %171
  %173 = sitofp i64 %172 to double
  %174 = fmul double %173, 0x3BF921FB54442D19
  %175 = fptrunc double %174 to float
  %176 = fneg float %175
  %177 = icmp slt i32 %165, 0
  %178 = select i1 %177, float %176, float %175
  br label %179

179:                                              ; preds = %92, %113, %154
  %180 = phi i32 [ %17, %92 ], [ 0, %113 ], [ %164, %154 ]
  %181 = phi float [ %21, %92 ], [ %114, %113 ], [ %178, %154 ]
  %182 = add i32 %180, 1
  %183 = tail call float @llvm.nvvm.mul.rn.f(float %181, float %181) #10
  %184 = and i32 %180, 1
  %185 = icmp eq i32 %184, 0
  %186 = select i1 %185, float 1.000000e+00, float %181
  %187 = tail call float @llvm.fma.f32(float %183, float %186, float 0.000000e+00)
  %188 = tail call float @llvm.fma.f32(float %183, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %189 = select i1 %185, float %188, float 0xBF29A82A60000000
  %190 = select i1 %185, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %191 = tail call float @llvm.fma.f32(float %189, float %183, float %190)
  %192 = select i1 %185, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %193 = tail call float @llvm.fma.f32(float %191, float %183, float %192)
  %194 = tail call float @llvm.fma.f32(float %193, float %187, float %186)
  %195 = and i32 %182, 2
  %196 = icmp eq i32 %195, 0
  %197 = fsub float 0.000000e+00, %194
  %198 = select i1 %196, float %194, float %197
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  %199 = fmul contract float %110, %198
  %200 = fneg contract float %15
  %201 = fmul contract float %15, %200
  %202 = tail call float @llvm.fma.f32(float %201, float 0x3F777313A0000000, float 5.000000e-01)
  %203 = tail call float @llvm.nvvm.saturate.f(float %202) #10
  %204 = tail call float @llvm.nvvm.fma.rm.f(float %203, float 2.520000e+02, float 0x4168000020000000) #10
  %205 = fadd float %204, 0xC168000FE0000000
  %206 = fneg float %205
  %207 = tail call float @llvm.fma.f32(float %201, float 0x3FF7154760000000, float %206)
  %208 = tail call float @llvm.fma.f32(float %201, float 0x3E54AE0C00000000, float %207)
  %209 = bitcast float %204 to i32
  %210 = shl i32 %209, 23
  %211 = bitcast i32 %210 to float
  %212 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %208)
  %213 = fmul float %212, %211
  %214 = fadd contract float %213, %199
  %215 = fadd contract float %22, 1.000000e+00
  %216 = fcmp olt float %215, 0x3810000000000000
  %217 = fmul float %215, 0x4160000000000000
  %218 = select i1 %216, float %217, float %215
  %219 = select i1 %216, float -2.300000e+01, float 0.000000e+00
  %220 = bitcast float %218 to i32
  %221 = add i32 %220, -1059760811
  %222 = and i32 %221, -8388608
  %223 = sub i32 %220, %222
  %224 = bitcast i32 %223 to float
  %225 = sitofp i32 %222 to float
  %226 = tail call float @llvm.fma.f32(float %225, float 0x3E80000000000000, float %219)
  %227 = fadd float %224, -1.000000e+00
  %228 = tail call float @llvm.fma.f32(float %227, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %229 = tail call float @llvm.fma.f32(float %228, float %227, float 0xBFBF19B980000000)
  %230 = tail call float @llvm.fma.f32(float %229, float %227, float 0x3FC1E52AA0000000)
  %231 = tail call float @llvm.fma.f32(float %230, float %227, float 0xBFC55B1720000000)
  %232 = tail call float @llvm.fma.f32(float %231, float %227, float 0x3FC99DA160000000)
  %233 = tail call float @llvm.fma.f32(float %232, float %227, float 0xBFCFFFE440000000)
  %234 = tail call float @llvm.fma.f32(float %233, float %227, float 0x3FD5554F00000000)
  %235 = tail call float @llvm.fma.f32(float %234, float %227, float -5.000000e-01)
  %236 = fmul float %227, %235
  %237 = tail call float @llvm.fma.f32(float %236, float %227, float %227)
  %238 = tail call float @llvm.fma.f32(float %226, float 0x3FE62E4300000000, float %237)
  %239 = icmp ugt i32 %220, 2139095039
  %240 = tail call float @llvm.fma.f32(float %218, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %241 = select i1 %239, float %240, float %238
  %242 = fcmp oeq float %218, 0.000000e+00
  %243 = select i1 %242, float 0xFFF0000000000000, float %241
  %244 = fadd contract float %243, %214
  %245 = tail call float @llvm.nvvm.fabs.f32(float %22)
  %246 = fcmp olt float %245, 0x3810000000000000
  %247 = fmul float %245, 0x4170000000000000
  %248 = select i1 %246, float %247, float %245
  %249 = select i1 %246, float -2.400000e+01, float 0.000000e+00
  %250 = bitcast float %248 to i32
  %251 = add i32 %250, -1060439283
  %252 = and i32 %251, -8388608
  %253 = sub i32 %250, %252
  %254 = bitcast i32 %253 to float
  %255 = sitofp i32 %252 to float
  %256 = tail call float @llvm.fma.f32(float %255, float 0x3E80000000000000, float %249)
  %257 = fadd float %254, -1.000000e+00
  %258 = fadd float %254, 1.000000e+00
  %259 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %258) #11, !srcloc !16
  %260 = fmul float %257, 2.000000e+00
  %261 = fmul float %260, %259
  %262 = fmul float %261, %261
  %263 = fsub float %257, %261
  %264 = fmul float %263, 2.000000e+00
  %265 = fneg float %261
  %266 = tail call float @llvm.fma.f32(float %265, float %257, float %264)
  %267 = tail call float @llvm.nvvm.mul.rn.f(float %259, float %266) #10
  %268 = tail call float @llvm.fma.f32(float %262, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %269 = tail call float @llvm.fma.f32(float %268, float %262, float 0x3F92776E60000000)
  %270 = tail call float @llvm.fma.f32(float %269, float %262, float 0x3FBEC709E0000000)
  %271 = tail call float @llvm.nvvm.mul.rn.f(float %270, float %262) #10
  %272 = tail call float @llvm.fma.f32(float %261, float 0x3FF7154760000000, float %256)
  %273 = fsub float %256, %272
  %274 = tail call float @llvm.fma.f32(float %261, float 0x3FF7154760000000, float %273)
  %275 = tail call float @llvm.fma.f32(float %267, float 0x3FF7154760000000, float %274)
  %276 = tail call float @llvm.fma.f32(float %261, float 0x3E54ABC680000000, float %275)
  %277 = fmul float %271, 3.000000e+00
  %278 = tail call float @llvm.fma.f32(float %277, float %267, float %276)
  %279 = tail call float @llvm.fma.f32(float %271, float %261, float %278)
  %280 = tail call float @llvm.nvvm.add.rn.f(float %272, float %279) #10
  %281 = fneg float %272
  %282 = tail call float @llvm.nvvm.add.rn.f(float %280, float %281) #10
  %283 = fneg float %282
  %284 = tail call float @llvm.nvvm.add.rn.f(float %279, float %283) #10
  %285 = tail call float @llvm.nvvm.mul.rn.f(float %280, float 1.500000e+00) #10
  %286 = fneg float %285
  %287 = tail call float @llvm.fma.f32(float %280, float 1.500000e+00, float %286)
  %288 = tail call float @llvm.fma.f32(float %284, float 1.500000e+00, float %287)
  %289 = tail call float @llvm.nvvm.round.f(float %285) #10
  %290 = fsub float %285, %289
  %291 = fadd float %290, %288
  %292 = tail call float @llvm.fma.f32(float %291, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %293 = tail call float @llvm.fma.f32(float %292, float %291, float 0x3F83B30AC0000000)
  %294 = tail call float @llvm.fma.f32(float %293, float %291, float 0x3FAC6AF760000000)
  %295 = tail call float @llvm.fma.f32(float %294, float %291, float 0x3FCEBFBD80000000)
  %296 = tail call float @llvm.fma.f32(float %295, float %291, float 0x3FE62E4300000000)
  %297 = tail call float @llvm.fma.f32(float %296, float %291, float 1.000000e+00)
  %298 = fptosi float %289 to i32
  %299 = fcmp ogt float %289, 0.000000e+00
  %300 = select i1 %299, i32 0, i32 -2097152000
  %301 = add nsw i32 %300, 2130706432
  %302 = bitcast i32 %301 to float
  %303 = fmul float %297, %302
  %304 = shl i32 %298, 23
  %305 = sub i32 %304, %300
  %306 = bitcast i32 %305 to float
  %307 = fmul float %303, %306
  %308 = tail call float @llvm.nvvm.fabs.f32(float %285)
  %309 = fcmp ogt float %308, 1.520000e+02
  %310 = fcmp olt float %285, 0.000000e+00
  %311 = select i1 %310, float 0.000000e+00, float 0x7FF0000000000000
  %312 = select i1 %309, float %311, float %307
  %313 = fcmp oeq float %22, 1.000000e+00
  br i1 %313, label %328, label %314

314:                                              ; preds = %179
  %315 = fcmp uno float %245, 0.000000e+00
  br i1 %315, label %316, label %318

316:                                              ; preds = %314
  %317 = tail call float @llvm.nvvm.add.rn.f(float %22, float 1.500000e+00) #10
  br label %328

318:                                              ; preds = %314
  %319 = fcmp oeq float %22, 0.000000e+00
  %320 = fcmp oeq float %245, 0x7FF0000000000000
  %321 = select i1 %319, i1 true, i1 %320
  br i1 %321, label %322, label %325

322:                                              ; preds = %318
  %323 = fadd float %22, %22
  %324 = tail call float @llvm.fabs.f32(float %323)
  br label %328

325:                                              ; preds = %318
  %326 = fcmp olt float %22, 0.000000e+00
  br i1 %326, label %327, label %328

327:                                              ; preds = %325
  br label %328

328:                                              ; preds = %179, %316, %322, %325, %327
  %329 = phi float [ 1.000000e+00, %179 ], [ %317, %316 ], [ %324, %322 ], [ %312, %325 ], [ 0x7FFFFFFFE0000000, %327 ]
  %330 = fadd contract float %244, %329
  %331 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %22) #10
  %332 = fmul float %15, %15
  %333 = fadd contract float %332, 1.000000e+00
  %334 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %333)
  %335 = fadd contract float %331, %334
  %336 = fcmp oge float %22, 0x3FF00C1FC0000000
  %337 = select i1 %336, float %22, float %332
  %338 = select i1 %336, float 0x3F1D698740000000, float 0x3F163D2D40000000
  %339 = select i1 %336, float 0xBF55C00B60000000, float 0xBF4AE9A400000000
  %340 = tail call float @llvm.fma.f32(float %338, float %337, float %339)
  %341 = select i1 %336, float 0x3F813233E0000000, float 0x3F755ABD40000000
  %342 = tail call float @llvm.fma.f32(float %340, float %337, float %341)
  %343 = select i1 %336, float 0xBFA49B3340000000, float 0xBF9B837CE0000000
  %344 = tail call float @llvm.fma.f32(float %342, float %337, float %343)
  %345 = select i1 %336, float 0x3FC46AA320000000, float 0x3FBCE315E0000000
  %346 = tail call float @llvm.fma.f32(float %344, float %337, float %345)
  %347 = select i1 %336, float 0x3FED369F20000000, float 0xBFD8127580000000
  %348 = tail call float @llvm.fma.f32(float %346, float %337, float %347)
  %349 = select i1 %336, float 0x3FE4214280000000, float 0x3FC06EBA60000000
  %350 = tail call float @llvm.fma.f32(float %348, float %337, float %349)
  %351 = fneg float %337
  %352 = select i1 %336, float %351, float %15
  %353 = tail call float @llvm.fma.f32(float %350, float %352, float %352)
  br i1 %336, label %357, label %354

354:                                              ; preds = %328
  %355 = bitcast float %15 to i32
  %356 = and i32 %355, -2147483648
  br label %365

357:                                              ; preds = %328
  %358 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %353)
  %359 = fsub float 1.000000e+00, %358
  %360 = bitcast float %359 to i32
  %361 = bitcast float %15 to i32
  %362 = and i32 %361, -2147483648
  %363 = or i32 %362, %360
  %364 = bitcast i32 %363 to float
  br label %365

365:                                              ; preds = %354, %357
  %366 = phi i32 [ %356, %354 ], [ %362, %357 ]
  %367 = phi float [ %353, %354 ], [ %364, %357 ]
  %368 = fadd contract float %335, %367
  %369 = fmul float %22, 0x4007154760000000
  %370 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %369)
  %371 = fadd float %370, 1.000000e+00
  %372 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %371) #11, !srcloc !16
  %373 = tail call float @llvm.fma.f32(float %372, float -2.000000e+00, float 1.000000e+00)
  %374 = fcmp oge float %22, 0x4022059680000000
  %375 = select i1 %374, float 1.000000e+00, float %373
  %376 = bitcast float %375 to i32
  %377 = or i32 %366, %376
  %378 = bitcast i32 %377 to float
  %379 = tail call float @llvm.fma.f32(float %332, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %380 = tail call float @llvm.fma.f32(float %379, float %332, float 0x3FC10B2820000000)
  %381 = tail call float @llvm.fma.f32(float %380, float %332, float 0xBFD5553DA0000000)
  %382 = tail call float @llvm.fma.f32(float %381, float %332, float 0.000000e+00)
  %383 = tail call float @llvm.fma.f32(float %382, float %15, float %15)
  %384 = fcmp oge float %22, 0x3FE3333340000000
  %385 = select i1 %384, float %378, float %383
  %386 = fadd contract float %368, %385
  %387 = fadd float %22, 2.000000e+00
  %388 = fcmp ord float %387, 0.000000e+00
  %389 = fcmp ogt float %22, 2.000000e+00
  %390 = tail call float @llvm.minnum.f32(float %22, float 2.000000e+00)
  %391 = tail call float @llvm.maxnum.f32(float %22, float 2.000000e+00)
  %392 = fdiv float %390, %391
  %393 = tail call float @llvm.nvvm.mul.rn.f(float %392, float %392) #10
  %394 = tail call float @llvm.fma.f32(float %393, float 0xBFEA58FD40000000, float 0xC016B31060000000)
  %395 = tail call float @llvm.fma.f32(float %394, float %393, float 0xC01A4320E0000000)
  %396 = fmul float %393, %395
  %397 = fmul float %392, %396
  %398 = fadd float %393, 0x4026ABB800000000
  %399 = tail call float @llvm.fma.f32(float %398, float %393, float 0x403CD7AC00000000)
  %400 = tail call float @llvm.fma.f32(float %399, float %393, float 0x4033B25900000000)
  %401 = fdiv float 1.000000e+00, %400
  %402 = tail call float @llvm.fma.f32(float %397, float %401, float %392)
  %403 = fsub float 0x3FF921FB60000000, %402
  %404 = select i1 %389, float %403, float %402
  %405 = bitcast float %404 to i32
  %406 = or i32 %366, %405
  %407 = bitcast i32 %406 to float
  %408 = select i1 %388, float %407, float %387
  %409 = fadd contract float %408, %386
  %410 = fadd contract float %330, %409
  %411 = fmul float %15, 0x3FF7154760000000
  %412 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %411)
  %413 = tail call noundef float @llvm.nvvm.div.approx.f(float %15, float 3.000000e+00)
  %414 = fadd contract float %412, %413
  %415 = tail call noundef float @llvm.nvvm.sin.approx.f(float %15) #10
  %416 = fadd contract float %414, %415
  %417 = tail call noundef float @llvm.nvvm.saturate.f(float %15)
  %418 = fadd contract float %417, %416
  %419 = tail call noundef float @llvm.fma.f32(float %15, float %15, float 1.000000e+00)
  %420 = fadd contract float %419, %418
  %421 = fadd contract float %420, %410
  %422 = tail call noundef float @llvm.floor.f32(float %15)
  %423 = tail call noundef float @llvm.ceil.f32(float %15)
  %424 = fadd contract float %422, %423
  %425 = tail call float @llvm.copysign.f32(float 5.000000e-01, float %15)
  %426 = tail call float @llvm.nvvm.add.rz.f(float %15, float %425) #10
  %427 = tail call noundef float @llvm.trunc.f32(float %426)
  %428 = fadd contract float %424, %427
  %429 = tail call noundef float @llvm.trunc.f32(float %15)
  %430 = fadd contract float %429, %428
  %431 = tail call noundef float @llvm.minnum.f32(float %15, float 0.000000e+00)
  %432 = fadd contract float %431, %430
  %433 = tail call noundef float @llvm.maxnum.f32(float %15, float 1.000000e+00)
  %434 = fadd contract float %433, %432
  %435 = fadd contract float %434, %421
  %436 = getelementptr inbounds float, ptr %1, i64 %13
  store float %435, ptr %436, align 4, !tbaa !11
  br label %437

437:                                              ; preds = %3, %365
  ret void
}

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11double_mathPKdPdi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %540

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !17
  %14 = tail call i32 @llvm.nvvm.d2i.lo(double %13) #10
  %15 = tail call i32 @llvm.nvvm.d2i.hi(double %13) #10
  %16 = and i32 %15, 2147483647
  %17 = icmp eq i32 %16, 2146435072
  %18 = icmp eq i32 %14, 0
  %19 = select i1 %17, i1 %18, i1 false
  br i1 %19, label %20, label %22

20:                                               ; preds = %10
  %21 = tail call double @llvm.nvvm.mul.rn.d(double %13, double 0.000000e+00) #10
  br label %36

22:                                               ; preds = %10
  %23 = fmul double %13, 0x3FE45F306DC9C883
  %24 = tail call i32 @llvm.nvvm.d2i.rn(double %23) #10
  %25 = sitofp i32 %24 to double
  %26 = fneg double %25
  %27 = tail call double @llvm.fma.f64(double %26, double 0x3FF921FB54442D18, double %13)
  %28 = tail call double @llvm.fma.f64(double %26, double 0x3C91A62633145C00, double %27)
  %29 = tail call double @llvm.fma.f64(double %26, double 0x397B839A252049C0, double %28)
  %30 = tail call double @llvm.nvvm.fabs.f64(double %13)
  %31 = fcmp ult double %30, 0x41E0000000000000
  br i1 %31, label %36, label %32

32:                                               ; preds = %22
  %33 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %13) #10
  %34 = extractvalue { double, i32 } %33, 0
  %35 = extractvalue { double, i32 } %33, 1
  br label %36

36:                                               ; preds = %20, %22, %32
  %37 = phi double [ %21, %20 ], [ %34, %32 ], [ %29, %22 ]
  %38 = phi i32 [ 0, %20 ], [ %35, %32 ], [ %24, %22 ]
  %39 = and i32 %38, 1
  %40 = shl nuw nsw i32 %39, 3
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %41
  %43 = tail call double @llvm.nvvm.mul.rn.d(double %37, double %37) #10
  %44 = icmp eq i32 %39, 0
  %45 = select i1 %44, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %46 = load double, ptr addrspace(1) %42, align 16
  %47 = tail call double @llvm.fma.f64(double %45, double %43, double %46)
  %48 = getelementptr inbounds nuw i8, ptr addrspace(1) %42, i64 8
  %49 = load double, ptr addrspace(1) %48, align 8
  %50 = tail call double @llvm.fma.f64(double %47, double %43, double %49)
  %51 = getelementptr inbounds nuw i8, ptr addrspace(1) %42, i64 16
  %52 = load double, ptr addrspace(1) %51, align 16
  %53 = tail call double @llvm.fma.f64(double %50, double %43, double %52)
  %54 = getelementptr inbounds nuw i8, ptr addrspace(1) %42, i64 24
  %55 = load double, ptr addrspace(1) %54, align 8
  %56 = tail call double @llvm.fma.f64(double %53, double %43, double %55)
  %57 = getelementptr inbounds nuw i8, ptr addrspace(1) %42, i64 32
  %58 = load double, ptr addrspace(1) %57, align 16
  %59 = tail call double @llvm.fma.f64(double %56, double %43, double %58)
  %60 = getelementptr inbounds nuw i8, ptr addrspace(1) %42, i64 40
  %61 = load double, ptr addrspace(1) %60, align 8
  %62 = tail call double @llvm.fma.f64(double %59, double %43, double %61)
  %63 = tail call double @llvm.fma.f64(double %62, double %37, double %37)
  %64 = tail call double @llvm.fma.f64(double %62, double %43, double 1.000000e+00)
  %65 = select i1 %44, double %63, double %64
  %66 = and i32 %38, 2
  %67 = icmp eq i32 %66, 0
  %68 = fsub double 0.000000e+00, %65
  %69 = select i1 %67, double %65, double %68
  %70 = tail call double @llvm.fma.f64(double %13, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %71 = tail call i32 @llvm.nvvm.d2i.lo(double %70) #10
  %72 = tail call double @llvm.nvvm.add.rn.d(double %70, double 0xC338000000000000) #10
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
  %86 = tail call i32 @llvm.nvvm.d2i.lo(double %85) #10
  %87 = tail call i32 @llvm.nvvm.d2i.hi(double %85) #10
  %88 = shl i32 %71, 20
  %89 = add i32 %87, %88
  %90 = tail call double @llvm.nvvm.lohi.i2d(i32 %86, i32 %89) #10
  %91 = bitcast i32 %15 to float
  %92 = tail call float @llvm.nvvm.fabs.f32(float %91)
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
  %103 = tail call double @llvm.nvvm.lohi.i2d(i32 %86, i32 %102) #10
  %104 = sub nsw i32 %71, %100
  %105 = shl i32 %104, 20
  %106 = add nsw i32 %105, 1072693248
  %107 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %106) #10
  %108 = fmul double %107, %103
  br label %109

109:                                              ; preds = %36, %94, %99
  %110 = phi double [ %90, %36 ], [ %108, %99 ], [ %97, %94 ]
  %111 = fadd contract double %69, %110
  %112 = tail call double @llvm.nvvm.fabs.f64(double %13)
  %113 = tail call i32 @llvm.nvvm.d2i.hi(double %112) #10
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
  %137 = tail call i32 @llvm.nvvm.d2i.hi(double %136) #10
  %138 = tail call i32 @llvm.nvvm.d2i.lo(double %136) #10
  %139 = icmp slt i32 %137, 1048576
  br i1 %139, label %140, label %144

140:                                              ; preds = %135
  %141 = fmul double %136, 0x4350000000000000
  %142 = tail call i32 @llvm.nvvm.d2i.lo(double %141) #10
  %143 = tail call i32 @llvm.nvvm.d2i.hi(double %141) #10
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
  %156 = tail call double @llvm.nvvm.lohi.i2d(i32 %147, i32 %155) #10
  %157 = icmp samesign ugt i32 %155, 1073127582
  %158 = tail call i32 @llvm.nvvm.d2i.lo(double %156) #10
  %159 = tail call i32 @llvm.nvvm.d2i.hi(double %156) #10
  %160 = add i32 %159, -1048576
  %161 = tail call double @llvm.nvvm.lohi.i2d(i32 %158, i32 %160) #10
  %162 = select i1 %157, double %161, double %156
  %163 = zext i1 %157 to i32
  %164 = add nsw i32 %153, %163
  %165 = fadd double %162, -1.000000e+00
  %166 = fadd double %162, 1.000000e+00
  %167 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %166) #10
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
  %190 = tail call double @llvm.nvvm.lohi.i2d(i32 %189, i32 1127219200) #10
  %191 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #10
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
  %202 = tail call i32 @llvm.nvvm.d2i.hi(double %145) #10
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
  %212 = icmp samesign ult i32 %16, 2146435072
  %213 = select i1 %211, i1 %212, i1 false
  br i1 %213, label %214, label %266

214:                                              ; preds = %206
  %215 = lshr i32 %16, 20
  %216 = icmp eq i32 %215, 0
  br i1 %216, label %217, label %223

217:                                              ; preds = %214
  %218 = tail call double @llvm.nvvm.lohi.i2d(i32 %14, i32 %16) #10
  %219 = fmul double %218, 0x4350000000000000
  %220 = tail call i32 @llvm.nvvm.d2i.hi(double %219) #10
  %221 = lshr i32 %220, 20
  %222 = tail call i32 @llvm.nvvm.d2i.lo(double %219) #10
  br label %223

223:                                              ; preds = %217, %214
  %224 = phi i32 [ %222, %217 ], [ %14, %214 ]
  %225 = phi i32 [ %220, %217 ], [ %16, %214 ]
  %226 = phi i32 [ %221, %217 ], [ %215, %214 ]
  %227 = phi i32 [ -18, %217 ], [ 0, %214 ]
  %228 = add nsw i32 %226, -1022
  %229 = sitofp i32 %228 to float
  %230 = fmul float %229, 0x3FD5555560000000
  %231 = tail call i32 @llvm.nvvm.f2i.rn(float %230) #10
  %232 = mul i32 %231, -3145728
  %233 = add i32 %232, %225
  %234 = tail call double @llvm.nvvm.lohi.i2d(i32 %224, i32 %233) #10
  %235 = fptrunc double %234 to float
  %236 = tail call float @llvm.nvvm.lg2.approx.ftz.f(float %235) #10
  %237 = fmul float %236, 0x3FD5555560000000
  %238 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %237)
  %239 = fpext float %238 to double
  %240 = fmul double %239, %239
  %241 = tail call i32 @llvm.nvvm.d2i.lo(double %240) #10
  %242 = tail call i32 @llvm.nvvm.d2i.hi(double %240) #10
  %243 = add i32 %242, 1048576
  %244 = tail call double @llvm.nvvm.lohi.i2d(i32 %241, i32 %243) #10
  %245 = tail call double @llvm.fma.f64(double %244, double %239, double %234)
  %246 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %245) #10
  %247 = fneg double %245
  %248 = tail call double @llvm.fma.f64(double %247, double %246, double 1.000000e+00)
  %249 = tail call double @llvm.fma.f64(double %248, double %248, double %248)
  %250 = tail call double @llvm.fma.f64(double %249, double %246, double %246)
  %251 = fneg double %239
  %252 = tail call double @llvm.fma.f64(double %240, double %251, double %234)
  %253 = fmul double %252, %250
  %254 = tail call double @llvm.fma.f64(double %239, double %253, double %239)
  %255 = tail call i32 @llvm.nvvm.d2i.lo(double %254) #10
  %256 = tail call i32 @llvm.nvvm.d2i.hi(double %254) #10
  %257 = add i32 %231, %227
  %258 = shl i32 %257, 20
  %259 = add nsw i32 %256, %258
  %260 = tail call double @llvm.nvvm.lohi.i2d(i32 %255, i32 %259) #10
  %261 = tail call i32 @llvm.nvvm.d2i.lo(double %260) #10
  %262 = tail call i32 @llvm.nvvm.d2i.hi(double %260) #10
  %263 = and i32 %15, -2147483648
  %264 = or i32 %262, %263
  %265 = tail call double @llvm.nvvm.lohi.i2d(i32 %261, i32 %264) #10
  br label %268

266:                                              ; preds = %206
  %267 = fadd double %13, %13
  br label %268

268:                                              ; preds = %223, %266
  %269 = phi double [ %265, %223 ], [ %267, %266 ]
  %270 = fadd contract double %210, %269
  %271 = tail call noundef double @llvm.fma.f64(double %13, double %13, double 1.000000e+00)
  %272 = fadd contract double %271, %270
  %273 = bitcast double %112 to i64
  %274 = tail call i64 @llvm.umin.i64(i64 %273, i64 4611686018427387904) #10
  %275 = bitcast i64 %274 to double
  %276 = tail call i64 @llvm.umax.i64(i64 %273, i64 4611686018427387904) #10
  %277 = bitcast i64 %276 to double
  %278 = tail call i32 @llvm.nvvm.d2i.hi(double %277) #10
  %279 = and i32 %278, -4194304
  %280 = sub i32 2144337920, %279
  %281 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %280) #10
  %282 = fmul double %281, %275
  %283 = fmul double %281, %277
  %284 = fmul double %282, %282
  %285 = tail call double @llvm.fma.f64(double %283, double %283, double %284)
  %286 = tail call double @llvm.minnum.f64(double %285, double 0x7FEFFFFFFFFFFFFF)
  %287 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %286) #11, !srcloc !19
  %288 = tail call double @llvm.nvvm.mul.rn.d(double %287, double %287) #10
  %289 = fneg double %288
  %290 = tail call double @llvm.fma.f64(double %286, double %289, double 1.000000e+00)
  %291 = tail call double @llvm.fma.f64(double %290, double 3.750000e-01, double 5.000000e-01)
  %292 = tail call double @llvm.nvvm.mul.rn.d(double %290, double %287) #10
  %293 = tail call double @llvm.fma.f64(double %291, double %292, double %287)
  %294 = fmul double %285, %293
  %295 = or disjoint i32 %279, 1048576
  %296 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %295) #10
  %297 = fmul double %296, %294
  %298 = fcmp oeq double %275, 0.000000e+00
  %299 = select i1 %298, double %277, double %297
  %300 = tail call i32 @llvm.nvvm.d2i.hi(double %275) #10
  %301 = tail call i32 @llvm.nvvm.d2i.hi(double 0x7FF0000000000000) #10
  %302 = icmp ult i32 %300, %301
  %303 = select i1 %302, double %299, double %275
  %304 = fadd contract double %272, %303
  %305 = fadd contract double %112, 2.000000e+00
  %306 = tail call double @llvm.nvvm.fabs.f64(double %305)
  %307 = fcmp uno double %306, 0.000000e+00
  br i1 %307, label %440, label %308

308:                                              ; preds = %268
  %309 = tail call fastcc double @__internal_lgamma_pos(double %306)
  %310 = tail call i32 @llvm.nvvm.d2i.hi(double %305) #10
  %311 = icmp slt i32 %310, 0
  br i1 %311, label %312, label %442

312:                                              ; preds = %308
  %313 = tail call double @llvm.trunc.f64(double %306)
  %314 = fcmp oeq double %306, %313
  br i1 %314, label %442, label %315

315:                                              ; preds = %312
  %316 = tail call i32 @llvm.nvvm.d2i.hi(double %306) #10
  %317 = icmp slt i32 %316, 1006632960
  br i1 %317, label %364, label %318

318:                                              ; preds = %315
  %319 = tail call i32 @llvm.nvvm.d2i.lo(double %306) #10
  %320 = add nuw i32 %316, 1048576
  %321 = tail call double @llvm.nvvm.lohi.i2d(i32 %319, i32 %320) #10
  %322 = tail call double @llvm.nvvm.round.d(double %321) #10
  %323 = fptosi double %322 to i64
  %324 = trunc i64 %323 to i32
  %325 = fneg double %322
  %326 = tail call double @llvm.fma.f64(double %325, double 5.000000e-01, double %306)
  %327 = fmul double %326, 0x3CA1A62633145C07
  %328 = tail call double @llvm.fma.f64(double %326, double 0x400921FB54442D18, double %327)
  %329 = and i32 %324, 1
  %330 = shl nuw nsw i32 %329, 3
  %331 = zext nneg i32 %330 to i64
  %332 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %331
  %333 = tail call double @llvm.nvvm.mul.rn.d(double %328, double %328) #10
  %334 = icmp eq i32 %329, 0
  %335 = select i1 %334, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %336 = load double, ptr addrspace(1) %332, align 16
  %337 = tail call double @llvm.fma.f64(double %335, double %333, double %336)
  %338 = getelementptr inbounds nuw i8, ptr addrspace(1) %332, i64 8
  %339 = load double, ptr addrspace(1) %338, align 8
  %340 = tail call double @llvm.fma.f64(double %337, double %333, double %339)
  %341 = getelementptr inbounds nuw i8, ptr addrspace(1) %332, i64 16
  %342 = load double, ptr addrspace(1) %341, align 16
  %343 = tail call double @llvm.fma.f64(double %340, double %333, double %342)
  %344 = getelementptr inbounds nuw i8, ptr addrspace(1) %332, i64 24
  %345 = load double, ptr addrspace(1) %344, align 8
  %346 = tail call double @llvm.fma.f64(double %343, double %333, double %345)
  %347 = getelementptr inbounds nuw i8, ptr addrspace(1) %332, i64 32
  %348 = load double, ptr addrspace(1) %347, align 16
  %349 = tail call double @llvm.fma.f64(double %346, double %333, double %348)
  %350 = getelementptr inbounds nuw i8, ptr addrspace(1) %332, i64 40
  %351 = load double, ptr addrspace(1) %350, align 8
  %352 = tail call double @llvm.fma.f64(double %349, double %333, double %351)
  %353 = tail call double @llvm.fma.f64(double %352, double %328, double %328)
  %354 = tail call double @llvm.fma.f64(double %352, double %333, double 1.000000e+00)
  %355 = select i1 %334, double %353, double %354
  %356 = and i32 %324, 2
  %357 = icmp eq i32 %356, 0
  %358 = fsub double 0.000000e+00, %355
  %359 = select i1 %357, double %355, double %358
  %360 = tail call double @llvm.nvvm.fabs.f64(double %359)
  %361 = fmul double %306, %360
  %362 = fdiv double 0x400921FB54442D18, %361
  %363 = tail call i32 @llvm.nvvm.d2i.hi(double %362) #10
  br label %364

364:                                              ; preds = %318, %315
  %365 = phi i32 [ %363, %318 ], [ %316, %315 ]
  %366 = phi double [ %362, %318 ], [ %306, %315 ]
  %367 = tail call i32 @llvm.nvvm.d2i.lo(double %366) #10
  %368 = icmp slt i32 %365, 1048576
  br i1 %368, label %369, label %373

369:                                              ; preds = %364
  %370 = fmul double %366, 0x4350000000000000
  %371 = tail call i32 @llvm.nvvm.d2i.lo(double %370) #10
  %372 = tail call i32 @llvm.nvvm.d2i.hi(double %370) #10
  br label %373

373:                                              ; preds = %369, %364
  %374 = phi double [ %370, %369 ], [ %366, %364 ]
  %375 = phi i32 [ %372, %369 ], [ %365, %364 ]
  %376 = phi i32 [ %371, %369 ], [ %367, %364 ]
  %377 = phi i32 [ -1077, %369 ], [ -1023, %364 ]
  %378 = add i32 %375, -1
  %379 = icmp ult i32 %378, 2146435071
  br i1 %379, label %380, label %429

380:                                              ; preds = %373
  %381 = lshr i32 %375, 20
  %382 = add nsw i32 %377, %381
  %383 = and i32 %375, 1048575
  %384 = or disjoint i32 %383, 1072693248
  %385 = tail call double @llvm.nvvm.lohi.i2d(i32 %376, i32 %384) #10
  %386 = icmp samesign ugt i32 %384, 1073127582
  %387 = tail call i32 @llvm.nvvm.d2i.lo(double %385) #10
  %388 = tail call i32 @llvm.nvvm.d2i.hi(double %385) #10
  %389 = add i32 %388, -1048576
  %390 = tail call double @llvm.nvvm.lohi.i2d(i32 %387, i32 %389) #10
  %391 = select i1 %386, double %390, double %385
  %392 = zext i1 %386 to i32
  %393 = add nsw i32 %382, %392
  %394 = fadd double %391, -1.000000e+00
  %395 = fadd double %391, 1.000000e+00
  %396 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %395) #10
  %397 = fneg double %395
  %398 = tail call double @llvm.fma.f64(double %397, double %396, double 1.000000e+00)
  %399 = tail call double @llvm.fma.f64(double %398, double %398, double %398)
  %400 = tail call double @llvm.fma.f64(double %399, double %396, double %396)
  %401 = fmul double %394, %400
  %402 = fadd double %401, %401
  %403 = fmul double %402, %402
  %404 = tail call double @llvm.fma.f64(double %403, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %405 = tail call double @llvm.fma.f64(double %404, double %403, double 0x3EF3B2669F02676F)
  %406 = tail call double @llvm.fma.f64(double %405, double %403, double 0x3F1745CBA9AB0956)
  %407 = tail call double @llvm.fma.f64(double %406, double %403, double 0x3F3C71C72D1B5154)
  %408 = tail call double @llvm.fma.f64(double %407, double %403, double 0x3F624924923BE72D)
  %409 = tail call double @llvm.fma.f64(double %408, double %403, double 0x3F8999999999A3C4)
  %410 = tail call double @llvm.fma.f64(double %409, double %403, double 0x3FB5555555555554)
  %411 = fsub double %394, %402
  %412 = fmul double %411, 2.000000e+00
  %413 = fneg double %402
  %414 = tail call double @llvm.fma.f64(double %413, double %394, double %412)
  %415 = fmul double %400, %414
  %416 = fmul double %403, %410
  %417 = tail call double @llvm.fma.f64(double %416, double %402, double %415)
  %418 = xor i32 %393, -2147483648
  %419 = tail call double @llvm.nvvm.lohi.i2d(i32 %418, i32 1127219200) #10
  %420 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #10
  %421 = fsub double %419, %420
  %422 = tail call double @llvm.fma.f64(double %421, double 0x3FE62E42FEFA39EF, double %402)
  %423 = fneg double %421
  %424 = tail call double @llvm.fma.f64(double %423, double 0x3FE62E42FEFA39EF, double %422)
  %425 = fsub double %424, %402
  %426 = fsub double %417, %425
  %427 = tail call double @llvm.fma.f64(double %421, double 0x3C7ABC9E3B39803F, double %426)
  %428 = fadd double %422, %427
  br label %435

429:                                              ; preds = %373
  %430 = tail call double @llvm.fma.f64(double %374, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %431 = tail call i32 @llvm.nvvm.d2i.hi(double %374) #10
  %432 = and i32 %431, 2147483647
  %433 = icmp eq i32 %432, 0
  %434 = select i1 %433, double 0xFFF0000000000000, double %430
  br label %435

435:                                              ; preds = %429, %380
  %436 = phi double [ %428, %380 ], [ %434, %429 ]
  %437 = fneg double %436
  %438 = fsub double %436, %309
  %439 = select i1 %317, double %437, double %438
  br label %442

440:                                              ; preds = %268
  %441 = fadd double %305, %305
  br label %442

442:                                              ; preds = %308, %312, %435, %440
  %443 = phi double [ %441, %440 ], [ %309, %308 ], [ %439, %435 ], [ 0x7FF0000000000000, %312 ]
  %444 = fadd contract double %304, %443
  %445 = tail call i32 @llvm.nvvm.d2i.hi(double 3.000000e+00) #10
  %446 = and i32 %445, 2147483647
  %447 = tail call i32 @llvm.nvvm.d2i.lo(double 3.000000e+00) #10
  %448 = tail call double @llvm.nvvm.lohi.i2d(i32 %14, i32 %16) #10
  %449 = tail call double @llvm.nvvm.lohi.i2d(i32 %447, i32 %446) #10
  %450 = icmp samesign ugt i32 %16, 2146435071
  %451 = icmp samesign ugt i32 %446, 2146435071
  %452 = select i1 %450, i1 true, i1 %451
  br i1 %452, label %453, label %462

453:                                              ; preds = %442
  %454 = fcmp ord double %448, 0.000000e+00
  %455 = fcmp ord double %449, 0.000000e+00
  %456 = select i1 %454, i1 %455, i1 false
  br i1 %456, label %459, label %457

457:                                              ; preds = %453
  %458 = tail call double @llvm.nvvm.add.rn.d(double %13, double 3.000000e+00) #10
  br label %533

459:                                              ; preds = %453
  %460 = fcmp oeq double %448, 0x7FF0000000000000
  %461 = select i1 %460, double 0xFFF8000000000000, double %13
  br label %533

462:                                              ; preds = %442
  %463 = fcmp oeq double %449, 0.000000e+00
  br i1 %463, label %533, label %464

464:                                              ; preds = %462
  %465 = fcmp ult double %448, %449
  br i1 %465, label %533, label %466

466:                                              ; preds = %464
  %467 = tail call i32 @llvm.nvvm.d2i.hi(double %448) #10
  %468 = lshr i32 %467, 20
  %469 = tail call i32 @llvm.nvvm.d2i.hi(double %449) #10
  %470 = lshr i32 %469, 20
  %471 = icmp eq i32 %468, 0
  %472 = fmul double %448, 0x4350000000000000
  %473 = tail call i32 @llvm.nvvm.d2i.hi(double %472) #10
  %474 = lshr i32 %473, 20
  %475 = add nsw i32 %474, -54
  %476 = select i1 %471, double %472, double %448
  %477 = select i1 %471, i32 %475, i32 %468
  %478 = icmp eq i32 %470, 0
  %479 = fmul double %449, 0x4350000000000000
  %480 = tail call i32 @llvm.nvvm.d2i.hi(double %479) #10
  %481 = lshr i32 %480, 20
  %482 = add nsw i32 %481, -54
  %483 = select i1 %478, double %479, double %449
  %484 = select i1 %478, i32 %482, i32 %470
  %485 = bitcast double %476 to i64
  %486 = bitcast double %483 to i64
  %487 = and i64 %485, 4503599627370495
  %488 = or disjoint i64 %487, 4503599627370496
  %489 = and i64 %486, 4503599627370495
  %490 = or disjoint i64 %489, 4503599627370496
  %491 = sub nsw i32 %477, %484
  br label %492

492:                                              ; preds = %492, %466
  %493 = phi i64 [ %488, %466 ], [ %500, %492 ]
  %494 = phi i32 [ %491, %466 ], [ %501, %492 ]
  %495 = sub i64 %493, %490
  %496 = bitcast i64 %495 to double
  %497 = tail call i32 @llvm.nvvm.d2i.hi(double %496) #10
  %498 = icmp slt i32 %497, 0
  %499 = select i1 %498, i64 %493, i64 %495
  %500 = shl i64 %499, 1
  %501 = add nsw i32 %494, -1
  %502 = icmp sgt i32 %494, 0
  br i1 %502, label %492, label %503

503:                                              ; preds = %492
  %504 = and i64 %499, 9223372036854775807
  %505 = icmp eq i64 %504, 0
  br i1 %505, label %525, label %506

506:                                              ; preds = %503
  %507 = bitcast i64 %504 to double
  %508 = fmul double %507, 0x4350000000000000
  %509 = tail call i32 @llvm.nvvm.d2i.hi(double %508) #10
  %510 = lshr i32 %509, 20
  %511 = sub nsw i32 55, %510
  %512 = sub nsw i32 %484, %511
  %513 = zext nneg i32 %511 to i64
  %514 = shl i64 %504, %513
  %515 = icmp slt i32 %512, 1
  br i1 %515, label %516, label %520

516:                                              ; preds = %506
  %517 = sub nsw i32 1, %512
  %518 = zext nneg i32 %517 to i64
  %519 = lshr i64 %514, %518
  br label %525

520:                                              ; preds = %506
  %521 = add nuw nsw i32 %512, 4095
  %522 = zext nneg i32 %521 to i64
  %523 = shl i64 %522, 52
  %524 = add i64 %523, %514
  br label %525

525:                                              ; preds = %520, %516, %503
  %526 = phi i64 [ 0, %503 ], [ %519, %516 ], [ %524, %520 ]
  %527 = bitcast i64 %526 to double
  %528 = tail call i32 @llvm.nvvm.d2i.lo(double %527) #10
  %529 = tail call i32 @llvm.nvvm.d2i.hi(double %527) #10
  %530 = and i32 %15, -2147483648
  %531 = or i32 %529, %530
  %532 = tail call double @llvm.nvvm.lohi.i2d(i32 %528, i32 %531) #10
  br label %533

533:                                              ; preds = %457, %459, %462, %464, %525
  %534 = phi double [ %458, %457 ], [ %461, %459 ], [ %13, %464 ], [ %532, %525 ], [ 0xFFF8000000000000, %462 ]
  %535 = fadd contract double %444, %534
  %536 = tail call noundef i32 @llvm.nvvm.d2i.rn(double %13)
  %537 = sitofp i32 %536 to double
  %538 = fadd contract double %535, %537
  %539 = getelementptr inbounds double, ptr %1, i64 %11
  store double %538, ptr %539, align 8, !tbaa !17
  br label %540

540:                                              ; preds = %3, %533
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z8int_mathPKiPxPji(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %43

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = getelementptr inbounds i64, ptr %1, i64 %12
  %16 = load i64, ptr %15, align 8, !tbaa !20
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
  store i64 %31, ptr %15, align 8, !tbaa !20
  %32 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %14, i32 3)
  %33 = tail call noundef i32 @llvm.nvvm.prmt(i32 %14, i32 19088743, i32 12816)
  %34 = add i32 %32, %33
  %35 = getelementptr inbounds i32, ptr %2, i64 %12
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = tail call noundef i32 asm "shf.l.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %14, i32 %36, i32 5) #12, !srcloc !22
  %38 = tail call noundef i32 @llvm.nvvm.sad.i(i32 %14, i32 3, i32 0)
  %39 = tail call noundef i32 @llvm.nvvm.sad.ui(i32 5, i32 %14, i32 1)
  %40 = add i32 %34, %38
  %41 = add i32 %40, %39
  %42 = add i32 %41, %37
  store i32 %42, ptr %35, align 4, !tbaa !6
  br label %43

43:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #2

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
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #3

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
  %3 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #10
  %4 = and i32 %3, -2147483648
  %5 = lshr i32 %3, 20
  %6 = and i32 %5, 2047
  %7 = icmp eq i32 %6, 2047
  br i1 %7, label %104, label %8

8:                                                ; preds = %1
  %9 = add nsw i32 %6, -1024
  %10 = bitcast double %0 to i64
  %11 = shl i64 %10, 11
  %12 = or i64 %11, -9223372036854775808
  %13 = lshr i32 %9, 6
  %14 = sub nsw i32 15, %13
  %15 = sub nsw i32 19, %13
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 18) #10
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %18, label %32

18:                                               ; preds = %8, %18
  %19 = phi i32 [ %30, %18 ], [ %14, %8 ]
  %20 = phi i64 [ %26, %18 ], [ 0, %8 ]
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds i64, ptr addrspace(1) @__cudart_i2opi_d, i64 %21
  %23 = load i64, ptr addrspace(1) %22, align 8
  %24 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\0A\09mov.b64         {alo,ahi}, $2;    \0A\09mov.b64         {blo,bhi}, $3;    \0A\09mov.b64         {clo,chi}, $4;    \0A\09mad.lo.cc.u32   r0, alo, blo, clo;\0A\09madc.hi.cc.u32  r1, alo, blo, chi;\0A\09madc.hi.u32     r2, alo, bhi,   0;\0A\09mad.lo.cc.u32   r1, alo, bhi,  r1;\0A\09madc.hi.cc.u32  r2, ahi, blo,  r2;\0A\09madc.hi.u32     r3, ahi, bhi,   0;\0A\09mad.lo.cc.u32   r1, ahi, blo,  r1;\0A\09madc.lo.cc.u32  r2, ahi, bhi,  r2;\0A\09addc.u32        r3,  r3,   0;     \0A\09mov.b64         $0, {r0,r1};      \0A\09mov.b64         $1, {r2,r3};      \0A\09}", "=l,=l,l,l,l"(i64 %23, i64 %12, i64 %20) #11, !srcloc !23
  %25 = extractvalue { i64, i64 } %24, 0
  %26 = extractvalue { i64, i64 } %24, 1
  %27 = sub nsw i32 %19, %14
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i64, ptr %2, i64 %28
  store i64 %25, ptr %29, align 8
  %30 = add nsw i32 %19, 1
  %31 = icmp eq i32 %30, %16
  br i1 %31, label %32, label %18, !llvm.loop !24

32:                                               ; preds = %18, %8
  %33 = phi i64 [ 0, %8 ], [ %26, %18 ]
  %34 = phi i32 [ %14, %8 ], [ %16, %18 ]
  %35 = sub nsw i32 %34, %14
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i64, ptr %2, i64 %36
  store i64 %33, ptr %37, align 8
  %38 = and i32 %5, 63
  %39 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %40 = load i64, ptr %39, align 8
  %41 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %42 = load i64, ptr %41, align 8
  %43 = icmp eq i32 %38, 0
  br i1 %43, label %56, label %44

44:                                               ; preds = %32
  %45 = sub nuw nsw i32 64, %38
  %46 = zext nneg i32 %38 to i64
  %47 = shl i64 %42, %46
  %48 = zext nneg i32 %45 to i64
  %49 = lshr i64 %40, %48
  %50 = or i64 %47, %49
  %51 = shl i64 %40, %46
  %52 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %53 = load i64, ptr %52, align 8
  %54 = lshr i64 %53, %48
  %55 = or i64 %54, %51
  br label %56

56:                                               ; preds = %44, %32
  %57 = phi i64 [ %50, %44 ], [ %42, %32 ]
  %58 = phi i64 [ %55, %44 ], [ %40, %32 ]
  %59 = lshr i64 %57, 62
  %60 = trunc nuw nsw i64 %59 to i32
  %61 = tail call i64 @llvm.fshl.i64(i64 %57, i64 %58, i64 2)
  %62 = shl i64 %58, 2
  %63 = lshr i64 %61, 63
  %64 = trunc nuw nsw i64 %63 to i32
  %65 = add nuw nsw i32 %64, %60
  %66 = icmp eq i32 %4, 0
  %67 = sub nsw i32 0, %65
  %68 = select i1 %66, i32 %65, i32 %67
  %69 = icmp sgt i64 %61, -1
  br i1 %69, label %75, label %70

70:                                               ; preds = %56
  %71 = xor i32 %4, -2147483648
  %72 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09sub.cc.u32      r0, a0, b0; \0A\09subc.cc.u32     r1, a1, b1; \0A\09subc.cc.u32     r2, a2, b2; \0A\09subc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 0, i64 0, i64 %62, i64 %61) #11, !srcloc !25
  %73 = extractvalue { i64, i64 } %72, 0
  %74 = extractvalue { i64, i64 } %72, 1
  br label %75

75:                                               ; preds = %70, %56
  %76 = phi i64 [ %74, %70 ], [ %61, %56 ]
  %77 = phi i64 [ %73, %70 ], [ %62, %56 ]
  %78 = phi i32 [ %71, %70 ], [ %4, %56 ]
  %79 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %76, i1 false)
  %80 = freeze i64 %77
  %81 = tail call i64 @llvm.fshl.i64(i64 %76, i64 %80, i64 %79)
  %82 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\0A\09mov.b64         {alo,ahi}, $2;   \0A\09mov.b64         {blo,bhi}, $3;   \0A\09mul.lo.u32      r0, alo, blo;    \0A\09mul.hi.u32      r1, alo, blo;    \0A\09mad.lo.cc.u32   r1, alo, bhi, r1;\0A\09madc.hi.u32     r2, alo, bhi,  0;\0A\09mad.lo.cc.u32   r1, ahi, blo, r1;\0A\09madc.hi.cc.u32  r2, ahi, blo, r2;\0A\09madc.hi.u32     r3, ahi, bhi,  0;\0A\09mad.lo.cc.u32   r2, ahi, bhi, r2;\0A\09addc.u32        r3, r3,  0;      \0A\09mov.b64         $0, {r0,r1};     \0A\09mov.b64         $1, {r2,r3};     \0A\09}", "=l,=l,l,l"(i64 %81, i64 -3958705157555305931) #11, !srcloc !26
  %83 = extractvalue { i64, i64 } %82, 1
  %84 = icmp sgt i64 %83, 0
  br i1 %84, label %85, label %90

85:                                               ; preds = %75
  %86 = add nuw nsw i64 %79, 1
  %87 = extractvalue { i64, i64 } %82, 0
  %88 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09add.cc.u32      r0, a0, b0; \0A\09addc.cc.u32     r1, a1, b1; \0A\09addc.cc.u32     r2, a2, b2; \0A\09addc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 %87, i64 %83, i64 %87, i64 %83) #11, !srcloc !27
  %89 = extractvalue { i64, i64 } %88, 1
  br label %90

90:                                               ; preds = %85, %75
  %91 = phi i64 [ %89, %85 ], [ %83, %75 ]
  %92 = phi i64 [ %86, %85 ], [ %79, %75 ]
  %93 = zext i32 %78 to i64
  %94 = shl nuw i64 %93, 32
  %95 = add i64 %91, 1
  %96 = lshr i64 %95, 10
  %97 = add nuw nsw i64 %96, 1
  %98 = lshr i64 %97, 1
  %99 = shl nuw nsw i64 %92, 52
  %100 = sub nsw i64 %98, %99
  %101 = add nsw i64 %100, 4602678819172646912
  %102 = or i64 %101, %94
  %103 = bitcast i64 %102 to double
  br label %104

104:                                              ; preds = %1, %90
  %105 = phi double [ %103, %90 ], [ %0, %1 ]
  %106 = phi i32 [ %68, %90 ], [ 0, %1 ]
  %107 = insertvalue { double, i32 } poison, double %105, 0
  %108 = insertvalue { double, i32 } %107, i32 %106, 1
  ret { double, i32 } %108
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.ftz.f(float) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc double @__internal_lgamma_pos(double %0) unnamed_addr #6 {
  %2 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #10
  %3 = icmp sgt i32 %2, 1074266111
  br i1 %3, label %4, label %100

4:                                                ; preds = %1
  %5 = icmp samesign ugt i32 %2, 1075838975
  br i1 %5, label %6, label %82

6:                                                ; preds = %4
  %7 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %0) #10
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
  %19 = icmp samesign ult i32 %2, 2146435072
  br i1 %19, label %20, label %68

20:                                               ; preds = %6
  %21 = tail call i32 @llvm.nvvm.d2i.lo(double %0) #10
  %22 = lshr i32 %2, 20
  %23 = and i32 %2, 1048575
  %24 = or disjoint i32 %23, 1072693248
  %25 = tail call double @llvm.nvvm.lohi.i2d(i32 %21, i32 %24) #10
  %26 = icmp samesign ugt i32 %24, 1073127582
  %27 = tail call i32 @llvm.nvvm.d2i.lo(double %25) #10
  %28 = tail call i32 @llvm.nvvm.d2i.hi(double %25) #10
  %29 = add i32 %28, -1048576
  %30 = tail call double @llvm.nvvm.lohi.i2d(i32 %27, i32 %29) #10
  %31 = select i1 %26, double %30, double %25
  %32 = select i1 %26, i32 2147482626, i32 2147482625
  %33 = add nuw i32 %32, %22
  %34 = fadd double %31, -1.000000e+00
  %35 = fadd double %31, 1.000000e+00
  %36 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %35) #10
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
  %58 = tail call double @llvm.nvvm.lohi.i2d(i32 %33, i32 1127219200) #10
  %59 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #10
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
  %72 = tail call i32 @llvm.nvvm.d2i.lo(double %71) #10
  %73 = tail call i32 @llvm.nvvm.d2i.hi(double %71) #10
  %74 = add i32 %73, -1048576
  %75 = tail call double @llvm.nvvm.lohi.i2d(i32 %72, i32 %74) #10
  %76 = fadd double %0, -5.000000e-01
  %77 = tail call double @llvm.fma.f64(double %75, double %76, double %18)
  %78 = tail call double @llvm.fma.f64(double %75, double %76, double %8)
  %79 = fadd double %78, %77
  %80 = fcmp oeq double %0, 0x7FF0000000000000
  %81 = select i1 %80, double 0x7FF0000000000000, double %79
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
  %164 = fmul double %0, %163
  %165 = tail call double @llvm.fma.f64(double %164, double %0, double %0)
  %166 = tail call i32 @llvm.nvvm.d2i.hi(double %165) #10
  %167 = tail call i32 @llvm.nvvm.d2i.lo(double %165) #10
  %168 = icmp slt i32 %166, 1048576
  br i1 %168, label %169, label %173

169:                                              ; preds = %150
  %170 = fmul double %165, 0x4350000000000000
  %171 = tail call i32 @llvm.nvvm.d2i.lo(double %170) #10
  %172 = tail call i32 @llvm.nvvm.d2i.hi(double %170) #10
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
  %185 = tail call double @llvm.nvvm.lohi.i2d(i32 %176, i32 %184) #10
  %186 = icmp samesign ugt i32 %184, 1073127582
  %187 = tail call i32 @llvm.nvvm.d2i.lo(double %185) #10
  %188 = tail call i32 @llvm.nvvm.d2i.hi(double %185) #10
  %189 = add i32 %188, -1048576
  %190 = tail call double @llvm.nvvm.lohi.i2d(i32 %187, i32 %189) #10
  %191 = select i1 %186, double %190, double %185
  %192 = zext i1 %186 to i32
  %193 = add nsw i32 %182, %192
  %194 = fadd double %191, -1.000000e+00
  %195 = fadd double %191, 1.000000e+00
  %196 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %195) #10
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
  %219 = tail call double @llvm.nvvm.lohi.i2d(i32 %218, i32 1127219200) #10
  %220 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #10
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
  %231 = tail call i32 @llvm.nvvm.d2i.hi(double %174) #10
  %232 = and i32 %231, 2147483647
  %233 = icmp eq i32 %232, 0
  %234 = select i1 %233, double 0xFFF0000000000000, double %230
  br label %235

235:                                              ; preds = %180, %229
  %236 = phi double [ %228, %180 ], [ %234, %229 ]
  %237 = fneg double %236
  br label %238

238:                                              ; preds = %102, %235, %126, %70, %82
  %239 = phi double [ %99, %82 ], [ %81, %70 ], [ %123, %102 ], [ %149, %126 ], [ %237, %235 ]
  ret double %239
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.round.d(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #9

attributes #0 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nounwind }
attributes #11 = { nounwind memory(none) }
attributes #12 = { convergent nounwind memory(none) }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = !{i32 33416, i32 33420, i32 33465, i32 33510}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.count", i32 1}
!16 = !{i32 21584}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = !{i32 150900}
!20 = !{!21, !21, i64 0}
!21 = !{!"long long", !8, i64 0}
!22 = !{i64 7889375}
!23 = !{i32 157355, i32 157359, i32 157428, i32 157476, i32 157524, i32 157572, i32 157620, i32 157668, i32 157716, i32 157764, i32 157812, i32 157860, i32 157908, i32 157956, i32 158004, i32 158052, i32 158100}
!24 = distinct !{!24, !15}
!25 = !{i32 155089, i32 155093, i32 155164, i32 155206, i32 155248, i32 155290, i32 155332, i32 155374, i32 155416, i32 155458, i32 155500, i32 155542, i32 155584}
!26 = !{i32 156130, i32 156134, i32 156193, i32 156240, i32 156287, i32 156334, i32 156381, i32 156428, i32 156475, i32 156522, i32 156569, i32 156616, i32 156663, i32 156710, i32 156757, i32 156804}
!27 = !{i32 153891, i32 153895, i32 153966, i32 154008, i32 154050, i32 154092, i32 154134, i32 154176, i32 154218, i32 154260, i32 154302, i32 154344, i32 154386}
