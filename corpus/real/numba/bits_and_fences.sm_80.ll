; nvverify-generator: numba-cuda-0.30.4 target=sm_80 nvvm-options="-opt=3 -arch=compute_80" source=numba/src/kernels.py:bits_and_fences dialect=nvvm7-typed numba=0.68.1 llvmlite=0.50.0
; ModuleID = "bits_and_fences$19"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv7kernels15bits_and_fencesB3v19B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN7kernels15bits_and_fencesB3v19B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"inp.0", i8* %"inp.1", i64 %"inp.2", i64 %"inp.3", i32* %"inp.4", i64 %"inp.5.0", i64 %"inp.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", i32* %"out.4", i64 %"out.5.0", i64 %"out.6.0", i8* %"flags.0", i8* %"flags.1", i64 %"flags.2", i64 %"flags.3", i32* %"flags.4", i64 %"flags.5.0", i64 %"flags.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"inp.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"inp.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"inp.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"inp.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize", i32* %"inp.4", 4
  %".24" = insertvalue [1 x i64] undef, i64 %"inp.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".24", 5
  %".25" = insertvalue [1 x i64] undef, i64 %"inp.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".25", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i32* %"out.4", 4
  %".26" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".26", 5
  %".27" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".27", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"flags.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"flags.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"flags.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"flags.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", i32* %"flags.4", 4
  %".28" = insertvalue [1 x i64] undef, i64 %"flags.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".28", 5
  %".29" = insertvalue [1 x i64] undef, i64 %"flags.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".29", 6
  %"inp" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"inp"
  %"out" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %"flags" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"flags"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".49" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".49"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".66" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".66"
  %"$phi110.0.2" = alloca i32
  store i32 0, i32* %"$phi110.0.2"
  %"r" = alloca i64
  store i64 0, i64* %"r"
  %"cnt" = alloca i32
  store i32 0, i32* %"cnt"
  %"anyv" = alloca i32
  store i32 0, i32* %"anyv"
  %"allv" = alloca i32
  store i32 0, i32* %"allv"
  %".149" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149"
  %"$598pred" = alloca i1
  store i1 0, i1* %"$598pred"
  %".186" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".186"
  %"$770pred" = alloca i1
  store i1 0, i1* %"$770pred"
  %".264" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".264"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"inp"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"flags"
  %".36" = trunc i64 1 to i32
  %".37" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".38" = sext i32 %".37" to i64
  %".39" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".40" = sext i32 %".39" to i64
  %".41" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".42" = sext i32 %".41" to i64
  %".43" = mul i64 %".40", %".42"
  %".44" = add i64 %".43", %".38"
  %".46" = load i64, i64* %"i"
  store i64 %".44", i64* %"i"
  %".48" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"inp"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".49"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".48", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".49"
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".49", i32 0, i32 2
  %".54" = load i64, i64* %".53"
  %".55" = load i64, i64* %"i"
  %".56" = icmp slt i64 %".55", %".54"
  %".58" = load i1, i1* %"$64pred"
  store i1 %".56", i1* %"$64pred"
  %".60" = load i1, i1* %"$64pred"
  br i1 %".60", label %"B66", label %"B82"
B66:
  %".62" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".64" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"inp"
  %".65" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".66"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".64", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".66"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = icmp slt i64 %".65", 0
  %".79" = add i64 %".65", %".74"
  %".80" = select  i1 %".78", i64 %".79", i64 %".65"
  %".81" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 5
  %".82" = getelementptr inbounds [1 x i64], [1 x i64]* %".81", i32 0, i32 0
  %".83" = load i64, i64* %".82", !range !1
  %".84" = insertvalue [1 x i64] undef, i64 %".83", 0
  %".85" = extractvalue [1 x i64] %".84", 0
  %".86" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 6
  %".87" = load [1 x i64], [1 x i64]* %".86"
  %".88" = extractvalue [1 x i64] %".87", 0
  %".89" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 4
  %".90" = load i32*, i32** %".89"
  %".91" = mul i64 %".88", %".80"
  %".92" = ptrtoint i32* %".90" to i64
  %".93" = add i64 %".92", %".91"
  %".94" = inttoptr i64 %".93" to i32*
  %".95" = load i32, i32* %".94"
  %".96" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"inp"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"inp"
  %".99" = load i32, i32* %"$phi110.0.2"
  store i32 %".95", i32* %"$phi110.0.2"
  br label %"B110"
B82:
  %".102" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"inp"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"inp"
  %".104" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".106" = trunc i64 0 to i32
  %".107" = load i32, i32* %"$phi110.0.2"
  store i32 %".106", i32* %"$phi110.0.2"
  br label %"B110"
B110:
  %".110" = load i32, i32* %"$phi110.0.2"
  %".111" = load i32, i32* %"$phi110.0.2"
  store i32 0, i32* %"$phi110.0.2"
  %".113" = call i32 @"__nv_brev"(i32 %".110")
  %".114" = call i32 @"llvm.ctlz.i32"(i32 %".110", i1 0)
  %".115" = zext i32 %".113" to i64
  %".116" = zext i32 %".114" to i64
  %".117" = xor i64 %".115", %".116"
  %".118" = call i32 @"__nv_ffs"(i32 %".110")
  %".119" = zext i32 %".118" to i64
  %".120" = xor i64 %".117", %".119"
  %".121" = call i32 @"llvm.ctpop.i32"(i32 %".110")
  %".122" = zext i32 %".121" to i64
  %".123" = xor i64 %".120", %".122"
  %".125" = load i64, i64* %"r"
  store i64 %".123", i64* %"r"
  %".127" = zext i32 %".110" to i64
  %".128" = icmp sgt i64 %".127", 10
  %".129" = zext i1 %".128" to i32
  %".130" = call i32 @"llvm.nvvm.barrier0.popc"(i32 %".129")
  %".132" = load i32, i32* %"cnt"
  store i32 %".130", i32* %"cnt"
  %".134" = zext i32 %".110" to i64
  %".135" = icmp eq i64 %".134", 0
  %".136" = zext i1 %".135" to i32
  %".137" = call i32 @"llvm.nvvm.barrier0.or"(i32 %".136")
  %".139" = load i32, i32* %"anyv"
  store i32 %".137", i32* %"anyv"
  %".141" = zext i32 %".110" to i64
  %".142" = icmp ne i64 %".141", 3
  %".143" = zext i1 %".142" to i32
  %".144" = call i32 @"llvm.nvvm.barrier0.and"(i32 %".143")
  %".146" = load i32, i32* %"allv"
  store i32 %".144", i32* %"allv"
  %".148" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".148", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149"
  %".153" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 2
  %".154" = load i64, i64* %".153"
  %".155" = load i64, i64* %"i"
  %".156" = icmp slt i64 %".155", %".154"
  %".158" = load i1, i1* %"$598pred"
  store i1 %".156", i1* %"$598pred"
  %".160" = load i1, i1* %"$598pred"
  br i1 %".160", label %"B600", label %"B654"
B600:
  %".162" = load i1, i1* %"$598pred"
  store i1 0, i1* %"$598pred"
  %".164" = load i32, i32* %"cnt"
  %".165" = load i32, i32* %"anyv"
  %".166" = sext i32 %".164" to i64
  %".167" = sext i32 %".165" to i64
  %".168" = add nsw i64 %".166", %".167"
  %".169" = load i32, i32* %"cnt"
  store i32 0, i32* %"cnt"
  %".171" = load i32, i32* %"anyv"
  store i32 0, i32* %"anyv"
  %".173" = load i32, i32* %"allv"
  %".174" = sext i32 %".173" to i64
  %".175" = add nsw i64 %".168", %".174"
  %".176" = load i32, i32* %"allv"
  store i32 0, i32* %"allv"
  %".178" = trunc i64 %".175" to i32
  %".179" = load i64, i64* %"r"
  %".180" = zext i32 %".178" to i64
  %".181" = add i64 %".179", %".180"
  %".182" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".184" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".185" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".186"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".184", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".186"
  %".190" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".186", i32 0, i32 5
  %".191" = getelementptr inbounds [1 x i64], [1 x i64]* %".190", i32 0, i32 0
  %".192" = load i64, i64* %".191", !range !1
  %".193" = insertvalue [1 x i64] undef, i64 %".192", 0
  %".194" = extractvalue [1 x i64] %".193", 0
  %".195" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".186", i32 0, i32 6
  %".196" = load [1 x i64], [1 x i64]* %".195"
  %".197" = extractvalue [1 x i64] %".196", 0
  %".198" = icmp slt i64 %".185", 0
  %".199" = add i64 %".185", %".194"
  %".200" = select  i1 %".198", i64 %".199", i64 %".185"
  %".201" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".186", i32 0, i32 5
  %".202" = getelementptr inbounds [1 x i64], [1 x i64]* %".201", i32 0, i32 0
  %".203" = load i64, i64* %".202", !range !1
  %".204" = insertvalue [1 x i64] undef, i64 %".203", 0
  %".205" = extractvalue [1 x i64] %".204", 0
  %".206" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".186", i32 0, i32 6
  %".207" = load [1 x i64], [1 x i64]* %".206"
  %".208" = extractvalue [1 x i64] %".207", 0
  %".209" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".186", i32 0, i32 4
  %".210" = load i32*, i32** %".209"
  %".211" = mul i64 %".208", %".200"
  %".212" = ptrtoint i32* %".210" to i64
  %".213" = add i64 %".212", %".211"
  %".214" = inttoptr i64 %".213" to i32*
  %".215" = trunc i64 %".181" to i32
  store i32 %".215", i32* %".214"
  %".217" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".219" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  br label %"B654"
B654:
  %".222" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".224" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".226" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".228" = load i32, i32* %"cnt"
  store i32 0, i32* %"cnt"
  %".230" = load i32, i32* %"anyv"
  store i32 0, i32* %"anyv"
  %".232" = load i32, i32* %"allv"
  store i32 0, i32* %"allv"
  %".234" = load i1, i1* %"$598pred"
  store i1 0, i1* %"$598pred"
  call void @"llvm.nvvm.membar.cta"()
  call void @"llvm.nvvm.membar.gl"()
  %".238" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".239" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".240" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".241" = insertvalue {i32, i32, i32} undef, i32 %".238", 0
  %".242" = insertvalue {i32, i32, i32} %".241", i32 %".239", 1
  %".243" = insertvalue {i32, i32, i32} %".242", i32 %".240", 2
  %".244" = extractvalue {i32, i32, i32} %".243", 0
  %".245" = sext i32 %".244" to i64
  %".246" = icmp eq i64 %".245", 0
  %".248" = load i1, i1* %"$770pred"
  store i1 %".246", i1* %"$770pred"
  %".250" = load i1, i1* %"$770pred"
  br i1 %".250", label %"B772", label %"B854"
B772:
  %".252" = load i1, i1* %"$770pred"
  store i1 0, i1* %"$770pred"
  call void @"llvm.nvvm.membar.sys"()
  %".255" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".256" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".257" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  %".258" = insertvalue {i32, i32, i32} undef, i32 %".255", 0
  %".259" = insertvalue {i32, i32, i32} %".258", i32 %".256", 1
  %".260" = insertvalue {i32, i32, i32} %".259", i32 %".257", 2
  %".261" = extractvalue {i32, i32, i32} %".260", 0
  %".262" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"flags"
  %".263" = sext i32 %".261" to i64
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".264"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".262", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".264"
  %".268" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".264", i32 0, i32 5
  %".269" = getelementptr inbounds [1 x i64], [1 x i64]* %".268", i32 0, i32 0
  %".270" = load i64, i64* %".269", !range !1
  %".271" = insertvalue [1 x i64] undef, i64 %".270", 0
  %".272" = extractvalue [1 x i64] %".271", 0
  %".273" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".264", i32 0, i32 6
  %".274" = load [1 x i64], [1 x i64]* %".273"
  %".275" = extractvalue [1 x i64] %".274", 0
  %".276" = icmp slt i64 %".263", 0
  %".277" = add i64 %".263", %".272"
  %".278" = select  i1 %".276", i64 %".277", i64 %".263"
  %".279" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".264", i32 0, i32 5
  %".280" = getelementptr inbounds [1 x i64], [1 x i64]* %".279", i32 0, i32 0
  %".281" = load i64, i64* %".280", !range !1
  %".282" = insertvalue [1 x i64] undef, i64 %".281", 0
  %".283" = extractvalue [1 x i64] %".282", 0
  %".284" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".264", i32 0, i32 6
  %".285" = load [1 x i64], [1 x i64]* %".284"
  %".286" = extractvalue [1 x i64] %".285", 0
  %".287" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".264", i32 0, i32 4
  %".288" = load i32*, i32** %".287"
  %".289" = mul i64 %".286", %".278"
  %".290" = ptrtoint i32* %".288" to i64
  %".291" = add i64 %".290", %".289"
  %".292" = inttoptr i64 %".291" to i32*
  %".293" = trunc i64 1 to i32
  store i32 %".293", i32* %".292"
  %".295" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"flags"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"flags"
  ret void
B854:
  %".299" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"flags"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"flags"
  %".301" = load i1, i1* %"$770pred"
  store i1 0, i1* %"$770pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"__nv_brev"(i32 %".1")

declare i32 @"llvm.ctlz.i32"(i32 %".1", i1 %".2")

declare i32 @"__nv_ffs"(i32 %".1")

declare i32 @"llvm.ctpop.i32"(i32 %".1")

declare i32 @"llvm.nvvm.barrier0.popc"(i32 %".1")

declare i32 @"llvm.nvvm.barrier0.or"(i32 %".1")

declare i32 @"llvm.nvvm.barrier0.and"(i32 %".1")

declare void @"llvm.nvvm.membar.cta"()

declare void @"llvm.nvvm.membar.gl"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare void @"llvm.nvvm.membar.sys"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN7kernels15bits_and_fencesB3v19B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN7kernels15bits_and_fencesB3v19B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }
