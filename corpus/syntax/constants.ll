; Every kind of constant, including nested constant expressions.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%T = type { i32, [2 x i16], <2 x float>, ptr }

@i1 = global i1 true
@i8 = global i8 -128
@i64 = global i64 9223372036854775807
@i128 = global i128 170141183460469231731687303715884105727
@hexint = global i32 u0xFF
@f = global float 1.500000e+00
@d = global double 0x400921FB54442D18
@h = global half 0xH3C00
@bf = global bfloat 0xR3F80
@fp80 = global x86_fp80 0xK4000C90FDAA22168C000
@fp128 = global fp128 0xL00000000000000004000921FB54442D1
@ppc = global ppc_fp128 0xM400921FB54442D180000000000000000
@neg = global double -2.500000e-03
@null = global ptr null
@undef = global i32 undef
@poison = global i32 poison
@zero = global %T zeroinitializer
@str = constant [6 x i8] c"a\22b\0A\00\FF"
@arr = global [3 x i32] [i32 1, i32 2, i32 3]
@empty = global [0 x i32] []
@vec = global <4 x i32> <i32 0, i32 1, i32 2, i32 3>
@splat = global <4 x i32> splat (i32 7)
@struct = global %T { i32 1, [2 x i16] [i16 2, i16 3], <2 x float> <float 1.0, float 2.0>, ptr @i8 }
@packed = global <{ i8, i32 }> <{ i8 1, i32 2 }>
@anon = global { i32, ptr } { i32 5, ptr null }
@gep = global ptr getelementptr inbounds ([3 x i32], ptr @arr, i64 0, i64 1)
@gepnuw = global ptr getelementptr inbounds nuw (i8, ptr @arr, i64 4)
@cast = global i64 ptrtoint (ptr @arr to i64)
@nested = global ptr addrspace(1) addrspacecast (ptr getelementptr (i8, ptr inttoptr (i64 add (i64 ptrtoint (ptr @arr to i64), i64 8) to ptr), i64 4) to ptr addrspace(1))
@trunc = global i32 trunc (i64 ptrtoint (ptr @arr to i64) to i32)
@sub = global i64 sub (i64 ptrtoint (ptr @i64 to i64), i64 ptrtoint (ptr @i8 to i64))
@xor = global i64 xor (i64 ptrtoint (ptr @i64 to i64), i64 -1)
@dle = global ptr dso_local_equivalent @fn
@nocfi = global ptr no_cfi @fn
@ba = global ptr blockaddress(@fn, %bb)

define void @fn() {
entry:
  br label %bb

bb:
  ret void
}
