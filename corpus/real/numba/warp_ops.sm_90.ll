; nvverify-generator: numba-cuda-0.30.4 target=sm_90 nvvm-options="-opt=3 -arch=compute_90" source=numba/src/kernels.py:warp_ops dialect=nvvm7-typed numba=0.68.1 llvmlite=0.50.0
; ModuleID = "warp_ops$16"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv7kernels8warp_opsB3v16B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN7kernels8warp_opsB3v16B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"inp.0", i8* %"inp.1", i64 %"inp.2", i64 %"inp.3", i32* %"inp.4", i64 %"inp.5.0", i64 %"inp.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", i32* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"inp.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"inp.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"inp.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"inp.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize", i32* %"inp.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"inp.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"inp.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i32* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"out" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"lane" = alloca i32
  store i32 0, i32* %"lane"
  %".40" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".40"
  %"v" = alloca i32
  store i32 0, i32* %"v"
  %"mask" = alloca i32
  store i32 0, i32* %"mask"
  %"s.2" = alloca i64
  store i64 0, i64* %"s.2"
  %"off.2" = alloca i64
  store i64 0, i64* %"off.2"
  %"s.1" = alloca i64
  store i64 0, i64* %"s.1"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".117" = alloca i64
  store i64 0, i64* %".117"
  %".120" = alloca i64
  store i64 0, i64* %".120"
  %"$212pred" = alloca i1
  store i1 0, i1* %"$212pred"
  %".231" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".231"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".23" = trunc i64 1 to i32
  %".24" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".25" = sext i32 %".24" to i64
  %".26" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".27" = sext i32 %".26" to i64
  %".28" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".29" = sext i32 %".28" to i64
  %".30" = mul i64 %".27", %".29"
  %".31" = add i64 %".30", %".25"
  %".33" = load i64, i64* %"i"
  store i64 %".31", i64* %"i"
  %".35" = call i32 @"llvm.nvvm.read.ptx.sreg.laneid"()
  %".37" = load i32, i32* %"lane"
  store i32 %".35", i32* %"lane"
  %".39" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".40"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".40"
  %".44" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".40", i32 0, i32 5
  %".45" = getelementptr inbounds [1 x i64], [1 x i64]* %".44", i32 0, i32 0
  %".46" = load i64, i64* %".45", !range !1
  %".47" = insertvalue [1 x i64] undef, i64 %".46", 0
  %".48" = extractvalue [1 x i64] %".47", 0
  %".49" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".40", i32 0, i32 6
  %".50" = load [1 x i64], [1 x i64]* %".49"
  %".51" = extractvalue [1 x i64] %".50", 0
  %".52" = icmp slt i64 %".39", 0
  %".53" = add i64 %".39", %".48"
  %".54" = select  i1 %".52", i64 %".53", i64 %".39"
  %".55" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".40", i32 0, i32 5
  %".56" = getelementptr inbounds [1 x i64], [1 x i64]* %".55", i32 0, i32 0
  %".57" = load i64, i64* %".56", !range !1
  %".58" = insertvalue [1 x i64] undef, i64 %".57", 0
  %".59" = extractvalue [1 x i64] %".58", 0
  %".60" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".40", i32 0, i32 6
  %".61" = load [1 x i64], [1 x i64]* %".60"
  %".62" = extractvalue [1 x i64] %".61", 0
  %".63" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".40", i32 0, i32 4
  %".64" = load i32*, i32** %".63"
  %".65" = mul i64 %".62", %".54"
  %".66" = ptrtoint i32* %".64" to i64
  %".67" = add i64 %".66", %".65"
  %".68" = inttoptr i64 %".67" to i32*
  %".69" = load i32, i32* %".68"
  %".71" = load i32, i32* %"v"
  store i32 %".69", i32* %"v"
  %".73" = call i32 asm sideeffect "activemask.b32 $0;", "=r"()
  %".75" = load i32, i32* %"mask"
  store i32 %".73", i32* %"mask"
  %".77" = load i32, i32* %"v"
  %".78" = sext i32 %".77" to i64
  %".80" = load i64, i64* %"s.2"
  store i64 %".78", i64* %"s.2"
  %".83" = load i64, i64* %"off.2"
  store i64 16, i64* %"off.2"
  br label %"B142"
B142:
  %".86" = load i64, i64* %"s.2"
  %".87" = load i64, i64* %"off.2"
  %".88" = trunc i64 4294967295 to i32
  %".89" = trunc i64 %".87" to i32
  %".90" = trunc i64 %".86" to i32
  %".91" = lshr i64 %".86", 32
  %".92" = trunc i64 %".91" to i32
  %".93" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".88", i32 2, i32 %".90", i32 %".89", i32 31)
  %".94" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".88", i32 2, i32 %".92", i32 %".89", i32 31)
  %".95" = extractvalue {i32, i1} %".93", 0
  %".96" = extractvalue {i32, i1} %".94", 0
  %".97" = zext i32 %".95" to i64
  %".98" = zext i32 %".96" to i64
  %".99" = shl i64 %".98", 32
  %".100" = or i64 %".99", %".97"
  %".101" = load i64, i64* %"s.2"
  %".102" = add nsw i64 %".101", %".100"
  %".104" = load i64, i64* %"s.1"
  store i64 %".102", i64* %"s.1"
  %".106" = load i64, i64* %"s.1"
  %".107" = load i64, i64* %"s.2"
  store i64 %".106", i64* %"s.2"
  %".109" = load i64, i64* %"off.2"
  %".112" = icmp eq i64 2, 0
  br i1 %".112", label %"B142.if", label %"B142.else", !prof !2
B214:
  %".158" = load i64, i64* %"s.2"
  store i64 0, i64* %"s.2"
  %".160" = load i64, i64* %"off.2"
  store i64 0, i64* %"off.2"
  %".162" = load i1, i1* %"$212pred"
  store i1 0, i1* %"$212pred"
  %".164" = load i64, i64* %"s.1"
  %".165" = load i64, i64* %"s.1"
  store i64 0, i64* %"s.1"
  %".167" = load i32, i32* %"v"
  %".168" = sext i32 %".167" to i64
  %".169" = icmp sgt i64 %".168", 0
  %".170" = load i32, i32* %"mask"
  %".171" = call {i32, i1} @"llvm.nvvm.vote.sync"(i32 %".170", i32 3, i1 %".169")
  %".172" = extractvalue {i32, i1} %".171", 0
  %".173" = load i32, i32* %"v"
  %".174" = sext i32 %".173" to i64
  %".175" = icmp ne i64 %".174", 0
  %".176" = load i32, i32* %"mask"
  %".177" = call {i32, i1} @"llvm.nvvm.vote.sync"(i32 %".176", i32 0, i1 %".175")
  %".178" = extractvalue {i32, i1} %".177", 1
  %".179" = load i32, i32* %"v"
  %".180" = sext i32 %".179" to i64
  %".181" = icmp eq i64 %".180", 7
  %".182" = load i32, i32* %"mask"
  %".183" = call {i32, i1} @"llvm.nvvm.vote.sync"(i32 %".182", i32 1, i1 %".181")
  %".184" = extractvalue {i32, i1} %".183", 1
  %".185" = load i32, i32* %"v"
  %".186" = trunc i64 4294967295 to i32
  %".187" = trunc i64 1 to i32
  %".188" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".186", i32 3, i32 %".185", i32 %".187", i32 31)
  %".189" = extractvalue {i32, i1} %".188", 0
  %".190" = load i32, i32* %"v"
  %".191" = trunc i64 4294967295 to i32
  %".192" = trunc i64 1 to i32
  %".193" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".191", i32 1, i32 %".190", i32 %".192", i32 0)
  %".194" = extractvalue {i32, i1} %".193", 0
  %".195" = load i32, i32* %"v"
  %".196" = sext i32 %".195" to i64
  %".197" = and i64 %".196", 3
  %".198" = load i32, i32* %"v"
  store i32 0, i32* %"v"
  %".200" = load i32, i32* %"mask"
  %".201" = call i32 @"llvm.nvvm.match.any.sync.i64"(i32 %".200", i64 %".197")
  %".202" = load i32, i32* %"mask"
  store i32 0, i32* %"mask"
  call void @"llvm.nvvm.bar.warp.sync"(i32 4294967295)
  %".205" = call i32 @"llvm.ctpop.i32"(i32 %".172")
  %".206" = sext i32 %".205" to i64
  %".207" = add nsw i64 %".164", %".206"
  %".208" = zext i1 %".178" to i32
  %".209" = sext i32 %".208" to i64
  %".210" = add nsw i64 %".207", %".209"
  %".211" = zext i1 %".184" to i32
  %".212" = sext i32 %".211" to i64
  %".213" = add nsw i64 %".210", %".212"
  %".214" = sext i32 %".189" to i64
  %".215" = add nsw i64 %".213", %".214"
  %".216" = sext i32 %".194" to i64
  %".217" = add nsw i64 %".215", %".216"
  %".218" = call i32 @"llvm.ctpop.i32"(i32 %".201")
  %".219" = sext i32 %".218" to i64
  %".220" = add nsw i64 %".217", %".219"
  %".221" = load i32, i32* %"lane"
  %".222" = sext i32 %".221" to i64
  %".223" = add nsw i64 %".220", %".222"
  %".224" = load i32, i32* %"lane"
  store i32 0, i32* %"lane"
  %".226" = call i32 asm sideeffect "mov.u32 $0, %lanemask_lt;", "=r"()
  %".227" = zext i32 %".226" to i64
  %".228" = add nsw i64 %".223", %".227"
  %".229" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".230" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".231"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".229", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".231"
  %".235" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".231", i32 0, i32 5
  %".236" = getelementptr inbounds [1 x i64], [1 x i64]* %".235", i32 0, i32 0
  %".237" = load i64, i64* %".236", !range !1
  %".238" = insertvalue [1 x i64] undef, i64 %".237", 0
  %".239" = extractvalue [1 x i64] %".238", 0
  %".240" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".231", i32 0, i32 6
  %".241" = load [1 x i64], [1 x i64]* %".240"
  %".242" = extractvalue [1 x i64] %".241", 0
  %".243" = icmp slt i64 %".230", 0
  %".244" = add i64 %".230", %".239"
  %".245" = select  i1 %".243", i64 %".244", i64 %".230"
  %".246" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".231", i32 0, i32 5
  %".247" = getelementptr inbounds [1 x i64], [1 x i64]* %".246", i32 0, i32 0
  %".248" = load i64, i64* %".247", !range !1
  %".249" = insertvalue [1 x i64] undef, i64 %".248", 0
  %".250" = extractvalue [1 x i64] %".249", 0
  %".251" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".231", i32 0, i32 6
  %".252" = load [1 x i64], [1 x i64]* %".251"
  %".253" = extractvalue [1 x i64] %".252", 0
  %".254" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".231", i32 0, i32 4
  %".255" = load i32*, i32** %".254"
  %".256" = mul i64 %".253", %".245"
  %".257" = ptrtoint i32* %".255" to i64
  %".258" = add i64 %".257", %".256"
  %".259" = inttoptr i64 %".258" to i32*
  %".260" = trunc i64 %".228" to i32
  store i32 %".260", i32* %".259"
  %".262" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".264" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B142.if:
  store i64 2, i64* %"quot"
  store i64 2, i64* %"rem"
  br label %"B142.endif"
B142.else:
  store i64 0, i64* %".117"
  store i64 0, i64* %".120"
  %".123" = icmp eq i64 %".109", -9223372036854775808
  %".124" = icmp eq i64 2, -1
  %".125" = and i1 %".123", %".124"
  %".126" = xor i1 %".125", -1
  br i1 %".126", label %"B142.else.if", label %"B142.else.endif", !prof !3
B142.endif:
  %".149" = load i64, i64* %"quot"
  %".150" = load i64, i64* %"off.2"
  store i64 %".149", i64* %"off.2"
  %".152" = icmp sgt i64 %".149", 0
  %".154" = load i1, i1* %"$212pred"
  store i1 %".152", i1* %"$212pred"
  %".156" = load i1, i1* %"$212pred"
  br i1 %".156", label %"B142", label %"B214"
B142.else.if:
  %".128" = sdiv i64 %".109", 2
  %".129" = srem i64 %".109", 2
  %".130" = xor i64 2, %".129"
  %".131" = icmp slt i64 %".130", 0
  %".132" = icmp ne i64 %".129", 0
  %".133" = and i1 %".132", %".131"
  br i1 %".133", label %"B142.else.if.if", label %"B142.else.if.else"
B142.else.endif:
  %".144" = load i64, i64* %".117"
  %".145" = load i64, i64* %".120"
  store i64 %".144", i64* %"quot"
  store i64 %".145", i64* %"rem"
  br label %"B142.endif"
B142.else.if.if:
  %".138" = sub i64 %".128", 1
  store i64 %".138", i64* %".117"
  %".140" = add i64 %".129", 2
  store i64 %".140", i64* %".120"
  br label %"B142.else.if.endif"
B142.else.if.else:
  store i64 %".128", i64* %".117"
  store i64 %".129", i64* %".120"
  br label %"B142.else.if.endif"
B142.else.if.endif:
  br label %"B142.else.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.laneid"()

declare {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".1", i32 %".2", i32 %".3", i32 %".4", i32 %".5")

declare {i32, i1} @"llvm.nvvm.vote.sync"(i32 %".1", i32 %".2", i1 %".3")

declare i32 @"llvm.nvvm.match.any.sync.i64"(i32 %".1", i64 %".2")

declare void @"llvm.nvvm.bar.warp.sync"(i32 %".1")

declare i32 @"llvm.ctpop.i32"(i32 %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN7kernels8warp_opsB3v16B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN7kernels8warp_opsB3v16B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }
