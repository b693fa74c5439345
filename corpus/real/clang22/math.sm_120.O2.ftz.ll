; nvverify-generator: clang-22.1.8 target=sm_120 opt=O2 source=clang19/src/math.cu flags="-fgpu-flush-denormals-to-zero -ffast-math"
; ModuleID = 'math.cu'
source_filename = "math.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__cudart_i2opi_d = internal unnamed_addr addrspace(1) constant [18 x i64] [i64 7780917995555872008, i64 4397547296490951402, i64 8441921394348257659, i64 5712322887342352941, i64 7869616827067468215, i64 -1211730484530615009, i64 2303758334597371919, i64 -7168499653074671557, i64 4148332274289687028, i64 -1613291254968254911, i64 -1692731182770600828, i64 -135693905287338178, i64 452944820249399836, i64 -5249950069107600672, i64 -121206125134887583, i64 -2638381946312093631, i64 -277156292786332224, i64 -6703182060581546711], align 8
@__cudart_sin_cos_coeffs = internal unnamed_addr addrspace(1) constant [16 x double] [double 0xBE5AE5F12CB0D246, double 0x3EC71DE369ACE392, double 0xBF2A01A019DB62A1, double 0x3F81111111110818, double 0xBFC5555555555554, double 0.000000e+00, double 0.000000e+00, double 0xBDA8FF8320FD8164, double 0x3E21EEA7C1EF8528, double 0xBE927E4F8E06E6D9, double 0x3EFA01A019DDBCE9, double 0xBF56C16C16C15D47, double 0x3FA5555555555551, double -5.000000e-01, double 1.000000e+00, double 0.000000e+00], align 16

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10float_mathPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %230

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !11
  %14 = tail call noundef float @llvm.nvvm.sin.approx.ftz.f(float nofpclass(nan inf) %13) #9
  %15 = tail call noundef float @llvm.nvvm.cos.approx.ftz.f(float nofpclass(nan inf) %13) #9
  %16 = fmul fast float %15, %14
  %17 = fneg fast float %13
  %18 = fmul fast float %13, %17
  %19 = tail call float @llvm.fma.f32(float nofpclass(nan inf) %18, float 0x3F777313A0000000, float 5.000000e-01)
  %20 = tail call float @llvm.nvvm.saturate.ftz.f(float %19) #9
  %21 = tail call float @llvm.nvvm.fma.rm.ftz.f(float %20, float 2.520000e+02, float 0x4168000020000000) #9
  %22 = fadd float %21, 0xC168000FE0000000
  %23 = fneg float %22
  %24 = tail call float @llvm.fma.f32(float nofpclass(nan inf) %18, float 0x3FF7154760000000, float %23)
  %25 = tail call float @llvm.fma.f32(float nofpclass(nan inf) %18, float 0x3E54AE0C00000000, float %24)
  %26 = bitcast float %21 to i32
  %27 = shl i32 %26, 23
  %28 = bitcast i32 %27 to float
  %29 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %25)
  %30 = fmul float %29, %28
  %31 = tail call float @llvm.nvvm.fabs.ftz.f32(float nofpclass(nan inf) %13)
  %32 = fadd fast float %31, 1.000000e+00
  %33 = tail call float @llvm.nvvm.lg2.approx.ftz.f(float nofpclass(nan inf) %32) #9
  %34 = fmul float %33, 0x3FE62E4300000000
  %35 = tail call float @llvm.nvvm.trunc.f(float 7.500000e-01) #9
  %36 = fmul float %35, 2.000000e+00
  %37 = fsub float 1.500000e+00, %36
  %38 = tail call float @llvm.nvvm.fabs.ftz.f32(float %37)
  %39 = fcmp une float %38, 1.000000e+00
  %40 = tail call float @llvm.nvvm.fabs.ftz.f32(float nofpclass(nan inf) %31)
  %41 = bitcast float %40 to i32
  %42 = add i32 %41, -1060439283
  %43 = and i32 %42, -8388608
  %44 = sub i32 %41, %43
  %45 = bitcast i32 %44 to float
  %46 = sitofp i32 %43 to float
  %47 = tail call float @llvm.fma.f32(float %46, float 0x3E80000000000000, float 0.000000e+00)
  %48 = fadd float %45, -1.000000e+00
  %49 = fadd float %45, 1.000000e+00
  %50 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %49) #10, !srcloc !13
  %51 = fmul float %48, 2.000000e+00
  %52 = fmul float %50, %51
  %53 = fmul float %52, %52
  %54 = fsub float %48, %52
  %55 = fmul float %54, 2.000000e+00
  %56 = fneg float %52
  %57 = tail call float @llvm.fma.f32(float %56, float %48, float %55)
  %58 = tail call float @llvm.nvvm.mul.rn.ftz.f(float %50, float %57) #9
  %59 = tail call float @llvm.fma.f32(float %53, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %60 = tail call float @llvm.fma.f32(float %59, float %53, float 0x3F92776E60000000)
  %61 = tail call float @llvm.fma.f32(float %60, float %53, float 0x3FBEC709E0000000)
  %62 = tail call float @llvm.nvvm.mul.rn.ftz.f(float %61, float %53) #9
  %63 = tail call float @llvm.fma.f32(float %52, float 0x3FF7154760000000, float %47)
  %64 = fsub float %47, %63
  %65 = tail call float @llvm.fma.f32(float %52, float 0x3FF7154760000000, float %64)
  %66 = tail call float @llvm.fma.f32(float %58, float 0x3FF7154760000000, float %65)
  %67 = tail call float @llvm.fma.f32(float %52, float 0x3E54ABC680000000, float %66)
  %68 = fmul float %62, 3.000000e+00
  %69 = tail call float @llvm.fma.f32(float %68, float %58, float %67)
  %70 = tail call float @llvm.fma.f32(float %62, float %52, float %69)
  %71 = tail call float @llvm.nvvm.add.rn.ftz.f(float %63, float %70) #9
  %72 = fneg float %63
  %73 = tail call float @llvm.nvvm.add.rn.ftz.f(float %71, float %72) #9
  %74 = fneg float %73
  %75 = tail call float @llvm.nvvm.add.rn.ftz.f(float %70, float %74) #9
  %76 = tail call float @llvm.nvvm.mul.rn.ftz.f(float %71, float 1.500000e+00) #9
  %77 = fneg float %76
  %78 = tail call float @llvm.fma.f32(float %71, float 1.500000e+00, float %77)
  %79 = tail call float @llvm.fma.f32(float %75, float 1.500000e+00, float %78)
  %80 = tail call float @llvm.nvvm.round.f(float %76) #9
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
  %99 = tail call float @llvm.nvvm.fabs.ftz.f32(float %76)
  %100 = fcmp ogt float %99, 1.520000e+02
  %101 = fcmp olt float %76, 0.000000e+00
  %102 = select i1 %101, float 0.000000e+00, float 0x7FF0000000000000
  %103 = select i1 %100, float %102, float %98
  %104 = fcmp oeq float %31, 1.000000e+00
  br i1 %104, label %120, label %105

105:                                              ; preds = %10
  %106 = fcmp uno float %40, 0.000000e+00
  br i1 %106, label %107, label %109

107:                                              ; preds = %105
  %108 = tail call float @llvm.nvvm.add.rn.ftz.f(float nofpclass(nan inf) %31, float 1.500000e+00) #9
  br label %120

109:                                              ; preds = %105
  %110 = fcmp oeq float %31, 0.000000e+00
  %111 = fcmp oeq float %40, 0x7FF0000000000000
  %112 = select i1 %110, i1 true, i1 %111
  br i1 %112, label %113, label %117

113:                                              ; preds = %109
  %114 = fadd float %31, %31
  %115 = tail call float @llvm.fabs.f32(float %114)
  %116 = select i1 %39, float %115, float %114
  br label %120

117:                                              ; preds = %109
  %118 = fcmp olt float %31, 0.000000e+00
  br i1 %118, label %119, label %120

119:                                              ; preds = %117
  br label %120

120:                                              ; preds = %10, %107, %113, %117, %119
  %121 = phi float [ 1.000000e+00, %10 ], [ %108, %107 ], [ %116, %113 ], [ %103, %117 ], [ 0x7FFFFFFFE0000000, %119 ]
  %122 = tail call noundef float @llvm.nvvm.sqrt.approx.ftz.f(float nofpclass(nan inf) %31) #9
  %123 = fmul float %13, %13
  %124 = fadd fast float %123, 1.000000e+00
  %125 = tail call noundef float @llvm.nvvm.rsqrt.approx.ftz.f(float nofpclass(nan inf) %124)
  %126 = fcmp oge float %31, 0x3FF00C1FC0000000
  %127 = select i1 %126, float %31, float %123
  %128 = select i1 %126, float 0x3F1D698740000000, float 0x3F163D2D40000000
  %129 = select i1 %126, float 0xBF55C00B60000000, float 0xBF4AE9A400000000
  %130 = tail call float @llvm.fma.f32(float %128, float %127, float %129)
  %131 = select i1 %126, float 0x3F813233E0000000, float 0x3F755ABD40000000
  %132 = tail call float @llvm.fma.f32(float %130, float %127, float %131)
  %133 = select i1 %126, float 0xBFA49B3340000000, float 0xBF9B837CE0000000
  %134 = tail call float @llvm.fma.f32(float %132, float %127, float %133)
  %135 = select i1 %126, float 0x3FC46AA320000000, float 0x3FBCE315E0000000
  %136 = tail call float @llvm.fma.f32(float %134, float %127, float %135)
  %137 = select i1 %126, float 0x3FED369F20000000, float 0xBFD8127580000000
  %138 = tail call float @llvm.fma.f32(float %136, float %127, float %137)
  %139 = select i1 %126, float 0x3FE4214280000000, float 0x3FC06EBA60000000
  %140 = tail call float @llvm.fma.f32(float %138, float %127, float %139)
  %141 = fneg float %127
  %142 = select i1 %126, float %141, float %13
  %143 = tail call float @llvm.fma.f32(float %140, float %142, float %142)
  br i1 %126, label %147, label %144

144:                                              ; preds = %120
  %145 = bitcast float %13 to i32
  %146 = and i32 %145, -2147483648
  br label %155

147:                                              ; preds = %120
  %148 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %143)
  %149 = fsub float 1.000000e+00, %148
  %150 = bitcast float %149 to i32
  %151 = bitcast float %13 to i32
  %152 = and i32 %151, -2147483648
  %153 = or i32 %152, %150
  %154 = bitcast i32 %153 to float
  br label %155

155:                                              ; preds = %144, %147
  %156 = phi i32 [ %146, %144 ], [ %152, %147 ]
  %157 = phi float [ %143, %144 ], [ %154, %147 ]
  %158 = fmul float %31, 0x4007154760000000
  %159 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %158)
  %160 = fadd float %159, 1.000000e+00
  %161 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %160) #10, !srcloc !13
  %162 = tail call float @llvm.fma.f32(float %161, float -2.000000e+00, float 1.000000e+00)
  %163 = fcmp oge float %31, 0x4022059680000000
  %164 = select i1 %163, float 1.000000e+00, float %162
  %165 = bitcast float %164 to i32
  %166 = or i32 %156, %165
  %167 = bitcast i32 %166 to float
  %168 = tail call float @llvm.fma.f32(float %123, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %169 = tail call float @llvm.fma.f32(float %168, float %123, float 0x3FC10B2820000000)
  %170 = tail call float @llvm.fma.f32(float %169, float %123, float 0xBFD5553DA0000000)
  %171 = tail call float @llvm.fma.f32(float %170, float %123, float 0.000000e+00)
  %172 = tail call float @llvm.fma.f32(float %171, float nofpclass(nan inf) %13, float nofpclass(nan inf) %13)
  %173 = fcmp oge float %31, 0x3FE3333340000000
  %174 = select i1 %173, float %167, float %172
  %175 = fadd float %31, 2.000000e+00
  %176 = fcmp ord float %175, 0.000000e+00
  %177 = fcmp ogt float %31, 2.000000e+00
  %178 = tail call float @llvm.minnum.f32(float %31, float 2.000000e+00)
  %179 = tail call float @llvm.maxnum.f32(float %31, float 2.000000e+00)
  %180 = fdiv float %178, %179
  %181 = tail call float @llvm.nvvm.mul.rn.ftz.f(float %180, float %180) #9
  %182 = tail call float @llvm.fma.f32(float %181, float 0xBFEA58FD40000000, float 0xC016B31060000000)
  %183 = tail call float @llvm.fma.f32(float %182, float %181, float 0xC01A4320E0000000)
  %184 = fmul float %181, %183
  %185 = fmul float %180, %184
  %186 = fadd float %181, 0x4026ABB800000000
  %187 = tail call float @llvm.fma.f32(float %186, float %181, float 0x403CD7AC00000000)
  %188 = tail call float @llvm.fma.f32(float %187, float %181, float 0x4033B25900000000)
  %189 = fdiv float 1.000000e+00, %188
  %190 = tail call float @llvm.fma.f32(float %185, float %189, float %180)
  %191 = fsub float 0x3FF921FB60000000, %190
  %192 = select i1 %177, float %191, float %190
  %193 = bitcast float %192 to i32
  %194 = or i32 %156, %193
  %195 = bitcast i32 %194 to float
  %196 = select i1 %176, float %195, float %175
  %197 = fmul float %13, 0x3FF7154760000000
  %198 = tail call noundef float @llvm.nvvm.ex2.approx.ftz.f32(float %197)
  %199 = tail call noundef float @llvm.nvvm.div.approx.ftz.f(float nofpclass(nan inf) %13, float 3.000000e+00)
  %200 = tail call noundef float @llvm.nvvm.saturate.ftz.f(float nofpclass(nan inf) %13)
  %201 = tail call noundef float @llvm.fma.f32(float nofpclass(nan inf) %13, float nofpclass(nan inf) %13, float 1.000000e+00)
  %202 = tail call noundef float @llvm.floor.f32(float nofpclass(nan inf) %13)
  %203 = tail call noundef float @llvm.ceil.f32(float nofpclass(nan inf) %13)
  %204 = tail call float @llvm.copysign.f32(float 5.000000e-01, float nofpclass(nan inf) %13)
  %205 = tail call float @llvm.nvvm.add.rz.ftz.f(float nofpclass(nan inf) %13, float %204) #9
  %206 = tail call noundef float @llvm.nvvm.trunc.f(float %205) #9
  %207 = tail call noundef float @llvm.nvvm.trunc.f(float nofpclass(nan inf) %13)
  %208 = tail call noundef float @llvm.minnum.f32(float nofpclass(nan inf) %13, float 0.000000e+00)
  %209 = tail call noundef float @llvm.maxnum.f32(float nofpclass(nan inf) %13, float 1.000000e+00)
  %210 = fadd fast float %202, %203
  %211 = fadd fast float %210, %207
  %212 = fadd fast float %211, %208
  %213 = fadd fast float %212, %209
  %214 = fadd fast float %213, %14
  %215 = fadd fast float %214, %200
  %216 = fadd fast float %215, %201
  %217 = fadd fast float %216, %206
  %218 = fadd fast float %217, %16
  %219 = fadd fast float %218, %34
  %220 = fadd fast float %219, %30
  %221 = fadd fast float %220, %196
  %222 = fadd fast float %221, %121
  %223 = fadd fast float %222, %122
  %224 = fadd fast float %223, %125
  %225 = fadd fast float %224, %157
  %226 = fadd fast float %225, %198
  %227 = fadd fast float %226, %199
  %228 = fadd fast float %227, %174
  %229 = getelementptr inbounds float, ptr %1, i64 %11
  store float %228, ptr %229, align 4, !tbaa !11
  br label %230

230:                                              ; preds = %3, %155
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
  %13 = load double, ptr %12, align 8, !tbaa !14
  %14 = tail call i32 @llvm.nvvm.d2i.lo(double nofpclass(nan inf) %13) #9
  %15 = tail call i32 @llvm.nvvm.d2i.hi(double nofpclass(nan inf) %13) #9
  %16 = and i32 %15, 2147483647
  %17 = icmp eq i32 %16, 2146435072
  %18 = icmp eq i32 %14, 0
  %19 = select i1 %17, i1 %18, i1 false
  br i1 %19, label %20, label %22

20:                                               ; preds = %10
  %21 = tail call double @llvm.nvvm.mul.rn.d(double nofpclass(nan inf) %13, double 0.000000e+00) #9
  br label %36

22:                                               ; preds = %10
  %23 = fmul double %13, 0x3FE45F306DC9C883
  %24 = tail call i32 @llvm.nvvm.d2i.rn(double %23) #9
  %25 = sitofp i32 %24 to double
  %26 = fneg double %25
  %27 = tail call double @llvm.fma.f64(double %26, double 0x3FF921FB54442D18, double nofpclass(nan inf) %13)
  %28 = tail call double @llvm.fma.f64(double %26, double 0x3C91A62633145C00, double %27)
  %29 = tail call double @llvm.fma.f64(double %26, double 0x397B839A252049C0, double %28)
  %30 = tail call double @llvm.nvvm.fabs.f64(double nofpclass(nan inf) %13)
  %31 = fcmp ult double %30, 0x41E0000000000000
  br i1 %31, label %36, label %32

32:                                               ; preds = %22
  %33 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double nofpclass(nan inf) %13) #9
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
  %43 = tail call double @llvm.nvvm.mul.rn.d(double %37, double %37) #9
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
  %70 = tail call double @llvm.fma.f64(double nofpclass(nan inf) %13, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %71 = tail call i32 @llvm.nvvm.d2i.lo(double %70) #9
  %72 = tail call double @llvm.nvvm.add.rn.d(double %70, double 0xC338000000000000) #9
  %73 = tail call double @llvm.fma.f64(double %72, double 0xBFE62E42FEFA39EF, double nofpclass(nan inf) %13)
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
  %86 = tail call i32 @llvm.nvvm.d2i.lo(double %85) #9
  %87 = tail call i32 @llvm.nvvm.d2i.hi(double %85) #9
  %88 = shl i32 %71, 20
  %89 = add i32 %87, %88
  %90 = tail call double @llvm.nvvm.lohi.i2d(i32 %86, i32 %89) #9
  %91 = bitcast i32 %15 to float
  %92 = tail call float @llvm.nvvm.fabs.ftz.f32(float %91)
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
  %103 = tail call double @llvm.nvvm.lohi.i2d(i32 %86, i32 %102) #9
  %104 = sub nsw i32 %71, %100
  %105 = shl i32 %104, 20
  %106 = add nsw i32 %105, 1072693248
  %107 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %106) #9
  %108 = fmul double %107, %103
  br label %109

109:                                              ; preds = %36, %94, %99
  %110 = phi double [ %90, %36 ], [ %108, %99 ], [ %97, %94 ]
  %111 = tail call double @llvm.nvvm.fabs.f64(double nofpclass(nan inf) %13)
  %112 = tail call i32 @llvm.nvvm.d2i.hi(double nofpclass(nan inf) %111) #9
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
  %136 = tail call i32 @llvm.nvvm.d2i.hi(double %135) #9
  %137 = tail call i32 @llvm.nvvm.d2i.lo(double %135) #9
  %138 = icmp slt i32 %136, 1048576
  br i1 %138, label %139, label %143

139:                                              ; preds = %134
  %140 = fmul double %135, 0x4350000000000000
  %141 = tail call i32 @llvm.nvvm.d2i.lo(double %140) #9
  %142 = tail call i32 @llvm.nvvm.d2i.hi(double %140) #9
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
  %155 = tail call double @llvm.nvvm.lohi.i2d(i32 %146, i32 %154) #9
  %156 = icmp samesign ugt i32 %154, 1073127582
  %157 = tail call i32 @llvm.nvvm.d2i.lo(double %155) #9
  %158 = tail call i32 @llvm.nvvm.d2i.hi(double %155) #9
  %159 = add i32 %158, -1048576
  %160 = tail call double @llvm.nvvm.lohi.i2d(i32 %157, i32 %159) #9
  %161 = select i1 %156, double %160, double %155
  %162 = zext i1 %156 to i32
  %163 = add nsw i32 %152, %162
  %164 = fadd double %161, -1.000000e+00
  %165 = fadd double %161, 1.000000e+00
  %166 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %165) #9
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
  %189 = tail call double @llvm.nvvm.lohi.i2d(i32 %188, i32 1127219200) #9
  %190 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
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
  %201 = tail call i32 @llvm.nvvm.d2i.hi(double %144) #9
  %202 = and i32 %201, 2147483647
  %203 = icmp eq i32 %202, 0
  %204 = select i1 %203, double 0xFFF0000000000000, double %200
  br label %205

205:                                              ; preds = %117, %150, %199
  %206 = phi double [ %133, %117 ], [ %198, %150 ], [ %204, %199 ]
  %207 = tail call noundef double @llvm.sqrt.f64(double nofpclass(nan inf) %111)
  %208 = fcmp une double %13, 0.000000e+00
  %209 = icmp samesign ult i32 %16, 2146435072
  %210 = select i1 %208, i1 %209, i1 false
  br i1 %210, label %211, label %263

211:                                              ; preds = %205
  %212 = lshr i32 %16, 20
  %213 = icmp eq i32 %212, 0
  br i1 %213, label %214, label %220

214:                                              ; preds = %211
  %215 = tail call double @llvm.nvvm.lohi.i2d(i32 %14, i32 %16) #9
  %216 = fmul double %215, 0x4350000000000000
  %217 = tail call i32 @llvm.nvvm.d2i.hi(double %216) #9
  %218 = lshr i32 %217, 20
  %219 = tail call i32 @llvm.nvvm.d2i.lo(double %216) #9
  br label %220

220:                                              ; preds = %214, %211
  %221 = phi i32 [ %219, %214 ], [ %14, %211 ]
  %222 = phi i32 [ %217, %214 ], [ %16, %211 ]
  %223 = phi i32 [ %218, %214 ], [ %212, %211 ]
  %224 = phi i32 [ -18, %214 ], [ 0, %211 ]
  %225 = add nsw i32 %223, -1022
  %226 = sitofp i32 %225 to float
  %227 = fmul float %226, 0x3FD5555560000000
  %228 = tail call i32 @llvm.nvvm.f2i.rn.ftz(float %227) #9
  %229 = mul i32 %228, -3145728
  %230 = add i32 %229, %222
  %231 = tail call double @llvm.nvvm.lohi.i2d(i32 %221, i32 %230) #9
  %232 = fptrunc double %231 to float
  %233 = tail call float @llvm.nvvm.lg2.approx.ftz.f(float %232) #9
  %234 = fmul float %233, 0x3FD5555560000000
  %235 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %234)
  %236 = fpext float %235 to double
  %237 = fmul double %236, %236
  %238 = tail call i32 @llvm.nvvm.d2i.lo(double %237) #9
  %239 = tail call i32 @llvm.nvvm.d2i.hi(double %237) #9
  %240 = add i32 %239, 1048576
  %241 = tail call double @llvm.nvvm.lohi.i2d(i32 %238, i32 %240) #9
  %242 = tail call double @llvm.fma.f64(double %241, double %236, double %231)
  %243 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %242) #9
  %244 = fneg double %242
  %245 = tail call double @llvm.fma.f64(double %244, double %243, double 1.000000e+00)
  %246 = tail call double @llvm.fma.f64(double %245, double %245, double %245)
  %247 = tail call double @llvm.fma.f64(double %246, double %243, double %243)
  %248 = fneg double %236
  %249 = tail call double @llvm.fma.f64(double %237, double %248, double %231)
  %250 = fmul double %249, %247
  %251 = tail call double @llvm.fma.f64(double %236, double %250, double %236)
  %252 = tail call i32 @llvm.nvvm.d2i.lo(double %251) #9
  %253 = tail call i32 @llvm.nvvm.d2i.hi(double %251) #9
  %254 = add i32 %228, %224
  %255 = shl i32 %254, 20
  %256 = add nsw i32 %253, %255
  %257 = tail call double @llvm.nvvm.lohi.i2d(i32 %252, i32 %256) #9
  %258 = tail call i32 @llvm.nvvm.d2i.lo(double %257) #9
  %259 = tail call i32 @llvm.nvvm.d2i.hi(double %257) #9
  %260 = and i32 %15, -2147483648
  %261 = or i32 %259, %260
  %262 = tail call double @llvm.nvvm.lohi.i2d(i32 %258, i32 %261) #9
  br label %265

263:                                              ; preds = %205
  %264 = fadd double %13, %13
  br label %265

265:                                              ; preds = %220, %263
  %266 = phi double [ %262, %220 ], [ %264, %263 ]
  %267 = tail call noundef double @llvm.fma.f64(double nofpclass(nan inf) %13, double nofpclass(nan inf) %13, double 1.000000e+00)
  %268 = bitcast double %111 to i64
  %269 = tail call i64 @llvm.umin.i64(i64 %268, i64 4611686018427387904) #9
  %270 = bitcast i64 %269 to double
  %271 = tail call i64 @llvm.umax.i64(i64 %268, i64 4611686018427387904) #9
  %272 = bitcast i64 %271 to double
  %273 = tail call i32 @llvm.nvvm.d2i.hi(double %272) #9
  %274 = and i32 %273, -4194304
  %275 = sub i32 2144337920, %274
  %276 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %275) #9
  %277 = fmul double %276, %270
  %278 = fmul double %276, %272
  %279 = fmul double %277, %277
  %280 = tail call double @llvm.fma.f64(double %278, double %278, double %279)
  %281 = tail call double @llvm.minnum.f64(double %280, double 0x7FEFFFFFFFFFFFFF)
  %282 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %281) #10, !srcloc !16
  %283 = tail call double @llvm.nvvm.mul.rn.d(double %282, double %282) #9
  %284 = fneg double %283
  %285 = tail call double @llvm.fma.f64(double %281, double %284, double 1.000000e+00)
  %286 = tail call double @llvm.fma.f64(double %285, double 3.750000e-01, double 5.000000e-01)
  %287 = tail call double @llvm.nvvm.mul.rn.d(double %285, double %282) #9
  %288 = tail call double @llvm.fma.f64(double %286, double %287, double %282)
  %289 = fmul double %280, %288
  %290 = or disjoint i32 %274, 1048576
  %291 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %290) #9
  %292 = fmul double %291, %289
  %293 = fcmp oeq double %270, 0.000000e+00
  %294 = select i1 %293, double %272, double %292
  %295 = tail call i32 @llvm.nvvm.d2i.hi(double %270) #9
  %296 = tail call i32 @llvm.nvvm.d2i.hi(double 0x7FF0000000000000) #9
  %297 = icmp ult i32 %295, %296
  %298 = select i1 %297, double %294, double %270
  %299 = fadd fast double %111, 2.000000e+00
  %300 = tail call double @llvm.nvvm.fabs.f64(double nofpclass(nan inf) %299)
  %301 = fcmp uno double %300, 0.000000e+00
  br i1 %301, label %434, label %302

302:                                              ; preds = %265
  %303 = tail call fastcc double @__internal_lgamma_pos(double %300)
  %304 = tail call i32 @llvm.nvvm.d2i.hi(double nofpclass(nan inf) %299) #9
  %305 = icmp slt i32 %304, 0
  br i1 %305, label %306, label %436

306:                                              ; preds = %302
  %307 = tail call double @llvm.trunc.f64(double %300)
  %308 = fcmp oeq double %300, %307
  br i1 %308, label %436, label %309

309:                                              ; preds = %306
  %310 = tail call i32 @llvm.nvvm.d2i.hi(double %300) #9
  %311 = icmp slt i32 %310, 1006632960
  br i1 %311, label %358, label %312

312:                                              ; preds = %309
  %313 = tail call i32 @llvm.nvvm.d2i.lo(double %300) #9
  %314 = add nuw i32 %310, 1048576
  %315 = tail call double @llvm.nvvm.lohi.i2d(i32 %313, i32 %314) #9
  %316 = tail call double @llvm.nvvm.round.d(double %315) #9
  %317 = fptosi double %316 to i64
  %318 = trunc i64 %317 to i32
  %319 = fneg double %316
  %320 = tail call double @llvm.fma.f64(double %319, double 5.000000e-01, double %300)
  %321 = fmul double %320, 0x3CA1A62633145C07
  %322 = tail call double @llvm.fma.f64(double %320, double 0x400921FB54442D18, double %321)
  %323 = and i32 %318, 1
  %324 = shl nuw nsw i32 %323, 3
  %325 = zext nneg i32 %324 to i64
  %326 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %325
  %327 = tail call double @llvm.nvvm.mul.rn.d(double %322, double %322) #9
  %328 = icmp eq i32 %323, 0
  %329 = select i1 %328, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %330 = load double, ptr addrspace(1) %326, align 16
  %331 = tail call double @llvm.fma.f64(double %329, double %327, double %330)
  %332 = getelementptr inbounds nuw i8, ptr addrspace(1) %326, i64 8
  %333 = load double, ptr addrspace(1) %332, align 8
  %334 = tail call double @llvm.fma.f64(double %331, double %327, double %333)
  %335 = getelementptr inbounds nuw i8, ptr addrspace(1) %326, i64 16
  %336 = load double, ptr addrspace(1) %335, align 16
  %337 = tail call double @llvm.fma.f64(double %334, double %327, double %336)
  %338 = getelementptr inbounds nuw i8, ptr addrspace(1) %326, i64 24
  %339 = load double, ptr addrspace(1) %338, align 8
  %340 = tail call double @llvm.fma.f64(double %337, double %327, double %339)
  %341 = getelementptr inbounds nuw i8, ptr addrspace(1) %326, i64 32
  %342 = load double, ptr addrspace(1) %341, align 16
  %343 = tail call double @llvm.fma.f64(double %340, double %327, double %342)
  %344 = getelementptr inbounds nuw i8, ptr addrspace(1) %326, i64 40
  %345 = load double, ptr addrspace(1) %344, align 8
  %346 = tail call double @llvm.fma.f64(double %343, double %327, double %345)
  %347 = tail call double @llvm.fma.f64(double %346, double %322, double %322)
  %348 = tail call double @llvm.fma.f64(double %346, double %327, double 1.000000e+00)
  %349 = select i1 %328, double %347, double %348
  %350 = and i32 %318, 2
  %351 = icmp eq i32 %350, 0
  %352 = fsub double 0.000000e+00, %349
  %353 = select i1 %351, double %349, double %352
  %354 = tail call double @llvm.nvvm.fabs.f64(double %353)
  %355 = fmul double %300, %354
  %356 = fdiv double 0x400921FB54442D18, %355
  %357 = tail call i32 @llvm.nvvm.d2i.hi(double %356) #9
  br label %358

358:                                              ; preds = %312, %309
  %359 = phi i32 [ %357, %312 ], [ %310, %309 ]
  %360 = phi double [ %356, %312 ], [ %300, %309 ]
  %361 = tail call i32 @llvm.nvvm.d2i.lo(double %360) #9
  %362 = icmp slt i32 %359, 1048576
  br i1 %362, label %363, label %367

363:                                              ; preds = %358
  %364 = fmul double %360, 0x4350000000000000
  %365 = tail call i32 @llvm.nvvm.d2i.lo(double %364) #9
  %366 = tail call i32 @llvm.nvvm.d2i.hi(double %364) #9
  br label %367

367:                                              ; preds = %363, %358
  %368 = phi double [ %364, %363 ], [ %360, %358 ]
  %369 = phi i32 [ %366, %363 ], [ %359, %358 ]
  %370 = phi i32 [ %365, %363 ], [ %361, %358 ]
  %371 = phi i32 [ -1077, %363 ], [ -1023, %358 ]
  %372 = add i32 %369, -1
  %373 = icmp ult i32 %372, 2146435071
  br i1 %373, label %374, label %423

374:                                              ; preds = %367
  %375 = lshr i32 %369, 20
  %376 = add nsw i32 %371, %375
  %377 = and i32 %369, 1048575
  %378 = or disjoint i32 %377, 1072693248
  %379 = tail call double @llvm.nvvm.lohi.i2d(i32 %370, i32 %378) #9
  %380 = icmp samesign ugt i32 %378, 1073127582
  %381 = tail call i32 @llvm.nvvm.d2i.lo(double %379) #9
  %382 = tail call i32 @llvm.nvvm.d2i.hi(double %379) #9
  %383 = add i32 %382, -1048576
  %384 = tail call double @llvm.nvvm.lohi.i2d(i32 %381, i32 %383) #9
  %385 = select i1 %380, double %384, double %379
  %386 = zext i1 %380 to i32
  %387 = add nsw i32 %376, %386
  %388 = fadd double %385, -1.000000e+00
  %389 = fadd double %385, 1.000000e+00
  %390 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %389) #9
  %391 = fneg double %389
  %392 = tail call double @llvm.fma.f64(double %391, double %390, double 1.000000e+00)
  %393 = tail call double @llvm.fma.f64(double %392, double %392, double %392)
  %394 = tail call double @llvm.fma.f64(double %393, double %390, double %390)
  %395 = fmul double %388, %394
  %396 = fadd double %395, %395
  %397 = fmul double %396, %396
  %398 = tail call double @llvm.fma.f64(double %397, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %399 = tail call double @llvm.fma.f64(double %398, double %397, double 0x3EF3B2669F02676F)
  %400 = tail call double @llvm.fma.f64(double %399, double %397, double 0x3F1745CBA9AB0956)
  %401 = tail call double @llvm.fma.f64(double %400, double %397, double 0x3F3C71C72D1B5154)
  %402 = tail call double @llvm.fma.f64(double %401, double %397, double 0x3F624924923BE72D)
  %403 = tail call double @llvm.fma.f64(double %402, double %397, double 0x3F8999999999A3C4)
  %404 = tail call double @llvm.fma.f64(double %403, double %397, double 0x3FB5555555555554)
  %405 = fsub double %388, %396
  %406 = fmul double %405, 2.000000e+00
  %407 = fneg double %396
  %408 = tail call double @llvm.fma.f64(double %407, double %388, double %406)
  %409 = fmul double %394, %408
  %410 = fmul double %397, %404
  %411 = tail call double @llvm.fma.f64(double %410, double %396, double %409)
  %412 = xor i32 %387, -2147483648
  %413 = tail call double @llvm.nvvm.lohi.i2d(i32 %412, i32 1127219200) #9
  %414 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
  %415 = fsub double %413, %414
  %416 = tail call double @llvm.fma.f64(double %415, double 0x3FE62E42FEFA39EF, double %396)
  %417 = fneg double %415
  %418 = tail call double @llvm.fma.f64(double %417, double 0x3FE62E42FEFA39EF, double %416)
  %419 = fsub double %418, %396
  %420 = fsub double %411, %419
  %421 = tail call double @llvm.fma.f64(double %415, double 0x3C7ABC9E3B39803F, double %420)
  %422 = fadd double %416, %421
  br label %429

423:                                              ; preds = %367
  %424 = tail call double @llvm.fma.f64(double %368, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %425 = tail call i32 @llvm.nvvm.d2i.hi(double %368) #9
  %426 = and i32 %425, 2147483647
  %427 = icmp eq i32 %426, 0
  %428 = select i1 %427, double 0xFFF0000000000000, double %424
  br label %429

429:                                              ; preds = %423, %374
  %430 = phi double [ %422, %374 ], [ %428, %423 ]
  %431 = fneg double %430
  %432 = fsub double %430, %303
  %433 = select i1 %311, double %431, double %432
  br label %436

434:                                              ; preds = %265
  %435 = fadd double %299, %299
  br label %436

436:                                              ; preds = %302, %306, %429, %434
  %437 = phi double [ %435, %434 ], [ %303, %302 ], [ %433, %429 ], [ 0x7FF0000000000000, %306 ]
  %438 = tail call i32 @llvm.nvvm.d2i.hi(double 3.000000e+00) #9
  %439 = and i32 %438, 2147483647
  %440 = tail call i32 @llvm.nvvm.d2i.lo(double 3.000000e+00) #9
  %441 = tail call double @llvm.nvvm.lohi.i2d(i32 %14, i32 %16) #9
  %442 = tail call double @llvm.nvvm.lohi.i2d(i32 %440, i32 %439) #9
  %443 = icmp samesign ugt i32 %16, 2146435071
  %444 = icmp samesign ugt i32 %439, 2146435071
  %445 = select i1 %443, i1 true, i1 %444
  br i1 %445, label %446, label %455

446:                                              ; preds = %436
  %447 = fcmp ord double %441, 0.000000e+00
  %448 = fcmp ord double %442, 0.000000e+00
  %449 = select i1 %447, i1 %448, i1 false
  br i1 %449, label %452, label %450

450:                                              ; preds = %446
  %451 = tail call double @llvm.nvvm.add.rn.d(double nofpclass(nan inf) %13, double 3.000000e+00) #9
  br label %526

452:                                              ; preds = %446
  %453 = fcmp oeq double %441, 0x7FF0000000000000
  %454 = select i1 %453, double 0xFFF8000000000000, double %13
  br label %526

455:                                              ; preds = %436
  %456 = fcmp oeq double %442, 0.000000e+00
  br i1 %456, label %526, label %457

457:                                              ; preds = %455
  %458 = fcmp ult double %441, %442
  br i1 %458, label %526, label %459

459:                                              ; preds = %457
  %460 = tail call i32 @llvm.nvvm.d2i.hi(double %441) #9
  %461 = lshr i32 %460, 20
  %462 = tail call i32 @llvm.nvvm.d2i.hi(double %442) #9
  %463 = lshr i32 %462, 20
  %464 = icmp eq i32 %461, 0
  %465 = fmul double %441, 0x4350000000000000
  %466 = tail call i32 @llvm.nvvm.d2i.hi(double %465) #9
  %467 = lshr i32 %466, 20
  %468 = add nsw i32 %467, -54
  %469 = select i1 %464, double %465, double %441
  %470 = select i1 %464, i32 %468, i32 %461
  %471 = icmp eq i32 %463, 0
  %472 = fmul double %442, 0x4350000000000000
  %473 = tail call i32 @llvm.nvvm.d2i.hi(double %472) #9
  %474 = lshr i32 %473, 20
  %475 = add nsw i32 %474, -54
  %476 = select i1 %471, double %472, double %442
  %477 = select i1 %471, i32 %475, i32 %463
  %478 = bitcast double %469 to i64
  %479 = bitcast double %476 to i64
  %480 = and i64 %478, 4503599627370495
  %481 = or disjoint i64 %480, 4503599627370496
  %482 = and i64 %479, 4503599627370495
  %483 = or disjoint i64 %482, 4503599627370496
  %484 = sub nsw i32 %470, %477
  br label %485

485:                                              ; preds = %485, %459
  %486 = phi i64 [ %481, %459 ], [ %493, %485 ]
  %487 = phi i32 [ %484, %459 ], [ %494, %485 ]
  %488 = sub i64 %486, %483
  %489 = bitcast i64 %488 to double
  %490 = tail call i32 @llvm.nvvm.d2i.hi(double %489) #9
  %491 = icmp slt i32 %490, 0
  %492 = select i1 %491, i64 %486, i64 %488
  %493 = shl i64 %492, 1
  %494 = add nsw i32 %487, -1
  %495 = icmp sgt i32 %487, 0
  br i1 %495, label %485, label %496

496:                                              ; preds = %485
  %497 = and i64 %492, 9223372036854775807
  %498 = icmp eq i64 %497, 0
  br i1 %498, label %518, label %499

499:                                              ; preds = %496
  %500 = bitcast i64 %497 to double
  %501 = fmul double %500, 0x4350000000000000
  %502 = tail call i32 @llvm.nvvm.d2i.hi(double %501) #9
  %503 = lshr i32 %502, 20
  %504 = sub nsw i32 55, %503
  %505 = sub nsw i32 %477, %504
  %506 = zext nneg i32 %504 to i64
  %507 = shl i64 %497, %506
  %508 = icmp slt i32 %505, 1
  br i1 %508, label %509, label %513

509:                                              ; preds = %499
  %510 = sub nsw i32 1, %505
  %511 = zext nneg i32 %510 to i64
  %512 = lshr i64 %507, %511
  br label %518

513:                                              ; preds = %499
  %514 = add nuw nsw i32 %505, 4095
  %515 = zext nneg i32 %514 to i64
  %516 = shl i64 %515, 52
  %517 = add i64 %516, %507
  br label %518

518:                                              ; preds = %513, %509, %496
  %519 = phi i64 [ 0, %496 ], [ %512, %509 ], [ %517, %513 ]
  %520 = bitcast i64 %519 to double
  %521 = tail call i32 @llvm.nvvm.d2i.lo(double %520) #9
  %522 = tail call i32 @llvm.nvvm.d2i.hi(double %520) #9
  %523 = and i32 %15, -2147483648
  %524 = or i32 %522, %523
  %525 = tail call double @llvm.nvvm.lohi.i2d(i32 %521, i32 %524) #9
  br label %526

526:                                              ; preds = %450, %452, %455, %457, %518
  %527 = phi double [ %451, %450 ], [ %454, %452 ], [ %13, %457 ], [ %525, %518 ], [ 0xFFF8000000000000, %455 ]
  %528 = tail call noundef i32 @llvm.nvvm.d2i.rn(double nofpclass(nan inf) %13)
  %529 = sitofp i32 %528 to double
  %530 = fadd fast double %207, %267
  %531 = fadd fast double %530, %529
  %532 = fadd fast double %531, %69
  %533 = fadd fast double %532, %110
  %534 = fadd fast double %533, %206
  %535 = fadd fast double %534, %266
  %536 = fadd fast double %535, %298
  %537 = fadd fast double %536, %437
  %538 = fadd fast double %537, %527
  %539 = getelementptr inbounds double, ptr %1, i64 %11
  store double %538, ptr %539, align 8, !tbaa !14
  br label %540

540:                                              ; preds = %3, %526
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
  %16 = load i64, ptr %15, align 8, !tbaa !17
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
  store i64 %31, ptr %15, align 8, !tbaa !17
  %32 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %14, i32 3)
  %33 = tail call noundef i32 @llvm.nvvm.prmt(i32 %14, i32 19088743, i32 12816)
  %34 = add i32 %32, %33
  %35 = getelementptr inbounds i32, ptr %2, i64 %12
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = tail call noundef i32 asm "shf.l.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %14, i32 %36, i32 5) #11, !srcloc !19
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
declare float @llvm.nvvm.fabs.ftz.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #2

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
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #3

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
  %3 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #9
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
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 18) #9
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %18, label %32

18:                                               ; preds = %8, %18
  %19 = phi i32 [ %30, %18 ], [ %14, %8 ]
  %20 = phi i64 [ %26, %18 ], [ 0, %8 ]
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds i64, ptr addrspace(1) @__cudart_i2opi_d, i64 %21
  %23 = load i64, ptr addrspace(1) %22, align 8
  %24 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\0A\09mov.b64         {alo,ahi}, $2;    \0A\09mov.b64         {blo,bhi}, $3;    \0A\09mov.b64         {clo,chi}, $4;    \0A\09mad.lo.cc.u32   r0, alo, blo, clo;\0A\09madc.hi.cc.u32  r1, alo, blo, chi;\0A\09madc.hi.u32     r2, alo, bhi,   0;\0A\09mad.lo.cc.u32   r1, alo, bhi,  r1;\0A\09madc.hi.cc.u32  r2, ahi, blo,  r2;\0A\09madc.hi.u32     r3, ahi, bhi,   0;\0A\09mad.lo.cc.u32   r1, ahi, blo,  r1;\0A\09madc.lo.cc.u32  r2, ahi, bhi,  r2;\0A\09addc.u32        r3,  r3,   0;     \0A\09mov.b64         $0, {r0,r1};      \0A\09mov.b64         $1, {r2,r3};      \0A\09}", "=l,=l,l,l,l"(i64 %23, i64 %12, i64 %20) #10, !srcloc !20
  %25 = extractvalue { i64, i64 } %24, 0
  %26 = extractvalue { i64, i64 } %24, 1
  %27 = sub nsw i32 %19, %14
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i64, ptr %2, i64 %28
  store i64 %25, ptr %29, align 8
  %30 = add nsw i32 %19, 1
  %31 = icmp eq i32 %30, %16
  br i1 %31, label %32, label %18, !llvm.loop !21

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
  %72 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09sub.cc.u32      r0, a0, b0; \0A\09subc.cc.u32     r1, a1, b1; \0A\09subc.cc.u32     r2, a2, b2; \0A\09subc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 0, i64 0, i64 %62, i64 %61) #10, !srcloc !23
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
  %82 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\0A\09mov.b64         {alo,ahi}, $2;   \0A\09mov.b64         {blo,bhi}, $3;   \0A\09mul.lo.u32      r0, alo, blo;    \0A\09mul.hi.u32      r1, alo, blo;    \0A\09mad.lo.cc.u32   r1, alo, bhi, r1;\0A\09madc.hi.u32     r2, alo, bhi,  0;\0A\09mad.lo.cc.u32   r1, ahi, blo, r1;\0A\09madc.hi.cc.u32  r2, ahi, blo, r2;\0A\09madc.hi.u32     r3, ahi, bhi,  0;\0A\09mad.lo.cc.u32   r2, ahi, bhi, r2;\0A\09addc.u32        r3, r3,  0;      \0A\09mov.b64         $0, {r0,r1};     \0A\09mov.b64         $1, {r2,r3};     \0A\09}", "=l,=l,l,l"(i64 %81, i64 -3958705157555305931) #10, !srcloc !24
  %83 = extractvalue { i64, i64 } %82, 1
  %84 = icmp sgt i64 %83, 0
  br i1 %84, label %85, label %90

85:                                               ; preds = %75
  %86 = add nuw nsw i64 %79, 1
  %87 = extractvalue { i64, i64 } %82, 0
  %88 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09add.cc.u32      r0, a0, b0; \0A\09addc.cc.u32     r1, a1, b1; \0A\09addc.cc.u32     r2, a2, b2; \0A\09addc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 %87, i64 %83, i64 %87, i64 %83) #10, !srcloc !25
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn.ftz(float) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc double @__internal_lgamma_pos(double %0) unnamed_addr #6 {
  %2 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #9
  %3 = icmp sgt i32 %2, 1074266111
  br i1 %3, label %4, label %100

4:                                                ; preds = %1
  %5 = icmp samesign ugt i32 %2, 1075838975
  br i1 %5, label %6, label %82

6:                                                ; preds = %4
  %7 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %0) #9
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
  %21 = tail call i32 @llvm.nvvm.d2i.lo(double %0) #9
  %22 = lshr i32 %2, 20
  %23 = and i32 %2, 1048575
  %24 = or disjoint i32 %23, 1072693248
  %25 = tail call double @llvm.nvvm.lohi.i2d(i32 %21, i32 %24) #9
  %26 = icmp samesign ugt i32 %24, 1073127582
  %27 = tail call i32 @llvm.nvvm.d2i.lo(double %25) #9
  %28 = tail call i32 @llvm.nvvm.d2i.hi(double %25) #9
  %29 = add i32 %28, -1048576
  %30 = tail call double @llvm.nvvm.lohi.i2d(i32 %27, i32 %29) #9
  %31 = select i1 %26, double %30, double %25
  %32 = select i1 %26, i32 2147482626, i32 2147482625
  %33 = add nuw i32 %32, %22
  %34 = fadd double %31, -1.000000e+00
  %35 = fadd double %31, 1.000000e+00
  %36 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %35) #9
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
  %58 = tail call double @llvm.nvvm.lohi.i2d(i32 %33, i32 1127219200) #9
  %59 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
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
  %72 = tail call i32 @llvm.nvvm.d2i.lo(double %71) #9
  %73 = tail call i32 @llvm.nvvm.d2i.hi(double %71) #9
  %74 = add i32 %73, -1048576
  %75 = tail call double @llvm.nvvm.lohi.i2d(i32 %72, i32 %74) #9
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
  %166 = tail call i32 @llvm.nvvm.d2i.hi(double %165) #9
  %167 = tail call i32 @llvm.nvvm.d2i.lo(double %165) #9
  %168 = icmp slt i32 %166, 1048576
  br i1 %168, label %169, label %173

169:                                              ; preds = %150
  %170 = fmul double %165, 0x4350000000000000
  %171 = tail call i32 @llvm.nvvm.d2i.lo(double %170) #9
  %172 = tail call i32 @llvm.nvvm.d2i.hi(double %170) #9
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
  %185 = tail call double @llvm.nvvm.lohi.i2d(i32 %176, i32 %184) #9
  %186 = icmp samesign ugt i32 %184, 1073127582
  %187 = tail call i32 @llvm.nvvm.d2i.lo(double %185) #9
  %188 = tail call i32 @llvm.nvvm.d2i.hi(double %185) #9
  %189 = add i32 %188, -1048576
  %190 = tail call double @llvm.nvvm.lohi.i2d(i32 %187, i32 %189) #9
  %191 = select i1 %186, double %190, double %185
  %192 = zext i1 %186 to i32
  %193 = add nsw i32 %182, %192
  %194 = fadd double %191, -1.000000e+00
  %195 = fadd double %191, 1.000000e+00
  %196 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %195) #9
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
  %219 = tail call double @llvm.nvvm.lohi.i2d(i32 %218, i32 1127219200) #9
  %220 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
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
  %231 = tail call i32 @llvm.nvvm.d2i.hi(double %174) #9
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
declare float @llvm.ceil.f32(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

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

attributes #0 = { noinline norecurse nounwind memory(argmem: readwrite) "denormal-fp-math-f32"="preserve-sign,preserve-sign" "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_120" "target-features"="+ptx88,+sm_120" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite) "denormal-fp-math-f32"="preserve-sign,preserve-sign" "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_120" "target-features"="+ptx88,+sm_120" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) "denormal-fp-math-f32"="preserve-sign,preserve-sign" "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_120" "target-features"="+ptx88,+sm_120" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "denormal-fp-math-f32"="preserve-sign,preserve-sign" "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_120" "target-features"="+ptx88,+sm_120" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind memory(none) }
attributes #11 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
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
!13 = !{i32 21584}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !8, i64 0}
!16 = !{i32 150900}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !8, i64 0}
!19 = !{i64 7889628}
!20 = !{i32 157355, i32 157359, i32 157428, i32 157476, i32 157524, i32 157572, i32 157620, i32 157668, i32 157716, i32 157764, i32 157812, i32 157860, i32 157908, i32 157956, i32 158004, i32 158052, i32 158100}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.count", i32 1}
!23 = !{i32 155089, i32 155093, i32 155164, i32 155206, i32 155248, i32 155290, i32 155332, i32 155374, i32 155416, i32 155458, i32 155500, i32 155542, i32 155584}
!24 = !{i32 156130, i32 156134, i32 156193, i32 156240, i32 156287, i32 156334, i32 156381, i32 156428, i32 156475, i32 156522, i32 156569, i32 156616, i32 156663, i32 156710, i32 156757, i32 156804}
!25 = !{i32 153891, i32 153895, i32 153966, i32 154008, i32 154050, i32 154092, i32 154134, i32 154176, i32 154218, i32 154260, i32 154302, i32 154344, i32 154386}
