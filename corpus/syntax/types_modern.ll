; Every type in the opaque-pointer dialect.
target triple = "nvptx64-nvidia-cuda"

%named = type { i32, float }
%"quoted type" = type { i8 }
%0 = type { double }
%rec = type { ptr, %rec* }
%opq = type opaque
%pk = type <{ i8, i16 }>
%nest = type { [2 x <4 x float>], { i1, i7 }, %named }

@iN = global i1 false
@odd = global i17 3
@wide = global i8388607 0
@h = global half 0.0
@b = global bfloat 0.0
@f = global float 0.0
@d = global double 0.0
@q = global fp128 0xL0
@x = global x86_fp80 0xK0
@p = global ppc_fp128 0xM0
@ptr = global ptr null
@ptr3 = global ptr addrspace(3) null
@arr = global [2 x [3 x i8]] zeroinitializer
@vec = global <8 x half> zeroinitializer
@svec = external global <vscale x 4 x i32>
@st = global { i32, ptr } zeroinitializer
@pst = global <{ i32, i8 }> zeroinitializer
@qt = global %"quoted type" zeroinitializer
@num = global %0 zeroinitializer
@tgt = external global target("spirv.Image", void, 1, 0)

declare void @takes(token)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare i32 @fnty(ptr, ...)

define void @labels(ptr %p) {
entry:
  br label %next

next:
  %fp = load i32 (i32, ...)*, ptr %p
  ret void
}
declare x86_amx @amx()
