; nvverify-generator: numba-cuda-0.30.4 target=sm_75 nvvm-options="-opt=3 -arch=compute_75" source=numba/src/kernels.py:scale2d dialect=nvvm7-typed part=1/2 numba=0.68.1 llvmlite=0.50.0
; ModuleID = "scale2d$17"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv7kernels7scale2dB3v17B92cw51cXTLSUwv1sDUaKthrqNgqqmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi2E1A7mutable7alignedEf" = common global i8* null
define void @"_ZN7kernels7scale2dB3v17B92cw51cXTLSUwv1sDUaKthrqNgqqmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi2E1A7mutable7alignedEf"(i8* %"img.0", i8* %"img.1", i64 %"img.2", i64 %"img.3", float* %"img.4", i64 %"img.5.0", i64 %"img.5.1", i64 %"img.6.0", i64 %"img.6.1", float %"s")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} undef, i8* %"img.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.meminfo", i8* %"img.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.parent", i64 %"img.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.nitems", i64 %"img.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.itemsize", float* %"img.4", 4
  %".13" = insertvalue [2 x i64] undef, i64 %"img.5.0", 0
  %".14" = insertvalue [2 x i64] %".13", i64 %"img.5.1", 1
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.data", [2 x i64] %".14", 5
  %".15" = insertvalue [2 x i64] undef, i64 %"img.6.0", 0
  %".16" = insertvalue [2 x i64] %".15", i64 %"img.6.1", 1
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.shape", [2 x i64] %".16", 6
  %"img" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"img"
  %"s.1" = alloca float
  store float 0.0, float* %"s.1"
  %"r" = alloca i64
  store i64 0, i64* %"r"
  %"c" = alloca i64
  store i64 0, i64* %"c"
  %".49" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".49"
  %"$82pred" = alloca i1
  store i1 0, i1* %"$82pred"
  %".71" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".71"
  %"$116pred" = alloca i1
  store i1 0, i1* %"$116pred"
  %".97" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".97"
  %".150" = alloca float
  store float 0.0, float* %".150"
  %".175" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".175"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"img"
  store float %"s", float* %"s.1"
  %".21" = trunc i64 2 to i32
  %".22" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".23" = sext i32 %".22" to i64
  %".24" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".25" = sext i32 %".24" to i64
  %".26" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".27" = sext i32 %".26" to i64
  %".28" = mul i64 %".25", %".27"
  %".29" = add i64 %".28", %".23"
  %".30" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".31" = sext i32 %".30" to i64
  %".32" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()
  %".33" = sext i32 %".32" to i64
  %".34" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".35" = sext i32 %".34" to i64
  %".36" = mul i64 %".33", %".35"
  %".37" = add i64 %".36", %".31"
  %".38" = insertvalue [2 x i64] undef, i64 %".29", 0
  %".39" = insertvalue [2 x i64] %".38", i64 %".37", 1
  %".40" = extractvalue [2 x i64] %".39", 0
  %".41" = extractvalue [2 x i64] %".39", 1
  %".43" = load i64, i64* %"r"
  store i64 %".40", i64* %"r"
  %".46" = load i64, i64* %"c"
  store i64 %".41", i64* %"c"
  %".48" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"img"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".49"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".48", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".49"
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".49", i32 0, i32 5
  %".54" = getelementptr inbounds [2 x i64], [2 x i64]* %".53", i32 0, i32 0
  %".55" = load i64, i64* %".54", !range !1
  %".56" = getelementptr inbounds [2 x i64], [2 x i64]* %".53", i32 0, i32 1
  %".57" = load i64, i64* %".56", !range !1
  %".58" = insertvalue [2 x i64] undef, i64 %".55", 0
  %".59" = insertvalue [2 x i64] %".58", i64 %".57", 1
  %".60" = extractvalue [2 x i64] %".59", 0
  %".61" = load i64, i64* %"r"
  %".62" = icmp slt i64 %".61", %".60"
  %".64" = load i1, i1* %"$82pred"
  store i1 %".62", i1* %"$82pred"
  %".66" = load i1, i1* %"$82pred"
  br i1 %".66", label %"B84", label %"B240"
B84:
  %".68" = load i1, i1* %"$82pred"
  store i1 0, i1* %"$82pred"
  %".70" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"img"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".71"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".70", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".71"
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".71", i32 0, i32 5
  %".76" = getelementptr inbounds [2 x i64], [2 x i64]* %".75", i32 0, i32 0
  %".77" = load i64, i64* %".76", !range !1
  %".78" = getelementptr inbounds [2 x i64], [2 x i64]* %".75", i32 0, i32 1
  %".79" = load i64, i64* %".78", !range !1
  %".80" = insertvalue [2 x i64] undef, i64 %".77", 0
  %".81" = insertvalue [2 x i64] %".80", i64 %".79", 1
  %".82" = extractvalue [2 x i64] %".81", 1
  %".83" = load i64, i64* %"c"
  %".84" = icmp slt i64 %".83", %".82"
  %".86" = load i1, i1* %"$116pred"
  store i1 %".84", i1* %"$116pred"
  %".88" = load i1, i1* %"$116pred"
  br i1 %".88", label %"B118", label %"B244"
B118:
  %".90" = load i1, i1* %"$116pred"
  store i1 0, i1* %"$116pred"
  %".92" = load i64, i64* %"r"
  %".93" = load i64, i64* %"c"
  %".94" = insertvalue [2 x i64] undef, i64 %".92", 0
  %".95" = insertvalue [2 x i64] %".94", i64 %".93", 1
  %".96" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"img"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".97"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".96", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".97"
  %".101" = extractvalue [2 x i64] %".95", 0
  %".102" = extractvalue [2 x i64] %".95", 1
  %".103" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".97", i32 0, i32 5
  %".104" = getelementptr inbounds [2 x i64], [2 x i64]* %".103", i32 0, i32 0
  %".105" = load i64, i64* %".104", !range !1
  %".106" = getelementptr inbounds [2 x i64], [2 x i64]* %".103", i32 0, i32 1
  %".107" = load i64, i64* %".106", !range !1
  %".108" = insertvalue [2 x i64] undef, i64 %".105", 0
  %".109" = insertvalue [2 x i64] %".108", i64 %".107", 1
  %".110" = extractvalue [2 x i64] %".109", 0
  %".111" = extractvalue [2 x i64] %".109", 1
  %".112" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".97", i32 0, i32 6
  %".113" = load [2 x i64], [2 x i64]* %".112"
  %".114" = extractvalue [2 x i64] %".113", 0
  %".115" = extractvalue [2 x i64] %".113", 1
  %".116" = icmp slt i64 %".101", 0
  %".117" = add i64 %".101", %".110"
  %".118" = select  i1 %".116", i64 %".117", i64 %".101"
  %".119" = icmp slt i64 %".102", 0
  %".120" = add i64 %".102", %".111"
  %".121" = select  i1 %".119", i64 %".120", i64 %".102"
  %".122" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".97", i32 0, i32 5
  %".123" = getelementptr inbounds [2 x i64], [2 x i64]* %".122", i32 0, i32 0
  %".124" = load i64, i64* %".123", !range !1
  %".125" = getelementptr inbounds [2 x i64], [2 x i64]* %".122", i32 0, i32 1
  %".126" = load i64, i64* %".125", !range !1
  %".127" = insertvalue [2 x i64] undef, i64 %".124", 0
  %".128" = insertvalue [2 x i64] %".127", i64 %".126", 1
  %".129" = extractvalue [2 x i64] %".128", 0
  %".130" = extractvalue [2 x i64] %".128", 1
  %".131" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".97", i32 0, i32 6
  %".132" = load [2 x i64], [2 x i64]* %".131"
  %".133" = extractvalue [2 x i64] %".132", 0
  %".134" = extractvalue [2 x i64] %".132", 1
  %".135" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".97", i32 0, i32 4
  %".136" = load float*, float** %".135"
  %".137" = mul i64 %".133", %".118"
  %".138" = mul i64 %".134", %".121"
  %".139" = add i64 %".137", %".138"
  %".140" = ptrtoint float* %".136" to i64
  %".141" = add i64 %".140", %".139"
  %".142" = inttoptr i64 %".141" to float*
  %".143" = load float, float* %".142"
  %".144" = load float, float* %"s.1"
  %".145" = fmul float %".143", %".144"
  %".146" = load float, float* %"s.1"
  store float 0.0, float* %"s.1"
  %".148" = fptrunc double              0x0 to float
  %".149" = fptrunc double 0x3ff0000000000000 to float
  store float 0.0, float* %".150"
  %".153" = call i32 @"_ZN7kernels5clampB3v18B100cw51cXTLSUwv1sDUaKthrqNgqqmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEfff"(float* %".150", float %".145", float %".148", float %".149")
  %".154" = icmp eq i32 %".153", 0
  %".155" = icmp eq i32 %".153", -2
  %".156" = or i1 %".154", %".155"
  %".157" = xor i1 %".156", -1
  %".158" = icmp eq i32 %".153", -1
  %".159" = icmp eq i32 %".153", -3
  %".160" = icmp sge i32 %".153", 1
  %".161" = load float, float* %".150"
  br i1 %".157", label %"B118.if", label %"B118.endif", !prof !2
B240:
  %".224" = load float, float* %"s.1"
  store float 0.0, float* %"s.1"
  %".226" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".228" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"img"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"img"
  %".230" = load i64, i64* %"c"
  store i64 0, i64* %"c"
  %".232" = load i1, i1* %"$82pred"
  store i1 0, i1* %"$82pred"
  ret void
B244:
  %".236" = load float, float* %"s.1"
  store float 0.0, float* %"s.1"
  %".238" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".240" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"img"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"img"
  %".242" = load i64, i64* %"c"
  store i64 0, i64* %"c"
  %".244" = load i1, i1* %"$116pred"
  store i1 0, i1* %"$116pred"
  ret void
B118.if:
  ret void
B118.endif:
  %".164" = load i64, i64* %"r"
  %".165" = load i64, i64* %"c"
  %".166" = insertvalue [2 x i64] undef, i64 %".164", 0
  %".167" = insertvalue [2 x i64] %".166", i64 %".165", 1
  %".168" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".170" = load i64, i64* %"c"
  store i64 0, i64* %"c"
  %".172" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"img"
  %".173" = extractvalue [2 x i64] %".167", 0
  %".174" = extractvalue [2 x i64] %".167", 1
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".175"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".172", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".175"
  %".179" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".175", i32 0, i32 5
  %".180" = getelementptr inbounds [2 x i64], [2 x i64]* %".179", i32 0, i32 0
  %".181" = load i64, i64* %".180", !range !1
  %".182" = getelementptr inbounds [2 x i64], [2 x i64]* %".179", i32 0, i32 1
  %".183" = load i64, i64* %".182", !range !1
  %".184" = insertvalue [2 x i64] undef, i64 %".181", 0
  %".185" = insertvalue [2 x i64] %".184", i64 %".183", 1
  %".186" = extractvalue [2 x i64] %".185", 0
  %".187" = extractvalue [2 x i64] %".185", 1
  %".188" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".175", i32 0, i32 6
  %".189" = load [2 x i64], [2 x i64]* %".188"
  %".190" = extractvalue [2 x i64] %".189", 0
  %".191" = extractvalue [2 x i64] %".189", 1
  %".192" = icmp slt i64 %".173", 0
  %".193" = add i64 %".173", %".186"
  %".194" = select  i1 %".192", i64 %".193", i64 %".173"
  %".195" = icmp slt i64 %".174", 0
  %".196" = add i64 %".174", %".187"
  %".197" = select  i1 %".195", i64 %".196", i64 %".174"
  %".198" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".175", i32 0, i32 5
  %".199" = getelementptr inbounds [2 x i64], [2 x i64]* %".198", i32 0, i32 0
  %".200" = load i64, i64* %".199", !range !1
  %".201" = getelementptr inbounds [2 x i64], [2 x i64]* %".198", i32 0, i32 1
  %".202" = load i64, i64* %".201", !range !1
  %".203" = insertvalue [2 x i64] undef, i64 %".200", 0
  %".204" = insertvalue [2 x i64] %".203", i64 %".202", 1
  %".205" = extractvalue [2 x i64] %".204", 0
  %".206" = extractvalue [2 x i64] %".204", 1
  %".207" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".175", i32 0, i32 6
  %".208" = load [2 x i64], [2 x i64]* %".207"
  %".209" = extractvalue [2 x i64] %".208", 0
  %".210" = extractvalue [2 x i64] %".208", 1
  %".211" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".175", i32 0, i32 4
  %".212" = load float*, float** %".211"
  %".213" = mul i64 %".209", %".194"
  %".214" = mul i64 %".210", %".197"
  %".215" = add i64 %".213", %".214"
  %".216" = ptrtoint float* %".212" to i64
  %".217" = add i64 %".216", %".215"
  %".218" = inttoptr i64 %".217" to float*
  store float %".161", float* %".218"
  %".220" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"img"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"img"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()

declare i32 @"_ZN7kernels5clampB3v18B100cw51cXTLSUwv1sDUaKthrqNgqqmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEfff"(float* %".ret", float %"v", float %"lo", float %"hi")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i64, i64, float)* @"_ZN7kernels7scale2dB3v17B92cw51cXTLSUwv1sDUaKthrqNgqqmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi2E1A7mutable7alignedEf" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !3 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i64, i64, float)* @"_ZN7kernels7scale2dB3v17B92cw51cXTLSUwv1sDUaKthrqNgqqmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi2E1A7mutable7alignedEf", !"kernel", i32 1 }
