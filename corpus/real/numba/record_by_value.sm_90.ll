; nvverify-generator: numba-cuda-0.30.4 target=sm_90 nvvm-options="-opt=3 -arch=compute_90" source=numba/src/kernels.py:record_by_value dialect=nvvm7-typed numba=0.68.1 llvmlite=0.50.0
; ModuleID = "record_by_value$15"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv7kernels15record_by_valueB3v15B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE6RecordILi457EE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN7kernels15record_by_valueB3v15B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE6RecordILi457EE5ArrayIdLi1E1A7mutable7alignedE"([32 x i8]* %"rec", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"out.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"out.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"out.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"out.4", 4
  %".11" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".11", 5
  %".12" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".12", 6
  %"rec.1" = alloca [32 x i8]*
  store [32 x i8]* null, [32 x i8]** %"rec.1"
  %"out" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".30" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".30"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".65" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65"
  br label %"B0"
B0:
  store [32 x i8]* %"rec", [32 x i8]** %"rec.1"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".17" = trunc i64 1 to i32
  %".18" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".19" = sext i32 %".18" to i64
  %".20" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".21" = sext i32 %".20" to i64
  %".22" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".23" = sext i32 %".22" to i64
  %".24" = mul i64 %".21", %".23"
  %".25" = add i64 %".24", %".19"
  %".27" = load i64, i64* %"i"
  store i64 %".25", i64* %"i"
  %".29" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".30"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".29", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".30"
  %".34" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".30", i32 0, i32 2
  %".35" = load i64, i64* %".34"
  %".36" = load i64, i64* %"i"
  %".37" = icmp slt i64 %".36", %".35"
  %".39" = load i1, i1* %"$64pred"
  store i1 %".37", i1* %"$64pred"
  %".41" = load i1, i1* %"$64pred"
  br i1 %".41", label %"B66", label %"B122"
B66:
  %".43" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".45" = load [32 x i8]*, [32 x i8]** %"rec.1"
  %".46" = getelementptr inbounds [32 x i8], [32 x i8]* %".45", i32 0, i32 0
  %".47" = bitcast i8* %".46" to float*
  %".48" = load float, float* %".47"
  %".49" = load [32 x i8]*, [32 x i8]** %"rec.1"
  %".50" = getelementptr inbounds [32 x i8], [32 x i8]* %".49", i32 0, i32 16
  %".51" = bitcast i8* %".50" to double*
  %".52" = load double, double* %".51"
  %".53" = fpext float %".48" to double
  %".54" = fmul double %".53", %".52"
  %".55" = load [32 x i8]*, [32 x i8]** %"rec.1"
  %".56" = getelementptr inbounds [32 x i8], [32 x i8]* %".55", i32 0, i32 24
  %".57" = bitcast i8* %".56" to i32*
  %".58" = load i32, i32* %".57"
  %".59" = load [32 x i8]*, [32 x i8]** %"rec.1"
  store [32 x i8]* null, [32 x i8]** %"rec.1"
  %".61" = sitofp i32 %".58" to double
  %".62" = fadd double %".54", %".61"
  %".63" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".64" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".63", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65"
  %".69" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 5
  %".70" = getelementptr inbounds [1 x i64], [1 x i64]* %".69", i32 0, i32 0
  %".71" = load i64, i64* %".70", !range !1
  %".72" = insertvalue [1 x i64] undef, i64 %".71", 0
  %".73" = extractvalue [1 x i64] %".72", 0
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 6
  %".75" = load [1 x i64], [1 x i64]* %".74"
  %".76" = extractvalue [1 x i64] %".75", 0
  %".77" = icmp slt i64 %".64", 0
  %".78" = add i64 %".64", %".73"
  %".79" = select  i1 %".77", i64 %".78", i64 %".64"
  %".80" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 5
  %".81" = getelementptr inbounds [1 x i64], [1 x i64]* %".80", i32 0, i32 0
  %".82" = load i64, i64* %".81", !range !1
  %".83" = insertvalue [1 x i64] undef, i64 %".82", 0
  %".84" = extractvalue [1 x i64] %".83", 0
  %".85" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 6
  %".86" = load [1 x i64], [1 x i64]* %".85"
  %".87" = extractvalue [1 x i64] %".86", 0
  %".88" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 4
  %".89" = load double*, double** %".88"
  %".90" = mul i64 %".87", %".79"
  %".91" = ptrtoint double* %".89" to i64
  %".92" = add i64 %".91", %".90"
  %".93" = inttoptr i64 %".92" to double*
  store double %".62", double* %".93"
  %".95" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".97" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B122:
  %".101" = load [32 x i8]*, [32 x i8]** %"rec.1"
  store [32 x i8]* null, [32 x i8]** %"rec.1"
  %".103" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".105" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".107" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void ([32 x i8]*, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN7kernels15record_by_valueB3v15B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE6RecordILi457EE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void ([32 x i8]*, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN7kernels15record_by_valueB3v15B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE6RecordILi457EE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }
