; nvverify-generator: numba-cuda-0.30.4 target=sm_80 nvvm-options="-opt=3 -arch=compute_80" source=numba/src/kernels.py:block_sum dialect=nvvm7-typed numba=0.68.1 llvmlite=0.50.0
; ModuleID = "block_sum$5"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv7kernels9block_sumB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE" = common global i8* null
define void @"_ZN7kernels9block_sumB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE"(i8* %"inp.0", i8* %"inp.1", i64 %"inp.2", i64 %"inp.3", float* %"inp.4", i64 %"inp.5.0", i64 %"inp.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"inp.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"inp.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"inp.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"inp.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"inp.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"inp.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"inp.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", float* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"inp" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"inp"
  %"out" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".25" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".25"
  %"sm" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"sm"
  %"t" = alloca i32
  store i32 0, i32* %"t"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".79" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".79"
  %"$200pred" = alloca i1
  store i1 0, i1* %"$200pred"
  %".96" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96"
  %"$phi246.0.2" = alloca float
  store float 0.0, float* %"$phi246.0.2"
  %".147" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".147"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".186" = alloca i64
  store i64 0, i64* %".186"
  %".189" = alloca i64
  store i64 0, i64* %".189"
  %"s.2" = alloca i64
  store i64 0, i64* %"s.2"
  %"$322pred" = alloca i1
  store i1 0, i1* %"$322pred"
  %"$444pred" = alloca i1
  store i1 0, i1* %"$444pred"
  %"$334pred" = alloca i1
  store i1 0, i1* %"$334pred"
  %".247" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".247"
  %".281" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".281"
  %".314" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".314"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".355" = alloca i64
  store i64 0, i64* %".355"
  %".358" = alloca i64
  store i64 0, i64* %".358"
  %"$456pred" = alloca i1
  store i1 0, i1* %"$456pred"
  %".414" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".414"
  %".454" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".454"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"inp"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"generic" = addrspacecast [256 x float] addrspace(3)* @"_cudapy_smem_1" to i8*
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".25"
  %".28" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 4
  %".29" = load float*, float** %".28"
  %".30" = bitcast i8* %"generic" to float*
  %".31" = insertvalue [1 x i64] undef, i64 256, 0
  %".32" = insertvalue [1 x i64] undef, i64 4, 0
  %".33" = extractvalue [1 x i64] %".31", 0
  %".34" = mul nsw i64 1, %".33"
  %".35" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 5
  store [1 x i64] %".31", [1 x i64]* %".35"
  %".37" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 6
  store [1 x i64] %".32", [1 x i64]* %".37"
  %".39" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 4
  store float* %".30", float** %".39"
  %".41" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 3
  store i64 4, i64* %".41"
  %".43" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 0
  store i8* null, i8** %".43"
  %".45" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 1
  store i8* null, i8** %".45"
  %".47" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".25", i32 0, i32 2
  store i64 %".34", i64* %".47"
  %".49" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".25"
  %".51" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"sm"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".49", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"sm"
  %".53" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".54" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".55" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".56" = insertvalue {i32, i32, i32} undef, i32 %".53", 0
  %".57" = insertvalue {i32, i32, i32} %".56", i32 %".54", 1
  %".58" = insertvalue {i32, i32, i32} %".57", i32 %".55", 2
  %".59" = extractvalue {i32, i32, i32} %".58", 0
  %".61" = load i32, i32* %"t"
  store i32 %".59", i32* %"t"
  %".63" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".64" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".65" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  %".66" = insertvalue {i32, i32, i32} undef, i32 %".63", 0
  %".67" = insertvalue {i32, i32, i32} %".66", i32 %".64", 1
  %".68" = insertvalue {i32, i32, i32} %".67", i32 %".65", 2
  %".69" = extractvalue {i32, i32, i32} %".68", 0
  %".70" = sext i32 %".69" to i64
  %".71" = mul nsw i64 %".70", 256
  %".72" = load i32, i32* %"t"
  %".73" = sext i32 %".72" to i64
  %".74" = add nsw i64 %".71", %".73"
  %".76" = load i64, i64* %"i"
  store i64 %".74", i64* %"i"
  %".78" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"inp"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".79"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".78", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".79"
  %".83" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".79", i32 0, i32 2
  %".84" = load i64, i64* %".83"
  %".85" = load i64, i64* %"i"
  %".86" = icmp slt i64 %".85", %".84"
  %".88" = load i1, i1* %"$200pred"
  store i1 %".86", i1* %"$200pred"
  %".90" = load i1, i1* %"$200pred"
  br i1 %".90", label %"B202", label %"B218"
B202:
  %".92" = load i1, i1* %"$200pred"
  store i1 0, i1* %"$200pred"
  %".94" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"inp"
  %".95" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".94", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96"
  %".100" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96", i32 0, i32 5
  %".101" = getelementptr inbounds [1 x i64], [1 x i64]* %".100", i32 0, i32 0
  %".102" = load i64, i64* %".101", !range !1
  %".103" = insertvalue [1 x i64] undef, i64 %".102", 0
  %".104" = extractvalue [1 x i64] %".103", 0
  %".105" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96", i32 0, i32 6
  %".106" = load [1 x i64], [1 x i64]* %".105"
  %".107" = extractvalue [1 x i64] %".106", 0
  %".108" = icmp slt i64 %".95", 0
  %".109" = add i64 %".95", %".104"
  %".110" = select  i1 %".108", i64 %".109", i64 %".95"
  %".111" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96", i32 0, i32 5
  %".112" = getelementptr inbounds [1 x i64], [1 x i64]* %".111", i32 0, i32 0
  %".113" = load i64, i64* %".112", !range !1
  %".114" = insertvalue [1 x i64] undef, i64 %".113", 0
  %".115" = extractvalue [1 x i64] %".114", 0
  %".116" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96", i32 0, i32 6
  %".117" = load [1 x i64], [1 x i64]* %".116"
  %".118" = extractvalue [1 x i64] %".117", 0
  %".119" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96", i32 0, i32 4
  %".120" = load float*, float** %".119"
  %".121" = mul i64 %".110", 1
  %".122" = add i64 0, %".121"
  %".123" = getelementptr float, float* %".120", i64 %".122"
  %".124" = load float, float* %".123"
  %".125" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"inp"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"inp"
  %".127" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".130" = load float, float* %"$phi246.0.2"
  store float %".124", float* %"$phi246.0.2"
  br label %"B246"
B218:
  %".133" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"inp"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"inp"
  %".135" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".137" = load i1, i1* %"$200pred"
  store i1 0, i1* %"$200pred"
  %".139" = fptrunc double              0x0 to float
  %".140" = load float, float* %"$phi246.0.2"
  store float %".139", float* %"$phi246.0.2"
  br label %"B246"
B246:
  %".143" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"sm"
  %".144" = load float, float* %"$phi246.0.2"
  %".145" = load i32, i32* %"t"
  %".146" = sext i32 %".145" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".147"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".143", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".147"
  %".151" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".147", i32 0, i32 5
  %".152" = getelementptr inbounds [1 x i64], [1 x i64]* %".151", i32 0, i32 0
  %".153" = load i64, i64* %".152", !range !1
  %".154" = insertvalue [1 x i64] undef, i64 %".153", 0
  %".155" = extractvalue [1 x i64] %".154", 0
  %".156" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".147", i32 0, i32 6
  %".157" = load [1 x i64], [1 x i64]* %".156"
  %".158" = extractvalue [1 x i64] %".157", 0
  %".159" = icmp slt i64 %".146", 0
  %".160" = add i64 %".146", %".155"
  %".161" = select  i1 %".159", i64 %".160", i64 %".146"
  %".162" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".147", i32 0, i32 5
  %".163" = getelementptr inbounds [1 x i64], [1 x i64]* %".162", i32 0, i32 0
  %".164" = load i64, i64* %".163", !range !1
  %".165" = insertvalue [1 x i64] undef, i64 %".164", 0
  %".166" = extractvalue [1 x i64] %".165", 0
  %".167" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".147", i32 0, i32 6
  %".168" = load [1 x i64], [1 x i64]* %".167"
  %".169" = extractvalue [1 x i64] %".168", 0
  %".170" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".147", i32 0, i32 4
  %".171" = load float*, float** %".170"
  %".172" = mul i64 %".161", 1
  %".173" = add i64 0, %".172"
  %".174" = getelementptr float, float* %".171", i64 %".173"
  store float %".144", float* %".174"
  %".176" = load float, float* %"$phi246.0.2"
  store float 0.0, float* %"$phi246.0.2"
  call void @"llvm.nvvm.barrier0"()
  %".181" = icmp eq i64 2, 0
  br i1 %".181", label %"B246.if", label %"B246.else", !prof !2
B324:
  %".229" = load i1, i1* %"$444pred"
  store i1 0, i1* %"$444pred"
  %".231" = load i1, i1* %"$322pred"
  store i1 0, i1* %"$322pred"
  %".233" = load i32, i32* %"t"
  %".234" = load i64, i64* %"s.2"
  %".235" = sext i32 %".233" to i64
  %".236" = icmp slt i64 %".235", %".234"
  %".238" = load i1, i1* %"$334pred"
  store i1 %".236", i1* %"$334pred"
  %".240" = load i1, i1* %"$334pred"
  br i1 %".240", label %"B336", label %"B386"
B336:
  %".242" = load i1, i1* %"$334pred"
  store i1 0, i1* %"$334pred"
  %".244" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"sm"
  %".245" = load i32, i32* %"t"
  %".246" = sext i32 %".245" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".247"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".244", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".247"
  %".251" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".247", i32 0, i32 5
  %".252" = getelementptr inbounds [1 x i64], [1 x i64]* %".251", i32 0, i32 0
  %".253" = load i64, i64* %".252", !range !1
  %".254" = insertvalue [1 x i64] undef, i64 %".253", 0
  %".255" = extractvalue [1 x i64] %".254", 0
  %".256" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".247", i32 0, i32 6
  %".257" = load [1 x i64], [1 x i64]* %".256"
  %".258" = extractvalue [1 x i64] %".257", 0
  %".259" = icmp slt i64 %".246", 0
  %".260" = add i64 %".246", %".255"
  %".261" = select  i1 %".259", i64 %".260", i64 %".246"
  %".262" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".247", i32 0, i32 5
  %".263" = getelementptr inbounds [1 x i64], [1 x i64]* %".262", i32 0, i32 0
  %".264" = load i64, i64* %".263", !range !1
  %".265" = insertvalue [1 x i64] undef, i64 %".264", 0
  %".266" = extractvalue [1 x i64] %".265", 0
  %".267" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".247", i32 0, i32 6
  %".268" = load [1 x i64], [1 x i64]* %".267"
  %".269" = extractvalue [1 x i64] %".268", 0
  %".270" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".247", i32 0, i32 4
  %".271" = load float*, float** %".270"
  %".272" = mul i64 %".261", 1
  %".273" = add i64 0, %".272"
  %".274" = getelementptr float, float* %".271", i64 %".273"
  %".275" = load float, float* %".274"
  %".276" = load i32, i32* %"t"
  %".277" = load i64, i64* %"s.2"
  %".278" = sext i32 %".276" to i64
  %".279" = add nsw i64 %".278", %".277"
  %".280" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"sm"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".281"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".280", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".281"
  %".285" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".281", i32 0, i32 5
  %".286" = getelementptr inbounds [1 x i64], [1 x i64]* %".285", i32 0, i32 0
  %".287" = load i64, i64* %".286", !range !1
  %".288" = insertvalue [1 x i64] undef, i64 %".287", 0
  %".289" = extractvalue [1 x i64] %".288", 0
  %".290" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".281", i32 0, i32 6
  %".291" = load [1 x i64], [1 x i64]* %".290"
  %".292" = extractvalue [1 x i64] %".291", 0
  %".293" = icmp slt i64 %".279", 0
  %".294" = add i64 %".279", %".289"
  %".295" = select  i1 %".293", i64 %".294", i64 %".279"
  %".296" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".281", i32 0, i32 5
  %".297" = getelementptr inbounds [1 x i64], [1 x i64]* %".296", i32 0, i32 0
  %".298" = load i64, i64* %".297", !range !1
  %".299" = insertvalue [1 x i64] undef, i64 %".298", 0
  %".300" = extractvalue [1 x i64] %".299", 0
  %".301" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".281", i32 0, i32 6
  %".302" = load [1 x i64], [1 x i64]* %".301"
  %".303" = extractvalue [1 x i64] %".302", 0
  %".304" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".281", i32 0, i32 4
  %".305" = load float*, float** %".304"
  %".306" = mul i64 %".295", 1
  %".307" = add i64 0, %".306"
  %".308" = getelementptr float, float* %".305", i64 %".307"
  %".309" = load float, float* %".308"
  %".310" = fadd float %".275", %".309"
  %".311" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"sm"
  %".312" = load i32, i32* %"t"
  %".313" = sext i32 %".312" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".314"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".311", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".314"
  %".318" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".314", i32 0, i32 5
  %".319" = getelementptr inbounds [1 x i64], [1 x i64]* %".318", i32 0, i32 0
  %".320" = load i64, i64* %".319", !range !1
  %".321" = insertvalue [1 x i64] undef, i64 %".320", 0
  %".322" = extractvalue [1 x i64] %".321", 0
  %".323" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".314", i32 0, i32 6
  %".324" = load [1 x i64], [1 x i64]* %".323"
  %".325" = extractvalue [1 x i64] %".324", 0
  %".326" = icmp slt i64 %".313", 0
  %".327" = add i64 %".313", %".322"
  %".328" = select  i1 %".326", i64 %".327", i64 %".313"
  %".329" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".314", i32 0, i32 5
  %".330" = getelementptr inbounds [1 x i64], [1 x i64]* %".329", i32 0, i32 0
  %".331" = load i64, i64* %".330", !range !1
  %".332" = insertvalue [1 x i64] undef, i64 %".331", 0
  %".333" = extractvalue [1 x i64] %".332", 0
  %".334" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".314", i32 0, i32 6
  %".335" = load [1 x i64], [1 x i64]* %".334"
  %".336" = extractvalue [1 x i64] %".335", 0
  %".337" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".314", i32 0, i32 4
  %".338" = load float*, float** %".337"
  %".339" = mul i64 %".328", 1
  %".340" = add i64 0, %".339"
  %".341" = getelementptr float, float* %".338", i64 %".340"
  store float %".310", float* %".341"
  br label %"B386"
B386:
  %".344" = load i1, i1* %"$334pred"
  store i1 0, i1* %"$334pred"
  call void @"llvm.nvvm.barrier0"()
  %".347" = load i64, i64* %"s.2"
  %".350" = icmp eq i64 2, 0
  br i1 %".350", label %"B386.if", label %"B386.else", !prof !2
B446:
  %".395" = load i64, i64* %"s.2"
  store i64 0, i64* %"s.2"
  %".397" = load i1, i1* %"$444pred"
  store i1 0, i1* %"$444pred"
  %".399" = load i1, i1* %"$322pred"
  store i1 0, i1* %"$322pred"
  %".401" = load i32, i32* %"t"
  %".402" = sext i32 %".401" to i64
  %".403" = icmp eq i64 %".402", 0
  %".404" = load i32, i32* %"t"
  store i32 0, i32* %"t"
  %".407" = load i1, i1* %"$456pred"
  store i1 %".403", i1* %"$456pred"
  %".409" = load i1, i1* %"$456pred"
  br i1 %".409", label %"B458", label %"B514"
B458:
  %".411" = load i1, i1* %"$456pred"
  store i1 0, i1* %"$456pred"
  %".413" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"sm"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".414"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".413", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".414"
  %".418" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".414", i32 0, i32 5
  %".419" = getelementptr inbounds [1 x i64], [1 x i64]* %".418", i32 0, i32 0
  %".420" = load i64, i64* %".419", !range !1
  %".421" = insertvalue [1 x i64] undef, i64 %".420", 0
  %".422" = extractvalue [1 x i64] %".421", 0
  %".423" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".414", i32 0, i32 6
  %".424" = load [1 x i64], [1 x i64]* %".423"
  %".425" = extractvalue [1 x i64] %".424", 0
  %".426" = icmp slt i64 0, 0
  %".427" = add i64 0, %".422"
  %".428" = select  i1 %".426", i64 %".427", i64 0
  %".429" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".414", i32 0, i32 5
  %".430" = getelementptr inbounds [1 x i64], [1 x i64]* %".429", i32 0, i32 0
  %".431" = load i64, i64* %".430", !range !1
  %".432" = insertvalue [1 x i64] undef, i64 %".431", 0
  %".433" = extractvalue [1 x i64] %".432", 0
  %".434" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".414", i32 0, i32 6
  %".435" = load [1 x i64], [1 x i64]* %".434"
  %".436" = extractvalue [1 x i64] %".435", 0
  %".437" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".414", i32 0, i32 4
  %".438" = load float*, float** %".437"
  %".439" = mul i64 %".428", 1
  %".440" = add i64 0, %".439"
  %".441" = getelementptr float, float* %".438", i64 %".440"
  %".442" = load float, float* %".441"
  %".443" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"sm"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"sm"
  %".445" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".446" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".447" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  %".448" = insertvalue {i32, i32, i32} undef, i32 %".445", 0
  %".449" = insertvalue {i32, i32, i32} %".448", i32 %".446", 1
  %".450" = insertvalue {i32, i32, i32} %".449", i32 %".447", 2
  %".451" = extractvalue {i32, i32, i32} %".450", 0
  %".452" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".453" = sext i32 %".451" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".454"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".452", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".454"
  %".458" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".454", i32 0, i32 5
  %".459" = getelementptr inbounds [1 x i64], [1 x i64]* %".458", i32 0, i32 0
  %".460" = load i64, i64* %".459", !range !1
  %".461" = insertvalue [1 x i64] undef, i64 %".460", 0
  %".462" = extractvalue [1 x i64] %".461", 0
  %".463" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".454", i32 0, i32 6
  %".464" = load [1 x i64], [1 x i64]* %".463"
  %".465" = extractvalue [1 x i64] %".464", 0
  %".466" = icmp slt i64 %".453", 0
  %".467" = add i64 %".453", %".462"
  %".468" = select  i1 %".466", i64 %".467", i64 %".453"
  %".469" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".454", i32 0, i32 5
  %".470" = getelementptr inbounds [1 x i64], [1 x i64]* %".469", i32 0, i32 0
  %".471" = load i64, i64* %".470", !range !1
  %".472" = insertvalue [1 x i64] undef, i64 %".471", 0
  %".473" = extractvalue [1 x i64] %".472", 0
  %".474" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".454", i32 0, i32 6
  %".475" = load [1 x i64], [1 x i64]* %".474"
  %".476" = extractvalue [1 x i64] %".475", 0
  %".477" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".454", i32 0, i32 4
  %".478" = load float*, float** %".477"
  %".479" = mul i64 %".468", 1
  %".480" = add i64 0, %".479"
  %".481" = getelementptr float, float* %".478", i64 %".480"
  store float %".442", float* %".481"
  %".483" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  ret void
B514:
  %".487" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"sm"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"sm"
  %".489" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".491" = load i1, i1* %"$456pred"
  store i1 0, i1* %"$456pred"
  ret void
B246.if:
  store i64 2, i64* %"quot"
  store i64 2, i64* %"rem"
  br label %"B246.endif"
B246.else:
  store i64 0, i64* %".186"
  store i64 0, i64* %".189"
  %".192" = icmp eq i64 256, -9223372036854775808
  %".193" = icmp eq i64 2, -1
  %".194" = and i1 %".192", %".193"
  %".195" = xor i1 %".194", -1
  br i1 %".195", label %"B246.else.if", label %"B246.else.endif", !prof !3
B246.endif:
  %".218" = load i64, i64* %"quot"
  %".220" = load i64, i64* %"s.2"
  store i64 %".218", i64* %"s.2"
  %".222" = icmp sgt i64 %".218", 0
  %".224" = load i1, i1* %"$322pred"
  store i1 %".222", i1* %"$322pred"
  %".226" = load i1, i1* %"$322pred"
  br i1 %".226", label %"B324", label %"B446"
B246.else.if:
  %".197" = sdiv i64 256, 2
  %".198" = srem i64 256, 2
  %".199" = xor i64 2, %".198"
  %".200" = icmp slt i64 %".199", 0
  %".201" = icmp ne i64 %".198", 0
  %".202" = and i1 %".201", %".200"
  br i1 %".202", label %"B246.else.if.if", label %"B246.else.if.else"
B246.else.endif:
  %".213" = load i64, i64* %".186"
  %".214" = load i64, i64* %".189"
  store i64 %".213", i64* %"quot"
  store i64 %".214", i64* %"rem"
  br label %"B246.endif"
B246.else.if.if:
  %".207" = sub i64 %".197", 1
  store i64 %".207", i64* %".186"
  %".209" = add i64 %".198", 2
  store i64 %".209", i64* %".189"
  br label %"B246.else.if.endif"
B246.else.if.else:
  store i64 %".197", i64* %".186"
  store i64 %".198", i64* %".189"
  br label %"B246.else.if.endif"
B246.else.if.endif:
  br label %"B246.else.endif"
B386.if:
  store i64 2, i64* %"quot.1"
  store i64 2, i64* %"rem.1"
  br label %"B386.endif"
B386.else:
  store i64 0, i64* %".355"
  store i64 0, i64* %".358"
  %".361" = icmp eq i64 %".347", -9223372036854775808
  %".362" = icmp eq i64 2, -1
  %".363" = and i1 %".361", %".362"
  %".364" = xor i1 %".363", -1
  br i1 %".364", label %"B386.else.if", label %"B386.else.endif", !prof !3
B386.endif:
  %".387" = load i64, i64* %"quot.1"
  %".388" = load i64, i64* %"s.2"
  store i64 %".387", i64* %"s.2"
  %".390" = icmp sgt i64 %".387", 0
  %".391" = load i1, i1* %"$444pred"
  store i1 %".390", i1* %"$444pred"
  %".393" = load i1, i1* %"$444pred"
  br i1 %".393", label %"B324", label %"B446"
B386.else.if:
  %".366" = sdiv i64 %".347", 2
  %".367" = srem i64 %".347", 2
  %".368" = xor i64 2, %".367"
  %".369" = icmp slt i64 %".368", 0
  %".370" = icmp ne i64 %".367", 0
  %".371" = and i1 %".370", %".369"
  br i1 %".371", label %"B386.else.if.if", label %"B386.else.if.else"
B386.else.endif:
  %".382" = load i64, i64* %".355"
  %".383" = load i64, i64* %".358"
  store i64 %".382", i64* %"quot.1"
  store i64 %".383", i64* %"rem.1"
  br label %"B386.endif"
B386.else.if.if:
  %".376" = sub i64 %".366", 1
  store i64 %".376", i64* %".355"
  %".378" = add i64 %".367", 2
  store i64 %".378", i64* %".358"
  br label %"B386.else.if.endif"
B386.else.if.else:
  store i64 %".366", i64* %".355"
  store i64 %".367", i64* %".358"
  br label %"B386.else.if.endif"
B386.else.if.endif:
  br label %"B386.else.endif"
}

@"_cudapy_smem_1" = addrspace(3) global [256 x float] undef, align 4
declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()

declare void @"llvm.nvvm.barrier0"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN7kernels9block_sumB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN7kernels9block_sumB2v5B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", !"kernel", i32 1 }
