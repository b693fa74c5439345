; nvverify-generator: numba-cuda-0.30.4 target=sm_80 nvvm-options="-opt=3 -arch=compute_80" source=numba/src/kernels.py:local_sort dialect=nvvm7-typed numba=0.68.1 llvmlite=0.50.0
; ModuleID = "local_sort$9"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv7kernels10local_sortB2v9B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN7kernels10local_sortB2v9B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"inp.0", i8* %"inp.1", i64 %"inp.2", i64 %"inp.3", i32* %"inp.4", i64 %"inp.5.0", i64 %"inp.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", i32* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %"inp" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"inp"
  %"out" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"_cudapy_lmem" = alloca [16 x i32]
  store [16 x i32] zeroinitializer, [16 x i32]* %"_cudapy_lmem"
  %".38" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38"
  %"buf" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"buf"
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %".70" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".70"
  %".80" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".80"
  %".84" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".84"
  %".93" = alloca i64
  store i64 0, i64* %".93"
  %".96" = alloca i64
  store i64 0, i64* %".96"
  %"$phi154.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi154.0"
  %".135" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".135"
  %".138" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".138"
  %".164" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".164"
  %".170" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".170"
  %"$154for_iter.3" = alloca i1
  store i1 0, i1* %"$154for_iter.3"
  %"$phi156.1" = alloca i64
  store i64 0, i64* %"$phi156.1"
  %"k" = alloca i64
  store i64 0, i64* %"k"
  %"idx" = alloca i64
  store i64 0, i64* %"idx"
  %".201" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".201"
  %"$194pred" = alloca i1
  store i1 0, i1* %"$194pred"
  %".218" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".218"
  %"$phi214.1.2" = alloca i64
  store i64 0, i64* %"$phi214.1.2"
  %".265" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".265"
  %".309" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".309"
  %".319" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".319"
  %".323" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".323"
  %".332" = alloca i64
  store i64 0, i64* %".332"
  %".335" = alloca i64
  store i64 0, i64* %".335"
  %"$phi256.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi256.0"
  %".374" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".374"
  %".377" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".377"
  %".403" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".403"
  %".409" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".409"
  %"$256for_iter.3" = alloca i1
  store i1 0, i1* %"$256for_iter.3"
  %"$phi258.1" = alloca i64
  store i64 0, i64* %"$phi258.1"
  %".429" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429"
  %"key" = alloca i32
  store i32 0, i32* %"key"
  %"b" = alloca i64
  store i64 0, i64* %"b"
  %"b.3" = alloca i64
  store i64 0, i64* %"b.3"
  %"$296pred" = alloca i1
  store i1 0, i1* %"$296pred"
  %"b.2" = alloca i64
  store i64 0, i64* %"b.2"
  %".487" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".487"
  %"$320pred" = alloca i1
  store i1 0, i1* %"$320pred"
  %"$394pred" = alloca i1
  store i1 0, i1* %"$394pred"
  %".532" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".532"
  %".564" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".564"
  %"b.1" = alloca i64
  store i64 0, i64* %"b.1"
  %"$370pred" = alloca i1
  store i1 0, i1* %"$370pred"
  %".620" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".620"
  %".677" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".677"
  %".716" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".716"
  %".726" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".726"
  %".730" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".730"
  %".739" = alloca i64
  store i64 0, i64* %".739"
  %".742" = alloca i64
  store i64 0, i64* %".742"
  %"$phi444.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi444.0"
  %".781" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".781"
  %".784" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".784"
  %".810" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".810"
  %".816" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".816"
  %"$444for_iter.3" = alloca i1
  store i1 0, i1* %"$444for_iter.3"
  %"$phi446.1" = alloca i64
  store i64 0, i64* %"$phi446.1"
  %"k.1" = alloca i64
  store i64 0, i64* %"k.1"
  %"idx.1" = alloca i64
  store i64 0, i64* %"idx.1"
  %".847" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".847"
  %"$484pred" = alloca i1
  store i1 0, i1* %"$484pred"
  %".864" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".864"
  %".897" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".897"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"inp"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".25" = trunc i64 1 to i32
  %".26" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".27" = sext i32 %".26" to i64
  %".28" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".29" = sext i32 %".28" to i64
  %".30" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".31" = sext i32 %".30" to i64
  %".32" = mul i64 %".29", %".31"
  %".33" = add i64 %".32", %".27"
  %".35" = load i64, i64* %"i"
  store i64 %".33", i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38"
  %".41" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 4
  %".42" = load i32*, i32** %".41"
  %".43" = bitcast [16 x i32]* %"_cudapy_lmem" to i32*
  %".44" = insertvalue [1 x i64] undef, i64 16, 0
  %".45" = insertvalue [1 x i64] undef, i64 4, 0
  %".46" = extractvalue [1 x i64] %".44", 0
  %".47" = mul nsw i64 1, %".46"
  %".48" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 5
  store [1 x i64] %".44", [1 x i64]* %".48"
  %".50" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 6
  store [1 x i64] %".45", [1 x i64]* %".50"
  %".52" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 4
  store i32* %".43", i32** %".52"
  %".54" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 3
  store i64 4, i64* %".54"
  %".56" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 0
  store i8* null, i8** %".56"
  %".58" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 1
  store i8* null, i8** %".58"
  %".60" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  store i64 %".47", i64* %".60"
  %".62" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38"
  %".64" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".62", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"buf"
  %".67" = load i64, i64* %"n"
  store i64 16, i64* %"n"
  %".69" = load i64, i64* %"n"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".70"
  %".73" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 0
  store i64 0, i64* %".73"
  %".75" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 1
  store i64 16, i64* %".75"
  %".77" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 2
  store i64 1, i64* %".77"
  %".79" = load {i64, i64, i64}, {i64, i64, i64}* %".70"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".80"
  store {i64, i64, i64} %".79", {i64, i64, i64}* %".80"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".84"
  %".87" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".80", i32 0, i32 0
  %".88" = load i64, i64* %".87"
  %".89" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".80", i32 0, i32 1
  %".90" = load i64, i64* %".89"
  %".91" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".80", i32 0, i32 2
  %".92" = load i64, i64* %".91"
  store i64 %".88", i64* %".93"
  %".98" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".84", i32 0, i32 0
  store i64* %".93", i64** %".98"
  %".100" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".84", i32 0, i32 1
  store i64 %".90", i64* %".100"
  %".102" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".84", i32 0, i32 2
  store i64 %".92", i64* %".102"
  %".104" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".84", i32 0, i32 3
  store i64* %".96", i64** %".104"
  %".106" = sub i64 %".90", %".88"
  %".107" = icmp sgt i64 %".106", 0
  %".108" = icmp sgt i64 %".92", 0
  %".109" = xor i1 %".107", %".108"
  %".110" = icmp eq i64 %".92", 0
  br i1 %".110", label %"B0.if", label %"B0.endif", !prof !1
B154:
  %".134" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi154.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".135"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".138"
  store {i64*, i64, i64, i64*} %".134", {i64*, i64, i64, i64*}* %".138"
  %".142" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".138", i32 0, i32 3
  %".143" = load i64*, i64** %".142"
  %".144" = load i64, i64* %".143"
  %".145" = icmp sgt i64 %".144", 0
  %".146" = getelementptr inbounds {i64, i1}, {i64, i1}* %".135", i32 0, i32 1
  store i1 %".145", i1* %".146"
  br i1 %".145", label %"B154.if", label %"B154.endif"
B156:
  %".184" = load i1, i1* %"$154for_iter.3"
  store i1 0, i1* %"$154for_iter.3"
  %".186" = load i64, i64* %"$phi156.1"
  %".188" = load i64, i64* %"k"
  store i64 %".186", i64* %"k"
  %".190" = load i64, i64* %"$phi156.1"
  store i64 0, i64* %"$phi156.1"
  %".192" = load i64, i64* %"i"
  %".193" = load i64, i64* %"n"
  %".194" = mul nsw i64 %".192", 16
  %".195" = load i64, i64* %"k"
  %".196" = add nsw i64 %".194", %".195"
  %".198" = load i64, i64* %"idx"
  store i64 %".196", i64* %"idx"
  %".200" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"inp"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".201"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".200", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".201"
  %".205" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".201", i32 0, i32 2
  %".206" = load i64, i64* %".205"
  %".207" = load i64, i64* %"idx"
  %".208" = icmp slt i64 %".207", %".206"
  %".210" = load i1, i1* %"$194pred"
  store i1 %".208", i1* %"$194pred"
  %".212" = load i1, i1* %"$194pred"
  br i1 %".212", label %"B196", label %"B212"
B196:
  %".214" = load i1, i1* %"$194pred"
  store i1 0, i1* %"$194pred"
  %".216" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"inp"
  %".217" = load i64, i64* %"idx"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".218"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".216", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".218"
  %".222" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".218", i32 0, i32 5
  %".223" = getelementptr inbounds [1 x i64], [1 x i64]* %".222", i32 0, i32 0
  %".224" = load i64, i64* %".223", !range !2
  %".225" = insertvalue [1 x i64] undef, i64 %".224", 0
  %".226" = extractvalue [1 x i64] %".225", 0
  %".227" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".218", i32 0, i32 6
  %".228" = load [1 x i64], [1 x i64]* %".227"
  %".229" = extractvalue [1 x i64] %".228", 0
  %".230" = icmp slt i64 %".217", 0
  %".231" = add i64 %".217", %".226"
  %".232" = select  i1 %".230", i64 %".231", i64 %".217"
  %".233" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".218", i32 0, i32 5
  %".234" = getelementptr inbounds [1 x i64], [1 x i64]* %".233", i32 0, i32 0
  %".235" = load i64, i64* %".234", !range !2
  %".236" = insertvalue [1 x i64] undef, i64 %".235", 0
  %".237" = extractvalue [1 x i64] %".236", 0
  %".238" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".218", i32 0, i32 6
  %".239" = load [1 x i64], [1 x i64]* %".238"
  %".240" = extractvalue [1 x i64] %".239", 0
  %".241" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".218", i32 0, i32 4
  %".242" = load i32*, i32** %".241"
  %".243" = mul i64 %".240", %".232"
  %".244" = ptrtoint i32* %".242" to i64
  %".245" = add i64 %".244", %".243"
  %".246" = inttoptr i64 %".245" to i32*
  %".247" = load i32, i32* %".246"
  %".248" = load i64, i64* %"idx"
  store i64 0, i64* %"idx"
  %".250" = sext i32 %".247" to i64
  %".252" = load i64, i64* %"$phi214.1.2"
  store i64 %".250", i64* %"$phi214.1.2"
  br label %"B214"
B212:
  %".255" = load i64, i64* %"idx"
  store i64 0, i64* %"idx"
  %".257" = load i1, i1* %"$194pred"
  store i1 0, i1* %"$194pred"
  %".259" = load i64, i64* %"$phi214.1.2"
  store i64 2147483647, i64* %"$phi214.1.2"
  br label %"B214"
B214:
  %".262" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"buf"
  %".263" = load i64, i64* %"$phi214.1.2"
  %".264" = load i64, i64* %"k"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".265"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".262", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".265"
  %".269" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".265", i32 0, i32 5
  %".270" = getelementptr inbounds [1 x i64], [1 x i64]* %".269", i32 0, i32 0
  %".271" = load i64, i64* %".270", !range !2
  %".272" = insertvalue [1 x i64] undef, i64 %".271", 0
  %".273" = extractvalue [1 x i64] %".272", 0
  %".274" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".265", i32 0, i32 6
  %".275" = load [1 x i64], [1 x i64]* %".274"
  %".276" = extractvalue [1 x i64] %".275", 0
  %".277" = icmp slt i64 %".264", 0
  %".278" = add i64 %".264", %".273"
  %".279" = select  i1 %".277", i64 %".278", i64 %".264"
  %".280" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".265", i32 0, i32 5
  %".281" = getelementptr inbounds [1 x i64], [1 x i64]* %".280", i32 0, i32 0
  %".282" = load i64, i64* %".281", !range !2
  %".283" = insertvalue [1 x i64] undef, i64 %".282", 0
  %".284" = extractvalue [1 x i64] %".283", 0
  %".285" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".265", i32 0, i32 6
  %".286" = load [1 x i64], [1 x i64]* %".285"
  %".287" = extractvalue [1 x i64] %".286", 0
  %".288" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".265", i32 0, i32 4
  %".289" = load i32*, i32** %".288"
  %".290" = mul i64 %".279", 1
  %".291" = add i64 0, %".290"
  %".292" = getelementptr i32, i32* %".289", i64 %".291"
  %".293" = trunc i64 %".263" to i32
  store i32 %".293", i32* %".292"
  %".295" = load i64, i64* %"k"
  store i64 0, i64* %"k"
  %".297" = load i64, i64* %"$phi214.1.2"
  store i64 0, i64* %"$phi214.1.2"
  br label %"B154"
B224:
  %".300" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"inp"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"inp"
  %".302" = load i64, i64* %"$phi156.1"
  store i64 0, i64* %"$phi156.1"
  %".304" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi154.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi154.0"
  %".306" = load i1, i1* %"$154for_iter.3"
  store i1 0, i1* %"$154for_iter.3"
  %".308" = load i64, i64* %"n"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".309"
  %".312" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".309", i32 0, i32 0
  store i64 1, i64* %".312"
  %".314" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".309", i32 0, i32 1
  store i64 16, i64* %".314"
  %".316" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".309", i32 0, i32 2
  store i64 1, i64* %".316"
  %".318" = load {i64, i64, i64}, {i64, i64, i64}* %".309"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".319"
  store {i64, i64, i64} %".318", {i64, i64, i64}* %".319"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".323"
  %".326" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".319", i32 0, i32 0
  %".327" = load i64, i64* %".326"
  %".328" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".319", i32 0, i32 1
  %".329" = load i64, i64* %".328"
  %".330" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".319", i32 0, i32 2
  %".331" = load i64, i64* %".330"
  store i64 %".327", i64* %".332"
  %".337" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".323", i32 0, i32 0
  store i64* %".332", i64** %".337"
  %".339" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".323", i32 0, i32 1
  store i64 %".329", i64* %".339"
  %".341" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".323", i32 0, i32 2
  store i64 %".331", i64* %".341"
  %".343" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".323", i32 0, i32 3
  store i64* %".335", i64** %".343"
  %".345" = sub i64 %".329", %".327"
  %".346" = icmp sgt i64 %".345", 0
  %".347" = icmp sgt i64 %".331", 0
  %".348" = xor i1 %".346", %".347"
  %".349" = icmp eq i64 %".331", 0
  br i1 %".349", label %"B224.if", label %"B224.endif", !prof !1
B256:
  %".373" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi256.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".374"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".377"
  store {i64*, i64, i64, i64*} %".373", {i64*, i64, i64, i64*}* %".377"
  %".381" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".377", i32 0, i32 3
  %".382" = load i64*, i64** %".381"
  %".383" = load i64, i64* %".382"
  %".384" = icmp sgt i64 %".383", 0
  %".385" = getelementptr inbounds {i64, i1}, {i64, i1}* %".374", i32 0, i32 1
  store i1 %".384", i1* %".385"
  br i1 %".384", label %"B256.if", label %"B256.endif"
B258:
  %".423" = load i1, i1* %"$256for_iter.3"
  store i1 0, i1* %"$256for_iter.3"
  %".425" = load i64, i64* %"$phi258.1"
  %".426" = load i64, i64* %"$phi258.1"
  store i64 0, i64* %"$phi258.1"
  %".428" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".428", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429"
  %".433" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429", i32 0, i32 5
  %".434" = getelementptr inbounds [1 x i64], [1 x i64]* %".433", i32 0, i32 0
  %".435" = load i64, i64* %".434", !range !2
  %".436" = insertvalue [1 x i64] undef, i64 %".435", 0
  %".437" = extractvalue [1 x i64] %".436", 0
  %".438" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429", i32 0, i32 6
  %".439" = load [1 x i64], [1 x i64]* %".438"
  %".440" = extractvalue [1 x i64] %".439", 0
  %".441" = icmp slt i64 %".425", 0
  %".442" = add i64 %".425", %".437"
  %".443" = select  i1 %".441", i64 %".442", i64 %".425"
  %".444" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429", i32 0, i32 5
  %".445" = getelementptr inbounds [1 x i64], [1 x i64]* %".444", i32 0, i32 0
  %".446" = load i64, i64* %".445", !range !2
  %".447" = insertvalue [1 x i64] undef, i64 %".446", 0
  %".448" = extractvalue [1 x i64] %".447", 0
  %".449" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429", i32 0, i32 6
  %".450" = load [1 x i64], [1 x i64]* %".449"
  %".451" = extractvalue [1 x i64] %".450", 0
  %".452" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".429", i32 0, i32 4
  %".453" = load i32*, i32** %".452"
  %".454" = mul i64 %".443", 1
  %".455" = add i64 0, %".454"
  %".456" = getelementptr i32, i32* %".453", i64 %".455"
  %".457" = load i32, i32* %".456"
  %".459" = load i32, i32* %"key"
  store i32 %".457", i32* %"key"
  %".461" = sub nsw i64 %".425", 1
  %".463" = load i64, i64* %"b"
  store i64 %".461", i64* %"b"
  %".465" = load i64, i64* %"b"
  %".467" = load i64, i64* %"b.3"
  store i64 %".465", i64* %"b.3"
  %".469" = load i64, i64* %"b"
  %".470" = icmp sge i64 %".469", 0
  %".472" = load i1, i1* %"$296pred"
  store i1 %".470", i1* %"$296pred"
  %".474" = load i1, i1* %"$296pred"
  br i1 %".474", label %"B298", label %"B396"
B298:
  %".476" = load i1, i1* %"$296pred"
  store i1 0, i1* %"$296pred"
  %".478" = load i64, i64* %"b"
  %".479" = load i64, i64* %"b.3"
  store i64 %".478", i64* %"b.3"
  %".481" = load i64, i64* %"b"
  %".483" = load i64, i64* %"b.2"
  store i64 %".481", i64* %"b.2"
  %".485" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"buf"
  %".486" = load i64, i64* %"b"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".487"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".485", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".487"
  %".491" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".487", i32 0, i32 5
  %".492" = getelementptr inbounds [1 x i64], [1 x i64]* %".491", i32 0, i32 0
  %".493" = load i64, i64* %".492", !range !2
  %".494" = insertvalue [1 x i64] undef, i64 %".493", 0
  %".495" = extractvalue [1 x i64] %".494", 0
  %".496" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".487", i32 0, i32 6
  %".497" = load [1 x i64], [1 x i64]* %".496"
  %".498" = extractvalue [1 x i64] %".497", 0
  %".499" = icmp slt i64 %".486", 0
  %".500" = add i64 %".486", %".495"
  %".501" = select  i1 %".499", i64 %".500", i64 %".486"
  %".502" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".487", i32 0, i32 5
  %".503" = getelementptr inbounds [1 x i64], [1 x i64]* %".502", i32 0, i32 0
  %".504" = load i64, i64* %".503", !range !2
  %".505" = insertvalue [1 x i64] undef, i64 %".504", 0
  %".506" = extractvalue [1 x i64] %".505", 0
  %".507" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".487", i32 0, i32 6
  %".508" = load [1 x i64], [1 x i64]* %".507"
  %".509" = extractvalue [1 x i64] %".508", 0
  %".510" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".487", i32 0, i32 4
  %".511" = load i32*, i32** %".510"
  %".512" = mul i64 %".501", 1
  %".513" = add i64 0, %".512"
  %".514" = getelementptr i32, i32* %".511", i64 %".513"
  %".515" = load i32, i32* %".514"
  %".516" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".518" = load i32, i32* %"key"
  %".519" = icmp sgt i32 %".515", %".518"
  %".521" = load i1, i1* %"$320pred"
  store i1 %".519", i1* %"$320pred"
  %".523" = load i1, i1* %"$320pred"
  br i1 %".523", label %"B322", label %"B396"
B322:
  %".526" = load i1, i1* %"$394pred"
  store i1 0, i1* %"$394pred"
  %".528" = load i1, i1* %"$320pred"
  store i1 0, i1* %"$320pred"
  %".530" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"buf"
  %".531" = load i64, i64* %"b.2"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".532"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".530", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".532"
  %".536" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".532", i32 0, i32 5
  %".537" = getelementptr inbounds [1 x i64], [1 x i64]* %".536", i32 0, i32 0
  %".538" = load i64, i64* %".537", !range !2
  %".539" = insertvalue [1 x i64] undef, i64 %".538", 0
  %".540" = extractvalue [1 x i64] %".539", 0
  %".541" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".532", i32 0, i32 6
  %".542" = load [1 x i64], [1 x i64]* %".541"
  %".543" = extractvalue [1 x i64] %".542", 0
  %".544" = icmp slt i64 %".531", 0
  %".545" = add i64 %".531", %".540"
  %".546" = select  i1 %".544", i64 %".545", i64 %".531"
  %".547" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".532", i32 0, i32 5
  %".548" = getelementptr inbounds [1 x i64], [1 x i64]* %".547", i32 0, i32 0
  %".549" = load i64, i64* %".548", !range !2
  %".550" = insertvalue [1 x i64] undef, i64 %".549", 0
  %".551" = extractvalue [1 x i64] %".550", 0
  %".552" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".532", i32 0, i32 6
  %".553" = load [1 x i64], [1 x i64]* %".552"
  %".554" = extractvalue [1 x i64] %".553", 0
  %".555" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".532", i32 0, i32 4
  %".556" = load i32*, i32** %".555"
  %".557" = mul i64 %".546", 1
  %".558" = add i64 0, %".557"
  %".559" = getelementptr i32, i32* %".556", i64 %".558"
  %".560" = load i32, i32* %".559"
  %".561" = load i64, i64* %"b.2"
  %".562" = add nsw i64 %".561", 1
  %".563" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".564"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".563", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".564"
  %".568" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".564", i32 0, i32 5
  %".569" = getelementptr inbounds [1 x i64], [1 x i64]* %".568", i32 0, i32 0
  %".570" = load i64, i64* %".569", !range !2
  %".571" = insertvalue [1 x i64] undef, i64 %".570", 0
  %".572" = extractvalue [1 x i64] %".571", 0
  %".573" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".564", i32 0, i32 6
  %".574" = load [1 x i64], [1 x i64]* %".573"
  %".575" = extractvalue [1 x i64] %".574", 0
  %".576" = icmp slt i64 %".562", 0
  %".577" = add i64 %".562", %".572"
  %".578" = select  i1 %".576", i64 %".577", i64 %".562"
  %".579" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".564", i32 0, i32 5
  %".580" = getelementptr inbounds [1 x i64], [1 x i64]* %".579", i32 0, i32 0
  %".581" = load i64, i64* %".580", !range !2
  %".582" = insertvalue [1 x i64] undef, i64 %".581", 0
  %".583" = extractvalue [1 x i64] %".582", 0
  %".584" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".564", i32 0, i32 6
  %".585" = load [1 x i64], [1 x i64]* %".584"
  %".586" = extractvalue [1 x i64] %".585", 0
  %".587" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".564", i32 0, i32 4
  %".588" = load i32*, i32** %".587"
  %".589" = mul i64 %".578", 1
  %".590" = add i64 0, %".589"
  %".591" = getelementptr i32, i32* %".588", i64 %".590"
  store i32 %".560", i32* %".591"
  %".593" = load i64, i64* %"b.2"
  %".594" = sub nsw i64 %".593", 1
  %".595" = load i64, i64* %"b.2"
  store i64 0, i64* %"b.2"
  %".598" = load i64, i64* %"b.1"
  store i64 %".594", i64* %"b.1"
  %".600" = load i64, i64* %"b.1"
  %".601" = load i64, i64* %"b.3"
  store i64 %".600", i64* %"b.3"
  %".603" = load i64, i64* %"b.1"
  %".604" = icmp sge i64 %".603", 0
  %".606" = load i1, i1* %"$370pred"
  store i1 %".604", i1* %"$370pred"
  %".608" = load i1, i1* %"$370pred"
  br i1 %".608", label %"B372", label %"B396"
B372:
  %".610" = load i1, i1* %"$370pred"
  store i1 0, i1* %"$370pred"
  %".612" = load i64, i64* %"b.1"
  %".613" = load i64, i64* %"b.3"
  store i64 %".612", i64* %"b.3"
  %".615" = load i64, i64* %"b.1"
  %".616" = load i64, i64* %"b.2"
  store i64 %".615", i64* %"b.2"
  %".618" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"buf"
  %".619" = load i64, i64* %"b.1"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".620"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".618", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".620"
  %".624" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".620", i32 0, i32 5
  %".625" = getelementptr inbounds [1 x i64], [1 x i64]* %".624", i32 0, i32 0
  %".626" = load i64, i64* %".625", !range !2
  %".627" = insertvalue [1 x i64] undef, i64 %".626", 0
  %".628" = extractvalue [1 x i64] %".627", 0
  %".629" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".620", i32 0, i32 6
  %".630" = load [1 x i64], [1 x i64]* %".629"
  %".631" = extractvalue [1 x i64] %".630", 0
  %".632" = icmp slt i64 %".619", 0
  %".633" = add i64 %".619", %".628"
  %".634" = select  i1 %".632", i64 %".633", i64 %".619"
  %".635" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".620", i32 0, i32 5
  %".636" = getelementptr inbounds [1 x i64], [1 x i64]* %".635", i32 0, i32 0
  %".637" = load i64, i64* %".636", !range !2
  %".638" = insertvalue [1 x i64] undef, i64 %".637", 0
  %".639" = extractvalue [1 x i64] %".638", 0
  %".640" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".620", i32 0, i32 6
  %".641" = load [1 x i64], [1 x i64]* %".640"
  %".642" = extractvalue [1 x i64] %".641", 0
  %".643" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".620", i32 0, i32 4
  %".644" = load i32*, i32** %".643"
  %".645" = mul i64 %".634", 1
  %".646" = add i64 0, %".645"
  %".647" = getelementptr i32, i32* %".644", i64 %".646"
  %".648" = load i32, i32* %".647"
  %".649" = load i64, i64* %"b.1"
  store i64 0, i64* %"b.1"
  %".651" = load i32, i32* %"key"
  %".652" = icmp sgt i32 %".648", %".651"
  %".653" = load i1, i1* %"$394pred"
  store i1 %".652", i1* %"$394pred"
  %".655" = load i1, i1* %"$394pred"
  br i1 %".655", label %"B322", label %"B396"
B396:
  %".657" = load i64, i64* %"b.2"
  store i64 0, i64* %"b.2"
  %".659" = load i64, i64* %"b.1"
  store i64 0, i64* %"b.1"
  %".661" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".663" = load i1, i1* %"$394pred"
  store i1 0, i1* %"$394pred"
  %".665" = load i1, i1* %"$370pred"
  store i1 0, i1* %"$370pred"
  %".667" = load i1, i1* %"$320pred"
  store i1 0, i1* %"$320pred"
  %".669" = load i1, i1* %"$296pred"
  store i1 0, i1* %"$296pred"
  %".671" = load i64, i64* %"b.3"
  %".672" = add nsw i64 %".671", 1
  %".673" = load i64, i64* %"b.3"
  store i64 0, i64* %"b.3"
  %".675" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"buf"
  %".676" = load i32, i32* %"key"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".677"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".675", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".677"
  %".681" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".677", i32 0, i32 5
  %".682" = getelementptr inbounds [1 x i64], [1 x i64]* %".681", i32 0, i32 0
  %".683" = load i64, i64* %".682", !range !2
  %".684" = insertvalue [1 x i64] undef, i64 %".683", 0
  %".685" = extractvalue [1 x i64] %".684", 0
  %".686" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".677", i32 0, i32 6
  %".687" = load [1 x i64], [1 x i64]* %".686"
  %".688" = extractvalue [1 x i64] %".687", 0
  %".689" = icmp slt i64 %".672", 0
  %".690" = add i64 %".672", %".685"
  %".691" = select  i1 %".689", i64 %".690", i64 %".672"
  %".692" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".677", i32 0, i32 5
  %".693" = getelementptr inbounds [1 x i64], [1 x i64]* %".692", i32 0, i32 0
  %".694" = load i64, i64* %".693", !range !2
  %".695" = insertvalue [1 x i64] undef, i64 %".694", 0
  %".696" = extractvalue [1 x i64] %".695", 0
  %".697" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".677", i32 0, i32 6
  %".698" = load [1 x i64], [1 x i64]* %".697"
  %".699" = extractvalue [1 x i64] %".698", 0
  %".700" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".677", i32 0, i32 4
  %".701" = load i32*, i32** %".700"
  %".702" = mul i64 %".691", 1
  %".703" = add i64 0, %".702"
  %".704" = getelementptr i32, i32* %".701", i64 %".703"
  store i32 %".676", i32* %".704"
  %".706" = load i32, i32* %"key"
  store i32 0, i32* %"key"
  br label %"B256"
B414:
  %".709" = load i64, i64* %"$phi258.1"
  store i64 0, i64* %"$phi258.1"
  %".711" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi256.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi256.0"
  %".713" = load i1, i1* %"$256for_iter.3"
  store i1 0, i1* %"$256for_iter.3"
  %".715" = load i64, i64* %"n"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".716"
  %".719" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".716", i32 0, i32 0
  store i64 0, i64* %".719"
  %".721" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".716", i32 0, i32 1
  store i64 16, i64* %".721"
  %".723" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".716", i32 0, i32 2
  store i64 1, i64* %".723"
  %".725" = load {i64, i64, i64}, {i64, i64, i64}* %".716"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".726"
  store {i64, i64, i64} %".725", {i64, i64, i64}* %".726"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".730"
  %".733" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".726", i32 0, i32 0
  %".734" = load i64, i64* %".733"
  %".735" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".726", i32 0, i32 1
  %".736" = load i64, i64* %".735"
  %".737" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".726", i32 0, i32 2
  %".738" = load i64, i64* %".737"
  store i64 %".734", i64* %".739"
  %".744" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".730", i32 0, i32 0
  store i64* %".739", i64** %".744"
  %".746" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".730", i32 0, i32 1
  store i64 %".736", i64* %".746"
  %".748" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".730", i32 0, i32 2
  store i64 %".738", i64* %".748"
  %".750" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".730", i32 0, i32 3
  store i64* %".742", i64** %".750"
  %".752" = sub i64 %".736", %".734"
  %".753" = icmp sgt i64 %".752", 0
  %".754" = icmp sgt i64 %".738", 0
  %".755" = xor i1 %".753", %".754"
  %".756" = icmp eq i64 %".738", 0
  br i1 %".756", label %"B414.if", label %"B414.endif", !prof !1
B444:
  %".780" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi444.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".781"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".784"
  store {i64*, i64, i64, i64*} %".780", {i64*, i64, i64, i64*}* %".784"
  %".788" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".784", i32 0, i32 3
  %".789" = load i64*, i64** %".788"
  %".790" = load i64, i64* %".789"
  %".791" = icmp sgt i64 %".790", 0
  %".792" = getelementptr inbounds {i64, i1}, {i64, i1}* %".781", i32 0, i32 1
  store i1 %".791", i1* %".792"
  br i1 %".791", label %"B444.if", label %"B444.endif"
B446:
  %".830" = load i1, i1* %"$444for_iter.3"
  store i1 0, i1* %"$444for_iter.3"
  %".832" = load i64, i64* %"$phi446.1"
  %".834" = load i64, i64* %"k.1"
  store i64 %".832", i64* %"k.1"
  %".836" = load i64, i64* %"$phi446.1"
  store i64 0, i64* %"$phi446.1"
  %".838" = load i64, i64* %"i"
  %".839" = load i64, i64* %"n"
  %".840" = mul nsw i64 %".838", 16
  %".841" = load i64, i64* %"k.1"
  %".842" = add nsw i64 %".840", %".841"
  %".844" = load i64, i64* %"idx.1"
  store i64 %".842", i64* %"idx.1"
  %".846" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".847"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".846", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".847"
  %".851" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".847", i32 0, i32 2
  %".852" = load i64, i64* %".851"
  %".853" = load i64, i64* %"idx.1"
  %".854" = icmp slt i64 %".853", %".852"
  %".856" = load i1, i1* %"$484pred"
  store i1 %".854", i1* %"$484pred"
  %".858" = load i1, i1* %"$484pred"
  br i1 %".858", label %"B486", label %"B508"
B486:
  %".860" = load i1, i1* %"$484pred"
  store i1 0, i1* %"$484pred"
  %".862" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"buf"
  %".863" = load i64, i64* %"k.1"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".864"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".862", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".864"
  %".868" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".864", i32 0, i32 5
  %".869" = getelementptr inbounds [1 x i64], [1 x i64]* %".868", i32 0, i32 0
  %".870" = load i64, i64* %".869", !range !2
  %".871" = insertvalue [1 x i64] undef, i64 %".870", 0
  %".872" = extractvalue [1 x i64] %".871", 0
  %".873" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".864", i32 0, i32 6
  %".874" = load [1 x i64], [1 x i64]* %".873"
  %".875" = extractvalue [1 x i64] %".874", 0
  %".876" = icmp slt i64 %".863", 0
  %".877" = add i64 %".863", %".872"
  %".878" = select  i1 %".876", i64 %".877", i64 %".863"
  %".879" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".864", i32 0, i32 5
  %".880" = getelementptr inbounds [1 x i64], [1 x i64]* %".879", i32 0, i32 0
  %".881" = load i64, i64* %".880", !range !2
  %".882" = insertvalue [1 x i64] undef, i64 %".881", 0
  %".883" = extractvalue [1 x i64] %".882", 0
  %".884" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".864", i32 0, i32 6
  %".885" = load [1 x i64], [1 x i64]* %".884"
  %".886" = extractvalue [1 x i64] %".885", 0
  %".887" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".864", i32 0, i32 4
  %".888" = load i32*, i32** %".887"
  %".889" = mul i64 %".878", 1
  %".890" = add i64 0, %".889"
  %".891" = getelementptr i32, i32* %".888", i64 %".890"
  %".892" = load i32, i32* %".891"
  %".893" = load i64, i64* %"k.1"
  store i64 0, i64* %"k.1"
  %".895" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".896" = load i64, i64* %"idx.1"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".897"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".895", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".897"
  %".901" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".897", i32 0, i32 5
  %".902" = getelementptr inbounds [1 x i64], [1 x i64]* %".901", i32 0, i32 0
  %".903" = load i64, i64* %".902", !range !2
  %".904" = insertvalue [1 x i64] undef, i64 %".903", 0
  %".905" = extractvalue [1 x i64] %".904", 0
  %".906" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".897", i32 0, i32 6
  %".907" = load [1 x i64], [1 x i64]* %".906"
  %".908" = extractvalue [1 x i64] %".907", 0
  %".909" = icmp slt i64 %".896", 0
  %".910" = add i64 %".896", %".905"
  %".911" = select  i1 %".909", i64 %".910", i64 %".896"
  %".912" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".897", i32 0, i32 5
  %".913" = getelementptr inbounds [1 x i64], [1 x i64]* %".912", i32 0, i32 0
  %".914" = load i64, i64* %".913", !range !2
  %".915" = insertvalue [1 x i64] undef, i64 %".914", 0
  %".916" = extractvalue [1 x i64] %".915", 0
  %".917" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".897", i32 0, i32 6
  %".918" = load [1 x i64], [1 x i64]* %".917"
  %".919" = extractvalue [1 x i64] %".918", 0
  %".920" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".897", i32 0, i32 4
  %".921" = load i32*, i32** %".920"
  %".922" = mul i64 %".919", %".911"
  %".923" = ptrtoint i32* %".921" to i64
  %".924" = add i64 %".923", %".922"
  %".925" = inttoptr i64 %".924" to i32*
  store i32 %".892", i32* %".925"
  %".927" = load i64, i64* %"idx.1"
  store i64 0, i64* %"idx.1"
  br label %"B508"
B508:
  %".930" = load i64, i64* %"k.1"
  store i64 0, i64* %"k.1"
  %".932" = load i64, i64* %"idx.1"
  store i64 0, i64* %"idx.1"
  %".934" = load i1, i1* %"$484pred"
  store i1 0, i1* %"$484pred"
  br label %"B444"
B510:
  %".937" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".939" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".941" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".943" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"buf"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"buf"
  %".945" = load i64, i64* %"$phi446.1"
  store i64 0, i64* %"$phi446.1"
  %".947" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi444.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi444.0"
  %".949" = load i1, i1* %"$444for_iter.3"
  store i1 0, i1* %"$444for_iter.3"
  ret void
B0.if:
  ret void
B0.endif:
  br i1 %".109", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".114" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".84", i32 0, i32 3
  %".115" = load i64*, i64** %".114"
  store i64 0, i64* %".115"
  br label %"B0.endif.endif"
B0.endif.else:
  %".118" = srem i64 %".106", %".92"
  %".119" = sub i64 0, %".118"
  %".120" = select  i1 %".107", i64 %".118", i64 %".119"
  %".121" = icmp sgt i64 %".120", 0
  %".122" = sdiv i64 %".106", %".92"
  %".123" = select  i1 %".121", i64 1, i64 0
  %".124" = add i64 %".122", %".123"
  %".125" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".84", i32 0, i32 3
  %".126" = load i64*, i64** %".125"
  store i64 %".124", i64* %".126"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".129" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".84"
  %".131" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi154.0"
  store {i64*, i64, i64, i64*} %".129", {i64*, i64, i64, i64*}* %"$phi154.0"
  br label %"B154"
B154.if:
  %".149" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".138", i32 0, i32 0
  %".150" = load i64*, i64** %".149"
  %".151" = load i64, i64* %".150"
  %".152" = getelementptr inbounds {i64, i1}, {i64, i1}* %".135", i32 0, i32 0
  store i64 %".151", i64* %".152"
  %".154" = sub nsw i64 %".144", 1
  store i64 %".154", i64* %".143"
  %".156" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".138", i32 0, i32 2
  %".157" = load i64, i64* %".156"
  %".158" = add i64 %".151", %".157"
  %".159" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".138", i32 0, i32 0
  %".160" = load i64*, i64** %".159"
  store i64 %".158", i64* %".160"
  br label %"B154.endif"
B154.endif:
  %".163" = load {i64, i1}, {i64, i1}* %".135"
  store {i64, i1} zeroinitializer, {i64, i1}* %".164"
  store {i64, i1} %".163", {i64, i1}* %".164"
  %".168" = getelementptr inbounds {i64, i1}, {i64, i1}* %".164", i32 0, i32 0
  %".169" = load i64, i64* %".168"
  store {i64, i1} zeroinitializer, {i64, i1}* %".170"
  store {i64, i1} %".163", {i64, i1}* %".170"
  %".174" = getelementptr inbounds {i64, i1}, {i64, i1}* %".170", i32 0, i32 1
  %".175" = load i1, i1* %".174"
  %".177" = load i1, i1* %"$154for_iter.3"
  store i1 %".175", i1* %"$154for_iter.3"
  %".180" = load i64, i64* %"$phi156.1"
  store i64 %".169", i64* %"$phi156.1"
  %".182" = load i1, i1* %"$154for_iter.3"
  br i1 %".182", label %"B156", label %"B224"
B224.if:
  ret void
B224.endif:
  br i1 %".348", label %"B224.endif.if", label %"B224.endif.else"
B224.endif.if:
  %".353" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".323", i32 0, i32 3
  %".354" = load i64*, i64** %".353"
  store i64 0, i64* %".354"
  br label %"B224.endif.endif"
B224.endif.else:
  %".357" = srem i64 %".345", %".331"
  %".358" = sub i64 0, %".357"
  %".359" = select  i1 %".346", i64 %".357", i64 %".358"
  %".360" = icmp sgt i64 %".359", 0
  %".361" = sdiv i64 %".345", %".331"
  %".362" = select  i1 %".360", i64 1, i64 0
  %".363" = add i64 %".361", %".362"
  %".364" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".323", i32 0, i32 3
  %".365" = load i64*, i64** %".364"
  store i64 %".363", i64* %".365"
  br label %"B224.endif.endif"
B224.endif.endif:
  %".368" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".323"
  %".370" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi256.0"
  store {i64*, i64, i64, i64*} %".368", {i64*, i64, i64, i64*}* %"$phi256.0"
  br label %"B256"
B256.if:
  %".388" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".377", i32 0, i32 0
  %".389" = load i64*, i64** %".388"
  %".390" = load i64, i64* %".389"
  %".391" = getelementptr inbounds {i64, i1}, {i64, i1}* %".374", i32 0, i32 0
  store i64 %".390", i64* %".391"
  %".393" = sub nsw i64 %".383", 1
  store i64 %".393", i64* %".382"
  %".395" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".377", i32 0, i32 2
  %".396" = load i64, i64* %".395"
  %".397" = add i64 %".390", %".396"
  %".398" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".377", i32 0, i32 0
  %".399" = load i64*, i64** %".398"
  store i64 %".397", i64* %".399"
  br label %"B256.endif"
B256.endif:
  %".402" = load {i64, i1}, {i64, i1}* %".374"
  store {i64, i1} zeroinitializer, {i64, i1}* %".403"
  store {i64, i1} %".402", {i64, i1}* %".403"
  %".407" = getelementptr inbounds {i64, i1}, {i64, i1}* %".403", i32 0, i32 0
  %".408" = load i64, i64* %".407"
  store {i64, i1} zeroinitializer, {i64, i1}* %".409"
  store {i64, i1} %".402", {i64, i1}* %".409"
  %".413" = getelementptr inbounds {i64, i1}, {i64, i1}* %".409", i32 0, i32 1
  %".414" = load i1, i1* %".413"
  %".416" = load i1, i1* %"$256for_iter.3"
  store i1 %".414", i1* %"$256for_iter.3"
  %".419" = load i64, i64* %"$phi258.1"
  store i64 %".408", i64* %"$phi258.1"
  %".421" = load i1, i1* %"$256for_iter.3"
  br i1 %".421", label %"B258", label %"B414"
B414.if:
  ret void
B414.endif:
  br i1 %".755", label %"B414.endif.if", label %"B414.endif.else"
B414.endif.if:
  %".760" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".730", i32 0, i32 3
  %".761" = load i64*, i64** %".760"
  store i64 0, i64* %".761"
  br label %"B414.endif.endif"
B414.endif.else:
  %".764" = srem i64 %".752", %".738"
  %".765" = sub i64 0, %".764"
  %".766" = select  i1 %".753", i64 %".764", i64 %".765"
  %".767" = icmp sgt i64 %".766", 0
  %".768" = sdiv i64 %".752", %".738"
  %".769" = select  i1 %".767", i64 1, i64 0
  %".770" = add i64 %".768", %".769"
  %".771" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".730", i32 0, i32 3
  %".772" = load i64*, i64** %".771"
  store i64 %".770", i64* %".772"
  br label %"B414.endif.endif"
B414.endif.endif:
  %".775" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".730"
  %".777" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi444.0"
  store {i64*, i64, i64, i64*} %".775", {i64*, i64, i64, i64*}* %"$phi444.0"
  br label %"B444"
B444.if:
  %".795" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".784", i32 0, i32 0
  %".796" = load i64*, i64** %".795"
  %".797" = load i64, i64* %".796"
  %".798" = getelementptr inbounds {i64, i1}, {i64, i1}* %".781", i32 0, i32 0
  store i64 %".797", i64* %".798"
  %".800" = sub nsw i64 %".790", 1
  store i64 %".800", i64* %".789"
  %".802" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".784", i32 0, i32 2
  %".803" = load i64, i64* %".802"
  %".804" = add i64 %".797", %".803"
  %".805" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".784", i32 0, i32 0
  %".806" = load i64*, i64** %".805"
  store i64 %".804", i64* %".806"
  br label %"B444.endif"
B444.endif:
  %".809" = load {i64, i1}, {i64, i1}* %".781"
  store {i64, i1} zeroinitializer, {i64, i1}* %".810"
  store {i64, i1} %".809", {i64, i1}* %".810"
  %".814" = getelementptr inbounds {i64, i1}, {i64, i1}* %".810", i32 0, i32 0
  %".815" = load i64, i64* %".814"
  store {i64, i1} zeroinitializer, {i64, i1}* %".816"
  store {i64, i1} %".809", {i64, i1}* %".816"
  %".820" = getelementptr inbounds {i64, i1}, {i64, i1}* %".816", i32 0, i32 1
  %".821" = load i1, i1* %".820"
  %".823" = load i1, i1* %"$444for_iter.3"
  store i1 %".821", i1* %"$444for_iter.3"
  %".826" = load i64, i64* %"$phi446.1"
  store i64 %".815", i64* %"$phi446.1"
  %".828" = load i1, i1* %"$444for_iter.3"
  br i1 %".828", label %"B446", label %"B510"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN7kernels10local_sortB2v9B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !3 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i64 0, i64 9223372036854775807 }
!3 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN7kernels10local_sortB2v9B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }
