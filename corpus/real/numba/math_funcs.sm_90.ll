; nvverify-generator: numba-cuda-0.30.4 target=sm_90 nvvm-options="-opt=3 -arch=compute_90" source=numba/src/kernels.py:math_funcs dialect=nvvm7-typed numba=0.68.1 llvmlite=0.50.0
; ModuleID = "math_funcs$10"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv7kernels10math_funcsB3v10B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN7kernels10math_funcsB3v10B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", double* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"y.0", i8* %"y.1", i64 %"y.2", i64 %"y.3", double* %"y.4", i64 %"y.5.0", i64 %"y.6.0", i8* %"z.0", i8* %"z.1", i64 %"z.2", i64 %"z.3", float* %"z.4", i64 %"z.5.0", i64 %"z.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"x.4", 4
  %".24" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".24", 5
  %".25" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".25", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"y.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"y.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"y.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"y.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", double* %"y.4", 4
  %".26" = insertvalue [1 x i64] undef, i64 %"y.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".26", 5
  %".27" = insertvalue [1 x i64] undef, i64 %"y.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".27", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"z.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"z.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"z.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"z.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", float* %"z.4", 4
  %".28" = insertvalue [1 x i64] undef, i64 %"z.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".28", 5
  %".29" = insertvalue [1 x i64] undef, i64 %"z.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".29", 6
  %"x" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %"y" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"y"
  %"z" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"z"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".49" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".49"
  %"$66pred" = alloca i1
  store i1 0, i1* %"$66pred"
  %".66" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".66"
  %".128" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".128"
  %".160" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".160"
  %".168" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".168"
  %".176" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".176"
  %".180" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".180"
  %".184" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".184"
  %".206" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".206"
  %".212" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".212"
  %".231" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".231"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"y"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"z"
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
  %".48" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".49"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".48", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".49"
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".49", i32 0, i32 2
  %".54" = load i64, i64* %".53"
  %".55" = load i64, i64* %"i"
  %".56" = icmp slt i64 %".55", %".54"
  %".58" = load i1, i1* %"$66pred"
  store i1 %".56", i1* %"$66pred"
  %".60" = load i1, i1* %"$66pred"
  br i1 %".60", label %"B68", label %"B908"
B68:
  %".62" = load i1, i1* %"$66pred"
  store i1 0, i1* %"$66pred"
  %".64" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".65" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".66"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".64", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".66"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = icmp slt i64 %".65", 0
  %".79" = add i64 %".65", %".74"
  %".80" = select  i1 %".78", i64 %".79", i64 %".65"
  %".81" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 5
  %".82" = getelementptr inbounds [1 x i64], [1 x i64]* %".81", i32 0, i32 0
  %".83" = load i64, i64* %".82", !range !1
  %".84" = insertvalue [1 x i64] undef, i64 %".83", 0
  %".85" = extractvalue [1 x i64] %".84", 0
  %".86" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 6
  %".87" = load [1 x i64], [1 x i64]* %".86"
  %".88" = extractvalue [1 x i64] %".87", 0
  %".89" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 4
  %".90" = load double*, double** %".89"
  %".91" = mul i64 %".88", %".80"
  %".92" = ptrtoint double* %".90" to i64
  %".93" = add i64 %".92", %".91"
  %".94" = inttoptr i64 %".93" to double*
  %".95" = load double, double* %".94"
  %".96" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".98" = call double @"__nv_sin"(double %".95")
  %".99" = call double @"__nv_cos"(double %".95")
  %".100" = fmul double %".98", %".99"
  %".101" = fsub double 0x8000000000000000, %".95"
  %".102" = fmul double %".101", %".95"
  %".103" = call double @"__nv_exp"(double %".102")
  %".104" = fadd double %".100", %".103"
  %".105" = call double @"__nv_fabs"(double %".95")
  %".106" = call double @"__nv_log1p"(double %".105")
  %".107" = fadd double %".104", %".106"
  %".108" = call double @"__nv_fabs"(double %".95")
  %".109" = call double @"__nv_sqrt"(double %".108")
  %".110" = fadd double %".107", %".109"
  %".111" = call double @"__nv_erf"(double %".95")
  %".112" = fadd double %".110", %".111"
  %".113" = call double @"__nv_fabs"(double %".95")
  %".114" = call double @"__nv_pow"(double %".113", double 0x3ff8000000000000)
  %".115" = fadd double %".112", %".114"
  %".116" = call double @"__nv_atan2"(double %".95", double 0x4000000000000000)
  %".117" = fadd double %".115", %".116"
  %".118" = call double @"__nv_tanh"(double %".95")
  %".119" = fadd double %".117", %".118"
  %".120" = call double @"__nv_floor"(double %".95")
  %".121" = fadd double %".119", %".120"
  %".122" = call double @"llvm.fma.f64"(double %".95", double %".95", double 0x3ff0000000000000)
  %".123" = fadd double %".121", %".122"
  %".124" = call double @"__nv_cbrt"(double %".95")
  %".125" = fadd double %".123", %".124"
  %".126" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"y"
  %".127" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".128"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".126", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".128"
  %".132" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".128", i32 0, i32 5
  %".133" = getelementptr inbounds [1 x i64], [1 x i64]* %".132", i32 0, i32 0
  %".134" = load i64, i64* %".133", !range !1
  %".135" = insertvalue [1 x i64] undef, i64 %".134", 0
  %".136" = extractvalue [1 x i64] %".135", 0
  %".137" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".128", i32 0, i32 6
  %".138" = load [1 x i64], [1 x i64]* %".137"
  %".139" = extractvalue [1 x i64] %".138", 0
  %".140" = icmp slt i64 %".127", 0
  %".141" = add i64 %".127", %".136"
  %".142" = select  i1 %".140", i64 %".141", i64 %".127"
  %".143" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".128", i32 0, i32 5
  %".144" = getelementptr inbounds [1 x i64], [1 x i64]* %".143", i32 0, i32 0
  %".145" = load i64, i64* %".144", !range !1
  %".146" = insertvalue [1 x i64] undef, i64 %".145", 0
  %".147" = extractvalue [1 x i64] %".146", 0
  %".148" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".128", i32 0, i32 6
  %".149" = load [1 x i64], [1 x i64]* %".148"
  %".150" = extractvalue [1 x i64] %".149", 0
  %".151" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".128", i32 0, i32 4
  %".152" = load double*, double** %".151"
  %".153" = mul i64 %".150", %".142"
  %".154" = ptrtoint double* %".152" to i64
  %".155" = add i64 %".154", %".153"
  %".156" = inttoptr i64 %".155" to double*
  store double %".125", double* %".156"
  %".158" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"y"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"y"
  store {double, double} zeroinitializer, {double, double}* %".160"
  %".163" = getelementptr inbounds {double, double}, {double, double}* %".160", i32 0, i32 0
  store double %".95", double* %".163"
  %".165" = getelementptr inbounds {double, double}, {double, double}* %".160", i32 0, i32 1
  store double 0x3ff0000000000000, double* %".165"
  %".167" = load {double, double}, {double, double}* %".160"
  store {double, double} zeroinitializer, {double, double}* %".168"
  %".171" = getelementptr inbounds {double, double}, {double, double}* %".168", i32 0, i32 0
  store double 0x3fe0000000000000, double* %".171"
  %".173" = getelementptr inbounds {double, double}, {double, double}* %".168", i32 0, i32 1
  store double %".95", double* %".173"
  %".175" = load {double, double}, {double, double}* %".168"
  store {double, double} zeroinitializer, {double, double}* %".176"
  store {double, double} %".167", {double, double}* %".176"
  store {double, double} zeroinitializer, {double, double}* %".180"
  store {double, double} %".175", {double, double}* %".180"
  store {double, double} zeroinitializer, {double, double}* %".184"
  %".187" = getelementptr inbounds {double, double}, {double, double}* %".176", i32 0, i32 0
  %".188" = load double, double* %".187"
  %".189" = getelementptr inbounds {double, double}, {double, double}* %".176", i32 0, i32 1
  %".190" = load double, double* %".189"
  %".191" = getelementptr inbounds {double, double}, {double, double}* %".180", i32 0, i32 0
  %".192" = load double, double* %".191"
  %".193" = getelementptr inbounds {double, double}, {double, double}* %".180", i32 0, i32 1
  %".194" = load double, double* %".193"
  %".195" = fmul double %".188", %".192"
  %".196" = fmul double %".190", %".194"
  %".197" = fmul double %".188", %".194"
  %".198" = fmul double %".190", %".192"
  %".199" = fsub double %".195", %".196"
  %".200" = getelementptr inbounds {double, double}, {double, double}* %".184", i32 0, i32 0
  store double %".199", double* %".200"
  %".202" = fadd double %".197", %".198"
  %".203" = getelementptr inbounds {double, double}, {double, double}* %".184", i32 0, i32 1
  store double %".202", double* %".203"
  %".205" = load {double, double}, {double, double}* %".184"
  store {double, double} zeroinitializer, {double, double}* %".206"
  store {double, double} %".205", {double, double}* %".206"
  %".210" = getelementptr inbounds {double, double}, {double, double}* %".206", i32 0, i32 0
  %".211" = load double, double* %".210"
  store {double, double} zeroinitializer, {double, double}* %".212"
  store {double, double} %".205", {double, double}* %".212"
  %".216" = getelementptr inbounds {double, double}, {double, double}* %".212", i32 0, i32 1
  %".217" = load double, double* %".216"
  %".218" = call double @"__nv_hypot"(double %".211", double %".217")
  %".219" = call i32 @"__nv_isnand"(double %".95")
  %".220" = icmp ne i32 %".219", 0
  %".221" = zext i1 %".220" to i32
  %".222" = sitofp i32 %".221" to double
  %".223" = fadd double %".218", %".222"
  %".224" = call i32 @"__nv_isinfd"(double %".95")
  %".225" = icmp ne i32 %".224", 0
  %".226" = zext i1 %".225" to i32
  %".227" = sitofp i32 %".226" to double
  %".228" = fadd double %".223", %".227"
  %".229" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"z"
  %".230" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".231"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".229", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".231"
  %".235" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".231", i32 0, i32 5
  %".236" = getelementptr inbounds [1 x i64], [1 x i64]* %".235", i32 0, i32 0
  %".237" = load i64, i64* %".236", !range !1
  %".238" = insertvalue [1 x i64] undef, i64 %".237", 0
  %".239" = extractvalue [1 x i64] %".238", 0
  %".240" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".231", i32 0, i32 6
  %".241" = load [1 x i64], [1 x i64]* %".240"
  %".242" = extractvalue [1 x i64] %".241", 0
  %".243" = icmp slt i64 %".230", 0
  %".244" = add i64 %".230", %".239"
  %".245" = select  i1 %".243", i64 %".244", i64 %".230"
  %".246" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".231", i32 0, i32 5
  %".247" = getelementptr inbounds [1 x i64], [1 x i64]* %".246", i32 0, i32 0
  %".248" = load i64, i64* %".247", !range !1
  %".249" = insertvalue [1 x i64] undef, i64 %".248", 0
  %".250" = extractvalue [1 x i64] %".249", 0
  %".251" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".231", i32 0, i32 6
  %".252" = load [1 x i64], [1 x i64]* %".251"
  %".253" = extractvalue [1 x i64] %".252", 0
  %".254" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".231", i32 0, i32 4
  %".255" = load float*, float** %".254"
  %".256" = mul i64 %".253", %".245"
  %".257" = ptrtoint float* %".255" to i64
  %".258" = add i64 %".257", %".256"
  %".259" = inttoptr i64 %".258" to float*
  %".260" = fptrunc double %".228" to float
  store float %".260", float* %".259"
  %".262" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"z"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"z"
  %".264" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B908:
  %".268" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"z"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"z"
  %".270" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"y"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"y"
  %".272" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".274" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".276" = load i1, i1* %"$66pred"
  store i1 0, i1* %"$66pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare double @"__nv_sin"(double %".1")

declare double @"__nv_cos"(double %".1")

declare double @"__nv_exp"(double %".1")

declare double @"__nv_fabs"(double %".1")

declare double @"__nv_log1p"(double %".1")

declare double @"__nv_sqrt"(double %".1")

declare double @"__nv_erf"(double %".1")

declare double @"__nv_pow"(double %".1", double %".2")

declare double @"__nv_atan2"(double %".1", double %".2")

declare double @"__nv_tanh"(double %".1")

declare double @"__nv_floor"(double %".1")

declare double @"llvm.fma.f64"(double %".1", double %".2", double %".3")

declare double @"__nv_cbrt"(double %".1")

declare double @"__nv_hypot"(double %".1", double %".2")

declare i32 @"__nv_isnand"(double %".1")

declare i32 @"__nv_isinfd"(double %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN7kernels10math_funcsB3v10B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN7kernels10math_funcsB3v10B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }
