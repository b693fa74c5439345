; Typed pointers (LLVM-7 dialect), including function pointer types.
target triple = "nvptx64-nvidia-cuda"

%struct.A = type { i32*, float addrspace(1)*, void (i32)*, i8* (i8*, ...)* }
%struct.B = type { %struct.B*, [4 x %struct.A*] }

@p0 = global i32* null
@p1 = global float addrspace(1)* null
@pp = global i8** null
@fp = global void (float*)* null
@fpp = global i32 (i32, ...)** null
@vp = global <4 x float> addrspace(3)* null
@sp = global { i32, float* }* null
@ap = global [4 x i8] addrspace(4)* null

declare void @k(float addrspace(1)*, %struct.A*, void (i32)*)
declare i8* @ret_ptr(i8 addrspace(5)* nocapture)
