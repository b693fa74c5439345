; LLVM-7 (NVVM IR) dialect: typed pointers, untyped byval, annotations.
source_filename = "typed_nvvm.cu"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { float, i32, [4 x double] }
%struct.List = type { %struct.List*, i32 }
%struct.Opaque = type opaque
%struct.Packed = type <{ i8, i32 }>
%"class.ns::Q" = type { i32 addrspace(1)*, void (i32)* }

@shared_buf = internal addrspace(3) global [256 x float] undef, align 4
@const_tab = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@counter = addrspace(1) global i32 0, align 4
@msg = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@gptr = global float addrspace(1)* null
@fnptr = global void (float*)* @device_fn

define void @kernel(float addrspace(1)* %a, float addrspace(1)* noalias %b, %struct.S* byval align 8 %s, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !4
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds float, float addrspace(1)* %a, i64 %idx
  %v = load float, float addrspace(1)* %p, align 4
  %sp = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @shared_buf, i64 0, i64 %idx
  store float %v, float addrspace(3)* %sp, align 4
  call void @llvm.nvvm.barrier0()
  %gen = addrspacecast float addrspace(3)* %sp to float*
  call void @device_fn(float* %gen)
  %fld = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 1
  %x = load i32, i32* %fld, align 4
  %old = atomicrmw add i32 addrspace(1)* @counter, i32 1 seq_cst
  %pair = cmpxchg i32 addrspace(1)* @counter, i32 %old, i32 %x monotonic monotonic
  %ok = extractvalue { i32, i1 } %pair, 1
  %sel = select i1 %ok, float %v, float 0.000000e+00
  %q = getelementptr inbounds float, float addrspace(1)* %b, i64 %idx
  store volatile float %sel, float addrspace(1)* %q, align 4
  %c = bitcast i32 addrspace(1)* bitcast (float addrspace(1)* null to i32 addrspace(1)*) to i8 addrspace(1)*
  %r = call i32 (i8*, ...) @vprintf(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @msg, i64 0, i64 0), i8* null)
  call void asm sideeffect "membar.gl;", "~{memory}"()
  %lane = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  ret void
}

define internal void @device_fn(float* nocapture %p) #1 {
entry:
  %t = load float, float* %p, align 4
  %m = fmul fast float %t, 2.000000e+00
  store float %m, float* %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
declare void @llvm.nvvm.barrier0() #3
declare i32 @vprintf(i8*, ...)

attributes #0 = { nounwind "nvvm.maxntid"="128" }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { nounwind readnone }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2}
!nvvmir.version = !{!3}

!0 = !{void (float addrspace(1)*, float addrspace(1)*, %struct.S*, i32)* @kernel, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, float addrspace(1)*, %struct.S*, i32)* @kernel, !"maxntidx", i32 128}
!2 = !{[256 x float] addrspace(3)* @shared_buf, !"shared", i32 1}
!3 = !{i32 2, i32 0, i32 3, i32 2}
!4 = !{i32 0, i32 1024}
