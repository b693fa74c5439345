; nvverify-generator: clang-19.1.7 target=sm_70 opt=O2 source=clang19/src/math.cu flags="-fgpu-flush-denormals-to-zero -ffast-math"
; ModuleID = 'math.cu'
source_filename = "math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__cudart_i2opi_d = internal unnamed_addr addrspace(1) constant [18 x i64] [i64 7780917995555872008, i64 4397547296490951402, i64 8441921394348257659, i64 5712322887342352941, i64 7869616827067468215, i64 -1211730484530615009, i64 2303758334597371919, i64 -7168499653074671557, i64 4148332274289687028, i64 -1613291254968254911, i64 -1692731182770600828, i64 -135693905287338178, i64 452944820249399836, i64 -5249950069107600672, i64 -121206125134887583, i64 -2638381946312093631, i64 -277156292786332224, i64 -6703182060581546711], align 8
@__cudart_sin_cos_coeffs = internal unnamed_addr addrspace(1) constant [16 x double] [double 0xBE5AE5F12CB0D246, double 0x3EC71DE369ACE392, double 0xBF2A01A019DB62A1, double 0x3F81111111110818, double 0xBFC5555555555554, double 0.000000e+00, double 0.000000e+00, double 0xBDA8FF8320FD8164, double 0x3E21EEA7C1EF8528, double 0xBE927E4F8E06E6D9, double 0x3EFA01A019DDBCE9, double 0xBF56C16C16C15D47, double 0x3FA5555555555551, double -5.000000e-01, double 1.000000e+00, double 0.000000e+00], align 16

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z10float_mathPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %254

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !10
  %14 = tail call noundef float @llvm.nvvm.sin.approx.ftz.f(float %13) #7
  %15 = tail call noundef float @llvm.nvvm.cos.approx.ftz.f(float %13) #7
  %16 = fmul fast float %15, %14
  %17 = fneg fast float %13
  %18 = fmul fast float %13, %17
  %19 = tail call float @llvm.fma.f32(float %18, float 0x3F777313A0000000, float 5.000000e-01)
  %20 = tail call float @llvm.nvvm.saturate.ftz.f(float %19) #7
  %21 = tail call float @llvm.nvvm.fma.rm.ftz.f(float %20, float 2.520000e+02, float 0x4168000020000000) #7
  %22 = fadd float %21, 0xC168000FE0000000
  %23 = fneg float %22
  %24 = tail call float @llvm.fma.f32(float %18, float 0x3FF7154760000000, float %23)
  %25 = tail call float @llvm.fma.f32(float %18, float 0x3E54AE0C00000000, float %24)
  %26 = bitcast float %21 to i32
  %27 = shl i32 %26, 23
  %28 = bitcast i32 %27 to float
  %29 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %25) #7
  %30 = fmul float %29, %28
  %31 = tail call noundef float @llvm.nvvm.fabs.ftz.f(float %13)
  %32 = fadd fast float %31, 1.000000e+00
  %33 = tail call float @llvm.nvvm.lg2.approx.ftz.f(float %32) #7
  %34 = fmul float %33, 0x3FE62E4300000000
  %35 = tail call float @llvm.nvvm.trunc.f(float 7.500000e-01) #7
  %36 = fmul float %35, 2.000000e+00
  %37 = fsub float 1.500000e+00, %36
  %38 = tail call float @llvm.nvvm.fabs.ftz.f(float %37) #7
  %39 = fcmp une float %38, 1.000000e+00
  %40 = tail call float @llvm.nvvm.fabs.ftz.f(float %31) #7
  %41 = bitcast float %40 to i32
  %42 = add i32 %41, -1060439283
  %43 = and i32 %42, -8388608
  %44 = sub i32 %41, %43
  %45 = bitcast i32 %44 to float
  %46 = sitofp i32 %43 to float
  %47 = tail call float @llvm.fma.f32(float %46, float 0x3E80000000000000, float 0.000000e+00)
  %48 = fadd float %45, -1.000000e+00
  %49 = fadd float %45, 1.000000e+00
  %50 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %49) #8, !srcloc !14
  %51 = fmul float %48, 2.000000e+00
  %52 = fmul float %50, %51
  %53 = fmul float %52, %52
  %54 = fsub float %48, %52
  %55 = fmul float %54, 2.000000e+00
  %56 = fneg float %52
  %57 = tail call float @llvm.fma.f32(float %56, float %48, float %55)
  %58 = tail call float @llvm.nvvm.mul.rn.ftz.f(float %50, float %57) #7
  %59 = tail call float @llvm.fma.f32(float %53, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %60 = tail call float @llvm.fma.f32(float %59, float %53, float 0x3F92776E60000000)
  %61 = tail call float @llvm.fma.f32(float %60, float %53, float 0x3FBEC709E0000000)
  %62 = tail call float @llvm.nvvm.mul.rn.ftz.f(float %61, float %53) #7
  %63 = tail call float @llvm.fma.f32(float %52, float 0x3FF7154760000000, float %47)
  %64 = fsub float %47, %63
  %65 = tail call float @llvm.fma.f32(float %52, float 0x3FF7154760000000, float %64)
  %66 = tail call float @llvm.fma.f32(float %58, float 0x3FF7154760000000, float %65)
  %67 = tail call float @llvm.fma.f32(float %52, float 0x3E54ABC680000000, float %66)
  %68 = fmul float %62, 3.000000e+00
  %69 = tail call float @llvm.fma.f32(float %68, float %58, float %67)
  %70 = tail call float @llvm.fma.f32(float %62, float %52, float %69)
  %71 = tail call float @llvm.nvvm.add.rn.ftz.f(float %63, float %70) #7
  %72 = fneg float %63
  %73 = tail call float @llvm.nvvm.add.rn.ftz.f(float %71, float %72) #7
  %74 = fneg float %73
  %75 = tail call float @llvm.nvvm.add.rn.ftz.f(float %70, float %74) #7
  %76 = tail call float @llvm.nvvm.mul.rn.ftz.f(float %71, float 1.500000e+00) #7
  %77 = fneg float %76
  %78 = tail call float @llvm.fma.f32(float %71, float 1.500000e+00, float %77)
  %79 = tail call float @llvm.fma.f32(float %75, float 1.500000e+00, float %78)
  %80 = tail call float @llvm.nvvm.round.f(float %76) #7
  %81 = fsub float %76, %80
  %82 = fadd float %81, %79
  %83 = tail call float @llvm.fma.f32(float %82, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %84 = tail call float @llvm.fma.f32(float %83, float %82, float 0x3F83B30AC0000000)
  %85 = tail call float @llvm.fma.f32(float %84, float %82, float 0x3FAC6AF760000000)
  %86 = tail call float @llvm.fma.f32(float %85, float %82, float 0x3FCEBFBD80000000)
  %87 = tail call float @llvm.fma.f32(float %86, float %82, float 0x3FE62E4300000000)
  %88 = tail call float @llvm.fma.f32(float %87, float %82, float 1.000000e+00)
  %89 = fptosi float %80 to i32
  %90 = fcmp ogt float %80, 0.000000e+00
  %91 = select i1 %90, i32 0, i32 -2097152000
  %92 = add nsw i32 %91, 2130706432
  %93 = bitcast i32 %92 to float
  %94 = fmul float %88, %93
  %95 = shl i32 %89, 23
  %96 = sub i32 %95, %91
  %97 = bitcast i32 %96 to float
  %98 = fmul float %94, %97
  %99 = tail call float @llvm.nvvm.fabs.ftz.f(float %76) #7
  %100 = fcmp ogt float %99, 1.520000e+02
  %101 = fcmp olt float %76, 0.000000e+00
  %102 = select i1 %101, float 0.000000e+00, float 0x7FF0000000000000
  %103 = select i1 %100, float %102, float %98
  %104 = fcmp oeq float %31, 1.000000e+00
  br i1 %104, label %127, label %105

105:                                              ; preds = %10
  %106 = fcmp uno float %40, 0.000000e+00
  br i1 %106, label %110, label %107

107:                                              ; preds = %105
  %108 = tail call float @llvm.nvvm.fabs.ftz.f(float 1.500000e+00) #7
  %109 = fcmp uno float %108, 0.000000e+00
  br i1 %109, label %110, label %112

110:                                              ; preds = %107, %105
  %111 = tail call float @llvm.nvvm.add.rn.ftz.f(float %31, float 1.500000e+00) #7
  br label %127

112:                                              ; preds = %107
  %113 = fcmp oeq float %31, 0.000000e+00
  %114 = fcmp oeq float %40, 0x7FF0000000000000
  %115 = select i1 %113, i1 true, i1 %114
  br i1 %115, label %116, label %120

116:                                              ; preds = %112
  %117 = fadd float %31, %31
  %118 = tail call float @llvm.fabs.f32(float %117)
  %119 = select i1 %39, float %118, float %117
  br label %127

120:                                              ; preds = %112
  %121 = fcmp oeq float %31, -1.000000e+00
  %122 = fcmp oeq float %108, 0x7FF0000000000000
  %123 = and i1 %122, %121
  br i1 %123, label %127, label %124

124:                                              ; preds = %120
  %125 = fcmp olt float %31, 0.000000e+00
  br i1 %125, label %126, label %127

126:                                              ; preds = %124
  br label %127

127:                                              ; preds = %10, %110, %116, %120, %124, %126
  %128 = phi float [ 1.000000e+00, %10 ], [ %111, %110 ], [ %119, %116 ], [ 0x7FFFFFFFE0000000, %126 ], [ %103, %124 ], [ 1.000000e+00, %120 ]
  %129 = tail call noundef float @llvm.nvvm.sqrt.approx.ftz.f(float %31) #7
  %130 = fmul float %13, %13
  %131 = fadd fast float %130, 1.000000e+00
  %132 = tail call noundef float @llvm.nvvm.rsqrt.approx.ftz.f(float %131)
  %133 = fcmp oge float %31, 0x3FF00C1FC0000000
  %134 = select i1 %133, float %31, float %130
  %135 = select i1 %133, float 0x3F1D698740000000, float 0x3F163D2D40000000
  %136 = select i1 %133, float 0xBF55C00B60000000, float 0xBF4AE9A400000000
  %137 = tail call float @llvm.fma.f32(float %135, float %134, float %136)
  %138 = select i1 %133, float 0x3F813233E0000000, float 0x3F755ABD40000000
  %139 = tail call float @llvm.fma.f32(float %137, float %134, float %138)
  %140 = select i1 %133, float 0xBFA49B3340000000, float 0xBF9B837CE0000000
  %141 = tail call float @llvm.fma.f32(float %139, float %134, float %140)
  %142 = select i1 %133, float 0x3FC46AA320000000, float 0x3FBCE315E0000000
  %143 = tail call float @llvm.fma.f32(float %141, float %134, float %142)
  %144 = select i1 %133, float 0x3FED369F20000000, float 0xBFD8127580000000
  %145 = tail call float @llvm.fma.f32(float %143, float %134, float %144)
  %146 = select i1 %133, float 0x3FE4214280000000, float 0x3FC06EBA60000000
  %147 = tail call float @llvm.fma.f32(float %145, float %134, float %146)
  %148 = fneg float %134
  %149 = select i1 %133, float %148, float %13
  %150 = tail call float @llvm.fma.f32(float %147, float %149, float %149)
  br i1 %133, label %154, label %151

151:                                              ; preds = %127
  %152 = bitcast float %13 to i32
  %153 = and i32 %152, -2147483648
  br label %162

154:                                              ; preds = %127
  %155 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %150) #7
  %156 = fsub float 1.000000e+00, %155
  %157 = bitcast float %156 to i32
  %158 = bitcast float %13 to i32
  %159 = and i32 %158, -2147483648
  %160 = or i32 %159, %157
  %161 = bitcast i32 %160 to float
  br label %162

162:                                              ; preds = %151, %154
  %163 = phi i32 [ %153, %151 ], [ %159, %154 ]
  %164 = phi float [ %150, %151 ], [ %161, %154 ]
  %165 = fmul float %31, 0x4007154760000000
  %166 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %165) #7
  %167 = fadd float %166, 1.000000e+00
  %168 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %167) #8, !srcloc !14
  %169 = tail call float @llvm.fma.f32(float %168, float -2.000000e+00, float 1.000000e+00)
  %170 = fcmp oge float %31, 0x4022059680000000
  %171 = select i1 %170, float 1.000000e+00, float %169
  %172 = bitcast float %171 to i32
  %173 = or i32 %163, %172
  %174 = bitcast i32 %173 to float
  %175 = tail call float @llvm.fma.f32(float %130, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %176 = tail call float @llvm.fma.f32(float %175, float %130, float 0x3FC10B2820000000)
  %177 = tail call float @llvm.fma.f32(float %176, float %130, float 0xBFD5553DA0000000)
  %178 = tail call float @llvm.fma.f32(float %177, float %130, float 0.000000e+00)
  %179 = tail call float @llvm.fma.f32(float %178, float %13, float %13)
  %180 = fcmp oge float %31, 0x3FE3333340000000
  %181 = select i1 %180, float %174, float %179
  %182 = tail call float @llvm.nvvm.fabs.ftz.f(float 2.000000e+00) #7
  %183 = fcmp oeq float %182, 0.000000e+00
  %184 = fcmp oeq float %31, 0.000000e+00
  %185 = and i1 %183, %184
  br i1 %185, label %186, label %188

186:                                              ; preds = %162
  %187 = bitcast i32 %163 to float
  br label %218

188:                                              ; preds = %162
  %189 = fcmp oeq float %182, 0x7FF0000000000000
  %190 = fcmp oeq float %31, 0x7FF0000000000000
  %191 = and i1 %189, %190
  br i1 %191, label %192, label %195

192:                                              ; preds = %188
  %193 = or disjoint i32 %163, 1061752795
  %194 = bitcast i32 %193 to float
  br label %218

195:                                              ; preds = %188
  %196 = tail call float @llvm.maxnum.f32(float %31, float %182)
  %197 = tail call float @llvm.minnum.f32(float %31, float %182)
  %198 = fdiv float %197, %196
  %199 = tail call float @llvm.nvvm.mul.rn.ftz.f(float %198, float %198) #7
  %200 = tail call float @llvm.fma.f32(float %199, float 0xBFEA58FD40000000, float 0xC016B31060000000)
  %201 = tail call float @llvm.fma.f32(float %200, float %199, float 0xC01A4320E0000000)
  %202 = fmul float %199, %201
  %203 = fmul float %198, %202
  %204 = fadd float %199, 0x4026ABB800000000
  %205 = tail call float @llvm.fma.f32(float %204, float %199, float 0x403CD7AC00000000)
  %206 = tail call float @llvm.fma.f32(float %205, float %199, float 0x4033B25900000000)
  %207 = fdiv float 1.000000e+00, %206
  %208 = tail call float @llvm.fma.f32(float %203, float %207, float %198)
  %209 = fcmp ogt float %31, %182
  %210 = fsub float 0x3FF921FB60000000, %208
  %211 = select i1 %209, float %210, float %208
  %212 = bitcast float %211 to i32
  %213 = or i32 %163, %212
  %214 = bitcast i32 %213 to float
  %215 = fadd float %182, %31
  %216 = fcmp ord float %215, 0.000000e+00
  %217 = select i1 %216, float %214, float %215
  br label %218

218:                                              ; preds = %186, %192, %195
  %219 = phi float [ %187, %186 ], [ %194, %192 ], [ %217, %195 ]
  %220 = fmul float %13, 0x3FF7154760000000
  %221 = tail call noundef float @llvm.nvvm.ex2.approx.ftz.f(float %220) #7
  %222 = tail call noundef float @llvm.nvvm.div.approx.ftz.f(float %13, float 3.000000e+00)
  %223 = tail call noundef float @llvm.nvvm.saturate.ftz.f(float %13)
  %224 = tail call noundef float @llvm.fma.f32(float %13, float %13, float 1.000000e+00)
  %225 = tail call noundef float @llvm.floor.f32(float %13)
  %226 = tail call noundef float @llvm.ceil.f32(float %13)
  %227 = or disjoint i32 %163, 1056964608
  %228 = bitcast i32 %227 to float
  %229 = tail call float @llvm.nvvm.add.rz.ftz.f(float %13, float %228) #7
  %230 = tail call noundef float @llvm.nvvm.trunc.f(float %229) #7
  %231 = tail call noundef float @llvm.nvvm.trunc.f(float %13)
  %232 = tail call noundef float @llvm.minnum.f32(float %13, float 0.000000e+00)
  %233 = tail call noundef float @llvm.maxnum.f32(float %13, float 1.000000e+00)
  %234 = fadd fast float %225, %226
  %235 = fadd fast float %234, %231
  %236 = fadd fast float %235, %232
  %237 = fadd fast float %236, %233
  %238 = fadd fast float %237, %14
  %239 = fadd fast float %238, %223
  %240 = fadd fast float %239, %224
  %241 = fadd fast float %240, %16
  %242 = fadd fast float %241, %34
  %243 = fadd fast float %242, %230
  %244 = fadd fast float %243, %30
  %245 = fadd fast float %244, %128
  %246 = fadd fast float %245, %129
  %247 = fadd fast float %246, %132
  %248 = fadd fast float %247, %164
  %249 = fadd fast float %248, %181
  %250 = fadd fast float %249, %219
  %251 = fadd fast float %250, %221
  %252 = fadd fast float %251, %222
  %253 = getelementptr inbounds float, ptr %1, i64 %11
  store float %252, ptr %253, align 4, !tbaa !10
  br label %254

254:                                              ; preds = %3, %218
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
  br i1 %9, label %10, label %471

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !15
  %14 = tail call i32 @llvm.nvvm.d2i.lo(double %13) #7
  %15 = tail call i32 @llvm.nvvm.d2i.hi(double %13) #7
  %16 = and i32 %15, 2147483647
  %17 = icmp eq i32 %16, 2146435072
  %18 = icmp eq i32 %14, 0
  %19 = select i1 %17, i1 %18, i1 false
  br i1 %19, label %20, label %22

20:                                               ; preds = %10
  %21 = tail call double @llvm.nvvm.mul.rn.d(double %13, double 0.000000e+00) #7
  br label %36

22:                                               ; preds = %10
  %23 = fmul double %13, 0x3FE45F306DC9C883
  %24 = tail call i32 @llvm.nvvm.d2i.rn(double %23) #7
  %25 = sitofp i32 %24 to double
  %26 = fneg double %25
  %27 = tail call double @llvm.fma.f64(double %26, double 0x3FF921FB54442D18, double %13)
  %28 = tail call double @llvm.fma.f64(double %26, double 0x3C91A62633145C00, double %27)
  %29 = tail call double @llvm.fma.f64(double %26, double 0x397B839A252049C0, double %28)
  %30 = tail call double @llvm.fabs.f64(double %13)
  %31 = fcmp ult double %30, 0x41E0000000000000
  br i1 %31, label %36, label %32

32:                                               ; preds = %22
  %33 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %13) #7
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
  %43 = tail call double @llvm.nvvm.mul.rn.d(double %37, double %37) #7
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
  %71 = tail call i32 @llvm.nvvm.d2i.lo(double %70) #7
  %72 = tail call double @llvm.nvvm.add.rn.d(double %70, double 0xC338000000000000) #7
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
  %86 = tail call i32 @llvm.nvvm.d2i.lo(double %85) #7
  %87 = tail call i32 @llvm.nvvm.d2i.hi(double %85) #7
  %88 = shl i32 %71, 20
  %89 = add i32 %87, %88
  %90 = tail call double @llvm.nvvm.lohi.i2d(i32 %86, i32 %89) #7
  %91 = bitcast i32 %15 to float
  %92 = tail call float @llvm.nvvm.fabs.ftz.f(float %91) #7
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
  %103 = tail call double @llvm.nvvm.lohi.i2d(i32 %86, i32 %102) #7
  %104 = sub nsw i32 %71, %100
  %105 = shl i32 %104, 20
  %106 = add nsw i32 %105, 1072693248
  %107 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %106) #7
  %108 = fmul double %107, %103
  br label %109

109:                                              ; preds = %36, %94, %99
  %110 = phi double [ %90, %36 ], [ %108, %99 ], [ %97, %94 ]
  %111 = tail call noundef double @llvm.fabs.f64(double %13)
  %112 = tail call i32 @llvm.nvvm.d2i.hi(double %111) #7
  %113 = bitcast i32 %112 to float
  %114 = fcmp olt float %113, 0x3FFCAAAAA0000000
  %115 = fcmp ogt float %113, 0xBFFB333320000000
  %116 = and i1 %114, %115
  br i1 %116, label %117, label %134

117:                                              ; preds = %109
  %118 = fadd double %111, 2.000000e+00
  %119 = fdiv double %111, %118
  %120 = fneg double %111
  %121 = fmul double %119, %120
  %122 = fadd double %111, %121
  %123 = fmul double %122, %122
  %124 = tail call double @llvm.fma.f64(double %123, double 0x3EB372FB2FBE14B5, double 0x3ED087FFCEB2DC44)
  %125 = tail call double @llvm.fma.f64(double %124, double %123, double 0x3EF3B9FF890F468C)
  %126 = tail call double @llvm.fma.f64(double %125, double %123, double 0x3F17457EFD51BAF8)
  %127 = tail call double @llvm.fma.f64(double %126, double %123, double 0x3F3C71C8DE3CE825)
  %128 = tail call double @llvm.fma.f64(double %127, double %123, double 0x3F6249248FA4661F)
  %129 = tail call double @llvm.fma.f64(double %128, double %123, double 0x3F899999999D70C4)
  %130 = tail call double @llvm.fma.f64(double %129, double %123, double 0x3FB5555555555462)
  %131 = fmul double %123, %130
  %132 = tail call double @llvm.fma.f64(double %131, double %122, double %121)
  %133 = fadd double %111, %132
  br label %205

134:                                              ; preds = %109
  %135 = fadd double %111, 1.000000e+00
  %136 = tail call i32 @llvm.nvvm.d2i.hi(double %135) #7
  %137 = tail call i32 @llvm.nvvm.d2i.lo(double %135) #7
  %138 = icmp slt i32 %136, 1048576
  br i1 %138, label %139, label %143

139:                                              ; preds = %134
  %140 = fmul double %135, 0x4350000000000000
  %141 = tail call i32 @llvm.nvvm.d2i.lo(double %140) #7
  %142 = tail call i32 @llvm.nvvm.d2i.hi(double %140) #7
  br label %143

143:                                              ; preds = %139, %134
  %144 = phi double [ %140, %139 ], [ %135, %134 ]
  %145 = phi i32 [ %142, %139 ], [ %136, %134 ]
  %146 = phi i32 [ %141, %139 ], [ %137, %134 ]
  %147 = phi i32 [ -1077, %139 ], [ -1023, %134 ]
  %148 = add i32 %145, -1
  %149 = icmp ult i32 %148, 2146435071
  br i1 %149, label %150, label %199

150:                                              ; preds = %143
  %151 = lshr i32 %145, 20
  %152 = add nsw i32 %147, %151
  %153 = and i32 %145, 1048575
  %154 = or disjoint i32 %153, 1072693248
  %155 = tail call double @llvm.nvvm.lohi.i2d(i32 %146, i32 %154) #7
  %156 = icmp ugt i32 %154, 1073127582
  %157 = tail call i32 @llvm.nvvm.d2i.lo(double %155) #7
  %158 = tail call i32 @llvm.nvvm.d2i.hi(double %155) #7
  %159 = add i32 %158, -1048576
  %160 = tail call double @llvm.nvvm.lohi.i2d(i32 %157, i32 %159) #7
  %161 = select i1 %156, double %160, double %155
  %162 = zext i1 %156 to i32
  %163 = add nsw i32 %152, %162
  %164 = fadd double %161, -1.000000e+00
  %165 = fadd double %161, 1.000000e+00
  %166 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %165) #7
  %167 = fneg double %165
  %168 = tail call double @llvm.fma.f64(double %167, double %166, double 1.000000e+00)
  %169 = tail call double @llvm.fma.f64(double %168, double %168, double %168)
  %170 = tail call double @llvm.fma.f64(double %169, double %166, double %166)
  %171 = fmul double %164, %170
  %172 = fadd double %171, %171
  %173 = fmul double %172, %172
  %174 = tail call double @llvm.fma.f64(double %173, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %175 = tail call double @llvm.fma.f64(double %174, double %173, double 0x3EF3B2669F02676F)
  %176 = tail call double @llvm.fma.f64(double %175, double %173, double 0x3F1745CBA9AB0956)
  %177 = tail call double @llvm.fma.f64(double %176, double %173, double 0x3F3C71C72D1B5154)
  %178 = tail call double @llvm.fma.f64(double %177, double %173, double 0x3F624924923BE72D)
  %179 = tail call double @llvm.fma.f64(double %178, double %173, double 0x3F8999999999A3C4)
  %180 = tail call double @llvm.fma.f64(double %179, double %173, double 0x3FB5555555555554)
  %181 = fsub double %164, %172
  %182 = fmul double %181, 2.000000e+00
  %183 = fneg double %172
  %184 = tail call double @llvm.fma.f64(double %183, double %164, double %182)
  %185 = fmul double %170, %184
  %186 = fmul double %173, %180
  %187 = tail call double @llvm.fma.f64(double %186, double %172, double %185)
  %188 = xor i32 %163, -2147483648
  %189 = tail call double @llvm.nvvm.lohi.i2d(i32 %188, i32 1127219200) #7
  %190 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #7
  %191 = fsub double %189, %190
  %192 = tail call double @llvm.fma.f64(double %191, double 0x3FE62E42FEFA39EF, double %172)
  %193 = fneg double %191
  %194 = tail call double @llvm.fma.f64(double %193, double 0x3FE62E42FEFA39EF, double %192)
  %195 = fsub double %194, %172
  %196 = fsub double %187, %195
  %197 = tail call double @llvm.fma.f64(double %191, double 0x3C7ABC9E3B39803F, double %196)
  %198 = fadd double %192, %197
  br label %205

199:                                              ; preds = %143
  %200 = tail call double @llvm.fma.f64(double %144, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %201 = tail call i32 @llvm.nvvm.d2i.hi(double %144) #7
  %202 = and i32 %201, 2147483647
  %203 = icmp eq i32 %202, 0
  %204 = select i1 %203, double 0xFFF0000000000000, double %200
  br label %205

205:                                              ; preds = %117, %150, %199
  %206 = phi double [ %133, %117 ], [ %198, %150 ], [ %204, %199 ]
  %207 = tail call noundef double @llvm.sqrt.f64(double %111)
  %208 = fcmp une double %13, 0.000000e+00
  %209 = icmp ult i32 %16, 2146435072
  %210 = and i1 %208, %209
  br i1 %210, label %211, label %259

211:                                              ; preds = %205
  %212 = icmp ult i32 %16, 1048576
  %213 = tail call double @llvm.nvvm.lohi.i2d(i32 %14, i32 %16) #7
  %214 = fmul double %213, 0x4350000000000000
  %215 = tail call i32 @llvm.nvvm.d2i.lo(double %214) #7
  %216 = tail call i32 @llvm.nvvm.d2i.hi(double %214) #7
  %217 = select i1 %212, i32 %215, i32 %14
  %218 = select i1 %212, i32 %216, i32 %16
  %219 = select i1 %212, i32 4078, i32 1048576
  %220 = lshr i32 %218, 20
  %221 = add nsw i32 %220, -1022
  %222 = sitofp i32 %221 to float
  %223 = fmul float %222, 0x3FD5555560000000
  %224 = tail call i32 @llvm.nvvm.f2i.rn.ftz(float %223) #7
  %225 = mul i32 %224, -3145728
  %226 = add i32 %225, %218
  %227 = tail call double @llvm.nvvm.lohi.i2d(i32 %217, i32 %226) #7
  %228 = fptrunc double %227 to float
  %229 = tail call float @llvm.nvvm.lg2.approx.ftz.f(float %228) #7
  %230 = fmul float %229, 0x3FD5555560000000
  %231 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %230) #7
  %232 = fpext float %231 to double
  %233 = fmul double %232, %232
  %234 = tail call i32 @llvm.nvvm.d2i.lo(double %233) #7
  %235 = tail call i32 @llvm.nvvm.d2i.hi(double %233) #7
  %236 = add i32 %235, 1048576
  %237 = tail call double @llvm.nvvm.lohi.i2d(i32 %234, i32 %236) #7
  %238 = tail call double @llvm.fma.f64(double %237, double %232, double %227)
  %239 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %238) #7
  %240 = fneg double %238
  %241 = tail call double @llvm.fma.f64(double %240, double %239, double 1.000000e+00)
  %242 = tail call double @llvm.fma.f64(double %241, double %241, double %241)
  %243 = tail call double @llvm.fma.f64(double %242, double %239, double %239)
  %244 = fneg double %232
  %245 = tail call double @llvm.fma.f64(double %233, double %244, double %227)
  %246 = fmul double %245, %243
  %247 = tail call double @llvm.fma.f64(double %232, double %246, double %232)
  %248 = tail call i32 @llvm.nvvm.d2i.lo(double %247) #7
  %249 = tail call i32 @llvm.nvvm.d2i.hi(double %247) #7
  %250 = add i32 %224, %219
  %251 = shl i32 %250, 20
  %252 = add nsw i32 %249, %251
  %253 = tail call double @llvm.nvvm.lohi.i2d(i32 %248, i32 %252) #7
  %254 = tail call i32 @llvm.nvvm.d2i.lo(double %253) #7
  %255 = tail call i32 @llvm.nvvm.d2i.hi(double %253) #7
  %256 = and i32 %15, -2147483648
  %257 = or i32 %255, %256
  %258 = tail call double @llvm.nvvm.lohi.i2d(i32 %254, i32 %257) #7
  br label %261

259:                                              ; preds = %205
  %260 = fadd double %13, %13
  br label %261

261:                                              ; preds = %211, %259
  %262 = phi double [ %258, %211 ], [ %260, %259 ]
  %263 = tail call noundef double @llvm.fma.f64(double %13, double %13, double 1.000000e+00)
  %264 = bitcast double %111 to i64
  %265 = icmp ugt i64 %264, 4611686018427387903
  %266 = select i1 %265, i64 4611686018427387904, i64 %264
  %267 = bitcast i64 %266 to double
  %268 = select i1 %265, i64 %264, i64 4611686018427387904
  %269 = bitcast i64 %268 to double
  %270 = tail call i32 @llvm.nvvm.d2i.hi(double %269) #7
  %271 = and i32 %270, -4194304
  %272 = sub i32 2144337920, %271
  %273 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %272) #7
  %274 = fmul double %273, %267
  %275 = fmul double %273, %269
  %276 = fmul double %274, %274
  %277 = tail call double @llvm.fma.f64(double %275, double %275, double %276)
  %278 = tail call double @llvm.minnum.f64(double %277, double 0x7FEFFFFFFFFFFFFF)
  %279 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %278) #8, !srcloc !17
  %280 = tail call double @llvm.nvvm.mul.rn.d(double %279, double %279) #7
  %281 = fneg double %280
  %282 = tail call double @llvm.fma.f64(double %278, double %281, double 1.000000e+00)
  %283 = tail call double @llvm.fma.f64(double %282, double 3.750000e-01, double 5.000000e-01)
  %284 = tail call double @llvm.nvvm.mul.rn.d(double %282, double %279) #7
  %285 = tail call double @llvm.fma.f64(double %283, double %284, double %279)
  %286 = fmul double %277, %285
  %287 = or disjoint i32 %271, 1048576
  %288 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %287) #7
  %289 = fmul double %288, %286
  %290 = fcmp oeq double %267, 0.000000e+00
  %291 = select i1 %290, double %269, double %289
  %292 = tail call i32 @llvm.nvvm.d2i.hi(double %267) #7
  %293 = tail call i32 @llvm.nvvm.d2i.hi(double 0x7FF0000000000000) #7
  %294 = icmp ult i32 %292, %293
  %295 = select i1 %294, double %291, double %267
  %296 = fadd fast double %111, 2.000000e+00
  %297 = tail call fastcc double @__internal_lgamma_pos(double %296)
  %298 = tail call i32 @llvm.nvvm.d2i.hi(double %296) #7
  %299 = icmp slt i32 %298, 0
  br i1 %299, label %300, label %367

300:                                              ; preds = %261
  %301 = tail call double @llvm.trunc.f64(double %296)
  %302 = fcmp oeq double %296, %301
  br i1 %302, label %367, label %303

303:                                              ; preds = %300
  %304 = fmul double %296, 0x4350000000000000
  %305 = tail call i32 @llvm.nvvm.d2i.hi(double %304) #7
  %306 = add i32 %305, -1
  %307 = icmp ult i32 %306, 2146435071
  br i1 %307, label %308, label %358

308:                                              ; preds = %303
  %309 = tail call i32 @llvm.nvvm.d2i.lo(double %304) #7
  %310 = lshr i32 %305, 20
  %311 = add nsw i32 %310, -1077
  %312 = and i32 %305, 1048575
  %313 = or disjoint i32 %312, 1072693248
  %314 = tail call double @llvm.nvvm.lohi.i2d(i32 %309, i32 %313) #7
  %315 = icmp ugt i32 %313, 1073127582
  %316 = tail call i32 @llvm.nvvm.d2i.lo(double %314) #7
  %317 = tail call i32 @llvm.nvvm.d2i.hi(double %314) #7
  %318 = add i32 %317, -1048576
  %319 = tail call double @llvm.nvvm.lohi.i2d(i32 %316, i32 %318) #7
  %320 = select i1 %315, double %319, double %314
  %321 = zext i1 %315 to i32
  %322 = add nsw i32 %311, %321
  %323 = fadd double %320, -1.000000e+00
  %324 = fadd double %320, 1.000000e+00
  %325 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %324) #7
  %326 = fneg double %324
  %327 = tail call double @llvm.fma.f64(double %326, double %325, double 1.000000e+00)
  %328 = tail call double @llvm.fma.f64(double %327, double %327, double %327)
  %329 = tail call double @llvm.fma.f64(double %328, double %325, double %325)
  %330 = fmul double %323, %329
  %331 = fadd double %330, %330
  %332 = fmul double %331, %331
  %333 = tail call double @llvm.fma.f64(double %332, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %334 = tail call double @llvm.fma.f64(double %333, double %332, double 0x3EF3B2669F02676F)
  %335 = tail call double @llvm.fma.f64(double %334, double %332, double 0x3F1745CBA9AB0956)
  %336 = tail call double @llvm.fma.f64(double %335, double %332, double 0x3F3C71C72D1B5154)
  %337 = tail call double @llvm.fma.f64(double %336, double %332, double 0x3F624924923BE72D)
  %338 = tail call double @llvm.fma.f64(double %337, double %332, double 0x3F8999999999A3C4)
  %339 = tail call double @llvm.fma.f64(double %338, double %332, double 0x3FB5555555555554)
  %340 = fsub double %323, %331
  %341 = fmul double %340, 2.000000e+00
  %342 = fneg double %331
  %343 = tail call double @llvm.fma.f64(double %342, double %323, double %341)
  %344 = fmul double %329, %343
  %345 = fmul double %332, %339
  %346 = tail call double @llvm.fma.f64(double %345, double %331, double %344)
  %347 = xor i32 %322, -2147483648
  %348 = tail call double @llvm.nvvm.lohi.i2d(i32 %347, i32 1127219200) #7
  %349 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #7
  %350 = fsub double %348, %349
  %351 = tail call double @llvm.fma.f64(double %350, double 0x3FE62E42FEFA39EF, double %331)
  %352 = fneg double %350
  %353 = tail call double @llvm.fma.f64(double %352, double 0x3FE62E42FEFA39EF, double %351)
  %354 = fsub double %353, %331
  %355 = fsub double %346, %354
  %356 = tail call double @llvm.fma.f64(double %350, double 0x3C7ABC9E3B39803F, double %355)
  %357 = fadd double %351, %356
  br label %364

358:                                              ; preds = %303
  %359 = tail call double @llvm.fma.f64(double %304, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %360 = tail call i32 @llvm.nvvm.d2i.hi(double %304) #7
  %361 = and i32 %360, 2147483647
  %362 = icmp eq i32 %361, 0
  %363 = select i1 %362, double 0xFFF0000000000000, double %359
  br label %364

364:                                              ; preds = %358, %308
  %365 = phi double [ %357, %308 ], [ %363, %358 ]
  %366 = fneg double %365
  br label %367

367:                                              ; preds = %261, %300, %364
  %368 = phi double [ %297, %261 ], [ %366, %364 ], [ 0x7FF0000000000000, %300 ]
  %369 = tail call i32 @llvm.nvvm.d2i.hi(double 3.000000e+00) #7
  %370 = and i32 %369, 2147483647
  %371 = tail call i32 @llvm.nvvm.d2i.lo(double 3.000000e+00) #7
  %372 = tail call double @llvm.nvvm.lohi.i2d(i32 %14, i32 %16) #7
  %373 = tail call double @llvm.nvvm.lohi.i2d(i32 %371, i32 %370) #7
  %374 = icmp ugt i32 %16, 2146435071
  %375 = icmp ugt i32 %370, 2146435071
  %376 = select i1 %374, i1 true, i1 %375
  br i1 %376, label %377, label %386

377:                                              ; preds = %367
  %378 = fcmp ord double %372, 0.000000e+00
  %379 = fcmp ord double %373, 0.000000e+00
  %380 = select i1 %378, i1 %379, i1 false
  br i1 %380, label %383, label %381

381:                                              ; preds = %377
  %382 = tail call double @llvm.nvvm.add.rn.d(double %13, double 3.000000e+00) #7
  br label %457

383:                                              ; preds = %377
  %384 = fcmp oeq double %372, 0x7FF0000000000000
  %385 = select i1 %384, double 0xFFF8000000000000, double %13
  br label %457

386:                                              ; preds = %367
  %387 = fcmp oeq double %373, 0.000000e+00
  br i1 %387, label %457, label %388

388:                                              ; preds = %386
  %389 = fcmp ult double %372, %373
  br i1 %389, label %457, label %390

390:                                              ; preds = %388
  %391 = tail call i32 @llvm.nvvm.d2i.hi(double %372) #7
  %392 = lshr i32 %391, 20
  %393 = tail call i32 @llvm.nvvm.d2i.hi(double %373) #7
  %394 = lshr i32 %393, 20
  %395 = icmp ult i32 %391, 1048576
  %396 = fmul double %372, 0x4350000000000000
  %397 = tail call i32 @llvm.nvvm.d2i.hi(double %396) #7
  %398 = lshr i32 %397, 20
  %399 = add nsw i32 %398, -54
  %400 = select i1 %395, double %396, double %372
  %401 = select i1 %395, i32 %399, i32 %392
  %402 = icmp ult i32 %393, 1048576
  %403 = fmul double %373, 0x4350000000000000
  %404 = tail call i32 @llvm.nvvm.d2i.hi(double %403) #7
  %405 = lshr i32 %404, 20
  %406 = add nsw i32 %405, -54
  %407 = select i1 %402, double %403, double %373
  %408 = select i1 %402, i32 %406, i32 %394
  %409 = bitcast double %400 to i64
  %410 = bitcast double %407 to i64
  %411 = and i64 %409, 4503599627370495
  %412 = or disjoint i64 %411, 4503599627370496
  %413 = and i64 %410, 4503599627370495
  %414 = or disjoint i64 %413, 4503599627370496
  %415 = sub nsw i32 %401, %408
  br label %416

416:                                              ; preds = %416, %390
  %417 = phi i64 [ %412, %390 ], [ %424, %416 ]
  %418 = phi i32 [ %415, %390 ], [ %425, %416 ]
  %419 = sub i64 %417, %414
  %420 = bitcast i64 %419 to double
  %421 = tail call i32 @llvm.nvvm.d2i.hi(double %420) #7
  %422 = icmp slt i32 %421, 0
  %423 = select i1 %422, i64 %417, i64 %419
  %424 = shl i64 %423, 1
  %425 = add nsw i32 %418, -1
  %426 = icmp sgt i32 %418, 0
  br i1 %426, label %416, label %427

427:                                              ; preds = %416
  %428 = and i64 %423, 9223372036854775807
  %429 = icmp eq i64 %428, 0
  br i1 %429, label %449, label %430

430:                                              ; preds = %427
  %431 = bitcast i64 %428 to double
  %432 = fmul double %431, 0x4350000000000000
  %433 = tail call i32 @llvm.nvvm.d2i.hi(double %432) #7
  %434 = lshr i32 %433, 20
  %435 = sub nsw i32 55, %434
  %436 = sub nsw i32 %408, %435
  %437 = zext nneg i32 %435 to i64
  %438 = shl i64 %428, %437
  %439 = icmp slt i32 %436, 1
  br i1 %439, label %440, label %444

440:                                              ; preds = %430
  %441 = sub nsw i32 1, %436
  %442 = zext nneg i32 %441 to i64
  %443 = lshr i64 %438, %442
  br label %449

444:                                              ; preds = %430
  %445 = add nuw nsw i32 %436, 4095
  %446 = zext nneg i32 %445 to i64
  %447 = shl i64 %446, 52
  %448 = add i64 %447, %438
  br label %449

449:                                              ; preds = %444, %440, %427
  %450 = phi i64 [ 0, %427 ], [ %443, %440 ], [ %448, %444 ]
  %451 = bitcast i64 %450 to double
  %452 = tail call i32 @llvm.nvvm.d2i.lo(double %451) #7
  %453 = tail call i32 @llvm.nvvm.d2i.hi(double %451) #7
  %454 = and i32 %15, -2147483648
  %455 = or i32 %453, %454
  %456 = tail call double @llvm.nvvm.lohi.i2d(i32 %452, i32 %455) #7
  br label %457

457:                                              ; preds = %381, %383, %386, %388, %449
  %458 = phi double [ %385, %383 ], [ %382, %381 ], [ %456, %449 ], [ %13, %388 ], [ 0xFFF8000000000000, %386 ]
  %459 = tail call noundef i32 @llvm.nvvm.d2i.rn(double %13)
  %460 = sitofp i32 %459 to double
  %461 = fadd fast double %207, %263
  %462 = fadd fast double %461, %460
  %463 = fadd fast double %462, %69
  %464 = fadd fast double %463, %110
  %465 = fadd fast double %464, %206
  %466 = fadd fast double %465, %262
  %467 = fadd fast double %466, %295
  %468 = fadd fast double %467, %368
  %469 = fadd fast double %468, %458
  %470 = getelementptr inbounds double, ptr %1, i64 %11
  store double %469, ptr %470, align 8, !tbaa !15
  br label %471

471:                                              ; preds = %3, %457
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
  %14 = load i32, ptr %13, align 4, !tbaa !18
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
  %36 = load i32, ptr %35, align 4, !tbaa !18
  %37 = tail call noundef i32 asm "shf.l.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %14, i32 %36, i32 5) #9, !srcloc !22
  %38 = tail call noundef i32 @llvm.nvvm.sad.i(i32 %14, i32 3, i32 0)
  %39 = tail call noundef i32 @llvm.nvvm.sad.ui(i32 5, i32 %14, i32 1)
  %40 = add i32 %34, %38
  %41 = add i32 %40, %39
  %42 = add i32 %41, %37
  store i32 %42, ptr %35, align 4, !tbaa !18
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
declare float @llvm.nvvm.fabs.ftz.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.ftz.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.trunc.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.ftz.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.ftz.f(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rn(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.ftz.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.ftz.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.ftz.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.ftz.f(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.ftz.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.ftz.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rz.ftz.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %0) unnamed_addr #4 {
  %2 = alloca [5 x i64], align 8
  %3 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #7
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
  %25 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\0A\09mov.b64         {alo,ahi}, $2;    \0A\09mov.b64         {blo,bhi}, $3;    \0A\09mov.b64         {clo,chi}, $4;    \0A\09mad.lo.cc.u32   r0, alo, blo, clo;\0A\09madc.hi.cc.u32  r1, alo, blo, chi;\0A\09madc.hi.u32     r2, alo, bhi,   0;\0A\09mad.lo.cc.u32   r1, alo, bhi,  r1;\0A\09madc.hi.cc.u32  r2, ahi, blo,  r2;\0A\09madc.hi.u32     r3, ahi, bhi,   0;\0A\09mad.lo.cc.u32   r1, ahi, blo,  r1;\0A\09madc.lo.cc.u32  r2, ahi, bhi,  r2;\0A\09addc.u32        r3,  r3,   0;     \0A\09mov.b64         $0, {r0,r1};      \0A\09mov.b64         $1, {r2,r3};      \0A\09}", "=l,=l,l,l,l"(i64 %24, i64 %12, i64 %21) #8, !srcloc !23
  %26 = extractvalue { i64, i64 } %25, 0
  %27 = extractvalue { i64, i64 } %25, 1
  %28 = sub nsw i32 %20, %14
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %29
  store i64 %26, ptr %30, align 8
  %31 = add nsw i32 %20, 1
  %32 = icmp eq i32 %31, %17
  br i1 %32, label %33, label %19, !llvm.loop !24

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
  %73 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09sub.cc.u32      r0, a0, b0; \0A\09subc.cc.u32     r1, a1, b1; \0A\09subc.cc.u32     r2, a2, b2; \0A\09subc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 0, i64 0, i64 %63, i64 %62) #8, !srcloc !26
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
  %83 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\0A\09mov.b64         {alo,ahi}, $2;   \0A\09mov.b64         {blo,bhi}, $3;   \0A\09mul.lo.u32      r0, alo, blo;    \0A\09mul.hi.u32      r1, alo, blo;    \0A\09mad.lo.cc.u32   r1, alo, bhi, r1;\0A\09madc.hi.u32     r2, alo, bhi,  0;\0A\09mad.lo.cc.u32   r1, ahi, blo, r1;\0A\09madc.hi.cc.u32  r2, ahi, blo, r2;\0A\09madc.hi.u32     r3, ahi, bhi,  0;\0A\09mad.lo.cc.u32   r2, ahi, bhi, r2;\0A\09addc.u32        r3, r3,  0;      \0A\09mov.b64         $0, {r0,r1};     \0A\09mov.b64         $1, {r2,r3};     \0A\09}", "=l,=l,l,l"(i64 %82, i64 -3958705157555305931) #8, !srcloc !27
  %84 = extractvalue { i64, i64 } %83, 1
  %85 = icmp sgt i64 %84, 0
  br i1 %85, label %86, label %91

86:                                               ; preds = %76
  %87 = add nuw nsw i64 %80, 1
  %88 = extractvalue { i64, i64 } %83, 0
  %89 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09add.cc.u32      r0, a0, b0; \0A\09addc.cc.u32     r1, a1, b1; \0A\09addc.cc.u32     r2, a2, b2; \0A\09addc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 %88, i64 %84, i64 %88, i64 %84) #8, !srcloc !28
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn.ftz(float) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc double @__internal_lgamma_pos(double %0) unnamed_addr #5 {
  %2 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #7
  %3 = icmp sgt i32 %2, 1074266111
  br i1 %3, label %4, label %100

4:                                                ; preds = %1
  %5 = icmp ugt i32 %2, 1075838975
  br i1 %5, label %6, label %82

6:                                                ; preds = %4
  %7 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %0) #7
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
  %21 = tail call i32 @llvm.nvvm.d2i.lo(double %0) #7
  %22 = lshr i32 %2, 20
  %23 = and i32 %2, 1048575
  %24 = or disjoint i32 %23, 1072693248
  %25 = tail call double @llvm.nvvm.lohi.i2d(i32 %21, i32 %24) #7
  %26 = icmp ugt i32 %24, 1073127582
  %27 = tail call i32 @llvm.nvvm.d2i.lo(double %25) #7
  %28 = tail call i32 @llvm.nvvm.d2i.hi(double %25) #7
  %29 = add i32 %28, -1048576
  %30 = tail call double @llvm.nvvm.lohi.i2d(i32 %27, i32 %29) #7
  %31 = select i1 %26, double %30, double %25
  %32 = select i1 %26, i32 2147482626, i32 2147482625
  %33 = add nuw i32 %32, %22
  %34 = fadd double %31, -1.000000e+00
  %35 = fadd double %31, 1.000000e+00
  %36 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %35) #7
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
  %58 = tail call double @llvm.nvvm.lohi.i2d(i32 %33, i32 1127219200) #7
  %59 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #7
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
  %72 = tail call i32 @llvm.nvvm.d2i.lo(double %71) #7
  %73 = tail call i32 @llvm.nvvm.d2i.hi(double %71) #7
  %74 = add i32 %73, -1048576
  %75 = tail call double @llvm.nvvm.lohi.i2d(i32 %72, i32 %74) #7
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
  %166 = tail call i32 @llvm.nvvm.d2i.hi(double %165) #7
  %167 = tail call i32 @llvm.nvvm.d2i.lo(double %165) #7
  %168 = icmp slt i32 %166, 1048576
  br i1 %168, label %169, label %173

169:                                              ; preds = %150
  %170 = fmul double %165, 0x4350000000000000
  %171 = tail call i32 @llvm.nvvm.d2i.lo(double %170) #7
  %172 = tail call i32 @llvm.nvvm.d2i.hi(double %170) #7
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
  %185 = tail call double @llvm.nvvm.lohi.i2d(i32 %176, i32 %184) #7
  %186 = icmp ugt i32 %184, 1073127582
  %187 = tail call i32 @llvm.nvvm.d2i.lo(double %185) #7
  %188 = tail call i32 @llvm.nvvm.d2i.hi(double %185) #7
  %189 = add i32 %188, -1048576
  %190 = tail call double @llvm.nvvm.lohi.i2d(i32 %187, i32 %189) #7
  %191 = select i1 %186, double %190, double %185
  %192 = zext i1 %186 to i32
  %193 = add nsw i32 %182, %192
  %194 = fadd double %191, -1.000000e+00
  %195 = fadd double %191, 1.000000e+00
  %196 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %195) #7
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
  %219 = tail call double @llvm.nvvm.lohi.i2d(i32 %218, i32 1127219200) #7
  %220 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #7
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
  %231 = tail call i32 @llvm.nvvm.d2i.hi(double %174) #7
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
declare float @llvm.ceil.f32(float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

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

attributes #0 = { norecurse nounwind memory(argmem: readwrite) "approx-func-fp-math"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" "unsafe-fp-math"="true" }
attributes #1 = { convergent norecurse nounwind memory(argmem: readwrite) "approx-func-fp-math"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" "unsafe-fp-math"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) "approx-func-fp-math"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "unsafe-fp-math"="true" "use-soft-float"="false" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "unsafe-fp-math"="true" "use-soft-float"="false" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind memory(none) }
attributes #9 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6}
!llvm.ident = !{!7, !8}
!nvvmir.version = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
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
!14 = !{i32 21584}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !12, i64 0}
!17 = !{i32 150900}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !12, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"long long", !12, i64 0}
!22 = !{i64 6047037}
!23 = !{i32 157355, i32 157359, i32 157428, i32 157476, i32 157524, i32 157572, i32 157620, i32 157668, i32 157716, i32 157764, i32 157812, i32 157860, i32 157908, i32 157956, i32 158004, i32 158052, i32 158100}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.count", i32 1}
!26 = !{i32 155089, i32 155093, i32 155164, i32 155206, i32 155248, i32 155290, i32 155332, i32 155374, i32 155416, i32 155458, i32 155500, i32 155542, i32 155584}
!27 = !{i32 156130, i32 156134, i32 156193, i32 156240, i32 156287, i32 156334, i32 156381, i32 156428, i32 156475, i32 156522, i32 156569, i32 156616, i32 156663, i32 156710, i32 156757, i32 156804}
!28 = !{i32 153891, i32 153895, i32 153966, i32 154008, i32 154050, i32 154092, i32 154134, i32 154176, i32 154218, i32 154260, i32 154302, i32 154344, i32 154386}
