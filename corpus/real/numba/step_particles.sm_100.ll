; nvverify-generator: numba-cuda-0.30.4 target=sm_100 nvvm-options="-opt=3 -arch=compute_100" source=numba/src/kernels.py:step_particles dialect=nvvm7-typed numba=0.68.1 llvmlite=0.50.0
; ModuleID = "step_particles$14"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv7kernels14step_particlesB3v14B100cw51cXTLSUwv1sDUaKthaKCjYKCpo4DkeVtwuAKDFy2mbUGpDiIMSVRIAqgJBSaB5HDbanVYcKpbKUCjRR0oCeQZ12oCAA_3d_3dE5ArrayI6RecordILi457EELi1E1A7mutable7alignedEff" = common global i8* null
define void @"_ZN7kernels14step_particlesB3v14B100cw51cXTLSUwv1sDUaKthaKCjYKCpo4DkeVtwuAKDFy2mbUGpDiIMSVRIAqgJBSaB5HDbanVYcKpbKUCjRR0oCeQZ12oCAA_3d_3dE5ArrayI6RecordILi457EELi1E1A7mutable7alignedEff"(i8* %"ps.0", i8* %"ps.1", i64 %"ps.2", i64 %"ps.3", [32 x i8]* %"ps.4", i64 %"ps.5.0", i64 %"ps.6.0", float %"dt", float %"g")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} undef, i8* %"ps.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"ps.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"ps.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"ps.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} %"inserted.itemsize", [32 x i8]* %"ps.4", 4
  %".12" = insertvalue [1 x i64] undef, i64 %"ps.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".12", 5
  %".13" = insertvalue [1 x i64] undef, i64 %"ps.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".13", 6
  %"ps" = alloca {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %"ps"
  %"dt.1" = alloca float
  store float 0.0, float* %"dt.1"
  %"g.1" = alloca float
  store float 0.0, float* %"g.1"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".33" = alloca {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %".33"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".50" = alloca {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %".50"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %"ps"
  store float %"dt", float* %"dt.1"
  store float %"g", float* %"g.1"
  %".20" = trunc i64 1 to i32
  %".21" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".22" = sext i32 %".21" to i64
  %".23" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".24" = sext i32 %".23" to i64
  %".25" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".26" = sext i32 %".25" to i64
  %".27" = mul i64 %".24", %".26"
  %".28" = add i64 %".27", %".22"
  %".30" = load i64, i64* %"i"
  store i64 %".28", i64* %"i"
  %".32" = load {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %"ps"
  store {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %".33"
  store {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} %".32", {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %".33"
  %".37" = getelementptr inbounds {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %".33", i32 0, i32 2
  %".38" = load i64, i64* %".37"
  %".39" = load i64, i64* %"i"
  %".40" = icmp slt i64 %".39", %".38"
  %".42" = load i1, i1* %"$64pred"
  store i1 %".40", i1* %"$64pred"
  %".44" = load i1, i1* %"$64pred"
  br i1 %".44", label %"B66", label %"B266"
B66:
  %".46" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".48" = load {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %"ps"
  %".49" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %".50"
  store {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} %".48", {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %".50"
  %".54" = getelementptr inbounds {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %".50", i32 0, i32 5
  %".55" = getelementptr inbounds [1 x i64], [1 x i64]* %".54", i32 0, i32 0
  %".56" = load i64, i64* %".55", !range !1
  %".57" = insertvalue [1 x i64] undef, i64 %".56", 0
  %".58" = extractvalue [1 x i64] %".57", 0
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %".50", i32 0, i32 6
  %".60" = load [1 x i64], [1 x i64]* %".59"
  %".61" = extractvalue [1 x i64] %".60", 0
  %".62" = icmp slt i64 %".49", 0
  %".63" = add i64 %".49", %".58"
  %".64" = select  i1 %".62", i64 %".63", i64 %".49"
  %".65" = getelementptr inbounds {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %".50", i32 0, i32 5
  %".66" = getelementptr inbounds [1 x i64], [1 x i64]* %".65", i32 0, i32 0
  %".67" = load i64, i64* %".66", !range !1
  %".68" = insertvalue [1 x i64] undef, i64 %".67", 0
  %".69" = extractvalue [1 x i64] %".68", 0
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %".50", i32 0, i32 6
  %".71" = load [1 x i64], [1 x i64]* %".70"
  %".72" = extractvalue [1 x i64] %".71", 0
  %".73" = getelementptr inbounds {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %".50", i32 0, i32 4
  %".74" = load [32 x i8]*, [32 x i8]** %".73"
  %".75" = mul i64 %".72", %".64"
  %".76" = ptrtoint [32 x i8]* %".74" to i64
  %".77" = add i64 %".76", %".75"
  %".78" = inttoptr i64 %".77" to [32 x i8]*
  %".79" = load {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %"ps"
  store {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %"ps"
  %".81" = getelementptr inbounds [32 x i8], [32 x i8]* %".78", i32 0, i32 12
  %".82" = bitcast i8* %".81" to float*
  %".83" = load float, float* %".82"
  %".84" = load float, float* %"g.1"
  %".85" = load float, float* %"dt.1"
  %".86" = fmul float %".84", %".85"
  %".87" = load float, float* %"g.1"
  store float 0.0, float* %"g.1"
  %".89" = fadd float %".83", %".86"
  %".90" = getelementptr inbounds [32 x i8], [32 x i8]* %".78", i32 0, i32 12
  %".91" = bitcast i8* %".90" to float*
  store float %".89", float* %".91"
  %".93" = getelementptr inbounds [32 x i8], [32 x i8]* %".78", i32 0, i32 0
  %".94" = bitcast i8* %".93" to float*
  %".95" = load float, float* %".94"
  %".96" = getelementptr inbounds [32 x i8], [32 x i8]* %".78", i32 0, i32 8
  %".97" = bitcast i8* %".96" to float*
  %".98" = load float, float* %".97"
  %".99" = load float, float* %"dt.1"
  %".100" = fmul float %".98", %".99"
  %".101" = getelementptr inbounds [32 x i8], [32 x i8]* %".78", i32 0, i32 16
  %".102" = bitcast i8* %".101" to double*
  %".103" = load double, double* %".102"
  %".104" = fpext float %".100" to double
  %".105" = fcmp oeq double %".103",              0x0
  br i1 %".105", label %"B66.if", label %"B66.endif", !prof !2
B266:
  %".148" = load {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %"ps"
  store {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, [32 x i8]*, [1 x i64], [1 x i64]}* %"ps"
  %".150" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".152" = load float, float* %"g.1"
  store float 0.0, float* %"g.1"
  %".154" = load float, float* %"dt.1"
  store float 0.0, float* %"dt.1"
  %".156" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
B66.if:
  br label %"B66.endif"
B66.endif:
  %".108" = fdiv double %".104", %".103"
  %".109" = fpext float %".95" to double
  %".110" = fadd double %".109", %".108"
  %".111" = fptrunc double %".110" to float
  %".112" = getelementptr inbounds [32 x i8], [32 x i8]* %".78", i32 0, i32 0
  %".113" = bitcast i8* %".112" to float*
  store float %".111", float* %".113"
  %".115" = getelementptr inbounds [32 x i8], [32 x i8]* %".78", i32 0, i32 4
  %".116" = bitcast i8* %".115" to float*
  %".117" = load float, float* %".116"
  %".118" = getelementptr inbounds [32 x i8], [32 x i8]* %".78", i32 0, i32 12
  %".119" = bitcast i8* %".118" to float*
  %".120" = load float, float* %".119"
  %".121" = load float, float* %"dt.1"
  %".122" = fmul float %".120", %".121"
  %".123" = load float, float* %"dt.1"
  store float 0.0, float* %"dt.1"
  %".125" = getelementptr inbounds [32 x i8], [32 x i8]* %".78", i32 0, i32 16
  %".126" = bitcast i8* %".125" to double*
  %".127" = load double, double* %".126"
  %".128" = fpext float %".122" to double
  %".129" = fcmp oeq double %".127",              0x0
  br i1 %".129", label %"B66.endif.if", label %"B66.endif.endif", !prof !2
B66.endif.if:
  br label %"B66.endif.endif"
B66.endif.endif:
  %".132" = fdiv double %".128", %".127"
  %".133" = fpext float %".117" to double
  %".134" = fadd double %".133", %".132"
  %".135" = fptrunc double %".134" to float
  %".136" = getelementptr inbounds [32 x i8], [32 x i8]* %".78", i32 0, i32 4
  %".137" = bitcast i8* %".136" to float*
  store float %".135", float* %".137"
  %".139" = load i64, i64* %"i"
  %".140" = trunc i64 %".139" to i32
  %".141" = getelementptr inbounds [32 x i8], [32 x i8]* %".78", i32 0, i32 24
  %".142" = bitcast i8* %".141" to i32*
  store i32 %".140", i32* %".142"
  %".144" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, [32 x i8]*, i64, i64, float, float)* @"_ZN7kernels14step_particlesB3v14B100cw51cXTLSUwv1sDUaKthaKCjYKCpo4DkeVtwuAKDFy2mbUGpDiIMSVRIAqgJBSaB5HDbanVYcKpbKUCjRR0oCeQZ12oCAA_3d_3dE5ArrayI6RecordILi457EELi1E1A7mutable7alignedEff" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !3 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ void (i8*, i8*, i64, i64, [32 x i8]*, i64, i64, float, float)* @"_ZN7kernels14step_particlesB3v14B100cw51cXTLSUwv1sDUaKthaKCjYKCpo4DkeVtwuAKDFy2mbUGpDiIMSVRIAqgJBSaB5HDbanVYcKpbKUCjRR0oCeQZ12oCAA_3d_3dE5ArrayI6RecordILi457EELi1E1A7mutable7alignedEff", !"kernel", i32 1 }
