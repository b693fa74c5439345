; nvverify-generator: numba-cuda-0.30.4 target=sm_100 nvvm-options="-opt=3 -arch=compute_100" source=numba/src/kernels.py:atomics dialect=nvvm7-typed numba=0.68.1 llvmlite=0.50.0
; ModuleID = "atomics$8"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv7kernels7atomicsB2v8B100cw51cXTLSUwv1sDUaKthaKCjYKCpo4DkeVtwuAKDFy2mbUGpDiIMSVRIAqgJBSaB5HDbanVYcKpbKUCjRR0oCeQZ12oCAA_3d_3dE5ArrayIiLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN7kernels7atomicsB2v8B100cw51cXTLSUwv1sDUaKthaKCjYKCpo4DkeVtwuAKDFy2mbUGpDiIMSVRIAqgJBSaB5HDbanVYcKpbKUCjRR0oCeQZ12oCAA_3d_3dE5ArrayIiLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"fi.0", i8* %"fi.1", i64 %"fi.2", i64 %"fi.3", i32* %"fi.4", i64 %"fi.5.0", i64 %"fi.6.0", i8* %"ff.0", i8* %"ff.1", i64 %"ff.2", i64 %"ff.3", float* %"ff.4", i64 %"ff.5.0", i64 %"ff.6.0", i8* %"fd.0", i8* %"fd.1", i64 %"fd.2", i64 %"fd.3", double* %"fd.4", i64 %"fd.5.0", i64 %"fd.6.0", i8* %"hist.0", i8* %"hist.1", i64 %"hist.2", i64 %"hist.3", i32* %"hist.4", i64 %"hist.5.0", i64 %"hist.6.0", i8* %"data.0", i8* %"data.1", i64 %"data.2", i64 %"data.3", i32* %"data.4", i64 %"data.5.0", i64 %"data.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"fi.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"fi.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"fi.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"fi.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize", i32* %"fi.4", 4
  %".38" = insertvalue [1 x i64] undef, i64 %"fi.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".38", 5
  %".39" = insertvalue [1 x i64] undef, i64 %"fi.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".39", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"ff.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"ff.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"ff.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"ff.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", float* %"ff.4", 4
  %".40" = insertvalue [1 x i64] undef, i64 %"ff.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".40", 5
  %".41" = insertvalue [1 x i64] undef, i64 %"ff.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".41", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"fd.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"fd.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"fd.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"fd.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", double* %"fd.4", 4
  %".42" = insertvalue [1 x i64] undef, i64 %"fd.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".42", 5
  %".43" = insertvalue [1 x i64] undef, i64 %"fd.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".43", 6
  %"inserted.meminfo.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"hist.0", 0
  %"inserted.parent.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.3", i8* %"hist.1", 1
  %"inserted.nitems.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.3", i64 %"hist.2", 2
  %"inserted.itemsize.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.3", i64 %"hist.3", 3
  %"inserted.data.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.3", i32* %"hist.4", 4
  %".44" = insertvalue [1 x i64] undef, i64 %"hist.5.0", 0
  %"inserted.shape.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.3", [1 x i64] %".44", 5
  %".45" = insertvalue [1 x i64] undef, i64 %"hist.6.0", 0
  %"inserted.strides.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.3", [1 x i64] %".45", 6
  %"inserted.meminfo.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"data.0", 0
  %"inserted.parent.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.4", i8* %"data.1", 1
  %"inserted.nitems.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.4", i64 %"data.2", 2
  %"inserted.itemsize.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.4", i64 %"data.3", 3
  %"inserted.data.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.4", i32* %"data.4", 4
  %".46" = insertvalue [1 x i64] undef, i64 %"data.5.0", 0
  %"inserted.shape.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.4", [1 x i64] %".46", 5
  %".47" = insertvalue [1 x i64] undef, i64 %"data.6.0", 0
  %"inserted.strides.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.4", [1 x i64] %".47", 6
  %"fi" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"fi"
  %"ff" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"ff"
  %"fd" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"fd"
  %"hist" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  %"data" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"data"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".71" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".71"
  %"$66pred" = alloca i1
  store i1 0, i1* %"$66pred"
  %".88" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".88"
  %".123" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".123"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".137" = alloca i64
  store i64 0, i64* %".137"
  %".140" = alloca i64
  store i64 0, i64* %".140"
  %".172" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".172"
  %".197" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".197"
  %".220" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".220"
  %".244" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".244"
  %".268" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".268"
  %".294" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".294"
  %".321" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".321"
  %".332" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".332"
  %".344" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".344"
  %".459" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".459"
  %".488" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".488"
  %".512" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".512"
  %".535" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".535"
  %".558" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".558"
  %".581" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".581"
  %".605" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".605"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"fi"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"ff"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"fd"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.3", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.4", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"data"
  %".58" = trunc i64 1 to i32
  %".59" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".60" = sext i32 %".59" to i64
  %".61" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".62" = sext i32 %".61" to i64
  %".63" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".64" = sext i32 %".63" to i64
  %".65" = mul i64 %".62", %".64"
  %".66" = add i64 %".65", %".60"
  %".68" = load i64, i64* %"i"
  store i64 %".66", i64* %"i"
  %".70" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"data"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".71"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".70", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".71"
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".71", i32 0, i32 2
  %".76" = load i64, i64* %".75"
  %".77" = load i64, i64* %"i"
  %".78" = icmp slt i64 %".77", %".76"
  %".80" = load i1, i1* %"$66pred"
  store i1 %".78", i1* %"$66pred"
  %".82" = load i1, i1* %"$66pred"
  br i1 %".82", label %"B68", label %"B990"
B68:
  %".84" = load i1, i1* %"$66pred"
  store i1 0, i1* %"$66pred"
  %".86" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"data"
  %".87" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".88"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".86", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".88"
  %".92" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 5
  %".93" = getelementptr inbounds [1 x i64], [1 x i64]* %".92", i32 0, i32 0
  %".94" = load i64, i64* %".93", !range !1
  %".95" = insertvalue [1 x i64] undef, i64 %".94", 0
  %".96" = extractvalue [1 x i64] %".95", 0
  %".97" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 6
  %".98" = load [1 x i64], [1 x i64]* %".97"
  %".99" = extractvalue [1 x i64] %".98", 0
  %".100" = icmp slt i64 %".87", 0
  %".101" = add i64 %".87", %".96"
  %".102" = select  i1 %".100", i64 %".101", i64 %".87"
  %".103" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 5
  %".104" = getelementptr inbounds [1 x i64], [1 x i64]* %".103", i32 0, i32 0
  %".105" = load i64, i64* %".104", !range !1
  %".106" = insertvalue [1 x i64] undef, i64 %".105", 0
  %".107" = extractvalue [1 x i64] %".106", 0
  %".108" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 6
  %".109" = load [1 x i64], [1 x i64]* %".108"
  %".110" = extractvalue [1 x i64] %".109", 0
  %".111" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 4
  %".112" = load i32*, i32** %".111"
  %".113" = mul i64 %".110", %".102"
  %".114" = ptrtoint i32* %".112" to i64
  %".115" = add i64 %".114", %".113"
  %".116" = inttoptr i64 %".115" to i32*
  %".117" = load i32, i32* %".116"
  %".118" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".120" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"data"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"data"
  %".122" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".123"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".122", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".123"
  %".127" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".123", i32 0, i32 2
  %".128" = load i64, i64* %".127"
  %".129" = sext i32 %".117" to i64
  %".132" = icmp eq i64 %".128", 0
  br i1 %".132", label %"B68.if", label %"B68.else", !prof !2
B990:
  %".631" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".633" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  %".635" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"fi"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"fi"
  %".637" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"ff"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"ff"
  %".639" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"fd"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"fd"
  %".641" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"data"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"data"
  %".643" = load i1, i1* %"$66pred"
  store i1 0, i1* %"$66pred"
  ret void
B68.if:
  store i64 %".128", i64* %"quot"
  store i64 %".128", i64* %"rem"
  br label %"B68.endif"
B68.else:
  store i64 0, i64* %".137"
  store i64 0, i64* %".140"
  %".143" = icmp eq i64 %".129", -9223372036854775808
  %".144" = icmp eq i64 %".128", -1
  %".145" = and i1 %".143", %".144"
  %".146" = xor i1 %".145", -1
  br i1 %".146", label %"B68.else.if", label %"B68.else.endif", !prof !3
B68.endif:
  %".169" = load i64, i64* %"rem"
  %".170" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  %".171" = trunc i64 1 to i32
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".172"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".170", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".172"
  %".176" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".172", i32 0, i32 5
  %".177" = getelementptr inbounds [1 x i64], [1 x i64]* %".176", i32 0, i32 0
  %".178" = load i64, i64* %".177", !range !1
  %".179" = insertvalue [1 x i64] undef, i64 %".178", 0
  %".180" = extractvalue [1 x i64] %".179", 0
  %".181" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".172", i32 0, i32 6
  %".182" = load [1 x i64], [1 x i64]* %".181"
  %".183" = extractvalue [1 x i64] %".182", 0
  %".184" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".172", i32 0, i32 4
  %".185" = load i32*, i32** %".184"
  %".186" = icmp slt i64 %".169", 0
  %".187" = add i64 %".180", %".169"
  %".188" = select  i1 %".186", i64 %".187", i64 %".169"
  %".189" = mul i64 %".183", %".188"
  %".190" = ptrtoint i32* %".185" to i64
  %".191" = add i64 %".190", %".189"
  %".192" = inttoptr i64 %".191" to i32*
  %".193" = atomicrmw add i32* %".192", i32 %".171" monotonic
  %".194" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"hist"
  %".196" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"fi"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".197"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".196", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".197"
  %".201" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".197", i32 0, i32 5
  %".202" = getelementptr inbounds [1 x i64], [1 x i64]* %".201", i32 0, i32 0
  %".203" = load i64, i64* %".202", !range !1
  %".204" = insertvalue [1 x i64] undef, i64 %".203", 0
  %".205" = extractvalue [1 x i64] %".204", 0
  %".206" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".197", i32 0, i32 6
  %".207" = load [1 x i64], [1 x i64]* %".206"
  %".208" = extractvalue [1 x i64] %".207", 0
  %".209" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".197", i32 0, i32 4
  %".210" = load i32*, i32** %".209"
  %".211" = icmp slt i64 0, 0
  %".212" = add i64 %".205", 0
  %".213" = select  i1 %".211", i64 %".212", i64 0
  %".214" = mul i64 %".208", %".213"
  %".215" = ptrtoint i32* %".210" to i64
  %".216" = add i64 %".215", %".214"
  %".217" = inttoptr i64 %".216" to i32*
  %".218" = atomicrmw max i32* %".217", i32 %".117" monotonic
  %".219" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"fi"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".220"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".219", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".220"
  %".224" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".220", i32 0, i32 5
  %".225" = getelementptr inbounds [1 x i64], [1 x i64]* %".224", i32 0, i32 0
  %".226" = load i64, i64* %".225", !range !1
  %".227" = insertvalue [1 x i64] undef, i64 %".226", 0
  %".228" = extractvalue [1 x i64] %".227", 0
  %".229" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".220", i32 0, i32 6
  %".230" = load [1 x i64], [1 x i64]* %".229"
  %".231" = extractvalue [1 x i64] %".230", 0
  %".232" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".220", i32 0, i32 4
  %".233" = load i32*, i32** %".232"
  %".234" = icmp slt i64 1, 0
  %".235" = add i64 %".228", 1
  %".236" = select  i1 %".234", i64 %".235", i64 1
  %".237" = mul i64 %".231", %".236"
  %".238" = ptrtoint i32* %".233" to i64
  %".239" = add i64 %".238", %".237"
  %".240" = inttoptr i64 %".239" to i32*
  %".241" = atomicrmw min i32* %".240", i32 %".117" monotonic
  %".242" = fptrunc double 0x3fe0000000000000 to float
  %".243" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"ff"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".244"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".243", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".244"
  %".248" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".244", i32 0, i32 5
  %".249" = getelementptr inbounds [1 x i64], [1 x i64]* %".248", i32 0, i32 0
  %".250" = load i64, i64* %".249", !range !1
  %".251" = insertvalue [1 x i64] undef, i64 %".250", 0
  %".252" = extractvalue [1 x i64] %".251", 0
  %".253" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".244", i32 0, i32 6
  %".254" = load [1 x i64], [1 x i64]* %".253"
  %".255" = extractvalue [1 x i64] %".254", 0
  %".256" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".244", i32 0, i32 4
  %".257" = load float*, float** %".256"
  %".258" = icmp slt i64 0, 0
  %".259" = add i64 %".252", 0
  %".260" = select  i1 %".258", i64 %".259", i64 0
  %".261" = mul i64 %".255", %".260"
  %".262" = ptrtoint float* %".257" to i64
  %".263" = add i64 %".262", %".261"
  %".264" = inttoptr i64 %".263" to float*
  %".265" = call float @"llvm.nvvm.atomic.load.add.f32.p0f32"(float* %".264", float %".242")
  %".266" = sitofp i32 %".117" to float
  %".267" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"ff"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".268"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".267", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".268"
  %".272" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".268", i32 0, i32 5
  %".273" = getelementptr inbounds [1 x i64], [1 x i64]* %".272", i32 0, i32 0
  %".274" = load i64, i64* %".273", !range !1
  %".275" = insertvalue [1 x i64] undef, i64 %".274", 0
  %".276" = extractvalue [1 x i64] %".275", 0
  %".277" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".268", i32 0, i32 6
  %".278" = load [1 x i64], [1 x i64]* %".277"
  %".279" = extractvalue [1 x i64] %".278", 0
  %".280" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".268", i32 0, i32 4
  %".281" = load float*, float** %".280"
  %".282" = icmp slt i64 1, 0
  %".283" = add i64 %".276", 1
  %".284" = select  i1 %".282", i64 %".283", i64 1
  %".285" = mul i64 %".279", %".284"
  %".286" = ptrtoint float* %".281" to i64
  %".287" = add i64 %".286", %".285"
  %".288" = inttoptr i64 %".287" to float*
  %".289" = call float @"___numba_atomic_float_max"(float* %".288", float %".266")
  %".290" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"ff"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"ff"
  %".292" = sitofp i32 %".117" to double
  %".293" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"fd"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".294"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".293", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".294"
  %".298" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".294", i32 0, i32 5
  %".299" = getelementptr inbounds [1 x i64], [1 x i64]* %".298", i32 0, i32 0
  %".300" = load i64, i64* %".299", !range !1
  %".301" = insertvalue [1 x i64] undef, i64 %".300", 0
  %".302" = extractvalue [1 x i64] %".301", 0
  %".303" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".294", i32 0, i32 6
  %".304" = load [1 x i64], [1 x i64]* %".303"
  %".305" = extractvalue [1 x i64] %".304", 0
  %".306" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".294", i32 0, i32 4
  %".307" = load double*, double** %".306"
  %".308" = icmp slt i64 0, 0
  %".309" = add i64 %".302", 0
  %".310" = select  i1 %".308", i64 %".309", i64 0
  %".311" = mul i64 %".305", %".310"
  %".312" = ptrtoint double* %".307" to i64
  %".313" = add i64 %".312", %".311"
  %".314" = inttoptr i64 %".313" to double*
  %".315" = call double @"llvm.nvvm.atomic.load.add.f64.p0f64"(double* %".314", double %".292")
  %".316" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"fd"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"fd"
  %".318" = icmp slt i64 1, 0
  %".319" = select  i1 %".318", i64 -9223372036854775808, i64 9223372036854775807
  %".320" = select  i1 %".318", i64 9223372036854775807, i64 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".321"
  %".324" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".321", i32 0, i32 0
  store i64 2, i64* %".324"
  %".326" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".321", i32 0, i32 1
  store i64 %".319", i64* %".326"
  %".328" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".321", i32 0, i32 2
  store i64 1, i64* %".328"
  %".330" = load {i64, i64, i64}, {i64, i64, i64}* %".321"
  %".331" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"fi"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".332"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".331", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".332"
  %".336" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".332", i32 0, i32 5
  %".337" = getelementptr inbounds [1 x i64], [1 x i64]* %".336", i32 0, i32 0
  %".338" = load i64, i64* %".337", !range !1
  %".339" = insertvalue [1 x i64] undef, i64 %".338", 0
  %".340" = extractvalue [1 x i64] %".339", 0
  %".341" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".332", i32 0, i32 6
  %".342" = load [1 x i64], [1 x i64]* %".341"
  %".343" = extractvalue [1 x i64] %".342", 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".344"
  store {i64, i64, i64} %".330", {i64, i64, i64}* %".344"
  %".348" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 2
  %".349" = load i64, i64* %".348"
  %".350" = icmp slt i64 %".349", 0
  br i1 %".350", label %"B68.endif.if", label %"B68.endif.else"
B68.else.if:
  %".148" = sdiv i64 %".129", %".128"
  %".149" = srem i64 %".129", %".128"
  %".150" = xor i64 %".128", %".149"
  %".151" = icmp slt i64 %".150", 0
  %".152" = icmp ne i64 %".149", 0
  %".153" = and i1 %".152", %".151"
  br i1 %".153", label %"B68.else.if.if", label %"B68.else.if.else"
B68.else.endif:
  %".164" = load i64, i64* %".137"
  %".165" = load i64, i64* %".140"
  store i64 %".164", i64* %"quot"
  store i64 %".165", i64* %"rem"
  br label %"B68.endif"
B68.else.if.if:
  %".158" = sub i64 %".148", 1
  store i64 %".158", i64* %".137"
  %".160" = add i64 %".149", %".128"
  store i64 %".160", i64* %".140"
  br label %"B68.else.if.endif"
B68.else.if.else:
  store i64 %".148", i64* %".137"
  store i64 %".149", i64* %".140"
  br label %"B68.else.if.endif"
B68.else.if.endif:
  br label %"B68.else.endif"
B68.endif.if:
  %".387" = add i64 %".340", -1
  %".388" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 0
  %".389" = load i64, i64* %".388"
  %".390" = icmp slt i64 %".389", 0
  %".391" = add i64 %".389", %".340"
  %".392" = select  i1 %".390", i64 %".391", i64 %".389"
  %".393" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 0
  store i64 %".392", i64* %".393"
  %".395" = icmp slt i64 %".392", 0
  br i1 %".395", label %"B68.endif.if.if", label %"B68.endif.if.endif", !prof !2
B68.endif.else:
  %".352" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 0
  %".353" = load i64, i64* %".352"
  %".354" = icmp slt i64 %".353", 0
  %".355" = add i64 %".353", %".340"
  %".356" = select  i1 %".354", i64 %".355", i64 %".353"
  %".357" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 0
  store i64 %".356", i64* %".357"
  %".359" = icmp slt i64 %".356", 0
  br i1 %".359", label %"B68.endif.else.if", label %"B68.endif.else.endif", !prof !2
B68.endif.endif:
  %".423" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 0
  %".424" = load i64, i64* %".423"
  %".425" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 0
  %".426" = load i64, i64* %".425"
  %".427" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 1
  %".428" = load i64, i64* %".427"
  %".429" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 2
  %".430" = load i64, i64* %".429"
  %".431" = icmp slt i64 %".430", 0
  %".432" = sub i64 %".428", %".426"
  %".433" = sub i64 %".432", 1
  %".434" = add i64 %".432", 1
  %".435" = select  i1 %".431", i64 %".434", i64 %".433"
  %".436" = sdiv i64 %".435", %".430"
  %".437" = add i64 1, %".436"
  %".438" = icmp sge i64 %".432", 0
  %".439" = icmp sle i64 %".432", 0
  %".440" = select  i1 %".431", i1 %".438", i1 %".439"
  %".441" = select  i1 %".440", i64 0, i64 %".437"
  %".442" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 2
  %".443" = load i64, i64* %".442"
  %".444" = mul i64 %".443", %".343"
  %".445" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".332", i32 0, i32 5
  %".446" = getelementptr inbounds [1 x i64], [1 x i64]* %".445", i32 0, i32 0
  %".447" = load i64, i64* %".446", !range !1
  %".448" = insertvalue [1 x i64] undef, i64 %".447", 0
  %".449" = extractvalue [1 x i64] %".448", 0
  %".450" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".332", i32 0, i32 6
  %".451" = load [1 x i64], [1 x i64]* %".450"
  %".452" = extractvalue [1 x i64] %".451", 0
  %".453" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".332", i32 0, i32 4
  %".454" = load i32*, i32** %".453"
  %".455" = mul i64 %".452", %".424"
  %".456" = ptrtoint i32* %".454" to i64
  %".457" = add i64 %".456", %".455"
  %".458" = inttoptr i64 %".457" to i32*
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".459"
  %".462" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".332", i32 0, i32 3
  %".463" = load i64, i64* %".462"
  %".464" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".332", i32 0, i32 0
  %".465" = load i8*, i8** %".464"
  %".466" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".332", i32 0, i32 1
  %".467" = load i8*, i8** %".466"
  %".468" = insertvalue [1 x i64] undef, i64 %".441", 0
  %".469" = insertvalue [1 x i64] undef, i64 %".444", 0
  %".470" = extractvalue [1 x i64] %".468", 0
  %".471" = mul nsw i64 1, %".470"
  %".472" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".459", i32 0, i32 5
  store [1 x i64] %".468", [1 x i64]* %".472"
  %".474" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".459", i32 0, i32 6
  store [1 x i64] %".469", [1 x i64]* %".474"
  %".476" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".459", i32 0, i32 4
  store i32* %".458", i32** %".476"
  %".478" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".459", i32 0, i32 3
  store i64 %".463", i64* %".478"
  %".480" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".459", i32 0, i32 0
  store i8* %".465", i8** %".480"
  %".482" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".459", i32 0, i32 1
  store i8* %".467", i8** %".482"
  %".484" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".459", i32 0, i32 2
  store i64 %".471", i64* %".484"
  %".486" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".459"
  %".487" = trunc i64 0 to i32
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".488"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".486", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".488"
  %".492" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".488", i32 0, i32 5
  %".493" = getelementptr inbounds [1 x i64], [1 x i64]* %".492", i32 0, i32 0
  %".494" = load i64, i64* %".493", !range !1
  %".495" = insertvalue [1 x i64] undef, i64 %".494", 0
  %".496" = extractvalue [1 x i64] %".495", 0
  %".497" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".488", i32 0, i32 6
  %".498" = load [1 x i64], [1 x i64]* %".497"
  %".499" = extractvalue [1 x i64] %".498", 0
  %".500" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".488", i32 0, i32 4
  %".501" = load i32*, i32** %".500"
  %".502" = icmp slt i64 0, 0
  %".503" = add i64 %".496", 0
  %".504" = select  i1 %".502", i64 %".503", i64 0
  %".505" = mul i64 %".499", %".504"
  %".506" = ptrtoint i32* %".501" to i64
  %".507" = add i64 %".506", %".505"
  %".508" = inttoptr i64 %".507" to i32*
  %".509" = cmpxchg i32* %".508", i32 %".487", i32 %".117" monotonic monotonic
  %".510" = extractvalue {i32, i1} %".509", 0
  %".511" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"fi"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".512"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".511", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".512"
  %".516" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".512", i32 0, i32 5
  %".517" = getelementptr inbounds [1 x i64], [1 x i64]* %".516", i32 0, i32 0
  %".518" = load i64, i64* %".517", !range !1
  %".519" = insertvalue [1 x i64] undef, i64 %".518", 0
  %".520" = extractvalue [1 x i64] %".519", 0
  %".521" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".512", i32 0, i32 6
  %".522" = load [1 x i64], [1 x i64]* %".521"
  %".523" = extractvalue [1 x i64] %".522", 0
  %".524" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".512", i32 0, i32 4
  %".525" = load i32*, i32** %".524"
  %".526" = icmp slt i64 3, 0
  %".527" = add i64 %".520", 3
  %".528" = select  i1 %".526", i64 %".527", i64 3
  %".529" = mul i64 %".523", %".528"
  %".530" = ptrtoint i32* %".525" to i64
  %".531" = add i64 %".530", %".529"
  %".532" = inttoptr i64 %".531" to i32*
  %".533" = atomicrmw xchg i32* %".532", i32 %".117" monotonic
  %".534" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"fi"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".535"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".534", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".535"
  %".539" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".535", i32 0, i32 5
  %".540" = getelementptr inbounds [1 x i64], [1 x i64]* %".539", i32 0, i32 0
  %".541" = load i64, i64* %".540", !range !1
  %".542" = insertvalue [1 x i64] undef, i64 %".541", 0
  %".543" = extractvalue [1 x i64] %".542", 0
  %".544" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".535", i32 0, i32 6
  %".545" = load [1 x i64], [1 x i64]* %".544"
  %".546" = extractvalue [1 x i64] %".545", 0
  %".547" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".535", i32 0, i32 4
  %".548" = load i32*, i32** %".547"
  %".549" = icmp slt i64 4, 0
  %".550" = add i64 %".543", 4
  %".551" = select  i1 %".549", i64 %".550", i64 4
  %".552" = mul i64 %".546", %".551"
  %".553" = ptrtoint i32* %".548" to i64
  %".554" = add i64 %".553", %".552"
  %".555" = inttoptr i64 %".554" to i32*
  %".556" = atomicrmw and i32* %".555", i32 %".117" monotonic
  %".557" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"fi"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".558"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".557", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".558"
  %".562" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".558", i32 0, i32 5
  %".563" = getelementptr inbounds [1 x i64], [1 x i64]* %".562", i32 0, i32 0
  %".564" = load i64, i64* %".563", !range !1
  %".565" = insertvalue [1 x i64] undef, i64 %".564", 0
  %".566" = extractvalue [1 x i64] %".565", 0
  %".567" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".558", i32 0, i32 6
  %".568" = load [1 x i64], [1 x i64]* %".567"
  %".569" = extractvalue [1 x i64] %".568", 0
  %".570" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".558", i32 0, i32 4
  %".571" = load i32*, i32** %".570"
  %".572" = icmp slt i64 5, 0
  %".573" = add i64 %".566", 5
  %".574" = select  i1 %".572", i64 %".573", i64 5
  %".575" = mul i64 %".569", %".574"
  %".576" = ptrtoint i32* %".571" to i64
  %".577" = add i64 %".576", %".575"
  %".578" = inttoptr i64 %".577" to i32*
  %".579" = atomicrmw or i32* %".578", i32 %".117" monotonic
  %".580" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"fi"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".581"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".580", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".581"
  %".585" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".581", i32 0, i32 5
  %".586" = getelementptr inbounds [1 x i64], [1 x i64]* %".585", i32 0, i32 0
  %".587" = load i64, i64* %".586", !range !1
  %".588" = insertvalue [1 x i64] undef, i64 %".587", 0
  %".589" = extractvalue [1 x i64] %".588", 0
  %".590" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".581", i32 0, i32 6
  %".591" = load [1 x i64], [1 x i64]* %".590"
  %".592" = extractvalue [1 x i64] %".591", 0
  %".593" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".581", i32 0, i32 4
  %".594" = load i32*, i32** %".593"
  %".595" = icmp slt i64 6, 0
  %".596" = add i64 %".589", 6
  %".597" = select  i1 %".595", i64 %".596", i64 6
  %".598" = mul i64 %".592", %".597"
  %".599" = ptrtoint i32* %".594" to i64
  %".600" = add i64 %".599", %".598"
  %".601" = inttoptr i64 %".600" to i32*
  %".602" = atomicrmw xor i32* %".601", i32 %".117" monotonic
  %".603" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"fi"
  %".604" = trunc i64 1 to i32
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".605"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".603", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".605"
  %".609" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".605", i32 0, i32 5
  %".610" = getelementptr inbounds [1 x i64], [1 x i64]* %".609", i32 0, i32 0
  %".611" = load i64, i64* %".610", !range !1
  %".612" = insertvalue [1 x i64] undef, i64 %".611", 0
  %".613" = extractvalue [1 x i64] %".612", 0
  %".614" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".605", i32 0, i32 6
  %".615" = load [1 x i64], [1 x i64]* %".614"
  %".616" = extractvalue [1 x i64] %".615", 0
  %".617" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".605", i32 0, i32 4
  %".618" = load i32*, i32** %".617"
  %".619" = icmp slt i64 7, 0
  %".620" = add i64 %".613", 7
  %".621" = select  i1 %".619", i64 %".620", i64 7
  %".622" = mul i64 %".616", %".621"
  %".623" = ptrtoint i32* %".618" to i64
  %".624" = add i64 %".623", %".622"
  %".625" = inttoptr i64 %".624" to i32*
  %".626" = atomicrmw sub i32* %".625", i32 %".604" monotonic
  %".627" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"fi"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"fi"
  ret void
B68.endif.else.if:
  %".361" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 0
  store i64 0, i64* %".361"
  br label %"B68.endif.else.endif"
B68.endif.else.endif:
  %".364" = icmp sge i64 %".356", %".340"
  br i1 %".364", label %"B68.endif.else.endif.if", label %"B68.endif.else.endif.endif", !prof !2
B68.endif.else.endif.if:
  %".366" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 0
  store i64 %".340", i64* %".366"
  br label %"B68.endif.else.endif.endif"
B68.endif.else.endif.endif:
  %".369" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 1
  %".370" = load i64, i64* %".369"
  %".371" = icmp slt i64 %".370", 0
  %".372" = add i64 %".370", %".340"
  %".373" = select  i1 %".371", i64 %".372", i64 %".370"
  %".374" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 1
  store i64 %".373", i64* %".374"
  %".376" = icmp slt i64 %".373", 0
  br i1 %".376", label %"B68.endif.else.endif.endif.if", label %"B68.endif.else.endif.endif.endif", !prof !2
B68.endif.else.endif.endif.if:
  %".378" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 1
  store i64 0, i64* %".378"
  br label %"B68.endif.else.endif.endif.endif"
B68.endif.else.endif.endif.endif:
  %".381" = icmp sge i64 %".373", %".340"
  br i1 %".381", label %"B68.endif.else.endif.endif.endif.if", label %"B68.endif.else.endif.endif.endif.endif", !prof !2
B68.endif.else.endif.endif.endif.if:
  %".383" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 1
  store i64 %".340", i64* %".383"
  br label %"B68.endif.else.endif.endif.endif.endif"
B68.endif.else.endif.endif.endif.endif:
  br label %"B68.endif.endif"
B68.endif.if.if:
  %".397" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 0
  store i64 -1, i64* %".397"
  br label %"B68.endif.if.endif"
B68.endif.if.endif:
  %".400" = icmp sge i64 %".392", %".340"
  br i1 %".400", label %"B68.endif.if.endif.if", label %"B68.endif.if.endif.endif", !prof !2
B68.endif.if.endif.if:
  %".402" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 0
  store i64 %".387", i64* %".402"
  br label %"B68.endif.if.endif.endif"
B68.endif.if.endif.endif:
  %".405" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 1
  %".406" = load i64, i64* %".405"
  %".407" = icmp slt i64 %".406", 0
  %".408" = add i64 %".406", %".340"
  %".409" = select  i1 %".407", i64 %".408", i64 %".406"
  %".410" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 1
  store i64 %".409", i64* %".410"
  %".412" = icmp slt i64 %".409", 0
  br i1 %".412", label %"B68.endif.if.endif.endif.if", label %"B68.endif.if.endif.endif.endif", !prof !2
B68.endif.if.endif.endif.if:
  %".414" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 1
  store i64 -1, i64* %".414"
  br label %"B68.endif.if.endif.endif.endif"
B68.endif.if.endif.endif.endif:
  %".417" = icmp sge i64 %".409", %".340"
  br i1 %".417", label %"B68.endif.if.endif.endif.endif.if", label %"B68.endif.if.endif.endif.endif.endif", !prof !2
B68.endif.if.endif.endif.endif.if:
  %".419" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 1
  store i64 %".387", i64* %".419"
  br label %"B68.endif.if.endif.endif.endif.endif"
B68.endif.if.endif.endif.endif.endif:
  br label %"B68.endif.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare float @"llvm.nvvm.atomic.load.add.f32.p0f32"(float* %".1", float %".2")


define internal float @___numba_atomic_float_max(float* %ptr, float %val) alwaysinline {
entry:
    %ptrval = load volatile float, float* %ptr
    ; Return early when:
    ; - For nanmin / nanmax when val is a NaN
    ; - For min / max when val or ptr is a NaN
    %early_return = fcmp uno float %val, %ptrval
    br i1 %early_return, label %done, label %lt_check

lt_check:
    %dold = phi float [ %ptrval, %entry ], [ %dcas, %attempt ]
    ; Continue attempts if dold less or greater than val (depending on whether min or max)
    ; or if dold is NaN (for nanmin / nanmax)
    %cmp = fcmp nnan olt float %dold, %val
    br i1 %cmp, label %attempt, label %done

attempt:
    ; Attempt to swap in the value
    %old = bitcast float %dold to i32
    %iptr = bitcast float* %ptr to i32*
    %new = bitcast float %val to i32
    
    %cas_success = cmpxchg volatile i32* %iptr, i32 %old, i32 %new monotonic monotonic
    %cas = extractvalue { i32, i1 } %cas_success, 0

    %dcas = bitcast i32 %cas to float
    br label %lt_check

done:
    ret float %ptrval
}


declare double @"llvm.nvvm.atomic.load.add.f64.p0f64"(double* %".1", double %".2")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN7kernels7atomicsB2v8B100cw51cXTLSUwv1sDUaKthaKCjYKCpo4DkeVtwuAKDFy2mbUGpDiIMSVRIAqgJBSaB5HDbanVYcKpbKUCjRR0oCeQZ12oCAA_3d_3dE5ArrayIiLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN7kernels7atomicsB2v8B100cw51cXTLSUwv1sDUaKthaKCjYKCpo4DkeVtwuAKDFy2mbUGpDiIMSVRIAqgJBSaB5HDbanVYcKpbKUCjRR0oCeQZ12oCAA_3d_3dE5ArrayIiLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }
